// "A Par-Bur A Mar-Spa F Bre-MAO", "1) A Par-Bur 2) A Mar-Spa": several orders run together on
// one line with no comma or semicolon between them (a phone's mail app that joined the lines, a
// player who typed them in a row). orderList.ts splits at separators; this splits where a new
// order can begin: before a unit ("A", "F", "Army", "Fleet"), before a list number ("2)", "3.",
// "#4"), and at the separators orderList knows. The line is read as separate orders only when
// exactly one way of cutting it gives a plain order for a different unit in every piece.
//
// A careful GM reads such a line only when there is no doubt how it splits (no seed rules on
// where one order ends; a reading is never guessed). So when two ways of cutting
// both read ("A Vie S A Bud A Gal A Ukr - Rum": is "A Gal" a hold, or the end of the support?),
// nothing is read and the line says what each way would give (index.ts flags it ambiguous).
import type { CountLine } from './countConditions';
import type { LineReading } from './grammar';

/** Where an order can begin: a unit word, or a list number before one. */
const UNIT_START = /(?<=^|[\s(])(?:a|f|army|fleet)\s+(?=[^\s\d])/gi;
const NUMBER_START = /(?<=^|\s)(?:\(?\d{1,2}[).:]|#\d{1,2}[).:]?)(?=\s*\S)/g;
/** orderList.ts's separators: a piece never holds one. */
const SEPARATOR = /\s*[,;]\s*|\s+(?:\/|&|\+|and)\s+|\.\s+(?=(?:a|f|army|fleet)\s)/gi;

/** More cut points than this is no order line (a paragraph); it is left as it was. */
const MOST_CUTS = 24;

export type RunTogether =
  | { kind: 'split'; line: CountLine }
  /** Two ways of cutting the line both read: the pieces of each, as written. */
  | { kind: 'ambiguous'; ways: string[][] }
  /** It splits one way only, but two of its orders are for one unit (named by its province). */
  | { kind: 'same-unit'; pieces: string[]; unit: string };

interface Cut { at: number; next: number; number: boolean; unit: boolean; separator: boolean }

/** The line's orders, or the ways it splits when there is more than one, or undefined. */
export function runTogether(text: string, read: (text: string) => LineReading): RunTogether | undefined {
  const cuts = cutPoints(text);
  if (!cuts.some((c) => c.at > 0) || cuts.length > MOST_CUTS) return undefined;
  // A piece runs from a cut's `next` to a later cut's `at`. Cuts are in text order; the last
  // one stands for the line's end.
  const starts = [{ at: 0, next: 0, number: false, unit: false, separator: false }, ...cuts.filter((c) => c.at > 0), { at: text.length, next: text.length, number: false, unit: false, separator: false }];
  const n = starts.length;
  const pieceMemo = new Map<number, { order: string; unit: string } | null>();
  const piece = (i: number, j: number): { order: string; unit: string } | null => {
    const key = i * n + j;
    let p = pieceMemo.get(key);
    if (p === undefined) pieceMemo.set(key, (p = readPiece(text, starts, i, j, read)));
    return p;
  };
  // ways[i]: how many ways (0, 1 or 2: more is no different) the text from cut i to the end splits.
  const ways = new Array<number>(n).fill(0);
  ways[n - 1] = 1;
  for (let i = n - 2; i >= 0; i--) {
    let w = 0;
    for (let j = i + 1; j < n && w < 2; j++) if (ways[j]! > 0 && piece(i, j)) w += ways[j]!;
    ways[i] = Math.min(w, 2);
  }
  if (ways[0] === 0) return undefined;
  const paths = allPaths(n, ways, piece, 2);
  if (paths.length > 1) return { kind: 'ambiguous', ways: paths.map((path) => pieces(path, piece)) };
  const path = paths[0]!;
  if (path.length < 3) return undefined; // the whole line as one piece: not this shape
  const units = new Set<string>();
  const parts: CountLine['parts'] = [];
  for (let k = 0; k + 1 < path.length; k++) {
    const p = piece(path[k]!, path[k + 1]!)!;
    // Two orders for one unit: not split (index.ts flags the line with what its parts read as).
    if (units.has(p.unit)) return { kind: 'same-unit', pieces: pieces(path, piece), unit: p.unit };
    units.add(p.unit);
    parts.push({ start: starts[path[k]!]!.next, end: k + 2 < path.length ? starts[path[k + 1]!]!.at : text.length, order: p.order });
  }
  return { kind: 'split', line: { parts } };
}

/** The places a new order can begin, in text order (a list number before a unit is one place). */
function cutPoints(text: string): Cut[] {
  const byAt = new Map<number, Cut>();
  const add = (at: number, next: number, kind: 'number' | 'unit' | 'separator') => {
    const c = byAt.get(at) ?? { at, next, number: false, unit: false, separator: false };
    c[kind] = true;
    c.next = Math.max(c.next, next);
    byAt.set(at, c);
  };
  SEPARATOR.lastIndex = 0;
  for (let m = SEPARATOR.exec(text); m; m = SEPARATOR.exec(text)) add(m.index, m.index + m[0].length, 'separator');
  NUMBER_START.lastIndex = 0;
  for (let m = NUMBER_START.exec(text); m; m = NUMBER_START.exec(text)) add(m.index, m.index, 'number');
  const afterSeparator = new Set<number>();
  for (const c of byAt.values()) afterSeparator.add(c.next);
  UNIT_START.lastIndex = 0;
  for (let m = UNIT_START.exec(text); m; m = UNIT_START.exec(text)) {
    // The unit right after a separator ("A Par-Bur, A Mar") begins the order the separator began.
    if (afterSeparator.has(m.index)) continue;
    // The unit right after a list number ("2) A Mar") begins the same order as the number.
    const before = text.slice(0, m.index);
    const numbered = /(?:^|\s)(?:\(?\d{1,2}[).:]|#\d{1,2}[).:]?)\s*$/.exec(before);
    if (numbered) continue;
    // ("(" is kept with its unit; the piece before ends at the space.)
    add(m.index, m.index, 'unit');
  }
  return [...byAt.values()].sort((a, b) => a.at - b.at);
}

/**
 * The piece from cut i to cut j read as one plain order, or null. A piece may hold another unit
 * word only where an order names a second unit (a support or a convoy: "A Bud S A Vie"); it may
 * never hold a list number or a separator, which always begin a new order.
 */
function readPiece(text: string, starts: Cut[], i: number, j: number, read: (text: string) => LineReading): { order: string; unit: string } | null {
  for (let k = i + 1; k < j; k++) if (starts[k]!.number || starts[k]!.separator) return null;
  const order = text.slice(starts[i]!.next, starts[j]!.at).trim().replace(/[.!]+$/, '');
  // A full stop, "!" or "?" with more words after it ends a sentence: "A Mar S A Par - Bur. Then
  // A Spa - Por." is prose the GM reads, not a list (the reader's grammar skips a trailing "then").
  if (!order || /[.!?]\s+\S/.test(order)) return null;
  const r = read(order);
  if (r.kind !== 'order' || r.conditional || r.options.length !== 1 || r.phrasing) return null;
  const o = r.options[0]!;
  // Unit orders only: builds over a list are buildList.ts's, and a waive names no unit.
  if (o.kind === 'build' || o.kind === 'waive') return null;
  if (j > i + 1 && o.kind !== 'support' && o.kind !== 'convoy') return null;
  return { order, unit: o.unit.location.province };
}

/** Up to `most` ways from cut 0 to the end, each the cuts it passes through. */
function allPaths(n: number, ways: number[], piece: (i: number, j: number) => unknown, most: number): number[][] {
  const out: number[][] = [];
  const walk = (i: number, path: number[]) => {
    if (out.length >= most) return;
    if (i === n - 1) { out.push(path); return; }
    for (let j = i + 1; j < n; j++) if (ways[j]! > 0 && piece(i, j)) walk(j, [...path, j]);
  };
  walk(0, [0]);
  return out;
}

function pieces(path: number[], piece: (i: number, j: number) => { order: string } | null): string[] {
  const out: string[] = [];
  for (let k = 0; k + 1 < path.length; k++) out.push(piece(path[k]!, path[k + 1]!)!.order);
  return out;
}

/**
 * A line read as one move along a named route ("A Par-Bur A Mar" as A Par - Bur - Mar) whose
 * route is broken by a unit word: a convoy route names seas, never a unit, so the line is asked
 * again as orders run together.
 */
export function routeOverAUnit(rd: LineReading, text: string): boolean {
  if (rd.kind !== 'order' || rd.options.length !== 1) return false;
  const o = rd.options[0]!;
  if (o.kind !== 'move' || o.route.length === 0) return false;
  UNIT_START.lastIndex = 0;
  for (let m = UNIT_START.exec(text); m; m = UNIT_START.exec(text)) if (m.index > 0) return true;
  return false;
}
