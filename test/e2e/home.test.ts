// The app shell end to end, in Chromium against the built renderer: home screen, first-run
// sample, variant summary from the core worker, creating a game that survives a reload, and a
// backup restored into a fresh browser profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { assertClean, createGameFromHome, gameNamesOnHome as rowNames, openHome, openProfile, screenshot, serveRenderer, waitForHome, type StaticServer } from './harness';

let server: StaticServer;
beforeAll(async () => { server = await serveRenderer(); });
afterAll(async () => { await server?.close(); });

describe('home screen in Chromium', () => {
  it('loads with no console errors, shows the sample game and the worker\'s variant summary; prints cold start', async () => {
    const profile = await openProfile(server.origin);
    try {
      const started = Date.now();
      await profile.page.goto(server.origin + '/');
      await waitForHome(profile.page);
      const coldStart = Date.now() - started;
      console.log(`cold start: ${coldStart} ms`);

      const names = await rowNames(profile.page);
      expect(names).toHaveLength(1);
      expect(names[0]).toMatch(/^Sample game/);
      const sample = profile.page.getByTestId('game-row').first();
      await expect(sample.innerText()).resolves.toMatch(/World Masters 2004 \(seed 000\) · Diplomacy[\s\S]*S1901M/);

      // The numbers come from core (summariseVariant) through the comlink worker.
      expect(await profile.page.getByTestId('summary-provinces').innerText()).toBe('75');
      expect(await profile.page.getByTestId('summary-centres').innerText()).toBe('34');
      expect(await profile.page.getByTestId('summary-powers').innerText()).toBe('7');
      expect(await profile.page.getByTestId('summary-victory').innerText()).toBe('18');
      await expect(profile.page.getByTestId('app-info').innerText()).resolves.toMatch(/^Adjutant \d+\.\d+\.\d+ · browser$/);
      await screenshot(profile.page, 'home-first-run');
      // The strict CSP survives the build (and the worker ran under it, or the numbers above would be missing).
      const csp = await profile.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("object-src 'none'");
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });

  it('creates a game that is still there after a reload, and opens it with name · phase · profile', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      const hostileName = 'Board 3 <img src=x onerror=alert(1)> «Ω»';
      await createGameFromHome(page, { name: hostileName, family: 'diplomacy', profile: 'maharajiad' });
      await expect(page.getByTestId('game-title').innerText()).resolves.toBe(`${hostileName} · S1901M · Maharajiad I (seed 001)`);
      await screenshot(page, 'game-page');
      // A reload keeps the GM on the game they had open (the address says which).
      expect(new URL(page.url()).hash).toMatch(/^#\/game\/[A-Za-z0-9_-]{16}$/);
      await page.reload();
      await expect(page.getByTestId('game-title').innerText()).resolves.toBe(`${hostileName} · S1901M · Maharajiad I (seed 001)`);
      await page.getByRole('link', { name: /Back to games/ }).click();
      await waitForHome(page);

      await page.reload();
      await waitForHome(page);
      const names = await rowNames(page);
      expect(names).toContain(hostileName);
      expect(names.some((n) => n.startsWith('Sample game'))).toBe(true);
      // Rendered as text, never as markup.
      expect(await page.locator('img').count()).toBe(0);
      await screenshot(page, 'home-after-reload');
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });

  it('works from the keyboard alone, with visible focus, and fits 1280×800', async () => {
    const profile = await openProfile(server.origin, { viewport: { width: 1280, height: 800 } });
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      // The search box has the cursor when the home screen opens (typing starts a search, issue
      // 21); the toolbar is before it, Shift+Tab away.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('game-search');
      for (let i = 0; i < 10 && await page.evaluate(() => document.activeElement?.textContent) !== 'New game'; i++) await page.keyboard.press('Shift+Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('New game');
      // The focus ring is drawn (outline from :focus-visible), not left to chance.
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).toBe('solid');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Nomic night «7»'); // the Name field has focus when the form opens
      await page.keyboard.press('Tab');
      await page.keyboard.press('End'); // Kind of game: last option, the rules ledger
      await page.keyboard.press('Tab'); // to Create game: a ledger's starting rules are chosen in the ledger
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Create game');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('game-title').innerText()).resolves.toBe('Nomic night «7» · Proposal 301');
      // Opening a game moves focus to its title; the way back is the link just before it (after it
      // comes the game's own workspace, whose controls may still be loading).
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('game-title');
      await page.keyboard.press('Shift+Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/Back to games/);
      await page.keyboard.press('Enter');
      await waitForHome(page);
      expect(await rowNames(page)).toContain('Nomic night «7»');
      const row = page.getByTestId('game-row').filter({ hasText: 'Nomic night' });
      await expect(row.innerText()).resolves.toMatch(/Rules ledger \(Nomic\) · Suber's initial rules \(seed 003\)[\s\S]*Proposal 301[\s\S]*—/);
      // Nothing wider than the window, and the list does not run under the map panel: at 1280 px
      // the panel comes after the list, which has the window's width (e2e/homeWidths.test.ts).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      const list = (await page.getByTestId('game-list').boundingBox())!;
      const panel = (await page.getByTestId('variant-summary').boundingBox())!;
      expect(list.y + list.height).toBeLessThanOrEqual(panel.y);
      await screenshot(page, 'home-keyboard');
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });

  it('stays readable at 200 % zoom (1280×800 at 2× is 640×400 CSS pixels)', async () => {
    const profile = await openProfile(server.origin, { viewport: { width: 640, height: 400 } });
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      await screenshot(page, 'home-200-percent');
      // One column: the map panel moves under the list instead of squeezing it.
      const list = (await page.getByTestId('game-list').boundingBox())!;
      const panel = (await page.getByTestId('variant-summary').boundingBox())!;
      expect(panel.y).toBeGreaterThanOrEqual(list.y + list.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });

  it('deletes a game only after confirmation, and Undo brings it back', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      const sampleName = (await rowNames(page))[0]!;
      await page.getByRole('button', { name: `Delete ${sampleName}` }).click();
      await page.getByTestId('confirm-delete').getByRole('button', { name: 'Keep it' }).click();
      expect(await rowNames(page)).toEqual([sampleName]);

      await page.getByRole('button', { name: `Delete ${sampleName}` }).click();
      await page.getByTestId('confirm-delete').getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByTestId('no-games').waitFor();
      await page.getByRole('button', { name: 'Undo delete' }).click();
      await page.getByTestId('game-list').waitFor();
      expect(await rowNames(page)).toEqual([sampleName]);
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });

  it('backs up to a file and restores it into a fresh browser profile', async () => {
    const first = await openProfile(server.origin);
    let backupPath: string;
    const name = 'Autumn league «board 1» — "quotes" & ampersands';
    try {
      const { page } = first;
      await openHome(page, server.origin);
      await createGameFromHome(page, { name, family: 'diplomacy', profile: 'agora-bt' });
      await page.getByRole('link', { name: /Back to games/ }).click();
      await waitForHome(page);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Backup' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^adjutant-backup-\d{4}-\d\d-\d\d-\d{4}\.zip$/);
      backupPath = `${first.downloadsDir}/backup.zip`;
      await download.saveAs(backupPath);
      assertClean(first);
      // A zip of game files: the manifest lists the game, and its game file holds it.
      const entries = unzipSync(readFileSync(backupPath));
      const manifest = JSON.parse(strFromU8(entries['manifest.json']!));
      expect(manifest.format).toBe('adjutant-backup');
      const listed = manifest.games.find((g: { name: string }) => g.name === name);
      expect(JSON.parse(strFromU8(entries[listed.entry]!)).game.name).toBe(name);

      // A fresh profile: its own IndexedDB, holding only its own first-run sample.
      const second = await openProfile(server.origin);
      try {
        const p2 = second.page;
        await openHome(p2, server.origin);
        expect(await rowNames(p2)).not.toContain(name);
        const choosing = p2.waitForEvent('filechooser');
        await p2.getByRole('button', { name: 'Restore' }).click();
        await (await choosing).setFiles(backupPath);
        // Its sample has another id than the backup's, so nothing clashes and no question is asked.
        await p2.getByTestId('notice').getByText(/Restored backup\.zip: 2 added\./).waitFor();
        // The list held still while the restore wrote (#21) and reads the games once it has ended,
        // a moment after the notice: wait for that read rather than racing it.
        await expect.poll(() => rowNames(p2), { timeout: 10_000 }).toContain(name);
        const names = await rowNames(p2);
        expect(names.filter((n) => n.startsWith('Sample game'))).toHaveLength(2);

        // Restoring the same file again asks before touching anything, game by game; "Keep both"
        // adds the file's games under new ids.
        const again = p2.waitForEvent('filechooser');
        await p2.getByRole('button', { name: 'Restore' }).click();
        await (await again).setFiles(backupPath);
        const dialog = p2.getByTestId('restore-conflict');
        await dialog.waitFor();
        await screenshot(p2, 'restore-conflict');
        await dialog.getByRole('button', { name: 'Keep both for all' }).click();
        await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
        await p2.getByTestId('notice').getByText(/2 added as copies/).waitFor();
        await expect.poll(() => rowNames(p2), { timeout: 10_000 }).toContain(`${name} (restored copy)`);
        await screenshot(p2, 'home-restored');
        assertClean(second);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
