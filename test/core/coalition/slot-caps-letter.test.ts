// Slot caps to the letter (004 2.1, 2.3.3): core/coalition/slotCaps.ts on hand-built slots, each
// boundary from both sides. Written from the mutants `npm run mutate -- coalition` found surviving
// (issue 19).
import { describe, expect, it } from 'vitest';
import { capSlotFull, slotFullTotal } from '../../../core/coalition/slotCaps';
import type { Army } from '../../../core/coalition/types';

type Slots = Army['slots'];
const creature = (name: string, full: number, count: number) => ({ name, power: 2, toughness: 2, colours: [], full, count });

describe('slot caps (004 2.1, 2.3.3)', () => {
  it('004 2.1 a slot\'s full total is the sum of its creatures\' full numbers; a slot that does not exist holds nothing', () => {
    const army = { slots: [[creature('X', 3000, 2000), creature('Y', 1500, 1500)]] as Slots };
    expect(slotFullTotal(army, 0)).toBe(4500);
    expect(slotFullTotal(army, 3)).toBe(0);
  });

  it('004 2.3.3 a slot at or under its cap is left alone', () => {
    const at = { slots: [[creature('X', 3000, 2000), creature('Y', 2000, 2000)]] as Slots, losses: [{ creature: 'X', slot: 0, amount: 1000, duringDay: 1 }] };
    expect(capSlotFull(at, 0)).toBe(0);
    expect(at.slots[0]!.map((c) => c.full)).toEqual([3000, 2000]);
    expect(at.losses).toEqual([{ creature: 'X', slot: 0, amount: 1000, duringDay: 1 }]);
    expect(capSlotFull({ slots: [] as Slots, losses: [] }, 0)).toBe(0);
    expect(capSlotFull({ slots: [[creature('X', 9000, 0)]] as Slots, losses: [] }, 4)).toBe(0);
  });

  it('004 2.3.3 over the cap, lost troops are given up, the biggest gap first, and the newest loss records shrink first', () => {
    const army = {
      slots: [[creature('Y', 3000, 2800), creature('X', 3000, 2000)]] as Slots,
      losses: [
        { creature: 'X', slot: 0, amount: 600, duringDay: 1 }, { creature: 'Y', slot: 0, amount: 200, duringDay: 1 },
        { creature: 'X', slot: 1, amount: 100, duringDay: 1 }, { creature: 'X', slot: 0, amount: 700, duringDay: 2 },
      ],
    };
    expect(capSlotFull(army, 0)).toBe(1000);
    expect(army.slots[0]!.map((c) => [c.name, c.full, c.count])).toEqual([['Y', 3000, 2800], ['X', 2000, 2000]]);
    expect(army.losses).toEqual([
      { creature: 'X', slot: 0, amount: 300, duringDay: 1 }, { creature: 'Y', slot: 0, amount: 200, duringDay: 1 },
      { creature: 'X', slot: 1, amount: 100, duringDay: 1 },
    ]);
  });

  it('004 2.3.3 an excess bigger than one gap takes from the next creature too; troops alive are never given up', () => {
    const army = { slots: [[creature('Z', 500, 500), creature('Y', 3100, 2900), creature('X', 3000, 2000)]] as Slots, losses: [{ creature: 'Y', slot: 0, amount: 200, duringDay: 3 }] };
    // full 6600 in a 5000 slot: X gives 1000, Y its 200, and 400 troops alive stay over the cap.
    expect(capSlotFull(army, 0)).toBe(1200);
    expect(army.slots[0]!.map((c) => c.full)).toEqual([500, 2900, 2000]);
    expect(army.losses).toEqual([]);
  });

  it('004 2.1 the caps are 5,000, 2,500, 1,500 and 1,000 troops by slot', () => {
    for (const [slot, cap] of [[0, 5000], [1, 2500], [2, 1500], [3, 1000]] as const) {
      const slots: Slots = [[], [], [], []];
      slots[slot] = [creature('X', cap + 10, cap - 100)];
      expect(capSlotFull({ slots, losses: [] }, slot)).toBe(10);
    }
  });

  it('004 2.1 an army has four slots: a fifth (a malformed roster) has no cap here and is left as it is', () => {
    // checkComposition reports the extra slot (004 2.1); capping must not invent a limit for it
    // or write nonsense into it.
    const slots: Slots = [[], [], [], [], [creature('X', 9000, 1000)]];
    const army = { slots, losses: [{ creature: 'X', slot: 4, amount: 8000, duringDay: 1 }] };
    expect(capSlotFull(army, 4)).toBe(0);
    expect(army.slots[4]).toEqual([creature('X', 9000, 1000)]);
    expect(army.losses).toEqual([{ creature: 'X', slot: 4, amount: 8000, duringDay: 1 }]);
  });

  it('004 2.3.3 the creature with the biggest gap gives up its lost troops first, wherever it is listed', () => {
    // 6000 full in the 5000 slot: X (listed first) lost 1000, Y 200. X gives its 1000; Y keeps
    // its 200 to heal.
    const army = { slots: [[creature('X', 3400, 2400), creature('Y', 2600, 2400)]] as Slots, losses: [] };
    expect(capSlotFull(army, 0)).toBe(1000);
    expect(army.slots[0]!.map((c) => [c.name, c.full])).toEqual([['X', 2400], ['Y', 2600]]);
  });
});
