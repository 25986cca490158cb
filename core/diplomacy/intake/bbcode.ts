// A forum post copied with its BBCode: "[b]A Vie - Gal[/b]", "[color=red]…[/color]", and a list
// written on one line, "[list=1][*]A Vie - Gal[*]A Bud - Ser[*]F Tri - Alb[/list]". The GM reads
// through the tags as the forum would show them: formatting tags are dropped, each "[*]" starts
// an item (one line of the forum page, so items on one line are separated by "; " as a player
// writes a list on one line), and struck-out text ("[s]A Vie - Tyr[/s]") is what the player took
// back, so it is not read. "[quote]" is left for body.ts, which reads a quoted block as a quote.
const TAG = /\[\/?(?:b|i|u|em|strong|color|colour|size|font|center|left|right|list|ul|ol|li)(?:=[^\]]{0,40})?\]/gi;
const STRUCK = /\[(s|strike|del)\][\s\S]*?\[\/\1\]/gi;
const ITEM = /\[\*\]/g;
const TAG_OR_ITEM = /\[\/?(?:b|i|u|em|strong|color|colour|size|font|center|left|right|list|ul|ol|li)(?:=[^\]]{0,40})?\]|\[\*\]/i;
const STRUCK_ANY = /\[(s|strike|del)\][\s\S]*?\[\/\1\]/i;

/** The line as the forum shows it, or the line itself when it holds no BBCode (or only tags). */
export function withoutBBCode(text: string): string {
  if (!text.includes('[') || !(TAG_OR_ITEM.test(text) || STRUCK_ANY.test(text))) return text;
  const items = text.replace(STRUCK, '').replace(TAG, '').split(ITEM).map((s) => s.trim()).filter((s) => s !== '');
  const out = items.join('; ');
  return out.trim() === '' || out === text ? text : out;
}
