// The Diplomacy GM workspace: from pasted mails to a committed phase in one window (UX.md
// layout: powers strip; inbox | map | orders and results; history and actions). The component
// wires data to panels; the bookkeeping lives in ../model (pure) and ../gameLog (IndexedDB), the
// rules in core through the worker.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { appDb } from '../../storage/db';
import { callCore } from '../../worker/client';
import type { EngineResult } from '../../worker/api';
import { platform } from '../../platform';
import { useUi } from '../../app/store';
import { formatDeadline, formatGmt, profileName } from '../../app/format';
import { getVariant } from '../../../core/diplomacy/variants';
import { phaseName, parsePhaseName } from '../../../core/diplomacy/phases';
import { phaseTitle } from '../../map/phaseTitle';
import type { ProfileId } from '../../../core/diplomacy/houseRules';
import type { ProvinceId } from '../../../core/diplomacy/types';
import type { LineVerdict } from '../../../core/diplomacy/intake/index';
import { addEdit, answerAdjudicate, chooseSendingOrder, commitPhase, dropCarried, markMail, rollBack, storeMail, undoEdit } from '../gameLog';
import { droppedCarried, withoutDropped } from '../../../core/diplomacy/record/carriedDrops';
import type { ConditionalChoice } from '../../../core/diplomacy/conditionalOrders';
import { formatOrder } from '../../../core/diplomacy/intake/format';
import type { SendingChoice } from '../../../core/diplomacy/turnOrders';
import { correctionClauses, describeEdit, profileCorrectionClauses, type PositionEdit } from '../../../core/diplomacy/record/editLog';
import { abandonedBranches, slotOf, type Branch } from '../../../core/diplomacy/record/history';
import { CompareDialog } from './CompareDialog';
import { phaseInbox, whileReading, type MailInput, type PhaseInbox } from '../../../core/diplomacy/record/inbox';
import { setChanges } from '../../../core/diplomacy/record/setChanges';
import { policyDefinitions, setupClause } from '../../../core/diplomacy/record/setup';
import { EditDialog } from './EditDialog';
import { Modal } from '../../app/Modal';
import { HelpOverlay } from './HelpOverlay';
import { HistoryBar } from './HistoryBar';
import { TakenOverHistory } from './TakenOverHistory';
import { takenOverOf } from '../../../core/diplomacy/record/takenOver';
import { commitDraftOf, questionsAnswered, setRuleOf } from '../../../core/diplomacy/record/adjudicatePhase';
import { Inbox } from './Inbox';
import { MapPanel, ProvinceCard } from './MapPanel';
import { PowersStrip } from './PowersStrip';
import { ResultsPanel } from './ResultsPanel';
import { useConditionalOrders, useReadings, useWorkspaceData } from './useWorkspace';
import { RunningDrawer, type DrawerTab } from './RunningDrawer';
import { illegalOrdersOf, publishSourceOf } from './publish/phaseReportOf';
import { useWorkspaceView, workspaceUi } from './workspaceUi';
import './workspace.css';

interface Preview { key: string; result: EngineResult; engineMs: number; startedAt: number }

export function DiplomacyWorkspace({ gameId }: { gameId: string }) {
  useLayoutEffect(() => workspaceUi.getState().open(gameId), [gameId]);
  const openedId = useStore(workspaceUi, (s) => s.gameId);
  const data = useWorkspaceData(gameId);
  const view = useWorkspaceView((v) => v);
  const setView = workspaceUi.getState().set;
  const say = useUi((s) => s.say);
  const goHome = useUi((s) => s.goHome);
  // The inbox reads the phase on screen: the current one, or a committed one in the history.
  // The phase on screen: one on the line being played, or one of a branch a rollback kept.
  const viewedCommit = data && view.viewing ? data.line.find((c) => c.id === view.viewing) ?? data.log.commits.find((c) => c.id === view.viewing) ?? null : null;
  // A saved view may name a phase no longer in the history (rolled back, perhaps in another
  // window): go back to the current phase rather than show it while Adjudicate quietly does nothing.
  const staleView = data !== undefined && data !== null && view.viewing !== null && viewedCommit === null;
  useEffect(() => { if (staleView) setView({ viewing: null }); }, [staleView, setView]);
  const readingContext = !data ? null : viewedCommit
    ? { slot: slotOf(viewedCommit.parent), position: viewedCommit.position, mails: data.log.mails[slotOf(viewedCommit.parent)] ?? [], deadline: null }
    : { slot: data.slot, position: data.position, mails: data.mails, deadline: data.deadline };
  const { readings, busy: readingMail, error: readError } = useReadings(data, readingContext);
  // Conditional orders the movement mail gave for this retreat/adjustment phase (000 D.II(5)b).
  const { conditional, busy: readingConditional, from: conditionalFrom } = useConditionalOrders(data);
  // A mail the reader failed on leaves its power with no readings: adjudicating then would NMR
  // it silently, so Adjudicate waits until the GM has dealt with the mail (the raw text is kept).
  const reading = readingMail || readingConditional || readError !== null;
  // Adjudicate waits only while orders are still being read: adjudicated earlier, a power whose
  // orders are not read yet would be NMR'd. The button says what it waits for, never just greys out.
  const mailCount = readingContext?.mails.length ?? 0;
  const waitingFor = readError !== null
    ? `The mail of this phase could not be read (${readError}); Adjudicate would NMR its power. The mail's text is kept: edit or remove it, then adjudicate.`
    : readingMail
    ? `Reading the ${mailCount} mail${mailCount === 1 ? '' : 's'} of this phase; Adjudicate is ready when they have been read.`
    : readingConditional
      ? `Reading the conditional orders the ${conditionalFrom ?? 'movement'} mail gave for this phase (000 D.II(5)b); Adjudicate is ready when they have been read.`
      : null;
  const [preview, setPreview] = useState<Preview | null>(null);
  const [adjudicating, setAdjudicating] = useState(false);
  const [pendingEdit, setPendingEdit] = useState<PositionEdit | null>(null);
  const [shownMs, setShownMs] = useState<number | null>(null);
  const [drawer, setDrawer] = useState<DrawerTab | null>(null);
  const [chosen, setChosen] = useState<ProvinceId | null>(null);
  const [comparing, setComparing] = useState<Branch | null>(null);
  const closeDrawer = useCallback(() => setDrawer(null), []);
  const heading = useRef<HTMLHeadingElement>(null);
  // "Mail stored; reading it…" must not outlive the reading: once the readings are in, the status
  // line says what came of them (stored → reading → read).
  const readNotice = useRef<{ mails: number } | null>(null);
  useEffect(() => { heading.current?.focus(); }, [gameId]);

  const variant = data ? getVariant(data.game.variant) : null;
  const powers = useMemo(() => variant?.powers.map((p) => p.name) ?? [], [variant]);
  const rule = data ? setRuleOf(data) : 'last-replaces';
  const choices = data?.log.sendingChoices[data.slot];
  // Carried lines the GM dropped (stored GM actions) are listed as dropped and not used (carriedDrops.ts).
  const drops = data?.log.carriedDrops[data.slot];
  const dropped = useMemo(() => droppedCarried(drops ?? []), [drops]);
  const usedConditional = useMemo(() => conditional ? withoutDropped(conditional, dropped) : conditional, [conditional, dropped]);
  const inbox = useMemo(() => data ? phaseInbox(powers, data.position, data.mails, view.viewing === null ? readings : {}, rule, { profile: data.profile, conditional: usedConditional, choices: choices ?? [], opened: data.opened }) : null, [data, powers, readings, rule, view.viewing, usedConditional, choices]);
  // The readings as the turn sees them (lines of a set a later mail replaced are superseded), for
  // the inbox and the results post's orders as written: the current phase's, or a viewed one's.
  const shownInbox = useMemo(() => {
    if (!data || !readingContext) return null;
    if (!viewedCommit) return inbox;
    return phaseInbox(powers, readingContext.position, readingContext.mails, readings, rule, { profile: data.profile, choices: data.log.sendingChoices[readingContext.slot] ?? [] });
  }, [data, readingContext, viewedCommit, inbox, powers, readings, rule]);
  const shownReadings = shownInbox?.readings ?? readings;
  // Adjudicate asks before it NMRs a power whose mail came but gave nothing usable, or uses sets
  // no time could rank (never silent); the GM's answer is stored before it is acted on.
  const [asking, setAsking] = useState<string[] | null>(null);
  // What an adjudication depends on: a preview for other orders or another board is stale.
  // A new question (a power that now needs a look) makes it stale too: it was not asked.
  const ordersKey = data && inbox ? JSON.stringify([data.slot, data.position, inbox.orders, inbox.nmr, inbox.questions]) : '';
  const freshPreview = preview && preview.key === ordersKey ? preview : null;

  // What the GM's last action changed in the orders each power will be adjudicated with (a later
  // mail replacing a set, a set aside bringing the earlier set back): said in the inbox, never
  // only shown by a strip that stays "complete" (setChanges.ts). Compared only once the mail is
  // read, and only within one phase; the first inbox after opening the game is the baseline.
  const settled = useRef<{ slot: string; inbox: PhaseInbox; mails: MailInput[] } | null>(null);
  const [changes, setChangesSaid] = useState<{ slot: string; lines: string[]; resultsShown: boolean } | null>(null);
  useEffect(() => {
    if (!data || !inbox || viewedCommit || reading) return;
    const before = settled.current;
    settled.current = { slot: data.slot, inbox, mails: data.mails };
    if (!before || before.slot !== data.slot || before.inbox === inbox) return;
    const lines = setChanges(before.inbox, inbox, { before: before.mails, after: data.mails });
    if (lines.length) setChangesSaid({ slot: data.slot, lines, resultsShown: view.adjudicatedSlot === data.slot });
  }, [data, inbox, viewedCommit, reading, view.adjudicatedSlot]);

  const linesToCheck = inbox ? inbox.statuses.reduce((n, st) => n + st.linesToCheck, 0) : 0;
  const currentMails = data && !viewedCommit ? data.mails : null;
  const allRead = currentMails !== null && currentMails.every((m) => readings[m.id] !== undefined);
  useEffect(() => {
    const waiting = readNotice.current;
    if (waiting && currentMails && currentMails.length >= waiting.mails && !readingMail && (allRead || readError !== null)) {
      readNotice.current = null;
      if (readError !== null) say(`The mail could not be read: ${readError}`, 'error');
      else say(linesToCheck === 0 ? 'Mail read: no line needs a look.'
        : `Mail read: ${linesToCheck} line${linesToCheck === 1 ? '' : 's'} need${linesToCheck === 1 ? 's' : ''} a look (ambiguous or illegal).`);
    }
  }, [currentMails, allRead, readingMail, readError, linesToCheck, say]);

  const adjudicate = useCallback(async (answered = false, auto = false) => {
    if (!data || !inbox || reading || view.viewing !== null) return;
    if (!answered && inbox.questions.length) {
      // Already answered "adjudicate" to exactly these questions (a reload re-adjudicates): not again.
      if (!questionsAnswered(data.log, data.slot, inbox.questions)) {
        // Re-adjudicating by itself (after a reload or a new mail) never asks: the results go, and
        // the GM's next Adjudicate asks.
        if (auto) { setView({ adjudicatedSlot: null }); return; }
        setAsking(inbox.questions);
        return;
      }
    }
    const startedAt = performance.now();
    setAdjudicating(true);
    try {
      const { result, engineMs } = await callCore((core) => core.adjudicate({
        variantId: data.game.variant, profile: data.profile, position: data.position, orders: inbox.orders, nmr: inbox.nmr,
        ruleOverrides: { multipleOrderSets: rule },
      }));
      setPreview({ key: ordersKey, result, engineMs, startedAt });
      setView({ adjudicatedSlot: data.slot });
    } catch (error) {
      say(`Adjudication failed: ${(error as Error).message}`, 'error');
    } finally {
      setAdjudicating(false);
    }
  }, [data, inbox, reading, view.viewing, ordersKey, rule, say, setView]);

  // After a reload, show the results again if the GM had adjudicated this phase (it is pure).
  useEffect(() => {
    if (data && !reading && !adjudicating && view.viewing === null && view.adjudicatedSlot === data.slot && !freshPreview) void adjudicate(false, true);
  }, [data, reading, adjudicating, view.viewing, view.adjudicatedSlot, freshPreview, adjudicate]);

  // Time from "Adjudicate" to the results on screen (printed by the e2e test, not asserted).
  useEffect(() => {
    if (freshPreview) setShownMs(performance.now() - freshPreview.startedAt);
  }, [freshPreview]);

  const commit = useCallback(async () => {
    if (!data || !inbox || !freshPreview || view.viewing !== null) { if (!freshPreview) say('Adjudicate first (Ctrl+Enter), then commit.', 'error'); return; }
    const { result } = freshPreview;
    // Compute everything first, then write in one transaction (gameLog.commitPhase).
    // The same commit the CLI makes from the records (core's commitDraftOf).
    const commitData = commitDraftOf(data.log.head, data, inbox, result, data.setup.gmName || 'GM');
    try {
      await commitPhase(appDb(), data.game.id, commitData, phaseName(result.next.phase));
      setPreview(null);
      setView({ adjudicatedSlot: null, editMode: false });
      say(`Committed ${commitData.phase}; the game is now in ${phaseName(result.next.phase)}.`);
    } catch (error) {
      say((error as Error).message, 'error');
    }
  }, [data, inbox, freshPreview, view.viewing, say, setView]);

  const stepPhase = useCallback((delta: number) => {
    if (!data) return;
    const ids: (string | null)[] = [...data.line.map((c) => c.id), null];
    const at = ids.indexOf(view.viewing);
    const next = ids[Math.min(ids.length - 1, Math.max(0, (at < 0 ? ids.length - 1 : at) + delta))];
    setView({ viewing: next ?? null });
  }, [data, view.viewing, setView]);

  // Keyboard (UX.md): Ctrl+Enter, Ctrl+Shift+Enter, Alt+←/→, E, ?
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && (e.target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName));
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); if (e.shiftKey) void commit(); else void adjudicate(); return; }
      if (e.altKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) { e.preventDefault(); stepPhase(e.key === 'ArrowLeft' ? -1 : 1); return; }
      if (typing || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'e' || e.key === 'E') { e.preventDefault(); setView({ editMode: !workspaceUi.getState().view.editMode }); }
      else if (e.key === '?') { e.preventDefault(); setView({ help: true }); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [adjudicate, commit, stepPhase, setView]);

  if (data === undefined || openedId !== gameId) return <main className="page"><p className="muted">Opening the game…</p></main>;
  if (data === null || !variant || !inbox) return <main className="page"><p className="error">This game is not here any more (deleted, perhaps in another window).</p></main>;

  const { game, setup, line, log } = data;
  const who = setup.gmName || 'GM';
  const currentName = phaseName(data.position.phase);
  const viewed = viewedCommit;
  const viewedIsBranch = viewed !== null && !line.some((c) => c.id === viewed.id);
  const deadline = data.deadline;

  async function paste(text: string, assignedPower: string | null, sourceName = 'pasted') {
    if (!data) return;
    // Stored verbatim first; the readings follow from the stored rows.
    const waiting = { mails: data.mails.length + 1 };
    readNotice.current = waiting;
    await storeMail(appDb(), { gameId: data.game.id, slot: data.slot, phase: currentName, sourceName, text, assignedPower });
    // The reading may already be over (a short mail): then the status line already says so.
    if (readNotice.current === waiting) say(`Mail stored (${sourceName}); reading it…`);
  }
  async function openFiles(assignedPower: string | null) {
    const files = await platform.openFile('orders');
    const guessed: string[] = [];
    for (const f of files) {
      // Decoded by the mail reader from the bytes, each body in its own character set; what was
      // guessed (an unlabelled 8-bit body) is said.
      const opened = f.bytes ? await callCore((core) => core.mailText(f.bytes!)) : { text: f.text, notes: [] };
      // The guess stays with the mail: its source name carries it wherever the mail is listed.
      await paste(opened.text, assignedPower, opened.notes.length ? `${f.name} (${opened.notes.join('; ')})` : f.name);
      if (opened.notes.length) guessed.push(`${f.name}: ${opened.notes.join('; ')}.`);
    }
    if (files.length) say(`Stored ${files.length} mail${files.length === 1 ? '' : 's'}.${guessed.length ? ` ${guessed.join(' ')}` : ''}`);
  }
  async function editLine(mail: MailInput, verdict: LineVerdict, newLine: string) {
    if (!data) return;
    const text = mail.text.slice(0, verdict.span[0]) + newLine + mail.text.slice(verdict.span[1]);
    await storeMail(appDb(), { gameId: data.game.id, slot: data.slot, phase: currentName, sourceName: `${mail.sourceName} (GM edit)`, text, assignedPower: mail.assignedPower, editOf: mail.id });
    say('Line edited; the original mail is kept.');
  }
  async function chooseOrder(choice: SendingChoice) {
    if (!data) return;
    try {
      await chooseSendingOrder(appDb(), data.game.id, data.slot, currentName, choice, who);
      say(`${choice.power}: the order the sets were sent in is stored; the last one counts.`);
    } catch (e) { say((e as Error).message, 'error'); }
  }
  async function dropCarriedLine(c: ConditionalChoice, drop: boolean) {
    if (!data || !c.order) return;
    try {
      await dropCarried(appDb(), data.game.id, data.slot, currentName, { power: c.power, line: c.line, from: c.from, order: formatOrder(c.order) }, drop, who);
      say(drop ? `${c.power}: ${formatOrder(c.order)} dropped; it is not used for this phase.` : `${c.power}: ${formatOrder(c.order)} is carried again.`);
    } catch (e) { say((e as Error).message, 'error'); }
  }
  async function answer(questions: string[], choice: 'adjudicate' | 'look') {
    if (!data) return;
    try {
      await answerAdjudicate(appDb(), data.game.id, data.slot, currentName, questions, choice, who);
    } catch (e) { say((e as Error).message, 'error'); return; }
    setAsking(null);
    if (choice === 'adjudicate') { void adjudicate(true); return; }
    setView({ adjudicatedSlot: null });
    const first = inbox?.statuses.find((s) => s.state === 'look');
    if (first) setView({ tab: first.power });
  }
  async function mark(mail: MailInput, status: 'late' | 'rejected' | 'counted', reason: string) {
    if (!data) return;
    try { await markMail(appDb(), data.game.id, currentName, mail.id, status, reason, who); } catch (e) { say((e as Error).message, 'error'); }
  }
  async function saveEdit(reason: string, clause: string | undefined) {
    if (!data || !pendingEdit) return;
    await addEdit(appDb(), data.game.id, data.slot, currentName, pendingEdit, reason, clause, who, Date.now(), describeEdit(pendingEdit, data.position));
    setPendingEdit(null);
    say(`Correction saved: ${describeEdit(pendingEdit, data.position)}.`);
  }

  const mapPosition = viewed
    ? { ...viewed.position, dislodged: viewed.next.phase.type === 'retreat' ? viewed.next.dislodged : [] }
    // A retreat phase shows its own dislodged units; after a movement adjudication, the new ones.
    : freshPreview && data.position.phase.type !== 'retreat' ? { ...data.position, dislodged: freshPreview.result.next.phase.type === 'retreat' ? freshPreview.result.next.dislodged : [] } : data.position;
  const mapOrders = viewed ? viewed.results : freshPreview ? freshPreview.result.results : inbox.orders;
  const definitions = policyDefinitions(game.profile);
  const takenOver = takenOverOf(game.settings);

  return (
    <main className="workspace" data-testid="game-page">
      <header className="workspace-header">
        <a href="#/" className="back" onClick={(e) => { e.preventDefault(); goHome(); }}>← Back to games</a>
        <h1 ref={heading} tabIndex={-1} data-testid="game-title">
          {game.name} · <span data-testid="phase-name">{viewed ? viewed.phase : currentName}</span>{game.profile !== null ? ` · ${profileName(game.profile)}` : ''}
        </h1>
        {/* The phase in the variant's own words (Maharajah's adjustments are the Monsoon, 001 B.I(5)). */}
        {variant ? <span className="muted" data-testid="phase-title">{phaseTitle(variant, parsePhaseName(viewed ? viewed.phase : currentName))}</span> : null}
        <span className="muted">{viewed ? `history (the game is in ${currentName})` : `deadline ${deadline !== null ? formatDeadline(deadline) : 'not set'}`}</span>
        <button type="button" className="quiet" aria-expanded={drawer === 'publish'} onClick={() => {
          // Right after Commit nothing is on the table: offer the phase just committed, not a choice.
          if (drawer !== 'publish' && !viewed && !freshPreview && line.length > 0) setView({ viewing: line[line.length - 1]!.id });
          setDrawer(drawer === 'publish' ? null : 'publish');
        }} data-testid="open-publish">Publish…</button>
        <button type="button" className="quiet" aria-expanded={drawer === 'running'} onClick={() => setDrawer(drawer === 'running' ? null : 'running')} data-testid="open-running">Running the game…</button>
        <details className="policies">
          <summary>Policies ({setupClause(game.profile)})</summary>
          <ul data-testid="policies">{definitions.map((d) => {
            const chosen = d.options.find((o) => o.id === setup.policies[d.id]) ?? d.options[0]!;
            return <li key={d.id}>{d.title}: {chosen.label} <span className="clause">{chosen.clause}</span></li>;
          })}</ul>
        </details>
      </header>
      {!viewed && <PowersStrip statuses={whileReading(inbox.statuses, readingMail || readingConditional)} active={view.tab} onChoose={(p) => setView({ tab: p })} />}
      {/* A record of the game's history that cannot be read (a damaged or hand-edited file): said, never skipped quietly. */}
      {data.log.problems.length > 0 && <p className="error" role="alert" data-testid="log-problems">{data.log.problems.join(' ')} The history shown leaves it out.</p>}
      {!viewed && readError !== null && <p className="error" role="alert" data-testid="read-error">The mail of this phase could not be read: {readError}. Its text is kept; Adjudicate waits until the mail is edited or removed.</p>}
      {viewed && <p className="viewing-note" role="status" data-testid="viewing-note">Looking at {viewedIsBranch ? `the earlier results for ${viewed.phase}, kept when the game was rolled back` : viewed.phase}, committed {formatGmt(viewed.at)} by {viewed.who}. {viewedIsBranch ? '' : 'Alt+→ or '}“(now)” returns to {currentName}.</p>}
      <div className="workspace-body">
        <Inbox mails={readingContext?.mails ?? []} readings={shownReadings} tab={view.tab} powers={powers} conditional={viewed ? null : conditional}
          dropped={dropped} onDropCarried={dropCarriedLine}
          changes={!viewed && changes?.slot === data.slot ? changes : null}
          doubts={shownInbox?.doubts ?? []} onChooseOrder={chooseOrder} variantId={data.game.variant}
          onTab={(t) => setView({ tab: t })} onPaste={(t, p) => paste(t, p)} onOpenFiles={openFiles} onEditLine={editLine} onMark={mark} readOnly={viewed !== null} />
        <div className="centre-column">
          <MapPanel variant={variant} position={mapPosition} orders={mapOrders} editMode={view.editMode && !viewed}
            onEdit={(edit) => setPendingEdit(edit)} onChoose={setChosen}
            banner={view.editMode && !viewed ? (
              <div className="edit-banner" role="status" data-testid="edit-banner">
                Edit mode: drag a unit, or choose a province on the right to move, add or remove a unit or change a centre’s owner. Every change asks for a reason. (E to leave)
              </div>
            ) : null} />
        </div>
        <div className="side-column">
          <ProvinceCard variant={variant} position={mapPosition} orders={mapOrders} province={chosen} onChoose={setChosen}
            editMode={view.editMode && !viewed} onEdit={(edit) => setPendingEdit(edit)} />
          {data.edits.length > 0 && !viewed && (
            <section className="panel edits" aria-label="Corrections this phase" data-testid="edits">
              <h2>Corrections this phase</h2>
              <ul>{data.edits.map((e) => (
                <li key={e.id}>{e.summary ?? describeEdit(e.edit)} — {e.reason}{e.clause ? <span className="clause"> {e.clause}</span> : null} <span className="muted">({e.who}, {formatGmt(e.at)})</span>{' '}
                  <button type="button" className="link" onClick={() => undoEdit(appDb(), game.id, data.slot, currentName, e.id, who)}>Undo</button></li>
              ))}</ul>
            </section>
          )}
          <ResultsPanel statuses={inbox.statuses}
            result={viewed ? { results: viewed.results, next: viewed.next, notices: viewed.notices } : freshPreview?.result ?? null}
            adjudicatedFrom={viewed ? viewed.position : data.position}
            illegal={illegalOrdersOf(viewed ? viewed.inputs : inbox.statuses.flatMap((s) => s.inputs), readings)}
            title={viewed ? `Results of ${viewed.phase}` : freshPreview ? `Results of ${currentName} (not committed)` : `Orders for ${currentName}`} />
        </div>
      </div>
      {takenOver && <TakenOverHistory record={takenOver} />}
      <HistoryBar line={line} current={currentName} viewing={view.viewing} branches={abandonedBranches(log.commits, log.head)}
        onView={(id) => setView({ viewing: id })}
        onRollBack={async (c, reason, consentBy) => {
          try {
            await rollBack(appDb(), game.id, c.parent, c.phase, reason, consentBy, who);
            setPreview(null);
            setView({ viewing: null, adjudicatedSlot: null });
            say(`Rolled back: ${c.phase} is to be played again.`);
          } catch (e) { say((e as Error).message, 'error'); }
        }}
        actions={!viewed && (
          <>
            <span className="muted" data-testid="adjudicate-time">{freshPreview && shownMs !== null ? `adjudicated in ${freshPreview.engineMs.toFixed(1)} ms (shown after ${shownMs.toFixed(0)} ms)` : ''}</span>
            <button type="button" onClick={() => void adjudicate()} disabled={adjudicating || reading} aria-keyshortcuts="Control+Enter" data-testid="adjudicate"
              title={adjudicating ? 'Adjudicating this phase in the rules engine.' : waitingFor ?? 'Adjudicate this phase (Ctrl+Enter); powers with no orders are NMR.'}>
              {adjudicating ? 'Adjudicating…' : readError !== null ? 'Mail not read' : readingMail ? 'Reading mail…' : readingConditional ? 'Reading conditional orders…' : 'Adjudicate'}
            </button>
            <button type="button" onClick={() => void commit()} disabled={!freshPreview} aria-keyshortcuts="Control+Shift+Enter" data-testid="commit">Commit {currentName}</button>
            <button type="button" className="quiet" aria-pressed={view.editMode} onClick={() => setView({ editMode: !view.editMode })} aria-keyshortcuts="E" data-testid="edit-mode">Edit mode</button>
          </>
        )}
        help={<button type="button" className="quiet" onClick={() => setView({ help: true })} aria-keyshortcuts="?">Keys (?)</button>}
        onCompare={setComparing} />
      {comparing && <CompareDialog branch={comparing} line={line} onClose={() => setComparing(null)} />}
      {pendingEdit && (
        <EditDialog description={describeEdit(pendingEdit, data.position)} offers={correctionClauses(data.position, pendingEdit, (data.game.profile ?? undefined) as ProfileId | undefined)}
          clauses={profileCorrectionClauses((data.game.profile ?? undefined) as ProfileId | undefined)}
          onSave={saveEdit} onCancel={() => setPendingEdit(null)} />
      )}
      {asking && <AdjudicateQuestion questions={asking} onAnswer={(a) => void answer(asking, a)} />}
      {view.help && <HelpOverlay onClose={() => setView({ help: false })} />}
      {drawer && (
        <RunningDrawer tab={drawer} onTab={setDrawer} onClose={closeDrawer} data={data} variant={variant} readings={shownReadings} currentNmr={inbox.nmr}
          source={publishSourceOf(viewed, readingContext?.mails ?? [], { phase: currentName, position: data.position, result: freshPreview?.result ?? null, nmr: inbox.nmr, inputs: inbox.statuses.flatMap((s) => s.inputs), mails: data.mails })}
          plannedNext={!viewed && freshPreview ? freshPreview.result.next : null}
          map={{ position: mapPosition, orders: mapOrders, phaseLabel: viewed ? viewed.phase : currentName }} />
      )}
    </main>
  );
}

/**
 * Adjudicate's question before it NMRs a power whose mail came but gave no usable order, or uses
 * sets no time could rank: the GM adjudicates anyway or goes back to look. Not a browser confirm:
 * the answer is stored (gameLog.answerAdjudicate) with who and when.
 */
function AdjudicateQuestion({ questions, onAnswer }: { questions: string[]; onAnswer(answer: 'adjudicate' | 'look'): void }) {
  return (
    <Modal title="Before adjudicating" onCancel={() => onAnswer('look')} testId="adjudicate-question">
      <ul>{questions.map((q) => <li key={q}>{q}</li>)}</ul>
      <p>Adjudicate anyway (000 D.VII(6)(a): the turn is adjudicated with the orders missing), or go back and look at the mail?</p>
      <div className="actions">
        <button type="button" className="quiet" autoFocus onClick={() => onAnswer('look')} data-testid="adjudicate-question-look">Go back and look</button>
        <button type="button" onClick={() => onAnswer('adjudicate')} data-testid="adjudicate-question-go">Adjudicate anyway</button>
      </div>
    </Modal>
  );
}
