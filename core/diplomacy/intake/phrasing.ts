// How players wrap an order in words: "Change: A Rom - Apu", "instead of A Rom - Ven, A Rom -
// Apu", "I'd like A Vie to hold please", "Austria must lose one: F Alb", "Disband F Albania.".
// This file only finds the order inside the sentence and says what it set aside; grammar.ts
// reads the order, and only uses what is found here when the line does not read as it stands.
// Nothing is dropped silently: every word set aside is named in the verdict's notes.
//
// An amendment ("Change:", "Amend:", "Correction:", "instead of …") is a revised order set: the
// profile's multiple-sets clause decides what it does to the earlier set (000 D.III(3),
// 001 B.IV(4); amendments.ts says it on the mail).

import { nowAmendment } from './nowGoesTo';
import { columnMove } from './columnMove';
import { coastFirst } from './coastFirst';
import { leavesBuildUnused } from './unusedBuild';
import { mayHold, triggerOf, type WordTrigger } from './triggerWords';
import { answerLead } from './answerLead';
import { onlyOrdersWords } from './ordersLeadIn';

export interface LinePhrasing {
  /** The words that hold the order. */
  order: string;
  /** What was set aside, as written, for the verdict's notes. */
  setAside: string[];
  /** "Scratch the Tyrolia move, A Ven holds instead": the words that take back an order, before the order given in its place. */
  scratch?: string;
  /** The word that marks the line as changing an earlier order ("Change", "instead of"). */
  amendment?: string;
  /** "instead of X": the order the player withdraws, as written. */
  insteadOf?: string;
  /** "Change X to Y" with no colon: the words after "change", split by grammar.ts. */
  changeTo?: string;
  /** A lead-in saying the unit named is removed ("must lose one:") or built ("I'll build:"). */
  section?: 'build' | 'remove';
  /** The whole line says the player leaves a build unused ("I'll hold off on my second build"): a waive. */
  waive?: true;
  /** The order was read from a sentence (proseOrders.ts): the notation it was read as, "A Mar - Spain". */
  prose?: string;
}

// "only change:", "just one change:", "Nur eine Änderung:", "une seule correction :", "solo un
// cambio:": the words that say how much changes come before the amendment word, and "after talking
// to Franz" may follow it (the unseen-mail trial, corpus 1160, 1162, 1186: these lines read as
// plain orders, so a one-unit change in a later mail replaced the set without the mail saying so).
const AMENDMENT_HOW_MUCH = '(?:(?:only|just)\\s+(?:one\\s+|a\\s+|the\\s+)?(?:small\\s+|little\\s+)?|one\\s+(?:small\\s+|little\\s+|more\\s+)?|nur\\s+(?:eine\\s+)?|eine\\s+(?:kleine\\s+)?|une\\s+(?:seule\\s+|petite\\s+)?|seule?\\s+|un\\s+(?:solo\\s+|piccolo\\s+)?|una\\s+(?:sola\\s+)?|s[oó]lo\\s+(?:un[ao]?\\s+)?)?';
const AMENDMENT_WHY = '(?:\\s+(?:after|since|following|per)\\s+[^:\\-–—]{1,40}?)?';
// "Change:", "Amend:", "Correction:", "Change of orders:", "Amended order -", "Update:".
// (Also the words in French, German, Spanish and Italian: "Correction :", "Änderung:",
// "Cambio:", "Corrección:", "Modifica:", "Correzione:".)
const AMENDMENT = new RegExp(`^\\s*${AMENDMENT_HOW_MUCH}(chang(?:e|es|ed)|amend(?:s|ed|ment)?|correct(?:ion|ions|ed)?|revis(?:ed|ion)|updated?|modif(?:y|ied|ication|ica|iche)|changement|rectificatif|änderung|aenderung|korrektur|berichtigung|cambio|cambios|corrección|correccion|correzione|rettifica|mistake|edit|edited|typo)(?![\\p{L}\\p{N}])(?:\\s+of\\s+plans?)?(?:\\s+(?:of|to|in)\\s+(?:my\\s+|the\\s+)?(?:orders?|set|moves?))?(?:\\s+(?:orders?|order set|moves?))?${AMENDMENT_WHY}\\s*[:\\-–—]\\s*`, 'iu');
// "All as before except A Mar - Pie", "Tout comme avant, sauf …", "Alles wie vorher, außer …",
// "Todo igual que antes salvo …", "Tutto come prima tranne …": the player changes one order of
// this turn's earlier set and means the rest to stand. That is an amendment, and what it does to
// the earlier set is the profile's clause (000 D.III(3)a: a revised set replaces the earlier
// entirely, so the GM does not look back; D.III(3)b: the rest stands), said on the mail
// (amendments.ts). Before the trial of corpus 1650-1699 (corpus 1658) the line could not be read
// and the earlier set was used whole. "Same as last turn, except …" is another turn's (wholeSet.ts).
const AS_BEFORE_EXCEPT = /^\s*(?:(?:(?:all|everything)\s+(?:else\s+)?(?:the\s+)?(?:same\s+)?as\s+before|(?:the\s+)?same\s+as\s+before|as\s+before)\s*[,;:]?\s*(?:except(?:\s+for)?|but|apart\s+from|save\s+for)|(?:tout\s+)?(?:comme\s+avant|pareil\s+qu['’]avant)\s*,?\s*(?:sauf|except[ée]|[àa]\s+part)|(?:alles\s+)?wie\s+(?:vorher|gehabt|zuvor)\s*,?\s*(?:au(?:ß|ss)er|bis\s+auf)|(?:todo\s+)?(?:igual\s+que\s+antes|como\s+antes)\s*,?\s*(?:salvo|excepto|menos)|(?:tutto\s+)?come\s+prima\s*,?\s*(?:tranne|eccetto|salvo))(?![\p{L}])\s*[:,]?\s*/iu;
/** AS_BEFORE_EXCEPT's "before" in each language. */
const AS_BEFORE_WORDS = triggerOf(['before', 'avant', 'vorher', 'gehabt', 'zuvor', 'antes', 'prima']);
// "Change A Rom - Ven to A Rom - Apu" (no colon): grammar.ts finds the "to" that splits it.
const CHANGE_TO = /^\s*change\s+(.+\sto\s.+)$/i;
const TRAILING_MARK = /\s*[([]\s*(revised|changed|new|corrected|amended|updated|correction|change)\s*[)\]]\s*[.!]*\s*$/i;
// "Change A Rom - Apu", "Correction F Nap - Ion": the word straight before a unit.
const CHANGE_BARE = /^\s*(change|amend|correction|amendment)\s+(?=(?:a|f|army|fleet)\s)/i;
// "instead of", "au lieu de", "statt"/"anstatt", "en lugar de"/"en vez de", "invece di"/"anziché".
const INSTEAD = '(?:instead\\s+of|au\\s+lieu\\s+de|an\\s*statt|statt|en\\s+lugar\\s+de|en\\s+vez\\s+de|invece\\s+di|anzich[eé])';
const INSTEAD_FIRST = new RegExp(`^\\s*${INSTEAD}\\s+(.+?)\\s*[,;:]\\s*(.+?)\\s*$`, 'i');
const INSTEAD_AFTER = new RegExp(`^\\s*(.+?)\\s*[,;(]?\\s*(?<![\\p{L}])${INSTEAD}\\s+(.+?)\\s*\\)?\\s*[.!]*\\s*$`, 'iu');
const HAS_INSTEAD = new RegExp(`(?<![\\p{L}])${INSTEAD}(?![\\p{L}])`, 'iu');
// "Scratch that, …", "Oops, ignore that: …", "Actually, forget that — …".
// "Actually, make that Munich to Burgundy", "On second thoughts: A Kie R Mun", "I meant F Nap -
// Tys": a correction of the unit's order above, said in words (the unseen-mail trial, corpus 1271:
// the line was "not an order" and the order it corrected was adjudicated in silence). "Make that
// A Mun - Ruh" with a unit after it stays USE_FIRST's plain hand-over, as it read before.
const SECOND_THOUGHTS = /^\s*(?:(?:oops|sorry|no|wait|hmm|ok|okay|actually)[,!.\s]+)*(?:(?:on\s+)?second\s+thoughts?|i\s+meant|make\s+(?:that|it)(?!\s+(?:a|f|army|fleet)\s))\s*[:,;.!—–-]*\s*/iu;
// "Ignore my last, remove F Alb instead.": the player's last mail, taken back, and the order in its place (evening 31).
const SCRATCH_THAT = /^\s*(?:(?:actually|oops|sorry|no|wait|ok|okay)[,!.\s]+)*(?:scratch|ignore|forget|cancel|disregard)\s+(?:that(?:\s+(?:one|last\s+one|line))?|my\s+(?:last|previous|earlier)(?:\s+(?:one|mail|e-?mail|message|orders?))?)\s*[,:;.!—–-]+\s*/i;
// "Scratch the Tyrolia move please, A Ven holds instead.", "Cancel the Holland move; F Kie holds":
// an order taken back and, after the comma, the order in its place (the unseen-mail trial, corpus
// 1161 and evening 18: the line was left as a sentence, the earlier move adjudicated). Only when
// a unit follows: "Scratch the Bur move. Thanks!" is withdrawal.ts's, a withdrawal alone.
const SCRATCH_NAMED = /^\s*(?:(?:actually|oops|sorry|wait|ok|okay|also|and|hmm|on\s+second\s+thoughts?)[,!.:;\s]+)*(?:please\s+)?(?:scratch|cancel|ignore|forget|disregard|drop|delete|strike|withdraw|undo)\s+(?:the\s+|my\s+|that\s+)?.+?\s+(?:moves?|orders?|supports?|convoys?|attacks?|holds?|retreats?)(?:\s+(?:please|pls))?\s*[,;:.!—–-]+\s*(?=(?:a|f|army|fleet)\s)/i;
/** "F Lon - Eng instead.": "instead" with no "of" after it, at the end of the line. */
const TRAILING_INSTEAD = /\s+instead\s*[.!]*\s*$/i;
// "Replace A Rom - Ven with A Rom - Apu", and after a word or two ("Actually, replace my Venice
// order with A Ven - Pie.": the trial of corpus 1650-1699, corpus 1651, where the line was left
// as a sentence for the GM), and in French, German, Italian and Spanish ("remplacez … par …",
// "ersetze … durch …", "sostituisci … con …", "reemplaza … por …").
const REPLACE_WITH = /^\s*(?:(?:actually|oops|sorry|ok|okay|also|and|so|wait|hmm|no)[,!.\s]+)*(?:please\s+|pls\s+|bitte\s+)?(?:replace|remplace[rz]?|ersetze[n]?|sostituisci|sostituire|reemplaza[r]?)\s+(.+?)\s+(?:with|by|par|durch|mit|con|por)\s+(.+?)\s*$/i;
// Words before an order in a sentence: "I'd like", "I will", "please", "Sadly I must", "Let".
const LEAD_IN = /^\s*((?:(?:and|also|then|so|ok|okay|now|sadly|unfortunately|finally|lastly|first|next|anyway)[,\s]+)*(?:(?:please|pls|kindly)\s+)?(?:(?:i|we)(?:['’]d|['’]ll|\s+would|\s+want|\s+wish|\s+will|\s+shall|\s+must|\s+need|\s+have|\s+am going)(?:\s+(?:like|love|prefer|want|have))?(?:\s+to)?\s+|(?:let|could you|can you|would you|please)\s+)+)(.+)$/i;
// "Move A Bud to Serbia", "Send F Tri to Adr": a verb before the unit (the "to" then moves it).
const VERB_FIRST = /^\s*(?:move|send|march|sail|take)\s+(?=(?:my\s+)?(?:a|f|army|fleet)\s+\S+\s+(?:to|into|-|–|—|>|->|=>|→)\s)/i;
// "Please use A Bud - Rum instead of A Bud - Ser", "Make it A Mun - Ruh", "Go with F Kie - Den":
// a verb that only hands over the order written after it.
const USE_FIRST = /^\s*(?:use|make\s+it|make\s+that|go\s+with|put\s+in|order)\s+(?=(?:my\s+)?(?:a|f|army|fleet)\s+\S)/i;
// "A Vie to hold", "A Vie should hold", "F Alb is to be removed": the verb joins the order.
const JOINING = /\b(?:is\s+to|are\s+to|to|should|shall|will|must|is\s+going\s+to)\s+(?=(?:hold|stand|stay|remain|support|convoy|move|go|attack|retreat|disband|be\s+(?:removed|disbanded|destroyed))\b)/gi;
const BE_DONE = /\bbe\s+(removed|disbanded|destroyed)\b/gi;
// "I'll disband the fleet in Albania rather than retreat it": the road not taken, a verb and
// "it" at most (naming no place, so no second order hides in it).
const RATHER_THAN = /[\s,;]+rather\s+than\s+(?:to\s+)?[a-z]+(?:\s+(?:it|them|him|her))?\s*[.!]*\s*$/i;
/** "Rather than run to Jaisalmer, disband …", "Rather than retreat, F Alb disbands": the clause before the comma is set aside. */
const RATHER_FIRST = /^\s*(rather\s+than\s+[^,;:]{1,60}?)\s*[,;:]\s*(\S.*)$/i;
// "I'll hold off on my second build", "I'll skip the other build", "I'll pass on the third
// build": an unused build is waived (a build cannot be kept for later), so these are "waive".
// ("I'll waive the other one" says it with the word itself: corpus 1283, "the GM decides".)
const WAIVE_PHRASE = /^\s*(?:(?:i|we)(?:['’]ll|\s+will|\s+shall|['’]m\s+going\s+to|\s+am\s+going\s+to)\s+)?(?:hold\s+off\s+on|skip|pass\s+on|forgo|forego|not\s+use|not\s+take|waive)\s+(?:my|the)\s+(?:second|other|third|last|remaining|extra|spare|2nd|3rd)(?:\s+(?:build|one))?\s*(?:for\s+now|this\s+(?:year|winter|turn))?\s*[.!]*\s*$/i;
// A word of feeling after the order, set off by a comma: "Disband the one in Albania, sadly.",
// "disband the one in Albania, no point" (the unseen-mail trial, evenings 21 and 22: "cannot read
// 'sadly'", and the power needed a look). Only these words: a place after a comma is a coast or
// another order.
const AFTERWORD = /\s*[,;]\s*(?:sadly|unfortunately|alas|regrettably|reluctantly|no\s+point|i\s+guess|i\s+suppose|obviously|of\s+course|as\s+agreed|as\s+promised|sorry|oh\s+well)\s*[.!]*\s*$/i;
// Courtesy after the order: "please", "thanks", "thank you", "cheers".
const COURTESY = /[\s,;]*\b(?:please|pls|thanks|thank\s+you|thx|cheers)\b[\s.!]*$/i;
// "Austria must lose one: F Alb", "My removal: F Alb", "Builds for me: A Mar".
const COLON_LEAD = /^\s*([^:]{2,60}?)\s*:\s*(\S.*)$/;
// An order, then words in brackets: "F Lon - Nth (as agreed with Germany)".
const TRAILING_ASIDE = /^(.*?\S)\s*\(([^()]{2,80})\)\s*[.!]*\s*$/;
const COAST_WORDS = /^\s*(?:[nsew]c|n|s|e|w|north|south|east|west)(?:\s*coast)?\s*$/i;
const SUPPORT_HOLDING = /^(.*\b(?:s|supports?|supporting)\b.*?\S)(\s+(?:holding|to\s+hold|in\s+place|where\s+it\s+is|hold))\s*[.!]*\s*$/i;
// "supports Burgundy's move into Belgium", "S Ber's attack on Sil": the possessive names the
// supported unit's province, the words after it the move's destination.
const POSSESSIVE_MOVE = /(?<=\p{L})['’]s\s+(?:move|moving|attack|advance)\s+(?:in(?:to)?|to|on(?:to)?|towards?)\s+/giu;
const STAYS_PUT = /^(.*?\b(?:stays?|holds?))(\s+(?:put|where\s+it\s+is|in\s+place))\s*[.!]*\s*$/i;
// An order, then a sentence of its own: "Correction: F Lon - North Sea. I meant the sea."
const SENTENCE_AFTER = /^(.*?[^\s.!])\s*[.!]+\s+(\p{Lu}.*)$/u;
/** A sentence that may itself hold an order: an arrow, a unit ("A Par", "F Bre"), an action word. */
function mayBeAnOrder(sentence: string): boolean {
  return /[-–—>→⇒]|\b[AF]\s+\p{Lu}/u.test(sentence) || /\b(?:army|fleet|supports?|convoys?|holds?|builds?|disbands?|retreats?|removes?|waives?)\b/i.test(sentence);
}
const REMOVE_WORDS = /\b(?:lose|loses|losing|lost|remove|removes|removal|removals|disband|disbands|disbanding|drop|cut)\b/i;
const BUILD_WORDS = /\b(?:build|builds|building)\b/i;

/**
 * The order inside a phrased line, or undefined when the line has no phrasing this file knows
 * (then the line is read as it stands). Cheap for the usual line: a few anchored regexes.
 */
/** A row of a table drawn with pipes ("| F Kie | - Den | note |", or without the outer pipes). */
const TABLE_ROW = /^\s*\|?((?:[^|]*\|){2,}[^|]*?)\|?\s*$/;

/** "P.S.", "PS:", "P.P.S." before the words of a line (never a unit or province: none is "PS"). */

const AFTERTHOUGHT_MARK = /^\s*p\.?\s?p?\.?\s?s\.?\s*[:,.-]?\s+/i;

// A comment after the order, as programmers and chat users mark one: "A Vie - Gal // bluff",
// "A Bud - Ser # if Ita bounces", "F Tri - Alb <-- trust me", "A War -> Gal -- bluff", and the
// dashes of prose: "Build F StP (nc) — for Norway later", "Remove the fleet in Albania – sadly."
// Each mark needs a space on both sides; "-->" and "->" are arrows, never marks.
const COMMENT_MARK = /\s+(\/\/+|#+|<-+|-{2,}|[–—])\s+/g;
/** Words before a comment mark that make an order of it: a move mark or an action word. */
const HAS_ACTION = /[-–—>→⇒➡]|\b(?:s|c|h|r|d|b|to|supports?|convoys?|holds?|stands?|builds?|removes?|disbands?|retreats?|moves?|waives?)\b/i;

/**
 * The order and its comment when the line ends in one: the words before a comment mark must hold
 * an order's action, and the words after it no order ("A Par -- Bur" is left as written, and so is
 * "A Par - Bur // A Mar S A Par - Bur": two orders, not one and a comment).
 */
function trailingComment(text: string): [string, string] | undefined {
  COMMENT_MARK.lastIndex = 0;
  for (let m = COMMENT_MARK.exec(text); m; m = COMMENT_MARK.exec(text)) {
    const before = text.slice(0, m.index), after = text.slice(m.index + m[0].length).trim();
    if (after && HAS_ACTION.test(before) && !mayBeAnOrder(after)) return [before, `${m[1]!} ${after}`];
  }
  return undefined;
}

// The words each phrasing needs at a word's start, asked of the line before its pattern
// (triggerWords.ts): most lines that reach rephrase are chat holding none of them.
/** AMENDMENT, CHANGE_TO and CHANGE_BARE: the amendment word, in each language (by its stem). */
// A chat's own correction under the set ("mistake: A Ber - Sil", "edit: …", "typo: …": Discord and
// Slack, corpus 1708-1710) is an amendment like "Correction:".
const AMENDMENT_WORDS = triggerOf(['chang', 'amend', 'correc', 'correz', 'revis', 'updat', 'modif', 'rectif', 'aenderung', 'korrektur', 'berichtigung', 'cambio', 'rettifica', 'mistake', 'edit', 'typo']);
/** SCRATCH_THAT and SCRATCH_NAMED: the verb that takes an order back. */
const SCRATCH_WORDS = triggerOf(['scratch', 'cancel', 'ignore', 'forget', 'disregard', 'drop', 'delete', 'strike', 'withdraw', 'undo']);
/** SECOND_THOUGHTS: "second thoughts", "I meant", "make that". */
const SECOND_WORDS = triggerOf(['second', 'meant', 'make']);
/** INSTEAD_FIRST, INSTEAD_AFTER, HAS_INSTEAD, TRAILING_INSTEAD: "instead (of)" in each language ("an statt" holds "statt"). */
const INSTEAD_WORDS = triggerOf(['instead', 'lieu', 'anstatt', 'statt', 'lugar', 'vez', 'invece', 'anzich']);
const REPLACE_WORDS = triggerOf(['replace', 'remplac', 'ersetze', 'sostitui', 'reemplaz']);
/** TRAILING_MARK: "(revised)", "[new]" … */
const MARK_WORDS = triggerOf(['revis', 'chang', 'new', 'correc', 'amend', 'updat']);
const WAIVE_WORDS = triggerOf(['hold', 'skip', 'pass', 'forgo', 'forego', 'not', 'waive']);
const RATHER_WORDS = triggerOf(['rather']);
/** LEAD_IN: "I'd like", "we will", "let", "could you", "please" … ("i" begins every word that begins with an i). */
const LEAD_WORDS = triggerOf(['i', 'we', 'let', 'could', 'can', 'would', 'please']);
/** VERB_FIRST and USE_FIRST. */
const VERB_WORDS = triggerOf(['move', 'send', 'march', 'sail', 'take', 'use', 'make', 'go', 'put', 'order']);
const AFTERWORD_WORDS = triggerOf(['sadly', 'unfortunately', 'alas', 'regrettably', 'reluctantly', 'point', 'guess', 'suppose', 'obviously', 'course', 'agreed', 'promised', 'sorry', 'well']);
const COURTESY_WORDS = triggerOf(['please', 'pls', 'thanks', 'thank', 'thx', 'cheers']);
const STAYS_WORDS = triggerOf(['stay', 'hold']);
/** JOINING's verbs after "to", "should" … (BE_DONE's "be" among them): without one, neither replaces anything. */
const JOIN_WORDS = triggerOf(['hold', 'stand', 'stay', 'remain', 'support', 'convoy', 'move', 'go', 'attack', 'retreat', 'disband', 'be']);
/** JOINING's own words ("is to", "should", "will" …) before the order word: "is to" and "is going to" hold "to". */
const JOINER_WORDS = triggerOf(['to', 'should', 'shall', 'will', 'must']);
/** SUPPORT_HOLDING's last words: "holding", "to hold", "hold", "in place", "where it is". */
const HOLDING_WORDS = triggerOf(['hold', 'place', 'where']);
/** For the test that holds each rule's words to its patterns. */
export const PHRASING_TRIGGERS: readonly WordTrigger[] = [
  { words: AMENDMENT_WORDS, patterns: [AMENDMENT, CHANGE_TO, CHANGE_BARE] },
  { words: SCRATCH_WORDS, patterns: [SCRATCH_THAT, SCRATCH_NAMED] },
  { words: SECOND_WORDS, patterns: [SECOND_THOUGHTS] },
  { words: INSTEAD_WORDS, patterns: [INSTEAD_FIRST, INSTEAD_AFTER, HAS_INSTEAD, TRAILING_INSTEAD] },
  { words: REPLACE_WORDS, patterns: [REPLACE_WITH] },
  { words: AS_BEFORE_WORDS, patterns: [AS_BEFORE_EXCEPT] },
  { words: MARK_WORDS, patterns: [TRAILING_MARK] },
  { words: WAIVE_WORDS, patterns: [WAIVE_PHRASE] },
  { words: RATHER_WORDS, patterns: [RATHER_THAN, RATHER_FIRST] },
  { words: LEAD_WORDS, patterns: [LEAD_IN] },
  { words: VERB_WORDS, patterns: [VERB_FIRST, USE_FIRST] },
  { words: AFTERWORD_WORDS, patterns: [AFTERWORD] },
  { words: COURTESY_WORDS, patterns: [COURTESY] },
  { words: STAYS_WORDS, patterns: [STAYS_PUT] },
  { words: JOIN_WORDS, patterns: [JOINING, BE_DONE] },
  { words: JOINER_WORDS, patterns: [JOINING] },
  { words: HOLDING_WORDS, patterns: [SUPPORT_HOLDING] },
];

// Patterns that cannot match without a mark of their own (a colon, a full stop or "!", brackets,
// a pipe, an apostrophe): asked only of lines holding one. Most chat lines that reach rephrase
// hold none of them, and these patterns, tried from every position of the line, were most of
// rephrase's own time in a profile of the corpus. A new pattern of this file that needs a mark
// declares it here; one that needs a word declares it with triggerOf above.
const COLON_LEAD_NEEDS = ':';
const SENTENCE_AFTER_NEEDS = '.!';
const TRAILING_ASIDE_NEEDS = ')';
const TABLE_ROW_NEEDS = '|';
const POSSESSIVE_MOVE_NEEDS = "'’";

/** Does the text hold one of the marks? */
function holdsAny(text: string, marks: string): boolean {
  for (let k = 0; k < marks.length; k++) if (text.includes(marks[k]!)) return true;
  return false;
}

/** Each pattern and the marks it cannot match without, for the test that holds them to each other (fastPaths.test.ts). */
export const PHRASING_MARKS: readonly { pattern: RegExp; marks: string }[] = [
  { pattern: COLON_LEAD, marks: COLON_LEAD_NEEDS },
  { pattern: SENTENCE_AFTER, marks: SENTENCE_AFTER_NEEDS },
  { pattern: TRAILING_ASIDE, marks: TRAILING_ASIDE_NEEDS },
  { pattern: TABLE_ROW, marks: TABLE_ROW_NEEDS },
  { pattern: POSSESSIVE_MOVE, marks: POSSESSIVE_MOVE_NEEDS },
];

export function rephrase(line: string): LinePhrasing | undefined {
  let text = line;
  const setAside: string[] = [];
  let amendment: string | undefined;
  let insteadOf: string | undefined;
  let changeTo: string | undefined;
  let section: LinePhrasing['section'];
  let scratch: string | undefined;

  // "F(sc) StP": the coast before the place (coastFirst.ts).
  const coast = coastFirst(text);
  if (coast) { setAside.push('coast before the place'); text = coast; }
  // "A<Tab>Herat<Tab>Kandahar", "A,Kmr,Lah": a spreadsheet's row of type, from and to (columnMove.ts).
  const columns = columnMove(text);
  if (columns) { setAside.push('columns: type, from, to'); text = columns; }
  // "| F Kie | - Den | grab Denmark |": a table row whose last column is a note, not an order
  // (it names no unit and no move): the note is set aside and the row's other cells read.
  const row = !columns && holdsAny(text, TABLE_ROW_NEEDS) ? TABLE_ROW.exec(text) : null;
  if (row) {
    const cells = row[1]!.split('|').map((c) => c.trim()).filter((c) => c !== '');
    const note = cells[cells.length - 1]!;
    if (cells.length >= 3 && !mayBeAnOrder(note)) { setAside.push(note); text = cells.slice(0, -1).join(' '); }
  }
  // "P.S. Change: F Kie - Hol instead of Den": the afterthought mark first, then the amendment.
  const ps = AFTERTHOUGHT_MARK.exec(text);
  if (ps) { setAside.push(ps[0].trim()); text = text.slice(ps[0].length); }
  const comment = trailingComment(text);
  if (comment) { text = comment[0]; setAside.push(comment[1]); }
  // An answer to the GM's read-back (answerLead.ts): "No, F Bre - Mao", "OK but change A Par to Pic".
  const answer = answerLead(text);
  if (answer) { setAside.push(answer.lead); text = answer.rest; if (answer.no) amendment = 'no'; }
  const amending = mayHold(AMENDMENT_WORDS, text);
  const am = amending ? AMENDMENT.exec(text) : null;
  if (am) {
    // "Update — my builds are: A Par, F Mar": a whole new list after words that only say so is
    // read as the line stands, a list after its lead-in (ordersLeadIn.ts), not as one order.
    const lead = COLON_LEAD.exec(text.slice(am[0].length));
    if (lead && onlyOrdersWords(lead[1]!) && /[,;]/.test(lead[2]!)) return undefined;
    amendment = am[1]!;
    setAside.push(am[0].trim());
    text = text.slice(am[0].length);
  } else {
    // "Change A Rom - Ven to A Rom - Apu", or "Change A Rom to Apu": grammar.ts tries the split
    // at each "to", and else reads the words after "change" as one order.
    const ct = amending ? CHANGE_TO.exec(text) : null;
    if (ct) { amendment = 'change'; changeTo = ct[1]!; setAside.push('change'); text = ct[1]!; }
    else {
      const bare = amending ? CHANGE_BARE.exec(text) : null;
      if (bare) { amendment = bare[1]!; setAside.push(bare[0].trim()); text = text.slice(bare[0].length); }
    }
  }
  if (!amendment) {
    const before = mayHold(AS_BEFORE_WORDS, text) ? AS_BEFORE_EXCEPT.exec(text) : null;
    if (before && before[0].length < text.length) { amendment = 'as before except'; setAside.push(before[0].trim()); text = text.slice(before[0].length); }
  }
  // "Actually scratch that, F Lon - Eng instead.": the player takes back the unit's order above.
  if (!amendment) {
    const scratch = mayHold(SCRATCH_WORDS, text) ? SCRATCH_THAT.exec(text) : null;
    if (scratch) { amendment = 'scratch that'; setAside.push(scratch[0].trim()); text = text.slice(scratch[0].length); }
  }
  if (!amendment) {
    const second = mayHold(SECOND_WORDS, text) ? SECOND_THOUGHTS.exec(text) : null;
    if (second && second[0].length < text.length) { amendment = second[0].replace(/[\s:,;.!—–-]+$/, '').trim(); setAside.push(amendment); text = text.slice(second[0].length); }
  }
  // "F Bre now goes to MAO.": the unit's new order, an amendment (nowGoesTo.ts).
  if (!amendment) {
    const now = nowAmendment(text);
    if (now) { amendment = now.words; setAside.push(now.words); text = now.order; }
  }
  const named = !amendment && mayHold(SCRATCH_WORDS, text) && SCRATCH_NAMED.exec(text);
  if (named) { amendment = 'scratch'; scratch = named[0].trim(); setAside.push(scratch); text = text.slice(named[0].length); }
  const instead = mayHold(INSTEAD_WORDS, text) ? TRAILING_INSTEAD.exec(text) : null;
  if (instead && !HAS_INSTEAD.test(text)) { amendment ??= 'instead'; setAside.push('instead'); text = text.slice(0, instead.index); }
  // "A Rom - Apu (revised)": a mark after the order.
  const mark = mayHold(MARK_WORDS, text) ? TRAILING_MARK.exec(text) : null;
  if (mark) { amendment ??= mark[1]!; setAside.push(mark[0].trim()); text = text.slice(0, mark.index); }
  const insteadWords = mayHold(INSTEAD_WORDS, text);
  const inst = insteadWords ? INSTEAD_FIRST.exec(text) : null;
  if (inst) { insteadOf = inst[1]!; text = inst[2]!; amendment ??= 'instead of'; setAside.push(`instead of ${insteadOf}`); }
  else {
    const after = insteadWords && HAS_INSTEAD.test(text) ? INSTEAD_AFTER.exec(text) : null;
    if (after) { insteadOf = after[2]!; text = after[1]!; amendment ??= 'instead of'; setAside.push(`instead of ${insteadOf}`); }
    else {
      const rep = mayHold(REPLACE_WORDS, text) ? REPLACE_WITH.exec(text) : null;
      if (rep) { insteadOf = rep[1]!; text = rep[2]!; amendment ??= 'replace'; setAside.push(`replace ${insteadOf} with`); }
    }
  }
  // "Second build: none", "I'll leave the second build unused" (unusedBuild.ts), before "Second build:" is read as a lead-in.
  if (leavesBuildUnused(text)) return { order: 'waive', setAside: [text.trim()], waive: true };
  const colon = !amendment && holdsAny(text, COLON_LEAD_NEEDS) && COLON_LEAD.exec(text);
  if (colon && !/[-–—>→⇒]/.test(colon[1]!)) {
    const lead = colon[1]!;
    if (REMOVE_WORDS.test(lead)) section = 'remove';
    else if (BUILD_WORDS.test(lead)) section = 'build';
    setAside.push(`${lead}:`);
    text = colon[2]!;
  }
  if (mayHold(WAIVE_WORDS, text) && WAIVE_PHRASE.test(text)) return { order: 'waive', setAside: [text.trim()], waive: true };
  const ratherWords = mayHold(RATHER_WORDS, text);
  const rather = ratherWords ? RATHER_THAN.exec(text) : null;
  if (rather) { setAside.push(rather[0].replace(/^[\s,;]+/, '').trim()); text = text.slice(0, rather.index); }
  // "Rather than run to Jaisalmer, disband my fleet in Sind.": the road not taken first, then
  // the order (the unseen-mail trial of corpus 1761-1810, 1807: left as a sentence for the GM).
  const first = ratherWords && !rather ? RATHER_FIRST.exec(text) : null;
  if (first) { setAside.push(first[1]!.trim()); text = first[2]!; }
  const lead = mayHold(LEAD_WORDS, text) ? LEAD_IN.exec(text) : null;
  if (lead) { setAside.push(lead[1]!.trim()); text = lead[2]!; }
  const verb = mayHold(VERB_WORDS, text) ? (VERB_FIRST.exec(text) ?? USE_FIRST.exec(text)) : null;
  if (verb) { setAside.push(verb[0].trim()); text = text.slice(verb[0].length); }
  // A comment in brackets after the order ("F Lon - Nth (as agreed with Germany)"): set aside
  // unless it is a coast or may hold an order itself ("(via convoy)", "(sc)").
  const aside = holdsAny(text, TRAILING_ASIDE_NEEDS) ? TRAILING_ASIDE.exec(text) : null;
  if (aside && !COAST_WORDS.test(aside[2]!) && !mayBeAnOrder(aside[2]!) && /[-–—>→⇒]|\s(?:s|c|h|supports?|convoys?|holds?|to)\s/i.test(` ${aside[1]!} `)) {
    setAside.push(`(${aside[2]!})`); text = aside[1]!;
  }
  // "F Kie supports Berlin holding", "A Mun S A Ber to hold": a support to hold, said in words.
  const holding = mayHold(HOLDING_WORDS, text) ? SUPPORT_HOLDING.exec(text) : null;
  if (holding) { setAside.push(holding[2]!.trim()); text = holding[1]!; }
  // "A Rom stays put", "A Rom stays where it is", "Army Venice holds where it is": a hold.
  const put = mayHold(STAYS_WORDS, text) ? STAYS_PUT.exec(text) : null;
  if (put) { setAside.push(put[2]!.trim()); text = put[1]!; }
  // A sentence after the order that gives no order of its own is the player's comment on it.
  const sentence = holdsAny(text, SENTENCE_AFTER_NEEDS) ? SENTENCE_AFTER.exec(text) : null;
  if (sentence && !mayBeAnOrder(sentence[2]!)) { setAside.push(sentence[2]!.trim()); text = sentence[1]!; }
  const afterword = mayHold(AFTERWORD_WORDS, text) ? AFTERWORD.exec(text) : null;
  if (afterword && afterword.index > 0) { setAside.push(afterword[0].replace(/^[\s,;]+/, '').trim()); text = text.slice(0, afterword.index); }
  const courtesy = mayHold(COURTESY_WORDS, text) ? COURTESY.exec(text) : null;
  if (courtesy && courtesy.index > 0) { setAside.push(courtesy[0].replace(/^[\s,;]+/, '').trim()); text = text.slice(0, courtesy.index); }
  // Only on a line that supports: elsewhere "Germany's move into Burgundy" is chat about others.
  if (holdsAny(text, POSSESSIVE_MOVE_NEEDS) && /\b(?:s|supports?|supporting)\b/i.test(text)) text = text.replace(POSSESSIVE_MOVE, (w: string) => { setAside.push(w.trim()); return ' - '; });
  const joined = !mayHold(JOIN_WORDS, text) ? text : (mayHold(JOINER_WORDS, text) ? text.replace(JOINING, (w: string) => { setAside.push(w.trim()); return ''; }) : text).replace(BE_DONE, (_, done: string) => (done.toLowerCase() === 'removed' ? 'remove' : 'disband'));
  if (joined !== text) text = joined;
  else if (!setAside.length && !changeTo) return undefined;
  return { order: text.trim(), setAside, ...(amendment ? { amendment } : {}), ...(insteadOf ? { insteadOf: insteadOf.trim() } : {}), ...(changeTo ? { changeTo } : {}), ...(section ? { section } : {}), ...(scratch ? { scratch } : {}) };
}

/** The words of a heading that marks a set Final: "Orders (FINAL)", "Spring 1901 — final". */
const HEADING_WORDS = new Set(['final', 'orders', 'order', 'moves', 'move', 'set', 'my', 'these', 'are', 'is', 'here', 'for', 'the', 'turn', 'phase',
  'spring', 'fall', 'autumn', 'winter', 'summer', 'retreats', 'retreat', 'builds', 'build', 'adjustments', 'adjustment', 'movement', 'version', 'and', 'this',
  'revised', 'new', 'amended', 'corrected', 'updated', 'of', 'game', 'please', 'now', 'all',
  // A subject's reply and forward prefixes ("Re: FINAL - Italy S1901M").
  're', 'fw', 'fwd', 'aw', 'tr', 'wg', 'rv', 'r']);
/** "Final" as French, German, Spanish and Italian players write it on their orders. */
const FINAL_WORDS = new Set(['final', 'finale', 'finales', 'finali', 'finaux', 'définitif', 'définitifs', 'définitives', 'definitif', 'definitivo', 'definitivos', 'definitiva', 'definitivas', 'definitive', 'definitivi', 'endgültig', 'endgültige', 'endgueltig']);
for (const w of FINAL_WORDS) HEADING_WORDS.add(w);
// The heading words in those languages: orders, the seasons, "my", "for".
for (const w of ['ordres', 'ordre', 'mes', 'pour', 'le', 'la', 'les', 'de', 'du', 'printemps', 'automne', 'hiver', 'été', 'befehle', 'befehl', 'züge', 'meine', 'für', 'frühling', 'frühjahr', 'herbst', 'winter',
  'órdenes', 'ordenes', 'mis', 'para', 'primavera', 'otoño', 'invierno', 'ordini', 'miei', 'per', 'autunno', 'inverno', 'ordine', 'el', 'los', 'las', 'il', 'i', 'gli', 'die', 'der']) HEADING_WORDS.add(w);
const PHASE_CODE = /^(?:[sfaw]\d{2,4}[mrab]?|\d{2,4})$/;

/**
 * True when a line is a heading saying the set is Final (000 D.II(1), 001 B.III(1)): the word
 * "final" with only heading words around it (orders, a season, a year, a phase code like
 * S1901M, a power's name). `isPower` knows the variant's power names.
 */
export function finalHeading(line: string, isPower: (word: string) => boolean): boolean {
  if (line.length > 80 || !/final|d[ée]finiti|endg[üu]ltig/i.test(line)) return false;
  const words: string[] = line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.some((w) => FINAL_WORDS.has(w))) return false;
  return words.every((w) => HEADING_WORDS.has(w) || PHASE_CODE.test(w) || isPower(w));
}
