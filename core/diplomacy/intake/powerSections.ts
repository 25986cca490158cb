// One mail with a set for each of several powers: a stand-in registered for England and Russia
// writes "England:" over England's orders and "Russia:" over Russia's, in one mail. Read as one
// message, every line went to the first power named and Russia's orders were refused as "not
// England's units", so Russia had no set at all. A careful GM reads one set per power, so the
// message is read as one message per section, each with its power from its heading.
//
// Only when the sender's address is registered for every power the headings name (000 D.II(3):
// only the player may order a power): a results post laid out the same way ("Austria:" over
// Austria's orders, …) pasted by anyone else stays one message, and the results-post rules
// (resultsListing.ts) keep it from being anyone's set. One exception, two headings only: the
// sender's own power and one other ("Turkey (I'm sitting for Mehmet this week):"). Read as one
// message, the other power's lines were "not Russia's units", and nothing told the GM that
// Turkey's orders had come by proxy (corpus 1316); read as its own section, the set is the other
// power's, sent by proxy, and refused with its clause (000 D.II(3), 001 B.III(3)) where the GM
// looks. A results post names every power, never two.
import type { DecodedMessage } from './decode';
import type { RawLine } from './mailSplit';
import type { NameIndex } from './names';
import type { GameInfo, Warning } from './power';

/** "England:", "RUSSIA", "**Russia orders:**", "Russia's orders:": a power's name alone on its line. */
const HEADING = /^\s*[*_#-]*\s*([\p{L}]{4,}?)(?:['’]s)?(?:\s+orders?)?(?:\s*\([^()]{1,60}\))?\s*:?\s*[*_]*\s*$/u;

/** "(sitting for Mehmet this week)", "(standing in for Mehmet)", "(stand-in)", "(on behalf of Meera)". */
const STAND_IN = /\((?:[^()]*\b)?(?:sit(?:ting)?|sitter|stand(?:ing)?[\s-]*in|on\s+behalf|covering|replacing|replacement)\b[^()]*\)/i;

/** The line (index into `lines`) an offset falls in. */
function lineAt(lines: readonly RawLine[], offset: number): number {
  let lo = 0, hi = lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lines[mid]!.start <= offset) lo = mid; else hi = mid - 1;
  }
  return lo;
}

/**
 * The message as one message per power heading, when its sender is registered for each power
 * named (or for one of two) and each section holds an order; otherwise the message itself.
 */
export function splitByPowerHeadings(message: DecodedMessage, lines: readonly RawLine[], names: NameIndex, game: GameInfo | undefined, looksLikeOrder: (text: string) => boolean): DecodedMessage[] {
  const from = message.headers?.fromAddress;
  if (!from || message.html || !game?.players?.length) return [message];
  const registered = new Set(game.players.filter((p) => p.addresses.some((a) => a.toLowerCase() === from)).map((p) => p.power));
  if (registered.size < 1) return [message];
  const body = message.body;
  const headings: { at: number; power: string }[] = [];
  for (let k = 0; k < body.length; k++) {
    const line = body[k]!;
    if (line.skip) continue;
    const m = HEADING.exec(line.text);
    const power = m ? names.power(m[1]!.toLowerCase()) : undefined;
    if (power) headings.push({ at: k, power });
  }
  const powers = new Set(headings.map((h) => h.power));
  const mine = [...powers].filter((p) => registered.has(p)).length;
  // The other power's heading must say it is stood in for ("Turkey (sitting for Mehmet):"): a
  // bare "Germany:" may be a results post quoted under the player's reply (corpus 1151).
  const saysStandIn = (h: { at: number; power: string }) => registered.has(h.power) || STAND_IN.test(body[h.at]!.text);
  const standIn = mine === powers.size || (powers.size === 2 && mine === 1 && headings.every(saysStandIn));
  if (powers.size < 2 || powers.size !== headings.length || !standIn) return [message];
  const ends = headings.map((h, i) => (i + 1 < headings.length ? headings[i + 1]!.at : body.length));
  const hasOrder = (from: number, to: number) => body.slice(from, to).some((l) => !l.skip && looksLikeOrder(l.text.trim()));
  if (!headings.every((h, i) => hasOrder(h.at + 1, ends[i]!))) return [message];
  // A sitter registered for every power named plays them all: a note; registered for only one of
  // them, the GM weighs the stand-in's word (a warning, doubtSeverity.ts).
  const note: Warning = { text: `holds orders for ${[...powers].join(' and ')} under their names, from an address registered for ${mine === powers.size ? 'each' : [...powers].filter((p) => registered.has(p)).join(' and ')}: read as one set per power`, ...(mine === powers.size ? { severity: 'note' as const } : {}) };
  return headings.map((h, i) => {
    const start = i === 0 ? 0 : h.at;
    const section = body.slice(start, ends[i]);
    const firstLine = i === 0 ? message.part.firstLine : lineAt(lines, body[h.at]!.span[0]);
    const endLine = i + 1 < headings.length ? lineAt(lines, body[ends[i]!]!.span[0]) : message.part.endLine;
    return {
      ...message,
      part: { firstLine, endLine, headerEnd: i === 0 ? message.part.headerEnd : firstLine },
      body: section,
      warnings: [...message.warnings, note],
      powerHint: h.power,
    };
  });
}
