// The judges' press command, as players used to the nJudge or the DPjudge write it to a human
// GM: "PRESS TO E", "PRESS TO AT GREY", "PRESS TO ALL BUT RT", "PRESS TO M". A judge names each
// power by one letter, the initial of its name; "M" is the Master (the GM himself) and "O" the
// observers; GREY or WHITE after the letters is the colour (000 D.X(1): grey press names no
// author). The press text runs to ENDPRESS (body.ts). Read only when the addressee words are no
// power names (pressAddressees.ts reads "Press to England" first) and every word is a judge word:
// nothing is guessed, so "Press to Fred" stays unread and shown as written.
import type { PowerName } from '../types';

export interface JudgeAddressees {
  /** The powers the press goes to, or 'all'; empty when it goes to the Master alone. */
  to: PowerName[] | 'all';
  /** The colour written after the letters. */
  kind?: 'grey' | 'white';
  /** Written to the Master alone ("PRESS TO M"): a note to the GM, not press to publish. */
  masterOnly: boolean;
}

/** One to five short words of letters: anything else is turned away before any look-up. */
const JUDGE_WORDS = /^[a-z]{1,12}(?: [a-z]{1,12}){0,4}$/i;
const COLOUR: Record<string, 'grey' | 'white'> = { grey: 'grey', gray: 'grey', white: 'white' };

/** Each power's judge letter, the initial of its name; none when two powers share one or a power's is M or O. */
function lettersOf(powers: readonly PowerName[]): Map<string, PowerName> | undefined {
  const letters = new Map<string, PowerName>();
  for (const p of powers) {
    const c = p.charAt(0).toLowerCase();
    if (letters.has(c) || c === 'm' || c === 'o') return undefined;
    letters.set(c, p);
  }
  return letters;
}

/**
 * The addressees of a judge press command's words after "PRESS TO" ("AT GREY", "ALL BUT G",
 * "M"), or undefined when they are not written so. `sender`: the writing power, never among
 * the addressees of "ALL BUT …" (a judge sends no press to its author).
 */
export function judgeAddressees(written: string, powers: readonly PowerName[], sender?: PowerName): JudgeAddressees | undefined {
  const text = written.trim();
  if (text.length > 40 || !JUDGE_WORDS.test(text)) return undefined;
  const letters = lettersOf(powers);
  if (!letters) return undefined;
  // The letters as written: a judge takes them in either case, but a lower-case word of more than
  // two letters is more likely English ("press to tea") than a list of powers.
  const writtenLetters = text.split(' ').find((w) => !/^(?:all|but|gr[ae]y|white)$/i.test(w));
  if (writtenLetters && writtenLetters.length > 2 && writtenLetters !== writtenLetters.toUpperCase()) return undefined;
  const words = text.toLowerCase().split(' ');
  let kind: 'grey' | 'white' | undefined;
  while (words.length > 1 && COLOUR[words[words.length - 1]!]) kind = COLOUR[words.pop()!];
  let all = false;
  if (words[0] === 'all') {
    all = true;
    const but = words[1];
    words.splice(0, but === 'but' ? 2 : 1);
    if (but !== undefined && but !== 'but') return undefined;
  }
  if (words.length > 1) return undefined;
  const named = new Set<PowerName>();
  let master = false;
  for (const c of words[0] ?? '') {
    if (c === 'm') { master = true; continue; }
    if (c === 'o') continue;
    const p = letters.get(c);
    // Each power once: a repeated letter is a word, not a list.
    if (!p || named.has(p)) return undefined;
    named.add(p);
  }
  if (!all && named.size === 0 && !master) return undefined;
  const to: PowerName[] | 'all' = all
    ? (named.size === 0 ? 'all' : powers.filter((p) => !named.has(p) && p !== sender))
    : powers.filter((p) => named.has(p));
  return { to, ...(kind ? { kind } : {}), masterOnly: !all && named.size === 0 && master };
}
