// The index-based entry point (issue 18, item 4) against adjudicate(): the same results and
// reasons when described, and its own numbers (the next units, the next phase, the Fall's centre
// owners and solo) the same as the position adjudicate() gives, on every movement phase of the
// 43 real games and on random full boards, under every profile; and (issue 19) on the DATC
// movement cases played in a Fall and on random Falls, with house solo counts, NMR and civil
// disorder, and on the Maharajah map. Only a mutant that makes the two paths part can fail these,
// so mutation runs try them only on the files where they do (tools/mutationModules.mjs).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { adjudicateIndexed, prepareOrders } from '../../../../core/diplomacy/adjudicateIndexed';
import { dipccStateToPosition, readDipccGame, readDipccOrders } from '../../../../core/diplomacy/dipcc';
import { getProfile, profileIds, type HouseRules } from '../../../../core/diplomacy/houseRules';
import { tryParsePhaseName } from '../../../../core/diplomacy/phases';
import type { Order, Position, Season, Unit } from '../../../../core/diplomacy/types';
import { getVariant } from '../../../../core/diplomacy/variants';
import { datcCases } from '../datc/datcCases';
import { datcExpectations } from '../datc/datcExpectations';
import { readOrders, readUnits } from '../datc/datcNotation';
import { gameFiles, loadGameJson } from '../game/games';
import { position } from './helpers';
import { expectSameAsAdjudicate, expectSameNext, randomFall } from './indexedCheck';
import { alignConvoys, randomOrders, randomPosition, seededPick } from './randomBoard';

const standard = getVariant('standard');
const maharajah = getVariant('maharajah');
const hasbro = getProfile('hasbro2000');

interface Case { position: Position; orders: Order[] }

function realPhases(): Case[] {
  const out: Case[] = [];
  for (const file of gameFiles()) {
    const read = readDipccGame(loadGameJson(file));
    if ('error' in read) continue;
    for (const phase of read.game.phases) {
      if (tryParsePhaseName(phase.name)?.type !== 'movement') continue;
      const position = dipccStateToPosition(standard, phase.state, phase.name).position;
      out.push({ position, orders: readDipccOrders(standard, phase.orders, 'movement').orders });
    }
  }
  return out;
}

function randomPhases(count: number): Case[] {
  const out: Case[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const pick = seededPick(seed);
    const position = randomPosition(standard, pick, 34);
    out.push({ position, orders: alignConvoys(randomOrders(standard, position, pick)) });
  }
  return out;
}

describe('adjudicateIndexed (issue 18, item 4)', () => {
  const real = realPhases();
  const random = randomPhases(120);

  it('reads every movement phase of the 43 real games (the set under test is not empty)', () => {
    expect(real.length).toBeGreaterThan(700);
    expect(real.filter((c) => c.position.phase.season === 'fall').length).toBeGreaterThan(300);
  });

  for (const id of profileIds) {
    it(`describes every real and random phase exactly as adjudicate() under ${id}, and its numbers match the next position`, () => {
      const rules = getProfile(id);
      for (const c of [...real, ...random]) {
        const expected = adjudicate(standard, c.position, c.orders, rules);
        const phase = adjudicateIndexed(prepareOrders(standard, c.position, c.orders), rules);
        expectSameNext(phase, expected);
        expect(phase.describe()).toEqual(expected);
      }
    });
  }

  it('with NMR and civil disorder (000 D.VII(6)(c), 002 BT24) gives what adjudicate() gives', () => {
    for (const id of profileIds) {
      const rules = getProfile(id);
      const context = { nmr: ['France'], civilDisorder: ['Italy'] };
      for (const c of random.slice(0, 40)) {
        const expected = adjudicate(standard, c.position, c.orders, rules, context);
        const phase = adjudicateIndexed(prepareOrders(standard, c.position, c.orders), rules, context);
        expectSameNext(phase, expected);
        expect(phase.describe()).toEqual(expected);
      }
    }
  });

  it('describes a phase rightly after other phases have reused the engine\'s arrays', () => {
    const rules = getProfile('hasbro2000');
    const phases = random.slice(0, 30).map((c) => adjudicateIndexed(prepareOrders(standard, c.position, c.orders), rules));
    random.slice(0, 30).forEach((c, k) => expect(phases[k]!.describe()).toEqual(adjudicate(standard, c.position, c.orders, rules)));
  });

  it('refuses what it cannot read, loudly: a position of another phase, an entry that is not an order', () => {
    const c = random[0]!;
    expect(() => prepareOrders(standard, { ...c.position, phase: { ...c.position.phase, type: 'retreat' } }, c.orders)).toThrow(/movement phases only/);
    expect(() => prepareOrders(standard, c.position, [...c.orders, null as unknown as Order])).toThrow(/is not an order/);
  });
});

function inSeason(pos: Position, season: Season): Position {
  return { ...pos, phase: { ...pos.phase, season } };
}

/** The DATC's movement cases as the harness builds them: the ordered units, home centres owned. */
function datcMovementCases(): { id: string; position: Position; orders: Order[] }[] {
  const out = [];
  for (const c of datcCases) {
    const expected = datcExpectations[c.id];
    if (expected?.kind !== 'movement') continue;
    const orders = readOrders(standard, c.orders, 'movement');
    let units: Unit[];
    if (expected.units) units = readUnits(standard, expected.units);
    else {
      units = [];
      for (const o of orders) {
        if (o.kind === 'build' || o.kind === 'remove' || o.kind === 'waive' || !o.unitType) continue;
        if (!units.some((u) => u.location.split('/')[0] === o.unit.split('/')[0])) units.push({ type: o.unitType, power: o.power, location: o.unit });
      }
    }
    out.push({ id: c.id, position: { ...position(''), units }, orders });
  }
  return out;
}

describe('adjudicateIndexed against adjudicate() (issue 19)', () => {
  const datc = datcMovementCases();

  it('reads every DATC movement case (the set under test is not empty)', () => {
    expect(datc.length).toBeGreaterThan(130);
  });

  for (const id of profileIds) {
    // In a Fall (the centres counted by index after it); the Spring's path is the Fall's up to the
    // count, and adjudicateIndexed.test.ts compares the real games' and random Springs.
    it(`every DATC movement case (6.A-6.H) played in a Fall gives adjudicate()'s result under ${id} (002 BT23a)`, () => {
      const rules = getProfile(id);
      for (const c of datc) expectSameAsAdjudicate(standard, inSeason(c.position, 'fall'), c.orders, rules);
    });
  }

  it('random Falls with centres owned by anyone or nobody, and house solo counts, give adjudicate()\'s result (002 BT23a, 002 BT16c)', () => {
    let solos = 0;
    let ties = 0;
    let quiet = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const pick = seededPick(1000 + seed);
      const pos = randomFall(standard, pick, 10 + pick(25));
      const orders = alignConvoys(randomOrders(standard, pos, pick));
      // From the seed's own count down to a house count of a few centres, where ties for the most happen.
      const rules: HouseRules = { ...getProfile(profileIds[seed % profileIds.length]!), victoryCentres: seed % 4 === 0 ? null : 2 + (seed % 7) };
      const r = expectSameAsAdjudicate(standard, pos, orders, rules);
      if (r.victory) solos++;
      if (r.notices.some((n) => /a tie, so no solo/.test(n))) ties++;
      if (r.next.phase.season === 'spring') quiet++;
    }
    // The boards reach what is being compared: solos, ties for the most, and Falls with no adjustment.
    expect(solos).toBeGreaterThan(10);
    expect(ties).toBeGreaterThan(3);
    expect(quiet).toBeGreaterThan(0);
  });

  it('random Falls with NMR and civil disorder give adjudicate()\'s result (000 D.VII(6)(c), 002 BT24)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const pick = seededPick(5000 + seed);
      const pos = randomFall(standard, pick, 20 + pick(15));
      const powers = standard.powers.map((p) => p.name);
      const context = { nmr: [powers[seed % 7]!], civilDisorder: [powers[(seed + 3) % 7]!] };
      expectSameAsAdjudicate(standard, pos, alignConvoys(randomOrders(standard, pos, pick)), getProfile(profileIds[seed % profileIds.length]!), context);
    }
  });

  it('random Falls on the Maharajah map give adjudicate()\'s result (002 BT23a on another map)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const pick = seededPick(9000 + seed);
      const pos = { ...randomFall(maharajah, pick, 15 + pick(20)), variant: 'maharajah' };
      expectSameAsAdjudicate(maharajah, pos, alignConvoys(randomOrders(maharajah, pos, pick)), { ...hasbro, victoryCentres: 3 + (seed % 5) });
    }
  });
});
