// Issue 21, "Done when … find any game in two keystrokes": over a GM's whole history (300 and
// 1,000 games from test/fixtures/gmGames.ts), the fewest keys that open each game from the home
// screen. The search box has the cursor when the screen opens, so the keys are the characters
// typed plus Enter, which opens the first row (Enter alone opens the most recent game).
//
// Exhaustive, not sampled: for each game, every text a GM could type that still matches it is
// tried, shortest first, until one puts it first in the list. The walk goes letter by letter and
// searches among the games the shorter text matched, which is exact because matching is
// prefix-closed (gameSearch.test.ts checks that as a property); each answer is then checked on
// the whole list.
import { describe, expect, it } from 'vitest';
import { defaultQuery, visibleGames, type GameListQuery } from '../../../renderer/app/gameListModel';
import { foldText, searchScore, searchWords } from '../../../renderer/app/gameSearch';
import type { GameRow } from '../../../renderer/storage/types';
import { gmGames } from '../../fixtures/gmGames';

interface Reach { keys: number; typed: string }

function textOf(g: GameRow): string {
  const players = (g.settings.diplomacy as { players?: { name: string; power: string; addresses: string[] }[] } | undefined)?.players ?? [];
  return [g.name, g.phase, ...players.flatMap((p) => [p.name, p.power, ...p.addresses])].join(' ');
}

/**
 * The list each typed text shows, each narrowed from its prefix's (matching is prefix-closed,
 * gameSearch.test.ts) and kept, so all games share them; `start` is what the empty text narrows.
 */
function searchLists(start: GameRow[], base: GameListQuery): (text: string) => GameRow[] {
  const lists = new Map<string, GameRow[]>([['', start]]);
  const listFor = (text: string): GameRow[] => {
    let list = lists.get(text);
    if (list === undefined) {
      list = visibleGames(listFor(text.slice(0, -1)), { ...base, search: text });
      lists.set(text, list);
    }
    return list;
  };
  return listFor;
}

/**
 * For every game, archived too, the fewest keys that open it, up to `maxTyped` characters for a
 * game of the everyday list and `maxArchived` for an archived one (each character more multiplies
 * the texts to try by forty, and most archived games need more than two). Enter
 * alone opens the first game of the untyped list; a search reaches archived games too
 * (gameListModel.ts), so each typed text's list narrows from the whole history. Per game, breadth
 * first over the texts that still match it (nothing else can put it first), so the first text
 * found is a shortest one; each text's list is kept and narrowed from its prefix's, shared by all
 * games.
 */
function fewestKeys(games: GameRow[], base: GameListQuery, maxTyped: number, maxArchived: number): Map<string, Reach> {
  const listed = visibleGames(games, { ...base, search: '' });
  const inList = new Set(listed);
  const listFor = searchLists(games, base);
  const reach = new Map<string, Reach>();
  for (const g of games) {
    if (listed[0] === g) { reach.set(g.id, { keys: 1, typed: '' }); continue; }
    // Only characters in the game's own text can match it.
    const alphabet = [...new Set(foldText(textOf(g)))].filter((c) => c !== ' ');
    let frontier = [''];
    const most = inList.has(g) ? maxTyped : maxArchived;
    for (let typed = 1; typed <= most && !reach.has(g.id); typed++) {
      const next: string[] = [];
      for (const before of frontier) {
        // A space only between words (a leading or doubled space types nothing new).
        for (const c of before === '' || before.endsWith(' ') ? alphabet : [...alphabet, ' ']) {
          const text = before + c;
          if (searchScore(g, searchWords(text)) === null) continue;
          if (listFor(text)[0] === g) { reach.set(g.id, { keys: typed + 1, typed: text }); break; }
          next.push(text);
        }
        if (reach.has(g.id)) break;
      }
      frontier = next;
    }
  }
  return reach;
}

interface Share { games: number; withinTwo: number; worst: number }

function report(label: string, games: GameRow[], base: GameListQuery, maxTyped: number, maxArchived: number) {
  const listed = visibleGames(games, { ...base, search: '' });
  const reach = fewestKeys(games, base, maxTyped, maxArchived);
  // Each answer, checked on the whole list: those keys really put the game first.
  for (const [id, r] of reach) expect(visibleGames(games, { ...base, search: r.typed })[0]!.id, `${id} by "${r.typed}"`).toBe(id);
  const keysOf = (g: GameRow) => reach.get(g.id)?.keys ?? Infinity;
  const share = (of: GameRow[]): Share => ({ games: of.length, withinTwo: of.filter((g) => keysOf(g) <= 3).length, worst: Math.max(...of.map(keysOf)) });
  const running = listed.filter((g) => g.finishedAt === undefined);
  const archived = games.filter((g) => !listed.includes(g));
  const [all, list, run, arch] = [share(games), share(listed), share(running), share(archived)];
  const histogram = (of: GameRow[]) => {
    const byKeys = new Map<number, number>();
    for (const g of of) byKeys.set(keysOf(g), (byKeys.get(keysOf(g)) ?? 0) + 1);
    return [...byKeys].sort((x, y) => x[0] - y[0]).map(([k, n]) => `${k === Infinity ? 'more' : k}: ${n}`).join(', ');
  };
  const pct = (s: Share) => `${s.withinTwo} of ${s.games} (${(100 * s.withinTwo / s.games).toFixed(1)} %)`;
  const worstGames = listed.filter((g) => keysOf(g) === list.worst).slice(0, 3).map((g) => `${g.name}${reach.has(g.id) ? ` ("${reach.get(g.id)!.typed}")` : ''}`);
  console.log(`${label}: first row (Enter) within two characters: every game ${pct(all)}; the everyday list ${pct(list)}; running ${pct(run)}; archived ${pct(arch)}; `
    + `keys for the list's games ${histogram(listed)}; for the archived ${histogram(archived)}; worst of the list ${list.worst === Infinity ? `over ${maxTyped + 1}` : list.worst} keys, e.g. ${worstGames.join('; ')}`);
  return { all, list, running: run, archived: arch };
}

/**
 * "Find" as a GM finds a game in a list: after at most `maxTyped` characters it is among the rows
 * the list shows without scrolling (`rows`: 15 is the list's own first measure, GameList.tsx; the
 * home screen at 1280x800 shows at least that many), where a click or the arrow keys and Enter
 * open it. For each game the best rank over every text of up to `maxTyped` characters that matches
 * it; returns the games found so, and the worst rank left.
 */
function onFirstScreen(games: GameRow[], base: GameListQuery, maxTyped: number, rows: number) {
  const listed = visibleGames(games, { ...base, search: '' });
  // A search reaches archived games too (gameListModel.ts), so every game is looked for, and the
  // lists narrow from the whole history; an archived game is not on the untyped list at all.
  const listFor = searchLists(games, base);
  const missed: string[] = [];
  for (const g of games) {
    const alphabet = [...new Set(foldText(textOf(g)))].filter((c) => c !== ' ');
    let best = listed.includes(g) ? listed.indexOf(g) : Infinity;
    let frontier = [''];
    for (let typed = 1; typed <= maxTyped && best >= rows; typed++) {
      const next: string[] = [];
      for (const before of frontier) {
        for (const c of before === '' || before.endsWith(' ') ? alphabet : [...alphabet, ' ']) {
          const text = before + c;
          if (searchScore(g, searchWords(text)) === null) continue;
          best = Math.min(best, listFor(text).indexOf(g));
          next.push(text);
        }
      }
      frontier = next;
    }
    if (best >= rows) missed.push(g.name);
  }
  return { games: games.length, archived: games.length - listed.length, found: games.length - missed.length, missed };
}

// The figures are quoted in docs/testing.md ("find any game in two keystrokes"); the bounds below
// sit just under them, so a search that got worse fails here.
const LIST_300 = 0.54, ALL_300 = 0.48, LIST_1000 = 0.47, ALL_1000 = 0.31, MISSED_1000 = 0;
/** The rows the home screen shows without scrolling at 1280x800 (asserted in e2e/homeScale.test.ts). */
const FIRST_SCREEN_ROWS = 21;

describe('the fewest keys that open each game from the home screen (issue 21)', () => {
  it('300 games: every game, archived too, however many keys', () => {
    const r = report('300 games', gmGames(300), defaultQuery, 4, 3);
    expect(r.list.withinTwo / r.list.games).toBeGreaterThanOrEqual(LIST_300);
    expect(r.all.withinTwo / r.all.games).toBeGreaterThanOrEqual(ALL_300);
    expect(r.running.withinTwo).toBe(r.running.games);
    expect(r.list.worst).toBeLessThanOrEqual(5);
  }, 1_200_000);
  it('1,000 games: how many open with two characters and Enter', () => {
    const r = report('1,000 games', gmGames(1000), defaultQuery, 3, 2);
    expect(r.list.withinTwo / r.list.games).toBeGreaterThanOrEqual(LIST_1000);
    expect(r.all.withinTwo / r.all.games).toBeGreaterThanOrEqual(ALL_1000);
    expect(r.running.withinTwo).toBeGreaterThanOrEqual(r.running.games - 2);
  }, 1_200_000);
  it('300 and 1,000 games: every game, archived too, on the first screen after two typed characters', () => {
    for (const [count, archivedMissed] of [[300, 0], [1000, MISSED_1000]] as const) {
      const games = gmGames(count);
      const r = onFirstScreen(games, defaultQuery, 2, FIRST_SCREEN_ROWS);
      const listed = new Set(visibleGames(games, defaultQuery).map((g) => g.name));
      const missedListed = r.missed.filter((name) => listed.has(name));
      const archivedFound = r.archived - (r.missed.length - missedListed.length);
      console.log(`${count} games: of the ${r.games - r.archived} listed, ${r.games - r.archived - missedListed.length} on the first screen (${FIRST_SCREEN_ROWS} rows) after two characters; `
        + `of the ${r.archived} archived, ${archivedFound} (${(100 * archivedFound / r.archived).toFixed(1)} %); not: ${r.missed.slice(0, 4).join('; ')}`);
      expect(missedListed).toEqual([]);
      expect(r.archived - archivedFound).toBeLessThanOrEqual(archivedMissed);
    }
  }, 1_200_000);
});
