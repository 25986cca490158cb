// A player's answer to the GM's read-back, written on the order's own line: "No, F Bre - Mao"
// under the GM's quoted "> F Bre - Eng", "No: A Rom - Ven", "Nein — F Kie - Hol", "Non, A Par -
// Pic", and "OK but change A Par to Pic please." over the quote. The unseen-mail trial of corpus
// 1811-1850 found each line flagged as a sentence with an order in it, so the player's correction
// was not read and the power's earlier set was used as the GM had (wrongly) read it back. A
// careful GM reads the order after the "no": it replaces what the GM read back, an amendment
// whose fate is the profile's multiple-sets clause (000 D.III(3)a / D.III(3)b; amendments.ts).
// Only the answer word and its punctuation are set aside; what follows must read as an order,
// else the line is read as before ("No, I don't agree" is chat).
import { mayHold, triggerOf } from './triggerWords';

/** "No," "No:" "No —" "Non," "Nein," "Nope,": a refusal, then the order. */
const NO = /^\s*(?:no|nope|non|nein|nee|niet)\s*[,:;–—-]\s*(?=\S)/iu;
/** "OK but", "Yes, but", "Ja, aber", "Oui mais", "Sí, pero", "Sì, ma" before "change …". The agreement ends
 * its word ("OKaybut" is one word, not "OK but": the trigger-word scan would never find it). */
const OK_BUT = /^\s*(?:(?:ok(?:ay)?|yes|yeah|ja|oui|s[iíì]|d'accord|all\s+good|fine)(?![a-z])\s*[,.!]?\s*)?(?:but|aber|mais|pero|ma)\s+(?=chang|modif|[äa]nder|cambi)/iu;
const WORDS = triggerOf(['no', 'nope', 'non', 'nein', 'nee', 'niet', 'but', 'aber', 'mais', 'pero', 'ma']);

/** The answer's words and the rest of the line, or undefined when the line is not this shape. */
export function answerLead(text: string): { lead: string; rest: string; no: boolean } | undefined {
  if (!mayHold(WORDS, text)) return undefined;
  const no = NO.exec(text);
  if (no) return { lead: no[0].trim(), rest: text.slice(no[0].length), no: true };
  const but = OK_BUT.exec(text);
  if (but) return { lead: but[0].trim(), rest: text.slice(but[0].length), no: false };
  return undefined;
}

/** For the test that holds each rule's words to its patterns. */
export const ANSWER_TRIGGERS = [{ words: WORDS, patterns: [NO, OK_BUT] }] as const;
