// The home screen's list of games, newest change first, read live from IndexedDB.
import { useLiveQuery } from 'dexie-react-hooks';
import { appDb } from '../storage/db';
import { gamesByLastChange } from '../storage/games';
import { familyLabel, formatGmt, profileName, variantLabel } from './format';
import { useUi } from './store';
import { useVariantNames } from './useCore';

export function GameList() {
  const games = useLiveQuery(() => gamesByLastChange(appDb()), []);
  const variantNames = useVariantNames();
  const openGame = useUi((s) => s.openGame);
  const askDelete = useUi((s) => s.askDelete);

  if (games === undefined) return <p className="muted">Loading your games…</p>;
  if (games.length === 0) return <p data-testid="no-games">No games yet. Use “New game” to start one, or “Restore” to load a backup.</p>;
  return (
    <div className="table-scroll">
    <table className="games" data-testid="game-list">
      <caption className="visually-hidden">Your games</caption>
      <thead>
        <tr><th scope="col">Game</th><th scope="col">Kind</th><th scope="col">Map / rules</th><th scope="col">House rules</th><th scope="col">Phase</th><th scope="col">Last changed</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
      </thead>
      <tbody>
        {games.map((g) => (
          <tr key={g.id} data-testid="game-row" data-game-id={g.id}>
            <td><button type="button" className="link" onClick={() => openGame(g.id)}>{g.name}</button></td>
            <td>{familyLabel(g)}</td>
            <td>{variantLabel(g, variantNames)}</td>
            <td>{profileName(g.profile)}</td>
            <td className="nowrap">{g.phase}</td>
            <td>{formatGmt(g.updatedAt)}</td>
            <td><button type="button" className="quiet" onClick={() => askDelete(g.id, g.name)} aria-label={`Delete ${g.name}`}>Delete</button></td>
          </tr>
        ))}
      </tbody>
    </table>
    </div>
  );
}
