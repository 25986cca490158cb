// The home screen with a GM's 1,000 games (test/fixtures/gmGames.ts), in Chromium: only the rows
// in view are in the page; the search has the cursor when the screen opens, so two characters and
// Enter open a game from far down the list (issue 21, "find any game in two keystrokes"); the
// arrow keys move through the matches; the list sorts, filters, and a game is archived out of the
// way and found again. Prints how long the list took to show (the goal, under 500 ms, is measured
// by `npm run bench -- home`; here it is only reported).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertClean, openHome, openProfile, screenshot, serveRenderer, type Profile, type StaticServer } from './harness';
import { gamesInPage, seedGames } from './homeSeed';
import { defaultQuery, visibleGames } from '../../renderer/app/gameListModel';
import { foldText } from '../../renderer/app/gameSearch';
import type { GameRow } from '../../core/gameFile/rows';

let server: StaticServer;
let profile: Profile;
beforeAll(async () => {
  server = await serveRenderer();
  profile = await openProfile(server.origin, { viewport: { width: 1280, height: 800 } });
});
afterAll(async () => { await profile?.close(); await server?.close(); });

const rowsInPage = () => profile.page.getByTestId('game-row').count();
const focused = () => profile.page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

/**
 * Of the games of the unsearched list that two typed characters put first (the same search the
 * page runs, over every row the page holds: a search reaches archived games too), the one
 * furthest down that list, and those two characters.
 */
function deepestTwoKeyGame(rows: GameRow[]): { game: GameRow; typed: string; place: number } {
  const listed = visibleGames(rows, defaultQuery);
  const alphabet = [...new Set(foldText(listed.map((g) => g.name).join('')))].filter((c) => /[\p{L}\p{N}]/u.test(c));
  let best: { game: GameRow; typed: string; place: number } | null = null;
  for (const a of alphabet) for (const b of alphabet) {
    const top = visibleGames(rows, { ...defaultQuery, search: a + b })[0];
    const place = top ? listed.indexOf(top) : -1;
    if (top && (!best || place > best.place)) best = { game: top, typed: a + b, place };
  }
  return best!;
}

describe('home screen with 1,000 games', () => {
  it('renders only the rows in view, opens a game by two characters and Enter, moves by arrows, sorts, filters and archives', async () => {
    const { page } = profile;
    await openHome(page, server.origin);
    const started = Date.now();
    const seeded = await seedGames(page, 1000);
    await page.getByTestId('game-row').first().waitFor();
    console.log(`home screen with 1,001 games: list shown ${Date.now() - started} ms after reload`);
    const rows = await gamesInPage(page);
    expect(rows).toHaveLength(1001); // the sample game too
    const archived = rows.filter((g) => g.archivedAt !== undefined).length;
    expect(archived).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('game-count').innerText()).toBe(`${1001 - archived} of 1001`);
    expect(await rowsInPage()).toBeLessThan(60);
    // Every row as tall as the virtual list counts it (ROW_HEIGHT in GameList.tsx), or the spacer
    // rows would put the scrollbar and the rows out of step.
    expect(await page.getByTestId('game-row').evaluateAll((rs) => [...new Set(rs.map((r) => Math.round(r.getBoundingClientRect().height * 100) / 100))])).toEqual([30]);

    // Scrolled to the bottom, the last rows are there and the page still holds only a window of rows.
    await page.getByTestId('game-scroller').evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="game-row"]')].length > 0
      && (document.querySelector('[data-testid="game-scroller"]') as HTMLElement).scrollTop > 1000);
    expect(await rowsInPage()).toBeLessThan(60);

    // A fresh home screen has the cursor in the search: two characters and Enter open a game that
    // was hundreds of rows down, with no click and no "/".
    const target = deepestTwoKeyGame(rows);
    console.log(`two keys: "${target.typed}" + Enter opens "${target.game.name}", row ${target.place + 1} of ${1001 - archived} unsearched`);
    expect(target.place).toBeGreaterThan(100);
    await page.reload();
    await page.getByTestId('game-row').first().waitFor();
    await expect.poll(focused).toBe('game-search');
    await page.keyboard.type(target.typed);
    await expect.poll(() => page.locator('tr.marked td:first-child button').innerText()).toBe(target.game.name);
    await screenshot(page, 'home-1000-two-keys');
    // The first screen while searching holds the rows gameSearchKeys.test.ts counts on (21 at
    // 1280x800, with the browser's storage warning above the list): each row exactly as tall as
    // the virtual list counts it, and as many wholly in view, inside the list's box and the window.
    const screen = await page.evaluate(() => {
      const box = document.querySelector('[data-testid="game-scroller"]') as HTMLElement;
      const head = box.querySelector('thead') as HTMLElement;
      const rows = [...box.querySelectorAll('[data-testid="game-row"]')].map((r) => r.getBoundingClientRect());
      const { top, bottom } = box.getBoundingClientRect();
      const inView = rows.filter((r) => r.top >= top + head.offsetHeight - 0.5 && r.bottom <= Math.min(bottom, window.innerHeight) + 0.5).length;
      return { inView, heights: [...new Set(rows.map((r) => Math.round(r.height * 100) / 100))] };
    });
    console.log(`first screen while searching at 1280x800: ${screen.inView} rows wholly in view, row heights ${screen.heights.join(', ')} px`);
    expect(screen.heights).toEqual([24]);
    expect(screen.inView).toBeGreaterThanOrEqual(21);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('game-title').innerText()).toMatch(new RegExp(`^${target.game.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));

    // Back home, the cursor is in the search again; the arrow keys mark the third match and Enter opens it.
    await page.getByRole('link', { name: /Back to games/ }).click();
    await expect.poll(focused).toBe('game-search');
    await page.keyboard.type('so');
    const third = visibleGames(rows, { ...defaultQuery, search: 'so' })[2]!;
    await expect.poll(async () => (await page.getByTestId('game-row').locator('td:first-child button').allInnerTexts())[2]).toBe(third.name);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('tr.marked td:first-child button').innerText()).toBe(third.name);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('game-title').innerText()).toMatch(new RegExp(`^${third.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `));
    await page.getByRole('link', { name: /Back to games/ }).click();
    await expect.poll(() => page.getByTestId('game-count').innerText()).toBe(`${1001 - archived} of 1001`);

    // "/" from elsewhere on the screen brings the cursor back to the search.
    await page.locator('select[name="sort"]').focus();
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('/');
    await expect.poll(focused).toBe('game-search');

    // Sort by name: numbers in order ("Board 2" before "Board 10").
    await page.locator('select[name="sort"]').selectOption('name');
    const byName = visibleGames(rows, { ...defaultQuery, sort: 'name' }).slice(0, 3).map((g) => g.name);
    await expect.poll(async () => (await page.getByTestId('game-row').locator('td:first-child button').allInnerTexts()).slice(0, 3)).toEqual(byName);

    // Only rules ledgers; then archive one and find it under Archived.
    const ledgers = visibleGames(rows, { ...defaultQuery, family: 'ledger' }).length;
    expect(ledgers).toBeGreaterThan(1);
    await page.locator('select[name="family"]').selectOption('ledger');
    await expect.poll(() => page.getByTestId('game-count').innerText()).toBe(`${ledgers} of 1001`);
    const first = page.getByTestId('game-row').first();
    const name = await first.locator('td:first-child button').innerText();
    await first.getByRole('button', { name: `Archive ${name}` }).click();
    await expect.poll(() => page.getByTestId('game-count').innerText()).toBe(`${ledgers - 1} of 1001`);
    await page.locator('select[name="state"]').selectOption('archived');
    await expect.poll(() => page.getByTestId('game-row').locator('td:first-child').allInnerTexts()).toContain(name);
    const archivedRow = page.getByTestId('game-row').filter({ has: page.getByRole('button', { name, exact: true }) });
    await expect.poll(() => archivedRow.getByTestId('game-state').innerText()).toBe('archived');
    expect(seeded.some((g) => g.name === name)).toBe(true);
    assertClean(profile);
  });
});
