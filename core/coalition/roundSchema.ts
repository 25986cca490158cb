// Reading a round (or a roster) from JSON. The file may have been edited by hand or come from
// elsewhere, so it is checked field by field; a bad file gives readable messages, not a crash.

import * as z from 'zod';
import type { Army, Round } from './types';

const square = z.string().regex(/^([1-9]|[12]\d|3[0-8])[A-N]$/, 'a square such as 3D (1-38, A-N)');
const size = z.union([z.number().int().min(0).max(99), z.literal('*')]);
const colour = z.enum(['W', 'U', 'B', 'R', 'G']);
const faction = z.enum(['Red', 'White', 'Blue', 'Green', 'Black', '5-Color', 'Colorless']);
const pt = z.object({ power: z.number().int().min(0).max(99), toughness: z.number().int().min(0).max(99) });
const creature = z.object({
  name: z.string().min(1).max(200), power: size, toughness: size, colours: z.array(colour).max(5), count: z.number().int().min(0), full: z.number().int().min(0),
  printed: z.object({ power: size, toughness: size }).optional(), sizeOptions: z.array(pt).max(20).optional(), sizeBy: z.enum(['kicker', 'threshold', 'counters']).optional(), ownSliverBonus: pt.optional(), imprint: z.string().max(200).optional(), legendary: z.boolean().optional(), copyCard: z.boolean().optional(),
});
const rank = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);

export const armySchema = z.object({
  name: z.string().min(1).max(200),
  team: z.enum(['Phyrexia', 'Coalition', 'Mercenary']),
  mercenaryFaction: z.enum(['Town Defender', 'Theme', 'Raider']).optional(),
  rank,
  factions: z.array(faction).max(7).default([]),
  slots: z.array(z.array(creature).max(50)).length(4),
  legend: z.string().max(200).optional(),
  square,
  days: z.number().int().min(0).default(0),
  losses: z.array(z.object({ creature: z.string(), slot: z.number().int().min(0).max(3), amount: z.number().int().min(0), duringDay: z.number().int().min(0) })).default([]),
  longMove: z.object({ destinations: z.array(square) }).optional(),
  partiallyConverted: z.boolean().optional(),
  originalTeam: z.enum(['Phyrexia', 'Coalition', 'Mercenary']).optional(),
  originalFactions: z.array(faction).optional(),
  homeTown: z.string().optional(),
  homeSquare: square.optional(),
  ocean: z.boolean().optional(),
  atWarWith: z.enum(['Phyrexia', 'Coalition']).optional(),
});

const isoTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO date-time');

const roll = z.object({ purpose: z.string(), sides: z.number(), value: z.number(), chosen: z.string().optional() });

export const roundSchema = z.object({
  name: z.string().min(1).max(200),
  turn: z.number().int().min(0),
  battleDeadline: isoTime,
  terrain: z.array(z.string().regex(/^[oipmfsOIPMFS]{14}$/)).length(38),
  bases: z.array(z.object({ name: z.string(), faction, square, winCondition: z.boolean(), destroyed: z.boolean().default(false), description: z.string().optional() })),
  portals: z.array(z.object({ name: z.string(), square, destroyed: z.boolean().default(false), description: z.string().optional() })),
  towns: z.array(z.object({ name: z.string(), square })),
  armies: z.array(armySchema),
  players: z.array(z.object({ name: z.string().min(1), team: z.enum(['Phyrexia', 'Coalition']), rank: z.string(), factions: z.array(faction).optional(), lastPosted: isoTime.optional(), declaredInactive: isoTime.optional(), namesakePermission: z.boolean().optional(), battlesFought: z.number().int().min(0).optional(), personalise: z.object({ army: z.string(), offeredAtTurn: z.number().int(), used: z.boolean().optional() }).optional() })),
  renames: z.array(z.object({ from: z.string().min(1), to: z.string().min(1), since: isoTime })).optional(),
  control: z.object({ entries: z.array(z.object({ army: z.string(), controllers: z.array(z.string()), since: isoTime })).default([]), contingencies: z.record(z.string(), z.string()).default({}), authority: z.object({ Phyrexia: z.array(z.string()).optional(), Coalition: z.array(z.string()).optional() }).optional(), acceptedIllegalAtTurn: z.object({ Phyrexia: z.number().int().optional(), Coalition: z.number().int().optional() }).optional() }).default({ entries: [], contingencies: {} }),
  battles: z.array(z.object({ square, armies: z.array(z.string()), kind: z.enum(['attack', 'no-attacker', 'intercept', 'joint', 'pushed']), attacker: z.string().optional(), defender: z.string().optional(), deadline: isoTime.optional(), strategies: z.array(z.object({ army: z.string(), receivedAt: isoTime, announced: z.boolean() })).optional(), weather: z.string().max(500).optional() })).default([]),
  battleResults: z.array(z.object({ square, winner: z.string(), loser: z.string(), losses: z.record(z.string(), z.record(z.string(), z.number().int().min(0))).default({}), outcome: z.enum(['none', 'kill', 'capture']).default('none'), killSquadLost: z.string().optional(), ranAway: z.string().optional() })).default([]),
  transfers: z.array(z.object({ from: z.string(), to: z.string(), creatures: z.record(z.string(), z.number().int().min(1)) })).default([]),
  troopChanges: z.array(z.object({ army: z.string(), slots: z.array(z.array(creature)).length(4) })).default([]),
  pendingTransfers: z.array(z.object({ to: z.string(), requiresWin: z.boolean(), troops: z.array(z.object({ slot: z.number().int().min(0).max(3), name: z.string(), power: size, toughness: size, colours: z.array(colour), amount: z.number().int().min(0) })) })).default([]),
  winner: z.enum(['Phyrexia', 'Coalition']).optional(),
  rolls: z.array(roll).optional(),
  sanctions: z.array(z.object({
    kind: z.enum(['control-penalty', 'sanction']), player: z.string().min(1), team: z.enum(['Phyrexia', 'Coalition']).optional(), army: z.string().optional(),
    at: isoTime, turn: z.number().int(), reason: z.string().max(2000), severity: z.number().positive().optional(), roll: roll.optional(),
    losses: z.record(z.string(), z.number().int().min(0)).optional(), extension: z.object({ square, from: isoTime, to: isoTime }).optional(),
  })).optional(),
});

export type RoundLoad = { ok: true; round: Round } | { ok: false; problems: string[] };

export function loadRound(json: unknown): RoundLoad {
  const parsed = roundSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, 50).map((i) => `${i.path.join('.') || '(round)'}: ${i.message}`) };
  return { ok: true, round: parsed.data as Round };
}

export function loadRoster(json: unknown): { ok: true; armies: Army[] } | { ok: false; problems: string[] } {
  const parsed = z.array(armySchema).safeParse(json);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, 50).map((i) => `${i.path.join('.')}: ${i.message}`) };
  return { ok: true, armies: parsed.data as Army[] };
}
