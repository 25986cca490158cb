// Fills the app's IndexedDB with long Diplomacy games shaped like a real GM's (issue 21): every
// committed phase has a commit record holding the position before and after, the orders and the
// results, and each of the seven players' mail as a raw input with its mail record, about 21 KB a
// phase as the issue measured. Written straight through the browser's IndexedDB API (the app's own
// Dexie stores), a few games per transaction, for the backup e2e test and `npm run bench -- backup`.
import type { Page } from 'playwright-core';

export interface LongGamesSeed {
  games: number;
  minPhases: number;
  maxPhases: number;
  /** Id prefix, so two seeds in one profile do not collide. */
  prefix?: string;
}

/** Adds the games and returns how many rows it wrote; the page is not reloaded. */
export async function seedLongGames(page: Page, seed: LongGamesSeed): Promise<{ games: number; records: number; rawInputs: number; phases: number }> {
  // tsx (the bench runner) keeps function names with an `__name` helper the page does not have.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(async ({ games, minPhases, maxPhases, prefix }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('adjutant');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
    const provinces = ['vie', 'bud', 'tri', 'lon', 'edi', 'lvp', 'par', 'mar', 'bre', 'ber', 'kie', 'mun', 'rom', 'nap', 'ven', 'mos', 'sev', 'stp', 'war', 'ank', 'con', 'smy', 'bel', 'hol', 'den', 'nwy', 'swe', 'spa', 'por', 'tun', 'gre', 'ser', 'bul', 'rum'];
    const seasons = ['S', 'F', 'W'];
    const phaseName = (i: number) => `${seasons[i % 3]}${1901 + Math.floor(i / 3)}${i % 3 === 2 ? 'A' : 'M'}`;
    const position = (phase: string, shift: number) => ({
      phase,
      units: provinces.map((p, k) => ({ power: powers[(k + shift) % 7], type: k % 3 === 0 ? 'fleet' : 'army', province: provinces[(k + shift) % provinces.length], coast: null })),
      supplyCentres: Object.fromEntries(provinces.map((p, k) => [p, powers[(k + shift) % 7]])),
      dislodged: [], contested: [provinces[shift % provinces.length]],
      notes: provinces.map((p) => `${p}: held since ${phase}, supported from two sides, no retreat possible`).join('; '),
    });
    const base = Date.UTC(2024, 0, 1);
    let records = 0;
    let rawInputs = 0;
    let phasesTotal = 0;
    const perTransaction = 5;
    for (let g0 = 0; g0 < games; g0 += perTransaction) {
      const tx = db.transaction(['games', 'records', 'rawInputs'], 'readwrite');
      for (let g = g0; g < Math.min(games, g0 + perTransaction); g++) {
        const gameId = `${prefix}game-${String(g).padStart(4, '0')}`;
        const phases = minPhases + ((g * 7919) % (maxPhases - minPhases + 1));
        phasesTotal += phases;
        const players = powers.map((power, k) => ({ power, name: `Player ${g}-${k}`, addresses: [`p${g}.${k}@example.org`], abbreviations: {} }));
        const created = base + g * 86_400_000;
        tx.objectStore('games').put({
          id: gameId, name: `League ${Math.floor(g / 20) + 1} board ${(g % 20) + 1}`, family: 'diplomacy', variant: 'standard', profile: 'wm2004',
          createdAt: created, updatedAt: created + phases * 3_600_000, phase: phaseName(phases),
          settings: { diplomacy: { players, startPhase: 'S1901M', deadlines: { firstDeadline: null, movementHours: 48, retreatHours: 24, adjustmentHours: 24 } } },
          nextDeadline: created + (phases + 1) * 3_600_000,
        });
        let parent: string | null = null;
        for (let i = 0; i < phases; i++) {
          const phase = phaseName(i);
          const at = created + i * 3_600_000;
          const mailIds: string[] = [];
          for (let k = 0; k < 7; k++) {
            const id = `${gameId}-m${i}-${k}`;
            mailIds.push(id);
            const orders = provinces.slice(k * 4, k * 4 + 5).map((p, n) => `${n % 2 ? 'F' : 'A'} ${p.toUpperCase()} - ${provinces[(n + i) % provinces.length]!.toUpperCase()}`).join('\r\n');
            const text = `From: ${players[k]!.name} <${players[k]!.addresses[0]}>\r\nTo: gm@example.org\r\nSubject: ${phase} orders for ${powers[k]}\r\nDate: ${new Date(at).toUTCString()}\r\n\r\nSIGNON ${powers[k]![0]}game${g}\r\n${orders}\r\nSIGNOFF\r\n\r\n-- \r\nSent from my phone. Press to follow: I never promised you the Black Sea.\r\n`;
            tx.objectStore('rawInputs').put({ id, gameId, receivedAt: at + k, sourceName: `${powers[k]!.toLowerCase()}-${phase}.eml`, text, lineCount: text.split('\r\n').length - 1 });
            tx.objectStore('records').put({ id: `${id}-r`, gameId, kind: 'diplomacy:mail', phase, payload: { rawInputId: id, power: powers[k], sets: 1 }, createdAt: at + k });
            rawInputs++;
            records++;
          }
          const commitId = `${gameId}-c${i}`;
          tx.objectStore('records').put({
            id: commitId, gameId, kind: 'diplomacy:commit', phase,
            payload: {
              id: commitId, parent, phase, position: position(phase, i), next: position(phaseName(i + 1), i + 1),
              orders: provinces.map((p, k) => ({ power: powers[k % 7], unit: p, kind: 'move', to: provinces[(k + i + 1) % provinces.length], via: null })),
              results: provinces.map((p, k) => ({ unit: p, outcome: k % 5 === 0 ? 'bounced' : 'succeeds', reason: k % 5 === 0 ? `standoff with the unit from ${provinces[(k + 3) % provinces.length]}` : null })),
              notices: [], nmr: [], edits: [], inputs: mailIds, who: 'GM',
            },
            createdAt: at + 3_000_000,
          });
          parent = commitId;
          records++;
        }
      }
      await new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(tx.error); });
    }
    db.close();
    return { games, records, rawInputs, phases: phasesTotal };
  }, { ...seed, prefix: seed.prefix ?? '' });
}
