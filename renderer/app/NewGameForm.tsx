// "New game": name, kind of game, map or starting rules, and (for Diplomacy) the house-rules
// profile with the policies, players, start phase and deadlines the GM states at the outset
// (renderer/diplomacy/ui/SetupFields.tsx). A Diplomacy game opens in its start phase, by default
// the one core gives for the chosen variant.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { profileIds, profiles } from '../../core/diplomacy/houseRules';
import { appDb } from '../storage/db';
import { familyInfo, otherOpeningPhase, otherStartingPoints } from '../storage/families';
import { createGame } from '../storage/games';
import { gameFamilies, type GameFamily } from '../storage/types';
import { useUi } from './store';
import { useVariantChoices, useVariantSummary } from './useCore';
import type { ProfileId } from '../../core/diplomacy/houseRules';
import { defaultSetup, parseAbbreviations, type DiplomacySetup, type ProvinceName } from '../../core/diplomacy/record/setup';
import { SetupFields, setupProblem } from '../diplomacy/ui/SetupFields';

/**
 * The map's provinces by id and name, so an abbreviation list may say `Tri = Trieste`. Loaded
 * with the variant data on demand (a chunk of its own), never on the home screen's first paint.
 */
async function loadProvinceNames(variantId: string): Promise<ProvinceName[]> {
  const { getVariant } = await import('../../core/diplomacy/variants');
  return getVariant(variantId).data.provinces.map((p) => ({ id: p.id, name: p.name }));
}

function useProvinceNames(variantId: string | null): ProvinceName[] | null {
  const [names, setNames] = useState<{ id: string; list: ProvinceName[] } | null>(null);
  useEffect(() => {
    if (!variantId) return;
    let live = true;
    loadProvinceNames(variantId).then((list) => { if (live) setNames({ id: variantId, list }); }, () => { if (live) setNames(null); });
    return () => { live = false; };
  }, [variantId]);
  return names && names.id === variantId ? names.list : null;
}

/** The house rules a map is played under unless the GM picks others: Maharajah's own seed. */
export function defaultProfileFor(variantId: string): ProfileId {
  return variantId === 'maharajah' ? 'maharajiad' : 'hasbro2000';
}

export function NewGameForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [family, setFamily] = useState<GameFamily>('diplomacy');
  const [variant, setVariant] = useState('standard');
  const [profile, setProfile] = useState<string>('hasbro2000');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const variants = useVariantChoices();
  const summary = useVariantSummary(family === 'diplomacy' ? variant : 'standard');
  const [setup, setSetup] = useState<DiplomacySetup | null>(null);
  const [abbreviationText, setAbbreviationText] = useState<Record<string, string>>({});
  const [deadlineText, setDeadlineText] = useState<string | undefined>(undefined);
  const provinces = useProvinceNames(family === 'diplomacy' ? variant : null);
  // The setup follows the chosen map: its powers and its opening phase.
  const chosenVariant = variants.state === 'ready' ? variants.value.find((v) => v.id === variant) : undefined;
  const powersOfMap = summary.state === 'ready' && summary.value.id === variant ? summary.value.powers.map((p) => p.name) : null;
  const setupFits = setup !== null && powersOfMap !== null && setup.players.map((p) => p.power).join() === powersOfMap.join();
  const liveSetup: DiplomacySetup | null = family !== 'diplomacy' || !powersOfMap || !chosenVariant ? null
    : setupFits ? { ...setup!, profile: profile as ProfileId } : defaultSetup(profile as ProfileId, powersOfMap, chosenVariant.openingPhase, Date.now());
  const showNewGame = useUi((s) => s.showNewGame);
  const openGame = useUi((s) => s.openGame);
  const say = useUi((s) => s.say);
  const choosing = useUi((s) => s.choosing);
  // The home page's side panel describes the game this form would create.
  useEffect(() => { choosing({ family, variant, profile: familyInfo[family].usesProfiles ? profile : null }); }, [family, variant, profile, choosing]);

  const startingPoints = family === 'diplomacy'
    ? (variants.state === 'ready' ? variants.value.map((v) => ({ id: v.id, name: `${v.name} (from ${v.startYear})` })) : [])
    : otherStartingPoints[family];

  function chooseFamily(next: GameFamily) {
    setFamily(next);
    chooseVariant(next === 'diplomacy' ? 'standard' : otherStartingPoints[next][0]!.id);
  }

  // The Maharajah map is played under the Maharajiad's rules (seed 001); leaving it, the game
  // goes back to the 2000 rulebook unless the GM had chosen another profile themselves.
  function chooseVariant(next: string) {
    setVariant(next);
    const wanted = defaultProfileFor(next);
    if (wanted === 'maharajiad' || profile === 'maharajiad') setProfile(wanted);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (name.trim() === '') { setProblem('Give the game a name, e.g. “Winter league board 3”.'); return; }
    let phase: string;
    let finalSetup: DiplomacySetup | null = null;
    if (family === 'diplomacy') {
      const chosen = variants.state === 'ready' ? variants.value.find((v) => v.id === variant) : undefined;
      if (!chosen || !liveSetup) { setProblem('The map list is still loading; try again in a moment.'); return; }
      let names = provinces;
      try { names ??= await loadProvinceNames(variant); } catch (error) { setProblem(`Could not read the map’s provinces: ${(error as Error).message}`); return; }
      const wrong = setupProblem(liveSetup, abbreviationText, names, deadlineText);
      if (wrong) { setProblem(wrong); return; }
      // Read each typed list again with the map's names, whatever had loaded while it was typed.
      finalSetup = { ...liveSetup, players: liveSetup.players.map((p) => abbreviationText[p.power] === undefined ? p
        : { ...p, abbreviations: parseAbbreviations(abbreviationText[p.power]!, names).abbreviations }) };
      phase = liveSetup.startPhase;
    } else {
      phase = otherOpeningPhase[family];
    }
    setBusy(true);
    try {
      const game = await createGame(appDb(), {
        name, family, variant, phase, profile: familyInfo[family].usesProfiles ? profile : null,
        // 000 D.I(1)b / 001 B.II(1)b: the policies are fixed now, when the game is created.
        ...(family === 'diplomacy' && finalSetup ? { settings: { diplomacy: { ...finalSetup, fixedAt: Date.now() } } } : {}),
      });
      say(`Created "${game.name}".`);
      openGame(game.id);
    } catch (error) {
      setProblem(`Could not save the game: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel new-game" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="new-game-form">
      <h2 id={`${id}-title`}>New game</h2>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoFocus autoComplete="off" />

      <label htmlFor={`${id}-family`}>Kind of game</label>
      <select id={`${id}-family`} name="family" value={family} onChange={(e) => chooseFamily(e.target.value as GameFamily)}>
        {gameFamilies.map((f) => <option key={f} value={f}>{familyInfo[f].label}</option>)}
      </select>

      {family === 'ledger' ? (
        // Asked once: the ledger's first screen offers the shipped rulesets and a paste box.
        <p className="muted" data-testid="ledger-rules-note" style={{ gridColumn: '1 / -1', margin: 0 }}>
          The starting rules are chosen on the ledger’s first screen: Suber’s initial rules (seed 003), the Agora
          Birthday Tournament regulations (seed 002), or a ruleset of your own, pasted or opened.
        </p>
      ) : (
        <>
          <label htmlFor={`${id}-variant`}>Map</label>
          <select id={`${id}-variant`} name="variant" value={variant} onChange={(e) => chooseVariant(e.target.value)} disabled={startingPoints.length === 0}>
            {startingPoints.length === 0 && <option value={variant}>{variants.state === 'failed' ? `Could not load maps: ${variants.message}` : 'Loading maps…'}</option>}
            {startingPoints.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        </>
      )}

      {familyInfo[family].usesProfiles && (
        <>
          <label htmlFor={`${id}-profile`}>House rules</label>
          <select id={`${id}-profile`} name="profile" value={profile} onChange={(e) => setProfile(e.target.value)}>
            {profileIds.map((p) => <option key={p} value={p}>{profiles[p].name} — {p}</option>)}
          </select>
        </>
      )}

      {family === 'diplomacy' && liveSetup && (
        <SetupFields setup={liveSetup} profile={profile as ProfileId} onChange={setSetup} provinces={provinces ?? undefined}
          deadlineText={deadlineText} onDeadlineText={setDeadlineText}
          abbreviationText={abbreviationText} onAbbreviationText={(power, text) => setAbbreviationText((t) => ({ ...t, [power]: text }))} />
      )}

      {problem && <p className="error" role="alert">{problem}</p>}
      <div className="actions">
        <button type="submit" disabled={busy}>{busy ? 'Creating…' : 'Create game'}</button>
        <button type="button" className="quiet" onClick={() => showNewGame(false)}>Cancel</button>
      </div>
    </form>
  );
}
