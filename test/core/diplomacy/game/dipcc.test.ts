import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import {
  dipccStateToPosition, ordersToDipcc, positionToDipccState,
  readDipccGame, readDipccOrders, readDipccState, type DipccState,
} from '../../../../core/diplomacy/dipcc';
import { tryParsePhaseName } from '../../../../core/diplomacy/phases';
import { gameFiles, gameLabel, loadGameJson } from './games';

const variant = getVariant('standard');

/** A state with every list sorted, so two states compare regardless of the site's ordering. */
function comparable(state: DipccState) {
  const sortLists = (r: Record<string, string[]> | undefined) =>
    Object.fromEntries(Object.entries(r ?? {}).map(([k, v]) => [k, [...v].sort()]).filter(([, v]) => v.length > 0));
  return {
    units: sortLists(state.units),
    centers: sortLists(state.centers),
    homes: sortLists(state.homes),
    retreats: Object.fromEntries(Object.entries(state.retreats ?? {})
      .flatMap(([p, r]) => Object.entries(r).map(([u, opts]) => [`${p} ${u}`, [...opts].sort()]))),
  };
}

describe('dipcc files that are not games', () => {
  it('gives an error, not an exception, for malformed JSON values', () => {
    expect(readDipccGame(null)).toMatchObject({ error: expect.stringMatching(/not a dipcc game/) });
    expect(readDipccGame({ phases: [{ name: 'S1901M' }] })).toMatchObject({ error: expect.stringMatching(/phases\.0\.state/) });
    expect(readDipccState({ units: 3 })).toMatchObject({ error: expect.stringMatching(/units/) });
  });
  it('reports unreadable units, unknown powers and non-centres instead of throwing', () => {
    const { position, diagnostics } = dipccStateToPosition(variant, {
      name: 'S1901M', units: { FRANCE: ['A PAR', 'A XYZ', 'Q MAR'], ATLANTIS: ['A BUR'] }, centers: { FRANCE: ['PAR', 'BUR'] },
    });
    expect(position.units).toEqual([{ type: 'A', power: 'France', location: 'par' }]);
    expect(position.centres).toEqual({ par: 'France' });
    expect(diagnostics.map((d) => d.message)).toEqual([
      "cannot read unit 'A XYZ'", "cannot read unit 'Q MAR'", "unknown power 'ATLANTIS'", "'BUR' is not a supply centre",
    ]);
  });
});

describe('dipcc states and positions', () => {
  it('keeps the variant home centres although dipcc lists only the owned ones', () => {
    const { position } = dipccStateToPosition(variant, {
      name: 'W1901A', units: {}, centers: { AUSTRIA: ['VIE', 'BUD'], ITALY: ['TRI'] }, homes: { AUSTRIA: ['BUD', 'VIE'] },
    });
    expect(position.homeCentres.Austria).toEqual(['bud', 'tri', 'vie']);
    expect(positionToDipccState(variant, position).homes!.AUSTRIA).toEqual(['BUD', 'VIE']);
  });
  it('writes builds capped by the free home centres, and removals as a negative count', () => {
    const { position } = dipccStateToPosition(variant, {
      name: 'W1901A', units: { AUSTRIA: ['A VIE'], RUSSIA: ['A MOS', 'A WAR', 'F SEV', 'A UKR', 'A GAL'] },
      centers: { AUSTRIA: ['VIE', 'BUD', 'TRI', 'SER', 'GRE'], RUSSIA: ['MOS', 'WAR', 'SEV', 'STP'] },
    });
    const builds = positionToDipccState(variant, position).builds!;
    expect(builds.AUSTRIA).toEqual({ count: 2, homes: ['BUD', 'TRI'] });
    expect(builds.RUSSIA).toEqual({ count: -1, homes: [] });
    expect(builds.FRANCE).toEqual({ count: 0, homes: [] });
  });
  it('reads a dislodged unit (`*F SWE`) with its recorded retreat options', () => {
    const { position } = dipccStateToPosition(variant, {
      name: 'F1902R', units: { RUSSIA: ['*F SWE', 'F STP/NC'] }, centers: {}, retreats: { RUSSIA: { 'F SWE': ['BAL', 'FIN'] } },
    });
    expect(position.units).toEqual([{ type: 'F', power: 'Russia', location: 'stp/nc' }]);
    expect(position.dislodged).toEqual([{ unit: { type: 'F', power: 'Russia', location: 'swe' }, attackerFrom: '', attackerConvoyed: false, retreats: ['bal', 'fin'] }]);
  });
});

describe('dipcc orders', () => {
  it('reads an army move without VIA as explicitly by land, since dipcc writes every convoyed move VIA', () => {
    const { orders } = readDipccOrders(variant, { TURKEY: ['A CON - BUL', 'A SMY - ARM VIA', 'F BUL/EC - CON', 'A ANK H'] }, 'movement');
    expect(orders.map((o) => (o.kind === 'move' ? o.viaConvoy : 'not a move'))).toEqual([false, true, undefined, 'not a move']);
    expect(ordersToDipcc(variant, orders).TURKEY).toEqual(['A CON - BUL', 'A SMY - ARM VIA', 'F BUL/EC - CON', 'A ANK H']);
  });
  it('reports an unreadable order with the power and its index', () => {
    const r = readDipccOrders(variant, { FRANCE: ['A PAR - BUR', 'A PAR - MOON'], ATLANTIS: ['A PAR H'] }, 'movement');
    expect(r.orders).toHaveLength(1);
    expect(r.diagnostics).toEqual([
      { line: 2, text: 'A PAR - MOON', message: "FRANCE: unknown province 'MOON'" },
      { line: 1, text: 'A PAR H', message: "unknown power 'ATLANTIS'" },
    ]);
  });
});

describe('dipcc round trip over the 43 real games', () => {
  for (const file of gameFiles()) {
    it(`reads and writes every state and order set of ${gameLabel(file)} unchanged`, () => {
      const read = readDipccGame(loadGameJson(file));
      if ('error' in read) throw new Error(read.error);
      let phases = 0;
      for (const phase of read.game.phases) {
        const p = tryParsePhaseName(phase.name);
        if (!p) { expect(phase.name).toBe('COMPLETED'); continue; }
        phases++;
        const { position, diagnostics } = dipccStateToPosition(variant, phase.state, phase.name);
        expect(diagnostics).toEqual([]);
        expect(comparable(positionToDipccState(variant, position))).toEqual(comparable(phase.state));
        const orders = readDipccOrders(variant, phase.orders, p.type);
        expect(orders.diagnostics).toEqual([]);
        const written = ordersToDipcc(variant, orders.orders);
        // A supported unit is named by province: its coast is the one thing not kept.
        const supportedCoastDropped = (line: string) => line.replace(/ S ([AF]) ([A-Z]{3})\/[A-Z]{2}/, ' S $1 $2');
        for (const [power, list] of Object.entries(phase.orders)) expect(written[power] ?? []).toEqual(list.map(supportedCoastDropped));
      }
      expect(phases).toBeGreaterThan(5);
    });
  }
});
