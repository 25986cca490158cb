// The battle judge's result for one battle (004 4.2.5, 4.3, 4.5): the winner, the troops each army
// lost (per slot and creature) and whether the winner killed or captured the loser. The loser is
// separated — moved one square at random, the roll listed — when the turn is resolved (004 4.2.5b).
import { useId, useState } from 'react';
import type { Army } from '../../core/coalition/index';
import type { BattleRecord, BattleResult } from './coalitionTypes';

export function BattleResultForm({ battle, armies, onSubmit, disabled }: {
  battle: BattleRecord; armies: Army[]; disabled: boolean; onSubmit: (result: BattleResult) => Promise<void>;
}) {
  const id = useId();
  const fighting = battle.armies.map((n) => armies.find((a) => a.name === n)).filter((a): a is Army => !!a);
  const [winner, setWinner] = useState(fighting[0]?.name ?? '');
  const [outcome, setOutcome] = useState<BattleResult['outcome']>('none');
  const [losses, setLosses] = useState<Record<string, Record<string, string>>>({});
  const loser = fighting.find((a) => a.name !== winner)?.name ?? '';

  const setLoss = (army: string, creature: string, value: string) => setLosses((l) => ({ ...l, [army]: { ...l[army], [creature]: value } }));

  function result(): BattleResult {
    const clean: BattleResult['losses'] = {};
    for (const [army, byCreature] of Object.entries(losses)) {
      for (const [creature, value] of Object.entries(byCreature)) {
        const n = Math.floor(Number(value));
        if (Number.isFinite(n) && n > 0) (clean[army] ??= {})[creature] = n;
      }
    }
    return { square: battle.square, winner, loser, losses: clean, outcome };
  }

  return (
    <form className="coalition-battle-form" data-testid="battle-result-form" data-square={battle.square} onSubmit={(e) => { e.preventDefault(); void onSubmit(result()); }}>
      <h3>Battle at {battle.square}: {battle.armies.join(' v ')}</h3>
      <label htmlFor={`${id}-w`}>Winner</label>{' '}
      <select id={`${id}-w`} value={winner} onChange={(e) => setWinner(e.target.value)}>
        {fighting.map((a) => <option key={a.name} value={a.name}>{a.name}</option>)}
      </select>{' '}
      <label htmlFor={`${id}-o`}>Outcome for the loser</label>{' '}
      <select id={`${id}-o`} value={outcome} onChange={(e) => setOutcome(e.target.value as BattleResult['outcome'])}>
        <option value="none">separated (moved one square)</option>
        <option value="kill">killed (004 4.3)</option>
        <option value="capture">captured (004 4.5)</option>
      </select>
      {fighting.map((a) => (
        <fieldset key={a.name}>
          <legend>Troops {a.name} lost</legend>
          {a.slots.map((slot, i) => slot.map((c) => (
            <label key={`${i}:${c.name}`} className="inline">
              Slot {i + 1} {c.name} ({c.count} left){' '}
              <input type="number" min={0} max={c.count} size={6} value={losses[a.name]?.[c.name] ?? ''} onChange={(e) => setLoss(a.name, c.name, e.target.value)} />
            </label>
          )))}
        </fieldset>
      ))}
      <p><button type="submit" disabled={disabled || !winner || !loser}>Record the result</button></p>
    </form>
  );
}
