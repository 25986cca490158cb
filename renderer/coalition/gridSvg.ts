// The published Coalition grid map (004 1.2) as one SVG document: title band, terrain grid with its
// letter and number bands, bases/portals/towns, this turn's move trails, the army tokens (rank on
// the disc, short name under it) and the legend. Pure string building — no DOM, no Konva — so the
// command line (`adjutant coalition map`, rasterised with resvg) and the app (its Save map PNG…,
// drawn to a canvas by svgToPng.ts) publish the same picture. The geometry is gridLayout's, as
// the screen's Konva map; the colours gridStyle's; the legend and its notes legend.ts's.
//
// Army, base and round names are written by players: every string reaches the SVG through
// xmlText/xmlAttr, never as markup.
import { COLUMNS, ROWS, terrainAt, type Round } from '../../core/coalition/index';
import { armyTokens, gridGeometry, nameSize as nameSizeOf, shortNames, siteMarks, squareOrigin, tokenLabel, trailLines, type GridGeometry, type SiteMark } from './gridLayout';
import { baseColours, gridColours, gridFont, portalColour, teamColours, terrainColours } from './gridStyle';
import { legendItems, shortenedNote, tokenNote } from './legend';

export interface GridSvgInput {
  round: Pick<Round, 'terrain' | 'bases' | 'portals' | 'towns' | 'armies'>;
  /** This turn's moves (the turn report's movements), drawn as trails. */
  moves?: readonly { army: string; path: readonly string[]; status: string }[];
  title: string;
  /** Right-hand side of the title band, e.g. "After turn 2". */
  subtitle: string;
  /** Image width in pixels (default 900). */
  width?: number;
  /** 004 1.2c: the terrain-only grid (no armies, no trails). */
  terrainOnly?: boolean;
}

export interface GridSvg { svg: string; width: number; height: number }

/** The pixels per square the map is drawn at before it is scaled to the chosen width (the screen's). */
const DRAW_CELL = 22;

/** A player's string as XML character data: the five markup characters escaped, control characters dropped. */
export function xmlText(s: string): string {
  // XML 1.0 forbids most C0 controls even as references; a pasted name with one would make the file unreadable.
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}
const xmlAttr = xmlText;

const n = (v: number) => String(Math.round(v * 100) / 100);

function text(x: number, y: number, s: string, o: { size: number; fill: string; anchor?: 'start' | 'middle' | 'end'; bold?: boolean; italic?: boolean; middle?: boolean; halo?: { colour: string; width: number }; cls?: string }): string {
  const attrs = [
    `x="${n(x)}"`, `y="${n(y)}"`, `font-family="${xmlAttr(gridFont)}"`, `font-size="${n(o.size)}"`, `fill="${o.fill}"`,
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '', o.bold ? 'font-weight="bold"' : '', o.italic ? 'font-style="italic"' : '',
    o.middle ? 'dominant-baseline="central"' : '',
    // Stroke under the fill, as Konva's fillAfterStrokeEnabled: a halo that keeps the letters whole.
    o.halo ? `stroke="${o.halo.colour}" stroke-width="${n(o.halo.width)}" stroke-linejoin="round" paint-order="stroke"` : '',
    o.cls ? `class="${o.cls}"` : '',
  ].filter(Boolean).join(' ');
  return `<text ${attrs}>${xmlText(s)}</text>`;
}

function terrainScene(g: GridGeometry, terrain: string[]): string {
  const out: string[] = [`<rect x="0" y="0" width="${g.width}" height="${g.height}" fill="${gridColours.band}"/>`];
  for (let r = 1; r <= ROWS; r++) for (let c = 0; c < COLUMNS.length; c++) {
    const t = terrainAt({ terrain }, `${r}${COLUMNS[c]}`);
    out.push(`<rect x="${g.margin + c * g.cell}" y="${g.margin + (r - 1) * g.cell}" width="${g.cell}" height="${g.cell}" fill="${t ? terrainColours[t] : '#dddddd'}"/>`);
  }
  const lines: string[] = [];
  for (let c = 0; c <= COLUMNS.length; c++) lines.push(`M${g.margin + c * g.cell} ${g.margin}V${g.height}`);
  for (let r = 0; r <= ROWS; r++) lines.push(`M${g.margin} ${g.margin + r * g.cell}H${g.width}`);
  out.push(`<path d="${lines.join('')}" stroke="${gridColours.line}" stroke-width="1" fill="none"/>`);
  const font = Math.max(9, Math.round(g.cell * 0.5));
  [...COLUMNS].forEach((letter, c) => out.push(text(g.margin + c * g.cell + g.cell / 2, g.margin / 2, letter, { size: font, fill: gridColours.bandText, anchor: 'middle', bold: true, middle: true })));
  for (let r = 0; r < ROWS; r++) out.push(text(g.margin - 3, g.margin + r * g.cell + g.cell / 2, String(r + 1), { size: font, fill: gridColours.bandText, anchor: 'end', middle: true }));
  return out.join('');
}

function siteShape(g: GridGeometry, site: SiteMark): string {
  const { x, y } = squareOrigin(g, site.square);
  const s = g.cell;
  if (site.kind === 'town') {
    const pts = [[0.5, 0.08], [0.9, 0.38], [0.9, 0.92], [0.1, 0.92], [0.1, 0.38]].map(([px, py]) => `${n(x + s * px!)},${n(y + s * py!)}`).join(' ');
    return `<polygon points="${pts}" fill="none" stroke="${gridColours.town}" stroke-width="${n(Math.max(1.5, s * 0.08))}" stroke-dasharray="${n(s * 0.18)} ${n(s * 0.1)}"/>`;
  }
  const inset = Math.max(1.5, s * 0.08);
  const width = Math.max(2.5, s * 0.13);
  const colour = site.kind === 'portal' ? portalColour : baseColours[site.faction as keyof typeof baseColours] ?? portalColour;
  const size = s - 2 * inset;
  return `<rect x="${n(x + inset - 1)}" y="${n(y + inset - 1)}" width="${n(size + 2)}" height="${n(size + 2)}" fill="none" stroke="${gridColours.outline}" stroke-width="1"/>`
    + `<rect x="${n(x + inset + width / 2)}" y="${n(y + inset + width / 2)}" width="${n(size - width)}" height="${n(size - width)}" fill="none" stroke="${colour}" stroke-width="${n(width)}"/>`
    + (site.kind === 'base' || site.kind === 'portal' ? (site.destroyed ? `<line x1="${n(x + inset)}" y1="${n(y + inset)}" x2="${n(x + s - inset)}" y2="${n(y + s - inset)}" stroke="${gridColours.destroyed}" stroke-width="2"/>` : '') : '');
}

/** A line through the points ending in a filled arrowhead (Konva's Arrow: pointer length/width). */
function arrow(points: readonly number[], o: { colour: string; width: number; length: number; pointer: number; dash?: [number, number]; opacity?: number; cls?: string; id?: string }): string {
  const k = points.length;
  const x2 = points[k - 2]!, y2 = points[k - 1]!, x1 = points[k - 4]!, y1 = points[k - 3]!;
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const bx = x2 - o.length * Math.cos(angle), by = y2 - o.length * Math.sin(angle);
  const px = (o.pointer / 2) * -Math.sin(angle), py = (o.pointer / 2) * Math.cos(angle);
  const line = points.map((v, i) => (i % 2 ? n(v) : `${i ? 'L' : 'M'}${n(v)} `)).join('');
  // Opacity per part, as Konva paints an Arrow (and a group opacity off the canvas panics resvg 2.6.2).
  const alpha = (what: 'stroke' | 'fill') => (o.opacity !== undefined ? ` ${what}-opacity="${o.opacity}"` : '');
  return `<g${o.cls ? ` class="${o.cls}"` : ''}${o.id ? ` data-army="${xmlAttr(o.id)}"` : ''}>`
    + `<path d="${line}" fill="none" stroke="${o.colour}"${alpha('stroke')} stroke-width="${n(o.width)}" stroke-linecap="round" stroke-linejoin="round"${o.dash ? ` stroke-dasharray="${n(o.dash[0])} ${n(o.dash[1])}"` : ''}/>`
    + `<polygon points="${n(x2)},${n(y2)} ${n(bx + px)},${n(by + py)} ${n(bx - px)},${n(by - py)}" fill="${o.colour}"${alpha('fill')}/></g>`;
}

/** Words on lines of at most `chars` characters (SVG text does not wrap by itself). */
function wrap(paragraph: string, chars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > chars) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function gridSvg(input: GridSvgInput): GridSvg {
  const width = Math.round(input.width ?? 900);
  if (!(width >= 200 && width <= 8000)) throw new RangeError(`export width must be 200–8000 px, not ${input.width}`);
  const { round } = input;
  const g = gridGeometry(DRAW_CELL);
  const scale = width / g.width;
  const mapHeight = Math.round(g.height * scale);
  const font = Math.max(11, Math.round(width / 55));
  const titleHeight = Math.round(font * 3.2);
  const items = legendItems();
  const columns = width >= 900 ? 4 : width >= 520 ? 3 : 2;
  const rowHeight = Math.round(font * 1.9);
  const names = shortNames(round.armies);
  const shortened = input.terrainOnly ? [] : round.armies.filter((a) => names.get(a.name) !== a.name).map((a) => ({ short: names.get(a.name)!, full: a.name }));
  const noteSize = Math.round(font * 0.9);
  const noteChars = Math.max(20, Math.floor((width - 2 * font) / (noteSize * 0.55)));
  const noteLines = [tokenNote, shortenedNote(shortened)].filter(Boolean).flatMap((p) => wrap(p, noteChars));
  const legendTop = Math.round(font * 0.7);
  const legendHeight = legendTop + Math.ceil(items.length / columns) * rowHeight + Math.round(noteLines.length * noteSize * 1.3) + Math.round(font * 1.2);
  const height = titleHeight + mapHeight + legendHeight;

  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`);
  // The map, drawn at the screen's cell size and scaled to the chosen width.
  parts.push(`<g transform="translate(0 ${titleHeight}) scale(${scale})">`);
  parts.push(`<g class="grid-terrain">${terrainScene(g, round.terrain)}</g>`);
  parts.push(`<g class="grid-sites">${siteMarks(round).map((s) => siteShape(g, s)).join('')}</g>`);
  if (!input.terrainOnly) {
    const trails = input.moves ? trailLines(g, input.moves, round.armies, armyTokens(g, round.armies)) : [];
    parts.push(`<g class="grid-trails">${trails.map((t) => arrow(t.points, {
      colour: teamColours[t.team].fill, width: Math.max(1.5, g.cell * 0.09), length: g.cell * 0.28, pointer: g.cell * 0.24, opacity: 0.85,
      ...(t.partial ? { dash: [g.cell * 0.22, g.cell * 0.14] as [number, number] } : {}), cls: 'trail', id: t.army,
    })).join('')}</g>`);
    parts.push('<g class="grid-armies">');
    for (const t of armyTokens(g, round.armies)) {
      const colours = teamColours[t.army.team];
      const rank = tokenLabel(t.army);
      parts.push(`<g class="army" data-army="${xmlAttr(t.army.name)}" transform="translate(${n(t.x)} ${n(t.y)})">`);
      parts.push(`<circle r="${n(t.radius)}" fill="${colours.fill}" stroke="${gridColours.outline}" stroke-width="1.2"/>`);
      parts.push(text(0, 0, rank, { size: t.radius * (rank.length > 3 ? 0.62 : 0.8), fill: colours.text, anchor: 'middle', bold: true, middle: true, cls: 'army-rank' }));
      const nameSize = nameSizeOf(g, t.half);
      parts.push(text(0, t.radius + g.cell * 0.02 + nameSize * 0.85, names.get(t.army.name) ?? t.army.name, { size: nameSize, fill: gridColours.nameText, anchor: 'middle', bold: true, halo: { colour: gridColours.nameHalo, width: g.cell * 0.04 }, cls: 'army-name' }));
      parts.push('</g>');
    }
    parts.push('</g>');
  }
  parts.push('</g>');

  // Title band.
  const titleSize = Math.round(font * 1.3);
  parts.push(`<rect x="0" y="0" width="${width}" height="${titleHeight}" fill="${gridColours.titleBand}"/>`);
  // Ellipsis at 65 % of the width: a long round name never runs into the subtitle.
  const titleChars = Math.max(8, Math.floor((width * 0.65) / (titleSize * 0.62)));
  const title = input.title.length > titleChars ? `${input.title.slice(0, titleChars - 1).trimEnd()}…` : input.title;
  parts.push(text(font, titleHeight / 2, title, { size: titleSize, fill: gridColours.titleText, bold: true, middle: true, cls: 'title' }));
  parts.push(text(width - font, titleHeight / 2, input.subtitle, { size: titleSize, fill: gridColours.titleText, anchor: 'end', middle: true, cls: 'subtitle' }));

  // Legend (004 1.2b, 1.2c) and the notes under it.
  const top = titleHeight + mapHeight;
  parts.push(`<rect x="0" y="${top}" width="${width}" height="${legendHeight}" fill="${gridColours.band}"/>`);
  const cellWidth = (width - 2 * font) / columns;
  const box = font * 1.1;
  items.forEach((item, i) => {
    const x = font + (i % columns) * cellWidth;
    const y = top + legendTop + Math.floor(i / columns) * rowHeight;
    if (item.kind === 'terrain') parts.push(`<rect x="${n(x)}" y="${y}" width="${n(box)}" height="${n(box)}" fill="${item.colour}" stroke="${gridColours.outline}" stroke-width="1"/>`);
    else if (item.kind === 'base' || item.kind === 'portal') {
      parts.push(`<rect x="${n(x)}" y="${y}" width="${n(box)}" height="${n(box)}" fill="none" stroke="${gridColours.outline}" stroke-width="1"/>`);
      parts.push(`<rect x="${n(x + 2.5)}" y="${y + 2.5}" width="${n(box - 5)}" height="${n(box - 5)}" fill="none" stroke="${item.colour}" stroke-width="4"/>`);
    } else if (item.kind === 'town') {
      parts.push(`<polygon points="${n(x + box / 2)},${y} ${n(x + box)},${n(y + box * 0.35)} ${n(x + box)},${n(y + box)} ${n(x)},${n(y + box)} ${n(x)},${n(y + box * 0.35)}" fill="none" stroke="${gridColours.town}" stroke-width="1.5"/>`);
    } else if (item.kind === 'trail') {
      parts.push(arrow([x, y + box / 2, x + box * 1.6, y + box / 2], { colour: item.colour, width: 2, length: box * 0.45, pointer: box * 0.45, ...(item.dashed ? { dash: [box * 0.35, box * 0.2] as [number, number] } : {}) }));
    } else parts.push(`<circle cx="${n(x + box / 2)}" cy="${n(y + box / 2)}" r="${n(box / 2)}" fill="${item.colour}" stroke="${gridColours.outline}" stroke-width="1"/>`);
    parts.push(text(x + box * (item.kind === 'trail' ? 1.6 : 1) + font * 0.5, y + box / 2, item.label, { size: font, fill: gridColours.bandText, middle: true }));
  });
  const notesTop = top + legendTop + Math.ceil(items.length / columns) * rowHeight;
  noteLines.forEach((line, i) => parts.push(text(font, notesTop + noteSize + i * noteSize * 1.3, line, { size: noteSize, fill: gridColours.bandText, italic: true, cls: 'note' })));
  parts.push('</svg>');
  return { svg: parts.join('\n'), width, height };
}
