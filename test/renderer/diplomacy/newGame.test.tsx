// "New game" for Diplomacy: the policies stated at the outset with their clauses, the GM, the
// players with addresses and personal abbreviations, the start phase and the GMT deadline, all
// fixed into the game's settings when it is created.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Remote } from 'comlink';
import type { CoreApi } from '../../../renderer/worker/api';
import type { DiplomacySetup } from '../../../core/diplomacy/record/setup';

vi.mock('../../../renderer/worker/client', async () => {
  const { coreApi } = await import('../../../renderer/worker/coreApi');
  return { callCore: async <T,>(operation: (core: Remote<CoreApi>) => Promise<T>): Promise<T> => operation(coreApi as unknown as Remote<CoreApi>) };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const form = () => container.querySelector<HTMLFormElement>('[data-testid="new-game-form"]')!;
async function set(selector: string, value: string) {
  const el = form().querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  if (!el) throw new Error(`no field ${selector}`);
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

beforeEach(async () => {
  vi.resetModules();
  const { appDb } = await import('../../../renderer/storage/db');
  await appDb().delete();
  await appDb().open();
  const { NewGameForm } = await import('../../../renderer/app/NewGameForm');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<NewGameForm />));
  await until(() => form().querySelector('[data-testid="setup-policies"]') !== null, 'the Diplomacy setup');
});
afterEach(async () => { await act(async () => root.unmount()); container.remove(); });

async function games() { return (await import('../../../renderer/storage/db')).appDb().games.toArray(); }

describe('new Diplomacy game', () => {
  it('000 D.I(1)b: a wm2004 game fixes the D.II(2), D.III(3), D.VII(3) and D.X(1) policies, players and deadline at creation', async () => {
    await set('input[name="name"]', 'Board 7');
    await set('select[name="profile"]', 'wm2004');
    const policyText = form().querySelector('[data-testid="setup-policies"]')!.textContent!;
    for (const clause of ['000 D.I(1)b', '000 D.II(2)', '000 D.III(3)', '000 D.VII(3)', '000 D.X(1)']) expect(policyText).toContain(clause);
    await set('select[name="policy-multipleSets"]', 'merge-per-unit');
    await set('select[name="policy-lateOrders"]', 'until-adjudication');
    await set('input[name="gmAddress"]', 'gm@example.org');
    await set('input[name="firstDeadline"]', '2026-09-16T18:00');
    await set('input[aria-label="England addresses"]', 'ben@example.co.uk, ben@work.example');
    await set('input[aria-label="England abbreviations"]', 'Nwg = nwg, Lpl = lvp');
    await act(async () => form().requestSubmit());
    let rows = await games();
    for (let i = 0; i < 100 && rows.length === 0; i++) { await act(() => new Promise((r) => setTimeout(r, 10))); rows = await games(); }
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(rows).toHaveLength(1);
    const setup = rows[0]!.settings.diplomacy as DiplomacySetup;
    expect(rows[0]!.phase).toBe('S1901M');
    expect(setup.policies).toEqual({ identification: 'to-or-cc', multipleSets: 'merge-per-unit', lateOrders: 'until-adjudication', press: 'white-grey-dark' });
    expect(setup.gmAddress).toBe('gm@example.org');
    expect(setup.deadlines.firstDeadline).toBe(Date.UTC(2026, 8, 16, 18, 0));
    expect(setup.players.find((p) => p.power === 'England')).toEqual({ power: 'England', name: '', addresses: ['ben@example.co.uk', 'ben@work.example'], abbreviations: { nwg: 'nwg', lpl: 'lvp' } });
    expect(setup.players.map((p) => p.power)).toEqual(['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey']);
    expect(setup.fixedAt).toBeGreaterThan(0);
  });

  it('001 B.II(1)b: a Maharajiad game states B.III(2), B.IV(4), B.VIII(3) and B.XI(1) instead', async () => {
    await set('select[name="profile"]', 'maharajiad');
    const policyText = form().querySelector('[data-testid="setup-policies"]')!.textContent!;
    for (const clause of ['001 B.II(1)b', '001 B.III(2)', '001 B.IV(4)', '001 B.VIII(3)', '001 B.XI(1)']) expect(policyText).toContain(clause);
    expect(policyText).not.toContain('000 D.');
  });

  it('refuses an unreadable abbreviation list or a start phase that is not a movement phase, storing nothing', async () => {
    await set('input[name="name"]', 'Board 8');
    await set('input[aria-label="France abbreviations"]', 'this is not a list');
    await act(async () => form().requestSubmit());
    await until(() => container.querySelector('[role="alert"]') !== null, 'the problem');
    expect(container.querySelector('[role="alert"]')!.textContent).toContain('France’s abbreviations');
    await set('input[aria-label="France abbreviations"]', '');
    await set('input[name="startPhase"]', 'F1901R');
    await act(async () => form().requestSubmit());
    await until(() => /movement phase/.test(container.querySelector('[role="alert"]')?.textContent ?? ''), 'the phase problem');
    expect(await games()).toEqual([]);
  });
});

describe('New game defaults and forms (issue 14)', () => {
  const legend = () => form().querySelector('[data-testid="setup-policies"] legend')!.textContent!;
  const profileValue = () => form().querySelector<HTMLSelectElement>('select[name="profile"]')!.value;

  it('001 B.II(1)b: choosing the Maharajah map selects the maharajiad house rules and cites seed 001, and leaving it goes back', async () => {
    expect(profileValue()).toBe('hasbro2000');
    await until(() => form().querySelector('select[name="variant"] option[value="maharajah"]') !== null, 'the map list');
    await set('select[name="variant"]', 'maharajah');
    expect(profileValue()).toBe('maharajiad');
    expect(legend()).toContain('001 B.II(1)b');
    expect(legend()).not.toContain('000');
    await set('select[name="variant"]', 'standard');
    expect(profileValue()).toBe('hasbro2000');
  });

  it('the policies box cites the chosen profile\'s own seed, never seed 000 for every profile', async () => {
    await set('select[name="profile"]', 'wm2004');
    expect(legend()).toContain('000 D.I(1)b');
    await set('select[name="profile"]', 'agora-bt');
    expect(legend()).toContain('002 BT25');
    expect(legend()).not.toContain('000 D.I(1)b');
    // Seed 000's policy clauses are shown for reference only ("cf."), not as this game's rules.
    expect(form().querySelector('[data-testid="setup-policies"]')!.textContent).not.toMatch(/(?<!cf\. )000 D\./);
    await set('select[name="profile"]', 'hasbro2000');
    expect(legend()).toContain('no seed clause');
  });

  it('000 D.III(1)c: the abbreviation box takes "Tri = Trieste" as well as "Trst = tri" and says what it wants', async () => {
    await set('input[name="name"]', 'Abbreviations');
    await until(() => /Tri = Trieste/.test(form().textContent ?? ''), 'the hint');
    await set('input[aria-label="Austria abbreviations"]', 'Tri = Trieste, Trst = tri, StP = St Petersburg/nc');
    await set('input[aria-label="Italy abbreviations"]', 'Xyz = nowhere');
    expect(form().textContent).toContain('names a province of this map');
    expect(form().textContent).toContain('“abbreviation = province”');
    await set('input[aria-label="Italy abbreviations"]', 'Nap: Naples');
    await act(async () => form().requestSubmit());
    let rows = await games();
    for (let i = 0; i < 100 && rows.length === 0; i++) { await act(() => new Promise((r) => setTimeout(r, 10))); rows = await games(); }
    const setup = rows[0]!.settings.diplomacy as DiplomacySetup;
    expect(setup.players.find((p) => p.power === 'Austria')!.abbreviations).toEqual({ tri: 'tri', trst: 'tri', stp: 'stp/nc' });
    expect(setup.players.find((p) => p.power === 'Italy')!.abbreviations).toEqual({ nap: 'nap' });
  });

  it('000 D.VII(4)b: the first deadline is typed as GMT on a 24-hour clock, checked, not a locale 12-hour picker', async () => {
    const field = form().querySelector<HTMLInputElement>('input[name="firstDeadline"]')!;
    expect(field.type).toBe('text');
    await set('input[name="name"]', 'Deadline');
    await set('input[name="firstDeadline"]', '29/11/2026 8:00 PM');
    expect(form().querySelector('[data-testid="deadline-help"]')!.textContent).toContain('Not a GMT date and 24-hour time');
    await act(async () => form().requestSubmit());
    await until(() => /first deadline/.test(container.querySelector('[role="alert"]')?.textContent ?? ''), 'the deadline problem');
    expect(await games()).toEqual([]);
    await set('input[name="firstDeadline"]', '2026-11-29 20:00');
    expect(form().querySelector('[data-testid="deadline-help"]')!.textContent).toContain('Sunday 29 November 2026, 20:00 GMT');
    await act(async () => form().requestSubmit());
    let rows = await games();
    for (let i = 0; i < 100 && rows.length === 0; i++) { await act(() => new Promise((r) => setTimeout(r, 10))); rows = await games(); }
    expect((rows[0]!.settings.diplomacy as DiplomacySetup).deadlines.firstDeadline).toBe(Date.UTC(2026, 10, 29, 20, 0));
  });

  it('a new rules ledger does not ask for its starting rules here: the ledger asks once', async () => {
    await set('select[name="family"]', 'ledger');
    expect(form().querySelector('select[name="variant"]')).toBeNull();
    expect(form().querySelector('[data-testid="ledger-rules-note"]')!.textContent).toContain('seed 003');
  });
});

describe('the home page side panel (issue 14)', () => {
  it('describes the game being created: the chosen map and house rules, a Coalition round, a ledger', async () => {
    const { NewGameSummary } = await import('../../../renderer/app/HomeScreen');
    const { uiStore } = await import('../../../renderer/app/store');
    const side = document.createElement('div');
    document.body.append(side);
    const sideRoot = createRoot(side);
    try {
      await act(async () => uiStore.getState().showNewGame(true));
      await act(async () => sideRoot.render(<NewGameSummary />));
      await until(() => /Standard Diplomacy/.test(side.textContent ?? ''), 'the standard map');
      await until(() => form().querySelector('select[name="variant"] option[value="maharajah"]') !== null, 'the map list');
      await set('select[name="variant"]', 'maharajah');
      await until(() => /Maharajah/.test(side.textContent ?? ''), 'the Maharajah map');
      expect(side.textContent).toContain('Maharajiad I (seed 001)');
      expect(side.textContent).toContain('001 B.II(1)b');
      await set('select[name="family"]', 'coalition');
      expect(side.textContent).toContain('Coalition Wargame');
      expect(side.textContent).not.toContain('Maharajah');
      await set('select[name="family"]', 'ledger');
      expect(side.textContent).toContain('rules ledger');
      expect(side.textContent).toContain('seed 003');
    } finally {
      await act(async () => sideRoot.unmount());
      side.remove();
    }
  });
});
