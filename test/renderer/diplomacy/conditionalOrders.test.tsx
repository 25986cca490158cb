// Conditional retreat orders sent with movement mail reach their phase in the workspace: the
// worker's conditionalOrders (core through the same comlink channel the Web Worker uses) and the
// inbox's visible, overridable suggestion, and the workspace opening a retreat phase with them
// (in happy-dom with fake-indexeddb; the worker is core in-process, the Konva map a stand-in).
import 'fake-indexeddb/auto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { expose, wrap, type Remote } from 'comlink';
import { coreApi } from '../../../renderer/worker/coreApi';
import type { CoreApi } from '../../../renderer/worker/api';
import { Inbox } from '../../../renderer/diplomacy/ui/Inbox';
import type { ConditionalSuggestion, MailInput } from '../../../core/diplomacy/record/inbox';
import type { Position } from '../../../core/diplomacy/types';
import { carriedKey } from '../../../core/diplomacy/record/carriedDrops';

vi.mock('../../../renderer/worker/client', async () => {
  const { coreApi } = await import('../../../renderer/worker/coreApi');
  return { callCore: async <T,>(operation: (core: Remote<CoreApi>) => Promise<T>): Promise<T> => operation(coreApi as unknown as Remote<CoreApi>) };
});
vi.mock('../../../renderer/map/DiplomacyMap', () => ({ DiplomacyMap: () => <div data-testid="diplomacy-map" /> }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const channel = new MessageChannel();
expose(coreApi, channel.port1);
const remote: Remote<CoreApi> = wrap<CoreApi>(channel.port2);
afterAll(() => { channel.port1.close(); channel.port2.close(); });

const franceMail = `From: claire@example.fr\nTo: gm@example.org\nSubject: France S1901\n\nFrance:\nA Par H\nIf dislodged, A Par - Bur or A Par - Gas\n`;
const germanyMail = `From: dieter@example.de\nTo: gm@example.org\nSubject: Germany S1901\n\nGermany:\nA Bur - Par\nA Pic S A Bur - Par\n`;

/** Spring 1901 with German armies in Burgundy and Picardy: Paris is dislodged and may not go back to Burgundy. */
async function springWithGermansNextDoor(): Promise<Position> {
  const opening = await remote.openingPosition('standard');
  const units = opening.units.filter((u) => u.location !== 'mun' && u.location !== 'ber')
    .concat([{ type: 'A', power: 'Germany', location: 'bur' }, { type: 'A', power: 'Germany', location: 'pic' }]);
  return { ...opening, units };
}

describe('worker: conditionalOrders', () => {
  it('000 D.II(5)b and 000 D.II(5)c: the retreat phase gets the movement mail’s conditional retreat, the first possible option', async () => {
    const movement = await springWithGermansNextDoor();
    const readings = await remote.readMail({ variantId: 'standard', profile: 'wm2004', position: movement, inputs: [{ id: 'fr', text: franceMail }, { id: 'de', text: germanyMail }] });
    const orders = [...readings.fr!.orders.France!, ...readings.de!.orders.Germany!];
    const { result } = await remote.adjudicate({ variantId: 'standard', profile: 'wm2004', position: movement, orders, nmr: [] });
    expect(result.next.phase.type).toBe('retreat');
    expect(result.next.dislodged.map((d) => d.unit.location)).toEqual(['par']);

    const found = await remote.conditionalOrders({
      variantId: 'standard', profile: 'wm2004', movementPosition: movement, position: result.next,
      // A mail the reader chokes on, or plain hostile text, gives nothing and breaks nothing.
      inputs: [{ id: 'junk', text: '<script>alert(1)</script>\u0000'.repeat(50) }, { id: 'fr', text: franceMail }, { id: 'de', text: germanyMail }],
    });
    expect(found.orders).toEqual({ France: [{ kind: 'retreat', power: 'France', unitType: 'A', unit: 'par', to: 'gas' }] });
    expect(found.choices).toEqual([expect.objectContaining({ power: 'France', option: 2, clause: '000 D.II(5)c', reason: expect.stringContaining('cannot retreat to BUR') })]);
  });
});

describe('worker: conditionalOrders with undated movement sets', () => {
  it('000 D.III(3)a with 000 D.II(5)b: the GM\'s stored order of two undated French sets decides whose conditional retreat is kept', async () => {
    const movement = await springWithGermansNextDoor();
    const readings = await remote.readMail({ variantId: 'standard', profile: 'wm2004', position: movement, inputs: [{ id: 'fr', text: franceMail }, { id: 'de', text: germanyMail }] });
    const orders = [...readings.fr!.orders.France!, ...readings.de!.orders.Germany!];
    const { result } = await remote.adjudicate({ variantId: 'standard', profile: 'wm2004', position: movement, orders, nmr: [] });
    const other = franceMail.replace('If dislodged, A Par - Bur or A Par - Gas', 'If dislodged, A Par - Pic or A Par - Gas');
    const ask = (choices?: { power: string; order: string[] }[]) => remote.conditionalOrders({
      variantId: 'standard', profile: 'wm2004', movementPosition: movement, position: result.next, choices,
      inputs: [{ id: 'fr', text: franceMail }, { id: 'fr2', text: other }, { id: 'de', text: germanyMail }],
    });
    // Undecided: paste order (the second pasted taken as the later): its first option, Picardy, is occupied; Gascony.
    const undecided = await ask();
    expect(undecided.orders.France).toEqual([{ kind: 'retreat', power: 'France', unitType: 'A', unit: 'par', to: 'gas' }]);
    expect(undecided.choices[0]!.reason).toContain('PIC');
    const decided = await ask([{ power: 'France', order: ['fr2#0', 'fr#0'] }]);
    expect(decided.choices).toEqual([expect.objectContaining({ power: 'France', reason: expect.stringContaining('cannot retreat to BUR') })]);
  });
});

describe('inbox: the conditional orders are shown, and say when a mail overrides them', () => {
  let container: HTMLElement;
  let root: Root;
  afterEach(() => { act(() => root.unmount()); container.remove(); });

  const suggestion: ConditionalSuggestion = {
    from: 'S1901M',
    orders: { France: [{ kind: 'retreat', power: 'France', unitType: 'A', unit: 'par', to: 'gas' }] },
    choices: [{ power: 'France', line: 0, option: 2, order: { kind: 'retreat', power: 'France', unitType: 'A', unit: 'par', to: 'gas' }, reason: 'option 2 of 2: the first possible (PAR cannot retreat to BUR)', clause: '000 D.II(5)c' }],
  };
  const render = (mails: MailInput[], readings: Parameters<typeof Inbox>[0]['readings']) => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const noop = async () => {};
    act(() => root.render(<Inbox mails={mails} readings={readings} tab="all" powers={['France', 'Germany']} onTab={() => {}} onPaste={noop} onOpenFiles={noop} onEditLine={noop} onMark={noop} readOnly={false} conditional={suggestion} />));
    return container.querySelector('[data-testid="conditional-orders"]')?.textContent ?? '';
  };

  it('000 D.II(5)c: the suggestion names the power, the order, the option taken and the clause, and is used until the power mails', async () => {
    const text = render([], {});
    expect(text).toContain('Conditional orders from the S1901M mail');
    expect(text).toContain('France');
    expect(text).toContain('option 2 of 2');
    expect(text).toContain('from France’s conditional orders, 000 D.II(5)c');
    expect(text).toContain('used unless France sends orders for this phase');
  });

  it('000 D.II(5)b: once France’s own mail for this phase counts, the suggestion says that mail is a later set', async () => {
    const mail: MailInput = { id: 'r1', receivedAt: 1, sourceName: 'r1', text: 'A Par - Gas', assignedPower: 'France', editOf: null, status: null };
    const reading = { messages: [], verdicts: [], orders: {}, sets: [{ message: 0, power: 'France', final: false, used: true, orders: [], conditional: [] }] };
    expect(render([mail], { r1: reading })).toContain('France’s own mail for this phase is a later set: it replaces these');
  });
});

describe('inbox: the GM drops a winter build carried from the fall retreat mail (000 D.II(5)b)', () => {
  let container: HTMLElement;
  let root: Root;
  afterEach(() => { act(() => root.unmount()); container.remove(); });
  const build = { kind: 'build' as const, power: 'Germany', unitType: 'A' as const, location: 'kie' };
  const winter: ConditionalSuggestion = {
    from: 'F1901M', orders: { Germany: [build] },
    choices: [{ power: 'Germany', line: 0, option: 1, order: build, reason: 'option 1 of 1', clause: '000 D.II(5)b', from: 'F1901R' }],
  };
  const render = (props: Partial<Parameters<typeof Inbox>[0]>) => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const noop = async () => {};
    act(() => root.render(<Inbox mails={[]} readings={{}} tab="all" powers={['Germany']} onTab={() => {}} onPaste={noop} onOpenFiles={noop} onEditLine={noop} onMark={noop} readOnly={false} conditional={winter} {...props} />));
    return container.querySelector<HTMLElement>('[data-testid="conditional-orders"]')!;
  };

  it('"Drop" on the carried line asks for the drop of exactly that line (stored by the workspace before it is used)', async () => {
    const onDropCarried = vi.fn(async () => {});
    const list = render({ onDropCarried });
    const button = list.querySelector<HTMLButtonElement>('[data-testid="carried-drop"]')!;
    expect(button.getAttribute('aria-label')).toBe('Drop Germany’s carried BUILD A KIE');
    await act(async () => button.click());
    expect(onDropCarried).toHaveBeenCalledWith(winter.choices[0], true);
  });

  it('a dropped line is struck through, says who dropped it and when, and "Undo drop" takes the drop back', async () => {
    const onDropCarried = vi.fn(async () => {});
    const dropped = new Map([[carriedKey(winter.choices[0]!), { slot: 's', power: 'Germany', line: 0, from: 'F1901R', order: 'BUILD A KIE', dropped: true, who: 'Tom', at: Date.UTC(2026, 10, 29, 20, 5) }]]);
    const list = render({ onDropCarried, dropped });
    const line = list.querySelector('li[data-power="Germany"]')!;
    expect(line.getAttribute('data-dropped')).toBe('true');
    expect(line.querySelector('del')?.textContent).toBe('BUILD A KIE');
    expect(line.querySelector('[data-testid="carried-dropped"]')?.textContent).toContain('dropped by Tom');
    expect(line.textContent).not.toContain('used unless Germany sends orders');
    await act(async () => line.querySelector<HTMLButtonElement>('[data-testid="carried-undrop"]')!.click());
    expect(onDropCarried).toHaveBeenCalledWith(winter.choices[0], false);
  });

  it('a past phase (read only) offers no Drop', () => {
    const list = render({ onDropCarried: vi.fn(async () => {}), readOnly: true });
    expect(list.querySelector('[data-testid="carried-drop"]')).toBeNull();
  });
});

describe('workspace: a retreat phase opens with the movement mail’s conditional orders', () => {
  let container: HTMLElement;
  let root: Root;
  afterEach(async () => { await act(async () => root.unmount()); container.remove(); });
  async function until(check: () => boolean, what: string) {
    for (let i = 0; i < 300; i++) {
      if (check()) return;
      await act(() => new Promise((r) => setTimeout(r, 10)));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  /** A game whose S1901M is committed with France's conditional retreat, open in the workspace at S1901R. */
  async function retreatPhaseOpen() {
    const { appDb } = await import('../../../renderer/storage/db');
    const { createGame } = await import('../../../renderer/storage/games');
    const { storeMail, commitPhase } = await import('../../../renderer/diplomacy/gameLog');
    await appDb().delete();
    await appDb().open();
    const game = await createGame(appDb(), { name: 'Board 9', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', settings: { diplomacy: { gmName: 'Tom' } } });
    const movement = await springWithGermansNextDoor();
    const fr = await storeMail(appDb(), { gameId: game.id, slot: 'start', phase: 'S1901M', sourceName: 'fr.eml', text: franceMail }, 1);
    const de = await storeMail(appDb(), { gameId: game.id, slot: 'start', phase: 'S1901M', sourceName: 'de.eml', text: germanyMail }, 2);
    const readings = (await coreApi.readMail({ variantId: 'standard', profile: 'wm2004', position: movement, inputs: [{ id: fr.id, text: franceMail }, { id: de.id, text: germanyMail }] }));
    const orders = [...readings[fr.id]!.orders.France!, ...readings[de.id]!.orders.Germany!];
    const { result } = coreApi.adjudicate({ variantId: 'standard', profile: 'wm2004', position: movement, orders, nmr: [] });
    await commitPhase(appDb(), game.id, { parent: null, phase: 'S1901M', position: movement, orders, results: result.results, notices: result.notices, next: result.next, nmr: [], edits: [], inputs: [fr.id, de.id], who: 'Tom' }, 'S1901R');

    const { DiplomacyWorkspace } = await import('../../../renderer/diplomacy/ui/DiplomacyWorkspace');
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<DiplomacyWorkspace gameId={game.id} />));
    const stateOf = (power: string) => container.querySelector(`[data-testid="power-${power}"]`)?.getAttribute('data-state');
    await until(() => stateOf('France') === 'complete', 'France pre-filled from its conditional orders');
    return { appDb, game, stateOf };
  }

  it('000 D.II(5)b: France’s conditional retreat is pre-filled (strip ✓, listed with 000 D.II(5)c) and adjudicated; Germany has nothing due', async () => {
    const { stateOf } = await retreatPhaseOpen();
    expect(stateOf('Germany')).toBe('nothing-to-order');
    const listed = container.querySelector('[data-testid="conditional-orders"]')!.textContent!;
    expect(listed).toContain('Conditional orders from the S1901M mail');
    expect(listed).toContain('from France’s conditional orders, 000 D.II(5)c');
    const adjudicate = container.querySelector<HTMLButtonElement>('[data-testid="adjudicate"]')!;
    await until(() => !adjudicate.disabled, 'the adjudicate button');
    await act(async () => adjudicate.click());
    const results = () => container.querySelector('[data-testid="results-panel"]')?.textContent ?? '';
    try { await until(() => /A PAR R GAS succeeds/i.test(results()), 'the retreat adjudicated'); } catch (e) { throw new Error(`${(e as Error).message}; results panel: ${results()}`); }
  }, 20_000);

  it('000 D.II(5)b: Drop on the carried line stores the GM action first, then France has no order (the strip says so); Undo drop carries it again', async () => {
    const { appDb, game, stateOf } = await retreatPhaseOpen();
    const drops = async () => (await appDb().records.where('gameId').equals(game.id).toArray()).filter((r) => r.kind === 'diplomacy:carried-drop').sort((a, b) => a.createdAt - b.createdAt).map((r) => r.payload as { power: string; order: string; dropped: boolean; who: string });
    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="carried-drop"]')!.click());
    await until(() => stateOf('France') === 'nmr', 'France without its dropped retreat');
    expect(await drops()).toEqual([expect.objectContaining({ power: 'France', order: 'A PAR R GAS', dropped: true, who: 'Tom' })]);
    expect(container.querySelector('[data-testid="carried-dropped"]')?.textContent).toContain('dropped by Tom');
    await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="carried-undrop"]')!.click());
    await until(() => stateOf('France') === 'complete', 'France carried again after the undo');
    expect((await drops()).map((d) => d.dropped)).toEqual([true, false]);
  }, 20_000);
});
