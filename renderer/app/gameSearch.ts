// The home screen's search, built so a GM with hundreds of games reaches any of them in a couple
// of keys: what typed text matches in a game and how well. A GM types the starts of words
// ("spr" for "Spring Open"), initials ("so"), a board or game number ("b5", "12"), a player's
// surname or a piece of an address, without accents ("zoe" finds "Zoë"). Each typed word is scored
// by where it matched (the game's name before its players, addresses and powers) and how (a whole
// word before a word's start before initials before a substring in the middle of a word); the list
// puts the best-scored games first and, among equals, keeps the GM's sort (last activity first by
// default), so the likelier game is the one Enter opens.
//
// Matching is prefix-closed on purpose: whatever matches "sob3" also matches "sob", "so" and "s".
// Each keystroke can only narrow the list, never bring back a game the last keystroke dropped, and
// the keystroke count in test/renderer/app/gameSearchKeys.test.ts can walk the typed text letter
// by letter.
import type { GameRow } from '../storage/types';

/**
 * Lower case, accents and ligatures folded to the letters a GM types on any keyboard: "Zoë
 * Brontë" is "zoe bronte", "Straße" is "strasse", "Łukasz" is "lukasz". Used on both the games and
 * what is typed, so either may carry accents.
 */
export function foldText(text: string): string {
  const folded = text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  return /[ßæœøłđıþ]/.test(folded) ? folded.replace(/[ßæœøłđıþ]/g, (c) => foldedLetters[c]!) : folded;
}
const foldedLetters: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i', þ: 'th' };

/** A run of letters or a run of digits: "WM2004 R2 B5" is wm, 2004, r, 2, b, 5; "#12" is 12. */
const wordPattern = /\p{L}+|\p{N}+/gu;

interface Field {
  /** 0: the game's name; 1: a player, an address, a power or the phase. */
  where: 0 | 1;
  text: string;
  words: string[];
}

interface SearchIndex {
  fields: Field[];
  /** Every field's text, for a quick "not in this game at all". */
  all: string;
  /** The first letter of every word, for the same. */
  initials: Set<string>;
}

interface PlayerLike { name?: unknown; power?: unknown; addresses?: unknown }

const indexes = new WeakMap<GameRow, SearchIndex>();

/** The texts a search looks in, the game's name first. */
function rawFields(game: GameRow): string[] {
  const raw = [game.name, game.phase];
  const setup = game.settings.diplomacy as { players?: PlayerLike[] } | undefined;
  for (const p of Array.isArray(setup?.players) ? setup!.players : []) {
    if (typeof p?.name === 'string' && p.name) raw.push(p.name);
    if (typeof p?.power === 'string' && p.power) raw.push(p.power);
    if (Array.isArray(p?.addresses)) for (const a of p.addresses) if (typeof a === 'string' && a) raw.push(a);
  }
  return raw;
}

/**
 * What a search can match in a game, folded once per row (a row is replaced, never edited, when
 * it changes). The game's texts are folded as one string and split again: folding is most of the
 * cost of a thousand games' first search, and one call a game is several times cheaper than one a
 * field (no field holds a line break: a name, a phase, a player, a power, an address).
 */
function indexOf(game: GameRow): SearchIndex {
  let index = indexes.get(game);
  if (index === undefined) {
    const raw = rawFields(game);
    const all = foldText(raw.map((r) => r.replace(/\n/g, ' ')).join('\n'));
    const texts = all.split('\n');
    const initials = new Set<string>();
    const fields = texts.map((text, k): Field => {
      const words = text.match(wordPattern) ?? [];
      for (const w of words) initials.add(w[0]!);
      return { where: k === 0 ? 0 : 1, text, words };
    });
    index = { fields, all, initials };
    indexes.set(game, index);
  }
  return index;
}

/**
 * Folds the games' texts ahead of the first keystroke, as many as `more()` allows (an idle
 * callback's time left), from `from` on; returns where it stopped, `games.length` when done. The
 * home screen calls it while the GM has not typed yet, so the first search only scores.
 */
export function prepareSearch(games: readonly GameRow[], from: number, more: () => boolean): number {
  let k = from;
  while (k < games.length && more()) indexOf(games[k++]!);
  return k;
}

/** How a typed word met a field's words, best first. */
const enum Fit { WholeWord = 0, WordStart = 1, InitialsWhole = 2, Initials = 3, Substring = 4 }

/**
 * Whether `typed` (letters and digits only) is the starts of some of `words`, in order: one piece
 * ("spr" of "spring") or several ("so" of "Spring Open", "b5" of "Board 5", "wm2" of "WM2004").
 * Returns how well, or null. The pieces are tried longest first, so "board5" is "board" + "5", not
 * "b" + "o"... which would need words the name does not have.
 */
function startsFit(typed: string, words: readonly string[]): Fit | null {
  let best: Fit | null = null;
  for (const w of words) {
    if (w === typed) return Fit.WholeWord;
    if (best === null && w.startsWith(typed)) best = Fit.WordStart;
  }
  if (best !== null || typed.length < 2) return best;
  return piecesFit(typed, 0, words, 0);
}

function piecesFit(typed: string, from: number, words: readonly string[], next: number): Fit | null {
  for (let k = next; k < words.length; k++) {
    const w = words[k]!;
    let common = 0;
    while (common < w.length && from + common < typed.length && w[common] === typed[from + common]) common++;
    for (let len = common; len > 0; len--) {
      if (from + len === typed.length) {
        // A piece that is not the first: initials. The last piece a whole word ("b5" of "Board 5",
        // not of "Board 50") is the likelier game.
        if (from === 0) continue;
        return len === w.length ? Fit.InitialsWhole : Fit.Initials;
      }
      const rest = piecesFit(typed, from + len, words, k + 1);
      if (rest !== null) return rest;
    }
  }
  return null;
}

/**
 * One typed word, split once per keystroke rather than once per game: as typed (folded), its
 * letters and digits alone, and the punctuation in it.
 */
export interface TypedWord { typed: string; bare: string; marks: string[] }

/**
 * The score of one typed word in a game (lower is better), or null when the game lacks it. A
 * word-start anywhere beats a substring anywhere; within each, the name beats the rest.
 * Punctuation typed ("#12", "sato7@") must appear in the same field; the letters and digits
 * around it are matched as word starts.
 */
function wordScore(index: SearchIndex, { typed, bare, marks }: TypedWord): number | null {
  if (bare === '' ? !marks.every((m) => index.all.includes(m)) : !index.initials.has(bare[0]!) && !index.all.includes(typed)) return null;
  let best: number | null = null;
  for (const f of index.fields) {
    let score: number | null = null;
    const fit = bare === '' ? null : startsFit(bare, f.words);
    const marksIn = marks.every((m) => f.text.includes(m));
    if (fit !== null && marksIn) score = f.where * 5 + fit;
    // Punctuation alone ("@.", typed on the way to "@.l") is found like a substring.
    else if (f.text.includes(typed) || (bare === '' && marksIn)) score = 10 + f.where;
    if (score !== null && (best === null || score < best)) best = score;
    if (best === 0) break;
  }
  return best;
}

/** What the GM typed, folded and split into words; empty when nothing is typed. */
export function searchWords(search: string): TypedWord[] {
  return foldText(search).split(/\s+/).filter(Boolean).map((typed) => ({
    typed, bare: typed.replace(/[^\p{L}\p{N}]+/gu, ''), marks: typed.match(/[^\p{L}\p{N}]/gu) ?? [],
  }));
}

/**
 * A game's score for the typed words (lower is better), or null when some word is not in the
 * game. Every word must match (in any field), and the sum of their scores ranks the games; the
 * whole phrase standing in the name, in order, is worth a little on top.
 */
export function searchScore(game: GameRow, words: readonly TypedWord[]): number | null {
  const index = indexOf(game);
  let total = 0;
  for (const w of words) {
    const s = wordScore(index, w);
    if (s === null) return null;
    total += s;
  }
  return total * 2 + (words.length > 1 && index.fields[0]!.text.includes(words.map((w) => w.typed).join(' ')) ? 0 : 1);
}
