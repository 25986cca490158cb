import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { currentPhase, playPhase, startGame, type GameRecord } from '../../../../core/diplomacy/game';
import { nextPhase, phaseName, tryParsePhaseName } from '../../../../core/diplomacy/phases';
import { dipccStateToPosition, gameRecordToDipcc, positionToDipccState, readDipccGame, readDipccOrders, type DipccGame } from '../../../../core/diplomacy/dipcc';
import { loadGameJson } from './games';
import { replayGame } from '../../../../core/diplomacy/replay';
import { getProfile } from '../../../../core/diplomacy/houseRules';

const variant = getVariant('standard');

function dipccGame(file: string): DipccGame {
  const r = readDipccGame(loadGameJson(file));
  if ('error' in r) throw new Error(r.error);
  return r.game;
}

/** Units (with coasts), dislodged units with retreats, and centres, order-independent. */
function outcome(state: ReturnType<typeof positionToDipccState>) {
  return {
    units: Object.entries(state.units).flatMap(([p, us]) => us.map((u) => `${p} ${u}`)).sort(),
    centres: Object.entries(state.centers).flatMap(([p, cs]) => cs.map((c) => `${p} ${c}`)).sort(),
    retreats: Object.entries(state.retreats ?? {}).flatMap(([p, r]) => Object.entries(r).map(([u, o]) => `${p} ${u}: ${[...o].sort().join(' ')}`)).sort(),
  };
}

function ordersOf(game: DipccGame, name: string) {
  const phase = game.phases.find((p) => p.name === name)!;
  const r = readDipccOrders(variant, phase.orders, tryParsePhaseName(name)!.type);
  expect(r.diagnostics).toEqual([]);
  return r.orders;
}

describe('game record: the phase machine', () => {
  const game = dipccGame('game_433761_ENGLAND_AG.json');

  it('starts at Spring 1901 movement with the 22 starting units, waiting for orders', () => {
    const record = startGame(variant, 'hasbro2000');
    expect(record.phases).toHaveLength(1);
    const phase = currentPhase(record);
    expect(phase.name).toBe('S1901M');
    expect(phase.played).toBe(false);
    expect(phase.position.units).toHaveLength(22);
  });

  it('plays a phase into a new record, leaving the old one untouched', () => {
    const start = startGame(variant, 'hasbro2000');
    const copy = structuredClone(start);
    const next = playPhase(start, ordersOf(game, 'S1901M'));
    expect(start).toEqual(copy);
    expect(next.phases.map((p) => p.name)).toEqual(['S1901M', 'F1901M']);
    expect(next.phases[0]!.played).toBe(true);
    expect(next.phases[0]!.results).toHaveLength(22);
    expect(() => playPhase({ ...next, phases: next.phases.slice(0, 1) }, [])).toThrow(/already been played/);
  });

  it('000 D.II(5)a records a skipped retreat phase, with why, after a movement phase that dislodged nothing', () => {
    const next = playPhase(startGame(variant, 'hasbro2000'), ordersOf(game, 'S1901M'));
    expect(next.phases[0]!.skippedAfter).toEqual([{ name: 'S1901R', phase: { year: 1901, season: 'spring', type: 'retreat' }, reason: 'no unit was dislodged' }]);
  });

  it('000 D.II(5)a opens a retreat phase of its own after a dislodgement (F1902M → F1902R)', () => {
    const f1902 = game.phases.find((p) => p.name === 'F1902M')!;
    const position = dipccStateToPosition(variant, f1902.state, 'F1902M').position;
    const record: GameRecord = { format: 'adjutant-game', version: 1, variant: 'standard', profile: 'hasbro2000',
      phases: [{ name: 'F1902M', position, orders: [], results: [], notices: [], skippedAfter: [], played: false }] };
    const next = playPhase(record, ordersOf(game, 'F1902M'));
    expect(currentPhase(next).name).toBe('F1902R');
    expect(currentPhase(next).position.dislodged.map((d) => d.unit.location)).toEqual(['swe']);
    expect(next.phases[0]!.skippedAfter).toEqual([]);
  });

  it('000 D.II(5)a plays the whole of game 433762 from the start through the phase machine, matching every recorded phase and recording each skipped one', () => {
    const whole = dipccGame('game_433762_ITALY_AEFT.json');
    let record = startGame(variant, 'hasbro2000');
    for (let i = 0; i < whole.phases.length; i++) {
      const recorded = whole.phases[i]!;
      const phase = currentPhase(record);
      expect(phase.name).toBe(recorded.name);
      expect(outcome(positionToDipccState(variant, phase.position))).toEqual(outcome(recorded.state));
      if (i + 1 === whole.phases.length) break;
      const orders = ordersOf(whole, recorded.name);
      const ordered = new Set(orders.map((o) => o.power));
      const nmr = variant.powers.map((p) => p.name).filter((p) => !ordered.has(p));
      record = playPhase(record, orders, { nmr });
    }
    // The record is plain JSON.
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
    expect(record.phases.length).toBe(whole.phases.length);
    // Every phase the site skipped is recorded as skipped, with why (000 D.II(5)a).
    const skipped = record.phases.flatMap((p) => p.skippedAfter.map((s) => `${s.name}: ${s.reason}`));
    let fullSequence = 1;
    for (let ph = tryParsePhaseName('S1901M')!; phaseName(ph) !== currentPhase(record).name; ph = nextPhase(ph)) fullSequence++;
    expect(record.phases.length + skipped.length).toBe(fullSequence);
    expect(skipped.length).toBeGreaterThan(0);
    for (const line of skipped) expect(line).toMatch(/^[SF]\d{4}R: no unit was dislodged$|^W\d{4}A: no power has a build or removal to make$/);
    const played = new Set(record.phases.map((p) => p.name));
    for (const line of skipped) expect(played.has(line.slice(0, 6))).toBe(false);

    // Written back as a dipcc game, the record replays cleanly and its states are the site's.
    const written = gameRecordToDipcc(variant, record, 'replayed');
    expect(replayGame(JSON.parse(JSON.stringify(written)), getProfile('hasbro2000')).mismatches).toEqual([]);
    written.phases.forEach((p, i) => expect(outcome(p.state as ReturnType<typeof positionToDipccState>)).toEqual(outcome(whole.phases[i]!.state)));
  });
});
