// 002 BT24a: a player who leaves the game or fails to order in a Spring or Fall turn: the
// Gamemaster attempts to replace em with a new Contestant; if that fails the power is in civil
// disorder (what civil disorder does to the units is the adjudicator's, 002 BT24b-c). The
// replacement goes through the Gamemaster's powers of 002 BT2a: a consenting person becomes a
// Contestant and is substituted into every instance of the one who left.
import type { Phase, PowerName } from '../types';
import { gmAddContestant, gmRemoveContestant, type AgoraContest } from './agoraContest';

export type SilenceOutcome =
  | { kind: 'not-applicable'; reason: string }
  | { kind: 'replaced'; contest: AgoraContest; person: string; clause: '002 BT24a' }
  | { kind: 'civil-disorder'; power: PowerName; reason: string; clause: '002 BT24a' };

/**
 * `candidate` is the person the Gamemaster approached, if any, with whether e consented.
 * Retreat and build phases are not Spring or Fall turns: silence there is left to the adjudicator.
 */
export function handleAgoraSilence(
  contest: AgoraContest, power: PowerName, phase: Phase, candidate?: { person: string; consents: boolean },
): SilenceOutcome {
  if (phase.type !== 'movement' || (phase.season !== 'spring' && phase.season !== 'fall')) {
    return { kind: 'not-applicable', reason: '002 BT24 speaks of Spring and Fall turns only' };
  }
  const leaving = contest.contestants.find((c) => c.power === power);
  const failed = (reason: string): SilenceOutcome => ({ kind: 'civil-disorder', power, reason, clause: '002 BT24a' });
  if (!candidate) return failed('no replacement could be found');
  const added = gmAddContestant(contest, candidate.person, candidate.consents);
  if (!added.ok) return failed(`replacement failed: ${added.reason}`);
  let c = added.contest;
  // The newcomer takes the power; the one who left stops being a Contestant.
  c = { ...c, contestants: c.contestants.map((x) => (x.person === candidate.person ? { ...x, power } : x)) };
  if (leaving) {
    const removed = gmRemoveContestant(c, leaving.person);
    if (removed.ok) c = removed.contest;
  }
  c = { ...c, log: [...c.log, `${candidate.person} replaces ${leaving?.person ?? 'the silent player'} as ${power} (002 BT24a)`] };
  return { kind: 'replaced', contest: c, person: candidate.person, clause: '002 BT24a' };
}
