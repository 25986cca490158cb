// The keyboard way to the map's army actions: pick an army from a list (as clicking it on the map
// does) and, when fixing squares, type the square it should stand on — the same fix (with a
// reason) as dragging it. Squares are read as players write them: "13D", "D13", "d-13".
import { useId, useState } from 'react';
import { parseSquare, type Army } from '../../core/coalition/index';

export function ArmyPicker({ armies, selected, onSelect, canFix, onFix }: {
  armies: Army[]; selected: string | null; onSelect: (army: string | null) => void;
  canFix: boolean; onFix: (army: string, from: string, to: string) => void;
}) {
  const id = useId();
  const [target, setTarget] = useState('');
  const army = selected ? armies.find((a) => a.name.toLowerCase() === selected.toLowerCase()) : undefined;
  const square = parseSquare(target);
  return (
    <div className="coalition-buttons coalition-army-picker">
      <label htmlFor={`${id}-a`}>Army</label>
      <select id={`${id}-a`} value={army?.name ?? ''} onChange={(e) => onSelect(e.target.value || null)}>
        <option value="">(choose)</option>
        {armies.map((a) => <option key={a.name} value={a.name}>{a.name} · {a.square}</option>)}
      </select>
      {army && canFix ? (
        <form className="coalition-buttons" onSubmit={(e) => { e.preventDefault(); if (square && square !== army.square) { onFix(army.name, army.square, square); setTarget(''); } }}>
          <label htmlFor={`${id}-s`}>Fix its square to</label>
          <input id={`${id}-s`} value={target} onChange={(e) => setTarget(e.target.value)} size={5} className="coalition-square-input" />
          <button type="submit" className="quiet" disabled={!square || square === army.square}>Move…</button>
        </form>
      ) : null}
    </div>
  );
}
