// The Nomic panels of the ledger workspace in happy-dom with fake-indexeddb, the worker replaced by
// the same ledger operations called in-process: the points thread (003 209) with its exact lines
// and the check of a pasted line, Points of Order (003 214) raised, judged and refused through the
// forms, and rule 215. Every entry must be a stored record before the screen shows its effect, and
// hostile text (a statement, a pasted line) must come out as text, never HTML.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { workspaceScreen } from '../workspaceTestSetup';
import { ledgerModules } from './ledgerModules';
import type { LedgerAction } from '../../../core/ledger/record';
import { formatUkTime } from '../../../core/ledger/formatUkTime';

/** 13 February 2019 at hh:mm UK (GMT), as the workspace writes it. */
const feb13 = (hhmm: string) => formatUkTime(`2019-02-13T${hhmm}:00.000Z`);

vi.mock('../../../renderer/worker/client', async () => {
  const { ledgerApi } = await import('../../../renderer/worker/ledgerApi');
  return { callCore: async <T,>(operation: (core: unknown) => Promise<T>): Promise<T> => operation({ ledger: ledgerApi }) };
});

const modules = ledgerModules;

const screen = workspaceScreen();
const { until, byTestId, button, click, type } = screen;
const text = (id: string) => byTestId(id)?.textContent ?? '';
const C = 'Chris B', D = 'Dave M', B = 'Ben P', T = 'Alex T', W = 'Alex W';

afterEach(async () => {
  await screen.unmount();
  const { db } = await modules();
  await db.delete();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A seed-003 ledger (first day Monday 2019-02-11, GMT so UTC = UK time) with these actions stored, mounted. */
async function nomicWorkspace(actions: LedgerAction[]) {
  const m = await modules();
  const game = await m.createGame(m.db, { name: 'N', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
  const s = m.ledgerApi.sampleRulesets().find((x) => x.id === 'suber-initial')!;
  const raw = await m.storeRulesetText(m.db, game.id, s.sourceName, s.text);
  await m.recordSetup(m.db, game.id, {
    rawInputId: raw.id, sourceName: s.sourceName, procedure: 'nomic', startDate: '2019-02-11',
    players: [{ name: C, day: 'Monday' }, { name: D, day: 'Tuesday' }, { name: B, day: 'Wednesday' }, { name: T, day: 'Thursday' }, { name: W, day: 'Friday' }],
  });
  for (const a of actions) await m.recordAction(m.db, game.id, a);
  await screen.mount(<m.LedgerWorkspace gameId={game.id} />);
  await until(() => byTestId('points-of-order') !== null, 'the Points of Order panel');
  const kinds = async () => (await m.ledgerRecordsOf(m.db, game.id)).map((r) => r.kind);
  return { ...m, gameId: game.id, kinds };
}

/** Chooses an option of a React-controlled select as a user would. */
async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Fills a form's "who", UK date and time. */
async function fill(form: Element, who: string, date: string, time: string) {
  await choose(form.querySelector('select')!, who);
  await type(form.querySelector('input[type="date"]') as HTMLInputElement, date);
  await type(form.querySelector('input[type="time"]') as HTMLInputElement, time);
}

const within = (id: string) => byTestId(id)!;
const submitButton = (id: string) => within(id).querySelector('button[type="submit"]') as HTMLButtonElement;

const vote301: LedgerAction[] = [
  { kind: 'ledger-proposal', by: C, at: '2019-02-11T10:00:00.000Z', text: 'Players must be polite.', changes: [{ kind: 'enact', text: ['Players must be polite.'] }] },
  ...[C, D, B, T].map((p, k): LedgerAction => ({ kind: 'ledger-ballot', proposal: '301', voter: p, vote: 'yes', at: `2019-02-11T1${1 + k}:00:00.000Z` })),
  { kind: 'ledger-ballot', proposal: '301', voter: W, vote: 'no', at: '2019-02-11T16:00:00.000Z' },
  { kind: 'ledger-close', proposal: '301', at: '2019-02-12T00:00:00.000Z' },
];

describe('the Nomic panels of the ledger workspace', () => {
  it('003 209 shows the exact points-thread lines with copy buttons, and checks a pasted line against the ledger, stored first and shown as text', async () => {
    const w = await nomicWorkspace(vote301);
    const copied: string[] = [];
    vi.spyOn(w.platform, 'copyToClipboard').mockImplementation(async (line: string) => { copied.push(line); });
    // 003 204a one No defeats 301; 003 203 floor(10 x 4 / 5) = 8 and 003 207 -10: Chris B -2.
    expect(text('points-announcement')).toBe('-2 (-2)');
    expect(text('points-announcement-others')).toBe('Chris B: -2 (-2)');
    await click(within('points-posts').querySelector('button') as HTMLButtonElement);
    expect(copied).toEqual(['-2 (-2)']);

    const form = within('points-check-form');
    await fill(form, D, '2019-02-12', '09:00');
    await type(form.querySelector('input[type="text"]') as HTMLInputElement, 'Chris B: 8 (+8)');
    await click(submitButton('points-check-form'));
    await until(() => byTestId('points-check') !== null, 'the checked line');
    expect(text('points-check')).toContain('“Chris B: 8 (+8)” is wrong. Wrong: Chris B has -2 points, not 8. Anyone may correct it by posting “Chris B: -2 (-2)” (003 209).');
    expect(await w.kinds()).toContain('ledger-points-post');
    await click(button('Copy the correction'));
    expect(copied).toEqual(['-2 (-2)', 'Chris B: -2 (-2)']);

    const hostile = '<img src=x onerror="alert(1)">: 5 (+5)';
    await type(within('points-check-form').querySelector('input[type="text"]') as HTMLInputElement, hostile);
    await click(submitButton('points-check-form'));
    await until(() => screen.container.querySelectorAll('[data-testid="points-check"]').length === 2, 'the second check');
    expect(text('points-check-text')).toBe(hostile); // the newest check is listed first
    expect(text('points-check')).toMatch(/is not an announcement/);
    expect(screen.container.querySelectorAll('img')).toHaveLength(0);
  });

  it('003 214a 003 214b raises a Point of Order through the form, shows the Judge for the time entered, then records the Judgement; each stored before it shows', async () => {
    const w = await nomicWorkspace([]);
    const raise = within('raise-point-of-order');
    await fill(raise, C, '2019-02-13', '12:00');
    await until(() => text('turn-judge') === 'Judge at that time: Dave M (003 214a).', 'the Judge for Wednesday');
    const hostile = '<img src=x onerror="alert(1)"> Is rule 301 legal?';
    await type(raise.querySelector('textarea')!, hostile);
    await click(button('Raise the Point of Order'));
    await until(() => byTestId('point-of-order') !== null, 'the Point of Order');
    expect(await w.kinds()).toEqual(['ledger-setup', 'ledger-point-of-order']);
    expect(text('point-of-order-question')).toBe(hostile);
    expect(text('point-of-order-judge')).toMatch(/^Judge: Dave M/);
    expect(text('point-of-order-outcome')).toBe('PoO-1 raised by Chris B; Dave M is the Judge (003 214a).');
    expect(screen.container.querySelectorAll('img')).toHaveLength(0);

    const reply = within('point-of-order-reply');
    const [, kind, by] = [...reply.querySelectorAll('select')];
    await choose(kind!, 'judgement');
    await choose(by!, D);
    await type(reply.querySelector('input[type="date"]') as HTMLInputElement, '2019-02-13');
    await type(reply.querySelector('input[type="time"]') as HTMLInputElement, '13:00');
    await type(reply.querySelector('textarea')!, 'it is legal');
    await click(button('Record the post'));
    await until(() => byTestId('point-of-order-judgement') !== null, 'the Judgement');
    expect(text('point-of-order-judgement')).toMatch(/Judgement, .*13:00 UK: it is legal/);
    expect(text('point-of-order-standing')).toMatch(/invoked at .*14:00 UK unless someone disputes it before then \(003 214b, 003 214c\)/);

    // 003 214c: nobody disputes within the hour; the GM lets time pass.
    const advance = within('ledger-advance');
    await type(advance.querySelector('input[type="date"]') as HTMLInputElement, '2019-02-13');
    await type(advance.querySelector('input[type="time"]') as HTMLInputElement, '14:00');
    await click(button('Apply the deadlines up to this time'));
    await until(() => /invoked/.test(text('point-of-order-standing')) && /Judgement invoked/.test(text('point-of-order-standing')), 'the invocation');
    expect(await w.kinds()).toEqual(['ledger-setup', 'ledger-point-of-order', 'ledger-judgement', 'ledger-advance']);
  });

  it('003 214c 003 214d shows the opinions with their times, the overruling, and who judges next', async () => {
    await nomicWorkspace([
      { kind: 'ledger-point-of-order', by: C, at: '2019-02-13T12:00:00.000Z', text: 'Is 301 legal?' },
      { kind: 'ledger-judgement', by: D, at: '2019-02-13T13:00:00.000Z', id: 'PoO-1', text: 'Judgement: legal' },
      { kind: 'ledger-dispute', by: C, at: '2019-02-13T13:30:00.000Z', id: 'PoO-1', text: 'Dispute: no' },
      { kind: 'ledger-opinion', by: T, at: '2019-02-13T13:40:00.000Z', id: 'PoO-1', text: 'I disagree with Judgement PoO-1' },
      { kind: 'ledger-opinion', by: W, at: '2019-02-13T13:50:00.000Z', id: 'PoO-1', text: 'I disagree with Judgement PoO-1' },
      { kind: 'ledger-advance', at: '2019-02-13T14:30:00.000Z' },
    ]);
    // The round's opinions are over once overruled; the posts about the question keep them with their times.
    expect(screen.container.querySelectorAll('[data-testid="point-of-order-opinion"]')).toHaveLength(0);
    const posts = [...screen.container.querySelectorAll('[data-testid="point-of-order-post"]')].map((e) => e.textContent);
    expect(posts).toEqual([
      `Dave M, ${feb13('13:00')}: Judgement: legal`,
      `Chris B, ${feb13('13:30')}: Dispute: no`,
      `Alex T, ${feb13('13:40')}: I disagree with Judgement PoO-1`,
      `Alex W, ${feb13('13:50')}: I disagree with Judgement PoO-1`,
    ]);
    expect(text('point-of-order-handover')).toBe(`Dave M (Judgement: legal) lost the question ${feb13('14:30')}: overruled (003 214c). Chris B judges next (003 214d).`);
    expect(text('point-of-order-judge')).toMatch(/^Judge: Chris B/);
  });

  it('003 214b 003 214c shows a disputed Judgement with each opinion and its time while the hour runs', async () => {
    await nomicWorkspace([
      { kind: 'ledger-point-of-order', by: C, at: '2019-02-13T12:00:00.000Z', text: 'Is 301 legal?' },
      { kind: 'ledger-judgement', by: D, at: '2019-02-13T13:00:00.000Z', id: 'PoO-1', text: 'Judgement: legal' },
      { kind: 'ledger-dispute', by: C, at: '2019-02-13T13:30:00.000Z', id: 'PoO-1', text: 'Dispute: no' },
      { kind: 'ledger-opinion', by: T, at: '2019-02-13T13:40:00.000Z', id: 'PoO-1', text: 'I disagree with Judgement PoO-1' },
    ]);
    expect(text('point-of-order-dispute')).toBe(`Disputed by Chris B, ${feb13('13:30')}.`);
    expect([...screen.container.querySelectorAll('[data-testid="point-of-order-opinion"]')].map((e) => e.textContent)).toEqual([`Alex T disagrees, ${feb13('13:40')}`]);
    expect(text('point-of-order-standing')).toBe(`Disputed by Chris B; invoked as soon as one player other than Dave M agrees, overruled if nobody has agreed by ${feb13('14:30')} (003 214c).`);
  });

  it('003 214e 003 214g shows an adopted rule-change waiting for its Judgement, and refuses a fourth active Point of Order with the reason', async () => {
    const w = await nomicWorkspace([
      { kind: 'ledger-proposal', by: B, at: '2019-02-13T10:00:00.000Z', text: 'Disputed rule.', changes: [{ kind: 'enact', text: ['Disputed rule.'] }] },
      { kind: 'ledger-point-of-order', by: C, at: '2019-02-13T11:00:00.000Z', text: 'Is 301 proper?', about: '301' },
      { kind: 'ledger-point-of-order', by: C, at: '2019-02-13T11:10:00.000Z', text: 'two' },
      { kind: 'ledger-point-of-order', by: C, at: '2019-02-13T11:20:00.000Z', text: 'three' },
      { kind: 'ledger-ballot', proposal: '301', voter: B, vote: 'yes', at: '2019-02-13T12:30:00.000Z' },
      { kind: 'ledger-close', proposal: '301', at: '2019-02-14T00:00:00.000Z' },
    ]);
    expect(text('awaiting-judgement')).toBe('Proposal 301 is adopted but waits: it takes effect only when every related Judgement is invoked (003 214e).');

    const raise = within('raise-point-of-order');
    await fill(raise, C, '2019-02-14', '09:00');
    await type(raise.querySelector('textarea')!, 'four');
    await click(button('Raise the Point of Order'));
    await until(() => /Refused/.test(text('point-of-order-outcome')), 'the refusal');
    expect(text('point-of-order-outcome')).toBe('Refused: Chris B already has three active Points of Order (003 214g)');
    expect(text('ledger-last-outcome')).toBe('Refused: Chris B already has three active Points of Order (003 214g)');
    expect(screen.container.querySelectorAll('[data-testid="point-of-order"]')).toHaveLength(3);
    // Stored even though refused: the record of what the GM entered is complete.
    expect((await w.kinds()).filter((k) => k === 'ledger-point-of-order')).toHaveLength(4);
  });

  it('003 214f refuses, with the reason on screen, a Point of Order against a rule-change voted on but not yet in effect', async () => {
    await nomicWorkspace([
      { kind: 'ledger-proposal', by: B, at: '2019-02-13T10:00:00.000Z', text: 'Disputed rule.', changes: [{ kind: 'enact', text: ['Disputed rule.'] }] },
      { kind: 'ledger-point-of-order', by: C, at: '2019-02-13T11:00:00.000Z', text: 'Is 301 proper?', about: '301' },
      { kind: 'ledger-ballot', proposal: '301', voter: B, vote: 'yes', at: '2019-02-13T12:30:00.000Z' },
    ]);
    const raise = within('raise-point-of-order');
    await fill(raise, T, '2019-02-14', '02:00');
    await type(raise.querySelector('textarea')!, '301 again');
    await choose(raise.querySelectorAll('select')[1] as HTMLSelectElement, '301');
    await click(button('Raise the Point of Order'));
    await until(() => /Refused/.test(text('point-of-order-outcome')), 'the refusal');
    expect(text('point-of-order-outcome')).toMatch(/^Refused: the vote on proposal 301 is complete and it is awaiting effect: no Point of Order may be raised against it \(003 214f\)$/);
  });

  it('003 215a records that a move\'s legality cannot be determined and shows the winner core gives', async () => {
    const w = await nomicWorkspace([]);
    const form = within('undecidable-move');
    await fill(form, B, '2019-02-13', '18:00');
    await click(button('Record: legality cannot be determined'));
    await until(() => byTestId('undecidable-move-outcome') !== null, 'the finding');
    expect(text('undecidable-move-outcome')).toBe("Ben P wins: the legality of Ben P's move cannot be determined (003 215a).");
    expect(text('ledger-winner')).toBe("Winner: the legality of Ben P's move cannot be determined (003 215a)");
    expect(await w.kinds()).toEqual(['ledger-setup', 'ledger-undecidable-move']);
  });
});
