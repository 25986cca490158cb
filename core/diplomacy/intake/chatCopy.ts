// An IRC log or a Microsoft Teams chat copied into a mail. Each names its speaker: IRC before
// every line ("<marie> A Par - Bur", "[20:58:40] <KarlW> F Kie - Den"), Teams before every line
// ("[10:42] Marie Dupont: F Bre - Mao") or in a heading over the speaker's lines ("Tom Baker
// 10:42 AM", "[11:02 AM] Giovanni Rossi"). As with a WhatsApp export (chatExport.ts), a careful
// GM reads the sender's lines as their orders and sets the others' aside: another member of the
// channel did not send them to the GM (000 D.II(3)). Before, each such line was "to check" and
// the power needed a look (unseen-mail trial 1426; corpus 1700-1704).
//
// A Teams heading is taken for one only when the mail holds two or more (a lone "Tom Baker 10:42
// AM" may be a signature); the lines under another speaker's heading are theirs until the next
// heading. An IRC channel's notices ("* gio has joined", "-!- …") are set aside once the mail
// has an IRC line. A mail with no sender's name or address reads as before.
import type { BodyLine } from './mime';
import { othersChatLine, senderTest } from './chatSpeaker';

const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?`;
const NAME = String.raw`\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,3}`;
/** "<marie> text", "[20:58:40] <@KarlW> text", "20:58 <marie> text". */
const IRC = new RegExp(String.raw`^\s*(?:\[?${TIME}\]?\s+)?<[@+%~&]?([^>\s]{1,30})>\s+(\S.*)$`);
/** "* gio has joined #dip", "[20:58:12] * gio has quit", "-!- gio [~g@host] has joined", "*** Joins: gio". */
const IRC_NOTICE = new RegExp(String.raw`^\s*(?:\[?${TIME}\]?\s+)?(?:\*{1,3}|-!-|-->|<--)\s+\S`);
/** "[10:42] Marie Dupont: text". */
const TEAMS_LINE = new RegExp(String.raw`^\s*\[${TIME}\]\s+(${NAME}):\s+(\S.*)$`, 'u');
/** "Tom Baker 10:42 AM", "Tom Baker, Yesterday 10:42 AM", "[11:02 AM] Giovanni Rossi". */
const TEAMS_HEADING = new RegExp(String.raw`^\s*(?:\[${TIME}\]\s+(${NAME})|(${NAME}),?\s+(?:(?:Yesterday|Today|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?),?\s+)?${TIME})\s*$`, 'u');

/** The cheap test: a heading ends with a time (a digit or "M"), or opens with "[" before its time. */
function mayBeHeading(text: string): boolean {
  const t = text.trimEnd();
  const last = t.charCodeAt(t.length - 1);
  return t.length < 80 && t.includes(':') && ((last >= 48 && last <= 57) || last === 77 || last === 109 || t.trimStart().startsWith('['));
}

/**
 * The body with the sender's IRC and Teams lines read as their text, and every other speaker's
 * lines and headings set aside. The same array when the body has no such line.
 */
export function readChatCopy(body: BodyLine[], from: string | undefined, fromAddress: string | undefined): BodyLine[] {
  let out: BodyLine[] | undefined;
  let isSender: ((speaker: string) => boolean) | undefined | null = null;
  const sender = (name: string) => { if (isSender === null) isSender = senderTest(from, fromAddress); return isSender?.(name); };
  const headings: { at: number; name: string }[] = [];
  const notices: number[] = [];
  let irc = false;
  for (let k = 0; k < body.length; k++) {
    const line = body[k]!;
    if (line.skip) continue;
    const c = line.text.trimStart().charCodeAt(0);
    // An IRC or Teams line opens with "<", "[", a digit, "*" or "-".
    if (c === 60 || c === 91 || (c >= 48 && c <= 57) || c === 42 || c === 45) {
      const m = IRC.exec(line.text) ?? TEAMS_LINE.exec(line.text);
      if (m) {
        const own = sender(m[1]!);
        if (own === undefined) return body;
        out ??= body.slice();
        out[k] = own ? { ...line, text: m[2]! } : { ...line, skip: othersChatLine(m[1]!) };
        if (m[0].includes('<')) irc = true;
        continue;
      }
      if (IRC_NOTICE.test(line.text)) { notices.push(k); continue; }
    }
    if (mayBeHeading(line.text)) {
      const h = TEAMS_HEADING.exec(line.text);
      if (h) headings.push({ at: k, name: (h[1] ?? h[2])!.trim() });
    }
  }
  if (irc) for (const k of notices) { out ??= body.slice(); out[k] = { ...body[k]!, skip: "an IRC channel's notice, not a message" }; }
  if (headings.length < 2) return out ?? body;
  for (let h = 0; h < headings.length; h++) {
    const { at, name } = headings[h]!;
    const own = sender(name);
    if (own === undefined) return out ?? body;
    out ??= body.slice();
    out[at] = { ...body[at]!, skip: `a chat copy's heading: the lines under it are ${own ? "the sender's" : `${name}'s`}` };
    if (own) continue;
    const end = h + 1 < headings.length ? headings[h + 1]!.at : body.length;
    for (let k = at + 1; k < end; k++) if (!out[k]!.skip && out[k]!.text.trim() !== '') out[k] = { ...out[k]!, skip: othersChatLine(name) };
  }
  return out ?? body;
}
