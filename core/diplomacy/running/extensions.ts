// The extensions ledger: every extension asked for, per position (power), with the decision and
// the clause behind it. 000 D.VII(5): one guaranteed extension, more at the GM's discretion, never
// more than 7 days for one position in one game. 001 B.VIII(5): 8 days of guaranteed extensions
// in 1-day steps. Both: ask at least 12 hours before the deadline; holiday extensions declared by
// the TD cost nothing and must be granted when any player or the GM asks.
import { HOUR } from './gmt';
import type { ExtensionRules } from './runningRules';
import type { PowerName } from '../types';

export interface ExtensionRequest {
  power: PowerName;
  /** The phase whose deadline is to move, `F1903M`. */
  phase: string;
  requestedAt: number;
  /** The deadline the request is measured against. */
  deadline: number;
  hours: number;
  /** A TD-declared holiday extension (Christmas): free of charge. */
  holiday?: boolean;
  /** The GM agrees to an extension beyond the guaranteed one (000 D.VII(5): GM's discretion). */
  gmConsents?: boolean;
}

export interface ExtensionDecision {
  request: ExtensionRequest;
  granted: boolean;
  /** True when it counts against the position's allowance. */
  charged: boolean;
  clause: string;
  reason: string;
}

export interface ExtensionLedger { decisions: ExtensionDecision[] }

export const emptyLedger: ExtensionLedger = { decisions: [] };

/** Extension hours already charged to a power. */
export function hoursCharged(ledger: ExtensionLedger, power: PowerName): number {
  return ledger.decisions.filter((d) => d.granted && d.charged && d.request.power === power).reduce((s, d) => s + d.request.hours, 0);
}

/** What the power may still be granted, in hours. */
export function hoursRemaining(rules: ExtensionRules, ledger: ExtensionLedger, power: PowerName): number {
  return Math.max(0, rules.capHours - hoursCharged(ledger, power));
}

function decide(rules: ExtensionRules, ledger: ExtensionLedger, r: ExtensionRequest): Omit<ExtensionDecision, 'request'> {
  const wm = rules.kind === 'one-guaranteed';
  const late = r.deadline - r.requestedAt < rules.minNoticeHours * HOUR;
  if (!(r.hours > 0)) return { granted: false, charged: false, clause: rules.clause, reason: 'an extension must be of some length' };
  if (late) {
    return { granted: false, charged: false, clause: wm ? '000 D.VII(5)b' : '001 B.VIII(5)b',
      reason: `asked less than ${rules.minNoticeHours} hours before the deadline: rejected for this turn (it may be asked again for a later turn)` };
  }
  if (r.holiday) return { granted: true, charged: false, clause: wm ? '000 D.VII(5)c' : '001 B.VIII(5)c', reason: 'holiday extension: granted and not charged' };
  if (rules.stepHours !== null && r.hours % rules.stepHours !== 0) {
    return { granted: false, charged: false, clause: '001 B.VIII(5)a', reason: `extensions are granted in steps of ${rules.stepHours / 24} day` };
  }
  const used = hoursCharged(ledger, r.power);
  if (used + r.hours > rules.capHours) {
    return { granted: false, charged: false, clause: wm ? '000 D.VII(5)a' : '001 B.VIII(5)a',
      reason: `${r.power} has had ${used / 24} days of extensions; this would pass the ${rules.capHours / 24}-day limit` };
  }
  if (!wm) return { granted: true, charged: true, clause: '001 B.VIII(5)a', reason: `granted; ${(rules.capHours - used - r.hours) / 24} days left` };
  const guaranteedUsed = ledger.decisions.some((d) => d.granted && d.charged && d.request.power === r.power);
  if (!guaranteedUsed) return { granted: true, charged: true, clause: '000 D.VII(5)a', reason: 'the guaranteed extension' };
  if (r.gmConsents) return { granted: true, charged: true, clause: '000 D.VII(5)a', reason: 'a further extension at the GM\'s discretion' };
  return { granted: false, charged: false, clause: '000 D.VII(5)a', reason: 'the guaranteed extension is used; a further one needs the GM\'s consent' };
}

/** Decides a request and returns the ledger with the decision recorded (the old ledger is untouched). */
export function requestExtension(rules: ExtensionRules, ledger: ExtensionLedger, request: ExtensionRequest): { ledger: ExtensionLedger; decision: ExtensionDecision } {
  const decision: ExtensionDecision = { request, ...decide(rules, ledger, request) };
  return { ledger: { decisions: [...ledger.decisions, decision] }, decision };
}

/** The deadline after every extension granted for `phase` (extensions add up). */
export function extendedDeadline(ledger: ExtensionLedger, phase: string, deadline: number): number {
  return deadline + ledger.decisions.filter((d) => d.granted && d.request.phase === phase).reduce((s, d) => s + d.request.hours * HOUR, 0);
}
