// The first screen: the GM's games, New game, Backup and Restore, the standard map's summary.
import { AppInfoLine } from './AppInfoLine';
import { saveBackup, startRestore } from './backupActions';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { GameList } from './GameList';
import { NewGameForm } from './NewGameForm';
import { RestoreDialog } from './RestoreDialog';
import { useUi } from './store';
import { VariantSummaryPanel } from './VariantSummaryPanel';

export function HomeScreen() {
  const newGameOpen = useUi((s) => s.newGameOpen);
  const showNewGame = useUi((s) => s.showNewGame);
  return (
    <main className="page home" data-testid="home">
      <header className="home-header">
        <h1>Adjutant</h1>
        <AppInfoLine />
      </header>
      <div className="toolbar" role="toolbar" aria-label="Games">
        <button type="button" onClick={() => showNewGame(!newGameOpen)} aria-expanded={newGameOpen}>New game</button>
        <button type="button" onClick={() => saveBackup()}>Backup</button>
        <button type="button" onClick={() => startRestore()}>Restore</button>
      </div>
      <div className="home-body">
        <section className="games-column" aria-labelledby="games-title">
          <h2 id="games-title">Your games</h2>
          {newGameOpen && <NewGameForm />}
          <GameList />
        </section>
        <aside>
          <VariantSummaryPanel variantId="standard" />
        </aside>
      </div>
      <p className="help">Open a game by its name. Backup saves every game in one file; Restore reads such a file and asks before replacing anything. Everything stays on this computer.</p>
      <ConfirmDeleteDialog />
      <RestoreDialog />
    </main>
  );
}
