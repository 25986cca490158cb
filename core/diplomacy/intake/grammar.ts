// The order grammar as players write it: `A Par - Bur`, `Army Paris moves to Burgundy`,
// `Par -> Bur`, `F Lon C A Yor - Nwy`, `A Yor-Nwy via convoy`, `A Lon-Nth-Nwy` (a named route,
// 000 D.VI(3)), `A Mun supports Paris to Burgundy`, `F Kie H`, coasts as `(nc)`, `/nc`, `nc` or
// `north coast`, retreats, builds, removals, waives, and conditional options
// (`F Tri R Alb, else Adr, else disband`; 000 D.II(5)).
//
// This file only reads words: it knows nothing of the board. A line becomes a list of words
// (elements), then one of a few shapes. Whether the order is possible is interpret.ts's job.
import { buildAtHome } from './atHome';
import { columnMove } from './columnMove';
import type { UnitType } from '../types';
import type { NameIndex, NameMatch } from './names';
import { proseAsOrder } from './proseOrders';
import { rephrase, type LinePhrasing } from './phrasing';
import { withdrawal, type Withdrawal } from './withdrawal';

/** How an order was found inside a sentence or an amendment (phrasing.ts), for the verdict. */
export interface ReadPhrasing extends LinePhrasing {
  /** "instead of X": X read as an order, when it reads. */
  withdrawn?: WrittenOrder;
  /** "instead of X" where X does not read as an order: the unit X names first, when it names one. */
  withdrawnUnit?: string;
  /** "Scratch the Tyrolia move, …": the order those words take back (withdrawal.ts), when they name one place. */
  scratched?: Withdrawal;
}

export interface WrittenLocation {
  province: string;
  coast?: string;
  match: NameMatch;
  /** The words as the player wrote them, for messages. */
  text: string;
}

export interface WrittenUnit {
  type?: UnitType;
  /** A power the player named for the unit ("French A Par"). */
  power?: string;
  location: WrittenLocation;
}

export type WrittenOrder =
  | { kind: 'hold'; unit: WrittenUnit }
  | { kind: 'move'; unit: WrittenUnit; to: WrittenLocation; route: WrittenLocation[]; viaConvoy: boolean; retreatWord: boolean }
  | { kind: 'support'; unit: WrittenUnit; supported: WrittenUnit; to?: WrittenLocation }
  | { kind: 'convoy'; unit: WrittenUnit; convoyed: WrittenUnit; to: WrittenLocation }
  | { kind: 'disband'; unit: WrittenUnit; word: 'disband' | 'remove' }
  | { kind: 'build'; type?: UnitType; location: WrittenLocation }
  /** `letter`: written as a lone "W", which is a waive only in an adjustment phase (phrasing.ts). */
  | { kind: 'waive'; letter?: boolean };

export type LineReading =
  /** An order, or several options of one conditional order (000 D.II(5)c: first possible). */
  | { kind: 'order'; options: WrittenOrder[]; conditional: boolean; claimedPower?: string; phrasing?: ReadPhrasing }
  /**
   * Looked like an order but could not be read: the GM should look (ambiguous, held). `unit`:
   * the province of the unit the line names first ("F Bre - Mxq": bre), when it names one, so
   * that a later "Correction: F Bre - Mao" can take the line back (amendments.ts).
   */
  | { kind: 'unreadable'; reason: string; ambiguousName?: NameMatch; unit?: string }
  /**
   * Not an order at all (a greeting, a sentence); `why` when it names a unit all the same.
   * `unitNamed`: the line writes a unit as an order does ("A Paris …") with an action or a
   * second place, so it is shown to the GM as a line to check, never dropped as chat.
   */
  | { kind: 'text'; why?: string; unitNamed?: string };

type Element =
  | { t: 'type'; v: UnitType }
  | { t: 'power'; v: string }
  | { t: 'loc'; loc: WrittenLocation }
  | { t: 'badname'; match?: NameMatch; text: string }
  | { t: 'hold' } | { t: 'move' } | { t: 'support' } | { t: 'convoy' } | { t: 'via' } | { t: 'retreat' }
  | { t: 'disband' } | { t: 'remove' } | { t: 'build' } | { t: 'waive' } | { t: 'and' } | { t: 'or' } | { t: 'if' }
  | { t: 'unknown'; v: string };

// Maps, not plain objects: a look-up by an arbitrary word must not find `constructor` and the
// like on Object.prototype (hostile text), and a Map look-up is also the faster one.
const KEYWORDS = new Map<string, Element['t']>(Object.entries({
  h: 'hold', hold: 'hold', holds: 'hold', stand: 'hold', stands: 'hold', stay: 'hold', stays: 'hold', remain: 'hold', remains: 'hold',
  // "A Berlin hält", "A Par tient", "A Rom resta", "A Mad mantiene": hold in the corpus languages.
  'hält': 'hold', haelt: 'hold', bleibt: 'hold', tient: 'hold', reste: 'hold', resta: 'hold', tiene: 'hold', mantiene: 'hold',
  // "A Esmirna se queda", "A Wien steht": the reflexive "se" is filler (below).
  queda: 'hold', steht: 'hold',
  // The plural, after two units on one line ("A Venezia e A Roma tengono", "A Par et A Mar
  // tiennent", "A Ber und A Mün halten", "A Mad y A Bar se quedan"; orderList.ts splits them).
  halten: 'hold', bleiben: 'hold', stehen: 'hold', tiennent: 'hold', restent: 'hold', tengono: 'hold', restano: 'hold', rimangono: 'hold',
  mantengono: 'hold', mantienen: 'hold', tienen: 'hold', quedan: 'hold',
  // Dutch and Portuguese: "Leger Londen blijft staan", "Exército da Galícia mantém posição"; the
  // second word of "blijft staan", "resta fermo", "mantém posição", "stays in place" is a hold
  // word too, and hold words in a row read as one (readOption).
  blijft: 'hold', staan: 'hold', 'mantém': 'hold', mantem: 'hold', fica: 'hold',
  'posição': 'hold', posicao: 'hold', posizione: 'hold', position: 'hold', place: 'hold',
  // "A Venezia ferma", "A Roma rimane"; "A Kiel zieht (sich) nach München (zurück)", "Ich löse
  // A Galizien auf": the German verb's particle ("zurück", "auf") and "sich" are filler (below).
  ferma: 'hold', fermo: 'hold', rimane: 'hold', zieht: 'move',
  'löse': 'disband', loese: 'disband', 'löst': 'disband', loest: 'disband',
  // Arrows and dashes as mail clients and keyboards write them: en and em dashes (Word and
  // Outlook turn " - " into " – "), the minus sign, and the Unicode arrows → ⇒ ⟶ ➔ ➜ ➝ (and the
  // phone keyboards' emoji arrow ➡, its U+FE0F taken out by invisible.ts).
  '-': 'move', '->': 'move', '-->': 'move', '=>': 'move', '>': 'move', '–': 'move', '—': 'move', '−': 'move',
  '→': 'move', '⇒': 'move', '⟶': 'move', '⟹': 'move', '➔': 'move', '➜': 'move', '➝': 'move', '➞': 'move', '⇨': 'move', '↦': 'move', '➡': 'move', '⮕': 'move',
  to: 'move', move: 'move', moves: 'move', attack: 'move', attacks: 'move', go: 'move', goes: 'move', into: 'move',
  // The same in French, German, Spanish and Italian ("A Paris va en Bourgogne", "F Kiel nach
  // Dänemark", "F Napoli va a Mar Ionio"); the "a" of "va a" is read in classify.
  va: 'move', vers: 'move', 'à': 'move', attaque: 'move', nach: 'move', hacia: 'move', ataca: 'move', verso: 'move', attacca: 'move',
  // Dutch "Vloot Londen naar Noordzee", Portuguese and Spanish "Exército de Moscou para Ucrânia".
  naar: 'move', para: 'move',
  s: 'support', sup: 'support', supp: 'support', support: 'support', supports: 'support', supporting: 'support',
  // "A Mun spt Ber-Kie" (unseen-mail trial 1450-1499: 'spt' could be SPA or STP, the support lost).
  spt: 'support', sprt: 'support',
  soutient: 'support', soutien: 'support', 'unterstützt': 'support', unterstuetzt: 'support', apoya: 'support', sostiene: 'support', supporta: 'support', appoggia: 'support',
  steunt: 'support', ondersteunt: 'support', apoia: 'support',
  c: 'convoy', cvy: 'convoy', convoy: 'convoy', convoys: 'convoy', convoying: 'convoy',
  // "F Nth conv A Lon-Nwy" (unseen-mail trial, corpus 1453): was "not a complete order".
  conv: 'convoy', convs: 'convoy', cnv: 'convoy', cnvy: 'convoy', convy: 'convoy', transports: 'convoy',
  convoie: 'convoy', konvoiert: 'convoy', transportiert: 'convoy', convoya: 'convoy', scorta: 'convoy', trasporta: 'convoy',
  // Dutch "konvooieert", Italian "convoglia", Portuguese "comboia"; the nouns after "via" ("via
  // konvooi", "via convoglio", "via comboio", "via convoi") as "via convoy".
  konvooieert: 'convoy', transporteert: 'convoy', convoglia: 'convoy', comboia: 'convoy',
  konvooi: 'convoy', konvoi: 'convoy', convoi: 'convoy', convoglio: 'convoy', comboio: 'convoy', convoyage: 'convoy',
  via: 'via', by: 'via',
  r: 'retreat', ret: 'retreat', retreat: 'retreat', retreats: 'retreat',
  // "F Mao se retire à Brest", "F Alb se retira a Grecia", "F Alb si ritira a Grecia".
  retire: 'retreat', retira: 'retreat', ritira: 'retreat',
  // "Frota de Sebastopol recua para Romênia"; the retreat headings "Rückzug:", "Retraite :",
  // "Ritirata:", "Retirada:", "Recuo:", "Terugtrekking:" before the order (000 D.V(3)).
  recua: 'retreat', 'rückzug': 'retreat', rueckzug: 'retreat', retraite: 'retreat', ritirata: 'retreat', retirada: 'retreat', recuo: 'retreat', terugtrekking: 'retreat',
  d: 'disband', disband: 'disband', disbands: 'disband', destroy: 'disband', destroys: 'disband',
  remove: 'remove', removes: 'remove', rem: 'remove',
  b: 'build', build: 'build', builds: 'build', bld: 'build',
  // "Baue A Berlin", "Je construis F Brest", "Construyo A Madrid", "Costruisco A Roma".
  baue: 'build', baut: 'build', construis: 'build', construit: 'build', construye: 'build', construyo: 'build', costruisco: 'build', costruisci: 'build', costruisce: 'build',
  // "Construction d'une armée à Paris", "Bouw: vloot in Kiel", "Construir: Frota em Ancara",
  // "Constrói", "Construo"; "Disuelvo el ejército de Galitzia", "Ik hef ... op" is not read.
  construction: 'build', bouw: 'build', bouwen: 'build', construir: 'build', 'constrói': 'build', construo: 'build',
  // The infinitives a spreadsheet's "Ordre" column holds ("A;Construire;Paris"): French, Italian, German.
  construire: 'build', costruire: 'build', bauen: 'build',
  disuelvo: 'disband', disolver: 'disband', sciolgo: 'disband', dissolvo: 'disband',
  // (A lone "W" is read by readLine itself: inside a line a "w" is no waive.)
  waive: 'waive', waives: 'waive', waived: 'waive',
  and: 'and', or: 'or', else: 'or', otherwise: 'or', failing: 'or', if: 'if',
  et: 'and', und: 'and', y: 'and', e: 'and',
} satisfies Record<string, Element['t']>));

/** Small words players put between the parts of an order; they change nothing. */
const FILLER = new Set(['the', 'in', 'at', 'of', 'from', 'unit', 'my', 'on', 'a.', 'with', 'please', 'pls', 'that', 'this', 'then', 'new', 'one', 'an', 'is', 'order', 'orders',
  // "(south coast)": the coast word is read, "coast" itself adds nothing.
  'coast',
  // Articles and prepositions of the corpus languages ("va en Bourgogne", "se retire à", "nel
  // Mar Ionio"): a province name that starts with one ("la Manche") is matched whole first.
  'se', 'si', 'en', 'au', 'aux', 'la', 'le', 'les', 'de', 'du', 'des', 'el', 'al', 'del', 'il', 'lo', 'di', 'nel', 'nella', 'im', 'ins', 'zu', 'zum', 'zur', 'sich', 'zurück', 'zurueck', 'auf', 'ich',
  // Elided articles ("l'armée", "d'une flotte", "nell'Adriatico" split at the apostrophe), the
  // articles "une", "un", "una", "um", "uma", "ein", "eine", "een", "het", and "da", "do", "em",
  // "van" of Italian, Portuguese and Dutch ("Frota da Albânia", "Frota em Ancara").
  'l', 'nell', 'dell', 'une', 'un', 'una', 'uno', 'um', 'uma', 'ein', 'eine', 'einen', 'een', 'het', 'da', 'do', 'em', 'van',
  // The coast word of "(côte sud)", "(costa sul)", "(costa norte)": the coast after it is read.
  'côte', 'cote', 'costa', 'küste', 'kueste', 'kust']);

/** Words that say "coast" before the coast's own word ("côte sud"): a bare "sud" then reads as one. */
const COAST_NOUNS = new Set(['coast', 'côte', 'cote', 'costa', 'küste', 'kueste', 'kust']);

const TYPE_WORDS = new Map<string, UnitType>([['a', 'A'], ['army', 'A'], ['armies', 'A'], ['f', 'F'], ['fleet', 'F'], ['fleets', 'F'],
  // The unit words of the corpus languages: French armée/flotte, German Armee/Heer/Flotte, Spanish
  // ejército/flota, Italian esercito/flotta, Dutch leger/vloot, Portuguese exército/frota.
  ['armée', 'A'], ['armee', 'A'], ['heer', 'A'], ['ejército', 'A'], ['ejercito', 'A'], ['esercito', 'A'], ['leger', 'A'], ['exército', 'A'], ['exercito', 'A'],
  ['flotte', 'F'], ['flota', 'F'], ['flotta', 'F'], ['vloot', 'F'], ['frota', 'F']]);

/** Words, arrows and the punctuation that matters; everything else separates. */
const TOKEN = /-->|->|=>|[–—−→⇒⟶⟹➔➜➝➞⇨↦➡⮕]|[\p{L}\p{N}]+|[-()/,;:>+&]/gu;

/**
 * The words of a line, lower case. Plain ASCII lines (nearly every order line) are split by hand,
 * exactly as TOKEN would split them; the regex (with its Unicode classes) reads the rest.
 */
export function tokenise(line: string): string[] {
  const lower = line.toLowerCase();
  const out: string[] = [];
  const n = lower.length;
  let i = 0;
  while (i < n) {
    const c = lower.charCodeAt(i);
    if (c > 127) return unicodeTokens(lower);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      let j = i + 1;
      for (; j < n; j++) {
        const d = lower.charCodeAt(j);
        if (!((d >= 97 && d <= 122) || (d >= 48 && d <= 57))) break;
      }
      // A letter or digit followed by a non-ASCII one belongs to a longer Unicode word.
      if (j < n && lower.charCodeAt(j) > 127) return unicodeTokens(lower);
      out.push(lower.slice(i, j));
      i = j;
      continue;
    }
    if (c === 45 /* - */) {
      if (lower.charCodeAt(i + 1) === 45 && lower.charCodeAt(i + 2) === 62) { out.push('-->'); i += 3; continue; }
      if (lower.charCodeAt(i + 1) === 62) { out.push('->'); i += 2; continue; }
      out.push('-'); i++; continue;
    }
    if (c === 61 /* = */ && lower.charCodeAt(i + 1) === 62) { out.push('=>'); i += 2; continue; }
    // ( ) / , ; : >
    if (c === 40 || c === 41 || c === 47 || c === 44 || c === 59 || c === 58 || c === 62) { out.push(lower[i]!); i++; continue; }
    // "F Smyrna + A Constantinople", "A Mos & A War": a plus or an ampersand joins two orders as
    // a comma does (skipped, it ran the two into one order that could not be given).
    if (c === 43 || c === 38) { out.push(','); i++; continue; }
    i++;
  }
  return out;
}

/** TOKEN's split, a plus or an ampersand read as the comma it stands for (as tokenise does). */
function unicodeTokens(lower: string): string[] {
  const out = lower.match(TOKEN) ?? [];
  for (let k = 0; k < out.length; k++) if (out[k] === '+' || out[k] === '&') out[k] = ',';
  return out;
}

function isWord(tok: string | undefined): tok is string {
  if (tok === undefined || tok.length === 0) return false;
  const c = tok.charCodeAt(0);
  if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return true; // the usual case, without a regex
  return c > 127 && /^[\p{L}\p{N}]/u.test(tok);
}

function lastIsLoc(out: Element[]): boolean {
  return out.length > 0 && out[out.length - 1]!.t === 'loc';
}

/** A coast written by its initial in brackets: 000 D.IV(3) names the coast, however briefly. */
const COAST_INITIAL: Record<string, string> = { n: 'nc', s: 'sc', e: 'ec', w: 'wc' };

function attachCoast(out: Element[], coast: string): void {
  (out[out.length - 1] as { t: 'loc'; loc: WrittenLocation }).loc.coast = coast;
}

/** `/^\d+$/` by hand (asked of most words of every line): ASCII digits only, as `\d` is. */
function allDigits(tok: string): boolean {
  if (tok.length === 0) return false;
  for (let k = 0; k < tok.length; k++) { const c = tok.charCodeAt(k); if (c < 48 || c > 57) return false; }
  return true;
}

/** A word that belongs to the order itself, never to a province name. */
function isOrderWord(w: string): boolean {
  return KEYWORDS.has(w) || TYPE_WORDS.has(w) || FILLER.has(w) || (w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57);
}

/**
 * What the grammar asks of one word, found once for a word and a name index: the same words
 * ("the", "Par", "Hello", "-") come back in every mail, and each used to cost eight look-ups
 * (unit type, keyword, filler, digits, the starts and later words of multi-word names, coast,
 * power, exact name) every time. Each field is exactly what its look-up gives; a property test
 * holds them to it (test/core/diplomacy/intake/wordTable.test.ts).
 */
interface WordFacts {
  /** isWord: begins with a letter or a digit. */
  readonly word: boolean;
  readonly type: UnitType | undefined;
  readonly keyword: Element['t'] | undefined;
  readonly filler: boolean;
  /** Digits only ("1901"). */
  readonly digits: boolean;
  /** Begins some multi-word name ("north" of "North Sea"). */
  readonly startsName: boolean;
  /** Could begin the second or a later word of a multi-word name ("ch" of "English Ch"). */
  readonly continuesName: boolean;
  readonly coast: string | undefined;
  readonly power: string | undefined;
  readonly exact: string | undefined;
  /**
   * `names.resolve(word)`, asked only when the grammar gets that far (a typo search is dear):
   * undefined until asked, null for no reading. A reading is plain data nothing changes.
   */
  match?: NameMatch | null;
}

/** One table a name index (a variant, or a player's own list), bounded: hostile text is endless. */
const wordTables = new WeakMap<NameIndex, Map<string, WordFacts>>();
const MOST_WORDS = 20000;

/** The facts of every token of a line, from the name index's table (one look-up a word). */
export function wordFactsOf(tokens: readonly string[], names: NameIndex): WordFacts[] {
  let table = wordTables.get(names);
  if (!table) wordTables.set(names, (table = new Map()));
  const out = new Array<WordFacts>(tokens.length);
  for (let k = 0; k < tokens.length; k++) {
    const tok = tokens[k]!;
    let f = table.get(tok);
    if (f === undefined) {
      if (table.size >= MOST_WORDS) table.clear();
      f = {
        word: isWord(tok), type: TYPE_WORDS.get(tok), keyword: KEYWORDS.get(tok), filler: FILLER.has(tok), digits: allDigits(tok),
        startsName: names.startsSpellingWord(tok), continuesName: names.continuesSomeName(tok),
        coast: names.coast(tok), power: names.power(tok), exact: names.exactMatch(tok),
      };
      table.set(tok, f);
    }
    out[k] = f;
  }
  return out;
}

/** `names.resolve(word)` through the word's facts: asked once a word. */
function resolveWord(f: WordFacts, tok: string, names: NameIndex): NameMatch | undefined {
  if (f.match === undefined) f.match = names.resolve(tok) ?? null;
  return f.match ?? undefined;
}

/** Reads the words of a line into elements, longest province names first. */
function classify(tokens: string[], names: NameIndex): Element[] {
  const out: Element[] = [];
  const facts = wordFactsOf(tokens, names);
  let i = 0;
  // (Plain functions below, not closures: this runs for every word of every mail.)
  while (i < tokens.length) {
    const tok = tokens[i]!;
    const f = facts[i]!;
    const nextFacts = facts[i + 1] as WordFacts | undefined;
    // Multi-word names first ("North Sea", "Mid-Atlantic Ocean", "St. Petersburg"), so that
    // "English" in "English Channel" is not read as a nationality.
    // Only words that begin some multi-word name, or could be a misspelt one, need the look-ahead.
    const after = (tokens[i + 1] === '-' ? facts[i + 2] : nextFacts) as WordFacts | undefined;
    if (f.word && after?.word && (f.startsName || after.continuesName || (lastIsLoc(out) && !!f.coast))) {
      const words: string[] = [tok];
      const ends: number[] = [i + 1];
      let j = i + 1;
      while (words.length < names.maxWords && j < tokens.length) {
        if (tokens[j] === '-' && isWord(tokens[j + 1]) && names.startsSpelling(words)) { j++; continue; }
        if (!isWord(tokens[j])) break;
        words.push(tokens[j]!); ends.push(j + 1); j++;
      }
      let matched = false;
      for (let n = words.length; n >= 2; n--) {
        const text = words.slice(0, n).join(' ');
        const coastFromWords = lastIsLoc(out) ? names.coast(text) : undefined;
        if (coastFromWords) { attachCoast(out, coastFromWords); i = ends[n - 1]!; matched = true; break; }
        const province = names.exactMatch(text);
        if (province) {
          out.push({ t: 'loc', loc: { province, match: { kind: 'exact', province, source: 'name' }, text } });
          i = ends[n - 1]!; matched = true; break;
        }
      }
      if (matched) continue;
      // "English Ch", "Blak Sea": a multi-word prefix or typo, but only when none of the words is
      // a word of the order itself (a keyword, unit type or filler) and the first is no name.
      for (let n = Math.min(words.length, 3); n >= 2 && !matched; n--) {
        const part = words.slice(0, n);
        // ("of" between two words is the name's own: "G. of Aden", "B. of Bengal", "G of Lyon".)
        if (part.some((w, k) => isOrderWord(w) && !(w === 'of' && k > 0 && k < part.length - 1)) || names.exactMatch(part[0]!) || names.coast(part[1]!)) continue;
        const match = names.resolve(part.join(' '));
        if (match && (match.kind === 'prefix' || match.kind === 'typo')) {
          out.push({ t: 'loc', loc: { province: match.province, match, text: part.join(' ') } });
          i = ends[n - 1]!; matched = true;
        } else if (match?.kind === 'ambiguous' && match.by === 'alias') {
          // "Sri Lanka": a name of several provinces, put to the GM with all of them (001 B.IV(2)).
          out.push({ t: 'badname', match, text: part.join(' ') });
          i = ends[n - 1]!; matched = true;
        }
      }
      if (matched) continue;
    }
    // A coast right after a location: `(nc)`, `/nc`, `nc`, `-nc`.
    if (lastIsLoc(out) && (tok === '(' || tok === '/' || tok === '-') && nextFacts?.word && nextFacts.coast
        && (tok !== '-' || tokens[i + 1]!.length === 2)) {
      attachCoast(out, nextFacts.coast);
      i += 2;
      if (tokens[i] === ')') i++;
      continue;
    }
    if (lastIsLoc(out) && f.word && tok.length === 2 && f.coast) { attachCoast(out, f.coast); i++; continue; }
    // "Spa(n)", "StP (s)", "Bul(e)": a coast by its initial, only in brackets (a bare "s" is a support).
    if (lastIsLoc(out) && tok === '(' && tokens[i + 2] === ')' && COAST_INITIAL[tokens[i + 1]!] !== undefined) {
      attachCoast(out, COAST_INITIAL[tokens[i + 1]!]!);
      i += 3;
      continue;
    }
    // "Espagne (côte sud)", "São Petersburgo (costa sul)": the coast's word after a coast noun.
    if (lastIsLoc(out) && f.word && i > 0 && COAST_NOUNS.has(tokens[i - 1]!) && f.coast) { attachCoast(out, f.coast); i++; continue; }
    if (tok === 'no' && (tokens[i + 1] === 'build' || tokens[i + 1] === 'builds')) { out.push({ t: 'waive' }); i += 2; continue; }
    // "if not possible", "failing that": words of a condition, not of an order.
    if (tok === 'not') { i++; continue; }
    // "va a Mar Ionio", "se retira a Grecia": the Spanish and Italian "a" (to) after a move or
    // retreat word is no army. "A Constantinopla a Bulgaria": an "a" straight after a province
    // (no comma) whose province ends the line is "to" as well; anywhere else it stays a unit type.
    if (tok === 'a' && out.length > 0) {
      const last = out[out.length - 1]!.t;
      if (last === 'move' || last === 'retreat') { i++; continue; }
      if (last === 'loc' && facts[i - 1]!.word && finalName(tokens, i + 1, names)) { out.push({ t: 'move' }); i++; continue; }
    }
    // "Construction d'une armée": the elided "de" before an article is no disband ("D").
    if (tok === 'd' && (tokens[i + 1] === 'une' || tokens[i + 1] === 'un')) { i++; continue; }
    const type = f.type;
    if (type) {
      // "build a fleet": the article "a" before a unit word is not an army.
      if (tok === 'a' && nextFacts?.type && tokens[i + 1] !== 'a') { i++; continue; }
      out.push({ t: 'type', v: type }); i++; continue;
    }
    const kw = f.keyword;
    if (kw) { out.push({ t: kw } as Element); i++; continue; }
    if (tok === '(' || tok === ')' || tok === ',' || tok === ':' || tok === '/' || tok === ';') {
      if ((tok === ',' || tok === ';') && nextFacts?.keyword === 'or') { i++; continue; }
      i++; continue;
    }
    if (!f.word) { i++; continue; }
    if (f.filler) { i++; continue; }
    if (f.digits) { i++; continue; }
    const power = f.power;
    if (power && !f.exact) { out.push({ t: 'power', v: power }); i++; continue; }
    const match = resolveWord(f, tok, names);
    if (match && (match.kind === 'exact' || match.kind === 'prefix' || match.kind === 'typo')) {
      out.push({ t: 'loc', loc: { province: match.province, match, text: tok } });
      i++; continue;
    }
    if (match?.kind === 'ambiguous') { out.push({ t: 'badname', match, text: tok }); i++; continue; }
    out.push({ t: 'unknown', v: tok });
    i++;
  }
  return out;
}

/**
 * The words from `from` to the end of the line are one province name (and nothing more), or to a
 * "via" that ends it ("A Puglia a Tunisi via convoglio").
 */
function finalName(tokens: string[], from: number, names: NameIndex): boolean {
  let end = tokens.length;
  for (let k = from; k < tokens.length; k++) if (KEYWORDS.get(tokens[k]!) === 'via' && k + 2 === tokens.length && KEYWORDS.get(tokens[k + 1]!) === 'convoy') { end = k; break; }
  const rest = tokens.slice(from, end);
  if (rest.length === 0 || rest.length > names.maxWords || !rest.every(isWord)) return false;
  return !!names.exactMatch(rest.join(' '));
}

/** A cursor over elements with the few look-ups the shapes need. */
class Reader {
  i = 0;
  constructor(readonly els: Element[]) {}
  peek(): Element | undefined { return this.els[this.i]; }
  is(t: Element['t']): boolean { return this.els[this.i]?.t === t; }
  take<T extends Element['t']>(t: T): Extract<Element, { t: T }> | undefined {
    const e = this.els[this.i];
    if (e?.t === t) { this.i++; return e as Extract<Element, { t: T }>; }
    return undefined;
  }
  done(): boolean { return this.i >= this.els.length; }
  /** `[power] [type] [power] location` */
  unit(): WrittenUnit | undefined {
    const start = this.i;
    let power = this.take('power')?.v;
    const type = this.take('type')?.v;
    power = this.take('power')?.v ?? power;
    const loc = this.take('loc')?.loc;
    if (!loc) { this.i = start; return undefined; }
    return { type, power, location: loc };
  }
  /** Consecutive move words ("moves to", "- >") count as one. */
  move(): boolean {
    if (!this.is('move')) return false;
    while (this.is('move')) this.i++;
    return true;
  }
}

/** "Waive the other build", "waive my second build": words that only say which build is waived. */
const WAIVE_WORDS = new Set(['other', 'second', 'third', 'remaining', 'last', 'extra', 'spare']);
function waiveWord(r: Reader): boolean {
  const e = r.peek();
  if (e?.t !== 'unknown' || !WAIVE_WORDS.has(e.v)) return false;
  r.i++;
  return true;
}

/** One option of an order: the shapes of section comment above. */
function readOption(els: Element[], inherited?: WrittenOrder): WrittenOrder | undefined {
  const r = new Reader(els);
  // A leading build/remove/disband/waive word: `Build F StP(sc)`, `Remove A War`, `Waive`.
  if (r.take('waive')) { while (r.take('build') || r.take('loc') || r.take('type') || waiveWord(r)) { /* "waive build (in Kie)", "waive the other build" */ } return r.done() ? { kind: 'waive' } : undefined; }
  if (r.take('build')) {
    const type = r.take('type')?.v;
    // "Construction d'une armée à Paris": the "à" (read as a move word) only says where.
    if (type) r.move();
    const loc = r.take('loc')?.loc;
    const type2 = type ?? r.take('type')?.v;
    return loc && r.done() ? { kind: 'build', type: type2, location: loc } : undefined;
  }
  // A spreadsheet's columns in their order, type | order | province: "A;Construire;Paris" is
  // read as "A Construire Paris" (textAttachment.ts), "F Build Brest".
  if (r.is('type') && els[1]?.t === 'build') {
    const type = r.take('type')!.v;
    r.take('build');
    const loc = r.take('loc')?.loc;
    return loc && r.done() ? { kind: 'build', type, location: loc } : undefined;
  }
  if (r.is('remove') || r.is('disband')) {
    const word = r.take('remove') ? 'remove' : (r.take('disband'), 'disband');
    const unit = r.unit();
    return unit && r.done() ? { kind: 'disband', unit, word } : undefined;
  }
  if (r.is('retreat')) {
    // "Retreat F Tri to Alb"; "Rückzug: Heer Kiel nach München", "Ritirata: Flotta Albania si
    // ritira nell'Adriatico" (a heading, then the order with its own retreat word).
    r.take('retreat');
    const unit = r.unit();
    if (!unit) return undefined;
    r.take('retreat');
    r.move();
    const to = r.take('loc')?.loc;
    return to && r.done() ? { kind: 'move', unit, to, route: [], viaConvoy: false, retreatWord: true } : undefined;
  }
  const unit = r.unit();
  if (!unit) return readInheritedOption(r, inherited);
  // "A Par" alone holds; a bare "Par" (or a signature "Tom" one letter from Rom) is no order.
  if (r.done()) return unit.type ? { kind: 'hold', unit } : undefined;
  // "resta fermo", "blijft staan", "mantém posição": hold words in a row are one hold.
  if (r.take('hold')) { while (r.take('hold')) { /* one hold */ } return r.done() ? { kind: 'hold', unit } : undefined; }
  if (r.take('disband')) return r.done() ? { kind: 'disband', unit, word: 'disband' } : undefined;
  if (r.take('remove')) return r.done() ? { kind: 'disband', unit, word: 'remove' } : undefined;
  if (r.take('build')) return r.done() && unit.type ? { kind: 'build', type: unit.type, location: unit.location } : undefined;
  if (r.is('retreat') || r.is('move')) {
    const retreatWord = !!r.take('retreat');
    r.move();
    const stops: WrittenLocation[] = [];
    let loc = r.take('loc')?.loc;
    if (!loc) return undefined;
    stops.push(loc);
    while (r.move()) {
      loc = r.take('loc')?.loc;
      if (!loc) return undefined;
      stops.push(loc);
    }
    let viaConvoy = false;
    if (r.take('via')) {
      if (r.take('convoy') || r.done()) viaConvoy = true; // "via convoy", or a bare "VIA" (canonical)
      else {
        // "via North Sea and Norwegian Sea": a named route given after the destination.
        const first = r.take('loc')?.loc;
        if (!first) return undefined;
        const to = stops.pop()!;
        stops.push(first);
        while (r.take('and') || r.move()) { const next = r.take('loc')?.loc; if (!next) return undefined; stops.push(next); }
        stops.push(to);
        viaConvoy = true;
      }
    }
    if (!r.done()) return undefined;
    const to = stops.pop()!;
    return { kind: 'move', unit, to, route: stops, viaConvoy: viaConvoy || stops.length > 0, retreatWord };
  }
  if (r.take('support')) {
    const supported = r.unit();
    if (!supported) return undefined;
    if (r.done() || (r.take('hold') && r.done())) return { kind: 'support', unit, supported };
    if (!r.move()) return undefined;
    const to = r.take('loc')?.loc;
    return to && r.done() ? { kind: 'support', unit, supported, to } : undefined;
  }
  if (r.take('convoy')) {
    const convoyed = r.unit();
    if (!convoyed || !r.move()) return undefined;
    const to = r.take('loc')?.loc;
    return to && r.done() ? { kind: 'convoy', unit, convoyed, to } : undefined;
  }
  return undefined;
}

/** Later options may leave out what the first said: `F Tri R Alb, else Adr, else disband`. */
function readInheritedOption(r: Reader, inherited: WrittenOrder | undefined): WrittenOrder | undefined {
  if (!inherited) return undefined;
  if (inherited.kind === 'build') {
    const type = r.take('type')?.v;
    const loc = r.take('loc')?.loc;
    return loc && r.done() ? { kind: 'build', type, location: loc } : undefined;
  }
  // "Remove F Alb or A Tri": a unit alone after a removal is the other unit to remove.
  if (inherited.kind === 'disband' && (r.is('type') || r.is('loc'))) {
    const from = r.i;
    const unit = r.unit();
    if (unit?.type && r.done()) return { kind: 'disband', unit, word: inherited.word };
    r.i = from;
  }
  if (inherited.kind === 'move' || inherited.kind === 'disband') {
    if (r.take('disband') || r.take('remove')) return r.done() ? { kind: 'disband', unit: inherited.unit, word: 'disband' } : undefined;
    r.take('retreat');
    r.move();
    const to = r.take('loc')?.loc;
    return to && r.done() ? { kind: 'move', unit: inherited.unit, to, route: [], viaConvoy: false, retreatWord: inherited.kind === 'move' && inherited.retreatWord } : undefined;
  }
  return undefined;
}

const ACTIONS = new Set<Element['t']>(['hold', 'move', 'support', 'convoy', 'retreat', 'disband', 'remove', 'build', 'waive']);

/**
 * Reads one line (already free of quoting, bullets and press). A line that does not read as it
 * stands is tried once more as phrasing.ts finds the order in it ("Change: A Rom - Apu", "I'd
 * like A Vie to hold please", "Austria must lose one: F Alb"); what was set aside comes back on
 * the reading so the verdict can name it.
 */
export function readLine(line: string, names: NameIndex): LineReading {
  // "Build an army at home.": no centre named, never a misspelt Rome (atHome.ts).
  const home = buildAtHome(line);
  if (home) return { kind: 'unreadable', reason: home };
  const plain = readPlain(line, names);
  if (plain.kind === 'order') return plain;
  // (A spreadsheet's row "Armée<Tab>Paris<Tab>Bourgogne" holds none of these words: columnMove.ts.)
  if (!MIGHT_HOLD_AN_ORDER.test(line) && columnMove(line) === undefined) return fromProse(line, names) ?? plain;
  const p = rephrase(line);
  if (!p) return fromProse(line, names) ?? plain;
  const phrasing: ReadPhrasing = { ...p };
  let inner = p.changeTo ? changeSplit(p.changeTo, phrasing, names) : undefined;
  inner ??= readPlain(p.order, names);
  // "Actually, make that Munich to Burgundy", "I'd like the army in Paris to head for Burgundy":
  // the words left by phrasing.ts may still be a sentence (proseOrders.ts).
  if (inner.kind !== 'order') {
    const prose = proseAsOrder(p.order);
    const read = prose === undefined ? undefined : readPlain(prose, names);
    if (read?.kind === 'order') { inner = read; phrasing.prose = prose; }
    // ("Vienna army: Galicia": what phrasing.ts took for a lead-in is the sentence's unit.)
    else if (!p.amendment) { const whole = fromProse(line, names); if (whole) return whole; }
  }
  if (inner.kind !== 'order') {
    // An amendment that does not read is an order line the GM must look at, not chat; a
    // sentence around an order that does not read says why it was left as a sentence.
    if (inner.kind === 'unreadable') return p.amendment ? inner : plain.kind === 'text' ? { ...plain, why: `a sentence naming a unit, not read as an order (${inner.reason})` } : plain;
    return plain;
  }
  if (p.section) inner = { ...inner, options: inner.options.map((o) => asSection(o, p.section!)) };
  if (p.scratch) {
    const w = withdrawal(p.scratch.replace(/[\s,;:.!—–-]+$/, ''), names);
    if (w) phrasing.scratched = w;
  }
  if (phrasing.insteadOf && !phrasing.withdrawn) {
    const w = readPlain(phrasing.insteadOf, names);
    if (w.kind === 'order' && w.options.length === 1) phrasing.withdrawn = w.options[0];
    else if (w.kind === 'unreadable' && w.unit) phrasing.withdrawnUnit = w.unit;
  }
  return { ...inner, phrasing };
}

/** The line read as proseOrders.ts rewrites it, when it then reads as an order. */
function fromProse(line: string, names: NameIndex): LineReading | undefined {
  const prose = proseAsOrder(line);
  if (prose === undefined) return undefined;
  const read = readPlain(prose, names);
  return read.kind === 'order' ? { ...read, phrasing: { order: prose, setAside: [], prose } } : undefined;
}

/**
 * A unit type, an action word or an arrow: without one a sentence holds no order, and most prose
 * lines are not searched for one (rephrase and a second reading cost as much as the first).
 */
// ("make that", "meant", "second thought": a correction in words, phrasing.ts's SECOND_THOUGHTS;
// "waive": "I'll waive the other one", its WAIVE_PHRASE.)
const MIGHT_HOLD_AN_ORDER = /[-–—>→⇒⟶⟹➔➜➝➞⇨↦➡⮕]|\b(?:a|f|army|fleet|armies|fleets|build|builds|disband|disbands|remove|removes|lose|hold|holds|stand|support|supports|convoy|convoys|move|moves|retreat|retreats|waive|make|meant|second)\b/i;

/** "Change A Rom - Ven to A Rom - Apu": the "to" where both sides read as orders for one unit. */
function changeSplit(words: string, phrasing: ReadPhrasing, names: NameIndex): LineReading | undefined {
  const to = /\sto\s/gi;
  for (let m = to.exec(words); m; m = to.exec(words)) {
    const before = readPlain(words.slice(0, m.index), names);
    const after = readPlain(words.slice(m.index + m[0].length), names);
    if (before.kind !== 'order' || after.kind !== 'order' || before.options.length !== 1) continue;
    const a = before.options[0]!, b = after.options[0]!;
    if ('unit' in a && 'unit' in b && a.unit.location.province === b.unit.location.province) {
      phrasing.insteadOf = words.slice(0, m.index).trim();
      phrasing.withdrawn = a;
      return after;
    }
  }
  return undefined;
}

/** A bare unit under a "must lose one:" or "build:" lead-in is a removal or a build. */
function asSection(o: WrittenOrder, section: 'build' | 'remove'): WrittenOrder {
  if (o.kind !== 'hold') return o;
  if (section === 'remove') return { kind: 'disband', unit: o.unit, word: 'remove' };
  return o.unit.type ? { kind: 'build', type: o.unit.type, location: o.unit.location } : o;
}

/**
 * "F Mao - Spa (nc), if not possible then Brest", "Remove F Alb (or A Tri if that's not
 * allowed)": a fallback said as a condition is another option, read as "or" (000 D.II(5)c: the
 * first possible option is used). Only the condition saying the option before it cannot be
 * carried out; "if that's" would otherwise read as "if that S(upports)".
 */
const FALLBACK_CONDITION = /[,;]?\s*\bif\s+(?:(?:(?:that|this|it)(?:['’]s|\s+is)\s+)?not\s+(?:possible|allowed|legal|valid|available)|that\s+fails|that\s+is\s+illegal)\b[,;]?\s*(?:then\b\s*)?/gi;

function readPlain(line: string, names: NameIndex): LineReading {
  if (/\bif\b/i.test(line)) line = line.replace(FALLBACK_CONDITION, ' or ');
  const tokens = tokenise(line);
  if (tokens.length === 0) return { kind: 'text' };
  // A lone "W" (some players' waive): read as a waive, which only an adjustment phase takes.
  if (tokens.length === 1 && tokens[0] === 'w') return { kind: 'order', options: [{ kind: 'waive', letter: true }], conditional: false };
  let els = classify(tokens, names);
  if (els.length === 0) return { kind: 'text' };
  // "France: A Par - Bur": a power named in front of the whole order.
  let claimedPower: string | undefined;
  // ("France A Par - Bur" / "French A Par" keep the power on the unit: the reader takes it there.)
  if (els[0]!.t === 'power' && els.length > 1 && els[1]!.t !== 'type' && els[1]!.t !== 'loc') { claimedPower = els[0].v; els = els.slice(1); }
  // "If Germany moves to Bur then A Gas S A Bur, else A Gas - Spa": a condition on what another
  // power does. 000 D.II(5)b allows conditions only on retreats and adjustments sent before their
  // phase; when the line reads as no order, the GM is told so rather than "not a complete order".
  const onAnotherPower = els.some((e, k) => e.t === 'if' && (els[k + 1]?.t === 'power' || els[k + 2]?.t === 'power'));
  // "If dislodged, F Tri - Alb": the condition names no province; drop it and keep the order.
  let conditional = false;
  if (els[0]!.t === 'if') {
    conditional = true;
    let k = 1;
    while (k < els.length && els[k]!.t === 'unknown') k++;
    if (k < els.length && (els[k]!.t === 'disband' || els[k]!.t === 'retreat') && els[k + 1] && els[k + 1]!.t !== 'loc') k++;
    els = els.slice(k);
    if (els.length === 0) return { kind: 'text' };
  }
  const parts: Element[][] = [[]];
  for (const e of els) {
    if (e.t === 'or') { conditional = true; parts.push([]); continue; }
    if (e.t === 'if') { conditional = true; continue; }
    parts[parts.length - 1]!.push(e);
  }
  const options: WrittenOrder[] = [];
  let failed = false;
  for (const part of parts) {
    if (part.length === 0) continue;
    // "if possible", "if needed", "if dislodged" written after an option are not options.
    const p = withoutConditionWords(part);
    if (p.length === 0) continue;
    // A later option is first read as a continuation of the first ("or Hol", "or disband").
    const option = (options[0] && readInheritedOption(new Reader(p), options[0])) || readOption(p, options[0]);
    if (!option) { failed = true; break; }
    options.push(option);
  }
  if (!failed && options.length > 0) return { kind: 'order', options, conditional: conditional && options.length > 0, claimedPower };
  const judged = judgeUnreadable(els);
  // Only the reason changes: a line that was chat stays chat, a flagged line stays flagged.
  if (onAnotherPower && judged.kind === 'unreadable' && !judged.ambiguousName) {
    return { ...judged, reason: 'an order on a condition of what another power does ("if … moves …"): 000 D.II(5)b allows conditions only on retreats and adjustments, so it is not read; the unit keeps any other order it has, or holds' };
  }
  return judged;
}

function withoutConditionWords(els: Element[]): Element[] {
  let clean = true;
  for (const e of els) if (e.t === 'unknown' && CONDITION_WORDS.has(e.v)) { clean = false; break; }
  if (clean) return els; // the usual case: no copy
  const out: Element[] = [];
  for (const e of els) if (e.t !== 'unknown' || !CONDITION_WORDS.has(e.v)) out.push(e);
  return out;
}

const CONDITION_WORDS = new Set(['possible', 'needed', 'necessary', 'dislodged', 'required', 'allowed', 'can', 'cannot', 'cant', 'able', 'fails', 'else']);

/** What an order can begin with: a unit, a place, a power, or an adjustment's or retreat's word. */
const ORDER_STARTS = new Set<Element['t']>(['type', 'loc', 'power', 'build', 'remove', 'disband', 'waive', 'retreat', 'badname']);

/**
 * Decides between "an order the GM must look at" and "just text". A line that does not begin as
 * an order (most chat) is text whatever else it holds, so its elements are not counted; the others
 * are counted in one pass (an action or a unit type, a place, the unknown words).
 */
function judgeUnreadable(els: Element[]): LineReading {
  const unreadName = unreadNameInOrderShape(els);
  if (unreadName) return { kind: 'unreadable', reason: `cannot read '${unreadName}'` };
  if (!ORDER_STARTS.has(els[0]!.t)) return orderLikeText(els);
  let hasAction = false, hasPlace = false;
  const unknown: Extract<Element, { t: 'unknown' }>[] = [];
  for (const e of els) {
    if (e.t === 'unknown') unknown.push(e);
    else if (e.t === 'loc' || e.t === 'badname') hasPlace = true;
    else if (e.t === 'type' || ACTIONS.has(e.t)) hasAction = true;
  }
  if (!hasAction || !hasPlace || unknown.length > 2 || unknown.length * 2 > els.length) return orderLikeText(els);
  const bad = els.find((e) => e.t === 'badname') as { t: 'badname'; match?: NameMatch; text: string } | undefined;
  const unit = writtenUnitOf(els);
  const also = unit ? { unit } : {};
  if (bad?.match?.kind === 'ambiguous') {
    return { kind: 'unreadable', reason: `'${bad.text}' could be ${bad.match.candidates.map((c) => c.toUpperCase()).join(' or ')}`, ambiguousName: bad.match, ...also };
  }
  if (unknown.length) return { kind: 'unreadable', reason: `cannot read '${unknown.map((u) => u.v).join(' ')}'`, ...also };
  return { kind: 'unreadable', reason: 'not a complete order', ...also };
}

/**
 * "Build A Chanderi", "Kerman - Nep": an order's whole shape around one word that is no name on
 * the map. Such a line was silent text (found with Maharajah names before the map had its own
 * list: "Build A Jubbulpore", "Oudh - Nep"); the GM must see it, as with "A Kerman - Nep"
 * (001 B.IV(2), 000 D.III(1)a). Only these exact shapes: a sentence has more words.
 */
function unreadNameInOrderShape(els: Element[]): string | undefined {
  if (els.length !== 3) return undefined;
  const [a, b, c] = els as [Element, Element, Element];
  if ((a.t === 'build' || a.t === 'remove' || a.t === 'disband') && b.t === 'type' && c.t === 'unknown') return c.v;
  // (The place must be written exactly: "Re: dipgame - Spring 1901" is a subject line.)
  if (a.t === 'unknown' && b.t === 'move' && c.t === 'loc' && c.loc.match.kind === 'exact') return a.v;
  return undefined;
}

/**
 * Text that writes a unit as an order does, "A Paris" / "F Ank" (a unit type straight before a
 * province), with an action word or a second province: not read, but never silent chat.
 */
function orderLikeText(els: Element[]): LineReading {
  let places = 0, action = false, unit: string | undefined;
  for (let k = 0; k < els.length; k++) {
    const e = els[k]!;
    if (e.t === 'loc') { places++; if (!unit && els[k - 1]?.t === 'type') unit = e.loc.province; }
    else if (e.t !== 'type' && ACTIONS.has(e.t)) action = true;
  }
  return unit && (action || places >= 2) ? { kind: 'text', unitNamed: unit } : { kind: 'text' };
}

/**
 * The unit an unreadable line names first: [power] [A|F] province, as a unit order begins. Only
 * that shape: "F Bre - Mxq" and "Bre - Mxq" name the unit in Bre; "Mxq - Bre" or "Build F Bre"
 * name no unit to take back.
 */
function writtenUnitOf(els: Element[]): string | undefined {
  let k = 0;
  if (els[k]?.t === 'power') k++;
  if (els[k]?.t === 'type') k++;
  const e = els[k];
  return e?.t === 'loc' ? e.loc.province : undefined;
}

const ACTION_ELEMENTS = new Set<Element['t']>(['hold', 'move', 'support', 'convoy', 'retreat', 'disband', 'remove', 'build', 'waive']);

/** True when the line has a word or arrow naming an action (`H`, `-`, `supports`, `build`…): 002 BT15e asks every order to name one. */
export function namesAnAction(line: string): boolean {
  for (const w of tokenise(line)) {
    const t = KEYWORDS.get(w);
    if (t !== undefined && ACTION_ELEMENTS.has(t)) return true;
  }
  return false;
}
