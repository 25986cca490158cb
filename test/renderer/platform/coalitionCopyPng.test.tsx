// "Copy map PNG" in the Coalition publish panel (renderer/coalition/PublishPanel.tsx) goes through
// the platform bridge's copyImageToClipboard with the grid PNG, records the publication as a copy,
// and on failure shows the bridge's message while Save map PNG… keeps working. The bridge is a
// recording stand-in and the grid export a fixed PNG (happy-dom has no canvas); the real export
// and the real Chromium clipboard are driven by test/e2e.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type Konva from 'konva';
import type { CoalitionAction, ResolvedTurn } from '../../../renderer/coalition/coalitionTypes';

// A PNG's signature and the start of its IHDR chunk, in base64.
const GRID_PNG = 'iVBORw0KGgoAAAANSUhEUg==';

const bridge = vi.hoisted(() => ({
  openFile: vi.fn(async () => []),
  saveFile: vi.fn(async (_request: unknown) => true),
  copyToClipboard: vi.fn(async (_text: string) => {}),
  copyImageToClipboard: vi.fn(async (_png: string) => {}),
  appInfo: vi.fn(async () => ({ name: 'Adjutant', version: '0.1.0', platform: 'browser' as const })),
}));
vi.mock('../../../renderer/platform/index', () => ({ platform: bridge }));

const exportGridPng = vi.hoisted(() => vi.fn((_stage: unknown, _options: { title: string; subtitle: string; width: number }) => 'iVBORw0KGgoAAAANSUhEUg=='));
vi.mock('../../../renderer/coalition/exportGridPng', () => ({ exportGridPng }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const resolved = {
  turn: 3,
  // No army has a name too long for its disc, so the key of shortened names is empty.
  after: { armies: [{ name: 'Urza' }, { name: 'Tsabo' }] },
  texts: { updateBbcode: '[b]update[/b]', updatePlain: 'update', announcementsBbcode: '', announcementsPlain: '', controlBbcode: '', controlPlain: '' },
} as unknown as ResolvedTurn;
const stage = {} as Konva.Stage;

let container: HTMLElement;
let root: Root;
let recorded: CoalitionAction[];

beforeEach(async () => {
  vi.clearAllMocks();
  recorded = [];
  const { PublishPanel } = await import('../../../renderer/coalition/PublishPanel');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const record = async (a: CoalitionAction) => { recorded.push(a); };
  await act(async () => root.render(<PublishPanel resolved={resolved} roundName="Round Two" stage={stage} record={record} />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}; panel text: ${container.textContent}`);
  return found;
}
const click = (name: string) => act(async () => { button(name).click(); });
const status = () => container.querySelector('[role="status"]')?.textContent ?? null;
const alert = () => container.querySelector('[role="alert"]')?.textContent ?? null;

describe('Coalition publish panel: Copy map PNG', () => {
  it('copies the grid PNG through the bridge as an image and records it as a copy of the map', async () => {
    await click('Copy map PNG');
    expect(exportGridPng).toHaveBeenCalledWith(stage, { title: 'Round Two', subtitle: 'After turn 3', width: 900, shortened: [] });
    expect(bridge.copyImageToClipboard).toHaveBeenCalledTimes(1);
    expect(bridge.copyImageToClipboard).toHaveBeenCalledWith(GRID_PNG);
    expect(bridge.copyToClipboard).not.toHaveBeenCalled();
    expect(bridge.saveFile).not.toHaveBeenCalled();
    expect(recorded).toEqual([{ kind: 'coalition-published', what: 'map', dialect: 'png', via: 'copy', turn: 3 }]);
    expect(status()).toBe('Map image copied to the clipboard.');
    expect(alert()).toBeNull();
  });

  it('shows the bridge\'s refusal and leaves Save map PNG… working', async () => {
    bridge.copyImageToClipboard.mockRejectedValueOnce(new Error('This browser cannot put images on the clipboard: save the PNG and attach it instead.'));
    await click('Copy map PNG');
    expect(alert()).toBe('This browser cannot put images on the clipboard: save the PNG and attach it instead.');
    expect(status()).toBeNull();

    expect(button('Save map PNG…').disabled).toBe(false);
    await click('Save map PNG…');
    expect(bridge.saveFile).toHaveBeenCalledWith({ suggestedName: 'turn-3-map.png', kind: 'png', dataBase64: GRID_PNG });
    expect(status()).toBe('Map saved as turn-3-map.png.');
    expect(alert()).toBeNull();
    expect(recorded.map((a) => a.kind === 'coalition-published' && a.via)).toEqual(['copy', 'save']);
  });

  it('says the map is not on screen when there is no stage, and copies nothing', async () => {
    const { PublishPanel } = await import('../../../renderer/coalition/PublishPanel');
    await act(async () => root.render(<PublishPanel resolved={resolved} roundName="Round Two" stage={null} record={async (a) => { recorded.push(a); }} />));
    await click('Copy map PNG');
    expect(alert()).toBe('The map is not on screen.');
    expect(bridge.copyImageToClipboard).not.toHaveBeenCalled();
    expect(recorded).toEqual([]);
  });
});
