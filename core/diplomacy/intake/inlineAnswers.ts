// An inline reply to the GM's list of units: the GM's mail named each unit on its own line
// ("> F Bre", "> A Par"), and the player wrote the rest of each order under it ("Mao", "S A Par -
// Bur"). A careful GM reads "F Bre - Mao". Before, the quoted unit was history and the answer a
// lone name or an incomplete order, and the power's mail gave no orders (unseen-mail trial 1113,
// evening 14). The two lines are one order line again when the quoted line is a unit alone, the
// answer is no order alone, and the two read as one order; otherwise both are read as before.
//
// Every body line is asked, so the Unicode pattern runs only on a line whose cheap facts
// (lineFacts.ts) allow it: one that opens with ">" and ends as a unit's name or its mark can.
import type { BodyLine } from './mime';
import { factsOf, glance, match, type LineFacts } from './lineFacts';

/** "> F Bre", "> A Par:", "> F StP (sc) -": one level of quoting over a unit and nothing more. */
const QUOTED_UNIT = glance(/^\s*>\s?((?:a|f|army|fleet)\s+[\p{L}.'’ -]{2,30}?(?:\s*[(/]\s*[nsew]c\s*\)?)?)\s*[:\-–—]?\s*$/iu, {
  opens: '>',
  // A letter of the place, its period or apostrophe, a coast's ")", or the ":" or "-" after it.
  ends: "abcdefghijklmnopqrstuvwxyz.'-):",
});
const QUOTED = /^\s*>/;

/** The glances of this file, held to their patterns by lineFacts.test.ts. */
export const INLINE_ANSWER_GLANCES = [QUOTED_UNIT] as const;

/**
 * The body with each quoted unit and the answer under it joined into one line. `facts` are the
 * body's line facts when the caller has them (index.ts: when no wrapped order was joined).
 */
export function joinInlineAnswers(body: BodyLine[], isOrder: (text: string) => boolean, facts: readonly LineFacts[] = factsOf(body)): BodyLine[] {
  let out: BodyLine[] | undefined;
  for (let k = 0; k < body.length; k++) {
    const line = body[k]!;
    const next = body[k + 1];
    const joined = next ? answered(line, facts[k]!, next, facts[k + 1]!, isOrder) : undefined;
    if (joined) {
      out ??= body.slice(0, k);
      out.push({ text: joined, span: [line.span[0], next!.span[1]], decoded: true });
      k++;
      continue;
    }
    if (out) out.push(line);
  }
  return out ?? body;
}

/** The order a quoted unit and its answer make, or undefined. */
function answered(a: BodyLine, fa: LineFacts, b: BodyLine, fb: LineFacts, isOrder: (text: string) => boolean): string | undefined {
  // The answer is neither blank nor quoted (a non-ASCII first character may be white space before ">").
  if (a.skip || b.skip || fb.blank || fb.first === 62 || (fb.first > 127 && QUOTED.test(b.text))) return undefined;
  const unit = match(QUOTED_UNIT, a.text, fa);
  if (!unit || isOrder(b.text)) return undefined;
  const answer = b.text.trim();
  // "S A Par - Bur", "- Mao", "H": the rest of the order as written; "Mao": the move's place.
  for (const text of [`${unit[1]!.trim()} ${answer}`, `${unit[1]!.trim()} - ${answer}`]) if (isOrder(text)) return text;
  return undefined;
}
