// A forward written like a reply: French webmails (Orange, SFR, La Poste) forward a mail by
// quoting it whole with ">", its header block too ("> Message du 28/11/26 21:14", "> De : …",
// "> Objet : …"), with no forward marker; only the subject ("TR :") says it is a forward. A player
// who resends their own orders so ("je vous renvoie mes ordres d'hier") means those orders, as
// with any forward of their own (000 D.III(3)a); the reader took the quote for history, and the
// power needed a look with "the only orders in this mail are in quoted history" (corpus 1722,
// evening 33's France). Read only under a forward subject, at the start of a quoted run, when the
// run opens with a quoted header block naming its sender: body.ts then reads it as every other
// forward (the player's own is read and noted, anyone else's is not).
import type { BodyLine } from './mime';
import { isBlank } from './lineFacts';
import { isForwardMarker, isOriginalMarker, isReplyHeader } from './clientShapes';
import { headerBlock, skipBlank, unquoteOnce, type EarlierMail } from './earlierMail';

/** Orange's and SFR's line over the quoted header block: "Message du 28/11/26 21:14". */
const MESSAGE_DU = /^message du \d/i;

/** The forwarded mail quoted whole from line `i` (the first line of a ">" run), or undefined. The caller asks only under a forward subject. */
export function quotedForwardAt(lines: readonly BodyLine[], i: number): EarlierMail | undefined {
  // The start of the run: the line above (past blank lines) is not quoted.
  for (let k = i - 1; k >= 0; k--) {
    const l = lines[k]!;
    if (l.skip || isBlank(l.text)) continue;
    if (/^\s*>/.test(l.text)) return undefined;
    break;
  }
  const first = unquoteOnce(lines[i]!.text).trim();
  const opener = MESSAGE_DU.test(first) || isForwardMarker(first) || isOriginalMarker(first) || isReplyHeader(first);
  const block = headerBlock(lines, opener ? i + 1 : i);
  if (!block.quoted || block.fields < 2 || block.from === undefined) return undefined;
  const date = block.date ?? (MESSAGE_DU.test(first) ? first.replace(/^message du\s*/i, '') : undefined);
  return { kind: 'forward', at: i, bodyAt: skipBlank(lines, block.end), from: block.from, ...(date ? { date } : {}), ...(block.subject ? { subject: block.subject } : {}), quoted: true };
}
