// "No good place to go, so I'll disband F Albania.", "Too exposed there, so I will retreat F Alb
// to Greece.", "Pas de place, donc je …": the player's reason, then "so I'll" and the order. The
// trial of corpus 1650-1699 (corpus 1672) found the line left to the GM as a sentence with an
// order in it, and the power needing a look, where a careful GM reads the order plainly. Only this
// shape: a consequence word ("so", "therefore", "donc", "also", "quindi", "así que") and the
// player's own future ("I'll", "I will", "we'll") before the one order, and a reason that can
// change nothing: no condition or alternative ("if", "unless", "or", "instead" …), no unit, place
// or power named in it. Anything else keeps the older rule (a sentence with an order is asked).
import type { LineReading } from './grammar';
import type { NameIndex } from './names';
import { mayHold, triggerOf, type WordTrigger } from './triggerWords';

const CONSEQUENCE = /^(.{3,80}?)\s*[,;]\s*(so|therefore|hence|thus|donc|also|daher|quindi|perci[òo]|as[ií]\s+que|por\s+eso)\s+((?:i|we)(?:['’]ll|\s+will|\s+shall)\s+.+)$/iu;
const CONDITION = /(?<![\p{L}])(?:if|unless|when|whether|in\s+case|otherwise|or|instead|maybe|perhaps|else|si|sinon|ou|wenn|falls|sonst|oder|se|altrimenti|o)(?![\p{L}])/iu;
/** CONSEQUENCE's words: a line holding none of them is never tried. */
const WORDS = triggerOf(['so', 'therefore', 'hence', 'thus', 'donc', 'also', 'daher', 'quindi', 'perci', 'as', 'por']);
/** For the test that holds the words to the pattern. */
export const REASON_TRIGGER: WordTrigger = { words: WORDS, patterns: [CONSEQUENCE] };

export interface ReasonedOrder {
  /** The reason and the consequence word, as written ("No good place to go, so"). */
  reason: string;
  /** The order's words ("I'll disband F Albania."). */
  order: string;
}

/** The order after the player's reason, or undefined when the line is not that beyond doubt. */
export function orderAfterReason(text: string, names: NameIndex, read: (text: string) => LineReading): ReasonedOrder | undefined {
  if (text.length > 200 || !mayHold(WORDS, text)) return undefined;
  const m = CONSEQUENCE.exec(text);
  if (!m) return undefined;
  const reason = m[1]!;
  if (CONDITION.test(reason)) return undefined;
  for (const word of reason.split(/[^\p{L}]+/u)) {
    if (word.length < 3) continue;
    const place = names.resolve(word);
    if (names.power(word) || (place && place.kind === 'exact')) return undefined;
  }
  const r = read(m[3]!);
  if (r.kind !== 'order' || r.conditional || r.options.length !== 1) return undefined;
  return { reason: `${reason.trim()}, ${m[2]!}`, order: m[3]! };
}
