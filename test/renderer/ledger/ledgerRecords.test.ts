// The ledger's storage: every GM action is stored as a 'ledger-…' record, and the ledger is rebuilt
// from storage alone (after a reload, or from a backup restored into another database) to exactly
// the same state, through the same worker operations the workspace calls (ledgerApi).
import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deleteOpenedDbs, freshDb } from '../storage/helpers';
import { createGame } from '../../../renderer/storage/games';
import { backupToJson, exportBackup, parseBackup, restoreBackup } from '../../../renderer/storage/backup';
import { ledgerRecordsOf, loadLedgerState, recordAction, recordSetup, storeRulesetText } from '../../../renderer/ledger/ledgerRecords';
import { ledgerApi } from '../../../renderer/worker/ledgerApi';
import type { LedgerAction } from '../../../core/ledger/record';
import type { AdjutantDb } from '../../../renderer/storage/db';

afterEach(deleteOpenedDbs);

const seedsDir = resolve(import.meta.dirname, '../../../../shared/seeds');
const seed = (prefix: string) => readFileSync(join(seedsDir, readdirSync(seedsDir).find((f) => f.startsWith(prefix + '_'))!), 'utf8');
const sample = (id: string) => ledgerApi.sampleRulesets().find((s) => s.id === id)!;
const players = ['Chris B', 'Dave M', 'Ben P', 'Alex T', 'Alex W'];

/** A Nomic ledger on seed 003, first day Monday 2019-02-11 (GMT, so UTC = UK time). */
async function nomicGame(db: AdjutantDb) {
  const game = await createGame(db, { name: 'Nomic «1»', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' }, 1000);
  const s = sample('suber-initial');
  const raw = await storeRulesetText(db, game.id, s.sourceName, s.text);
  await recordSetup(db, game.id, {
    rawInputId: raw.id, sourceName: s.sourceName, procedure: 'nomic', startDate: '2019-02-11',
    players: [{ name: 'Chris B', day: 'Monday' }, { name: 'Dave M', day: 'Tuesday' }, { name: 'Ben P', day: 'Wednesday' }, { name: 'Alex T', day: 'Thursday' }, { name: 'Alex W', day: 'Friday' }],
  }, 1001);
  return game;
}

const proposal301: LedgerAction = {
  kind: 'ledger-proposal', by: 'Chris B', at: '2019-02-11T10:00:00.000Z', text: 'Players must be polite.',
  changes: [{ kind: 'enact', text: ['Players must be polite.'] }],
};

describe('ledger records: stored, then rebuilt', () => {
  it('ships seed 003 and seed 002 verbatim as the sample rulesets (003 101b, 002 BT8)', () => {
    expect(sample('suber-initial').text).toBe(seed('003'));
    expect(sample('agora-bt-regulations').text).toBe(seed('002'));
  });

  it('stores each action as a ledger-… record in order and rebuilds 003 109a proposal 301, 003 204a adoption, 003 203 points and 003 101c history from storage alone', async () => {
    const db = freshDb();
    const game = await nomicGame(db);
    await recordAction(db, game.id, proposal301, 2000);
    // Same millisecond on purpose: the order must come from the records' sequence, not the clock.
    for (const [k, p] of players.entries()) {
      await recordAction(db, game.id, { kind: 'ledger-ballot', proposal: '301', voter: p, vote: 'yes', at: `2019-02-11T1${1 + k}:00:00.000Z` }, 3000);
    }
    await recordAction(db, game.id, { kind: 'ledger-close', proposal: '301', at: '2019-02-12T00:00:00.000Z' }, 3000);

    const kinds = (await ledgerRecordsOf(db, game.id)).map((r) => r.kind);
    expect(kinds).toEqual(['ledger-setup', 'ledger-proposal', ...players.map(() => 'ledger-ballot'), 'ledger-close']);

    const state = (await loadLedgerState(db, game.id))!;
    expect(state.sourceText).toBe(seed('003'));
    const view = ledgerApi.view(state);
    expect(view.outcomes.every((o) => o.accepted)).toBe(true);
    const p = view.proposals[0]!;
    expect(p).toMatchObject({ id: '301', status: 'adopted', yes: 5, no: 0 });
    expect(p.outcome).toContain('003 204a');
    const rule = view.rules.find((r) => r.number === '301')!;
    expect(rule.text).toEqual(['Players must be polite.']);
    expect(rule.history.map((v) => [v.change, v.proposal])).toEqual([['enact', '301']]);
    // 003 203: R = 215 before the change, floor(max(10, 215 - 290) x 5 / 5) = 10.
    expect(view.points!.find((x) => x.player === 'Chris B')!.total).toBe(10);
    expect(view.phase).toBe('Proposal 302');
  });

  it('rebuilds the same ledger from a backup restored into another database', async () => {
    const db = freshDb();
    const game = await nomicGame(db);
    await recordAction(db, game.id, proposal301);
    await recordAction(db, game.id, { kind: 'ledger-ballot', proposal: '301', voter: 'Dave M', vote: 'no', at: '2019-02-11T12:00:00.000Z' });
    await recordAction(db, game.id, { kind: 'ledger-close', proposal: '301', at: '2019-02-12T00:00:00.000Z' });
    const before = ledgerApi.view((await loadLedgerState(db, game.id))!);
    const parsed = parseBackup(backupToJson(await exportBackup(db, '0.1.0', 42)));
    if (!parsed.ok) throw new Error(parsed.reason);
    const other = freshDb();
    await restoreBackup(other, parsed.backup);
    const after = ledgerApi.view((await loadLedgerState(other, game.id))!);
    expect(after).toEqual(before);
    // 003 204a: one No defeats it; 003 207 costs the proposer 10.
    expect(after.proposals[0]!.status).toBe('defeated');
    expect(after.points!.find((x) => x.player === 'Chris B')!.total).toBe(-10);
  });

  it('keeps a refused action recorded and refuses it again on every rebuild, with its clause (003 202a)', async () => {
    const db = freshDb();
    const game = await nomicGame(db);
    // Dave M's day is Tuesday; Monday's proposal is not his to make.
    await recordAction(db, game.id, { ...proposal301, by: 'Dave M' });
    const view = ledgerApi.view((await loadLedgerState(db, game.id))!);
    expect(view.proposals).toEqual([]);
    expect(view.outcomes).toEqual([expect.objectContaining({ accepted: false, message: expect.stringContaining('003 202a') })]);
    expect((await ledgerRecordsOf(db, game.id)).map((r) => r.kind)).toEqual(['ledger-setup', 'ledger-proposal']);
  });

  it('has no ledger before a setup is recorded, and keeps the ruleset text verbatim in rawInputs', async () => {
    const db = freshDb();
    const game = await createGame(db, { name: 'L', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
    expect(await loadLedgerState(db, game.id)).toBeNull();
    const hostile = '<script>alert(1)</script>\r\nRegulation X\u202e';
    const raw = await storeRulesetText(db, game.id, 'pasted', hostile);
    expect((await db.rawInputs.get(raw.id))!.text).toBe(hostile);
  });
});

describe('ledger worker operations (ledgerApi)', () => {
  it('detects each format and lists the problem with text that is not a ruleset', () => {
    expect(ledgerApi.checkRuleset(seed('003'))).toMatchObject({ ok: true, format: 'nomic-json', suggestedProcedure: 'nomic' });
    expect(ledgerApi.checkRuleset(seed('002'))).toMatchObject({ ok: true, format: 'agora-text', suggestedProcedure: 'agora-bt' });
    const bad = ledgerApi.checkRuleset('{"rules": 3}');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problems.join(' ')).toMatch(/rules/);
    expect(ledgerApi.checkRuleset('hello <b>there</b>')).toMatchObject({ ok: false, problems: [expect.stringMatching(/not a ruleset/)] });
  });

  it('reads UK wall-clock times (003 106), BST included', () => {
    expect(ledgerApi.ukInstant('2019-02-11', '10:00')).toBe('2019-02-11T10:00:00.000Z');
    expect(ledgerApi.ukInstant('2019-07-01', '10:00')).toBe('2019-07-01T09:00:00.000Z');
    expect(ledgerApi.ukInstant('11/02/2019', '10:00')).toBeNull();
  });

  it('002 BT8b 002 BT8c 002 BT8d: private votes enact a proposal; the published result has the counts and never a voter', () => {
    const state = {
      setup: { rawInputId: 'x', sourceName: 'bt.txt', procedure: 'agora-bt' as const, judge: 'P.S.S.', players: [{ name: 'Alice' }, { name: 'Bob' }, { name: 'Carol' }] },
      sourceText: seed('002'),
      actions: [
        { kind: 'ledger-proposal', by: 'Alice', at: '2020-07-05T10:00:00.000Z', text: 'Lying is rude.', changes: [{ kind: 'amend', rule: 'BT10', text: ['Contestants SHALL NOT lie.'] }] },
        { kind: 'ledger-ballot', proposal: 'P1', voter: 'Bob', vote: 'yes', at: '2020-07-05T11:00:00.000Z' },
        { kind: 'ledger-ballot', proposal: 'P1', voter: 'Carol', vote: 'yes', at: '2020-07-05T12:00:00.000Z' },
        { kind: 'ledger-close', proposal: 'P1', at: '2020-07-05T13:00:00.000Z' },
      ] as LedgerAction[],
    };
    const view = ledgerApi.view(state);
    expect(view.secretBallots).toBe(true);
    expect(view.proposals[0]).toMatchObject({ id: 'P1', status: 'adopted', yes: 2, no: 0 });
    expect(view.rules.find((r) => r.number === 'BT10')!.text).toEqual(['Contestants SHALL NOT lie.']);
    const shown = JSON.stringify({ proposals: view.proposals, outcomes: view.outcomes });
    expect(shown).not.toMatch(/Bob|Carol/);
    const report = ledgerApi.publish(state, 'result', 'bbcode', 'P1');
    expect(report.ok && report.text).toContain('Votes in favour: 2. Votes against: 0.');
    expect(report.ok && report.text).not.toMatch(/Bob|Carol/);
    expect(ledgerApi.ballotBox(state, 'P1').map((b) => `${b.voter} ${b.vote}`)).toEqual(['Bob yes', 'Carol yes']);
  });

  it('000 D.IX(5) 000 D.IX(2)c: a house-rule change passes only with every Yes; the report names no vote', () => {
    const houseRules = 'A. GENERAL\n1. Retreats are due with the next moves.\n2. The GM decides unclear orders.\n';
    const check = ledgerApi.checkRuleset(houseRules);
    expect(check).toMatchObject({ ok: true, format: 'house-rules-text' });
    const rule = ledgerApi.view({ setup: { rawInputId: 'x', sourceName: 'h', procedure: 'house-rules', gm: 'GM', houseRuleProfile: 'wm2004', players: [{ name: 'England' }, { name: 'France' }] }, sourceText: houseRules, actions: [] }).rules[0]!;
    const base = { rawInputId: 'x', sourceName: 'h', procedure: 'house-rules' as const, gm: 'GM', houseRuleProfile: 'wm2004' as const, players: [{ name: 'England' }, { name: 'France' }] };
    const actions = (france: 'yes' | 'abstain'): LedgerAction[] => [
      { kind: 'ledger-proposal', by: 'England', at: '2004-05-01T10:00:00.000Z', text: 'Change it.', changes: [{ kind: 'amend', rule: rule.number, text: ['Changed.'] }] },
      { kind: 'ledger-ballot', proposal: 'H1', voter: 'GM', vote: 'yes', at: '2004-05-01T11:00:00.000Z' },
      { kind: 'ledger-ballot', proposal: 'H1', voter: 'England', vote: 'yes', at: '2004-05-01T11:00:00.000Z' },
      { kind: 'ledger-ballot', proposal: 'H1', voter: 'France', vote: france, at: '2004-05-01T11:00:00.000Z' },
      { kind: 'ledger-close', proposal: 'H1', at: '2004-05-02T10:00:00.000Z' },
    ];
    const passed = ledgerApi.view({ setup: base, sourceText: houseRules, actions: actions('yes') });
    expect(passed.proposals[0]!.status).toBe('adopted');
    expect(passed.rules.find((r) => r.number === rule.number)!.text).toEqual(['Changed.']);
    // wm2004: an abstention counts as No.
    const failed = ledgerApi.view({ setup: base, sourceText: houseRules, actions: actions('abstain') });
    expect(failed.proposals[0]).toMatchObject({ status: 'defeated', outcome: expect.stringContaining('000 D.IX(5)') });
    const report = ledgerApi.publish({ setup: base, sourceText: houseRules, actions: actions('abstain') }, 'result', 'text', 'H1');
    expect(report.ok && report.text).toMatch(/FAILED/);
    expect(report.ok && report.text).not.toMatch(/France|abstain|\d+ (for|against)/i);
  });

  it('002 BT8a 002 BT8b: a withdrawn vote stops counting but stays in the ballot box; a withdrawn proposal takes no votes', () => {
    const setup = { rawInputId: 'x', sourceName: 'bt.txt', procedure: 'agora-bt' as const, judge: 'P.S.S.', players: [{ name: 'Alice' }, { name: 'Bob' }, { name: 'Carol' }] };
    const actions: LedgerAction[] = [
      { kind: 'ledger-proposal', by: 'Alice', at: '2020-07-05T10:00:00.000Z', text: 'One.', changes: [{ kind: 'amend', rule: 'BT10', text: ['One.'] }] },
      { kind: 'ledger-ballot', proposal: 'P1', voter: 'Bob', vote: 'yes', at: '2020-07-05T11:00:00.000Z' },
      { kind: 'ledger-ballot', proposal: 'P1', voter: 'Carol', vote: 'yes', at: '2020-07-05T11:30:00.000Z' },
      { kind: 'ledger-withdraw-vote', proposal: 'P1', voter: 'Bob', at: '2020-07-05T12:00:00.000Z' },
      { kind: 'ledger-close', proposal: 'P1', at: '2020-07-05T13:00:00.000Z' },
      { kind: 'ledger-proposal', by: 'Bob', at: '2020-07-05T14:00:00.000Z', text: 'Two.', changes: [{ kind: 'amend', rule: 'BT11', text: ['Two.'] }] },
      { kind: 'ledger-withdraw', proposal: 'P2', by: 'Carol', at: '2020-07-05T14:30:00.000Z' },
      { kind: 'ledger-withdraw', proposal: 'P2', by: 'Bob', at: '2020-07-05T15:00:00.000Z' },
      { kind: 'ledger-ballot', proposal: 'P2', voter: 'Alice', vote: 'yes', at: '2020-07-05T16:00:00.000Z' },
    ];
    const state = { setup, sourceText: seed('002'), actions };
    const view = ledgerApi.view(state);
    expect(view.outcomes.map((o) => o.accepted)).toEqual([true, true, true, true, false, true, false, true, false]);
    expect(view.outcomes[4]!.message).toMatch(/1 votes in favour; it needs 2 .*\(002 BT8c\)/);
    expect(view.outcomes[3]!.message).not.toMatch(/Bob/);
    expect(view.outcomes[6]!.message).toMatch(/only Bob can withdraw proposal P2 \(002 BT8a\)/);
    expect(view.proposals.map((p) => [p.id, p.status, p.ballotsReceived])).toEqual([['P1', 'open', 1], ['P2', 'withdrawn', 0]]);
    expect(ledgerApi.ballotBox(state, 'P1')).toEqual([
      { voter: 'Bob', vote: 'yes', at: '2020-07-05T11:00:00.000Z', note: 'withdrawn 2020-07-05T12:00:00.000Z (002 BT8b)' },
      { voter: 'Carol', vote: 'yes', at: '2020-07-05T11:30:00.000Z', withdrawable: true },
    ]);
  });

  it('003 113b: a Nomic vote cannot be withdrawn; 003 114 003 210: a proposal may lower the points needed, and the winner is declared', async () => {
    const db = freshDb();
    const game = await nomicGame(db);
    await recordAction(db, game.id, { ...proposal301, winningPoints: 10 });
    await recordAction(db, game.id, { kind: 'ledger-ballot', proposal: '301', voter: 'Chris B', vote: 'yes', at: '2019-02-11T11:00:00.000Z' });
    await recordAction(db, game.id, { kind: 'ledger-withdraw-vote', proposal: '301', voter: 'Chris B', at: '2019-02-11T11:30:00.000Z' });
    await recordAction(db, game.id, { kind: 'ledger-close', proposal: '301', at: '2019-02-12T00:00:00.000Z' });
    const view = ledgerApi.view((await loadLedgerState(db, game.id))!);
    expect(view.outcomes[2]).toMatchObject({ accepted: false, message: 'A vote cannot be withdrawn (003 113b).' });
    expect(view.proposals[0]).toMatchObject({ status: 'adopted', yes: 1, no: 0 });
    expect(view.winningPoints).toBe(10);
    expect(view.winner).toMatch(/^Chris B reached 10 points \(10 to win\) \(003 210\)$/);
    const board = ledgerApi.publish((await loadLedgerState(db, game.id))!, 'scoreboard', 'markdown');
    expect(board.ok && board.text).toMatch(/Scoreboard \(10 points to win\)[\s\S]*Chris B  10[\s\S]*Winner: Chris B/);
  });
});
