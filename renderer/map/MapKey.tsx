// The map's key on screen: a small drawing of each mark (the same colours and dashes the map
// uses) with its meaning, from mapKeyEntries, which the PNG export's legend also draws.
import { mapColours } from './mapStyle';
import { mapKeyEntries, type MapKeyMark } from './mapKey';

const ok = mapColours.arrowOk, bad = mapColours.arrowFailed;

function Icon({ mark }: { mark: MapKeyMark }) {
  const arrow = (dash?: string, colour: string = ok) => (
    <>
      <line x1="2" y1="8" x2="19" y2="8" stroke={colour} strokeWidth="2" strokeDasharray={dash} strokeLinecap="round" />
      <path d="M18 4 L24 8 L18 12 Z" fill={colour} />
    </>
  );
  switch (mark) {
    case 'move': return arrow();
    case 'support': return arrow('4 3');
    case 'convoy': return arrow('0.5 3.5');
    case 'hold': return (<><circle cx="13" cy="8" r="6" fill="none" stroke={mapColours.arrowHalo} strokeWidth="4" /><circle cx="13" cy="8" r="6" fill="none" stroke={ok} strokeWidth="1.6" /><circle cx="13" cy="8" r="3.4" fill="#777" /></>);
    case 'failed': return (<>{arrow(undefined, bad)}<path d="M7 4 L13 12 M13 4 L7 12" stroke={bad} strokeWidth="2" /></>);
    case 'build': return <circle cx="13" cy="8" r="6" fill="none" stroke={ok} strokeWidth="1.6" strokeDasharray="3 2" />;
    case 'remove': return (<><circle cx="13" cy="8" r="4" fill="#777" /><path d="M9 4 L17 12 M17 4 L9 12" stroke={bad} strokeWidth="2" /></>);
    case 'dislodged': return <circle cx="13" cy="8" r="6" fill="rgba(255,255,255,0.55)" stroke={mapColours.dislodgedRing} strokeWidth="1.8" strokeDasharray="3 2" />;
  }
}

export function MapKey() {
  return (
    <ul className="map-key" aria-label="Key to the map" data-testid="map-key">
      {mapKeyEntries.map((e) => (
        <li key={e.mark} data-mark={e.mark}>
          <svg width="26" height="16" viewBox="0 0 26 16" aria-hidden="true">
            <Icon mark={e.mark} />
          </svg>
          {e.label}
        </li>
      ))}
    </ul>
  );
}
