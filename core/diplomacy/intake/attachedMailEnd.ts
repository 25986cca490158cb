// A mail attached to another (message/rfc822, "Forward as attachment") runs to the end of its
// part, and the part ends at the boundary of the mail that carries it: "--fwd-1019--". That line
// and anything after it belong to the carrying mail's MIME structure, not to the attached mail's
// text; they were shown as "not an order" lines of the attached mail (corpus 1019, 1212), a line
// the GM was asked to read that no one wrote (issue 13).
import type { BodyLine } from './mime';

/** Marks the carrying mail's boundary lines (`boundary`: its top-level boundary) in an attached mail's body, and what follows its closing one. */
export function carrierBoundaries(body: BodyLine[], boundary: string | undefined): void {
  if (!boundary) return;
  const open = `--${boundary}`, close = `--${boundary}--`;
  let closed = false;
  for (const l of body) {
    if (closed) { l.skip ??= 'MIME epilogue (of the mail this one is attached to)'; continue; }
    if (l.skip) continue;
    const t = l.text.trimEnd();
    if (t === close) { l.skip = 'MIME boundary (closes the mail this one is attached to)'; closed = true; }
    else if (t === open) l.skip = 'MIME boundary (of the mail this one is attached to)';
  }
}
