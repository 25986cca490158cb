// The home screen taking in a thousand games at once, in Chromium (issue 21: at the end of a
// 300-game restore on the loaded machine the page showed tasks of 114-186 ms while the list took
// in 301 games). A backup of 1,000 short games is restored into a fresh profile whose home screen
// is open; the page's main thread is traced throughout (pageTasks.ts), and no task of it may use
// more than 100 ms of its CPU. Measured 27 Nov: the heaviest used 15.8 ms at load 16 and 50.7 ms
// at load 26 (the list's read as Dexie hands it over; CPU time too grows with the load on this
// 2-core machine, so the bound leaves room: docs/testing.md). Thread time, not wall time: the
// wall time of any task stretches with the load (those took 78 and 276 ms); the bench,
// `npm run bench -- backup`, reports both against the 100 ms goal. Rendering every row instead of
// the rows in view, or reading every game's records for the list, would fail here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertClean, openHome, openProfile, serveRenderer, type Profile, type StaticServer } from './harness';
import { seedLongGames } from './backupSeed';
import { watchPageTasks } from './pageTasks';

let server: StaticServer;
beforeAll(async () => { server = await serveRenderer(); });
afterAll(async () => { await server?.close(); });

/** The most CPU one task of the page may take while it restores and lists a thousand games. */
const maxTaskThreadMs = 100;

describe('restore of a thousand games into an open home screen', () => {
  it('lists all 1,002 games when the restore ends, and no task of the page takes over 100 ms of its CPU', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-restore-many-'));
    const zip = join(dir, 'many.zip');
    const first = await openProfile(server.origin);
    let second: Profile | undefined;
    try {
      await openHome(first.page, server.origin);
      await seedLongGames(first.page, { games: 1000, minPhases: 1, maxPhases: 1, prefix: 'many-' });
      await first.page.reload();
      await openHome(first.page, server.origin);
      const downloading = first.page.waitForEvent('download', { timeout: 300_000 });
      await first.page.getByRole('button', { name: 'Backup' }).click();
      await first.page.getByTestId('notice').getByText(/^Backup of 1001 games/).waitFor({ timeout: 300_000 });
      await (await downloading).saveAs(zip);
      assertClean(first);

      second = await openProfile(server.origin);
      const page = second.page;
      await openHome(page, server.origin);
      const watch = await watchPageTasks(second.context, page, 10);
      const choosing = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Restore' }).click();
      await (await choosing).setFiles(zip);
      await page.getByTestId('notice').getByText(/^Restored many\.zip: 1001 added\./).waitFor({ timeout: 300_000 });
      // The thousand games, the first run's sample game and this profile's own sample.
      await expect.poll(() => page.getByTestId('game-count').innerText(), { timeout: 30_000 }).toBe('1002 games');
      await page.waitForTimeout(500);
      const tasks = await watch.stop();
      const worst = [...tasks].sort((a, b) => b.threadMs - a.threadMs).slice(0, 5);
      console.log(`restore of 1,000 games, the page's heaviest tasks: ${worst.map((t) => `${t.threadMs.toFixed(1)} ms CPU (${t.wallMs.toFixed(0)} ms wall) at ${t.at.toFixed(2)} s`).join(', ') || 'none over 10 ms'}`);
      expect(worst.filter((t) => t.threadMs > maxTaskThreadMs)).toEqual([]);
      assertClean(second);
    } finally {
      await second?.close();
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
