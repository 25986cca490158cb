import { describe, expect, it } from 'vitest';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { emptyLedger, extendedDeadline, hoursRemaining, requestExtension, type ExtensionLedger, type ExtensionRequest } from '../../../../core/diplomacy/running/extensions';

const wm = getRunningRules('wm2004').extensions!;
const mj = getRunningRules('maharajiad').extensions!;
const H = 3_600_000;
const deadline = Date.parse('2004-12-20T12:00Z');
const ask = (over: Partial<ExtensionRequest> = {}): ExtensionRequest => ({ power: 'Austria', phase: 'F1903M', requestedAt: deadline - 48 * H, deadline, hours: 48, ...over });

function run(rules: typeof wm, requests: ExtensionRequest[]): { ledger: ExtensionLedger; granted: boolean[] } {
  let ledger = emptyLedger;
  const granted: boolean[] = [];
  for (const r of requests) { const out = requestExtension(rules, ledger, r); ledger = out.ledger; granted.push(out.decision.granted); }
  return { ledger, granted };
}

describe('extensions under the World Masters rules', () => {
  it('grants one guaranteed extension, further ones only with the GM\'s consent (000 D.VII(5)a)', () => {
    const { granted, ledger } = run(wm, [ask(), ask({ phase: 'W1903A' }), ask({ phase: 'S1904M', gmConsents: true })]);
    expect(granted).toEqual([true, false, true]);
    expect(ledger.decisions[1]!.clause).toBe('000 D.VII(5)a');
    expect(hoursRemaining(wm, ledger, 'Austria')).toBe(72);
  });

  it('never grants one position more than 7 days in a game (000 D.VII(5)a)', () => {
    const { granted } = run(wm, [ask({ hours: 96 }), ask({ hours: 72, gmConsents: true }), ask({ hours: 1, gmConsents: true })]);
    expect(granted).toEqual([true, true, false]);
    expect(run(wm, [ask({ hours: 7 * 24 + 1 })]).granted).toEqual([false]);
  });

  it('rejects a request made less than 12 hours before the deadline, for that turn only (000 D.VII(5)b)', () => {
    const late = requestExtension(wm, emptyLedger, ask({ requestedAt: deadline - 11 * H }));
    expect(late.decision).toMatchObject({ granted: false, clause: '000 D.VII(5)b' });
    // The same player may ask for a later turn, and the guaranteed extension is still there.
    const later = requestExtension(wm, late.ledger, ask({ phase: 'W1903A', requestedAt: deadline - 12 * H }));
    expect(later.decision).toMatchObject({ granted: true, reason: 'the guaranteed extension' });
  });

  it('grants holiday extensions free of charge (000 D.VII(5)c)', () => {
    const { ledger, granted } = run(wm, [ask({ holiday: true, hours: 7 * 24 }), ask()]);
    expect(granted).toEqual([true, true]);
    expect(ledger.decisions[0]).toMatchObject({ charged: false, clause: '000 D.VII(5)c' });
    expect(extendedDeadline(ledger, 'F1903M', deadline)).toBe(deadline + (7 * 24 + 48) * H);
  });
});

describe('extensions under the Maharajiad rules', () => {
  it('keeps a balance of 8 days in whole days (001 B.VIII(5)a)', () => {
    const { granted, ledger } = run(mj, [ask({ hours: 72 }), ask({ hours: 36 }), ask({ hours: 120 }), ask({ hours: 24 })]);
    expect(granted).toEqual([true, false, true, false]);
    expect(hoursRemaining(mj, ledger, 'Austria')).toBe(0);
    expect(hoursRemaining(mj, ledger, 'Bengal')).toBe(8 * 24);
  });

  it('rejects a late request for that turn only (001 B.VIII(5)b)', () => {
    const out = requestExtension(mj, emptyLedger, ask({ requestedAt: deadline - 6 * H }));
    expect(out.decision).toMatchObject({ granted: false, clause: '001 B.VIII(5)b' });
    expect(requestExtension(mj, out.ledger, ask({ phase: 'W1503A' })).decision.granted).toBe(true);
  });

  it('grants holiday extensions without charging the balance (001 B.VIII(5)c)', () => {
    const { ledger } = run(mj, [ask({ holiday: true, hours: 48 })]);
    expect(ledger.decisions[0]).toMatchObject({ granted: true, charged: false, clause: '001 B.VIII(5)c' });
    expect(hoursRemaining(mj, ledger, 'Austria')).toBe(8 * 24);
  });
});
