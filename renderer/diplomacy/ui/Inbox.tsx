// The inbox of the phase waiting for orders: paste a mail (or open .eml/.txt files, several at
// once), see each mail with its sender, power, subject, Date: and Received: (sorted by when it was
// received, the clock the sets are ranked by and lateness judged by, not by paste time), "Final", and the verdict list of the
// chosen mail beside its raw text; hovering or focusing a verdict highlights its raw line. Lines
// of a set a later mail replaced show superseded. The GM can edit a line and read the mail again
// (stored as a new input, the original kept), set a mail aside as late or rejected, with a
// reason, and say in which order a power's undated (or equally dated) sets were sent.
import { useId, useMemo, useState } from 'react';
import type { IntakeResult } from '../../worker/api';
import { NameIndex, type LineVerdict } from '../../../core/diplomacy/intake/index';
import { getVariant } from '../../../core/diplomacy/variants';
import { formatGmt } from '../../app/format';
import { byDateNewestFirst, countedInputs, mailSummary, powersOfInput, type ConditionalSuggestion, type MailInput, type MailStatus } from '../../../core/diplomacy/record/inbox';
import type { SendingChoice, SendingDoubt } from '../../../core/diplomacy/turnOrders';
import { formatOrder } from '../../../core/diplomacy/intake/format';
import { verdictWord } from './verdictWords';
import { usePasteDraft } from './pasteDraft';
import { describeStorageError } from '../../storage/storageErrors';
import { carriedKey } from '../../../core/diplomacy/record/carriedDrops';
import type { CarriedDrop } from '../../../core/diplomacy/record/kinds';
import type { ConditionalChoice } from '../../../core/diplomacy/conditionalOrders';

export interface InboxProps {
  mails: MailInput[];
  readings: Record<string, IntakeResult>;
  tab: string;
  powers: string[];
  onTab(tab: string): void;
  onPaste(text: string, assignedPower: string | null): Promise<void>;
  onOpenFiles(assignedPower: string | null): Promise<void>;
  onEditLine(mail: MailInput, verdict: LineVerdict, newLine: string): Promise<void>;
  onMark(mail: MailInput, status: MailStatus | 'counted', reason: string): Promise<void>;
  readOnly: boolean;
  /** Orders carried from the movement mail's conditional lines into this phase (000 D.II(5)b). */
  conditional?: ConditionalSuggestion | null;
  /** Powers whose sets no time can rank: the GM says in which order they were sent (000 D.III(3)). */
  doubts?: SendingDoubt[];
  onChooseOrder?(choice: SendingChoice): Promise<void>;
  /** The game's variant, whose names decide whether a set-aside line reads as an order. */
  variantId?: string;
  /** Carried lines the GM dropped, by carriedKey (core/diplomacy/record/carriedDrops.ts), with who and when. */
  dropped?: ReadonlyMap<string, CarriedDrop>;
  /** Drops a carried line (true) or takes the drop back (false): stored before it is used. */
  onDropCarried?(choice: ConditionalChoice, drop: boolean): Promise<void>;
  /** What the GM's last action changed in the powers' orders (setChanges.ts), and whether results were on screen then. */
  changes?: { lines: string[]; resultsShown: boolean } | null;
}

export function Inbox(props: InboxProps) {
  const id = useId();
  const { mails, readings, tab } = props;
  const [paste, setPaste] = usePasteDraft(); // kept across a reload (issue 14)
  const [chosen, setChosen] = useState<string | null>(null);
  const [hover, setHover] = useState<[number, number] | null>(null);
  const [editing, setEditing] = useState<{ index: number; text: string } | null>(null);
  const [marking, setMarking] = useState<{ status: MailStatus; reason: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Why the last Add mail / Open failed, shown beside the buttons; the pasted text stays in the box.
  const [mailError, setMailError] = useState<string | null>(null);
  // Headers, greetings and signatures are verdicts too, but a GM mostly wants the orders.
  const [everyLine, setEveryLine] = useState(false);
  const assigned = tab === 'all' ? null : tab;
  const counted = new Set(countedInputs(mails).map((m) => m.id));

  const names = useMemo(() => NameIndex.for(getVariant(props.variantId ?? 'standard')), [props.variantId]);
  const summaries = useMemo(() => new Map(mails.map((m) => [m.id, mailSummary(m, readings[m.id], names)])), [mails, readings, names]);
  const shown = useMemo(() => [...mails]
    .sort((a, b) => byDateNewestFirst({ clockMs: summaries.get(a.id)!.clockMs, receivedAt: a.receivedAt }, { clockMs: summaries.get(b.id)!.clockMs, receivedAt: b.receivedAt }))
    .filter((m) => tab === 'all' || powersOfInput(m, readings[m.id]).includes(tab)), [mails, readings, tab, summaries]);
  const doubts = (props.doubts ?? []).filter((d) => tab === 'all' || d.power === tab);
  const mail = shown.find((m) => m.id === chosen) ?? shown[0];
  const reading = mail ? readings[mail.id] : undefined;

  async function addPaste() {
    if (paste.trim() === '') return;
    setBusy(true);
    setMailError(null);
    try { await props.onPaste(paste, assigned); setPaste(''); setChosen(null); } catch (e) { setMailError(describeStorageError(e, 'store the mail')); } finally { setBusy(false); }
  }
  async function openFiles() {
    setMailError(null);
    try { await props.onOpenFiles(assigned); } catch (e) { setMailError(describeStorageError(e, 'open the mail')); }
  }

  return (
    <section className="inbox panel" aria-labelledby={`${id}-h`} data-testid="inbox">
      <h2 id={`${id}-h`}>Inbox</h2>
      <div className="tabs" role="tablist" aria-label="Inbox by power">
        {['all', ...props.powers].map((p) => (
          <button key={p} role="tab" type="button" aria-selected={tab === p} className={tab === p ? 'tab active' : 'tab'} onClick={() => props.onTab(p)}>
            {p === 'all' ? 'All' : p}
          </button>
        ))}
      </div>
      {!props.readOnly && (
        <div className="paste">
          <label htmlFor={`${id}-paste`}>Paste a mail{assigned ? ` for ${assigned}` : ''} (headers and all)</label>
          <textarea id={`${id}-paste`} data-testid="paste-box" value={paste} onChange={(e) => setPaste(e.target.value)} rows={4} spellCheck={false} />
          <div className="actions">
            <button type="button" onClick={addPaste} disabled={busy || paste.trim() === ''} data-testid="add-mail">Add mail</button>
            <button type="button" className="quiet" onClick={openFiles}>Open .eml/.txt…</button>
            {mailError && <p className="error" role="alert" data-testid="mail-error">{mailError}</p>}
          </div>
        </div>
      )}
      {props.changes && (
        <div className="set-changes" role="status" aria-label="What the last mail or action changed" data-testid="set-changes">
          <p>The last change to this phase’s mail:</p>
          <ul>{props.changes.lines.map((l) => <li key={l}>{l}</li>)}</ul>
          {props.changes.resultsShown && <p className="reason">The results on screen were adjudicated before it: they are adjudicated again with these orders, or Adjudicate asks first.</p>}
        </div>
      )}
      {doubts.map((d) => <SendingOrderChooser key={`${d.power}-${d.proposed.join()}`} doubt={d} mails={mails} summaries={summaries} readOnly={props.readOnly} onChoose={props.onChooseOrder} />)}
      {props.conditional && <ConditionalOrdersList suggestion={props.conditional} mails={mails} readings={readings} tab={tab} dropped={props.dropped} onDrop={props.readOnly ? undefined : props.onDropCarried} />}
      {shown.length === 0 ? <p className="muted">No mail {tab === 'all' ? 'for this phase' : `from ${tab}`} yet.</p> : (
        <ol className="versions" aria-label="Mails, newest received first (Received:, else Date:)" data-testid="versions">
          {shown.map((m) => {
            const r = readings[m.id];
            const final = r?.messages.some((x) => x.final);
            const late = r?.messages.find((x) => x.late)?.late;
            const refused = r?.messages.find((x) => x.refused)?.refused;
            const sum = summaries.get(m.id)!;
            return (
              <li key={m.id}>
                <button type="button" className={`link${mail?.id === m.id ? ' current' : ''}`} onClick={() => { setChosen(m.id); setEditing(null); }}
                  aria-current={mail?.id === m.id} data-testid="version" data-mail={m.id}>
                  {sum.powers.join(', ') || 'power unknown'} · {sum.from ?? 'sender unknown'} · {sum.subject !== null ? `“${sum.subject}”` : 'no subject'} · <span data-testid="mail-date">{sum.date !== null ? `Date: ${sum.date}` : 'no Date:'}</span>
                  {/* The list is in receipt order: when Received: is that clock, it is shown too (000 D.VII(1)). */}
                  {sum.receivedMs !== null ? <span data-testid="mail-received"> · received {formatGmt(sum.receivedMs)}</span> : null}
                  <span className="muted"> · pasted {formatGmt(m.receivedAt)} · {m.sourceName}</span>
                  {final ? ' · Final' : ''}{m.editOf ? ' · GM edit' : ''}{late ? ` · too late: ${late.reason} (${late.clause})` : ''}{refused ? ` · not used: ${refused.reason} (${refused.clause})` : ''}
                  {m.status ? ` · ${m.status.status}: ${m.status.reason}` : counted.has(m.id) ? '' : ' · replaced by an edit'}
                  {r && sum.noOrders && !m.status && !late && !refused ? <strong className="needs-look" data-testid="mail-needs-look"> · needs a look: no usable order read</strong> : null}
                  {/* The row says the mail has warnings, so none waits for the GM to choose the mail; its flags say what. */}
                  {sum.warnings.length ? <strong className="needs-look" data-testid="mail-warnings"> · {sum.warnings.length} warning{sum.warnings.length === 1 ? '' : 's'}</strong> : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {mail && (
        <div className="mail-view">
          {!props.readOnly && (
            <div className="actions">
              {mail.status ? (
                <button type="button" className="quiet" onClick={() => props.onMark(mail, 'counted', '')}>Count this mail again</button>
              ) : marking ? (
                <form className="mark" onSubmit={async (e) => { e.preventDefault(); await props.onMark(mail, marking.status, marking.reason); setMarking(null); }}>
                  <label htmlFor={`${id}-mark`}>Reason it is {marking.status}</label>
                  <input id={`${id}-mark`} value={marking.reason} onChange={(e) => setMarking({ ...marking, reason: e.target.value })} autoFocus required />
                  <button type="submit" disabled={marking.reason.trim() === ''}>Set aside</button>
                  <button type="button" className="quiet" onClick={() => setMarking(null)}>Cancel</button>
                </form>
              ) : (
                <>
                  <button type="button" className="quiet" onClick={() => setMarking({ status: 'late', reason: 'received after the deadline' })}>Mark late…</button>
                  <button type="button" className="quiet" onClick={() => setMarking({ status: 'rejected', reason: '' })}>Reject…</button>
                </>
              )}
            </div>
          )}
          <MailFlags summary={summaries.get(mail.id)} />
          <RawText text={mail.text} hover={hover} />
          <label className="every-line"><input type="checkbox" checked={everyLine} onChange={(e) => setEveryLine(e.target.checked)} /> Show every line (headers, greetings, signatures)</label>
          <ol className="verdicts" aria-label="Verdicts, one per line" data-testid="verdicts">
            {(reading?.verdicts ?? []).filter((v) => (tab === 'all' || reading?.messages[v.message]?.power === tab || v.power === tab)
              && (everyLine ? v.text.trim() !== '' || v.kind !== 'not-an-order' : v.kind !== 'not-an-order' || v.clause !== undefined)).map((v, i) => (
              <li key={`${v.span[0]}-${i}`} className={`verdict kind-${v.kind}`} data-kind={v.kind} tabIndex={0}
                onMouseEnter={() => setHover(v.span)} onMouseLeave={() => setHover(null)}
                onFocus={() => setHover(v.span)} onBlur={() => setHover(null)}>
                <span className="word">{verdictWord[v.kind]}</span>{' '}
                <code className="line">{lineShown(v.text)}</code>
                {v.reason && <span className="reason"> — {v.reason}</span>}
                {v.corrections.map((c, k) => <span key={k} className="reason"> — {c.what}{c.clause ? ` (${c.clause})` : ''}</span>)}
                {/* What the reader noted on the line, whatever its verdict: what decided an accepted line (a
                    player's abbreviation, a filled-in unit type, issue 14), and on an ambiguous, illegal or
                    superseded one what it read and why (issue 13: a note shown only on accepted lines was lost). */}
                {v.notes.map((n, k) => <span key={`note-${k}`} className="reason" data-testid="verdict-note"> — {n}</span>)}
                {v.clause && <span className="clause" title={v.clause}> {v.clause}</span>}
                {!props.readOnly && (v.kind === 'ambiguous' || v.kind === 'illegal' || v.kind === 'corrected' || v.kind === 'accepted') && (
                  editing?.index === i ? (
                    <form className="edit-line" onSubmit={async (e) => { e.preventDefault(); await props.onEditLine(mail, v, editing.text); setEditing(null); }}>
                      <label className="visually-hidden" htmlFor={`${id}-line-${i}`}>New text for this line</label>
                      <input id={`${id}-line-${i}`} value={editing.text} onChange={(e) => setEditing({ index: i, text: e.target.value })} autoFocus />
                      <button type="submit">Re-read</button>
                      <button type="button" className="quiet" onClick={() => setEditing(null)}>Cancel</button>
                    </form>
                  ) : (
                    <button type="button" className="link small" onClick={() => setEditing({ index: i, text: v.raw })}>edit line</button>
                  )
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/**
 * The conditional orders carried into this phase, each with the option taken and why. They are
 * the power's first set for this phase: a mail of its own for this phase is a later set.
 */
function ConditionalOrdersList({ suggestion, mails, readings, tab, dropped, onDrop }: {
  suggestion: ConditionalSuggestion; mails: MailInput[]; readings: Record<string, IntakeResult>; tab: string;
  dropped?: ReadonlyMap<string, CarriedDrop>; onDrop?(choice: ConditionalChoice, drop: boolean): Promise<void>;
}) {
  const mailed = new Set(countedInputs(mails).flatMap((m) => readings[m.id]?.sets.map((s) => s.power) ?? []));
  const choices = suggestion.choices.filter((c) => tab === 'all' || c.power === tab);
  const [busy, setBusy] = useState(false);
  if (choices.length === 0) return null;
  const act = async (c: ConditionalChoice, drop: boolean) => { setBusy(true); try { await onDrop!(c, drop); } finally { setBusy(false); } };
  return (
    <section className="conditional-orders" aria-label="Conditional orders carried into this phase" data-testid="conditional-orders">
      <h3>{choices.some((c) => c.from) ? 'Orders carried into this phase from earlier mail' : `Conditional orders from the ${suggestion.from} mail`}</h3>
      <ul>{choices.map((c) => {
        const drop = dropped?.get(carriedKey(c));
        return (
          <li key={`${c.power}-${c.from ?? ''}-${c.line}`} data-power={c.power} data-from={c.from ?? suggestion.from} data-dropped={drop ? 'true' : undefined}>
            <strong>{c.power}</strong>: {c.order ? (drop ? <del><code>{formatOrder(c.order)}</code></del> : <code>{formatOrder(c.order)}</code>) : 'no order'} — {c.reason}{' '}
            <span className="muted">{c.from ? `(from ${c.power}’s ${c.from} mail, sent early for this phase, ${c.clause})` : `(from ${c.power}’s conditional orders, ${c.clause})`}</span>
            {drop ? <span className="reason" data-testid="carried-dropped"> — dropped by {drop.who}, {formatGmt(drop.at)}: not used for this phase</span>
              : mailed.has(c.power) ? <span className="reason"> — {c.power}’s own mail for this phase is a later set: it replaces these, or under a stated merge rule overrides them unit by unit (000 D.III(3))</span>
              : <span className="muted"> — used unless {c.power} sends orders for this phase (paste them in the {c.power} tab to override)</span>}
            {onDrop && c.order && (
              <>{' '}<button type="button" className="link small" disabled={busy} data-testid={drop ? 'carried-undrop' : 'carried-drop'}
                aria-label={`${drop ? 'Undo the drop of' : 'Drop'} ${c.power}’s carried ${formatOrder(c.order)}`}
                onClick={() => act(c, !drop)}>{drop ? 'Undo drop' : 'Drop'}</button></>
            )}
          </li>
        );
      })}</ul>
    </section>
  );
}

/** The mail's own flags, where the GM looks: no usable order, another phase named, sets that cannot be ranked, … */
function MailFlags({ summary }: { summary: ReturnType<typeof mailSummary> | undefined }) {
  if (!summary || (!summary.noOrders && summary.warnings.length === 0 && summary.notes.length === 0 && summary.unusedOrderLines.length === 0)) return null;
  return (
    <ul className="mail-flags" role="status" aria-label="About this mail" data-testid="mail-flags">
      {summary.noOrders && <li className="needs-look">Needs a look: no line of this mail gave a usable order. Its power is not adjudicated NMR without asking you.</li>}
      {summary.unusedOrderLines.map((u) => <li key={u.reason}>{u.count} line{u.count === 1 ? '' : 's'} that read as order{u.count === 1 ? '' : 's'} {u.count === 1 ? 'was' : 'were'} not used: {u.reason}.</li>)}
      {summary.warnings.map((w, k) => <li key={k}>{w.text}{w.clause ? <span className="clause"> {w.clause}</span> : null}</li>)}
      {/* Notes: how the mail was read (its Date: standing in for Received:), shown plainly and not counted on the row. */}
      {summary.notes.map((w, k) => <li key={`note-${k}`} className="muted" data-testid="mail-note">Note: {w.text}{w.clause ? <span className="clause"> {w.clause}</span> : null}</li>)}
    </ul>
  );
}

/**
 * A power's sets that no Date: or Received: can rank (none, or the same): the GM puts them in
 * the order they were sent and confirms; the choice is stored before anything uses it.
 */
function SendingOrderChooser({ doubt, mails, summaries, readOnly, onChoose }: {
  doubt: SendingDoubt; mails: MailInput[]; summaries: Map<string, ReturnType<typeof mailSummary>>; readOnly: boolean; onChoose?(choice: SendingChoice): Promise<void>;
}) {
  const [order, setOrder] = useState<string[]>(doubt.proposed);
  const [busy, setBusy] = useState(false);
  const label = (key: string) => {
    const cut = key.lastIndexOf('#');
    const id = key.slice(0, cut), message = Number(key.slice(cut + 1));
    const m = mails.find((x) => x.id === id);
    const sum = summaries.get(id);
    if (!m) return 'conditional orders carried from the movement mail';
    return `${sum?.subject ? `“${sum.subject}”` : m.sourceName}${message > 0 ? ` (message ${message + 1})` : ''} · ${sum?.date ? `Date: ${sum.date}` : 'no Date:'} · pasted ${formatGmt(m.receivedAt)}`;
  };
  const move = (i: number, by: -1 | 1) => setOrder((o) => { const n = [...o]; [n[i], n[i + by]] = [n[i + by]!, n[i]!]; return n; });
  return (
    <section className="sending-order" aria-label={`Which of ${doubt.power}'s sets was sent last`} data-testid="sending-order" data-power={doubt.power}>
      <h3>{doubt.power}: in which order were these sets sent?</h3>
      <p className="reason">{doubt.reason}</p>
      <ol>{order.map((key, i) => (
        <li key={key} data-testid="sending-order-set">
          {label(key)}{doubt.unsure.includes(key) ? <span className="muted"> (its place is unknown)</span> : null}
          {!readOnly && <>
            {' '}<button type="button" className="link small" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Sent earlier: ${label(key)}`}>↑ earlier</button>
            {' '}<button type="button" className="link small" disabled={i === order.length - 1} onClick={() => move(i, 1)} aria-label={`Sent later: ${label(key)}`}>↓ later</button>
          </>}
        </li>
      ))}</ol>
      {!readOnly && onChoose && (
        <button type="button" disabled={busy} data-testid="confirm-sending-order"
          onClick={async () => { setBusy(true); try { await onChoose({ power: doubt.power, order }); } finally { setBusy(false); } }}>
          They were sent in this order
        </button>
      )}
    </section>
  );
}

/** The longest line a verdict shows whole; a longer one says how much more its raw text (above) holds. */
const LONGEST_LINE = 400;

/** A verdict's line as read: whole, or cut at LONGEST_LINE with how much was left out said. */
function lineShown(text: string): string {
  const line = text.trim();
  return line.length <= LONGEST_LINE ? line : `${line.slice(0, LONGEST_LINE)}… (${line.length - LONGEST_LINE} more characters, in the raw text)`;
}

/** The mail exactly as stored, as text (never HTML), with the hovered verdict's line marked. */
function RawText({ text, hover }: { text: string; hover: [number, number] | null }) {
  const shown = text.length > 20_000 ? text.slice(0, 20_000) : text;
  if (!hover || hover[0] >= shown.length) return <pre className="raw" data-testid="raw-mail">{shown}</pre>;
  return (
    <pre className="raw" data-testid="raw-mail">
      {shown.slice(0, hover[0])}<mark data-testid="raw-highlight">{shown.slice(hover[0], hover[1])}</mark>{shown.slice(hover[1])}
    </pre>
  );
}
