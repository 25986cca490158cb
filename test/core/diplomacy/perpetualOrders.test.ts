// 001 B.III(4): an order set applies to one turn only. A request to keep orders standing is warned
// about when read, and nothing of the set reaches the next turn: a player who does not order again
// is NMR there, his units hold, and the old moves are not repeated.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../core/diplomacy/variants';
import { getProfile } from '../../../core/diplomacy/houseRules';
import { readOrderMail } from '../../../core/diplomacy/intake/index';
import { nmrPowers, ordersForTurn } from '../../../core/diplomacy/index';
import { currentPhase, playPhase, startGame } from '../../../core/diplomacy/game';

const standard = getVariant('standard');
const mj = getProfile('maharajiad');
const mail = 'From: france@example.org\nTo: gm@example.org\nDate: Thu, 17 Sep 2026 12:00:00 +0000\nSubject: France orders\n\nFrance:\nA Par - Pic\nA Mar - Bur\nF Bre - Mao\nPlease use these as standing orders until I say otherwise.\n';

describe('no perpetual orders (001 B.III(4))', () => {
  it('001 B.III(4) the standing-orders request is warned about, and the next turn carries nothing: France is NMR and its units do not move again', async () => {
    const spring = startGame(standard, 'maharajiad');
    const reading = (await readOrderMail(mail, { variant: standard, position: currentPhase(spring).position, rules: mj }));
    expect(reading.messages[0]!.warnings.map((w) => w.clause)).toContain('001 B.III(4)');
    const springTurn = ordersForTurn([{ id: 'm1', sets: reading.sets }], mj, currentPhase(spring).position);
    expect(springTurn.orders.France).toHaveLength(3);
    const fall = playPhase(spring, Object.values(springTurn.orders).flat(), {}, mj);
    const fallPosition = currentPhase(fall).position;
    expect(fallPosition.units.filter((u) => u.power === 'France').map((u) => u.location).sort()).toEqual(['bur', 'mao', 'pic']);
    // The Fall turn has no mail from France: nothing of the Spring set is carried to it.
    const fallTurn = ordersForTurn([], mj, fallPosition);
    expect(fallTurn.orders.France ?? []).toEqual([]);
    expect(nmrPowers(standard, fallPosition, fallTurn)).toContain('France');
    const after = playPhase(fall, [], {}, mj);
    expect(currentPhase(after).position.units.filter((u) => u.power === 'France').map((u) => u.location).sort()).toEqual(['bur', 'mao', 'pic']);
    // Even the same mail pasted again for Fall is read against the Fall board: its Spring moves no longer fit.
    const again = (await readOrderMail(mail, { variant: standard, position: fallPosition, rules: mj }));
    expect(ordersForTurn([{ id: 'm2', sets: again.sets }], mj, fallPosition).orders.France ?? []).toEqual([]);
  });
});
