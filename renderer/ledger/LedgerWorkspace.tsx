// The rules-ledger workspace of a 'ledger' game. Storage is the source of truth: every GM action
// is written as a 'ledger-…' record first, and the screen shows its effect only by re-reading the
// records and rebuilding the ledger through the worker (ledgerApi.view), the same way a reload
// or a restored backup does. Nothing about the ledger lives only in memory.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { appDb } from '../storage/db';
import { BallotBox } from './BallotBox';
import { BallotForm } from './BallotForm';
import { ledgerClient } from './ledgerClient';
import { ledgerRecordsOf, loadLedgerState, recordAction, setLedgerPhase } from './ledgerRecords';
import type { LedgerAction, LedgerState, LedgerView } from '../../core/ledger/record';
import { procedureNames } from './LedgerSetupForm';
import { PointsOfOrderPanel } from './PointsOfOrderPanel';
import { PointsPosts } from './PointsPosts';
import { ProblemList } from './ProblemList';
import { ProposalForm } from './ProposalForm';
import { ProposalList } from './ProposalList';
import { PublishPanel } from './PublishPanel';
import { RulesetImport } from './RulesetImport';
import { RulesetView } from './RulesetView';
import { Scoreboard } from './Scoreboard';
import { UndecidableMoveForm } from './UndecidableMoveForm';
import './ledger.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'not-started' }
  | { kind: 'ready'; state: LedgerState; view: LedgerView }
  | { kind: 'failed'; message: string };

export function LedgerWorkspace({ gameId }: { gameId: string }) {
  const db = appDb();
  const game = useLiveQuery(() => db.games.get(gameId), [gameId]);
  const records = useLiveQuery(() => ledgerRecordsOf(db, gameId), [gameId]);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Rebuild from storage whenever the game's records change (this tab, another tab, a restore).
  useEffect(() => {
    if (!records) return;
    let live = true;
    (async () => {
      const state = await loadLedgerState(db, gameId);
      if (!state) { if (live) setLoaded({ kind: 'not-started' }); return; }
      const view = await ledgerClient.view(state);
      if (!live) return;
      setLoaded({ kind: 'ready', state, view });
      await setLedgerPhase(db, gameId, view.phase);
    })().catch((e: unknown) => { if (live) setLoaded({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }); });
    return () => { live = false; };
  }, [records, gameId, db]);

  const record = useCallback(async (action: LedgerAction) => {
    setBusy(true);
    setFailure(null);
    try {
      await recordAction(db, gameId, action);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }, [db, gameId]);

  if (loaded.kind === 'loading' || !game) return <p className="muted" data-testid="ledger-loading">Opening the ledger…</p>;
  if (loaded.kind === 'failed') return <ProblemList title="The ledger could not be rebuilt from storage:" problems={[loaded.message]} />;
  if (loaded.kind === 'not-started') return <div data-testid="ledger-workspace"><RulesetImport gameId={gameId} preferredSample={game.variant} /></div>;

  const { state, view } = loaded;
  const last = view.outcomes[view.outcomes.length - 1];
  const open = view.proposals.filter((p) => p.status === 'open');
  const proposers = view.procedure === 'house-rules' && state.setup.gm ? [state.setup.gm, ...view.players] : view.players;
  const voters = proposers;
  const close = (proposal: string) => void record({ kind: 'ledger-close', proposal, at: new Date().toISOString() });
  const withdraw = (p: { id: string; proposer: string }) => void record({ kind: 'ledger-withdraw', proposal: p.id, by: p.proposer, at: new Date().toISOString() });

  return (
    <div className="ledger-workspace" data-testid="ledger-workspace">
      <p className="muted" data-testid="ledger-procedure">
        Ruleset from “{state.setup.sourceName}” · {procedureNames[view.procedure]}
        {view.procedure === 'agora-bt' && state.setup.judge ? ` · Judge: ${state.setup.judge}` : ''}
        {view.procedure === 'house-rules' && state.setup.gm ? ` · GM: ${state.setup.gm}` : ''}
      </p>
      <p className={last && !last.accepted ? 'error' : 'notice'} role="status" data-testid="ledger-last-outcome">
        {last ? `${last.accepted ? '' : 'Refused: '}${last.message}` : ''}
      </p>
      {failure && <ProblemList title="Not stored:" problems={[failure]} />}
      <div className="ledger-columns">
        <div className="ledger-main">
          <ProposalList proposals={view.proposals} procedure={view.procedure} onClose={close} onWithdraw={withdraw} busy={busy} />
          <ProposalForm proposers={proposers} rules={view.rules} nextLabel={view.phase} onSubmit={record} busy={busy} winningPoints={view.winningPoints} actionCount={state.actions.length} outcomes={view.outcomes} />
          <BallotForm open={open} voters={voters} procedure={view.procedure} secret={view.secretBallots} onSubmit={record} busy={busy} />
          <BallotBox state={state} proposals={view.proposals} secret={view.secretBallots} record={record} />
          <Scoreboard view={view} />
          <PointsPosts view={view} record={record} busy={busy} />
          <PointsOfOrderPanel state={state} view={view} record={record} busy={busy} />
          <UndecidableMoveForm view={view} record={record} busy={busy} />
          <PublishPanel state={state} view={view} record={record} />
        </div>
        <RulesetView title={view.title} rules={view.rules} format={view.format} />
      </div>
    </div>
  );
}
