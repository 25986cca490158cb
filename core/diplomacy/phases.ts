// The phase sequence of a Diplomacy year (002 BT16a: Spring and Fall turns; adjustments after
// Fall, 002 BT16b) and the dipcc-style short names used in game records: S1901M, F1901R, W1901A.
import type { Phase, PhaseType, Season } from './types';

const order: readonly [Season, PhaseType][] = [
  ['spring', 'movement'], ['spring', 'retreat'], ['fall', 'movement'], ['fall', 'retreat'], ['winter', 'adjustment'],
];

/** The phase that follows in the full sequence, whether or not anything will happen in it. */
export function nextPhase(phase: Phase): Phase {
  const at = order.findIndex(([s, t]) => s === phase.season && t === phase.type);
  if (at < 0 || at === order.length - 1) return { year: phase.year + 1, season: 'spring', type: 'movement' };
  const [season, type] = order[at + 1]!;
  return { year: phase.year, season, type };
}

/** The next movement phase after this one (skipping retreats and adjustments). */
export function nextMovementPhase(phase: Phase): Phase {
  let p = nextPhase(phase);
  while (p.type !== 'movement') p = nextPhase(p);
  return p;
}

/** True when this phase sits in a legal place of the sequence (winter only adjusts, etc.). */
export function isValidPhase(phase: Phase): boolean {
  return order.some(([s, t]) => s === phase.season && t === phase.type) && Number.isInteger(phase.year);
}

const seasonLetter: Record<Season, string> = { spring: 'S', fall: 'F', winter: 'W' };
const typeLetter: Record<PhaseType, string> = { movement: 'M', retreat: 'R', adjustment: 'A' };

/** 'S1901M', 'F1901R', 'W1901A' (dipcc style). */
export function phaseName(phase: Phase): string {
  return `${seasonLetter[phase.season]}${phase.year}${typeLetter[phase.type]}`;
}

const namePattern = /^([SFW])(\d{1,5})([MRA])$/;

/** The phase a dipcc-style name stands for, or undefined for anything else. */
export function tryParsePhaseName(name: string): Phase | undefined {
  const m = namePattern.exec(String(name).trim().toUpperCase());
  if (!m) return undefined;
  const season: Season = m[1] === 'S' ? 'spring' : m[1] === 'F' ? 'fall' : 'winter';
  const type: PhaseType = m[3] === 'M' ? 'movement' : m[3] === 'R' ? 'retreat' : 'adjustment';
  const phase: Phase = { year: Number(m[2]), season, type };
  return isValidPhase(phase) ? phase : undefined;
}

/** Like tryParsePhaseName, but throws with a readable message on a bad name. */
export function parsePhaseName(name: string): Phase {
  const phase = tryParsePhaseName(name);
  if (!phase) throw new Error(`'${String(name).slice(0, 40)}' is not a phase name like S1901M, F1901R or W1901A`);
  return phase;
}
