// A plain base64, quoted-printable or 8-bit text part read without postal-mime (plainPart.ts)
// must give exactly the text postal-mime gives (issue 13): checked on every such part of the
// corpus and on generated parts full of the shapes decoders differ on ("=" inside and between
// units, a lone last digit, line breaks and stray bytes among the digits, soft breaks, CRs
// inside and at the end of lines, bytes above 127 in each charset).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { plainPartText } from '../../../../core/diplomacy/intake/plainPart';

const MAIL = join(__dirname, '../../../fixtures/mail');

const bytesOf = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0) & 0xff));

/**
 * postal-mime's reading of a part as mime.ts asks for it: the part's Content-Type (text/plain
 * when it has none; without format= and delsp=, which mime.ts applies itself) and its transfer
 * encoding, a blank line, the body; an HTML part's HTML, else its text.
 */
async function postalReading(type: string | undefined, encoding: string, body: Uint8Array): Promise<string> {
  const shown = (type ?? 'text/plain').replace(/;\s*(?:format|delsp)\s*=\s*(?:"[^"]*"|[^;\s]*)/gi, '');
  const head = bytesOf(`Content-Type: ${shown}\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n`);
  const message = new Uint8Array(head.length + body.length);
  message.set(head, 0);
  message.set(body, head.length);
  const email = await PostalMime.parse(message);
  return (/text\/html/i.test(type ?? '') ? email.html : email.text) ?? email.text ?? email.html ?? '';
}

/**
 * A generated part read both ways: read here exactly when it is plain text in a known charset
 * (the rest is postal-mime's), and then to postal-mime's very text.
 */
async function readsAsPostal(body: Uint8Array, type: string | undefined, encoding: string): Promise<void> {
  const fast = plainPartText(headersOf(type, encoding), body);
  if (type !== undefined && /unknown|octet|multipart|a;charset/.test(type)) expect(fast).toBeUndefined();
  else expect(fast).toBeDefined();
  if (fast !== undefined) expect(fast).toBe(await postalReading(type, encoding, body));
}

const headersOf = (type: string | undefined, encoding: string): [string, string][] => type === undefined ? [['Content-Transfer-Encoding', encoding]] : [['Content-Type', type], ['Content-Transfer-Encoding', encoding]];

describe('base64, quoted-printable and 8-bit text read without postal-mime (issue 13)', () => {
  it('gives postal-mime\'s text for every plain base64, quoted-printable, 7bit or 8bit text or HTML part of the corpus', async () => {
    const compared = new Map<string, number>();
    for (const f of readdirSync(MAIL).filter((x) => x.endsWith('.eml'))) {
      const lines = readFileSync(join(MAIL, f)).toString('latin1').split('\n');
      for (let i = 0; i < lines.length; i++) {
        const enc = /^content-transfer-encoding:\s*(base64|quoted-printable|7bit|8bit)\s*$/i.exec(lines[i]!.trim())?.[1];
        if (!enc) continue;
        // The part's header block, and its body up to a boundary line or the end.
        let top = i;
        while (top > 0 && lines[top - 1]!.trim() !== '' && !lines[top - 1]!.startsWith('--')) top--;
        let blank = i;
        while (blank < lines.length && lines[blank]!.trim() !== '') blank++;
        let type: string | undefined;
        for (let k = top; k < blank; k++) type = /^content-type:\s*(.*?)\s*$/i.exec(lines[k]!)?.[1] ?? type;
        let end = blank + 1;
        while (end < lines.length && !lines[end]!.startsWith('--')) end++;
        const body = bytesOf(lines.slice(blank + 1, end).join('\n').replace(/\r?\n?$/, ''));
        const fast = plainPartText(headersOf(type, enc), body);
        if (fast === undefined) continue;
        expect(fast, `${f}, line ${i + 1}`).toBe(await postalReading(type, enc, body));
        compared.set(enc.toLowerCase(), (compared.get(enc.toLowerCase()) ?? 0) + 1);
      }
    }
    // (The corpus holds a dozen such base64 parts and many more 7bit and 8bit ones.)
    expect(compared.get('base64')).toBeGreaterThanOrEqual(10);
    expect(compared.get('8bit')).toBeGreaterThanOrEqual(10);
    expect(compared.get('7bit')).toBeGreaterThanOrEqual(10);
    expect(compared.get('quoted-printable')).toBeGreaterThanOrEqual(30);
  });

  const type = fc.constantFrom(undefined, 'text/plain', 'text/plain; charset=utf-8', 'text/plain; charset="UTF-8"', 'TEXT/PLAIN;charset=utf8', 'text/plain; charset=us-ascii', 'text/plain; charset=ISO-8859-1', 'text/plain; charset="windows-1252"', 'text/plain; charset=iso-8859-2', 'text/plain; charset=ISO-8859-15', 'text/plain; charset=koi8-r', 'text/plain; charset=windows-1251', 'text/plain; charset=iso-2022-jp', 'text/plain; charset=gbk', 'text/plain; charset=euc-kr', 'text/html; charset=utf-8', 'text/html', 'text/plain; charset=utf-8; format=flowed', 'text/plain; charset=ISO-8859-1; format=flowed; delsp=yes', 'text/plain; format="flowed"; charset=koi8-r', 'text/plain; charset=UTF-8; format=fixed', 'text/plain; charset=x-unknown', 'text/plain; name="orders.txt"', 'text/plain; charset="US-ASCII"; name="orders.txt"', 'text/plain; charset=utf-8; name=orders.txt', 'text/plain; name="ordres.csv"; charset=windows-1252', 'text/plain; name="a;charset=koi8-r"; charset=utf-8', 'application/octet-stream', 'multipart/mixed; boundary=x');

  it('gives postal-mime\'s text for generated base64 parts: "=" inside and between units, lone digits, stray bytes', async () => {
    // Pieces of base64 text: whole groups of ASCII, UTF-8 and 8-bit text, partial groups, pads, breaks.
    const piece = fc.constantFrom('QSBQYXIgLSBCdXIK', 'w6k=', 'w6nigJM=', '6Q==', 'lg==', 'QQ', 'QUI', 'Q', '=', '==', '\r\n', '\n', '\r', ' ', '\t', '-', '_', '*', '\xe9', '\xc3\xa9', 'GyRCJCIbKEI=', 'sKHC', '8sXT', 'AAAA', '////', '++++');
    const body = fc.array(piece, { maxLength: 16 }).map((p) => bytesOf(p.join('')));
    const encoding = fc.constantFrom('base64', 'BASE64', ' base64 ');
    await fc.assert(fc.asyncProperty(body, type, encoding, readsAsPostal), { numRuns: 1500 });
  });

  it('gives postal-mime\'s text for generated quoted-printable parts in every charset: soft breaks, stray "=", CRs, 8-bit bytes', async () => {
    const piece = fc.constantFrom('A Par - Bur', 'x', ' ', '\t', '=', '=\r\n', '=\n', '= \r\n', '=3D', '=C3=A9', '=E9', '=96', '=e2=80=93', '=ZZ', '=4', '=0A', '=0D', '\r\n', '\n', '\r', '\r\r\n', '\xe9', '\x96', '=1B$B$"=1B(B', '=B0=A1', '=EF=BB=BF');
    const body = fc.array(piece, { maxLength: 14 }).map((p) => bytesOf(p.join('')));
    const encoding = fc.constantFrom('quoted-printable', 'Quoted-Printable', ' quoted-printable');
    await fc.assert(fc.asyncProperty(body, type, encoding, readsAsPostal), { numRuns: 1500 });
  });

  it('gives postal-mime\'s text for generated 7bit and 8bit parts: CRs inside and at the end of lines, 8-bit bytes', async () => {
    const piece = fc.constantFrom('A Par - Bur', 'x', ' ', '\t', '\r\n', '\n', '\r', '\r\r\n', '\n\r', '\xe9', '\x96', '\xc3\xa9', '\xe2\x80\x93', '\xef\xbb\xbf', '\x1b$B$"\x1b(B', '\xb0\xa1', '\xd0\xd2', '=', '=E9');
    const body = fc.array(piece, { maxLength: 14 }).map((p) => bytesOf(p.join('')));
    const encoding = fc.constantFrom('7bit', '8bit', '8BIT', ' 7bit');
    await fc.assert(fc.asyncProperty(body, type, encoding, readsAsPostal), { numRuns: 1500 });
  });

  it('leaves to postal-mime a part with two Content-Type or two transfer-encoding headers, or another encoding', () => {
    const body = bytesOf('QSBQYXIgLSBCdXIK');
    expect(plainPartText([['Content-Type', 'text/plain'], ['Content-Type', 'text/plain'], ['Content-Transfer-Encoding', 'base64']], body)).toBeUndefined();
    expect(plainPartText([['Content-Transfer-Encoding', 'base64'], ['Content-Transfer-Encoding', 'base64']], body)).toBeUndefined();
    expect(plainPartText([['Content-Transfer-Encoding', 'x-uuencode']], body)).toBeUndefined();
    expect(plainPartText([['Content-Type', 'text/plain']], body)).toBeUndefined();
    // The encoding mime.ts hands the part over under stands for the part's own.
    expect(plainPartText([['Content-Type', 'text/plain'], ['Content-Transfer-Encoding', 'base64']], body, '8bit')).toBe('QSBQYXIgLSBCdXIK\n');
    expect(plainPartText([['Content-Type', 'text/plain']], body, 'base64')).toBe('A Par - Bur\n');
  });
});
