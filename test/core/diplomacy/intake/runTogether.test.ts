// Several orders run together on one line with no separator (runTogether.ts, issue 13): read
// one by one when the line splits one way only; flagged with every way when it splits two ways.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

const orders = (r: Awaited<ReturnType<typeof read>>, power: string) => (r.orders[power] ?? []).map(formatOrder);
const line = (r: Awaited<ReturnType<typeof read>>, text: string) => r.verdicts.find((v) => v.text.trim() === text);

describe('orders run together on one line (issue 13)', () => {
  it('"A Par-Bur A Mar-Spa F Bre-MAO": three orders, each its own part of the line', async () => {
    const r = await read('Power: France\nA Par-Bur A Mar-Spa F Bre-MAO\n', { game: null });
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO']);
    expect(r.verdicts.filter((v) => v.part).map((v) => [v.text, v.part!.index, v.part!.of])).toEqual([['A Par-Bur', 1, 3], ['A Mar-Spa', 2, 3], ['F Bre-MAO', 3, 3]]);
  });

  it('each part\'s span is its own piece of the raw line (hovering shows where it came from)', async () => {
    const paste = 'Power: France\nA Par-Bur A Mar-Spa F Bre-MAO\n';
    const r = await read(paste, { game: null });
    expect(r.verdicts.filter((v) => v.part).map((v) => paste.slice(v.span[0], v.span[1]).trim())).toEqual(['A Par-Bur', 'A Mar-Spa', 'F Bre-MAO']);
  });

  it('a numbered list run together ("1) A Par-Bur 2) A Mar-Spa", "(1) … (2) …", "#1 … #2 …") is cut at each number', async () => {
    for (const text of ['1) A Par-Bur 2) A Mar-Spa', '(1) A Par-Bur (2) A Mar-Spa', '#1 A Par-Bur #2 A Mar-Spa', '1. A Par-Bur 2. A Mar-Spa']) {
      const r = await read(`Power: France\n${text}\n`, { game: null });
      expect(orders(r, 'France'), text).toEqual(['A PAR - BUR', 'A MAR - SPA']);
    }
  });

  it('a support keeps the unit it names ("A Bud S A Vie F Tri-Alb"): the second unit word inside a support is no cut', async () => {
    const r = await read('Power: Austria\nA Vie H A Bud S A Vie F Tri-Alb\n', { game: null });
    expect(orders(r, 'Austria')).toEqual(['A VIE H', 'A BUD S A VIE', 'F TRI - ALB']);
  });

  it('a line that splits two ways is flagged with both, and nothing of it is read (never guessed)', async () => {
    const r = await read('Power: Russia\nA War S A Mos A Ukr F Sev-Bla\n', { game: null });
    expect(orders(r, 'Russia')).toEqual([]);
    const v = line(r, 'A War S A Mos A Ukr F Sev-Bla')!;
    expect(v.kind).toBe('ambiguous');
    expect(v.reason).toContain('A War S A Mos A Ukr | F Sev-Bla');
    expect(v.reason).toContain('A War S A Mos | A Ukr | F Sev-Bla');
  });

  it('a flagged line still makes an order set: a later chat mail cannot replace the orders it holds unseen', async () => {
    const r = await read('Power: Russia\nA War S A Mos A Ukr F Sev-Bla\n', { game: null });
    expect(r.sets).toHaveLength(1);
  });

  it('two orders for one unit run together ("A Par - Bur A Par - Pic") are flagged naming the unit, not read', async () => {
    const r = await read('Power: France\nA Par - Bur A Par - Pic\nF Bre - Mao\n', { game: null });
    expect(orders(r, 'France')).toEqual(['F BRE - MAO']);
    expect(line(r, 'A Par - Bur A Par - Pic')).toMatchObject({ kind: 'ambiguous' });
    expect(line(r, 'A Par - Bur A Par - Pic')!.reason).toContain('two of them for the unit in PAR');
  });

  it('a piece that does not read leaves the whole line for the GM ("A Ven-Tyr A Rom-Xyz F Nap-Ion")', async () => {
    const r = await read('Power: Italy\nA Ven-Tyr A Rom-Xyz F Nap-Ion\n', { game: null });
    expect(orders(r, 'Italy')).toEqual([]);
    expect(line(r, 'A Ven-Tyr A Rom-Xyz F Nap-Ion')!.kind).toBe('ambiguous');
  });

  it('a sentence is never cut into orders ("A Mar S A Par - Bur. Then A Spa - Por." stays the GM\'s)', async () => {
    const r = await read('Power: France\nA Par - Bur. Then A Mar - Spa.\n', { game: null });
    expect(orders(r, 'France')).toEqual([]);
    expect(line(r, 'A Par - Bur. Then A Mar - Spa.')!.kind).toBe('ambiguous');
  });

  it('a "route" through a unit word ("A Par-Bur A Mar", "F Bre - Mao A Pic") is orders run together, not a convoy route (a route names seas)', async () => {
    const r = await read('Power: France\nA Par-Bur A Mar\nF Bre - Mao A Pic\n', { game: null });
    expect(r.verdicts.filter((v) => v.part).map((v) => v.text)).toEqual(['A Par-Bur', 'A Mar', 'F Bre - Mao', 'A Pic']);
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'A MAR H', 'F BRE - MAO']);
  });

  it('a plain single order is untouched, and a run-together route ("A Par - Bur - Pic") stays one move', async () => {
    const r = await read('Power: France\nA Par - Bur - Pic\n', { game: null });
    expect(r.verdicts.some((v) => v.part)).toBe(false);
  });
});
