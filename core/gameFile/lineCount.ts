// How many lines a stored text has, kept on each raw input (schema v2) so the inbox can show it
// without splitting megabytes of mail on every render.

/**
 * Lines as a GM counts them in an editor: "" has 0, "a" has 1, "a\nb" and "a\nb\n" have 2.
 * CR, LF and CRLF all end a line (mail clients mix them).
 */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
  const endsWithBreak = /(\r\n|\r|\n)$/.test(text);
  return endsWithBreak ? breaks : breaks + 1;
}
