// Text struck through in Markdown, as chat apps, notes apps and some mail clients write it:
// "~~A Par - Pic~~ A Par - Bur". Struck-out words are what the player took back (as a forum's
// "[s]…[/s]" is, bbcode.ts), so they are not read. Before, the tildes were skipped as
// punctuation: a struck line alone read as the very order the player had crossed out, accepted
// without a word, and a struck order beside its replacement made the line ambiguous
// (unseen-mail trial 1143).
const STRUCK = /~~(?=\S)[^~]*?\S~~/g;

/** The line without its struck-through words ('' when all of it is struck), or the line itself. */
export function withoutStruckThrough(text: string): string {
  if (!text.includes('~~')) return text;
  STRUCK.lastIndex = 0;
  if (!STRUCK.test(text)) return text;
  return text.replace(STRUCK, ' ').replace(/\s{2,}/g, ' ').trim();
}

/** Why a line whose every word is struck through is not read. */
export const STRUCK_LINE = 'struck through (~~…~~): taken back by the player, not read';
