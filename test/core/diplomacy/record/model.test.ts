// The workspace's pure bookkeeping: policies stated at setup, the GM's correction log, the
// history with rollbacks and branches, and the inbox (who is NMR, which mails count, the strip).
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { initialPosition } from '../../../../core/diplomacy/position';
import type { Order, Position } from '../../../../core/diplomacy/types';
import type { IntakeResult } from '../../../../core/diplomacy/intake/index';
import { deadlineOf } from '../../../../core/diplomacy/record/deadlines';
import { defaultPolicies, defaultSetup, parseAbbreviations, parseAddresses, policyDefinitions, setupClause, setupOf } from '../../../../core/diplomacy/record/setup';
import { applyEdits, correctionClauses, describeEdit, liveEdits, profileCorrectionClauses, type EditEntry } from '../../../../core/diplomacy/record/editLog';
import { abandonedBranches, compareResults, currentPosition, headOf, lineOf, type CommittedPhase, type Rollback } from '../../../../core/diplomacy/record/history';
import { countedInputs, phaseInbox, type MailInput } from '../../../../core/diplomacy/record/inbox';

const standard = getVariant('standard');
const opening = initialPosition(standard);
const powers = standard.powers.map((p) => p.name);

describe('setup policies', () => {
  it('000 D.I(1)b: a wm2004 game states exactly D.II(2), D.III(3), D.VII(3) and D.X(1), each option with its clause', () => {
    const defs = policyDefinitions('wm2004');
    expect(setupClause('wm2004')).toBe('000 D.I(1)b');
    expect(defs.map((d) => d.clause)).toEqual(['000 D.II(2)', '000 D.III(3)', '000 D.VII(3)', '000 D.X(1)']);
    expect(defs.find((d) => d.id === 'press')!.options.map((o) => o.clause)).toEqual(['000 D.X(1)a', '000 D.X(1)b', '000 D.X(1)c', '000 D.X(1)d']);
    expect(defaultPolicies('wm2004')).toEqual({ identification: 'to-or-cc', multipleSets: 'last-replaces', lateOrders: 'reject', press: 'white-grey-dark' });
  });

  it('001 B.II(1)b: a Maharajiad game states B.III(2), B.IV(4), B.VIII(3) and B.XI(1)', () => {
    expect(setupClause('maharajiad')).toBe('001 B.II(1)b');
    expect(policyDefinitions('maharajiad').map((d) => d.clause)).toEqual(['001 B.III(2)', '001 B.IV(4)', '001 B.VIII(3)', '001 B.XI(1)']);
  });

  it('reads personal abbreviation lists and addresses as typed, reporting what does not fit instead of throwing', () => {
    expect(parseAbbreviations('Nwg = nwg, lon: lon\nStP=stp/nc')).toEqual({ abbreviations: { nwg: 'nwg', lon: 'lon', stp: 'stp/nc' }, problems: [] });
    expect(parseAbbreviations('<script>alert(1)</script>').problems).toHaveLength(1);
    expect(parseAddresses('a@x.org, nonsense; b@y.org')).toEqual(['a@x.org', 'b@y.org']);
  });

  it('000 D.VII(4)b: deadlines run on from the first one in GMT by phase type', () => {
    const first = Date.UTC(2026, 8, 16, 18, 0);
    const schedule = { firstDeadline: first, movementHours: 48, retreatHours: 24, adjustmentHours: 12 };
    expect(deadlineOf(schedule, [])).toBe(first);
    expect(deadlineOf(schedule, ['movement', 'movement', 'retreat'])).toBe(first + (48 + 48 + 24) * 3_600_000);
    expect(deadlineOf({ ...schedule, firstDeadline: null }, ['movement'])).toBeNull();
  });

  it('a game made before the workspace existed gets the default setup; a stored one keeps its choices', () => {
    expect(setupOf({}, 'wm2004', powers, 'S1901M', 5)).toEqual(defaultSetup('wm2004', powers, 'S1901M', 5));
    const stored = setupOf({ diplomacy: { policies: { press: 'rule-c' }, gmName: 'Tom' } }, 'wm2004', powers, 'S1901M', 5);
    expect(stored.policies.press).toBe('rule-c');
    expect(stored.policies.multipleSets).toBe('last-replaces');
    expect(stored.gmName).toBe('Tom');
  });
});

const edit = (id: string, at: number, e: EditEntry['edit']): EditEntry => ({ id, at, edit: e, reason: 'why', who: 'GM' });

describe('GM corrections (edit log)', () => {
  it('applies moves, additions, removals and centre changes in order, and undo takes one out', () => {
    const edits = [
      edit('1', 1, { kind: 'move-unit', from: 'par', to: 'bur' }),
      edit('2', 2, { kind: 'add-unit', unit: { type: 'A', power: 'Germany', location: 'boh' } }),
      edit('3', 3, { kind: 'remove-unit', location: 'lon' }),
      edit('4', 4, { kind: 'set-centre', province: 'bel', owner: 'France' }),
    ];
    const { position, skipped } = applyEdits(opening, edits);
    expect(skipped).toEqual([]);
    expect(position.units.find((u) => u.location === 'bur')).toMatchObject({ power: 'France', type: 'A' });
    expect(position.units.some((u) => u.location === 'par')).toBe(false);
    expect(position.units.find((u) => u.location === 'boh')).toMatchObject({ power: 'Germany' });
    expect(position.units.some((u) => u.location === 'lon')).toBe(false);
    expect(position.centres.bel).toBe('France');
    expect(opening.units.some((u) => u.location === 'par')).toBe(true); // the phase's own position is untouched

    const live = liveEdits(edits, [{ editId: '1', who: 'GM', at: 5 }]);
    const undone = applyEdits(opening, live).position;
    expect(undone.units.some((u) => u.location === 'par')).toBe(true);
    expect(undone.units.some((u) => u.location === 'bur')).toBe(false);
  });

  it('an edit whose unit is gone changes nothing and says why', () => {
    const { position, skipped } = applyEdits(opening, [edit('1', 1, { kind: 'move-unit', from: 'bur', to: 'par' })]);
    expect(position).toEqual(opening);
    expect(skipped).toEqual([{ id: '1', why: 'no unit in BUR' }]);
  });

  it('000 D.VIII(2): two units in one space is offered when a move makes or clears a crowded space', () => {
    const crowded: Position = { ...opening, units: [...opening.units, { type: 'A', power: 'Germany', location: 'par' }] };
    expect(correctionClauses(crowded, { kind: 'move-unit', from: 'par', to: 'pic' }).map((o) => o.clause)).toContain('000 D.VIII(2)');
    expect(correctionClauses(opening, { kind: 'move-unit', from: 'mun', to: 'ber' }).map((o) => o.clause)).toContain('000 D.VIII(2)');
    expect(correctionClauses(opening, { kind: 'move-unit', from: 'par', to: 'pic' })).toEqual([]);
  });

  it('000 D.VIII(3): the Flying Dutchman is offered for an extra unit added or removed', () => {
    expect(correctionClauses(opening, { kind: 'add-unit', unit: { type: 'F', power: 'England', location: 'nth' } }).map((o) => o.clause)).toEqual(['000 D.VIII(3)']);
    expect(correctionClauses(opening, { kind: 'remove-unit', location: 'lon' }).map((o) => o.clause)).toEqual(['000 D.VIII(3)']);
    expect(correctionClauses(opening, { kind: 'set-centre', province: 'bel', owner: 'France' })).toEqual([]);
  });

  it('001 B.IX(2), 001 B.IX(3): a Maharajiad game is offered its own correction clauses, not World Masters\'', () => {
    const crowded: Position = { ...opening, units: [...opening.units, { type: 'A', power: 'Germany', location: 'par' }] };
    expect(correctionClauses(crowded, { kind: 'move-unit', from: 'par', to: 'pic' }, 'maharajiad').map((o) => o.clause)).toEqual(['001 B.IX(2)']);
    expect(correctionClauses(opening, { kind: 'remove-unit', location: 'lon' }, 'maharajiad').map((o) => o.clause)).toEqual(['001 B.IX(3)']);
  });

  it('000 D.VIII(2), 000 D.VIII(3), 001 B.IX(3): every drag is offered its house rules\' correction clauses, each profile its own seed\'s', () => {
    expect(profileCorrectionClauses('wm2004').map((o) => o.clause)).toEqual(['000 D.VIII(1)', '000 D.VIII(2)', '000 D.VIII(3)']);
    expect(profileCorrectionClauses('maharajiad').map((o) => o.clause)).toEqual(['001 B.IX(1)', '001 B.IX(2)', '001 B.IX(3)']);
    expect(profileCorrectionClauses('maharajiad').find((o) => o.clause === '001 B.IX(3)')!.text).toMatch(/^Flying Dutchman/);
  });

  it('000 D.VIII(1)b: compares the results a rollback kept with the phase played again, listing only what differs', () => {
    const move = { kind: 'move' as const, power: 'France', unit: 'par', to: 'bur' };
    const hold = { kind: 'hold' as const, power: 'Italy', unit: 'ven' };
    const base = { id: 'a', parent: null, phase: 'S1901M', at: 1, position: opening, orders: [], notices: [], next: opening, nmr: [], edits: [], inputs: [], who: 'GM' };
    const before: CommittedPhase = { ...base, results: [{ order: move, success: false, code: 'bounced', reason: 'bounced' }, { order: hold, success: true, code: 'held', reason: 'holds' }] };
    const now: CommittedPhase = { ...base, id: 'b', at: 2, results: [{ order: move, success: true, code: 'moved', reason: 'moves' }, { order: hold, success: true, code: 'held', reason: 'holds' }],
      next: { ...opening, centres: { ...opening.centres, bel: 'France' } } };
    expect(compareResults(before, now, (o) => `${o.power} ${o.kind}`)).toEqual([
      { order: 'France move', before: 'fails: bounced', now: 'succeeds: moves' },
      { order: 'centre BEL', before: 'neutral', now: 'France' },
    ]);
  });

  it('describes edits the way a GM reads them', () => {
    expect(describeEdit({ kind: 'move-unit', from: 'par', to: 'bur' }, opening)).toBe('Moved France A PAR to BUR');
    expect(describeEdit({ kind: 'set-centre', province: 'bel', owner: null })).toBe('Centre BEL: neutral');
  });
});

function commit(id: string, parent: string | null, at: number, phase = 'S1901M'): CommittedPhase {
  return { id, parent, phase, at, position: opening, orders: [], results: [], notices: [], next: { ...opening, phase: { ...opening.phase, year: 1900 + at } }, nmr: [], edits: [], inputs: [], who: 'GM' };
}

describe('history and branches', () => {
  it('the head follows commits in order; the line runs from the first phase to it', () => {
    const commits = [commit('a', null, 1), commit('b', 'a', 2, 'F1901M'), commit('c', 'b', 3, 'W1901A')];
    expect(headOf(commits, [])).toBe('c');
    expect(lineOf(commits, 'c').map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(currentPosition(commits, 'c', opening).phase.year).toBe(1903);
    expect(currentPosition(commits, null, opening)).toBe(opening);
  });

  it('000 D.VIII(1)b: a rollback moves the head back; later phases stay as a branch and new commits grow a new line', () => {
    const rollback: Rollback = { id: 'r', from: 'c', to: 'a', reason: 'wrong support', consentBy: 'TD Jane', who: 'GM', at: 4 };
    const commits = [commit('a', null, 1), commit('b', 'a', 2), commit('c', 'b', 3)];
    expect(headOf(commits, [rollback])).toBe('a');
    expect(abandonedBranches(commits, 'a')).toEqual([{ from: 'a', phases: [commits[1], commits[2]] }]);
    const replayed = [...commits, commit('b2', 'a', 5)];
    expect(headOf(replayed, [rollback])).toBe('b2');
    expect(lineOf(replayed, 'b2').map((c) => c.id)).toEqual(['a', 'b2']);
    expect(abandonedBranches(replayed, 'b2').map((b) => b.phases.map((p) => p.id))).toEqual([['b', 'c']]);
  });

  it('a commit made on a stale head (another window) does not move the head', () => {
    expect(headOf([commit('a', null, 1), commit('x', 'zzz', 2)], [])).toBe('a');
  });

  it('a cyclic or broken parent chain ends the line instead of looping', () => {
    const loop = [{ ...commit('a', 'b', 1) }, { ...commit('b', 'a', 2) }];
    expect(lineOf(loop, 'a').map((c) => c.id)).toEqual(['b', 'a']);
  });
});

function reading(sets: { power: string; orders: Order[]; final?: boolean }[], problems: { kind: 'ambiguous' | 'illegal'; power: string }[] = []): IntakeResult {
  return {
    messages: sets.map((s, i) => ({ index: i, span: [0, 0], power: s.power, powerSource: 'units' as const, timeSource: 'none' as const, final: s.final ?? false, warnings: [], press: [], votes: [] })),
    verdicts: problems.map((p) => ({ kind: p.kind, raw: 'x', text: 'x', span: [0, 1], message: 0, corrections: [], notes: [], power: p.power })),
    sets: sets.map((s, i) => ({ message: i, power: s.power, final: s.final ?? false, used: true, orders: s.orders, conditional: [] })),
    orders: {},
  };
}
const mail = (id: string, at: number, extra: Partial<MailInput> = {}): MailInput => ({ id, receivedAt: at, sourceName: id, text: '', assignedPower: null, editOf: null, status: null, ...extra });
const move = (power: string, unit: string, to: string): Order => ({ kind: 'move', power, unit, to });

describe('inbox', () => {
  // The rule itself is core's (core/diplomacy/turnOrders.ts, tested there); these check the inbox
  // applies it to the mails that count, in the order they were received.
  const englandOrders = (rule: 'last-replaces' | 'merge-per-unit') => {
    const first = reading([{ power: 'England', orders: [move('England', 'lon', 'eng'), move('England', 'edi', 'nth')] }]);
    const second = reading([{ power: 'England', orders: [move('England', 'lon', 'nth')] }]);
    // Stored out of order: the inbox sorts by received time.
    const inbox = phaseInbox(powers, opening, [mail('b', 2), mail('a', 1)], { a: first, b: second }, rule);
    return inbox.statuses.find((s) => s.power === 'England')!.orders;
  };

  it('000 D.III(3)a: the last set received replaces every earlier set entirely, units it omits are unordered', () => {
    expect(englandOrders('last-replaces')).toEqual([move('England', 'lon', 'nth')]);
  });

  it('000 D.III(3)b: under the alternative the most recent order for each unit counts across sets', () => {
    expect(englandOrders('merge-per-unit')).toEqual([move('England', 'lon', 'nth'), move('England', 'edi', 'nth')]);
  });

  it('mails set aside as late or rejected, and mails replaced by a GM edit, do not count', () => {
    const inputs = [mail('a', 1), mail('b', 2, { status: { status: 'late', reason: 'after the deadline', who: 'GM' } }), mail('c', 3), mail('d', 4, { editOf: 'c' })];
    expect(countedInputs(inputs).map((i) => i.id)).toEqual(['a', 'd']);
  });

  it('shows NMR before adjudication for every power with units and no mail; ✓, ! and ✗ for the rest', () => {
    const readings = {
      a: reading([{ power: 'France', orders: [move('France', 'par', 'bur')], final: true }]),
      b: reading([{ power: 'Germany', orders: [move('Germany', 'mun', 'ruh')] }], [{ kind: 'ambiguous', power: 'Germany' }]),
      c: reading([{ power: 'Italy', orders: [] }], [{ kind: 'illegal', power: 'Italy' }]),
    };
    const inbox = phaseInbox(powers, opening, [mail('a', 1), mail('b', 2), mail('c', 3)], readings, 'last-replaces');
    const state = Object.fromEntries(inbox.statuses.map((s) => [s.power, s.state]));
    expect(state).toEqual({ Austria: 'nmr', England: 'nmr', France: 'complete', Germany: 'check', Italy: 'look', Russia: 'nmr', Turkey: 'nmr' });
    // Italy sent a mail with no usable order: "!" on the strip, but the adjudicator treats it as NMR.
    expect(inbox.nmr).toEqual(['Austria', 'England', 'Italy', 'Russia', 'Turkey']);
    expect(inbox.statuses.find((s) => s.power === 'France')!.final).toBe(true);
    expect(inbox.orders).toEqual([move('France', 'par', 'bur'), move('Germany', 'mun', 'ruh')]);
  });

  it('000 D.VII(3)a: a set intake found too late is not a line to check, and a power with only late sets is NMR for the adjudicator', () => {
    const late = reading([{ power: 'Italy', orders: [] }], [{ kind: 'illegal', power: 'Italy' }]);
    late.messages[0]!.late = { reason: 'received after the deadline', clause: '000 D.VII(3)a' };
    late.sets[0]!.used = false;
    const inbox = phaseInbox(powers, opening, [mail('a', 1)], { a: late }, 'last-replaces');
    const italy = inbox.statuses.find((s) => s.power === 'Italy')!;
    expect(italy.linesToCheck).toBe(0);
    expect(italy.state).toBe('look'); // a mail came, but nothing usable: the GM looks
    expect(inbox.nmr).toContain('Italy');
  });

  it('who has to order: units in movement, dislodged units in retreats, unequal units and centres in adjustments', () => {
    const due = (position: Position) => phaseInbox(powers, position, [], {}, 'last-replaces').statuses.filter((s) => s.state !== 'nothing-to-order').map((s) => s.power);
    expect(due(opening)).toEqual([...powers].sort());
    const retreat: Position = { ...opening, phase: { year: 1901, season: 'fall', type: 'retreat' }, dislodged: [{ unit: { type: 'A', power: 'Turkey', location: 'bul' }, attackerFrom: 'ser', attackerConvoyed: false, retreats: ['con'] }] };
    expect(due(retreat)).toEqual(['Turkey']);
    const winter: Position = { ...opening, phase: { year: 1901, season: 'winter', type: 'adjustment' }, centres: { ...opening.centres, bel: 'France', lon: 'France' } };
    // France gains two (a free home centre? none: all three are occupied in the opening, so no build);
    // England lost London: three units, two centres, one removal.
    expect(due(winter)).toEqual(['England']);
  });

  it('000 D.II(5)b: conditional orders from the movement mail stand in for a power with no mail in this phase; its own mail replaces them', () => {
    const retreat: Position = { ...opening, phase: { year: 1901, season: 'fall', type: 'retreat' }, dislodged: [{ unit: { type: 'A', power: 'Turkey', location: 'bul' }, attackerFrom: 'ser', attackerConvoyed: false, retreats: ['con', 'gre'] }] };
    const toCon: Order = { kind: 'retreat', power: 'Turkey', unitType: 'A', unit: 'bul', to: 'con' };
    const conditional = { from: 'F1901M', orders: { Turkey: [toCon] }, choices: [{ power: 'Turkey', line: 0, option: 1, order: toCon, reason: 'option 1 of 1: the first possible', clause: '000 D.II(5)c' }] };
    const before = phaseInbox(powers, retreat, [], {}, 'last-replaces', { conditional });
    const turkey = before.statuses.find((s) => s.power === 'Turkey')!;
    expect(turkey).toMatchObject({ state: 'complete', orders: [toCon], conditionalFrom: "from Turkey's conditional orders with the F1901M mail, 000 D.II(5)c" });
    expect(before.orders).toEqual([toCon]);
    expect(before.nmr).toEqual([]);
    const toGre: Order = { ...toCon, to: 'gre' };
    const own = reading([{ power: 'Turkey', orders: [toGre] }]);
    const after = phaseInbox(powers, retreat, [mail('t', 5)], { t: own }, 'last-replaces', { conditional });
    expect(after.orders).toEqual([toGre]);
    expect(after.statuses.find((s) => s.power === 'Turkey')!.conditionalFrom).toBeUndefined();
  });

  it('000 D.III(3)b with 000 D.II(5)b: under the merge rule a mail of this phase overrides the conditional orders unit by unit', () => {
    const retreat: Position = { ...opening, phase: { year: 1901, season: 'fall', type: 'retreat' }, dislodged: [
      { unit: { type: 'A', power: 'Turkey', location: 'bul' }, attackerFrom: 'ser', attackerConvoyed: false, retreats: ['con', 'gre'] },
      { unit: { type: 'F', power: 'Turkey', location: 'ank' }, attackerFrom: 'bla', attackerConvoyed: false, retreats: ['arm'] }] };
    const bulToCon: Order = { kind: 'retreat', power: 'Turkey', unitType: 'A', unit: 'bul', to: 'con' };
    const ankToArm: Order = { kind: 'retreat', power: 'Turkey', unitType: 'F', unit: 'ank', to: 'arm' };
    const conditional = { from: 'F1901M', orders: { Turkey: [bulToCon, ankToArm] }, choices: [] };
    const bulToGre: Order = { ...bulToCon, to: 'gre' };
    const own = reading([{ power: 'Turkey', orders: [bulToGre] }]);
    const merged = phaseInbox(powers, retreat, [mail('t', 5)], { t: own }, 'merge-per-unit', { conditional });
    expect(merged.orders).toEqual([bulToGre, ankToArm]);
    expect(merged.statuses.find((s) => s.power === 'Turkey')!.conditionalFrom).toContain('F1901M');
    const replaced = phaseInbox(powers, retreat, [mail('t', 5)], { t: own }, 'last-replaces', { conditional });
    expect(replaced.orders).toEqual([bulToGre]);
  });
});
