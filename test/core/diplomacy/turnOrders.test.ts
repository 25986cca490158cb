// One turn's orders across separately pasted mails (000 D.III(3), 001 B.IV(4)), who must order and
// who is NMR (000 D.VII(6)(a)), and conditional retreat/build orders carried to their phase
// (000 D.II(5)b, 000 D.II(5)c). Mails are read by core's intake, as the workspace reads them.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../core/diplomacy/variants';
import { initialPosition } from '../../../core/diplomacy/position';
import { getProfile, type HouseRules } from '../../../core/diplomacy/houseRules';
import { readOrderMail, type IntakeResult } from '../../../core/diplomacy/intake/index';
import { conditionalOrdersFor, nmrPowers, ordersForTurn, powersToOrder, type MailSets } from '../../../core/diplomacy/index';
import { startGame, playPhase } from '../../../core/diplomacy/game';
import type { Order, Position } from '../../../core/diplomacy/types';

const standard = getVariant('standard');
const opening = initialPosition(standard);
const wm = getProfile('wm2004');
const merge: HouseRules = { ...wm, multipleOrderSets: 'merge-per-unit' };

const mailFrom = (power: string, body: string, hour = 12) =>
  `From: ${power.toLowerCase()}@example.org\nTo: gm@example.org\nDate: Thu, 17 Sep 2026 ${hour}:00:00 +0000\nSubject: ${power} orders\n\n${power}:\n${body}\n`;
const read = (text: string, position: Position = opening, rules: HouseRules = wm, game?: Parameters<typeof readOrderMail>[1]['game']): Promise<IntakeResult> =>
  readOrderMail(text, { variant: standard, position, rules, game });
const mails = (...readings: IntakeResult[]): MailSets[] => readings.map((r, i) => ({ id: `m${i + 1}`, sets: r.sets }));
const move = (power: string, unitType: 'A' | 'F', unit: string, to: string): Order => ({ kind: 'move', power, unitType, unit, to });

// Read once for the describe below (a describe body cannot wait; the module can).
const first = await read(mailFrom('England', 'F Lon - Eng\nF Edi - Nth\nA Lvp - Yor', 10));
const second = await read(mailFrom('England', 'F Lon - Nth', 11));

describe('ordersForTurn: several order sets across separately pasted mails', () => {

  it('000 D.III(3)a: the last set received replaces every earlier set entirely; units it omits are unordered', async () => {
    const turn = ordersForTurn(mails(first, second), wm, opening);
    expect(turn.orders.England).toEqual([move('England', 'F', 'lon', 'nth')]);
    expect(turn.sets).toEqual([
      expect.objectContaining({ mail: 'm1', power: 'England', used: false, clause: '000 D.III(3)a', reason: expect.stringContaining('mail m2') }),
      expect.objectContaining({ mail: 'm2', power: 'England', used: true, clause: '000 D.III(3)a' }),
    ]);
  });

  it('000 D.III(3)b: under the stated alternative each unit keeps its most recent order across the mails', async () => {
    const turn = ordersForTurn(mails(first, second), merge, opening);
    expect(turn.orders.England).toEqual([move('England', 'F', 'lon', 'nth'), move('England', 'F', 'edi', 'nth'), move('England', 'A', 'lvp', 'yor')]);
    expect(turn.sets.map((s) => [s.used, s.clause])).toEqual([[true, '000 D.III(3)b'], [true, '000 D.III(3)b']]);
    // A set every one of whose units is ordered again later contributes nothing.
    const third = (await read(mailFrom('England', 'F Lon - Eng\nF Edi - Nwg\nA Lvp - Wal', 13)));
    const again = ordersForTurn(mails(first, second, third), merge, opening);
    expect(again.orders.England).toEqual([move('England', 'F', 'lon', 'eng'), move('England', 'F', 'edi', 'nwg'), move('England', 'A', 'lvp', 'wal')]);
    expect(again.sets.map((s) => s.used)).toEqual([false, false, true]);
    expect(again.sets[0]!.reason).toContain('ordered again in a later set');
  });

  it('000 D.III(3)b: an unreadable line in an earlier paste is replaced by a later paste\'s order for that unit, and says so', async () => {
    const early = await read(mailFrom('England', 'F Lon - Eng\nF Edi - Nxq\nA Lvp - Yor', 10));
    expect(early.sets[0]!.unusable).toEqual(['edi']);
    const later = await read(mailFrom('England', 'F Edi - Nth', 11));
    const turn = ordersForTurn(mails(early, later), merge, opening);
    expect(turn.orders.England).toEqual([move('England', 'F', 'lon', 'eng'), move('England', 'A', 'lvp', 'yor'), move('England', 'F', 'edi', 'nth')]);
    expect(turn.sets[0]!.replaced).toEqual(['edi']);
  });

  it('000 D.III(3)b: an unreadable or illegal line in a later paste takes back an earlier paste\'s order for that unit (it holds), as it does inside one paste', async () => {
    const early = await read(mailFrom('England', 'F Lon - Eng\nF Edi - Nth\nA Lvp - Yor', 10));
    const later = await read(mailFrom('England', 'F Edi - Nxq\nA Lvp - Mos', 11));
    expect(later.sets[0]!.unusable).toEqual(['edi', 'lvp']);
    const turn = ordersForTurn(mails(early, later), merge, opening);
    expect(turn.orders.England).toEqual([move('England', 'F', 'lon', 'eng')]);
    expect(turn.sets[0]!.replaced).toEqual(['edi', 'lvp']);
    expect(turn.sets[1]!.used).toBe(true);
    // The same two mails in one paste read the same (orderSets.ts).
    const both = await read(`${mailFrom('England', 'F Lon - Eng\nF Edi - Nth\nA Lvp - Yor', 10)}\n${mailFrom('England', 'F Edi - Nxq\nA Lvp - Mos', 11)}`, opening, merge);
    expect(both.orders.England).toEqual(turn.orders.England);
  });

  it('000 D.III(3)a: each power is decided on its own; a set intake found too late neither counts nor replaces', async () => {
    const game = { name: 'Board 7', deadline: '2026-09-17T12:00:00.000Z', lateOrders: 'reject-after-deadline' as const, players: [] };
    const early = (await read(mailFrom('England', 'F Lon - Eng', 10), opening, wm, game));
    const late = (await read(mailFrom('England', 'F Lon - Nth', 14), opening, wm, game));
    const france = (await read(mailFrom('France', 'A Par - Bur', 11), opening, wm, game));
    expect(late.sets[0]!.used).toBe(false);
    const turn = ordersForTurn(mails(early, france, late), wm, opening);
    expect(turn.orders).toEqual({ England: [move('England', 'F', 'lon', 'eng')], France: [move('France', 'A', 'par', 'bur')] });
    expect(turn.sets.find((s) => s.mail === 'm3')).toMatchObject({ used: false, reason: expect.stringContaining('too late') });
  });

  it('001 B.IV(4)a and 001 B.IV(4)b: a Maharajiad game cites its own rule book for the same two policies', async () => {
    const maha = getProfile('maharajiad');
    const sets = (orders: Order[], message = 0): MailSets['sets'] => [{ message, power: 'England', final: false, used: true, orders, conditional: [] }];
    const a = { id: 'a', sets: sets([move('England', 'F', 'lon', 'eng'), move('England', 'F', 'edi', 'nth')]) };
    const b = { id: 'b', sets: sets([move('England', 'F', 'lon', 'nth')]) };
    const replaced = ordersForTurn([a, b], { ...maha, multipleOrderSets: 'last-replaces' }, opening);
    expect(replaced.orders.England).toEqual([move('England', 'F', 'lon', 'nth')]);
    expect(replaced.sets.map((s) => s.clause)).toEqual(['001 B.IV(4)a', '001 B.IV(4)a']);
    const merged = ordersForTurn([a, b], { ...maha, multipleOrderSets: 'merge-per-unit' }, opening);
    expect(merged.orders.England).toEqual([move('England', 'F', 'lon', 'nth'), move('England', 'F', 'edi', 'nth')]);
    expect(merged.sets.map((s) => s.clause)).toEqual(['001 B.IV(4)b', '001 B.IV(4)b']);
  });
});

const fallRetreat = (dislodged: Position['dislodged']): Position => ({ ...opening, phase: { year: 1901, season: 'fall', type: 'retreat' }, dislodged });

describe('who must order and who is NMR', () => {
  it('units in movement, dislodged units in retreats, unequal units and centres (with a free home centre to build) in adjustments', async () => {
    expect(powersToOrder(standard, opening)).toEqual(standard.powers.map((p) => p.name));
    const retreat = fallRetreat([{ unit: { type: 'A', power: 'Turkey', location: 'bul' }, attackerFrom: 'ser', attackerConvoyed: false, retreats: ['con'] }]);
    expect(powersToOrder(standard, retreat)).toEqual(['Turkey']);
    // France gains Belgium and London but every French home centre is occupied: no build.
    // England lost London: three units, two centres, one removal.
    const winter: Position = { ...opening, phase: { year: 1901, season: 'winter', type: 'adjustment' }, centres: { ...opening.centres, bel: 'France', lon: 'France' } };
    expect(powersToOrder(standard, winter)).toEqual(['England']);
    const freed: Position = { ...winter, units: winter.units.filter((u) => u.location !== 'par') };
    expect(powersToOrder(standard, freed)).toEqual(['England', 'France']);
  });

  it('the phase machine skips an adjustment phase for the same reason the workspace shows no orders due (000 D.II(5)a)', async () => {
    const record = playPhase(startGame(standard, 'wm2004'), []);
    const fall = playPhase(record, []);
    expect(fall.phases[1]!.skippedAfter.map((s) => s.reason)).toEqual(['no unit was dislodged', 'no power has a build or removal to make']);
    expect(powersToOrder(standard, { ...fall.phases[2]!.position, phase: { year: 1901, season: 'winter', type: 'adjustment' } })).toEqual([]);
  });

  it('000 D.VII(6)(a): the turn is adjudicated with missing orders; a power whose mails gave no usable order is NMR, one with nothing due is not', async () => {
    const italy = (await read(mailFrom('Italy', 'A Ven - Mos')));
    const france = (await read(mailFrom('France', 'A Par - Bur')));
    const turn = ordersForTurn(mails(italy, france), wm, opening);
    expect(turn.sets.find((s) => s.power === 'Italy')).toBeDefined();
    expect(nmrPowers(standard, opening, turn)).toEqual(['Austria', 'England', 'Germany', 'Italy', 'Russia', 'Turkey']);
    const retreat = fallRetreat([{ unit: { type: 'A', power: 'Turkey', location: 'bul' }, attackerFrom: 'ser', attackerConvoyed: false, retreats: ['con'] }]);
    expect(nmrPowers(standard, retreat, turn)).toEqual(['Turkey']);
    expect(nmrPowers(standard, retreat, { orders: { Turkey: [{ kind: 'retreat', power: 'Turkey', unitType: 'A', unit: 'bul', to: 'con' }] } })).toEqual([]);
  });
});

describe('conditional retreat and adjustment orders carried to their phase', () => {
  const parDislodged = fallRetreat([{ unit: { type: 'A', power: 'France', location: 'par' }, attackerFrom: 'bur', attackerConvoyed: false, retreats: ['gas', 'pic'] }]);

  it('000 D.II(5)b: conditional retreats sent with movement mail are kept across the mails and give the retreat order in its phase', async () => {
    const movement = (await read(mailFrom('France', 'A Par H\nIf dislodged, A Par - Gas')));
    const turn = ordersForTurn(mails(movement), wm, opening);
    expect(turn.orders.France).toEqual([{ kind: 'hold', power: 'France', unitType: 'A', unit: 'par' }]);
    expect(turn.conditional.France).toHaveLength(1);
    const { orders, choices } = conditionalOrdersFor(parDislodged, turn.conditional, wm);
    expect(orders).toEqual({ France: [{ kind: 'retreat', power: 'France', unitType: 'A', unit: 'par', to: 'gas' }] });
    expect(choices).toEqual([expect.objectContaining({ power: 'France', line: 0, option: 1, clause: '000 D.II(5)c' })]);
  });

  it('000 D.II(5)b with 000 D.III(3)a: a later set without conditional lines replaces the earlier ones; under 000 D.III(3)b they are kept', async () => {
    const withCondition = (await read(mailFrom('France', 'A Par H\nIf dislodged, A Par - Gas', 10)));
    const later = (await read(mailFrom('France', 'A Par - Bur', 11)));
    expect(ordersForTurn(mails(withCondition, later), wm, opening).conditional).toEqual({});
    const merged = ordersForTurn(mails(withCondition, later), merge, opening);
    expect(merged.conditional.France!.map((l) => l.options)).toEqual([[{ kind: 'retreat', power: 'France', unitType: 'A', unit: 'par', to: 'gas' }]]);
  });

  it('000 D.II(5)c: the first possible option reading left to right, with why the earlier options were passed over', async () => {
    const movement = (await read(mailFrom('France', 'A Par H\nIf dislodged, A Par - Bur or A Par - Pic or A Par - Gas')));
    const kept = ordersForTurn(mails(movement), wm, opening).conditional;
    const { orders, choices } = conditionalOrdersFor(parDislodged, kept, wm);
    expect(orders.France).toEqual([{ kind: 'retreat', power: 'France', unitType: 'A', unit: 'par', to: 'pic' }]);
    expect(choices[0]).toMatchObject({ option: 2, reason: expect.stringContaining('cannot retreat to BUR') });
    // Nothing possible: no order, and the GM is told why.
    const nowhere = fallRetreat([{ unit: { type: 'A', power: 'France', location: 'par' }, attackerFrom: 'bur', attackerConvoyed: false, retreats: ['bre'] }]);
    const none = conditionalOrdersFor(nowhere, kept, wm);
    expect(none.orders).toEqual({});
    expect(none.choices[0]).toMatchObject({ power: 'France', reason: expect.stringContaining('no option is possible') });
    expect(none.choices[0]!.option).toBeUndefined();
  });

  it('000 D.II(5)c: builds are taken top to bottom, each line its first possible option, never more than the builds allowed', async () => {
    const movement = (await read(mailFrom('France', 'A Par H\nBuild F Par or F Bre or A Bre\nBuild A Mar\nBuild A Par')));
    const kept = ordersForTurn(mails(movement), wm, opening).conditional;
    expect(kept.France).toHaveLength(3);
    // Winter: France owns five centres with three units, and Brest and Marseilles are free.
    const winter: Position = {
      ...opening, phase: { year: 1901, season: 'winter', type: 'adjustment' },
      units: opening.units.filter((u) => u.power !== 'France').concat([{ type: 'A', power: 'France', location: 'par' }, { type: 'A', power: 'France', location: 'bel' }, { type: 'F', power: 'France', location: 'spa/sc' }]),
      centres: { ...opening.centres, bel: 'France', spa: 'France' },
    };
    const { orders, choices } = conditionalOrdersFor(winter, kept, wm);
    expect(orders.France).toEqual([{ kind: 'build', power: 'France', unitType: 'F', location: 'bre' }, { kind: 'build', power: 'France', unitType: 'A', location: 'mar' }]);
    expect(choices.map((c) => [c.line, c.option])).toEqual([[0, 2], [1, 1], [2, undefined]]);
    expect(choices[0]!.reason).toContain('PAR is occupied');
    expect(choices[2]!.reason).toContain('no build left');
  });

  it('000 D.II(5)c: a conditional removal is used when the power must remove, and ignored by a power with nothing due', async () => {
    const kept = { England: [{ phase: 'adjustment' as const, options: [{ kind: 'remove' as const, power: 'England', unitType: 'F' as const, unit: 'edi' }] }],
      France: [{ phase: 'adjustment' as const, options: [{ kind: 'remove' as const, power: 'France', unitType: 'A' as const, unit: 'par' }] }] };
    const winter: Position = { ...opening, phase: { year: 1901, season: 'winter', type: 'adjustment' }, centres: { ...opening.centres, lon: 'France' } };
    expect(conditionalOrdersFor(winter, kept, wm).orders).toEqual({ England: [{ kind: 'remove', power: 'England', unitType: 'F', unit: 'edi' }] });
    // In a movement phase conditional lines give nothing.
    expect(conditionalOrdersFor(opening, kept, wm)).toEqual({ orders: {}, choices: [] });
  });
});
