// Creating a game taken over from another judge, in one transaction: the game, its "created"
// audit record and the raw text exactly as pasted or opened, with the taken-over record (the
// position, the history read and the doubts the GM accepted) in the game's settings. Nothing is
// half-stored: a failure leaves no game.
import type { AdjutantDb } from '../storage/db';
import { createdRecordKind } from '../storage/games';
import { newId } from '../storage/ids';
import { countLines } from '../storage/schema';
import type { GameRow, RawInputRow, RecordRow } from '../storage/types';
import { phaseName } from '../../core/diplomacy/phases';
import type { TakeOverReading } from '../worker/api';
import type { TakenOverRecord } from '../../core/diplomacy/record/takenOver';
import { defaultSetup } from '../../core/diplomacy/record/setup';
import type { ProfileId } from '../../core/diplomacy/houseRules';

export interface TakeOverInput {
  name: string;
  variant: string;
  profile: ProfileId;
  powers: string[];
  sourceName: string;
  raw: string;
  reading: TakeOverReading;
}

export async function createTakenOverGame(db: AdjutantDb, input: TakeOverInput, now: number = Date.now()): Promise<GameRow> {
  const name = input.name.trim();
  if (!name) throw new Error('A game needs a name.');
  const position = input.reading.position;
  if (!position) throw new Error('There is no position to continue from.');
  const gameId = newId();
  const raw: RawInputRow = { id: newId(), gameId, receivedAt: now, sourceName: input.sourceName, text: input.raw, lineCount: countLines(input.raw) };
  const takenOver: TakenOverRecord = {
    source: input.reading.source, takenAt: now, rawInputId: raw.id, position,
    history: input.reading.history.map((h) => ({ name: h.name, text: h.text })), doubts: input.reading.doubts,
    centresKnown: input.reading.centresKnown,
    ...(input.reading.replaysIdenticallyUnder ? { replaysIdenticallyUnder: input.reading.replaysIdenticallyUnder } : {}),
  };
  const phase = phaseName(position.phase);
  const game: GameRow = {
    id: gameId, name, family: 'diplomacy', variant: input.variant, profile: input.profile, createdAt: now, updatedAt: now, phase,
    settings: { diplomacy: { ...defaultSetup(input.profile, input.powers, phase, now), fixedAt: now }, takenOver },
  };
  const created: RecordRow = {
    id: newId(), gameId, kind: createdRecordKind, phase, createdAt: now,
    payload: { name, family: 'diplomacy', variant: input.variant, profile: input.profile, takenOverFrom: input.reading.source, rawInputId: raw.id },
  };
  await db.transaction('rw', db.games, db.records, db.rawInputs, async () => {
    await db.games.add(game);
    await db.rawInputs.add(raw);
    await db.records.add(created);
  });
  return game;
}
