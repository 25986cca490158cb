// The Diplomacy Adjudicator Test Cases (DATC) v3.0, chapter 6, as vitest tests.
//
// Source: Lucas B. Kruijswijk, "The Diplomacy Adjudicator Test Cases", version 3.0. Chapter 6 (the
// test cases) may be copied freely; the orders in datcCases.ts are copied from it verbatim. The
// expected outcomes (datcExpectations.ts) are ours, derived from each case's prose and, where it
// offers a choice, from the v3.0 preference; the v2.4 text was consulted for 6.G.8's older answer.
//
// What runs:
//  - all 164 cases, 6.A.1 … 6.J.11, one test each, under `hasbro2000` (the DATC v3.0 preferences):
//    every order's success, the dislodged units, the units after movement, after retreats (6.H,
//    6.F.7) and after adjustments (6.B.14, 6.I, 6.J);
//  - 52 profile runs (datcProfileVariants.ts) under wm2004 (seed 000), maharajiad (seed 001) and
//    agora-bt (seed 002), named with their checklist clause keys: convoy to an adjacent province
//    (000 D.VI(2), 001 B.VII(2)), named and multiple convoy routes (000 D.VI(3)-(4), 001
//    B.VII(3)-(4)), convoy path required (002 BT17c), paradoxes, retreats after a convoy, and the
//    civil-disorder distance rules (000 D.V(4), 001 B.VI(4), 002 BT24e) where 6.J.6, 6.J.10 and
//    6.J.11 come out differently from the 2023 rule.
//
// Where the text needed interpreting (see the notes in datcExpectations.ts):
//  - "success" of holds, supports and convoys is our reading of OrderResult (see the header of
//    datcExpectations.ts): a convoy fails when its army did not move by convoy through it or the
//    convoy was disrupted or paradoxical (6.F.16, 6.F.17, 6.F.23, 6.F.24), not when the army
//    merely bounced at its destination (6.C.7, 6.F.2, 6.F.19, 6.G.13, 6.G.14);
//  - "Program should not crash" (6.A.4) is a failed order with the unit in place;
//  - 6.F.21: Clyde is also dislodged (by the supported Russian army), which the text leaves unsaid;
//  - 6.B.14, 6.I.*, 6.J.*: positions are constructed to fit each description (6.J.2 needs a third
//    French unit so that a civil-disorder removal follows the duplicated order);
//  - where a case states a retreat rule but prints no retreat orders (6.F.7, 6.H.5, 6.H.6, 6.H.9,
//    6.H.11, 6.H.12, 6.H.13, 6.H.16) we add the retreat order it talks about;
//  - 6.G.8 under wm2004/maharajiad follows DATC v2.4's reading of "via convoy" (no convoy ordered,
//    so the land route is used);
//  - all 164 cases again under droidippy (a judge's conventions, for games taken over from it):
//    as hasbro2000 except 6.G.8 (DATC 4.A.3, v2.4 fallback) and 6.J.6, 6.J.10, 6.J.11 (DATC 4.D.8,
//    2000-rulebook removals), whose answers are in datcProfileVariants.ts.
import { describe, expect, it } from 'vitest';
import { datcCases } from './datcCases';
import { datcExpectations } from './datcExpectations';
import { profileVariants } from './datcProfileVariants';
import { checkAdjustmentCase, checkMovementCase, variant } from './datcHarness';
import { readOrders } from './datcNotation';

const caseById = new Map(datcCases.map((c) => [c.id, c]));

describe('DATC v3.0 chapter 6 (hasbro2000)', () => {
  it('has all 164 cases, each with an expected outcome', () => {
    expect(datcCases).toHaveLength(164);
    expect(Object.keys(datcExpectations).sort()).toEqual(datcCases.map((c) => c.id).sort());
    // Every printed order is readable (a typo in a case must not silently change it).
    for (const c of datcCases) {
      const phase = datcExpectations[c.id]!.kind === 'adjustment' ? 'adjustment' : 'movement';
      expect(() => readOrders(variant, c.orders, phase), c.id).not.toThrow();
      if (c.retreatOrders) expect(() => readOrders(variant, c.retreatOrders!, 'retreat'), c.id).not.toThrow();
    }
  });

  for (const c of datcCases) {
    const expected = datcExpectations[c.id];
    if (!expected) continue; // reported by the completeness test above
    it(`${c.id} ${c.title} (hasbro2000)`, () => {
      if (expected.kind === 'adjustment') checkAdjustmentCase(c.orders, expected, 'hasbro2000');
      else checkMovementCase(c, expected, 'hasbro2000');
    });
  }
});

describe('DATC cases under the seed profiles', () => {
  for (const v of profileVariants) {
    const c = caseById.get(v.id);
    if (!c) throw new Error(`profile variant names unknown case ${v.id}`);
    const label = v.label ? ` — ${v.label}` : '';
    const clauses = v.clauses.length ? `, ${v.clauses.join(', ')}` : '';
    it(`${c.id} ${c.title}${label} (${v.profile}${clauses})`, () => {
      const orders = v.orders ?? c.orders;
      if (v.expected.kind === 'adjustment') checkAdjustmentCase(orders, v.expected, v.profile);
      else checkMovementCase({ orders, retreatOrders: v.orders ? undefined : c.retreatOrders }, v.expected, v.profile);
    });
  }
});

// A judge's conventions, not a seed: the droidippy profile plays every case as hasbro2000 does
// except where its two conventions decide (DATC 4.A.3's v2.4 fallback, DATC 4.D.8's 2000-rulebook
// removals); those cases run above, in datcProfileVariants.ts, with the answer the convention gives.
describe('DATC v3.0 chapter 6 under the droidippy conventions', () => {
  const overridden = new Set(profileVariants.filter((v) => v.profile === 'droidippy').map((v) => v.id));
  for (const c of datcCases) {
    const expected = datcExpectations[c.id];
    if (!expected || overridden.has(c.id)) continue;
    it(`${c.id} ${c.title} (droidippy, as hasbro2000)`, () => {
      if (expected.kind === 'adjustment') checkAdjustmentCase(c.orders, expected, 'droidippy');
      else checkMovementCase(c, expected, 'droidippy');
    });
  }
});
