// One game to and from a game file (core/gameFile). Saving reads the game's rows in one read
// transaction, so the file is a consistent snapshot even while the GM keeps working. Opening plans
// the file's game against this database first (restorePlan.ts, the same planning a restore does):
// a game whose ids are new goes straight in; one whose ids are taken waits for the GM to choose
// keep mine / replace with the file's / import as a copy, and nothing here is ever overwritten
// without that choice.
import { gameFileFrom, rowsOf, type GameFile } from '../../core/gameFile/index';
import type { AdjutantDb } from './db';
import { gameRowTables, readGameRows } from './phaseMail';
import { planGame, rekeyBundle, writeGame, type GameDecision, type GamePlan } from './restorePlan';
import type { GameRow } from './types';

/** Where a game opened read-only keeps why (GameRow.settings): the game page shows it and offers no change. */
export const readOnlySettingKey = 'openedReadOnly';
export interface ReadOnlyMark { reason: string; fileName: string }

/** The read-only mark of a game, if it was opened read-only from a file. */
export function readOnlyMarkOf(game: Pick<GameRow, 'settings'>): ReadOnlyMark | null {
  const mark = game.settings[readOnlySettingKey] as ReadOnlyMark | undefined;
  return mark && typeof mark.reason === 'string' ? mark : null;
}

/** The game as a game file, from the rows stored now. */
export async function exportGameFile(db: AdjutantDb, gameId: string, stamp: { savedAt: number; appVersion: string }): Promise<GameFile> {
  const rows = await db.transaction('r', gameRowTables(db), async () => ({
    game: await db.games.get(gameId),
    ...(await readGameRows(db, gameId)),
  }));
  if (!rows.game) throw new Error('This game is not here any more (deleted, perhaps in another window).');
  return gameFileFrom(rows.game, rows.records, rows.rawInputs, stamp);
}

/** What opening the file would do here: its game and every id of it this database already has. */
export async function planGameFile(db: AdjutantDb, file: GameFile, readOnly: { reason: string; fileName: string } | null): Promise<GamePlan> {
  const bundle = rowsOf(file);
  const game = readOnly ? { ...bundle.game, settings: { ...bundle.game.settings, [readOnlySettingKey]: readOnly } } : bundle.game;
  return db.transaction('r', gameRowTables(db), () => planGame(db, { ...bundle, game }));
}

/** What a game imported as a copy is called, so the GM can tell it from the game it copies. */
export const fileCopyName = (name: string) => `${name} (copy from file)`;

/**
 * Writes the file's game as the GM decided, in one transaction. The plan is made again inside it,
 * so a game that appeared meanwhile (another window) is a clash, never overwritten: without a
 * decision such a file answers 'clash' and writes nothing. 'both' adds the file's game under new
 * ids (rekeyBundle), whose id is returned so the app can open it.
 */
export async function openPlannedGame(db: AdjutantDb, plan: GamePlan, decision: GameDecision | undefined):
  Promise<{ outcome: 'added' | 'replaced' | 'copied' | 'kept'; gameId: string } | { outcome: 'clash'; plan: GamePlan }> {
  return db.transaction('rw', gameRowTables(db), async () => {
    const fresh = await planGame(db, plan.bundle);
    if (fresh.clashes.length === 0) {
      await writeGame(db, fresh, undefined, fileCopyName);
      return { outcome: 'added' as const, gameId: fresh.bundle.game.id };
    }
    if (!decision) return { outcome: 'clash' as const, plan: fresh };
    if (decision === 'both') {
      const copy = rekeyBundle(fresh.bundle, fileCopyName);
      await writeGame(db, { bundle: copy, local: null, clashes: [] }, undefined, fileCopyName);
      return { outcome: 'copied' as const, gameId: copy.game.id };
    }
    const outcome = await writeGame(db, fresh, decision, fileCopyName);
    return { outcome, gameId: decision === 'mine' ? (fresh.local?.id ?? fresh.bundle.game.id) : fresh.bundle.game.id };
  });
}
