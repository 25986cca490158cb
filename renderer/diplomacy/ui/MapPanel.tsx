// The map of the phase on screen (core's DiplomacyMap), the card of the chosen province (unit,
// owner, orders) and, in edit mode, the GM's corrections: drag a unit, or from the card (without
// a mouse) move, add or remove a unit or change a centre's owner. Every correction goes through
// the reason dialog before it is stored.
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { MapKey } from '../../map/MapKey';
import type { Variant } from '../../../core/diplomacy/variant';
import { provinceOf } from '../../../core/diplomacy/variant';
import type { MapGeometry } from '../../../core/diplomacy/mapGeometry';
import type { Order, OrderResult, Position, ProvinceId } from '../../../core/diplomacy/types';
import { formatOrder } from '../../../core/diplomacy/canonicalOrders';
import type { PositionEdit } from '../../../core/diplomacy/record/editLog';
import { phaseTitle } from '../../map/phaseTitle';

// The map's code starts loading with this module, alongside the geometry, not after it.
const mapModule = import('../../map/DiplomacyMap');
const DiplomacyMap = lazy(() => mapModule.then((m) => ({ default: m.DiplomacyMap })));
const geometries = import.meta.glob('../../../assets/variants/*/geometry.json', { import: 'default' });

function useGeometry(variantId: string): MapGeometry | null | 'missing' {
  const [geometry, setGeometry] = useState<MapGeometry | null | 'missing'>(null);
  useEffect(() => {
    const load = geometries[`../../../assets/variants/${variantId}/geometry.json`];
    if (!load) { setGeometry('missing'); return; }
    let live = true;
    load().then((g) => { if (live) setGeometry(g as MapGeometry); }, () => { if (live) setGeometry('missing'); });
    return () => { live = false; };
  }, [variantId]);
  return geometry;
}

export interface MapPanelProps {
  variant: Variant;
  position: Position;
  orders: readonly (OrderResult | Order)[];
  editMode: boolean;
  onEdit(edit: PositionEdit): void;
  /** The province chosen by a click on the map (its card is in the side column). */
  onChoose(id: ProvinceId): void;
  /** Shown over the top of the map (edit mode), so the map does not jump when it appears. */
  banner?: React.ReactNode;
}

/**
 * The map alone. Its box takes the whole centre column, whose height is set by the window only,
 * so no panel opening elsewhere (province card, results, corrections) changes the canvas: the
 * same screen point is the same province whatever is open. The phase caption and the key sit in
 * a one-line strip under the canvas, never over the map's southern edge.
 */
export function MapPanel({ variant, position, orders, editMode, onEdit, onChoose, banner }: MapPanelProps) {
  const geometry = useGeometry(variant.id);
  return (
    <section className="map-panel panel" aria-label="Map">
      <div className="map-box" data-testid="map-box">
        {banner}
        {geometry === null && <p className="muted">Loading the map…</p>}
        {geometry === 'missing' && <p className="muted">This variant has no map drawing; the orders and results are on the right.</p>}
        {geometry !== null && geometry !== 'missing' && (
          <Suspense fallback={<p className="muted">Loading the map…</p>}>
            <DiplomacyMap variant={variant} geometry={geometry} position={position} orders={orders} editMode={editMode}
              onProvinceClick={onChoose}
              onUnitDrop={(unit, location) => { if (provinceOf(location) !== provinceOf(unit.location)) onEdit({ kind: 'move-unit', from: unit.location, to: location }); }} />
          </Suspense>
        )}
      </div>
      <div className="map-strip">
        {/* The season as the variant names it: Maharajah's adjustments are the Monsoon (001 B.I(5)). */}
        <p className="map-phase" data-testid="map-phase">{phaseTitle(variant, position.phase)}</p>
        <MapKey />
      </div>
    </section>
  );
}

export interface ProvinceCardProps {
  variant: Variant; position: Position; orders: readonly (OrderResult | Order)[]; province: ProvinceId | null;
  onChoose(id: ProvinceId): void; editMode: boolean; onEdit(edit: PositionEdit): void;
}

export function ProvinceCard({ variant, position, orders, province, onChoose, editMode, onEdit }: ProvinceCardProps) {
  const id = useId();
  const [moveTo, setMoveTo] = useState('');
  const [addType, setAddType] = useState<'A' | 'F'>('A');
  const [addPower, setAddPower] = useState(variant.powers[0]?.name ?? '');
  const data = province ? variant.province(province) : undefined;
  const unit = province ? position.units.find((u) => provinceOf(u.location) === province) : undefined;
  const dislodged = province ? position.dislodged.find((d) => provinceOf(d.unit.location) === province) : undefined;
  const owner = province ? position.centres[province] : undefined;
  const here = orders.filter((o) => {
    const order = 'order' in o ? o.order : o;
    const loc = order.kind === 'build' ? order.location : order.kind === 'waive' ? '' : order.unit;
    return province !== null && loc !== '' && provinceOf(loc) === province;
  });
  return (
    <section className="province-card panel" aria-label="Province" data-testid="province-card">
      <label htmlFor={`${id}-prov`}>Province</label>
      <select id={`${id}-prov`} value={province ?? ''} onChange={(e) => onChoose(e.target.value)} data-testid="province-select">
        <option value="">— choose, or click the map —</option>
        {variant.data.provinces.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.id.toUpperCase()})</option>)}
      </select>
      {data && (
        <div data-testid="province-facts">
          <strong>{data.name}</strong> ({data.kind}{data.supplyCentre ? ', supply centre' : ''})
          <ul className="facts">
            <li>Unit: {unit ? `${unit.power} ${unit.type} ${unit.location.toUpperCase()}` : 'none'}</li>
            {dislodged && <li>Dislodged: {dislodged.unit.power} {dislodged.unit.type}; may retreat to {dislodged.retreats.map((r) => r.toUpperCase()).join(', ') || 'nowhere (disbanded)'}</li>}
            {data.supplyCentre && <li>Owner: {owner ?? 'neutral'}</li>}
            {data.supplyCentre && <HomeCentreFact variant={variant} position={position} centre={data.id} />}
            {here.map((o, i) => {
              const r = 'order' in o ? o : undefined;
              return <li key={i}>{formatOrder(r ? r.order : (o as Order))}{r ? ` — ${r.success ? 'succeeds' : 'fails'}: ${r.reason}` : ''}</li>;
            })}
          </ul>
          {editMode && (
            <div className="edit-tools" data-testid="edit-tools">
              {unit ? (
                <>
                  <label htmlFor={`${id}-to`}>Move this unit to</label>
                  <select id={`${id}-to`} value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
                    <option value="">—</option>
                    {Object.keys(variant.data.adjacency.fleet).concat(variant.data.provinces.map((p) => p.id))
                      .filter((v, i, all) => all.indexOf(v) === i).sort().map((l) => <option key={l} value={l}>{l.toUpperCase()}</option>)}
                  </select>
                  <button type="button" disabled={moveTo === ''} onClick={() => onEdit({ kind: 'move-unit', from: unit.location, to: moveTo })}>Move…</button>
                  <button type="button" className="quiet" onClick={() => onEdit({ kind: 'remove-unit', location: unit.location })}>Remove unit…</button>
                </>
              ) : (
                <>
                  <label htmlFor={`${id}-type`}>Add a unit</label>
                  <select id={`${id}-type`} value={addType} onChange={(e) => setAddType(e.target.value as 'A' | 'F')}><option value="A">Army</option><option value="F">Fleet</option></select>
                  <select aria-label="Power of the new unit" value={addPower} onChange={(e) => setAddPower(e.target.value)}>
                    {variant.powers.map((p) => <option key={p.name} value={p.name}>{p.name}</option>)}
                  </select>
                  <button type="button" onClick={() => onEdit({ kind: 'add-unit', unit: { type: addType, power: addPower, location: data.id } })}>Add…</button>
                </>
              )}
              {data.supplyCentre && (
                <>
                  <label htmlFor={`${id}-owner`}>Centre owner</label>
                  <select id={`${id}-owner`} value={owner ?? ''} onChange={(e) => onEdit({ kind: 'set-centre', province: data.id, owner: e.target.value || null })}>
                    <option value="">neutral</option>
                    {variant.powers.map((p) => <option key={p.name} value={p.name}>{p.name}</option>)}
                  </select>
                </>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Whose home centre this is. Under 001 B.I(3) a centre can become another power's home centre in
 * play; the position does not record the year, so the card says "additional" and names the
 * power it belonged to at the start, if any.
 */
function HomeCentreFact({ variant, position, centre }: { variant: Variant; position: Position; centre: ProvinceId }) {
  const original = variant.powers.find((p) => p.homeCentres.includes(centre))?.name;
  const current = Object.entries(position.homeCentres ?? {}).find(([, list]) => Array.isArray(list) && list.includes(centre))?.[0];
  if (current && current === original) return <li>Home centre of {current}</li>;
  if (current) {
    return <li data-testid="additional-home-centre">Additional home centre of {current} (001 B.I(3)){original ? `; at the start ${original}'s` : ''}</li>;
  }
  if (original) return <li>No longer a home centre of {original} (001 B.I(3)c)</li>;
  return null;
}
