// The tournament desk in the app: create or open a tournament (World Masters 2004 or the
// Maharajiad), import the roster, seat each round, take in board files from other GMs (opened or
// pasted), settle conflicting results, name replacements, and read the standings and board results
// with every tie explained. The same core as `adjutant tournament`. Every tournament lives in the
// app's IndexedDB as append-only events (tournamentRecords.ts), so a reload finds it all again and
// a Backup carries it; "Save file" writes the tournament JSON the CLI reads.
import { useEffect, useState } from 'react';
import {
  assignRound, boardFileText, createTournament, importBoardFile, planOf, importRoster, keepBoardFile, loadTournament, nameReplacement, playersForRound, profileOf,
  publishAssignment, publishRoundResults, publishStandings, roundResults, type Dialect, type Tournament,
} from '../../core/diplomacy/tournament/index';
import { useUi } from '../app/store';
import { appDb } from '../storage/db';
import type { TournamentRow } from '../storage/types';
import {
  appendTournamentEvents, changesSince, listTournaments, markOf, moveLegacyTournament, readStoredTournament, storeNewTournament, type Received,
} from './tournamentRecords';
import { BoardTable, RoundChart, StandingsTables } from './StandingsTables';
import { boardFileOfGame, tournamentGames, type TournamentGame } from './gameBoardFiles';

async function readFiles(list: FileList | null): Promise<{ name: string; text: string }[]> {
  return Promise.all([...(list ?? [])].map(async (f) => ({ name: f.name, text: await f.text() })));
}

/** Which tournament the desk had open, so a reload opens it again (a screen preference, not data). */
const openKey = 'adjutant.tournament.open';

/** A roster problem that means a row was not taken: the whole import is then refused. */
const refusesRow = (message: string) => /refused|left out/.test(message);

type Outcome = { said: string[]; received?: { roster?: Received; boardFiles?: Map<string, Received> } };

export function TournamentScreen() {
  const goHome = useUi((s) => s.goHome);
  const [list, setList] = useState<TournamentRow[]>([]);
  const [t, setT] = useState<Tournament | null>(null);
  const [loading, setLoading] = useState(true);
  const [messages, setMessages] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const [name, setName] = useState('');
  const [profile, setProfile] = useState<'wm2004' | 'maharajiad'>('maharajiad');
  const [seed, setSeed] = useState('1');
  const [pasted, setPasted] = useState('');
  const [dialect, setDialect] = useState<Dialect>('njudge');
  const [reason, setReason] = useState('');
  const [rep, setRep] = useState({ round: '1', board: '', power: '', outgoing: '', replacement: '', kind: 'permanent', from: '', until: '' });
  const [games, setGames] = useState<TournamentGame[]>([]);
  const [fromGame, setFromGame] = useState({ game: '', tournament: '', round: '1', board: '' });
  const db = appDb();

  const open = async (id: string, said: string[] = []) => {
    const read = await readStoredTournament(db, id);
    if (read.ok) { setT(read.tournament); localStorage.setItem(openKey, id); setMessages(said); } else { setT(null); setMessages([...said, `The stored tournament ${id} could not be read:`, ...read.problems]); }
    setList(await listTournaments(db));
  };

  useEffect(() => {
    void (async () => {
      const said: string[] = [];
      try {
        const moved = await moveLegacyTournament(db, localStorage, Date.now());
        if (moved.moved) said.push(`${moved.moved} was moved from this browser's local storage into the desk's database.`);
        if (moved.problem) said.push(moved.problem);
        setGames(await tournamentGames(db));
        const rows = await listTournaments(db);
        setList(rows);
        const wanted = localStorage.getItem(openKey);
        const pick = rows.find((r) => r.id === wanted) ?? rows[0];
        if (pick) await open(pick.id, said); else setMessages(said);
      } catch (e) {
        setMessages([...said, `The desk's storage could not be read: ${(e as Error).message}`]);
      } finally { setLoading(false); }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * Runs an action on the open tournament and stores what it appended, in one transaction. If the
   * store fails, the tournament is read back from the database, so the screen never shows work
   * that was not saved.
   */
  const act = async (action: (t: Tournament) => Outcome) => {
    if (!t) return;
    const mark = markOf(t);
    const { said, received } = action(t);
    const events = changesSince(t, mark, received);
    try {
      await appendTournamentEvents(db, t.id, events, Date.now());
      setVersion((v) => v + 1);
      setMessages(said);
      setList(await listTournaments(db));
    } catch (e) {
      await open(t.id, [`Not saved: ${(e as Error).message}. The tournament is shown as stored.`]);
    }
  };

  const create = async () => {
    const n = Number(seed);
    if (!name.trim() || !Number.isInteger(n)) { setMessages(['Give the tournament a name and a whole-number seed.']); return; }
    const fresh = createTournament(name.trim(), profile, n);
    try { await storeNewTournament(db, fresh, Date.now()); await open(fresh.id, [`Created ${fresh.name}.`]); } catch (e) { setMessages([(e as Error).message]); }
  };
  const openFile = async (files: FileList | null) => {
    const [f] = await readFiles(files);
    if (!f) return;
    let json: unknown;
    try { json = JSON.parse(f.text); } catch (e) { setMessages([`${f.name} is not JSON: ${(e as Error).message}`]); return; }
    const loaded = loadTournament(json);
    if (!loaded.ok) { setMessages([`${f.name} is not a valid tournament:`, ...loaded.problems]); return; }
    try { await storeNewTournament(db, loaded.tournament, Date.now(), { sourceName: f.name, text: f.text }); await open(loaded.tournament.id, [`Opened ${f.name}.`]); } catch (e) { setMessages([(e as Error).message]); }
  };
  const roster = (text: string, sourceName: string) => act((tt) => {
    // All or nothing: a roster with a refused row (a player entered twice, a row with no name)
    // changes nothing, and every problem is listed with its line and clause.
    const scratch: Tournament = { ...tt, players: [...tt.players] };
    const { added, problems } = importRoster(scratch, text);
    const lines = problems.map((p) => `${p.line ? `line ${p.line}: ` : ''}${p.clause}: ${p.message}`);
    if (problems.some((p) => refusesRow(p.message))) return { said: [`${sourceName}: roster refused, nothing was added:`, ...lines] };
    tt.players = scratch.players;
    return { said: [`${added} players added.`, ...lines], received: { roster: { sourceName, text } } };
  });
  const boards = (files: { name: string; text: string }[]) => act((tt) => {
    const said: string[] = [];
    const received = new Map<string, Received>();
    for (const f of files) {
      let json: unknown;
      try { json = JSON.parse(f.text); } catch (e) { said.push(`${f.name}: refused — not JSON: ${(e as Error).message}`); continue; }
      const r = importBoardFile(tt, json, f.name);
      if (r.status === 'refused') said.push(`${f.name}: refused — ${r.reasons.join('; ')}`);
      else if (r.status === 'already-have') said.push(`${f.name}: already imported`);
      else { received.set(r.hash, { sourceName: f.name, text: f.text }); said.push(`${f.name}: added as ${r.fileName}${r.warnings.length ? ` — check: ${r.warnings.join('; ')}` : ''}`); }
    }
    return { said, received: { boardFiles: received } };
  });
  const next = t ? (t.rounds.length ? Math.max(...t.rounds.map((r) => r.round)) + 1 : 1) : 1;
  const assign = () => act((tt) => {
    const { players, problems } = playersForRound(tt, next);
    if (problems.length) return { said: [`Round ${next} cannot be seated yet:`, ...problems] };
    try { assignRound(tt, next, players); return { said: [`Round ${next} seated.`] }; } catch (e) { return { said: [(e as Error).message] }; }
  });
  const keep = (round: number, board: string, hash: string) => act((tt) => {
    const r = keepBoardFile(tt, round, board, hash, reason);
    return { said: [r.ok ? `${board}: board file ${r.hash.slice(0, 16)} stands (${reason.trim()}).` : `${board}: ${r.problem}`] };
  });
  const replace = () => act((tt) => {
    const r = nameReplacement(tt, {
      round: Number(rep.round), board: rep.board.trim(), power: rep.power.trim(), outgoing: rep.outgoing.trim(), replacement: rep.replacement.trim(),
      kind: rep.kind === 'temporary' ? 'temporary' : 'permanent', from: rep.from.trim(), ...(rep.until.trim() ? { until: rep.until.trim() } : {}),
    });
    return { said: r.ok ? [`Recorded: ${rep.replacement} replaces ${rep.outgoing} (${rep.kind}) on ${rep.board} ${rep.power}.`] : ['Replacement refused:', ...r.problems.map((p) => `${p.clause}: ${p.message}`)] };
  });
  /** The open tournament's id and a board of its latest round, unless the GM typed others. */
  const target = { tournament: fromGame.tournament || t?.id || '', round: Number(fromGame.round) || 1, board: fromGame.board || '' };
  const gameFile = async () => {
    const game = games.find((g) => g.id === (fromGame.game || games[0]?.id));
    if (!game) return null;
    const plan = t && t.id === target.tournament ? (() => { try { return planOf(t, target.round); } catch { return null; } })() : null;
    const made = await boardFileOfGame(db, game.id, target, plan?.endYear ?? null);
    return { game, made };
  };
  const exportFromGame = async () => {
    const got = await gameFile();
    if (!got) return;
    if (!got.made.ok) { setMessages([`${got.game.name}: no board file — ${got.made.reasons.join('; ')}`]); return; }
    download(got.made.fileName, boardFileText(got.made.file));
    setMessages([`${got.game.name}: board file ${got.made.fileName} written (${got.made.file.kind}, through ${got.made.file.through})${got.made.warnings.length ? ` — check: ${got.made.warnings.join('; ')}` : ''}. Put it in the tournament's shared folder or send it to the TD.`]);
  };
  const pullFromGame = async () => {
    const got = await gameFile();
    if (!got) return;
    if (!got.made.ok) { setMessages([`${got.game.name}: no board file — ${got.made.reasons.join('; ')}`]); return; }
    await boards([{ name: `game "${got.game.name}"`, text: boardFileText(got.made.file) }]);
  };
  const download = (fileName: string, text: string) => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    a.download = fileName;
    a.click();
  };
  const fromGameSection = games.length > 0 && (
    <section className="panel" aria-label="Board file from a game on this machine" data-testid="t-from-game">
      <h2>Board file from a game on this machine</h2>
      <label>Game <select value={fromGame.game || games[0]!.id} onChange={(e) => setFromGame({ ...fromGame, game: e.target.value })} data-testid="t-game">
        {games.map((g) => <option key={g.id} value={g.id}>{g.name} ({g.profile}, {g.finished ? 'finished' : `at ${g.phase}`})</option>)}
      </select></label>
      <label>Tournament id <input value={target.tournament} onChange={(e) => setFromGame({ ...fromGame, tournament: e.target.value })} data-testid="t-game-tournament" /></label>
      <label>Round <input value={fromGame.round} onChange={(e) => setFromGame({ ...fromGame, round: e.target.value })} size={3} data-testid="t-game-round" /></label>
      <label>Board <input value={fromGame.board} onChange={(e) => setFromGame({ ...fromGame, board: e.target.value })} placeholder="R1-B01" size={8} data-testid="t-game-board" /></label>
      <button type="button" onClick={() => void exportFromGame()} data-testid="t-game-export">Export board file</button>
      {t && t.id === target.tournament && <button type="button" onClick={() => void pullFromGame()} data-testid="t-game-pull">Take its result into {t.name}</button>}
    </section>
  );
  const saveFile = () => {
    if (!t) return;
    download(`${t.id}.json`, JSON.stringify(t, null, 1));
  };
  void version;

  const newForm = (
    <section className="panel" aria-label="New tournament">
      <h2>New tournament</h2>
      <label>Name <input value={name} onChange={(e) => setName(e.target.value)} data-testid="t-name" /></label>
      <label>Rules <select value={profile} onChange={(e) => setProfile(e.target.value as 'wm2004' | 'maharajiad')} data-testid="t-profile">
        <option value="maharajiad">Maharajiad I (seed 001)</option><option value="wm2004">World Masters 2004 (seed 000)</option>
      </select></label>
      <label>Seed <input value={seed} onChange={(e) => setSeed(e.target.value)} data-testid="t-seed" /></label>
      <button type="button" onClick={() => void create()} data-testid="t-create">Create</button>
      <label>or open a tournament file <input type="file" accept=".json" onChange={(e) => void openFile(e.target.files)} data-testid="t-open-file" /></label>
    </section>
  );

  return (
    <main className="page" data-testid="tournament">
      <header className="home-header"><h1>Tournament desk</h1><button type="button" onClick={goHome}>Home</button></header>
      {messages.length > 0 && <ul data-testid="tournament-messages">{messages.map((m, i) => <li key={i}>{m}</li>)}</ul>}
      {list.length > 0 && (
        <label>Tournament <select value={t?.id ?? ''} onChange={(e) => { if (e.target.value === '') { setT(null); localStorage.removeItem(openKey); } else void open(e.target.value); }} data-testid="t-pick">
          {list.map((r) => <option key={r.id} value={r.id}>{r.name} ({r.profile})</option>)}
          <option value="">New tournament…</option>
        </select></label>
      )}
      {loading ? <p>Reading the desk…</p> : !t ? <>{newForm}{fromGameSection}</> : (
        <>
          <p data-testid="t-title">{t.name} — {profileOf(t).name}, seed {t.seed}, {t.players.length} players, {t.boardFiles.length} board files</p>
          <div className="toolbar" role="toolbar" aria-label="Tournament">
            <label>Roster CSV <input type="file" accept=".csv,text/csv" onChange={(e) => void readFiles(e.target.files).then(async (fs) => { for (const f of fs) await roster(f.text, f.name); })} data-testid="t-roster-file" /></label>
            <button type="button" onClick={() => void assign()} data-testid="t-assign">Seat round {next}</button>
            <label>Board files <input type="file" accept=".json" multiple onChange={(e) => void readFiles(e.target.files).then(boards)} data-testid="t-board-files" /></label>
            <button type="button" onClick={saveFile}>Save file</button>
          </div>
          <section className="panel" aria-label="Paste">
            <textarea value={pasted} onChange={(e) => setPasted(e.target.value)} rows={4} cols={80} placeholder="Paste a roster CSV or a board file (JSON)" data-testid="t-paste" />
            <button type="button" onClick={() => void roster(pasted, 'pasted roster')} data-testid="t-paste-roster">Import as roster</button>
            <button type="button" onClick={() => void boards([{ name: 'pasted board file', text: pasted }])} data-testid="t-paste-board">Import as board file</button>
          </section>
          {fromGameSection}
          <Conflicts t={t} reason={reason} setReason={setReason} keep={(r, b, h) => void keep(r, b, h)} />
          <details className="panel" data-testid="t-replacement">
            <summary>Name a replacement (000 B.7-B.9, 001 A.12-A.13)</summary>
            {(['round', 'board', 'power', 'outgoing', 'replacement', 'from', 'until'] as const).map((k) => (
              <label key={k}>{k} <input value={rep[k]} onChange={(e) => setRep({ ...rep, [k]: e.target.value })} data-testid={`t-rep-${k}`} placeholder={k === 'from' || k === 'until' ? '2026-05-01' : ''} /></label>
            ))}
            <label>kind <select value={rep.kind} onChange={(e) => setRep({ ...rep, kind: e.target.value })} data-testid="t-rep-kind"><option value="permanent">permanent</option><option value="temporary">temporary</option></select></label>
            <button type="button" onClick={() => void replace()} data-testid="t-rep-save">Record the replacement</button>
          </details>
          <label>Format <select value={dialect} onChange={(e) => setDialect(e.target.value as Dialect)} data-testid="t-dialect">
            <option value="njudge">text</option><option value="bbcode">BBCode</option><option value="markdown">Markdown</option>
          </select></label>
          <h2>Standings</h2>
          <StandingsTables t={t} />
          {t.rounds.length > 0 && <RoundChart t={t} round={t.rounds[t.rounds.length - 1]!.round} />}
          <h3>To post ({dialect === 'njudge' ? 'text' : dialect})</h3>
          <pre data-testid="t-standings">{publishStandings(t, dialect)}</pre>
          {t.rounds.map((r) => (
            <section key={r.round} aria-label={r.name}>
              <h2>{r.name}</h2>
              <BoardTable t={t} round={r.round} />
              <pre data-testid={`t-round-${r.round}`}>{publishAssignment(t, r.round, dialect)}</pre>
              <pre data-testid={`t-results-${r.round}`}>{publishRoundResults(t, r.round, dialect)}</pre>
            </section>
          ))}
        </>
      )}
    </main>
  );
}

/** Two different results for one board, side by side: the TD keeps one, with a reason; nothing is merged. */
function Conflicts({ t, reason, setReason, keep }: { t: Tournament; reason: string; setReason: (s: string) => void; keep: (round: number, board: string, hash: string) => void }) {
  const conflicts = t.rounds.flatMap((r) => roundResults(t, r.round).conflicts);
  if (!conflicts.length) return null;
  return (
    <section className="panel" aria-label="Conflicting results" data-testid="t-conflicts">
      <h2>Conflicting results</h2>
      <p>These boards have different results from different files. Neither is scored until you keep one.</p>
      <label>Why this result stands <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="t-keep-reason" /></label>
      {conflicts.map((c) => (
        <div key={`${c.round}-${c.board}`} className="toolbar" data-testid={`t-conflict-${c.board}`}>
          <strong>Round {c.round} {c.board}</strong>
          {c.files.map((f) => (
            <div key={f.hash} className="panel">
              <div>{f.fileName}{f.source ? ` (from ${f.source})` : ''}</div>
              <div>{f.kind === 'final' ? 'final' : `cut-off ${f.through}`}: {f.summary}</div>
              <button type="button" onClick={() => keep(c.round, c.board, f.hash)} data-testid={`t-keep-${f.hash.slice(0, 8)}`}>Keep this one</button>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
