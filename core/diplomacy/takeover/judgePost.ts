// Reading another judge's results posts: the nJudge/DPjudge mail format that e-mail judges send
// and forum GMs copy (shared/reference/formats/results-text.md), which is also the dialect
// Adjutant publishes, so publish → import gives the same position back.
//
// One paste may hold several posts (a GM pastes a game's last few turns); each begins at its
// "Movement results for …", "Retreat results for …" or "Adjustment results for …" line. A post is
// read line by line into what it states — each unit's order and outcome, the dislodged units and
// where they may retreat, builds and removals, the ownership of supply centres, the next phase —
// and every line that is not understood is kept with the reason, never dropped silently.
import { NameIndex } from '../intake/index';
import type { Variant } from '../variant';
import type { Location, Phase, PhaseType, PowerName, ProvinceId, Season, UnitType } from '../types';

/** A line the reader could not use, with why: shown to the GM beside the imported game. */
export interface Doubt {
  /** 1-based line number in the pasted text. */
  line: number;
  text: string;
  why: string;
}

export interface PostedUnit { power: PowerName; type: UnitType; location: Location }

export type PostedOrder =
  | { kind: 'hold'; unit: PostedUnit }
  | { kind: 'move'; unit: PostedUnit; to: Location; via: Location[] }
  | { kind: 'support'; unit: PostedUnit; supported: Location; to?: Location }
  | { kind: 'convoy'; unit: PostedUnit; from: Location; to: Location }
  | { kind: 'none'; unit: PostedUnit };

export interface PostedResult {
  order: PostedOrder;
  /** The judge's markers: bounce, cut, void, dislodged, no convoy, destroyed… (empty: it succeeded). */
  markers: string[];
  line: number;
}

export type PostedRetreat =
  | { kind: 'retreat'; unit: PostedUnit; to: Location; markers: string[]; line: number }
  | { kind: 'disband'; unit: PostedUnit; markers: string[]; line: number };

export type PostedAdjustment =
  | { kind: 'build'; power: PowerName; type: UnitType; location: Location; line: number }
  | { kind: 'remove'; power: PowerName; type: UnitType | undefined; location: Location; line: number }
  | { kind: 'waive'; power: PowerName; line: number };

export interface PostedDislodgement { unit: PostedUnit; retreats: Location[]; destroyed: boolean; line: number }

export interface JudgePost {
  /** The phase this post reports. */
  phase: Phase;
  /** The first line of the post in the paste (1-based). */
  line: number;
  results: PostedResult[];
  retreats: PostedRetreat[];
  adjustments: PostedAdjustment[];
  dislodged: PostedDislodgement[];
  /** Ownership of supply centres, when the post prints it. */
  ownership?: Record<PowerName, ProvinceId[]>;
  /** "The next phase of '…' will be …", when the post says it. */
  next?: Phase;
  /** The judge's notices, as written: NMRs, civil disorder, replacements. */
  notices: string[];
  doubts: Doubt[];
}

const seasonWords: Record<string, Season> = { spring: 'spring', fall: 'fall', autumn: 'fall', winter: 'winter', monsoon: 'winter' };
const headingPattern = /^\s*(Movement|Retreat|Adjustment)s? results for (Spring|Fall|Autumn|Winter|Monsoon) of (\d{1,5})\b/i;
const nextPattern = /^\s*The next phase of .* will be (Movement|Retreats?|Adjustments?) for (Spring|Fall|Autumn|Winter|Monsoon) of (\d{1,5})/i;
const typeWords: Record<string, PhaseType> = { movement: 'movement', retreat: 'retreat', retreats: 'retreat', adjustment: 'adjustment', adjustments: 'adjustment' };

function phaseOf(type: string, season: string, year: string): Phase {
  return { type: typeWords[type.toLowerCase()]!, season: seasonWords[season.toLowerCase()]!, year: Number(year) };
}

/** Reads place names as the judge writes them: `St Petersburg (south coast)`, `the North Sea`. */
export class PlaceReader {
  private readonly names: NameIndex;
  constructor(readonly variant: Variant) { this.names = NameIndex.for(variant); }

  place(text: string): Location | undefined {
    const m = /^(?:the\s+)?(.+?)(?:\s*\(([a-z ]+)\))?\s*$/i.exec(text.trim());
    if (!m) return undefined;
    const province = this.names.exactMatch(m[1]!.trim());
    if (!province) return undefined;
    if (!m[2]) return province;
    const coast = this.names.coast(m[2].replace(/\s*coast$/i, '').trim()) ?? this.names.coast(m[2].trim());
    if (!coast) return undefined;
    const location = `${province}/${coast}`;
    return this.variant.isLocation(location) ? location : undefined;
  }

  power(text: string): PowerName | undefined { return this.names.power(text.trim()); }
}

/** The line without forum markup: BBCode tags, Markdown emphasis, code fences and escapes. */
export function withoutMarkup(line: string): string {
  return line
    .replace(/\[\/?(?:b|i|u|s|code|quote|color|size|font|list|\*|spoiler)(?:=[^\]]*)?\]/gi, '')
    .replace(/^\s*```\w*\s*$/, '')
    .replace(/\*\*|__/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, '$1');
}

const unitWord = (w: string): UnitType | undefined => (/^army$/i.test(w) ? 'A' : /^fleet$/i.test(w) ? 'F' : undefined);

/** True when some line of the text is a judge's results heading ("Movement results for …"). */
export function looksLikeJudgePosts(text: string): boolean {
  return text.split('\n').some((l) => headingPattern.test(withoutMarkup(l.replace(/^\s*(?:>\s?)+/, ''))));
}

/** Splits a whole paste into posts and reads each. Text before the first heading is ignored with a doubt only if it looks like results. */
export function readJudgePosts(variant: Variant, text: string): { posts: JudgePost[]; doubts: Doubt[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const places = new PlaceReader(variant);
  const posts: JudgePost[] = [];
  const outside: Doubt[] = [];
  let post: JudgePost | undefined;
  let section: 'orders' | 'dislodged' | 'ownership' | 'changes' | 'other' = 'orders';
  let ownershipPower: PowerName | undefined;
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const raw = lines[i]!;
    // A post quoted in a forum or mail keeps its text after "> "; one copied from a forum keeps
    // its BBCode or Markdown, which the words of the judge format never need.
    const line = withoutMarkup(raw.replace(/^\s*(?:>\s?)+/, '')).replace(/\s+$/, '');
    const heading = headingPattern.exec(line);
    if (heading) {
      post = { phase: phaseOf(heading[1]!, heading[2]!, heading[3]!), line: n, results: [], retreats: [], adjustments: [], dislodged: [], notices: [], doubts: [] };
      posts.push(post);
      section = 'orders';
      continue;
    }
    if (!post) {
      if (/^[A-Z][a-z]+:\s+(Army|Fleet)\s/.test(line)) outside.push({ line: n, text: raw, why: 'an order line before any "Movement results for …" heading: which phase it belongs to is unknown' });
      continue;
    }
    if (!line.trim()) { ownershipPower = section === 'ownership' ? undefined : ownershipPower; continue; }
    const next = nextPattern.exec(line);
    if (next) { post.next = phaseOf(next[1]!, next[2]!, next[3]!); section = 'other'; continue; }
    if (/^The following units were dislodged/i.test(line)) { section = 'dislodged'; continue; }
    if (/^Ownership of supply cent(er|re)s/i.test(line)) { section = 'ownership'; post.ownership = {}; ownershipPower = undefined; continue; }
    if (/^Supply cent(er|re) changes/i.test(line)) { section = 'changes'; continue; }
    if (/^Orders as written|^Press\b|^::|^The deadline for orders/i.test(line)) { section = 'other'; continue; }
    if (section === 'other' || section === 'changes') continue;
    if (section === 'dislodged') {
      // The judge wraps a long list of retreats: read on until the sentence ends.
      let sentence = line.trim();
      let last = i;
      while (!/\.\s*$/.test(sentence) && last + 1 < lines.length && lines[last + 1]!.trim()) sentence += ' ' + lines[++last]!.replace(/^\s*(?:>\s?)+/, '').trim();
      readDislodgement(post, places, sentence, n, lines.slice(i, last + 1).join('\n'));
      i = last;
      continue;
    }
    if (section === 'ownership') {
      ownershipPower = readOwnership(post, places, line, n, raw, ownershipPower);
      continue;
    }
    readOrderLine(post, places, line, n, raw);
  }
  return { posts, doubts: outside };
}

const noticePattern = /^([A-Za-z][A-Za-z .'-]*?) (sent no orders|is in civil disorder|is now played by|has been replaced|missed (the|its) deadline)/i;

function readOrderLine(post: JudgePost, places: PlaceReader, line: string, n: number, raw: string): void {
  const notice = noticePattern.exec(line);
  if (notice && places.power(notice[1]!)) { post.notices.push(line.trim()); return; }
  const m = /^([A-Za-z][A-Za-z .'-]*?):\s+(.*)$/.exec(line);
  const power = m ? places.power(m[1]!) : undefined;
  if (!m || !power) { post.doubts.push({ line: n, text: raw, why: 'not a results line: no power name before the colon' }); return; }
  let body = m[2]!.trim();
  let markers: string[] = [];
  const marker = /\s*\(\*([^*]*)\*\)\s*$/.exec(body);
  if (marker) { markers = marker[1]!.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean); body = body.slice(0, marker.index).trim(); }
  let noOrder = false;
  const nop = /,?\s*No Order Processed\.?\s*$/i.exec(body);
  if (nop) { noOrder = true; body = body.slice(0, nop.index).trim(); }
  if (post.phase.type === 'adjustment') { readAdjustment(post, places, power, body, markers, n, raw); return; }
  const unitMatch = /^(Army|Fleet)\s+(.+?)(?:\s+(HOLD|SUPPORT|CONVOY|DISBAND|->)(?=\s|$)(.*))?\.?$/i.exec(body.replace(/\.$/, ''));
  const type = unitMatch ? unitWord(unitMatch[1]!) : undefined;
  const location = unitMatch ? places.place(unitMatch[2]!) : undefined;
  if (!unitMatch || !type || !location) { post.doubts.push({ line: n, text: raw, why: unitMatch ? `unknown place '${unitMatch[2]}'` : 'not an order the judge format writes' }); return; }
  const unit: PostedUnit = { power, type, location };
  const verb = unitMatch[3]?.toUpperCase();
  const rest = (unitMatch[4] ?? '').trim();
  if (post.phase.type === 'retreat') {
    if (verb === '->') {
      const to = places.place(rest);
      if (!to) { post.doubts.push({ line: n, text: raw, why: `unknown place '${rest}'` }); return; }
      post.retreats.push({ kind: 'retreat', unit, to, markers, line: n });
    } else if (verb === 'DISBAND' || noOrder || !verb) post.retreats.push({ kind: 'disband', unit, markers, line: n });
    else post.doubts.push({ line: n, text: raw, why: `a retreat phase has no ${verb} orders` });
    return;
  }
  const order = movementOrder(places, unit, verb, rest, noOrder);
  if (typeof order === 'string') { post.doubts.push({ line: n, text: raw, why: order }); return; }
  post.results.push({ order, markers, line: n });
}

/** The order after the unit, or why it cannot be read. */
function movementOrder(places: PlaceReader, unit: PostedUnit, verb: string | undefined, rest: string, noOrder: boolean): PostedOrder | string {
  if (!verb) return noOrder ? { kind: 'none', unit } : 'no order word (HOLD, ->, SUPPORT, CONVOY) after the unit';
  if (verb === 'HOLD') return { kind: 'hold', unit };
  if (verb === '->') {
    const path = rest.split('->').map((s) => s.trim());
    const locs = path.map((p) => places.place(p));
    const bad = path.find((_, k) => !locs[k]);
    if (bad !== undefined) return `unknown place '${bad}'`;
    return { kind: 'move', unit, to: locs[locs.length - 1]!, via: locs.slice(0, -1) as Location[] };
  }
  // SUPPORT / CONVOY name another unit, perhaps with its nationality: `Russian Army Livonia -> St Petersburg`.
  const target = /^(?:([A-Za-z]+)\s+)?(Army|Fleet|Unit)\s+(.+?)(?:\s*->\s*(.+))?$/i.exec(rest);
  if (!target) return `cannot read what the ${verb.toLowerCase()} is for`;
  const from = places.place(target[3]!);
  const to = target[4] !== undefined ? places.place(target[4]) : undefined;
  if (!from) return `unknown place '${target[3]}'`;
  if (target[4] !== undefined && !to) return `unknown place '${target[4]}'`;
  if (verb === 'SUPPORT') return to ? { kind: 'support', unit, supported: from, to } : { kind: 'support', unit, supported: from };
  if (verb === 'CONVOY') return to ? { kind: 'convoy', unit, from, to } : 'a convoy must name where the army goes';
  return `a movement phase has no ${verb} orders`;
}

function readAdjustment(post: JudgePost, places: PlaceReader, power: PowerName, body: string, markers: string[], n: number, raw: string): void {
  if (markers.includes('void')) return; // a void build or removal changed nothing
  const build = /^Builds? (?:an? )?(army|fleet) in (.+?)\.?$/i.exec(body);
  if (build) {
    const location = places.place(build[2]!);
    if (!location) { post.doubts.push({ line: n, text: raw, why: `unknown place '${build[2]}'` }); return; }
    post.adjustments.push({ kind: 'build', power, type: build[1]!.toLowerCase() === 'army' ? 'A' : 'F', location, line: n });
    return;
  }
  const remove = /^(?:Removes?|Removing|Disbands?|Defaults?,? removing) (?:the |an? )?(army|fleet|unit)? ?in (.+?)\.?$/i.exec(body);
  if (remove) {
    const location = places.place(remove[2]!);
    if (!location) { post.doubts.push({ line: n, text: raw, why: `unknown place '${remove[2]}'` }); return; }
    const t = remove[1]?.toLowerCase();
    post.adjustments.push({ kind: 'remove', power, type: t === 'army' ? 'A' : t === 'fleet' ? 'F' : undefined, location, line: n });
    return;
  }
  if (/^Build waived|^Waives?\b|^No builds?/i.test(body)) { post.adjustments.push({ kind: 'waive', power, line: n }); return; }
  // The DPjudge count table ("4 Supply centers, 4 Units: Builds 0 units.") restates ownership.
  if (/^\d+\s+Supply cent(er|re)s?/i.test(body)) return;
  post.doubts.push({ line: n, text: raw, why: 'not a build, a removal or a waived build' });
}

function readDislodgement(post: JudgePost, places: PlaceReader, line: string, n: number, raw: string): void {
  const m = /^The (\S+) (Army|Fleet) in (.+?) (can retreat to (.+?)|with no valid retreats was destroyed|was destroyed)\.?$/i.exec(line.trim());
  const power = m ? places.power(m[1]!) : undefined;
  const location = m ? places.place(m[3]!) : undefined;
  if (!m || !power || !location) { post.doubts.push({ line: n, text: raw, why: 'not a dislodged unit the judge format writes' }); return; }
  const unit: PostedUnit = { power, type: unitWord(m[2]!)!, location };
  if (!m[5]) { post.dislodged.push({ unit, retreats: [], destroyed: true, line: n }); return; }
  const names = m[5].split(/,\s*|\s+or\s+/).map((s) => s.trim()).filter(Boolean);
  const retreats: Location[] = [];
  for (const name of names) {
    const loc = places.place(name);
    if (loc) retreats.push(loc);
    else post.doubts.push({ line: n, text: raw, why: `unknown retreat '${name}'` });
  }
  post.dislodged.push({ unit, retreats, destroyed: false, line: n });
}

const UNOWNED = '(unowned)';

/** One line of "Ownership of supply centers": `Austria:    Budapest, Bulgaria,` or its continuation. */
function readOwnership(post: JudgePost, places: PlaceReader, line: string, n: number, raw: string, current: PowerName | undefined): PowerName | undefined {
  if (/^\S[^:]*:\s+\d+\s+Supply cent/i.test(line)) return undefined; // the count table that follows
  // "Unowned:    Greece." lists centres nobody owns (and its continuation lines, if any).
  if (/^Unowned:/i.test(line)) return UNOWNED;
  if (current === UNOWNED && /^\s/.test(raw)) return UNOWNED;
  const head = /^([A-Za-z][A-Za-z .'-]*?):\s*(.*)$/.exec(line);
  let power = current;
  let list = line;
  if (head && places.power(head[1]!)) { power = places.power(head[1]!); list = head[2]!; }
  else if (!/^\s/.test(raw) || !current || current === UNOWNED) {
    post.doubts.push({ line: n, text: raw, why: 'not a power and its centres' });
    return current;
  }
  const owned = (post.ownership![power!] ??= []);
  for (const name of list.replace(/\.\s*$/, '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const p = places.place(name);
    if (p && places.variant.isSupplyCentre(p)) owned.push(p);
    else post.doubts.push({ line: n, text: raw, why: `'${name}' is not a supply centre of this map` });
  }
  return power;
}
