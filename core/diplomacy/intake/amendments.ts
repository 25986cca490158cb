// Amendments: "Change: A Rom - Apu", "Amend: …", "Correction: …", "instead of A Rom - Ven,
// A Rom - Apu", "Change A Rom - Ven to A Rom - Apu". A mail that changes earlier orders is a
// revised order set, and what it does to the earlier set is the profile's multiple-sets clause:
//
//   last-replaces   000 D.III(3)a, 001 B.IV(4)a (002 BT15b, DATC 4.D.1): "previous order sets
//                   will be disregarded … The GM will not look to an earlier order set to fill in
//                   missing orders in a revised order set." The amendment is the whole new set:
//                   units it leaves out are unordered. The mail says so, loudly.
//   merge-per-unit  000 D.III(3)b, 001 B.IV(4)b: each unit's most recent order across the sets;
//                   the earlier set's other orders stand.
//
// The set rule itself runs where sets are ranked (orderSets.ts in a paste, turnOrders.ts across
// pastes). Here: the amendment line is read as the order it gives, the mail carries a warning
// naming the clause, and "instead of X" withdraws X when X is an earlier line of the same mail
// (a withdrawn order is not a second order for the unit, 000 D.III(5) / 001 B.IV(6)).
import type { HouseRules } from '../houseRules';
import type { Order } from '../types';
import { provinceOf } from '../variant';
import type { LineReading, ReadPhrasing, WrittenOrder } from './grammar';
import type { Warning } from './power';
import { readingClause } from './readingClauses';
import type { LineVerdict } from './verdicts';
import type { OrderSet } from './orderSets';
import { withdrawnLines } from './withdrawal';

/** The province a written order is about (its unit, or the centre of a build). */
function unitOf(w: WrittenOrder): string | undefined {
  if ('unit' in w) return w.unit.location.province;
  if (w.kind === 'build') return w.location.province;
  return undefined;
}

/** A written order's kind and the province it names last (a move's or support's target, a build's centre). */
function shapeOf(w: WrittenOrder): { kind: string; to?: string } {
  switch (w.kind) {
    case 'move': return { kind: 'move', to: w.to.province };
    case 'support': return { kind: 'support', to: (w.to ?? w.supported.location).province };
    case 'convoy': return { kind: 'convoy', to: w.to.province };
    case 'build': return { kind: 'build', to: w.location.province };
    default: return { kind: w.kind };
  }
}

/** Does an order read from an earlier line match the withdrawn order as written? */
function matches(order: Order | undefined, shape: { kind: string; to?: string }): boolean {
  if (!order) return false;
  const kind = order.kind === 'retreat' ? 'move' : order.kind === 'remove' ? 'disband' : order.kind;
  if (kind !== shape.kind) return false;
  if (!shape.to) return true;
  const to = order.kind === 'move' || order.kind === 'retreat' || order.kind === 'convoy' ? order.to : order.kind === 'support' ? (order.to ?? order.supported) : order.kind === 'build' ? order.location : undefined;
  return !!to && provinceOf(to) === shape.to;
}

/** Notes on a verdict for an order found inside words, and the amendment it makes. */
export function notePhrasing(v: LineVerdict, p: ReadPhrasing): void {
  const aside = p.setAside.filter((s) => !(p.insteadOf && s.includes(p.insteadOf)));
  if (aside.length) v.notes.push(`order read inside the words ${aside.map((s) => `'${s}'`).join(', ')}`);
  if (p.prose) v.notes.push(`read from the player's words as '${p.prose}'`);
  if (p.section === 'remove') v.notes.push('the words before the colon say the unit is removed');
  if (p.section === 'build') v.notes.push('the words before the colon say the unit is built');
  if (!p.amendment) return;
  // "instead of X" withdraws X's unit (the unit X names, when X itself does not read);
  // "Change: A Rom - Apu" changes the order of its own unit.
  // "F Kie - Hol instead of Den": X names only a place (no unit), so the line's own unit's
  // earlier order is the one withdrawn.
  const placeOnly = p.insteadOf !== undefined && !p.withdrawn && !p.withdrawnUnit && !/\b(?:[AF]|army|fleet)\b/i.test(p.insteadOf);
  const withdraws = p.withdrawn ? unitOf(p.withdrawn) : p.insteadOf && !placeOnly ? p.withdrawnUnit : v.unitKey;
  const withdrawnOrder = p.withdrawn ? shapeOf(p.withdrawn) : undefined;
  const unread = p.insteadOf && !p.withdrawn && p.withdrawnUnit ? { withdrawnUnread: true } : {};
  v.amendment = { word: p.amendment, ...(p.insteadOf ? { insteadOf: p.insteadOf } : {}), ...(withdraws ? { withdraws } : {}), ...(withdrawnOrder ? { withdrawnOrder } : {}), ...unread, ...(p.scratched ? { scratched: p.scratched } : {}) };
  v.notes.push(p.insteadOf ? `amends: instead of '${p.insteadOf}'` : `amends: '${p.amendment}'`);
}

/** What an amendment does to the earlier set under these house rules, for the mail's warnings. */
export function amendmentWarning(rules: HouseRules): Warning {
  if (rules.multipleOrderSets === 'merge-per-unit') {
    return { text: 'this mail amends an earlier order set: each unit\'s most recent order counts, and the earlier set\'s orders for other units stand', clause: readingClause(rules, 'sets-merge-per-unit') };
  }
  return {
    text: 'this mail amends an earlier order set, but a revised set replaces the earlier ones entirely: only the orders in this mail count, and units it does not order are unordered (hold)',
    clause: readingClause(rules, 'sets-last-replaces'),
  };
}

const isLive = (v: LineVerdict) => v.kind === 'accepted' || v.kind === 'corrected';

/**
 * An amendment line in a set withdraws the earlier line of the same set that orders the same
 * unit ("instead of X": X's unit; "Change: A Rom - Apu": A Rom's): that line is superseded (the
 * player took it back, it is no second order). True when some amendment found no such line: it
 * amends an earlier mail, and the set rule decides (amendmentWarning says how).
 */
export function withdrawInSet(lines: readonly number[], verdicts: LineVerdict[]): boolean {
  let earlierMail = false;
  for (let k = 0; k < lines.length; k++) {
    const v = verdicts[lines[k]!]!;
    if (!v.amendment) continue;
    const unit = v.amendment.withdraws;
    if (!unit) { earlierMail = true; continue; }
    // The earlier lines for the unit; "instead of X" withdraws those that match X, or all of them
    // (with a note) when none does: the player plainly meant to replace the unit's order.
    const earlier: LineVerdict[] = [];
    for (let j = 0; j < k; j++) {
      const w = verdicts[lines[j]!]!;
      if (w.unitKey === unit && w.forLaterPhase === v.forLaterPhase && (isLive(w) || w.kind === 'illegal' || w.kind === 'ambiguous')) earlier.push(w);
      // A line naming the unit that could not be read at all ("F Bre - Mxq"): the correction
      // is the player's own fix of it, so it takes that line back too. Its old verdict says so;
      // nothing of the unreadable line is guessed (000 D.III(2), 001 B.IV(3)).
      else if (w.unitKey === undefined && w.writtenUnit === unit && w.kind === 'ambiguous' && !v.forLaterPhase) earlier.push(w);
    }
    const shape = v.amendment.withdrawnOrder;
    const matching = shape ? earlier.filter((w) => matches(w.order, shape)) : earlier;
    if (shape && earlier.length && !matching.length) v.notes.push(`'${v.amendment.insteadOf}' matches no earlier line: the earlier order${earlier.length > 1 ? 's' : ''} for ${unit.toUpperCase()} (${earlier.map((w) => `"${w.text.trim()}"`).join(', ')}) ${earlier.length > 1 ? 'are' : 'is'} withdrawn instead`);
    // "Scratch the Tyrolia move, A Rom - Ven instead": the move taken back may be another unit's.
    const scratched = v.amendment.scratched ? withdrawnLines(v.amendment.scratched, lines.slice(0, k), verdicts).filter((i) => verdicts[i]!.unitKey !== unit) : [];
    for (const i of scratched) Object.assign(verdicts[i]!, { kind: 'superseded', reason: `withdrawn by a later line: "${v.text.trim()}"`, clause: undefined });
    const found = earlier.length > 0 || scratched.length > 0;
    for (const w of matching.length ? matching : earlier) {
      const unreadable = w.unitKey === undefined;
      w.kind = 'superseded';
      w.reason = unreadable
        ? `superseded by the correction "${v.text.trim()}": this line could not be read (${w.reason ?? 'ambiguous'}), and the later line orders ${unit.toUpperCase()} in its place`
        : `withdrawn by a later line: "${v.text.trim()}"`;
      w.clause = undefined;
    }
    if (found && earlier.some((w) => w.unitKey === undefined)) v.notes.push(`corrects an earlier line of this mail that could not be read (${earlier.filter((w) => w.unitKey === undefined).map((w) => `"${w.text.trim()}"`).join(', ')})`);
    if (!found) {
      earlierMail = true;
      if (v.amendment.insteadOf) v.notes.push(`no earlier line of this mail orders ${unit.toUpperCase()}: '${v.amendment.insteadOf}' is from an earlier mail`);
    }
  }
  return earlierMail;
}

/**
 * A line that reads as an order but is no order in this phase, said before it joins a set: a lone
 * "W" is a waive only in an adjustment phase (a stray letter in a movement mail is no build
 * waiver, and would otherwise be kept as a conditional WAIVE); and in the adjustment phase a
 * waive only where the power has a build due (the trial of corpus 1650-1699: Austria, which had
 * to remove a unit, showed "accepted → WAIVE" for a stray "W" under its removal). `due` gives the
 * power's builds and removals this phase, asked only of a waive.
 */
export function notAnOrderHere(rd: Extract<LineReading, { kind: 'order' }>, phase: 'movement' | 'retreat' | 'adjustment', due?: () => { power: string; builds: number; removals: number } | undefined): string | undefined {
  const o = rd.options[0]!;
  if (rd.options.length !== 1 || o.kind !== 'waive') return undefined;
  if (o.letter && phase !== 'adjustment') {
    return `a lone 'W' is not read as WAIVE in a ${phase} phase: WAIVE only waives a build in an adjustment phase`;
  }
  const d = phase === 'adjustment' ? due?.() : undefined;
  if (d && d.builds === 0) {
    const what = `${d.power} has no build to waive${d.removals ? ` (it must remove ${d.removals})` : ''}`;
    return o.letter ? `a lone 'W' is not read as WAIVE: ${what}` : `WAIVE gives up a build, and ${what}: not read`;
  }
  return undefined;
}

/**
 * Under the default rule (000 D.III(3)a, 001 B.IV(4)a) an amendment that replaced an earlier set
 * of the same paste leaves the earlier set's other units unordered: its mail's warning names
 * them, so the GM sees at once which units now hold.
 */
export function noteUnorderedByAmendment(sets: readonly OrderSet[], verdicts: readonly LineVerdict[], messages: readonly { warnings: Warning[] }[]): void {
  for (const s of sets) {
    const lines = s.lines.map((i) => verdicts[i]!);
    if (!s.power || !lines.some((v) => v.amendment) || lines.every((v) => v.kind === 'superseded')) continue;
    const ordered = new Set(lines.filter((v) => v.unitKey && !v.forLaterPhase).map((v) => v.unitKey!));
    const left = new Set<string>();
    for (const other of sets) {
      if (other === s || other.power !== s.power) continue;
      for (const i of other.lines) {
        const v = verdicts[i]!;
        if (v.kind === 'superseded' && v.unitKey && !v.forLaterPhase && !ordered.has(v.unitKey) && v.order && v.order.kind !== 'build' && v.order.kind !== 'waive') left.add(v.unitKey);
      }
    }
    if (!left.size) continue;
    const w = messages[s.message]!.warnings.find((x) => x.text.startsWith('this mail amends an earlier order set'));
    if (w) w.text += `; from the earlier set in this paste, now unordered: ${[...left].map((u) => u.toUpperCase()).join(', ')}`;
  }
}
