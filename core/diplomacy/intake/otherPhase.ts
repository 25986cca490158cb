// A mail that names another phase than the board's: "Fall 1901", "F01", "Spring 1902 orders"
// while the board is S1901M. The orders are still read against the board (the GM pasted them
// here), but the GM is warned on the mail: a player may have sent next turn's orders early, or
// last turn's again, and adjudicating them as this turn's without a look would be silent.
import type { Phase, PhaseType, Season } from '../types';
import { phaseName } from '../phases';
import type { LineRole } from './body';
import type { Warning } from './power';
import { springLetterLanguage } from './seasonLetters';

export interface Named { written: string; season: Season; year: number; type?: PhaseType; letter?: string }

/** Season words in English and in the four other languages players write (French, German, Spanish, Italian). */
export const SEASON: Record<string, Season> = {
  spring: 'spring', fall: 'fall', autumn: 'fall', winter: 'winter', monsoon: 'winter',
  printemps: 'spring', automne: 'fall', hiver: 'winter',
  'frühjahr': 'spring', 'frühling': 'spring', 'fruehjahr': 'spring', herbst: 'fall',
  primavera: 'spring', 'otoño': 'fall', invierno: 'winter', autunno: 'fall', inverno: 'winter',
};
const LETTER: Record<string, Season> = { s: 'spring', f: 'fall', w: 'winter' };
const TYPE_LETTER: Record<string, PhaseType> = { m: 'movement', r: 'retreat', a: 'adjustment', b: 'adjustment' };

const SEASON_WORD = Object.keys(SEASON).join('|');
/**
 * "Spring 1902", "fall, 1901 retreats", "1901 autumn", "Printemps 1902", "Frühjahr 1902",
 * "primavera de 1902", "autunno 1902". Letter boundaries are Unicode-aware ("otoño 1902").
 */
const LONG = new RegExp(`(?<![\\p{L}\\d])(?:(${SEASON_WORD})[ ,]+(?:(?:de|del)\\s+)?(\\d{4})|(\\d{4})[ ,]+(${SEASON_WORD}))(?![\\p{L}\\d])(?:\\s+(moves?|movements?|retreats?|builds?|adjustments?|disbands?|removals?))?`, 'giu');
/** "S1901M", "F1901", "F01", "W1901A": a season letter, a year of two or four digits, a phase letter. */
const SHORT = /\b([SFW])(\d{4}|\d{2})([MRAB])?\b/gi;

function typeOfWord(word: string | undefined): PhaseType | undefined {
  if (!word) return undefined;
  const w = word.toLowerCase();
  if (w.startsWith('move')) return 'movement';
  if (w.startsWith('retreat')) return 'retreat';
  return 'adjustment';
}

/** Two-digit years are read in the board's century ("F01" in 1901, "S02" in 1502). */
function fullYear(digits: string, board: Phase): number {
  return digits.length === 4 ? Number(digits) : Math.floor(board.year / 100) * 100 + Number(digits);
}

function phasesIn(text: string, board: Phase): Named[] {
  const found: Named[] = [];
  // Every phase name has a digit: most subjects and lines have none and are not searched.
  // Exec loops over the shared regexes rather than matchAll, which copies the regex per call.
  if (!/\d/.test(text)) return found;
  LONG.lastIndex = 0;
  for (let m = LONG.exec(text); m; m = LONG.exec(text)) {
    const season = SEASON[(m[1] ?? m[4])!.toLowerCase()]!;
    found.push({ written: m[0].trim(), season, year: Number(m[2] ?? m[3]), ...(m[5] ? { type: typeOfWord(m[5])! } : {}) });
  }
  SHORT.lastIndex = 0;
  for (let m = SHORT.exec(text); m; m = SHORT.exec(text)) {
    // "F 01" is not written this way, but "W1" or a street number could be: only real phase shapes.
    const type = m[3] ? TYPE_LETTER[m[3].toLowerCase()] : undefined;
    found.push({ written: m[0], season: LETTER[m[1]!.toLowerCase()]!, year: fullYear(m[2]!, board), letter: m[1]!.toLowerCase(), ...(type ? { type } : {}) });
  }
  return found;
}

/**
 * The same turn: its season and year, and its type when written. A retreat or adjustment mail
 * often answers the results thread of the movement before it ("Re: F1901M results"), and
 * "Fall 1901 builds" are the W1901A adjustments: those are this turn too.
 */
export function sameTurn(named: Named, board: Phase): boolean {
  if (named.year !== board.year) return false;
  if (board.type === 'adjustment') return named.season === 'fall' || named.season === 'winter';
  if (named.season !== board.season) return false;
  return board.type === 'retreat' ? named.type !== 'adjustment' : named.type === undefined || named.type === 'movement';
}

/** A season letter that is the board's turn read as spring in the mail's language (seasonLetters.ts). */
function springInLanguage(named: Named, board: Phase, texts: () => readonly string[]): boolean {
  return named.letter !== undefined && sameTurn({ ...named, season: 'spring' }, board) && springLetterLanguage(named.letter, texts) !== undefined;
}

/** Turns in the order they are played: a season's place in its year. */
const SEASON_ORDER: Record<Season, number> = { spring: 0, fall: 1, winter: 2 };
const turnIndex = (season: Season, year: number) => year * 3 + SEASON_ORDER[season];

/** A reply or forward prefix ("Re:", "AW:", "R:", "TR:", "Fwd:", "VS:" a Danish forward or a Finnish reply): the subject is an earlier mail's. */
const REPLY_PREFIX = /^\s*((re|fwd?|aw|wg|tr|sv|vs|rif|r)\s*:\s*)+/i;
/** The GM's results post, in the languages players write: "results", "résultats", "Ergebnisse", "risultati", "resultados". */
const RESULTS_WORD = /\b(results?|r[ée]sultats?|ergebnisse?|risultati|resultados?|adjudication)\b/i;

/**
 * "Re: Spring 1901 results" on the Fall 1901 board: the player answered the thread of the last
 * results, which is where this turn's orders are asked for. The turn named is the one just
 * played (the season before the board's; on a spring board also the fall before, when the GM
 * posted no winter results), so nothing says these are another turn's orders. A reply to older
 * results, or to a turn's orders rather than its results, still warns.
 */
function replyToLastResults(subject: string, named: Named, board: Phase): boolean {
  if (!REPLY_PREFIX.test(subject) || !RESULTS_WORD.test(subject)) return false;
  const back = turnIndex(board.season, board.year) - turnIndex(named.season, named.year);
  return back === 1 || (back === 2 && board.season === 'spring' && named.season === 'fall');
}

/** Body lines where a phase name means "these orders are for": headings and short lines, not press or quotes. */
function saysWhichTurn(role: LineRole, text: string): boolean {
  if (role.role === 'heading' || role.role === 'power' || role.role === 'final') return true;
  if (role.role !== 'candidate') return false;
  if (text.trim().split(/\s+/).length <= 8 || /\b(orders?|moves|retreats|builds|adjustments|turn|phase)\b/i.test(text)) return true;
  // "Spring 1902: F Den - Swe, A Ruh - Bel": a few words and a colon before the orders say whose turn (turnLeadIn.ts).
  const colon = text.indexOf(':');
  return colon > 0 && text.slice(0, colon).trim().split(/\s+/).length <= 4;
}

/**
 * A warning for each other phase the subject or the body names (once per phase). Lines that
 * read as orders hold no phase names, and press, quotes and signatures are not looked at.
 */
export function otherPhaseWarnings(subject: string | undefined, lines: readonly string[], roles: readonly LineRole[], board: Phase): Warning[] {
  const texts: string[] = [];
  if (subject) texts.push(subject.replace(REPLY_PREFIX, ''));
  for (let k = 0; k < lines.length; k++) {
    const t = lines[k]!;
    if (/\d\d/.test(t) && saysWhichTurn(roles[k]!, t)) texts.push(t);
  }
  const seen = new Set<string>();
  const warnings: Warning[] = [];
  // The mail's words, asked only when an "F" or "W" would otherwise warn: most mails never need them.
  const words = () => (subject ? [subject, ...lines] : lines);
  for (let t = 0; t < texts.length; t++) {
    const text = texts[t]!;
    const fromSubject = !!subject && t === 0;
    for (const named of phasesIn(text, board)) {
      if (sameTurn(named, board) || springInLanguage(named, board, words)) continue;
      if (fromSubject && replyToLastResults(subject!, named, board)) continue;
      const key = `${named.season}${named.year}${named.type ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // Adjudicate asks before orders from such a mail are used (record/setQuestions.ts).
      warnings.push({ text: `names "${named.written}", but the board is ${phaseName(board)}: orders for another turn? They are read as ${phaseName(board)}'s; look before adjudicating.`, asks: 'when-used' });
    }
  }
  return warnings;
}
