// Replay: re-adjudicate every phase of a recorded dipcc game from its recorded state and compare
// the outcome with the state the site recorded for the next phase. It is how outside data is
// checked against Adjutant: a real site's verdict, phase by phase.
//
// What is compared (the outcome, never the representation):
// - the next phase's name (which retreat/adjustment phases had something to do);
// - every unit, coasts included;
// - units dislodged and their retreat options, when the next phase is a retreat phase;
// - supply-centre ownership, when the next phase is not a retreat phase (dipcc changes ownership
//   at the end of the fall turn, after its retreats; Adjutant's engine may record it either side
//   of the fall retreat phase, which is representation).
//
// webDiplomacy quirks met in the 43 games, all representation (see dipcc.ts for the format's own):
// - A power that sent no orders has an empty list; its units hold (237 movement NMRs).
// - A dislodged unit given no retreat order is disbanded by the site (F1908R of game 435086).
// - Removals a power did not order are made by the site itself (W1908A of most games, where the
//   games were exported): the replay passes that power as NMR so the engine's civil-disorder
//   rule (the profile's) makes them, and compares the units it chose.
// - The game's last phase may be `COMPLETED` (a solo): only units and centres are compared.
// - A dislodged unit with nowhere to retreat: webDiplomacy lists it (`*A MAR`, no options) and
//   still opens the retreat phase; dipcc's own games (the three unit-test games) destroy it at
//   once and open no retreat phase when no dislodged unit can retreat. Either way the unit is
//   gone, so such units are left out of the dislodged comparison, and when the engine opens a
//   retreat phase in which no unit can retreat but the record has none, that empty phase is
//   played through the engine (no orders) and its result compared.
// - dipcc's own test game repeats its last phase (`S1908M` twice, same state): a repeated phase
//   is not an outcome and is not compared.
// Each normalisation applied is listed in the report's `normalised`.
import { adjudicate } from './adjudicate';
import { alternativeConventions } from './conventions';
import { dipccStateToPosition, readDipccGame, readDipccPhaseName } from './dipcc';
import { readDipccOrdersRemembered } from './dipccOrderMemo';
import { phaseName } from './phases';
import { getProfile, profileIds, type HouseRules, type ProfileId } from './houseRules';
import type { Variant } from './variant';
import { getVariant } from './variants';
import type { Order, Position, PowerName } from './types';

/** What one side of a comparison says about the position after a phase. */
export interface PhaseOutcome {
  phase: string;
  units: string[];
  dislodged: string[];
  centres: string[];
}

export interface ReplayMismatch {
  /** The phase whose adjudication differs, e.g. `F1902M`. */
  phase: string;
  expected: PhaseOutcome;
  actual: PhaseOutcome;
  /** One line per difference: `unit: expected F STP/NC (Russia), got F STP/SC (Russia)` style. */
  diff: string[];
  /**
   * The conventions under which this phase comes out as recorded (conventions.ts), one option
   * changed at a time: what the other judge most likely played. Empty when none explains it, or
   * when the replay was not asked to explain (ReplayOptions.explain).
   */
  matchesUnder: { label: string; clause: string }[];
}

export interface ReplayReport {
  /** Phases adjudicated. */
  phases: number;
  mismatches: ReplayMismatch[];
  /** Anything that could not be read (orders, units); such a phase is still adjudicated. */
  diagnostics: string[];
  /** Representation differences that were normalised, one line each (never outcomes). */
  normalised: string[];
}

function unitText(u: { type: string; power: string; location: string }): string {
  return `${u.power} ${u.type} ${u.location.toUpperCase()}`;
}

/** The comparable outcome of a position; `withCentres`/`withDislodged` choose what is compared. */
function outcomeOf(position: Position, phaseName: string, withCentres: boolean, withDislodged: boolean): PhaseOutcome {
  return {
    phase: phaseName,
    units: position.units.map(unitText).sort(),
    // A dislodged unit that cannot retreat is destroyed in either site's convention (see header).
    dislodged: withDislodged
      ? position.dislodged.filter((d) => d.retreats.length > 0).map((d) => `${unitText(d.unit)} may retreat to ${d.retreats.map((r) => r.toUpperCase()).sort().join(' ') || 'nowhere'}`).sort()
      : [],
    centres: withCentres
      ? Object.entries(position.centres).map(([c, p]) => `${c.toUpperCase()} ${p}`).sort()
      : [],
  };
}

/**
 * Whether the engine's position `actual` certainly has the outcome recorded in `expected`, read
 * straight from the positions: building and sorting the comparison lists for every phase was a
 * tenth of a replay's time, and almost every phase matches. Equal fields make equal lists, so a
 * `true` here is always what `differences` would say; on `false` the lists are built and
 * compared as before, so a mismatch and its readable diff are exactly what they were.
 */
function plainlySameOutcome(expected: Position, actual: Position, withCentres: boolean, withDislodged: boolean): boolean {
  if (withDislodged && !sameRetreats(expected.dislodged, actual.dislodged)) return false;
  if (!sameUnits(expected.units, actual.units)) return false;
  // The replay shares one centre record between a state and the next when they list the same
  // centres, and the engine passes it on when no centre changes hands: then there is nothing to compare.
  if (!withCentres || expected.centres === actual.centres) return true;
  let count = 0;
  for (const c in actual.centres) {
    if (!Object.hasOwn(actual.centres, c)) continue;
    if (!Object.hasOwn(expected.centres, c) || expected.centres[c] !== actual.centres[c]) return false;
    count++;
  }
  for (const c in expected.centres) if (Object.hasOwn(expected.centres, c)) count--;
  return count === 0;
}

const sameUnit = (a: Position['units'][number], b: Position['units'][number]): boolean =>
  a.location === b.location && a.type === b.type && a.power === b.power;

/**
 * The same units on both sides (as the lists `outcomeOf` builds would say). The engine keeps the
 * units that stayed in their order, so the lists are usually in step: that is checked first,
 * without building anything; otherwise each unit is looked up by location.
 */
function sameUnits(expected: Position['units'], actual: Position['units']): boolean {
  if (expected.length !== actual.length) return false;
  let i = 0;
  while (i < expected.length && sameUnit(expected[i]!, actual[i]!)) i++;
  // Lists equal unit by unit make equal comparison lists, whatever they hold.
  if (i === expected.length) return true;
  const byLocation = new Map<string, Position['units'][number]>();
  for (const u of expected) {
    if (byLocation.has(u.location)) return false;
    byLocation.set(u.location, u);
  }
  for (const u of actual) {
    const e = byLocation.get(u.location);
    if (!e || !sameUnit(e, u)) return false;
    // Each expected unit is matched at most once, so equal counts make the match one to one.
    byLocation.delete(u.location);
  }
  return true;
}

/** Dislodged units that can retreat, and where, certainly the same on both sides (see above). */
function sameRetreats(expected: Position['dislodged'], actual: Position['dislodged']): boolean {
  const e = expected.filter((d) => d.retreats.length > 0);
  const a = actual.filter((d) => d.retreats.length > 0);
  if (e.length !== a.length) return false;
  const byLocation = new Map<string, Position['dislodged'][number]>();
  for (const d of e) {
    if (byLocation.has(d.unit.location)) return false;
    byLocation.set(d.unit.location, d);
  }
  for (const d of a) {
    const x = byLocation.get(d.unit.location);
    if (!x || x.unit.type !== d.unit.type || x.unit.power !== d.unit.power || x.retreats.length !== d.retreats.length) return false;
    const xs = [...x.retreats].sort();
    const ds = [...d.retreats].sort();
    for (let i = 0; i < xs.length; i++) if (xs[i] !== ds[i]) return false;
    byLocation.delete(d.unit.location);
  }
  return true;
}

function differences(expected: PhaseOutcome, actual: PhaseOutcome): string[] {
  const diff: string[] = [];
  if (expected.phase !== actual.phase) diff.push(`next phase: expected ${expected.phase}, got ${actual.phase}`);
  const lists: [keyof PhaseOutcome, string][] = [['units', 'unit'], ['dislodged', 'dislodged'], ['centres', 'centre']];
  for (const [key, label] of lists) {
    const e = new Set(expected[key] as string[]);
    const a = new Set(actual[key] as string[]);
    for (const x of e) if (!a.has(x)) diff.push(`${label} missing: ${x}`);
    for (const x of a) if (!e.has(x)) diff.push(`${label} unexpected: ${x}`);
  }
  return diff;
}

/**
 * The powers that sent no orders although they had orders to give this phase: units to move,
 * dislodged units to retreat, or builds or removals to make (centres and units differ in number).
 */
function powersThatMissedOrders(position: Position, orders: readonly Order[], powers: readonly PowerName[]): PowerName[] {
  let missed: PowerName[] | undefined;
  let unitCount: Map<PowerName, number> | undefined;
  let centreCount: Map<PowerName, number> | undefined;
  for (const power of powers) {
    let ordered = false;
    for (let k = 0; k < orders.length; k++) if (orders[k]!.power === power) { ordered = true; break; }
    if (ordered) continue;
    // Counted once per phase, and only when some power sent nothing.
    if (!unitCount) {
      unitCount = new Map();
      for (const u of position.units) unitCount.set(u.power, (unitCount.get(u.power) ?? 0) + 1);
    }
    const units = unitCount.get(power) ?? 0;
    let hadSomething: boolean;
    if (position.phase.type === 'movement') hadSomething = units > 0;
    else if (position.phase.type === 'retreat') hadSomething = position.dislodged.some((d) => d.unit.power === power);
    else {
      if (!centreCount) {
        centreCount = new Map();
        for (const c in position.centres) {
          if (!Object.hasOwn(position.centres, c)) continue;
          const owner = position.centres[c]!;
          centreCount.set(owner, (centreCount.get(owner) ?? 0) + 1);
        }
      }
      hadSomething = (centreCount.get(power) ?? 0) !== units;
    }
    if (hadSomething) (missed ??= []).push(power);
  }
  return missed ?? [];
}

/**
 * Re-adjudicates every phase of a dipcc game (the parsed JSON) under `rules`. A malformed file
 * gives a report with a diagnostic and no phases, never an exception.
 */
export interface ReplayOptions {
  /**
   * Try the known conventions on each differing phase (ReplayMismatch.matchesUnder). Each try
   * re-adjudicates the phase, so it is off unless asked for, and at most `explainLimit` phases
   * of a game are explained (default 20): a hostile or foreign record can differ everywhere.
   */
  explain?: boolean;
  explainLimit?: number;
}

export function replayGame(dipccJson: unknown, rules: HouseRules, variant?: Variant, options: ReplayOptions = {}): ReplayReport {
  const read = readDipccGame(dipccJson);
  if ('error' in read) return { phases: 0, mismatches: [], diagnostics: [read.error], normalised: [] };
  const game = read.game;
  let v: Variant;
  try { v = variant ?? getVariant(game.map); } catch (e) { return { phases: 0, mismatches: [], diagnostics: [(e as Error).message], normalised: [] }; }

  const report: ReplayReport = { phases: 0, mismatches: [], diagnostics: [], normalised: [] };
  const powerNames = v.powers.map((p) => p.name);
  // The positions read here are never changed: units, phases and home centres are shared.
  const shared = { shared: true };
  let reread: { index: number; name: string; read: ReturnType<typeof dipccStateToPosition> } | undefined;
  for (let i = 0; i + 1 < game.phases.length; i++) {
    const recorded = game.phases[i]!;
    const following = game.phases[i + 1]!;
    const phase = readDipccPhaseName(v, recorded.name);
    if (!phase) { report.diagnostics.push(`${recorded.name}: not a phase name; not replayed`); continue; }
    if (following.name === recorded.name) {
      report.normalised.push(`${recorded.name} is recorded twice; the repeat is not its outcome and is not compared`);
      continue;
    }

    // The state read as the previous phase's outcome is this phase's starting position: read once.
    const before = reread?.index === i && reread.name === recorded.name ? reread.read : dipccStateToPosition(v, recorded.state, recorded.name, shared);
    reread = undefined;
    for (const d of before.diagnostics) report.diagnostics.push(`${recorded.name} state ${d.where}: ${d.message}`);
    const orders = readDipccOrdersRemembered(v, recorded.orders, phase.type);
    for (const d of orders.diagnostics) report.diagnostics.push(`${recorded.name} order '${d.text}': ${d.message}`);

    const nmr = powersThatMissedOrders(before.position, orders.orders, powerNames);

    // Outside data can hold positions no rulebook game reaches (a fleet inland, two units in one
    // province); a phase the engine cannot adjudicate is reported, and the replay goes on.
    const nextPhase = readDipccPhaseName(v, following.name);
    const completed = !nextPhase;
    const after = dipccStateToPosition(v, following.state, completed ? recorded.name : following.name, { shared: true, previous: { state: recorded.state, read: before } });
    if (!completed) reread = { index: i + 1, name: following.name, read: after };
    const withDislodged = nextPhase?.type === 'retreat';
    const withCentres = !withDislodged;
    const expectedPhase = completed ? '(game over)' : following.name;
    const playUnder = (under: HouseRules): { next: Position; playedThrough?: string } => {
      const result = adjudicate(v, before.position, orders.orders, under, { nmr });
      let next = result.next;
      let playedThrough: string | undefined;
      const nobodyCanRetreat = next.phase.type === 'retreat' && next.dislodged.every((d) => d.retreats.length === 0);
      if (nobodyCanRetreat && nextPhase?.type !== 'retreat') {
        next = adjudicate(v, next, [], under).next;
        playedThrough = `${recorded.name}: no dislodged unit can retreat; the record destroys them at once, so the empty ${phaseName(result.next.phase)} was played through`;
      }
      return { next, playedThrough };
    };
    const outcomeOfPlay = (next: Position): PhaseOutcome => outcomeOf(next, completed ? '(game over)' : phaseName(next.phase), withCentres, withDislodged);
    let played: ReturnType<typeof playUnder>;
    try {
      played = playUnder(rules);
    } catch (e) {
      report.diagnostics.push(`${recorded.name}: the adjudicator failed: ${(e as Error).message}`);
      continue;
    }
    report.phases++;
    if (played.playedThrough) report.normalised.push(played.playedThrough);
    const playedPhase = completed ? '(game over)' : phaseName(played.next.phase);
    if (playedPhase === expectedPhase && plainlySameOutcome(after.position, played.next, withCentres, withDislodged)) continue;
    const expected = outcomeOf(after.position, expectedPhase, withCentres, withDislodged);
    const actual = outcomeOfPlay(played.next);
    const diff = differences(expected, actual);
    if (diff.length) {
      const explain = options.explain === true && report.mismatches.length < (options.explainLimit ?? 20);
      const matchesUnder = !explain ? [] : alternativeConventions(rules)
        .filter((c) => { try { return differences(expected, outcomeOfPlay(playUnder(c.rules).next)).length === 0; } catch { return false; } })
        .map(({ label, clause }) => ({ label, clause }));
      report.mismatches.push({ phase: recorded.name, expected, actual, diff, matchesUnder });
    }
  }
  return report;
}

/**
 * The named profiles under which every phase of this game replays as recorded: the judge
 * conventions a GM can continue the game under. Empty when none does (then each mismatch's
 * `matchesUnder` says what differs).
 */
export function profilesThatReplay(dipccJson: unknown, variant?: Variant): ProfileId[] {
  // Judges' conventions first: a game from another judge is more likely to follow a judge's
  // rules than a tournament's house rules, which a GM would choose on purpose.
  const judges: ProfileId[] = ['hasbro2000', 'webdiplomacy', 'droidippy'];
  const order = [...judges, ...profileIds.filter((id) => !judges.includes(id))];
  return order.filter((id) => {
    const report = replayGame(dipccJson, getProfile(id), variant);
    return report.phases > 0 && report.mismatches.length === 0;
  });
}
