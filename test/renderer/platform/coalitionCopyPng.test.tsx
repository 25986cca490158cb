// "Copy map PNG" in the Coalition publish panel (renderer/coalition/PublishPanel.tsx) goes through
// the platform bridge's copyImageToClipboard with the grid PNG, records the publication as a copy,
// and on failure shows the bridge's message while Save map PNG… keeps working. The PNG is drawn
// from gridSvg's SVG of the map on screen (the command line's drawing); happy-dom has no canvas,
// so the drawing step (svgToPng) is a recording stand-in here and the SVG it is handed is checked.
// The real drawing and the real Chromium clipboard are driven by test/e2e.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { coalitionApi } from '../../../renderer/worker/coalitionApi';
import { readRoundText } from '../../../core/coalition/replay';
import type { CoalitionAction, ResolvedTurn } from '../../../renderer/coalition/coalitionTypes';
import type { ShownMap } from '../../../renderer/coalition/PublishPanel';

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

const svgToPng = vi.hoisted(() => vi.fn(async (_svg: string, _width: number, _height: number) => 'iVBORw0KGgoAAAANSUhEUg=='));
vi.mock('../../../renderer/coalition/svgToPng', () => ({ svgToPng }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const resolved = {
  turn: 3,
  // No army has a name too long for its disc, so the key of shortened names is empty.
  after: { armies: [{ name: 'Urza' }, { name: 'Tsabo' }] },
  texts: { updateBbcode: '[b]update[/b]', updatePlain: 'update', announcementsBbcode: '', announcementsPlain: '', controlBbcode: '', controlPlain: '' },
} as unknown as ResolvedTurn;
// The board on screen: the sample round, one army renamed by a player to markup.
const round = readRoundText(coalitionApi.sample().roundText);
round.armies[0]!.name = '</text><script>alert(1)</script>';
const map: ShownMap = { round, moves: [{ army: 'Sai Rei', path: ['3D', '4D', '5D'], status: 'moved' }] };

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
  await act(async () => root.render(<PublishPanel resolved={resolved} roundName="Round Two" map={map} record={record} />));
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
    // 004 1.2: the SVG of the board on screen, at the chosen width, with its title and trails.
    expect(svgToPng).toHaveBeenCalledTimes(1);
    const [svg, width, height] = svgToPng.mock.calls[0]!;
    expect(width).toBe(900);
    expect(svg).toContain(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${height}"`);
    expect(svg).toContain('>Round Two</text>');
    expect(svg).toContain('>After turn 3</text>');
    expect(svg).toMatch(/<g class="trail" data-army="Sai Rei">/);
    expect(svg).toMatch(/<g class="army" data-army="Tsabo"/);
    // A player's name reaches the SVG only as escaped text.
    expect(svg).not.toContain('<script');
    expect(svg).toContain('data-army="&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
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

  it('draws the terrain-only grid when the screen shows it, and refuses a width out of range with a sentence', async () => {
    const { PublishPanel } = await import('../../../renderer/coalition/PublishPanel');
    await act(async () => root.render(<PublishPanel resolved={resolved} roundName="Round Two" map={{ ...map, terrainOnly: true }} record={async (a) => { recorded.push(a); }} />));
    await click('Save map PNG…');
    const [svg] = svgToPng.mock.calls[0]!;
    expect(svg).not.toContain('class="army"');
    expect(svg).not.toContain('class="trail"');

    svgToPng.mockClear();
    const input = container.querySelector<HTMLInputElement>('input[inputmode="numeric"]')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '90');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click('Copy map PNG');
    expect(alert()).toBe('export width must be 200–8000 px, not 90');
    expect(svgToPng).not.toHaveBeenCalled();
    expect(bridge.copyImageToClipboard).not.toHaveBeenCalled();
    expect(recorded.map((a) => a.kind === 'coalition-published' && a.via)).toEqual(['save']);
  });
});
