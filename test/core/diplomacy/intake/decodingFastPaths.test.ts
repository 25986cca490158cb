// The mail decoder's speed-ups (issue 13) must decode exactly as the patterns and steps they
// stand in for: each look is held here to its reference on generated text and on the corpus.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerColon, otherHeaderName, parseHeaders } from '../../../../core/diplomacy/intake/headers';
import { isRfc822Part, pasteLines, splitMail, type HeaderNames } from '../../../../core/diplomacy/intake/mailSplit';
import { plainAscii } from '../../../../core/diplomacy/intake/mime';
import { rawSource } from '../../../../core/diplomacy/intake/rawSource';
import { decodeMail } from '../../../../core/diplomacy/intake/decode';
import { COMMON_LABELS, knownCharset, utf8Bytes } from '../../../../core/diplomacy/intake/textCodec';
import { withoutInvisible } from '../../../../core/diplomacy/intake/invisible';
import { withoutFullWidth } from '../../../../core/diplomacy/intake/fullWidth';
import { withoutBBCode } from '../../../../core/diplomacy/intake/bbcode';
import { withoutStruckThrough } from '../../../../core/diplomacy/intake/struckThrough';

/** Strings of the characters that matter to a look, as pieces so that names and markers occur whole. */
const textOf = (pieces: string[], maxLength = 14) => fc.array(fc.constantFrom(...pieces), { maxLength }).map((p) => p.join(''));

describe('decoding fast paths read exactly as their references (issue 13)', () => {
  it('headerColon is where /^([A-Za-z][A-Za-z0-9-]{0,40}):[ \\t]*(.*)$/ puts its colon, and -1 where it does not match', () => {
    const reference = (l: string) => {
      const m = /^([A-Za-z][A-Za-z0-9-]{0,40}):[ \t]*(.*)$/.exec(l);
      return m ? m[1]!.length : -1;
    };
    const line = fc.oneof(
      textOf(['From', 'x', 'X', '-', 'Content-Type', ':', ' ', '\t', 'a', 'Z', '0', '9', '_', '.', 'é', '\u212a', '\u017f', '\n', '\r', '\u2028', '\u2029', '\u0085', '@', '[', '`', '{']),
      fc.integer({ min: 0, max: 44 }).map((n) => 'x' + 'a'.repeat(n) + ': v'),
    );
    fc.assert(fc.property(line, (l) => { expect(headerColon(l)).toBe(reference(l)); }), { numRuns: 8000 });
    expect(headerColon('Subject: Fwd: x')).toBe(7);
    expect(headerColon('Subject: a\u2028b')).toBe(-1);
  });

  it('otherHeaderName and parseHeaders read header lines as the pattern did (names, values, local fields)', () => {
    const HEADER_LINE = /^([A-Za-z][A-Za-z0-9-]{0,40}):[ \t]*(.*)$/;
    const others = new Set(['sensitivity', 'priority', 'organization', 'organisation', 'autocrypt', 'precedence', 'keywords', 'comments', 'openpgp', 'face', 'encrypted', 'expires']);
    const reference = (l: string) => {
      const m = HEADER_LINE.exec(l);
      if (!m) return undefined;
      const n = m[1]!.toLowerCase();
      return n.includes('-') || others.has(n) ? n : undefined;
    };
    const line = textOf(['Thread-Index', 'Priority', 'X-Mailer', 'De', 'Von', 'Objet', ':', ' :', ' ', '\t', 'v', '-', '\u2028', 'é', '1']);
    fc.assert(fc.property(line, (l) => { expect(otherHeaderName(l)).toBe(reference(l)); }), { numRuns: 4000 });
    // Every kind of line a header block holds: the names kept as written, the values trimmed.
    const headers = parseHeaders(['From:  Marie <marie@example.fr> ', 'X-Mailer:\tThunderbird', 'De : Jean <j@x.fr>', 'Content-Type: text/plain;', ' charset=utf-8', 'List-Id: <l.x>', 'Objet : Re: x', 'Subject:']);
    expect(headers.all).toEqual([['From', 'Marie <marie@example.fr>'], ['X-Mailer', 'Thunderbird'], ['From', 'Jean <j@x.fr>'], ['Content-Type', 'text/plain; charset=utf-8'], ['List-Id', '<l.x>'], ['Subject', 'Re: x'], ['Subject', '']]);
  });

  it('parseHeaders takes each field from the first header of its name in any case, and To:/Cc: from every one', () => {
    // The look-up it replaced: every header's values by lower-cased name, the first one taken.
    const reference = (all: [string, string][]) => {
      const byName = new Map<string, string[]>();
      for (const [n, v] of all) byName.set(n.toLowerCase(), [...(byName.get(n.toLowerCase()) ?? []), v]);
      return {
        date: byName.get('date')?.[0] ?? byName.get('sent')?.[0],
        messageId: byName.get('message-id')?.[0]?.trim(),
        subject: byName.get('subject')?.[0],
        transferEncoding: byName.get('content-transfer-encoding')?.[0]?.trim().toLowerCase(),
        type: byName.get('content-type')?.[0]?.split(';')[0]?.trim().toLowerCase(),
        to: (byName.get('to') ?? []).length, cc: (byName.get('cc') ?? []).length,
      };
    };
    const name = fc.constantFrom('From', 'FROM', 'Date', 'date', 'Sent', 'To', 'tO', 'Cc', 'CC', 'Subject', 'SUBJECT', 'Message-ID', 'message-id', 'Content-Type', 'CONTENT-TYPE', 'Content-Transfer-Encoding', 'content-transfer-encoding', 'Received', 'X-Date', 'Reply-To', 'De', 'Objet', 'Von');
    const value = fc.constantFrom('', ' a@x.org ', 'Mon, 03 Mar 2025 10:00:00 +0000', 'Text/Plain; charset=utf-8', ' Base64 ', 'Re: x', '<id@x>', 'b@y.org, c@z.org');
    const block = fc.array(fc.tuple(name, value, fc.boolean()), { maxLength: 8 }).map((hs) => hs.map(([n, v, fold]) => (fold ? [`${n}: ${v}`, ` folded`] : [`${n}: ${v}`])).flat());
    fc.assert(fc.property(block, (lines) => {
      const h = parseHeaders(lines);
      const r = reference(h.all);
      expect({ date: h.date, messageId: h.messageId, transferEncoding: h.transferEncoding, type: h.contentType }).toEqual({ date: r.date, messageId: r.messageId, transferEncoding: r.transferEncoding, type: r.type });
      expect(h.subject === undefined).toBe(r.subject === undefined);
      if (r.to === 0) expect(h.to).toEqual([]);
      if (r.cc === 0) expect(h.cc).toEqual([]);
    }), { numRuns: 4000 });
    expect(parseHeaders(['To: a@x.org', 'to: b@x.org', 'Cc: c@x.org', 'CC: d@x.org']).to).toEqual(['a@x.org', 'b@x.org']);
    expect(parseHeaders(['Sent: Mon, 03 Mar 2025 10:00:00 +0000', 'date: Tue, 04 Mar 2025 10:00:00 +0000']).date).toBe('Tue, 04 Mar 2025 10:00:00 +0000');
  });

  it('isRfc822Part is the pattern /^\\s*content-type:\\s*message\\/rfc822/i, asked only where its colon can be', () => {
    const reference = (l: string) => /^\s*content-type:\s*message\/rfc822/i.test(l);
    const line = textOf(['Content-Type', 'content-type', ':', ' ', '\t', '\u00a0', 'message/rfc822', 'MESSAGE/RFC822', 'text/plain', 'x', ';'], 6);
    fc.assert(fc.property(line, (l) => { expect(isRfc822Part(l)).toBe(reference(l)); }), { numRuns: 6000 });
    expect(isRfc822Part('Content-Type: message/rfc822')).toBe(true);
    expect(isRfc822Part(' \tcontent-type:message/RFC822; name=x')).toBe(true);
  });

  it('a line plainAscii passes is one that none of the seen-text steps changes', () => {
    const seen = (t: string) => withoutStruckThrough(withoutBBCode(withoutFullWidth(withoutInvisible(t))));
    const line = textOf(['A Par - Bur', ' ', '~', '~~', '[', ']', '[s]', '[/s]', '[b]', '[/b]', '\u00ad', '\u200b', '\u2010', '\uff21', '\u3000', 'é', '-', 'x', '\t']);
    fc.assert(fc.property(line, (l) => {
      if (plainAscii(l)) expect(seen(l)).toBe(l);
    }), { numRuns: 8000 });
    // And it does pass the lines it must: nothing is gained from a look that passes none.
    expect(plainAscii('A Par - Bur')).toBe(true);
    expect(plainAscii('~~A Par - Bur~~')).toBe(false);
    expect(plainAscii('[s]A Par - Bur[/s]')).toBe(false);
    expect(plainAscii('A Par \u2010 Bur')).toBe(false);
  });
  // rawSource's `plain` stands for plainAscii asked of every raw line (seenText, lostCharacters
  // and decodeLeaf skip their look at a line that was not decoded when it is set): it must be
  // plainAscii of the whole text, however the text came (a paste, UTF-8 bytes, other bytes).
  it("rawSource's plain is plainAscii of its whole text, for a paste and for a file's bytes", () => {
    const text = textOf(['A Par - Bur', '\n', '\r\n', ' ', '~', '[', ']', '\\', '^', '}', '\x7f', '\x00', '\u0080', '\u00e9', '\ufeff', '\ufffd', '\u2013', '\ud83d', '\ude00', 'x']);
    fc.assert(fc.property(text, (t) => {
      expect(rawSource(t).plain).toBe(plainAscii(t));
      // (A file that opens with a byte-order mark is never plain: the mark, dropped from its text, is not ASCII.)
      const file = rawSource(utf8Bytes(t));
      expect(file.plain).toBe(plainAscii(file.raw) && !t.startsWith('\ufeff'));
    }), { numRuns: 6000 });
    fc.assert(fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
      const file = rawSource(bytes);
      expect(file.plain).toBe(plainAscii(file.raw));
    }), { numRuns: 6000 });
    expect(rawSource('A Par - Bur\nF Bre - Mao').plain).toBe(true);
    expect(rawSource(utf8Bytes('A Par \u2013 Bur')).plain).toBe(false);
  });

  it('a body line not decoded (and not skipped) is its raw line, as the skip for a plain paste assumes (the corpus, as bytes and as a paste)', async () => {
    const MAIL = join(__dirname, '../../../fixtures/mail');
    let seen = 0;
    for (const f of readdirSync(MAIL).filter((x) => x.endsWith('.eml'))) {
      const bytes = new Uint8Array(readFileSync(join(MAIL, f)));
      for (const input of [bytes, rawSource(bytes).raw]) {
        const mail = await decodeMail(input);
        for (const m of mail.messages) for (const l of [...m.body, ...(m.html?.body ?? [])]) {
          if (l.skip || l.decoded) continue;
          // (seenText rewrites a line that is not plainAscii in place: in a paste that is not plain.)
          const rawLine = mail.raw.slice(l.span[0], l.span[1]);
          if (plainAscii(rawLine)) { expect(l.text, f).toBe(rawLine); seen++; }
          if (rawSource(input).plain) expect(plainAscii(l.text), f).toBe(true);
        }
      }
    }
    expect(seen).toBeGreaterThan(10000);
  });
  it('knownCharset answers as TextDecoder does, for the common labels it knows without one and for any other', () => {
    const decoderKnows = (label: string) => { try { new TextDecoder(label.trim()); return true; } catch { return false; } };
    const label = fc.tuple(fc.constantFrom(...COMMON_LABELS, 'utf-16le', 'x-unknown', 'utf-7', 'latin-1', 'koi8r', 'iso-8859-1 x', 'utf8\u017f'), fc.array(fc.boolean(), { maxLength: 14 }), fc.constantFrom('', ' ', '\t', ' \n'))
      .map(([l, upper, pad]) => pad + [...l].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('') + pad);
    fc.assert(fc.property(label, (l) => { expect(knownCharset(l)).toBe(decoderKnows(l)); }), { numRuns: 3000 });
    for (const l of COMMON_LABELS) expect(decoderKnows(l)).toBe(true);
  });
  // splitMail hands the header names it found to parseHeaders (decode.ts), which then does not read
  // those lines again: the headers must be those parseHeaders reads from the bare lines.
  it('parseHeaders given the names splitMail found reads each message as it reads the bare lines (corpus and generated pastes)', () => {
    const check = (paste: string) => {
      const lines = pasteLines(paste);
      const names: HeaderNames = new Array(lines.length);
      let given = 0;
      for (const part of splitMail(lines, names)) {
        if (part.screen || part.headerEnd <= part.firstLine) continue;
        const texts = lines.slice(part.firstLine, part.headerEnd).map((l) => l.text);
        const known = names.slice(part.firstLine, part.headerEnd);
        given += known.filter((n) => typeof n === 'string').length;
        expect(parseHeaders(texts, known)).toEqual(parseHeaders(texts));
      }
      return given;
    };
    const MAIL = join(__dirname, '../../../fixtures/mail');
    let given = 0;
    for (const f of readdirSync(MAIL).filter((x) => x.endsWith('.eml'))) given += check(rawSource(new Uint8Array(readFileSync(join(MAIL, f)))).raw);
    expect(given).toBeGreaterThan(3000);
    const line = fc.constantFrom('From: a@b.example', 'FROM: "B" <b@c.example>', 'To: gm@x.example', 'Cc: c@d.example', 'Date: Mon, 03 Mar 2025 10:00:00 +0000',
      'Subject: =?UTF-8?Q?Fr=C3=BChjahr?= 1901', 'X-Mailer: y', 'Content-Type: text/plain; charset=utf-8', 'Thread-Index: abc', 'Von: Hans <h@x.de>', 'Objet : ordres',
      ' folded', '\tfolded', '', 'A Par - Bur', '> From: q@x.example', '-----Original Message-----', 'Sent: Monday', 'Received: by x; Mon, 3 Mar 2025 10:00:01 +0000', 'From x@y Mon Mar  3 10:00:00 2025');
    fc.assert(fc.property(fc.array(line, { maxLength: 24 }), (ls) => { check(ls.join('\n')); }), { numRuns: 3000 });
  });
});
