// The position a game has reached, rebuilt from another judge's results posts (judgePost.ts),
// oldest first: a movement post lists every unit with its order and outcome, a retreat post moves
// or destroys the dislodged ones, an adjustment post adds and removes units, and a Fall post's
// "Ownership of supply centers" gives the centres. Whatever does not add up — a unit in two
// places, a post that disagrees with the one before it, more units than centres after
// adjustments, centres nobody stated — is a doubt for the GM, and the rebuilt position says so
// rather than guessing.
import { nextPhase, phaseName } from '../phases';
import { provinceOf, type Variant } from '../variant';
import type { DislodgedUnit, Phase, Position, PowerName, ProvinceId, Unit } from '../types';
import type { Doubt, JudgePost, PostedUnit } from './judgePost';

export interface ImportedPhase {
  /** `F1904M`. */
  name: string;
  /** The post's first line in the paste. */
  line: number;
  /** The post's lines as pasted (kept verbatim for the read-only history). */
  text: string;
}

export interface RebuiltPosition {
  /** The position waiting for orders; undefined when the posts do not give one (see doubts). */
  position?: Position;
  /** True when supply-centre ownership came from the posts (or was carried from a stated one). */
  centresKnown: boolean;
  history: ImportedPhase[];
  doubts: Doubt[];
}

const phaseRank = (p: Phase) => p.year * 100 + (p.season === 'spring' ? 0 : p.season === 'fall' ? 4 : 8) + (p.type === 'movement' ? 0 : p.type === 'retreat' ? 1 : 2);
const unitText = (u: PostedUnit) => `${u.power} ${u.type} ${u.location}`;
const failed = (markers: string[]) => markers.some((m) => /bounce|void|no convoy|dislodged|destroyed|illegal/.test(m));

interface State {
  phase?: Phase;
  units?: Unit[];
  dislodged: DislodgedUnit[];
  centres?: Record<ProvinceId, PowerName>;
}

export function positionFromPosts(variant: Variant, posts: JudgePost[], pasted: string, earlierDoubts: Doubt[] = []): RebuiltPosition {
  const lines = pasted.replace(/\r\n?/g, '\n').split('\n');
  const doubts: Doubt[] = [...earlierDoubts];
  const ordered = [...posts].sort((a, b) => phaseRank(a.phase) - phaseRank(b.phase));
  const history: ImportedPhase[] = [];
  const starts = [...posts].map((p) => p.line).sort((a, b) => a - b);
  const state: State = { dislodged: [] };
  let counter = 0;
  const newUnit = (u: PostedUnit): Unit => ({ type: u.type, power: u.power, location: u.location, id: `imported-${++counter}` });

  for (const post of ordered) {
    const name = phaseName(post.phase);
    const end = starts.find((s) => s > post.line) ?? lines.length + 1;
    history.push({ name, line: post.line, text: lines.slice(post.line - 1, end - 1).join('\n').trimEnd() });
    doubts.push(...post.doubts);
    if (state.phase && phaseRank(post.phase) === phaseRank(state.phase) && history.filter((h) => h.name === name).length > 1) {
      doubts.push({ line: post.line, text: lines[post.line - 1] ?? '', why: `${name} is pasted twice; the later copy is read over the earlier` });
    }
    if (state.phase && phaseRank(post.phase) < phaseRank(state.phase)) {
      doubts.push({ line: post.line, text: lines[post.line - 1] ?? '', why: `this post reports ${name}, but the posts before it already reached ${phaseName(state.phase)}` });
    }
    if (post.phase.type === 'movement') movement(variant, post, state, doubts, newUnit);
    else if (post.phase.type === 'retreat') retreats(post, state, doubts, newUnit);
    else adjustments(variant, post, state, doubts, newUnit);
    if (post.ownership) state.centres = ownershipOf(variant, post, doubts);
    else if (state.centres && post.phase.season === 'fall' && (post.phase.type === 'retreat' || !state.dislodged.some((d) => d.retreats.length))) {
      // Centres change hands after the Fall turn: a centre goes to whoever stands on it.
      for (const u of state.units ?? []) if (variant.isSupplyCentre(provinceOf(u.location))) state.centres[provinceOf(u.location)] = u.power;
    }
    state.phase = post.next ?? derivedNext(variant, post.phase, state);
  }

  if (!state.phase || !state.units) return { centresKnown: false, history, doubts };
  if (!state.centres) {
    doubts.push({ line: 0, text: '', why: 'no post states the ownership of supply centres: add the last Fall or Winter post, or type "Ownership of supply centers:" lines; until then each power is given its home centres' });
  }
  const centres = state.centres ?? Object.fromEntries(variant.powers.flatMap((p) => p.homeCentres.map((c) => [c, p.name])));
  const phase = state.phase;
  if (state.centres && ordered.at(-1)?.phase.type === 'adjustment') moreUnitsThanCentres(variant, state.units, centres, doubts);
  const position: Position = {
    variant: variant.id, phase, units: state.units,
    dislodged: phase.type === 'retreat' ? state.dislodged : [],
    centres, homeCentres: Object.fromEntries(variant.powers.map((p) => [p.name, [...p.homeCentres]])), standoffs: [],
  };
  return { position, centresKnown: state.centres !== undefined, history, doubts };
}

function movement(variant: Variant, post: JudgePost, state: State, doubts: Doubt[], newUnit: (u: PostedUnit) => Unit): void {
  const listed = post.results.map((r) => r.order.unit);
  if (state.units) {
    const had = new Set(state.units.map((u) => unitText(u)));
    const has = new Set(listed.map(unitText));
    for (const u of state.units) if (!has.has(unitText(u))) doubts.push({ line: post.line, text: '', why: `the posts before leave ${unitText(u)}, but this ${phaseName(post.phase)} post gives it no order` });
    for (const u of listed) if (!had.has(unitText(u))) doubts.push({ line: post.line, text: '', why: `this ${phaseName(post.phase)} post orders ${unitText(u)}, which the posts before it do not have` });
  }
  const seen = new Map<ProvinceId, number>();
  for (const r of post.results) {
    const p = provinceOf(r.order.unit.location);
    if (seen.has(p)) doubts.push({ line: r.line, text: '', why: `two units in ${variant.province(p)?.name ?? p}: lines ${seen.get(p)} and ${r.line}` });
    else seen.set(p, r.line);
  }
  const after: Unit[] = [];
  const dislodged: DislodgedUnit[] = [];
  for (const r of post.results) {
    const unit = newUnit(r.order.unit);
    if (r.markers.includes('dislodged')) {
      const p = provinceOf(unit.location);
      const told = post.dislodged.find((d) => provinceOf(d.unit.location) === p);
      const attacker = post.results.find((a) => a.order.kind === 'move' && !failed(a.markers) && provinceOf(a.order.to) === p);
      if (!told) doubts.push({ line: r.line, text: '', why: `${unitText(r.order.unit)} is marked dislodged but the post does not say where it may retreat; it is given no retreat` });
      // A unit with nowhere to go stays listed with no retreats: the judge may still print its disband.
      dislodged.push({
        unit, retreats: told?.retreats ?? [],
        attackerFrom: attacker ? provinceOf(attacker.order.unit.location) : '',
        attackerConvoyed: attacker?.order.kind === 'move' && attacker.order.via.length > 0,
      });
      continue;
    }
    if (r.order.kind === 'move' && !failed(r.markers)) after.push({ ...unit, location: r.order.to });
    else after.push(unit);
  }
  const occupied = new Map<ProvinceId, Unit>();
  for (const u of after) {
    const p = provinceOf(u.location);
    const other = occupied.get(p);
    if (other) doubts.push({ line: post.line, text: '', why: `after ${phaseName(post.phase)} two units stand in ${variant.province(p)?.name ?? p} (${unitText(other)}, ${unitText(u)}): the post does not add up` });
    occupied.set(p, u);
  }
  state.units = after;
  state.dislodged = dislodged;
}

function retreats(post: JudgePost, state: State, doubts: Doubt[], newUnit: (u: PostedUnit) => Unit): void {
  if (!state.units) {
    doubts.push({ line: post.line, text: '', why: `a retreat post alone does not say where the other units stand: paste the ${phaseName({ ...post.phase, type: 'movement' })} results too` });
    return;
  }
  const waiting = new Map(state.dislodged.map((d) => [provinceOf(d.unit.location), d]));
  for (const r of post.retreats) {
    const d = waiting.get(provinceOf(r.unit.location));
    if (!d) { doubts.push({ line: r.line, text: '', why: `${unitText(r.unit)} retreats, but the movement post did not dislodge it` }); continue; }
    waiting.delete(provinceOf(r.unit.location));
    if (r.kind === 'retreat' && !failed(r.markers)) state.units.push({ ...newUnit(r.unit), location: r.to });
  }
  for (const d of waiting.values()) {
    if (d.retreats.length) doubts.push({ line: post.line, text: '', why: `the retreat post does not mention ${unitText(d.unit)}: it is taken as disbanded` });
  }
  state.dislodged = [];
}

function adjustments(variant: Variant, post: JudgePost, state: State, doubts: Doubt[], newUnit: (u: PostedUnit) => Unit): void {
  if (!state.units) {
    doubts.push({ line: post.line, text: '', why: `an adjustment post alone does not say where the units stand: paste the Fall results too` });
    return;
  }
  for (const a of post.adjustments) {
    if (a.kind === 'waive') continue;
    const p = provinceOf(a.location);
    const at = state.units.findIndex((u) => provinceOf(u.location) === p);
    if (a.kind === 'build') {
      if (at >= 0) { doubts.push({ line: a.line, text: '', why: `a build in ${variant.province(p)?.name ?? p}, where ${unitText(state.units[at]!)} already stands` }); continue; }
      state.units.push(newUnit({ power: a.power, type: a.type, location: a.location }));
    } else {
      if (at < 0 || state.units[at]!.power !== a.power) { doubts.push({ line: a.line, text: '', why: `a removal in ${variant.province(p)?.name ?? p}, where ${a.power} has no unit` }); continue; }
      state.units.splice(at, 1);
    }
  }
}

function ownershipOf(variant: Variant, post: JudgePost, doubts: Doubt[]): Record<ProvinceId, PowerName> {
  const centres: Record<ProvinceId, PowerName> = {};
  for (const [power, list] of Object.entries(post.ownership!)) {
    for (const c of list) {
      if (centres[c] && centres[c] !== power) doubts.push({ line: post.line, text: '', why: `${variant.province(c)?.name ?? c} is listed as owned by both ${centres[c]} and ${power}` });
      centres[c] = power;
    }
  }
  return centres;
}

/** The phase after `phase` when the post does not name it: what the rules make of the board. */
function derivedNext(variant: Variant, phase: Phase, state: State): Phase {
  let next = nextPhase(phase);
  if (next.type === 'retreat' && !state.dislodged.some((d) => d.retreats.length)) next = nextPhase(next);
  if (next.type === 'adjustment' && state.centres && state.units) {
    const units = state.units;
    const centres = state.centres;
    const balanced = variant.powers.every((p) => units.filter((u) => u.power === p.name).length === Object.values(centres).filter((o) => o === p.name).length);
    if (balanced) next = nextPhase(next);
  }
  return next;
}

/** After an adjustment phase no power may keep more units than it has centres. */
function moreUnitsThanCentres(variant: Variant, units: Unit[], centres: Record<ProvinceId, PowerName>, doubts: Doubt[]): void {
  for (const p of variant.powers) {
    const u = units.filter((x) => x.power === p.name).length;
    const c = Object.values(centres).filter((o) => o === p.name).length;
    if (u > c) doubts.push({ line: 0, text: '', why: `${p.name} has ${u} units but ${c} centres after the adjustments: the posts do not add up` });
  }
}
