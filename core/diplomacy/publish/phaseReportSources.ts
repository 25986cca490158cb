// Where a PhaseReport comes from: an Adjutant game record (game.ts) or a dipcc JSON game (the
// webDiplomacy games), whose phase is re-adjudicated from its recorded state to get the results.
import { adjudicate } from '../adjudicate';
import { formatOrder } from '../canonicalOrders';
import { dipccStateToPosition, readDipccGame, readDipccOrders } from '../dipcc';
import type { GameRecord } from '../game';
import type { HouseRules } from '../houseRules';
import type { Variant } from '../variant';
import type { Order, PowerName } from '../types';
import type { PhaseReport, PressItem, ReportNotice } from './phaseReport';

export interface ReportExtras {
  game: string;
  press?: PressItem[];
  notices?: ReportNotice[];
  votes?: PhaseReport['votes'];
  nextDeadline?: number;
  gmUtcOffsetMinutes?: number;
}

function writtenFromOrders(orders: readonly Order[]): Record<PowerName, string> {
  const out: Record<PowerName, string> = {};
  for (const o of orders) out[o.power] = (out[o.power] ? `${out[o.power]}\n` : '') + formatOrder(o);
  return out;
}

/** Powers that had units to order but gave no orders at all this phase. */
function silentPowers(units: { power: PowerName }[], orders: readonly Order[]): PowerName[] {
  const ordered = new Set(orders.map((o) => o.power));
  return [...new Set(units.map((u) => u.power))].filter((p) => !ordered.has(p));
}

/** A played phase of an Adjutant game record. The record keeps no mail text, so the orders "as written" are its canonical orders. */
export function reportFromGameRecord(variant: Variant, record: GameRecord, phase: string, extras: ReportExtras): PhaseReport | { error: string } {
  const at = record.phases.findIndex((p) => p.name === phase.toUpperCase());
  const played = record.phases[at];
  const next = record.phases[at + 1];
  if (!played) return { error: `the game has no phase ${phase} (it has ${record.phases.map((p) => p.name).join(', ')})` };
  if (!played.played || !next) return { error: `phase ${played.name} has not been played yet` };
  const victory = played.notices.map((n) => /^(.+?) controls (\d+) supply centres .*victory$/.exec(n)).find(Boolean);
  return {
    game: extras.game, position: played.position, written: writtenFromOrders(played.orders), orders: played.orders,
    results: played.results, next: next.position,
    victory: victory ? { power: victory[1]!, centres: Number(victory[2]) } : undefined,
    notices: [...noticesOfRecord(played.notices), ...(extras.notices ?? [])], press: extras.press ?? [], votes: extras.votes ?? [],
    nextDeadline: extras.nextDeadline, gmUtcOffsetMinutes: extras.gmUtcOffsetMinutes,
  };
}

/**
 * The NMR and civil-disorder announcements of a recorded phase. The record keeps the
 * adjudicator's notices as sentences (`Italy sent no orders: its units hold …`), so they are read
 * back from the sentence's opening words, each power once.
 */
function noticesOfRecord(notices: readonly string[]): ReportNotice[] {
  const out: ReportNotice[] = [];
  const seen = new Set<string>();
  const add = (n: ReportNotice) => { const key = `${n.kind} ${n.power}`; if (!seen.has(key)) { seen.add(key); out.push(n); } };
  for (const text of notices) {
    const nmr = /^(.+?) sent no orders\b/.exec(text);
    if (nmr) add({ kind: 'nmr', power: nmr[1]! });
    const cd = /^(.+?) (?:sent no orders and )?is in civil disorder\b/.exec(text);
    if (cd) add({ kind: 'civil-disorder', power: cd[1]! });
  }
  return out;
}

/**
 * A phase of a dipcc game, re-adjudicated under `rules`. Orders as written are the recorded
 * order lines; public messages (to ALL) sent during the phase are white press from their sender.
 */
export function reportFromDipcc(variant: Variant, json: unknown, phase: string, rules: HouseRules, extras: ReportExtras): PhaseReport | { error: string } {
  const read = readDipccGame(json);
  if ('error' in read) return read;
  const recorded = read.game.phases.find((p) => p.name === phase.toUpperCase());
  if (!recorded) return { error: `the game has no phase ${phase}` };
  const { position, diagnostics } = dipccStateToPosition(variant, recorded.state, recorded.name);
  if (diagnostics.length && !position.units.length) return { error: `cannot read the state of ${recorded.name}: ${diagnostics[0]!.message}` };
  const { orders } = readDipccOrders(variant, recorded.orders, position.phase.type);
  const written: Record<PowerName, string> = {};
  for (const [dp, lines] of Object.entries(recorded.orders)) {
    const power = variant.power(dp)?.name ?? dp;
    if (lines.length) written[power] = lines.join('\n');
  }
  const movingUnits = position.phase.type === 'retreat' ? position.dislodged.map((d) => d.unit) : position.units;
  const nmr = position.phase.type === 'adjustment' ? [] : silentPowers(movingUnits, orders);
  const result = adjudicate(variant, position, orders, rules, { nmr });
  const press: PressItem[] = [...(extras.press ?? [])];
  if (Array.isArray(recorded.messages)) {
    for (const m of recorded.messages as { sender?: unknown; recipient?: unknown; message?: unknown }[]) {
      if (m && m.recipient === 'ALL' && typeof m.message === 'string' && typeof m.sender === 'string') {
        press.push({ kind: 'white', author: variant.power(m.sender)?.name ?? m.sender, text: m.message });
      }
    }
  }
  return {
    game: extras.game, position, written, orders, results: result.results, next: result.next,
    victory: result.victory ? { power: result.victory.power, centres: result.victory.centres } : undefined,
    notices: [...nmr.map((power) => ({ kind: 'nmr' as const, power })), ...(extras.notices ?? [])],
    press, votes: extras.votes ?? [], nextDeadline: extras.nextDeadline, gmUtcOffsetMinutes: extras.gmUtcOffsetMinutes,
  };
}
