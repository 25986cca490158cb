// The Coalition grid map (004 1.2): squares A–N × 1–38 shaded by terrain, letters along the top and
// numbers down the side, hollow colour-coded squares for bases (faction colour; the Colorless base
// brown-bordered) and portals (grey), towns, and the armies — two in one square at half size.
// Pointing at an army names it and its square; clicking it selects it (the workspace shows its
// type and troops). In edit mode an army can be dragged; the drop snaps to the square under it and
// is handed to the workspace, which asks for a reason and records the fix before the map shows it.
//
// Layers (as renderer/map/DiplomacyMap.tsx): terrain (non-listening, cached: 532 rectangles drawn
// once), sites (non-listening), armies (the only interactive layer), overlay (the pointing label).
import { useEffect, useMemo, useRef } from 'react';
import type Konva from 'konva';
import { Arrow, Circle, Group, Label, Layer, Line, Rect, Stage, Tag, Text } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { COLUMNS, ROWS, terrainAt, type Army, type Round } from '../../core/coalition/index';
import { armyTokens, gridGeometry, nameSize, shortNames, siteMarks, squareAtPoint, squareOrigin, tokenLabel, trailLines, type GridGeometry, type SiteMark } from './gridLayout';
import { baseColours, gridColours, gridFont, portalColour, teamColours, terrainColours } from './gridStyle';

export const gridLayerNames = { terrain: 'grid-terrain', sites: 'grid-sites', trails: 'grid-trails', armies: 'grid-armies', overlay: 'grid-overlay' } as const;

export interface GridMapProps {
  round: Pick<Round, 'terrain' | 'bases' | 'portals' | 'towns' | 'armies'>;
  /** Pixels per square. */
  cell?: number;
  /** 004 1.2c: the terrain-only grid (no armies). */
  terrainOnly?: boolean;
  editMode?: boolean;
  selected?: string | null;
  onSelect?: (army: string | null) => void;
  /** An army dropped in edit mode on another square (not called when it lands where it was). */
  onDrop?: (army: string, square: string) => void;
  /** This turn's moves (the turn report's movements): drawn as trails from start to stop. */
  moves?: readonly { army: string; path: readonly string[]; status: string }[];
}

export function GridMap(props: GridMapProps) {
  const { round, cell = 22, terrainOnly = false, editMode = false, selected = null } = props;
  const g = useMemo(() => gridGeometry(cell), [cell]);
  const terrainRef = useRef<Konva.Layer | null>(null);
  const labelRef = useRef<Konva.Label | null>(null);
  const labelTextRef = useRef<Konva.Text | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // The terrain never changes within a round: draw it once into a bitmap (redrawn when it does).
  useEffect(() => {
    const layer = terrainRef.current;
    if (!layer) return;
    layer.clearCache();
    layer.cache({ pixelRatio: window.devicePixelRatio || 1 });
    layer.batchDraw();
  }, [round.terrain, g]);

  const tokens = useMemo(() => (terrainOnly ? [] : armyTokens(g, round.armies)), [g, round.armies, terrainOnly]);
  const names = useMemo(() => shortNames(round.armies), [round.armies]);
  const trails = useMemo(() => (terrainOnly || !props.moves ? [] : trailLines(g, props.moves, round.armies, tokens)), [g, props.moves, round.armies, terrainOnly, tokens]);

  const point = (army: Army, x: number, y: number) => {
    const label = labelRef.current, text = labelTextRef.current;
    if (!label || !text) return;
    text.text(`${army.name} (${tokenLabel(army)}) · ${army.square}`);
    label.position({ x: Math.min(x + 8, g.width - text.width() - 4), y: Math.max(2, y - 26) });
    label.visible(true);
    label.getLayer()?.batchDraw();
  };
  const unpoint = () => { labelRef.current?.visible(false); labelRef.current?.getLayer()?.batchDraw(); };

  const onDragEnd = (army: Army, origin: { x: number; y: number }) => (e: KonvaEventObject<DragEvent>) => {
    const node = e.target;
    const square = squareAtPoint(g, node.x(), node.y());
    // The token goes back: the map moves it only once the fix is recorded (storage first).
    node.position(origin);
    node.getLayer()?.batchDraw();
    if (square && square !== army.square) latest.current.onDrop?.(army.name, square);
  };

  return (
    <div className="grid-map" data-testid="grid-map" data-cell={g.cell} data-margin={g.margin} style={{ width: g.width, height: g.height }}>
      <Stage width={g.width} height={g.height} onMouseDown={(e) => { if (e.target === e.target.getStage()) latest.current.onSelect?.(null); }}>
        <Layer ref={terrainRef} name={gridLayerNames.terrain} listening={false}>
          <TerrainScene g={g} terrain={round.terrain} />
        </Layer>
        <Layer name={gridLayerNames.sites} listening={false}>
          {siteMarks(round).map((s) => <SiteShape key={`${s.kind}:${s.name}`} g={g} site={s} />)}
        </Layer>
        <Layer name={gridLayerNames.trails} listening={false}>
          {trails.map((t) => (
            <Arrow
              key={t.army} name="trail" id={`trail:${t.army}`} points={t.points} stroke={teamColours[t.team].fill} fill={teamColours[t.team].fill}
              strokeWidth={Math.max(1.5, g.cell * 0.09)} pointerLength={g.cell * 0.28} pointerWidth={g.cell * 0.24} opacity={0.85}
              dash={t.partial ? [g.cell * 0.22, g.cell * 0.14] : undefined} lineCap="round" lineJoin="round"
            />
          ))}
        </Layer>
        <Layer name={gridLayerNames.armies}>
          {tokens.map((t) => {
            const colours = teamColours[t.army.team];
            const isSelected = selected !== null && selected.toLowerCase() === t.army.name.toLowerCase();
            const origin = { x: t.x, y: t.y };
            return (
              <Group
                key={t.army.name} x={t.x} y={t.y} name="army" id={`army:${t.army.name}`} draggable={editMode}
                onMouseEnter={(e) => { point(t.army, t.x, t.y); const c = e.target.getStage()?.container(); if (c) c.style.cursor = editMode ? 'grab' : 'pointer'; }}
                onMouseLeave={(e) => { unpoint(); const c = e.target.getStage()?.container(); if (c) c.style.cursor = ''; }}
                onClick={() => latest.current.onSelect?.(t.army.name)} onTap={() => latest.current.onSelect?.(t.army.name)}
                onDragStart={() => { unpoint(); latest.current.onSelect?.(t.army.name); }}
                onDragEnd={onDragEnd(t.army, origin)}
              >
                <Circle name="army-disc" radius={t.radius} fill={colours.fill} stroke={isSelected ? gridColours.selected : gridColours.outline} strokeWidth={isSelected ? 3 : 1.2} />
                <Text
                  name="army-rank" text={tokenLabel(t.army)} fontFamily={gridFont} fontStyle="bold" fontSize={t.radius * (tokenLabel(t.army).length > 3 ? 0.62 : 0.8)} fill={colours.text}
                  width={t.radius * 2} height={t.radius * 2} offsetX={t.radius} offsetY={t.radius} align="center" verticalAlign="middle" listening={false} wrap="none"
                />
                {/* The army's short name under its disc, so the published map says which army is which. */}
                <Text
                  name="army-name" text={names.get(t.army.name) ?? t.army.name} fontFamily={gridFont} fontStyle="bold" fontSize={nameSize(g, t.half)}
                  fill={gridColours.nameText} stroke={gridColours.nameHalo} strokeWidth={g.cell * 0.02} fillAfterStrokeEnabled
                  x={-(t.half ? g.cell * 0.31 : g.cell * 0.6)} y={t.radius + g.cell * 0.02} width={t.half ? g.cell * 0.62 : g.cell * 1.2} align="center" wrap="none" ellipsis listening={false}
                />
              </Group>
            );
          })}
        </Layer>
        <Layer name={gridLayerNames.overlay} listening={false}>
          <Label ref={labelRef} visible={false}>
            <Tag fill="rgba(20,20,20,0.88)" cornerRadius={3} />
            <Text ref={labelTextRef} text="" fontFamily={gridFont} fontSize={13} padding={5} fill="#ffffff" />
          </Label>
        </Layer>
      </Stage>
    </div>
  );
}

/** Terrain squares, grid lines and the letter/number bands (also cloned by the PNG export). */
function TerrainScene({ g, terrain }: { g: GridGeometry; terrain: string[] }) {
  const squares = [];
  for (let r = 1; r <= ROWS; r++) for (let c = 0; c < COLUMNS.length; c++) {
    const square = `${r}${COLUMNS[c]}`;
    const t = terrainAt({ terrain }, square);
    squares.push(<Rect key={square} x={g.margin + c * g.cell} y={g.margin + (r - 1) * g.cell} width={g.cell} height={g.cell} fill={t ? terrainColours[t] : '#dddddd'} />);
  }
  const font = Math.max(9, Math.round(g.cell * 0.5));
  return (
    <>
      <Rect x={0} y={0} width={g.width} height={g.height} fill={gridColours.band} />
      {squares}
      {Array.from({ length: COLUMNS.length + 1 }, (_, c) => <Line key={`v${c}`} points={[g.margin + c * g.cell, g.margin, g.margin + c * g.cell, g.height]} stroke={gridColours.line} strokeWidth={1} />)}
      {Array.from({ length: ROWS + 1 }, (_, r) => <Line key={`h${r}`} points={[g.margin, g.margin + r * g.cell, g.width, g.margin + r * g.cell]} stroke={gridColours.line} strokeWidth={1} />)}
      {[...COLUMNS].map((letter, c) => <Text key={letter} x={g.margin + c * g.cell} y={0} width={g.cell} height={g.margin} text={letter} align="center" verticalAlign="middle" fontFamily={gridFont} fontStyle="bold" fontSize={font} fill={gridColours.bandText} />)}
      {Array.from({ length: ROWS }, (_, r) => <Text key={`n${r}`} x={0} y={g.margin + r * g.cell} width={g.margin - 3} height={g.cell} text={String(r + 1)} align="right" verticalAlign="middle" fontFamily={gridFont} fontSize={font} fill={gridColours.bandText} />)}
    </>
  );
}

/** 004 1.2b: hollow squares for bases and portals; towns as a small dark house. */
function SiteShape({ g, site }: { g: GridGeometry; site: SiteMark }) {
  const { x, y } = squareOrigin(g, site.square);
  const inset = Math.max(1.5, g.cell * 0.08);
  const width = Math.max(2.5, g.cell * 0.13);
  if (site.kind === 'town') {
    const s = g.cell;
    return <Line points={[x + s * 0.5, y + s * 0.08, x + s * 0.9, y + s * 0.38, x + s * 0.9, y + s * 0.92, x + s * 0.1, y + s * 0.92, x + s * 0.1, y + s * 0.38]} closed stroke={gridColours.town} strokeWidth={Math.max(1.5, s * 0.08)} dash={[s * 0.18, s * 0.1]} />;
  }
  const colour = site.kind === 'portal' ? portalColour : baseColours[site.faction as keyof typeof baseColours] ?? portalColour;
  const size = g.cell - 2 * inset;
  return (
    <Group>
      {/* A thin dark edge keeps light colours (the White base) visible on light terrain. */}
      <Rect x={x + inset - 1} y={y + inset - 1} width={size + 2} height={size + 2} stroke={gridColours.outline} strokeWidth={1} />
      <Rect x={x + inset + width / 2} y={y + inset + width / 2} width={size - width} height={size - width} stroke={colour} strokeWidth={width} />
      {site.destroyed ? <Line points={[x + inset, y + inset, x + g.cell - inset, y + g.cell - inset]} stroke={gridColours.destroyed} strokeWidth={2} /> : null}
    </Group>
  );
}
