// The battle judge's results for the battles fought this turn, applied at the start of the update
// (004 3.1f): losses (4.2.5a), the winner's base day (1.5c), kills (4.3), captures (4.5), troops in
// transit to a fighting army (3.2.4.3), Theme armies going to war over a Town Defender (6.2.2).
// Losers are only listed here; they are moved out after everyone has moved (4.2.5b).

import type { SeededRandom } from '../random';
import { killAttemptProblem } from './battleJudge';
import { applyLosses, liberate } from './battles';
import { countsDaysAt } from './days';
import { declareThemeWar } from './mercenaries';
import { areEnemies, siteAt } from './sites';
import { givenUpNote, receiveTroops } from './transfer';
import type { Army, Round } from './types';

export interface AppliedResults { toSeparate: Army[]; captures: [Army, Army][]; killed: Set<Army> }

export function applyBattleResults(round: Round, find: (name: string) => Army | undefined, rng: SeededRandom, events: { rule: string; message: string }[]): AppliedResults {
  const toSeparate: Army[] = [];
  const captures: [Army, Army][] = [];
  const killed = new Set<Army>();
  const credited = new Set<Army>(); // a joint battle may have two results with the same winner
  for (const res of round.battleResults) {
    const winner = find(res.winner), loser = find(res.loser);
    if (!winner || !loser || winner.square !== res.square || loser.square !== res.square || !areEnemies(winner, loser)) {
      events.push({ rule: '004 4.2.5a', message: `battle result at ${res.square} (${res.winner} beat ${res.loser}) does not match the armies on the map; not applied` });
      continue;
    }
    if (res.ranAway) events.push({ rule: '004 4.2.6', message: `${loser.name} runs away from ${winner.name} at ${res.square}: it does no damage and takes reduced damage` });
    // 004 4.3.2: a kill needs 500 top-rank troops before the battle (they are risked, not fought).
    const killProblem = res.outcome === 'kill' ? killAttemptProblem(winner) : null;
    // 004 1.5c: an army attacked in a base counts the day when it defeats the attacker.
    if (!credited.has(winner) && countsDaysAt(winner, siteAt(round, winner.square))) { credited.add(winner); winner.days += 1; events.push({ rule: '004 1.5c', message: `${winner.name} defeats ${loser.name} and counts day ${winner.days} at ${winner.square}` }); }
    for (const [name, losses] of Object.entries(res.losses ?? {})) {
      const army = find(name);
      if (!army) { events.push({ rule: '004 4.2.5a', message: `losses entered for unknown army "${name}"` }); continue; }
      events.push(...applyLosses(army, losses, army.days));
    }
    // 004 4.3.3: the judge may rule a failed kill's 500 risked troops dead — never a Raider's (6.3.2e).
    if (res.killSquadLost) {
      const squad = find(res.killSquadLost);
      if (squad?.mercenaryFaction === 'Raider') events.push({ rule: '004 6.3.2e', message: `${squad.name} is a Raider and keeps its kill squad` });
      else if (squad) {
        const top = squad.slots[3] ?? [];
        let left = 500;
        for (const c of top) { const lost = Math.min(left, c.count); if (lost) { c.count -= lost; left -= lost; squad.losses.push({ creature: c.name, slot: 3, amount: lost, duringDay: squad.days }); } }
        events.push({ rule: '004 4.3.3', message: `${squad.name} loses the ${500 - left} troops it risked on a kill` });
      }
    }
    // 004 3.2.4.3.2-3: troops waiting for the end of this battle.
    round.pendingTransfers = round.pendingTransfers!.filter((p) => {
      const to = find(p.to);
      if (to !== winner && to !== loser) return true;
      if (p.requiresWin && to === loser) { events.push({ rule: '004 3.2.4.3.3', message: `${loser.name} lost its battle; the troops transferred to it are killed` }); return false; }
      const given = receiveTroops(to, p.troops);
      events.push({ rule: p.requiresWin ? '004 3.2.4.3.3' : '004 3.2.4.3.2', message: `${to.name} receives its transferred troops at the end of its battle${givenUpNote(given)}` });
      return false;
    });
    if (winner.longMove) winner.longMove = undefined; // 004 3.2.2.3b: a battle ends a long move
    if (loser.longMove) loser.longMove = undefined;
    if (loser.partiallyConverted) { liberate(loser); events.push({ rule: '004 4.5c', message: `${loser.name} loses while partially converted and is liberated to ${loser.team}` }); }
    if (killProblem) { events.push({ rule: '004 4.3.2', message: `kill not allowed: ${killProblem}` }); toSeparate.push(loser); }
    else if (res.outcome === 'kill') {
      killed.add(loser);
      events.push({ rule: '004 4.3.3', message: `${winner.name} kills ${loser.name}` });
      if (loser.mercenaryFaction === 'Town Defender') { const war = declareThemeWar(round, winner.team, rng); if (war) events.push(war); }
    } else if (res.outcome === 'capture') captures.push([winner, loser]);
    else toSeparate.push(loser);
  }
  for (const b of round.battles) {
    if (!round.battleResults.some((r) => r.square === b.square)) events.push({ rule: '004 4.1.1', message: `no result entered for the battle at ${b.square} (${b.armies.join(', ')}); its armies stay together` });
  }
  return { toSeparate, captures, killed };
}
