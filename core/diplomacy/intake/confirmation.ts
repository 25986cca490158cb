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

/** Is the line only a confirmation (no order, no other words)? */
export function isConfirmation(line: string): boolean {
  return line.length <= 60 && CONFIRMATION.test(line);
}

/** What the GM reads on the line and on the mail. */
export const CONFIRMS_QUOTED = 'confirms the quoted orders; they are quoted, not written';
