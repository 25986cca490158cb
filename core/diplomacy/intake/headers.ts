// Mail headers: From, To, Cc, Date, Subject and the MIME ones that say how the body is encoded.
// Folded lines are unfolded and RFC 2047 encoded words (=?UTF-8?Q?...?=) decoded by postal-mime.
import { decodeWords } from 'postal-mime';
import { fixWindows1252 } from './textCodec';
import { parseMailDate } from './mailDate';
import { quotedField } from './clientShapes';

export interface MailHeaders {
  from?: string;
  /** The bare address of From, lower case. */
  fromAddress?: string;
  to: string[];
  cc: string[];
  date?: string;
  /** Date (the sender's clock) as milliseconds since 1970, when it could be read. */
  dateMs?: number;
  /**
   * When the receiving server took the mail: the date of the topmost Received: header, which the
   * GM's own server adds last. Order-set time is receipt time (000 D.VII(1), 001 B.VIII(1)a).
   */
  receivedMs?: number;
  /** Why a Date: or Received: time is not used (no zone, an unknown zone, unreadable): for the GM (mailDate.ts). */
  timeDoubts?: string[];
  /** A Date: with no zone: the span it must lie in, whatever the zone (mailDate.ts). */
  dateWindow?: { from: number; to: number };
  messageId?: string;
  subject?: string;
  contentType?: string;
  charset?: string;
  boundary?: string;
  transferEncoding?: string;
  /** Every header as [name, value], in order. */
  all: [string, string][];
}

/** Header names that may open a message pasted from a mail client or a mailbox file. */
export const MESSAGE_HEADERS = new Set([
  'from', 'to', 'cc', 'bcc', 'date', 'subject', 'sent', 'reply-to', 'sender', 'return-path', 'received',
  'message-id', 'delivered-to', 'mime-version', 'content-type', 'content-transfer-encoding', 'in-reply-to',
  'references', 'x-mailer', 'user-agent', 'x-original-to', 'list-id', 'thread-topic', 'importance',
]);

/** The characters `.` does not match: a header line holding one after its colon is no `Name: value`. */
const LINE_SEPARATOR = /[\n\r\u2028\u2029]/g;

/**
 * Where a header line's colon is, or -1 when the line is not `Name: value`: a letter, up to 40
 * more letters, digits or hyphens, the colon, and a value holding no line separator. It reads
 * as the pattern /^([A-Za-z][A-Za-z0-9-]{0,40}):[ \t]*(.*)$/ (whose `.` stops at CR, LF, U+2028
 * and U+2029) matches, a property test says so (decodingFastPaths.test.ts); a look at the characters
 * instead of that pattern and the match it made, for every header line of every mail, two or
 * three times over (mailSplit, parseHeaders, each MIME part).
 */
export function headerColon(line: string): number {
  const c = line.charCodeAt(0) | 0x20; // lower case for A-Z; nothing else lands in a-z
  if (c < 97 || c > 122) return -1;
  // The name holds no colon, so the pattern's colon is the line's first.
  const colon = line.indexOf(':');
  if (colon <= 0 || colon > 41) return -1;
  for (let i = 1; i < colon; i++) {
    const n = line.charCodeAt(i);
    const lower = n | 0x20;
    if (!((lower >= 97 && lower <= 122) || (n >= 48 && n <= 57) || n === 45)) return -1;
  }
  // (Searched by the engine's pattern from the colon on: a header's value runs to hundreds of
  // characters, DKIM and ARC to thousands; a loop over them cost twice as much.)
  LINE_SEPARATOR.lastIndex = colon;
  return LINE_SEPARATOR.test(line) ? -1 : colon;
}

/** `Name: value` with a name a mail would use. */
export function headerName(line: string): string | undefined {
  const colon = headerColon(line);
  if (colon < 0) return undefined;
  const name = line.slice(0, colon).toLowerCase();
  return MESSAGE_HEADERS.has(name) || name.startsWith('x-') || name.startsWith('content-') || name.startsWith('list-') ? name : undefined;
}

/**
 * One-word header names servers and clients add besides the ones above (most others carry a
 * hyphen: Thread-Index, ARC-Seal, DKIM-Signature, Feedback-ID, Authentication-Results).
 */
const OTHER_ONE_WORD_HEADERS = new Set(['sensitivity', 'priority', 'organization', 'organisation', 'autocrypt', 'precedence', 'keywords', 'comments', 'openpgp', 'face', 'encrypted', 'expires']);

/**
 * A header the reader has no use for but a mail program writes: a hyphenated name (Thread-Index,
 * Accept-Language, ARC-Seal, DKIM-Signature, Received-SPF, Feedback-ID) or one of the one-word
 * names above. Inside a header block that has begun it continues the block, as a real header
 * block ends only at its blank line: Outlook 365 puts Thread-Index and Accept-Language between
 * Subject: and Content-Type:, Proton Feedback-ID, Gmail's "Download original" ARC and DKIM
 * headers before From:. The block used to end at the first of them, and the MIME body under it
 * was read as raw text: no orders, and base64 lines shown as "not an order" (issue 13).
 */
export function otherHeaderName(line: string): string | undefined {
  const colon = headerColon(line);
  if (colon < 0) return undefined;
  const name = line.slice(0, colon).toLowerCase();
  return name.includes('-') || OTHER_ONE_WORD_HEADERS.has(name) ? name : undefined;
}

/** A folded continuation of the previous header (starts with a blank). */
const CONTINUATION = /^[ \t]+\S/;
export function isContinuation(line: string): boolean {
  const c = line.charCodeAt(0);
  return (c === 32 || c === 9) && CONTINUATION.test(line);
}

/** RFC 2047 words in a header value: `=?charset?Q|B?text?=`, in any charset label. */
export function decodeEncodedWords(value: string): string {
  if (!value.includes('=?')) return value;
  const decoded = decodeWords(value);
  // A windows-1252 word read by a runtime that treats the label as ISO-8859-1 (textCodec.ts).
  return /=\?(windows-1252|cp1252|iso-8859-1|latin1|us-ascii)\?/i.test(value) ? fixWindows1252(decoded) : decoded;
}

/**
 * Addresses in a To/Cc/From value: `"Name" <a@b>, c@d`, lower case. What the global pattern
 * /[\p{L}\p{M}0-9._%+'-]+@[\p{L}\p{M}0-9.-]+\.\p{L}{2,}/gu finds, found from each @ instead: the
 * pattern tried every position of every word and ran each on to the next @ (a scan per
 * character, for every From:, To: and Cc: of every mail, twice). Its matches, worked out:
 * the local part is the run of its characters just before the @ (from the end of the previous
 * match at the earliest); the domain runs on over its characters, and the match ends after the
 * letters of the last "." within that run that is followed by two letters and has a domain
 * character before it. A property test compares the two (fastPaths.test.ts).
 * Letters are any script's (RFC 6532 internationalised addresses, IDN domains): a player's
 * `garcía100@…` or `jürgen@…` is their whole address; an ASCII-only pattern kept `a100@…`, so the
 * GM was asked every phase about a stranger who was the registered player (000 D.II(3)).
 */
export function addressesIn(value: string): string[] {
  const found: string[] = [];
  let from = 0; // where the pattern would look next (its lastIndex)
  for (let at = value.indexOf('@'); at >= 0; at = value.indexOf('@', at + 1)) {
    let start = at;
    while (start > from && isLocalChar(value.charCodeAt(start - 1))) start--;
    if (start === at) continue;
    let runEnd = at + 1;
    while (runEnd < value.length && isDomainChar(value.charCodeAt(runEnd))) runEnd++;
    // The last dot with a domain character before it and two letters after it, in the run.
    let end = -1;
    for (let dot = runEnd - 3; dot >= at + 2; dot--) {
      if (value.charCodeAt(dot) !== 46 || !isLetter(value.charCodeAt(dot + 1)) || !isLetter(value.charCodeAt(dot + 2))) continue;
      end = dot + 3;
      while (end < runEnd && isLetter(value.charCodeAt(end))) end++;
      break;
    }
    if (end < 0) continue;
    found.push(value.slice(start, end).toLowerCase());
    from = end;
    at = end - 1;
  }
  return found;
}

/** A letter of any script (\p{L}): ASCII by comparison, the rest (rare in addresses) by pattern. */
const WIDE_LETTER = /\p{L}/u;
const WIDE_LETTER_OR_MARK = /[\p{L}\p{M}]/u;

function isLetter(c: number): boolean {
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return WIDE_LETTER.test(String.fromCharCode(c));
}

/** [\p{L}\p{M}0-9.-]: a combining accent (e + U+0301) belongs to the letter before it. */
function isDomainChar(c: number): boolean {
  if (c < 128) return isLetter(c) || (c >= 48 && c <= 57) || c === 46 || c === 45;
  return WIDE_LETTER_OR_MARK.test(String.fromCharCode(c));
}

/** [\p{L}\p{M}0-9._%+'-] */
function isLocalChar(c: number): boolean {
  return isDomainChar(c) || c === 95 || c === 37 || c === 43 || c === 39;
}

/** The two Content-Type parameters read, compiled once (every message has a Content-Type). */
const PARAMETER = {
  charset: /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]+))/i,
  boundary: /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]+))/i,
};

function parameter(value: string, name: keyof typeof PARAMETER): string | undefined {
  if (!value.includes(';')) return undefined; // no parameters at all
  const m = PARAMETER[name].exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** A Content-Type value up to its first ";" (the type), as `split(';')[0]` gave it without the array. */
function beforeParameters(value: string): string {
  const semicolon = value.indexOf(';');
  return semicolon < 0 ? value : value.slice(0, semicolon);
}

/** The addresses of every value of a header, in order (a loop: `flatMap` is slow on this path). */
function addressesOfAll(values: string[]): string[] {
  if (values.length === 1) return addressesIn(values[0]!);
  const out: string[] = [];
  for (const v of values) for (const a of addressesIn(v)) out.push(a);
  return out;
}

/** The lengths of the header names parseHeaders reads a value of (from, date, sent, to, cc, subject, received, message-id, content-type, content-transfer-encoding). */
const READ_LENGTH: boolean[] = [];
for (const n of ['from', 'date', 'sent', 'to', 'cc', 'subject', 'received', 'message-id', 'content-type', 'content-transfer-encoding']) READ_LENGTH[n.length] = true;

const LOCAL_FIELD = { from: 'From', date: 'Date', to: 'To', cc: 'Cc', subject: 'Subject' } as const;

/**
 * The message's headers. `known`, when given, holds the headerName already found of some of the
 * lines (mailSplit.ts's HeaderNames, lined up with `lines`): a line with one is not read again (its
 * colon ends its name, which is its own lower-cased); a line without one is read here.
 */
export function parseHeaders(lines: string[], known?: readonly (string | null | undefined)[]): MailHeaders {
  const all: [string, string][] = [];
  // Each entry's name in lower case, found as the line is read (the loop below asked
  // `toLowerCase` of every name a second time).
  const lowerNames: string[] = [];
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    if (isContinuation(line) && all.length) { all[all.length - 1]![1] += ' ' + line.trim(); continue; }
    const given = known?.[k];
    const colon = typeof given === 'string' ? given.length : headerColon(line);
    const name = typeof given === 'string' ? given : colon < 0 ? undefined : line.slice(0, colon).toLowerCase();
    if (name !== undefined && MESSAGE_HEADERS.has(name)) { all.push([line.slice(0, colon), line.slice(colon + 1).trim()]); lowerNames.push(name); continue; }
    // A reading pane's fields in the client's language ("De :", "Von:", "Objet :"), as a GM
    // copies a mail from it (mailSplit.ts): kept under the header's own name.
    const f = name !== undefined && (name.startsWith('x-') || name.startsWith('content-') || name.startsWith('list-')) ? undefined : quotedField(line);
    if (f && f.field !== 'other') { all.push([LOCAL_FIELD[f.field], f.value]); lowerNames.push(f.field); continue; }
    if (name !== undefined) { all.push([line.slice(0, colon), line.slice(colon + 1).trim()]); lowerNames.push(name); }
  }
  // The first value of each header read below, and every To: and Cc: value, in one pass (a
  // map of every header's values cost more than the rest).
  let from: string | undefined, date: string | undefined, sent: string | undefined, contentType: string | undefined;
  let received: string | undefined, subject: string | undefined, messageIdValue: string | undefined, encoding: string | undefined;
  const toValues: string[] = [], ccValues: string[] = [];
  for (let k = 0; k < all.length; k++) {
    const n = lowerNames[k]!;
    if (!READ_LENGTH[n.length]) continue;
    const v = all[k]![1];
    switch (n) {
      case 'from': if (from === undefined) from = v; break;
      case 'date': if (date === undefined) date = v; break;
      case 'sent': if (sent === undefined) sent = v; break;
      case 'content-type': if (contentType === undefined) contentType = v; break;
      case 'received': if (received === undefined) received = v; break;
      case 'subject': if (subject === undefined) subject = v; break;
      case 'message-id': if (messageIdValue === undefined) messageIdValue = v; break;
      case 'content-transfer-encoding': if (encoding === undefined) encoding = v; break;
      case 'to': toValues.push(v); break;
      case 'cc': ccValues.push(v); break;
    }
  }
  const when = date ?? sent;
  const dateTime = when ? parseMailDate(when, date !== undefined ? 'Date:' : 'Sent:') : undefined;
  const receivedTime = received ? parseMailDate(received.slice(received.lastIndexOf(';') + 1).trim(), 'Received:') : undefined;
  // (An array only when there is a doubt: nearly every message has none.)
  const timeDoubts = dateTime?.doubt || receivedTime?.doubt ? [dateTime?.doubt, receivedTime?.doubt].filter((d): d is string => !!d) : undefined;
  // Written out twice, with and without timeDoubts, in the order the fields have always had:
  // a spread of an optional field in the middle of the literal took the engine's slow path
  // for every message (and gave each message's headers one of several shapes).
  const fromName = from === undefined ? undefined : decodeEncodedWords(from);
  const fromAddress = from ? addressesIn(from)[0] : undefined;
  const to = addressesOfAll(toValues);
  const cc = addressesOfAll(ccValues);
  const dateMs = dateTime?.ms, receivedMs = receivedTime?.ms;
  const messageId = messageIdValue?.trim();
  const subjectText = subject === undefined ? undefined : decodeEncodedWords(subject);
  const type = contentType === undefined ? undefined : beforeParameters(contentType).trim().toLowerCase();
  const charset = contentType ? parameter(contentType, 'charset') : undefined;
  const boundary = contentType ? parameter(contentType, 'boundary') : undefined;
  const transferEncoding = encoding?.trim().toLowerCase();
  if (timeDoubts && dateTime?.window) {
    return { from: fromName, fromAddress, to, cc, date: when, dateMs, receivedMs, timeDoubts, dateWindow: dateTime.window, messageId, subject: subjectText, contentType: type, charset, boundary, transferEncoding, all };
  }
  return timeDoubts
    ? { from: fromName, fromAddress, to, cc, date: when, dateMs, receivedMs, timeDoubts, messageId, subject: subjectText, contentType: type, charset, boundary, transferEncoding, all }
    : { from: fromName, fromAddress, to, cc, date: when, dateMs, receivedMs, messageId, subject: subjectText, contentType: type, charset, boundary, transferEncoding, all };
}
