// A game taken over from another judge (core/diplomacy/takeover): stored in the game's settings
// when it is created, so the workspace starts from the position the old judge reached and shows
// the phases read as a read-only history. The raw text is stored verbatim as a raw input; this
// record names it. Settings can come back from a restored backup, so they are checked on read.
import * as z from 'zod';
import { positionSchema } from '../positionSchema';
import { profileIds, type ProfileId } from '../houseRules';
import type { Position } from '../types';
import type { Doubt } from '../takeover/judgePost';
import type { TakeOverSource } from '../takeover/takeOver';

export interface TakenOverRecord {
  source: TakeOverSource;
  /** When the GM created the game from it (epoch ms). */
  takenAt: number;
  /** The raw input holding the text exactly as pasted or opened. */
  rawInputId: string;
  /** The position the game continues from. */
  position: Position;
  /** The phases read, oldest first, each with its text: shown read-only. */
  history: { name: string; text: string }[];
  /** The doubts the GM was shown and accepted when creating the game. */
  doubts: Doubt[];
  centresKnown: boolean;
  replaysIdenticallyUnder?: ProfileId[];
}

const recordSchema = z.object({
  source: z.enum(['dipcc-game', 'judge-posts', 'typed-position']),
  takenAt: z.number(),
  rawInputId: z.string(),
  position: positionSchema,
  history: z.array(z.object({ name: z.string(), text: z.string() })),
  doubts: z.array(z.object({ line: z.number(), text: z.string(), why: z.string() })),
  centresKnown: z.boolean(),
  replaysIdenticallyUnder: z.array(z.enum(profileIds as [ProfileId, ...ProfileId[]])).optional(),
});

/** The taken-over record in a game's settings, if it has one and it is well formed. */
export function takenOverOf(settings: Record<string, unknown>): TakenOverRecord | undefined {
  if (settings.takenOver === undefined) return undefined;
  const parsed = recordSchema.safeParse(settings.takenOver);
  return parsed.success ? parsed.data as TakenOverRecord : undefined;
}

const sourceWords: Record<TakeOverSource, string> = {
  'dipcc-game': 'a webDiplomacy / dipcc game file',
  'judge-posts': 'another judge\'s results posts',
  'typed-position': 'a position typed by the GM',
};

export function describeSource(source: TakeOverSource): string { return sourceWords[source]; }
