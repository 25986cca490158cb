#!/usr/bin/env python3
"""Builds assets/variants/<id>/geometry.json (the map drawing data) from the shared reference files.

    python3 tools/import-geometry.py [path/to/shared/reference/maps]

Input (default /work/shared/reference/maps):
  standard/geometry-godip-classical.json   province outlines from godip's classical map.svg (GPL-3.0)
  standard/standard-data.json              unit positions per location (coasts too), godip id mapping
  maharajah/geometry-godip.json            province outlines from godip PR #173 maharajahmap.svg (GPL-3.0)
  maharajah/maharajah-data.json            unit positions, label anchors, godip id mapping

Output, keyed by OUR province ids (the variant.json ids; godip ids are only a lookup key here):
  viewBox               [minX, minY, width, height]
  provinces[id]         path (SVG path data), label {x, y, rotate}, supplyCentre {x, y} (centres only)
  coastAreas[loc]       separate outlines of split coasts (stp/nc ...) where the source has them
  locations[loc]        {x, y} where a unit on that location is drawn (and snapped to)
  rivers[]              {name, lines: [[x0, y0, x1, y1, ...], ...]} (Maharajah only)

Why some positions are computed here rather than read:
- Supply-centre markers: the sources put the centre marker exactly where the unit stands, so a unit
  would hide it. We place the marker on a small ring around the unit position, inside the province,
  as far from the border as the ring allows.
- Standard labels: the shared files carry no label anchors for the classical map, so the label goes
  to the point inside the province farthest from its border, the unit and the centre marker.
- Rivers: the shared Maharajah geometry has no river strokes. Rivers in that map run along province
  borders (river provinces are the ones on their banks, 001 B.I(2)), so each river is drawn on the
  border shared by two provinces of the same river that are fleet-adjacent.
"""
import json
import math
import os
import re
import sys

REF = sys.argv[1] if len(sys.argv) > 1 else '/work/shared/reference/maps'
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

# ---- SVG path data -> polygons (same command set as core/diplomacy/mapGeometry.ts) ------------

TOKEN = re.compile(r'[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?')
CURVE_STEPS = 8


def path_to_polygons(d):
    """Flattens path data to a list of closed rings [(x, y), ...]; curves are sampled."""
    tokens = TOKEN.findall(d)
    rings, ring = [], []
    i, cmd = 0, None
    x = y = sx = sy = 0.0
    last_ctrl = None

    def num():
        nonlocal i
        v = float(tokens[i])
        i += 1
        return v

    def close_ring():
        nonlocal ring
        if len(ring) >= 3:
            rings.append(ring)
        ring = []

    while i < len(tokens):
        t = tokens[i]
        if re.match(r'[A-Za-z]', t):
            cmd = t
            i += 1
            if cmd in 'Zz':
                close_ring()
                x, y = sx, sy
                last_ctrl = None
                continue
        rel = cmd.islower()
        c = cmd.upper()
        if c == 'M':
            nx, ny = num(), num()
            if rel:
                nx, ny = x + nx, y + ny
            close_ring()
            x, y, sx, sy = nx, ny, nx, ny
            ring = [(x, y)]
            cmd = 'l' if rel else 'L'  # further pairs are line-tos
            last_ctrl = None
        elif c == 'L':
            nx, ny = num(), num()
            x, y = (x + nx, y + ny) if rel else (nx, ny)
            ring.append((x, y))
            last_ctrl = None
        elif c == 'H':
            nx = num()
            x = x + nx if rel else nx
            ring.append((x, y))
            last_ctrl = None
        elif c == 'V':
            ny = num()
            y = y + ny if rel else ny
            ring.append((x, y))
            last_ctrl = None
        elif c in 'CS':
            if c == 'C':
                x1, y1 = num(), num()
                if rel:
                    x1, y1 = x + x1, y + y1
            else:
                x1, y1 = (2 * x - last_ctrl[0], 2 * y - last_ctrl[1]) if last_ctrl else (x, y)
            x2, y2, ex, ey = num(), num(), num(), num()
            if rel:
                x2, y2, ex, ey = x + x2, y + y2, x + ex, y + ey
            for k in range(1, CURVE_STEPS + 1):
                t_ = k / CURVE_STEPS
                u = 1 - t_
                ring.append((u ** 3 * x + 3 * u * u * t_ * x1 + 3 * u * t_ * t_ * x2 + t_ ** 3 * ex,
                             u ** 3 * y + 3 * u * u * t_ * y1 + 3 * u * t_ * t_ * y2 + t_ ** 3 * ey))
            last_ctrl = (x2, y2)
            x, y = ex, ey
        elif c in 'QT':
            if c == 'Q':
                x1, y1 = num(), num()
                if rel:
                    x1, y1 = x + x1, y + y1
            else:
                x1, y1 = (2 * x - last_ctrl[0], 2 * y - last_ctrl[1]) if last_ctrl else (x, y)
            ex, ey = num(), num()
            if rel:
                ex, ey = x + ex, y + ey
            for k in range(1, CURVE_STEPS + 1):
                t_ = k / CURVE_STEPS
                u = 1 - t_
                ring.append((u * u * x + 2 * u * t_ * x1 + t_ * t_ * ex, u * u * y + 2 * u * t_ * y1 + t_ * t_ * ey))
            last_ctrl = (x1, y1)
            x, y = ex, ey
        elif c == 'A':
            # Arcs are drawn as their chord; none of the shipped maps uses them.
            for _ in range(5):
                num()
            ex, ey = num(), num()
            x, y = (x + ex, y + ey) if rel else (ex, ey)
            ring.append((x, y))
            last_ctrl = None
        else:
            raise ValueError('unsupported path command %r' % cmd)
    close_ring()
    return rings


def inside(rings, px, py):
    """Even-odd point-in-polygon over all rings (holes count as outside)."""
    hit = False
    for ring in rings:
        n = len(ring)
        for k in range(n):
            (x1, y1), (x2, y2) = ring[k], ring[k - 1]
            if (y1 > py) != (y2 > py) and px < (x2 - x1) * (py - y1) / (y2 - y1) + x1:
                hit = not hit
    return hit


def seg_dist(px, py, a, b):
    (x1, y1), (x2, y2) = a, b
    dx, dy = x2 - x1, y2 - y1
    l2 = dx * dx + dy * dy
    t = 0 if l2 == 0 else max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / l2))
    return math.hypot(px - x1 - t * dx, py - y1 - t * dy)


def edge_dist(rings, px, py):
    return min(seg_dist(px, py, ring[k], ring[k - 1]) for ring in rings for k in range(len(ring)))


def bbox(rings):
    xs = [p[0] for r in rings for p in r]
    ys = [p[1] for r in rings for p in r]
    return min(xs), min(ys), max(xs), max(ys)


def r2(v):
    return round(v, 2)


# ---- placement of centre markers and labels -------------------------------------------------

def centre_marker(rings, unit):
    """A point on a ring around the unit, inside the province, as far from the border as possible."""
    best, best_score = None, -1.0
    for radius in (33, 29, 37, 25, 41):
        for k in range(16):
            a = math.pi / 2 + k * math.pi / 8  # start below the unit, then sweep around
            px, py = unit[0] + radius * math.cos(a), unit[1] + radius * math.sin(a)
            if not inside(rings, px, py):
                continue
            score = min(edge_dist(rings, px, py), 10.0) - k * 0.01  # prefer "below" on ties
            if score > best_score:
                best, best_score = (px, py), score
        if best_score >= 8:
            break
    return best if best else unit


def label_anchor(rings, unit, others, unit_radius):
    """The grid point inside the province that keeps the name clear of the border, the unit
    symbol and the centre marker; in small provinces the best compromise."""
    x0, y0, x1, y1 = bbox(rings)
    step = max(3.0, min(x1 - x0, y1 - y0) / 16)
    best, best_score = None, -1e9
    yy = y0 + step / 2
    while yy < y1:
        xx = x0 + step / 2
        while xx < x1:
            if inside(rings, xx, yy):
                # A name is wider than tall: keep more room sideways from the unit than above it.
                to_unit = math.hypot((xx - unit[0]) / 1.6, yy - unit[1]) - unit_radius * 1.1
                clear = min([edge_dist(rings, xx, yy), to_unit] + [math.hypot(xx - ax, yy - ay) - 8 for ax, ay in others])
                if clear > best_score:
                    best, best_score = (xx, yy), clear
            xx += step
        yy += step
    if best is None:  # tiny or degenerate shape: fall back to the bbox centre
        best = ((x0 + x1) / 2, (y0 + y1) / 2)
    return best


# ---- rivers ----------------------------------------------------------------------------------

def shared_border(rings_a, rings_b, tolerance=2.0):
    """Polylines of A's outline that lie on B's outline (their common border)."""
    lines = []
    for ring in rings_a:
        on = [edge_dist(rings_b, p[0], p[1]) <= tolerance for p in ring]
        n = len(ring)
        if all(on):
            lines.append(ring + [ring[0]])
            continue
        start = next(k for k in range(n) if not on[k])  # walk from a point off the border
        current = []
        for j in range(1, n + 1):
            k = (start + j) % n
            if on[k]:
                current.append(ring[k])
            else:
                if len(current) >= 2:
                    lines.append(current)
                current = []
        if len(current) >= 2:
            lines.append(current)
    return lines


def river_lines(variant, rings_by_id):
    rivers = []
    fleet = variant['adjacency']['fleet']
    for river in variant['rivers']:
        members = set(river['provinces'])
        pairs = sorted({tuple(sorted((a, b))) for a in members for b in fleet.get(a, []) if b in members})
        lines = []
        for a, b in pairs:
            for line in shared_border(rings_by_id[a], rings_by_id[b]):
                flat = []
                for x, y in line:
                    flat += [r2(x), r2(y)]
                lines.append(flat)
        rivers.append({'name': river['name'], 'between': [list(p) for p in pairs], 'lines': lines})
    return rivers


# ---- per variant ------------------------------------------------------------------------------

def parse_viewbox(text):
    return [float(v) for v in text.split()]


def build(variant, source_paths, unit_pos, labels, source_note, view_width):
    """source_paths: location -> path d (our ids); unit_pos: location -> (x, y); labels: id -> source
    label or None. A source label is kept only where it does not sit under the unit symbol."""
    unit_radius = 17 * view_width / 1524  # renderer/map/mapStyle.ts unitRadius
    provinces, locations, coast_areas = {}, {}, {}
    rings_by_id = {}
    for p in variant['provinces']:
        pid = p['id']
        d = source_paths[pid]
        rings = path_to_polygons(d)
        rings_by_id[pid] = rings
        unit = unit_pos[pid]
        locations[pid] = {'x': r2(unit[0]), 'y': r2(unit[1])}
        entry = {'path': d}
        avoid = []
        if p['supplyCentre']:
            sc = centre_marker(rings, unit)
            entry['supplyCentre'] = {'x': r2(sc[0]), 'y': r2(sc[1])}
            avoid.append(sc)
        for coast in p['coasts']:
            loc = '%s/%s' % (pid, coast)
            cu = unit_pos[loc]
            locations[loc] = {'x': r2(cu[0]), 'y': r2(cu[1])}
            avoid.append(cu)
            if loc in source_paths:
                coast_areas[loc] = source_paths[loc]
        label = labels.get(pid)
        if label is not None and (math.hypot(label['x'] - unit[0], label['y'] - unit[1]) < 2.2 * unit_radius
                                  or any(math.hypot(label['x'] - ax, label['y'] - ay) < 20 for ax, ay in avoid)):
            label = None
        if label is None:
            lx, ly = label_anchor(rings, unit, avoid, unit_radius)
            label = {'x': r2(lx), 'y': r2(ly), 'rotate': 0}
        entry['label'] = label
        provinces[pid] = entry
    out = {
        'source': source_note,
        'licence': 'GPL-3.0 (godip); see ATTRIBUTION.md',
        'generatedBy': 'tools/import-geometry.py',
        'provinces': provinces,
        'locations': locations,
    }
    if coast_areas:
        out['coastAreas'] = coast_areas
    return out, rings_by_id


def standard():
    geo = json.load(open(os.path.join(REF, 'standard/geometry-godip-classical.json')))
    data = json.load(open(os.path.join(REF, 'standard/standard-data.json')))
    variant = json.load(open(os.path.join(ROOT, 'assets/variants/standard/variant.json')))
    paths, unit_pos = {}, {}
    for loc, info in data['locations'].items():
        godip = info['ids']['godip']  # mao <- mid, nao <- nat, nwg <- nrg, lyo <- gol (check.md §3)
        paths[loc] = geo['provinces'][godip]['d']
        unit_pos[loc] = info['geometry']['godipSvg']['unitPos']
    out, _ = build(variant, paths, unit_pos, {}, 'godip classical map.svg via shared/reference/maps/standard',
                   parse_viewbox(geo['viewBox'])[2])
    return {'viewBox': parse_viewbox(geo['viewBox']), **out, 'rivers': []}


def maharajah():
    geo = json.load(open(os.path.join(REF, 'maharajah/geometry-godip.json')))
    data = json.load(open(os.path.join(REF, 'maharajah/maharajah-data.json')))
    variant = json.load(open(os.path.join(ROOT, 'assets/variants/maharajah/variant.json')))
    paths, unit_pos, labels = {}, {}, {}
    for abbr, info in data['provinces'].items():
        ours = abbr.lower()  # our ids are the lower-cased official abbreviations (001 B.IV(2))
        paths[ours] = geo['provinces'][info['godipId']]['d']
        g = info['geometry']
        unit_pos[ours] = g['unitPos']
        lab = g['label']
        labels[ours] = {'x': r2(lab['x']), 'y': r2(lab['y']), 'rotate': r2(lab['rotate'])}
    out, rings = build(variant, paths, unit_pos, labels, 'godip PR #173 maharajahmap.svg via shared/reference/maps/maharajah',
                       parse_viewbox(geo['viewBox'])[2])
    return {'viewBox': parse_viewbox(geo['viewBox']), **out, 'rivers': river_lines(variant, rings)}


def write(variant_id, geometry):
    # Key order: viewBox first, then the rest as built; compact per-entry lines keep diffs readable.
    target = os.path.join(ROOT, 'assets/variants', variant_id, 'geometry.json')
    with open(target, 'w') as f:
        json.dump(geometry, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print('wrote', os.path.relpath(target, ROOT), len(geometry['provinces']), 'provinces',
          len(geometry['locations']), 'locations', sum(len(r['lines']) for r in geometry['rivers']), 'river lines')


if __name__ == '__main__':
    write('standard', standard())
    write('maharajah', maharajah())
