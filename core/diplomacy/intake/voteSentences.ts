// Draw and concession votes written as players write them in a sentence, not as a line that opens
// with "Vote:" or "Draw:" (body.ts) or as the French, German, Spanish and Italian forms
// (voteWords.ts): "NO to the draw. Keep playing.", "Please change my vote to YES on the EFG
// draw.", "I abstain on the draw proposal.", "Honestly, I concede the game to Bahmana.", and in
// the languages the earlier readers did not know: Russian ("Голосую за ничью"), Dutch ("Ik stem
// voor remise"), Polish ("Głosuję przeciw remisowi"), Portuguese, Chinese and Korean. Each was
// read as "not an order", a vote lost without a word (the unseen-mail trial, corpus 1300-1349,
// issue 13); a vote goes to the GM with the orders and the latest one counts (000 D.IX(2)a,
// 001 B.X(2)a).
//
// A line is a vote only when it names a draw or a concession and also says what the player
// votes (yes, no, abstain, propose) or concedes: "the draw talk is boring" names no answer and
// stays text (000 D.IX(1)c: a vote too vague to show intent is uncast).

import { mayHold, triggerOf, type WordTrigger } from './triggerWords';

type VoteValue = 'yes' | 'no' | 'abstain' | 'proposal';

const L = String.raw`\p{L}`;
const w = (words: string) => new RegExp(`(?<!${L})(?:${words})(?!${L})`, 'iu');

/** What is voted on: a draw or a concession, in the languages above. */
const SUBJECT = new RegExp([
  String.raw`(?<!${L})(?:draw|dias|concession|conced(?:e|es|ed|ing))(?!${L})`,
  String.raw`(?<!${L})ничь(?:я|ю|ей|и)(?!${L})|(?<!${L})(?:сдаюсь|уступаю)(?!${L})`,
  String.raw`(?<!${L})(?:remise|gelijkspel)(?!${L})`,
  String.raw`(?<!${L})remis(?:u|em|owi|y)?(?!${L})`,
  String.raw`(?<!${L})empate(?!${L})`,
  '和局|平局|和棋|무승부',
].join('|'), 'iu');

/** The answer, checked in this order: a declared abstention, a proposal, no, yes; conceding proposes. */
const ABSTAIN = w(String.raw`abstain(?:s|ing)?|abstention|воздерживаюсь|воздержусь|onthoud|wstrzymuj\p{L}*|abstenho|absten[çc][ãa]o`);
const ABSTAIN_CJK = /弃权|기권/u;
const PROPOSE = w(String.raw`propose|proposing|предлагаю|stel\s+voor|proponuj\p{L}*|proponho`);
const NO = w(String.raw`no|nay|against|reject(?:s|ed)?|veto|(?:do|does|will)\s+not\s+(?:accept|agree|support|vote)|(?:don|doesn|won)['’]t\s+(?:accept|agree|support|vote)|против|нет|nee|tegen|nie|przeciw|não|nao|contra`);
const NO_CJK = /反对|반대/u;
const YES = w(String.raw`yes|aye|accept(?:s|ed)?|agree|in\s+favou?r|да|за|согласен|ja|voor|tak|za|sim|a\s+favor`);
const YES_CJK = /同意|赞成|찬성/u;
const CONCEDE = w(String.raw`conced(?:e|es|ing)|сдаюсь|уступаю`);
/** A vote verb with no answer word still votes for what it names ("Голосую за ничью" has "за"; "I vote for the draw"). */
const VOTE_VERB = w(String.raw`vot(?:e|es|ing)|голосую|stem(?:men)?|głosuj\p{L}*|voto`);

/** SUBJECT's words in Latin letters (their stems: "conce" for concession and concede); the others are non-ASCII, which every rule is asked about (triggerWords.ts). */
const SUBJECT_WORDS = triggerOf(['draw', 'dias', 'conce', 'remis', 'gelijkspel', 'empate']);
/** For the test that holds the words to SUBJECT. */
export const VOTE_SENTENCE_TRIGGER: WordTrigger = { words: SUBJECT_WORDS, patterns: [SUBJECT] };

/** Long lines are prose: a vote is one short sentence or two. */
const MAX = 140;

/** The vote a sentence casts, or undefined when it casts none. */
export function sentenceVote(text: string): VoteValue | undefined {
  if (text.length > MAX || !mayHold(SUBJECT_WORDS, text) || !SUBJECT.test(text)) return undefined;
  if (ABSTAIN.test(text) || ABSTAIN_CJK.test(text)) return 'abstain';
  if (PROPOSE.test(text)) return 'proposal';
  if (NO.test(text) || NO_CJK.test(text)) return 'no';
  if (YES.test(text) || YES_CJK.test(text)) return 'yes';
  // "I concede the game to Bahmana": the game offered to another power, a proposal the GM puts to the others.
  if (CONCEDE.test(text)) return 'proposal';
  if (VOTE_VERB.test(text)) return 'yes';
  return undefined;
}
