// Shared helpers for the two plain-text ruleset formats: split keeping line endings (so that
// the pieces concatenate back to the original), and cut a body into paragraphs.

/** Lines with their own line endings; joining them gives back `text` exactly. */
export function linesKeepingEnds(text: string): string[] {
  const lines = text.match(/[^\n]*\n|[^\n]+$/g);
  return lines ?? [];
}

export function stripEnd(line: string): string {
  return line.replace(/[\r\n]+$/, '');
}

/** Paragraphs of a body: runs of non-blank lines, each line right-trimmed and dedented by the
 *  body's common indentation. */
export function paragraphsOf(bodyLines: string[]): string[] {
  const lines = bodyLines.map((l) => stripEnd(l).replace(/\s+$/, ''));
  const indents = lines.filter((l) => l !== '').map((l) => /^ */.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const l of lines) {
    if (l === '') { if (current.length) paragraphs.push(current.join('\n')); current = []; continue; }
    current.push(l.slice(cut));
  }
  if (current.length) paragraphs.push(current.join('\n'));
  return paragraphs;
}
