// What the replay shares between phases to go faster, and what it must not: the order memo and
// the shared (frozen) units, phases and home centres of the positions it reads give exactly what
// the plain readers give, and a remembered line never hides a difference or a diagnostic in a
// later game (issue 18: every phase is still adjudicated and compared).
import { describe, expect, it } from 'vitest';
import { dipccStateToPosition, readDipccGame, readDipccOrders, readDipccPhaseName, type DipccStateOptions } from '../../../../core/diplomacy/dipcc';
import { readDipccOrdersRemembered } from '../../../../core/diplomacy/dipccOrderMemo';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { replayGame } from '../../../../core/diplomacy/replay';
import { getVariant } from '../../../../core/diplomacy/variants';
import { gameFiles, loadGameJson } from './games';

const variant = getVariant('standard');
const rules = getProfile('webdiplomacy');

function phasesOf(file: string) {
  const read = readDipccGame(loadGameJson(file));
  if ('error' in read) throw new Error(read.error);
  return read.game.phases;
}

describe('the order memo reads every line as the plain reader does', () => {
  it('gives the same orders and diagnostics as readDipccOrders for every phase of the 43 games, read twice', () => {
    let lines = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (const file of gameFiles()) {
        for (const phase of phasesOf(file)) {
          const type = readDipccPhaseName(variant, phase.name)?.type;
          if (!type) continue;
          expect(readDipccOrdersRemembered(variant, phase.orders, type)).toEqual(readDipccOrders(variant, phase.orders, type));
          for (const list of Object.values(phase.orders)) lines += list.length;
        }
      }
    }
    expect(lines).toBeGreaterThan(10_000);
  });
  it('remembers a line per power and per phase type: the same text is each power\'s own order', () => {
    const france = readDipccOrdersRemembered(variant, { FRANCE: ['A PAR D'] }, 'retreat').orders;
    const germany = readDipccOrdersRemembered(variant, { GERMANY: ['A PAR D'] }, 'retreat').orders;
    const removal = readDipccOrdersRemembered(variant, { FRANCE: ['A PAR D'] }, 'adjustment').orders;
    expect(france).toEqual([{ kind: 'disband', power: 'France', unit: 'par', unitType: 'A' }]);
    expect(germany).toEqual([{ kind: 'disband', power: 'Germany', unit: 'par', unitType: 'A' }]);
    expect(removal).toEqual([{ kind: 'remove', power: 'France', unit: 'par', unitType: 'A' }]);
  });
  it('reports an unreadable line every time it is met, with that phase\'s line number', () => {
    const first = readDipccOrdersRemembered(variant, { ITALY: ['A VEN - XYZ'] }, 'movement');
    const again = readDipccOrdersRemembered(variant, { ITALY: ['A ROM H', 'A VEN - XYZ'], ATLANTIS: ['A PAR H'] }, 'movement');
    expect(first.diagnostics).toEqual([{ line: 1, text: 'A VEN - XYZ', message: "ITALY: unknown province 'XYZ'" }]);
    expect(again.diagnostics).toEqual([
      { line: 2, text: 'A VEN - XYZ', message: "ITALY: unknown province 'XYZ'" },
      { line: 1, text: 'A PAR H', message: "unknown power 'ATLANTIS'" },
    ]);
    expect(again.orders).toHaveLength(1);
  });
  it('hands out frozen orders: a change anywhere throws instead of changing other phases\' orders', () => {
    const [order] = readDipccOrdersRemembered(variant, { TURKEY: ['A CON - BUL - RUM'] }, 'movement').orders;
    expect(Object.isFrozen(order)).toBe(true);
    expect(() => { (order as { to: string }).to = 'ser'; }).toThrow(TypeError);
    expect(() => { (order as { route: string[] }).route.push('ser'); }).toThrow(TypeError);
  });
});

describe('shared positions are the plain positions', () => {
  it('reads every state of the 43 games to the same position, shared or not, each read after the one before', () => {
    let reused = 0;
    for (const file of gameFiles()) {
      let previous: DipccStateOptions['previous'];
      for (const phase of phasesOf(file)) {
        const plain = dipccStateToPosition(variant, phase.state, phase.name);
        const shared = dipccStateToPosition(variant, phase.state, phase.name, { shared: true, previous });
        expect(shared).toEqual(plain);
        if (previous && shared.position.centres === previous.read.position.centres) reused++;
        previous = { state: phase.state, read: shared };
      }
    }
    expect(reused).toBeGreaterThan(500);
  });
  it('shares the centre record of the state before only when the centres are listed alike and that reading was clean', () => {
    const before = { units: {}, centers: { FRANCE: ['PAR', 'BRE'], ITALY: ['ROM'] } };
    const read = dipccStateToPosition(variant, before, 'F1901M', { shared: true });
    const same = dipccStateToPosition(variant, { units: {}, centers: { FRANCE: ['PAR', 'BRE'], ITALY: ['ROM'] } }, 'F1901R', { shared: true, previous: { state: before, read } });
    expect(same.position.centres).toBe(read.position.centres);
    const moved = dipccStateToPosition(variant, { units: {}, centers: { FRANCE: ['PAR', 'BRE'], ITALY: ['ROM', 'VEN'] } }, 'W1901A', { shared: true, previous: { state: before, read } });
    expect(moved.position.centres).toEqual({ par: 'France', bre: 'France', rom: 'Italy', ven: 'Italy' });
    const swapped = dipccStateToPosition(variant, { units: {}, centers: { ITALY: ['ROM'], FRANCE: ['PAR', 'BRE'] } }, 'F1901R', { shared: true, previous: { state: before, read } });
    expect(swapped.position.centres).not.toBe(read.position.centres);
    expect(swapped.position.centres).toEqual(read.position.centres);
    // A reading that reported something is never the source: the next state reports it too.
    const odd = { units: {}, centers: { FRANCE: ['PAR', 'XYZ'] } };
    const oddRead = dipccStateToPosition(variant, odd, 'F1901M', { shared: true });
    const next = dipccStateToPosition(variant, { units: {}, centers: { FRANCE: ['PAR', 'XYZ'] } }, 'F1901R', { shared: true, previous: { state: odd, read: oddRead } });
    expect(next.diagnostics).toEqual([{ where: 'centers.FRANCE', message: "'XYZ' is not a supply centre" }]);
  });
  it('shares frozen units and home centres only when asked; a plain position has its own', () => {
    const state = { units: { FRANCE: ['A PAR'] }, centers: { FRANCE: ['PAR'] } };
    const a = dipccStateToPosition(variant, state, 'S1901M', { shared: true }).position;
    const b = dipccStateToPosition(variant, state, 'S1901M', { shared: true }).position;
    expect(a.units[0]).toBe(b.units[0]);
    expect(Object.isFrozen(a.units[0])).toBe(true);
    expect(Object.isFrozen(a.homeCentres.France)).toBe(true);
    const plain = dipccStateToPosition(variant, state, 'S1901M').position;
    plain.units[0]!.location = 'bur';
    plain.homeCentres.France!.push('bel');
    plain.phase.year = 1950;
    const later = dipccStateToPosition(variant, state, 'S1901M').position;
    expect(later.units[0]!.location).toBe('par');
    expect(later.homeCentres.France).toEqual(['bre', 'mar', 'par']);
    expect(later.phase.year).toBe(1901);
  });
  it('gives a state with an extra dipcc home its own home centres, leaving the shared ones alone', () => {
    const state = { units: {}, centers: { FRANCE: ['BEL'] }, homes: { FRANCE: ['BEL', 'PAR'] } };
    const extra = dipccStateToPosition(variant, state, 'W1901A', { shared: true }).position;
    expect(extra.homeCentres.France).toEqual(['bre', 'mar', 'par', 'bel']);
    const usual = dipccStateToPosition(variant, { units: {}, centers: {} }, 'W1901A', { shared: true }).position;
    expect(usual.homeCentres.France).toEqual(['bre', 'mar', 'par']);
  });
});

describe('a remembered line or unit never hides a difference in a later game', () => {
  it('replays a game, then a copy whose record differs, and reports the copy\'s difference in full', () => {
    const file = 'game_433761_ENGLAND_AG.json';
    expect(replayGame(loadGameJson(file), rules).mismatches).toEqual([]);
    const doctored = loadGameJson(file) as { phases: { name: string; state: { units: Record<string, string[]> } }[] };
    const f1901 = doctored.phases.find((p) => p.name === 'F1901M')!;
    f1901.state.units.FRANCE = f1901.state.units.FRANCE!.map((u) => (u === 'A BUR' ? 'A PAR' : u));
    const report = replayGame(doctored, rules);
    expect(report.mismatches.map((m) => m.phase)).toContain('S1901M');
    expect(report.mismatches.find((m) => m.phase === 'S1901M')!.diff).toEqual(expect.arrayContaining(['unit missing: France A PAR', 'unit unexpected: France A BUR']));
  });
  it('reports a changed order in a later copy: the phase is adjudicated with the copy\'s own orders', () => {
    const file = 'game_433761_ENGLAND_AG.json';
    const original = replayGame(loadGameJson(file), rules);
    const doctored = loadGameJson(file) as { phases: { name: string; orders: Record<string, string[]> }[] };
    const s1901 = doctored.phases.find((p) => p.name === 'S1901M')!;
    // France's army in Paris holds instead of going to Burgundy, as the record says it did.
    s1901.orders.FRANCE = s1901.orders.FRANCE!.map((o) => (o.startsWith('A PAR') ? 'A PAR H' : o));
    const report = replayGame(doctored, rules);
    expect(report.phases).toBe(original.phases);
    expect(report.mismatches.find((m) => m.phase === 'S1901M')?.diff).toEqual(expect.arrayContaining(['unit missing: France A BUR', 'unit unexpected: France A PAR']));
  });
  it('compares units as a set, whatever order either side lists them in', () => {
    const file = 'game_433762_ITALY_AEFT.json';
    const shuffled = loadGameJson(file) as { phases: { state: { units: Record<string, string[]> } }[] };
    for (const p of shuffled.phases) {
      const powers = Object.keys(p.state.units).reverse();
      p.state.units = Object.fromEntries(powers.map((k) => [k, [...p.state.units[k]!].reverse()]));
    }
    const report = replayGame(shuffled, rules);
    expect(report.mismatches).toEqual([]);
    expect(report.phases).toBe(replayGame(loadGameJson(file), rules).phases);
  });
});
