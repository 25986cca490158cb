// The index-based entry point (issue 18, item 4) against adjudicate(): the same results and
// reasons when described, and its own numbers (the next units, the next phase, the Fall's centre
// owners and solo) the same as the position adjudicate() gives, on every movement phase of the
// 43 real games and on random full boards, under every profile.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { adjudicateIndexed, prepareOrders } from '../../../../core/diplomacy/adjudicateIndexed';
import { dipccStateToPosition, readDipccGame, readDipccOrders } from '../../../../core/diplomacy/dipcc';
import { getProfile, profileIds } from '../../../../core/diplomacy/houseRules';
import { tryParsePhaseName } from '../../../../core/diplomacy/phases';
import type { Order, Position } from '../../../../core/diplomacy/types';
import { getVariant } from '../../../../core/diplomacy/variants';
import { gameFiles, loadGameJson } from '../game/games';
import { expectSameNext } from './indexedCheck';
import { alignConvoys, randomOrders, randomPosition, seededPick } from './randomBoard';

const standard = getVariant('standard');

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
