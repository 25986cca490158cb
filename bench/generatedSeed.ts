// The backup bench's other database (issue 21): games as the app stores them today. The default
// seed (test/e2e/backupSeed.ts) writes each commit whole with both positions and a mail record
// under an id of its own, the rows of before schema v4, about 20 KB of game file a phase; a game
// the app plays now is about 5.8 KB a phase (`npm run bench -- history`). Here a few games are
// played through core by bench/historyGames.ts (real mail, read and adjudicated as the app does;
// some 4 s of CPU each) and copied under fresh ids (restorePlan's rekeyBundle, as "keep both"
// does) until there are as many as asked, then written into the page's IndexedDB a few games a
// transaction, straight through the browser's API as the default seed is, in Dexie version 8's
// layout: each phase's mail in one phaseMail row, stored inside its game (core/gameFile/phaseMail.ts),
// as the app stores it.
import type { Page } from 'playwright-core';
import { generateGame, type GeneratedGame } from './historyGames';
import { rekeyBundle } from '../renderer/storage/restorePlan';
import { packPhaseMail, type PackedRows } from '../core/gameFile/phaseMail';
import type { GameRow } from '../core/gameFile/rows';

export interface GeneratedSeed { games: number; records: number; rawInputs: number; phases: number; distinct: number }

/** The games played through core for a seed of `games` games: `distinct` of them (fewer when fewer are asked for). */
export async function playSeedGames(games: number, distinct: number): Promise<GeneratedGame[]> {
  const played: GeneratedGame[] = [];
  for (let t = 0; t < Math.min(games, distinct); t++) played.push(await generateGame(t + 1, 60 + ((t * 7919) % 61)));
  return played;
}

/**
 * Adds `games` games, `distinct` of them played (the rest copies of those); the page is not
 * reloaded. The played games may be handed in (playSeedGames), as the bench does after hashing them.
 */
export async function seedGeneratedGames(page: Page, games: number, distinct: number, played?: GeneratedGame[]): Promise<GeneratedSeed> {
  played ??= await playSeedGames(games, distinct);
  // tsx (the bench runner) keeps function names with an `__name` helper the page does not have.
  await page.evaluate('globalThis.__name ??= (f) => f');
  let records = 0;
  let rawInputs = 0;
  let phases = 0;
  const perTransaction = 5;
  for (let g0 = 0; g0 < games; g0 += perTransaction) {
    const bundles: (PackedRows & { game: GameRow })[] = [];
    for (let g = g0; g < Math.min(games, g0 + perTransaction); g++) {
      const source = played[g % played.length]!;
      const copy = rekeyBundle({ game: source.game, records: source.records, rawInputs: source.rawInputs }, () => `League ${Math.floor(g / 20) + 1} board ${(g % 20) + 1}`);
      bundles.push({ game: copy.game, ...packPhaseMail(copy.records, copy.rawInputs) });
      records += copy.records.length;
      rawInputs += copy.rawInputs.length;
      phases += source.phases;
    }
    await page.evaluate(async (bundles) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('adjutant');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['games', 'records', 'rawInputs', 'phaseMail'], 'readwrite');
      for (const b of bundles) {
        tx.objectStore('games').add(b.game);
        for (const r of b.records) tx.objectStore('records').add(r);
        for (const r of b.rawInputs) tx.objectStore('rawInputs').add(r);
        for (const r of b.phaseMail) tx.objectStore('phaseMail').add(r);
      }
      await new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onabort = () => reject(tx.error); });
      db.close();
    }, bundles);
  }
  return { games, records, rawInputs, phases, distinct: played.length };
}
