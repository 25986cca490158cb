// "Scratch the Bur move.", "Cancel the support from Mun", "Ignore my Kiel order": a line that
// takes back an order written above it in the same mail and gives none in its place. A careful
// GM withdraws that order (the unit is then unordered and holds, 000 D.III(4)c), but only when
// the words point at exactly one earlier order; when they point at none or at several, the line
// is left for the GM with what it could mean (never guessed, never dropped as chat).
import type { Order } from '../types';
import { provinceOf } from '../variant';
import type { NameIndex } from './names';
import type { LineVerdict } from './verdicts';

export type WithdrawnKind = 'move' | 'support' | 'convoy' | 'hold' | 'build' | 'retreat' | 'order';

export interface Withdrawal {
  /** The province the words name ("Bur" in "the Bur move"). */
  province: string;
  kind: WithdrawnKind;
}

const WITHDRAW = /^\s*(?:(?:actually|oops|sorry|wait|ok|okay|also|and|hmm|on\s+second\s+thoughts?)[,!.:;\s]+)*(?:please\s+)?(?:scratch|cancel|ignore|forget|disregard|drop|delete|strike|withdraw|undo)\s+(?:the\s+|my\s+|that\s+)?(.+?)\s+(moves?|orders?|supports?|convoys?|attacks?|holds?|builds?|retreats?)(?:\s+(?:please|pls|too|as\s+well))?\s*[.!]*\s*$/i;
// "the support from Mun", "the move to Bur", "the order for Kiel": the place after the word.
const WITHDRAW_AFTER = /^\s*(?:(?:actually|oops|sorry|wait|ok|okay|also|and|hmm|on\s+second\s+thoughts?)[,!.:;\s]+)*(?:please\s+)?(?:scratch|cancel|ignore|forget|disregard|drop|delete|strike|withdraw|undo)\s+(?:the\s+|my\s+|that\s+)?(moves?|orders?|supports?|convoys?|attacks?|holds?|builds?|retreats?)\s+(?:of|from|to|into|for|in|on|by)\s+(?:the\s+)?(.+?)(?:\s+(?:please|pls|too|as\s+well))?\s*[.!]*\s*$/i;
const UNIT_WORD = /^(?:a|f|army|fleet)\s+/i;

function kindOf(word: string): WithdrawnKind {
  const w = word.toLowerCase().replace(/s$/, '');
  return w === 'attack' ? 'move' : (w as WithdrawnKind);
}

/** The order a line withdraws, as written, or undefined when the line is no withdrawal. */
export function withdrawal(line: string, names: NameIndex): Withdrawal | undefined {
  let m = WITHDRAW.exec(line);
  let words: string | undefined, kind: string | undefined;
  if (m) { words = m[1]!; kind = m[2]!; }
  else if ((m = WITHDRAW_AFTER.exec(line))) { kind = m[1]!; words = m[2]!; }
  if (!words || !kind) return undefined;
  const place = names.resolve(words.replace(UNIT_WORD, '').replace(/['’]s$/i, '').trim());
  if (!place || (place.kind !== 'exact' && place.kind !== 'prefix')) return undefined;
  return { province: place.province, kind: kindOf(kind) };
}

/** Does an earlier order fit the withdrawn words: its unit is there, or (for a move or a support) it goes there? */
function fits(order: Order, w: Withdrawal): boolean {
  const at = (l: string | undefined) => l !== undefined && provinceOf(l) === w.province;
  switch (w.kind) {
    case 'move': case 'retreat': return (order.kind === 'move' || order.kind === 'retreat') && (at(order.unit) || at(order.to));
    case 'support': return order.kind === 'support' && (at(order.unit) || at(order.supported) || at(order.to));
    case 'convoy': return order.kind === 'convoy' && (at(order.unit) || at(order.from) || at(order.to));
    case 'hold': return order.kind === 'hold' && at(order.unit);
    case 'build': return order.kind === 'build' && at(order.location);
    case 'order': return order.kind === 'build' ? at(order.location) : order.kind !== 'waive' && at(order.unit);
  }
}

/** The earlier lines of the set (indices into `verdicts`) the withdrawal fits, still standing. */
export function withdrawnLines(w: Withdrawal, lines: readonly number[], verdicts: readonly LineVerdict[]): number[] {
  return lines.filter((i) => {
    const v = verdicts[i]!;
    return v.kind !== 'superseded' && !v.forLaterPhase && !!v.order && fits(v.order, w);
  });
}
