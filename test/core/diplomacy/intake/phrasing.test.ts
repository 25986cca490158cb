// Phrasing: amendments ("Change:", "Amend:", "Correction:", "instead of X, Y") applied as the
// profile's multiple-sets clause says (000 D.III(3), 001 B.IV(4)), arrows and dashes, "Final"
// anywhere in a heading (000 D.II(1), 001 B.III(1)), orders inside sentences, and a lone "W"
// that is a waive only in an adjustment phase.
import { describe, expect, it } from 'vitest';
import { getProfile, type HouseRules } from '../../../../core/diplomacy/houseRules';
import { formatOrder, NameIndex, type IntakeResult } from '../../../../core/diplomacy/intake/index';
import { readLine } from '../../../../core/diplomacy/intake/grammar';
import { finalHeading, rephrase } from '../../../../core/diplomacy/intake/phrasing';
import { ordersForTurn } from '../../../../core/diplomacy/turnOrders';
import { checkInvariants, GM, position, read, variant } from './helpers';

const names = NameIndex.for(variant);
const wm = getProfile('wm2004');
const mah = getProfile('maharajiad');
const wmMerge: HouseRules = { ...wm, multipleOrderSets: 'merge-per-unit' };
const mahMerge: HouseRules = { ...mah, multipleOrderSets: 'merge-per-unit' };

const italy = (body: string, hour = 10) => `From: Giovanni Rossi <gio@example.it>\nTo: ${GM}\nDate: Mon, 03 Mar 2025 ${hour}:00:00 +0000\nSubject: Italy S1901M\n\n${body}\n`;
const first = italy('A Ven - Tyr\nA Rom - Ven\nF Nap - Ion', 10);
const amendment = italy('Change: A Rom - Apu', 18);
const ordersOf = (r: IntakeResult, power = 'Italy') => (r.orders[power] ?? []).map(formatOrder);
const lineOf = (r: IntakeResult, text: string) => r.verdicts.find((v) => v.text.trim() === text)!;
const turnOf = async (rules: HouseRules) => {
  const readings = await Promise.all([first, amendment].map((m) => read(m, { rules })));
  return ordersForTurn(readings.map((r, i) => ({ id: `m${i + 1}`, sets: r.sets })), rules, position('start'));
};

describe('amendments apply to the earlier set as the profile says', () => {
  it('000 D.III(3)a: "Change: A Rom - Apu" is read; the revised set replaces the earlier one entirely, and the mail says units it omits hold', async () => {
    const r = (await read(first + '\n' + amendment, { rules: wm }));
    expect(checkInvariants(first + '\n' + amendment, r)).toBeUndefined();
    expect(ordersOf(r)).toEqual(['A ROM - APU']);
    expect(lineOf(r, 'Change: A Rom - Apu')).toMatchObject({ kind: 'accepted', amendment: { word: 'Change' } });
    expect(r.messages[1]!.warnings).toContainEqual({ text: expect.stringContaining('units it does not order are unordered'), clause: '000 D.III(3)a' });
    expect(r.messages[1]!.warnings[0]!.text).toContain('from the earlier set in this paste, now unordered: VEN, NAP');
    expect((await turnOf(wm)).orders.Italy!.map(formatOrder)).toEqual(['A ROM - APU']);
  });

  it('001 B.IV(4)a, 001 B.IV(3): the amendment replaces the earlier set, and no order is inferred for the units it leaves out', async () => {
    const r = (await read(first + '\n' + amendment, { rules: mah }));
    expect(ordersOf(r)).toEqual(['A ROM - APU']);
    expect(r.messages[1]!.warnings.map((w) => w.clause)).toContain('001 B.IV(4)a');
    expect((await turnOf(mah)).orders.Italy!.map(formatOrder)).toEqual(['A ROM - APU']);
  });

  it('000 D.III(3)b: under the stated alternative the change replaces A Rom\'s order only; the earlier orders stand (pasted together or apart)', async () => {
    const r = (await read(first + '\n' + amendment, { rules: wmMerge }));
    expect(ordersOf(r).sort()).toEqual(['A ROM - APU', 'A VEN - TYR', 'F NAP - ION']);
    expect(r.messages[1]!.warnings).toContainEqual({ text: expect.stringContaining("the earlier set's orders for other units stand"), clause: '000 D.III(3)b' });
    expect((await turnOf(wmMerge)).orders.Italy!.map(formatOrder).sort()).toEqual(['A ROM - APU', 'A VEN - TYR', 'F NAP - ION']);
  });

  it('001 B.IV(4)b: under the stated alternative the change merges per unit', async () => {
    expect((await turnOf(mahMerge)).orders.Italy!.map(formatOrder).sort()).toEqual(['A ROM - APU', 'A VEN - TYR', 'F NAP - ION']);
  });

  it('001 B.IV(6)a, 000 D.III(5): "instead of X" in the same mail withdraws X, so the unit is not ordered twice', async () => {
    const body = italy('A Rom - Ven\nA Ven - Tyr\nInstead of A Rom - Ven, A Rom - Apu');
    for (const rules of [wm, mah]) {
      const r = (await read(body, { rules }));
      expect(ordersOf(r)).toEqual(['A VEN - TYR', 'A ROM - APU']);
      expect(lineOf(r, 'A Rom - Ven')).toMatchObject({ kind: 'superseded', reason: expect.stringContaining('withdrawn by a later line') });
      expect(r.messages[0]!.warnings).toEqual([]);
    }
  });

  it('001 B.IV(6)a: "instead of X" withdraws only the earlier line that is X; another order for the unit is still a second order', async () => {
    const r = (await read(italy('A Ven H\nA Ven - Tyr\nInstead of A Ven H, A Ven - Pie'), { rules: mah }));
    expect(lineOf(r, 'A Ven H').kind).toBe('superseded');
    expect(lineOf(r, 'A Ven - Tyr')).toMatchObject({ kind: 'ambiguous', clause: '001 B.IV(6)a' });
  });

  it('"instead of X" where no earlier line is X: the unit\'s earlier order is withdrawn, and the verdict says X matched nothing', async () => {
    const r = (await read(italy('F Nap - Ion\nInstead of F Nap - Tys, F Nap H'), { rules: mah }));
    expect(ordersOf(r)).toEqual(['F NAP H']);
    expect(lineOf(r, 'Instead of F Nap - Tys, F Nap H').notes.join(' ')).toContain("'F Nap - Tys' matches no earlier line");
  });

  it('"A Rom - Apu (revised)": the mark after the order is an amendment word, not an unreadable word', async () => {
    const v = lineOf((await read(italy('A Rom - Apu (revised)'))), 'A Rom - Apu (revised)');
    expect(v).toMatchObject({ kind: 'accepted', amendment: { word: 'revised' } });
  });

  it('001 B.IV(6)a: without an amendment word two orders for one unit still hold it', async () => {
    const r = (await read(italy('A Rom - Ven\nA Rom - Apu'), { rules: mah }));
    expect(lineOf(r, 'A Rom - Apu')).toMatchObject({ kind: 'ambiguous', clause: '001 B.IV(6)a' });
  });

  it('an amendment that cannot be read is an order line for the GM, not chat', async () => {
    const r = (await read(italy('Amend: A Rom - Xyzzy')));
    expect(lineOf(r, 'Amend: A Rom - Xyzzy').kind).toBe('ambiguous');
  });

  const forms: [string, string, string?][] = [
    ['Change: A Rom - Apu', 'A ROM - APU'],
    ['Amend: A Rom - Apu', 'A ROM - APU'],
    ['Correction: A Rom - Apu', 'A ROM - APU'],
    ['Change of orders: A Rom - Apu', 'A ROM - APU'],
    ['Change of plan: A Rom - Apu', 'A ROM - APU'],
    ['change A Rom - Apu', 'A ROM - APU'],
    ['Change A Rom - Ven to A Rom - Apu', 'A ROM - APU', 'A Rom - Ven'],
    ['Instead of A Rom - Ven, A Rom - Apu', 'A ROM - APU', 'A Rom - Ven'],
    ['A Rom - Apu instead of A Rom - Ven', 'A ROM - APU', 'A Rom - Ven'],
    ['A Rom - Apu (instead of A Rom - Ven)', 'A ROM - APU', 'A Rom - Ven'],
    ['Replace A Rom - Ven with A Rom - Apu', 'A ROM - APU', 'A Rom - Ven'],
    ['Correction : A Rom - Apu', 'A ROM - APU'],
    ['Änderung: A Rom - Apu', 'A ROM - APU'],
    ['Cambio: A Rom - Apu', 'A ROM - APU'],
    ['Correzione: A Rom - Apu', 'A ROM - APU'],
    ['A Rom - Apu au lieu de A Rom - Ven', 'A ROM - APU', 'A Rom - Ven'],
    ['A Rom - Apu statt A Rom - Ven', 'A ROM - APU', 'A Rom - Ven'],
    ['A Rom - Apu en lugar de A Rom - Ven', 'A ROM - APU', 'A Rom - Ven'],
    ['A Rom - Apu invece di A Rom - Ven', 'A ROM - APU', 'A Rom - Ven'],
  ];
  for (const [line, order, insteadOf] of forms) {
    it(`"${line}" reads as ${order}${insteadOf ? `, withdrawing ${insteadOf}` : ''}`, async () => {
      const r = (await read(italy(line)));
      const v = lineOf(r, line);
      expect(v.order && formatOrder(v.order)).toBe(order);
      expect(v.amendment).toBeDefined();
      expect(v.amendment!.insteadOf).toBe(insteadOf);
    });
  }
});

describe('arrows and dashes', () => {
  for (const arrow of ['→', '⇒', '=>', '->', '-->', '–', '—', '−', '➔']) {
    it(`"A Rom ${arrow} Apu" is a move`, async () => {
      const rd = readLine(`A Rom ${arrow} Apu`, names);
      expect(rd.kind).toBe('order');
      expect(rd.kind === 'order' && rd.options[0]!.kind).toBe('move');
    });
  }
  it('an arrow with no spaces: "A Rom→Apu"', async () => {
    expect(ordersOf((await read(italy('A Rom→Apu'))))).toEqual(['A ROM - APU']);
  });
});

describe('000 D.II(1), 001 B.III(1): "Final" anywhere in a heading marks the set', () => {
  const isPower = (w: string) => names.power(w) !== undefined;
  for (const h of ['Orders (FINAL)', 'FINAL orders Spring 1901', 'Spring 1901 — final', 'Italy S1901M final', 'Final orders:', 'These are my FINAL orders for Spring 1901', '*** FINAL ***',
    'Ordres définitifs pour le printemps 1901', 'Meine Befehle Frühjahr 1901 (endgültig)', 'Órdenes definitivas', 'Ordini definitivi']) {
    it(`"${h}" is a Final heading`, async () => {
      expect(finalHeading(h, isPower)).toBe(true);
      const r = (await read(italy(`${h}\nA Rom - Apu`)));
      expect(r.messages[0]!.final).toBe(true);
      expect(lineOf(r, h)).toMatchObject({ kind: 'not-an-order', clause: '000 D.II(1)' });
    });
  }
  for (const h of ['Final board 2 of the tournament was fun', 'The final battle is near', 'Finally, A Rom - Apu']) {
    it(`"${h}" does not mark the set Final`, async () => {
      expect(finalHeading(h, isPower)).toBe(false);
      expect((await read(italy(`${h}\nA Ven H`))).messages[0]!.final).toBe(false);
    });
  }
  for (const subject of ['FINAL - Italy S1901M', 'Re: FINAL Italy S1901M', 'Italy: Spring 1901 orders (final)']) {
    it(`a subject "${subject}" marks the set Final`, async () => {
      const r = (await read(`From: Giovanni Rossi <gio@example.it>\nTo: ${GM}\nSubject: ${subject}\n\nA Rom - Apu\n`));
      expect(r.messages[0]!.final).toBe(true);
    });
  }
  it('a subject "Final board 2: Italy" does not', async () => {
    expect((await read(`From: Giovanni Rossi <gio@example.it>\nTo: ${GM}\nSubject: Final board 2: Italy\n\nA Rom - Apu\n`)).messages[0]!.final).toBe(false);
  });
  it('001 B.III(1): the maharajiad profile cites its own clause', async () => {
    expect(lineOf((await read(italy('Orders (FINAL)\nA Rom - Apu'), { rules: mah })), 'Orders (FINAL)').clause).toBe('001 B.III(1)');
  });
});

describe('orders inside sentences', () => {
  const austria = async (body: string, pos = 'start') => (await read(`From: Franz Huber <franz@example.at>\nTo: ${GM}\nSubject: Austria\n\n${body}\n`, { position: pos }));
  const cases: [string, string, string][] = [
    ["I'd like A Vie to hold please", 'A VIE H', 'start'],
    ['Please move A Bud to Serbia.', 'A BUD - SER', 'start'],
    ['F Tri should hold.', 'F TRI H', 'start'],
    ['I will move A Vie to Galicia', 'A VIE - GAL', 'start'],
    ['A Bud is to support A Vie - Gal', 'A BUD S A VIE - GAL', 'start'],
    ['Disband F Albania.', 'F ALB D', 'retreat'],
    ['Sadly I must disband F Albania.', 'F ALB D', 'retreat'],
    ['Austria must lose one: F Alb', 'REMOVE F ALB', 'winter'],
    ['My removal: A Gal', 'REMOVE A GAL', 'winter'],
    ['F Alb to be removed, thanks', 'REMOVE F ALB', 'winter'],
  ];
  for (const [line, order, pos] of cases) {
    it(`"${line}" (${pos}) reads as ${order}, naming the words set aside`, async () => {
      const r = await austria(line, pos);
      const v = lineOf(r, line);
      expect(v.order && formatOrder(v.order)).toBe(order);
      expect(['accepted', 'corrected']).toContain(v.kind);
    });
  }
  it('the words set aside are named in the notes', async () => {
    expect(lineOf(await austria("I'd like A Vie to hold please"), "I'd like A Vie to hold please").notes.join(' ')).toMatch(/I'd like.*please/);
  });
  for (const prose of ['I think Germany will attack Munich', "I'd like to talk about Tyrolia", 'Let me know what you think', 'Thanks: see you next turn', 'Instead of fighting, let us talk']) {
    it(`prose stays prose: "${prose}"`, async () => {
      const r = await austria(`${prose}\nA Vie H`);
      expect(lineOf(r, prose).kind).toBe('not-an-order');
    });
  }
  it('a sentence naming a unit that is still no order says why it was left as a sentence', async () => {
    const r = await austria('I will move A Vie to Galicia next year\nA Vie H');
    expect(lineOf(r, 'I will move A Vie to Galicia next year')).toMatchObject({ kind: 'not-an-order', reason: expect.stringContaining("cannot read 'next year'") });
  });
  it('rephrase leaves a plain order alone (the usual line costs nothing more)', async () => {
    expect(rephrase('A Vie - Gal')).toBeUndefined();
  });
});

describe('a lone "W" is a waive only in an adjustment phase', () => {
  it('000 D.II(5)b: in a movement phase a lone "W" is not an order and is not kept as a conditional WAIVE', async () => {
    const r = (await read(italy('A Rom - Apu\nW')));
    expect(lineOf(r, 'W')).toMatchObject({ kind: 'not-an-order', reason: expect.stringContaining('adjustment phase') });
    expect(r.sets[0]!.conditional).toEqual([]);
  });
  it('in a retreat phase it is not an order either', async () => {
    const r = (await read(`From: Franz Huber <franz@example.at>\nTo: ${GM}\nSubject: Austria\n\nF Alb - Tri\nW\n`, { position: 'retreat' }));
    expect(lineOf(r, 'W').kind).toBe('not-an-order');
  });
  it('in an adjustment phase it waives a build', async () => {
    const r = (await read(`From: Tom Bell <tom@example.co.uk>\nTo: ${GM}\nSubject: England W1901A\n\nW\n`, { position: 'winter' }));
    expect(r.orders.England!.map(formatOrder)).toEqual(['WAIVE']);
  });
  it('a "w" inside a line is no waive ("W Lon", "w/e")', async () => {
    expect(readLine('W Lon', names).kind).not.toBe('order');
    expect(readLine('w/e', names).kind).toBe('text');
  });
});
