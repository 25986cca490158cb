// Resolving the turn with a seed (every random choice the rules leave to chance is listed with its
// roll), then committing it: the resolved round becomes the map and the next turn opens (004 3.1).
// Committing is computed first (the whole replay with the commit in it must succeed) and then
// written in one transaction with the game's new phase.
import { useId, useState } from 'react';
import type { CoalitionView } from './coalitionTypes';

export function ResolvePanel({ view, resolve, commit, disabled }: {
  view: CoalitionView; disabled: boolean;
  resolve: (seed: number) => Promise<void>; commit: () => Promise<void>;
}) {
  const id = useId();
  const [seed, setSeed] = useState(() => String(Math.floor(Math.random() * 1_000_000)));
  const seedNumber = Number(seed);
  const seedOk = Number.isInteger(seedNumber) && seedNumber >= 0 && seedNumber <= 0xffffffff;
  const pending = view.pending;
  return (
    <section className="panel coalition-resolve" data-testid="coalition-resolve" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Resolve turn {view.turn}</h2>
      <p>
        <label htmlFor={`${id}-seed`}>Seed for the random choices</label>{' '}
        <input id={`${id}-seed`} inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value.trim())} size={12} disabled={disabled} />{' '}
        <button type="button" disabled={disabled || !seedOk || !view.thread} onClick={() => void resolve(seedNumber)}>Resolve the turn</button>
        {!view.thread ? <span className="muted"> — read the movement thread first</span> : null}
        {!seedOk ? <span className="error"> — a whole number from 0 to 4294967295</span> : null}
      </p>
      {pending ? (
        <div data-testid="coalition-pending">
          <p>Resolved with seed <strong data-testid="coalition-pending-seed">{pending.seed}</strong>: {pending.report.movements.length} army movements, {pending.report.battles.length} battles announced.</p>
          <h3>Random choices ({pending.report.rolls.length})</h3>
          <ol className="coalition-rolls" data-testid="coalition-rolls">
            {pending.report.rolls.map((r, i) => <li key={i}>{r.purpose}: d{r.sides} = {r.value}{r.chosen !== undefined ? ` → ${r.chosen}` : ''}</li>)}
          </ol>
          {pending.report.events.length ? (<>
            <h3>Judge notes</h3>
            <ul data-testid="coalition-events">{pending.report.events.map((e, i) => <li key={i}>{e.message} ({e.rule})</li>)}</ul>
          </>) : null}
          <p><button type="button" disabled={disabled} onClick={() => void commit()}>Commit turn {pending.turn}</button> <span className="muted">The map becomes this result; turn {pending.turn + 1} opens.</span></p>
        </div>
      ) : null}
    </section>
  );
}
