// The content hash names every board file, so two machines must compute the same name for the same
// result: sha256Hex must be SHA-256 exactly. Checked against Node's own implementation (the test
// may use Node; core/ may not) on texts that cross the padding boundaries and use every UTF-8 width.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sha256Hex } from '../../../../core/diplomacy/tournament/index';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('content hash of a board file', () => {
  it('is SHA-256 of the UTF-8 text: the FIPS 180-4 examples and every length around a block boundary', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    for (let n = 50; n <= 130; n++) expect(sha256Hex('x'.repeat(n))).toBe(nodeSha('x'.repeat(n)));
  });

  it('encodes accents, non-Latin names, emoji and lone surrogates as Node does (U+FFFD for a lone half)', () => {
    for (const s of ['Jérôme Müller', 'Ἀλέξανδρος', '王小明', 'Ali 🎲 Veli', 'a\ud800b', 'end\udc00', '\ud83d']) expect(sha256Hex(s)).toBe(nodeSha(s));
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (s) => sha256Hex(s) === nodeSha(s)), { numRuns: 100 });
  });

  it('canonical JSON sorts keys at every depth, drops undefined members, and reads back as the same value', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 'é', y: null }], c: undefined } })).toBe('{"a":{"d":[1,{"y":null,"z":"é"}]},"b":1}');
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      const text = canonicalJson(v);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
      return true;
    }), { numRuns: 200 });
  });
});
