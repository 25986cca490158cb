// The mail decoder's speed-ups (issue 13) must decode exactly as the patterns and steps they
// stand in for: each look is held here to its reference on generated text and on the corpus.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerColon, otherHeaderName, parseHeaders } from '../../../../core/diplomacy/intake/headers';
import { isRfc822Part } from '../../../../core/diplomacy/intake/mailSplit';
import { plainAscii } from '../../../../core/diplomacy/intake/mime';
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
});
