// Writing a game file: what gameFileFrom puts in it, the stable text serializeGameFile writes, and
// the round trip through readGameFile for any game (property test).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countLines, currentSchemaVersion, gameFileFrom, gameFileName, gameFileVersion, MAX_STORED_TEXT_CHARS, readGameFile, rowsOf, serializeGameFile, textSha256,
  type GameRow, type RawInputRow, type RecordRow,
} from '../../../core/gameFile/index';
import { sha256Hex } from '../../../core/diplomacy/tournament/contentHash';
import { MAX_RAW_TEXT_CHARS } from '../../../electron/limits';

const stamp = { savedAt: 1_800_000_000_000, appVersion: '0.1.0' };
const game: GameRow = { id: 'g1', name: 'Test', family: 'ledger', variant: 'suber-initial', profile: null, createdAt: 1, updatedAt: 2, phase: 'Proposal 301', settings: {} };
const rec = (id: string, createdAt: number, payload: unknown = {}): RecordRow => ({ id, gameId: 'g1', kind: 'audit:created', phase: 'Proposal 301', createdAt, payload });
const raw = (id: string, receivedAt: number, text: string): RawInputRow => ({ id, gameId: 'g1', receivedAt, sourceName: `${id}.txt`, text, lineCount: countLines(text) });

describe('textSha256', () => {
  it('is SHA-256 of the UTF-8 bytes (FIPS 180-2 "abc" vector)', async () => {
    expect(await textSha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await textSha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
  it('agrees with core’s own SHA-256 (tournament board files) on any text, non-Latin and emoji included', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), async (s) => {
      expect(await textSha256(s)).toBe(sha256Hex(s));
    }), { numRuns: 100 });
  });
});

describe('gameFileFrom and serializeGameFile', () => {
  it('stamps the format, versions and time, sorts records by time then id and hashes each raw text', async () => {
    const file = await gameFileFrom(game, [rec('b', 5), rec('a', 5), rec('c', 1)], [raw('m2', 9, 'two'), raw('m1', 3, 'one\n')], stamp);
    expect(file).toMatchObject({ format: 'adjutant-game', version: gameFileVersion, schemaVersion: currentSchemaVersion, ...stamp });
    expect(file.records.map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(file.rawInputs.map((r) => [r.id, r.sha256])).toEqual([['m1', await textSha256('one\n')], ['m2', await textSha256('two')]]);
  });

  it('leaves the rows it was given as they were', async () => {
    const records = [rec('b', 5), rec('a', 1)];
    const before = JSON.stringify(records);
    const file = await gameFileFrom(game, records, [], stamp);
    file.records[0]!.phase = 'changed';
    expect(JSON.stringify(records)).toBe(before);
  });

  it('writes the same bytes whatever order the fields of a row were set in, format and version first', async () => {
    const a = await gameFileFrom(game, [rec('r', 1, { x: 1, y: { b: 2, a: 1 } })], [], stamp);
    const shuffled: GameRow = Object.fromEntries(Object.entries(game).reverse()) as GameRow;
    const b = await gameFileFrom(shuffled, [{ payload: { y: { a: 1, b: 2 }, x: 1 }, createdAt: 1, phase: 'Proposal 301', kind: 'audit:created', gameId: 'g1', id: 'r' }], [], stamp);
    expect(serializeGameFile(b)).toBe(serializeGameFile(a));
    expect(serializeGameFile(a).startsWith('{"format":"adjutant-game","version":2,')).toBe(true);
  });

  it('keeps a "__proto__" key in a payload as a plain key', async () => {
    const payload = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    const file = await gameFileFrom(game, [rec('r', 1, payload)], [], stamp);
    const read = await readGameFile(serializeGameFile(file));
    if (!read.ok) throw new Error(read.reason);
    expect(Object.keys(read.file.records[0]!.payload as object)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a game whose settings hold a "__proto__" key, which the row schema would drop silently', async () => {
    const settings = JSON.parse('{"__proto__": [], "deadline": "Sunday"}') as Record<string, unknown>;
    const file = await gameFileFrom({ ...game, settings }, [], [], stamp);
    const text = serializeGameFile(file);
    expect(text).toContain('"__proto__":[]');
    const read = await readGameFile(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reason).toMatch(/"__proto__"/);
    const plain = await readGameFile(serializeGameFile(await gameFileFrom({ ...game, settings: { deadline: 'Sunday' } }, [], [], stamp)));
    expect(plain.ok).toBe(true);
  });

  it('names the file after the game, safe on every desktop system', () => {
    expect(gameFileName({ name: 'Spring war' })).toBe('Spring war.adjutant-game.json');
    expect(gameFileName({ name: 'a/b\\c:d*e?"f<g>h|i\u0000j' })).toBe('a b c d e f g h i j.adjutant-game.json');
    expect(gameFileName({ name: '...' })).toBe('game.adjutant-game.json');
  });

  it('a stored text may be as long as an orders file (electron/limits.ts)', () => {
    expect(MAX_STORED_TEXT_CHARS).toBe(MAX_RAW_TEXT_CHARS);
  });
});

// Any game: ids, names and texts of any Unicode, payloads of any JSON, times in any order.
const id = fc.stringMatching(/^[0-9a-z-]{1,36}$/);
const anyText = fc.string({ unit: 'grapheme', maxLength: 80 });
const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
const payload = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
const anyGame = fc.record({
  name: anyText, family: fc.constantFrom('diplomacy', 'coalition', 'ledger' as const), variant: anyText,
  profile: fc.option(anyText, { nil: null }), createdAt: time, updatedAt: time, phase: anyText,
  settings: fc.dictionary(fc.string().filter((k) => k !== '__proto__'), payload, { maxKeys: 4 }),
}, { noNullPrototype: true }).map((g) => ({ ...g, id: 'game-1' }) as GameRow);
const anyRecords = fc.uniqueArray(fc.record({ id, createdAt: time, phase: anyText, payload }), { selector: (r) => r.id, maxLength: 8 })
  .map((rows) => rows.map((r): RecordRow => ({ ...r, gameId: 'game-1', kind: 'audit:created' })));
const anyRaw = fc.uniqueArray(fc.record({ id, receivedAt: time, sourceName: anyText, text: fc.string({ unit: 'grapheme', maxLength: 300 }) }), { selector: (r) => r.id, maxLength: 5 })
  .map((rows) => rows.map((r): RawInputRow => ({ ...r, gameId: 'game-1', lineCount: countLines(r.text) })));

describe('round trip (property)', () => {
  it('any game written and read back gives the same rows, and writing it again gives the same bytes', async () => {
    await fc.assert(fc.asyncProperty(anyGame, anyRecords, anyRaw, async (g, records, rawInputs) => {
      const file = await gameFileFrom(g, records, rawInputs, stamp);
      const text = serializeGameFile(file);
      const read = await readGameFile(text);
      if (!read.ok) throw new Error(read.reason);
      expect(read.readOnly).toBe(false);
      expect(read.file).toEqual(file);
      expect(serializeGameFile(read.file)).toBe(text);
      const rows = rowsOf(read.file);
      expect(rows.game).toEqual(g);
      expect([...rows.records].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual([...records].sort((a, b) => (a.id < b.id ? -1 : 1)));
      expect([...rows.rawInputs].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual([...rawInputs].sort((a, b) => (a.id < b.id ? -1 : 1)));
    }), { numRuns: 150 });
  });
});
