// The unseen-mail trial of corpus 1450-1499 and evenings 27-28 (issue 13): order lines at the
// edges of the rules. Each test is one shape the reader got wrong before (silently, or flagged
// for the wrong reason), fresh mail of it in the corpus, and guard cases that must keep their
// old reading.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const line = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text)!;
const notes = (r: Result) => r.messages.flatMap((m) => m.warnings.map((w) => `${w.text} ${w.clause ?? ''}`));
const mail = (from: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 16:00:00 +0100\nSubject: orders\n\n${body}`;
const FRANCE = 'marie@example.fr';

describe('000 D.II(5)b, 001 B.III(5)b: alternatives belong to retreats and adjustments, not to this turn\'s move', () => {
  it('000 D.II(5)b: "A Par - Bur or Pic" in a movement phase is two destinations: ambiguous, said on the line, the army holds (corpus 1476, evening 27)', async () => {
    const r = await read(mail(FRANCE, 'A Par - Bur or Pic\nA Mar - Spa\nF Bre - Mao\n'));
    expect(orders(r, 'France')).toEqual(['A MAR - SPA', 'F BRE - MAO']);
    const v = line(r, 'A Par - Bur or Pic');
    expect(v.kind).toBe('ambiguous');
    expect(v.reason).toContain('two destinations');
    expect(v.clause).toBe('000 D.II(5)b');
    expect(v.forLaterPhase).toBeUndefined();
    expect(r.sets[0]!.conditional).toEqual([]);
  });

  it('001 B.III(5)b: the same under the Maharajiad rules on its own map ("A Kab - Lah or Pes", corpus 1495)', async () => {
    const r = await read(mail('farid@example.af', 'A Kab - Lah or Pes\nA Bal - Kan\n'), { rules: 'maharajiad', position: 'maharajah-spring', variant: 'maharajah' });
    expect(line(r, 'A Kab - Lah or Pes').kind).toBe('ambiguous');
    expect(line(r, 'A Kab - Lah or Pes').clause).toBe('001 B.III(5)b');
    expect(orders(r, 'Mughalistan')).toEqual(['A BAL - KAN']);
  });

  it('000 D.II(5)b: a line that speaks of a retreat keeps its alternatives for the retreat phase (guard)', async () => {
    for (const text of ['If dislodged, A Par - Bur or Pic', 'A Par R Bur or Pic', 'A Par retreats to Bur or Pic']) {
      const r = await read(mail(FRANCE, `A Mar - Spa\n${text}\n`));
      expect(line(r, text).kind, text).not.toBe('ambiguous');
      expect(line(r, text).forLaterPhase, text).toBe('retreat');
    }
  });
});

describe('000 D.III(2), 001 B.IV(3): "rest hold" is an order the player gives, for the units the set leaves', () => {
  it('000 D.III(2): "rest hold", "All others hold.", "everything else stays put" hold each other unit, never one the set orders (corpus 1471, 1472)', async () => {
    for (const rest of ['rest hold', 'All others hold.', 'the rest: H', 'everything else stays put', 'Remaining units hold, thanks']) {
      const r = await read(mail('karl@example.de', `A Mun - Bur\n${rest}\n`));
      expect(orders(r, 'Germany').sort(), rest).toEqual(['A BER H', 'A MUN - BUR', 'F KIE H']);
      expect(r.verdicts.filter((v) => v.text.trim() === rest).every((v) => v.kind === 'accepted'), rest).toBe(true);
    }
  });

  it('001 B.IV(6)a: "rest hold" written above the moves gives no unit a second order, so no move is made ambiguous (corpus 1493)', async () => {
    const r = await read(mail('dariush@example.ir', 'rest hold\nF Oma - Ars\nA Yez - Isf\n'), { rules: 'maharajiad', position: 'maharajah-spring', variant: 'maharajah' });
    expect(orders(r, 'Persia').sort()).toEqual(['A MES H', 'A YEZ - ISF', 'F HOR H', 'F OMA - ARS']);
  });

  it('000 D.III(4)c: "Everything stays put this turn." holds every unit, so the power is not without orders (corpus 1473)', async () => {
    const r = await read(mail('franz@example.at', 'Everything stays put this turn.\n\nFranz\n'));
    expect(orders(r, 'Austria').sort()).toEqual(['A BUD H', 'A VIE H', 'F TRI H']);
  });

  it('000 D.III(2): the rest held at the end of an order line ("A Mun - Bur, rest hold", "F Nap - Ion. All others hold.") gives the orders and the holds, never a move of another power\'s unit ("rest" as BRE)', async () => {
    const r = await read(mail('karl@example.de', 'A Mun - Bur, rest hold\n'));
    expect(orders(r, 'Germany').sort()).toEqual(['A BER H', 'A MUN - BUR', 'F KIE H']);
    expect(r.verdicts.some((v) => v.kind === 'illegal')).toBe(false);
    const i = await read(mail('gio@example.it', 'F Nap - Ion. All others hold.\n'));
    expect(orders(i, 'Italy').sort()).toEqual(['A ROM H', 'A VEN H', 'F NAP - ION']);
  });

  it('000 D.III(2): a sentence about the rest that gives no hold is not read as one (guard)', async () => {
    const r = await read(mail('karl@example.de', 'A Mun - Bur\nThe rest is up to you.\nOthers may disagree.\n'));
    expect(orders(r, 'Germany')).toEqual(['A MUN - BUR']);
  });
});

describe('000 D.II(4), 001 B.III(4): a standing hold is this turn\'s hold, and only this turn\'s', () => {
  it('000 D.II(4): "Standing orders: hold everything until I say otherwise." holds every unit now and says nothing is kept (corpus 1474)', async () => {
    const r = await read(mail('mehmet@example.com.tr', 'Standing orders: hold everything until I say otherwise.\n'));
    expect(orders(r, 'Turkey').sort()).toEqual(['A CON H', 'A SMY H', 'F ANK H']);
    expect(notes(r).some((n) => n.includes('one turn only') && n.includes('000 D.II(4)'))).toBe(true);
  });

  it('001 B.III(4): a standing instruction that gives no order is still only ignored, loudly (guard)', async () => {
    const r = await read(mail('mehmet@example.com.tr', 'Please repeat these every turn until further notice.\n'), { rules: 'maharajiad' });
    expect(orders(r, 'Turkey')).toEqual([]);
    expect(notes(r).some((n) => n.includes('001 B.III(4)'))).toBe(true);
  });
});

describe('000 D.III(1)a, 001 B.IV(2)c: abbreviations at the edge', () => {
  it('000 D.III(1)a: "F Nth conv A Lon-Nwy" is a convoy ("conv"; corpus 1453, evening 27)', async () => {
    const r = await read(mail('tom@example.co.uk', 'A Lon-Nth-Nwy\nF Nth conv A Lon-Nwy\n'), { position: 'autumn' });
    expect(orders(r, 'England')).toEqual(['A LON - NTH - NWY', 'F NTH C A LON - NWY']);
  });

  it('000 D.III(1)a: "cnvy", "transports" and "spt" are convoy and support words (were "cannot read", and "spt" SPA or STP)', async () => {
    const r = await read(mail('tom@example.co.uk', 'A Lon - Nwy\nF Nth cnvy A Lon - Nwy\nF Nwg spt Lon-Nwy\n'), { position: 'autumn' });
    expect(orders(r, 'England')).toEqual(['A LON - NWY', 'F NTH C A LON - NWY', 'F NWG S A LON - NWY']);
    const t = await read(mail('tom@example.co.uk', 'F Nth transports A Lon to Nwy\n'), { position: 'autumn' });
    expect(orders(t, 'England')).toEqual(['F NTH C A LON - NWY']);
  });

  // [clause, the line, the candidates its reason names, sender, profile]
  it.each([
    ['000 D.III(1)a', 'F Edi - Nor', 'NTH and NWG', 'tom@example.co.uk', 'wm2004'],
    ['001 B.IV(2)c', 'A War - Liv', 'LVN', 'ivan@example.ru', 'maharajiad'],
  ])('%s: "%s" (a listed alias the unit cannot reach, whose letters begin provinces it can) is an ambiguous abbreviation naming %s, not an illegal move (corpus 1451, 1459)', async (clause, text, candidates, from, rules) => {
    const v = line(await read(mail(from, `${text}\n`), { rules }), text);
    expect([v.kind, v.clause]).toEqual(['ambiguous', clause]);
    expect(v.reason).toContain(candidates);
  });

  it('000 D.III(1)a: the listed reading stands where the unit reaches it ("F Nth - Nor", "A Yor - Liv"), and an unreachable alias with no reachable kin stays illegal (guard)', async () => {
    const r = await read(mail('tom@example.co.uk', 'F Nth - Nor\nA Yor - Liv\nF Nwg - Lpl\n'), { position: 'autumn' });
    expect(orders(r, 'England')).toEqual(['F NTH - NWY', 'A YOR - LVP']);
    expect(line(r, 'F Nwg - Lpl').kind).toBe('illegal');
  });
});

describe('000 D.IV(3)b: a move void for want of a coast is shown as written', () => {
  it('000 D.IV(3)b: "F Mao - Spa" and "F Con - Bul" are illegal and shown as F MAO - SPA and F CON - BUL, never with a coast the player did not write (corpus 1456, 1457, evening 27)', async () => {
    for (const [from, body, shown] of [['marie@example.fr', 'F Mao - Spa', 'F MAO - SPA'], ['mehmet@example.com.tr', 'F Con - Bul', 'F CON - BUL']] as const) {
      for (const rules of ['wm2004', 'maharajiad']) {
        const r = await read(mail(from, `${body}\n`), { position: 'autumn', rules });
        const v = line(r, body);
        expect(v.kind, `${body} ${rules}`).toBe('illegal');
        expect(formatOrder(v.order!), `${body} ${rules}`).toBe(shown);
      }
    }
  });
});
