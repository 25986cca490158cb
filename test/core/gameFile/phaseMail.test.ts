// A phase's mail in one row (Dexie version 7, issue 21): which rows go into a (game, phase) row,
// which stay in their tables, and that unpacking gives back exactly the flat lists, in the order
// IndexedDB handed them out before.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { byArrival, byRowId, packPhaseMail, rowsInside, unpackPhaseMail, withRows, withoutRows } from '../../../core/gameFile/phaseMail';
import type { RawInputRow, RecordRow } from '../../../core/gameFile/rows';

const raw = (id: string, gameId = 'g', receivedAt = 1): RawInputRow => ({ id, gameId, receivedAt, sourceName: `${id}.eml`, text: `text of ${id}`, lineCount: 1 });
const mail = (id: string, phase: string, gameId = 'g', payload: object = { slot: phase }): RecordRow => ({ id, gameId, kind: 'diplomacy:mail', phase, payload, createdAt: 1 });
const commit = (id: string, phase: string, gameId = 'g'): RecordRow => ({ id, gameId, kind: 'diplomacy:commit', phase, payload: { inputs: [] }, createdAt: 2 });

describe('packing a game\'s mail by phase', () => {
  it('puts each phase\'s mail records and the raw inputs they name in one row; commits and unnamed texts stay in their tables', () => {
    const records = [mail('a', 'S1901M'), mail('b', 'S1901M'), commit('c1', 'S1901M'), mail('d', 'F1901M')];
    const raws = [raw('a'), raw('b'), raw('d'), raw('ruleset')];
    const packed = packPhaseMail(records, raws);
    expect(packed.phaseMail.map((r) => ({ gameId: r.gameId, phase: r.phase, ids: r.ids, ...rowsInside(r) }))).toEqual([
      { gameId: 'g', phase: 'S1901M', ids: ['a', 'b'], records: [records[0], records[1]], rawInputs: [raws[0], raws[1]] },
      { gameId: 'g', phase: 'F1901M', ids: ['d'], records: [records[3]], rawInputs: [raws[2]] },
    ]);
    // Stored inside their game since Dexie version 8: each mail record folded into its raw input, no gameId.
    expect(packed.phaseMail[1]).toEqual({ gameId: 'g', phase: 'F1901M', ids: ['d'], records: [], rawInputs: [{ id: 'd', receivedAt: 1, sourceName: 'd.eml', text: 'text of d', mail: { phase: 'F1901M', payload: { slot: 'F1901M' } } }] });
    expect(packed.records).toEqual([records[2]]);
    expect(packed.rawInputs).toEqual([raws[3]]);
  });

  it('a mail record of before schema v4 names its raw input by rawInputId: both ids are in the row', () => {
    const packed = packPhaseMail([mail('rec-1', 'S1901M', 'g', { slot: 's', rawInputId: 'raw-1' })], [raw('raw-1')]);
    expect(packed.phaseMail[0]!.ids).toEqual(['rec-1', 'raw-1']);
    expect(packed.rawInputs).toEqual([]);
  });

  it('keeps games apart, and a raw input of another game than its mail record stays in its table (a crafted file)', () => {
    const packed = packPhaseMail([mail('a', 'P', 'g1'), mail('b', 'P', 'g2')], [raw('a', 'g1'), raw('b', 'g1')]);
    expect(packed.phaseMail.map((r) => [r.gameId, r.ids])).toEqual([['g1', ['a']], ['g2', ['b']]]);
    expect(packed.rawInputs.map((r) => r.id)).toEqual(['b']);
  });

  it('an id already inside another phase row stays in its table, so no id is ever in two rows', () => {
    const taken = new Set(['a']);
    const packed = packPhaseMail([mail('a', 'P'), mail('b', 'P')], [raw('a'), raw('b')], taken);
    expect(packed.phaseMail.map((r) => r.ids)).toEqual([['b']]);
    expect(packed.records.map((r) => r.id)).toEqual(['a']);
    expect(packed.rawInputs.map((r) => r.id)).toEqual(['a']);
    expect([...taken].sort()).toEqual(['a', 'b']);
  });

  it('unpacks to exactly the flat rows, records by id and raw inputs by arrival (property)', () => {
    const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 30 });
    fc.assert(fc.property(ids, fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 30, maxLength: 30 }), (idList, picks) => {
      const records: RecordRow[] = [];
      const raws: RawInputRow[] = [];
      idList.forEach((id, i) => {
        const pick = picks[i]!;
        const gameId = `g${pick % 2}`;
        if (pick < 4) { records.push(mail(id, `P${pick % 3}`, gameId)); raws.push(raw(id, gameId, pick * 7 % 4)); }
        else if (pick === 4) records.push(commit(id, 'P0', gameId));
        else raws.push(raw(id, gameId, 3));
      });
      const packed = packPhaseMail(records, raws);
      const back = unpackPhaseMail(packed.phaseMail, packed.records, packed.rawInputs);
      expect(back.records).toEqual([...records].sort(byRowId));
      expect(back.rawInputs).toEqual([...raws].sort(byArrival));
      const inside = packed.phaseMail.flatMap((r) => r.ids);
      expect(new Set(inside).size).toBe(inside.length);
    }));
  });
});

describe('changing a phase row', () => {
  const row = packPhaseMail([mail('a', 'P'), mail('b', 'P')], [raw('a'), raw('b')]).phaseMail[0]!;

  it('adds rows, replacing one of the same id in its table', () => {
    const changed = withRows(row, [mail('c', 'P'), { ...mail('a', 'P'), createdAt: 9 }], [raw('c')]);
    expect(changed.ids).toEqual(['b', 'c', 'a']);
    expect(rowsInside(changed).records.map((r) => [r.id, r.createdAt])).toEqual([['b', 1], ['c', 1], ['a', 9]]);
    expect(rowsInside(changed).rawInputs.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('takes rows out by id and table; an emptied row is gone', () => {
    const lessRecord = withoutRows(row, new Set(['a']), new Set())!;
    expect(lessRecord.ids).toEqual(['b', 'a']);
    expect(lessRecord.rawInputs.map((r) => r.id)).toEqual(['a', 'b']);
    expect(withoutRows(row, new Set(['a', 'b']), new Set(['a', 'b']))).toBeNull();
  });
});
