// The asynchronous first step of reading mail: the paste (text) or the opened file (bytes) split
// into messages, each with its headers read and its body decoded (mime.ts). Only a part that
// postal-mime must read waits; every other message is decoded without an await.
// What comes out is plain data; the reader (index.ts) then reads it synchronously, so every
// rule about orders stays in one synchronous pass that tests and the worker call alike.
import { parseHeaders, type MailHeaders } from './headers';
import { pasteLines, splitMail, type HeaderNames, type MailPart, type RawLine } from './mailSplit';
import { decodeBody, PostalNeeded, postalRead, type BodyLine, type DecodedBody, type PostalReadings, type Recoded } from './mime';
import { attachedBodyEnd, carrierLines, declaredBoundaries } from './attachedMailEnd';
import { screenHeaderLines } from './screenCopy';
import type { Warning } from './power';
import { rawSource } from './rawSource';

export interface DecodedMessage {
  part: MailPart;
  /** The message's header lines, read (absent when the message had none). */
  headers?: MailHeaders;
  /** Every body line: decoded text, raw span, and why it is skipped when it is. */
  body: BodyLine[];
  /** What the GM should know about the decoding (a guessed charset, an unknown one). */
  warnings: Warning[];
  /** A multipart/alternative mail read by its HTML part instead (mime.ts): used when the text part is a stub. */
  html?: { body: BodyLine[]; warnings: Warning[] };
  /** The power its section's heading names, when one mail was split into a set per power (powerSections.ts). */
  powerHint?: string;
}

export interface DecodedMail {
  /** The verbatim text the spans point into: the paste itself, or the file's bytes as text. */
  raw: string;
  lines: RawLine[];
  messages: DecodedMessage[];
  /** Bodies read from bytes in their own charset (for `mailText`). */
  recoded: Recoded[];
}

/** Splits and decodes one paste (a string) or one file (its bytes). Never throws on the text. */
export async function decodeMail(input: string | Uint8Array): Promise<DecodedMail> {
  const source = rawSource(input);
  const lines = pasteLines(source.raw);
  // The header names splitMail finds, handed on so that parseHeaders does not read those lines again.
  const names: HeaderNames = new Array(lines.length);
  const parts = splitMail(lines, names);
  const messages: DecodedMessage[] = [];
  const recoded: Recoded[] = [];
  // One message after the other: decoding is CPU work, and a paste's messages are few.
  // The boundaries of the last mail not attached to another: an attached mail's part runs to one.
  let carrier: string[] = [];
  // What postal-mime made of this paste's parts that need it (mime.ts), for this call only.
  let postal: PostalReadings | undefined;
  for (const part of parts) {
    const headerEnd = part.headerEnd > 0 ? part.headerEnd : part.firstLine;
    const headerTexts: string[] = [];
    const headerNames: HeaderNames = [];
    for (let i = part.firstLine; i < headerEnd; i++) { headerTexts.push(lines[i]!.text); headerNames.push(names[i]); }
    // A mail copied from a screen: its sender and shown time stand for its headers (screenCopy.ts).
    const headers = part.screen ? parseHeaders(screenHeaderLines(part.screen)) : headerTexts.length ? parseHeaders(headerTexts, headerNames) : undefined;
    // An attached mail ends at its carrier's next boundary line (attachedMailEnd.ts).
    const bodyEnd = part.attached ? attachedBodyEnd(lines, headerEnd, part.endLine, carrier) : part.endLine;
    // Decoded without waiting; a part only postal-mime reads is read by it, and the body decoded
    // again (the decoding is pure, and redoing a message costs far less than postal-mime's part).
    let body: DecodedBody | undefined;
    while (!body) {
      try {
        body = decodeBody(source, lines, headerEnd, bodyEnd, headers ?? parseHeaders([]), postal);
      } catch (e) {
        if (!(e instanceof PostalNeeded)) throw e;
        (postal ??= new Map()).set(e.key, await postalRead(e.message));
      }
    }
    if (part.attached && bodyEnd < part.endLine) {
      const rest = carrierLines(lines, bodyEnd, part.endLine, carrier);
      body.lines.push(...rest.lines);
      if (rest.warning) body.warnings.push(rest.warning);
      if (body.html) body.html.lines.push(...rest.lines);
    }
    // The carrier's boundaries, and those its attached mails add, bound the next attached mail.
    const declared = declaredBoundaries(lines, part.firstLine, part.endLine);
    carrier = part.attached ? [...carrier, ...body.boundaries, ...declared] : [...body.boundaries, ...declared];
    // Field by field in the order the spreads gave (part, headers, body, warnings, html): a
    // spread per message cost more than the rest of a short mail's decoding.
    const message: DecodedMessage = headers ? { part, headers, body: body.lines, warnings: body.warnings } : { part, body: body.lines, warnings: body.warnings };
    if (body.html) message.html = { body: body.html.lines, warnings: body.html.warnings };
    messages.push(message);
    recoded.push(...body.recoded);
  }
  return { raw: source.raw, lines, messages, recoded };
}

/**
 * A file's text as the GM should keep it: its bytes as text (see rawSource.ts), with each 8-bit
 * body read in the charset its header names, line for line, so the stored mail reads as a paste
 * would. Quoted-printable and base64 bodies stay as they are (they are ASCII). The notes say
 * what was guessed.
 */
export async function mailText(bytes: Uint8Array): Promise<{ text: string; notes: string[] }> {
  const mail = await decodeMail(bytes);
  const notes = [...new Set(mail.messages.flatMap((m) => m.warnings.map((w) => w.text)))];
  if (mail.recoded.length === 0) return { text: mail.raw, notes };
  let text = '';
  let at = 0;
  for (const r of [...mail.recoded].sort((a, b) => a.start - b.start)) {
    for (let k = 0; k < r.lines.length; k++) {
      const [a, b] = r.lineSpans[k]!;
      text += mail.raw.slice(at, a) + r.lines[k]!;
      at = b;
    }
  }
  return { text: text + mail.raw.slice(at), notes };
}
