// The home screen's list for hundreds of games: search, filters, sorts and the rows in view.
import { describe, expect, it } from 'vitest';
import { defaultQuery, gameState, nextDeadlineOf, rowWindow, visibleGames, type GameListQuery } from '../../../renderer/app/gameListModel';
import { gmGames } from '../../fixtures/gmGames';
import type { GameRow } from '../../../renderer/storage/types';

let n = 0;
function game(over: Partial<GameRow> & { players?: { name: string; addresses: string[] }[]; firstDeadline?: number | null; startPhase?: string }): GameRow {
  const { players = [], firstDeadline = null, startPhase = 'S1901M', ...row } = over;
  n++;
  return {
    id: `g${n}`, name: `Game ${n}`, family: 'diplomacy', variant: 'standard', profile: 'wm2004', createdAt: n, updatedAt: n, phase: 'S1901M',
    settings: { diplomacy: { players, startPhase, deadlines: { firstDeadline, movementHours: 48, retreatHours: 24, adjustmentHours: 24 } } },
    ...row,
  };
}

describe('search', () => {
  const games = [
    game({ name: 'Winter league board 3', players: [{ name: 'Hans Becker', addresses: ['hans@example.de'] }] }),
    game({ name: 'Maharajiad final', family: 'diplomacy', players: [{ name: 'Priya', addresses: ['priya@mail.example.in'] }] }),
    game({ name: 'Nomic night', family: 'ledger', profile: null, phase: 'Proposal 301' }),
  ];
  it('matches the name, a player\'s name or address, any case, every word', () => {
    expect(visibleGames(games, { ...defaultQuery, search: 'WINTER board' }).map((g) => g.name)).toEqual(['Winter league board 3']);
    expect(visibleGames(games, { ...defaultQuery, search: 'becker' }).map((g) => g.name)).toEqual(['Winter league board 3']);
    expect(visibleGames(games, { ...defaultQuery, search: 'mail.example.in' }).map((g) => g.name)).toEqual(['Maharajiad final']);
    expect(visibleGames(games, { ...defaultQuery, search: 'winter priya' })).toEqual([]);
  });
  it('a game named by the search comes before one matched only by a player or an address', () => {
    const named = game({ name: 'League 3 board 7', updatedAt: 1 });
    const byAddress = game({ name: 'League 1 board 2', updatedAt: 9, players: [{ name: 'X', addresses: ['league3board7@example.org'] }] });
    const wordsOnly = game({ name: 'Board 7 of league 3', updatedAt: 5 });
    expect(visibleGames([byAddress, wordsOnly, named], { ...defaultQuery, search: 'league 3 board 7' }).map((g) => g.name))
      .toEqual(['League 3 board 7', 'Board 7 of league 3', 'League 1 board 2']);
    // "board7" is the starts of "board" and "7" in two names (the later activity first), and only
    // then the address that holds it.
    expect(visibleGames([byAddress, wordsOnly, named], { ...defaultQuery, search: 'board7' }).map((g) => g.name))
      .toEqual(['Board 7 of league 3', 'League 3 board 7', 'League 1 board 2']);
    expect(visibleGames([byAddress, wordsOnly, named], { ...defaultQuery, search: 'league' }).map((g) => g.name))
      .toEqual(['League 1 board 2', 'Board 7 of league 3', 'League 3 board 7']);
  });

  it('filters by kind of game', () => {
    expect(visibleGames(games, { ...defaultQuery, family: 'ledger' }).map((g) => g.name)).toEqual(['Nomic night']);
  });
});

describe('running, finished, archived', () => {
  const running = game({ name: 'A' });
  const finished = game({ name: 'B', finishedAt: 10 });
  const archived = game({ name: 'C', finishedAt: 10, archivedAt: 20 });
  const all = [running, finished, archived];
  it('archived wins over finished; the default list hides only the archived', () => {
    expect([running, finished, archived].map(gameState)).toEqual(['running', 'finished', 'archived']);
    expect(visibleGames(all, defaultQuery).map((g) => g.name).sort()).toEqual(['A', 'B']);
    expect(visibleGames(all, { ...defaultQuery, state: 'archived' }).map((g) => g.name)).toEqual(['C']);
    expect(visibleGames(all, { ...defaultQuery, state: 'finished' }).map((g) => g.name)).toEqual(['B']);
    expect(visibleGames(all, { ...defaultQuery, state: 'all' })).toHaveLength(3);
  });
  it('a search from the everyday list reaches archived games too, ranked by how well they match; a chosen filter is kept', () => {
    const oldLeague = game({ name: 'League 2019 board 1', finishedAt: 10, archivedAt: 20, updatedAt: 99 });
    const league = game({ name: 'League 2026 board 1', updatedAt: 1 });
    const leagueAddress = game({ name: 'Friday game', updatedAt: 2, players: [{ name: 'L', addresses: ['league@example.org'] }] });
    const games = [oldLeague, league, leagueAddress];
    // The archived game is named by the search: it comes before a game of the list that only an
    // address matches, and after the running game named as well (an archived game loses a tie,
    // however recent).
    expect(visibleGames(games, { ...defaultQuery, search: 'league' }).map((g) => g.name)).toEqual(['League 2026 board 1', 'League 2019 board 1', 'Friday game']);
    expect(visibleGames(games, { ...defaultQuery, search: 'l2019' }).map((g) => g.name)).toEqual(['League 2019 board 1']);
    // With nothing typed the archive stays out of the way; a filter the GM chose is not widened.
    expect(visibleGames(games, defaultQuery).map((g) => g.name)).not.toContain('League 2019 board 1');
    expect(visibleGames(games, { ...defaultQuery, state: 'running', search: 'league' }).map((g) => g.name)).toEqual(['League 2026 board 1', 'Friday game']);
    expect(visibleGames(games, { ...defaultQuery, state: 'archived', search: 'league' }).map((g) => g.name)).toEqual(['League 2019 board 1']);
  });
  it('among equal matches a running game wins, then a finished one, then an archived one, whatever their activity', () => {
    const archived = game({ name: 'Autumn Cup 2019', finishedAt: 5, archivedAt: 6, updatedAt: 90 });
    const finished = game({ name: 'Autumn Cup 2023', finishedAt: 5, updatedAt: 80 });
    const running = game({ name: 'Autumn Cup 2026', updatedAt: 10 });
    expect(visibleGames([archived, finished, running], { ...defaultQuery, search: 'ac' }).map((g) => g.name)).toEqual(['Autumn Cup 2026', 'Autumn Cup 2023', 'Autumn Cup 2019']);
    expect(visibleGames([archived, finished, running], { ...defaultQuery, search: 'ac', sort: 'name' }).map((g) => g.name)).toEqual(['Autumn Cup 2026', 'Autumn Cup 2023', 'Autumn Cup 2019']);
    // With nothing typed, the GM's sort alone.
    expect(visibleGames([archived, finished, running], { ...defaultQuery, state: 'all' }).map((g) => g.name)).toEqual(['Autumn Cup 2019', 'Autumn Cup 2023', 'Autumn Cup 2026']);
  });
  it('typing on narrows from the last keystroke\'s matches and gives what a fresh search of the whole list gives', () => {
    const pool = gmGames(120);
    // Letter by letter, with a filter changed and a letter taken back on the way, as a GM types.
    const steps: GameListQuery[] = [];
    for (const text of ['s', 'so', 'so ', 'so 2', 'so 20', 'so 2', 'b', 'b5', 'becker', 'bec']) steps.push({ ...defaultQuery, search: text });
    steps.push({ ...defaultQuery, search: 'be', state: 'finished' }, { ...defaultQuery, search: 'bec', state: 'finished' }, { ...defaultQuery, search: 'beck', state: 'all', sort: 'name' });
    for (const q of steps) expect(visibleGames(pool, q).map((g) => g.id), JSON.stringify(q)).toEqual(visibleGames([...pool], q).map((g) => g.id));
  });
});

describe('sorts', () => {
  it('last activity first by default; by name with numbers in order; by next deadline soonest first, none last', () => {
    const a = game({ name: 'Board 10', updatedAt: 5, nextDeadline: 3000 });
    const b = game({ name: 'Board 9', updatedAt: 7, nextDeadline: null });
    const c = game({ name: 'board 2', updatedAt: 6, firstDeadline: 2000 });
    expect(visibleGames([a, b, c], defaultQuery).map((g) => g.name)).toEqual(['Board 9', 'board 2', 'Board 10']);
    expect(visibleGames([a, b, c], { ...defaultQuery, sort: 'name' }).map((g) => g.name)).toEqual(['board 2', 'Board 9', 'Board 10']);
    expect(visibleGames([a, b, c], { ...defaultQuery, sort: 'deadline' }).map((g) => g.name)).toEqual(['board 2', 'Board 10', 'Board 9']);
  });
  it('a game past its first phase with no kept deadline is not given its first deadline', () => {
    expect(nextDeadlineOf(game({ firstDeadline: 2000 }))).toBe(2000);
    expect(nextDeadlineOf(game({ firstDeadline: 2000, phase: 'F1901M' }))).toBeNull();
    expect(nextDeadlineOf(game({ firstDeadline: 2000, phase: 'F1901M', nextDeadline: 9000 }))).toBe(9000);
  });
});

describe('the rows a virtualised list renders', () => {
  it('only the rows in view and a few either side, however long the list', () => {
    expect(rowWindow(0, 340, 34, 1000)).toEqual({ first: 0, last: 18 });
    expect(rowWindow(34 * 500, 340, 34, 1000)).toEqual({ first: 492, last: 518 });
    expect(rowWindow(34 * 995, 340, 34, 1000)).toEqual({ first: 987, last: 1000 });
    expect(rowWindow(0, 340, 34, 3)).toEqual({ first: 0, last: 3 });
  });
});
