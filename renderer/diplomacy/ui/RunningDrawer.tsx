// The drawer beside the workspace that holds the Publish and Running panels: it reads the game's
// running records, applies the profile's running rules (core/diplomacy/running) and hands each
// panel plain data and actions. Escape closes it; focus goes to its heading when it opens.
import { useEffect, useMemo, useRef } from 'react';
import { appDb } from '../../storage/db';
import { useUi } from '../../app/store';
import { extendedDeadline, getRunningRules, mayReleaseResults } from '../../../core/diplomacy/running/index';
import { phaseName } from '../../../core/diplomacy/phases';
import type { ProfileId } from '../../../core/diplomacy/houseRules';
import type { IntakeResult } from '../../../core/diplomacy/intake/index';
import type { Variant } from '../../../core/diplomacy/variant';
import type { Position, PowerName } from '../../../core/diplomacy/types';
import { deadlineOf } from '../../../core/diplomacy/record/deadlines';
import { declareAbsence, recordBallot, recordExtensionRequest, recordProposal } from '../running/runningLog';
import { boardScoresOf, endingOf, extensionLedgerOf, remainingPowers, scheduleRows, votesPublishedWith, voteStates } from '../running/runningModel';
import { useRunningLog } from '../running/useRunningLog';
import { phaseReportOf, pressPolicyOf, victoryOf, type PublishSource } from './publish/phaseReportOf';
import { PublishPanel, type MapShown } from './PublishPanel';
import { RunningPanel, type RunningActions } from './RunningPanel';
import type { WorkspaceData } from './useWorkspace';

export type DrawerTab = 'publish' | 'running';

export interface RunningDrawerProps {
  tab: DrawerTab;
  onTab(tab: DrawerTab): void;
  onClose(): void;
  data: WorkspaceData;
  variant: Variant;
  /** The adjudicated phase on screen (committed, or on the table), or null. */
  source: PublishSource | null;
  /** The readings of the mails of the phase on screen. */
  readings: Record<string, IntakeResult>;
  /** Who has sent no orders in the current phase (for votes decided with it, 000 D.IX(1)b). */
  currentNmr: PowerName[];
  /** The next position of the adjudication on the table, when there is one. */
  plannedNext: Position | null;
  map: MapShown;
}

export function RunningDrawer({ tab, onTab, onClose, data, variant, source, readings, currentNmr, plannedNext, map }: RunningDrawerProps) {
  const say = useUi((s) => s.say);
  const heading = useRef<HTMLHeadingElement>(null);
  const log = useRunningLog(data.game.id);
  const rules = getRunningRules(data.profile as ProfileId);
  const powers = useMemo(() => variant.powers.map((p) => p.name), [variant]);
  const who = data.setup.gmName || 'GM';
  const currentName = phaseName(data.position.phase);

  useEffect(() => { heading.current?.focus(); }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') { e.preventDefault(); onClose(); } };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const { ledger, decisions } = useMemo(() => extensionLedgerOf(rules, log.extensions), [rules, log.extensions]);
  const votes = useMemo(() => voteStates(rules, log, data.position, currentNmr), [rules, log, data.position, currentNmr]);
  const planned = plannedNext ? { position: data.position, next: plannedNext, now: Date.now() } : undefined;
  const schedule = scheduleRows(rules, data.line, data.setup.deadlines, log, ledger, planned);
  const currentDeadline = data.deadline === null ? null : extendedDeadline(ledger, currentName, data.deadline);
  const remaining = remainingPowers(data.position);
  const lastVictory = data.line.length ? victoryOf(data.line[data.line.length - 1]!.notices)?.power : undefined;
  const ending = endingOf(votes, lastVictory);
  const scores = boardScoresOf(rules, powers, data.position, ending);

  // The report of the phase on screen, with the next deadline (extensions included) and the GM's
  // offset from GMT at that instant, taken from this computer's clock (000 D.VII(4)b).
  const report = useMemo(() => {
    if (!source) return null;
    const at = source.preview ? -1 : data.line.findIndex((c) => c.phase === source.phase);
    const played = (at >= 0 ? data.line.slice(0, at + 1) : [...data.line, { position: source.position }]).map((c) => c.position.phase.type);
    const base = deadlineOf(data.setup.deadlines, played);
    const nextDeadline = base === null ? null : extendedDeadline(ledger, phaseName(source.next.phase), base);
    const offset = nextDeadline === null ? 0 : -new Date(nextDeadline).getTimezoneOffset();
    return phaseReportOf(data.game.name, source, readings, votesPublishedWith(votes, source.phase), nextDeadline, offset);
  }, [source, data, readings, votes, ledger]);
  const release = source ? mayReleaseResults(rules, source.position.phase, variant.data.startYear, source.nmr) : null;

  async function run(what: () => Promise<unknown>, done: string) {
    try { await what(); say(done); } catch (e) { say((e as Error).message, 'error'); }
  }
  const actions: RunningActions = {
    declareAbsence: (power, startDay, startMinute, hours) => run(() => declareAbsence(appDb(), data.game.id, currentName, { power, startDay, startMinute, hours }, who), `Absence of ${power} recorded.`),
    requestExtension: (power, hours, holiday, gmConsents) => run(() => {
      if (currentDeadline === null) throw new Error('Set a deadline first: an extension moves it.');
      return recordExtensionRequest(appDb(), data.game.id, { power, phase: currentName, deadline: currentDeadline, hours, holiday, gmConsents, requestedAt: Date.now(), who });
    }, `Extension request of ${power} recorded.`),
    propose: (kind, chosen) => run(() => recordProposal(appDb(), data.game.id, currentName, kind === 'draw' ? { kind: 'draw', survivors: chosen } : { kind: 'concession', to: chosen[0]! }, who), 'Proposal recorded.'),
    ballot: (proposalId, power, value) => run(() => recordBallot(appDb(), data.game.id, currentName, proposalId, power, value, who), `Ballot of ${power} recorded (secret).`),
  };

  return (
    <aside className="running-drawer" aria-label="Publish and run the game" data-testid="running-drawer">
      <div className="drawer-head">
        <h2 ref={heading} tabIndex={-1} className="visually-hidden">Publish and run the game</h2>
        <div role="tablist" className="tabs">
          <button type="button" role="tab" aria-selected={tab === 'publish'} className={`tab${tab === 'publish' ? ' active' : ''}`} onClick={() => onTab('publish')} data-testid="drawer-publish">Publish</button>
          <button type="button" role="tab" aria-selected={tab === 'running'} className={`tab${tab === 'running' ? ' active' : ''}`} onClick={() => onTab('running')} data-testid="drawer-running">Running the game</button>
        </div>
        <button type="button" className="quiet" onClick={onClose} aria-keyshortcuts="Escape" data-testid="drawer-close">Close (Esc)</button>
      </div>
      {tab === 'publish' ? (
        <PublishPanel variant={variant} gameName={data.game.name} phase={source?.phase ?? null} preview={source?.preview ?? false} report={report}
          pressPolicy={pressPolicyOf(data.game.profile, data.setup)} judge="Adjutant" release={release} map={map} />
      ) : (
        <RunningPanel rules={rules} powers={powers} remaining={remaining} currentPhase={currentName} deadline={currentDeadline}
          schedule={schedule} absences={log.absences} ledger={ledger} decisions={decisions} votes={votes} scores={scores} ending={ending} actions={actions} />
      )}
    </aside>
  );
}
