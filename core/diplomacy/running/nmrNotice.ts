// 000 B.8b: on every NMR the GM notifies the Tournament Director, who e-mails the team captain
// and the team members. This builds that notice: one per silent position, addressed to the TD,
// naming the position, its player and team, and whom the TD must forward it to.
import type { Phase, PowerName } from '../types';
import { phaseName } from '../phases';

export interface TeamPosition {
  power: PowerName;
  player: string;
  team?: string;
  captain?: string;
  members?: readonly string[];
}

export interface NmrNotice {
  to: 'tournament-director';
  power: PowerName;
  /** Whom the TD e-mails about it (000 B.8b): the captain and every team member. */
  forwardTo: string[];
  subject: string;
  body: string;
  clause: '000 B.8b';
}

/** One notice for each power in `nmr`; a power without a known position still gets one. */
export function nmrNotices(game: string, phase: Phase, nmr: readonly PowerName[], positions: readonly TeamPosition[]): NmrNotice[] {
  return [...new Set(nmr)].map((power) => {
    const pos = positions.find((p) => p.power === power);
    const forwardTo = [...new Set([pos?.captain, ...(pos?.members ?? [])].filter((x): x is string => !!x && x.trim() !== ''))];
    const who = pos ? `${pos.player}${pos.team ? ` (team ${pos.team})` : ''}` : 'an unrecorded player';
    const body = [
      `${power}, played by ${who}, sent no orders for ${phaseName(phase)} in game ${game}.`,
      forwardTo.length > 0
        ? `Please e-mail the team captain and team members: ${forwardTo.join(', ')}.`
        : 'No team captain or members are recorded for this position: please e-mail them.',
      '(Tournament rule B.8b)',
    ].join('\n');
    return { to: 'tournament-director', power, forwardTo, subject: `NMR: ${game} ${phaseName(phase)} ${power}`, body, clause: '000 B.8b' };
  });
}
