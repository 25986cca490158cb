// 004 1.2: clicking an army shows its current type and the troops it has left, slot by slot.
import { rankName, type Army } from '../../core/coalition/index';

export function ArmyInfo({ army }: { army: Army | undefined }) {
  if (!army) return <p className="muted" data-testid="army-info-empty">Click an army on the map to see its type and troops.</p>;
  return (
    <div className="coalition-army-info" data-testid="army-info">
      <h3>{army.name}</h3>
      <p data-testid="army-type">
        {army.team}{army.mercenaryFaction ? ` (${army.mercenaryFaction})` : ''} · {rankName(army.team, army.rank)} army · at {army.square}
        {army.factions.length ? ` · ${army.factions.join('/')}` : ''} · {army.days} day{army.days === 1 ? '' : 's'} counted
        {army.partiallyConverted ? ' · partially converted' : ''}
      </p>
      <table data-testid="army-troops">
        <thead><tr><th>Slot</th><th>Creature</th><th>Size</th><th>Troops</th></tr></thead>
        <tbody>
          {army.slots.flatMap((slot, i) => slot.map((c) => (
            <tr key={`${i}:${c.name}`}><td>{i + 1}</td><td>{c.name}</td><td>{c.power}/{c.toughness}</td><td>{c.count} of {c.full}</td></tr>
          )))}
        </tbody>
      </table>
      {army.legend ? <p>Legend: {army.legend}</p> : null}
    </div>
  );
}
