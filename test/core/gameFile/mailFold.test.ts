// A game's rows as stored inside their game (issue 21: game file format 2, Dexie version 8): what
// is left out, what is folded, and that unfolding gives back exactly the rows that were folded.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldRows, unfoldRows } from '../../../core/gameFile/mailFold';
import { countLines } from '../../../core/gameFile/lineCount';
import type { RawInputRow, RecordRow } from '../../../core/gameFile/rows';

const raw = (id: string, receivedAt = 10, text = 'From: a@b\n\nA Par - Bur\n'): RawInputRow => ({ id, gameId: 'g', receivedAt, sourceName: `${id}.eml`, text, lineCount: text.split('\n').length - 1 });
const mail = (id: string, createdAt = 10, payload: object = { slot: 'S1901M' }): RecordRow => ({ id, gameId: 'g', kind: 'diplomacy:mail', phase: 'S1901M', payload, createdAt });
const commit = (id: string, createdAt: number): RecordRow => ({ id, gameId: 'g', kind: 'diplomacy:commit', phase: 'S1901M', payload: { c: 1 }, createdAt });

describe('folding a game\'s rows', () => {
  it('a mail record of its raw input\'s id goes into the raw input; no row repeats the game, the derived line count or the mail\'s time', () => {
    const stored = foldRows('g', [mail('m1'), commit('c1', 20)], [raw('m1')]);
    expect(stored.records).toEqual([{ id: 'c1', kind: 'diplomacy:commit', phase: 'S1901M', payload: { c: 1 }, createdAt: 20 }]);
    expect(stored.rawInputs).toEqual([{ id: 'm1', receivedAt: 10, sourceName: 'm1.eml', text: 'From: a@b\n\nA Par - Bur\n', mail: { phase: 'S1901M', payload: { slot: 'S1901M' } } }]);
    expect(JSON.stringify(stored)).not.toContain('gameId');
  });

  it('keeps what unfolding could not say again: a mail record\'s own time, a line count not its text\'s', () => {
    const stored = foldRows('g', [mail('m1', 11)], [{ ...raw('m1'), lineCount: 7 }]);
    expect(stored.rawInputs[0]!.mail).toEqual({ phase: 'S1901M', payload: { slot: 'S1901M' }, createdAt: 11 });
    expect(stored.rawInputs[0]!.lineCount).toBe(7);
  });

  it('stores as records, unfolded: a mail record naming another raw input (before schema v4), one with a field of its own, and an id used twice', () => {
    const old = { ...mail('r1'), payload: { slot: 'S1901M', rawInputId: 'm1' } };
    const extra = { ...mail('m2'), note: 'x' } as RecordRow;
    const twice = [mail('m3'), { ...mail('m3'), kind: 'diplomacy:mail-status' }];
    const stored = foldRows('g', [old, extra, ...twice], [raw('m1'), raw('m2'), raw('m3')]);
    expect(stored.records.map((r) => r.id)).toEqual(['r1', 'm2', 'm3', 'm3']);
    expect(stored.rawInputs.every((r) => r.mail === undefined)).toBe(true);
  });

  it('refuses a row of another game and a raw input that has a "mail" field (folding\'s own)', () => {
    expect(() => foldRows('g', [{ ...commit('c', 1), gameId: 'h' }], [])).toThrow(/belongs to game h/);
    expect(() => foldRows('g', [], [{ ...raw('m'), gameId: 'h' }])).toThrow(/belongs to game h/);
    expect(() => foldRows('g', [], [{ ...raw('m'), mail: 1 } as RawInputRow])).toThrow(/"mail"/);
  });

  it('unfolds records in time order then id, folded mails among the others as a game file holds them; records stored out of order stay so', () => {
    const records = [commit('c0', 5), mail('b', 10), mail('a', 10), commit('c1', 10), commit('c2', 30)];
    const rawInputs = [raw('a', 10), raw('b', 10)];
    const sorted = [...records].sort((x, y) => x.createdAt - y.createdAt || (x.id < y.id ? -1 : 1));
    expect(unfoldRows('g', foldRows('g', sorted, rawInputs)).records).toEqual(sorted);
    const outOfOrder = unfoldRows('g', foldRows('g', [commit('c2', 30), commit('c0', 5)], [])).records;
    expect(outOfOrder.map((r) => r.id)).toEqual(['c2', 'c0']);
  });

  it('unfolds to exactly the rows folded, fields in the order Adjutant writes them (property)', () => {
    const row = fc.record({
      kind: fc.constantFrom('mail', 'mail-late', 'commit', 'raw-only', 'old-mail'),
      at: fc.integer({ min: 0, max: 5 }), late: fc.boolean(), text: fc.string({ maxLength: 12 }), oddCount: fc.boolean(),
    });
    fc.assert(fc.property(fc.array(row, { maxLength: 25 }), (rows) => {
      const records: RecordRow[] = [];
      const raws: RawInputRow[] = [];
      rows.forEach((r, i) => {
        const id = `x${i}`;
        const text = r.text;
        const rawRow: RawInputRow = { id, gameId: 'g', receivedAt: r.at, sourceName: 's', text, lineCount: r.oddCount ? 99 : countLines(text) };
        if (r.kind !== 'commit') raws.push(rawRow);
        if (r.kind === 'mail' || r.kind === 'mail-late') records.push(mail(id, r.kind === 'mail-late' && r.late ? r.at + 1 : r.at, { slot: 'S', assignedPower: r.late ? 'France' : undefined }));
        if (r.kind === 'commit') records.push(commit(id, r.at));
        if (r.kind === 'old-mail') records.push({ ...mail(`rec${i}`, r.at), payload: { slot: 'S', rawInputId: id } });
      });
      const inFileOrder = [...records].sort((x, y) => x.createdAt - y.createdAt || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
      const back = unfoldRows('g', JSON.parse(JSON.stringify(foldRows('g', inFileOrder, raws))));
      expect(JSON.stringify(back.records)).toBe(JSON.stringify(JSON.parse(JSON.stringify(inFileOrder))));
      expect(JSON.stringify(back.rawInputs)).toBe(JSON.stringify(raws));
    }));
  });
});
