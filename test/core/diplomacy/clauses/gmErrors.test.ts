// GM errors in a published adjudication: two units in one space (000 D.VIII(2), 001 B.IX(2)) and
// the Flying Dutchman (000 D.VIII(3), 001 B.IX(3)).
import { describe, expect, it } from 'vitest';
import { resolveTwoUnitsInOneSpace } from '../../../../core/diplomacy/running/twoUnitsInOneSpace';
import { flyingDutchmanRuling } from '../../../../core/diplomacy/running/flyingDutchman';
import { maharajiad, position, run } from '../engine/helpers';

describe('GM errors on the board (001 B.IX)', () => {
  it('001 B.IX(2): the erroneous unit goes where it should have been if vacant, else off the board; nothing if a unit has left', () => {
    // t0 France A bur, t1 Germany A bur (the error: it should be in mun), t2 Germany A ber.
    const pos = position('France: A bur; Germany: A bur, A ber');
    const moved = resolveTwoUnitsInOneSpace('maharajiad', pos, 't1', 'mun');
    if (moved.action !== 'moved') throw new Error(moved.action);
    expect(moved.clause).toBe('001 B.IX(2)');
    expect(moved.position.units.map((u) => `${u.power} ${u.location}`)).toEqual(['France bur', 'Germany mun', 'Germany ber']);
    // It should have been in Berlin, which another unit holds: off the board.
    const removed = resolveTwoUnitsInOneSpace('maharajiad', pos, 't1', 'ber');
    if (removed.action !== 'removed') throw new Error(removed.action);
    expect(removed.position.units.map((u) => u.id)).toEqual(['t0', 't2']);
    // By the time the error is noticed the French army has moved on: the position stands.
    const left = position('France: A pic; Germany: A bur, A ber');
    expect(resolveTwoUnitsInOneSpace('maharajiad', left, 't1', 'mun')).toMatchObject({ action: 'none', clause: '001 B.IX(2)' });
    expect(resolveTwoUnitsInOneSpace('wm2004', pos, 't1', 'mun').clause).toBe('000 D.VIII(2)');
  });

  it('001 B.IX(3): an extra unit that has existed for more than one adjudication stays; the next build/disband phase rectifies the count', () => {
    expect(flyingDutchmanRuling('maharajiad', 2)).toMatchObject({ stays: true, clause: '001 B.IX(3)' });
    expect(flyingDutchmanRuling('maharajiad', 1)).toMatchObject({ stays: false, clause: '001 B.IX(1)a' });
    expect(flyingDutchmanRuling('wm2004', 3).clause).toBe('000 D.VIII(3)');
    // The Dutchman (a fourth German army on three centres) stays through the Fall and is rectified in the adjustment.
    const fall = position('Germany: A mun, A ber, F kie, A sil', { phase: { year: 1502, season: 'fall', type: 'movement' } });
    const centres = { mun: 'Germany', ber: 'Germany', kie: 'Germany' };
    const f = run({ ...fall, centres }, 'Germany: A mun H, A ber H, F kie H, A sil H', maharajiad);
    expect(f.next.units.filter((u) => u.power === 'Germany')).toHaveLength(4);
    expect(f.next.phase).toEqual({ year: 1502, season: 'winter', type: 'adjustment' });
    const w = run(f.next, 'Germany: A sil D', maharajiad);
    expect(w.next.units.filter((u) => u.power === 'Germany').map((u) => u.location).sort()).toEqual(['ber', 'kie', 'mun']);
  });
});
