// A long game's history bar in Chromium (issue 21 item 4: "The history bar of a long game groups
// phases by year and never pushes the map"; audit of 27 Nov). Two games played through core as the
// app plays them (bench/historyGames.ts: real mail, read and adjudicated), of 60 and 110 committed
// phases, are opened at 1280x800 beside a game with no history: the bar stays one line, earlier
// years are one button each, and the map's box is as large as with no history in all three, also with a year opened,
// and the page never grows wider than the window (it had: 2,200 px at 60 phases, map stretched);
// then the 110-phase game the same at 1024, 1366 and 1920 px wide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertClean, openHome, openProfile, screenshot, serveRenderer, type Profile, type StaticServer } from './harness';
import { seedGeneratedGames } from '../../bench/generatedSeed';

let server: StaticServer;
let profile: Profile;
beforeAll(async () => {
  server = await serveRenderer();
  profile = await openProfile(server.origin, { viewport: { width: 1280, height: 800 } });
}, 120_000);
afterAll(async () => { await profile?.close(); await server?.close(); });

type Box = { x: number; y: number; width: number; height: number };
const pick = (b: Box) => ({ x: b.x, width: b.width, height: b.height });

/** Opens a game from the home screen by name and measures the map's box and the history bar. */
async function openAndMeasure(page: Page, name: string): ReturnType<typeof measure> {
  await openHome(page, server.origin);
  await page.getByTestId('game-search').fill(name);
  await page.getByTestId('game-search').press('Enter');
  await page.getByTestId('map-box').waitFor();
  await page.getByTestId('history-phases').waitFor();
  // The map is drawn once the worker has the position: wait for its canvas to have a size.
  await page.waitForFunction(() => (document.querySelector('[data-testid="map-box"] canvas') as HTMLCanvasElement | null)?.width! > 0);
  return measure(page);
}

async function measure(page: Page) {
  const map = (await page.getByTestId('map-box').boundingBox())!;
  const bar = (await page.getByTestId('history').boundingBox())!;
  const phases = await page.getByTestId('history-phases').evaluate((ol) => ({
    height: ol.getBoundingClientRect().height,
    // The tallest single entry: one row of buttons is about this high.
    rowHeight: Math.max(...[...ol.children].map((li) => li.getBoundingClientRect().height)),
    scrollWidth: ol.scrollWidth, clientWidth: ol.clientWidth,
  }));
  const years = await page.getByTestId('history-year').allInnerTexts();
  // The phase tabs shown (not the year buttons, not the phase being played).
  const tabs = (await page.getByTestId('history-phases').locator('button.tab:not(.year):not([data-testid="current-phase"])').allInnerTexts()).map((t) => t.trim());
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return { map, bar, phases, years, tabs, pageWidth };
}

describe('the history bar of a long game', () => {
  it('groups earlier years into one button each, stays one line, and never moves or squeezes the map (60 and 110 phases, and with a year opened)', async () => {
    const { page } = profile;
    await openHome(page, server.origin);
    const seeded = await seedGeneratedGames(page, 2, 2);
    expect(seeded.phases).toBe(60 + 110);
    await page.reload();

    // The first-run sample has no committed phase: its bar holds only the phase being played.
    const short = await openAndMeasure(page, 'Sample');
    expect(short.years).toEqual([]);

    for (const [name, phases] of [['League 1 board 1', 60], ['League 1 board 2', 110]] as const) {
      const long = await openAndMeasure(page, name);
      await screenshot(page, `history-bar-${phases}-phases`);
      // Grouped by year: each year but the latest two is one button, "1901 (3)", in order; with the
      // phases shown, they account for every committed phase.
      const lastYear = 1901 + long.years.length + 1;
      expect(long.years.map((y) => Number(y.slice(0, 4)))).toEqual(Array.from({ length: long.years.length }, (_, i) => 1901 + i));
      expect(long.years.length, long.years.join(', ')).toBeGreaterThanOrEqual(phases / 5 - 2);
      const folded = long.years.reduce((n, y) => n + Number(/^\d{4} \((\d)\)$/.exec(y)?.[1] ?? NaN), 0);
      expect(folded + long.tabs.length, long.years.join(', ')).toBe(phases);
      expect(long.tabs.every((t) => t.endsWith(`${lastYear - 1}M`) || t.endsWith(`${lastYear - 1}R`) || t.endsWith(`${lastYear - 1}A`)
        || t.endsWith(`${lastYear}M`) || t.endsWith(`${lastYear}R`) || t.endsWith(`${lastYear}A`))).toBe(true);
      // One line: no taller than one entry, however many entries; what does not fit scrolls sideways.
      expect(long.phases.height).toBeLessThan(long.phases.rowHeight * 1.5);
      // The map is as wide and as high as for a game with no history, in the same column (its top
      // follows the header, whose height depends on the game's name); the bar stays below it and the
      // page never grows wider than the window.
      expect(pick(long.map)).toEqual(pick(short.map));
      expect(long.bar.height).toBeLessThanOrEqual(short.bar.height + 1);
      expect(long.bar.y).toBeGreaterThanOrEqual(long.map.y + long.map.height);
      expect(long.pageWidth).toBeLessThanOrEqual(1280);

      // Opening an earlier year shows its phases in the same one line; the map does not move.
      await page.getByTestId('history-year').first().click();
      const opened = await measure(page);
      expect(opened.years).toHaveLength(long.years.length - 1);
      expect(opened.tabs.filter((t) => t.includes('1901'))).toEqual(expect.arrayContaining(['S1901M', 'F1901M']));
      expect(opened.phases.height).toBeLessThan(opened.phases.rowHeight * 1.5);
      expect(opened.map).toEqual(long.map);
      expect(opened.pageWidth).toBeLessThanOrEqual(1280);
    }
    assertClean(profile);
  }, 300_000);

  it('stays one line and leaves the map as it is at a laptop\'s width and up: 1024x720, 1366x768, 1920x900 (the 110-phase game)', async () => {
    const { page } = profile;
    for (const [width, height] of [[1024, 720], [1366, 768], [1920, 900]] as const) {
      await page.setViewportSize({ width, height });
      const short = await openAndMeasure(page, 'Sample');
      const long = await openAndMeasure(page, 'League 1 board 2');
      await screenshot(page, `history-bar-110-phases-${width}x${height}`);
      console.log(`${width}x${height}: map ${Math.round(long.map.width)}x${Math.round(long.map.height)} (no history: ${Math.round(short.map.width)}x${Math.round(short.map.height)}), ${long.years.length} years folded, bar ${Math.round(long.bar.height)} px high`);
      expect(long.years.length, `${width}x${height}`).toBeGreaterThanOrEqual(110 / 5 - 2);
      expect(long.phases.height, `${width}x${height}`).toBeLessThan(long.phases.rowHeight * 1.5);
      expect(pick(long.map), `${width}x${height}`).toEqual(pick(short.map));
      // The bar stays under the map; where its phases scroll sideways it may gain the scrollbar's
      // height (1920 px: 57.5 -> 64.8 px), below the map, which keeps its box.
      expect(long.bar.height).toBeLessThanOrEqual(short.bar.height + 16);
      expect(long.bar.y).toBeGreaterThanOrEqual(long.map.y + long.map.height);
      expect(long.pageWidth).toBeLessThanOrEqual(width);
    }
    assertClean(profile);
  }, 300_000);
});
