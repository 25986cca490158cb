// Seed 003's Points of Order (rule 214), points posts (rule 209) and rule 215 in the ledger
// workspace's storage and worker operations: each GM entry is stored as a 'ledger-…' record first,
// and what the workspace shows is rebuilt from the records alone through ledgerApi.view, so a
// refusal by core (with its clause) is stored, shown, and refused again on every rebuild.
// The panels that drive these records are tested in pointsOfOrderPanel.test.tsx.
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOpenedDbs, freshDb } from '../storage/helpers';
import { createGame } from '../../../renderer/storage/games';
import { ledgerRecordsOf, loadLedgerState, recordAction, recordSetup, storeRulesetText } from '../../../renderer/ledger/ledgerRecords';
import { ledgerApi } from '../../../renderer/worker/ledgerApi';
import type { LedgerAction, LedgerState, LedgerView, PointOfOrderRow } from '../../../core/ledger/record';
import type { AdjutantDb } from '../../../renderer/storage/db';

afterEach(deleteOpenedDbs);

const C = 'Chris B', D = 'Dave M', B = 'Ben P', T = 'Alex T', W = 'Alex W';
const players = [{ name: C, day: 'Monday' }, { name: D, day: 'Tuesday' }, { name: B, day: 'Wednesday' }, { name: T, day: 'Thursday' }, { name: W, day: 'Friday' }];

/** A Nomic ledger on seed 003, first day Monday 2019-02-11 (GMT, so UTC = UK time). */
async function nomicGame(db: AdjutantDb) {
  const game = await createGame(db, { name: 'Nomic', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
  const s = ledgerApi.sampleRulesets().find((x) => x.id === 'suber-initial')!;
  const raw = await storeRulesetText(db, game.id, s.sourceName, s.text);
  await recordSetup(db, game.id, { rawInputId: raw.id, sourceName: s.sourceName, procedure: 'nomic', startDate: '2019-02-11', players });
  return game;
}

async function play(actions: LedgerAction[]): Promise<{ db: AdjutantDb; gameId: string; state: LedgerState; view: LedgerView }> {
  const db = freshDb();
  const game = await nomicGame(db);
  for (const a of actions) await recordAction(db, game.id, a);
  const state = (await loadLedgerState(db, game.id))!;
  return { db, gameId: game.id, state, view: ledgerApi.view(state) };
}

const raise = (by: string, at: string, text: string, about?: string): LedgerAction => ({ kind: 'ledger-point-of-order', by, at, text, ...(about ? { about } : {}) });
const order = (view: LedgerView, id: string): PointOfOrderRow => view.pointsOfOrder.find((p) => p.id === id)!;
const lastOutcome = (view: LedgerView) => view.outcomes[view.outcomes.length - 1]!;

describe('Points of Order in the ledger (003 214)', () => {
  it('003 214a stores the Point of Order first, verbatim, and names the Judge: the player whose allocated day preceded the current day', async () => {
    const hostile = '<img src=x onerror="alert(1)"> Is 301 legal?';
    const { db, gameId, state, view } = await play([raise(C, '2019-02-13T12:00:00.000Z', hostile)]);
    const rows = await ledgerRecordsOf(db, gameId);
    expect(rows.map((r) => r.kind)).toEqual(['ledger-setup', 'ledger-point-of-order']);
    expect(rows[1]!.payload).toMatchObject({ by: C, at: '2019-02-13T12:00:00.000Z', text: hostile });
    // Wednesday is Ben P's day: Tuesday's Dave M judges.
    expect(order(view, 'PoO-1')).toMatchObject({ raisedBy: C, question: hostile, judge: D, status: 'awaiting-judgement' });
    expect(lastOutcome(view)).toMatchObject({ accepted: true, message: `PoO-1 raised by ${C}; ${D} is the Judge (003 214a).` });
    expect(ledgerApi.nomicJudgeAt(state, '2019-02-13T12:00:00.000Z')).toEqual({ ok: true, judge: D });
    // Monday: Friday's Alex W judges (the weekend has no allocated days).
    expect(ledgerApi.nomicJudgeAt(state, '2019-02-11T12:00:00.000Z')).toEqual({ ok: true, judge: W });
  });

  it('003 214b 003 214c records the Judgement, a Dispute within the hour, opinions with their times, and invokes on the first agreement', async () => {
    const { view } = await play([
      raise(C, '2019-02-13T12:00:00.000Z', 'Is 301 legal?'),
      { kind: 'ledger-judgement', by: D, at: '2019-02-13T13:00:00.000Z', id: 'PoO-1', text: 'Judgement: it is legal' },
      { kind: 'ledger-dispute', by: C, at: '2019-02-13T13:30:00.000Z', id: 'PoO-1', text: 'Dispute: Judgement on PoO-1' },
      { kind: 'ledger-opinion', by: W, at: '2019-02-13T13:35:00.000Z', id: 'PoO-1', text: 'I disagree with Judgement PoO-1' },
      { kind: 'ledger-opinion', by: T, at: '2019-02-13T13:45:00.000Z', id: 'PoO-1', text: 'I agree with Judgement PoO-1' },
    ]);
    expect(order(view, 'PoO-1')).toMatchObject({
      status: 'invoked', judge: D, judgement: { text: 'it is legal', at: '2019-02-13T13:00:00.000Z' }, dispute: { by: C, at: '2019-02-13T13:30:00.000Z' },
      opinions: [{ player: W, agrees: false, at: '2019-02-13T13:35:00.000Z' }, { player: T, agrees: true, at: '2019-02-13T13:45:00.000Z' }],
      invokedAt: '2019-02-13T13:45:00.000Z',
    });
    expect(order(view, 'PoO-1').standing).toMatch(/Judgement invoked .*\(003 214c\)/);
    expect(lastOutcome(view).message).toBe(`${T} agrees: the Judgement on PoO-1 is invoked (003 214c).`);
  });

  it('003 214b refuses a Judgement by anyone but the Judge and a Dispute after the hour, with the reason; nothing is overwritten', async () => {
    const { view } = await play([
      raise(C, '2019-02-13T12:00:00.000Z', 'Is 301 legal?'),
      { kind: 'ledger-judgement', by: B, at: '2019-02-13T12:30:00.000Z', id: 'PoO-1', text: 'Judgement: no' },
      { kind: 'ledger-judgement', by: D, at: '2019-02-13T13:00:00.000Z', id: 'PoO-1', text: 'Judgement: yes' },
      { kind: 'ledger-judgement', by: D, at: '2019-02-13T13:05:00.000Z', id: 'PoO-1', text: 'Judgement: on second thoughts, no' },
      { kind: 'ledger-dispute', by: C, at: '2019-02-13T14:01:00.000Z', id: 'PoO-1', text: 'Dispute: too late' },
    ]);
    const [, byBen, , second, late] = view.outcomes;
    expect(byBen).toMatchObject({ accepted: false });
    expect(byBen!.message).toMatch(/Ben P is not the Judge of PoO-1 \(Dave M is\) \(003 214b\)/);
    expect(second).toMatchObject({ accepted: false });
    expect(second!.message).toMatch(/PoO-1 is judged \(003 214b\)/);
    expect(late!.accepted).toBe(false);
    expect(late!.message).toMatch(/003 214/);
    // The first Judgement stands; the hour without a dispute invoked it.
    expect(order(view, 'PoO-1')).toMatchObject({ status: 'invoked', judgement: { text: 'yes' }, invokedAt: '2019-02-13T14:00:00.000Z' });
  });

  it('003 214c 003 214d overruled when every opinion disagrees: the Judge passes to the player preceding him in rule-201 order, shown as who judges next', async () => {
    const steps: LedgerAction[] = [
      raise(C, '2019-02-13T12:00:00.000Z', 'Is 301 legal?'),
      { kind: 'ledger-judgement', by: D, at: '2019-02-13T13:00:00.000Z', id: 'PoO-1', text: 'Judgement: legal' },
      { kind: 'ledger-dispute', by: C, at: '2019-02-13T13:30:00.000Z', id: 'PoO-1', text: 'Dispute: no' },
      { kind: 'ledger-opinion', by: T, at: '2019-02-13T13:40:00.000Z', id: 'PoO-1', text: 'I disagree with Judgement PoO-1' },
      { kind: 'ledger-opinion', by: W, at: '2019-02-13T13:50:00.000Z', id: 'PoO-1', text: 'I disagree with Judgement PoO-1' },
    ];
    const { view } = await play(steps);
    // Before the hour is up the opinions are still open.
    expect(order(view, 'PoO-1')).toMatchObject({ status: 'disputed', deadline: '2019-02-13T14:30:00.000Z' });
    expect(order(view, 'PoO-1').standing).toMatch(/overruled if nobody has agreed by .*\(003 214c\)/);
    const { view: later } = await play([...steps, { kind: 'ledger-advance', at: '2019-02-13T14:30:00.000Z' }]);
    expect(order(later, 'PoO-1')).toMatchObject({
      status: 'awaiting-judgement', judge: C,
      handovers: [{ from: D, to: C, at: '2019-02-13T14:30:00.000Z', why: 'overruled', judgement: 'legal' }],
    });
    expect(lastOutcome(later).message).toMatch(/PoO-1 now judged by Chris B \(003 214d\)/);
  });

  it('003 214d a Judge who has not invoked Judgement by the end of the day loses the question (the GM lets time pass; stored as ledger-advance)', async () => {
    const { db, gameId, view } = await play([
      raise(C, '2019-02-14T12:00:00.000Z', 'Is 301 legal?'), // Thursday: Ben P judges
      { kind: 'ledger-advance', at: '2019-02-15T00:00:00.000Z' },
    ]);
    expect((await ledgerRecordsOf(db, gameId)).map((r) => r.kind)).toEqual(['ledger-setup', 'ledger-point-of-order', 'ledger-advance']);
    expect(order(view, 'PoO-1')).toMatchObject({ judge: D, handovers: [{ from: B, to: D, why: 'not invoked by the end of the day' }] });
    expect(view.ledgerTime).toBe('2019-02-15T00:00:00.000Z');
  });

  it('003 214e a rule-change adopted while a related Judgement is pending waits, and takes effect once the Judgement is invoked', async () => {
    const steps: LedgerAction[] = [
      { kind: 'ledger-proposal', by: B, at: '2019-02-13T10:00:00.000Z', text: 'Disputed rule.', changes: [{ kind: 'enact', text: ['Disputed rule.'] }] },
      raise(C, '2019-02-13T12:00:00.000Z', 'Is 301 proper?', '301'),
      { kind: 'ledger-ballot', proposal: '301', voter: B, vote: 'yes', at: '2019-02-13T12:30:00.000Z' },
      { kind: 'ledger-close', proposal: '301', at: '2019-02-14T00:00:00.000Z' },
    ];
    const { view } = await play(steps);
    const p = view.proposals.find((x) => x.id === '301')!;
    expect(p).toMatchObject({ status: 'adopted', awaitingJudgement: true });
    expect(p.standing).toMatch(/takes effect only when every related Judgement is invoked \(003 214e\)/);
    expect(view.rules.some((r) => r.number === '301')).toBe(false);
    expect(order(view, 'PoO-1').about).toBe('301');

    // Dave M did not judge by the end of Wednesday; Chris B judges Thursday, nobody disputes for an hour.
    const { view: after } = await play([...steps,
      { kind: 'ledger-judgement', by: C, at: '2019-02-14T09:00:00.000Z', id: 'PoO-1', text: 'Judgement: proper' },
      { kind: 'ledger-advance', at: '2019-02-14T10:00:00.000Z' },
    ]);
    const adopted = after.proposals.find((x) => x.id === '301')!;
    expect(adopted.awaitingJudgement).toBeUndefined();
    expect(adopted.standing).toMatch(/took effect .* once the related Judgements were invoked \(003 214e\)/);
    expect(after.rules.find((r) => r.number === '301')!.text).toEqual(['Disputed rule.']);
  });

  it('003 214f refuses, with its reason, a Point of Order against a rule-change whose vote is complete but which is not yet in effect', async () => {
    const { view } = await play([
      { kind: 'ledger-proposal', by: B, at: '2019-02-13T10:00:00.000Z', text: 'Disputed rule.', changes: [{ kind: 'enact', text: ['Disputed rule.'] }] },
      raise(C, '2019-02-13T12:00:00.000Z', 'Is 301 proper?', '301'),
      { kind: 'ledger-ballot', proposal: '301', voter: B, vote: 'yes', at: '2019-02-13T12:30:00.000Z' },
      raise(T, '2019-02-14T02:00:00.000Z', '301 again', '301'),
    ]);
    expect(lastOutcome(view)).toMatchObject({ kind: 'ledger-point-of-order', accepted: false });
    expect(lastOutcome(view).message).toMatch(/proposal 301 is complete and it is awaiting effect.*\(003 214f\)/);
    expect(view.pointsOfOrder).toHaveLength(1);
  });

  it('003 214g several Points of Order run at once, at most three active per player: the fourth is stored, refused with its reason, and refused again on rebuild', async () => {
    const { db, gameId, view } = await play([
      raise(C, '2019-02-13T09:00:00.000Z', 'one'), raise(C, '2019-02-13T09:10:00.000Z', 'two'), raise(C, '2019-02-13T09:20:00.000Z', 'three'),
      raise(C, '2019-02-13T09:30:00.000Z', 'four'), raise(T, '2019-02-13T09:40:00.000Z', 'another player'),
    ]);
    expect(view.outcomes.map((o) => o.accepted)).toEqual([true, true, true, false, true]);
    expect(view.outcomes[3]!.message).toBe(`${C} already has three active Points of Order (003 214g)`);
    expect(view.pointsOfOrder.map((p) => [p.id, p.raisedBy, p.question])).toEqual([['PoO-1', C, 'one'], ['PoO-2', C, 'two'], ['PoO-3', C, 'three'], ['PoO-4', T, 'another player']]);
    expect((await ledgerRecordsOf(db, gameId)).filter((r) => r.kind === 'ledger-point-of-order')).toHaveLength(5);
    const again = ledgerApi.view((await loadLedgerState(db, gameId))!);
    expect(again.outcomes).toEqual(view.outcomes);
  });

  it('refuses Points of Order, points posts and rule 215 in a ledger that does not play seed 003', () => {
    const s = ledgerApi.sampleRulesets().find((x) => x.id === 'agora-bt-regulations')!;
    const view = ledgerApi.view({
      setup: { rawInputId: 'x', sourceName: 'bt.txt', procedure: 'agora-bt', judge: 'P.S.S.', players: [{ name: 'Alice' }] }, sourceText: s.text,
      actions: [raise('Alice', '2020-07-05T10:00:00.000Z', 'x'), { kind: 'ledger-points-post', author: 'Alice', at: '2020-07-05T10:00:00.000Z', text: '10 (+10)' }],
    });
    expect(view.outcomes.map((o) => o.accepted)).toEqual([false, false]);
    expect(view.outcomes[0]!.message).toMatch(/seed 003/);
    expect(view.pointsOfOrder).toEqual([]);
  });
});

describe('points posts (003 209)', () => {
  const vote301: LedgerAction[] = [
    { kind: 'ledger-proposal', by: C, at: '2019-02-11T10:00:00.000Z', text: 'Players must be polite.', changes: [{ kind: 'enact', text: ['Players must be polite.'] }] },
    ...[C, D, B, T].map((p, k): LedgerAction => ({ kind: 'ledger-ballot', proposal: '301', voter: p, vote: 'yes', at: `2019-02-11T1${1 + k}:00:00.000Z` })),
    { kind: 'ledger-ballot', proposal: '301', voter: W, vote: 'no', at: '2019-02-11T16:00:00.000Z' },
    { kind: 'ledger-close', proposal: '301', at: '2019-02-12T00:00:00.000Z' },
  ];

  it('003 209 gives the exact line each player posts after a vote, and the line naming him for anyone correcting it', async () => {
    // 003 204a: one No defeats it under unanimity; 003 203: floor(10 x 4 / 5) = 8, then 003 207: -10.
    const { view } = await play(vote301);
    expect(view.pointsLog).toEqual([expect.objectContaining({ player: C, change: -2, total: -2, announcement: '-2 (-2)', announcementForOthers: 'Chris B: -2 (-2)' })]);
  });

  it('003 209 checks pasted points-thread lines against the ledger: right, wrong with the correction, or not an announcement; kept verbatim', async () => {
    const hostile = '<b>Eve</b>: 12 (+2)';
    const { db, gameId, view } = await play([...vote301,
      { kind: 'ledger-points-post', author: C, at: '2019-02-12T09:00:00.000Z', text: '-2 (-2)' },
      { kind: 'ledger-points-post', author: D, at: '2019-02-12T09:05:00.000Z', text: 'Chris B: 8 (+8)' },
      { kind: 'ledger-points-post', author: D, at: '2019-02-12T09:10:00.000Z', text: hostile },
      { kind: 'ledger-points-post', author: B, at: '2019-02-12T09:15:00.000Z', text: 'Ben P: 0 (+0)' },
    ]);
    expect(view.pointsChecks.map((c) => [c.author, c.text, c.verdict])).toEqual([
      [C, '-2 (-2)', 'correct'], [D, 'Chris B: 8 (+8)', 'wrong'], [D, hostile, 'not-an-announcement'], [B, 'Ben P: 0 (+0)', 'correct'],
    ]);
    expect(view.pointsChecks[0]!.message).toBe('Right: Chris B has -2 points (003 209).');
    expect(view.pointsChecks[1]).toMatchObject({ correction: 'Chris B: -2 (-2)' });
    expect(view.pointsChecks[1]!.message).toBe('Wrong: Chris B has -2 points, not 8. Anyone may correct it by posting “Chris B: -2 (-2)” (003 209).');
    // "<b>Eve</b>" is nobody's name: the line is kept, but it announces no player's points.
    expect(view.pointsChecks[2]!.message).toMatch(/expected “150 \(\+4\)” from the player, or “Ben P: 150 \(\+4\)” naming him \(003 209\)/);
    const rows = (await ledgerRecordsOf(db, gameId)).filter((r) => r.kind === 'ledger-points-post');
    expect(rows.map((r) => (r.payload as { text: string }).text)).toContain(hostile);
  });
});

describe('rule 215', () => {
  it('003 215a when the GM records that a move\'s legality cannot be determined, the player whose move it was wins, over rule 210', async () => {
    const { db, gameId, view } = await play([
      raise(C, '2019-02-13T12:00:00.000Z', 'Is Ben P\'s move legal?'),
      { kind: 'ledger-undecidable-move', player: B, at: '2019-02-13T18:00:00.000Z' },
    ]);
    expect((await ledgerRecordsOf(db, gameId)).map((r) => r.kind)).toContain('ledger-undecidable-move');
    expect(lastOutcome(view)).toMatchObject({ accepted: true, message: `${B} wins: the legality of ${B}'s move cannot be determined (003 215a).` });
    expect(view.winner).toBe(`the legality of ${B}'s move cannot be determined (003 215a)`);
  });
});
