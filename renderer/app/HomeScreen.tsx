// The first screen: the GM's games, New game, Backup and Restore, and a side panel describing the
// standard map, or the game New game would create.
import { useState } from 'react';
import { AppInfoLine } from './AppInfoLine';
import { saveBackup, startRestore } from './backupActions';
import { BackupProgress } from './BackupProgress';
import { openGameFile } from './gameFileActions';
import { GameFileDialog } from './GameFileDialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { GameList } from './GameList';
import { NewGameForm } from './NewGameForm';
import { TakeOverForm } from './TakeOverForm';
import { RestoreDialog } from './RestoreDialog';
import { useUi } from './store';
import { VariantSummaryPanel } from './VariantSummaryPanel';
import { profileName } from './format';
import { setupClause } from '../../core/diplomacy/record/setup';

/**
 * The side panel: the standard map's facts, or, while New game is open, the game it would create:
 * the chosen map with its house rules, a Coalition round, or a rules ledger.
 */
export function NewGameSummary() {
  const creating = useUi((s) => (s.newGameOpen ? s.creating : null));
  if (!creating) return <VariantSummaryPanel variantId="standard" />;
  if (creating.family === 'diplomacy') {
    return (
      <VariantSummaryPanel variantId={creating.variant} title="The game being created">
        <p data-testid="summary-profile">House rules: {profileName(creating.profile)}{creating.profile ? ` (${setupClause(creating.profile)})` : ''}</p>
      </VariantSummaryPanel>
    );
  }
  return (
    <section className="panel" aria-labelledby="creating-title" data-testid="creating-summary">
      <h2 id="creating-title">The game being created</h2>
      {creating.family === 'coalition' ? (
        <ul className="facts">
          <li>A Coalition Wargame movement judge (seed 004)</li>
          <li>Grid A–N × 1–38, with bases, portals and towns</li>
          <li>Set the round up from the sample, or import a round JSON and a roster CSV; then paste the movement thread</li>
        </ul>
      ) : (
        <ul className="facts">
          <li>A rules ledger: proposals, ballots, tallies and the rule changes they make</li>
          <li>Starting rules chosen on its first screen: Suber’s initial rules (seed 003), the Agora Birthday Tournament regulations (seed 002), or your own</li>
        </ul>
      )}
    </section>
  );
}

export function HomeScreen() {
  const newGameOpen = useUi((s) => s.newGameOpen);
  const showNewGame = useUi((s) => s.showNewGame);
  const [takeOverOpen, setTakeOverOpen] = useState(false);
  const openTournament = useUi((s) => s.openTournament);
  const backupBusy = useUi((s) => s.backupRun !== null);
  return (
    <main className="page home" data-testid="home">
      <header className="home-header">
        <h1>Adjutant</h1>
        <AppInfoLine />
      </header>
      <div className="toolbar" role="toolbar" aria-label="Games">
        <button type="button" onClick={() => showNewGame(!newGameOpen)} aria-expanded={newGameOpen}>New game</button>
        <button type="button" onClick={() => setTakeOverOpen(!takeOverOpen)} aria-expanded={takeOverOpen}>Take over a game</button>
        <button type="button" onClick={() => saveBackup()} disabled={backupBusy}>Backup</button>
        <button type="button" onClick={() => startRestore()} disabled={backupBusy}>Restore</button>
        <button type="button" onClick={() => void openGameFile()}>Open game file…</button>
        <button type="button" onClick={openTournament}>Tournament desk</button>
      </div>
      <BackupProgress />
      <div className="home-body">
        <section className="games-column" aria-labelledby="games-title">
          <h2 id="games-title">Your games</h2>
          {newGameOpen && <NewGameForm />}
          {takeOverOpen && <TakeOverForm onClose={() => setTakeOverOpen(false)} />}
          <GameList />
        </section>
        <aside>
          <NewGameSummary />
        </aside>
      </div>
      <p className="help">To find a game, just type: the starts of its words or its initials (“so” for Spring Open), a board or game number (“b5”, “12”), a player or an address; the arrow keys move through what is found and Enter opens it. Backup saves every game in one file (a zip with one file per game); Restore reads such a file, or an older single-JSON backup, and asks before replacing anything. “Save as file…” on a game writes that one game to a file a co-GM or the command line can use; “Open game file…” opens one, and asks before replacing a game you have. Everything stays on this computer.</p>
      <ConfirmDeleteDialog />
      <RestoreDialog />
      <GameFileDialog />
    </main>
  );
}
