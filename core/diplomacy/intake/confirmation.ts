// "Confirmed.", "Yes, confirmed", "Confirmed, thanks", "Confirmo", "Bestätigt", "Confermo",
// "Confirmé": a player's whole answer over a quote of their orders (the GM's echo of the set, or
// their own earlier mail). The player means "use those orders"; but the orders are quoted, not
// written in this mail, and a set is what the player submits (000 D.III(3)a: the last set
// submitted is used; 001 B.IV(4)a), while the GM need not search a mail for a set that does not
// meet the stated requirements (000 D.II(2)a, 001 B.III(2)b). So no set is read from a quote:
// the word must never pass as a signature (a lone capitalised word reads like a name), and the
// GM is told plainly what the player confirmed and looks before adjudicating.

/** Yes / OK before the word, in the five languages players write in. */
const YES = String.raw`(?:(?:yes|yep|yeah|ok|okay|oui|ja|s[ií]|jawohl|d'accord|genau|claro|certo)[,!.]?\s+)?`;
/** The word itself: "confirmed", "I confirm", "je confirme", "ich bestätige", "confirmado", "confermo". */
const WORD = String.raw`(?:(?:i\s+)?confirm(?:ed)?(?:\s+(?:as\s+(?:is|above|below|quoted)|those|these|them|that|the\s+(?:above|orders?\s+(?:above|below))))?|(?:je\s+)?confirm[ée]e?s?|(?:ich\s+)?best[äa]tig(?:t|e|en)|(?:lo\s+|los\s+)?confirm(?:o|ad[oa]s?)|confermo|confermat[oaie])`;
/** Thanks after it ("Confirmed, thanks", "Confermo, grazie"), and end punctuation. */
const THANKS = String.raw`(?:[,.;!–—-]*\s*(?:thanks|thank\s+you|thx|cheers|merci|danke|gracias|grazie)\b)?`;
const CONFIRMATION = new RegExp(String.raw`^\s*${YES}${WORD}${THANKS}\s*[.!]*\s*$`, 'iu');

// The same answer in the words players use for "that's right" over the GM's read-back: a bare
// "OK", "yes that's right, thanks", "Looks good!", "Confirmed, go ahead.", "Ja, passt so. Danke!",
// "C'est bon pour moi, merci.", "Correcto, gracias.", "Sì, tutto giusto." (the unseen-mail trial
// of corpus 1811-1850). Before, "OK" was taken for a signature and "yes that's right" for an
// order that could not be read, whose empty set replaced the player's real one under 000
// D.III(3)a. The line must be made of these words only: any other word is chat, read as before.
/** One agreeing word or phrase, in the five languages. */
const AGREE = String.raw`(?:ok(?:ay)?|yes|yep|yup|yeah|sure|correct|right|perfect|fine|(?:that'?s|that\s+is|it'?s|all)\s+(?:right|correct|good|fine|ok|it)|all\s+(?:good|correct|fine)|looks\s+(?:good|right|fine|correct|ok)|spot\s+on|go\s+ahead|oui|parfait|d'accord|c'est\s+(?:bon|[çc]a|correct|juste|parfait)(?:\s+pour\s+moi)?|tout\s+est\s+(?:bon|correct|juste)|ja|jawohl|genau|passt(?:\s+so)?|stimmt(?:\s+so)?|(?:alles\s+)?(?:richtig|korrekt|gut|in\s+ordnung)|perfekt|s[iíì]|(?:todo\s+)?correcto|est[áa]\s+bien|perfecto|vale|de\s+acuerdo|exacto|(?:tutto\s+)?(?:giusto|corretto|ok)|va\s+bene|perfetto|esatto|d'accordo|certo|claro|${WORD})`;
/** Thanks and the like after it. */
const THANK = String.raw`(?:thanks|thank\s+you|thx|cheers|ta|merci(?:\s+beaucoup)?|danke(?:\s*sch[öo]n)?|(?:muchas\s+)?gracias|grazie(?:\s+mille)?)`;
const AGREEMENT = new RegExp(String.raw`^\s*${AGREE}(?:[\s,;:.!–—-]+(?:${AGREE}|${THANK}|for\s+me|pour\s+moi|so))*[\s.!]*$`, 'iu');

/** Is the line only a confirmation (no order, no other words)? */
export function isConfirmation(line: string): boolean {
  return line.length <= 60 && (CONFIRMATION.test(line) || AGREEMENT.test(line));
}

/** What the GM reads on the line and on the mail. */
export const CONFIRMS_QUOTED = 'confirms the quoted orders; they are quoted, not written';
