// PNG export of the map as the GM sees it, for forums and e-mails (UX.md, Map): the same Konva
// scene as the screen (the map's layers are cloned, so what is drawn is exactly what is shown),
// at a chosen width, with a title band (game, phase) and a legend of the powers with their centre
// counts (and, when a power has converted centres under 001 B.I(3), a "★ additional home centre"
// line explaining the stars), and a key to the marks: arrows, the red ✕ of a failed order, the
// double ring of a holding unit (mapKey.ts, shared with the screen's key). Returns base64 without the data: prefix, as PlatformBridge.saveFile kind 'png' wants it.
//
// Clones are drawn from vectors, never from the screen's cached bitmap, so text stays crisp at any
// export width (patterns.md: cached nodes do not re-render sharply).
import Konva from 'konva';
import type { MapGeometry } from '../../core/diplomacy/mapGeometry';
import type { Variant } from '../../core/diplomacy/variant';
import type { Position, PowerName } from '../../core/diplomacy/types';
import { mapLayerNames } from './DiplomacyMap';
import { additionalHomeCentres } from './additionalHomeCentres';
import { mapColours, mapFont } from './mapStyle';
import { mapKeyEntries, type MapKeyMark } from './mapKey';

export interface MapExportOptions {
  variant: Variant;
  geometry: MapGeometry;
  position: Position;
  /** First line of the title band, e.g. the game's name. */
  title: string;
  /** Second part of the title, e.g. "Spring 1901 Movement". */
  phase: string;
  /** Width of the image in pixels (default 1200, a common forum width). */
  width?: number;
  /** Draw the order arrows (default true). */
  withOrders?: boolean;
  /** Called with the finished image's stage before it is destroyed (tests read its shapes). */
  inspect?: (stage: Konva.Stage) => void;
}

export interface LegendEntry { power: PowerName; colour: string; centres: number }

/** One line per power in the variant's order, with the supply centres it owns in this position. */
export function legendEntries(variant: Variant, position: Position): LegendEntry[] {
  const counts = new Map<PowerName, number>();
  for (const owner of Object.values(position.centres)) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  return variant.powers.map((p) => ({ power: p.name, colour: p.colour, centres: counts.get(p.name) ?? 0 }));
}

/** Lines explaining the map's marks below the power lines: the star, when one is drawn (001 B.I(3)). */
export function legendNotes(variant: Variant, position: Position): string[] {
  return additionalHomeCentres(variant, position.homeCentres).length > 0 ? ['additional home centre'] : [];
}

/** A small drawing of one map mark, `size` high, its left end at (x, y): as DiplomacyMap draws it. */
function keyIcon(mark: MapKeyMark, x: number, y: number, size: number): Konva.Group {
  const g = new Konva.Group({ name: `legend-key legend-key-${mark}` });
  const w = Math.max(1.5, size * 0.14);
  const ok = mapColours.arrowOk, bad = mapColours.arrowFailed;
  const arrow = (colour: string, dash?: number[]) => new Konva.Arrow({ points: [x, y, x + size * 1.9, y], stroke: colour, fill: colour, strokeWidth: w,
    pointerLength: size * 0.45, pointerWidth: size * 0.45, dash, lineCap: 'round' });
  const cross = (cx: number) => new Konva.Line({ points: [cx - size * 0.3, y - size * 0.3, cx + size * 0.3, y + size * 0.3, cx, y, cx + size * 0.3, y - size * 0.3, cx - size * 0.3, y + size * 0.3], stroke: bad, strokeWidth: w * 1.2 });
  const cx = x + size;
  const r = size * 0.5;
  switch (mark) {
    case 'move': g.add(arrow(ok)); break;
    case 'support': g.add(arrow(ok, [w * 3, w * 2])); break;
    case 'convoy': g.add(arrow(ok, [w * 0.1, w * 2.2])); break;
    case 'failed': g.add(arrow(bad), cross(x + size * 0.8)); break;
    case 'hold':
      g.add(new Konva.Circle({ x: cx, y, radius: r, stroke: mapColours.arrowHalo, strokeWidth: w * 2.4 }),
        new Konva.Circle({ x: cx, y, radius: r, stroke: ok, strokeWidth: w }),
        new Konva.Circle({ x: cx, y, radius: r * 0.55, fill: '#777777' }));
      break;
    case 'build': g.add(new Konva.Circle({ x: cx, y, radius: r, stroke: ok, strokeWidth: w, dash: [w * 2, w * 1.5] })); break;
    case 'remove': g.add(new Konva.Circle({ x: cx, y, radius: r * 0.55, fill: '#777777' }), cross(cx)); break;
    case 'dislodged': g.add(new Konva.Circle({ x: cx, y, radius: r, stroke: mapColours.dislodgedRing, strokeWidth: w, dash: [w * 2, w * 1.2], fill: 'rgba(255,255,255,0.55)' })); break;
  }
  return g;
}

export function exportMapPng(stage: Konva.Stage, options: MapExportOptions): string {
  const width = Math.round(options.width ?? 1200);
  if (!(width >= 200 && width <= 8000)) throw new RangeError(`export width must be 200–8000 px, not ${options.width}`);
  const [minX, minY, vbWidth, vbHeight] = options.geometry.viewBox;
  const scale = width / vbWidth;
  const mapHeight = Math.round(vbHeight * scale);
  const font = Math.max(12, Math.round(width / 60));
  const titleHeight = Math.round(font * 3.4);
  const entries = legendEntries(options.variant, options.position);
  const neutral = options.variant.supplyCentres().length - entries.reduce((n, e) => n + e.centres, 0);
  // The legend's cells: one per power, the neutral centres, and the star if any is drawn.
  const starLine = legendNotes(options.variant, options.position).length > 0;
  const cells = entries.length + 1 + (starLine ? 1 : 0);
  const columns = Math.min(4, cells);
  const rowHeight = Math.round(font * 2);
  const rows = Math.ceil(cells / columns);
  // A second part keys the map's marks (arrows, the red ✕, the double ring of a holding unit…),
  // the same list the screen's key shows (mapKey.ts); only when the orders are drawn.
  const keyed = (options.withOrders ?? true) ? mapKeyEntries : [];
  const keyColumns = 4;
  const keyRows = Math.ceil(keyed.length / keyColumns);
  const legendHeight = (rows + keyRows) * rowHeight + Math.round(font * 1.2);

  const container = document.createElement('div');
  const out = new Konva.Stage({ container, width, height: titleHeight + mapHeight + legendHeight });
  try {
    const map = new Konva.Layer({ listening: false });
    const wanted: string[] = [mapLayerNames.background, mapLayerNames.centres, mapLayerNames.units];
    if (options.withOrders ?? true) wanted.push(mapLayerNames.arrows);
    const group = new Konva.Group({ x: -minX * scale, y: titleHeight - minY * scale, scaleX: scale, scaleY: scale });
    for (const name of wanted) {
      const layer = stage.findOne<Konva.Layer>(`.${name}`);
      if (!layer) throw new Error(`the map has no '${name}' layer to export`);
      for (const child of layer.getChildren()) group.add(child.clone({ listening: false, draggable: false }));
    }
    map.add(group);
    out.add(map);

    const frame = new Konva.Layer({ listening: false });
    frame.add(new Konva.Rect({ x: 0, y: 0, width, height: titleHeight, fill: mapColours.titleBand }));
    frame.add(new Konva.Text({
      x: font, y: Math.round(titleHeight / 2 - font * 0.6), width: width - 2 * font, text: options.title,
      fontFamily: mapFont, fontSize: Math.round(font * 1.25), fontStyle: 'bold', fill: mapColours.titleText, ellipsis: true, wrap: 'none',
    }));
    frame.add(new Konva.Text({
      x: font, y: Math.round(titleHeight / 2 - font * 0.6), width: width - 2 * font, text: options.phase, align: 'right',
      fontFamily: mapFont, fontSize: Math.round(font * 1.25), fill: mapColours.titleText, wrap: 'none',
    }));
    const legendTop = titleHeight + mapHeight;
    frame.add(new Konva.Rect({ x: 0, y: legendTop, width, height: legendHeight, fill: mapColours.legendBand, name: 'legend' }));
    const cellWidth = (width - 2 * font) / columns;
    const cell = (index: number) => ({
      x: font + (index % columns) * cellWidth,
      y: legendTop + Math.round(font * 0.6) + Math.floor(index / columns) * rowHeight,
    });
    entries.forEach((e, index) => {
      const { x, y } = cell(index);
      frame.add(new Konva.Rect({ x, y: y + font * 0.15, width: font * 1.2, height: font * 1.2, fill: e.colour, stroke: mapColours.unitOutline, strokeWidth: 1 }));
      frame.add(new Konva.Text({
        x: x + font * 1.7, y: y + font * 0.2, text: `${e.power}  ${e.centres}`, fontFamily: mapFont, fontSize: font, fill: '#1d1a14',
      }));
    });
    const { x, y } = cell(entries.length);
    frame.add(new Konva.Circle({ x: x + font * 0.6, y: y + font * 0.75, radius: font * 0.45, stroke: mapColours.centreNeutral, strokeWidth: 2 }));
    frame.add(new Konva.Text({ x: x + font * 1.7, y: y + font * 0.2, text: `Neutral  ${neutral}`, fontFamily: mapFont, fontSize: font, fill: '#1d1a14' }));
    if (starLine) {
      const at = cell(entries.length + 1);
      frame.add(new Konva.Star({
        x: at.x + font * 0.6, y: at.y + font * 0.75, numPoints: 5, outerRadius: font * 0.65, innerRadius: font * 0.29,
        fill: mapColours.centreNeutral, stroke: mapColours.unitOutline, strokeWidth: 1, name: 'legend-additional-home-centre',
      }));
      frame.add(new Konva.Text({ x: at.x + font * 1.7, y: at.y + font * 0.2, text: legendNotes(options.variant, options.position)[0], fontFamily: mapFont, fontSize: font, fill: '#1d1a14' }));
    }
    const keyTop = legendTop + Math.round(font * 0.6) + rows * rowHeight;
    const keyWidth = (width - 2 * font) / keyColumns;
    keyed.forEach((entry, index) => {
      const x = font + (index % keyColumns) * keyWidth;
      const y = keyTop + Math.floor(index / keyColumns) * rowHeight;
      frame.add(keyIcon(entry.mark, x, y + font * 0.75, font));
      frame.add(new Konva.Text({ x: x + font * 2.4, y: y + font * 0.2, text: entry.label, fontFamily: mapFont, fontSize: font, fill: '#1d1a14' }));
    });
    out.add(frame);
    options.inspect?.(out);

    const url = out.toDataURL({ mimeType: 'image/png', pixelRatio: 1 });
    return url.replace(/^data:image\/png;base64,/, '');
  } finally {
    out.destroy();
  }
}
