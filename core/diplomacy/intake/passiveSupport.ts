// A support written in the passive: "Ukraine to Rumania, supported by the fleet in Sevastopol.",
// "Marseilles to Burgundy, supported by Paris." A careful GM reads two orders, the move and the
// support of it by the player's own unit (A Ukr - Rum, F Sev S A Ukr - Rum). The reader read one
// order a line and flagged the line ("cannot read 'supported'"): both units held unless the GM
// read it (the unseen-mail trial's corpus 1291; corpus 1553-1556).
//
// The line is read as two parts, each its own verdict (index.ts's count lines): the words before
// ", supported by" as the move, and the supporter's words with "S" and the move as the support.
// Only when the move reads as a move and the supporter is a unit of the player's own on the board:
// "supported by the French army in Marseilles" is another power's unit, which the player cannot
// order (000 D.II(3)), so the line stays whole for the GM.
import type { CountLine } from './countConditions';
import type { LineReading } from './grammar';

/** ", supported by the fleet in Sevastopol", " and supported by Paris", " (supported by Kiel)". */
const PASSIVE = /^(.+?)\s*(?:,|\(|\s-\s|\s–\s)?\s*(?:and\s+|which\s+is\s+|to\s+be\s+|being\s+)?supported\s+by\s+(.+?)\s*\)?\s*[.!]*\s*$/iu;
/** "the fleet in Sevastopol", "my army at Munich", "Paris": the supporter, as the grammar reads a unit. */
const SUPPORTER = /^(?:(?:the|my|our)\s+)?(?:(army|fleet)\s+(?:in|at|of|from)\s+(?:the\s+)?)?(.+)$/iu;

/**
 * The line as a move and the passive support of it, or undefined. `read` reads a piece of text as
 * a line; `ownUnit` says whether a province holds a unit of the writer's own power.
 */
export function passiveSupport(text: string, read: (text: string) => LineReading, ownUnit: (province: string) => boolean): CountLine | undefined {
  if (!/supported\s+by/i.test(text)) return undefined;
  const m = PASSIVE.exec(text);
  if (!m) return undefined;
  const moveWords = m[1]!.trim();
  const s = SUPPORTER.exec(m[2]!.trim());
  if (!s) return undefined;
  const move = read(moveWords);
  if (move.kind !== 'order' || move.options.length !== 1 || move.options[0]!.kind !== 'move') return undefined;
  const supportWords = `${s[1] ?? ''} ${s[2]!} S ${moveWords}`.trim();
  const support = read(supportWords);
  if (support.kind !== 'order' || support.options.length !== 1) return undefined;
  const order = support.options[0]!;
  if (order.kind !== 'support' || !ownUnit(order.unit.location.province)) return undefined;
  // The second part is shown from "supported" on ("… Rumania" / "supported by the fleet in Sevastopol.").
  const supportStart = text.toLowerCase().indexOf('supported', m[1]!.length);
  return { parts: [{ start: 0, end: m[1]!.length, order: moveWords }, { start: supportStart, end: text.length, order: supportWords }] };
}
