// Interpretation: a written order, the board, and the house rules in; an `Order` and a verdict
// out. This is where the reading clauses of the seeds live:
//   unit type   — omitted never invalidates (000 D.IV(1), 001 B.V(1)); wrong: `wrongUnitType`
//                 ('ignored' 000 D.IV(1) / 'invalidates' 001 B.V(2))
//   nationality — of a supported or convoyed unit: omitted is fine (001 B.V(3)); wrong:
//                 `wrongNationality` ('ignored' 000 D.IV(2) / 'invalidates' 001 B.V(4))
//   coasts      — `coastRule` ('wm2004' 000 D.IV(3)a-c / 'datc' DATC v3.0 6.B)
//   builds      — omitted type `omittedBuildType` (000 D.V(1) / 001 B.VI(1)); a fleet where no
//                 fleet can stand builds nothing (000 D.V(5), 001 B.VI(5))
//   illegal     — held, unless possible with other units' help (000 D.III(4), 001 B.IV(5)):
//                 an army's move to a far province stands if fleets on the board could carry it
//   convoy path — `convoyPathRequired` (002 BT17c)
import type { HouseRules } from '../houseRules';
import type { Location, Order, Position, PowerName, ProvinceId, Unit, UnitType } from '../types';
import { coastOf, provinceOf, type Variant } from '../variant';
import type { WrittenLocation, WrittenOrder, WrittenUnit } from './grammar';
import { nameRuling } from './nameClauses';
import { alsoAbbreviates } from './aliasAbbreviates';
import { citedIn, readingClause, type ReadingTopic } from './readingClauses';
import type { Correction } from './verdicts';
import { unitAt } from './unitsByProvince';

export interface InterpretContext {
  variant: Variant;
  position: Position;
  rules: HouseRules;
  /** The power giving the orders; undefined when the mail did not say (then: the unit's owner). */
  power?: PowerName;
}

export interface Interpretation {
  kind: 'accepted' | 'corrected' | 'ambiguous' | 'illegal';
  order?: Order;
  corrections: Correction[];
  notes: string[];
  reason?: string;
  clause?: string;
  unitKey?: string;
  forLaterPhase?: 'retreat' | 'adjustment';
}

/** The clause a profile's own text has for a reading topic (readingClauses.ts), or none. */
function cite(rules: HouseRules, topic: ReadingTopic): string | undefined {
  return readingClause(rules, topic);
}

const upper = (l: Location) => l.toUpperCase();

class Reading {
  corrections: Correction[] = [];
  notes: string[] = [];
  illegal?: { reason: string; clause?: string };
  ambiguous?: { reason: string; clause?: string };
  unitKey?: string;
  forLaterPhase?: 'retreat' | 'adjustment';
  constructor(readonly ctx: InterpretContext) {}
  fail(reason: string, clause?: string) { if (!this.illegal) this.illegal = { reason, clause }; }
  unclear(reason: string, clause?: string) { if (!this.ambiguous) this.ambiguous = { reason, clause }; }
  correct(what: string, clause?: string) { this.corrections.push({ what, clause }); }

  /**
   * Notes or corrections for how a province name was read, citing the profile's own clause
   * (nameClauses.ts: 000 D.III(1)a, 001 B.IV(2)c, 002 BT25, DATC 4.E.2; a World Masters
   * misspelling cites none, 000 having no rule on it, and says it is the GM's reading).
   */
  name(loc: WrittenLocation) {
    const m = loc.match;
    if (m.kind === 'prefix') {
      const { clause, gmReading } = nameRuling(this.ctx.rules, 'abbreviation');
      const why = [gmReading, clause].filter(Boolean).join('; ');
      this.notes.push(`'${m.written}' read as ${upper(m.province)}${why ? ` (${why})` : ''}`);
    } else if (m.kind === 'typo') {
      const { clause, gmReading } = nameRuling(this.ctx.rules, 'misspelling');
      this.correct(`'${m.written}' read as ${upper(m.province)}${gmReading ? ` (${gmReading})` : ''}`, clause);
    } else if (m.kind === 'exact' && m.source === 'player') {
      this.notes.push(`'${loc.text}' from the player's own abbreviation list${citedIn(this.ctx.rules, 'player-abbreviations')}`);
    }
  }

  // Field by field, in the order the spread of a shared base gave them (kind, order,
  // corrections, notes, unitKey, forLaterPhase, then reason and clause): one object a line
  // instead of two and a copy of one into the other.
  done(order?: Order): Interpretation {
    const { corrections, notes, unitKey, forLaterPhase, illegal, ambiguous } = this;
    if (illegal) return { kind: 'illegal', order, corrections, notes, unitKey, forLaterPhase, reason: illegal.reason, clause: illegal.clause };
    if (ambiguous) return { kind: 'ambiguous', order, corrections, notes, unitKey, forLaterPhase, reason: ambiguous.reason, clause: ambiguous.clause };
    return { kind: corrections.length ? 'corrected' : 'accepted', order, corrections, notes, unitKey, forLaterPhase };
  }
}

/** The ordered unit: it must be on the board (or dislodged, in a retreat phase) and the power's own. */
function orderedUnit(r: Reading, w: WrittenUnit, units: readonly Unit[], what: string): Unit | undefined {
  const { ctx } = r;
  r.name(w.location);
  const province = w.location.province;
  r.unitKey = province;
  const unit = unitAt(units, province);
  if (!unit) { r.fail(`no ${what} in ${upper(province)}`, cite(ctx.rules, 'illegal-hold')); return undefined; }
  const power = ctx.power ?? unit.power;
  if (unit.power !== power) { r.fail(`the ${unit.type === 'A' ? 'army' : 'fleet'} in ${upper(province)} is ${unit.power}'s, not ${power}'s`); return unit; }
  checkType(r, w.type, unit, 'the ordered unit');
  // The ordered unit's own coast: the board knows where the fleet is (000 D.IV(3)a).
  if (w.location.coast && w.location.coast !== coastOf(unit.location)) {
    if (ctx.rules.coastRule === 'wm2004') r.correct(`the fleet is at ${upper(unit.location)}`, cite(ctx.rules, 'own-coast'));
    else r.notes.push(`the fleet is at ${upper(unit.location)}`);
  }
  return unit;
}

/** Omitted type: fine; wrong type: the house rule decides (000 D.IV(1) / 001 B.V(1)-(2)). */
function checkType(r: Reading, written: UnitType | undefined, unit: Unit, which: string) {
  const { rules } = r.ctx;
  if (!written) return;
  if (written === unit.type) return;
  const actual = unit.type === 'A' ? 'an army' : 'a fleet';
  if (rules.wrongUnitType === 'ignored') r.correct(`${which} in ${upper(provinceOf(unit.location))} is ${actual}, not ${written}`, cite(rules, 'wrong-type-ignored'));
  else r.fail(`${which} in ${upper(provinceOf(unit.location))} is ${actual}, not ${written}`, '001 B.V(2)');
}

/** A supported or convoyed unit: type and nationality as written (000 D.IV(1)-(2), 001 B.V). */
function otherUnit(r: Reading, w: WrittenUnit): Unit | undefined {
  const { rules, position } = r.ctx;
  r.name(w.location);
  const unit = unitAt(position.units, w.location.province);
  if (!unit) return undefined;
  checkType(r, w.type, unit, 'the unit');
  if (w.power && w.power !== unit.power) {
    const what = `the unit in ${upper(w.location.province)} is ${unit.power}'s, not ${w.power}'s`;
    if (rules.wrongNationality === 'ignored') r.correct(what, cite(rules, 'wrong-nationality-ignored'));
    else r.fail(what, '001 B.V(4)');
  }
  return unit;
}

/** Can an army at `from` reach `to` by convoy through seas where fleets stand now (000 D.III(4)b)? */
export function convoyPossible(variant: Variant, position: Position, from: ProvinceId, to: ProvinceId): boolean {
  const kindOf = (p: ProvinceId) => variant.province(p)?.kind;
  if (kindOf(from) !== 'coast' || kindOf(to) !== 'coast') return false;
  const fleetSeas = new Set(position.units.filter((u) => u.type === 'F' && kindOf(provinceOf(u.location)) === 'sea').map((u) => provinceOf(u.location)));
  const seen = new Set<ProvinceId>();
  const queue = variant.fleetProvinceNeighbours(from).filter((p) => fleetSeas.has(p));
  for (const q of queue) seen.add(q);
  while (queue.length) {
    const sea = queue.shift()!;
    for (const n of variant.fleetProvinceNeighbours(sea)) {
      if (n === to) return true;
      if (fleetSeas.has(n) && !seen.has(n)) { seen.add(n); queue.push(n); }
    }
  }
  return false;
}

/** A named route (`A Lon-Nth-Nwy`, 000 D.VI(3)): a chain of seas from the army to its goal. */
function checkRoute(variant: Variant, from: ProvinceId, route: ProvinceId[], to: ProvinceId): string | undefined {
  let at = from;
  for (const sea of route) {
    const p = variant.province(sea);
    if (!p || (p.kind !== 'sea' && !p.river)) return `${upper(sea)} is not a sea: a convoy route goes through seas`;
    if (!variant.fleetProvinceNeighbours(at).includes(sea)) return `${upper(sea)} does not touch ${upper(at)}`;
    at = sea;
  }
  if (!variant.fleetProvinceNeighbours(at).includes(to)) return `${upper(to)} does not touch ${upper(at)}`;
  return undefined;
}

/**
 * The coast a support keeps on its destination, if any. Under World Masters rules
 * (000 D.IV(3)c) a coast never invalidates a support and a support into a two-coast province
 * supports a move to either coast: every written coast is dropped. Under the DATC coast rule
 * (DATC 4.B.4, 6.B.9) a coast written on the destination is kept as written: the supported
 * fleet must move to that coast. The supported unit's own coast is never needed (the board
 * knows where it stands), and a coast the province does not have is dropped with a note.
 */
function supportCoast(r: Reading, w: Extract<WrittenOrder, { kind: 'support' }>): string | undefined {
  const { variant, rules } = r.ctx;
  const written = w.to?.coast;
  if (rules.coastRule === 'wm2004') {
    if (w.supported.location.coast || written) r.notes.push(`coast ignored in a support${citedIn(rules, 'support-coast')}`);
    return undefined;
  }
  if (w.supported.location.coast) r.notes.push(`coast of the supported unit ignored: the board says where it stands`);
  if (!written || !w.to) return undefined;
  const coasts = variant.province(w.to.province)?.coasts ?? [];
  if (!coasts.includes(written)) {
    r.notes.push(`coast '${written}' ignored: ${upper(w.to.province)} has no such coast`);
    return undefined;
  }
  r.notes.push(`coast ${upper(`${w.to.province}/${written}`)} kept as written: the supported move must go to that coast (DATC 6.B.9)`);
  return written;
}

/**
 * A move to a listed alias the unit cannot reach, whose letters also begin provinces it can
 * ("F Edi - Nor": NTH, NWG): ambiguous, said with the candidates (aliasAbbreviates.ts).
 */
function otherAbbreviation(r: Reading, to: WrittenLocation, reaches: (p: ProvinceId) => boolean): boolean {
  const others = alsoAbbreviates(r.ctx.variant, to).filter(reaches);
  if (!others.length) return false;
  const { clause } = nameRuling(r.ctx.rules, 'abbreviation');
  const listed = to.match.kind === 'exact' ? upper(to.match.province) : '';
  r.unclear(`'${to.text.trim()}' is listed for ${listed}, which the unit cannot reach, but it also begins ${others.map(upper).join(' and ')}, which it can: an ambiguous abbreviation, the unit holds`, clause);
  return true;
}

/** Where a fleet at `from` ends up when told to go to `to` as written, or why it cannot. */
function fleetDestination(r: Reading, from: Location, to: WrittenLocation, clauseForMoves: string | undefined): Location | undefined {
  const { variant, rules } = r.ctx;
  const province = variant.province(to.province)!;
  if (province.coasts.length === 0) {
    if (to.coast) r.notes.push(`coast '${to.coast}' ignored: ${upper(to.province)} has one coast`);
    return variant.fleetAdjacent(from, to.province) ? to.province : undefined;
  }
  const reachable = variant.fleetCoastsInto(from, to.province);
  if (reachable.length === 0) return undefined;
  const wanted = to.coast ? `${to.province}/${to.coast}` : undefined;
  if (wanted && reachable.includes(wanted)) return wanted;
  if (reachable.length === 1) {
    if (wanted) {
      if (rules.coastRule === 'datc') { r.fail(`${upper(wanted)} cannot be reached from ${upper(from)} (wrong coast)`, 'DATC 6.B.3'); return reachable[0]; }
      r.correct(`coast corrected to ${upper(reachable[0]!)}`, clauseForMoves);
    } else r.correct(`coast added: ${upper(reachable[0]!)}`, rules.coastRule === 'wm2004' ? clauseForMoves : 'DATC 6.B.2');
    return reachable[0];
  }
  // Both coasts reachable (F MAO-Spa, F Por-Spa, F Con-Bul): the coast decides, so it is required.
  r.fail(`${upper(to.province)} has two coasts ${upper(from)} can reach: say which`, rules.coastRule === 'wm2004' ? clauseForMoves : 'DATC 6.B.1');
  // The order as written, with no coast: the line is void, and showing it as "F MAO - SPA/NC"
  // told the GM a coast the player never wrote (unseen-mail trial, corpus 1456, 1457, evening 27).
  return to.province;
}

function phaseOfOrder(w: WrittenOrder, conditional: boolean): 'movement' | 'retreat' | 'adjustment' {
  if (w.kind === 'build' || w.kind === 'waive') return 'adjustment';
  if (w.kind === 'disband') return w.word === 'remove' ? 'adjustment' : 'retreat';
  if (w.kind === 'move' && (w.retreatWord || conditional)) return 'retreat';
  return 'movement';
}

/** Interprets one written order (one option of a conditional order) for the position's phase. */
export function interpretOrder(w: WrittenOrder, ctx: InterpretContext, conditional = false): Interpretation {
  const r = new Reading(ctx);
  const phase = ctx.position.phase.type;
  const wants = phaseOfOrder(w, conditional);
  if (phase === 'movement' && wants !== 'movement') return laterPhase(r, w, wants);
  if (phase === 'movement') return movement(r, w);
  if (phase === 'retreat') return retreat(r, w);
  return adjustment(r, w);
}

/** A retreat or adjustment order given with the movement orders: kept for its phase (000 D.II(5)b). */
function laterPhase(r: Reading, w: WrittenOrder, wants: 'retreat' | 'adjustment'): Interpretation {
  const { ctx } = r;
  r.forLaterPhase = wants;
  const power = ctx.power ?? '';
  // Said on the line: an accepted "Waive" or "Build F Bre" in a spring mail looked like this
  // turn's order, with nothing to tell the GM it waits for its phase.
  const cite = citedIn(ctx.rules, 'conditional-early');
  if (w.kind === 'waive') {
    r.notes.push(`kept as a conditional WAIVE for the adjustment phase${cite}: it waives a build only if ${power || 'the power'} has one then`);
    return r.done({ kind: 'waive', power });
  }
  r.notes.push(`kept as a conditional order for the ${wants} phase${cite}: used there only if that phase comes and the order is possible then`);
  if (w.kind === 'build') {
    r.name(w.location);
    r.unitKey = w.location.province;
    const location = w.location.coast ? `${w.location.province}/${w.location.coast}` : w.location.province;
    const type = buildType(r, w);
    return r.done(type ? { kind: 'build', power, unitType: type, location } : undefined);
  }
  const unit = w.unit;
  r.name(unit.location);
  r.unitKey = unit.location.province;
  const onBoard = unitAt(ctx.position.units, unit.location.province);
  const at = onBoard?.location ?? unit.location.province;
  const p = ctx.power ?? onBoard?.power ?? '';
  if (w.kind === 'disband') {
    return r.done(wants === 'adjustment' ? { kind: 'remove', power: p, unitType: unit.type ?? onBoard?.type, unit: at } : { kind: 'disband', power: p, unitType: unit.type ?? onBoard?.type, unit: at });
  }
  if (w.kind === 'move') {
    r.name(w.to);
    const to = w.to.coast ? `${w.to.province}/${w.to.coast}` : w.to.province;
    return r.done({ kind: 'retreat', power: p, unitType: unit.type ?? onBoard?.type, unit: at, to });
  }
  return r.done();
}

function movement(r: Reading, w: WrittenOrder): Interpretation {
  const { ctx } = r;
  const { variant, rules, position } = ctx;
  // interpretOrder sends these to laterPhase; kept as a refusal rather than a throw all the same.
  if (w.kind === 'build' || w.kind === 'waive' || w.kind === 'disband') { r.fail('not a movement order'); return r.done(); }
  const unit = orderedUnit(r, w.unit, position.units, 'unit');
  if (!unit) return r.done();
  const power = ctx.power ?? unit.power;
  const base = { power, unitType: unit.type, unit: unit.location };
  const from = provinceOf(unit.location);
  if (w.kind === 'hold') return r.done({ kind: 'hold', ...base });

  if (w.kind === 'move') {
    r.name(w.to);
    for (const s of w.route) r.name(s);
    const to = w.to.province;
    const route = w.route.map((s) => s.province);
    if (to === from) { r.fail(`a unit cannot move to its own province`); return r.done({ kind: 'move', ...base, to }); }
    if (unit.type === 'A') {
      if (w.to.coast) r.notes.push(`coast '${w.to.coast}' ignored for an army`);
      const order: Order = { kind: 'move', ...base, to, ...(w.viaConvoy ? { viaConvoy: true } : {}), ...(route.length ? { route } : {}) };
      if (variant.province(to)?.kind === 'sea') { r.fail(`an army cannot enter the sea (${upper(to)})`, cite(rules, 'illegal-hold')); return r.done(order); }
      if (route.length) {
        const problem = checkRoute(variant, from, route, to);
        if (problem) r.fail(`the named convoy route is impossible: ${problem}`, cite(rules, 'named-route'));
        else r.notes.push(`convoy route ${route.map(upper).join('-')} named${citedIn(rules, 'named-route')}`);
        return r.done(order);
      }
      const adjacent = variant.armyAdjacent(from, to);
      if (rules.convoyPathRequired && (w.viaConvoy || !adjacent)) {
        r.fail('a convoyed move must name its convoy path', '002 BT17c');
        return r.done(order);
      }
      if (!adjacent && !convoyPossible(variant, position, from, to)) {
        if (otherAbbreviation(r, w.to, (p) => variant.armyAdjacent(from, p))) return r.done(order);
        r.fail(`${upper(to)} is not next to ${upper(from)} and no fleets on the board could convoy the army there`, cite(rules, 'possible-by-convoy'));
      } else if (!adjacent) {
        r.notes.push(`not adjacent: possible only by convoy${citedIn(rules, 'possible-by-convoy')}`);
      }
      return r.done(order);
    }
    // A fleet.
    if (w.viaConvoy || route.length) r.fail('a fleet cannot be convoyed');
    const dest = fleetDestination(r, unit.location, w.to, cite(rules, 'move-coast'));
    if (!dest && otherAbbreviation(r, w.to, (p) => variant.fleetProvinceNeighbours(provinceOf(unit.location)).includes(p))) return r.done({ kind: 'move', ...base, to });
    if (!dest) { r.fail(`a fleet in ${upper(unit.location)} cannot reach ${upper(to)}`, cite(rules, 'illegal-hold')); return r.done({ kind: 'move', ...base, to }); }
    return r.done({ kind: 'move', ...base, to: dest });
  }

  if (w.kind === 'support') {
    const supportedUnit = otherUnit(r, w.supported);
    const supported = w.supported.location.province;
    const target = w.to ? w.to.province : supported;
    if (w.to) r.name(w.to);
    const toCoast = supportCoast(r, w);
    const order: Order = {
      kind: 'support', ...base, supported,
      ...(supportedUnit ? { supportedType: supportedUnit.type } : w.supported.type ? { supportedType: w.supported.type } : {}),
      // The engine reads a coast written on a support's destination (`spa/nc`) under the DATC
      // coast rule; SupportOrder has no separate coast field, so the coast rides on `to`.
      ...(w.to ? { to: toCoast ? `${target}/${toCoast}` : target } : {}),
    };
    if (!supportedUnit) r.fail(`no unit in ${upper(supported)} to support`, cite(rules, 'illegal-hold'));
    if (supported === from) r.fail('a unit cannot support itself');
    else if (target === from) r.fail('a unit cannot support a move into its own province');
    else {
      const reaches = unit.type === 'A' ? variant.armyAdjacent(from, target) && variant.province(target)?.kind !== 'sea' : variant.fleetReachesProvince(unit.location, target);
      if (!reaches) r.fail(`the ${unit.type === 'A' ? 'army' : 'fleet'} in ${upper(unit.location)} cannot reach ${upper(target)}, so cannot support there`, cite(rules, 'illegal-hold'));
    }
    return r.done(order);
  }

  // A convoy.
  const army = otherUnit(r, w.convoyed);
  const carried = w.convoyed.location.province;
  r.name(w.to);
  const order: Order = { kind: 'convoy', ...base, from: carried, to: w.to.province };
  if (unit.type !== 'F' || (variant.province(from)?.kind !== 'sea' && !variant.province(from)?.river)) r.fail(`only a fleet at sea can convoy (${upper(unit.location)})`);
  else if (!army) r.fail(`no army in ${upper(carried)} to convoy`, cite(rules, 'illegal-hold'));
  else if (army.type !== 'A') r.fail(`the unit in ${upper(carried)} is a fleet: only armies are convoyed`);
  else if (variant.province(w.to.province)?.kind !== 'coast') r.fail(`${upper(w.to.province)} is not a coastal province`);
  return r.done(order);
}

/**
 * A build, waive or removal in a fall retreat phase's mail ("Winter: build A Kie"): the next phase
 * is the winter adjustments, and the player sent it early. Conditional retreat, build and disband
 * orders submitted before their phase are accepted (000 D.II(5)b, 001 B.III(5)b), so it is kept
 * for that phase as the movement mail's conditional lines are (conditionalOrders.ts chooses
 * there, against the winter board), and the GM sees it carried there, from this mail. In a
 * spring retreat no adjustment phase comes next: it is not an order of this phase.
 */
function adjustmentInRetreat(r: Reading, w: WrittenOrder): Interpretation {
  if (r.ctx.position.phase.season !== 'fall') { r.fail('not a retreat order: this is the retreat phase'); return r.done(); }
  r.notes.push(`sent early for the winter adjustments: not an order of the retreat phase, kept for the adjustment phase${citedIn(r.ctx.rules, 'conditional-early')}`);
  return laterPhase(r, w, 'adjustment');
}

function retreat(r: Reading, w: WrittenOrder): Interpretation {
  const { ctx } = r;
  const dislodged = ctx.position.dislodged;
  if (w.kind === 'build' || w.kind === 'waive') return adjustmentInRetreat(r, w);
  // "Remove A Gal" for a unit that was not dislodged: a winter removal sent with the retreats.
  if (w.kind === 'disband' && w.word === 'remove' && !dislodged.some((d) => provinceOf(d.unit.location) === w.unit.location.province)) {
    return adjustmentInRetreat(r, w);
  }
  if (w.kind !== 'move' && w.kind !== 'disband') {
    r.name(w.unit.location);
    r.fail('not a retreat order: this is the retreat phase');
    return r.done();
  }
  const unit = orderedUnit(r, w.unit, dislodged.map((d) => d.unit), 'dislodged unit');
  if (!unit) return r.done();
  const power = ctx.power ?? unit.power;
  const base = { power, unitType: unit.type, unit: unit.location };
  if (w.kind === 'disband') return r.done({ kind: 'disband', ...base });
  r.name(w.to);
  const entry = dislodged.find((d) => provinceOf(d.unit.location) === provinceOf(unit.location))!;
  const options = entry.retreats.filter((l) => provinceOf(l) === w.to.province);
  const order: Order = { kind: 'retreat', ...base, to: w.to.coast ? `${w.to.province}/${w.to.coast}` : w.to.province };
  if (options.length === 0) {
    const legal = entry.retreats.length ? entry.retreats.map(upper).join(', ') : 'none: it must disband';
    r.fail(`cannot retreat to ${upper(w.to.province)} (possible: ${legal})`);
    return r.done(order);
  }
  if (options.length === 1) {
    const dest = options[0]!;
    if (w.to.coast && dest !== order.to) {
      if (ctx.rules.coastRule === 'datc') r.fail(`${upper(order.to)} cannot be reached (wrong coast)`, 'DATC 6.B.3');
      else r.correct(`coast corrected to ${upper(dest)}`, cite(ctx.rules, 'move-coast'));
    } else if (!w.to.coast && dest.includes('/')) r.correct(`coast added: ${upper(dest)}`, ctx.rules.coastRule === 'wm2004' ? cite(ctx.rules, 'move-coast') : 'DATC 6.B.2');
    return r.done({ ...order, to: dest });
  }
  const wanted = options.find((l) => l === order.to);
  if (wanted) return r.done(order);
  r.fail(`${upper(w.to.province)} has two coasts the fleet can reach: say which`, ctx.rules.coastRule === 'wm2004' ? cite(ctx.rules, 'move-coast') : 'DATC 6.B.1');
  return r.done(order);
}

function canBuildFleet(variant: Variant, province: ProvinceId): boolean {
  const data = variant.province(province)!;
  return data.coasts.length > 0 ? data.coasts.some((c) => variant.canOccupy('F', `${province}/${c}`)) : variant.canOccupy('F', province);
}

/** The unit type of a build: as written, or by the omitted-type rule (000 D.V(1) / 001 B.VI(1)). */
function buildType(r: Reading, w: Extract<WrittenOrder, { kind: 'build' }>): UnitType | undefined {
  if (w.type) return w.type;
  const { variant, rules } = r.ctx;
  const province = w.location.province;
  if (w.location.coast && rules.omittedBuildType === 'coast-means-fleet' && variant.province(province)!.coasts.includes(w.location.coast)) {
    r.correct('no unit type: a coast was named, so a fleet', cite(rules, 'omitted-build-type'));
    return 'F';
  }
  if (!canBuildFleet(variant, province)) {
    r.correct('no unit type: only an army can be built there', cite(rules, 'omitted-build-type'));
    return 'A';
  }
  r.fail(`no unit type, and ${upper(province)} can build an army or a fleet: nothing is built`, cite(rules, 'omitted-build-type'));
  return undefined;
}

/** The power has builds due and may build here now: its own home centre, owned, with no unit on it. */
function bareBuildHere(position: Position, power: string, province: ProvinceId, variant: Variant): boolean {
  const homes = position.homeCentres[power] ?? variant.homeCentres(power);
  if (!homes.includes(province) || position.centres[province] !== power || unitAt(position.units, province)) return false;
  let centres = 0, units = 0;
  for (const p of Object.values(position.centres)) if (p === power) centres++;
  for (const u of position.units) if (u.power === power) units++;
  return centres > units;
}

function adjustment(r: Reading, w: WrittenOrder): Interpretation {
  const { ctx } = r;
  const { variant, rules, position } = ctx;
  if (w.kind === 'waive') {
    if (!ctx.power) { r.fail('a waive needs the power to be known'); return r.done(); }
    r.unitKey = '(waive)';
    return r.done({ kind: 'waive', power: ctx.power });
  }
  if (w.kind === 'disband') {
    const unit = orderedUnit(r, w.unit, position.units, 'unit');
    if (!unit) return r.done();
    return r.done({ kind: 'remove', power: ctx.power ?? unit.power, unitType: unit.type, unit: unit.location });
  }
  // "F StP nc and A Mos please" in the adjustment phase: a unit with its type, alone, on an empty
  // home centre the power owns, is the build a careful GM reads (the unseen-mail trial, evening
  // 22: "not an adjustment order", and Russia needed a look). Shown as a correction, never silent.
  if (w.kind === 'hold' && w.unit.type && ctx.power && bareBuildHere(position, ctx.power, w.unit.location.province, variant)) {
    r.correct('a unit written alone on an empty home centre in the adjustment phase: read as a build');
    return adjustment(r, { kind: 'build', type: w.unit.type, location: w.unit.location });
  }
  if (w.kind !== 'build') {
    r.name(w.unit.location);
    r.unitKey = w.unit.location.province;
    r.fail('not an adjustment order: this is the adjustment phase');
    return r.done();
  }
  r.name(w.location);
  const province = w.location.province;
  r.unitKey = province;
  const power = ctx.power;
  const data = variant.province(province)!;
  const fleetPossible = canBuildFleet(variant, province);
  const type = buildType(r, w);
  if (!type) return r.done();
  let location: Location = province;
  if (type === 'F') {
    if (!fleetPossible) {
      r.fail(`a fleet cannot be built in ${upper(province)}: nothing is built`, cite(rules, 'fleet-build-inland'));
      return r.done({ kind: 'build', power: power ?? '', unitType: type, location: province });
    }
    if (data.coasts.length > 0) {
      if (!w.location.coast || !data.coasts.includes(w.location.coast)) {
        r.fail(`${upper(province)} has two coasts: a fleet build must name one`);
        return r.done({ kind: 'build', power: power ?? '', unitType: type, location: province });
      }
      location = `${province}/${w.location.coast}`;
    }
  } else if (w.location.coast) r.notes.push(`coast '${w.location.coast}' ignored for an army`);
  const order: Order = { kind: 'build', power: power ?? '', unitType: type, location };
  if (!power) { r.fail('a build needs the power to be known'); return r.done(order); }
  const homes = position.homeCentres[power] ?? variant.homeCentres(power);
  if (!homes.includes(province)) r.fail(`${upper(province)} is not a home centre of ${power}`);
  else if (position.centres[province] !== power) r.fail(`${power} does not own ${upper(province)} now`);
  else if (unitAt(position.units, province)) r.fail(`${upper(province)} is occupied`);
  return r.done(order);
}
