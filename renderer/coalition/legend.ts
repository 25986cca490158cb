// The legend of the published Coalition grid map (004 1.2b, 1.2c) and the notes under it, drawn by
// gridSvg.ts (the PNG the app and the command line publish) and the screen's key. Pure data.
import type { Faction, Team } from '../../core/coalition/index';
import { baseColours, gridColours, portalColour, teamColours, terrainColours, terrainOrder } from './gridStyle';

export type LegendItem =
  | { kind: 'terrain'; label: string; colour: string }
  | { kind: 'base'; label: string; colour: string }
  | { kind: 'portal'; label: string; colour: string }
  | { kind: 'town'; label: string }
  | { kind: 'army'; label: string; colour: string }
  | { kind: 'trail'; label: string; colour: string; dashed: boolean };

/** Everything the legend explains, in reading order. */
export function legendItems(): LegendItem[] {
  const factions: Faction[] = ['Red', 'White', 'Blue', 'Green', 'Black', '5-Color', 'Colorless'];
  const teams: Team[] = ['Coalition', 'Phyrexia', 'Mercenary'];
  return [
    ...terrainOrder.map((t) => ({ kind: 'terrain' as const, label: t[0]!.toUpperCase() + t.slice(1), colour: terrainColours[t] })),
    ...factions.map((f) => ({ kind: 'base' as const, label: `${f} base`, colour: baseColours[f] })),
    { kind: 'portal', label: 'Portal', colour: portalColour },
    { kind: 'town', label: 'Town' },
    ...teams.map((t) => ({ kind: 'army' as const, label: `${t === 'Phyrexia' ? 'Phyrexian' : t} army`, colour: teamColours[t].fill })),
    { kind: 'trail', label: 'Move this turn', colour: gridColours.outline, dashed: false },
    { kind: 'trail', label: 'Partial move (004 3.3.2)', colour: gridColours.outline, dashed: true },
  ];
}

/** Under the legend: what the number on an army means. */
export const tokenNote = 'Each army shows its rank on its disc (Gen, Adm, Capt, Cmdr, LtCm, Lt; CP, Pr, Ev, PL, CPL, Cent; a mercenary its smallest slot, 2/2) and its name under it; arrows are this turn\'s moves.';

/** The key line for shortened names: "CP1 = Coalition Proxy 1; …". */
export function shortenedNote(shortened: readonly { short: string; full: string }[]): string {
  return shortened.length ? `Names shortened on the map: ${shortened.map((n) => `${n.short} = ${n.full}`).join('; ')}.` : '';
}
