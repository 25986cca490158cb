// "Take over a game": the GM pastes or opens what the old judge left — its last results posts,
// a webDiplomacy/dipcc game file, or a position typed by hand — and sees, before anything is
// created, the phase the game continues at, each power's units and centres, and every doubt the
// reader has. With doubts, the GM must say they have read them. The game is then created at that
// phase, with the text stored verbatim and the phases read kept as a read-only history.
import { useId, useState, type FormEvent } from 'react';
import { profileIds, profiles, type ProfileId } from '../../core/diplomacy/houseRules';
import { phaseName } from '../../core/diplomacy/phases';
import { platform } from '../platform/index';
import { appDb } from '../storage/db';
import { callCore } from '../worker/client';
import type { TakeOverReading } from '../worker/api';
import { createTakenOverGame } from '../diplomacy/takeOverStore';
import { describeSource } from '../../core/diplomacy/record/takenOver';
import { useUi } from './store';
import { useVariantChoices, useVariantSummary } from './useCore';

interface Read { text: string; sourceName: string; reading: TakeOverReading }

export function TakeOverForm({ onClose }: { onClose(): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [variant, setVariant] = useState('standard');
  const [profile, setProfile] = useState<ProfileId>('hasbro2000');
  const [text, setText] = useState('');
  const [sourceName, setSourceName] = useState('pasted');
  const [read, setRead] = useState<Read | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const variants = useVariantChoices();
  const summary = useVariantSummary(variant);
  const openGame = useUi((s) => s.openGame);
  const say = useUi((s) => s.say);

  async function readText(body: string, from: string) {
    setProblem(null);
    setAccepted(false);
    if (!body.trim()) { setRead(null); setProblem('Paste the results posts, a game file or a typed position first.'); return; }
    setBusy(true);
    try {
      const reading = await callCore((core) => core.takeOver(variant, body));
      setRead({ text: body, sourceName: from, reading });
      const suggested = reading.replaysIdenticallyUnder?.[0];
      if (suggested) setProfile(suggested);
    } catch (e) {
      setProblem(`Could not read it: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  }

  async function openFile() {
    try {
      const file = (await platform.openFile('orders'))[0];
      if (!file) return;
      setText(file.text);
      setSourceName(file.name);
      await readText(file.text, file.name);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!read || read.text !== text) { setProblem('Read the text first (it changed since it was read).'); return; }
    if (!read.reading.position) { setProblem('There is no position to continue from: see the doubts.'); return; }
    if (name.trim() === '') { setProblem('Give the game a name.'); return; }
    if (read.reading.doubts.length && !accepted) { setProblem('Tick the box to say you have read the doubts.'); return; }
    if (summary.state !== 'ready') { setProblem('The map is still loading; try again in a moment.'); return; }
    setBusy(true);
    try {
      const game = await createTakenOverGame(appDb(), {
        name, variant, profile, powers: summary.value.powers.map((p) => p.name), sourceName: read.sourceName, raw: read.text, reading: read.reading,
      });
      say(`Took over "${game.name}" at ${game.phase}.`);
      onClose();
      openGame(game.id);
    } catch (e) {
      setProblem(`Could not save the game: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  const reading = read?.reading;
  const position = reading?.position;
  return (
    <form className="panel new-game take-over" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="take-over-form">
      <h2 id={`${id}-title`}>Take over a game</h2>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} name="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} autoComplete="off" />

      <label htmlFor={`${id}-variant`}>Map</label>
      <select id={`${id}-variant`} name="variant" value={variant} onChange={(e) => { setVariant(e.target.value); setRead(null); }}>
        {variants.state === 'ready' ? variants.value.map((v) => <option key={v.id} value={v.id}>{v.name}</option>) : <option value={variant}>Loading maps…</option>}
      </select>

      <label htmlFor={`${id}-profile`}>House rules</label>
      <select id={`${id}-profile`} name="profile" value={profile} onChange={(e) => setProfile(e.target.value as ProfileId)}>
        {profileIds.map((p) => <option key={p} value={p}>{profiles[p].name} — {p}</option>)}
      </select>

      <label htmlFor={`${id}-text`}>What the old judge left</label>
      <div>
        <textarea id={`${id}-text`} name="text" rows={10} value={text} spellCheck={false}
          placeholder={'Paste the last results posts ("Movement results for Fall of 1904." …), a webDiplomacy game file, or type a position:\nSpring 1905\nAustria: A Vie, A Bud, F Tri; centres Vie, Bud, Tri'}
          onChange={(e) => { setText(e.target.value); setSourceName('pasted'); }} />
        <div className="actions">
          <button type="button" disabled={busy} onClick={() => void readText(text, sourceName)}>Read it</button>
          <button type="button" className="quiet" disabled={busy} onClick={() => void openFile()}>Open a file…</button>
        </div>
      </div>

      {reading && (
        <section className="take-over-reading" aria-label="What was read" data-testid="take-over-reading">
          <p>Read as {describeSource(reading.source)}{reading.history.length ? `: ${reading.history.map((h) => h.name).join(', ')}` : ''}.</p>
          {position ? (
            <>
              <p><strong>The game continues at {phaseName(position.phase)}.</strong>{reading.centresKnown ? '' : ' No centre ownership was stated: each power was given its home centres.'}</p>
              <table className="take-over-powers">
                <thead><tr><th>Power</th><th>Units</th><th>Centres</th></tr></thead>
                <tbody>
                  {(summary.state === 'ready' ? summary.value.powers.map((p) => p.name) : []).map((power) => (
                    <tr key={power}>
                      <td>{power}</td>
                      <td>{position.units.filter((u) => u.power === power).map((u) => `${u.type} ${u.location}`).sort().join(', ') || '—'}</td>
                      <td>{Object.keys(position.centres).filter((c) => position.centres[c] === power).sort().join(' ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : <p className="error">No position could be made from this text: see the doubts below.</p>}
          {reading.replaysIdenticallyUnder && (
            <p>{reading.replaysIdenticallyUnder.length
              ? `Every phase of this game replays as recorded under: ${reading.replaysIdenticallyUnder.join(', ')}. House rules set to ${reading.replaysIdenticallyUnder[0]}.`
              : 'No house-rules profile replays this game exactly: check `adjutant replay` for the phases that differ.'}</p>
          )}
          {reading.doubts.length > 0 && (
            <>
              <h3>{reading.doubts.length} doubt{reading.doubts.length === 1 ? '' : 's'}</h3>
              <ul className="take-over-doubts" data-testid="take-over-doubts">
                {reading.doubts.map((d, i) => (
                  <li key={i}>{d.line ? `Line ${d.line}: ` : ''}{d.why}{d.text && d.line ? <><br /><code>{d.text.split('\n')[0]}</code></> : null}</li>
                ))}
              </ul>
              {position && (
                <label className="take-over-accept">
                  <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} /> I have read these doubts; take the game over as shown
                </label>
              )}
            </>
          )}
        </section>
      )}

      {problem && <p className="error" role="alert">{problem}</p>}
      <div className="actions">
        <button type="submit" disabled={busy || !position}>Take over</button>
        <button type="button" className="quiet" onClick={onClose}>Cancel</button>
      </div>
    </form>
  );
}
