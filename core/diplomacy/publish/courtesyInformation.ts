// Courtesy information (maps, unit lists) that a GM sends with the results is a convenience; where
// it conflicts with the adjudication, the adjudication always takes precedence (000 D.VIII(1)c,
// 001 B.IX(1)b). This compares a courtesy unit list with the adjudicated position, names every
// conflict so the GM can fix the courtesy copy before sending, and always returns the adjudicated
// units as the ones that stand.
import type { Position, PowerName, Unit, UnitType } from '../types';
import { provinceOf } from '../variant';
import type { ProfileId } from '../houseRules';

export interface CourtesyUnit { power: PowerName; type: UnitType; location: string }

export interface CourtesyCheck {
  /** One line per disagreement, e.g. `the map shows F NTH (England); the adjudication has A NTH (Germany)`. */
  conflicts: string[];
  /** What stands: always the adjudicated units. */
  standing: readonly Unit[];
  clause: string;
}

const show = (u: { power: string; type: string; location: string }) => `${u.type} ${u.location.toUpperCase()} (${u.power})`;

export function checkCourtesyUnits(profile: ProfileId, adjudicated: Position, courtesy: readonly CourtesyUnit[], source = 'the courtesy information'): CourtesyCheck {
  const clause = profile === 'maharajiad' ? '001 B.IX(1)b' : '000 D.VIII(1)c';
  const conflicts: string[] = [];
  const byProvince = new Map<string, Unit>();
  for (const u of adjudicated.units) byProvince.set(provinceOf(u.location), u);
  const seen = new Set<string>();
  for (const c of courtesy) {
    const p = provinceOf(String(c.location).toLowerCase());
    seen.add(p);
    const real = byProvince.get(p);
    if (!real) conflicts.push(`${source} shows ${show(c)}; the adjudication has no unit there`);
    else if (real.power !== c.power || real.type !== c.type || real.location !== String(c.location).toLowerCase()) {
      conflicts.push(`${source} shows ${show(c)}; the adjudication has ${show(real)}`);
    }
  }
  for (const [p, u] of byProvince) if (!seen.has(p)) conflicts.push(`${source} leaves out ${show(u)}, which the adjudication has`);
  return { conflicts, standing: adjudicated.units, clause };
}
