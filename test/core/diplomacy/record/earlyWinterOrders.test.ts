// Winter builds sent early with the fall retreats (issue 13, corpus 1061: "Retreat A Kie-Hol." /
// "Winter: build A Kie"). 000 D.II(5)b and 001 B.III(5)b accept conditional retreat, build and
// disband orders submitted before their phase, so the build is kept for the winter adjustments
// as a movement mail's conditional builds are, chosen there against the winter board (000
// D.II(5)c), shown as coming from the retreat phase's mail, and overridden by the power's own
// winter mail. In a spring retreat no adjustment phase comes next: the line stays flagged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getProfile, type ProfileId } from '../../../../core/diplomacy/houseRules';
import { formatOrder, readOrderMail } from '../../../../core/diplomacy/intake/index';
import { carriedConditionalOrders } from '../../../../core/diplomacy/record/phaseMail';
import { conditionalSourceOf } from '../../../../core/diplomacy/record/adjudicatePhase';
import { phaseInbox, type MailInput } from '../../../../core/diplomacy/record/inbox';
import { buildGameLog, type GameLog } from '../../../../core/diplomacy/record/gameLog';
import { carriedKey, droppedCarried, withoutDropped } from '../../../../core/diplomacy/record/carriedDrops';
import { recordKinds, type CarriedDrop } from '../../../../core/diplomacy/record/kinds';
import type { PhaseState } from '../../../../core/diplomacy/record/phaseState';
import type { CommittedPhase } from '../../../../core/diplomacy/record/history';
import type { Position } from '../../../../core/diplomacy/types';
import { game, MAIL_DIR, position, variant } from '../intake/helpers';

const powers = variant.powers.map((p) => p.name);
const retreatMail = readFileSync(join(MAIL_DIR, '1061-retreat-and-winter-build-germany.eml'), 'utf8');
const retreat = position('retreat'); // F1901R: Germany's A Kie dislodged
const winter = position('winter'); // W1901A: Germany has two builds, Kie empty
const autumn: Position = { ...retreat, phase: { ...retreat.phase, type: 'movement' }, dislodged: [] };
const movementMail = 'From: Karl Weber <karl@example.de>\nTo: gm@dipgame.example\nDate: Sun, 9 Mar 2025 10:00:00 +0100\nSubject: Germany F1901M\n\nA Kie - Hol\nWinter: build F Kie\n';
const winterMail = 'From: Karl Weber <karl@example.de>\nTo: gm@dipgame.example\nDate: Tue, 11 Mar 2025 10:00:00 +0100\nSubject: Germany W1901A\n\nBuild F Ber\n';

describe('a winter build sent with the fall retreats (issue 13, corpus 1061)', () => {
  it.each([['wm2004', '000 D.II(5)b'], ['maharajiad', '001 B.III(5)b']] as [ProfileId, string][])('%s: %s: the retreat mail keeps it for the adjustment phase, and the retreat phase uses only the retreat', async (profile, clause) => {
    const r = await readOrderMail(retreatMail, { variant, position: retreat, rules: getProfile(profile), game });
    expect(r.orders.Germany!.map(formatOrder)).toEqual(['A KIE R HOL']);
    const line = r.verdicts.find((v) => v.text === 'Winter: build A Kie')!;
    expect(line).toMatchObject({ kind: 'accepted', forLaterPhase: 'adjustment' });
    expect(line.notes.join(' ')).toContain(`kept for the adjustment phase (${clause})`);
    expect(r.sets[0]!.conditional).toEqual([{ phase: 'adjustment', options: [{ kind: 'build', power: 'Germany', unitType: 'A', location: 'kie' }] }]);
  });

  it('in a spring retreat no adjustment phase comes next: the build is not kept, and the line says so', async () => {
    const spring = { ...retreat, phase: { ...retreat.phase, season: 'spring' as const } };
    const r = await readOrderMail(retreatMail, { variant, position: spring, rules: getProfile('wm2004'), game });
    expect(r.verdicts.find((v) => v.text === 'Winter: build A Kie')).toMatchObject({ kind: 'illegal', reason: 'not a retreat order: this is the retreat phase' });
    expect(r.sets[0]!.conditional).toEqual([]);
  });

  it('000 D.II(5)b: carried into the winter from the F1901R mail; sent after the movement mail, it replaces that mail\'s conditional build (000 D.III(3)a)', async () => {
    const later = [{ phase: 'F1901R', position: retreat, inputs: [{ id: 'r', text: retreatMail }], game }];
    const found = await carriedConditionalOrders('standard', 'wm2004', game, autumn, [{ id: 'm', text: movementMail }], winter, [], undefined, later);
    expect(found.orders).toEqual({ Germany: [{ kind: 'build', power: 'Germany', unitType: 'A', location: 'kie' }] });
    expect(found.choices).toEqual([expect.objectContaining({ power: 'Germany', from: 'F1901R' })]);
    // Without the retreat mail, the movement mail's conditional build is the one carried.
    const only = await carriedConditionalOrders('standard', 'wm2004', game, autumn, [{ id: 'm', text: movementMail }], winter);
    expect(only.orders.Germany!.map(formatOrder)).toEqual(['BUILD F KIE']);
    expect(only.choices[0]!.from).toBeUndefined();
  });

  it('the winter inbox shows it as coming from the F1901R mail; Germany\'s own winter mail replaces it (how the GM drops it)', async () => {
    const later = [{ phase: 'F1901R', position: retreat, inputs: [{ id: 'r', text: retreatMail }], game }];
    const found = await carriedConditionalOrders('standard', 'wm2004', game, autumn, [], winter, [], undefined, later);
    const conditional = { ...found, from: 'F1901M' };
    const carried = phaseInbox(powers, winter, [], {}, 'last-replaces', { profile: 'wm2004', conditional });
    const germany = carried.statuses.find((s) => s.power === 'Germany')!;
    expect(germany.orders.map(formatOrder)).toEqual(['BUILD A KIE']);
    expect(germany.conditionalFrom).toBe("from Germany's F1901R mail, sent early for this phase, 000 D.II(5)b");
    const mail: MailInput = { id: 'w', receivedAt: 1, sourceName: 'w.eml', text: winterMail, assignedPower: null, editOf: null, status: null };
    const readings = { w: await readOrderMail(winterMail, { variant, position: winter, rules: getProfile('wm2004'), game }) };
    const replaced = phaseInbox(powers, winter, [mail], readings, 'last-replaces', { profile: 'wm2004', conditional });
    expect(replaced.statuses.find((s) => s.power === 'Germany')!.orders.map(formatOrder)).toEqual(['BUILD F BER']);
  });

  it('000 D.II(5)b / 001 B.III(5)b: the GM drops the carried build (a stored record): Germany then has no set and its builds are unordered; a later record undoes the drop', async () => {
    const later = [{ phase: 'F1901R', position: retreat, inputs: [{ id: 'r', text: retreatMail }], game }];
    const found = await carriedConditionalOrders('standard', 'wm2004', game, autumn, [], winter, [], undefined, later);
    const conditional = { ...found, from: 'F1901M' };
    const choice = found.choices[0]!;
    const drop = (dropped: boolean, at: number): { id: string; kind: string; payload: CarriedDrop; createdAt: number } =>
      ({ id: `d${at}`, kind: recordKinds.carriedDrop, payload: { slot: 'c2', power: choice.power, line: choice.line, from: choice.from, order: 'BUILD A KIE', dropped, who: 'Tom', at }, createdAt: at });
    const statusAfter = (records: ReturnType<typeof drop>[]) => {
      const log = buildGameLog(records, []);
      const used = withoutDropped(conditional, droppedCarried(log.carriedDrops.c2 ?? []));
      return phaseInbox(powers, winter, [], {}, 'last-replaces', { profile: 'wm2004', conditional: used }).statuses.find((s) => s.power === 'Germany')!;
    };
    // Dropped: the build is not used, and Germany is a power with builds and no orders (not "complete").
    const dropped = statusAfter([drop(true, 1)]);
    expect(dropped.orders).toEqual([]);
    expect(dropped.state).toBe('nmr');
    expect(dropped.conditionalFrom).toBeUndefined();
    // The record names the line as the inbox lists it, with who and when (the audit trail).
    expect([...droppedCarried(buildGameLog([drop(true, 1)], []).carriedDrops.c2!).keys()]).toEqual([carriedKey(choice)]);
    expect(buildGameLog([drop(true, 1)], []).carriedDrops.c2![0]).toMatchObject({ who: 'Tom', at: 1, order: 'BUILD A KIE' });
    // Undone by a later record: carried again, exactly as before the drop.
    const undone = statusAfter([drop(true, 1), drop(false, 2)]);
    expect(undone.orders.map(formatOrder)).toEqual(['BUILD A KIE']);
    expect(undone.state).toBe('complete');
    // Nothing dropped: the suggestion is used as it is.
    expect(withoutDropped(conditional, new Map())).toBe(conditional);
  });

  it('conditionalSourceOf: in the winter, the fall retreat phase played since the movement phase is read too, with the mails its adjudication used', () => {
    const commit = (id: string, parent: string | null, phase: string, at: Position, inputs: string[]) => ({ id, parent, phase, position: at, inputs } as unknown as CommittedPhase);
    const line = [commit('c1', null, 'F1901M', autumn, ['m']), commit('c2', 'c1', 'F1901R', retreat, ['r'])];
    const mail = (id: string, text: string): MailInput => ({ id, receivedAt: 1, sourceName: `${id}.eml`, text, assignedPower: null, editOf: null, status: null });
    const log = { mails: { start: [mail('m', movementMail)], c1: [mail('r', retreatMail), mail('unused', winterMail)] }, sendingChoices: {} } as unknown as GameLog;
    const state = { position: winter, line, setup: { deadlines: { firstDeadline: null }, policies: {}, players: [] } } as unknown as PhaseState;
    const source = conditionalSourceOf({ name: 'Board' } as never, state, log)!;
    expect(source.movement.phase).toBe('F1901M');
    expect(source.inputs.map((i) => i.id)).toEqual(['m']);
    expect(source.later.map((l) => ({ phase: l.phase, inputs: l.inputs.map((i) => i.id), season: l.position.phase.type }))).toEqual([{ phase: 'F1901R', inputs: ['r'], season: 'retreat' }]);
  });
});
