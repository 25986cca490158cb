// This turn's battles (announced in the last update) and the results entered for them; a result
// can be undone until the turn is committed.
import type { Army } from '../../core/coalition/index';
import { BattleResultForm } from './BattleResultForm';
import type { BattleResult, CoalitionAction, CoalitionView } from './coalitionTypes';

export function BattlePanel({ view, armies, record, disabled }: { view: CoalitionView; armies: Army[]; record: (a: CoalitionAction) => Promise<void>; disabled: boolean }) {
  if (!view.battles.length) return null;
  const entered = new Map(view.battleResults.map((r) => [r.result.square, r] as const));
  const submit = (result: BattleResult) => record({ kind: 'coalition-battle-result', result });
  return (
    <section className="panel coalition-battles" data-testid="coalition-battles">
      <h2>Battles fought this turn</h2>
      {view.battles.map((b) => {
        const done = entered.get(b.square);
        if (done) {
          const r = done.result;
          return (
            <p key={b.square} data-testid="battle-result" data-square={b.square}>
              {b.square}: <strong>{r.winner}</strong> beat {r.loser}{r.outcome !== 'none' ? ` (${r.outcome})` : ''}; losses {Object.entries(r.losses).map(([a, l]) => `${a}: ${Object.entries(l).map(([c, n]) => `${n} ${c}`).join(', ')}`).join('; ') || 'none entered'}.{' '}
              <button type="button" className="link" disabled={disabled} onClick={() => void record({ kind: 'coalition-undo', target: done.recordId, reason: 'battle result withdrawn' })}>Undo</button>
            </p>
          );
        }
        return <BattleResultForm key={b.square} battle={b} armies={armies} onSubmit={submit} disabled={disabled} />;
      })}
    </section>
  );
}
