// Schema v4's shorter history (#21 item 3): results written again from their orders, orders as
// spaced words, a moved unit as [index, key, value], mail records without null fields. Every
// re-derived result is checked for every phase of generated games (bench/historyGames.ts, the
// benchmark's own games) and of the frozen v3 fixture: each commit must come back as exactly the
// JSON it was.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyJsonDelta, jsonDelta } from '../../../../core/diplomacy/record/jsonDelta';
import { fromJsonTable, toJsonTable } from '../../../../core/diplomacy/record/jsonTable';
import { compactCommit, expandCommit, isCompactCommit, type CompactCommit } from '../../../../core/diplomacy/record/compactCommit';
import { compactCommitRecords } from '../../../../core/diplomacy/record/compactHistory';
import { resultOfShorthand, resultShorthand, shorthandReason } from '../../../../core/diplomacy/record/resultShorthand';
import { buildGameLog } from '../../../../core/diplomacy/record/gameLog';
import { storedMailRows, trimMailRecords } from '../../../../core/diplomacy/record/storedMail';
import { recordKinds } from '../../../../core/diplomacy/record/kinds';
import type { CommittedPhase } from '../../../../core/diplomacy/record/history';
import type { Order, OrderResult } from '../../../../core/diplomacy/types';
import { generateGame } from '../../../../bench/historyGames';

interface Row { id: string; gameId: string; kind: string; phase: string; payload: unknown; createdAt: number }
const v3 = JSON.parse(readFileSync(join(import.meta.dirname, '../../../fixtures/history/v3-game.json'), 'utf8')) as {
  schemaVersion: number; records: Row[]; rawInputs: { id: string; receivedAt: number; sourceName: string; text: string }[];
};
const bytes = (x: unknown) => JSON.stringify(x).length;

describe('JSON table: rows of words joined', () => {
  const orders = [
    { kind: 'move', power: 'England', unitType: 'F', unit: 'edi', to: 'nth' },
    { kind: 'move', power: 'England', unitType: 'A', unit: 'lvp', to: 'yor' },
    { kind: 'hold', power: 'France', unitType: 'A', unit: 'par' },
    { kind: 'move', power: 'France', unitType: 'A', unit: 'mar', to: 'spa', viaConvoy: false },
    { kind: 'move', power: '^', unitType: 'A', unit: 'bur', to: 'two words' },
    { kind: 'hold', power: '', unitType: 'A', unit: 'x' },
    { kind: 'hold', power: 'Italy', unitType: 'A', unit: 'ven' },
  ];
  it('rebuilds every object exactly, a value repeated from the object before written ^, and keeps any other row an array', () => {
    const table = toJsonTable(orders, { joined: true });
    expect(table.r.slice(0, 3)).toEqual(['0 move England F edi nth', '0 ^ ^ A lvp yor', '1 hold France ^ par']);
    // Not words (a boolean, a space, an empty string, a literal ^): the row stays an array.
    expect(table.r.slice(3, 6).every(Array.isArray)).toBe(true);
    expect(table.r[6]).toBe('1 ^ Italy ^ ven'); // after an array row too
    expect(JSON.stringify(fromJsonTable(table))).toBe(JSON.stringify(orders));
    expect(bytes(table)).toBeLessThan(bytes(toJsonTable(orders)));
  });
  it('refuses a joined row of the wrong length or a ^ with nothing before it, with why', () => {
    expect(() => fromJsonTable({ k: [['a', 'b']], r: ['0 x'] })).toThrow(/1 values for 2 keys/);
    expect(() => fromJsonTable({ k: [['a']], r: ['0 ^'] })).toThrow(/repeats "a"/);
  });
});

describe('JSON delta: a moved unit as [index, key, value]', () => {
  const units = Array.from({ length: 20 }, (_, i) => ({ type: 'A', power: 'France', location: `p${i}`, id: `u${i}` }));
  it('stores one changed value in a third of the space and rebuilds it exactly', () => {
    const moved = units.map((u, i) => (i === 7 ? { ...u, location: 'bur' } : u));
    const delta = jsonDelta(units, moved);
    expect(delta).toEqual({ a: [{ s: 0, n: 7 }, [7, 'location', 'bur'], { s: 8, n: 12 }] });
    expect(JSON.stringify(applyJsonDelta(units, delta))).toBe(JSON.stringify(moved));
  });
  it('keeps the longer form for a new key or two changes, and refuses a triple naming a key the item lacks', () => {
    const changed = units.map((u, i) => (i === 3 ? { ...u, location: 'bur', power: 'Italy' } : i === 4 ? { ...u, dislodged: true } : u));
    const delta = jsonDelta(units, changed);
    expect(delta !== null && 'a' in delta && delta.a.some(Array.isArray)).toBe(false);
    expect(JSON.stringify(applyJsonDelta(units, delta))).toBe(JSON.stringify(changed));
    expect(() => applyJsonDelta(units, { a: [[3, 'colour', 'red']] })).toThrow(/no such key/);
  });
});

describe('a result written again from its order', () => {
  const move: Order = { kind: 'move', power: 'Austria', unitType: 'F', unit: 'alb', to: 'tri' };
  it('the frozen sentences (never change them: stored shorthands depend on every word)', () => {
    expect(shorthandReason('held', { kind: 'hold', power: 'France', unitType: 'A', unit: 'par' }, 'standard')).toBe('held');
    expect(shorthandReason('moved', move, 'standard')).toBe('moved to Trieste');
    expect(shorthandReason('moved', { ...move, to: 'spa/nc' }, 'standard')).toBe('moved to Spain');
    expect(shorthandReason('supported', { kind: 'support', power: 'Italy', unitType: 'A', unit: 'ven', supported: 'tyr', supportedType: 'A' }, 'standard')).toBe('supported A Tyr to hold');
    expect(shorthandReason('supported', { kind: 'support', power: 'Italy', unitType: 'A', unit: 'ven', supported: 'tyr', supportedType: 'A', to: 'tri' }, 'standard')).toBe('supported A Tyr to Trieste');
    expect(shorthandReason('built', { kind: 'build', power: 'Russia', unitType: 'F', location: 'stp/sc' }, 'standard')).toBe('built F Stp/sc');
    expect(shorthandReason('removed', { kind: 'remove', power: 'Turkey', unitType: 'A', unit: 'smy' }, 'standard')).toBe('removed A Smy');
    expect(shorthandReason('retreated', { kind: 'retreat', power: 'Germany', unitType: 'A', unit: 'mun', to: 'boh' }, 'standard')).toBe('retreated to Boh');
    expect(shorthandReason('disbanded', { kind: 'disband', power: 'Germany', unitType: 'A', unit: 'mun' }, 'standard')).toBe('disbanded as ordered');
    // No shorthand: a failed code, a support without the supported unit's type, an unknown variant.
    expect(shorthandReason('bounced', move, 'standard')).toBeUndefined();
    expect(shorthandReason('supported', { kind: 'support', power: 'Italy', unitType: 'A', unit: 'ven', supported: 'tyr' }, 'standard')).toBeUndefined();
    expect(shorthandReason('moved', move, 'no-such-variant')).toBeUndefined();
  });
  it('only a plain success whose order is the order at its place and whose sentence is the shorthand’s is shortened', () => {
    const ok: OrderResult = { order: move, success: true, code: 'moved', reason: 'moved to Trieste' };
    expect(resultShorthand(ok, 0, [move], 'standard')).toBe('moved');
    expect(resultOfShorthand('moved', 0, [move], 'standard')).toEqual(ok);
    expect(resultShorthand({ ...ok, reason: 'moved to Trieste (circular movement)' }, 0, [move], 'standard')).toBeUndefined();
    expect(resultShorthand({ ...ok, clause: '000 D.VI(6)' }, 0, [move], 'standard')).toBeUndefined();
    expect(resultShorthand(ok, 1, [{ ...move, unit: 'vie' }, move], 'standard')).toBe('moved');
    expect(resultShorthand(ok, 0, [{ ...move, unit: 'vie' }, move], 'standard')).toBeUndefined();
    expect(() => resultOfShorthand('bounced', 0, [move], 'standard')).toThrow(/does not fit its order/);
  });
});

/**
 * Every commit of `rows` read back from its stored form and checked against `truth` (the phases
 * as they were committed); each also written again in the current short form and read back.
 */
function checkEveryCommit(rows: readonly Row[], raws: readonly { id: string; receivedAt: number; sourceName: string; text: string }[], truth: readonly CommittedPhase[]) {
  const read = buildGameLog(rows, raws);
  expect(read.problems).toEqual([]);
  expect(read.commits.map((c) => JSON.stringify(c))).toEqual(truth.map((c) => JSON.stringify(c)));
  const byId = new Map(truth.map((c) => [c.id, c]));
  let shortened = 0, results = 0;
  for (const c of truth) {
    const row = rows.find((r) => r.id === c.id)!;
    const parent = c.parent === null ? null : byId.get(c.parent) ?? null;
    const short = compactCommit(c, parent, row.id, row.createdAt);
    expect(isCompactCommit(short) && short.compact === 2, `${c.phase} kept whole`).toBe(true);
    expect(JSON.stringify(expandCommit(short, parent, row.id, row.createdAt))).toBe(JSON.stringify(c));
    const codes = (short as CompactCommit).resultCodes?.split(' ') ?? [];
    shortened += codes.filter((x) => x !== '*').length;
    results += c.results.length;
  }
  return { commits: truth.length, shortened, results };
}

describe('every phase of generated games and of the frozen v3 game reads back identical', () => {
  it('two generated games (the benchmark’s generator, 14 committed phases each): every phase read from its records is the one the adjudicator committed', async () => {
    for (const seed of [7, 2026]) {
      const game = await generateGame(seed, 14);
      // The records hold the short form (commitRecord stores it): read back, each is the adjudicator's commit exactly.
      expect(game.records.filter((r) => r.kind === recordKinds.commit).every((r) => (r.payload as CompactCommit).compact === 2)).toBe(true);
      const { commits, shortened, results } = checkEveryCommit(game.records, game.rawInputs, game.commits);
      expect(commits).toBe(14);
      // Most results are plain successes said again from the order.
      expect(shortened / results).toBeGreaterThan(0.5);
    }
  }, 120_000);

  it('the frozen v3 game (a rollback, a branch, a GM correction): every commit comes up to v4 and reads as before', () => {
    expect(v3.schemaVersion).toBe(3);
    // v3 stored every result's sentence: the phases it reads as are the truth v4 must give back.
    const { commits, shortened } = checkEveryCommit(v3.records, v3.rawInputs, buildGameLog(v3.records, v3.rawInputs).commits);
    expect(commits).toBe(13);
    expect(shortened).toBeGreaterThan(100);
    const upgraded = compactCommitRecords(trimMailRecords(v3.records));
    expect(JSON.stringify(buildGameLog(upgraded, v3.rawInputs))).toBe(JSON.stringify(buildGameLog(v3.records, v3.rawInputs)));
    const commitBytes = (rows: readonly Row[]) => bytes(rows.filter((r) => r.kind === recordKinds.commit));
    expect(commitBytes(upgraded)).toBeLessThan(commitBytes(v3.records) * 0.85);
  });

  it('a damaged list of result codes is a problem the GM sees, not a wrong phase', () => {
    const rows = compactCommitRecords(trimMailRecords(v3.records));
    const i = rows.findIndex((r) => r.kind === recordKinds.commit && (r.payload as CompactCommit).resultCodes !== undefined);
    const payload = rows[i]!.payload as CompactCommit;
    const damaged = rows.map((r, k) => (k === i ? { ...r, payload: { ...payload, resultCodes: payload.resultCodes!.replace(/\S+$/, 'bounced') } } : r));
    expect(buildGameLog(damaged, v3.rawInputs).problems.join(' ')).toMatch(/cannot be read: result \d+ \('bounced'\)/);
  });
});

describe('a mail record in schema v4', () => {
  it('has its raw input’s id and no null fields; the log reads it as before', () => {
    const { raw, record } = storedMailRows({ gameId: 'g', slot: 'start', phase: 'S1901M', sourceName: 'pasted', text: 'A Par - Bur' }, 'abc', 5);
    expect(record.id).toBe(raw.id);
    expect(record.payload).toEqual({ slot: 'start' });
    const edit = storedMailRows({ gameId: 'g', slot: 'start', phase: 'S1901M', sourceName: 'pasted (GM edit)', text: 'A Par - Pic', assignedPower: 'France', editOf: 'abc' }, 'def', 6);
    expect(edit.record.payload).toEqual({ slot: 'start', assignedPower: 'France', editOf: 'abc' });
    const log = buildGameLog([record, edit.record], [raw, edit.raw]);
    expect(log.mails.start!.map((m) => [m.id, m.assignedPower, m.editOf, m.text])).toEqual([['abc', null, null, 'A Par - Bur'], ['def', 'France', 'abc', 'A Par - Pic']]);
  });
  it('an old mail record names its raw input and keeps it; the upgrade drops only null fields', () => {
    const old = { id: 'r1', kind: recordKinds.mail, payload: { rawInputId: 'x1', slot: 'start', assignedPower: null, editOf: null } };
    const other = { id: 'r2', kind: recordKinds.mailStatus, payload: { rawInputId: 'x1', status: 'late', reason: 'after the deadline', who: 'GM', assignedPower: null } };
    const [up, same] = trimMailRecords([old, other]);
    expect(up!.payload).toEqual({ rawInputId: 'x1', slot: 'start' });
    expect(same).toBe(other);
  });
});
