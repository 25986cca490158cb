// 004 2.1, 2.3.3: a slot stays within its cap through a transfer and the healing that follows.
import { describe, expect, it } from 'vitest';
import { checkComposition } from '../../../core/coalition/composition';
import { checkTransfer } from '../../../core/coalition/transfer';
import { resolveTurn } from '../../../core/coalition/turn';
import type { Army } from '../../../core/coalition/types';
import { makeArmy, makeRound, thread } from './helpers';

const T = '2026-11-20 12:00';
const slotAlive = (a: Army, i: number) => a.slots[i]!.reduce((n, c) => n + c.count, 0);
const slotFull = (a: Army, i: number) => a.slots[i]!.reduce((n, c) => n + c.full, 0);

/** R sits in its own Red base at 1A having lost 1000 of its 5000 2/2s; S, next to it, sends 1000. */
function transferIntoWoundedArmy(sent: number) {
  const r = makeRound([{ name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' }, { name: 'R', square: '1A', days: 1 }, { name: 'S', square: '2A' }]);
  const receiver = r.armies.find((a) => a.name === 'R')!;
  receiver.slots[0]![0]!.count = 4000;
  receiver.losses = [{ creature: receiver.slots[0]![0]!.name, slot: 0, amount: 1000, duringDay: 0 }];
  r.transfers = [{ from: 'S', to: 'R', creatures: { 'S 2/2': sent } }];
  return resolveTurn(r, thread(['S', T, 'S: Transfer to R at 1A']), { seed: 1 });
}

describe('slot caps during transfer and healing (004 2.1, 2.3.3)', () => {
  it('004 2.3.3 a transfer into a wounded army that then heals in its base never overfills the 5000 slot', () => {
    const { next, report } = transferIntoWoundedArmy(1000);
    const receiver = next.armies.find((a) => a.name === 'R')!;
    expect(slotAlive(receiver, 0)).toBe(5000);
    expect(slotFull(receiver, 0)).toBe(5000);
    expect(receiver.losses).toEqual([]);
    expect(next.armies.find((a) => a.name === 'S')!.slots[0]![0]!.count).toBe(4000);
    expect(report.events.map((e) => e.message).join('\n')).toMatch(/take the places of 1000 lost troops, which will not heal \(slot cap, 004 2\.3\.3\)/);
    expect(checkComposition(receiver)).toEqual([]);
  });
  it('004 2.3.3 a smaller transfer keeps the room for the rest of the lost troops to heal', () => {
    const { next, report } = transferIntoWoundedArmy(400);
    const receiver = next.armies.find((a) => a.name === 'R')!;
    // 4000 + 400 arrived; 600 of the 1000 lost can still come back, and they do (day 2 at a Red base).
    expect(slotAlive(receiver, 0)).toBe(5000);
    expect(slotFull(receiver, 0)).toBe(5000);
    expect(report.events.map((e) => e.message).join('\n')).toMatch(/take the places of 400 lost troops/);
  });
  it('004 2.3.3 a transfer that would put more than 5000 alive in the slot is refused before anything moves', () => {
    const sender = makeArmy({ name: 'S', square: '2A' }), receiver = makeArmy({ name: 'R', square: '1A' });
    receiver.slots[0]![0]!.count = 4000;
    const check = checkTransfer(sender, receiver, { 'S 2/2': 1001 });
    expect(check.ok).toBe(false);
    expect(check.problems.map((p) => p.rule)).toEqual(['004 2.3.3']);
    expect(check.problems[0]!.message).toMatch(/5001 troops, more than 5000/);
    expect(checkTransfer(sender, receiver, { 'S 2/2': 1000 }).ok).toBe(true);
  });
  it('004 2.1.5 a Lt Cmdr\'s 5000-troop 2/2 slot whose troops would heal past its cap is reported, and healing stops at the cap', () => {
    const a = makeArmy({ name: 'R', square: '1A', days: 1 });
    a.slots[0]!.push({ name: 'Extra', power: 2, toughness: 2, colours: ['R'], count: 0, full: 1000 });
    a.slots[0]![0]!.count = 4000;
    expect(checkComposition(a).map((p) => p.message)).toEqual(['slot 2/2 would heal to 6000 troops, more than 5000']);
    const r = makeRound([{ name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' }]);
    r.armies.push(a);
    r.players.push({ name: 'R', team: 'Coalition', rank: 'Lt Commander' });
    const { next } = resolveTurn(r, '', { seed: 1 });
    expect(slotAlive(next.armies.find((x) => x.name === 'R')!, 0)).toBe(5000);
  });
});
