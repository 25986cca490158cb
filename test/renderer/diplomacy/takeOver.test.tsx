// "Take over a game" in happy-dom: what the old judge left is read and shown before anything is
// created; doubts must be acknowledged; the game is created at the phase reached, with the text
// stored verbatim. test/e2e/takeOver.test.ts opens the workspace on it in Chromium.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Remote } from 'comlink';
import type { CoreApi } from '../../../renderer/worker/api';

vi.mock('../../../renderer/worker/client', async () => {
  const { coreApi } = await import('../../../renderer/worker/coreApi');
  return { callCore: async <T,>(operation: (core: Remote<CoreApi>) => Promise<T>): Promise<T> => operation(coreApi as unknown as Remote<CoreApi>) };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/takeover', name), 'utf8');
let container: HTMLElement;
let root: Root;
let closed = 0;

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}: ${container.textContent}`);
}
const form = () => container.querySelector<HTMLFormElement>('[data-testid="take-over-form"]')!;
async function set(selector: string, value: string) {
  const el = form().querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(selector)!;
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
const button = (label: string) => [...form().querySelectorAll('button')].find((b) => b.textContent === label)!;
async function click(label: string) { await act(async () => button(label).click()); }
async function db() { return (await import('../../../renderer/storage/db')).appDb(); }

beforeEach(async () => {
  vi.resetModules();
  await (await db()).delete();
  await (await db()).open();
  const { TakeOverForm } = await import('../../../renderer/app/TakeOverForm');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  closed = 0;
  await act(async () => root.render(<TakeOverForm onClose={() => { closed++; }} />));
  await until(() => form().querySelector('select[name="variant"] option[value="standard"]') !== null, 'the maps');
});
afterEach(async () => { await act(async () => root.unmount()); container.remove(); });

describe('take over a game judged elsewhere', () => {
  it('shows the phase, powers and doubts of pasted judge posts, and creates nothing until the doubts are acknowledged', async () => {
    await set('input[name="name"]', 'gm42 (from USTV)');
    await set('textarea[name="text"]', fixture('njudge-f1901-s1902.txt'));
    await click('Read it');
    await until(() => container.querySelector('[data-testid="take-over-reading"]') !== null, 'the reading');
    const reading = container.querySelector('[data-testid="take-over-reading"]')!.textContent!;
    expect(reading).toContain("Read as another judge's results posts: F1901M.");
    expect(reading).toContain('The game continues at F1901R.');
    expect(container.querySelector('[data-testid="take-over-doubts"]')!.textContent).toMatch(/no post states the ownership of supply centres/);
    await act(async () => form().requestSubmit());
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('Tick the box to say you have read the doubts.');
    expect(await (await db()).games.count()).toBe(0);
  });

  it('creates the game at the phase reached, with the position, the history read and the text stored verbatim in the same step', async () => {
    const text = `${fixture('njudge-f1901r.txt')}\n\n${fixture('njudge-f1901-s1902.txt')}`;
    await set('input[name="name"]', 'gm42');
    await set('select[name="profile"]', 'wm2004');
    await set('textarea[name="text"]', text);
    await click('Read it');
    await until(() => container.querySelector('[data-testid="take-over-reading"]') !== null, 'the reading');
    expect(container.querySelector('[data-testid="take-over-doubts"]')).toBeNull();
    await act(async () => form().requestSubmit());
    await until(() => closed === 1, 'the form to close');
    const games = await (await db()).games.toArray();
    expect(games).toHaveLength(1);
    expect(games[0]!.phase).toBe('W1901A');
    expect(games[0]!.profile).toBe('wm2004');
    const raws = await (await db()).rawInputs.toArray();
    expect(raws.map((r) => r.text)).toEqual([text]);
    const { takenOverOf } = await import('../../../core/diplomacy/record/takenOver');
    const record = takenOverOf(games[0]!.settings)!;
    expect(record.rawInputId).toBe(raws[0]!.id);
    expect(record.history.map((h) => h.name)).toEqual(['F1901M', 'F1901R']);
    expect(record.position.units).toHaveLength(22);
    expect(record.position.centres.tri).toBe('Italy');
  });

  it('refuses a text that changed after it was read, and one that gives no position', async () => {
    await set('input[name="name"]', 'x');
    await set('textarea[name="text"]', fixture('njudge-f1901r.txt'));
    await click('Read it');
    await until(() => container.querySelector('[data-testid="take-over-reading"]') !== null, 'the reading');
    expect(container.querySelector('[data-testid="take-over-reading"]')!.textContent).toContain('No position could be made from this text');
    expect(button('Take over').disabled).toBe(true);
    await set('textarea[name="text"]', 'Spring 1905\nAustria: A Vie; centres Vie');
    await act(async () => form().requestSubmit());
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('Read the text first (it changed since it was read).');
  });

  it('a dipcc game sets the house rules to a profile that replays it identically', async () => {
    const game = join(import.meta.dirname, '../../../../shared/reference/games/webdiplomacy-cicero/game_433761_ENGLAND_AG.json');
    await set('textarea[name="text"]', readFileSync(game, 'utf8'));
    await click('Read it');
    await until(() => container.querySelector('[data-testid="take-over-reading"]') !== null, 'the reading');
    expect(container.querySelector('[data-testid="take-over-reading"]')!.textContent).toMatch(/replays as recorded under: webdiplomacy, droidippy/);
    expect(form().querySelector<HTMLSelectElement>('select[name="profile"]')!.value).toBe('webdiplomacy');
  });
});

describe('a taken-over record read back from settings', () => {
  it('is checked: a malformed record (e.g. from a crafted backup) is ignored, not trusted', async () => {
    const { takenOverOf } = await import('../../../core/diplomacy/record/takenOver');
    expect(takenOverOf({ takenOver: { source: 'judge-posts', position: { units: 'no' } } })).toBeUndefined();
    expect(takenOverOf({})).toBeUndefined();
  });
});
