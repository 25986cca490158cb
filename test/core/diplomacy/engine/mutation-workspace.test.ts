// The movement workspace (core/diplomacy/adjudicator/workspace.ts), pinned where mutation testing
// (issue 19) found the engine's tests silent: its typed arrays are kept per board and unit count and
// handed out again (allocating them per phase cost more than a quiet phase, issue 18), and each
// hand-out starts from a clean slate, so one phase's decisions never leak into the next.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { boardOf } from '../../../../core/diplomacy/adjudicator/board';
import { workspace } from '../../../../core/diplomacy/adjudicator/workspace';
import { loadVariant } from '../../../../core/diplomacy/variant';
import standardData from '../../../../assets/variants/standard/variant.json';
import { hasbro, orders, position, resultAt, unitsAfter, wm2004 } from './helpers';

describe('the workspace is kept per board and unit count', () => {
  it('the same board and unit count get the same workspace again; another count or another board gets its own', () => {
    // A board compiled for this test, so its workspaces are made under the code being tested.
    const board = boardOf(loadVariant(standardData));
    const other = boardOf(loadVariant(standardData));
    const three = workspace(board, 3);
    expect(workspace(board, 3)).toBe(three);
    const four = workspace(board, 4);
    expect(four).not.toBe(three);
    expect(workspace(board, 4)).toBe(four);
    expect(workspace(board, 3)).toBe(three);
    expect(workspace(other, 3)).not.toBe(three);
  });

  it('each hand-out is clean: indices "none" (-1), flags 0, and one empty list entry per unit in the lists the plan does not always write', () => {
    const board = boardOf(loadVariant(standardData));
    const w = workspace(board, 5);
    // Dirty every kind of field, as a phase does.
    w.orderOf.fill(2); w.loc.fill(7); w.powerOf.fill(4); w.unitAt.fill(1); w.lastAttacker.fill(3);
    w.isFleet.fill(1); w.orderKind.fill(2); w.occupied.fill(1); w.standoff.fill(1);
    w.destLoc.fill('lon'); w.convoyFleets.fill([1]); w.boundRoute.fill([2]);
    w.supportCoast.fill('nc'); w.notes.fill({ code: 'x', reason: 'y' });
    const again = workspace(board, 5);
    expect(again).toBe(w);
    for (const a of [again.orderOf, again.loc, again.powerOf, again.unitAt, again.lastAttacker]) expect([...a].every((x) => x === -1)).toBe(true);
    for (const a of [again.isFleet, again.orderKind, again.occupied, again.standoff]) expect([...a].every((x) => x === 0)).toBe(true);
    expect(again.loc).toHaveLength(5);
    expect(again.standoff).toHaveLength(board.size);
    expect(again.unitAt).toHaveLength(board.size);
    for (const list of [again.convoyFleets, again.boundRoute, again.notes]) {
      expect(list).toEqual([undefined, undefined, undefined, undefined, undefined]);
    }
    // Not emptied (issue 18): the plan writes a destination for every move and a coast (or none)
    // for every support, the only units whose entries are read; the next test shows nothing leaks.
    expect(again.destLoc).toHaveLength(5);
    expect(again.supportCoast).toHaveLength(5);
  });

  it('every province of the map has its own standoff and occupied flag, the last one too', () => {
    const board = boardOf(loadVariant(standardData));
    for (const n of [0, 1, 2]) {
      const w = workspace(board, n);
      expect(w.standoff).toHaveLength(board.size);
      expect(w.occupied).toHaveLength(board.size);
      expect(w.firstAttacker).toHaveLength(board.size);
      expect(w.lastAttacker).toHaveLength(board.size);
    }
  });
});

describe('one phase leaves nothing behind for the next', () => {
  it('002 BT19a: a standoff recorded in one phase is not recorded again in the next phase of the same units', () => {
    const variant = loadVariant(standardData);
    // Five units in both phases, so the second phase reuses the first's workspace. In both, Burgundy
    // is dislodged, so a retreat phase follows and the standoffs are recorded (closed to retreats).
    const units = position('Germany: A mun, A ruh, A bel; France: A bur, A par');
    const bounce = adjudicate(variant, units, orders('Germany: A mun - bur; A ruh S A mun - bur; A bel - pic; France: A par - pic'), hasbro);
    expect(resultAt(bounce, 'bel')).toMatchObject({ success: false });
    expect(bounce.next.standoffs).toEqual(['pic']);
    const quiet = adjudicate(variant, units, orders('Germany: A mun - bur; A ruh S A mun - bur; A bel - pic; France: A par - gas'), hasbro);
    expect(quiet.next.standoffs).toEqual([]);
    expect(quiet.next.dislodged.map((d) => d.unit.location)).toEqual(['bur']);
    expect(unitsAfter(quiet)).toEqual(['A bur', 'A gas', 'A pic', 'A ruh']);
  });

  it('DATC 6.B.9 / 000 D.IV(3)c: the coast one phase\'s support names does not bind the next phase\'s support of the same units', () => {
    const variant = loadVariant(standardData);
    // Three units in every phase: one workspace. F Gas supports F Mao to the south coast while it
    // moves to the north coast: void under the DATC coast rule, given under World Masters rules.
    const units = position('France: F mao, F gas; Italy: F wes');
    const coastNamed = 'France: F mao - spa/nc; F gas S F mao - spa/sc; Italy: F wes H';
    expect(resultAt(adjudicate(variant, units, orders(coastNamed), hasbro), 'gas')).toMatchObject({ success: false, code: 'void' });
    expect(resultAt(adjudicate(variant, units, orders(coastNamed), wm2004), 'gas')).toMatchObject({ success: true });
    // And a support that names no coast, after one that did, under the DATC rule: given.
    expect(resultAt(adjudicate(variant, units, orders(coastNamed), hasbro), 'gas')).toMatchObject({ success: false, code: 'void' });
    const noCoast = 'France: F mao - spa/nc; F gas S F mao - spa; Italy: F wes H';
    expect(resultAt(adjudicate(variant, units, orders(noCoast), hasbro), 'gas')).toMatchObject({ success: true });
  });

  it('a move\'s destination written in one phase is not where a unit of the next phase ends', () => {
    const variant = loadVariant(standardData);
    const units = position('Germany: A mun, A ber');
    expect(unitsAfter(adjudicate(variant, units, orders('Germany: A mun - boh; A ber - kie'), hasbro))).toEqual(['A boh', 'A kie']);
    expect(unitsAfter(adjudicate(variant, units, orders('Germany: A mun - tyr; A ber H'), hasbro))).toEqual(['A ber', 'A tyr']);
  });
});
