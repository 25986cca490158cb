// format=flowed text (RFC 3676), as Thunderbird and Apple Mail send it: a line that ends in a
// space is "soft-broken" and goes on with the next line, so an order the client wrapped
// ("... A Mun - " / "Ruh") is one line again. With DelSp=yes (Apple Mail) that last space is
// no part of the text: "F Tri - Al " / "b" is "F Tri - Alb". A flowed line joins only the next
// line at the same quote depth; the signature line "-- " is never soft-broken. The mail names
// this format in its Content-Type, so the joining is certain, not a guess.

/** One logical line: its text, and the first and last raw line (by index) it came from. */
export interface FlowedLine { text: string; first: number; last: number }

const SIGNATURE = /^-- $/;

function quoteDepth(line: string): number {
  let n = 0;
  while (n < line.length && line[n] === '>') n++;
  return n;
}

/** The lines of a flowed text, soft breaks joined. */
export function unflow(lines: readonly string[], delSp: boolean): FlowedLine[] {
  const out: FlowedLine[] = [];
  let open: FlowedLine | undefined;
  let openDepth = 0;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    const depth = quoteDepth(line);
    let content = line.slice(depth);
    if (content.startsWith(' ')) content = content.slice(1); // space-stuffing (RFC 3676 4.4)
    const soft = content.endsWith(' ') && !SIGNATURE.test(content);
    const kept = (t: string) => (soft && delSp ? t.slice(0, -1) : t);
    if (open && depth === openDepth) {
      open.text += kept(content);
      open.last = k;
    } else {
      if (open) out.push(open);
      // The first piece as written (its quote marks and all), only DelSp's space taken off.
      open = { text: kept(line), first: k, last: k };
      openDepth = depth;
    }
    if (!soft) { out.push(open!); open = undefined; }
  }
  if (open) out.push(open);
  return out;
}
