// Playing a phase from the records alone (core/diplomacy/record): what the CLI does to a game file
// and the workspace does at Adjudicate and Commit. The records here are plain rows, no database.
import { describe, expect, it } from 'vitest';
import { adjudicatePhase } from '../../../../core/diplomacy/record/adjudicatePhase';
import { commitRecord, rollbackRecord, type NewRecord } from '../../../../core/diplomacy/record/commitRecord';
import { buildGameLog, type LogRawInput } from '../../../../core/diplomacy/record/gameLog';
import { recordKinds } from '../../../../core/diplomacy/record/kinds';
import { phaseStateOf, type GameHeader } from '../../../../core/diplomacy/record/phaseState';

const hour = 3_600_000;
const game: GameHeader = {
  name: 'Board 3', variant: 'standard', profile: 'wm2004', phase: 'S1901M', createdAt: 0,
  settings: { diplomacy: { gmName: 'Tom', deadlines: { firstDeadline: 100 * hour } } },
};

function mailRows(id: string, text: string, assignedPower: string | null, at: number): { raw: LogRawInput; record: NewRecord } {
  return {
    raw: { id, receivedAt: at, sourceName: `${id}.eml`, text },
    record: { id: `r-${id}`, kind: recordKinds.mail, phase: 'S1901M', payload: { rawInputId: id, slot: 'start', assignedPower, editOf: null }, createdAt: at },
  };
}

describe('a phase played from its records', () => {
  const france = mailRows('m1', 'France:\nA Par - Bur\nA Mar S A Par - Bur\nF Bre - Mao\n', 'France', 1);
  // Mail came for Germany but gave no order: Adjudicate asks before NMR-ing it (never silent).
  const germany = mailRows('m2', 'Dear GM, my orders follow tomorrow.\n', 'Germany', 2);
  const records: NewRecord[] = [france.record, germany.record];
  const raws = [france.raw, germany.raw];

  it('000 D.VII(6)(a): asks first when a power that sent mail would be NMR’d, and adjudicates once the GM’s answer is recorded', async () => {
    const asked = await adjudicatePhase(game, buildGameLog(records, raws));
    expect(asked.kind).toBe('questions');
    if (asked.kind !== 'questions') return;
    expect(asked.questions.join(' ')).toMatch(/Germany/);
    const answer: NewRecord = { id: 'a1', kind: recordKinds.adjudicateAnswer, phase: 'S1901M', payload: { slot: 'start', questions: asked.questions, answer: 'adjudicate', who: 'Tom', at: 3 }, createdAt: 3 };
    const played = await adjudicatePhase(game, buildGameLog([...records, answer], raws));
    if (played.kind !== 'adjudicated') throw new Error('still asking');
    expect(played.nextPhase).toBe('F1901M');
    expect(played.draft.nmr).toContain('Germany');
    expect(played.draft.nmr).not.toContain('France');
    // Each power's mails, as the powers strip lists them (Germany's came, though it gave no order).
    expect(played.draft.inputs).toEqual(['m1', 'm2']);
    expect(played.draft.who).toBe('Tom');
    expect(played.result.next.units.find((u) => u.location === 'bur')).toMatchObject({ type: 'A', power: 'France' });
    // An answer to other questions does not count: core asks again.
    const stale: NewRecord = { ...answer, payload: { slot: 'start', questions: ['something else'], answer: 'adjudicate', who: 'Tom', at: 3 } };
    expect((await adjudicatePhase(game, buildGameLog([...records, stale], raws))).kind).toBe('questions');
  });

  it('commits on top of the log: the head moves, the next phase opens with its deadline, and a second commit on the old head is refused', async () => {
    const answered = (await adjudicatePhase(game, buildGameLog(records, raws)));
    if (answered.kind !== 'questions') throw new Error('expected questions');
    const withAnswer = [...records, { id: 'a1', kind: recordKinds.adjudicateAnswer, phase: 'S1901M', payload: { slot: 'start', questions: answered.questions, answer: 'adjudicate', who: 'Tom', at: 3 }, createdAt: 3 }];
    const log = buildGameLog(withAnswer, raws);
    const played = await adjudicatePhase(game, log);
    if (played.kind !== 'adjudicated') throw new Error('still asking');
    // The clock stepped back: the commit still sorts after every record.
    const planned = commitRecord(log, played.draft, played.nextPhase, game.settings, 'c1', 2);
    expect(planned.record).toMatchObject({ id: 'c1', kind: 'diplomacy:commit', phase: 'S1901M', createdAt: 4 });
    expect(planned.game).toEqual({ phase: 'F1901M', updatedAt: 4, nextDeadline: 148 * hour });
    const after = buildGameLog([...withAnswer, planned.record], raws);
    expect(after.head).toBe('c1');
    const state = phaseStateOf({ ...game, phase: 'F1901M' }, after);
    expect(state.slot).toBe('c1');
    expect(state.position.phase).toEqual({ year: 1901, season: 'fall', type: 'movement' });
    expect(state.deadline).toBe(148 * hour);
    expect(() => commitRecord(after, played.draft, played.nextPhase, game.settings, 'c2', 5)).toThrow(/already committed/);
  });

  it('000 D.III(3): a set sent before the phase opened (the last deadline, or the commit when earlier, 000 D.VII(2)a) is asked about, not silently used', async () => {
    const asked = await adjudicatePhase(game, buildGameLog(records, raws));
    if (asked.kind !== 'questions') throw new Error('expected questions');
    const withAnswer = [...records, { id: 'a1', kind: recordKinds.adjudicateAnswer, phase: 'S1901M', payload: { slot: 'start', questions: asked.questions, answer: 'adjudicate', who: 'Tom', at: 3 }, createdAt: 3 }];
    const played = await adjudicatePhase(game, buildGameLog(withAnswer, raws));
    if (played.kind !== 'adjudicated') throw new Error('still asking');
    const fall = (id: string, sent: number) => {
      const rows = mailRows(id, `From: marie@example.fr\nDate: ${new Date(sent).toUTCString()}\nSubject: France F1901M\n\nA Bur - Mun\nF Mao - Spa/nc\nA Mar - Pie\n`, 'France', 130 * hour);
      return { raw: rows.raw, record: { ...rows.record, id: `r-${id}`, phase: 'F1901M', payload: { ...rows.record.payload as object, slot: 'c1' } } };
    };
    const fallGame = { ...game, phase: 'F1901M' };
    // Committed at 120 h, after the S1901M deadline (100 h): the phase opened at 100 h.
    const late = commitRecord(buildGameLog(withAnswer, raws), played.draft, played.nextPhase, game.settings, 'c1', 120 * hour).record;
    const before = fall('old', 90 * hour), after = fall('new', 110 * hour);
    const stale = phaseStateOf(fallGame, buildGameLog([...withAnswer, late, before.record], [...raws, before.raw]));
    expect(stale.opened).toBe(100 * hour);
    const q = await adjudicatePhase(fallGame, buildGameLog([...withAnswer, late, before.record], [...raws, before.raw]));
    expect(q.kind === 'questions' && q.questions.join(' ')).toMatch(/France's orders used come from old\.eml, dated .*: before this phase opened \(1970-01-05T04:00:00Z\)/);
    const fresh = await adjudicatePhase(fallGame, buildGameLog([...withAnswer, late, after.record], [...raws, after.raw]));
    expect(fresh.kind === 'questions' ? fresh.questions.join(' ') : '').not.toMatch(/before this phase opened/);
    // Adjudicated early (committed at 80 h, before the deadline): the phase opened at the commit.
    const early = commitRecord(buildGameLog(withAnswer, raws), played.draft, played.nextPhase, game.settings, 'c1', 80 * hour).record;
    expect(phaseStateOf(fallGame, buildGameLog([...withAnswer, early, before.record], [...raws, before.raw])).opened).toBe(80 * hour);
    const earlyQ = await adjudicatePhase(fallGame, buildGameLog([...withAnswer, early, before.record], [...raws, before.raw]));
    expect(earlyQ.kind === 'questions' ? earlyQ.questions.join(' ') : '').not.toMatch(/before this phase opened/);
    // No deadline schedule: no moment to compare with (a game entered after it was played), so nothing is asked.
    const unscheduled = { ...fallGame, settings: { diplomacy: { gmName: 'Tom' } } };
    expect(phaseStateOf(unscheduled, buildGameLog([...withAnswer, late, before.record], [...raws, before.raw])).opened).toBeNull();
  });

  it('000 D.VIII(1)b: a rollback needs a reason and the TD’s consent; it moves the head back and the deadline with it', () => {
    const log = buildGameLog(records, raws);
    expect(() => rollbackRecord(log, null, 'S1901M', ' ', 'TD', 'Tom', game.settings, 'b1', 9)).toThrow(/reason/);
    expect(() => rollbackRecord(log, null, 'S1901M', 'misread', ' ', 'Tom', game.settings, 'b1', 9)).toThrow(/consent/);
    const planned = rollbackRecord(log, null, 'S1901M', ' misread ', ' TD Jane ', 'Tom', game.settings, 'b1', 9);
    expect(planned.rollback).toEqual({ id: 'b1', from: null, to: null, reason: 'misread', consentBy: 'TD Jane', who: 'Tom', at: 9 });
    expect(planned.game).toEqual({ phase: 'S1901M', updatedAt: 9, nextDeadline: 100 * hour });
  });
});
