// The Coalition judge's storage: every pasted text is kept verbatim in rawInputs, every judge
// action is a 'coalition-…' record, and the round is rebuilt from storage alone (after a reload, or
// from a backup restored into another database) to exactly the same state, through the same worker
// operations the workspace calls (coalitionApi). Hand fixes are audited records, undone by a later
// record, never erased. Sample data: assets/coalition (see its ATTRIBUTION.md).
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOpenedDbs, freshDb } from '../storage/helpers';
import { createGame } from '../../../renderer/storage/games';
import { backupToJson, exportBackup, parseBackup, restoreBackup } from '../../../renderer/storage/backup';
import { coalitionRecordsOf, loadCoalitionState, recordAction, recordSetup, storeText } from '../../../renderer/coalition/coalitionRecords';
import { coalitionApi } from '../../../renderer/worker/coalitionApi';
import type { AdjutantDb } from '../../../renderer/storage/db';

afterEach(deleteOpenedDbs);

const sample = coalitionApi.sample();

async function sampleGame(db: AdjutantDb, roundText = sample.roundText) {
  const game = await createGame(db, { name: 'Coalition «sample»', family: 'coalition', variant: 'coalition-grid', profile: null, phase: 'Turn 1' }, 1000);
  const raw = await storeText(db, game.id, sample.roundSourceName, roundText);
  await recordSetup(db, game.id, { rawInputId: raw.id, sourceName: sample.roundSourceName }, 'Turn 1', 1001);
  return game;
}

async function pasteThread(db: AdjutantDb, gameId: string, text: string) {
  const raw = await storeText(db, gameId, 'pasted thread', text);
  await recordAction(db, gameId, { kind: 'coalition-thread', rawInputId: raw.id, sourceName: 'pasted thread' });
  return raw;
}

const view = async (db: AdjutantDb, gameId: string) => coalitionApi.view((await loadCoalitionState(db, gameId))!);
const army = (round: { armies: { name: string; square: string }[] }, name: string) => round.armies.find((a) => a.name === name)!;

describe('Coalition records: stored, then rebuilt', () => {
  it('004 3.1d: set up, thread, resolve with a seed and commit; the round is rebuilt from records alone, also from a backup', async () => {
    const db = freshDb();
    const game = await sampleGame(db);
    await pasteThread(db, game.id, sample.threadText);
    await recordAction(db, game.id, { kind: 'coalition-resolve', seed: 42 });
    const resolved = await view(db, game.id);
    expect(resolved.pending).not.toBeNull();
    // Sai Rei's order "3D > 5D" is carried out; the route left to chance is a listed roll (004 3.2.2.4).
    expect(army(resolved.pending!.after, 'Sai Rei').square).toBe('5D');
    expect(resolved.pending!.report.rolls.some((r) => /route for Darkhand5/.test(r.purpose))).toBe(true);
    expect(resolved.pending!.texts.updatePlain).toMatch(/Rejected orders[\s\S]*Yawgmoth \(line 33\)[\s\S]*posted after the movement lock \(004 3\.1b\)/);
    expect(resolved.pending!.texts.updateBbcode).toMatch(/^\[b\]Sample Round: turn 1 movement update\[\/b\]/);

    // Commit: the record and the game's phase in one transaction.
    const trial = coalitionApi.view({ ...(await loadCoalitionState(db, game.id))!, actions: [...(await loadCoalitionState(db, game.id))!.actions, { kind: 'coalition-commit', turn: 1, recordId: 'trial', at: 0 }] });
    await recordAction(db, game.id, { kind: 'coalition-commit', turn: 1 }, { phase: trial.phase });
    expect((await db.games.get(game.id))!.phase).toBe('Turn 2');
    const committed = await view(db, game.id);
    expect(committed.turn).toBe(2);
    expect(committed.pending).toBeNull();
    expect(committed.thread).toBeNull();
    expect(army(committed.current, 'Sai Rei').square).toBe('5D');
    expect(committed.history.map((h) => h.turn)).toEqual([1]);

    // The same seed gives the same turn every time the records are replayed.
    expect(await view(db, game.id)).toEqual(committed);
    // A backup restored into another database rebuilds exactly the same round.
    const parsed = parseBackup(backupToJson(await exportBackup(db, 'test')));
    if (!parsed.ok) throw new Error(parsed.reason);
    const other = freshDb();
    await restoreBackup(other, parsed.backup);
    expect(await view(other, game.id)).toEqual(committed);
  });

  it('keeps a hostile thread verbatim before reading it, and reading it never crashes (004 3.1)', async () => {
    const db = freshDb();
    const game = await sampleGame(db);
    const hostile = '<script>alert(1)</script>\n--- Urza @ not a time ---\nUrza: 12D > 99Z [url=x]\u0000\n'.repeat(50);
    const raw = await pasteThread(db, game.id, hostile);
    expect((await db.rawInputs.get(raw.id))!.text).toBe(hostile);
    const v = await view(db, game.id);
    expect(v.thread!.text).toBe(hostile);
    expect(v.thread!.outcomes.some((o) => o.status === 'used')).toBe(false);
    expect(v.outcomes.every((o) => o.accepted)).toBe(true);
  });

  it('refuses a round file that is not a round, and keeps its text', async () => {
    const check = coalitionApi.checkRound('{"name": "x", "terrain": []}');
    expect(check.ok).toBe(false);
    expect(coalitionApi.checkRound('not json at all').ok).toBe(false);
    const good = coalitionApi.checkRound(sample.roundText);
    expect(good).toMatchObject({ ok: true, name: 'Sample Round', turn: 1, armies: 19 });
  });

  it('an audited army move: the fix is a record with its reason, shown on the map, and undone by a later record', async () => {
    const db = freshDb();
    const game = await sampleGame(db);
    await recordAction(db, game.id, { kind: 'coalition-fix', army: 'Sai Rei', from: '3D', to: '3E', reason: 'placed on the wrong square at set-up' });
    const fixed = await view(db, game.id);
    expect(army(fixed.current, 'Sai Rei').square).toBe('3E');
    expect(fixed.fixes).toEqual([expect.objectContaining({ army: 'Sai Rei', from: '3D', to: '3E', reason: 'placed on the wrong square at set-up', undone: false })]);

    // The orders of the thread are judged against the corrected map: "3D > 5D" no longer starts at Sai Rei's square.
    await pasteThread(db, game.id, sample.threadText);
    const judged = await view(db, game.id);
    const saiRei = judged.thread!.outcomes.find((o) => o.text.startsWith('Sai Rei'))!;
    expect(saiRei.status).toBe('rejected');

    await recordAction(db, game.id, { kind: 'coalition-undo', target: fixed.fixes[0]!.recordId, reason: 'my mistake' });
    const undone = await view(db, game.id);
    expect(army(undone.current, 'Sai Rei').square).toBe('3D');
    expect(undone.fixes[0]!.undone).toBe(true);
    expect(undone.thread!.outcomes.find((o) => o.text.startsWith('Sai Rei'))!.status).toBe('used');
    // Nothing is erased: the fix and its undo are both in storage.
    const kinds = (await coalitionRecordsOf(db, game.id)).map((r) => r.kind);
    expect(kinds).toEqual(['coalition-setup', 'coalition-fix', 'coalition-thread', 'coalition-undo']);
  });

  it('a fix after resolving moves the army in the resolved turn, is listed in the update, and cannot be undone once the turn is committed', async () => {
    const db = freshDb();
    const game = await sampleGame(db);
    await pasteThread(db, game.id, sample.threadText);
    await recordAction(db, game.id, { kind: 'coalition-resolve', seed: 7 });
    await recordAction(db, game.id, { kind: 'coalition-fix', army: 'Urza', from: '12E', to: '12F', reason: 'judge error [b]fixed[/b]' });
    const v = await view(db, game.id);
    expect(army(v.pending!.after, 'Urza').square).toBe('12F');
    expect(army(v.current, 'Urza').square).toBe('12D'); // the committed round is untouched until commit
    expect(v.pending!.texts.updatePlain).toMatch(/Judge's corrections\n-+\n- Urza moved by the judge from 12E to 12F: judge error \[b\]fixed\[\/b\]/);
    // In BBCode the reason's "[" is defused so it cannot become a tag.
    expect(v.pending!.texts.updateBbcode).toContain('judge error [\u200bb]fixed[\u200b/b]');
    const fixId = v.pending!.fixes[0]!.recordId;
    await recordAction(db, game.id, { kind: 'coalition-commit', turn: 1 });
    await recordAction(db, game.id, { kind: 'coalition-undo', target: fixId, reason: 'too late' });
    const after = await view(db, game.id);
    expect(army(after.current, 'Urza').square).toBe('12F');
    expect(after.outcomes[after.outcomes.length - 1]).toMatchObject({ accepted: false, message: 'Not undone: that action belongs to a committed turn.' });
  });

  it('004 3.1f 004 4.2.5a 004 4.2.5b: a battle result is entered and the loser is separated one square at random, the roll listed', async () => {
    const db = freshDb();
    // The sample round with a battle fought this turn: Belbe attacked Tahngarth at 10E.
    const round = JSON.parse(sample.roundText);
    for (const a of round.armies) if (a.name === 'Belbe' || a.name === 'Tahngarth') a.square = '10E';
    round.battles = [{ square: '10E', armies: ['Belbe', 'Tahngarth'], kind: 'attack', attacker: 'Belbe', defender: 'Tahngarth' }];
    const game = await sampleGame(db, JSON.stringify(round));
    const before = await view(db, game.id);
    const tahngarth = before.current.armies.find((a) => a.name === 'Tahngarth')!;
    const creature = tahngarth.slots[0]![0]!;
    await recordAction(db, game.id, { kind: 'coalition-battle-result', result: { square: '10E', winner: 'Belbe', loser: 'Tahngarth', losses: { Tahngarth: { [creature.name]: 400 } }, outcome: 'none' } });
    const entered = await view(db, game.id);
    expect(entered.battleResults).toHaveLength(1);
    await pasteThread(db, game.id, 'no orders this turn');
    await recordAction(db, game.id, { kind: 'coalition-resolve', seed: 3 });
    const v = await view(db, game.id);
    const moved = v.pending!.after.armies.find((a) => a.name === 'Tahngarth')!;
    expect(moved.square).not.toBe('10E');
    expect(['9D', '9E', '9F', '10D', '10F', '11D', '11E', '11F']).toContain(moved.square);
    expect(moved.slots[0]![0]!.count).toBe(creature.count - 400);
    const roll = v.pending!.report.rolls.find((r) => /Tahngarth \(loser at 10E\)/.test(r.purpose))!;
    expect(roll.chosen).toBe(moved.square);
    expect(v.pending!.report.events.some((e) => e.rule === '004 4.2.5b' && e.message.includes(`moved to ${moved.square}`))).toBe(true);

    // A result for a square where no battle is fought is refused, with the clause.
    await recordAction(db, game.id, { kind: 'coalition-battle-result', result: { square: '1A', winner: 'Belbe', loser: 'Tahngarth', losses: {}, outcome: 'none' } });
    const refused = await view(db, game.id);
    expect(refused.outcomes[refused.outcomes.length - 1]).toMatchObject({ accepted: false, message: 'No battle is being fought at 1A this turn (004 4.2.5a).' });
  });

  it('resolving again (another seed) starts from the committed round and says which fixes to the earlier result no longer apply', async () => {
    const db = freshDb();
    const game = await sampleGame(db);
    await pasteThread(db, game.id, sample.threadText);
    await recordAction(db, game.id, { kind: 'coalition-resolve', seed: 1 });
    await recordAction(db, game.id, { kind: 'coalition-fix', army: 'Urza', from: '12E', to: '12F', reason: 'test' });
    await recordAction(db, game.id, { kind: 'coalition-resolve', seed: 2 });
    const v = await view(db, game.id);
    expect(v.pending!.seed).toBe(2);
    expect(v.pending!.fixes).toEqual([]);
    expect(army(v.pending!.after, 'Urza').square).toBe('12E');
    expect(v.outcomes[v.outcomes.length - 1]!.message).toMatch(/The 1 fix made to the earlier resolution no longer applies\.$/);
  });
});
