// What each line of a message body is, before any order is read: quoted reply, reply or forward
// header, signature, mail-client footer, press, vote, the "Final" mark (000 D.II(1),
// 001 B.III(1)), a `Power:` line, a section heading, or a candidate order line.
//
// Replies and forwards as the clients write them (clientShapes.ts, earlierMail.ts): a quote of an
// earlier mail under the player's text is history and is not read, each line saying why; a
// player's own earlier mail forwarded to the GM (nothing of their own above it that reads as
// orders) is read as their orders, and the mail says so.
import { isConfirmation } from './confirmation';
import { isMailSystem } from './bounce';
import type { BodyLine } from './mime';
import { fromGm, ownListAt } from './ownTextUnderQuote';
import type { GameInfo, Warning } from './power';
import { addresseeLine, writtenAddressees } from './pressAddressees';
import { foreignPressHeading } from './foreignPressHeading';
import { isNameLine, isValedictionLine, signOffBlock, type LineKinds } from './signOff';
import { isClientFooter, isEarlierMailMarker, isForwardSubject, isReplyHeader, isSplitReplyHeader, mayBeReplyHeader } from './clientShapes';
import { earlierMailAt, quotedRunEnd, unquoteOnce, type EarlierMail } from './earlierMail';
import { quotedForwardAt } from './quotedForward';
import { SAME_AS_LAST } from './wholeSet';
import { FOREIGN_VOTE, FOREIGN_VOTE_OPENS, foreignVoteValue } from './voteWords';
import { sentenceVote } from './voteSentences';
import { asks, factsOf, firstNonSpace, glance, lineFacts, match, mayOpenItem, type Glance, type LineFacts } from './lineFacts';
import { mayHold, triggerOf, type WordTrigger } from './triggerWords';

export type LineRole =
  | { role: 'skip'; reason: string }
  /** `to`: the addressee words the mark (or a "To …:" line under a bare mark) wrote, 'all' for a broadcast. */
  | { role: 'press'; kind: string; to?: string }
  | { role: 'vote'; value: 'yes' | 'no' | 'abstain' | 'proposal' }
  | { role: 'final' }
  | { role: 'power'; value: string }
  | { role: 'perpetual' }
  | { role: 'heading'; section?: 'build' | 'remove' | 'retreat' }
  /** `belowSignature`: written under the "-- " line ("PS: A Lvp - Yor"), read all the same. */
  | { role: 'candidate'; text: string; section?: 'build' | 'remove' | 'retreat'; belowSignature?: true };

const QUOTED = /^\s*>/;
/**
 * A one-line reply header ("On Sun, … GM wrote:"). Every reply header ends in a colon
 * (clientShapes.ts), so a line without one is turned away before either pattern runs.
 */
const isReplyHeaderLine = (t: string, colon: boolean) => colon && mayBeReplyHeader(t) && isReplyHeader(t);
const SIGNATURE = /^\s*--\s*$/;
/** The "-- " signature delimiter; it begins with a dash after any white space (lineFacts.ts). */
const signature = glance(SIGNATURE, { opens: '-' });
const PRESS_START = /^\s*\**\s*(?:(dark[\s-]+gr[ae]y|white|grey|gray|black|anonymous|signed|public)\s+)?(?:press|broadcast)(?:\s*\(([^)]{1,30})\))?(?:\s*,?\s*(?:signed|as|from)\s+["“'][^"”'\n]{1,40}["”'])?(?:\s+(?:release|to\s+[^:]{1,60}))?\s*\**\s*(?::|[-–—]|$)/i;
const PRESS_END = /^\s*(\*+\s*)?(end( of)? (press|broadcast)|\/press|endpress|press ends)\b.*$/i;
const VOTE = /^\s*(?:(?:my\s+)?vote|draw|dias|concession|concede|i vote|i\s+(?:hereby\s+)?concede|(?:i\s+)?(?:propose|proposal)\b.*\b(?:draw|concession|dias))\b.*$/i;
const FINAL = /^\s*[*\[(]*\s*(these are (my )?|status\s*:\s*|orders?\s*(are\s*)?)?final\s*(orders?|set|version)?\s*[)\]*.!]*\s*$/i;
const POWER_LINE = /^\s*(power|country|nation|playing)\s*:\s*(.+?)\s*$/i;
const PERPETUAL = /\b(until further notice|standing orders?|perpetual|every turn from now|for all future turns|repeat (these|them) every)\b/i;
/** A perpetual order, or last turn's orders asked for again (wholeSet.ts): one turn only either way. */
// Each of their phrases holds one of these words ("for all future turns": "future"; every
// phrase of SAME_AS_LAST but "repeat my last orders": "same"), asked first (triggerWords.ts).
const PERPETUAL_WORDS = triggerOf(['until', 'standing', 'perpetual', 'every', 'future', 'repeat', 'same']);
const isPerpetual = (t: string) => mayHold(PERPETUAL_WORDS, t) && (PERPETUAL.test(t) || SAME_AS_LAST.test(t));
/** The patterns isPerpetual asks only of lines holding its words, for the test that holds the words to them. */
export const PERPETUAL_TRIGGER: WordTrigger = { words: PERPETUAL_WORDS, patterns: [PERPETUAL, SAME_AS_LAST] };
/**
 * Build, removal and retreat headings in French, German, Italian and Spanish ("Constructions :",
 * "Bauten:", "Costruzioni:", "Retiradas:"): each names the section the bare units under it are in.
 */
const FOREIGN_SECTION = 'constructions?|suppressions?|retraites?|bauten|aufbauten|aufl\u00f6sungen|r\u00fcckz\u00fcge|r\u00fcckzug|costruzioni|rimozioni|ritirate|construcciones|eliminaciones|retiradas';
const HEADING = new RegExp(String.raw`^\s*(?:[A-Za-z]+\s+)?(?:\d{4}\s+)?(?:my\s+|movement\s+|spring\s+|fall\s+|autumn\s+|winter\s+)?(orders?|moves?|retreats?|builds?|removals?|disbands?|adjustments?|${FOREIGN_SECTION})(?![\p{L}\p{N}_])[^:]{0,40}:\s*$`, 'iu');
const MAX_ORDER_LINE = 200;
// Each line is asked by the patterns above in turn; a glance at its facts (lineFacts.ts: its
// first character, whether it holds a colon), found once for the message's lines, turns most
// lines away before the pattern runs. The letters are those each pattern can begin with.
const quoted = glance(QUOTED, { opens: '>' });
/** "*", "white", "grey"/"gray", "black"/"broadcast", "anonymous", "signed", "public"/"press". */
const pressMark = glance(PRESS_START, { opens: '*wgbaspd' });
/** "*", "end", "/press", "press ends". */
const pressEnd = glance(PRESS_END, { opens: '*e/p' });
/** "my", "vote", "draw"/"dias", "concession"/"concede", "i", "propose"/"proposal". */
const vote = glance(VOTE, { opens: 'mvdcip' });
/** A vote in French, German, Spanish or Italian (voteWords.ts). */
const voteAbroad = glance(FOREIGN_VOTE, { opens: FOREIGN_VOTE_OPENS });
/** "*", "[", "(", "these", "status", "order(s)", "final". */
const finalMark = glance(FINAL, { opens: '*[(tsof' });
/** "power", "country", "nation", "playing", each with a colon. */
const powerLine = glance(POWER_LINE, { opens: 'pcn', colon: true });
/** A heading ends in a colon. */
const heading = glance(HEADING, { colon: true });
/** "PS", "P.S.", "PPS", "Oh, and", "Also", "Forgot": an afterthought written under the signature. */
const AFTERTHOUGHT = /^\s*(?:p\.?\s?p?\.?\s?s\.?|oh,?\s+and|also|forgot(?:\s+one)?)\s*[:,.-]?\s*/i;
// Bullets as clients and word processors write them: hyphen, en and em dash ("– F Ank – Bla"),
// dots, squares, arrows and ticks, numbers and letters.
/** A forum's BBCode quote: "[quote]", "[quote=Franz]", "[quote="Franz" post=12]", and its end. */
const BB_QUOTE_OPEN = /^\s*\[quote(?:[=\s][^\]]*)?\]/i;
const bbQuote = glance(BB_QUOTE_OPEN, { opens: '[' });
/** Every glance of this file, for the test that holds each to its pattern (lineFacts.test.ts). */
export const BODY_GLANCES: readonly Glance[] = [quoted, signature, pressMark, pressEnd, vote, voteAbroad, finalMark, powerLine, heading, bbQuote];
const BB_QUOTE_CLOSE = /\[\/quote\]/i;
// Phones add ticks and boxes as bullets ("✅ A Ven ➡️ Tyr", "☐"), and lists are numbered in
// lower-case Roman numerals too ("ii.", "iv)").
const BULLET = /^\s*(?:[-–—*•·+▪◦‣►▸➢➤✓✔✅☑☐☒▶●○■□◆◇➡]|\d{1,2}[.)]|(?:ii|iii|iv|vi|vii|viii|ix)[.)]|[a-z][.)])\s+/;

/**
 * Could BULLET match? After ASCII white space it needs a bullet mark, a digit, or a lower-case
 * letter followed by "." or ")": a line beginning "A Par" or "Hello" is turned away without the
 * pattern (a non-ASCII first character is left to it: it may be a bullet or Unicode space).
 */
const mayHaveBullet = (t: string, start: number) => mayOpenItem(t, start);

/** The line without a leading bullet or number ("- A Par - Bur", "2) F Bre - Mao"). */
export function withoutBullet(t: string, start = firstNonSpace(t)): string {
  return mayHaveBullet(t, start) ? t.replace(BULLET, '') : t;
}

/** The vote a line casts, in English or (voteWords.ts) another language; undefined when it casts none. */
function voteIn(t: string, f: LineFacts): 'yes' | 'no' | 'abstain' | 'proposal' | undefined {
  return (asks(vote, t, f) ? voteValue(t) : undefined) ?? (asks(voteAbroad, t, f) ? foreignVoteValue(t) : undefined) ?? sentenceVote(t);
}

function voteValue(text: string): 'yes' | 'no' | 'abstain' | 'proposal' | undefined {
  const t = text.toLowerCase();
  if (/\b(propose|proposal|proposing|offer)\b/.test(t)) return 'proposal';
  // "I concede to Russia": the player offers the game to another power, a proposal the GM puts to the others.
  if (/^\s*i\s+(?:hereby\s+)?concede\b/.test(t)) return 'proposal';
  if (/\b(abstain)\b/.test(t)) return 'abstain';
  if (/\b(no|nay|against|reject|veto|n)\b/.test(t)) return 'no';
  if (/\b(yes|aye|accept|for|agree|y)\b/.test(t)) return 'yes';
  return undefined;
}

function sectionOf(word: string): 'build' | 'remove' | 'retreat' | undefined {
  const w = word.toLowerCase();
  if (w.startsWith('build') || /^(?:constru|costru|bauten|aufbau)/.test(w)) return 'build';
  if (w.startsWith('removal') || w.startsWith('disband') || /^(?:suppress|aufl\u00f6s|rimozion|eliminac)/.test(w)) return 'remove';
  if (w.startsWith('retreat') || /^(?:retrait|r\u00fcckz|ritirat|retirad)/.test(w)) return 'retreat';
  return undefined;
}

/** How a sign-off search sees lines (signOff.ts): the same patterns as the roles below. Made once. */
const signOffKinds: LineKinds = {
  // Lines that say what they are whatever their place.
  // "Confirmed." reads like a lone name, but says what it is (confirmation.ts).
  isMarked: (t) => {
    const f = lineFacts(t);
    return asks(pressMark, t, f) || foreignPressHeading(t, f) !== undefined || asks(pressEnd, t, f) || asks(finalMark, t, f) || asks(powerLine, t, f) || asks(heading, t, f) || isPerpetual(t) || voteIn(t, f) !== undefined || isConfirmation(t);
  },
  isQuote: (t) => { const f = lineFacts(t); return asks(quoted, t, f) || isReplyHeaderLine(t, f.colon); },
};

/** What the body reader knows of the mail around its lines: the sender, the subject, the game's players. */
export interface BodyContext {
  /** The lines are a bounce's, which the player forwarded: a quoted original in it is the returned mail. */
  inBounce?: boolean;
  from?: string;
  fromAddress?: string;
  subject?: string;
  game?: GameInfo;
}

/** An earlier mail the player forwarded, whose lines were read as this mail's orders. */
export interface ForwardedMail {
  from?: string;
  date?: string;
  subject?: string;
  /** The forwarded mail's From is the sender (same address or name, or an address of the same player). */
  byPlayer: boolean;
}

export interface BodyReading {
  roles: LineRole[];
  forwarded?: ForwardedMail;
  /** What the GM should know about the mail's shape: a forward read as orders, orders found only in a quote, a forward from someone else. */
  notes: Warning[];
  /** Lines of quoted or forwarded history (not read) that read as orders. */
  historyOrders: number;
  /** The senders of forwarded mails with orders, from someone other than the sender ("Karl <karl@…>"). */
  forwardedFrom?: string[];
}

/** Reasons of lines that are history (quotes, reply headers): skipped when finding the player's last line. */
const QUOTE_REASONS = new Set(['quoted reply', 'quoted reply: an earlier order, not read', 'reply header']);
/** Quoted lines longer than this are prose: not asked whether they read as an order. */
const MAX_QUOTED_ORDER = 80;
/**
 * The shape of an order line, cheaply: a unit word or letter first, or a move, support, convoy or
 * hold mark. Only such history lines are read to say "an earlier order" (reading every quoted
 * line would double the cost of a long thread).
 */
const ORDER_SHAPED = /^[\s>]*(?:[-*•]\s+|\d{1,2}[.)]\s+)?(?:[AF]\s|army\b|fleet\b|build\b|remove\b|disband\b|waive\b)|\s(?:-|–|->|→|to|s|supports?|c|convoys?|h|holds?|r)(?:\s|$)/i;

/** Does a line of history read as an order (or an order the GM must look at)? */
function historyOrder(text: string, couldBeOrder: (text: string) => boolean): boolean {
  return text.length <= MAX_QUOTED_ORDER && ORDER_SHAPED.test(text) && couldBeOrder(withoutBullet(text.replace(/^[\s>]+/, '')));
}
/** A forward inside a forward inside a forward is read; deeper is history. */
const MAX_FORWARD_DEPTH = 3;

/** Gives every body line a role (see `readBody`). */
export function lineRoles(lines: BodyLine[], looksLikeOrder: (text: string) => boolean, couldBeOrder: (text: string) => boolean = looksLikeOrder): LineRole[] {
  return readBody(lines, looksLikeOrder, couldBeOrder).roles;
}

/**
 * Gives every body line a role. `looksLikeOrder` ends a press block early when a blank line is
 * followed by an order, since players often forget to close their press. `couldBeOrder` (an
 * order or an unreadable order line, by default `looksLikeOrder`) keeps such lines out of a
 * sign-off, and tells a quoted order from quoted prose. `context` (the mail's headers and the
 * game) tells a player's own forwarded mail from someone else's.
 */
export function readBody(lines: BodyLine[], looksLikeOrder: (text: string) => boolean, couldBeOrder: (text: string) => boolean = looksLikeOrder, context: BodyContext = {}, facts: LineFacts[] = factsOf(lines)): BodyReading {
  const reading: BodyReading = { roles: [], notes: [], historyOrders: 0 };
  const history = { orders: 0 };
  reading.roles = rolesOf(lines, facts, looksLikeOrder, couldBeOrder, context, reading, history, 0);
  reading.historyOrders = history.orders;
  return reading;
}

/**
 * Never silent: a reply that only quotes orders ("same as below") gives none, and says so. The
 * caller knows whether any line of the mail's own reads as an order (it reads them all anyway).
 */
export function onlyHistoryOrders(reading: BodyReading): Warning | undefined {
  const n = reading.historyOrders;
  return n > 0 ? { text: `the only orders in this mail are in quoted or forwarded history (${n} line${n === 1 ? '' : 's'}): not read as this mail's orders` } : undefined;
}

/** `facts[i]` is line i's facts (lineFacts.ts): every question below reads them before its pattern. */
function rolesOf(lines: BodyLine[], facts: readonly LineFacts[], looksLikeOrder: (text: string) => boolean, couldBeOrder: (text: string) => boolean, context: BodyContext, reading: BodyReading, history: { orders: number }, depth: number): LineRole[] {
  const roles: LineRole[] = [];
  let tail: string | undefined; // signature, footer or quoted original: the rest is not read
  let press: string | undefined;
  // Lines of the press block with words in them (the mark's own text counts), and whether its
  // addressees are known: a "To Germany:" line may follow a bare "PRESS" mark.
  let pressText = 0;
  let pressTo: string | undefined;
  let section: 'build' | 'remove' | 'retreat' | undefined;
  let previousBlank = true;
  // The latest press mark, its kind, and whether it had words after it: a sign-off after press
  // needs both a blank line before it and some press above it (see markSignOff).
  let pressMarkAt = -1;
  let pressMarkHasText = false;
  let pressKind = '';
  let bbQuoteEnd = 0; // lines before it are inside a closed [quote] … [/quote]
  const signOff = () => markSignOff(lines, roles, pressMarkAt, pressMarkHasText, pressKind, couldBeOrder);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const t = line.text;
    const f = facts[i]!;
    const blank = f.blank;
    const wasBlank = previousBlank;
    previousBlank = blank;
    if (line.skip) { roles.push({ role: 'skip', reason: line.skip }); continue; }
    if (tail) {
      // Under a signature or a client footer ("Sent from my iPhone" sits above an iPhone's
      // forward), an earlier mail still begins where its marker is.
      const later = !blank && tail !== 'done' && mayStartEarlierMail(t, f) ? earlierMailAt(lines, i, wasBlank) : undefined;
      if (!later) {
        // A quote under the footer is still a quote, and says so.
        if (!blank && tail !== 'done' && asks(quoted, t, f)) {
          const order = historyOrder(t, couldBeOrder);
          if (order) history.orders++;
          roles.push({ role: 'skip', reason: order ? 'quoted reply: an earlier order, not read' : 'quoted reply' });
        } else if (tail === 'signature' && !blank && t.length <= MAX_ORDER_LINE && (couldBeOrder(t) || (AFTERTHOUGHT.test(t) && couldBeOrder(t.replace(AFTERTHOUGHT, ''))))) {
          // A player's afterthought under their own signature ("PS forgot one: A Lvp - Yor") is
          // still their text: read, and the verdict says where it was. Any other order-like line
          // there (a motto, an old favourite) is the signature, and its reason says it looked
          // like an order: never dropped silently.
          if (AFTERTHOUGHT.test(t)) roles.push({ role: 'candidate', text: t.replace(AFTERTHOUGHT, ''), section, belowSignature: true });
          else roles.push({ role: 'skip', reason: 'signature (reads like an order, but is part of the signature: not used)' });
        } else roles.push({ role: 'skip', reason: tail });
        continue;
      }
      const resume = earlierMail(later, lines, roles, looksLikeOrder, couldBeOrder, context, reading, history, depth);
      tail = 'done';
      for (let j = resume; j < lines.length; j++) roles.push({ role: 'skip', reason: lines[j]!.skip ?? (lines[j]!.text.trim() === '' ? 'blank line' : 'after the forwarded mail (not read)') });
      break;
    }
    // Quotes, reply headers, client footers and an earlier mail end a press block the player left open.
    if (press !== undefined && !blank && (asks(quoted, t, f) || asks(signature, t, f) || isClientFooter(t) || isEarlierMailMarker(t) || isReplyHeaderLine(t, f.colon) || (wasBlank && earlierMailAt(lines, i, true)))) press = undefined;
    if (press !== undefined) {
      if (asks(pressEnd, t, f)) { press = undefined; roles.push({ role: 'press', kind: 'end of press' }); continue; }
      const ends = (!blank && wasBlank && (asks(heading, t, f) || asks(powerLine, t, f) || asks(finalMark, t, f) || voteIn(t, f) !== undefined || asks(pressMark, t, f) || foreignPressHeading(t, f) !== undefined || looksLikeOrder(withoutBullet(t, f.start))));
      if (!ends) {
        if (blank) { roles.push({ role: 'skip', reason: 'blank line' }); continue; }
        // "Best, Mehmet" under the press, orders below: a sign-off, not press. It names the
        // sender, so under grey or black press publishing it would unmask them.
        const previous = roles[roles.length - 1];
        if (pressText > 0 && (isValedictionLine(t) || (previous?.role === 'skip' && previous.reason === SIGNED_PRESS && isNameLine(t)))) {
          roles.push({ role: 'skip', reason: SIGNED_PRESS });
          continue;
        }
        if (pressTo === undefined && pressText === 0) pressTo = addresseeLine(t);
        pressText++;
        // Every line of the block carries its addressees: a blank line may split the press.
        roles.push(pressTo !== undefined ? { role: 'press', kind: press, to: pressTo } : { role: 'press', kind: press });
        continue;
      }
      press = undefined;
    }
    // A forum's "[quote=Franz] … [/quote]" (BBCode): someone else's words, read as a quote. Only
    // when the block closes, so an unclosed tag never hides the orders under it.
    if (i >= bbQuoteEnd && asks(bbQuote, t, f)) {
      for (let j = i; j < lines.length && j < i + 60; j++) if (BB_QUOTE_CLOSE.test(lines[j]!.text)) { bbQuoteEnd = j + 1; break; }
    }
    if (i < bbQuoteEnd) { roles.push({ role: 'skip', reason: 'quoted text ([quote]): not read' }); continue; }
    if (blank) { roles.push({ role: 'skip', reason: 'blank line' }); continue; }
    const quotedLine = asks(quoted, t, f);
    const signatureLine = !quotedLine && asks(signature, t, f);
    // An earlier mail starts here: a forward quoted whole with ">", its header block too, under a
    // forward subject (quotedForward.ts), or a marker or header block (earlierMail.ts).
    const earlier = quotedLine ? (isForwardSubject(context.subject) ? quotedForwardAt(lines, i) : undefined)
      : !signatureLine && mayStartEarlierMail(t, f) ? earlierMailAt(lines, i, wasBlank) : undefined;
    if (earlier) {
      signOff();
      const resume = earlierMail(earlier, lines, roles, looksLikeOrder, couldBeOrder, context, reading, history, depth);
      if (resume >= lines.length) { tail = 'done'; break; }
      // A ">"-quoted forward ended and the player wrote more below it: read on.
      i = resume - 1;
      previousBlank = true; section = undefined; pressMarkAt = -1; pressMarkHasText = false;
      continue;
    }
    if (quotedLine) {
      // A quote of an earlier mail is history: an order in it was the old set, not this one.
      if (historyOrder(t, couldBeOrder)) { history.orders++; roles.push({ role: 'skip', reason: 'quoted reply: an earlier order, not read' }); }
      else roles.push({ role: 'skip', reason: 'quoted reply' });
      continue;
    }
    if (signatureLine) { signOff(); tail = 'signature'; roles.push({ role: 'skip', reason: 'signature' }); continue; }
    if (isReplyHeaderLine(t, f.colon)) { roles.push({ role: 'skip', reason: 'reply header' }); continue; }
    // (Its second line ends in a colon: the look for one comes before the patterns.)
    if (i + 1 < lines.length && !lines[i + 1]!.skip && facts[i + 1]!.colon && (mayBeReplyHeader(lines[i + 1]!.text) || mayBeReplyHeader(t)) && isSplitReplyHeader(t, lines[i + 1]!.text)) {
      // Gmail wraps a long "On … wrote:" over two lines.
      roles.push({ role: 'skip', reason: 'reply header' }, { role: 'skip', reason: 'reply header' });
      i++; previousBlank = false;
      continue;
    }
    if (isClientFooter(t)) { signOff(); tail = 'mail footer'; roles.push({ role: 'skip', reason: 'mail footer' }); continue; }
    const pm = match(pressMark, t, f);
    // "Presse à tous (blanche) :", "Stampa anonima:", "Anonymous:" (foreignPressHeading.ts).
    const foreign = pm ? undefined : foreignPressHeading(t, f);
    if (pm || foreign) {
      if (pm) {
        // "Press (grey):" names the kind; "Press (to Germany):" names the addressees.
        const paren = pm[2] && !/^\s*to\s/i.test(pm[2]) ? pm[2] : undefined;
        press = (pm[1] ?? paren ?? 'unmarked').toLowerCase().replace('gray', 'grey').replace(/^dark[\s-]+/, 'dark ');
        pressTo = writtenAddressees(t);
      } else {
        press = foreign!.kind;
        pressTo = foreign!.to;
      }
      pressText = t.slice((pm ?? [foreign!.heading])[0]!.length).trim() ? 1 : 0;
      pressMarkAt = i;
      pressMarkHasText = pressText > 0;
      pressKind = press;
      roles.push(pressTo !== undefined ? { role: 'press', kind: press, to: pressTo } : { role: 'press', kind: press });
      continue;
    }
    const value = voteIn(t, f);
    if (value) { roles.push({ role: 'vote', value }); continue; }
    if (asks(finalMark, t, f)) { roles.push({ role: 'final' }); continue; }
    const power = match(powerLine, t, f);
    if (power) { roles.push({ role: 'power', value: power[2]! }); continue; }
    if (isPerpetual(t)) { roles.push({ role: 'perpetual' }); continue; }
    const head = match(heading, t, f);
    if (head) { section = sectionOf(head[1]!); roles.push({ role: 'heading', section }); continue; }
    // Orders are short; a very long line is prose (and reading it word by word would be slow).
    if (t.length > MAX_ORDER_LINE) { roles.push({ role: 'skip', reason: 'not an order (too long)' }); continue; }
    roles.push({ role: 'candidate', text: withoutBullet(t, f.start), section });
  }
  if (!tail) signOff();
  return roles;
}

// (The reason a sign-off has anywhere: the GM sees one word for one thing.)
const SIGNED_PRESS = 'signature';

/** Cheap test before earlierMailAt: every marker, header field and reply header has one of these. */
function mayStartEarlierMail(t: string, f: LineFacts): boolean {
  return f.colon || t.includes('--') || t.includes('__');
}

/** "Tom Bell <tom@example.co.uk>" → its addresses and its name, lower case. */
function person(value: string | undefined): { addresses: string[]; name: string } {
  const v = value ?? '';
  // Without an @ there is no address to find or to take out of the name (the Unicode patterns are costly).
  const at = v.includes('@');
  const addresses = at ? (v.match(/[\p{L}0-9._%+'-]+@[\p{L}0-9.-]+\.[\p{L}]{2,}/gu) ?? []).map((a) => a.toLowerCase()) : [];
  const bare = v.replace(/<[^>]*>|\([^)]*\)|\[mailto:[^\]]*\]|["']/g, ' ');
  const name = (at ? bare.replace(/[\p{L}0-9._%+'-]+@[\p{L}0-9.-]+/gu, ' ') : bare).replace(/\s+/g, ' ').trim().toLowerCase();
  return { addresses, name };
}

/**
 * Is the forwarded mail's From the sender? true: the same address, the same name, or another
 * address of the same player; false: someone else; undefined: one of them is not known.
 */
function sameSender(forwardedFrom: string | undefined, context: BodyContext): boolean | undefined {
  if (!forwardedFrom || (!context.from && !context.fromAddress)) return undefined;
  const them = person(forwardedFrom);
  const me = person(context.from ?? context.fromAddress);
  if (context.fromAddress && !me.addresses.includes(context.fromAddress)) me.addresses.push(context.fromAddress);
  if (them.addresses.some((a) => me.addresses.includes(a))) return true;
  if (them.name && me.name && them.name === me.name) return true;
  const player = context.game?.players?.find((p) => p.addresses.some((a) => me.addresses.includes(a.toLowerCase())));
  if (player && them.addresses.some((a) => player.addresses.some((b) => b.toLowerCase() === a))) return true;
  if (!them.addresses.length && !them.name) return undefined;
  return false;
}

/**
 * Does any line so far read as an order? Remembered per roles list, so that a mail with many
 * forward markers asks each line once, not once per marker.
 */
const ordersSeen = new WeakMap<LineRole[], { checked: number; found: boolean }>();
function hasOrders(roles: LineRole[], looksLikeOrder: (text: string) => boolean): boolean {
  let seen = ordersSeen.get(roles);
  if (!seen) ordersSeen.set(roles, (seen = { checked: 0, found: false }));
  for (; !seen.found && seen.checked < roles.length; seen.checked++) {
    const r = roles[seen.checked]!;
    if (r.role === 'candidate' && looksLikeOrder(r.text)) seen.found = true;
  }
  return seen.found;
}

/**
 * The earlier mail from `em.at` on: its marker and header lines get their roles, and its text is
 * read as the player's orders when it is their own forwarded mail with no orders of theirs above
 * it, else each of its lines says why it is not read. Returns the first line after it.
 */
function earlierMail(em: EarlierMail, lines: BodyLine[], roles: LineRole[], looksLikeOrder: (text: string) => boolean, couldBeOrder: (text: string) => boolean, context: BodyContext, reading: BodyReading, history: { orders: number }, depth: number): number {
  // Outlook writes a forward like a reply (underscores over "From:/Sent:"); its subject says which.
  // Inside a bounce the player forwarded, the original under it is the returned mail, forwarded
  // with it ("Undeliverable:" from Outlook puts it under a second rule of underscores; bounce.ts).
  const forward = em.kind === 'forward' || (em.kind === 'original' && (isForwardSubject(context.subject) || context.inBounce === true));
  const ownOrders = hasOrders(roles, looksLikeOrder);
  // A bounce the player forwards is no one's mail of its own: the mail inside it is (bounce.ts).
  const same = forward && !isMailSystem(em.from) ? sameSender(em.from, context) : undefined;
  const read = forward && !ownOrders && same !== false && depth < MAX_FORWARD_DEPTH;
  const headerReason = forward ? 'forwarded header' : em.kind === 'reply' ? 'reply header' : 'quoted original message';
  for (let j = em.at; j < em.bodyAt; j++) {
    const l = lines[j]!;
    roles.push({ role: 'skip', reason: l.skip ?? (l.text.trim() === '' ? 'blank line' : headerReason) });
  }
  const end = em.quoted ? quotedRunEnd(lines, em.bodyAt) : lines.length;
  const from = em.from ? ` from ${em.from}` : '';
  if (read) {
    const inner = lines.slice(em.bodyAt, end);
    const text = em.quoted ? inner.map((l) => (l.skip ? l : { ...l, text: unquoteOnce(l.text) })) : inner;
    roles.push(...rolesOf(text, factsOf(text), looksLikeOrder, couldBeOrder, { ...context, subject: em.subject, inBounce: isMailSystem(em.from) }, reading, history, depth + 1));
    if (!reading.forwarded) {
      reading.forwarded = { ...(em.from ? { from: em.from } : {}), ...(em.date ? { date: em.date } : {}), ...(em.subject ? { subject: em.subject } : {}), byPlayer: same === true };
      const who = same === true ? 'forwarded by the player' : 'forwarded (the forwarded sender is not shown, or the sender is not known)';
      // A player forwarding their own earlier orders means those orders (issue 13): said on the
      // set as a note, not counted as a doubt; a forward whose sender is unknown is a warning.
      reading.notes.push({ text: `${who}: the orders are read from the forwarded mail${from}${em.date ? ` of ${em.date}` : ''}; its time is this mail's`, ...(same === true ? { severity: 'note' as const } : {}) });
    }
    return end;
  }
  // History: the old set under a new one, a quoted original, or someone else's mail.
  let why: string;
  if (!forward) why = em.kind === 'reply' ? 'quoted original message (under the reply header)' : 'quoted original message';
  else if (ownOrders) why = 'forwarded earlier mail (the orders above it are used)';
  else if (same === false) why = `forwarded mail${from}, not the sender's own: not read as their orders`;
  else why = 'forwarded mail nested too deep: not read';
  // The player's own orders under the GM's mail quoted without '>' ("Voici les miens :"; ownTextUnderQuote.ts).
  const own = !em.quoted && !ownOrders && depth === 0 && fromGm(em.from, context.game?.gmAddress) ? ownListAt(lines, em.bodyAt, looksLikeOrder) : -1;
  const stop = own >= 0 ? own : lines.length;
  let orders = 0;
  for (let j = em.bodyAt; j < stop; j++) {
    const l = lines[j]!;
    if (l.skip) { roles.push({ role: 'skip', reason: l.skip }); continue; }
    const t = em.quoted ? unquoteOnce(l.text) : l.text;
    if (t.trim() === '') { roles.push({ role: 'skip', reason: 'blank line' }); continue; }
    if (historyOrder(t, couldBeOrder)) { orders++; roles.push({ role: 'skip', reason: `${why}: an earlier order, not read` }); continue; }
    roles.push({ role: 'skip', reason: why });
  }
  history.orders += orders;
  if (forward && same === false && depth === 0 && orders > 0) {
    reading.notes.push({ text: `forwards a mail${from}, who is not the sender: its ${orders} order line${orders === 1 ? '' : 's'} were not read as this player's orders` });
    // Whose mail it was: the inbox asks before that player's power is NMR'd (record/inbox.ts).
    if (em.from) (reading.forwardedFrom ??= []).push(em.from);
  }
  if (own < 0) return lines.length;
  const lead = lines[own]!.text.trim();
  roles.push({ role: 'skip', reason: `the player's words before their orders, under the quoted mail${from}` });
  const mine = lines.slice(own + 1);
  roles.push(...rolesOf(mine, factsOf(mine), looksLikeOrder, couldBeOrder, context, reading, history, depth + 1));
  reading.notes.push({ text: `the lines after "${lead}" are read as the player's orders, written under the quoted mail${from} (the GM's own mail, whose other lines are not read): check where the player's text begins` });
  return lines.length;
}

/**
 * The player's own text has ended (at a "-- " delimiter, a quoted original, a client footer or
 * the end of the body: `roles` holds a role for each line before it): gives a sign-off at its end
 * ("Thanks,\nJohn", "Cheers", a lone name; signOff.ts) the role "signature". Done after the
 * lines were read, so finding it costs a few lines per message, not a search of every line.
 */
function markSignOff(lines: BodyLine[], roles: LineRole[], pressMarkAt: number, pressMarkHasText: boolean, pressKind: string, couldBeOrder: (text: string) => boolean) {
  // The last own line: back over blank lines, skipped MIME lines, quotes and reply headers.
  let last = roles.length - 1;
  for (; last >= 0; last--) {
    const r = roles[last]!;
    if (lines[last]!.skip) continue;
    if (r.role !== 'skip' || (r.reason !== 'blank line' && !QUOTE_REASONS.has(r.reason))) break;
  }
  if (last < 0 || roles[last]!.role === 'skip') return;
  const block = signOffBlock(lines, last, signOffKinds, couldBeOrder);
  if (!block) return;
  // Only lines read as candidates or press (or blank) become the signature.
  for (let i = block.start; i <= block.end; i++) {
    const r = roles[i]!;
    if (r.role !== 'candidate' && r.role !== 'press' && !(r.role === 'skip' && r.reason === 'blank line')) return;
  }
  if (roles[block.start]!.role === 'press' && block.by === 'name') {
    // A valediction ("Cheers, Tom", "Gruß, Hans", "Cordialement") is always the mail's
    // signature, never press. A lone name is press when it may be the press's own words: a
    // press mark followed only by a name, or a name right under the press text. Under
    // anonymous press it is the sender's name all the same, and is never published with it.
    const anonymous = pressKind === 'grey' || pressKind === 'dark grey' || pressKind === 'black' || pressKind === 'anonymous';
    const blankBefore = block.start > 0 && lines[block.start - 1]!.text.trim() === '';
    let pressAbove = pressMarkHasText;
    for (let i = pressMarkAt + 1; i < block.start && !pressAbove; i++) if (roles[i]!.role === 'press') pressAbove = true;
    if (!pressAbove || (!blankBefore && !anonymous)) return;
  }
  for (let i = block.start; i <= block.end; i++) {
    roles[i] = { role: 'skip', reason: lines[i]!.text.trim() === '' ? 'blank line' : 'signature' };
  }
}
