// The home screen's search (issue 21): word starts, initials, numbers, accents, players,
// addresses and powers, and the order that puts the likelier game where Enter opens it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultQuery, visibleGames } from '../../../renderer/app/gameListModel';
import { foldText, searchScore, searchWords } from '../../../renderer/app/gameSearch';
import type { GameRow } from '../../../renderer/storage/types';

let n = 0;
function game(name: string, updatedAt: number, players: { name: string; power?: string; addresses?: string[] }[] = []): GameRow {
  n++;
  return {
    id: `g${n}`, name, family: 'diplomacy', variant: 'standard', profile: 'wm2004', createdAt: 0, updatedAt, phase: 'F1903M',
    settings: { diplomacy: { players: players.map((p) => ({ power: 'England', addresses: [], ...p })) } },
  };
}
const first = (games: GameRow[], search: string) => visibleGames(games, { ...defaultQuery, search })[0]?.name;
const names = (games: GameRow[], search: string) => visibleGames(games, { ...defaultQuery, search }).map((g) => g.name);

describe('what a typed word matches', () => {
  const spring = game('Spring Open 2024 – Board 3', 1);
  const maha12 = game('Maharajah #12', 2);
  const maha120 = game('Maharajah #120', 3);
  const wm = game('WM2004 R2 B5', 4);
  const gunboat = game('Friday night gunboat', 5, [{ name: 'Zoë Brontë', power: 'Turkey', addresses: ['zb@łódź.example.pl'] }]);
  const all = [spring, maha12, maha120, wm, gunboat];

  it('initials of the name: "so" is Spring Open, "fng" Friday night gunboat', () => {
    expect(names(all, 'so')).toEqual(['Spring Open 2024 – Board 3']);
    expect(names(all, 'fng')).toEqual(['Friday night gunboat']);
    expect(names(all, 'sob3')).toEqual(['Spring Open 2024 – Board 3']);
  });
  it('numbers: "12" is Maharajah #12 before #120 though #120 moved later; "b5" is board 5', () => {
    expect(names(all, '12')).toEqual(['Maharajah #12', 'Maharajah #120']);
    expect(names(all, '#12')).toEqual(['Maharajah #12', 'Maharajah #120']);
    expect(first(all, 'b5')).toBe('WM2004 R2 B5');
    expect(first(all, 'wm2')).toBe('WM2004 R2 B5');
  });
  it('accents folded either way, in names, players and addresses', () => {
    expect(foldText('Zoë Brontë, Straße, Łódź, Ærø')).toBe('zoe bronte, strasse, lodz, aero');
    expect(first(all, 'zoe')).toBe('Friday night gunboat');
    expect(first(all, 'BRONTË')).toBe('Friday night gunboat');
    expect(first(all, 'lodz')).toBe('Friday night gunboat');
  });
  it('a player\'s power is searchable; a word must be in the game to match', () => {
    expect(names(all, 'turk')).toEqual(['Friday night gunboat']);
    expect(names(all, 'zz')).toEqual([]);
    expect(names(all, 'spring zoe')).toEqual([]);
  });
  it('a string in the middle of a word still matches, after every word start', () => {
    expect(names(all, 'pen')).toEqual(['Spring Open 2024 – Board 3']);
    expect(names(all, 'harajah')).toEqual(['Maharajah #120', 'Maharajah #12']);
  });
});

describe('which game comes first', () => {
  it('a word start beats a substring, whatever the recent activity', () => {
    const old = game('Sophia\'s teaching game', 1);
    const recent = game('Gunboat Jason 4', 9);
    expect(names([recent, old], 'so')).toEqual(['Sophia\'s teaching game', 'Gunboat Jason 4']);
  });
  it('the name beats a player, and a player\'s word start beats a substring of the name', () => {
    const byPlayer = game('Club game 7', 9, [{ name: 'Hans Becker' }]);
    const byName = game('Becker memorial', 1);
    const inside = game('Holbeckers 2', 10);
    expect(names([byPlayer, byName, inside], 'beck')).toEqual(['Becker memorial', 'Club game 7', 'Holbeckers 2']);
  });
  it('among equal matches, the most recent activity first (the GM\'s sort)', () => {
    const a = game('Spring Open 2023 – Board 5', 1);
    const b = game('Spring Open 2024 – Board 5', 2);
    expect(names([a, b], 'so')).toEqual(['Spring Open 2024 – Board 5', 'Spring Open 2023 – Board 5']);
    expect(visibleGames([b, a], { ...defaultQuery, search: 'so', sort: 'name' }).map((g) => g.name))
      .toEqual(['Spring Open 2023 – Board 5', 'Spring Open 2024 – Board 5']);
  });
  it('"b5" prefers a board 5 to a board 50', () => {
    expect(names([game('Board 5', 1), game('Board 50', 2)], 'b5')).toEqual(['Board 5', 'Board 50']);
  });
});

describe('typing can only narrow the list', () => {
  // The keystroke count over a whole database relies on this: whatever "sob3" matches, "sob" does.
  const pool = [game('Spring Open 2024 – Board 3', 1, [{ name: 'Łukasz Nowak', addresses: ['l.nowak@dip.example.org'] }]),
    game('WM2004 R2 B5', 2), game('Maharajah #12', 3), game('Ça va? Zürich club #4', 4, [{ name: 'José O\'Brien', power: 'Persia' }])];
  it('punctuation typed before the letters matches where the whole word will ("@." of "@.l")', () => {
    expect(searchScore(pool[0]!, searchWords('@.l'))).not.toBeNull();
    expect(searchScore(pool[0]!, searchWords('@.'))).not.toBeNull();
    expect(searchScore(pool[1]!, searchWords('@.'))).toBeNull();
  });
  it('every prefix of a matching search matches too (property)', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'abjlnoprswz0123459 #@.\'çü'), maxLength: 8 }), fc.nat(3), (typed, which) => {
      const g = pool[which]!;
      if (searchScore(g, searchWords(typed)) === null) return;
      for (let k = 0; k < typed.length; k++) expect(searchScore(g, searchWords(typed.slice(0, k)))).not.toBeNull();
    }), { numRuns: 3000 });
  });
});
