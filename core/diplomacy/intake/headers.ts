// Mail headers: From, To, Cc, Date, Subject and the MIME ones that say how the body is encoded.
// Folded lines are unfolded and RFC 2047 encoded words (=?UTF-8?Q?...?=) decoded.
import { decodeBase64 } from './base64';
import { identity } from './mappedText';
import { decodeQuotedPrintable } from './quotedPrintable';

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

const HEADER_LINE = /^([A-Za-z][A-Za-z0-9-]{0,40}):[ \t]*(.*)$/;

/** `Name: value` with a name a mail would use. */
export function headerName(line: string): string | undefined {
  const m = HEADER_LINE.exec(line);
  if (!m) return undefined;
  const name = m[1]!.toLowerCase();
  return MESSAGE_HEADERS.has(name) || name.startsWith('x-') || name.startsWith('content-') || name.startsWith('list-') ? name : undefined;
}

/** A folded continuation of the previous header (starts with a blank). */
export function isContinuation(line: string): boolean {
  return /^[ \t]+\S/.test(line);
}

/** RFC 2047 words in a header value: `=?charset?Q|B?text?=`. */
export function decodeEncodedWords(value: string): string {
  if (!value.includes('=?')) return value;
  return value.replace(/=\?([^?\s]{1,40})\?([QqBb])\?([^?\s]*)\?=(\s+(?==\?))?/g, (_all, charset: string, enc: string, body: string) => {
    if (enc.toUpperCase() === 'Q') {
      const t = body.replace(/_/g, ' ');
      return decodeQuotedPrintable(identity(t, 0, t.length), charset).text;
    }
    return decodeBase64(identity(body, 0, body.length), charset).text;
  });
}

/** Addresses in a To/Cc/From value: `"Name" <a@b>, c@d`. Lower case. */
export function addressesIn(value: string): string[] {
  return [...value.matchAll(/[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)].map((m) => m[0].toLowerCase());
}

function parameter(value: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

export function parseHeaders(lines: string[]): MailHeaders {
  const all: [string, string][] = [];
  for (const line of lines) {
    if (isContinuation(line) && all.length) { all[all.length - 1]![1] += ' ' + line.trim(); continue; }
    const m = HEADER_LINE.exec(line);
    if (m) all.push([m[1]!, m[2]!.trim()]);
  }
  // Header name (lower case) → values in order; one pass, looked up below.
  const byName = new Map<string, string[]>();
  for (const [n, v] of all) {
    const key = n.toLowerCase();
    const list = byName.get(key);
    if (list) list.push(v); else byName.set(key, [v]);
  }
  const get = (name: string) => byName.get(name)?.[0];
  const getAll = (name: string) => byName.get(name) ?? [];
  const from = get('from');
  const date = get('date') ?? get('sent');
  const contentType = get('content-type');
  const dateMs = date ? Date.parse(date.replace(/\s*\([^)]*\)\s*$/, '')) : NaN;
  return {
    from: from === undefined ? undefined : decodeEncodedWords(from),
    fromAddress: from ? addressesIn(from)[0] : undefined,
    to: getAll('to').flatMap(addressesIn),
    cc: getAll('cc').flatMap(addressesIn),
    date,
    dateMs: Number.isFinite(dateMs) ? dateMs : undefined,
    receivedMs: (() => {
      const received = get('received');
      const at = received ? Date.parse(received.slice(received.lastIndexOf(';') + 1).trim().replace(/\s*\([^)]*\)\s*$/, '')) : NaN;
      return Number.isFinite(at) ? at : undefined;
    })(),
    messageId: get('message-id')?.trim(),
    subject: (() => { const s = get('subject'); return s === undefined ? undefined : decodeEncodedWords(s); })(),
    contentType: contentType?.split(';')[0]?.trim().toLowerCase(),
    charset: contentType ? parameter(contentType, 'charset') : undefined,
    boundary: contentType ? parameter(contentType, 'boundary') : undefined,
    transferEncoding: get('content-transfer-encoding')?.trim().toLowerCase(),
    all,
  };
}
