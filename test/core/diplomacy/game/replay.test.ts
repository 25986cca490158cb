// Replays the 43 dipcc games of shared/reference/games/webdiplomacy-cicero (facebookresearch/
// diplomacy_cicero, MIT; 40 webDiplomacy games and 3 of dipcc's own test games) under the
// webdiplomacy profile: every phase is re-adjudicated from its recorded state and must produce the
// next recorded state. Under hasbro2000 the only differences are civil-disorder removals, where
// the 2023 rulebook (DATC v3.0 6.J.11) measures distance to owned centres and webDiplomacy, like
// the 2000 rulebook, to home centres: a test below pins exactly that.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getVariant } from '../../../../core/diplomacy/variants';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { replayGame } from '../../../../core/diplomacy/replay';
import { gameFiles, gameLabel, loadGameJson } from './games';

const rules = getProfile('webdiplomacy');

describe('replay of the 43 real games under the webdiplomacy profile', () => {
  const files = gameFiles();
  it('finds all 43 games beside the repository', () => {
    expect(files).toHaveLength(43);
  });
  for (const file of files) {
    it(`replays ${gameLabel(file)} identically`, () => {
      const report = replayGame(loadGameJson(file), rules);
      expect(report.diagnostics).toEqual([]);
      expect(report.mismatches.map((m) => `${m.phase}: ${m.diff.join('; ')}`)).toEqual([]);
      expect(report.phases).toBeGreaterThan(5);
    });
  }
});

describe('replay under hasbro2000 differs only where DATC v3.0 6.J.11 changed the removal rule', () => {
  it('6.J.11: every mismatch is a W1908A civil-disorder removal measured to owned, not home, centres', () => {
    const hasbro = getProfile('hasbro2000');
    const mismatches = gameFiles().flatMap((file) => replayGame(loadGameJson(file), hasbro).mismatches);
    expect(mismatches.length).toBeGreaterThan(0);
    expect(new Set(mismatches.map((m) => m.phase))).toEqual(new Set(['W1908A']));
  });
});

describe('replay normalises representation, never outcomes', () => {
  it('plays through an empty retreat phase that dipcc\'s own games skip (a dislodged unit with nowhere to go is destroyed at once)', () => {
    const report = replayGame(loadGameJson('unit_tests__game_100012_anonymized.json'), rules);
    expect(report.normalised).toContain('F1904M: no dislodged unit can retreat; the record destroys them at once, so the empty F1904R was played through');
    expect(report.mismatches).toEqual([]);
  });
  it('does not compare a phase the record repeats with itself', () => {
    const report = replayGame(loadGameJson('unit_tests__double_convoy_unresolve_support.json'), rules);
    expect(report.normalised).toContain('S1908M is recorded twice; the repeat is not its outcome and is not compared');
  });
  it('normalises nothing in a webDiplomacy game that needs nothing normalised', () => {
    expect(replayGame(loadGameJson('game_433762_ITALY_AEFT.json'), rules).normalised).toEqual([]);
  });
});

describe('replay finds differences and bad input', () => {
  const game = loadGameJson('game_433761_ENGLAND_AG.json') as { phases: { name: string; state: { units: Record<string, string[]> } }[] };
  it('reports a phase whose recorded outcome differs, naming the unit', () => {
    const doctored = structuredClone(game);
    // The site's record says France's army reached Burgundy in S1901M; pretend it stayed in Paris.
    const f1901 = doctored.phases.find((p) => p.name === 'F1901M')!;
    f1901.state.units.FRANCE = f1901.state.units.FRANCE!.map((u) => (u === 'A BUR' ? 'A PAR' : u));
    const report = replayGame(doctored, rules);
    const s1901 = report.mismatches.find((m) => m.phase === 'S1901M');
    expect(s1901?.diff).toEqual(expect.arrayContaining(['unit missing: France A PAR', 'unit unexpected: France A BUR']));
  });
  it('reports a malformed file as a diagnostic, not an exception', () => {
    expect(replayGame({ phases: 'none' }, rules)).toMatchObject({ phases: 0, mismatches: [], diagnostics: [expect.stringMatching(/not a dipcc game/)] });
    expect(replayGame({ map: 'atlantis', phases: [] }, rules).diagnostics[0]).toMatch(/unknown variant 'atlantis'/);
  });
  it('never throws on hostile games: random JSON, and real games with units and orders scrambled', () => {
    fc.assert(fc.property(fc.jsonValue(), (json) => { replayGame(json, rules); }), { numRuns: 300 });
    const places = getVariant('standard').data.provinces.flatMap((p) => [p.id, ...p.coasts.map((c) => `${p.id}/${c}`)]).map((l) => l.toUpperCase());
    const small = loadGameJson('unit_tests__game_1_anonymized_truncated.json') as { phases: { state: { units: Record<string, string[]> }; orders: Record<string, string[]> }[] };
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(), fc.constantFrom('A', 'F'), fc.constantFrom(...places), fc.boolean()), { minLength: 1, maxLength: 30 }), (edits) => {
      const game = structuredClone(small);
      for (const [n, type, place, inOrders] of edits) {
        const phase = game.phases[n % game.phases.length]!;
        const powers = Object.keys(inOrders ? phase.orders : phase.state.units);
        if (!powers.length) continue;
        const power = powers[n % powers.length]!;
        const list = (inOrders ? phase.orders : phase.state.units)[power]!;
        if (inOrders) list.push(`${type} ${place} - ${places[n % places.length]}`);
        else list.push(`${type} ${place}`);
      }
      const report = replayGame(game, rules);
      expect(report.phases + report.diagnostics.length).toBeGreaterThan(0);
    }), { numRuns: 150 });
  });
  it('notes an order line it cannot read and still adjudicates the phase', () => {
    const doctored = structuredClone(game) as unknown as { phases: { name: string; orders: Record<string, string[]> }[] };
    doctored.phases[0]!.orders.ITALY!.push('A VEN - XYZ');
    const report = replayGame(doctored, rules);
    expect(report.diagnostics).toEqual(["S1901M order 'A VEN - XYZ': ITALY: unknown province 'XYZ'"]);
    expect(report.phases).toBe(replayGame(game, rules).phases);
  });
});
