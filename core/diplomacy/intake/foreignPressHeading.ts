// Press headings written in French, German, Italian or Spanish ("Presse à tous (blanche) :",
// "Graue Presse an Frankreich:", "Stampa anonima:", "Prensa blanca para todos:"), and a bare
// "Anonymous:" (or "Anonyme :", "Anonym:", "Anonima:", "Anónimo:") over a piece of press. The
// unseen-mail trial of corpus 1650-1699 lost each of them: the heading was "not an order" or "not
// a complete order", and the press under it was dropped with nothing said (000 D.X(1), 001
// B.XI(1)). The heading says the kind of press (white names its author, grey and black do not:
// 000 D.X(2), 001 B.XI(2)) and whom it is for; like an English heading (pressHeading.ts) it is
// not part of what is published. The kind is given as the English press kinds name it, and the
// addressees in English where every word is read ("à tous" → all, "an Frankreich" → France), so
// the rest of intake reads them as it reads an English heading (pressAddressees.ts).
import { mayBeOneOf, type LineFacts } from './lineFacts';

export interface ForeignPressHeading {
  /** The heading as written, with its colon or dash: removed from the press text. */
  heading: string;
  /** white, grey, black, anonymous, or unmarked when the heading names no colour. */
  kind: string;
  /** The addressees in English ("all", "Russia, France"), or as written when a word was not read. */
  to?: string;
}

const COLOUR: Record<string, string> = {
  blanche: 'white', blanc: 'white', grise: 'grey', gris: 'grey', noire: 'black', noir: 'black', anonyme: 'anonymous',
  'weiße': 'white', weisse: 'white', graue: 'grey', grau: 'grey', schwarze: 'black', schwarz: 'black', anonym: 'anonymous',
  bianca: 'white', grigia: 'grey', nera: 'black', anonima: 'anonymous', anonimo: 'anonymous',
  blanca: 'white', negra: 'black', 'anónima': 'anonymous', 'anónimo': 'anonymous',
};
const COLOURS = 'blanche|blanc|grise|gris|noire|noir|anonyme|wei(?:ß|ss)e|graue|grau|schwarze|schwarz|anonym|bianca|grigia|nera|anonim[ao]|blanca|negra|an[oó]nim[ao]';
const PRESS = 'presse|stampa|prensa';
/** "to" before the addressees: à / pour, an, a / per / all', a / para. */
const TO = "(?:pour|para|per|alla|alle|agli|all['’]|ai|al|an|à|a)";
// The heading ends at a colon, a dash (spaced, or at the line's end) or the line's end.
const END = String.raw`\s*\**\s*(?::|\s[-–—](?:\s|$)|[-–—]\s*$|$)`;
const HEADING = new RegExp(String.raw`^\s*\**\s*(?:(${COLOURS})\s+)?(?:${PRESS})(?:\s+(${COLOURS}))?(?:\s+${TO}(?:\s+|(?<=['’]))([^:()\n–—]{1,60}?))?\s*(?:\(\s*(${COLOURS})\s*\))?${END}`, 'iu');
// "Anonymous:" alone names no press word; it needs its colon or dash (a lone "Anonymous" may be a name).
const BARE = new RegExp(String.raw`^\s*\**\s*(anonymous|${COLOURS.split('|').filter((c) => c.startsWith('an')).join('|')})\s*\**\s*(?::|\s?[-–—](?:\s|$))`, 'iu');

const EVERYONE = new Set(['tous', 'toutes', 'tout le monde', 'alle', 'tutti', 'tutte', 'todos', 'todo el mundo', 'all']);
const POWER: Record<string, string> = {
  angleterre: 'England', inghilterra: 'England', inglaterra: 'England', england: 'England',
  allemagne: 'Germany', deutschland: 'Germany', germania: 'Germany', alemania: 'Germany',
  autriche: 'Austria', 'österreich': 'Austria', oesterreich: 'Austria', austria: 'Austria',
  italie: 'Italy', italien: 'Italy', italia: 'Italy',
  russie: 'Russia', russland: 'Russia', russia: 'Russia', rusia: 'Russia',
  turquie: 'Turkey', 'türkei': 'Turkey', turchia: 'Turkey', 'turquía': 'Turkey', turquia: 'Turkey',
  france: 'France', frankreich: 'France', francia: 'France',
};
const ARTICLE = /^(?:la|le|les|l['’]|el|los|die|den|der)\s*/iu;
const SEPARATOR = /\s*(?:,|;|&|\+|\/|\bet\b|\bund\b|\be\b|\by\b)\s*/iu;

/** The addressee words in English, when every one is read; else as written (the verdict shows them). */
function english(words: string): string {
  const parts = words.split(SEPARATOR).map((p) => p.trim().replace(ARTICLE, '').toLowerCase()).filter(Boolean);
  const out: string[] = [];
  for (const p of parts) {
    if (EVERYONE.has(p)) return 'all';
    const power = POWER[p];
    if (!power) return words.trim();
    out.push(power);
  }
  return out.join(', ');
}

/**
 * The foreign or bare-"Anonymous" press heading a line starts with, or undefined. Only a line
 * opening with one of the heading's first letters (p, s, w, g, a, "*", or a non-ASCII one) is
 * tried: an order line never is.
 */
export function foreignPressHeading(line: string, f: LineFacts): ForeignPressHeading | undefined {
  if (!mayBeOneOf(f.first, 'pswga*')) return undefined;
  const m = HEADING.exec(line);
  if (m) {
    const colour = m[1] ?? m[2] ?? m[4];
    const kind = colour ? COLOUR[colour.toLowerCase()] ?? 'unmarked' : 'unmarked';
    return { heading: m[0], kind, ...(m[3] ? { to: english(m[3]) } : {}) };
  }
  const b = BARE.exec(line);
  return b ? { heading: b[0], kind: 'anonymous' } : undefined;
}
