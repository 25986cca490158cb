// The Diplomacy part of "New game": the policies the GM must state at the outset, each with its
// clause (000 D.I(1)b / 001 B.II(1)b), the GM's name and order address, the players per power with
// their addresses and personal abbreviation lists (000 D.III(1)c), the start phase and the
// deadline schedule in GMT (000 D.VII(4)b).
import { useId } from 'react';
import type { ProfileId } from '../../../core/diplomacy/houseRules';
import { tryParsePhaseName } from '../../../core/diplomacy/phases';
import { formatDeadline } from '../../app/format';
import './setup.css';
import { abbreviationHint, defaultPolicies, formatAbbreviations, parseAbbreviations, parseAddresses, policyDefinitions, setupClause, type DiplomacySetup, type PolicyId, type ProvinceName } from '../../../core/diplomacy/record/setup';

/** The first problem of a typed abbreviation list, under its box, or nothing. */
function abbreviationProblem(text: string | undefined, provinces?: readonly ProvinceName[]) {
  if (!text) return null;
  const { problems } = parseAbbreviations(text, provinces);
  return problems.length ? <span className="error" role="status">{problems[0]}</span> : null;
}

/** Why a setup cannot be saved, or null when it can. */
export function setupProblem(setup: DiplomacySetup, abbreviationText: Record<string, string> = {}, provinces?: readonly ProvinceName[], deadlineText?: string): string | null {
  const phase = tryParsePhaseName(setup.startPhase);
  if (!phase) return `“${setup.startPhase.slice(0, 20)}” is not a phase like S1901M.`;
  if (phase.type !== 'movement') return 'A game starts in a movement phase (S…M or F…M).';
  for (const [power, text] of Object.entries(abbreviationText)) {
    const { problems } = parseAbbreviations(text, provinces);
    if (problems.length) return `${power}’s abbreviations: ${problems[0]}.`;
  }
  if (deadlineText !== undefined && deadlineText.trim() !== '' && parseGmtInput(deadlineText) === null) return `The first deadline “${deadlineText.slice(0, 30)}” is not ${gmtHint}.`;
  return null;
}

/** What the deadline field wants: GMT in 24 hours, as GMs write deadlines (000 D.VII(4)b). */
export const gmtHint = 'a GMT date and 24-hour time like 2026-11-29 20:00';

/** GMT "YYYY-MM-DD HH:MM" ↔ epoch ms; the text is read as GMT in 24 hours, never local time. */
export function gmtInputValue(ms: number | null): string { return ms === null ? '' : new Date(ms).toISOString().slice(0, 16).replace('T', ' '); }
export function parseGmtInput(text: string): number | null {
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})[T ]\s*(\d{1,2}):(\d{2})\s*(?:GMT|UTC|Z)?\s*$/i.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  return new Date(ms).getUTCDate() === d ? ms : null; // 2026-02-30 is no day
}

export function SetupFields({ setup, onChange, profile, abbreviationText, onAbbreviationText, provinces, deadlineText, onDeadlineText }: {
  setup: DiplomacySetup; profile: ProfileId | null; onChange(next: DiplomacySetup): void;
  /** The map's provinces, so an abbreviation may name one by its name (`Tri = Trieste`). */
  provinces?: readonly ProvinceName[];
  /** The first deadline as typed (kept as text so a half-typed time is not lost), and its setter. */
  deadlineText?: string; onDeadlineText?(text: string): void;
  /** The abbreviation lists as typed, per power (kept as text so a half-typed line is not lost). */
  abbreviationText: Record<string, string>; onAbbreviationText(power: string, text: string): void;
}) {
  const id = useId();
  const definitions = policyDefinitions(profile);
  // Policies are per seed: switching profile resets choices the other seed does not have.
  const policies = { ...defaultPolicies(profile), ...Object.fromEntries(Object.entries(setup.policies).filter(([k, v]) => definitions.find((d) => d.id === k)?.options.some((o) => o.id === v))) } as Record<PolicyId, string>;
  const set = (patch: Partial<DiplomacySetup>) => onChange({ ...setup, policies, ...patch });
  const typedDeadline = deadlineText ?? gmtInputValue(setup.deadlines.firstDeadline);
  const deadlineBad = typedDeadline.trim() !== '' && parseGmtInput(typedDeadline) === null;
  return (
    <>
      <fieldset className="setup-policies" data-testid="setup-policies">
        <legend>Policies stated at the outset ({setupClause(profile)})</legend>
        {definitions.map((d) => (
          <div key={d.id} className="policy">
            <label htmlFor={`${id}-${d.id}`}>{d.title} <span className="clause">{d.clause}</span></label>
            <select id={`${id}-${d.id}`} name={`policy-${d.id}`} value={policies[d.id]} onChange={(e) => set({ policies: { ...policies, [d.id]: e.target.value } })}>
              {d.options.map((o) => <option key={o.id} value={o.id}>{o.label} — {o.clause}</option>)}
            </select>
          </div>
        ))}
      </fieldset>
      <label htmlFor={`${id}-gm`}>Game master</label>
      <input id={`${id}-gm`} name="gmName" value={setup.gmName} onChange={(e) => set({ gmName: e.target.value })} maxLength={100} />
      <label htmlFor={`${id}-gmaddr`}>GM order address</label>
      <input id={`${id}-gmaddr`} name="gmAddress" type="email" value={setup.gmAddress} onChange={(e) => set({ gmAddress: e.target.value.trim() })} maxLength={200} />
      <label htmlFor={`${id}-start`}>Start phase</label>
      <input id={`${id}-start`} name="startPhase" value={setup.startPhase} onChange={(e) => set({ startPhase: e.target.value.trim().toUpperCase() })} maxLength={8} />
      <label htmlFor={`${id}-deadline`}>First deadline (GMT)</label>
      <span>
        {/* Plain text, not the browser's date picker: that shows the locale's 12-hour clock in local
            time, while GMs write deadlines in GMT on a 24-hour clock. */}
        <input id={`${id}-deadline`} name="firstDeadline" type="text" inputMode="numeric" placeholder="2026-11-29 20:00" autoComplete="off"
          aria-describedby={`${id}-deadline-help`} aria-invalid={deadlineBad}
          value={typedDeadline} onChange={(e) => {
            onDeadlineText?.(e.target.value);
            set({ deadlines: { ...setup.deadlines, firstDeadline: parseGmtInput(e.target.value) } });
          }} />
        <span id={`${id}-deadline-help`} className={deadlineBad ? 'error' : 'muted'} data-testid="deadline-help">
          {deadlineBad ? ` Not ${gmtHint}.` : setup.deadlines.firstDeadline !== null ? ` ${formatDeadline(setup.deadlines.firstDeadline)}` : ' GMT, 24-hour clock: YYYY-MM-DD HH:MM'}
        </span>
      </span>
      <label htmlFor={`${id}-hours`}>Hours between deadlines</label>
      <span className="hours">
        {(['movementHours', 'retreatHours', 'adjustmentHours'] as const).map((k) => (
          <label key={k}>{k === 'movementHours' ? 'movement' : k === 'retreatHours' ? 'retreat' : 'adjustment'}{' '}
            <input id={k === 'movementHours' ? `${id}-hours` : undefined} type="number" min={1} max={24 * 60} value={setup.deadlines[k]}
              onChange={(e) => set({ deadlines: { ...setup.deadlines, [k]: Math.max(1, Number(e.target.value) || 1) } })} style={{ width: '5rem' }} />
          </label>
        ))}
      </span>
      <fieldset className="setup-players" data-testid="setup-players">
        <legend>Players</legend>
        <p className="muted" id={`${id}-abbr-help`}>Personal abbreviations (000 D.III(1)c): {abbreviationHint}.</p>
        <table>
          <thead><tr><th>Power</th><th>Player</th><th>E-mail addresses</th><th>Personal abbreviations (abbr = province)</th></tr></thead>
          <tbody>
            {setup.players.map((p, i) => (
              <tr key={p.power}>
                <th scope="row">{p.power}</th>
                <td><input aria-label={`${p.power} player`} value={p.name} maxLength={100}
                  onChange={(e) => set({ players: setup.players.map((x, k) => k === i ? { ...x, name: e.target.value } : x) })} /></td>
                <td><input aria-label={`${p.power} addresses`} defaultValue={p.addresses.join(', ')} maxLength={500}
                  onChange={(e) => set({ players: setup.players.map((x, k) => k === i ? { ...x, addresses: parseAddresses(e.target.value) } : x) })} /></td>
                <td><input aria-label={`${p.power} abbreviations`} value={abbreviationText[p.power] ?? formatAbbreviations(p.abbreviations)} maxLength={2000}
                  placeholder="Tri = Trieste" aria-describedby={`${id}-abbr-help`}
                  onChange={(e) => {
                    onAbbreviationText(p.power, e.target.value);
                    set({ players: setup.players.map((x, k) => k === i ? { ...x, abbreviations: parseAbbreviations(e.target.value, provinces).abbreviations } : x) });
                  }} />
                  {abbreviationProblem(abbreviationText[p.power], provinces)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
    </>
  );
}
