// Draw and concession votes as players write them in French, German, Spanish and Italian: "Je
// vote pour la nulle", "Ich stimme für ein Remis", "Voto por el empate", "Voto per il pareggio",
// "Remis: ja". The English forms are body.ts's. A vote goes to the GM with the orders and the
// latest one counts (000 D.IX(2)a); a vote in another language read as "not an order" is a vote
// lost without a word (the unseen-mail trial, corpus 1187 and 1194, issue 13).
//
// A line is a vote only when it names a draw or a concession as well as the vote: "Ich stimme zu"
// (I agree) or "Voto" alone says nothing of what is voted on. Its value is read from the words
// for yes, no, abstain and propose; a line naming none of them is no vote (000 D.IX(1)c: a vote
// too vague to show intent is uncast), and is read as any other line.

/** Draw ("Remis", "partie nulle", "empate", "tablas", "pareggio", "patta") and concession words. */
const DRAW = 'remis|unentschieden|(?:partie|match)\\s+nulle?|(?:la\\s+)?nulle|nul|empate|tablas|pareggio|patta';
const CONCESSION = 'concession|conc[eè]de|concedo|aufgabe|kapitulation|rendici[oó]n|resa';
/** "je vote", "ich stimme", "meine Stimme", "voto", "mi voto", "mon vote". */
const VERB = '(?:je\\s+|yo\\s+|io\\s+)?vot(?:e|o|é|er|ar|are)|(?:ich\\s+)?stimme|meine\\s+stimme|mon\\s+vote|mi\\s+voto';
const L = '\\p{L}';

/**
 * A vote written in one of the four languages: a vote verb and a draw or concession word on the
 * line, or a draw word with its answer after a colon ("Remis: ja", "Empate: sí"), or a player
 * conceding in a sentence of their own ("Je concède la partie à la Russie", "Concedo a Francia").
 */
export const FOREIGN_VOTE = new RegExp(
  `^\\s*(?:(?:${VERB})(?!${L}).*?(?<!${L})(?:${DRAW}|${CONCESSION})(?!${L})|(?:${DRAW})\\s*[:?\\-–]\\s*\\S|(?:je\\s+|yo\\s+|io\\s+)?conc(?:[eè]de|edo)(?!${L})).*$`,
  'iu',
);

/** The first letters FOREIGN_VOTE's lines may open with (lineFacts.ts's glance). */
export const FOREIGN_VOTE_OPENS = 'jyivmsrunetpc';

const word = (words: string) => new RegExp(`(?<!${L})(?:${words})(?!${L})`, 'iu');
const PROPOSE = word('propos(?:e|ition|ta|ición|icion)|vorschlag|schlage|conc[eè]de|concedo');
const ABSTAIN = word('abstiens|abstention|enthalte|enthaltung|abstengo|abstenci[oó]n|astengo|astensione');
const NO = word('non|nein|dagegen|contre|contra|contro|rechazo|rifiuto|refuse|no');
const YES = word('oui|pour|ja|dafür|für|sí|si|sì|a\\s+favor|por|per|favorevole|accepte|acepto|accetto|d[\'’]accord|einverstanden');

/** What a FOREIGN_VOTE line votes: yes, no, abstain, or a proposal (a concession offered), or nothing plain. */
export function foreignVoteValue(text: string): 'yes' | 'no' | 'abstain' | 'proposal' | undefined {
  if (PROPOSE.test(text)) return 'proposal';
  if (ABSTAIN.test(text)) return 'abstain';
  if (NO.test(text)) return 'no';
  if (YES.test(text)) return 'yes';
  return undefined;
}
