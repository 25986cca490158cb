// Test page for the map alone: mounts DiplomacyMap for the variant named in the URL
// (?variant=standard|maharajah&edit=1&orders=1&dislodged=1&converted=1) and exposes `window.mapHarness`
// so the end-to-end test can read what was drawn and what the map reported.
import { createRoot } from 'react-dom/client';
import type Konva from 'konva';
import { DiplomacyMap } from '../../../renderer/map/DiplomacyMap';
import { exportMapPng, legendNotes } from '../../../renderer/map/exportPng';
import { getVariant } from '../../../core/diplomacy/variants';
import type { MapGeometry } from '../../../core/diplomacy/mapGeometry';
import type { OrderResult, Position, Unit } from '../../../core/diplomacy/types';
import standardGeometry from '../../../assets/variants/standard/geometry.json';
import maharajahGeometry from '../../../assets/variants/maharajah/geometry.json';

const params = new URLSearchParams(location.search);
const variantId = params.get('variant') ?? 'standard';
const variant = getVariant(variantId);
const geometry = (variantId === 'maharajah' ? maharajahGeometry : standardGeometry) as unknown as MapGeometry;

// The opening position, written out here so the page depends on nothing but the variant data.
const position: Position = {
  variant: variant.id,
  phase: { year: variant.data.startYear, season: 'spring', type: 'movement' },
  units: variant.data.startUnits.map((u) => ({ ...u, id: `s-${u.location}` })),
  dislodged: [],
  centres: Object.fromEntries(variant.powers.flatMap((p) => p.homeCentres.map((c) => [c, p.name]))),
  homeCentres: Object.fromEntries(variant.powers.map((p) => [p.name, [...p.homeCentres]])),
  standoffs: [],
};

// A small made-up turn on the standard map, to see every kind of mark: moves, a failed move,
// supports (to a move and to a hold), a convoy, a hold, and a dislodged unit.
let orders: OrderResult[] | undefined;
if (params.get('orders') === '1' && variantId === 'standard') {
  const r = (order: OrderResult['order'], success: boolean): OrderResult => ({ order, success, code: success ? 'ok' : 'bounced', reason: '' });
  orders = [
    r({ kind: 'move', power: 'France', unit: 'par', to: 'bur' }, true),
    r({ kind: 'support', power: 'France', unit: 'mar', supported: 'par', to: 'bur' }, true),
    r({ kind: 'move', power: 'Germany', unit: 'mun', to: 'bur' }, false),
    r({ kind: 'move', power: 'England', unit: 'lon', to: 'nth' }, true),
    r({ kind: 'convoy', power: 'England', unit: 'edi', from: 'lvp', to: 'nwy' }, false),
    r({ kind: 'hold', power: 'Italy', unit: 'ven' }, true),
    r({ kind: 'support', power: 'Italy', unit: 'rom', supported: 'ven' }, true),
    r({ kind: 'move', power: 'Russia', unit: 'stp/sc', to: 'bot' }, true),
    r({ kind: 'move', power: 'Turkey', unit: 'ank', to: 'bla' }, false),
  ];
}
if (params.get('dislodged') === '1' && variantId === 'standard') {
  position.dislodged = [{ unit: { type: 'A', power: 'Austria', location: 'vie' }, attackerFrom: 'gal', attackerConvoyed: false, retreats: ['boh'] }];
}

// Maharajah after two years of play (001 B.I(3)): a Delhi army stood all of 1502 on Kashmir (a
// neutral centre) and another on Sambalpur (Gondwana's), so both are now home centres of Delhi.
if (params.get('converted') === '1' && variantId === 'maharajah') {
  position.phase = { year: variant.data.startYear + 2, season: 'spring', type: 'movement' };
  position.units = position.units.filter((u) => u.location !== 'sbl').concat(
    { type: 'A', power: 'Delhi', location: 'kmr', id: 'd-kmr' }, { type: 'A', power: 'Delhi', location: 'sbl', id: 'd-sbl' });
  position.centres = { ...position.centres, kmr: 'Delhi', sbl: 'Delhi' };
  position.homeCentres = {
    ...position.homeCentres,
    Delhi: [...position.homeCentres.Delhi!, 'kmr', 'sbl'],
    Gondwana: position.homeCentres.Gondwana!.filter((c) => c !== 'sbl'),
  };
}

interface HarnessEvent { kind: 'click' | 'drop' | 'hover'; province?: string; unit?: Unit; location?: string }
const events: HarnessEvent[] = [];
let stage: Konva.Stage | null = null;

declare global {
  interface Window {
    mapHarness?: {
      events: HarnessEvent[];
      ready(): boolean;
      /** Drawn units with their location and screen (client) coordinates. */
      units(): { id: string; location: string; x: number; y: number }[];
      /** Screen (client) coordinates of a map point. */
      toScreen(x: number, y: number): { x: number; y: number };
      locationOnScreen(location: string): { x: number; y: number };
      riverLines(): number;
      exportPng(width: number, withOrders: boolean): string;
      layerCount(): number;
      /** Order marks drawn, by their node name (`order move ok`, `order convoy failed`, ...). */
      orderMarks(): string[];
      dislodgedCount(): number;
      /** Stars drawn for converted home centres (001 B.I(3)): province, fill colour, screen point. */
      additionalHomeCentres(): { centre: string; fill: string; x: number; y: number }[];
      /** The lines the PNG export's legend adds below the powers. */
      legendNotes(): string[];
      /** The marks the exported PNG's legend keys, in order (legend-key-<mark> shapes). */
      exportedKeyMarks(withOrders: boolean): string[];
    };
  }
}

const toScreen = (x: number, y: number) => {
  const p = stage!.getAbsoluteTransform().point({ x, y });
  const rect = stage!.container().getBoundingClientRect();
  return { x: rect.left + p.x, y: rect.top + p.y };
};

window.mapHarness = {
  events,
  ready: () => stage !== null && stage.find('.unit').length > 0,
  units: () => stage!.find('.unit').map((n) => {
    const p = toScreen(n.x(), n.y());
    return { id: n.id(), location: n.id().replace(/^unit-/, ''), x: p.x, y: p.y };
  }),
  toScreen,
  locationOnScreen: (location) => { const g = geometry.locations[location]!; return toScreen(g.x, g.y); },
  riverLines: () => stage!.find('Line').filter((n) => n.getAttr('stroke') === '#3f7fbf').length,
  exportPng: (width, withOrders) => exportMapPng(stage!, {
    variant, geometry, position, title: `Harness game (${variant.data.name})`, phase: `Spring ${variant.data.startYear} Movement`, width, withOrders,
  }),
  layerCount: () => stage!.getLayers().length,
  orderMarks: () => stage!.find('.order').map((n) => n.name()).sort(),
  dislodgedCount: () => stage!.find('.dislodged-unit').length,
  additionalHomeCentres: () => stage!.find('.additional-home-centre').filter((n) => n.isVisible()).map((n) => {
    const p = toScreen(n.x(), n.y());
    return { centre: n.id().replace(/^additional-home-/, ''), fill: String(n.getAttr('fill')), x: p.x, y: p.y };
  }).sort((a, b) => a.centre.localeCompare(b.centre)),
  legendNotes: () => legendNotes(variant, position),
  exportedKeyMarks: (withOrders) => {
    let marks: string[] = [];
    exportMapPng(stage!, { variant, geometry, position, title: 'key', phase: 'key', width: 1200, withOrders,
      inspect: (out) => { marks = out.find('.legend-key').map((n) => n.name().split(' ').find((w) => w.startsWith('legend-key-'))!.slice('legend-key-'.length)); } });
    return marks;
  },
};

createRoot(document.getElementById('root')!).render(
  <DiplomacyMap
    variant={variant} geometry={geometry} position={position} orders={orders}
    editMode={params.get('edit') === '1'}
    onStage={(s) => { stage = s; }}
    onProvinceClick={(province) => events.push({ kind: 'click', province })}
    onUnitDrop={(unit, location) => events.push({ kind: 'drop', unit, location })}
  />,
);
