// Encoders for the property tests that write mails as players' clients send them: a text in a
// charset (UTF-8, windows-1252, iso-8859-1/2/15, koi8-r) and a transfer encoding (7bit or 8bit as
// sent, quoted-printable, base64). Written for the tests (Node's own TextDecoder reads
// windows-1252 as latin-1), so the tests do not lean on the reader's own codec.

export const MAIL_CHARSETS = ['utf-8', 'windows-1252', 'iso-8859-1', 'iso-8859-15', 'iso-8859-2', 'koi8-r'] as const;
export type MailCharset = (typeof MAIL_CHARSETS)[number];
export const TRANSFER_ENCODINGS = ['7bit', '8bit', 'quoted-printable', 'base64'] as const;
export type TransferEncoding = (typeof TRANSFER_ENCODINGS)[number];

// windows-1252's 0x80–0x9F, typed from the code page (undefined bytes kept as C1 controls).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const tables = new Map<string, Map<string, number>>();

/** Each character a one-byte charset can write, with its byte. */
function byteTable(charset: string): Map<string, number> {
  let table = tables.get(charset);
  if (table) return table;
  table = new Map<string, number>();
  if (charset === 'windows-1252') {
    for (let b = 0; b < 256; b++) table.set(b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b), b);
  } else {
    const decoder = new TextDecoder(charset);
    for (let b = 0; b < 256; b++) { const ch = decoder.decode(new Uint8Array([b])); if (!table.has(ch)) table.set(ch, b); }
  }
  tables.set(charset, table);
  return table;
}

/** Whether every character of the text has a byte in the charset. */
export function canEncode(text: string, charset: string): boolean {
  if (charset === 'utf-8') return true;
  const table = byteTable(charset);
  return [...text].every((ch) => table.has(ch));
}

/** The text's bytes in the charset; a character the charset lacks is a bug in the test. */
export function encode(text: string, charset: string): Uint8Array {
  if (charset === 'utf-8') return new TextEncoder().encode(text);
  const table = byteTable(charset);
  return Uint8Array.from([...text].map((ch) => {
    const b = table.get(ch);
    if (b === undefined) throw new Error(`test bug: ${JSON.stringify(ch)} is not in ${charset}`);
    return b;
  }));
}

/** Quoted-printable, soft-wrapped at 76 columns; CRLF line ends stay hard line breaks. */
export function quotedPrintable(bytes: Uint8Array): string {
  const out: string[] = [];
  let line = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 13 && bytes[i + 1] === 10) { out.push(line); line = ''; i++; continue; }
    const next = bytes[i + 1];
    const atLineEnd = next === undefined || next === 13;
    const piece = (b >= 33 && b <= 126 && b !== 61) || (b === 32 && !atLineEnd) ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    if (line.length + piece.length > 75) { out.push(`${line}=`); line = ''; }
    line += piece;
  }
  out.push(line);
  return out.join('\r\n');
}

export function base64(bytes: Uint8Array): string {
  return (Buffer.from(bytes).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

/**
 * A whole mail file's bytes: the ASCII header lines given, a MIME text/plain header naming the
 * charset as `label`, then the body (lines joined with CRLF) in that charset and transfer encoding.
 */
export function mimeMail(headers: string[], body: string, charset: string, encoding: TransferEncoding, label: string = charset): Uint8Array {
  const bytes = encode(body.replace(/\r?\n/g, '\r\n'), charset);
  const encoded = encoding === 'base64' ? base64(bytes) : encoding === 'quoted-printable' ? quotedPrintable(bytes) : null;
  const head = [...headers, 'MIME-Version: 1.0', `Content-Type: text/plain; charset=${label}`, `Content-Transfer-Encoding: ${encoding}`, '', ''].join('\r\n');
  const headBytes = new TextEncoder().encode(head);
  const bodyBytes = encoded === null ? bytes : new TextEncoder().encode(encoded);
  const out = new Uint8Array(headBytes.length + bodyBytes.length);
  out.set(headBytes);
  out.set(bodyBytes, headBytes.length);
  return out;
}
