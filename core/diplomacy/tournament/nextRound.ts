// Who plays the next round: the roster for Round 1, else the qualifiers of the round before
// (000 C.7-C.9, 001 A.16/A.21). A round is seated only from complete results: a board without a
// result or with conflicting files stops it, and the reason is given.
import { roundResults } from './boardResults';
import { maharajiadAdvancement, roundOneAdvancement, roundTwoAdvancement, semiFinalAdvancement } from './standings';
import { boardCountFor, plansOf, profileOf, type Tournament } from './tournament';

export function playersForRound(t: Tournament, round: number): { players: string[]; problems: string[] } {
  if (round === 1) return { players: t.players.map((p) => p.name), problems: [] };
  const plan = plansOf(t).find((p) => p.number === round);
  if (!plan) return { players: [], problems: [`there is no round ${round}`] };
  const previous = roundResults(t, round - 1);
  const problems = [...previous.missing.map((b) => `${b} has no result`), ...previous.conflicts.map((c) => `${c.board} has ${c.files.length} conflicting results`)];
  const profile = profileOf(t);
  const seats = boardCountFor(t, plan, 0).boards * profile.powers.length;
  const qualifiers = profile.seed === '001' ? maharajiadAdvancement(t).qualifiers
    : plan.name === 'Final' ? semiFinalAdvancement(t).qualifiers
      : round === 2 ? roundOneAdvancement(t, seats).qualifiers : roundTwoAdvancement(t, seats).qualifiers;
  if (qualifiers.length !== seats) problems.push(`${qualifiers.length} qualifiers for ${seats} seats`);
  return { players: qualifiers, problems };
}
