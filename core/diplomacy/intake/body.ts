// What each line of a message body is, before any order is read: quoted reply, reply or forward
// header, signature, mail-client footer, press, vote, the "Final" mark (000 D.II(1),
// 001 B.III(1)), a `Power:` line, a section heading, or a candidate order line.
import type { BodyLine } from './mime';
import { addresseeLine, writtenAddressees } from './pressAddressees';
import { signOffBlock, type LineKinds } from './signOff';

export type LineRole =
  | { role: 'skip'; reason: string }
  /** `to`: the addressee words the mark (or a "To …:" line under a bare mark) wrote, 'all' for a broadcast. */
  | { role: 'press'; kind: string; to?: string }
  | { role: 'vote'; value: 'yes' | 'no' | 'abstain' | 'proposal' }
  | { role: 'final' }
  | { role: 'power'; value: string }
  | { role: 'perpetual' }
  | { role: 'heading'; section?: 'build' | 'remove' | 'retreat' }
  | { role: 'candidate'; text: string; section?: 'build' | 'remove' | 'retreat' };

const QUOTED = /^\s*>/;
const REPLY_HEADER = /^\s*(On .{4,200}(wrote|writes|a écrit|schrieb)\s*:?\s*$|.{0,100}\bwrote:\s*$|Am .{4,100} schrieb .{0,100}:\s*$)/i;
const ORIGINAL = /^\s*(-{2,}\s*Original Message\s*-{2,}|_{10,})\s*$/i;
const FORWARD = /^\s*(-{2,}\s*Forwarded message\s*-{2,}|Begin forwarded message:|-{2,}\s*Forwarded by .*)\s*$/i;
const SIGNATURE = /^\s*--\s*$/;
const FOOTER = /^\s*(Sent from my \w+|Sent from (Yahoo|Mail for|Outlook|Gmail)|Get Outlook for|Sent via |You received this message because|To unsubscribe from this group|_{20,}\s*$|This (e-?mail|message) (and any attachments )?(is|may be) confidential)/i;
const PRESS_START = /^\s*\**\s*(?:(white|grey|gray|black|anonymous|signed|public)\s+)?(?:press|broadcast)(?:\s*\(([^)]{1,30})\))?(?:\s+(?:release|to\s+[^:]{1,60}))?\s*\**\s*(?::|-|$)/i;
const PRESS_END = /^\s*(\*+\s*)?(end( of)? (press|broadcast)|\/press|endpress|press ends)\b.*$/i;
const VOTE = /^\s*(?:(?:my\s+)?vote|draw|dias|concession|concede|i vote|(?:i\s+)?(?:propose|proposal)\b.*\b(?:draw|concession|dias))\b.*$/i;
const FINAL = /^\s*[*\[(]*\s*(these are (my )?|status\s*:\s*|orders?\s*(are\s*)?)?final\s*(orders?|set|version)?\s*[)\]*.!]*\s*$/i;
const POWER_LINE = /^\s*(power|country|nation|playing)\s*:\s*(.+?)\s*$/i;
const PERPETUAL = /\b(until further notice|standing orders?|perpetual|every turn from now|for all future turns|repeat (these|them) every)\b/i;
const HEADING = /^\s*(?:[A-Za-z]+\s+)?(?:\d{4}\s+)?(?:my\s+|movement\s+|spring\s+|fall\s+|autumn\s+|winter\s+)?(orders?|moves?|retreats?|builds?|removals?|disbands?|adjustments?)\b[^:]{0,40}:\s*$/i;
const MAX_ORDER_LINE = 200;
const BULLET = /^\s*(?:[-*•·+]|\d{1,2}[.)]|[a-z][.)])\s+/;

/** The line without a leading bullet or number ("- A Par - Bur", "2) F Bre - Mao"). */
export function withoutBullet(t: string): string {
  return t.replace(BULLET, '');
}

function voteValue(text: string): 'yes' | 'no' | 'abstain' | 'proposal' | undefined {
  const t = text.toLowerCase();
  if (/\b(propose|proposal|proposing|offer)\b/.test(t)) return 'proposal';
  if (/\b(abstain)\b/.test(t)) return 'abstain';
  if (/\b(no|nay|against|reject|veto|n)\b/.test(t)) return 'no';
  if (/\b(yes|aye|accept|for|agree|y)\b/.test(t)) return 'yes';
  return undefined;
}

function sectionOf(word: string): 'build' | 'remove' | 'retreat' | undefined {
  const w = word.toLowerCase();
  if (w.startsWith('build')) return 'build';
  if (w.startsWith('removal') || w.startsWith('disband')) return 'remove';
  if (w.startsWith('retreat')) return 'retreat';
  return undefined;
}

/** How a sign-off search sees lines (signOff.ts): the same patterns as the roles below. Made once. */
const signOffKinds: LineKinds = {
  // Lines that say what they are whatever their place.
  isMarked: (t) => PRESS_START.test(t) || PRESS_END.test(t) || FINAL.test(t) || POWER_LINE.test(t) || HEADING.test(t) || PERPETUAL.test(t) || (VOTE.test(t) && voteValue(t) !== undefined),
  isQuote: (t) => QUOTED.test(t) || (/wrote|writes|schrieb|écrit/i.test(t) && REPLY_HEADER.test(t)),
};

/**
 * Gives every body line a role. `looksLikeOrder` ends a press block early when a blank line is
 * followed by an order, since players often forget to close their press. `couldBeOrder` (an
 * order or an unreadable order line, by default `looksLikeOrder`) keeps such lines out of a
 * sign-off.
 */
export function lineRoles(lines: BodyLine[], looksLikeOrder: (text: string) => boolean, couldBeOrder: (text: string) => boolean = looksLikeOrder): LineRole[] {
  const roles: LineRole[] = [];
  let tail: string | undefined; // signature, footer or quoted original: the rest is not read
  let press: string | undefined;
  // Lines of the press block with words in them (the mark's own text counts), and whether its
  // addressees are known: a "To Germany:" line may follow a bare "PRESS" mark.
  let pressText = 0;
  let pressTo: string | undefined;
  let forwardHeader = false;
  let section: 'build' | 'remove' | 'retreat' | undefined;
  let previousBlank = true;
  // The latest press mark, and whether it had words after it: a sign-off after press needs both
  // a blank line before it and some press above it (see markSignOff).
  let pressMarkAt = -1;
  let pressMarkHasText = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const t = line.text;
    const blank = t.trim() === '';
    const wasBlank = previousBlank;
    previousBlank = blank;
    if (line.skip) { roles.push({ role: 'skip', reason: line.skip }); continue; }
    if (tail) { roles.push({ role: 'skip', reason: tail }); continue; }
    if (forwardHeader) {
      if (blank) forwardHeader = false;
      roles.push({ role: 'skip', reason: blank ? 'blank line' : 'forwarded header' });
      continue;
    }
    if (press !== undefined && (SIGNATURE.test(t) || FOOTER.test(t))) press = undefined;
    if (press !== undefined) {
      if (PRESS_END.test(t)) { press = undefined; roles.push({ role: 'press', kind: 'end of press' }); continue; }
      const ends = (!blank && wasBlank && (HEADING.test(t) || POWER_LINE.test(t) || FINAL.test(t) || (VOTE.test(t) && voteValue(t) !== undefined) || PRESS_START.test(t) || looksLikeOrder(t.replace(BULLET, ''))));
      if (!ends) {
        if (blank) { roles.push({ role: 'skip', reason: 'blank line' }); continue; }
        if (pressTo === undefined && pressText === 0) pressTo = addresseeLine(t);
        pressText++;
        // Every line of the block carries its addressees: a blank line may split the press.
        roles.push(pressTo !== undefined ? { role: 'press', kind: press, to: pressTo } : { role: 'press', kind: press });
        continue;
      }
      press = undefined;
    }
    if (blank) { roles.push({ role: 'skip', reason: 'blank line' }); continue; }
    if (QUOTED.test(t)) { roles.push({ role: 'skip', reason: 'quoted reply' }); continue; }
    if (SIGNATURE.test(t)) { markSignOff(lines, roles, pressMarkAt, pressMarkHasText, couldBeOrder); tail = 'signature'; roles.push({ role: 'skip', reason: 'signature' }); continue; }
    if (ORIGINAL.test(t)) { markSignOff(lines, roles, pressMarkAt, pressMarkHasText, couldBeOrder); tail = 'quoted original message'; roles.push({ role: 'skip', reason: 'quoted original message' }); continue; }
    if (FORWARD.test(t)) { forwardHeader = true; roles.push({ role: 'skip', reason: 'forwarded header' }); continue; }
    if (/wrote|writes|schrieb|écrit/i.test(t) && REPLY_HEADER.test(t)) { roles.push({ role: 'skip', reason: 'reply header' }); continue; }
    if (FOOTER.test(t)) { markSignOff(lines, roles, pressMarkAt, pressMarkHasText, couldBeOrder); tail = 'mail footer'; roles.push({ role: 'skip', reason: 'mail footer' }); continue; }
    const pm = PRESS_START.exec(t);
    if (pm) {
      // "Press (grey):" names the kind; "Press (to Germany):" names the addressees.
      const paren = pm[2] && !/^\s*to\s/i.test(pm[2]) ? pm[2] : undefined;
      press = (pm[1] ?? paren ?? 'unmarked').toLowerCase().replace('gray', 'grey');
      pressTo = writtenAddressees(t);
      pressText = t.slice(pm[0].length).trim() ? 1 : 0;
      pressMarkAt = i;
      pressMarkHasText = pressText > 0;
      roles.push(pressTo !== undefined ? { role: 'press', kind: press, to: pressTo } : { role: 'press', kind: press });
      continue;
    }
    if (VOTE.test(t)) {
      const value = voteValue(t);
      if (value) { roles.push({ role: 'vote', value }); continue; }
    }
    if (FINAL.test(t)) { roles.push({ role: 'final' }); continue; }
    const hasColon = t.includes(':');
    const power = hasColon ? POWER_LINE.exec(t) : null;
    if (power) { roles.push({ role: 'power', value: power[2]! }); continue; }
    if (PERPETUAL.test(t)) { roles.push({ role: 'perpetual' }); continue; }
    const heading = hasColon ? HEADING.exec(t) : null;
    if (heading) { section = sectionOf(heading[1]!); roles.push({ role: 'heading', section }); continue; }
    // Orders are short; a very long line is prose (and reading it word by word would be slow).
    if (t.length > MAX_ORDER_LINE) { roles.push({ role: 'skip', reason: 'not an order (too long)' }); continue; }
    roles.push({ role: 'candidate', text: t.replace(BULLET, ''), section });
  }
  if (!tail) markSignOff(lines, roles, pressMarkAt, pressMarkHasText, couldBeOrder);
  return roles;
}

/**
 * The player's own text has ended (at a "-- " delimiter, a quoted original, a client footer or
 * the end of the body: `roles` holds a role for each line before it): gives a sign-off at its end
 * ("Thanks,\nJohn", "Cheers", a lone name; signOff.ts) the role "signature". Done after the
 * lines were read, so finding it costs a few lines per message, not a search of every line.
 */
function markSignOff(lines: BodyLine[], roles: LineRole[], pressMarkAt: number, pressMarkHasText: boolean, couldBeOrder: (text: string) => boolean) {
  // The last own line: back over blank lines, skipped MIME lines, quotes and reply headers.
  let last = roles.length - 1;
  for (; last >= 0; last--) {
    const r = roles[last]!;
    if (lines[last]!.skip) continue;
    if (r.role !== 'skip' || (r.reason !== 'blank line' && r.reason !== 'quoted reply' && r.reason !== 'reply header')) break;
  }
  if (last < 0 || roles[last]!.role === 'skip') return;
  const block = signOffBlock(lines, last, signOffKinds, couldBeOrder);
  if (!block) return;
  // Only lines read as candidates or press (or blank) become the signature.
  for (let i = block.start; i <= block.end; i++) {
    const r = roles[i]!;
    if (r.role !== 'candidate' && r.role !== 'press' && !(r.role === 'skip' && r.reason === 'blank line')) return;
  }
  if (roles[block.start]!.role === 'press') {
    // Press signed without a blank line ("…I will not attack you.\nCheers, Tom") is signed
    // press, and a press mark followed only by a name is press: the press keeps its lines.
    const blankBefore = block.start > 0 && lines[block.start - 1]!.text.trim() === '';
    let pressAbove = pressMarkHasText;
    for (let i = pressMarkAt + 1; i < block.start && !pressAbove; i++) if (roles[i]!.role === 'press') pressAbove = true;
    if (!blankBefore || !pressAbove) return;
  }
  for (let i = block.start; i <= block.end; i++) {
    roles[i] = { role: 'skip', reason: lines[i]!.text.trim() === '' ? 'blank line' : 'signature' };
  }
}
