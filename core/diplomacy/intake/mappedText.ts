// Text that remembers where each character came from in the original paste. Decoding
// quoted-printable, base64 or HTML changes the characters; the GM still needs to see which raw
// characters a verdict is about (UX.md: hovering a verdict highlights its raw line).

export interface MappedText {
  text: string;
  /** `src[i]` is the paste offset of `text[i]`; `src[text.length]` is the end offset. */
  src: number[];
}

/** A slice of the paste, unchanged: every character maps to itself. */
export function identity(paste: string, start: number, end: number): MappedText {
  const src = new Array<number>(end - start + 1);
  for (let i = 0; i <= end - start; i++) src[i] = start + i;
  return { text: paste.slice(start, end), src };
}

export interface MappedLine {
  text: string;
  /** Paste offsets [start, end) covering every raw character the line was decoded from. */
  span: [number, number];
}

/** Splits into lines (\n, \r\n or \r), each with the paste span it came from. */
export function mappedLines(m: MappedText): MappedLine[] {
  const out: MappedLine[] = [];
  let start = 0;
  const push = (from: number, to: number) => {
    const a = m.src[from]!;
    const b = to > from ? m.src[to - 1]! + 1 : a;
    out.push({ text: m.text.slice(from, to), span: [Math.min(a, b), Math.max(a, b)] });
  };
  for (let i = 0; i < m.text.length; i++) {
    const c = m.text.charCodeAt(i);
    if (c === 10 || c === 13) {
      push(start, i);
      if (c === 13 && m.text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  if (start < m.text.length) push(start, m.text.length);
  return out;
}
