// "Scratch the Bur move.", "Cancel the support from Mun", "Ignore my Kiel order": a line that
// takes back an order written above it in the same mail and gives none in its place. A careful
// GM withdraws that order (the unit is then unordered and holds, 000 D.III(4)c), but only when
// the words point at exactly one earlier order; when they point at none or at several, the line
// is left for the GM with what it could mean (never guessed, never dropped as chat).
// "Scratch that, instead:", "Actually, ignore all the above": a line that takes back every
// order written above it in the same mail (withdrawsAll), so a list the player cancelled is
// never adjudicated as if it stood.
import type { Order } from '../types';
import { provinceOf } from '../variant';
import type { NameIndex } from './names';
import type { LineVerdict } from './verdicts';
import { mayHold, triggerOf, type WordTrigger } from './triggerWords';

export type WithdrawnKind = 'move' | 'support' | 'convoy' | 'hold' | 'build' | 'retreat' | 'order';

export interface Withdrawal {
  /** The province the words name ("Bur" in "the Bur move"). */
  province: string;
  kind: WithdrawnKind;
}

const WITHDRAW = /^\s*(?:(?:actually|oops|sorry|wait|ok|okay|also|and|hmm|on\s+second\s+thoughts?)[,!.:;\s]+)*(?:please\s+)?(?:scratch|cancel|ignore|forget|disregard|drop|delete|strike|withdraw|undo)\s+(?:the\s+|my\s+|that\s+)?(.+?)\s+(moves?|orders?|supports?|convoys?|attacks?|holds?|builds?|retreats?)(?:\s+(?:please|pls|too|as\s+well))?\s*[.!]*\s*$/i;
// "the support from Mun", "the move to Bur", "the order for Kiel": the place after the word.
const WITHDRAW_AFTER = /^\s*(?:(?:actually|oops|sorry|wait|ok|okay|also|and|hmm|on\s+second\s+thoughts?)[,!.:;\s]+)*(?:please\s+)?(?:scratch|cancel|ignore|forget|disregard|drop|delete|strike|withdraw|undo)\s+(?:the\s+|my\s+|that\s+)?(moves?|orders?|supports?|convoys?|attacks?|holds?|builds?|retreats?)\s+(?:of|from|to|into|for|in|on|by)\s+(?:the\s+)?(.+?)(?:\s+(?:please|pls|too|as\s+well))?\s*[.!]*\s*$/i;
const UNIT_WORD = /^(?:a|f|army|fleet)\s+/i;
/** WITHDRAW and WITHDRAW_AFTER need one of their verbs at a word's start (triggerWords.ts). */
const WITHDRAW_WORDS = triggerOf(['scratch', 'cancel', 'ignore', 'forget', 'disregard', 'drop', 'delete', 'strike', 'withdraw', 'undo']);

function kindOf(word: string): WithdrawnKind {
  const w = word.toLowerCase().replace(/s$/, '');
  return w === 'attack' ? 'move' : (w as WithdrawnKind);
}

/** The order a line withdraws, as written, or undefined when the line is no withdrawal. */
export function withdrawal(line: string, names: NameIndex): Withdrawal | undefined {
  if (!mayHold(WITHDRAW_WORDS, line)) return undefined;
  let m = WITHDRAW.exec(line);
  let words: string | undefined, kind: string | undefined;
  if (m) { words = m[1]!; kind = m[2]!; }
  else if ((m = WITHDRAW_AFTER.exec(line))) { kind = m[1]!; words = m[2]!; }
  if (!words || !kind) return undefined;
  const place = names.resolve(words.replace(UNIT_WORD, '').replace(/['’]s$/i, '').trim());
  if (!place || (place.kind !== 'exact' && place.kind !== 'prefix')) return undefined;
  return { province: place.province, kind: kindOf(kind) };
}

/** Does an earlier order fit the withdrawn words: its unit is there, or (for a move or a support) it goes there? */
function fits(order: Order, w: Withdrawal): boolean {
  const at = (l: string | undefined) => l !== undefined && provinceOf(l) === w.province;
  switch (w.kind) {
    case 'move': case 'retreat': return (order.kind === 'move' || order.kind === 'retreat') && (at(order.unit) || at(order.to));
    case 'support': return order.kind === 'support' && (at(order.unit) || at(order.supported) || at(order.to));
    case 'convoy': return order.kind === 'convoy' && (at(order.unit) || at(order.from) || at(order.to));
    case 'hold': return order.kind === 'hold' && at(order.unit);
    case 'build': return order.kind === 'build' && at(order.location);
    case 'order': return order.kind === 'build' ? at(order.location) : order.kind !== 'waive' && at(order.unit);
  }
}

/** The earlier lines of the set (indices into `verdicts`) the withdrawal fits, still standing. */
export function withdrawnLines(w: Withdrawal, lines: readonly number[], verdicts: readonly LineVerdict[]): number[] {
  const standing = lines.filter((i) => {
    const v = verdicts[i]!;
    return v.kind !== 'superseded' && !v.forLaterPhase && !!v.order;
  });
  const hit = standing.filter((i) => fits(verdicts[i]!.order!, w));
  // "Scratch the Tyr order": players name a move by where it goes as often as by the unit. Asked
  // only when no order's unit stands there, so "my Kiel order" still means the unit in Kiel
  // (the trial of corpus 1761-1810, 1762: nothing was withdrawn and A Ven - Tyr stood).
  if (hit.length || w.kind !== 'order') return hit;
  return standing.filter((i) => {
    const o = verdicts[i]!.order!;
    return (o.kind === 'move' || o.kind === 'retreat') && provinceOf(o.to) === w.province;
  });
}

// Before the verb: marks pointing up at the list ("^^", "↑"), and the player's sigh or
// interjection ("Ugh,", "Damn!", "Right,": any one short word with its comma or "!"), as
// "Ugh, ignore the above — use this instead:" (the trial of corpus 1761-1810, 1763 and 1797:
// not read, so under maharajiad every unit of both lists was ambiguous, 001 B.IV(6)a).
const LEAD = String.raw`^\s*(?:[\^↑⬆]+\s*)?(?:(?:actually|oops|sorry|wait|ok|okay|no|hmm|argh|on\s+second\s+thoughts?|please|en\s+fait|non|finalmente|no\s+espera|doch|nein)[,!.:;\s]+|[a-z]{2,8}\s*[,!]+\s+)*(?:please\s+)?`;
const TAIL = String.raw`\s*(?:[,.;:!—–(-].*)?$`;
/** "Ignore all the above", "Disregard everything above", "Cancel all my orders above": the whole list. */
const WITHDRAW_ABOVE = new RegExp(LEAD + String.raw`(?:scratch|scrap|cancel|ignore|forget|disregard|delete|strike|withdraw|undo|never\s+mind)\s+(?:all\s+(?:of\s+)?)?(?:everything|it\s+all|(?:the\s+|my\s+|those\s+|these\s+)?(?:orders?\s+|moves?\s+)?above|(?:the\s+|my\s+|those\s+|these\s+)?(?:orders?|moves?)\s+(?:above|i\s+(?:wrote|sent|gave)(?:\s+above)?)|what\s+i\s+(?:wrote|said|sent)(?:\s+above)?)(?:\s+(?:orders?|above))?` + TAIL, 'i');
/** "Scratch that", "Ignore all that", "Forget this": "that" may mean the list or only the line above. */
const WITHDRAW_THAT = new RegExp(LEAD + String.raw`(?:scratch|cancel|ignore|forget|disregard|delete|strike|undo)\s+(?:all\s+(?:of\s+)?)?(?:that|this|those|these)` + TAIL, 'i');
/**
 * "Scratch that last one.", "Ignore the previous line", "Cancel my last order": only the order line
 * just above (the trial of corpus 1650-1699, corpus 1656: the line was "not an order", so under
 * 001 B.IV(6)a the unit's two orders made it ambiguous).
 */
const WITHDRAW_LAST = new RegExp(LEAD + String.raw`(?:scratch|cancel|ignore|forget|disregard|delete|strike|undo)\s+(?:that\s+|the\s+|my\s+)?(?:last|previous)\s+(?:one|line|order)` + TAIL, 'i');
/** The same in French, German, Spanish and Italian ("oubliez tout ça", "vergiss alles oben", "ignora lo anterior"). */
const WITHDRAW_OTHER = new RegExp(LEAD + String.raw`(?:(?:oubliez|oublie|ignorez|ignore|annulez|annule)\s+(?:tout\s+)?(?:ça|cela|ce\s+qui\s+précède|ce\s+que\s+j'ai\s+écrit|les\s+ordres\s+ci-dessus)|(?:vergiss|vergessen\s+sie|ignoriere|ignorieren\s+sie|streich|streicht|streichen\s+sie)\s+(?:alles(?:\s+oben)?|das(?:\s+oben)?|die\s+befehle\s+oben)|(?:olvida|olvidad|olvide|ignora|ignorad|ignore|anula|anulad)\s+(?:todo\s+)?(?:eso|lo\s+anterior|esto)|(?:dimentica|dimenticate|ignora|ignorate|annulla|annullate|cancella|cancellate)\s+(?:tutto(?:\s+quanto\s+sopra)?|quanto\s+sopra|ciò|questo))` + TAIL, 'i');

/**
 * "Please disregard my orders for now, I'll send new ones", "Ignore my previous mail", "Cancel my
 * orders": takes back the orders of an earlier mail. With no orders in the same mail, a careful GM
 * does not adjudicate the earlier set as if it stood, nor NMR the power unasked: Adjudicate asks.
 */
const WITHDRAW_EARLIER = new RegExp(LEAD + String.raw`(?:(?:scratch|cancel|ignore|forget|disregard|scrap|withdraw|drop)\s+(?:all\s+(?:of\s+)?)?|(?:don'?t|don’t|do\s+not|dont)\s+(?:use|process|adjudicate)\s+)(?:my|the)\s+(?:(?:previous|earlier|last|first|current|existing|other)\s+)?(?:orders?|order\s+set|set\s+of\s+orders|moves|mail|e-?mail|message)\b(?:\s+(?:for\s+now|please|pls|for\s+this\s+turn|from\s+(?:earlier|before|this\s+morning|yesterday)))?` + TAIL, 'i');

/**
 * Outlook's message recall, as it reaches a GM whose mail is not on the player's Exchange server:
 * 'Tom Bell would like to recall the message, "England S1901".' (and the same in French, German,
 * Spanish and Italian). The player asked for the earlier mail to be taken back; before, the
 * recall gave no order and said nothing, and the recalled set was adjudicated (unseen-mail
 * trial 1145).
 */
const RECALL = /\b(?:would\s+like\s+to\s+recall\s+the\s+message|souhaite\s+rappeler\s+le\s+message|möchte\s+die\s+nachricht\b.{0,120}\bzurückrufen|desea\s+recuperar\s+el\s+mensaje|vorrebbe\s+richiamare\s+il\s+messaggio)\b/i;

/** WITHDRAW_EARLIER's verbs ("don't" begins with "do") and RECALL's first words, in English and the other languages. */
const EARLIER_WORDS = triggerOf(['scratch', 'cancel', 'ignore', 'forget', 'disregard', 'scrap', 'withdraw', 'drop', 'do', 'would', 'souhaite', 'desea', 'vorrebbe']);

/** Does the line take back the orders of an earlier mail ("disregard my orders for now", a recall)? */
export function takesBackEarlierMail(line: string): boolean {
  return line.length <= 200 && mayHold(EARLIER_WORDS, line) && (WITHDRAW_EARLIER.test(line) || RECALL.test(line));
}

/** "Actually, don't use these yet, I'll confirm tonight": the orders stand, but the player asked to wait. */
const HOLD_BACK = new RegExp(LEAD + String.raw`(?:don'?t|don’t|do\s+not|dont)\s+(?:use|process|enter|adjudicate|count)\s+(?:these|them|this|those|the\s+above|(?:these|my|the)\s+orders(?:\s+above)?)(?:\s+(?:yet|for\s+now))?` + TAIL, 'i');

/** HOLD_BACK needs "don't", "do not" or "dont": a word beginning with "do". */
const HOLD_BACK_WORDS = triggerOf(['do']);

/** Does the line ask the GM not to use the orders above it yet (they are read, the GM decides)? */
export function asksToHoldBack(line: string): boolean {
  return line.length <= 160 && mayHold(HOLD_BACK_WORDS, line) && HOLD_BACK.test(line);
}

/** The verbs of WITHDRAW_ABOVE, WITHDRAW_THAT and WITHDRAW_OTHER (their stems: "oubli" for oubliez and oublie). */
const ALL_WORDS = triggerOf(['scratch', 'scrap', 'never', 'cancel', 'ignor', 'forget', 'disregard', 'delete', 'strike', 'withdraw', 'undo', 'oubli', 'annul', 'vergiss', 'vergessen', 'streich', 'olvid', 'anul', 'dimentic']);

/**
 * A line that takes back the orders above it in the mail: 'above' when its words say the whole
 * list ("ignore all the above"), 'that' when they say only "scratch that" (the list, or only the
 * line just above it: the caller decides which by where the line stands).
 */
export function withdrawsAll(line: string): 'above' | 'that' | 'last' | undefined {
  if (line.length > 160 || !mayHold(ALL_WORDS, line)) return undefined;
  if (WITHDRAW_ABOVE.test(line) || WITHDRAW_OTHER.test(line)) return 'above';
  if (WITHDRAW_LAST.test(line)) return 'last';
  if (WITHDRAW_THAT.test(line)) return 'that';
  return undefined;
}

/**
 * The lines (indices into `verdicts`) a "scratch that" / "ignore all the above" line takes back:
 * every order line of the set above it still standing. "Scratch that" written straight under an
 * order line, with more than one order above, may mean only that line: then nothing is taken
 * back and the caller leaves the line for the GM (undefined).
 */
export function linesWithdrawnByAll(kind: 'above' | 'that' | 'last', lines: readonly number[], verdicts: readonly LineVerdict[], rightUnderAnOrder: boolean): number[] | undefined {
  const standing = lines.filter((i) => verdicts[i]!.kind !== 'superseded');
  if (kind === 'last') return standing.slice(-1);
  if (kind === 'that' && rightUnderAnOrder && standing.length > 1) return undefined;
  return standing;
}

/** Each rule's words and the patterns it asks only of lines holding one, for the test that holds the words to them. */
export const WITHDRAWAL_TRIGGERS: readonly WordTrigger[] = [
  { words: WITHDRAW_WORDS, patterns: [WITHDRAW, WITHDRAW_AFTER] },
  { words: EARLIER_WORDS, patterns: [WITHDRAW_EARLIER, RECALL] },
  { words: HOLD_BACK_WORDS, patterns: [HOLD_BACK] },
  { words: ALL_WORDS, patterns: [WITHDRAW_ABOVE, WITHDRAW_THAT, WITHDRAW_OTHER, WITHDRAW_LAST] },
];
