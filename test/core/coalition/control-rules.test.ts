// Players and control-change limits (004 1.1.2b, 1.6, 2.4, 2.5.2.1b, 5.1-5.4).
import { describe, expect, it } from 'vitest';
import { rankInFaction, registeredName, isActivePlayer, mayRequestControlChange, transferAuthority, checkPlayers, controlPenalty, strategyDeadlineAfterPenalty, isProxyArmy, personaliseProblems } from '../../../core/coalition/players';
import { mercenariesBeforePlayers } from '../../../core/coalition/mercenaries';
import { checkRoundSetup } from '../../../core/coalition/roundSetup';
import { collectOrders } from '../../../core/coalition/collect';
import { parseThread } from '../../../core/coalition/thread';
import { resolveTurn } from '../../../core/coalition/turn';
import { SeededRandom } from '../../../core/random';
import { makeRound, thread } from './helpers';

const NOW = Date.parse('2026-11-21T05:00:00Z');
const DAY = 24 * 3600_000;

describe('players (004 1.1.2b, 1.6)', () => {
  it('004 1.1.2b up to 3 factions: the rank is held in one, Lt. in the others', () => {
    const p = { name: 'Gazetzot', team: 'Coalition' as const, rank: 'Captain', factions: ['Red' as const, 'Black' as const] };
    expect(rankInFaction(p, 'Red')).toBe(3);
    expect(rankInFaction(p, 'Black')).toBe(6);
    expect(rankInFaction(p, 'Blue')).toBeNull();
    const r = makeRound([]);
    r.players.push({ ...p, factions: ['Red', 'Black', 'Blue', 'Green'] });
    expect(checkPlayers(r, NOW).map((x) => x.rule)).toEqual(['004 1.1.2b']);
  });
  it('004 1.6 actions only from the registered screen name; a rename registered with the battle judge carries over', () => {
    const r = makeRound([{ name: 'Sai Rei', square: '3D', rank: 3 }]);
    const text = thread(['SaiAlt', '2026-11-19 10:00', 'Sai Rei: 3D > 4D']);
    expect(collectOrders(r, parseThread(text)).outcomes[0]).toMatchObject({ status: 'rejected', rule: '004 1.6' });
    r.renames = [{ from: 'Sai Rei', to: 'SaiAlt', since: '2026-11-18T00:00:00Z' }];
    expect(registeredName(r, 'SaiAlt', Date.parse('2026-11-19T10:00:00Z'))).toBe('Sai Rei');
    expect(collectOrders(r, parseThread(text)).accepted).toHaveLength(1);
    r.renames[0]!.since = '2026-11-20T00:00:00Z'; // registered after the post
    expect(collectOrders(r, parseThread(text)).accepted).toHaveLength(0);
  });
});

describe('army characteristics (004 2.4)', () => {
  it('004 2.4 colours stay the army\'s own when its controller changes or changes colours', () => {
    const r = makeRound([{ name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' }, { name: 'A', square: '2A', factions: ['Red'], alive: 0.5 }]);
    r.players.push({ name: 'Blue Boss', team: 'Coalition', rank: 'General', factions: ['Blue'] });
    r.control.entries.push({ army: 'A', controllers: ['Blue Boss'], since: '2026-11-01T00:00:00Z' });
    const { next } = resolveTurn(r, thread(['Blue Boss', '2026-11-19 10:00', 'A: 2A > 1A']), { seed: 1 });
    const a = next.armies.find((x) => x.name === 'A')!;
    expect(a.factions).toEqual(['Red']);
    expect(a.days).toBe(1); // it counts in Red Base, its own colour, not the controller's
    expect(a.slots[0]![0]!.count).toBe(5000);
  });
});

describe('round armies (004 2.5.2)', () => {
  it('004 2.5.2.1b at least one army per player of each rank; armies without a player are proxies', () => {
    const r = makeRound([{ name: 'Cap', rank: 3, square: '5A' }]);
    r.players.push({ name: 'Cap Two', team: 'Coalition', rank: 'Captain' });
    expect(checkRoundSetup(r).map((p) => p.rule)).toEqual(['004 2.5.2.1b']);
    r.armies.push({ ...r.armies[0]!, name: 'Proxy Cap', square: '5C' });
    expect(checkRoundSetup(r)).toEqual([]);
    expect(isProxyArmy(r, 'Proxy Cap')).toBe(true);
    expect(isProxyArmy(r, 'Cap')).toBe(false);
  });
  it('004 2.5.2.2 army names are unique and every Coalition army has its colour list', () => {
    const r = makeRound([{ name: 'Twin', square: '5A' }, { name: 'twin', square: '5C' }, { name: 'NoColour', square: '5E', factions: [] }]);
    const rules = checkRoundSetup(r).map((p) => p.rule);
    expect(rules).toContain('004 2.5.2.2');
    expect(rules).toContain('004 2.2.1.1');
  });
});

describe('control changes (004 5.1-5.4)', () => {
  function round() {
    const r = makeRound([{ name: 'Gen', rank: 1, square: '25L' }, { name: 'Adm', rank: 2, square: '25A' }, { name: 'Lt', rank: 6, square: '10E' }]);
    for (const p of r.players) p.lastPosted = '2026-11-20T00:00:00Z';
    return r;
  }
  it('004 5.1 active: controls an army, posted within 7 days, not declared inactive', () => {
    const r = round();
    const lt = r.players.find((p) => p.name === 'Lt')!;
    expect(isActivePlayer(r, lt, NOW)).toBe(true);
    expect(isActivePlayer(r, lt, NOW + 8 * DAY)).toBe(false);
    lt.declaredInactive = '2026-11-21T00:00:00Z';
    expect(isActivePlayer(r, lt, NOW)).toBe(false);
  });
  it('004 5.2.2.1 two players per side hold change authority; the General can hand it on', () => {
    const r = round();
    expect(mayRequestControlChange(r, 'Adm')).toBe(true);
    expect(mayRequestControlChange(r, 'Lt')).toBe(false);
    expect(transferAuthority(r, 'Lt', ['Lt', 'Adm'])).toMatchObject({ rule: '004 5.2.2.1' });
    expect(transferAuthority(r, 'Gen', ['Lt', 'Adm'])).toBeNull();
    expect(mayRequestControlChange(r, 'Lt')).toBe(true);
    expect(mayRequestControlChange(r, 'Gen')).toBe(false);
    expect(transferAuthority(r, 'Gen', ['Gen', 'Adm'])).toBeNull(); // the General takes it back
  });
  it('004 5.2.2.2 a configuration the judge accepted out of the rules must be legal again within one turn', () => {
    const r = round();
    r.control.acceptedIllegalAtTurn = { Coalition: 1 };
    expect(checkPlayers(r, NOW)).toEqual([]);
    r.turn = 3;
    expect(checkPlayers(r, NOW).map((p) => p.rule)).toEqual(['004 5.2.2.2']);
  });
  it('004 5.3.2 a namesake army is not taken away without permission', () => {
    const r = round();
    r.control.entries.push({ army: 'Lt', controllers: ['Adm'], since: '2026-11-01T00:00:00Z' });
    const rules = checkPlayers(r, NOW).map((p) => p.rule);
    expect(rules).toContain('004 5.3.2');
    r.players.find((p) => p.name === 'Lt')!.namesakePermission = true;
    expect(checkPlayers(r, NOW).map((p) => p.rule)).not.toContain('004 5.3.2');
  });
  it('004 5.3.3 the armies-per-player limit is obsolete and not enforced', () => {
    const r = round();
    r.control.entries.push(...['Gen', 'Lt'].map((army) => ({ army, controllers: ['Adm'], since: '2026-11-01T00:00:00Z' })));
    r.players.find((p) => p.name === 'Lt')!.namesakePermission = true;
    r.players.find((p) => p.name === 'Gen')!.namesakePermission = true;
    expect(checkPlayers(r, NOW).filter((p) => p.rule === '004 5.3.3')).toEqual([]);
  });
  it('004 5.3.4 an active player\'s last army cannot be taken away', () => {
    const r = round();
    r.players.find((p) => p.name === 'Lt')!.namesakePermission = true;
    r.control.entries.push({ army: 'Lt', controllers: ['Adm'], since: '2026-11-01T00:00:00Z' });
    expect(checkPlayers(r, NOW).map((p) => p.rule)).toEqual(['004 5.3.4']);
  });
  it('004 5.4.1b penalty = severity x logged die x (100, 50, 25, 10)', () => {
    const rng = new SeededRandom(3);
    const p = controlPenalty(rng, 'Lt', 2);
    expect(rng.rolls).toEqual([{ purpose: 'penalty die for Lt (004 5.4.1b)', sides: 6, value: p.roll }]);
    expect(p.losses).toEqual([200 * p.roll, 100 * p.roll, 50 * p.roll, 20 * p.roll]);
  });
  it('004 5.4.1c a penalty in the last 24 hours before the deadline extends it by 24 hours', () => {
    const deadline = Date.parse('2026-11-27T05:00:00Z');
    expect(strategyDeadlineAfterPenalty(deadline, deadline - 2 * 3600_000)).toBe(deadline + DAY);
    expect(strategyDeadlineAfterPenalty(deadline, deadline - 30 * 3600_000)).toBe(deadline);
  });
});

describe('new players (004 2.6)', () => {
  function offer(extra: Partial<{ battlesFought: number; offeredAtTurn: number; rank: 4 | 5 | 6 }> = {}) {
    const r = makeRound([{ name: 'Old Proxy', square: '10E', rank: extra.rank ?? 6, alive: 0.5 }]);
    r.players = [{ name: 'Newbie', team: 'Coalition', rank: 'Lieutenant', battlesFought: extra.battlesFought ?? 2, personalise: { army: 'Old Proxy', offeredAtTurn: extra.offeredAtTurn ?? 1 } }];
    return r;
  }
  it('004 2.6 a new player with 2 battles may rename and re-equip a low-rank army within 2 turns, colours and troops alive unchanged', () => {
    const r = offer();
    const army = r.armies[0]!;
    const slots = army.slots.map((slot) => slot.map((c) => ({ ...c, name: `New ${c.name}` })));
    expect(personaliseProblems(r, 'Newbie', { name: 'Newbie', legend: 'Mirri', slots })).toEqual([]);
    const healed = slots.map((slot) => slot.map((c) => ({ ...c, count: c.full })));
    expect(personaliseProblems(r, 'Newbie', { slots: healed }).map((p) => p.message)).toEqual([expect.stringMatching(/must keep that number \(no healing\)/)]);
    const blue = slots.map((slot) => slot.map((c) => ({ ...c, colours: ['U' as const] })));
    expect(personaliseProblems(r, 'Newbie', { slots: blue }).map((p) => p.rule)).toContain('004 2.2.1a');
    expect(personaliseProblems(offer({ battlesFought: 1 }), 'Newbie', {}).map((p) => p.message)).toEqual(['Newbie has fought 1 battles; 2 are needed']);
    const late = offer({ offeredAtTurn: 1 });
    late.turn = 4;
    expect(personaliseProblems(late, 'Newbie', {}).map((p) => p.message)).toEqual(['the chance lapsed: it was not used within 2 turns']);
    expect(personaliseProblems(offer({ rank: 4 }), 'Newbie', {}).map((p) => p.message)).toEqual(['Old Proxy is above Lt Cmdr/CPL rank']);
  });
});

describe('mercenaries join last (004 2.5.3)', () => {
  it('004 2.5.3 mercenaries are added only after every player\'s army is on the map', () => {
    const r = makeRound([{ name: 'A', square: '10E' }]);
    r.players.push({ name: 'Latecomer', team: 'Phyrexia', rank: 'Centurion' });
    expect(mercenariesBeforePlayers(r)).toBeNull();
    r.armies.push({ ...r.armies[0]!, name: 'Raider 1', team: 'Mercenary', mercenaryFaction: 'Raider', square: '15F', factions: [] });
    expect(mercenariesBeforePlayers(r)).toMatchObject({ rule: '004 2.5.3', message: expect.stringContaining('Latecomer') });
    r.armies.push({ ...r.armies[0]!, name: 'Latecomer', team: 'Phyrexia', square: '30F', factions: [] });
    expect(mercenariesBeforePlayers(r)).toBeNull();
  });
});
