// The Coalition movement judge's workspace for a 'coalition' game (seed 004). Storage is the source
// of truth: every judge action is written as a 'coalition-…' record first (pasted text verbatim in
// rawInputs before that), and the screen shows its effect only by re-reading the records and
// rebuilding the round through the worker (coalitionApi.view), the same way a reload or a restored
// backup does. Nothing about the round lives only in memory.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { forumTime } from '../../core/coalition/index';
import { appDb } from '../storage/db';
import { ArmyInfo } from './ArmyInfo';
import { ArmyPicker } from './ArmyPicker';
import { BattlePanel } from './BattlePanel';
import { coalitionClient } from './coalitionClient';
import { coalitionRecordsOf, loadCoalitionState, recordAction } from './coalitionRecords';
import type { CoalitionAction, CoalitionState, CoalitionView } from './coalitionTypes';
import { FixForm, type DropRequest } from './FixForm';
import { FixList } from './FixList';
import { GridMap } from './GridMap';
import { ProblemList } from './ProblemList';
import { PublishPanel } from './PublishPanel';
import { ResolvePanel } from './ResolvePanel';
import { RosterImport } from './RosterImport';
import { RoundSetup } from './RoundSetup';
import { SanctionPanel } from './SanctionPanel';
import { TerrainKey } from './TerrainKey';
import { ThreadPanel } from './ThreadPanel';
import { TurnHistory } from './TurnHistory';
import { VerdictList } from './VerdictList';
import './coalition.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'not-started' }
  | { kind: 'ready'; state: CoalitionState; view: CoalitionView }
  | { kind: 'failed'; message: string };

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function CoalitionWorkspace({ gameId }: { gameId: string }) {
  const db = appDb();
  const records = useLiveQuery(() => coalitionRecordsOf(db, gameId), [gameId]);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [editMode, setEditMode] = useState(false);
  const [terrainOnly, setTerrainOnly] = useState(false);
  const [drop, setDrop] = useState<DropRequest | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  // Rebuild from storage whenever the game's records change (this tab, another tab, a restore).
  useEffect(() => {
    if (!records) return;
    let live = true;
    (async () => {
      const state = await loadCoalitionState(db, gameId);
      if (!state) { if (live) setLoaded({ kind: 'not-started' }); return; }
      const view = await coalitionClient.view(state);
      if (!live) return;
      setLoaded({ kind: 'ready', state, view });
      const game = await db.games.get(gameId);
      if (game && game.phase !== view.phase) await db.games.update(gameId, { phase: view.phase });
    })().catch((e: unknown) => { if (live) setLoaded({ kind: 'failed', message: message(e) }); });
    return () => { live = false; };
  }, [records, gameId, db]);

  const record = useCallback(async (action: CoalitionAction, phase?: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await recordAction(db, gameId, action, phase ? { phase } : {});
    } catch (e) {
      setFailure(message(e));
    } finally {
      setBusy(false);
    }
  }, [db, gameId]);

  if (loaded.kind === 'loading') return <p className="muted" data-testid="coalition-loading">Opening the round…</p>;
  if (loaded.kind === 'failed') return <ProblemList title="The round could not be rebuilt from storage:" problems={[loaded.message]} />;
  if (loaded.kind === 'not-started') return <div data-testid="coalition-workspace"><RoundSetup gameId={gameId} /></div>;

  const { state, view } = loaded;
  const past = viewing === null ? null : view.history.find((h) => h.turn === viewing) ?? null;
  const shownRound = past ? past.after : view.pending ? view.pending.after : view.current;
  // This turn's move trails: of the turn viewed, of the resolved turn, else of the last committed one.
  const shownMoves = (past ?? view.pending ?? view.history[view.history.length - 1] ?? null)?.report.movements;
  const shownArmy = selected ? shownRound.armies.find((a) => a.name.toLowerCase() === selected.toLowerCase()) : undefined;
  const fixes = view.pending ? view.pending.fixes : view.fixes;
  const publishable = past ?? view.pending ?? view.history[view.history.length - 1] ?? null;
  const last = view.outcomes[view.outcomes.length - 1];
  const canEdit = !past && !busy;

  /** Compute first: the commit must replay cleanly; then write it and the new phase together. */
  async function commit() {
    const trial: CoalitionState = { ...state, actions: [...state.actions, { kind: 'coalition-commit', turn: view.turn, recordId: 'trial-commit', at: Date.now() }] };
    try {
      const after = await coalitionClient.view(trial);
      const outcome = after.outcomes[after.outcomes.length - 1];
      if (!outcome?.accepted) { setFailure(outcome?.message ?? 'The turn could not be committed.'); return; }
      await record({ kind: 'coalition-commit', turn: view.turn }, after.phase);
      setSelected(null);
    } catch (e) { setFailure(message(e)); }
  }

  async function recordFix(reason: string) {
    if (!drop) return;
    await record({ kind: 'coalition-fix', army: drop.army, from: drop.from, to: drop.to, reason });
    setDrop(null);
  }

  return (
    <div className="coalition-workspace" data-testid="coalition-workspace">
      <p className="muted" data-testid="coalition-round">
        {view.roundName} · set up from “{state.setup.sourceName}” · turn {view.turn} · battle deadline {forumTime(view.current.battleDeadline)}
      </p>
      <TurnHistory history={view.history} viewing={viewing} onView={(t) => { setViewing(t); setDrop(null); setEditMode(false); }} />
      <div className="coalition-columns">
        <div className="coalition-map-column">
          <div className="coalition-map-tools">
            <label className="inline"><input type="checkbox" checked={editMode} disabled={!canEdit} onChange={(e) => { setEditMode(e.target.checked); setDrop(null); }} /> Fix squares (drag an army)</label>
            <label className="inline"><input type="checkbox" checked={terrainOnly} onChange={(e) => setTerrainOnly(e.target.checked)} /> Terrain only</label>
          </div>
          <GridMap
            round={shownRound} moves={shownMoves} terrainOnly={terrainOnly} editMode={editMode && canEdit} selected={selected} onSelect={setSelected}
            onDrop={(army, to) => { const a = shownRound.armies.find((x) => x.name === army); if (a) setDrop({ army, from: a.square, to }); }}
          />
          <TerrainKey />
        </div>
        <div className="coalition-main">
          {last ? <p className={last.accepted ? 'coalition-outcome' : 'coalition-outcome error'} role="status" data-testid="coalition-last-outcome">{last.message}</p> : null}
          {failure ? <p className="error" role="alert" data-testid="coalition-failure">{failure}</p> : null}
          {drop ? <FixForm drop={drop} onRecord={recordFix} onCancel={() => setDrop(null)} /> : null}
          <section className="panel" aria-label="Selected army">
            <ArmyPicker armies={shownRound.armies} selected={selected} onSelect={setSelected} canFix={canEdit} onFix={(army, from, to) => setDrop({ army, from, to })} />
            <ArmyInfo army={shownArmy} />
          </section>
          {past ? (
            <section className="panel" data-testid="coalition-past-verdicts">
              <h2>Turn {past.turn}: orders as judged (seed {past.seed})</h2>
              <VerdictList outcomes={past.report.outcomes} />
            </section>
          ) : (
            <>
              {view.setupProblems.length ? (
                <details className="panel"><summary>{view.setupProblems.length} set-up problem(s) (004 2.5)</summary>
                  <ul>{view.setupProblems.map((p, i) => <li key={i}>{p.message} ({p.rule})</li>)}</ul>
                </details>
              ) : null}
              <ThreadPanel gameId={gameId} view={view} record={(a) => record(a)} disabled={busy} />
              <BattlePanel view={view} armies={view.current.armies} record={(a) => record(a)} disabled={busy} />
              <SanctionPanel view={view} armies={view.current.armies} record={(a) => record(a)} disabled={busy} />
              <ResolvePanel view={view} disabled={busy} resolve={(seed) => record({ kind: 'coalition-resolve', seed })} commit={commit} />
              <FixList fixes={fixes} disabled={busy} onUndo={(f) => void record({ kind: 'coalition-undo', target: f.recordId, reason: `undo the fix of ${f.army}` })} />
            </>
          )}
          {publishable ? <PublishPanel key={publishable.turn} resolved={publishable} roundName={view.roundName} map={{ round: shownRound, moves: shownMoves, terrainOnly }} record={(a) => record(a)} /> : null}
          {!past ? <RosterImport gameId={gameId} record={(a) => record(a)} /> : null}
          <details className="panel coalition-log" data-testid="coalition-log">
            <summary>Judge’s log ({view.outcomes.length} actions)</summary>
            <ol>{view.outcomes.map((o) => <li key={o.recordId} className={o.accepted ? undefined : 'error'}>{o.message}</li>)}</ol>
          </details>
        </div>
      </div>
    </div>
  );
}
