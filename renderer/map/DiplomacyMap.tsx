// The Diplomacy map: owner shading, supply centres, units, order arrows; click and hover on
// provinces; zoom (wheel, about the pointer) and pan; in edit mode units are dragged and dropped
// onto provinces (the snapping is core's resolveUnitDrop, the same maths the tests check).
//
// Five Konva layers (engineering/patterns.md): background (non-listening, cached), centres
// (non-listening), units (the only interactive one), arrows (non-listening) and overlay (hover
// highlight; a dragged unit lives here while it moves so only this small layer redraws per frame).
// Zoom, pan, hover and drag never go through React state: they are imperative Konva calls.
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type Konva from 'konva';
import { Arrow, Circle, Group, Layer, Line, Path, Rect, Stage, Star, Text } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { provinceAt, resolveUnitDrop, type MapGeometry } from '../../core/diplomacy/mapGeometry';
import type { Variant } from '../../core/diplomacy/variant';
import type { Location, Order, OrderResult, Position, ProvinceId, Unit } from '../../core/diplomacy/types';
import { mapColours, mapFont, mapSizes, mix, ownerShading, textOn } from './mapStyle';
import { orderMarks, type OrderMark } from './orderArrows';
import { additionalHomeCentres } from './additionalHomeCentres';
import { clampView, fitViewBox, zoomAt, type Viewport } from './viewport';

/** Pixels kept clear round the fitted map. */
const fitMargin = 6;

export interface DiplomacyMapProps {
  variant: Variant;
  geometry: MapGeometry;
  position: Position;
  /** Orders to draw, with their results after adjudication (failed ones are drawn red). */
  orders?: readonly (OrderResult | Order)[];
  /** Draw the order arrows (default true). */
  showOrders?: boolean;
  /** Units become draggable; the stage no longer pans by dragging. */
  editMode?: boolean;
  /** A unit dropped in edit mode onto another location it may stand on (not called for its own). */
  onUnitDrop?: (unit: Unit, location: Location) => void;
  onProvinceClick?: (id: ProvinceId) => void;
  onProvinceHover?: (id: ProvinceId | undefined) => void;
  /** The Konva stage, for the PNG export and tests. */
  onStage?: (stage: Konva.Stage | null) => void;
  style?: CSSProperties;
}

/** Names of the layers, shared with exportPng which redraws the same scene. */
export const mapLayerNames = { background: 'background', centres: 'centres', units: 'units', arrows: 'arrows', overlay: 'overlay' } as const;

export function DiplomacyMap(props: DiplomacyMapProps) {
  const { variant, geometry, position, orders, showOrders = true, editMode = false } = props;
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const stageRef = useRef<Konva.Stage | null>(null);
  const backgroundRef = useRef<Konva.Group | null>(null);
  const unitsLayerRef = useRef<Konva.Layer | null>(null);
  const overlayRef = useRef<Konva.Layer | null>(null);
  const highlightRef = useRef<Konva.Path | null>(null);
  const view = useRef<Viewport>({ scale: 1, x: 0, y: 0 });
  const fitScale = useRef(1);
  const userMovedView = useRef(false);
  const hovered = useRef<ProvinceId | undefined>(undefined);
  const dragOrigin = useRef<{ x: number; y: number } | null>(null);
  const recacheTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Latest callbacks and data for the imperative handlers, without re-binding them each render.
  const latest = useRef(props);
  latest.current = props;

  const sizes = useMemo(() => mapSizes(geometry.viewBox[2]), [geometry]);
  const colourOf = useMemo(() => new Map(variant.powers.map((p) => [p.name, p.colour])), [variant]);

  // ---- container size and fit ----------------------------------------------------------------
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: Math.floor(el.clientWidth), height: Math.floor(el.clientHeight) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const applyView = useCallback((next: Viewport) => {
    view.current = next;
    const stage = stageRef.current;
    if (!stage) return;
    stage.scale({ x: next.scale, y: next.scale });
    stage.position({ x: next.x, y: next.y });
    stage.batchDraw();
  }, []);

  /** Re-caches the background at the current zoom so it stays sharp; debounced after zooming. */
  const recacheBackground = useCallback(() => {
    const group = backgroundRef.current;
    if (!group) return;
    const ratio = Math.min(3, Math.max(1, view.current.scale) * (window.devicePixelRatio || 1));
    group.clearCache();
    group.cache({ pixelRatio: ratio });
    group.getLayer()?.batchDraw();
  }, []);

  useEffect(() => {
    if (size.width === 0 || size.height === 0) return;
    const fit = fitViewBox(geometry.viewBox, size.width, size.height, fitMargin);
    fitScale.current = fit.scale;
    if (!userMovedView.current) applyView(fit);
    else applyView(clampView(view.current, geometry.viewBox, size.width, size.height));
  }, [size, geometry, applyView]);

  /** The Fit button: the whole map again, as when the game was opened. */
  const fitToBox = useCallback(() => {
    const stage = stageRef.current;
    if (!stage) return;
    userMovedView.current = false;
    applyView(fitViewBox(latest.current.geometry.viewBox, stage.width(), stage.height(), fitMargin));
    recacheBackground();
  }, [applyView, recacheBackground]);

  /** Stage drags (panning) stop where the map would leave the box. */
  const boundPan = useCallback((pos: { x: number; y: number }) => {
    const stage = stageRef.current;
    if (!stage) return pos;
    const next = clampView({ scale: view.current.scale, x: pos.x, y: pos.y }, latest.current.geometry.viewBox, stage.width(), stage.height());
    return { x: next.x, y: next.y };
  }, []);

  // Background content changes with centre ownership; cache after React has drawn it.
  useEffect(() => {
    if (size.width > 0) recacheBackground();
  }, [size, geometry, position.centres, recacheBackground]);

  useEffect(() => () => clearTimeout(recacheTimer.current), []);

  // A stable ref callback: an inline one would detach and re-attach the stage on every render.
  const attachStage = useCallback((stage: Konva.Stage | null) => {
    stageRef.current = stage;
    latest.current.onStage?.(stage);
    if (stage) applyView(view.current);
  }, [applyView]);

  // ---- pointer: hover, click, wheel zoom, pan --------------------------------------------------
  const mapPointer = () => stageRef.current?.getRelativePointerPosition() ?? null;

  /**
   * The map point under a mouse or touch event, from the event's own screen position, the canvas's
   * place on screen now and the stage's transform now: nothing remembered from an earlier event or
   * an earlier size, so a click picks the province drawn under it.
   */
  const mapPointOf = (evt: MouseEvent | TouchEvent) => {
    const stage = stageRef.current;
    if (!stage) return null;
    const touch = 'changedTouches' in evt ? evt.changedTouches[0] : undefined;
    const clientX = touch ? touch.clientX : (evt as MouseEvent).clientX;
    const clientY = touch ? touch.clientY : (evt as MouseEvent).clientY;
    if (typeof clientX !== 'number' || typeof clientY !== 'number') return mapPointer();
    const rect = stage.container().getBoundingClientRect();
    return stage.getAbsoluteTransform().copy().invert().point({ x: clientX - rect.left, y: clientY - rect.top });
  };

  const setHighlight = (id: ProvinceId | undefined) => {
    if (hovered.current === id) return;
    hovered.current = id;
    const path = highlightRef.current;
    if (path) {
      if (id) path.data(latest.current.geometry.provinces[id]!.path);
      path.visible(id !== undefined);
      path.getLayer()?.batchDraw();
    }
    latest.current.onProvinceHover?.(id);
  };

  const onMouseMove = () => {
    if (dragOrigin.current) return; // the drag handler highlights the drop target itself
    const p = mapPointer();
    setHighlight(p ? provinceAt(latest.current.geometry, p.x, p.y) : undefined);
  };

  const onClick = (e: KonvaEventObject<MouseEvent | TouchEvent>) => {
    if ('button' in e.evt && e.evt.button !== 0) return;
    const p = mapPointOf(e.evt);
    const id = p ? provinceAt(latest.current.geometry, p.x, p.y) : undefined;
    if (id) latest.current.onProvinceClick?.(id);
  };

  const onWheel = (e: KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const stage = stageRef.current;
    const pointer = stage?.getPointerPosition();
    if (!pointer) return;
    const factor = e.evt.deltaY < 0 ? 1.15 : 1 / 1.15;
    userMovedView.current = true;
    applyView(clampView(zoomAt(view.current, pointer, factor, fitScale.current), latest.current.geometry.viewBox, stage!.width(), stage!.height()));
    clearTimeout(recacheTimer.current);
    recacheTimer.current = setTimeout(recacheBackground, 200);
  };

  const onStageDragEnd = (e: KonvaEventObject<DragEvent>) => {
    if (e.target !== stageRef.current) return;
    userMovedView.current = true;
    view.current = { scale: view.current.scale, x: e.target.x(), y: e.target.y() };
  };

  // ---- unit drag in edit mode -----------------------------------------------------------------
  const unitByNode = useRef(new Map<string, Unit>());

  const onUnitDragStart = (e: KonvaEventObject<DragEvent>) => {
    const node = e.target;
    dragOrigin.current = { x: node.x(), y: node.y() };
    // Only the overlay layer redraws while the unit moves (patterns.md: a dedicated drag layer).
    if (overlayRef.current) node.moveTo(overlayRef.current);
    unitsLayerRef.current?.batchDraw();
  };

  const onUnitDragMove = (e: KonvaEventObject<DragEvent>) => {
    const { geometry: g } = latest.current;
    const node = e.target;
    const id = provinceAt(g, node.x(), node.y());
    if (hovered.current !== id) {
      hovered.current = id;
      const path = highlightRef.current;
      if (path) {
        if (id) path.data(g.provinces[id]!.path);
        path.visible(id !== undefined);
      }
    }
  };

  const onUnitDragEnd = (e: KonvaEventObject<DragEvent>) => {
    const node = e.target;
    const origin = dragOrigin.current;
    dragOrigin.current = null;
    if (unitsLayerRef.current) node.moveTo(unitsLayerRef.current);
    const unit = unitByNode.current.get(node.id());
    const { variant: v, geometry: g, onUnitDrop } = latest.current;
    const drop = unit ? resolveUnitDrop(v, g, unit.type, { x: node.x(), y: node.y() }) : undefined;
    if (unit && drop) {
      const at = g.locations[drop.location]!;
      node.position(at);
      // Put back where it stood: nothing changed, so nothing to report.
      if (drop.location !== unit.location) onUnitDrop?.(unit, drop.location);
    } else if (origin) {
      node.position(origin); // nowhere it may stand: back where it was
    }
    setHighlight(undefined);
    highlightRef.current?.visible(false);
    unitsLayerRef.current?.batchDraw();
    overlayRef.current?.batchDraw();
  };

  // ---- drawing ----------------------------------------------------------------------------------
  const background = useMemo(() => {
    const provinceFill = (id: ProvinceId) => {
      const data = variant.province(id);
      if (!data) return mapColours.land;
      if (data.kind === 'sea') return mapColours.sea;
      const owner = position.centres[id];
      const colour = owner ? colourOf.get(owner) : undefined;
      return colour ? mix(colour, mapColours.land, ownerShading) : mapColours.land;
    };
    const [minX, minY, w, h] = geometry.viewBox;
    return (
      <>
        <Rect x={minX} y={minY} width={w} height={h} fill={mapColours.impassable} />
        {Object.entries(geometry.provinces).map(([id, g]) => (
          <Path key={id} data={g.path} fill={provinceFill(id)} stroke={mapColours.border}
            strokeWidth={sizes.borderWidth} perfectDrawEnabled={false} />
        ))}
        {geometry.rivers.flatMap((river) => river.lines.map((points, k) => (
          <Line key={`${river.name}-${k}`} points={points} stroke={mapColours.river} strokeWidth={sizes.riverWidth}
            lineCap="round" lineJoin="round" perfectDrawEnabled={false} />
        )))}
        {Object.entries(geometry.provinces).map(([id, g]) => {
          const text = labelText(variant, id);
          const width = text.length * sizes.labelFont * 1.2; // roomy: a name never wraps
          return (
            <Text key={`label-${id}`} text={text} x={g.label.x} y={g.label.y} rotation={g.label.rotate}
              width={width} offsetX={width / 2} offsetY={sizes.labelFont / 2} align="center" wrap="none"
              fontFamily={mapFont} fontSize={sizes.labelFont} fontStyle="bold" fill={mapColours.label}
              stroke={mapColours.labelHalo} strokeWidth={sizes.labelFont * 0.22} fillAfterStrokeEnabled
              perfectDrawEnabled={false} />
          );
        })}
      </>
    );
  }, [variant, geometry, position.centres, colourOf, sizes]);

  // 001 B.I(3): a centre converted into a home centre gets a star in its home power's colour behind
  // the centre dot (the dot still shows the owner, who may be someone else by now). A white halo
  // lifts the star off a province shaded in the same colour; it is large enough to show round a unit.
  const additionalHomeStars = useMemo(() => additionalHomeCentres(variant, position.homeCentres).map(({ centre, power }) => {
    const at = geometry.provinces[centre]?.supplyCentre;
    if (!at) return null;
    const star = { x: at.x, y: at.y, numPoints: 5, outerRadius: sizes.centreRadius * 3, innerRadius: sizes.centreRadius * 1.35, perfectDrawEnabled: false };
    return (
      <Group key={`home-${centre}`}>
        <Star {...star} stroke={mapColours.hover} strokeWidth={sizes.borderWidth * 4} lineJoin="round" />
        <Star {...star} name="additional-home-centre" id={`additional-home-${centre}`}
          fill={colourOf.get(power) ?? '#888888'} stroke={mapColours.unitOutline} strokeWidth={sizes.borderWidth * 1.2} lineJoin="round" />
      </Group>
    );
  }), [variant, geometry, position.homeCentres, colourOf, sizes]);

  const centres = useMemo(() => variant.data.provinces.filter((p) => p.supplyCentre).map((p) => {
    const at = geometry.provinces[p.id]?.supplyCentre;
    if (!at) return null;
    const owner = position.centres[p.id];
    const colour = owner ? colourOf.get(owner) : undefined;
    return colour
      ? <Circle key={p.id} name="centre owned" x={at.x} y={at.y} radius={sizes.centreRadius} fill={colour}
          stroke={mapColours.unitOutline} strokeWidth={sizes.borderWidth * 1.4} perfectDrawEnabled={false} />
      : <Circle key={p.id} name="centre neutral" x={at.x} y={at.y} radius={sizes.centreRadius}
          stroke={mapColours.centreNeutral} strokeWidth={sizes.borderWidth * 1.8} perfectDrawEnabled={false} />;
  }), [variant, geometry, position.centres, colourOf, sizes]);

  unitByNode.current = new Map();
  const units = position.units.map((unit, index) => {
    const at = geometry.locations[unit.location];
    if (!at) return null;
    const id = `unit-${unit.location}`;
    unitByNode.current.set(id, unit);
    return (
      <Group key={unit.id ?? `${unit.location}-${index}`} id={id} name="unit" x={at.x} y={at.y} draggable={editMode}
        onDragStart={onUnitDragStart} onDragMove={onUnitDragMove} onDragEnd={onUnitDragEnd}>
        <UnitSymbol unit={unit} colour={colourOf.get(unit.power) ?? '#888888'} sizes={sizes} />
      </Group>
    );
  });
  const dislodged = position.dislodged.map((d, index) => {
    const at = geometry.locations[d.unit.location];
    if (!at) return null;
    return (
      <Group key={`dislodged-${index}`} id={`dislodged-${d.unit.location}`} name="dislodged-unit" listening={false}
        x={at.x + sizes.dislodgedOffset} y={at.y - sizes.dislodgedOffset}>
        <Circle radius={sizes.unitRadius * 1.45} stroke={mapColours.dislodgedRing} strokeWidth={sizes.arrowWidth}
          dash={[sizes.arrowWidth * 2, sizes.arrowWidth * 1.2]} fill="rgba(255,255,255,0.55)" />
        <UnitSymbol unit={d.unit} colour={colourOf.get(d.unit.power) ?? '#888888'} sizes={sizes} />
      </Group>
    );
  });

  const marks = useMemo(
    () => (showOrders && orders ? orderMarks(geometry, position, orders, sizes.unitRadius) : []),
    [showOrders, orders, geometry, position, sizes],
  );

  return (
    <div ref={box} data-testid="diplomacy-map" style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', ...props.style }}>
      {size.width > 0 && size.height > 0 && (
        <Stage
          ref={attachStage}
          width={size.width} height={size.height} draggable={!editMode} dragBoundFunc={boundPan}
          onMouseMove={onMouseMove} onMouseLeave={() => setHighlight(undefined)}
          onClick={onClick} onTap={onClick} onWheel={onWheel} onDragEnd={onStageDragEnd}>
          <Layer name={mapLayerNames.background} listening={false}>
            <Group ref={backgroundRef}>{background}</Group>
          </Layer>
          <Layer name={mapLayerNames.centres} listening={false}>{additionalHomeStars}{centres}</Layer>
          <Layer name={mapLayerNames.units} ref={unitsLayerRef}>{units}{dislodged}</Layer>
          <Layer name={mapLayerNames.arrows} listening={false}>
            {marks.map((m, k) => <OrderMarkShape key={k} mark={m} sizes={sizes} />)}
          </Layer>
          <Layer name={mapLayerNames.overlay} ref={overlayRef}>
            <Path ref={highlightRef} name="highlight" visible={false} listening={false} data=""
              fill="rgba(255,255,255,0.28)" stroke={mapColours.hover} strokeWidth={sizes.borderWidth * 2.5} />
          </Layer>
        </Stage>
      )}
      <div className="map-tools" style={{ position: 'absolute', zIndex: 1, right: '.3rem', bottom: '.3rem' }}>
        <button type="button" onClick={fitToBox} style={{ padding: '.1rem .5rem', fontSize: '.8rem' }} title="Show the whole map again" data-testid="map-fit">Fit</button>
      </div>
    </div>
  );
}

/** The name drawn on a province: its official abbreviation, or its id capitalised (`Par`). */
export function labelText(variant: Variant, id: ProvinceId): string {
  const p = variant.province(id);
  if (p?.abbreviation) return p.abbreviation;
  return id.charAt(0).toUpperCase() + id.slice(1);
}

type Sizes = ReturnType<typeof mapSizes>;

/** A unit: armies round, fleets square-cornered, the letter on top, in the power's colour. */
function UnitSymbol({ unit, colour, sizes }: { unit: Unit; colour: string; sizes: Sizes }) {
  const r = sizes.unitRadius;
  return (
    <>
      {unit.type === 'A'
        ? <Circle radius={r} fill={colour} stroke={mapColours.unitOutline} strokeWidth={r * 0.16} perfectDrawEnabled={false} />
        : <Rect x={-r} y={-r * 0.85} width={2 * r} height={1.7 * r} cornerRadius={r * 0.3} fill={colour}
            stroke={mapColours.unitOutline} strokeWidth={r * 0.16} perfectDrawEnabled={false} />}
      <Text text={unit.type} x={-r} y={-sizes.unitFont / 2 + 1} width={2 * r} align="center" fontFamily={mapFont}
        fontSize={sizes.unitFont} fontStyle="bold" fill={textOn(colour)} listening={false} perfectDrawEnabled={false} />
    </>
  );
}

/** One order mark; failed orders are red with a cross on them. */
function OrderMarkShape({ mark, sizes }: { mark: OrderMark; sizes: Sizes }) {
  const colour = mark.success ? mapColours.arrowOk : mapColours.arrowFailed;
  const w = sizes.arrowWidth;
  const common = { perfectDrawEnabled: false, lineCap: 'round' as const, lineJoin: 'round' as const };
  const failCross = (x: number, y: number) => {
    const c = sizes.arrowHead * 0.7;
    return <Line points={[x - c, y - c, x + c, y + c, x, y, x + c, y - c, x - c, y + c]} stroke={mapColours.arrowFailed} strokeWidth={w * 1.1} {...common} />;
  };
  const midOfLast = (points: number[]) => {
    const n = points.length;
    return { x: (points[n - 4]! + points[n - 2]!) / 2, y: (points[n - 3]! + points[n - 1]!) / 2 };
  };
  switch (mark.kind) {
    case 'move': case 'support': case 'convoy': {
      const dash = mark.kind === 'support' ? [w * 3, w * 2] : mark.kind === 'convoy' ? [w * 0.1, w * 2.2] : undefined;
      const strokeWidth = mark.kind === 'convoy' ? w * 1.3 : w;
      const head = mark.kind === 'support' && mark.toHold ? 0 : sizes.arrowHead;
      const mid = midOfLast(mark.points);
      return (
        <Group name={`order ${mark.kind} ${mark.success ? 'ok' : 'failed'}`}>
          <Arrow points={mark.points} stroke={mapColours.arrowHalo} fill={mapColours.arrowHalo} strokeWidth={strokeWidth + w * 1.6}
            pointerLength={head} pointerWidth={head} dash={dash} {...common} />
          <Arrow points={mark.points} stroke={colour} fill={colour} strokeWidth={strokeWidth}
            pointerLength={head} pointerWidth={head * 0.9} dash={dash} {...common} />
          {mark.kind === 'support' && mark.toHold &&
            <Circle x={mark.points[2]} y={mark.points[3]} radius={w * 1.4} fill={colour} />}
          {!mark.success && failCross(mid.x, mid.y)}
        </Group>
      );
    }
    case 'hold':
      return (
        <Group name={`order hold ${mark.success ? 'ok' : 'failed'}`}>
          <Circle x={mark.at.x} y={mark.at.y} radius={sizes.unitRadius * 1.35} stroke={mapColours.arrowHalo} strokeWidth={w * 2.4} />
          <Circle x={mark.at.x} y={mark.at.y} radius={sizes.unitRadius * 1.35} stroke={colour} strokeWidth={w} />
        </Group>
      );
    case 'build':
      return (
        <Circle name="order build" x={mark.at.x} y={mark.at.y} radius={sizes.unitRadius * 1.5} stroke={colour}
          strokeWidth={w} dash={[w * 2, w * 1.5]} />
      );
    case 'remove':
      return <Group name="order remove">{failCross(mark.at.x, mark.at.y)}</Group>;
  }
}
