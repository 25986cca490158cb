// The dipcc JSON game format (facebookresearch/diplomacy_cicero), in which the webDiplomacy games
// of shared/reference/games/webdiplomacy-cicero are stored. It is Adjutant's interchange format
// for whole games: read it to check the engine against real games, write it so other tools can
// read Adjutant's games.
//
// A game is `{ id, map, phases: [{ name, state, orders, results, messages, logs }] }`; `name` is
// `S1901M` / `F1901R` / `W1901A` (phases.ts reads these), or `COMPLETED` after the last; `state` holds
//   units     {POWER: ['A VIE', 'F STP/SC', '*F SWE' (dislodged, retreat phases only)]}
//   centers   {POWER: ['VIE', ...]}
//   homes     {POWER: home centres the power still owns}  — NOT the variant's home centres
//   retreats  {POWER: {'F SWE': ['BAL', 'FIN']}}         — retreat options of dislodged units
//   builds    {POWER: {count, homes}}                      — derived; see below
// and `orders` {POWER: ['A PAR - BUR', ...]} in the canonical notation (canonicalOrders.ts).
//
// Representation choices (never outcomes):
// - Power names are upper case in dipcc (`FRANCE`); Adjutant uses the variant's spelling.
// - dipcc's `homes` lists only the home centres a power still owns. A Position keeps the full
//   list of home centres (they never change in the standard game), so reading takes the
//   variant's home centres and adds any dipcc home that is not among them; writing lists the
//   home centres the power owns, sorted, as dipcc does.
// - dipcc does not record which province a dislodged unit was attacked from, nor standoffs: its
//   retreat options are already computed and are carried over as `retreats`; `attackerFrom` is
//   left empty because the recorded options, not the attacker, decide where the unit may go.
// - `builds` is a derived summary and is never read. It is written the way dipcc usually writes
//   it: a positive count is capped by the owned, unoccupied home centres listed in `homes`, a
//   negative count is the number of removals. (webDiplomacy's own `builds.homes` for removals and
//   three build counts in the 43 games do not follow any rule derivable from the state.)
// - An army move without `VIA` is read as explicitly by land (`viaConvoy: false`): dipcc writes
//   every convoyed move with `VIA`, because the webDiplomacy player chose the route explicitly.
// - A supported unit's coast (`F MAO S F SPA/SC - WES`, 56 times in the 43 games) is not kept:
//   a SupportOrder names the supported unit by province, which is all the rules look at.
import * as z from 'zod';
import { readOrderLine, formatLocation, formatOrder, type OrderDiagnostic } from './canonicalOrders';
import { provinceOf, type Variant } from './variant';
import { phaseName, tryParsePhaseName } from './phases';
import type { DislodgedUnit, Order, Phase, PhaseType, Position, PowerName, ProvinceId, Unit, UnitType } from './types';
import type { GameRecord } from './game';

const stateSchema = z.object({
  name: z.string().optional(),
  units: z.record(z.string(), z.array(z.string())),
  centers: z.record(z.string(), z.array(z.string())),
  homes: z.record(z.string(), z.array(z.string())).optional(),
  retreats: z.record(z.string(), z.record(z.string(), z.array(z.string()))).optional(),
  builds: z.record(z.string(), z.object({ count: z.number(), homes: z.array(z.string()) })).optional(),
}).passthrough();

const phaseSchema = z.object({
  name: z.string(),
  state: stateSchema,
  orders: z.record(z.string(), z.array(z.string())).default({}),
  results: z.unknown().optional(),
  messages: z.unknown().optional(),
  logs: z.unknown().optional(),
}).passthrough();

const gameSchema = z.object({
  id: z.string().optional(),
  map: z.string().default('standard'),
  phases: z.array(phaseSchema),
}).passthrough();

export type DipccState = z.infer<typeof stateSchema>;
export type DipccPhase = z.infer<typeof phaseSchema>;
export type DipccGame = z.infer<typeof gameSchema>;

/** The first thing wrong with a file that is not a dipcc `what`, with where in the file it is. */
function notADipcc(what: string, error: z.ZodError): string {
  const issue = error.issues[0];
  return `not a dipcc ${what}: ${issue?.path.join('.') || '(top level)'}: ${issue?.message}`;
}

// A quick structural check of a whole game, run before the schema: the schema copies every
// phase, state and list of a file (about 6 % of a replay's time), and a replay reads thousands of
// files that are almost always well formed. The check is at least as strict as the schema, so a
// game it passes is one the schema passes too; anything it doubts goes to the schema, whose first
// issue is the error message, exactly as before.
function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
function isStringList(x: unknown): boolean {
  if (!Array.isArray(x)) return false;
  for (const s of x) if (typeof s !== 'string') return false;
  return true;
}
function isRecordOf(x: unknown, each: (v: unknown) => boolean): boolean {
  if (!isRecord(x)) return false;
  for (const k in x) if (Object.hasOwn(x, k) && !each(x[k])) return false;
  return true;
}
function isBuilds(x: unknown): boolean {
  return isRecord(x) && typeof x.count === 'number' && Number.isFinite(x.count) && isStringList(x.homes);
}
function plainlyAState(s: unknown): boolean {
  return isRecord(s)
    && (s.name === undefined || typeof s.name === 'string')
    && isRecordOf(s.units, isStringList)
    && isRecordOf(s.centers, isStringList)
    && (s.homes === undefined || isRecordOf(s.homes, isStringList))
    && (s.retreats === undefined || isRecordOf(s.retreats, (r) => isRecordOf(r, isStringList)))
    && (s.builds === undefined || isRecordOf(s.builds, isBuilds));
}
/** The game as the schema would give it (defaults filled in), or undefined to ask the schema. */
function plainlyAGame(json: unknown): DipccGame | undefined {
  if (!isRecord(json) || Object.getPrototypeOf(json) !== Object.prototype) return undefined;
  if (json.id !== undefined && typeof json.id !== 'string') return undefined;
  if (json.map !== undefined && typeof json.map !== 'string') return undefined;
  if (!Array.isArray(json.phases)) return undefined;
  const phases: DipccPhase[] = [];
  for (const p of json.phases as unknown[]) {
    if (!isRecord(p) || Object.getPrototypeOf(p) !== Object.prototype || typeof p.name !== 'string' || !plainlyAState(p.state)) return undefined;
    if (p.orders === undefined) { phases.push({ ...p, orders: {} } as DipccPhase); continue; }
    if (!isRecordOf(p.orders, isStringList)) return undefined;
    phases.push(p as DipccPhase);
  }
  return { ...json, map: json.map ?? 'standard', phases } as DipccGame;
}

/** Reads a parsed JSON value as a dipcc game. Never throws: a malformed file gives an error. */
export function readDipccGame(json: unknown): { game: DipccGame } | { error: string } {
  const quick = plainlyAGame(json);
  if (quick) return { game: quick };
  const parsed = gameSchema.safeParse(json);
  return parsed.success ? { game: parsed.data } : { error: notADipcc('game', parsed.error) };
}

/** Reads a parsed JSON value as a dipcc state (a position), e.g. a position file for the CLI. */
export function readDipccState(json: unknown): { state: DipccState } | { error: string } {
  const parsed = stateSchema.safeParse(json);
  return parsed.success ? { state: parsed.data } : { error: notADipcc('state', parsed.error) };
}

// ---- state ↔ position -----------------------------------------------------------------------

export interface DipccDiagnostic { where: string; message: string }

// A replay reads the same few hundred power, unit, centre and phase texts tens of thousands of
// times; each is read against its variant once and remembered (null: cannot be read). The texts
// come from the variant's own names, so the maps stay small; a hostile file of endless distinct
// texts cannot grow one past `textLimit` (it starts afresh then).
const textLimit = 50_000;
interface KnownTexts {
  powers: Map<string, PowerName | null>;
  /** dipcc power as written → unit text → the unit (frozen, shared by every position that has it). */
  units: Map<string, Map<string, Unit | null>>;
  centres: Map<string, string | null>;
  phases: Map<string, Phase | null>;
  /** The variant's home centres, frozen: the `homeCentres` of every position that adds none. */
  homeCentres: Readonly<Record<PowerName, readonly ProvinceId[]>>;
  size: number;
}
const knownTexts = new WeakMap<Variant, KnownTexts>();

function textsOf(variant: Variant): KnownTexts {
  let known = knownTexts.get(variant);
  if (!known || known.size > textLimit) {
    const homeCentres: Record<PowerName, readonly ProvinceId[]> = {};
    for (const p of variant.powers) homeCentres[p.name] = Object.freeze([...p.homeCentres]);
    known = { powers: new Map(), units: new Map(), centres: new Map(), phases: new Map(), homeCentres: Object.freeze(homeCentres), size: 0 };
    knownTexts.set(variant, known);
  }
  return known;
}

function powerName(known: KnownTexts, variant: Variant, dipccPower: string, problems: DipccDiagnostic[], where: string): PowerName | undefined {
  let name = known.powers.get(dipccPower);
  if (name === undefined) {
    known.powers.set(dipccPower, name = variant.power(dipccPower)?.name ?? null);
    known.size++;
  }
  if (name === null) { problems.push({ where, message: `unknown power '${dipccPower}'` }); return undefined; }
  return name;
}

/** `F STP/SC` of `power` → the unit (frozen, shared); undefined (with a diagnostic) when it cannot be read. */
function readUnit(known: KnownTexts, variant: Variant, text: string, power: PowerName, problems: DipccDiagnostic[], where: string): Unit | undefined {
  let ofPower = known.units.get(power);
  if (!ofPower) known.units.set(power, ofPower = new Map());
  let unit = ofPower.get(text);
  if (unit === undefined) {
    const m = /^([AF]) ([A-Z]{3}(?:\/[A-Z]{2})?)$/.exec(text.trim());
    const location = m?.[2]!.toLowerCase();
    unit = !m || !location || !variant.isLocation(location) ? null
      : Object.freeze({ type: m[1] as UnitType, power, location: variant.canonicalLocation(location) ?? location });
    ofPower.set(text, unit);
    known.size++;
  }
  if (!unit) { problems.push({ where, message: `cannot read unit '${text}'` }); return undefined; }
  return unit;
}

/** `STP` → the supply centre's id, or null when it is not one. */
function readCentre(known: KnownTexts, variant: Variant, text: string): string | null {
  let id = known.centres.get(text);
  if (id === undefined) {
    const lower = text.toLowerCase();
    id = variant.isSupplyCentre(lower) ? variant.canonicalLocation(lower) ?? lower : null;
    known.centres.set(text, id);
    known.size++;
  }
  return id;
}

/** `F1901M` → the phase (frozen, shared), or null when it is not a phase name. */
function readPhase(known: KnownTexts, name: string): Phase | null {
  let phase = known.phases.get(name);
  if (phase === undefined) {
    const read = tryParsePhaseName(name);
    known.phases.set(name, phase = read ? Object.freeze(read) : null);
    known.size++;
  }
  return phase;
}

/** A dipcc phase name (`F1901M`) read once per variant: the phase, frozen and shared, or undefined. */
export function readDipccPhaseName(variant: Variant, name: string): Readonly<Phase> | undefined {
  return readPhase(textsOf(variant), name) ?? undefined;
}

export interface DipccStateOptions {
  /**
   * Share the units and home-centre lists with other positions read from the same texts (they
   * are frozen), instead of giving this position its own copies: for a replay, which reads
   * hundreds of thousands of positions and never changes one. Positions are values either way.
   */
  shared?: boolean;
  /**
   * With `shared`: the state read just before this one, and what it read to. When this state
   * lists the same centres in the same way (outside a Fall's outcome they do not change), the
   * centre record is shared with that position rather than read again. Used only when that
   * reading had nothing to report, so every diagnostic is still given.
   */
  previous?: { state: DipccState; read: { position: Position; diagnostics: DipccDiagnostic[] } };
}

/** Whether two dipcc `{POWER: [texts]}` records are written exactly alike, powers in the same order. */
function sameLists(a: Record<string, string[]>, b: Record<string, string[]>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  const others = Object.keys(b);
  if (keys.length !== others.length) return false;
  for (let k = 0; k < keys.length; k++) {
    if (keys[k] !== others[k]) return false;
    const x = a[keys[k]!]!;
    const y = b[keys[k]!]!;
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}

/**
 * A dipcc state as a Position. `phaseName` overrides the state's own `name` (a phase's state may
 * omit it). Unreadable parts are left out and reported, never thrown.
 */
export function dipccStateToPosition(variant: Variant, state: DipccState, phaseName?: string, options: DipccStateOptions = {}): { position: Position; diagnostics: DipccDiagnostic[] } {
  const known = textsOf(variant);
  const shared = options.shared === true;
  const problems: DipccDiagnostic[] = [];
  const name = phaseName ?? state.name ?? '';
  const phase = readPhase(known, name);
  if (!phase) problems.push({ where: 'name', message: `'${name}' is not a phase name like S1901M` });
  const units: Unit[] = [];
  const dislodged: DislodgedUnit[] = [];
  for (const dp in state.units) {
    if (!Object.hasOwn(state.units, dp)) continue;
    const list = state.units[dp]!;
    const power = powerName(known, variant, dp, problems, `units.${dp}`);
    if (!power) continue;
    for (let i = 0; i < list.length; i++) {
      const text = list[i]!;
      const isDislodged = text.startsWith('*');
      const read = readUnit(known, variant, isDislodged ? text.slice(1) : text, power, problems, `units.${dp}`);
      if (!read) continue;
      const unit = shared ? read : { type: read.type, power: read.power, location: read.location };
      if (!isDislodged) { units.push(unit); continue; }
      const options = state.retreats?.[dp]?.[text.slice(1)] ?? [];
      dislodged.push({ unit, attackerFrom: '', attackerConvoyed: false, retreats: options.map((o) => o.toLowerCase()) });
    }
  }
  const previous = shared ? options.previous : undefined;
  const centres = previous && previous.read.diagnostics.length === 0 && sameLists(previous.state.centers, state.centers)
    ? previous.read.position.centres
    : readCentres(known, variant, state.centers, problems);
  // Home centres: the variant's, plus any dipcc home that is not among them (see the header).
  // Copied only when this position needs its own.
  let homeCentres = known.homeCentres as Record<PowerName, ProvinceId[]>;
  let own = false;
  const homes = state.homes;
  if (!shared) { homeCentres = copyHomes(homeCentres); own = true; }
  if (homes) {
    for (const dp in homes) {
      if (!Object.hasOwn(homes, dp)) continue;
      const power = powerName(known, variant, dp, problems, `homes.${dp}`);
      if (!power) continue;
      for (const h of homes[dp]!) {
        const id = h.toLowerCase();
        if (homeCentres[power]!.includes(id) || !variant.isSupplyCentre(id)) continue;
        if (!own) { homeCentres = copyHomes(homeCentres); own = true; }
        homeCentres[power]!.push(id);
      }
    }
  }
  const position: Position = {
    variant: variant.id,
    phase: !phase ? { year: variant.data.startYear, season: 'spring', type: 'movement' } : shared ? phase : { ...phase },
    units, dislodged, centres, homeCentres, standoffs: [],
  };
  return { position, diagnostics: problems };
}

/** `centers` as a centre record: each centre's owner. */
function readCentres(known: KnownTexts, variant: Variant, centers: Record<string, string[]>, problems: DipccDiagnostic[]): Record<string, PowerName> {
  const centres: Record<string, PowerName> = {};
  for (const dp in centers) {
    if (!Object.hasOwn(centers, dp)) continue;
    const list = centers[dp]!;
    const power = powerName(known, variant, dp, problems, `centers.${dp}`);
    if (!power) continue;
    for (let i = 0; i < list.length; i++) {
      const c = list[i]!;
      const id = readCentre(known, variant, c);
      if (id === null) problems.push({ where: `centers.${dp}`, message: `'${c}' is not a supply centre` });
      else centres[id] = power;
    }
  }
  return centres;
}

function copyHomes(homes: Readonly<Record<PowerName, readonly ProvinceId[]>>): Record<PowerName, ProvinceId[]> {
  const copy: Record<PowerName, ProvinceId[]> = {};
  for (const p in homes) copy[p] = [...homes[p]!];
  return copy;
}

function dipccPower(name: PowerName): string { return name.toUpperCase(); }

function formatUnit(unit: Unit): string { return `${unit.type} ${formatLocation(unit.location)}`; }

/** A Position as a dipcc state (see the header for `homes` and `builds`). */
export function positionToDipccState(variant: Variant, position: Position): DipccState {
  const units: Record<string, string[]> = {};
  const centers: Record<string, string[]> = {};
  const homes: Record<string, string[]> = {};
  const retreats: Record<string, Record<string, string[]>> = {};
  const builds: Record<string, { count: number; homes: string[] }> = {};
  const occupied = new Set(position.units.map((u) => provinceOf(u.location)));
  for (const p of variant.powers) {
    const dp = dipccPower(p.name);
    units[dp] = [
      ...position.units.filter((u) => u.power === p.name).map(formatUnit),
      ...position.dislodged.filter((d) => d.unit.power === p.name).map((d) => '*' + formatUnit(d.unit)),
    ];
    const owned = Object.keys(position.centres).filter((c) => position.centres[c] === p.name);
    centers[dp] = owned.map((c) => c.toUpperCase());
    const ownedHomes = (position.homeCentres[p.name] ?? []).filter((h) => position.centres[h] === p.name).sort();
    homes[dp] = ownedHomes.map((h) => h.toUpperCase());
    retreats[dp] = Object.fromEntries(position.dislodged.filter((d) => d.unit.power === p.name)
      .map((d) => [formatUnit(d.unit), d.retreats.map(formatLocation)]));
    const surplus = position.phase.type === 'adjustment' ? owned.length - position.units.filter((u) => u.power === p.name).length : 0;
    const buildable = surplus > 0 ? ownedHomes.filter((h) => !occupied.has(h)).map((h) => h.toUpperCase()) : [];
    builds[dp] = { count: surplus > 0 ? Math.min(surplus, buildable.length) : surplus, homes: buildable };
  }
  return { builds, centers, homes, name: phaseName(position.phase), retreats, units };
}

// ---- orders ---------------------------------------------------------------------------------

/**
 * One line of a dipcc power's orders (`dp` as the file writes the power) as an Order, or why it
 * cannot be read, in the words a diagnostic gives.
 */
export function readDipccOrderLine(variant: Variant, dp: string, text: string, phaseType: PhaseType): { order: Order } | { error: string } {
  const power = variant.power(dp)?.name;
  if (!power) return { error: `unknown power '${dp}'` };
  const r = readOrderLine(variant, text, power, { phaseType });
  if ('error' in r) return { error: `${dp}: ${r.error}` };
  // dipcc writes every convoyed move `VIA` (361 of 361 convoyed moves in the 43 games; the
  // webDiplomacy player picks the route explicitly), so an army move without it is by land.
  if (r.order.kind === 'move' && r.order.unitType === 'A' && !r.order.viaConvoy && !r.order.route) r.order.viaConvoy = false;
  return r;
}

/** A dipcc phase's orders as Orders; lines it cannot read are reported with their index. */
export function readDipccOrders(variant: Variant, orders: Record<string, string[]>, phaseType: PhaseType): { orders: Order[]; diagnostics: OrderDiagnostic[] } {
  const out: Order[] = [];
  const diagnostics: OrderDiagnostic[] = [];
  for (const [dp, list] of Object.entries(orders)) {
    list.forEach((text, i) => {
      const r = readDipccOrderLine(variant, dp, text, phaseType);
      if ('error' in r) diagnostics.push({ line: i + 1, text, message: r.error });
      else out.push(r.order);
    });
  }
  return { orders: out, diagnostics };
}

/** Orders as dipcc writes them: every power present, each with its canonical lines. */
export function ordersToDipcc(variant: Variant, orders: readonly Order[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of variant.powers) out[dipccPower(p.name)] = [];
  for (const o of orders) (out[dipccPower(o.power)] ??= []).push(formatOrder(o));
  return out;
}

// ---- whole games ----------------------------------------------------------------------------

/**
 * A game record as a dipcc game, so other tools (dipcc, pydipcc, Cicero's viewers) can read it.
 * Skipped phases are left out, as dipcc leaves them out; press and logs are not part of a record.
 */
export function gameRecordToDipcc(variant: Variant, record: GameRecord, id = ''): DipccGame {
  return {
    id,
    map: record.variant,
    phases: record.phases.map((p) => ({
      name: p.name,
      state: positionToDipccState(variant, p.position),
      orders: ordersToDipcc(variant, p.orders),
      results: {},
      messages: [],
      logs: [],
    })),
  };
}
