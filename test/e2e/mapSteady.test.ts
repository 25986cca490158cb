// The workspace's map holds still in Chromium (issue 14): the canvas keeps its size whether the
// province card, the results or the corrections are open, so one screen point is one province
// whatever is open; a click on Burgundy selects Burgundy after zooming and panning too; the
// default fit shows the whole map (North Africa, Tunis and the Ionian Sea clear of the caption and
// the box's edge); Fit brings the whole map back; and the map cannot be dragged off into grey.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertClean, closeGmSession, createGameFromHome, openGmSession, openHome, repoRoot, screenshot, type GmSession } from './harness';

const geometry = JSON.parse(readFileSync(join(repoRoot, 'assets/variants/standard/geometry.json'), 'utf8')) as {
  viewBox: [number, number, number, number]; locations: Record<string, { x: number; y: number }>;
};

let session: GmSession;
let page: Page;

beforeAll(async () => {
  session = await openGmSession();
  page = session.page;
  await openHome(page, session.server.origin);
  await createGameFromHome(page, { name: 'Steady map', family: 'diplomacy', variant: 'standard', profile: 'wm2004' });
  await page.locator('[data-testid="diplomacy-map"] canvas').first().waitFor();
});
afterAll(async () => { await closeGmSession(session); });

interface Box { x: number; y: number; width: number; height: number }

/** The canvas's place and size on screen, and the stage's transform. */
function stageState(p: Page): Promise<{ box: Box; scale: number; x: number; y: number }> {
  return p.evaluate(() => {
    const konva = (window as unknown as { Konva: { stages: { container(): HTMLElement; scaleX(): number; x(): number; y(): number }[] } }).Konva;
    const stage = konva.stages.find((s) => s.container().isConnected && s.container().closest('[data-testid="map-box"]'))!;
    const r = stage.container().getBoundingClientRect();
    return { box: { x: r.left, y: r.top, width: r.width, height: r.height }, scale: stage.scaleX(), x: stage.x(), y: stage.y() };
  });
}

/** Screen point of a map point as the stage draws it now. */
async function toScreen(p: Page, point: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const s = await stageState(p);
  return { x: s.box.x + s.x + point.x * s.scale, y: s.box.y + s.y + point.y * s.scale };
}

async function clickAndRead(p: Page, at: { x: number; y: number }): Promise<string> {
  await p.getByTestId('province-select').selectOption('');
  await p.mouse.click(at.x, at.y);
  await p.waitForFunction(() => (document.querySelector('[data-testid="province-select"]') as HTMLSelectElement).value !== '');
  return p.getByTestId('province-select').inputValue();
}

/** Lets a resize (if any) settle: two animation frames. */
const settle = (p: Page) => p.evaluate(() => new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))));

describe('the workspace map holds still (issue 14)', () => {
  it('one screen point selects the same province with the card, the results and the corrections open or closed', async () => {
    await settle(page);
    const first = await stageState(page);
    const point = await toScreen(page, geometry.locations.bur!);
    const seen: string[] = [];
    const sizes: Box[] = [];
    const look = async () => { await settle(page); sizes.push((await stageState(page)).box); seen.push(await clickAndRead(page, point)); };
    await look(); // nothing open
    await look(); // the province card open (the first click opened it)
    // The results.
    await page.waitForFunction(() => !(document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement).disabled);
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Control+Enter');
    await page.getByText('Results of S1901M (not committed)').waitFor();
    await look();
    // The corrections: a unit dragged in edit mode, with a reason.
    await page.keyboard.press('e');
    await page.getByTestId('edit-banner').waitFor();
    const [par, pic] = [await toScreen(page, geometry.locations.par!), await toScreen(page, geometry.locations.pic!)];
    await page.mouse.move(par.x, par.y);
    await page.mouse.down();
    for (let k = 1; k <= 10; k++) await page.mouse.move(par.x + ((pic.x - par.x) * k) / 10, par.y + ((pic.y - par.y) * k) / 10);
    await page.mouse.up();
    await page.getByTestId('edit-dialog').getByLabel(/Reason/).fill('French army misplaced');
    await page.getByRole('button', { name: 'Save correction' }).click();
    await page.getByTestId('edits').waitFor();
    await page.keyboard.press('e');
    await look();
    await screenshot(page, 'map-steady-all-open');
    expect(seen).toEqual(['bur', 'bur', 'bur', 'bur']);
    for (const b of sizes) expect(b).toEqual(first.box);
    assertClean(session.gm);
  });

  it('keys the map\'s marks under it on screen: arrows, the red ✕, the double ring of a holding unit', async () => {
    const marks = await page.getByTestId('map-key').locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-mark')));
    expect(marks).toEqual(['move', 'support', 'convoy', 'hold', 'failed', 'build', 'remove', 'dislodged']);
    expect(await page.getByTestId('map-key').innerText()).toMatch(/holds[\s\S]*failed/);
  });

  it('shows the whole map in the default fit, clear of the caption and the key', async () => {
    const s = await stageState(page);
    const [minX, minY, w, h] = geometry.viewBox;
    const topLeft = await toScreen(page, { x: minX, y: minY });
    const bottomRight = await toScreen(page, { x: minX + w, y: minY + h });
    expect(topLeft.x).toBeGreaterThanOrEqual(s.box.x); expect(topLeft.y).toBeGreaterThanOrEqual(s.box.y);
    expect(bottomRight.x).toBeLessThanOrEqual(s.box.x + s.box.width); expect(bottomRight.y).toBeLessThanOrEqual(s.box.y + s.box.height);
    // Tunis, North Africa and the Ionian are drawn above the caption, not under it.
    const caption = (await page.getByTestId('map-phase').boundingBox())!;
    for (const loc of ['tun', 'naf', 'ion']) {
      const at = await toScreen(page, geometry.locations[loc]!);
      expect(at.y, loc).toBeLessThan(caption.y);
      expect(await clickAndRead(page, at)).toBe(loc);
    }
  });

  it('selects Burgundy on a click on Burgundy after zooming and panning, and Fit brings the whole map back', async () => {
    const fitted = await stageState(page);
    const bur = await toScreen(page, geometry.locations.bur!);
    await page.mouse.move(bur.x + 40, bur.y + 30);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((s) => {
      const konva = (window as unknown as { Konva: { stages: { container(): HTMLElement; scaleX(): number }[] } }).Konva;
      return konva.stages.find((x) => x.container().closest('[data-testid="map-box"]'))!.scaleX() > s * 1.1;
    }, fitted.scale);
    await settle(page);
    expect(await clickAndRead(page, await toScreen(page, geometry.locations.bur!))).toBe('bur');
    // Pan by dragging open sea (the Mid-Atlantic), then click Burgundy where it is drawn now.
    const mao = await toScreen(page, geometry.locations.mao!);
    await page.mouse.move(mao.x, mao.y);
    await page.mouse.down();
    for (let k = 1; k <= 8; k++) await page.mouse.move(mao.x + 8 * k, mao.y - 5 * k);
    await page.mouse.up();
    await settle(page);
    expect(await clickAndRead(page, await toScreen(page, geometry.locations.bur!))).toBe('bur');
    await page.getByTestId('map-fit').click();
    await settle(page);
    const again = await stageState(page);
    expect(again.scale).toBeCloseTo(fitted.scale, 6);
    expect(again.x).toBeCloseTo(fitted.x, 3);
    expect(again.y).toBeCloseTo(fitted.y, 3);
  });

  it('cannot be dragged off into empty grey', async () => {
    const before = await stageState(page);
    const start = await toScreen(page, geometry.locations.mao!);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let k = 1; k <= 10; k++) await page.mouse.move(start.x + 150 * k, start.y + 100 * k);
    await page.mouse.up();
    await settle(page);
    const s = await stageState(page);
    const [minX, minY, w, h] = geometry.viewBox;
    const left = s.x + minX * s.scale, top = s.y + minY * s.scale;
    // Dragged 1500 px, the map moved only within the box's give (panSlack, at most 48 px out).
    expect(left - (before.x + minX * before.scale)).toBeLessThan(100);
    expect(top - (before.y + minY * before.scale)).toBeLessThan(100);
    expect(left).toBeGreaterThanOrEqual(-49); expect(top).toBeGreaterThanOrEqual(-49);
    expect(left + w * s.scale).toBeLessThanOrEqual(s.box.width + 49);
    expect(top + h * s.scale).toBeLessThanOrEqual(s.box.height + 49);
    await page.getByTestId('map-fit').click();
  });
});
