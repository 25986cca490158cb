// PNG export of the Coalition grid map for the forum (004 1.2): the same Konva scene as the screen
// (the map's layers are cloned, so what is drawn is exactly what is shown) at a chosen width, with a
// title band and a legend — terrain key (004 1.2c), base/portal/town marks and the sides' tokens
// (004 1.2b). Returns base64 without the data: prefix, as PlatformBridge.saveFile kind 'png' wants.
// Clones are drawn from vectors, never from the screen's cached terrain bitmap, so the image stays
// crisp at any width.
import Konva from 'konva';
import { gridLayerNames } from './GridMap';
import { gridColours, gridFont } from './gridStyle';
import { legendItems, shortenedNote, tokenNote } from './legend';

export interface GridExportOptions {
  title: string;
  /** Right-hand side of the title band, e.g. "Turn 2". */
  subtitle: string;
  /** Image width in pixels (default 900). */
  width?: number;
  /** Armies whose name on the map is shortened: the short name and the full one, for the key. */
  shortened?: { short: string; full: string }[];
}

export { legendItems, shortenedNote, tokenNote, type LegendItem } from './legend';

export function exportGridPng(stage: Konva.Stage, options: GridExportOptions): string {
  const width = Math.round(options.width ?? 900);
  if (!(width >= 200 && width <= 8000)) throw new RangeError(`export width must be 200–8000 px, not ${options.width}`);
  const scale = width / stage.width();
  const mapHeight = Math.round(stage.height() * scale);
  const font = Math.max(11, Math.round(width / 55));
  const titleHeight = Math.round(font * 3.2);
  const items = legendItems();
  const columns = width >= 900 ? 4 : width >= 520 ? 3 : 2;
  const rowHeight = Math.round(font * 1.9);
  const notes = [tokenNote, shortenedNote(options.shortened ?? [])].filter(Boolean).join('\n');
  // Room for the notes: about one line per (width / half a font) characters.
  const noteLines = notes.split('\n').reduce((n, line) => n + Math.ceil((line.length * font * 0.5) / (width - 2 * font)), 0);
  const legendHeight = Math.ceil(items.length / columns) * rowHeight + Math.round(noteLines * font * 1.25) + Math.round(font * 2.4);

  const container = document.createElement('div');
  const out = new Konva.Stage({ container, width, height: titleHeight + mapHeight + legendHeight });
  try {
    const map = new Konva.Layer({ listening: false });
    const group = new Konva.Group({ x: 0, y: titleHeight, scaleX: scale, scaleY: scale });
    for (const name of [gridLayerNames.terrain, gridLayerNames.sites, gridLayerNames.trails, gridLayerNames.armies]) {
      const layer = stage.findOne<Konva.Layer>(`.${name}`);
      if (!layer) throw new Error(`the map has no '${name}' layer to export`);
      for (const child of layer.getChildren()) group.add(child.clone({ listening: false, draggable: false }));
    }
    // The on-screen selection ring is the judge's, not part of the published map.
    for (const disc of group.find<Konva.Circle>('.army-disc')) disc.stroke(gridColours.outline).strokeWidth(1.2);
    map.add(group);
    out.add(map);

    const frame = new Konva.Layer({ listening: false });
    frame.add(new Konva.Rect({ x: 0, y: 0, width, height: titleHeight, fill: gridColours.titleBand }));
    const titleY = Math.round(titleHeight / 2 - font * 0.65);
    frame.add(new Konva.Text({ x: font, y: titleY, width: width * 0.65, text: options.title, fontFamily: gridFont, fontSize: Math.round(font * 1.3), fontStyle: 'bold', fill: gridColours.titleText, ellipsis: true, wrap: 'none' }));
    frame.add(new Konva.Text({ x: font, y: titleY, width: width - 2 * font, text: options.subtitle, align: 'right', fontFamily: gridFont, fontSize: Math.round(font * 1.3), fill: gridColours.titleText, wrap: 'none' }));
    const top = titleHeight + mapHeight;
    frame.add(new Konva.Rect({ x: 0, y: top, width, height: legendHeight, fill: gridColours.band }));
    const cellWidth = (width - 2 * font) / columns;
    const box = font * 1.1;
    items.forEach((item, i) => {
      const x = font + (i % columns) * cellWidth;
      const y = top + Math.round(font * 0.7) + Math.floor(i / columns) * rowHeight;
      if (item.kind === 'terrain') frame.add(new Konva.Rect({ x, y, width: box, height: box, fill: item.colour, stroke: gridColours.outline, strokeWidth: 1 }));
      else if (item.kind === 'base' || item.kind === 'portal') {
        frame.add(new Konva.Rect({ x, y, width: box, height: box, stroke: gridColours.outline, strokeWidth: 1 }));
        frame.add(new Konva.Rect({ x: x + 2.5, y: y + 2.5, width: box - 5, height: box - 5, stroke: item.colour, strokeWidth: 4 }));
      } else if (item.kind === 'town') {
        frame.add(new Konva.Line({ points: [x + box / 2, y, x + box, y + box * 0.35, x + box, y + box, x, y + box, x, y + box * 0.35], closed: true, stroke: gridColours.town, strokeWidth: 1.5 }));
      } else if (item.kind === 'trail') {
        frame.add(new Konva.Arrow({ points: [x, y + box / 2, x + box * 1.6, y + box / 2], stroke: item.colour, fill: item.colour, strokeWidth: 2, pointerLength: box * 0.45, pointerWidth: box * 0.45, ...(item.dashed ? { dash: [box * 0.35, box * 0.2] } : {}) }));
      } else frame.add(new Konva.Circle({ x: x + box / 2, y: y + box / 2, radius: box / 2, fill: item.colour, stroke: gridColours.outline, strokeWidth: 1 }));
      frame.add(new Konva.Text({ x: x + box * (item.kind === 'trail' ? 1.6 : 1) + font * 0.5, y: y + 1, text: item.label, fontFamily: gridFont, fontSize: font, fill: gridColours.bandText }));
    });
    frame.add(new Konva.Text({ x: font, y: top + Math.round(font * 0.7) + Math.ceil(items.length / columns) * rowHeight, width: width - 2 * font, text: notes, fontFamily: gridFont, fontSize: Math.round(font * 0.9), fontStyle: 'italic', fill: gridColours.bandText }));
    out.add(frame);
    const url = out.toDataURL({ mimeType: 'image/png', pixelRatio: 1 });
    return url.replace(/^data:image\/png;base64,/, '');
  } finally {
    out.destroy();
  }
}
