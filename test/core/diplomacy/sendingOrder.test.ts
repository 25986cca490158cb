// Which of a power's sets is the last: by when each was received (000 D.VII(1), 001 B.VIII(1)a),
// whatever order the GM pasted them in, for the set rules 000 D.III(3) and 001 B.IV(4). Sets the
// times cannot rank are doubts for the GM, never silently settled.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../core/diplomacy/variants';
import { initialPosition } from '../../../core/diplomacy/position';
import { getProfile, type HouseRules } from '../../../core/diplomacy/houseRules';
import { readOrderMail, type IntakeResult } from '../../../core/diplomacy/intake/index';
import { ordersForTurn, rankBySending, setKey, type MailSets } from '../../../core/diplomacy/turnOrders';
import type { Order } from '../../../core/diplomacy/types';

const standard = getVariant('standard');
const opening = initialPosition(standard);
const wm = getProfile('wm2004');
const maha = getProfile('maharajiad');
const merge: HouseRules = { ...wm, multipleOrderSets: 'merge-per-unit' };

const mail = (power: string, body: string, date: string | null, extra = '') =>
  `From: ${power.toLowerCase()}@example.org\nTo: gm@example.org\n${date ? `Date: ${date}\n` : ''}${extra}Subject: ${power} orders\n\n${body}\n`;
const read = (text: string, rules: HouseRules = wm): Promise<IntakeResult> => readOrderMail(text, { variant: standard, position: opening, rules });
const asMails = (...readings: [string, IntakeResult][]): MailSets[] => readings.map(([id, r]) => ({ id, sets: r.sets }));
const move = (power: string, unitType: 'A' | 'F', unit: string, to: string): Order => ({ kind: 'move', power, unitType, unit, to });

const original = mail('France', 'A Par - Bur\nF Bre - Mao\nA Mar - Spa', 'Thu, 17 Sep 2026 10:00:00 +0000');
const revised = mail('France', 'A Par - Pic\nF Bre - Eng', 'Thu, 17 Sep 2026 14:30:00 +0200'); // 12:30 UTC

describe('sets ranked by when they were sent, not by paste order', () => {
  it('000 D.III(3)a: the revised set pasted BEFORE the original is still the last set received', async () => {
    const turn = ordersForTurn(asMails(['revised', (await read(revised))], ['original', (await read(original))]), wm, opening);
    expect(turn.orders.France).toEqual([move('France', 'A', 'par', 'pic'), move('France', 'F', 'bre', 'eng')]);
    expect(turn.doubts).toEqual([]);
    expect(turn.sets.find((s) => s.mail === 'original')).toMatchObject({ used: false, replaced: 'all', clause: '000 D.III(3)a', reason: expect.stringContaining('mail revised') });
    expect(turn.sets.find((s) => s.mail === 'revised')).toMatchObject({ used: true, reason: expect.stringContaining('ranked by when they were received') });
  });

  it('001 B.IV(4)a: the same in a Maharajiad game, cited from its own rule book', async () => {
    const turn = ordersForTurn(asMails(['revised', (await read(revised, maha))], ['original', (await read(original, maha))]), maha, opening);
    expect(turn.orders.France).toEqual([move('France', 'A', 'par', 'pic'), move('France', 'F', 'bre', 'eng')]);
    expect(turn.sets.map((s) => s.clause)).toEqual(['001 B.IV(4)a', '001 B.IV(4)a']);
  });

  it('000 D.III(3)b: merged per unit in sending order, so the original fills only the unit the revision left out', async () => {
    const turn = ordersForTurn(asMails(['revised', (await read(revised, merge))], ['original', (await read(original, merge))]), merge, opening);
    expect(turn.orders.France).toEqual([move('France', 'A', 'par', 'pic'), move('France', 'F', 'bre', 'eng'), move('France', 'A', 'mar', 'spa')]);
    expect(turn.sets.find((s) => s.mail === 'original')!.replaced).toEqual(['par', 'bre']);
  });

  it('001 B.IV(4)b and 001 B.VIII(1)a: under the stated merge rule a Maharajiad game merges in order of receipt (Received:), not of sending', async () => {
    const mahaMerge: HouseRules = { ...maha, multipleOrderSets: 'merge-per-unit' };
    // Sent 09:00 but received 13:00 (a slow server): the later set for Paris, whatever its Date:.
    const slow = mail('France', 'A Par - Gas', 'Thu, 17 Sep 2026 09:00:00 +0000', 'Received: by mx.example.org; Thu, 17 Sep 2026 13:00:00 +0000\n');
    const turn = ordersForTurn(asMails(['slow', (await read(slow, mahaMerge))], ['revised', (await read(revised, mahaMerge))], ['original', (await read(original, mahaMerge))]), mahaMerge, opening);
    expect(turn.orders.France).toEqual([move('France', 'A', 'par', 'gas'), move('France', 'F', 'bre', 'eng'), move('France', 'A', 'mar', 'spa')]);
    expect(turn.sets.map((s) => s.clause)).toEqual(['001 B.IV(4)b', '001 B.IV(4)b', '001 B.IV(4)b']);
    expect(turn.sets.find((s) => s.mail === 'revised')!.replaced).toEqual(['par']);
  });

  it('000 D.III(3)a: in one paste listed newest first (as mail clients list them), the older message is the one replaced', async () => {
    const r = (await read(`${revised}\n${original}`));
    expect(r.sets.map((s) => s.used)).toEqual([true, false]);
    expect(r.orders.France).toEqual([move('France', 'A', 'par', 'pic'), move('France', 'F', 'bre', 'eng')]);
    expect(r.verdicts.filter((v) => v.message === 1 && v.order).every((v) => v.kind === 'superseded')).toBe(true);
  });

  it('000 D.VII(1): the receipt time (Received:) ranks the sets, the same clock lateness uses; Date: only breaks a tie', async () => {
    // Sent in one order by the players' clocks, received by the GM's server in the other.
    const a = mail('France', 'A Par - Bur', 'Thu, 17 Sep 2026 11:00:00 +0000', 'Received: by mx.example.org; Thu, 17 Sep 2026 11:50:00 +0000\n');
    const b = mail('France', 'A Par - Pic', 'Thu, 17 Sep 2026 11:30:00 +0000', 'Received: by mx.example.org; Thu, 17 Sep 2026 11:40:00 +0000\n');
    expect(ordersForTurn(asMails(['a', (await read(a))], ['b', (await read(b))]), wm, opening).orders.France).toEqual([move('France', 'A', 'par', 'bur')]);
    const sameReceipt = (date: string, body: string) => mail('France', body, date, 'Received: by mx.example.org; Thu, 17 Sep 2026 11:50:00 +0000\n');
    const c = sameReceipt('Thu, 17 Sep 2026 11:45:00 +0000', 'A Par - Gas');
    const d = sameReceipt('Thu, 17 Sep 2026 11:20:00 +0000', 'A Par - Pic');
    const turn = ordersForTurn(asMails(['c', (await read(c))], ['d', (await read(d))]), wm, opening);
    expect(turn.orders.France).toEqual([move('France', 'A', 'par', 'gas')]);
    expect(turn.doubts).toEqual([]);
  });

  it('000 D.VII(1) and 000 D.III(3)a: a file timed by its Received: and a paste timed by its Date: whose Date: times say the other order are asked, not silently ranked', async () => {
    // The file's phone clock is nine hours slow: sent 10:00 by its Date:, received 19:00. The
    // pasted revision says 12:00 and keeps no Received:. By the two times the file came last; by
    // the two Date: times the paste did. Which the server received last is not known.
    const file = mail('France', 'A Par - Bur', 'Thu, 17 Sep 2026 10:00:00 +0000', 'Received: by mx.example.org; Thu, 17 Sep 2026 19:00:00 +0000\n');
    const paste = mail('France', 'A Par - Pic', 'Thu, 17 Sep 2026 12:00:00 +0000');
    const turn = ordersForTurn(asMails(['paste', (await read(paste))], ['file', (await read(file))]), wm, opening);
    expect(turn.doubts).toEqual([expect.objectContaining({ power: 'France', unsure: ['paste#0', 'file#0'], reason: expect.stringContaining('which was received last is not known') })]);
    // The GM decides either way, and the choice holds.
    const chosen = ordersForTurn(asMails(['paste', (await read(paste))], ['file', (await read(file))]), wm, opening, [{ power: 'France', order: ['file#0', 'paste#0'] }]);
    expect(chosen.doubts).toEqual([]);
    expect(chosen.orders.France).toEqual([move('France', 'A', 'par', 'pic')]);
    // Guards: both clocks agreeing ask nothing; two files both timed by Received: ask nothing
    // (the receipt times decide, 000 D.VII(1)); the same orders in both ask nothing (moot).
    const agreeing = mail('France', 'A Par - Pic', 'Thu, 17 Sep 2026 20:00:00 +0000');
    expect(ordersForTurn(asMails(['agreeing', (await read(agreeing))], ['file', (await read(file))]), wm, opening).doubts).toEqual([]);
    const secondFile = mail('France', 'A Par - Pic', 'Thu, 17 Sep 2026 12:00:00 +0000', 'Received: by mx.example.org; Thu, 17 Sep 2026 12:01:00 +0000\n');
    expect(ordersForTurn(asMails(['second', (await read(secondFile))], ['file', (await read(file))]), wm, opening).doubts).toEqual([]);
    const sameOrders = mail('France', 'A Par - Bur', 'Thu, 17 Sep 2026 12:00:00 +0000');
    expect(ordersForTurn(asMails(['same', (await read(sameOrders))], ['file', (await read(file))]), wm, opening).doubts).toEqual([]);
  });
});

// Read once for the describe below (a describe body cannot wait; the module can).
const dated = await read(original);
const undated = await read(mail('France', 'A Par - Pic', null));

describe('missing or equal times are the GM\'s to decide', () => {

  it('000 D.III(3)a: a set with no Date: is a doubt; until the GM decides the sets are taken in paste order, undated last, and it says so', async () => {
    const turn = ordersForTurn(asMails(['undated', undated], ['dated', dated]), wm, opening);
    expect(turn.doubts).toEqual([expect.objectContaining({ power: 'France', proposed: ['dated#0', 'undated#0'], unsure: ['undated#0'], reason: expect.stringContaining('no Date: or Received: time') })]);
    expect(turn.orders.France).toEqual([move('France', 'A', 'par', 'pic')]);
  });

  it('000 D.III(3)a: the GM\'s choice decides the order, and a choice that covers other sets (a new mail came) does not', async () => {
    const choice = { power: 'France', order: ['undated#0', 'dated#0'] };
    const turn = ordersForTurn(asMails(['undated', undated], ['dated', dated]), wm, opening, [choice]);
    expect(turn.doubts).toEqual([]);
    expect(turn.orders.France).toEqual((await read(original)).orders.France);
    expect(turn.sets.find((s) => s.mail === 'undated')).toMatchObject({ used: false, reason: expect.stringContaining('in the order the GM decided') });
    const third = (await read(mail('France', 'A Par - Gas', null)));
    const again = ordersForTurn(asMails(['undated', undated], ['dated', dated], ['third', third]), wm, opening, [choice]);
    expect(again.doubts.map((d) => d.power)).toEqual(['France']);
  });

  it('000 D.III(3)b: the GM\'s choice is kept when a later dated mail comes or a chosen mail is set aside; the times place the new set', async () => {
    const same = 'Thu, 17 Sep 2026 10:00:00 +0000';
    const x = await read(mail('France', 'A Par - Bur', same), merge);
    const y = await read(mail('France', 'A Par - Pic', same), merge);
    const w = await read(mail('France', 'A Par - Gas', same), merge);
    const later = await read(mail('France', 'F Bre - Mao', 'Thu, 17 Sep 2026 11:00:00 +0000'), merge);
    // The GM says y was sent first and x last: Paris goes to Burgundy.
    const choice = { power: 'France', order: ['y#0', 'x#0'] };
    const after = ordersForTurn(asMails(['x', x], ['y', y], ['later', later]), merge, opening, [choice]);
    expect(after.doubts).toEqual([]);
    expect(after.orders.France).toEqual([move('France', 'A', 'par', 'bur'), move('France', 'F', 'bre', 'mao')]);
    expect(after.sets.find((s) => s.mail === 'y')).toMatchObject({ used: false, reason: expect.stringContaining('in the order the GM decided') });
    // Three sets with one Date:, ordered by the GM; the one it put last is set aside: the others keep their order.
    const three = { power: 'France', order: ['y#0', 'x#0', 'w#0'] };
    const aside = ordersForTurn(asMails(['x', x], ['y', y]), merge, opening, [three]);
    expect(aside.doubts).toEqual([]);
    expect(aside.orders.France).toEqual([move('France', 'A', 'par', 'bur')]);
  });

  it('000 D.III(3)a: a GM\'s choice that placed an undated set is asked again when a dated set comes: the times cannot place it', async () => {
    const choice = { power: 'France', order: ['dated#0', 'undated#0'] };
    const later = await read(mail('France', 'A Par - Gas', 'Thu, 17 Sep 2026 11:00:00 +0000'));
    const turn = ordersForTurn(asMails(['undated', undated], ['dated', dated], ['later', later]), wm, opening, [choice]);
    expect(turn.doubts.map((d) => d.power)).toEqual(['France']);
  });

  it('000 D.III(3)a: the same mail pasted twice, or with and without its headers, is no doubt: both sets order the same; the copy says so', async () => {
    const twice = ordersForTurn(asMails(['first', dated], ['again', await read(original)]), wm, opening);
    expect(twice.doubts).toEqual([]);
    expect(twice.orders.France).toEqual(dated.orders.France);
    expect(twice.sets.find((s) => s.mail === 'first')).toMatchObject({ used: false, reason: expect.stringContaining('the same orders as the set used, counted once') });
    const bare = await read('A Par - Bur\nF Bre - Mao\nA Mar - Spa\n');
    const headerless = ordersForTurn(asMails(['dated', dated], ['bare', { ...bare, sets: bare.sets.map((s) => ({ ...s, power: 'France' })) }]), wm, opening);
    expect(headerless.doubts).toEqual([]);
    // Two sets tied before a later one: the later one is the last whatever their order.
    const same = 'Thu, 17 Sep 2026 09:00:00 +0000';
    const tiedEarlier = ordersForTurn(asMails(['x', await read(mail('France', 'A Par - Gas', same))], ['y', await read(mail('France', 'A Par - Pic', same))], ['dated', dated]), wm, opening);
    expect(tiedEarlier.doubts).toEqual([]);
    expect(tiedEarlier.orders.France).toEqual(dated.orders.France);
  });

  it('000 D.III(3)b: under the merge rule an undated copy is still a doubt (it could fall between other sets), a tie of two copies is not', async () => {
    const m = await read(original, merge);
    const other = await read(mail('France', 'A Par - Pic', 'Thu, 17 Sep 2026 11:00:00 +0000'), merge);
    const bare = await read('A Par - Bur\nF Bre - Mao\nA Mar - Spa\n', merge);
    const undatedCopy = ordersForTurn(asMails(['m', m], ['other', other], ['bare', { ...bare, sets: bare.sets.map((s) => ({ ...s, power: 'France' })) }]), merge, opening);
    expect(undatedCopy.doubts.map((d) => d.power)).toEqual(['France']);
    const tiedCopies = ordersForTurn(asMails(['m', m], ['again', await read(original, merge)], ['other', other]), merge, opening);
    expect(tiedCopies.doubts).toEqual([]);
  });

  it('a GM choice cannot reverse two sets whose times are certain', async () => {
    const sets = [
      { key: 'a', power: 'France', clock: { ms: 1000, source: 'date' as const } },
      { key: 'b', power: 'France', clock: { ms: 2000, source: 'date' as const } },
      { key: 'c', power: 'France' },
    ];
    const wrong = rankBySending(sets, [{ power: 'France', order: ['b', 'a', 'c'] }]);
    expect(wrong.chosen).toEqual([]);
    expect(wrong.doubts[0]!.proposed).toEqual(['a', 'b', 'c']);
    const right = rankBySending(sets, [{ power: 'France', order: ['a', 'c', 'b'] }]);
    expect(right.order.get('France')).toEqual(['a', 'c', 'b']);
    expect(right.chosen).toEqual(['France']);
  });

  it('000 D.III(3)a: two sets with the same Date: are a doubt, not settled by paste order', async () => {
    const same = 'Thu, 17 Sep 2026 10:00:00 +0000';
    const turn = ordersForTurn(asMails(['x', (await read(mail('France', 'A Par - Bur', same)))], ['y', (await read(mail('France', 'A Par - Pic', same)))]), wm, opening);
    expect(turn.doubts).toEqual([expect.objectContaining({ power: 'France', unsure: ['x#0', 'y#0'], reason: expect.stringContaining('same time') })]);
  });

  it('000 D.III(3)a: inside one paste, sets that cannot be ranked are all left live and every message of the power warns', async () => {
    const r = (await read(`${mail('France', 'A Par - Bur', null)}\n${mail('France', 'A Par - Pic', null)}`));
    expect(r.sets.map((s) => s.used)).toEqual([true, true]);
    expect(r.messages.map((m) => m.warnings.some((w) => w.text.includes('cannot be ranked')))).toEqual([true, true]);
    // The turn decides once the GM has: here, the first message was sent last.
    const turn = ordersForTurn([{ id: 'p', sets: r.sets }], wm, opening, [{ power: 'France', order: [setKey('p', 1), setKey('p', 0)] }]);
    expect(turn.orders.France).toEqual([move('France', 'A', 'par', 'bur')]);
  });

  it('000 D.II(5)b: conditional orders carried from the movement mail are earlier than any set of this phase, dated or not', async () => {
    const carried: MailSets = { id: 'carried', earliest: true, sets: [{ message: 0, power: 'France', final: false, used: true, orders: [move('France', 'A', 'par', 'gas')], conditional: [] }] };
    const turn = ordersForTurn([{ id: 'u', sets: undated.sets }, carried], wm, opening);
    expect(turn.doubts).toEqual([]);
    expect(turn.orders.France).toEqual([move('France', 'A', 'par', 'pic')]);
  });
});
