// A plain quoted-printable text part read without postal-mime (quotedPrintable.ts) must give
// exactly the text postal-mime gives: checked on every such part of the corpus and on generated
// parts full of the shapes that differ between decoders (soft breaks, "=" not followed by two
// hex digits, CRs inside and at the end of lines, trailing blanks, bytes above 127).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, plainQuotedPrintableText } from '../../../../core/diplomacy/intake/quotedPrintable';

const MAIL = join(__dirname, '../../../fixtures/mail');

/** postal-mime's text for a part, handed to it as mime.ts hands it: its two headers, a blank line, its body. */
async function postal(headers: [string, string][], body: Uint8Array): Promise<string> {
  const head = headers.map(([n, v]) => `${n}: ${v}`).join('\r\n') + '\r\n\r\n';
  const message = new Uint8Array(head.length + body.length);
  message.set([...head].map((c) => c.charCodeAt(0) & 0xff), 0);
  message.set(body, head.length);
  const email = await PostalMime.parse(message);
  // (As mime.ts takes it: an HTML part's HTML, else the text.)
  const html = headers.some(([n, v]) => /^content-type$/i.test(n) && /text\/html/i.test(v));
  return (html ? email.html : email.text) ?? email.text ?? email.html ?? '';
}

const bytesOf = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0) & 0xff));

describe('quoted-printable text read without postal-mime', () => {
  it('gives postal-mime\'s text for every plain quoted-printable text or HTML part of the corpus', async () => {
    let compared = 0;
    for (const f of readdirSync(MAIL).filter((x) => x.endsWith('.eml'))) {
      const raw = readFileSync(join(MAIL, f));
      const text = raw.toString('latin1');
      // Each header block naming quoted-printable, and the body under it up to a boundary line or the end.
      const lines = text.split('\n');
      for (let i = 0; i < lines.length; i++) {
        if (!/^content-transfer-encoding:\s*quoted-printable\s*$/i.test(lines[i]!.trim())) continue;
        let top = i;
        while (top > 0 && lines[top - 1]!.trim() !== '' && !lines[top - 1]!.startsWith('--')) top--;
        let blank = i;
        while (blank < lines.length && lines[blank]!.trim() !== '') blank++;
        const headers: [string, string][] = [];
        for (let k = top; k < blank; k++) {
          const m = /^([A-Za-z-]+):\s*(.*?)\s*$/.exec(lines[k]!);
          if (m && /^content-(type|transfer-encoding)$/i.test(m[1]!)) headers.push([m[1]!, m[2]!]);
        }
        let end = blank + 1;
        while (end < lines.length && !lines[end]!.startsWith('--')) end++;
        // The body as mime.ts cuts it: its lines, without the line break after the last.
        const body = bytesOf(lines.slice(blank + 1, end).join('\n').replace(/\r?\n?$/, ''));
        const fast = plainQuotedPrintableText(headers, body);
        if (fast === undefined) continue;
        expect(fast, `${f}, line ${i + 1}`).toBe(await postal(headers, body));
        compared++;
      }
    }
    // (The corpus holds about thirty such parts: UTF-8, US-ASCII, ISO-8859-1, windows-1252.)
    expect(compared).toBeGreaterThanOrEqual(25);
  });

  it('gives postal-mime\'s text for generated parts: soft breaks, stray "=", CRs, blanks and 8-bit bytes', async () => {
    const piece = fc.constantFrom('A Par - Bur', 'x', ' ', '\t', '=', '=\r\n', '=\n', '= \r\n', '=3D', '=C3=A9', '=E9', '=96', '=e2=80=93', '=ZZ', '=4', '=0A', '=0D', '\r\n', '\n', '\r', '\r\r\n', '\xe9', '\x96', '\xc3\xa9', '=\r', '==41', '=\xef\xbb\xbf', '=EF=BB=BF');
    const body = fc.array(piece, { maxLength: 14 }).map((p) => bytesOf(p.join('')));
    const type = fc.constantFrom(undefined, 'text/plain', 'text/plain; charset=utf-8', 'text/plain; charset="UTF-8"', 'text/plain; charset=us-ascii', 'text/plain; charset=ISO-8859-1', 'text/plain; charset="windows-1252"', 'TEXT/PLAIN;charset=utf8', 'text/plain; charset=utf-8; format=flowed', 'text/plain; charset=koi8-r', 'text/html; charset=utf-8', 'text/html; charset="windows-1252"', 'text/html', 'text/html; charset=iso-8859-2');
    const encoding = fc.constantFrom('quoted-printable', 'Quoted-Printable', ' quoted-printable', 'base64', '8bit');
    await fc.assert(fc.asyncProperty(body, type, encoding, async (b, t, e) => {
      const headers: [string, string][] = t === undefined ? [['Content-Transfer-Encoding', e]] : [['Content-Type', t], ['Content-Transfer-Encoding', e]];
      const fast = plainQuotedPrintableText(headers, b);
      // Only plain quoted-printable text with a known charset is read here; the rest is postal-mime's.
      if (!/quoted-printable/i.test(e) || (t !== undefined && (/flowed|koi8|8859-2/i.test(t)))) expect(fast).toBeUndefined();
      else expect(fast).toBeDefined();
      // (postal-mime is asked for the text/plain header mime.ts would add when there is none.)
      if (fast !== undefined) expect(fast).toBe(await postal(t === undefined ? [['Content-Type', 'text/plain'], ...headers] : headers, b));
    }), { numRuns: 1500 });
  });

  it('decodes escapes, soft breaks and stray "=" as written', () => {
    const text = (s: string) => new TextDecoder().decode(decodeQuotedPrintable(bytesOf(s)));
    expect(text('A Par =E2=80=93 Bur\r\nF Bre - M=\r\nao')).toBe('A Par – Bur\nF Bre - Mao\n');
    expect(text('a=ZZ=4')).toBe('a=ZZ=4\n');
    expect(text('a=\r\n')).toBe('a');
  });

  it('leaves a part with two Content-Type headers, or none of quoted-printable, to postal-mime', () => {
    expect(plainQuotedPrintableText([['Content-Type', 'text/plain'], ['Content-Type', 'text/plain'], ['Content-Transfer-Encoding', 'quoted-printable']], bytesOf('x'))).toBeUndefined();
    expect(plainQuotedPrintableText([['Content-Type', 'text/plain']], bytesOf('x'))).toBeUndefined();
    expect(plainQuotedPrintableText([['Content-Transfer-Encoding', 'quoted-printable'], ['Content-Transfer-Encoding', 'quoted-printable']], bytesOf('x'))).toBeUndefined();
  });
});
