// Builds and removals that depend on how many the power has: "If one build: A Mar; if two:
// A Mar, F Bre", "Build F Lon, and if I have 2, A Lvp", or over several lines:
//
//   If one build:          Two builds:
//   A Mar                  A Mar
//   If two builds:         F Bre
//   A Mar
//   F Bre
//
// These are conditional adjustment orders (000 D.II(5)b, 001 B.III(5)b) whose condition is a
// number, not "if possible". The number is the one the power really has in the position
// (centres minus units, ordersDue.ts); an option is applied only when its number is that one.
// When no option fits, nothing conditional is applied and the lines say why (ambiguous): the
// GM decides. Before the adjustment phase the number is not known, so the lines are kept with
// their condition for the adjustment phase (conditionalOrders.ts applies it there).
//
// This file finds the clauses and decides which fit; index.ts reads each order part as usual.
import { mayStart } from './firstChar';
import { FOREIGN_AND, foreignConditions } from './foreignCount';
import { mayHold, triggerOf, type WordTrigger } from './triggerWords';

export type CountKind = 'build' | 'remove';

export interface CountClause {
  count: number;
  /** "if two or more", "at least two", "2+". */
  orMore: boolean;
  /** Builds or removals, when the words say (else the line's other words, else what is due). */
  kind?: CountKind;
  /** The condition as written ("If one build"), for verdicts. */
  written: string;
  /** Written as the Nth build ("if I get a third build"): an extra beyond the others, never instead of them. */
  ordinal?: boolean;
  /**
   * The options add up ("Build F Bre if I get one, and A Par as well if I get two"): each
   * option's orders together with the smaller options' make its number. Then an option applies
   * whenever the power has at least its number and some option is for exactly that number.
   */
  cumulative?: boolean;
}

/** One order of a count line: its place in the line's text, and the clause it depends on. */
export interface CountPart {
  /** Offsets into the line's text: the parts of a line cover it from start to end, in order. */
  start: number;
  end: number;
  /** The order words of this part (no condition words), or '' for a header-only line. */
  order: string;
  clause?: CountClause;
  /** Builds or removals, by the line's words ("Build …", "remove …"), when it says. */
  kind?: CountKind;
}

export interface CountLine { parts: CountPart[] }

const NUMBER: Record<string, number> = { a: 1, an: 1, one: 1, single: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
// "If I get a third build: A Mun": the build that is third, so three builds or more.
const ORDINAL: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5, '6th': 6 };
const ordinalOf = (num: string): number | undefined => ORDINAL[num.toLowerCase().replace(/^(?:an?|the)\s+/, '')];
const KIND_WORD = '(builds?|adjustments?|removals?|disbands?|units?|more|extra|new\\s+units?|centres?|centers?|scs?|supply\\s+cent(?:re|er)s?)';
// The condition: "if one build", "if I have 2", "if I get two builds", "with three builds",
// "if only one", "if two or more", "if at least 2 builds", "if I must remove two".
const CONDITION = new RegExp(
  '\\b(?:if|when|with|should\\s+i\\s+(?:have|get))\\s+'
  + '(?:i\\s+(?:only\\s+|just\\s+)?(?:(?:have|need)\\s+to\\s+(?:remove|disband|lose)|have|get|receive|am\\s+given|gain|must\\s+(?:remove|lose|disband)|lose)\\s+|there\\s+(?:is|are)\\s+|it\\s+is\\s+|it[\'’]s\\s+)?'
  + '(only\\s+|just\\s+|exactly\\s+|at\\s+least\\s+)?'
  + '((?:an?\\s+|the\\s+)?(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th)|one|two|three|four|five|six|seven|eight|an?|single|\\d{1,2})(\\s*\\+|\\s+or\\s+more)?'
  + `(?:\\s+${KIND_WORD})?`
  + '(?:\\s+(?:to\\s+)?(build|remove|disband|lose))?'
  + '(?:\\s+(?:builds?|removals?))?'
  + '\\s*([:,\\-–—]|\\bthen\\b)?',
  'gi');
// "One build:", "Two builds -", "2 removals:" at the start of a line (no "if").
/** CONDITION's words: it opens with one of them at a word's start. */
const CONDITION_WORDS = triggerOf(['if', 'when', 'with', 'should']);
/** For the test that holds the words to CONDITION (triggerWords.test.ts). */
export const CONDITION_TRIGGER: WordTrigger = { words: CONDITION_WORDS, patterns: [CONDITION] };
const LEADING = new RegExp(`^\\s*(?:for\\s+)?(one|two|three|four|five|six|seven|eight|\\d{1,2})(\\s*\\+|\\s+or\\s+more)?\\s+${KIND_WORD}\\s*[:\\-–—]\\s*`, 'i');
const LEADING_STARTS = 'fotse0123456789';
const REMOVE_WORD = /\b(?:remov\w*|disband\w*|lose|loses|losing|lost)\b/i;
const BUILD_WORD = /\b(?:build\w*|bld)\b/i;
const OTHERWISE = /(?:^|[.;,]\s*|\s)(?:otherwise|else|if\s+not|if\s+more)\b\s*[:,\-–—]?\s*/gi;
// What ends the words before a leading condition: a comma, "and", "also"… (else it trails an order).
const LEADS = /(?:^\s*|[,;:.]\s*|\b(?:and|also|then|plus|or)\s*)$/i;
const SPLIT = new RegExp(String.raw`\s*(?:[,;&]|\band\b|\bplus\b|\balso\b|\bthen\b|${FOREIGN_AND})\s*`, 'gi');

function kindOf(words: string | undefined): CountKind | undefined {
  if (!words) return undefined;
  if (REMOVE_WORD.test(words)) return 'remove';
  if (/^(?:builds?|adjustments?|more|extra|new\s+units?|centres?|centers?|scs?|supply\s+cent(?:re|er)s?)$/i.test(words.trim()) || BUILD_WORD.test(words)) return 'build';
  return undefined;
}

interface Found { at: number; end: number; clause: CountClause; colon: boolean }

/** The count conditions written in a line, in order. */
function conditionsIn(text: string): Found[] {
  const out: Found[] = [];
  // ("for", "one" … "eight" or a digit first: other lines are not asked, firstChar.ts.)
  const lead = mayStart(text, LEADING_STARTS) ? LEADING.exec(text) : null;
  if (lead) {
    out.push({ at: 0, end: lead[0].length, colon: true, clause: { count: Number(lead[1]) || NUMBER[lead[1]!.toLowerCase()]!, orMore: !!lead[2], kind: kindOf(lead[3]), written: lead[0].replace(/[\s:\-–—]+$/, '') } });
  }
  CONDITION.lastIndex = lead ? lead[0].length : 0;
  // (Its words first, triggerWords.ts: most lines hold no "if", "when", "with" or "should".)
  const conditional = mayHold(CONDITION_WORDS, text);
  for (let m = conditional ? CONDITION.exec(text) : null; m; m = CONDITION.exec(text)) {
    const [whole, atLeast, num, more, kindWords, verb, sep] = m;
    const ordinal = ordinalOf(num!);
    const count = Number(num) || NUMBER[num!.toLowerCase()] || ordinal;
    // "if one of my units…", "if a fleet…": a number with neither a kind word nor a separator
    // after it is not a count condition. "a"/"an" needs its kind word ("if I get a build").
    // ("if I get two" may also end the line: "Build A Par if I get two".)
    const atEnd = /^[\s.!]*$/.test(text.slice(m.index + whole.length));
    if (!count || (!kindWords && !verb && !sep && !atEnd) || (/^an?$/i.test(num!) && !kindWords)) continue;
    const kind = kindOf(kindWords) ?? kindOf(verb) ?? (REMOVE_WORD.test(whole) ? 'remove' : undefined);
    out.push({ at: m.index, end: m.index + whole.length, colon: sep === ':', clause: { ...(ordinal ? { ordinal: true } : {}), count, orMore: !!more || !!ordinal || /at\s+least/i.test(atLeast ?? ''), kind, written: whole.replace(/[\s:,\-–—]+$/, '').replace(/\bthen$/i, '').trim() } });
  }
  // "Falls zwei: F Alb und A Gal", "Si son dos: …": the same in another language (foreignCount.ts).
  if (!out.length) for (const f of foreignConditions(text)) out.push({ at: f.at, end: f.end, colon: f.colon, clause: { count: f.count, orMore: false, ...(f.kind ? { kind: f.kind } : {}), written: f.written } });
  // "If only one build, A Par. Otherwise A Par and F Bre.": after one exact condition,
  // "otherwise" is every other count, so more than it (a power with fewer gives no options).
  if (out.length === 1 && !out[0]!.clause.orMore) {
    OTHERWISE.lastIndex = out[0]!.end;
    const o = OTHERWISE.exec(text);
    if (o) {
      const first = out[0]!.clause;
      const lead = /^[.;,]?\s*/.exec(o[0])![0].length;
      out.push({ at: o.index + lead, end: o.index + o[0].length, colon: true, clause: { count: first.count + 1, orMore: true, ...(first.kind ? { kind: first.kind } : {}), written: o[0].replace(/[\s:,\-–—]+$/, '').replace(/^[\s.;,]+/, '') } });
    }
  }
  // "If one build: …; if two: …": a later condition without its own word is of the same kind.
  for (let k = 1; k < out.length; k++) out[k]!.clause.kind ??= out[k - 1]!.clause.kind;
  return out;
}

/** The order pieces of `text[from, to)`: split at commas, "and", "plus", with their offsets. */
function pieces(text: string, from: number, to: number): { start: number; end: number; order: string; joined?: boolean }[] {
  const out: { start: number; end: number; order: string; joined?: boolean }[] = [];
  const segment = text.slice(from, to);
  let last = 0;
  let joined = false;
  const push = (a: number, b: number) => {
    const order = segment.slice(a, b).replace(/^[\s.:;,\-–—]+|[\s.;,!]+$/g, '').replace(/\s+(?:as\s+well|too)$/i, '');
    if (order) out.push({ start: from + a, end: from + b, order, ...(joined && out.length ? { joined: true } : {}) });
  };
  SPLIT.lastIndex = 0;
  for (let m = SPLIT.exec(segment); m; m = SPLIT.exec(segment)) {
    if (m[0].length === 0) { SPLIT.lastIndex++; continue; }
    push(last, m.index);
    // "A Ber and F Kie if two": pieces joined by "and", "&" or "plus" (no comma) go together.
    joined = /^\s*(?:and|&|plus)\s*$/i.test(m[0]);
    last = m.index + m[0].length;
  }
  push(last, segment.length);
  return out;
}

/**
 * The lines of a message whose orders depend on a count. `texts[i]` is line i's text when it is
 * a candidate order line or a heading, else undefined (a blank line, press, a quote: it ends a
 * block under a header-only line like "If two builds:").
 */
export function countLines(texts: readonly (string | undefined)[]): Map<number, CountLine> {
  const out = new Map<number, CountLine>();
  let block: CountClause | undefined;
  let lastKind: CountKind | undefined; // "If one build:" … "If two:" on a later line
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (text === undefined) { block = undefined; continue; }
    const found = conditionsIn(text);
    for (const f of found) { f.clause.kind ??= lastKind; lastKind = f.clause.kind; }
    if (!found.length) {
      if (block) out.set(i, { parts: [{ start: 0, end: text.length, order: text, clause: block, kind: kindOf(text) }] });
      continue;
    }
    const lineKind = kindOf(text.replace(CONDITION, ' '));
    const kind = lineKind ? { kind: lineKind } : {};
    const parts: CountPart[] = [];
    // Conditions lead ("if two: A Mar, F Bre", "Build F Lon, and if I have 2, A Lvp": the orders
    // after it, until the next condition) or trail ("Build F Bre if I get two": the order just
    // before it). Orders under no condition are unconditional.
    let current: CountClause | undefined;
    let cursor = 0;
    let opensAt = -1; // where the leading condition whose first order comes next was written
    for (const f of found) {
      const ps = pieces(text, cursor, f.at);
      const trailing = !f.colon && ps.length > 0 && !LEADS.test(text.slice(cursor, f.at));
      // A trailing condition is for the order just before it, and for those "and" joins to it.
      let firstTrailing = ps.length - 1;
      while (trailing && firstTrailing > 0 && ps[firstTrailing]!.joined) firstTrailing--;
      ps.forEach(({ joined: _joined, ...p }, j) => {
        const clause = trailing && j >= firstTrailing ? f.clause : current;
        parts.push({ ...p, ...(j === 0 && opensAt >= 0 ? { start: opensAt } : {}), ...(clause ? { clause } : {}), ...kind });
      });
      opensAt = -1;
      if (trailing) current = undefined;
      else { current = f.clause; opensAt = f.at; }
      cursor = f.end;
    }
    const rest = pieces(text, cursor, text.length).map(({ joined: _joined, ...p }) => p);
    rest.forEach((p, j) => parts.push({ ...p, ...(j === 0 && opensAt >= 0 ? { start: opensAt } : {}), ...(current ? { clause: current } : {}), ...kind }));
    // A leading condition with no order after it opens a block: the lines below are its orders.
    block = !rest.length && opensAt >= 0 ? current : undefined;
    if (block) parts.push({ start: opensAt, end: text.length, order: '', clause: block });
    // The parts cover the line: each runs to the next one's start, the first from 0, the last to the end.
    parts.sort((a, b) => a.start - b.start);
    parts.forEach((p, j) => { p.start = j === 0 ? 0 : p.start; p.end = j + 1 < parts.length ? parts[j + 1]!.start : text.length; });
    out.set(i, { parts });
  }
  markCumulative([...out.values()].flatMap((l) => l.parts));
  return out;
}

/** Marks the clauses of a message cumulative when each option's orders with the smaller ones' make its number. */
function markCumulative(parts: readonly CountPart[]): void {
  const clauses = [...new Set(parts.filter((p) => p.clause && p.order).map((p) => p.clause!))];
  if (!clauses.length) return;
  const unconditional = parts.filter((p) => !p.clause && p.order).length;
  const ordersFor = (c: CountClause) => parts.filter((p) => p.clause === c && p.order).length;
  const adds = clauses.every((c) => unconditional + clauses.filter((o) => o.count <= c.count).reduce((n, o) => n + ordersFor(o), 0) === c.count);
  if (adds) for (const c of clauses) c.cumulative = true;
}

export interface Due { builds: number; removals: number }

/** How many of this kind the power has. */
function have(kind: CountKind, due: Due): number {
  return kind === 'build' ? due.builds : due.removals;
}

/** The kind a clause is about: its own words, its line's, else whatever the power has due. */
export function clauseKind(clause: CountClause, part: CountPart | undefined, due: Due | undefined): CountKind | undefined {
  return clause.kind ?? part?.kind ?? (due ? (due.builds > 0 ? 'build' : due.removals > 0 ? 'remove' : undefined) : undefined);
}

function fits(clause: Pick<CountClause, 'count' | 'orMore'>, kind: CountKind | undefined, due: Due): boolean {
  if (!kind) return false;
  const n = have(kind, due);
  return clause.orMore ? n >= clause.count : n === clause.count;
}

type Condition = Pick<CountClause, 'count' | 'orMore' | 'kind' | 'cumulative'>;

/** Does a condition fit, among the message's conditions `all` (a cumulative one needs an exact one)? */
function fitsAmong(c: Condition, kind: CountKind | undefined, due: Due, all: readonly Condition[]): boolean {
  if (!kind) return false;
  if (!c.cumulative) return fits(c, kind, due);
  return have(kind, due) >= c.count && all.some((o) => fits(o, kind, due));
}

/**
 * Does a count condition fit what the power has due (its own kind, else whatever is due), among
 * the other conditions the power sent with it?
 */
export function countFits(c: Condition, due: Due, all: readonly Condition[] = [c]): boolean {
  return fitsAmong(c, c.kind ?? (due.builds > 0 ? 'build' : due.removals > 0 ? 'remove' : undefined), due, all);
}

/** "2 builds", "1 removal": what the power has of the condition's kind. */
export function dueOf(c: Pick<CountClause, 'kind'>, due: Due): string {
  const kind = c.kind ?? (due.builds > 0 ? 'build' : due.removals > 0 ? 'remove' : undefined);
  return kind ? plural(have(kind, due), kind) : 'no builds or removals';
}

export type CountDecision =
  | { use: true; note: string }
  | { use: false; kind: 'superseded' | 'ambiguous'; reason: string };

const plural = (n: number, kind: CountKind) => `${n} ${kind === 'build' ? (n === 1 ? 'build' : 'builds') : (n === 1 ? 'removal' : 'removals')}`;
const condition = (c: CountClause, kind: CountKind | undefined) => `${c.orMore ? 'at least ' : ''}${kind ? plural(c.count, kind) : c.count}`;

/**
 * Which count-conditional parts of one message apply, given what the power has due. An option
 * is used only when its number is the power's; when some option fits, the others are not
 * needed (superseded); when none fits, none is applied and each says why (ambiguous), except
 * options for more than the power has beside unconditional orders ("Build F Lon, and if I have
 * 2, A Lvp" with one build): those were only ever extra.
 */
export function decideCounts(parts: readonly CountPart[], due: Due, power: string): CountDecision[] {
  const conditional = parts.filter((p) => p.clause && p.order);
  const all = conditional.map((p) => p.clause!);
  const fitsHere = (c: CountClause, kind: CountKind | undefined) => fitsAmong(c, kind, due, all);
  const anyFits = conditional.some((p) => fitsHere(p.clause!, clauseKind(p.clause!, p, due)));
  const unconditional = parts.some((p) => !p.clause && p.order);
  return parts.map((p) => {
    if (!p.clause) return { use: true, note: '' };
    const kind = clauseKind(p.clause, p, due);
    const has = kind ? plural(have(kind, due), kind) : 'no builds or removals';
    if (fitsHere(p.clause, kind)) return { use: true, note: `'${p.clause.written}': ${power} has ${has}, so this option is used${p.clause.cumulative && kind && have(kind, due) > p.clause.count ? ' (the options add up)' : ''}` };
    const why = `'${p.clause.written}' is for ${condition(p.clause, kind)}, but ${power} has ${has}`;
    if (anyFits) return { use: false, kind: 'superseded', reason: p.clause.cumulative ? `${why}: not needed` : `${why}: the option for ${has} is used` };
    if (unconditional && kind && p.clause.count > have(kind, due) && !p.clause.orMore) return { use: false, kind: 'superseded', reason: `${why}: not needed` };
    // "If I get a third build: A Mun" with two builds: the third build is not there to make.
    if (p.clause.ordinal && kind && p.clause.count > have(kind, due)) return { use: false, kind: 'superseded', reason: `${why}: there is no ${p.clause.count === 2 ? 'second' : p.clause.count === 3 ? 'third' : `${p.clause.count}th`} ${kind}, so this option is not used` };
    return { use: false, kind: 'ambiguous', reason: `${why}, and no option was given for ${has}: nothing conditional is applied, the GM decides` };
  });
}
