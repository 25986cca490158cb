// The Coalition movement judge end to end, in Chromium against the built renderer: a Coalition game
// created from the home screen, set up from the sample round (assets/coalition), the sample
// movement thread pasted and judged line by line, the turn resolved with seed 42 (every random
// choice listed), an army dragged on the grid map to another square with a reason (an audited fix),
// the update copied in BBCode and the map saved as a PNG at a chosen width, and after a reload
// everything still there (it is rebuilt from stored records); then the turn is committed and the
// judge steps back to look at it.
// The workspace is reached as a judge reaches it: home screen → New game → the game's page, which
// renders <CoalitionWorkspace> for 'coalition' games (renderer/app/GamePage.tsx).
// ADJUTANT_RENDERER_DIST serves another build instead of dist/renderer (used to try the workspace
// before GamePage is wired).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { allowClipboard, assertClean, createGameFromHome, openHome, openProfile, screenshot, serveRenderer, resultsDir, type StaticServer } from './harness';

let server: StaticServer;
beforeAll(async () => { server = await serveRenderer(process.env.ADJUTANT_RENDERER_DIST || undefined); });
afterAll(async () => { await server?.close(); });

/** Page coordinates of the centre of a square on the grid map (004 1.2a: "12E" = row 12, column E). */
async function squareCentre(page: Page, square: string): Promise<{ x: number; y: number }> {
  const map = page.getByTestId('grid-map');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const cell = Number(await map.getAttribute('data-cell'));
  const margin = Number(await map.getAttribute('data-margin'));
  const m = /^(\d+)([A-N])$/.exec(square)!;
  return { x: box.x + margin + ('ABCDEFGHIJKLMN'.indexOf(m[2]!) + 0.5) * cell, y: box.y + margin + (Number(m[1]) - 0.5) * cell };
}

async function clickArmy(page: Page, square: string) {
  const { x, y } = await squareCentre(page, square);
  await page.mouse.click(x, y);
}

/** RGBA of one pixel of a map layer's canvas (0 terrain, 1 sites, 2 move trails, 3 armies), at page coordinates. */
function layerPixel(page: Page, layer: number, point: { x: number; y: number }): Promise<number[]> {
  return page.evaluate(([index, x, y]) => {
    const canvas = document.querySelectorAll<HTMLCanvasElement>('[data-testid="grid-map"] canvas')[index]!;
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    return [...canvas.getContext('2d')!.getImageData(Math.round((x - box.left) * ratio), Math.round((y - box.top) * ratio), 1, 1).data];
  }, [layer, point.x, point.y] as const);
}

/** A point on the left edge of a square's hollow site mark (3 px in from the square's edge). */
async function siteEdge(page: Page, square: string) {
  const c = await squareCentre(page, square);
  const cell = Number(await page.getByTestId('grid-map').getAttribute('data-cell'));
  return { x: c.x - cell / 2 + 3, y: c.y };
}

/** The PNG's width from its IHDR chunk, after checking the 8-byte signature. */
function pngWidth(bytes: Buffer): number {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return bytes.readUInt32BE(16);
}

async function expectJudgedTurn(page: Page) {
  // 004 3.1d: each rejected move with its reason and rule.
  const rejected = page.locator('[data-testid="verdict-row"][data-status="rejected"]');
  await expect.poll(() => rejected.count()).toBe(2);
  expect(await rejected.nth(0).innerText()).toMatch(/Gerrard: 6F > 6H[\s\S]*Hanna does not control Gerrard at the movement lock \(004 5\.4\.2\)/);
  expect(await rejected.nth(1).innerText()).toMatch(/Yawgmoth: 32D > 30D[\s\S]*posted after the movement lock \(004 3\.1b\)/);
  expect(await page.locator('[data-testid="verdict-row"][data-status="used"]').count()).toBe(9);
  // Resolved with seed 42: every random choice listed.
  expect(await page.getByTestId('coalition-pending-seed').innerText()).toBe('42');
  const rolls = await page.getByTestId('coalition-rolls').innerText();
  expect(rolls).toMatch(/route for Darkhand5 from 9J to 8L \(004 3\.2\.2\.4\): d3 = \d → 9J - /);
  expect(rolls).toMatch(/raider spawn .*d20 = \d+/);
}

describe('the Coalition movement judge in Chromium', () => {
  it('004 1.2b 004 1.2c 004 3.1d: sets up the sample round, judges the thread, resolves with a seed, fixes an army by dragging, publishes text and PNG, and keeps it all over a reload', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await allowClipboard(profile, server.origin);
      await openHome(page, server.origin);
      await createGameFromHome(page, { name: 'Coalition «Round 1»', family: 'coalition', screenshotName: 'coalition-new-game-form' });

      await page.getByRole('button', { name: 'Set up from the sample round' }).click();
      await page.getByTestId('coalition-thread').waitFor();
      expect(await page.getByTestId('coalition-round').innerText()).toMatch(/Sample Round · set up from “sample-round\.json” · turn 1/);

      await page.getByRole('button', { name: 'Fill in the sample thread' }).click();
      await page.getByRole('button', { name: 'Read the thread' }).click();
      await expect.poll(() => page.getByTestId('coalition-thread-summary').innerText()).toMatch(/9 orders used, 2 rejected/);

      await page.getByLabel('Seed for the random choices').fill('42');
      await page.getByRole('button', { name: 'Resolve the turn' }).click();
      await page.getByTestId('coalition-pending').waitFor();
      await expectJudgedTurn(page);
      // 004 1.2b: every army on the map carries its short name (unique) and rank; this turn's moves are drawn as trails.
      const drawn = await page.evaluate(() => {
        const stage = (window as unknown as { Konva: { stages: { find: (s: string) => { text?: () => string }[] }[] } }).Konva.stages[0]!;
        return { armies: stage.find('.army').length, names: stage.find('.army-name').map((t) => t.text!()), ranks: stage.find('.army-rank').map((t) => t.text!()), trails: stage.find('.trail').length };
      });
      expect(drawn.armies).toBeGreaterThan(15);
      expect(drawn.names).toHaveLength(drawn.armies);
      expect(new Set(drawn.names).size).toBe(drawn.armies);
      expect(drawn.names).toContain('Urza');
      expect(drawn.ranks).toContain('Gen');
      expect(drawn.trails).toBeGreaterThan(0);

      // Click an army: its type and troops (004 1.2). Urza moved 12D > 12E this turn.
      await clickArmy(page, '12E');
      await expect.poll(() => page.getByTestId('army-info').innerText()).toMatch(/Urza[\s\S]*Coalition · General army · at 12E/);
      expect(await page.getByTestId('army-troops').locator('tbody tr').count()).toBeGreaterThan(0);
      await screenshot(page, 'coalition-workspace');
      await page.screenshot({ path: `${resultsDir}/coalition-workspace-1280x800.png` });
      await page.getByTestId('grid-map').screenshot({ path: `${resultsDir}/coalition-grid-map.png` });

      // 004 1.2b: hollow squares — the Red base (4D) red, the Colorless base (13M) brown, a portal (28K) grey.
      expect((await layerPixel(page, 1, await siteEdge(page, '4D'))).slice(0, 3)).toEqual([211, 47, 47]);
      expect((await layerPixel(page, 1, await siteEdge(page, '13M'))).slice(0, 3)).toEqual([123, 74, 28]);
      expect((await layerPixel(page, 1, await siteEdge(page, '28K'))).slice(0, 3)).toEqual([140, 140, 140]);
      // 004 1.2c: the terrain-only grid has no armies; the terrain stays.
      // (The point is measured each time: ticking a box may scroll the page.)
      const urzaAlpha = async () => (await layerPixel(page, 3, await squareCentre(page, '12E')))[3];
      const terrainAt12E = async () => (await layerPixel(page, 0, await siteEdge(page, '12E'))).slice(0, 3);
      expect(await urzaAlpha()).toBe(255);
      const terrainBefore = await terrainAt12E();
      await page.getByLabel('Terrain only').check();
      await expect.poll(urzaAlpha).toBe(0);
      expect(await terrainAt12E()).toEqual(terrainBefore);
      await page.getByLabel('Terrain only').uncheck();
      await expect.poll(urzaAlpha).toBe(255);

      // Edit mode: drag Urza from 12E to 13D; the drop snaps to the square and asks for a reason.
      await page.getByLabel('Fix squares (drag an army)').check();
      const from = await squareCentre(page, '12E');
      const to = await squareCentre(page, '13D');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 8 + 2, from.y + ((to.y - from.y) * i) / 8 + 2);
      await page.mouse.up();
      await page.getByTestId('fix-form').waitFor();
      expect(await page.getByTestId('fix-to').innerText()).toBe('13D');
      await page.getByLabel(/^Reason/).fill('the forum post said 13D');
      await page.getByRole('button', { name: 'Record the fix' }).click();
      await expect.poll(() => page.getByTestId('fix-row').innerText()).toMatch(/Urza: 12E → 13D — “the forum post said 13D”/);
      await page.getByLabel('Fix squares (drag an army)').uncheck();
      await clickArmy(page, '13D');
      await expect.poll(() => page.getByTestId('army-info').innerText()).toMatch(/Urza[\s\S]*at 13D/);

      // Publish: the update in BBCode, copied; it lists the fix with its reason.
      const publish = page.getByTestId('coalition-publish');
      await publish.getByRole('button', { name: 'Copy', exact: true }).click();
      await publish.getByTestId('coalition-publish-done').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^\[b\]Sample Round: turn 1 movement update\[\/b\]/);
      expect(copied).toMatch(/\[u\]Rejected orders\[\/u\][\s\S]*Yawgmoth/);
      expect(copied).toMatch(/\[\*\]Urza moved by the judge from 12E to 13D: the forum post said 13D/);

      // The grid map as a PNG, 700 px wide, through the platform bridge (a download in Chromium).
      await publish.getByLabel('Map width (px)').fill('700');
      const downloading = page.waitForEvent('download');
      await publish.getByRole('button', { name: 'Save map PNG…' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('turn-1-map.png');
      const pngPath = `${resultsDir}/coalition-map-export.png`;
      await download.saveAs(pngPath);
      expect(pngWidth(readFileSync(pngPath))).toBe(700);

      // Reload: everything is rebuilt from the stored records.
      await page.reload();
      await page.getByTestId('coalition-pending').waitFor();
      await expectJudgedTurn(page);
      await expect.poll(() => page.getByTestId('fix-row').innerText()).toMatch(/Urza: 12E → 13D — “the forum post said 13D”/);
      await clickArmy(page, '13D');
      await expect.poll(() => page.getByTestId('army-info').innerText()).toMatch(/Urza[\s\S]*at 13D/);

      // Commit the turn; turn 2 opens; step back to look at turn 1.
      await page.getByRole('button', { name: 'Commit turn 1' }).click();
      await expect.poll(() => page.getByTestId('game-title').innerText()).toMatch(/· Turn 2/);
      await page.getByRole('button', { name: '◀ Earlier turn' }).click();
      await expect.poll(() => page.getByTestId('coalition-viewing').innerText()).toBe('Looking back at turn 1 (committed)');
      expect(await page.getByTestId('coalition-past-verdicts').innerText()).toMatch(/Turn 1: orders as judged \(seed 42\)/);
      await screenshot(page, 'coalition-history');
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });
});
