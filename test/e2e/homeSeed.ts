// Fills the app's IndexedDB with a GM's whole history (test/fixtures/gmGames.ts: tournament
// boards, house series, forum games, Coalition rounds and ledgers, seven players a Diplomacy game)
// straight through the browser's IndexedDB API (the app's own Dexie store, same object stores),
// for the home-screen scale test and benchmark.
import type { Page } from 'playwright-core';
import type { GameRow } from '../../core/gameFile/rows';
import { gmGames } from '../fixtures/gmGames';

/** Adds the `count` games of gmGames(count), then reloads. Returns the rows written. */
export async function seedGames(page: Page, count: number): Promise<GameRow[]> {
  const games = gmGames(count);
  await page.evaluate(async (rows) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('adjutant');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('games', 'readwrite');
    const store = tx.objectStore('games');
    for (const row of rows) store.put(row);
    await new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(tx.error); });
    db.close();
  }, games);
  await page.reload();
  return games;
}

/** Every game row the page's database holds (the sample game too), as the home screen reads them. */
export async function gamesInPage(page: Page): Promise<GameRow[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('adjutant');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise<GameRow[]>((resolve, reject) => {
      const all = db.transaction('games').objectStore('games').getAll();
      all.onsuccess = () => resolve(all.result as GameRow[]);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return rows;
  });
}
