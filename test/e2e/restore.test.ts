// Restore of crafted backup files in Chromium (issue 15): a file that looks like it only adds one
// new game, but plants a mail in a game here and gives its new game the id of a record of a game
// here. The GM is shown both, decides, and nothing else changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { assertClean, gameNamesOnHome as rowNames, openHome, openProfile, screenshot, serveRenderer, type StaticServer } from './harness';
import { tempDir } from '../tempDir';

let server: StaticServer;
beforeAll(async () => { server = await serveRenderer(); });
afterAll(async () => { await server?.close(); });

interface Row { id: string; gameId?: string; name?: string; kind?: string; payload?: unknown; text?: string }

/** Every row of the app's IndexedDB, read straight from the browser's storage. */
function dump(page: Page): Promise<Record<'games' | 'records' | 'rawInputs', Row[]>> {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('adjutant');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['games', 'records', 'rawInputs'], 'readonly');
      const out: Record<string, unknown[]> = {};
      for (const name of ['games', 'records', 'rawInputs']) {
        const req = tx.objectStore(name).getAll();
        req.onsuccess = () => { out[name] = req.result; };
      }
      tx.oncomplete = () => { db.close(); resolve(out as never); };
    };
  }));
}

describe('restoring a crafted backup in Chromium', () => {
  it('refuses a planted mail, asks about a borrowed record id, and keeps both as the GM chose', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      const before = await dump(page);
      const sample = before.games[0]!;
      const sampleRecord = before.records.find((r) => r.gameId === sample.id)!;

      const dir = tempDir('adjutant-crafted-');
      const file = join(dir, 'crafted.json');
      writeFileSync(file, JSON.stringify({
        format: 'adjutant-backup', schemaVersion: 2, exportedAt: 1, appVersion: 'crafted',
        tables: {
          games: [{ id: 'newcomer', name: 'Newcomer', family: 'diplomacy', variant: 'standard', profile: 'wm2004', createdAt: 1, updatedAt: 1, phase: 'S1901M', settings: {} }],
          records: [{ id: sampleRecord.id, gameId: 'newcomer', kind: 'audit:created', phase: 'S1901M', payload: { name: 'Newcomer' }, createdAt: 1 }],
          rawInputs: [{ id: 'planted', gameId: sample.id, receivedAt: 1, sourceName: 'planted.eml', text: 'A Par - Bur', lineCount: 1 }],
          meta: [],
        },
      }));

      const choosing = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Restore' }).click();
      await (await choosing).setFiles(file);
      const dialog = page.getByTestId('restore-conflict');
      await dialog.waitFor();
      expect(await dialog.getByTestId('restore-refused').innerText()).toContain(`Mail planted: it belongs to game ${sample.id}, which this file does not contain; here that is your game "${sample.name}", which it would have changed.`);
      const question = dialog.getByTestId('restore-game');
      expect(await question.innerText()).toContain(`of "${sample.name}"`);
      // Nothing is written while the question is open.
      expect(await dump(page)).toEqual(before);
      expect(await dialog.getByRole('button', { name: 'Restore', exact: true }).isDisabled()).toBe(true);
      await screenshot(page, 'restore-crafted-question');

      await question.getByLabel(/Keep both/).check();
      await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
      await page.getByTestId('notice').getByText('Restored crafted.json: 0 added, 1 added as copies, 1 row refused.').waitFor();
      // The list reads the games once the restore has ended, a moment after the notice (#21).
      await expect.poll(() => rowNames(page), { timeout: 10_000 }).toContain('Newcomer (restored copy)');

      const after = await dump(page);
      for (const table of ['games', 'records', 'rawInputs'] as const) for (const row of before[table]) expect(after[table]).toContainEqual(row);
      expect(after.rawInputs.map((r) => r.id)).not.toContain('planted');
      const copy = after.games.find((g) => g.name === 'Newcomer (restored copy)')!;
      expect(copy.id).not.toBe('newcomer');
      expect(after.records.filter((r) => r.gameId === copy.id).map((r) => r.id)).not.toContain(sampleRecord.id);
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });
});
