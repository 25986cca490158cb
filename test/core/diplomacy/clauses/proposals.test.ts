// 001 B.X(2)d: refusing repetitive or humorous proposals (core/diplomacy/running/proposalRefusal.ts).
import { describe, expect, it } from 'vitest';
import { putToVote, refuseProposal, sameProposal } from '../../../../core/diplomacy/running/proposalRefusal';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';

describe('refusing proposals', () => {
  it('001 B.X(2)d: the GM may refuse a repetitive or humorous proposal, and the refusal is recorded', () => {
    const rules = getRunningRules('maharajiad');
    const draw = { kind: 'draw' as const, survivors: ['Persia', 'Mughal', 'Delhi'] };
    const records = putToVote([], draw, 'Persia', 1);
    const again = refuseProposal(rules, records, { kind: 'draw', survivors: ['Delhi', 'Persia', 'Mughal'] }, 'Persia', 2, 'repetitive', 'third time this year');
    if (!again.ok) throw new Error(again.reason);
    expect(again.records).toHaveLength(2);
    expect(again.records[1]).toMatchObject({ status: 'refused', by: 'Persia', refusal: { grounds: 'repetitive', note: 'third time this year', clause: '001 B.X(2)d' } });
    // A different line-up is not repetitive.
    expect(refuseProposal(rules, records, { kind: 'draw', survivors: ['Persia', 'Mughal'] }, 'Persia', 2, 'repetitive', '').ok).toBe(false);
    const joke = refuseProposal(rules, records, { kind: 'concession', to: 'Persia' }, 'Persia', 3, 'humorous', 'Persia proposing its own win with 3 centres');
    expect(joke.ok).toBe(true);
    expect(refuseProposal(rules, records, { kind: 'concession', to: 'Persia' }, 'Persia', 3, 'humorous', '  ').ok).toBe(false);
    // World Masters rules give the GM no such power.
    expect(refuseProposal(getRunningRules('wm2004'), records, draw, 'Persia', 2, 'repetitive', 'x').ok).toBe(false);
    expect(sameProposal({ kind: 'house-rule', rule: 'Press ', gmAgrees: true }, { kind: 'house-rule', rule: 'press', gmAgrees: false })).toBe(true);
    expect(sameProposal({ kind: 'continue' }, draw)).toBe(false);
  });
});
