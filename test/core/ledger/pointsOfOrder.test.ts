// Points of Order in a seed-003 game; February 2019 is GMT, so UTC times are UK times.
// 13 Feb 2019 is a Wednesday (Ben P's day), 14 Feb a Thursday (Alex T's).
import { describe, expect, it } from 'vitest';
import { findRule, importNomicJson, NomicSession, rulesInForceAt, SEED_003_PLAYERS, type NomicPlayer } from '../../../core/ledger/index';
import { readSeed } from './seeds';

const C = 'Chris B', D = 'Dave M', B = 'Ben P', T = 'Alex T', W = 'Alex W';
const session = (players: readonly NomicPlayer[] = SEED_003_PLAYERS) => new NomicSession({ ruleset: importNomicJson(readSeed('003')), startDate: '2019-02-11', players });
const raise = (s: NomicSession, by: string, at: string, about?: string) => {
  const r = s.raisePointOfOrder(by, at, 'Point of Order: is this legal?', about);
  if (r.kind !== 'point-of-order') throw new Error('voided');
  return r.pointOfOrder.id;
};
const order = (s: NomicSession, id: string) => s.pointsOfOrder().find((p) => p.id === id)!;

describe('Points of Order and Judgements (003 214)', () => {
  it('003 214a a Point of Order is judged by the player whose allocated day preceded the current day', () => {
    const s = session();
    expect(order(s, raise(s, C, '2019-02-13T12:00:00Z')).judge).toBe(D);
    const m = session();
    expect(order(m, raise(m, B, '2019-02-11T12:00:00Z')).judge).toBe(W); // Monday: Friday's player
  });

  it('003 214h one Judge settles every question of the turn', () => {
    const s = session();
    const a = raise(s, C, '2019-02-13T09:00:00Z');
    const b = raise(s, T, '2019-02-13T17:00:00Z');
    expect([order(s, a).judge, order(s, b).judge]).toEqual([D, D]);
  });

  it('003 214b records the Judge\'s Judgement, a Dispute within the hour, and opinions within the hour after it', () => {
    const s = session();
    const id = raise(s, C, '2019-02-13T12:00:00Z');
    expect(() => s.postJudgement(B, '2019-02-13T12:30:00Z', id, 'Judgement: legal')).toThrow(/not the Judge.*003 214b/);
    s.postJudgement(D, '2019-02-13T13:00:00Z', id, 'Judgement: it is legal');
    expect(order(s, id)).toMatchObject({ status: 'judged', judgement: { text: 'it is legal', at: '2019-02-13T13:00:00Z' } });
    expect(() => s.postDispute(D, '2019-02-13T13:10:00Z', id, 'Dispute: me')).toThrow(/003 214b/);
    s.postDispute(C, '2019-02-13T13:30:00Z', id, 'Dispute: Judgement on PoO-1');
    expect(() => s.postOpinion(T, '2019-02-13T14:31:00Z', id, 'I disagree with Judgement PoO-1')).toThrow(/is not disputed \(003 214b\)/);
    expect(order(s, id).formerJudges).toHaveLength(1);
    const late = session();
    const id2 = raise(late, C, '2019-02-13T12:00:00Z');
    late.postJudgement(D, '2019-02-13T13:00:00Z', id2, 'Judgement: yes');
    expect(() => late.postDispute(C, '2019-02-13T14:01:00Z', id2, 'Dispute: too late')).toThrow(/003 214/);
  });

  it('003 214c invoked when nobody disputes within the hour', () => {
    const s = session();
    const id = raise(s, C, '2019-02-13T12:00:00Z');
    s.postJudgement(D, '2019-02-13T13:00:00Z', id, 'Judgement: legal');
    s.advanceTo('2019-02-13T13:59:59Z');
    expect(order(s, id).status).toBe('judged');
    s.advanceTo('2019-02-13T14:00:00Z');
    expect(order(s, id)).toMatchObject({ status: 'invoked', invokedAt: '2019-02-13T14:00:00.000Z' });
  });

  it('003 214c invoked as soon as a single player other than the Judge agrees', () => {
    const s = session();
    const id = raise(s, C, '2019-02-13T12:00:00Z');
    s.postJudgement(D, '2019-02-13T13:00:00Z', id, 'Judgement: legal');
    s.postDispute(C, '2019-02-13T13:30:00Z', id, 'Dispute: no');
    s.postOpinion(W, '2019-02-13T13:35:00Z', id, 'I disagree with Judgement PoO-1');
    s.postOpinion(T, '2019-02-13T13:45:00Z', id, 'I agree with Judgement PoO-1');
    expect(order(s, id)).toMatchObject({ status: 'invoked', invokedAt: '2019-02-13T13:45:00Z' });
  });

  it('003 214c and 003 214d overruled when every opinion disagrees: the player preceding the Judge in rule 201 order judges', () => {
    const s = session();
    const id = raise(s, C, '2019-02-13T12:00:00Z');
    s.postJudgement(D, '2019-02-13T13:00:00Z', id, 'Judgement: legal');
    s.postDispute(C, '2019-02-13T13:30:00Z', id, 'Dispute: no');
    s.postOpinion(T, '2019-02-13T13:40:00Z', id, 'I disagree with Judgement PoO-1');
    s.postOpinion(W, '2019-02-13T13:50:00Z', id, 'I disagree with Judgement PoO-1');
    s.advanceTo('2019-02-13T14:30:00Z');
    expect(order(s, id)).toMatchObject({ status: 'awaiting-judgement', judge: C, formerJudges: [{ player: D, why: 'overruled', judgement: 'legal' }] });
  });

  it('003 214d a Judge who has not invoked Judgement by the end of the day loses the question; never to the day\'s player or his team-mate', () => {
    const s = session();
    const id = raise(s, C, '2019-02-14T12:00:00Z'); // Thursday: Judge Ben P
    expect(order(s, id).judge).toBe(B);
    s.advanceTo('2019-02-15T00:00:00Z');
    expect(order(s, id)).toMatchObject({ judge: D, formerJudges: [{ player: B, why: 'not invoked by the end of the day' }] });
    // Teams: Chris B plays with Ben P, so on Ben's Wednesday neither judges.
    const teams = SEED_003_PLAYERS.map((p) => (p.name === C || p.name === B ? { ...p, team: 'red' } : p));
    const t = session(teams);
    const id2 = raise(t, T, '2019-02-13T12:00:00Z');
    t.postJudgement(D, '2019-02-13T13:00:00Z', id2, 'Judgement: x');
    t.postDispute(T, '2019-02-13T13:10:00Z', id2, 'Dispute: x');
    t.advanceTo('2019-02-13T14:10:00Z');
    expect(order(t, id2).judge).toBe(W);
  });

  it('003 214e a rule-change adopted while its Judgement is pending takes effect only when the Judgement is invoked', () => {
    const s = session();
    s.post(B, '2019-02-13T10:00:00Z', 'Rule-change: new rule', [{ kind: 'enact', text: ['Disputed rule.'] }]);
    const id = raise(s, C, '2019-02-13T12:00:00Z', '301');
    s.post(B, '2019-02-13T12:30:00Z', 'Vote: Yes');
    s.advanceTo('2019-02-14T01:00:00Z');
    expect(s.proposal('301')).toMatchObject({ status: 'adopted', awaitingJudgement: true });
    expect(findRule(s.ruleset, '301')).toBeUndefined();
    // Dave M did not judge by the end of Wednesday: Chris B (Alex T's day is Thursday) takes over.
    expect(order(s, id).judge).toBe(C);
    s.postJudgement(C, '2019-02-14T09:00:00Z', id, 'Judgement: the rule is fine');
    s.advanceTo('2019-02-14T10:00:00Z');
    expect(s.proposal('301')).toMatchObject({ awaitingJudgement: false, tookEffectAt: '2019-02-14T10:00:00.000Z' });
    expect(rulesInForceAt(s.ruleset, '2019-02-14T09:59:59Z').some((v) => v.number === '301')).toBe(false);
    expect(rulesInForceAt(s.ruleset, '2019-02-14T10:00:00Z').some((v) => v.number === '301')).toBe(true);
  });

  it('003 214f refuses a Point of Order against a rule-change whose vote is complete but not yet in effect', () => {
    const s = session();
    s.post(B, '2019-02-13T10:00:00Z', 'Rule-change: new rule', [{ kind: 'enact', text: ['Disputed rule.'] }]);
    raise(s, C, '2019-02-13T12:00:00Z', '301');
    s.post(B, '2019-02-13T12:30:00Z', 'Vote: Yes');
    expect(() => s.raisePointOfOrder(T, '2019-02-14T02:00:00Z', 'Point of Order: 301 again', '301')).toThrow(/003 214f/);
  });

  it('003 214g several Points of Order may run at once, but at most three active per player', () => {
    const s = session();
    const ids = [raise(s, C, '2019-02-13T09:00:00Z'), raise(s, C, '2019-02-13T09:10:00Z'), raise(s, C, '2019-02-13T09:20:00Z')];
    expect(s.pointsOfOrder().filter((p) => p.status === 'awaiting-judgement')).toHaveLength(3);
    expect(() => raise(s, C, '2019-02-13T09:30:00Z')).toThrow(/three active.*003 214g/);
    expect(raise(s, T, '2019-02-13T09:40:00Z')).toBe('PoO-4');
    s.postJudgement(D, '2019-02-13T10:00:00Z', ids[0]!, 'Judgement: fine');
    s.advanceTo('2019-02-13T11:00:00Z');
    expect(raise(s, C, '2019-02-13T11:30:00Z')).toBe('PoO-5');
  });

  it('003 201b a Point of Order posted at the weekend is void', () => {
    const s = session();
    expect(s.raisePointOfOrder(C, '2019-02-16T12:00:00Z', 'Point of Order: x')).toMatchObject({ kind: 'void', clause: '003 201b' });
  });
});
