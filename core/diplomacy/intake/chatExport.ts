// A chat app's export pasted into a mail: WhatsApp on an iPhone writes "[03/03/2025, 10:42:11]
// Marie Dupont: F Bre - Mao", on Android "03/03/2025, 10:42 - Marie Dupont: F Bre - Mao". Each
// line names who wrote it. A careful GM reads the sender's own lines as their orders and nobody
// else's: another member of the group did not send those lines to the GM (000 D.II(3)). Before,
// every such line was "to check" and the power needed a look (unseen-mail trial 1421, 1422,
// evening 25's France); a line from another member could only be flagged, never set aside.
//
// Only when the name on the line is the sender's own (chatSpeaker.ts) is the text after it
// read; a line from anyone else is set aside and says whose it was. A mail with no sender's name
// or address reads as before.
import type { BodyLine } from './mime';
import { othersChatLine, senderTest } from './chatSpeaker';

/** "[03/03/2025, 10:42:11] Name: text" (iPhone) or "03/03/2025, 10:42 - Name: text" (Android). */
const CHAT_LINE = /^\s*(?:\[\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]|\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+\d{1,2}:\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?\s+-)\s+([^:\n]{1,40}?):\s+(\S.*)$/;

/**
 * The body with each chat-export line of the sender's read as its text, and each line of
 * another member set aside. The same array when the body has no such line.
 */
export function readChatExport(body: BodyLine[], from: string | undefined, fromAddress?: string): BodyLine[] {
  let out: BodyLine[] | undefined;
  let isSender: ((speaker: string) => boolean) | undefined | null = null;
  for (let k = 0; k < body.length; k++) {
    const line = body[k]!;
    // The cheap test first: such a line opens with "[" or a digit.
    const c = line.text.trimStart().charCodeAt(0);
    if (line.skip || !(c === 91 || (c >= 48 && c <= 57))) continue;
    const m = CHAT_LINE.exec(line.text);
    if (!m) continue;
    if (isSender === null) isSender = senderTest(from, fromAddress);
    if (!isSender) return body;
    out ??= body.slice();
    out[k] = isSender(m[1]!.trim())
      ? { ...line, text: m[2]! }
      : { ...line, skip: othersChatLine(m[1]!.trim()) };
  }
  return out ?? body;
}
