// A retreat or adjustment phase with no mail yet can be adjudicated as a movement phase with no
// mail can: every power that owes orders is NMR'd (000 D.VII(6)(a)), an unordered dislodged unit
// is disbanded after its normal retreat phase (000 D.VII(6)(c)b), an unordered build is not made.
// Adjudicate waits only while orders are still being read, and then the button says what it is
// waiting for. The workspace runs in happy-dom with fake-indexeddb; the worker is core in-process
// behind a gate the test opens, standing in for a worker still busy with an earlier request.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Remote } from 'comlink';
import { coreApi } from '../../../renderer/worker/coreApi';
import type { CoreApi } from '../../../renderer/worker/api';
import type { Order, Position } from '../../../core/diplomacy/types';

/** Worker operations the test holds back until it calls `release`. */
const gate = vi.hoisted(() => ({ held: new Set<string>(), waiting: [] as (() => void)[], failReading: false }));
function hold(...operations: ('readMail' | 'conditionalOrders')[]) { for (const o of operations) gate.held.add(o); }
async function release() {
  gate.held.clear();
  await act(async () => { for (const go of gate.waiting.splice(0)) go(); });
}

vi.mock('../../../renderer/worker/client', async () => {
  const { coreApi } = await import('../../../renderer/worker/coreApi');
  const later = <T,>(operation: string, answer: () => Promise<T>): Promise<T> => gate.held.has(operation)
    ? new Promise<T>((resolve) => { gate.waiting.push(() => resolve(answer())); })
    : answer();
  const gated = {
    ...coreApi,
    readMail: (request: Parameters<typeof coreApi.readMail>[0]) => gate.failReading
      ? Promise.reject(new Error('the worker stopped'))
      : later('readMail', () => coreApi.readMail(request)),
    conditionalOrders: (request: Parameters<typeof coreApi.conditionalOrders>[0]) => later('conditionalOrders', () => coreApi.conditionalOrders(request)),
  };
  return { callCore: async <T,>(operation: (core: Remote<CoreApi>) => Promise<T>): Promise<T> => operation(gated as unknown as Remote<CoreApi>) };
});
vi.mock('../../../renderer/map/DiplomacyMap', () => ({ DiplomacyMap: () => <div data-testid="diplomacy-map" /> }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement | undefined;
let root: Root | undefined;
beforeEach(() => { gate.held.clear(); gate.waiting.length = 0; gate.failReading = false; localStorage.clear(); });
afterEach(async () => {
  await release();
  if (root) await act(async () => root!.unmount());
  container?.remove();
  container = undefined;
  root = undefined;
});

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const byTest = (id: string) => container?.querySelector<HTMLElement>(`[data-testid="${id}"]`) ?? null;
const stateOf = (power: string) => byTest(`power-${power}`)?.getAttribute('data-state');
const adjudicateButton = () => byTest('adjudicate') as HTMLButtonElement;
const results = () => byTest('results-panel')?.textContent ?? '';

/** Waits for the Adjudicate button to be usable; on failure says what the button showed instead. */
async function untilAdjudicateEnabled(phase: string) {
  try {
    await until(() => !adjudicateButton().disabled, `Adjudicate enabled in ${phase}`);
  } catch (e) {
    throw new Error(`${(e as Error).message}; the button says “${adjudicateButton().textContent}” (title “${adjudicateButton().title}”)`);
  }
}

/** Commits one movement phase read from `mails` (everyone else NMR), then opens the workspace in the phase after it. */
async function openAfterMovement(gamePhase: string, movement: Position, mails: Record<string, string>, nextPhase: string) {
  const { appDb } = await import('../../../renderer/storage/db');
  const { createGame } = await import('../../../renderer/storage/games');
  const { storeMail, commitPhase } = await import('../../../renderer/diplomacy/gameLog');
  await appDb().delete();
  await appDb().open();
  const game = await createGame(appDb(), { name: 'Board 11', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: gamePhase, settings: { diplomacy: { gmName: 'Tom' } } });
  const orders: Order[] = [];
  const inputs: string[] = [];
  let receivedAt = 1;
  for (const [power, text] of Object.entries(mails)) {
    const stored = await storeMail(appDb(), { gameId: game.id, slot: 'start', phase: gamePhase, sourceName: `${power}.eml`, text }, receivedAt++);
    const reading = (await coreApi.readMail({ variantId: 'standard', profile: 'wm2004', position: movement, inputs: [{ id: stored.id, text }] }))[stored.id]!;
    orders.push(...reading.orders[power]!);
    inputs.push(stored.id);
  }
  const nmr = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'].filter((p) => !(p in mails));
  const { result } = coreApi.adjudicate({ variantId: 'standard', profile: 'wm2004', position: movement, orders, nmr });
  await commitPhase(appDb(), game.id, { parent: null, phase: gamePhase, position: movement, orders, results: result.results, notices: result.notices, next: result.next, nmr, edits: [], inputs, who: 'Tom' }, nextPhase);

  const { DiplomacyWorkspace } = await import('../../../renderer/diplomacy/ui/DiplomacyWorkspace');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<DiplomacyWorkspace gameId={game.id} />));
  await until(() => byTest('phase-name')?.textContent === nextPhase && byTest('powers-strip') !== null, nextPhase);
}

/** Spring 1901 with German armies in Burgundy and Picardy taking Paris; France's mail has no conditional retreat. */
async function openRetreatWithNoMail() {
  const opening = coreApi.openingPosition('standard');
  const movement: Position = {
    ...opening,
    units: opening.units.filter((u) => u.location !== 'mun' && u.location !== 'ber')
      .concat([{ type: 'A', power: 'Germany', location: 'bur' }, { type: 'A', power: 'Germany', location: 'pic' }]),
  };
  await openAfterMovement('S1901M', movement, {
    France: 'From: claire@example.fr\nTo: gm@example.org\nSubject: France S1901\n\nFrance:\nA Par H\n',
    Germany: 'From: dieter@example.de\nTo: gm@example.org\nSubject: Germany S1901\n\nGermany:\nA Bur - Par\nA Pic S A Bur - Par\n',
  }, 'S1901R');
}

describe('a retreat phase before any mail', () => {
  it('000 D.VII(6)(a) and 000 D.VII(6)(c)b: Adjudicate is usable at once with no mail to read, and the unordered dislodged unit is disbanded', async () => {
    hold('readMail'); // the mail reader is busy; with no mail there is nothing to wait for
    await openRetreatWithNoMail();
    expect(stateOf('France')).toBe('nmr');
    expect(stateOf('Germany')).toBe('nothing-to-order');
    await untilAdjudicateEnabled('S1901R');
    expect(adjudicateButton().textContent).toBe('Adjudicate');
    await act(async () => adjudicateButton().click());
    await until(() => /Results of S1901R/.test(results()), 'the retreat adjudicated');
    expect(results()).toMatch(/A PAR D\b.*disbanded/i);
    expect(byTest('commit')!.hasAttribute('disabled')).toBe(false);
  });

  it('000 D.II(5)b: while the movement mail’s conditional orders are read, Adjudicate says it is reading them, then adjudicates', async () => {
    hold('conditionalOrders');
    await openRetreatWithNoMail();
    const button = adjudicateButton();
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Reading conditional orders…');
    expect(button.title).toContain('conditional orders the S1901M mail gave for this phase (000 D.II(5)b)');
    // France owes a retreat: not NMR while its conditional orders may still be read, only not read yet.
    expect(stateOf('France')).toBe('reading');
    expect(byTest('power-France')!.textContent).toContain('reading');
    await release();
    await untilAdjudicateEnabled('S1901R');
    expect(stateOf('France')).toBe('nmr');
    expect(button.title).toMatch(/NMR/);
    await act(async () => button.click());
    await until(() => /Results of S1901R/.test(results()), 'the retreat adjudicated');
    expect(results()).toMatch(/A PAR D\b.*disbanded/i);
  });
});

describe('an adjustment phase before any mail', () => {
  it('000 D.VII(6)(a): Winter is adjudicated with no mail at once, and a build not ordered is not made', async () => {
    hold('readMail');
    // Fall 1901: Germany's fleet takes Holland, so Germany has one build in Winter and no one else adjusts.
    const fall = coreApi.openingPosition('standard', 'F1901M');
    await openAfterMovement('F1901M', fall, { Germany: 'From: dieter@example.de\nTo: gm@example.org\nSubject: Germany F1901\n\nGermany:\nF Kie - Hol\n' }, 'W1901A');
    expect(stateOf('Germany')).toBe('nmr');
    expect(stateOf('France')).toBe('nothing-to-order');
    await untilAdjudicateEnabled('W1901A');
    expect(adjudicateButton().textContent).toBe('Adjudicate');
    await act(async () => adjudicateButton().click());
    await until(() => /Results of W1901A/.test(results()), 'the adjustments adjudicated');
    expect(results()).toContain('Germany leaves 1 build unused');
  });
});

describe('a saved view of a phase no longer in the history', () => {
  it('returns to the current phase, where Adjudicate works (000 D.VII(6)(c)b)', async () => {
    await openRetreatWithNoMail();
    const { workspaceUi } = await import('../../../renderer/diplomacy/ui/workspaceUi');
    // As after a rollback in another window: the view names a commit that is gone.
    await act(async () => workspaceUi.getState().set({ viewing: 'a-commit-rolled-back-elsewhere' }));
    await until(() => workspaceUi.getState().view.viewing === null, 'the stale view cleared');
    expect(byTest('phase-name')?.textContent).toBe('S1901R');
    await untilAdjudicateEnabled('S1901R');
    await act(async () => adjudicateButton().click());
    await until(() => /Results of S1901R/.test(results()), 'the retreat adjudicated');
    expect(results()).toMatch(/A PAR D\b.*disbanded/i);
  });
});

describe('a mail the reader fails on', () => {
  it('is reported, and Adjudicate waits rather than NMR its power silently (000 D.VII(6)(a))', async () => {
    gate.failReading = true;
    await openRetreatWithNoMail();
    // The GM pastes France's retreat; the worker fails on it.
    const box = container!.querySelector<HTMLTextAreaElement>('[data-testid="paste-box"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, 'France:\nA Par - Gas\n');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => byTest('add-mail')!.click());
    await until(() => byTest('read-error') !== null, 'the reading error shown');
    expect(byTest('read-error')!.textContent).toContain('the worker stopped');
    expect(adjudicateButton().disabled).toBe(true);
    expect(adjudicateButton().textContent).toBe('Mail not read');
    expect(adjudicateButton().title).toContain('could not be read');
  });
});
