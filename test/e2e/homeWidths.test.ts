// The home screen at a laptop's width and up (issue 21; the audit at the last stop found the
// Actions column off-screen at 1280 px): with a GM's 300 games (test/fixtures/gmGames.ts) in
// Chromium at 1024x720, 1280x800, 1366x768 and 1920x900, every column a GM needs (the game, its
// type, its state, the next deadline, the last activity and the actions) is in the window without
// scrolling sideways; the headings, the state, the times and every action button are whole (a name
// or a type too long for its cell ends in "…" and its title holds the whole); rows stay exactly as
// compact as the virtual list counts them, before and while a search is typed. Fails on any
// column clipped at any of the four sizes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertClean, openHome, openProfile, screenshot, serveRenderer, type Profile, type StaticServer } from './harness';
import { seedGames } from './homeSeed';

let server: StaticServer;
let profile: Profile;
beforeAll(async () => {
  server = await serveRenderer();
  profile = await openProfile(server.origin, { viewport: { width: 1280, height: 800 } });
});
afterAll(async () => { await profile?.close(); await server?.close(); });

const sizes = [[1024, 720], [1280, 800], [1366, 768], [1920, 900]] as const;
const headings = ['Game', 'Type', 'State', 'Deadline (GMT)', 'Activity (GMT)', 'Actions'];

/** What is out of the window or cut off in the list as it is on screen now, and the rows' heights. */
function measureList(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('[data-testid="game-scroller"]') as HTMLElement;
    const view = box.getBoundingClientRect();
    const right = Math.min(view.right, window.innerWidth);
    const problems: string[] = [];
    const whole = (el: Element, what: string) => {
      const r = el.getBoundingClientRect();
      if (r.left < view.left - 0.5 || r.right > right + 0.5) problems.push(`${what} "${el.textContent}" at ${Math.round(r.left)}-${Math.round(r.right)}, the list's box ${Math.round(view.left)}-${Math.round(right)}`);
      else if ((el as HTMLElement).scrollWidth > (el as HTMLElement).clientWidth + 1) problems.push(`${what} "${el.textContent}" cut off (${(el as HTMLElement).scrollWidth} px in ${(el as HTMLElement).clientWidth})`);
    };
    const heads = [...box.querySelectorAll('thead th')];
    heads.forEach((th) => whole(th, 'heading'));
    const rows = [...box.querySelectorAll<HTMLTableRowElement>('[data-testid="game-row"]')]
      .filter((tr) => { const r = tr.getBoundingClientRect(); return r.bottom > view.top && r.top < Math.min(view.bottom, window.innerHeight); });
    for (const tr of rows) {
      const cells = [...tr.cells];
      // The name and the type may end in "…" (their title says all); they must still be in the window.
      for (const k of [0, 1]) {
        const r = cells[k]!.getBoundingClientRect();
        if (r.right > right + 0.5) problems.push(`column ${k + 1} of "${cells[0]!.textContent}" ends at ${Math.round(r.right)}, past ${Math.round(right)}`);
      }
      for (const k of [2, 3, 4]) whole(cells[k]!, `column ${k + 1} of "${cells[0]!.textContent}"`);
      for (const b of cells[5]!.querySelectorAll('button')) whole(b, `action of "${cells[0]!.textContent}"`);
    }
    return {
      headings: heads.map((th) => th.textContent),
      problems,
      rows: rows.length,
      heights: [...new Set(rows.map((tr) => Math.round(tr.getBoundingClientRect().height * 100) / 100))],
      nameWidth: Math.round(rows[0]?.cells[0]?.getBoundingClientRect().width ?? 0),
      sideways: { list: box.scrollWidth - box.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth },
    };
  });
}

describe('the home screen at a laptop\'s width and up', () => {
  it('shows every column a GM needs, whole and in the window, at 1024, 1280, 1366 and 1920 px wide, before and while searching', async () => {
    const { page } = profile;
    await openHome(page, server.origin);
    await seedGames(page, 300);
    await page.getByTestId('game-row').first().waitFor();
    // Every game, finished ones too (their action is Reopen, their state "· finished").
    await page.locator('select[name="state"]').selectOption('all');
    for (const [width, height] of sizes) {
      await page.setViewportSize({ width, height });
      await page.getByTestId('game-search').fill('');
      await page.getByTestId('game-row').first().waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const before = await measureList(page);
      await screenshot(page, `home-${width}x${height}`);
      console.log(`${width}x${height}: ${before.rows} rows in view, the name column ${before.nameWidth} px, sideways overflow list ${before.sideways.list} px, page ${before.sideways.page} px`);
      expect(before.headings).toEqual(headings);
      expect(before.problems, `${width}x${height}`).toEqual([]);
      expect(before.sideways, `${width}x${height}`).toEqual({ list: 0, page: 0 });
      expect(before.heights).toEqual([30]);
      // A game's name keeps room to be read (about 25 characters) at the narrowest.
      expect(before.nameWidth).toBeGreaterThanOrEqual(190);

      // The archived games: their state in a word, and the other action, Unarchive.
      await page.locator('select[name="state"]').selectOption('archived');
      await expect.poll(() => page.locator('[data-testid="game-row"]:not([data-state="archived"])').count()).toBe(0);
      const archived = await measureList(page);
      expect(archived.problems, `${width}x${height} archived`).toEqual([]);
      expect(archived.sideways, `${width}x${height} archived`).toEqual({ list: 0, page: 0 });
      await expect.poll(() => page.getByTestId('game-state').first().innerText()).toBe('archived');
      await page.locator('select[name="state"]').selectOption('all');

      // Two characters typed: denser rows, archived games among them, nothing clipped.
      await page.getByTestId('game-search').fill('wm');
      await expect.poll(() => page.getByTestId('game-list').getAttribute('data-search')).toBe('wm');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const searching = await measureList(page);
      console.log(`${width}x${height} while searching: ${searching.rows} rows in view`);
      expect(searching.problems, `${width}x${height} searching`).toEqual([]);
      expect(searching.sideways, `${width}x${height} searching`).toEqual({ list: 0, page: 0 });
      expect(searching.heights).toEqual([24]);
    }
    assertClean(profile);
  }, 180_000);
});
