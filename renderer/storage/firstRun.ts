// On the very first run Adjutant creates one sample game so the home screen is not empty and a
// GM can try things on something disposable. It happens once per database: a GM who deletes the
// sample does not get it back on the next start.
import type { AdjutantDb } from './db';
import { phaseName } from '../../core/diplomacy/phases';
import { createGame, type NewGame } from './games';
import type { GameRow } from './types';

export const sampleCreatedKey = 'sampleCreatedAt';

/** The standard map opens in Spring 1901 (assets/variants/standard/variant.json startYear). */
export const sampleGame: NewGame = {
  name: 'Sample game (standard map, try anything here)',
  family: 'diplomacy',
  variant: 'standard',
  profile: 'wm2004',
  phase: phaseName({ year: 1901, season: 'spring', type: 'movement' }),
  settings: { sample: true },
};

/** Creates the sample game unless this database has ever had one. Returns it when created. */
export async function ensureFirstRun(db: AdjutantDb, now: number = Date.now()): Promise<GameRow | undefined> {
  // One transaction: two tabs opening at once must not both create a sample.
  return db.transaction('rw', db.meta, db.games, db.records, async () => {
    if (await db.meta.get(sampleCreatedKey)) return undefined;
    await db.meta.put({ key: sampleCreatedKey, value: now });
    return createGame(db, sampleGame, now);
  });
}
