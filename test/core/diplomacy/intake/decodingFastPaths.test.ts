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
