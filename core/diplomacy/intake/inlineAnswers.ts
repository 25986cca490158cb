// An inline reply to the GM's list of units: the GM's mail named each unit on its own line
// ("> F Bre", "> A Par"), and the player wrote the rest of each order under it ("Mao", "S A Par -
// Bur"). A careful GM reads "F Bre - Mao". Before, the quoted unit was history and the answer a
// lone name or an incomplete order, and the power's mail gave no orders (unseen-mail trial 1113,
// evening 14). The two lines are one order line again when the quoted line is a unit alone, the
// answer is no order alone, and the two read as one order; otherwise both are read as before.
import type { BodyLine } from './mime';

/** "> F Bre", "> A Par:", "> F StP (sc) -": one level of quoting over a unit and nothing more. */
const QUOTED_UNIT = /^\s*>\s?((?:a|f|army|fleet)\s+[\p{L}.'’ -]{2,30}?(?:\s*[(/]\s*[nsew]c\s*\)?)?)\s*[:\-–—]?\s*$/iu;
const QUOTED = /^\s*>/;

/** The body with each quoted unit and the answer under it joined into one line. */
export function joinInlineAnswers(body: BodyLine[], isOrder: (text: string) => boolean): BodyLine[] {
  let out: BodyLine[] | undefined;
  for (let k = 0; k < body.length; k++) {
    const line = body[k]!;
    const next = body[k + 1];
    const joined = next ? answered(line, next, isOrder) : undefined;
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
function answered(a: BodyLine, b: BodyLine, isOrder: (text: string) => boolean): string | undefined {
  if (a.skip || b.skip || QUOTED.test(b.text) || b.text.trim() === '') return undefined;
  const unit = QUOTED_UNIT.exec(a.text);
  if (!unit || isOrder(b.text)) return undefined;
  const answer = b.text.trim();
  // "S A Par - Bur", "- Mao", "H": the rest of the order as written; "Mao": the move's place.
  for (const text of [`${unit[1]!.trim()} ${answer}`, `${unit[1]!.trim()} - ${answer}`]) if (isOrder(text)) return text;
  return undefined;
}
