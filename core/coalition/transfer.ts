// 004 2.3.3, 3.2.4: moving troops from one army to an adjacent friendly one. The troops keep their
// slot tier (the 5000 slot's creatures go to the receiver's 5000 slot). The receiver must stay legal
// afterwards: at most 6 creature types (types with 0 alive included), slot maxima, sizes, colours.

import { checkComposition } from './composition';
import { capSlotFull } from './slotCaps';
import type { Army, Creature, PendingTransfer, Round } from './types';

export interface TransferCheck { ok: boolean; problems: { rule: string; message: string }[]; moving: { slot: number; creature: Creature; amount: number }[] }

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function checkTransfer(sender: Army, receiver: Army, creatures: Record<string, number>): TransferCheck {
  const problems: TransferCheck['problems'] = [];
  const moving: TransferCheck['moving'] = [];
  for (const [name, raw] of Object.entries(creatures)) {
    const amount = Math.floor(Number(raw));
    let found = false;
    sender.slots.forEach((slot, i) => slot.forEach((c) => {
      if (found || !same(c.name, name)) return;
      found = true;
      if (!(amount > 0) || amount > c.count) problems.push({ rule: '004 2.3.3', message: `${sender.name} has ${c.count} ${c.name}, cannot send ${raw}` });
      else moving.push({ slot: i, creature: c, amount });
    }));
    if (!found) problems.push({ rule: '004 2.3.3', message: `${sender.name} has no creature "${name}"` });
  }
  // Try the receiver's slots after the transfer, exactly as receiveTroops will leave them.
  const after = { slots: receiver.slots.map((slot) => slot.map((c) => ({ ...c, colours: [...c.colours] }))), losses: receiver.losses.map((l) => ({ ...l })) };
  receiveTroops(after, moving.map((m) => ({ slot: m.slot, name: m.creature.name, power: m.creature.power, toughness: m.creature.toughness, colours: m.creature.colours, amount: m.amount })));
  for (const p of checkComposition({ team: receiver.team, rank: receiver.rank, factions: receiver.factions, slots: after.slots })) {
    problems.push({ rule: p.rule === '004 2.1' || p.rule === '004 2.1b' ? '004 2.3.3' : p.rule, message: `${receiver.name} after the transfer: ${p.message}` });
  }
  return { ok: problems.length === 0, problems, moving };
}

/** 004 3.2.4.3.4: the sender loses the troops in this turn's update (the moving list points at its creatures). */
export function sendTroops(moving: TransferCheck['moving']): void {
  for (const m of moving) { m.creature.count -= m.amount; m.creature.full -= m.amount; }
}

/**
 * The receiver gains them (now, or at the end of its battle — 3.2.4.3.1-3). The arrivals fill the
 * places of the receiver's lost troops first: a slot never heals past its cap (004 2.1, 2.3.3), so
 * lost troops that no longer fit are given up (capSlotFull). Returns how many were given up.
 */
export function receiveTroops(receiver: Pick<Army, 'slots' | 'losses'>, moving: { slot: number; name: string; power: Creature['power']; toughness: Creature['toughness']; colours: Creature['colours']; amount: number }[]): number {
  const touched = new Set<number>();
  for (const m of moving) {
    const slot = receiver.slots[m.slot];
    if (!slot) continue;
    const existing = slot.find((c) => same(c.name, m.name));
    if (existing) { existing.count += m.amount; existing.full += m.amount; }
    else slot.push({ name: m.name, power: m.power, toughness: m.toughness, colours: [...m.colours], count: m.amount, full: m.amount });
    touched.add(m.slot);
  }
  let givenUp = 0;
  for (const i of touched) givenUp += capSlotFull(receiver, i);
  return givenUp;
}

/** Said in the update when arrivals took the places of lost troops (004 2.3.3). */
export function givenUpNote(given: number): string {
  return given > 0 ? `; they take the places of ${given} lost troops, which will not heal (slot cap, 004 2.3.3)` : '';
}

/**
 * 004 3.2.4: carry out this turn's transfers. Without the private message naming the creatures the
 * transfer does nothing (3.2.4.2); if the receiver moved away it does not happen (3.2.4.1). The
 * sender loses the troops now (3.2.4.3.4). The receiver gets them now if nobody attacks it
 * (3.2.4.3.1); at the end of the battle if it is attacked this turn (3.2.4.3.2); if it was already
 * in battle, only if it won that battle — otherwise they die (3.2.4.3.3).
 */
export function carryOutTransfers(
  round: Round, transfers: { sender: Army; receiver: Army }[], startSquare: Map<Army, string>,
  inBattleAtStart: Set<Army>, attacked: Set<string>, events: { rule: string; message: string }[],
): void {
  for (const { sender, receiver } of transfers) {
    const detail = round.transfers.find((t) => same(t.from, sender.name) && same(t.to, receiver.name));
    if (!detail) { events.push({ rule: '004 3.2.4.2', message: `${sender.name}'s transfer to ${receiver.name} does nothing: no message with the creatures was sent to the judge` }); continue; }
    if (!round.armies.includes(receiver) || receiver.square !== startSquare.get(receiver)) { events.push({ rule: '004 3.2.4.1', message: `${receiver.name} moved away; ${sender.name}'s transfer does not happen` }); continue; }
    const check = checkTransfer(sender, receiver, detail.creatures);
    if (!check.ok) { for (const p of check.problems) events.push({ rule: p.rule, message: `transfer ${sender.name} -> ${receiver.name} refused: ${p.message}` }); continue; }
    sendTroops(check.moving);
    const troops: PendingTransfer['troops'] = check.moving.map((m) => ({ slot: m.slot, name: m.creature.name, power: m.creature.power, toughness: m.creature.toughness, colours: m.creature.colours, amount: m.amount }));
    events.push({ rule: '004 3.2.4.3.4', message: `${sender.name} sends ${check.moving.map((m) => `${m.amount} ${m.creature.name}`).join(', ')} to ${receiver.name}` });
    if (inBattleAtStart.has(receiver)) {
      const result = round.battleResults.find((r) => same(r.winner, receiver.name) || same(r.loser, receiver.name));
      if (result && same(result.winner, receiver.name)) { const given = receiveTroops(receiver, troops); events.push({ rule: '004 3.2.4.3.3', message: `${receiver.name} won its battle and receives the troops${givenUpNote(given)}` }); }
      else if (result) events.push({ rule: '004 3.2.4.3.3', message: `${receiver.name} lost its battle; the troops sent to it are killed` });
      else {
        round.pendingTransfers = [...(round.pendingTransfers ?? []), { to: receiver.name, requiresWin: true, troops }];
        events.push({ rule: '004 3.2.4.3.3', message: `${receiver.name} is in battle: the troops arrive only if it wins` });
      }
    } else if (attacked.has(receiver.name)) {
      round.pendingTransfers = [...(round.pendingTransfers ?? []), { to: receiver.name, requiresWin: false, troops }];
      events.push({ rule: '004 3.2.4.3.2', message: `${receiver.name} is attacked this turn: the troops arrive at the end of that battle` });
    } else {
      const given = receiveTroops(receiver, troops);
      events.push({ rule: '004 3.2.4.3.1', message: `${receiver.name} receives the troops now${givenUpNote(given)}` });
    }
  }
}
