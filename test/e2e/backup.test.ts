// The streamed backup in Chromium (issue 21): a database of long games backed up with a progress
// bar, restored into an empty profile, a restore cancelled half-way leaving nothing behind, an old
// single-JSON backup restored, and a truncated file refused naming the byte where it ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { assertClean, openHome, openProfile, repoRoot, screenshot, serveRenderer, type Profile, type StaticServer } from './harness';
import { seedLongGames } from './backupSeed';
import { rowsInside, type PhaseMailRow } from '../../core/gameFile/phaseMail';

let server: StaticServer;
beforeAll(async () => { server = await serveRenderer(); });
afterAll(async () => { await server?.close(); });

type Tables = Record<'games' | 'records' | 'rawInputs', { id: string }[]>;

/**
 * Every row of the app's IndexedDB, sorted by id, read straight from the browser's storage; the
 * records and raw inputs inside phaseMail rows (Dexie version 7: a phase's mail in one row; since
 * version 8 stored inside their game, made whole by rowsInside as the app does) with those of
 * their own tables, as the app reads them.
 */
async function dump(page: Page): Promise<Tables> {
  const stored = await page.evaluate(() => new Promise<{ tables: Record<string, { id: string }[]>; phaseMail: PhaseMailRow[] }>((resolve, reject) => {
    const open = indexedDB.open('adjutant');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['games', 'records', 'rawInputs', 'phaseMail'], 'readonly');
      const tables: Record<string, { id: string }[]> = { games: [], records: [], rawInputs: [] };
      for (const name of ['games', 'records', 'rawInputs']) {
        const req = tx.objectStore(name).getAll();
        req.onsuccess = () => { tables[name]!.push(...(req.result as { id: string }[])); };
      }
      const packed = tx.objectStore('phaseMail').getAll();
      tx.oncomplete = () => { db.close(); resolve({ tables, phaseMail: packed.result as PhaseMailRow[] }); };
    };
  }));
  const out = stored.tables;
  for (const row of stored.phaseMail) {
    const inside = rowsInside(row);
    out.records!.push(...inside.records);
    out.rawInputs!.push(...inside.rawInputs);
  }
  for (const rows of Object.values(out)) rows.sort((a, b) => (a.id < b.id ? -1 : 1));
  return out as Tables;
}

/** Records every text the progress line shows, so a quick run's bar is still seen. */
async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="backup-progress-text"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);

async function restoreFile(page: Page, path: string): Promise<void> {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Restore' }).click();
  await (await choosing).setFiles(path);
}

describe('streamed backup and restore in Chromium', () => {
  it('backs up a few long games with progress, restores them into an empty profile, and a cancelled restore leaves nothing', async () => {
    const first = await openProfile(server.origin);
    let second: Profile | undefined;
    try {
      const { page } = first;
      await openHome(page, server.origin);
      await seedLongGames(page, { games: 6, minPhases: 20, maxPhases: 30 });
      await page.reload();
      await openHome(page, server.origin);
      const source = await dump(page);
      expect(source.games).toHaveLength(7); // the six and the first-run sample

      await watchProgress(page);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Backup' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^adjutant-backup-\d{4}-\d\d-\d\d-\d{4}\.zip$/);
      const backupPath = join(first.downloadsDir, 'backup.zip');
      await download.saveAs(backupPath);
      await page.getByTestId('notice').getByText(/^Backup of 7 games saved as adjutant-backup-.*\.zip \(\d+(\.\d)? [KM]B\)\.$/).waitFor();
      const shown = await progressSeen(page);
      expect(shown.some((t) => /^Backing up adjutant-backup-.*\.zip: \d of 7 games, \d+\.\d MB$/.test(t))).toBe(true);
      expect(shown.at(-1)).toMatch(/7 of 7 games/);
      assertClean(first);

      second = await openProfile(server.origin);
      const p2 = second.page;
      await openHome(p2, server.origin);
      const empty = await dump(p2);

      // Cancel once the third game is written: every game this run wrote is taken out again.
      await p2.evaluate(() => {
        new MutationObserver((_, observer) => {
          const text = document.querySelector('[data-testid="backup-progress-text"]')?.textContent ?? '';
          // 3 to 5: should React ever fold two progress messages into one render, it still cancels mid-way.
          if (/^Restoring .*: [3-5] of 7 games/.test(text)) {
            observer.disconnect();
            [...document.querySelectorAll('[data-testid="backup-progress"] button')].find((b) => b.textContent === 'Cancel')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await restoreFile(p2, backupPath);
      await p2.getByTestId('notice').getByText('Restore cancelled; the games it had restored were taken out again, so nothing was changed.').waitFor();
      expect(await dump(p2)).toEqual(empty);

      // And restored for real, with the progress bar showing games and bytes of the file.
      await watchProgress(p2);
      await restoreFile(p2, backupPath);
      await p2.getByTestId('notice').getByText('Restored backup.zip: 7 added.').waitFor();
      const restoring = await progressSeen(p2);
      expect(restoring.some((t) => /^Restoring backup\.zip: \d of 7 games, \d+\.\d MB of \d+\.\d MB$/.test(t))).toBe(true);
      const restored = await dump(p2);
      for (const table of ['games', 'records', 'rawInputs'] as const) {
        for (const row of source[table]) expect(restored[table]).toContainEqual(row);
        expect(restored[table]).toHaveLength(source[table].length + empty[table].length);
      }
      await screenshot(p2, 'backup-restored');
      assertClean(second);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('restores an old single-JSON backup, and refuses a truncated backup naming the byte, changing nothing', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      const fixture = join(repoRoot, 'test/renderer/fixtures/backup-v1.json');
      const games = (JSON.parse(readFileSync(fixture, 'utf8')) as { tables: { games: unknown[] } }).tables.games.length;
      await restoreFile(page, fixture);
      await page.getByTestId('notice').getByText(`Restored backup-v1.json: ${games} added.`).waitFor();

      // A backup of this profile, cut in half.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Backup' }).click();
      const whole = join(profile.downloadsDir, 'whole.zip');
      await (await downloading).saveAs(whole);
      const bytes = readFileSync(whole);
      const cut = Math.floor(bytes.length / 2);
      const truncated = join(profile.downloadsDir, 'truncated.zip');
      writeFileSync(truncated, bytes.subarray(0, cut));
      const before = await dump(page);
      await restoreFile(page, truncated);
      const notice = page.getByTestId('notice');
      await notice.getByText(/^Restore refused\./).waitFor();
      expect(await notice.innerText()).toMatch(new RegExp(`truncated\\.zip: it is (truncated: the file ends at byte ${cut}|damaged near byte ${cut})`));
      expect(await dump(page)).toEqual(before);

      // Not a backup at all.
      const notes = join(profile.downloadsDir, 'notes.json');
      writeFileSync(notes, '[1, 2, 3]');
      await restoreFile(page, notes);
      await notice.getByText(/notes\.json: it is neither a backup archive \(zip\) nor a single-JSON backup, so it is not an Adjutant backup\. Nothing was restored\./).waitFor();
      expect(await dump(page)).toEqual(before);
      await screenshot(page, 'backup-truncated-refused');
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });
});
