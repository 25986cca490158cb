// Compact history (#21 item 3): commits stored without what the commit before already holds, and
// read back exactly. Checked on the frozen v2 fixture (a realistic game's rows in the old shape,
// test/fixtures/history) and on small hand-made values for the JSON delta and table.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyJsonDelta, jsonDelta } from '../../../../core/diplomacy/record/jsonDelta';
import { fromJsonTable, toJsonTable } from '../../../../core/diplomacy/record/jsonTable';
import { compactCommit, expandCommit, isCompactCommit } from '../../../../core/diplomacy/record/compactCommit';
import { compactCommitRecords } from '../../../../core/diplomacy/record/compactHistory';
import { buildGameLog } from '../../../../core/diplomacy/record/gameLog';
import type { CommittedPhase } from '../../../../core/diplomacy/record/history';

interface Row { id: string; gameId: string; kind: string; phase: string; payload: unknown; createdAt: number }
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../../../fixtures/history/v2-game.json'), 'utf8')) as {
  schemaVersion: number; game: { id: string }; records: Row[]; rawInputs: { id: string; receivedAt: number; sourceName: string; text: string }[];
};
const v2Commits = fixture.records.filter((r) => r.kind === 'diplomacy:commit');
const bytes = (x: unknown) => JSON.stringify(x).length;

describe('JSON delta', () => {
  const cases: [unknown, unknown][] = [
    [{ a: 1, b: [1, 2, 3] }, { a: 1, b: [1, 2, 3] }],
    [{ a: 1, b: 2 }, { a: 1, b: 3, c: { d: null } }],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }],
    [{ a: 1, b: 2, c: 3 }, { a: 1, c: 4 }],
    [[1, 2, 3, 4, 5], [5, 1, 2, 3, 9, 4]],
    [[{ id: 'u1', at: 'par' }, { id: 'u2', at: 'mar' }], [{ id: 'u2', at: 'spa' }, { id: 'u1', at: 'par' }, { id: 'u3', at: 'bre' }]],
    ['x', { x: 1 }],
    [{ list: [] }, { list: [[1], [1], 'two'] }],
  ];
  it('rebuilds every target with exactly its JSON text (key order and array order included)', () => {
    for (const [base, target] of cases) expect(JSON.stringify(applyJsonDelta(base, jsonDelta(base, target)))).toBe(JSON.stringify(target));
  });
  it('is null for the same value and small for a moved unit', () => {
    expect(jsonDelta({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    const units = Array.from({ length: 30 }, (_, i) => ({ type: 'A', power: 'France', location: `p${i}`, id: `u${i}` }));
    const moved = units.map((u, i) => (i === 7 ? { ...u, location: 'bur' } : u));
    expect(bytes(jsonDelta(units, moved))).toBeLessThan(80);
  });
  it('refuses a delta that does not fit its base, with why', () => {
    expect(() => applyJsonDelta([1, 2], { a: [5] })).toThrow(/item 5 of 2/);
    expect(() => applyJsonDelta(3, { o: {} })).toThrow(/not an object/);
  });
});

describe('JSON table', () => {
  it('rebuilds objects of several shapes exactly', () => {
    const objects = [{ kind: 'move', unit: 'par', to: 'bur' }, { kind: 'hold', unit: 'mar' }, { unit: 'bre', kind: 'hold' }, { kind: 'move', unit: 'kie', to: 'hol', route: ['nth'] }];
    const table = toJsonTable(objects);
    expect(table.k).toHaveLength(4);
    expect(JSON.stringify(fromJsonTable(table))).toBe(JSON.stringify(objects));
  });
});

describe('a commit in the short form', () => {
  it('every commit of the frozen v2 game comes back as exactly the same JSON, at under a third of the size', () => {
    const byId = new Map<string, CommittedPhase>();
    let before = 0, after = 0;
    for (const row of v2Commits) {
      const whole = row.payload as CommittedPhase;
      const parent = whole.parent === null ? null : byId.get(whole.parent)!;
      const short = compactCommit(whole, parent, row.id, row.createdAt);
      expect(isCompactCommit(short)).toBe(true);
      expect(JSON.stringify(expandCommit(short, parent, row.id, row.createdAt))).toBe(JSON.stringify(whole));
      byId.set(whole.id, whole);
      before += bytes(whole); after += bytes(short);
    }
    expect(after / before).toBeLessThan(1 / 3);
  });

  it('a commit after a GM correction stores only the correction’s change from the phase before', () => {
    const corrected = v2Commits.at(-1)!.payload as CommittedPhase;
    expect(corrected.edits).toHaveLength(1);
    const parent = v2Commits.map((r) => r.payload as CommittedPhase).find((c) => c.id === corrected.parent)!;
    const short = compactCommit(corrected, parent, corrected.id, corrected.at);
    if (!isCompactCommit(short)) throw new Error('kept whole');
    expect(short.positionDelta).not.toBeNull();
    expect(short.position).toBeUndefined();
    expect(bytes(short.positionDelta)).toBeLessThan(200);
  });

  it('is kept whole when the short form would not read back the same (never a silent change)', () => {
    const first = v2Commits[0]!.payload as CommittedPhase;
    // A result carrying a field the short form uses for itself cannot round-trip.
    const odd = { ...first, results: first.results.map((r, i) => (i === 0 ? { ...r, orderAt: 99 } : r)) } as CommittedPhase;
    expect(compactCommit(odd, null, first.id, first.at)).toBe(odd);
  });

  it('a short commit whose parent is missing is named as unreadable, not dropped silently or crashing the log', () => {
    const compacted = compactCommitRecords(fixture.records);
    const third = compacted.filter((r) => r.kind === 'diplomacy:commit')[2]!;
    const withoutParent = compacted.filter((r) => r.id !== (third.payload as { parent: string }).parent);
    const log = buildGameLog(withoutParent, fixture.rawInputs);
    expect(log.problems.join(' ')).toContain(`record ${third.id}`);
    expect(log.problems.join(' ')).toMatch(/phase before .* is missing/);
  });
});

describe('schema v2 → v3 row upgrade (compactCommitRecords)', () => {
  it('rewrites every commit, leaves every other row as it was, and the log reads the same', () => {
    const upgraded = compactCommitRecords(fixture.records);
    expect(upgraded).toHaveLength(fixture.records.length);
    upgraded.forEach((row, i) => {
      if (row.kind === 'diplomacy:commit') expect(isCompactCommit(row.payload)).toBe(true);
      else expect(row).toBe(fixture.records[i]);
    });
    const before = buildGameLog(fixture.records, fixture.rawInputs), after = buildGameLog(upgraded, fixture.rawInputs);
    expect(after).toEqual(before);
    expect(JSON.stringify(after.commits)).toBe(JSON.stringify(before.commits));
    expect(after.problems).toEqual([]);
    // Running it again changes nothing (a v3 file read twice, a restore of a restore).
    expect(compactCommitRecords(upgraded)).toEqual(upgraded);
  });

  it('hostile rows (a commit payload that is not a commit) pass through unchanged', () => {
    const rows: Row[] = [
      { id: 'x', gameId: 'g', kind: 'diplomacy:commit', phase: 'S1901M', payload: null, createdAt: 1 },
      { id: 'y', gameId: 'g', kind: 'diplomacy:commit', phase: 'S1901M', payload: { compact: 1, parent: 'nowhere' }, createdAt: 2 },
      { id: 'z', gameId: 'g', kind: 'diplomacy:commit', phase: 'S1901M', payload: 'text', createdAt: 3 },
    ];
    expect(compactCommitRecords(rows)).toEqual(rows);
  });
});
