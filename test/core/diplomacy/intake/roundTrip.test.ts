// Round trip: every order a unit could be given on the test boards, written canonically (by the
// intake's formatter and by core/diplomacy/canonicalOrders.ts), reads back as the same order.
import { describe, expect, it } from 'vitest';
import { formatOrder as intakeFormat } from '../../../../core/diplomacy/intake/index';
import { formatOrder as canonicalFormat } from '../../../../core/diplomacy/canonicalOrders';
import type { Order, Position } from '../../../../core/diplomacy/types';
import { provinceOf } from '../../../../core/diplomacy/variant';
import { position, read, variant } from './helpers';

/** Every legal order for every unit of a power in a position's phase. */
function allOrders(pos: Position, power: string): Order[] {
  const out: Order[] = [];
  if (pos.phase.type === 'movement') {
    for (const u of pos.units.filter((x) => x.power === power)) {
      const base = { power, unitType: u.type, unit: u.location };
      out.push({ kind: 'hold', ...base });
      for (const to of variant.neighbours(u.type, u.location)) out.push({ kind: 'move', ...base, to });
      for (const other of pos.units) {
        if (other === u) continue;
        const at = provinceOf(other.location);
        const reach = (p: string) => (u.type === 'A' ? variant.armyAdjacent(u.location, p) && variant.province(p)?.kind !== 'sea' : variant.fleetReachesProvince(u.location, p));
        if (reach(at)) out.push({ kind: 'support', ...base, supported: at, supportedType: other.type });
        for (const dest of variant.neighbours(other.type, other.location).map(provinceOf)) {
          if (dest !== provinceOf(u.location) && reach(dest)) out.push({ kind: 'support', ...base, supported: at, supportedType: other.type, to: dest });
        }
      }
    }
  } else if (pos.phase.type === 'retreat') {
    for (const d of pos.dislodged.filter((x) => x.unit.power === power)) {
      const base = { power, unitType: d.unit.type, unit: d.unit.location };
      out.push({ kind: 'disband', ...base });
      for (const to of d.retreats) out.push({ kind: 'retreat', ...base, to });
    }
  } else {
    for (const c of pos.homeCentres[power] ?? []) {
      if (pos.centres[c] !== power || pos.units.some((u) => provinceOf(u.location) === c)) continue;
      const p = variant.province(c)!;
      if (p.kind !== 'sea') out.push({ kind: 'build', power, unitType: 'A', location: c });
      if (p.coasts.length) for (const coast of p.coasts) out.push({ kind: 'build', power, unitType: 'F', location: `${c}/${coast}` });
      else if (p.kind === 'coast') out.push({ kind: 'build', power, unitType: 'F', location: c });
    }
    for (const u of pos.units.filter((x) => x.power === power)) out.push({ kind: 'remove', power, unitType: u.type, unit: u.location });
  }
  return out;
}

describe('round trip: canonical order → intake → the same order', () => {
  for (const board of ['start', 'autumn', 'retreat', 'winter']) {
    it(`${board}: every order of every power, by both canonical formatters`, async () => {
      const pos = position(board);
      let checked = 0;
      for (const power of variant.powers.map((p) => p.name)) {
        for (const order of allOrders(pos, power)) {
          for (const format of [intakeFormat, canonicalFormat]) {
            const line = format(order);
            const r = (await read(`Power: ${power}\n${line}\n`, { position: pos, rules: 'hasbro2000', game: null }));
            const v = r.verdicts.find((x) => x.text === line)!;
            // Coast-less fleet moves into two-coast provinces are filled by the reader; compare as read.
            expect(v.order, `${line} (${v.kind}: ${v.reason ?? ''})`).toEqual(order);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(20);
    });
  }
});
