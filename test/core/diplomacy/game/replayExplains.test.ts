// Replay explains its differences (issue: take over a game): for a phase that comes out other
// than the record, it tries the judges' conventions one at a time and names those that match, and
// it says which named profiles replay the whole game identically.
import { describe, expect, it } from 'vitest';
import { alternativeConventions } from '../../../../core/diplomacy/conventions';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { profilesThatReplay, replayGame } from '../../../../core/diplomacy/replay';
import { gameFiles, loadGameJson } from './games';

// A game whose W1908A civil-disorder removal differs between the 2023 and 2000 rulebooks.
const differing = gameFiles().map((f) => ({ f, json: loadGameJson(f) }))
  .find(({ json }) => replayGame(json, getProfile('hasbro2000')).mismatches.length > 0)!;

describe('DATC 6.J.11 / DATC 4.D.8: replay names the removal convention the record used', () => {
  it('a W1908A mismatch under hasbro2000 is matched by a 2000-rulebook removal convention, not by an unrelated one', () => {
    const report = replayGame(differing.json, getProfile('hasbro2000'), undefined, { explain: true });
    const m = report.mismatches[0]!;
    expect(m.phase).toBe('W1908A');
    const labels = m.matchesUnder.map((c) => c.label);
    expect(labels.length).toBeGreaterThan(0);
    expect(m.matchesUnder.every((c) => c.clause === 'DATC 4.D.8')).toBe(true);
    expect(labels.some((l) => /home centres/.test(l))).toBe(true);
    expect(labels.some((l) => /via convoy/.test(l))).toBe(false);
  });

  it('the profiles that replay the game identically include webdiplomacy and droidippy, not hasbro2000', () => {
    const profiles = profilesThatReplay(differing.json);
    expect(profiles).toContain('webdiplomacy');
    expect(profiles).toContain('droidippy');
    expect(profiles).not.toContain('hasbro2000');
  });

  it('a phase no convention explains says so (matchesUnder is empty)', () => {
    const game = structuredClone(differing.json) as { phases: { name: string; state: { units: Record<string, string[]> } }[] };
    // The record moves a French army somewhere no rule would: no convention can match it.
    const f1901 = game.phases.find((p) => p.name === 'F1901M')!;
    f1901.state.units.FRANCE = (f1901.state.units.FRANCE ?? []).map((u) => (u === 'A BUR' || u === 'A PIC' || u === 'A GAS' ? 'A MOS' : u));
    const report = replayGame(game, getProfile('webdiplomacy'), undefined, { explain: true });
    const s1901 = report.mismatches.find((m) => m.phase === 'S1901M');
    expect(s1901).toBeDefined();
    expect(s1901!.matchesUnder).toEqual([]);
  });
});

describe('explaining is asked for, and bounded', () => {
  it('without explain, or past the limit, a mismatch lists no conventions (none were tried)', () => {
    const quiet = replayGame(differing.json, getProfile('hasbro2000'));
    expect(quiet.mismatches[0]!.matchesUnder).toEqual([]);
    const capped = replayGame(differing.json, getProfile('hasbro2000'), undefined, { explain: true, explainLimit: 0 });
    expect(capped.mismatches[0]!.matchesUnder).toEqual([]);
  });
});

describe('the conventions tried', () => {
  it('DATC 4.A.3, 4.A.2, 4.B and 4.D.8 / 6.J.11: each is one option changed from the rules given', () => {
    const rules = getProfile('hasbro2000');
    const tried = alternativeConventions(rules);
    expect(new Set(tried.map((c) => c.clause))).toEqual(new Set(['DATC 4.A.3', 'DATC 4.A.2', 'DATC 4.B', 'DATC 4.D.8']));
    for (const c of tried) {
      const changed = Object.keys(c.rules).filter((k) => (c.rules as unknown as Record<string, unknown>)[k] !== (rules as unknown as Record<string, unknown>)[k]);
      expect(changed, c.label).toHaveLength(1);
    }
    // The fallback is offered from either side.
    expect(alternativeConventions(getProfile('droidippy')).some((c) => c.rules.viaConvoyLandFallback === false)).toBe(true);
  });
});
