// 004 1.2c: the colour key of the terrain shading (the seed's "refer to the color code").
import { tokenNote } from './legend';
import { baseColours, portalColour, terrainColours, terrainOrder } from './gridStyle';

export function TerrainKey() {
  return (
    <>
    <ul className="coalition-key" data-testid="terrain-key" aria-label="Map key">
      {terrainOrder.map((t) => <li key={t}><span className="swatch" style={{ background: terrainColours[t] }} />{t}</li>)}
      <li><span className="swatch hollow" style={{ borderColor: portalColour }} />portal</li>
      <li><span className="swatch hollow" style={{ borderColor: baseColours.Red }} />base (faction colour)</li>
      <li><span className="swatch hollow" style={{ borderColor: baseColours.Colorless }} />Colorless base</li>
      <li><span className="trail-swatch" aria-hidden="true">⟶</span>move this turn</li>
      <li><span className="trail-swatch" aria-hidden="true">⇢</span>partial move (004 3.3.2)</li>
    </ul>
    <p className="muted coalition-token-note">{tokenNote}</p>
    </>
  );
}
