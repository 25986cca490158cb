// The battle helpers (core/coalition/battles.ts) against the rules they carry out: where a loser
// goes when its own side surrounds it (004 4.2.5b), captures and liberation (004 4.5), the raider
// spawn roll (004 6.3.2) and the checks on an entered result (004 4.2.5a, 4.1.1, 4.2.6). Written
// from the mutants `npm run mutate -- coalition --file battles.ts` found surviving (issue 19).
import { describe, expect, it } from 'vitest';
import { battleResultProblems, captureArmy, liberate, raiderSpawn, separateLoser } from '../../../core/coalition/battles';
import { COLUMNS, ROWS, squareAt } from '../../../core/coalition/grid';
import type { Army, BattleResult, Round } from '../../../core/coalition/types';
import { SeededRandom } from '../../../core/random';
import { makeArmy, makeRound } from './helpers';

/** Every square of the map but those listed. */
function everySquareBut(...left: string[]): string[] {
  const out: string[] = [];
  for (let r = 1; r <= ROWS; r++) for (let c = 0; c < COLUMNS.length; c++) { const s = squareAt(r, c)!; if (!left.includes(s)) out.push(s); }
  return out;
}
/** Armies of one side on the squares (only their squares and side matter here). */
const filler = (squares: string[], team: Army['team'] = 'Coalition', prefix = 'N') => squares.map((square, i) => makeArmy({ name: `${prefix}${i}`, square, team }));

describe('004 4.2.5b a loser surrounded by its own side', () => {
  /** L at 10E, its 8 neighbours friends, and friends on every square of the ring 2 away but `free`. */
  function ringRound(free: string[], ring3Full = false): Round {
    const r = makeRound([{ name: 'L', square: '10E' }]);
    const ring1 = ['9D', '9E', '9F', '10D', '10F', '11D', '11E', '11F'];
    const ring2: string[] = [];
    for (let dr = -2; dr <= 2; dr++) for (let dc = -2; dc <= 2; dc++) if (Math.max(Math.abs(dr), Math.abs(dc)) === 2) ring2.push(squareAt(10 + dr, 4 + dc)!);
    const ring3: string[] = [];
    for (let dr = -3; dr <= 3; dr++) for (let dc = -3; dc <= 3; dc++) if (Math.max(Math.abs(dr), Math.abs(dc)) === 3) ring3.push(squareAt(10 + dr, 4 + dc)!);
    r.armies.push(...filler([...ring1, ...ring2.filter((s) => !free.includes(s)), ...(ring3Full ? ring3.filter((s) => !free.includes(s)) : [])]));
    return r;
  }

  it('004 4.2.5b the only free square of the next ring is found, on any of its four sides', () => {
    for (const free of ['8C', '12G', '10G', '8E', '12C', '10C']) {
      const r = ringRound([free]);
      const rng = new SeededRandom(1);
      expect(separateLoser(r, r.armies[0]!, rng)).toEqual({ to: free });
    }
  });

  it('004 4.2.5b with two free squares in the ring the choice between exactly those two is rolled and logged', () => {
    const r = ringRound(['8C', '12G']);
    const rng = new SeededRandom(4);
    const { to } = separateLoser(r, r.armies[0]!, rng);
    expect(['8C', '12G']).toContain(to);
    expect(rng.rolls).toEqual([{ purpose: 'L (loser at 10E): surrounded by its own side, moved to the nearest empty square (004 4.2.5)', sides: 2, value: expect.any(Number), chosen: to }]);
  });

  it('004 4.2.5b a full ring sends it one ring further out', () => {
    const r = ringRound(['13E'], true);
    expect(separateLoser(r, r.armies[0]!, new SeededRandom(1))).toEqual({ to: '13E' });
  });

  it('004 4.2.5b with no empty square anywhere on the map the loser stays where it is', () => {
    const r = makeRound([{ name: 'L', square: '10E' }]);
    r.armies.push(...filler(everySquareBut('10E')));
    expect(separateLoser(r, r.armies[0]!, new SeededRandom(1))).toEqual({ to: '10E' });
  });

  it('004 4.2.5b all 8 squares taken, some by enemies: pushed into an enemy\'s square, fighting the army there, the roll logged', () => {
    const r = makeRound([{ name: 'Far', team: 'Phyrexia', square: '30A' }, { name: 'L', square: '10E' }]);
    r.armies.push(...filler(['9D', '9E', '9F', '10D', '11D', '11E']), makeArmy({ name: 'P1', team: 'Phyrexia', square: '10F' }), makeArmy({ name: 'P2', team: 'Phyrexia', square: '11F' }));
    const rng = new SeededRandom(2);
    const out = separateLoser(r, r.armies[1]!, rng);
    expect(['10F', '11F']).toContain(out.to);
    expect(out.pushedInto?.name).toBe(out.to === '10F' ? 'P1' : 'P2');
    expect(rng.rolls).toEqual([{ purpose: 'L (loser at 10E): all 8 squares occupied, pushed into one (004 4.2.5)', sides: 2, value: expect.any(Number), chosen: out.to }]);
  });
});

describe('004 4.5 captures', () => {
  it('004 4.5a only a Lt/Centurion or Lt Cmdr/CPL army can be captured, and the note says so', () => {
    const r = makeRound([{ name: 'W', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E', rank: 3 }]);
    expect(captureArmy(r, r.armies[0]!, r.armies[1]!, new SeededRandom(1))).toEqual([{ rule: '004 4.5a', message: 'P is not a Lt/Centurion or Lt Cmdr/CPL army and cannot be captured' }]);
    expect(r.armies[1]!.team).toBe('Phyrexia');
  });

  it('004 4.5b a Coalition army captured by Phyrexia takes no colours and goes to the nearest portal still standing', () => {
    const r = makeRound([{ name: 'C', square: '35E', rank: 6, factions: ['Blue'] }, { name: 'W', team: 'Phyrexia', square: '35E' }]);
    r.portals.find((p) => p.square === '38E')!.destroyed = true; // the nearest, 38E (3 steps away), is gone
    const notes = captureArmy(r, r.armies[1]!, r.armies[0]!, new SeededRandom(1));
    const c = r.armies[0]!;
    expect(c).toMatchObject({ team: 'Phyrexia', factions: [], partiallyConverted: true, originalTeam: 'Coalition', originalFactions: ['Blue'] });
    // so the next nearest: 38C and 38G (5 steps), 38C listed first; not a Coalition base.
    expect(c.square).toBe('38C');
    expect(notes).toEqual([{ rule: '004 4.5b', message: 'C is captured by W, partially converted, and teleported to 38C' }]);
  });

  it('004 4.5 recaptured by the Coalition, an army gets its own colours back; a Phyrexian army taken takes its captor\'s first colour', () => {
    const r = makeRound([{ name: 'C', square: '5F', rank: 6, factions: ['Blue', 'White'] }, { name: 'W', team: 'Phyrexia', square: '5F' }, { name: 'K', square: '30F', factions: ['Green', 'Red'] }]);
    const [c, w, k] = r.armies as [Army, Army, Army];
    captureArmy(r, w, c, new SeededRandom(1));
    expect(c.team).toBe('Phyrexia');
    // Later the Coalition's K wins against C and takes it back.
    k.square = c.square;
    captureArmy(r, k, c, new SeededRandom(1));
    expect(c).toMatchObject({ team: 'Coalition', factions: ['Blue', 'White'], originalTeam: 'Coalition' });
    // A Phyrexian Lt Cmdr captured by K: K's first colour only.
    const p = makeArmy({ name: 'P', team: 'Phyrexia', square: k.square, rank: 6 });
    r.armies.push(p);
    captureArmy(r, k, p, new SeededRandom(1));
    expect(p).toMatchObject({ team: 'Coalition', factions: ['Green'], originalTeam: 'Phyrexia' });
  });

  it('004 4.5b a Coalition captor\'s destroyed base is skipped; with every base taken the army goes to the nearest free town', () => {
    const r = makeRound([{ name: 'W', square: '3B' }, { name: 'P', team: 'Phyrexia', square: '3B', rank: 6 }]);
    r.bases.find((b) => b.square === '1A')!.destroyed = true; // 3 steps away and listed first, destroyed; 1C is as near
    captureArmy(r, r.armies[0]!, r.armies[1]!, new SeededRandom(1));
    expect(r.armies[1]!.square).toBe('1C');
    // Every base held: the nearest town, 20A.
    const t = makeRound([{ name: 'W', square: '18B' }, { name: 'P', team: 'Phyrexia', square: '18B', rank: 6 }]);
    t.armies.push(...filler(t.bases.map((b) => b.square), 'Coalition', 'B'));
    const notes = captureArmy(t, t.armies[0]!, t.armies[1]!, new SeededRandom(1));
    expect(t.armies[1]!.square).toBe('20A');
    expect(notes).toEqual([{ rule: '004 4.5b', message: 'P is captured by W, partially converted, and teleported to 20A' }]);
  });

  it('004 4.5c only a partially converted army is liberated when it loses; a fully converted one stays with its captor', () => {
    const a = makeArmy({ name: 'C', square: '5F', factions: ['Blue'] });
    Object.assign(a, { team: 'Phyrexia', factions: [], originalTeam: 'Coalition', originalFactions: ['Blue'], partiallyConverted: false });
    liberate(a);
    expect(a).toMatchObject({ team: 'Phyrexia', factions: [] });
    a.partiallyConverted = true;
    liberate(a);
    expect(a).toMatchObject({ team: 'Coalition', factions: ['Blue'], partiallyConverted: false });
  });
});

describe('004 6.3.2 the raider spawn', () => {
  /** The first seeds (from 1) whose spawn roll succeeds in `round`, with the raider made. */
  function spawns(make: () => Round, count: number) {
    const out: { seed: number; raider: Army; rng: SeededRandom; round: Round }[] = [];
    for (let seed = 1; out.length < count && seed < 2000; seed++) {
      const round = make(), rng = new SeededRandom(seed);
      const raider = raiderSpawn(round, rng);
      if (raider) out.push({ seed, raider, rng, round });
    }
    return out;
  }

  it('004 6.3.2 only Raiders count towards the five, and the roll says how many there are and what spawns', () => {
    // Five armies on the map, none a Raider: the d20 is still rolled, spawning on 1-3.
    const round = makeRound(['5E', '7E', '9E', '11E', '13E'].map((square, i) => ({ name: `A${i}`, square })));
    const rng = new SeededRandom(1);
    raiderSpawn(round, rng);
    expect(rng.rolls[0]).toMatchObject({ purpose: 'raider spawn (0 Raiders on the map: spawns on 1-3) (004 6.3.2)', sides: 20 });
  });

  it('004 6.3.2 a spawned Raider is 2/2 on 1-7 of the second d20, else 1/1, with full slots of its kind', () => {
    const all = spawns(() => makeRound([{ name: 'A', square: '10E' }]), 12);
    const big = all.find((s) => s.rng.rolls[1]!.value <= 7), small = all.find((s) => s.rng.rolls[1]!.value > 7);
    expect(big && small).toBeTruthy();
    for (const s of all) expect(s.rng.rolls[1]).toMatchObject({ purpose: 'spawned raider rank (1-7: 2/2, else 1/1) (004 6.3.2)', sides: 20 });
    expect(big!.raider).toMatchObject({ name: 'Raider 1', team: 'Mercenary', mercenaryFaction: 'Raider', rank: 5, days: 0 });
    expect(big!.raider.slots.map((s) => s.map((c) => [c.name, c.power, c.toughness, c.count, c.full]))).toEqual([
      [['Raider 2/2', 2, 2, 5000, 5000]], [['Raider 3/3', 3, 3, 2500, 2500]], [['Raider 4/4', 4, 4, 1500, 1500]], [['Raider 5/5', 5, 5, 1000, 1000]],
    ]);
    expect(small!.raider.rank).toBe(6);
    expect(small!.raider.slots.map((s) => s[0]!.name)).toEqual(['Raider 1/1', 'Raider 2/2', 'Raider 3/3', 'Raider 4/4']);
    expect(big!.rng.rolls[2]).toMatchObject({ purpose: 'square for the spawned raider (004 6.3.2)' });
  });

  it('004 6.3.1 the Raider appears only on an empty square not next to a base, portal or town — the last row included', () => {
    // Everything held but 38N (row 38, away from the portals at 38A-38I): it must appear there.
    const make = () => { const r = makeRound([]); r.armies = filler(everySquareBut('38N')); return r; };
    const found = spawns(make, 3);
    expect(found.length).toBe(3);
    for (const s of found) expect(s.raider.square).toBe('38N');
    // A free square next to a site is no place for it: with only 2B (beside the Red Base at 1A… and 1C) free, none spawns.
    const beside = makeRound([]); beside.armies = filler(everySquareBut('2B'));
    for (let seed = 1; seed <= 40; seed++) expect(raiderSpawn(beside, new SeededRandom(seed))).toBeNull();
  });

  it('004 6.3.2 with no square to put it on, no Raider appears', () => {
    const full = makeRound([]); full.armies = filler(everySquareBut());
    for (let seed = 1; seed <= 40; seed++) expect(raiderSpawn(full, new SeededRandom(seed))).toBeNull();
  });

  it('004 6.3.2 a new Raider takes the next number no army already has', () => {
    const make = () => makeRound([{ name: 'Raider 2', team: 'Mercenary', merc: 'Raider', square: '10E' }, { name: 'Raider 3', team: 'Mercenary', merc: 'Raider', square: '14E' }]);
    const [s] = spawns(make, 1);
    // Two Raiders on the map: it would be Raider 3, which exists, so Raider 4.
    expect(s!.raider.name).toBe('Raider 4');
    expect(s!.rng.rolls[0]!.purpose).toBe('raider spawn (2 Raiders on the map: spawns on 1-2) (004 6.3.2)');
  });
});

describe('004 4.2.5a a battle result is checked before it is stored', () => {
  const result = (extra: Partial<BattleResult> = {}): BattleResult => ({ square: '10E', winner: 'A', loser: 'P', losses: {}, outcome: 'none', ...extra });
  function battleRound(): Round {
    const r = makeRound([{ name: 'A', square: '10E' }, { name: 'P', team: 'Phyrexia', square: '10E', rank: 6 }, { name: 'B', square: '20E' }, { name: 'Q', team: 'Phyrexia', square: '20E', rank: 6 }]);
    r.battles = [{ square: '20E', armies: ['B', 'Q'], kind: 'no-attacker' }, { square: '10E', armies: ['A', 'P'], kind: 'no-attacker' }];
    return r;
  }

  it('004 4.2.5a the winner elsewhere is a problem too, and either of two announced battles can take a result', () => {
    const r = battleRound();
    expect(battleResultProblems(r, result())).toEqual([]);
    expect(battleResultProblems(r, result({ square: '20E', winner: 'B', loser: 'Q' }))).toEqual([]);
    r.armies[0]!.square = '11E';
    expect(battleResultProblems(r, result())).toEqual([{ rule: '004 4.2.5a', message: 'A and P are not both at 10E' }]);
  });

  it('004 4.1.1 a second result for the same loser of the same battle is refused; a result for it in another battle is not', () => {
    const r = battleRound();
    r.battleResults = [result()];
    expect(battleResultProblems(r, result())).toEqual([{ rule: '004 4.1.1', message: 'a result for P at 10E is already entered' }]);
    r.battleResults = [result({ square: '20E' })];
    expect(battleResultProblems(r, result())).toEqual([]);
  });

  it('004 4.2.5a a loss of 0 troops is a number of troops', () => {
    expect(battleResultProblems(battleRound(), result({ losses: { A: { 'A 2/2': 0 } } }))).toEqual([]);
  });

  it('004 4.2.6 the army that ran away: named wrongly, doing damage, or taking none, each with its rule; names match however spaced', () => {
    const r = battleRound();
    expect(battleResultProblems(r, result({ ranAway: 'A', losses: { P: { 'P 1/1': 10 } } }))).toEqual([
      { rule: '004 4.2.6', message: 'A is not the army that left the battle; the army that runs away is the loser (P)' },
    ]);
    expect(battleResultProblems(r, result({ ranAway: 'P', losses: { A: { 'A 2/2': 5 }, P: { 'P 1/1': 10 } } }))).toEqual([
      { rule: '004 4.2.6', message: 'P ran away and causes no damage, but A is entered as losing 5 troops' },
    ]);
    expect(battleResultProblems(r, result({ ranAway: 'P' }))).toEqual([
      { rule: '004 4.2.6', message: 'P ran away: at least some damage is always done to it, and none is entered' },
    ]);
    // Losses keyed " p " (as typed) are the loser's.
    expect(battleResultProblems(r, result({ ranAway: 'P', losses: { ' p ': { 'P 1/1': 10 } } }))).toEqual([]);
  });
});
