// "I'll leave the second build unused.", "Second build: none", "My other build stays unused.",
// "No second build.": a build the player says they will not use. A build cannot be kept for a
// later year, so a careful GM records it as waived, as phrasing.ts reads "I'll pass on the
// second build" (000 D.V(2): a waive only where a build is due, amendments.ts). The unseen-mail
// trial of corpus 1761-1810 (1809, Maharajah): "Build A Bad. I'll leave the second build unused."
// was one unreadable line and Mughalistan built nothing.
import { mayHold, triggerOf, type WordTrigger } from './triggerWords';

const WHICH = String.raw`(?:second|other|third|last|remaining|extra|spare|2nd|3rd|one\s+other)`;
const UNUSED = String.raw`(?:unused|empty|unbuilt|open|free|waived|skipped|not\s+used|untouched)`;
const END = String.raw`\s*(?:for\s+now|this\s+(?:year|winter|turn|time))?\s*[.!]*\s*$`;
/** "I'll leave the second build unused", "leaving my other build empty". */
const LEAVE = new RegExp(String.raw`^\s*(?:(?:i|we)(?:['’]ll|\s+will|\s+shall|['’]m\s+going\s+to|\s+am\s+going\s+to)\s+)?(?:leave|leaving)\s+(?:my|the)\s+${WHICH}\s+(?:build|one)\s+${UNUSED}` + END, 'i');
/** "My other build stays unused", "the second build is waived", "second build: none". */
const STATE = new RegExp(String.raw`^\s*(?:(?:my|the)\s+)?${WHICH}\s+build\s*(?:(?:is|stays|remains|will\s+be|goes)\s+${UNUSED}|[:\-–—]\s*(?:none|nothing|no|waived?|skip(?:ped)?|unused|not\s+used|-+))` + END, 'i');
/** "No second build.", "no other builds". */
const NONE = new RegExp(String.raw`^\s*no\s+${WHICH}\s+builds?` + END, 'i');

const UNUSED_WORDS = triggerOf(['leave', 'leaving', 'my', 'the', 'second', 'other', 'third', 'last', 'remaining', 'extra', 'spare', 'one', 'no']);
export const UNUSED_BUILD_TRIGGER: WordTrigger = { words: UNUSED_WORDS, patterns: [LEAVE, STATE, NONE] };

/** Does the line say a build will not be used (a waive)? Only short lines holding "build" or "one". */
export function leavesBuildUnused(text: string): boolean {
  if (text.length > 80 || !/build|one/i.test(text) || !mayHold(UNUSED_WORDS, text)) return false;
  return LEAVE.test(text) || STATE.test(text) || NONE.test(text);
}
