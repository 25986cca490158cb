// "A Bud - Set", "A Con - Bug": a misspelt or auto-corrected name that fits several provinces
// ('set' could be SER or SEV, 'bug' BUD, BUL or BUR), of which the unit can reach only one. A
// careful GM reads that one (the unseen-mail trial, corpus 1289 and 1290: the order was left
// ambiguous and the unit held). The reading is a correction the verdict names, with the places
// it was chosen from; when two or none of them can be reached, the line stays ambiguous.
import type { LineVerdict } from './verdicts';

/**
 * The verdict of the one reading whose order can be carried out, or undefined. `readAs` reads
 * the line with the written word replaced by a candidate's abbreviation and judges its order.
 */
export function typoByReach(text: string, written: string, candidates: readonly string[], readAs: (text: string) => LineVerdict | undefined, clause: string | undefined): LineVerdict | undefined {
  const word = new RegExp(`(?<![\\p{L}\\p{N}])${written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
  if (!word.test(text)) return undefined;
  let found: LineVerdict | undefined;
  let which = '';
  for (const c of candidates) {
    const v = readAs(text.replace(word, c.toUpperCase()));
    if (!v || (v.kind !== 'accepted' && v.kind !== 'corrected')) continue;
    if (found) return undefined;
    found = v;
    which = c.toUpperCase();
  }
  if (!found) return undefined;
  found.kind = 'corrected';
  found.corrections.push({ what: `'${written}' read as ${which}: of ${candidates.map((c) => c.toUpperCase()).join(', ')}, the only one this order can go to`, ...(clause ? { clause } : {}) });
  found.clause ??= clause;
  return found;
}
