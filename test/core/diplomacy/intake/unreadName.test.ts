// An order's whole shape around one word that is no name on the map ("Build A Chanderi",
// "Kerman - Nep"): found silent by the Maharajah unseen-mail trial (corpus 950-979, issue 13),
// where "Build A Jubbulpore" and "Oudh - Nep" were read as chat before the map had its names
// list. A careful GM would stop at such a line; so must the reader (001 B.IV(2), 000 D.III(1)a).
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text)!;

describe('001 B.IV(2): a word that is no province, where an order names one, is put to the GM', () => {
  it('001 B.IV(2): "Build A Chanderi" in Monsoon is flagged with the word it cannot read; the next build reads', async () => {
    const r = await read('Power: Rajputana\nBuild A Chanderi\nBuild F Jaisalmer\n', { game: null, position: 'maharajah-monsoon', variant: 'maharajah' });
    expect(verdictOf(r, 'Build A Chanderi')).toMatchObject({ kind: 'ambiguous', reason: "cannot read 'chanderi'" });
    expect((r.orders.Rajputana ?? []).map(formatOrder)).toEqual(['BUILD F JSL']);
  });

  it('000 D.III(1)a: "Build A Xyzzy" on the standard map, even as the last line of the mail, is flagged (not taken for a signature)', async () => {
    const r = await read('Power: France\nBuild A Paris\nBuild A Xyzzy\n', { game: null, position: 'winter' });
    expect(verdictOf(r, 'Build A Xyzzy').kind).toBe('ambiguous');
  });

  it('001 B.V(1): "Kerman - Nep" (no unit type, an unknown first word) is flagged like "A Kerman - Nep"', async () => {
    const r = await read('Power: Delhi\nAgr - Lah\nKerman - Nep\n', { game: null, variant: 'maharajah' });
    expect(verdictOf(r, 'Kerman - Nep')).toMatchObject({ kind: 'ambiguous', reason: "cannot read 'kerman'" });
    expect((r.orders.Delhi ?? []).map(formatOrder)).toEqual(['A AGR - LAH']);
  });

  it('a subject line quoted in the body ("Re: dipgame - Spring 1901") stays text: its last word is no exact province', async () => {
    const r = await read('Power: Turkey\nRe: dipgame - Spring 1901\nF Ank - Con\n', { game: null });
    expect(verdictOf(r, 'Re: dipgame - Spring 1901').kind).toBe('not-an-order');
  });

  it('a sentence with more words ("Thanks - Paris was fun") stays text', async () => {
    const r = await read('Power: France\nF Bre - Mao\nThanks - Paris was fun\n', { game: null });
    expect(verdictOf(r, 'Thanks - Paris was fun').kind).toBe('not-an-order');
  });
});
