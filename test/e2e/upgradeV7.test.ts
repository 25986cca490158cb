// Dexie version 6 → 7 in Chromium's own IndexedDB (issue 21): a GM's version 6 database (the frozen
// fixture test/fixtures/history/v4-game.json, written the way Dexie version 6 declared its tables)
// opens in the app as version 7, each phase's mail moved into one phaseMail row and every other
// row where it was, nothing lost or changed. fake-indexeddb runs the same upgrade in
// test/renderer/storage/phaseMailV7.test.ts; this is the browser's compound keys and unique
// multi-entry index doing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertClean, gameNamesOnHome, openHome, openProfile, serveRenderer, type StaticServer } from './harness';
import { rowsInside, type PhaseMailRow } from '../../core/gameFile/phaseMail';

let server: StaticServer;
beforeAll(async () => { server = await serveRenderer(); });
afterAll(async () => { await server?.close(); });

const repoRoot = join(import.meta.dirname, '../..');
const fixture = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/history/v4-game.json'), 'utf8')) as {
  game: { id: string; name: string }; records: { id: string; kind: string }[]; rawInputs: { id: string }[];
};
/** Dexie version 6's tables and indexes, as declared before version 7 (frozen). */
const dexieV6 = {
  games: 'id, updatedAt, family', records: 'id, gameId', rawInputs: 'id, [gameId+receivedAt]', meta: 'key',
  tournaments: 'id, updatedAt', tournamentEvents: 'id, tournamentId, [tournamentId+seq]',
};

describe('a version 6 database opened by the app in Chromium', () => {
  it('comes up as version 7 with each phase\'s mail in one row and every row as it was (and on through version 8: the rows inside stored inside their game)', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      // A page of the app's origin that is not the app, so the database is written before the app opens it.
      await page.route(`${server.origin}/not-the-app`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
      await page.goto(`${server.origin}/not-the-app`);
      await page.addScriptTag({ path: join(repoRoot, 'node_modules/dexie/dist/dexie.js') });
      await page.evaluate(async ({ fixture, dexieV6 }) => {
        const Dexie = (window as unknown as { Dexie: new (name: string) => { version(n: number): { stores(s: object): void }; open(): Promise<unknown>; table(n: string): { bulkAdd(rows: unknown[]): Promise<unknown> }; close(): void } }).Dexie;
        const db = new Dexie('adjutant');
        db.version(6).stores(dexieV6);
        await db.open();
        await db.table('games').bulkAdd([fixture.game]);
        await db.table('records').bulkAdd(fixture.records);
        await db.table('rawInputs').bulkAdd(fixture.rawInputs);
        // The first-run sample was made long ago on this machine (renderer/storage/firstRun.ts).
        await db.table('meta').bulkAdd([{ key: 'sampleCreatedAt', value: 1 }]);
        db.close();
      }, { fixture, dexieV6 });

      await openHome(page, server.origin);
      expect(await gameNamesOnHome(page)).toContain(fixture.game.name);
      const stored = await page.evaluate(() => new Promise<{ version: number; records: { id: string; kind: string }[]; rawInputs: { id: string }[]; phaseMail: PhaseMailRow[] }>((resolve, reject) => {
        const open = indexedDB.open('adjutant');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['records', 'rawInputs', 'phaseMail'], 'readonly');
          const get = (name: string) => tx.objectStore(name).getAll();
          const [records, rawInputs, phaseMail] = [get('records'), get('rawInputs'), get('phaseMail')];
          tx.oncomplete = () => { const version = db.version; db.close(); resolve({ version, records: records.result, rawInputs: rawInputs.result, phaseMail: phaseMail.result }); };
        };
      }));
      expect(stored.version).toBe(80); // Dexie's version 8
      const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
      const mails = fixture.records.filter((r) => r.kind === 'diplomacy:mail');
      expect(stored.phaseMail.length).toBe(new Set(mails.map((m) => (m as unknown as { phase: string }).phase)).size);
      expect(stored.records.every((r) => r.kind !== 'diplomacy:mail')).toBe(true);
      expect(stored.rawInputs).toEqual([]);
      // Version 8 folds each mail record into its raw input and leaves the game's id out (mailFold.ts).
      expect(stored.phaseMail.every((r) => r.rawInputs.every((x) => !('gameId' in x)))).toBe(true);
      const inside = stored.phaseMail.map(rowsInside);
      expect(byId([...stored.records, ...inside.flatMap((r) => r.records)])).toEqual(byId(fixture.records));
      expect(byId(inside.flatMap((r) => r.rawInputs))).toEqual(byId(fixture.rawInputs));
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });
});
