// A season's initial in the player's own language. "F1901" is fall in English but spring in
// German (Frühjahr) and Danish (forår); "W1901" is winter in English but spring in Polish
// (wiosna). Read as English only, such a subject on the spring board warned "orders for another
// turn?" (corpus 1186, 1194; the issue 13 brief's Polish and Danish subjects): a false alarm the
// GM learns to skip, which hides the real ones. In a mail written in one of these languages, a
// letter that fits the board as that language's spring is the board's turn; one that fits
// neither reading still warns.
//
// The language is read from the mail's own words: a few of the words players write in orders
// (powers, "orders", greetings and sign-offs), and the words that language's mail clients write
// around a reply (clientWords.ts: the reply verb, the Subject: field's name).
import { CLIENT_WORDS } from './clientWords';

interface SpringLetter { letter: string; language: string; words: string[] }

const SPRING_LETTERS: SpringLetter[] = [
  { letter: 'f', language: 'german', words: ['deutschland', 'österreich', 'oesterreich', 'russland', 'türkei', 'tuerkei', 'frankreich', 'italien', 'befehle', 'züge', 'zuege', 'frühjahr', 'fruehjahr', 'herbst', 'gruß', 'gruss', 'grüße', 'gruesse', 'viele', 'danke', 'hallo', 'schrieb', 'betreff'] },
  { letter: 'f', language: 'danish', words: ['danmark', 'tyskland', 'frankrig', 'rusland', 'tyrkiet', 'østrig', 'ordrer', 'forår', 'efterår', 'hilsen', 'hilsner', 'venlig', 'mvh', 'tak', 'hej', 'hær', 'flåde'] },
  { letter: 'w', language: 'polish', words: ['polska', 'niemcy', 'francja', 'rosja', 'turcja', 'włochy', 'anglia', 'rozkazy', 'rozkaz', 'wiosna', 'jesień', 'pozdrawiam', 'pozdrowienia', 'dzięki', 'dziękuję', 'cześć', 'armia', 'flota'] },
];

/** Each language's words as one pattern, whole words only (Unicode letters on either side break a match). */
const PATTERNS = new Map<string, RegExp>(SPRING_LETTERS.map((s) => {
  const client = CLIENT_WORDS[s.language];
  const words = [...s.words, ...(client?.wrote ?? []), ...(client?.fields.subject ?? [])].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return [s.language, new RegExp(`(?<![\\p{L}])(?:${words.join('|')})(?![\\p{L}])`, 'iu')];
}));

/**
 * The languages in which `letter` ("f", "w") is spring's initial and whose words the mail holds
 * (asked lazily: most mails never need it).
 */
export function springLetterLanguage(letter: string, texts: () => readonly string[]): string | undefined {
  for (const s of SPRING_LETTERS) {
    if (s.letter !== letter) continue;
    const re = PATTERNS.get(s.language)!;
    if (texts().some((t) => re.test(t))) return s.language;
  }
  return undefined;
}
