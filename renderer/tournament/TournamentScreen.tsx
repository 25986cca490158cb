// The tournament desk in the app: create or open a tournament (World Masters 2004 or the
// Maharajiad), import the roster, seat each round, take in board files from other GMs (opened or
// pasted), and read the standings and board results with every tie explained. The same core as
// `adjutant tournament`; the tournament lives in this browser's storage and survives a reload, and
// "Save file" writes the tournament JSON the CLI reads.
import { useState } from 'react';
import {
  assignRound, createTournament, importBoardFile, importRoster, loadTournament, playersForRound, profileOf,
  publishAssignment, publishRoundResults, publishStandings, type Dialect, type Tournament,
} from '../../core/diplomacy/tournament/index';
import { useUi } from '../app/store';
import { loadStoredTournament, storeTournament } from './tournamentStorage';

async function readFiles(list: FileList | null): Promise<{ name: string; text: string }[]> {
  return Promise.all([...(list ?? [])].map(async (f) => ({ name: f.name, text: await f.text() })));
}

export function TournamentScreen() {
  const goHome = useUi((s) => s.goHome);
  const [initial] = useState(() => loadStoredTournament());
  const [t, setT] = useState<Tournament | null>(initial.tournament);
  const [messages, setMessages] = useState<string[]>(initial.problem ? [initial.problem] : []);
  const [version, setVersion] = useState(0);
  const [name, setName] = useState('');
  const [profile, setProfile] = useState<'wm2004' | 'maharajiad'>('maharajiad');
  const [seed, setSeed] = useState('1');
  const [pasted, setPasted] = useState('');
  const [dialect, setDialect] = useState<Dialect>('njudge');

  // Core functions change the tournament in place: store it and redraw after each.
  const changed = (next: Tournament, said: string[]) => { storeTournament(next); setT(next); setVersion((v) => v + 1); setMessages(said); };

  const create = () => {
    const n = Number(seed);
    if (!name.trim() || !Number.isInteger(n)) { setMessages(['Give the tournament a name and a whole-number seed.']); return; }
    changed(createTournament(name.trim(), profile, n), [`Created ${name.trim()}.`]);
  };
  const openFile = async (list: FileList | null) => {
    const [f] = await readFiles(list);
    if (!f) return;
    try {
      const loaded = loadTournament(JSON.parse(f.text));
      if (loaded.ok) changed(loaded.tournament, [`Opened ${f.name}.`]); else setMessages([`${f.name} is not a valid tournament:`, ...loaded.problems]);
    } catch (e) { setMessages([`${f.name} is not JSON: ${(e as Error).message}`]); }
  };
  const roster = (text: string) => {
    if (!t) return;
    const { added, problems } = importRoster(t, text);
    changed(t, [`${added} players added.`, ...problems.map((p) => `${p.line ? `line ${p.line}: ` : ''}${p.clause}: ${p.message}`)]);
  };
  const boards = (files: { name: string; text: string }[]) => {
    if (!t) return;
    const said: string[] = [];
    for (const f of files) {
      let json: unknown;
      try { json = JSON.parse(f.text); } catch (e) { said.push(`${f.name}: refused — not JSON: ${(e as Error).message}`); continue; }
      const r = importBoardFile(t, json, f.name);
      if (r.status === 'refused') said.push(`${f.name}: refused — ${r.reasons.join('; ')}`);
      else if (r.status === 'already-have') said.push(`${f.name}: already imported`);
      else said.push(`${f.name}: added as ${r.fileName}${r.warnings.length ? ` — check: ${r.warnings.join('; ')}` : ''}`);
    }
    changed(t, said);
  };
  const next = t ? (t.rounds.length ? Math.max(...t.rounds.map((r) => r.round)) + 1 : 1) : 1;
  const assign = () => {
    if (!t) return;
    const { players, problems } = playersForRound(t, next);
    if (problems.length) { setMessages([`Round ${next} cannot be seated yet:`, ...problems]); return; }
    try { assignRound(t, next, players); changed(t, [`Round ${next} seated.`]); } catch (e) { setMessages([(e as Error).message]); }
  };
  const saveFile = () => {
    if (!t) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([JSON.stringify(t, null, 1)], { type: 'application/json' }));
    a.download = `${t.id}.json`;
    a.click();
  };
  void version;

  return (
    <main className="page" data-testid="tournament">
      <header className="home-header"><h1>Tournament desk</h1><button type="button" onClick={goHome}>Home</button></header>
      {messages.length > 0 && <ul data-testid="tournament-messages">{messages.map((m, i) => <li key={i}>{m}</li>)}</ul>}
      {!t ? (
        <section className="panel" aria-label="New tournament">
          <h2>New tournament</h2>
          <label>Name <input value={name} onChange={(e) => setName(e.target.value)} data-testid="t-name" /></label>
          <label>Rules <select value={profile} onChange={(e) => setProfile(e.target.value as 'wm2004' | 'maharajiad')} data-testid="t-profile">
            <option value="maharajiad">Maharajiad I (seed 001)</option><option value="wm2004">World Masters 2004 (seed 000)</option>
          </select></label>
          <label>Seed <input value={seed} onChange={(e) => setSeed(e.target.value)} data-testid="t-seed" /></label>
          <button type="button" onClick={create} data-testid="t-create">Create</button>
          <label>or open a tournament file <input type="file" accept=".json" onChange={(e) => void openFile(e.target.files)} /></label>
        </section>
      ) : (
        <>
          <p data-testid="t-title">{t.name} — {profileOf(t).name}, seed {t.seed}, {t.players.length} players, {t.boardFiles.length} board files</p>
          <div className="toolbar" role="toolbar" aria-label="Tournament">
            <label>Roster CSV <input type="file" accept=".csv,text/csv" onChange={(e) => void readFiles(e.target.files).then((fs) => fs.forEach((f) => roster(f.text)))} /></label>
            <button type="button" onClick={assign} data-testid="t-assign">Seat round {next}</button>
            <label>Board files <input type="file" accept=".json" multiple onChange={(e) => void readFiles(e.target.files).then(boards)} /></label>
            <button type="button" onClick={saveFile}>Save file</button>
          </div>
          <section className="panel" aria-label="Paste">
            <textarea value={pasted} onChange={(e) => setPasted(e.target.value)} rows={4} cols={80} placeholder="Paste a roster CSV or a board file (JSON)" data-testid="t-paste" />
            <button type="button" onClick={() => roster(pasted)} data-testid="t-paste-roster">Import as roster</button>
            <button type="button" onClick={() => boards([{ name: 'pasted board file', text: pasted }])} data-testid="t-paste-board">Import as board file</button>
          </section>
          <label>Format <select value={dialect} onChange={(e) => setDialect(e.target.value as Dialect)}>
            <option value="njudge">text</option><option value="bbcode">BBCode</option><option value="markdown">Markdown</option>
          </select></label>
          <h2>Standings</h2>
          <pre data-testid="t-standings">{publishStandings(t, dialect)}</pre>
          {t.rounds.map((r) => (
            <section key={r.round} aria-label={r.name}>
              <h2>{r.name}</h2>
              <pre data-testid={`t-round-${r.round}`}>{publishAssignment(t, r.round, dialect)}</pre>
              <pre data-testid={`t-results-${r.round}`}>{publishRoundResults(t, r.round, dialect)}</pre>
            </section>
          ))}
        </>
      )}
    </main>
  );
}
