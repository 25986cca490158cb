// GM corrections on top of a phase: move a unit, add or remove one, change a centre's owner. Each
// edit carries who, when and why and can be undone; the position the GM orders and adjudicates
// is the phase's position with the live edits applied in order. The seeds' correction clauses are
// offered when an edit matches them: two units in one space by GM error (000 D.VIII(2)) and the
// "Flying Dutchman", an extra unit (000 D.VIII(3)).
import type { Location, Position, PowerName, ProvinceId, Unit, UnitType } from '../types';
import { provinceOf } from '../variant';
import type { ProfileId } from '../houseRules';
import { twoUnitsClause } from '../running/twoUnitsInOneSpace';
import { flyingDutchmanClause } from '../running/flyingDutchman';

export type PositionEdit =
  | { kind: 'move-unit'; from: Location; to: Location }
  | { kind: 'add-unit'; unit: { type: UnitType; power: PowerName; location: Location } }
  | { kind: 'remove-unit'; location: Location }
  | { kind: 'set-centre'; province: ProvinceId; owner: PowerName | null };

export interface EditEntry {
  id: string;
  edit: PositionEdit;
  reason: string;
  clause?: string;
  /** The edit in words as it read when made ("Moved Italy A VEN to PIE"). */
  summary?: string;
  who: string;
  at: number;
}

export interface EditUndo { editId: string; who: string; at: number }

/** Edits still in force: every edit minus the undone ones, in the order they were made. */
export function liveEdits(edits: readonly EditEntry[], undos: readonly EditUndo[]): EditEntry[] {
  const undone = new Set(undos.map((u) => u.editId));
  return [...edits].sort((a, b) => a.at - b.at).filter((e) => !undone.has(e.id));
}

export interface AppliedEdits {
  position: Position;
  /** Edits that no longer fit the position (the unit is gone), with why; they change nothing. */
  skipped: { id: string; why: string }[];
}

const unitAt = (units: readonly Unit[], location: Location) => units.findIndex((u) => provinceOf(u.location) === provinceOf(location));

export function applyEdit(position: Position, edit: PositionEdit): Position | string {
  const units = [...position.units];
  switch (edit.kind) {
    case 'move-unit': {
      const i = unitAt(units, edit.from);
      if (i < 0) return `no unit in ${provinceOf(edit.from).toUpperCase()}`;
      units[i] = { ...units[i]!, location: edit.to };
      return { ...position, units };
    }
    case 'add-unit':
      return { ...position, units: [...units, { ...edit.unit, id: `gm-${edit.unit.power}-${edit.unit.location}` }] };
    case 'remove-unit': {
      const i = unitAt(units, edit.location);
      if (i < 0) return `no unit in ${provinceOf(edit.location).toUpperCase()}`;
      units.splice(i, 1);
      return { ...position, units };
    }
    case 'set-centre': {
      const centres = { ...position.centres };
      if (edit.owner === null) delete centres[edit.province]; else centres[edit.province] = edit.owner;
      return { ...position, centres };
    }
  }
}

export function applyEdits(position: Position, edits: readonly EditEntry[]): AppliedEdits {
  let at = position;
  const skipped: AppliedEdits['skipped'] = [];
  for (const e of edits) {
    const next = applyEdit(at, e.edit);
    if (typeof next === 'string') skipped.push({ id: e.id, why: next }); else at = next;
  }
  return { position: at, skipped };
}

export interface ClauseOffer { clause: string; text: string }

/**
 * Every correction clause of the game's house rules, offered in the reason dialog whatever the
 * change (a drag too): correction of an adjudication, two units in one space, the Flying Dutchman
 * (000 D.VIII(1)-(3); 001 B.IX(1)-(3) for the Maharajiad, which numbers them so).
 */
export function profileCorrectionClauses(profile: ProfileId = 'wm2004'): ClauseOffer[] {
  const correction = profile === 'maharajiad' ? '001 B.IX(1)' : '000 D.VIII(1)';
  return [
    { clause: correction, text: 'Correction of adjudication: a GM mistake pointed out before the next adjudication is corrected.' },
    { clause: twoUnitsClause(profile), text: 'Two units in one space by GM error: the erroneous unit goes where it should have been if vacant, else off the board.' },
    { clause: flyingDutchmanClause(profile), text: 'Flying Dutchman: an extra unit that has existed for more than one adjudication stays; the next adjustment phase rectifies the count.' },
  ];
}

/** The seeds' correction clauses that fit an edit about to be made on `position` (wm2004 and friends). */
export function correctionClauses(position: Position, edit: PositionEdit, profile: ProfileId = 'wm2004'): ClauseOffer[] {
  const offers: ClauseOffer[] = [];
  const crowded = (units: readonly Unit[]) => {
    const seen = new Set<string>();
    for (const u of units) { const p = provinceOf(u.location); if (seen.has(p)) return true; seen.add(p); }
    return false;
  };
  // The clause keys are the profile's own (000 D.VIII(2)-(3), or 001 B.IX(2)-(3) for the Maharajiad).
  const twoUnits: ClauseOffer = { clause: twoUnitsClause(profile), text: 'Two units in one space by GM error: the erroneous unit goes where it should have been if vacant, else off the board.' };
  const dutchman: ClauseOffer = { clause: flyingDutchmanClause(profile), text: 'Flying Dutchman: an extra unit that has existed for more than one adjudication stays; the next adjustment phase rectifies the count.' };
  if (crowded(position.units) && (edit.kind === 'move-unit' || edit.kind === 'remove-unit')) offers.push(twoUnits);
  if (edit.kind === 'add-unit' && unitAt(position.units, edit.unit.location) >= 0) offers.push(twoUnits);
  if (edit.kind === 'move-unit') {
    const after = applyEdit(position, edit);
    if (typeof after !== 'string' && crowded(after.units) && !offers.includes(twoUnits)) offers.push(twoUnits);
  }
  if (edit.kind === 'remove-unit' || edit.kind === 'add-unit') offers.push(dutchman);
  return offers;
}

/** One line a GM reads in the audit list: "Moved A BUR to MUN", "Centre BEL: France". */
export function describeEdit(edit: PositionEdit, position?: Position): string {
  const up = (l: string) => l.toUpperCase();
  switch (edit.kind) {
    case 'move-unit': {
      const u = position?.units.find((x) => provinceOf(x.location) === provinceOf(edit.from));
      return `Moved ${u ? `${u.power} ${u.type} ` : 'unit '}${up(edit.from)} to ${up(edit.to)}`;
    }
    case 'add-unit': return `Added ${edit.unit.power} ${edit.unit.type} ${up(edit.unit.location)}`;
    case 'remove-unit': return `Removed the unit in ${up(edit.location)}`;
    case 'set-centre': return `Centre ${up(edit.province)}: ${edit.owner ?? 'neutral'}`;
  }
}
