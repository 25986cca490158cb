// Map geometry as pure data and maths: the province outlines of assets/variants/<id>/geometry.json
// turned into polygons, and the questions the map asks of them: which province is under this point
// (a click, a dropped unit) and where on that province a dropped unit should stand.
//
// Kept out of the renderer on purpose: the snapping rules are game rules (a fleet on a split-coast
// province stands on one named coast, an army never on a sea, a Maharajah fleet may stand on a river
// province, 001 B.I(2)a), so they are tested here without a canvas.
import type { Location, ProvinceId, UnitType } from './types';
import { provinceOf, type Variant } from './variant';

export interface Point { x: number; y: number }

/** A closed ring of points; the last point joins the first. */
export type Ring = Point[];

export interface ProvinceGeometry {
  /** SVG path data of the outline, drawn as is by the map. */
  path: string;
  /** Where the province's name goes, with the text's rotation in degrees. */
  label: Point & { rotate: number };
  /** The supply-centre marker; present on supply centres only. */
  supplyCentre?: Point;
}

export interface RiverGeometry {
  name: string;
  /** The pairs of river provinces whose common border the river follows. */
  between: [ProvinceId, ProvinceId][];
  /** Polylines as flat [x0, y0, x1, y1, ...] lists. */
  lines: number[][];
}

/** The data file `assets/variants/<id>/geometry.json`. */
export interface MapGeometry {
  /** [minX, minY, width, height] of the drawing, as in an SVG viewBox. */
  viewBox: [number, number, number, number];
  provinces: Record<ProvinceId, ProvinceGeometry>;
  /** Outlines of the named coasts of split-coast provinces (`stp/nc`), where the source has them. */
  coastAreas?: Record<Location, string>;
  /** Where a unit on each location is drawn: every province and every coast (`spa/nc`). */
  locations: Record<Location, Point>;
  rivers: RiverGeometry[];
}

export class PathDataError extends Error {}

const TOKEN = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
/** Points per flattened curve: enough for hit-testing; the screen draws the real curve. */
const CURVE_STEPS = 8;

/**
 * Parses SVG path data into closed rings. Handles M L H V C S Q T A Z in absolute and relative
 * form; curves are flattened into CURVE_STEPS points, arcs into their chord (no shipped map has
 * one). Throws PathDataError on a command or number that is not there.
 */
export function parsePath(d: string): Ring[] {
  const stray = d.replace(TOKEN, '').replace(/[\s,]+/g, '');
  if (stray) throw new PathDataError(`path data has characters that are neither commands nor numbers: '${stray.slice(0, 20)}'`);
  const tokens = d.match(TOKEN) ?? [];
  const rings: Ring[] = [];
  let ring: Ring = [];
  let i = 0;
  let cmd = '';
  let x = 0, y = 0, startX = 0, startY = 0;
  let lastControl: Point | undefined;

  const num = (): number => {
    const t = tokens[i++];
    if (t === undefined || /^[A-Za-z]$/.test(t)) throw new PathDataError(`path data ends or breaks after command '${cmd}'`);
    return Number(t);
  };
  const closeRing = () => {
    if (ring.length >= 3) rings.push(ring);
    ring = [];
  };
  const cubic = (x1: number, y1: number, x2: number, y2: number, ex: number, ey: number) => {
    for (let k = 1; k <= CURVE_STEPS; k++) {
      const t = k / CURVE_STEPS, u = 1 - t;
      ring.push({
        x: u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * ex,
        y: u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * ey,
      });
    }
  };
  const quadratic = (x1: number, y1: number, ex: number, ey: number) => {
    for (let k = 1; k <= CURVE_STEPS; k++) {
      const t = k / CURVE_STEPS, u = 1 - t;
      ring.push({ x: u * u * x + 2 * u * t * x1 + t * t * ex, y: u * u * y + 2 * u * t * y1 + t * t * ey });
    }
  };

  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/^[A-Za-z]$/.test(t)) {
      cmd = t;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        closeRing();
        x = startX; y = startY;
        lastControl = undefined;
        continue;
      }
    } else if (cmd === '') {
      throw new PathDataError('path data must start with a command');
    }
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0, oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'M': {
        const nx = num() + ox, ny = num() + oy;
        closeRing();
        x = startX = nx; y = startY = ny;
        ring = [{ x, y }];
        cmd = rel ? 'l' : 'L'; // further coordinate pairs after a moveto are line-tos
        lastControl = undefined;
        break;
      }
      case 'L': x = num() + ox; y = num() + oy; ring.push({ x, y }); lastControl = undefined; break;
      case 'H': x = num() + ox; ring.push({ x, y }); lastControl = undefined; break;
      case 'V': y = num() + oy; ring.push({ x, y }); lastControl = undefined; break;
      case 'C': case 'S': {
        let x1: number, y1: number;
        if (cmd.toUpperCase() === 'C') { x1 = num() + ox; y1 = num() + oy; }
        else { x1 = lastControl ? 2 * x - lastControl.x : x; y1 = lastControl ? 2 * y - lastControl.y : y; }
        const x2 = num() + ox, y2 = num() + oy, ex = num() + ox, ey = num() + oy;
        cubic(x1, y1, x2, y2, ex, ey);
        lastControl = { x: x2, y: y2 };
        x = ex; y = ey;
        break;
      }
      case 'Q': case 'T': {
        let x1: number, y1: number;
        if (cmd.toUpperCase() === 'Q') { x1 = num() + ox; y1 = num() + oy; }
        else { x1 = lastControl ? 2 * x - lastControl.x : x; y1 = lastControl ? 2 * y - lastControl.y : y; }
        const ex = num() + ox, ey = num() + oy;
        quadratic(x1, y1, ex, ey);
        lastControl = { x: x1, y: y1 };
        x = ex; y = ey;
        break;
      }
      case 'A': {
        for (let k = 0; k < 5; k++) num(); // radii, rotation, flags: the chord ignores them
        x = num() + ox; y = num() + oy;
        ring.push({ x, y });
        lastControl = undefined;
        break;
      }
      default:
        throw new PathDataError(`unsupported path command '${cmd}'`);
    }
  }
  closeRing();
  return rings;
}

/** Even-odd rule over all rings, so a hole (a lake, an enclave) counts as outside. */
export function pointInRings(rings: readonly Ring[], p: Point): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let k = 0, j = ring.length - 1; k < ring.length; j = k++) {
      const a = ring[k]!, b = ring[j]!;
      if ((a.y > p.y) !== (b.y > p.y) && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
  }
  return inside;
}

interface PreparedProvince { id: ProvinceId; rings: Ring[]; minX: number; minY: number; maxX: number; maxY: number; area: number }

// Parsing 75 outlines takes a few milliseconds; do it once per geometry object, not per drag move.
const prepared = new WeakMap<MapGeometry, PreparedProvince[]>();

function prepare(geometry: MapGeometry): PreparedProvince[] {
  let list = prepared.get(geometry);
  if (list) return list;
  list = Object.entries(geometry.provinces).map(([id, g]) => {
    const rings = parsePath(g.path);
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const r of rings) for (const p of r) {
      minX = Math.min(minX, p.x); minY = Math.min(minY, p.y); maxX = Math.max(maxX, p.x); maxY = Math.max(maxY, p.y);
    }
    return { id, rings, minX, minY, maxX, maxY, area: (maxX - minX) * (maxY - minY) };
  });
  prepared.set(geometry, list);
  return list;
}

/**
 * The province under a point in map coordinates, or undefined off the map (Switzerland, the frame).
 * Where traced outlines overlap by a hair, the smaller province wins: it is the one the eye sees.
 */
export function provinceAt(geometry: MapGeometry, x: number, y: number): ProvinceId | undefined {
  let best: PreparedProvince | undefined;
  for (const p of prepare(geometry)) {
    if (x < p.minX || x > p.maxX || y < p.minY || y > p.maxY) continue;
    if (!pointInRings(p.rings, { x, y })) continue;
    if (!best || p.area < best.area) best = p;
  }
  return best?.id;
}

function distance(a: Point, b: Point): number { return Math.hypot(a.x - b.x, a.y - b.y); }

/**
 * Where a unit of this type dropped at `point` on `province` stands: the province itself, or for a
 * fleet on a split-coast province the coast whose unit position is nearer the drop point
 * (a fleet is on one named coast). Undefined when the unit cannot stand there at all
 * (an army on a sea, a fleet inland).
 */
export function nearestLocation(
  variant: Variant, geometry: MapGeometry, type: UnitType, province: ProvinceId, point: Point,
): Location | undefined {
  const data = variant.province(province);
  if (!data) return undefined;
  if (type === 'F' && data.coasts.length > 0) {
    let best: Location | undefined;
    let bestDistance = Infinity;
    for (const coast of data.coasts) {
      const loc = `${province}/${coast}`;
      const pos = geometry.locations[loc];
      if (!pos || !variant.canOccupy('F', loc)) continue;
      const d = distance(pos, point);
      if (d < bestDistance) { best = loc; bestDistance = d; }
    }
    return best;
  }
  return variant.canOccupy(type, province) ? province : undefined;
}

export interface UnitDrop { province: ProvinceId; location: Location }

/** A drop in map coordinates, resolved to a province and a legal location; undefined = snap back. */
export function resolveUnitDrop(variant: Variant, geometry: MapGeometry, type: UnitType, point: Point): UnitDrop | undefined {
  const province = provinceAt(geometry, point.x, point.y);
  if (!province) return undefined;
  const location = nearestLocation(variant, geometry, type, province, point);
  return location ? { province, location } : undefined;
}

/** Where a unit at `location` is drawn; a coast-less name of a split-coast province uses the province's own point. */
export function unitPoint(geometry: MapGeometry, location: Location): Point | undefined {
  return geometry.locations[location] ?? geometry.locations[provinceOf(location)];
}
