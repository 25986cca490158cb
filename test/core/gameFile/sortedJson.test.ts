// The one-pass sorted JSON writer (#21) must give exactly the bytes of the replacer form every
// game file so far was written with, kept here as the reference, on any JSON-like value.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { envelopeJson, sortedKeysJson } from '../../../core/gameFile/sortedJson';
import { serializeGameFile, type GameFile } from '../../../core/gameFile/index';

/** The reference: a replacer that hands JSON.stringify a key-sorted copy of every plain object. */
function referenceSorted(value: unknown, keepTopOrder = false): string | undefined {
  const sortedKeys = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  };
  return JSON.stringify(value, (_key, v: unknown) => (keepTopOrder && v === value ? v : sortedKeys(v)));
}

// Keys that exercise the ordering: integer-like ones (which a JavaScript object lists first),
// near-integers ("01", "-1", "4294967295"), __proto__, non-Latin, astral, control characters.
const key = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.constantFrom('0', '1', '2', '10', '9', '01', '-1', '1.5', '4294967294', '4294967295', '__proto__', 'toString', 'a', 'B', 'é', '\u0000', '\ud83d\ude00'),
  fc.nat({ max: 5000 }).map(String),
);
const leaf = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }), // lone surrogates too
  fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined),
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('tree'), { maxLength: 5 }),
  object: fc.dictionary(key, tie('tree'), { maxKeys: 6 }),
}));

describe('sortedKeysJson', () => {
  it('gives the reference replacer’s bytes on any nested JSON-like value (#21)', () => {
    fc.assert(fc.property(tree, (value) => {
      expect(sortedKeysJson(value)).toBe(referenceSorted(value));
    }), { numRuns: 2000 });
  });

  it('keeps an envelope’s own key order and sorts everything inside it', () => {
    fc.assert(fc.property(fc.dictionary(key, tree, { maxKeys: 8 }), (envelope) => {
      expect(envelopeJson(envelope)).toBe(referenceSorted(envelope, true));
    }), { numRuns: 1000 });
  });

  it('writes top-level primitives as JSON.stringify does', () => {
    for (const v of ['x', 1, NaN, null, true, undefined]) expect(sortedKeysJson(v)).toBe(JSON.stringify(v));
  });

  it('orders integer-like keys numerically first, then the rest by code unit, as the old files do', () => {
    expect(sortedKeysJson({ b: 1, 10: 2, a: 3, 9: 4, '01': 5, Z: 6 })).toBe('{"9":4,"10":2,"01":5,"Z":6,"a":3,"b":1}');
  });

  it('calls toJSON, drops undefined and functions in objects, writes null for them in arrays', () => {
    const value = { when: new Date(0), gone: undefined, fn: () => 1, list: [undefined, () => 1, NaN, -0, Infinity], nested: { toJSON: () => ({ z: 1, y: 2 }) } };
    expect(sortedKeysJson(value)).toBe(referenceSorted(value));
    expect(sortedKeysJson(value)).toBe('{"list":[null,null,null,0,null],"nested":{"y":2,"z":1},"when":"1970-01-01T00:00:00.000Z"}');
  });

  it('calls toJSON once: a toJSON function in what toJSON returned is left out, not called', () => {
    const value = { a: { toJSON: () => ({ toJSON: () => 'twice', k: 1 }) }, b: [new Date(0)], c: Object.create(null) as object, __proto__: null };
    expect(sortedKeysJson(value)).toBe(referenceSorted(value));
    const withProto = JSON.parse('{"__proto__":{"x":1},"b":2}') as unknown;
    expect(sortedKeysJson(withProto)).toBe('{"__proto__":{"x":1},"b":2}');
    expect(sortedKeysJson(withProto)).toBe(referenceSorted(withProto));
  });

  it('serializeGameFile writes the envelope in its fixed order with sorted rows, as the reference does', () => {
    const file = {
      format: 'adjutant-game', version: 2, schemaVersion: 2, savedAt: 5, appVersion: '0.1.0',
      game: { name: 'x', id: 'g', settings: { z: [{ b: 1, a: 2 }], a: null } },
      records: [{ payload: { y: 1, x: { d: 1, c: 2 } }, id: 'r', gameId: 'g' }], rawInputs: [{ text: 'é\n', id: 'm', sha256: '0', gameId: 'g', lineCount: 1 }],
    } as unknown as GameFile;
    // Format version 2: the rows without the game's id, the raw text without its derived line count (mailFold.ts).
    const envelope = { format: file.format, version: file.version, schemaVersion: file.schemaVersion, savedAt: file.savedAt, appVersion: file.appVersion, game: file.game, records: [{ payload: { y: 1, x: { d: 1, c: 2 } }, id: 'r' }], rawInputs: [{ text: 'é\n', id: 'm', sha256: '0' }] };
    expect(serializeGameFile(file)).toBe(referenceSorted(envelope, true) + '\n');
  });
});
