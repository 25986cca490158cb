// Small builders for Coalition Wargame test rounds: an all-plains map with the sites tucked into
// corners (a legal set-up), armies at full strength, and namesake players.
import type { Army, Faction, ManaColour, Round, Team } from '../../../core/coalition/types';
import type { RankLevel } from '../../../core/coalition/ranks';
import { slotSizes, COALITION_RANKS, PHYREXIAN_RANKS } from '../../../core/coalition/ranks';

export interface ArmySpec {
  name: string; team?: Team; rank?: RankLevel; square: string; factions?: Faction[];
  colour?: ManaColour | ''; alive?: number; days?: number; merc?: Army['mercenaryFaction'];
}

export function makeArmy(spec: ArmySpec): Army {
  const team = spec.team ?? 'Coalition';
  const rank = spec.rank ?? 5;
  const caps = [5000, 2500, 1500, 1000];
  const colour = spec.colour ?? (team === 'Phyrexia' ? 'B' : 'R');
  return {
    name: spec.name, team, rank, factions: spec.factions ?? (team === 'Coalition' ? ['Red'] : []), square: spec.square,
    days: spec.days ?? 0, losses: [], ...(spec.merc ? { mercenaryFaction: spec.merc } : {}),
    slots: slotSizes(rank).map((s, i) => [{ name: `${spec.name} ${s}/${s}`, power: s, toughness: s, colours: colour ? [colour] : [], count: Math.round(caps[i]! * (spec.alive ?? 1)), full: caps[i]! }]),
  };
}

export const PLAINS = Array.from({ length: 38 }, () => 'p'.repeat(14));

export function makeRound(specs: ArmySpec[], extra: Partial<Round> = {}): Round {
  const armies = specs.map(makeArmy);
  return {
    name: 'Test Round', turn: 1, battleDeadline: '2026-11-20T05:00:00Z', terrain: PLAINS,
    bases: [
      { name: 'Red Base', faction: 'Red', square: '1A', winCondition: true, destroyed: false },
      { name: 'White Base', faction: 'White', square: '1C', winCondition: true, destroyed: false },
      { name: 'Blue Base', faction: 'Blue', square: '1E', winCondition: true, destroyed: false },
      { name: 'Green Base', faction: 'Green', square: '1G', winCondition: true, destroyed: false },
      { name: 'Black Base', faction: 'Black', square: '1I', winCondition: true, destroyed: false },
      { name: '5-Color Base', faction: '5-Color', square: '1K', winCondition: false, destroyed: false },
      { name: 'Colorless Base', faction: 'Colorless', square: '1M', winCondition: false, destroyed: false },
    ],
    portals: [
      { name: 'Portal 1', square: '38A', destroyed: false }, { name: 'Portal 2', square: '38C', destroyed: false },
      { name: 'Portal 3', square: '38E', destroyed: false }, { name: 'Portal 4', square: '38G', destroyed: false },
      { name: 'Portal 5', square: '38I', destroyed: false },
    ],
    towns: [{ name: 'Town A', square: '20A' }, { name: 'Town B', square: '20G' }, { name: 'Town C', square: '20N' }],
    armies,
    players: armies.filter((a) => a.team !== 'Mercenary').map((a) => ({ name: a.name, team: a.team as 'Phyrexia' | 'Coalition', rank: (a.team === 'Phyrexia' ? PHYREXIAN_RANKS : COALITION_RANKS)[a.rank - 1]! })),
    control: { entries: [], contingencies: {} },
    battles: [], battleResults: [], transfers: [], troopChanges: [],
    ...extra,
  };
}

/** A thread of posts: [author, time ("2026-11-19 12:00"), text]. */
export function thread(...posts: [string, string, string][]): string {
  return posts.map(([author, time, text]) => `--- ${author} @ ${time} ---\n${text}`).join('\n\n');
}

export const at = (round: Round, name: string) => round.armies.find((a) => a.name === name)?.square;
