// 004 3.2.2.5, 3.2.3.1, 3.2.4.2, 3.2.5.1: reading one line of a movement post as an order.
//   Sai Rei: 3D > 5E; replace Darkhand5
//   Sai Rei: 5E > 8E > 11E > 14E > 14H             (long move, 3.2.2.3)
//   Sai Rei: 5E > 4G (5E - 5F - 5G - 4G)           (routed move, 3.2.2.4)
//   Sai Rei: 5E > 6E Joint Engage                   (3.2.5.1)
//   Sai Rei: Intercept Darkhand5                    (3.2.3.1)
//   Sai Rei: Transfer to Darkhand5 at 4F            (3.2.4.2)
//   Sai Rei: not moving / fighting                  (3.2.1)
// The army name may be left off when it is the poster's own name (3.2.2.5).

import { parseSquare, type Square } from './grid';

export type OrderBody =
  | { kind: 'move'; waypoints: Square[]; route: Square[] | null; suffix: 'engage' | 'replace' | 'joint' | null; target: string | null }
  | { kind: 'intercept'; target: string }
  | { kind: 'transfer'; target: string; at: Square }
  | { kind: 'hold'; why: 'not moving' | 'fighting' }
  | { kind: 'disband' };

export type LineReading =
  | { type: 'order'; armyName: string | null; order: OrderBody }
  | { type: 'bad-order'; armyName: string | null; reason: string; rule: string }
  | { type: 'not-an-order'; reason: string };

/** Forum markup is not part of an order: [b]Sai Rei[/b]: 3D > 5E. */
export function stripMarkup(text: string): string {
  return text.replace(/\[\/?[a-z*]+(?:=[^\]]*)?\]/gi, '').replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u2028\u2029\ufeff]/g, '')
    .replace(SMILEY, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Forum smilies standing alone between spaces are not part of an order: ":evil: Yawgmoth: 32D > 29D"
 * and "Sai Rei: D3 > D5 :)". Only a whole word is taken, so "Sai Rei: 3D" and "Proxy 2 : 22H" keep
 * their colons.
 */
const SMILEY = /(?<=^|\s):[a-z_]{2,20}:(?=\s|$)|(?<=^|\s)[:;8]-?[()pPDoO|\\/]{1,3}(?=\s|$)/g;

/** A poster's label before a corrected order ("EDIT: Sai Rei: 3D > 3F") is not part of it. */
const LABEL = /^(?:edit(?:ed)?|correction|corrected|update[d]?|change[d]?|new\s+orders?)\s*(?::|-+|–|—)\s*/i;

// A hold may carry a remark in parentheses ("fighting (Tsabo jumped me)"): a hold has no route (3.2.2.4).
const HOLD = /^(?:is\s+|will\s+be\s+)?(not\s+moving|no\s+move(?:ment)?|stays?(?:\s+put)?|staying(?:\s+put)?|holds?|holding|stands?\s+still|standing\s+still|fighting|in\s+battle|battling)\s*[.!]*(?:\s*\([^()]{0,120}\))?\s*[.!]*$/i;
const INTERCEPT = /^intercepts?\s+(.+?)\s*[.!]*$/i;
const TRANSFER = /^transfers?\s+(?:troops\s+)?to\s+(.+?)\s+at\s+(\S+?)\s*[.!]*$/i;
const SUFFIX = /(?:[;,]\s*|\s+)(joint[\s-]*engage|engages?|replaces?)(?:\s+(.*?))?\s*[.!]*$/i;
const SQUARE_TOKEN = /^(?:\d{1,2}\s*-?\s*[a-n]|[a-n]\s*-?\s*\d{1,2})$/i;

function readRoute(text: string): Square[] | null {
  for (const splitter of [/\s*[-–>,]\s*|\s+/, /\s+[-–]\s+|\s*[>,]\s*/]) {
    const parts = text.split(splitter).map((s) => s.trim()).filter(Boolean);
    const squares = parts.map(parseSquare);
    if (parts.length >= 2 && squares.every((s) => s !== null)) return squares as Square[];
  }
  return null;
}

/** Read the part after "Name:" (or the whole line when the name is left off). */
export function readOrderBody(body: string): OrderBody | { error: string; rule: string } | null {
  const text = body.trim();
  if (!text) return null;
  if (/^disband(s|ing)?\s*[.!]*$/i.test(text)) return { kind: 'disband' }; // 004 6.3.2d
  if (HOLD.test(text)) return { kind: 'hold', why: /fight|battl/i.test(text) ? 'fighting' : 'not moving' };
  let m = INTERCEPT.exec(text);
  if (m) return { kind: 'intercept', target: m[1]!.trim() };
  m = TRANSFER.exec(text);
  if (m) {
    const at = parseSquare(m[2]!);
    if (!at) return { error: `"${m[2]}" is not a square on the map`, rule: '004 3.2.4.2' };
    return { kind: 'transfer', target: m[1]!.trim(), at };
  }
  if (/^transfer/i.test(text)) return { error: 'a transfer is written "Transfer to [army] at [square]"', rule: '004 3.2.4.2' };
  // A move: squares joined by ">", an optional (route), an optional engage/replace/Joint Engage.
  let rest = text, suffix: 'engage' | 'replace' | 'joint' | null = null, target: string | null = null;
  const s = SUFFIX.exec(rest);
  if (s && s.index > 0) {
    const word = s[1]!.toLowerCase();
    suffix = word.startsWith('joint') ? 'joint' : word.startsWith('engage') ? 'engage' : 'replace';
    target = s[2]?.trim() || null;
    rest = rest.slice(0, s.index).trim();
  }
  let route: Square[] | null = null;
  const r = /\(([^()]*)\)\s*$/.exec(rest);
  if (r) {
    route = readRoute(r[1]!);
    if (!route) return { error: `the route "(${r[1]})" is not a list of squares`, rule: '004 3.2.2.4' };
    rest = rest.slice(0, r.index).trim();
  }
  const parts = rest.split(/\s*(?:-+>|=+>|>+|→)\s*/).map((p) => p.trim());
  if (parts.length === 1 && !(suffix === 'joint' && SQUARE_TOKEN.test(parts[0]!))) {
    if (SQUARE_TOKEN.test(parts[0]!)) return { error: 'a move needs "from > to"', rule: '004 3.2.2.5a' };
    // "9J - 9K - 10K": a path without ">" could be a long move or a route; neither is certain.
    if (!route && readRoute(parts[0]!)) return { error: `squares joined by "-" are not a move: write "from > to", a route in ( ) after it (3.2.2.4)`, rule: '004 3.2.2.5a' };
    return null;
  }
  const waypoints: Square[] = [];
  for (const p of parts) {
    const sq = parseSquare(p);
    if (!sq) {
      if (waypoints.length === 0 && !SQUARE_TOKEN.test(p)) return null; // not a move at all
      return { error: `"${p}" is not a square on the map (A-N, 1-38)`, rule: '004 1.2a' };
    }
    waypoints.push(sq);
  }
  if (waypoints.length === 1) waypoints.push(waypoints[0]!); // Joint Engage on its own square (3.2.5.1)
  if ((suffix === 'engage' || suffix === 'replace') && !target) return { error: `"${suffix}" must name the army in the square`, rule: '004 3.2.2.2' };
  return { kind: 'move', waypoints, route, suffix, target };
}

/**
 * Read one line. `isArmyName` says whether a prefix before ":" names an army; a line whose prefix is
 * not an army is read as an order for the poster's own army only if the whole line is an order.
 */
/** Longest line read as an order; orders are short, and capping keeps every regex linear on hostile input. */
export const MAX_ORDER_LINE = 500;

export function readLine(raw: string, isArmyName: (name: string) => boolean): LineReading {
  if (raw.length > 4 * MAX_ORDER_LINE) return { type: 'not-an-order', reason: `longer than ${4 * MAX_ORDER_LINE} characters: not read as an order` };
  const text = stripMarkup(raw);
  if (text.length > MAX_ORDER_LINE) return { type: 'not-an-order', reason: `longer than ${MAX_ORDER_LINE} characters: not read as an order` };
  if (!text) return { type: 'not-an-order', reason: 'blank line' };
  const label = LABEL.exec(text);
  if (label && !isArmyName(text.slice(0, text.search(/\s*(?::|-|–|—)/)))) {
    const rest = readLine(text.slice(label[0].length), isArmyName);
    if (rest.type !== 'not-an-order') return rest;
  }
  const colon = text.indexOf(':');
  if (colon > 0 && colon <= 80) {
    const name = text.slice(0, colon).trim();
    const body = readOrderBody(text.slice(colon + 1));
    if (body && !('error' in body)) {
      if (!isArmyName(name)) return { type: 'bad-order', armyName: name, reason: `there is no army named "${name}"`, rule: '004 3.2.2.5a' };
      return { type: 'order', armyName: name, order: body };
    }
    if (body && 'error' in body) return { type: 'bad-order', armyName: isArmyName(name) ? name : null, reason: body.error, rule: body.rule };
    if (isArmyName(name)) return { type: 'bad-order', armyName: name, reason: `cannot read "${text.slice(colon + 1).trim().slice(0, 80)}" as an order`, rule: '004 3.2.2.5a' };
  }
  const named = nameWithoutColon(text, isArmyName);
  if (named) return named;
  const body = readOrderBody(text);
  if (body && !('error' in body)) return { type: 'order', armyName: null, order: body };
  if (body && 'error' in body) return { type: 'bad-order', armyName: null, reason: body.error, rule: body.rule };
  return { type: 'not-an-order', reason: 'not an order (no army name and no move, intercept, transfer or joint engage)' };
}

/**
 * 004 3.2.2.5: "Gerrard 6F > 6H", "Coalition Proxy 1 - not moving": an army's exact name, then an
 * order, the colon left out. Read only when the words before the order are exactly an army's name
 * (the longest such, so "Raider 1" is not "Raider") and the rest is an order; anything else is left
 * to the other readings.
 */
function nameWithoutColon(text: string, isArmyName: (name: string) => boolean): LineReading | null {
  const words = text.split(' ');
  for (let n = Math.min(words.length - 1, 6); n >= 1; n--) {
    const name = words.slice(0, n).join(' ');
    if (!isArmyName(name)) continue;
    const rest = words.slice(n).join(' ').replace(/^(?:-+|–|—|=|,)\s*/, '');
    const body = readOrderBody(rest);
    if (!body) return null;
    if ('error' in body) return { type: 'bad-order', armyName: name, reason: body.error, rule: body.rule };
    return { type: 'order', armyName: name, order: body };
  }
  return null;
}
