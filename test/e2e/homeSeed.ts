// Fills the app's IndexedDB with many games straight through the browser's IndexedDB API (the
// app's own Dexie store, same object stores), for the home-screen scale test and benchmark.
import type { Page } from 'playwright-core';

/** Adds `count` games (every 50th a rules ledger (none archived), every 10th finished, every 25th archived), then reloads. */
export async function seedGames(page: Page, count: number): Promise<void> {
  await page.evaluate(async (n) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('adjutant');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const surnames = ['Becker', 'Dupont', 'Rossi', 'García', 'Ivanova', 'Yilmaz', 'Smith', 'Novak', 'Kowalski', 'Sato'];
    const tx = db.transaction('games', 'readwrite');
    const store = tx.objectStore('games');
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < n; i++) {
      const ledger = i % 50 === 10;
      const players = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'].map((power, k) => {
        const who = `${surnames[(i + k) % surnames.length]}${i}`;
        return { power, name: who, addresses: [`${who.toLowerCase()}@example.org`], abbreviations: {} };
      });
      store.put({
        id: `seed-${String(i).padStart(5, '0')}`, name: `League ${Math.floor(i / 40) + 1} board ${(i % 40) + 1}`,
        family: ledger ? 'ledger' : 'diplomacy', variant: ledger ? 'nomic-initial' : 'standard', profile: ledger ? null : 'wm2004',
        createdAt: base + i * 60_000, updatedAt: base + ((i * 7919) % n) * 3_600_000, phase: ledger ? 'Proposal 301' : 'F1903M',
        settings: ledger ? {} : { diplomacy: { players, startPhase: 'S1901M', deadlines: { firstDeadline: null, movementHours: 48, retreatHours: 24, adjustmentHours: 24 } } },
        nextDeadline: ledger ? null : base + 400 * 86_400_000 + ((i * 104729) % n) * 600_000,
        ...(i % 10 === 9 ? { finishedAt: base } : {}), ...(i % 25 === 24 ? { archivedAt: base } : {}),
      });
    }
    await new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(tx.error); });
    db.close();
  }, count);
  await page.reload();
}
