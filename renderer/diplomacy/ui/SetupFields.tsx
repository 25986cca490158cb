// The Diplomacy part of "New game": the policies the GM must state at the outset, each with its
// clause (000 D.I(1)b / 001 B.II(1)b), the GM's name and order address, the players per power with
// their addresses and personal abbreviation lists (000 D.III(1)c), the start phase and the
// deadline schedule in GMT (000 D.VII(4)b).
import { useId } from 'react';
import type { ProfileId } from '../../../core/diplomacy/houseRules';
import { tryParsePhaseName } from '../../../core/diplomacy/phases';
import { formatGmt } from '../../app/format';
import './setup.css';
import { defaultPolicies, formatAbbreviations, parseAbbreviations, parseAddresses, policyDefinitions, setupClause, type DiplomacySetup, type PolicyId } from '../model/setup';

/** Why a setup cannot be saved, or null when it can. */
export function setupProblem(setup: DiplomacySetup, abbreviationText: Record<string, string> = {}): string | null {
  const phase = tryParsePhaseName(setup.startPhase);
  if (!phase) return `“${setup.startPhase.slice(0, 20)}” is not a phase like S1901M.`;
  if (phase.type !== 'movement') return 'A game starts in a movement phase (S…M or F…M).';
  for (const [power, text] of Object.entries(abbreviationText)) {
    const { problems } = parseAbbreviations(text);
    if (problems.length) return `${power}’s abbreviations: ${problems[0]}.`;
  }
  return null;
}

/** GMT "YYYY-MM-DDTHH:MM" ↔ epoch ms; the input is read as GMT, never local time. */
export function gmtInputValue(ms: number | null): string { return ms === null ? '' : new Date(ms).toISOString().slice(0, 16); }
export function parseGmtInput(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}:00Z`);
  return Number.isFinite(ms) ? ms : null;
}

export function SetupFields({ setup, onChange, profile, abbreviationText, onAbbreviationText }: {
  setup: DiplomacySetup; profile: ProfileId | null; onChange(next: DiplomacySetup): void;
  /** The abbreviation lists as typed, per power (kept as text so a half-typed line is not lost). */
  abbreviationText: Record<string, string>; onAbbreviationText(power: string, text: string): void;
}) {
  const id = useId();
  const definitions = policyDefinitions(profile);
  // Policies are per seed: switching profile resets choices the other seed does not have.
  const policies = { ...defaultPolicies(profile), ...Object.fromEntries(Object.entries(setup.policies).filter(([k, v]) => definitions.find((d) => d.id === k)?.options.some((o) => o.id === v))) } as Record<PolicyId, string>;
  const set = (patch: Partial<DiplomacySetup>) => onChange({ ...setup, policies, ...patch });
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
        <input id={`${id}-deadline`} name="firstDeadline" type="datetime-local" value={gmtInputValue(setup.deadlines.firstDeadline)}
          onChange={(e) => set({ deadlines: { ...setup.deadlines, firstDeadline: parseGmtInput(e.target.value) } })} />
        {setup.deadlines.firstDeadline !== null && <span className="muted"> {formatGmt(setup.deadlines.firstDeadline)}</span>}
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
                  onChange={(e) => {
                    onAbbreviationText(p.power, e.target.value);
                    set({ players: setup.players.map((x, k) => k === i ? { ...x, abbreviations: parseAbbreviations(e.target.value).abbreviations } : x) });
                  }} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
    </>
  );
}
