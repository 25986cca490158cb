// `adjutant ledger` on a ledger file: a short Nomic game on seed 003 run from scripts, end to end,
// and the refusals. Every step goes through the ledger command exactly as a script calls it; the
// state it prints comes from core/ledger's replayLedger/ledgerView, the app's own replay.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ledgerCommand } from '../../cli/commands/ledger';
import { ledgerStateOf, ledgerView, parseLedgerFile, type LedgerView } from '../../core/ledger/index';
import { seedPath } from '../core/ledger/seeds';
import { tempDir } from '../tempDir';

async function run(...args: string[]) {
  let out = '', err = '';
  const code = await ledgerCommand.run(args, { out: (s) => { out += s; }, err: (s) => { err += s; } });
  return { code, out, err };
}

const C = 'Chris B', D = 'Dave M', B = 'Ben P', T = 'Alex T', W = 'Alex W';
const PLAYERS = `${C}:Monday,${D}:Tuesday,${B}:Wednesday,${T}:Thursday,${W}:Friday`;

/** A fresh ledger file on seed 003, first day Monday 2019-02-11 (GMT, so UTC is UK time). */
async function newGame(): Promise<string> {
  const file = join(tempDir('ledger-game-'), 'nomic.json');
  const r = await run('create', file, '--ruleset', seedPath('003'), '--players', PLAYERS, '--start', '2019-02-11', '--now', '2019-02-11T09:00:00Z');
  expect(r).toMatchObject({ code: 0, err: '' });
  return file;
}

/** Each command records its action at the game time it carries, so entries stay in time order. */
const step = (sub: string, file: string, at: string, ...rest: string[]) => run(sub, file, '--at', at, '--now', at, ...rest);

async function voteAll(file: string, proposal: string, at: string, votes: Record<string, 'yes' | 'no'>) {
  for (const [voter, vote] of Object.entries(votes)) {
    const r = await step('vote', file, at, '--proposal', proposal, '--voter', voter, '--vote', vote);
    expect(r, r.err).toMatchObject({ code: 0 });
  }
}

function viewOf(file: string): LedgerView {
  const read = parseLedgerFile(readFileSync(file, 'utf8'));
  if (!read.ok) throw new Error(read.problem);
  return ledgerView(ledgerStateOf(read.file));
}

const points = (v: LedgerView) => Object.fromEntries(v.points!.map((p) => [p.player, p.total]));

describe('adjutant ledger on a ledger file: a Nomic game from scripts', () => {
  it('003 109a 003 204a 003 203 003 207: create, propose 301 and 302, vote, close and tally, adopt and apply, points', async () => {
    const file = await newGame();
    const p301 = await step('propose', file, '2019-02-11T10:00:00Z', '--by', C, '--text', 'Players must be polite.', '--enact', 'Players must be polite.', '--title', 'Politeness');
    expect(p301.code).toBe(0);
    expect(p301.out).toContain('Recorded: Proposal 301 by Chris B is open for voting (003 109a).');
    await voteAll(file, '301', '2019-02-11T11:00:00Z', { [C]: 'yes', [D]: 'yes', [B]: 'yes', [T]: 'yes', [W]: 'yes' });
    const closed = await step('close', file, '2019-02-12T00:00:00Z', '--proposal', '301');
    expect(closed.out).toContain('Recorded: ADOPTED with 5 for and 0 against; required unanimity of the votes cast (003 204a).');

    // Adopted and applied: rule 301 is in the ruleset. 003 203: R is the highest rule before 301
    // takes effect (215), so floor(max(10, 215 - 290) x 5/5) = 10.
    let v = viewOf(file);
    expect(v.rules.find((r) => r.number === '301')).toMatchObject({ text: ['Players must be polite.'], inEffect: true });
    expect(points(v)[C]).toBe(10);

    await step('propose', file, '2019-02-12T10:00:00Z', '--by', D, '--text', 'Repeal 213.', '--repeal', '213');
    await voteAll(file, '302', '2019-02-12T11:00:00Z', { [C]: 'yes', [D]: 'yes', [B]: 'yes', [T]: 'yes', [W]: 'no' });
    const defeated = await step('close', file, '2019-02-13T00:00:00Z', '--proposal', '302');
    expect(defeated.out).toContain('DEFEATED with 4 for and 1 against');
    v = viewOf(file);
    // 003 203 gains floor(11 x 4/5) = 8 (R = 301 now), 003 207 costs 10: -2.
    expect(points(v)[D]).toBe(-2);
    expect(v.rules.find((r) => r.number === '213')!.inEffect).toBe(true);
    expect(v.phase).toBe('Proposal 303');

    // The printed state is the replay's: the same view the app builds from the same actions.
    const shown = await run('show', file, '--json');
    expect(JSON.parse(shown.out)).toEqual(JSON.parse(JSON.stringify(v)));
    const text = await run('show', file);
    expect(text.out).toMatch(/302 \[defeated\] by Dave M.*repeal rule 213/);
    expect(text.out).toMatch(/Chris B: 10\n/);

    // Every entry carries who recorded it, when, and why when given.
    const entries = JSON.parse(readFileSync(file, 'utf8')).entries;
    expect(entries).toHaveLength(1 + 5 + 1 + 1 + 5 + 1);
    expect(entries[0]).toMatchObject({ who: 'GM', when: '2019-02-11T10:00:00.000Z', action: { kind: 'ledger-proposal', by: C } });
  });

  it('003 204b 003 205 003 210: after two circuits a majority adopts, the dissenter gains 10, and the amended target decides the winner', async () => {
    const file = await newGame();
    // Monday 25 February: the second complete circuit of turns has ended, so a simple majority adopts.
    await step('propose', file, '2019-02-25T10:00:00Z', '--by', C, '--text', 'Win at 12 points.', '--amend', '210', '--with', 'The winner is the first player to achieve 12 (positive) points.', '--winning-points', '12', '--who', 'Ben (GM)', '--why', 'agreed in the discussion thread');
    await voteAll(file, '301', '2019-02-25T11:00:00Z', { [C]: 'yes', [D]: 'yes', [B]: 'yes', [T]: 'yes', [W]: 'no' });
    const adopted = await step('close', file, '2019-02-26T00:00:00Z', '--proposal', '301');
    expect(adopted.out).toContain('ADOPTED with 4 for and 1 against; required a simple majority of the votes cast (003 204b).');
    let v = viewOf(file);
    expect(v.winningPoints).toBe(12);
    expect(points(v)).toMatchObject({ [W]: 10, [C]: 8 });
    expect(v.winner).toBeNull();

    await step('propose', file, '2019-02-26T10:00:00Z', '--by', D, '--text', 'Be kind.', '--enact', 'Be kind.');
    await voteAll(file, '302', '2019-02-26T11:00:00Z', { [C]: 'yes', [D]: 'yes', [B]: 'yes', [T]: 'yes', [W]: 'no' });
    const won = await step('close', file, '2019-02-27T00:00:00Z', '--proposal', '302');
    expect(won.code).toBe(0);
    v = viewOf(file);
    expect(points(v)[W]).toBe(20);
    expect(v.winner).toMatch(/Alex W/);
    expect(v.winner).toContain('003 210');
    expect(won.out).toMatch(/Winner: .*Alex W/);
    expect(JSON.parse(readFileSync(file, 'utf8')).entries[0]).toMatchObject({ who: 'Ben (GM)', why: 'agreed in the discussion thread' });
  });

  it('003 214a 003 214c 003 209: a Point of Order is judged and invoked, and a points-thread line is checked', async () => {
    const file = await newGame();
    const raised = await step('point-of-order', file, '2019-02-12T10:00:00Z', '--by', D, '--text', 'May a rule be repealed on a Tuesday?');
    expect(raised.out).toContain('Recorded: PoO-1 raised by Dave M; Chris B is the Judge (003 214a).');
    const judged = await run('judgement', file, '--id', 'PoO-1', '--by', C, '--text', 'Judgement: yes.', '--at', '2019-02-12T11:00:00Z', '--now', '2019-02-12T11:00:00Z');
    expect(judged.code).toBe(0);
    const advanced = await step('advance', file, '2019-02-12T12:30:00Z');
    expect(advanced.out).toContain('PoO-1 invoked (003 214c)');
    expect(viewOf(file).pointsOfOrder[0]).toMatchObject({ id: 'PoO-1', status: 'invoked' });

    const post = await step('points-post', file, '2019-02-12T13:00:00Z', '--author', C, '--text', '150 (+4)');
    expect(post.code).toBe(0);
    expect(post.out).toContain('Wrong: Chris B has 0 points, not 150.');
    expect(viewOf(file).pointsChecks[0]).toMatchObject({ verdict: 'wrong', text: '150 (+4)' });
  });

  it('publishes the ruleset, a result and the scoreboard, recording each publication', async () => {
    const file = await newGame();
    await step('propose', file, '2019-02-11T10:00:00Z', '--by', C, '--text', 'Be <b>bold</b>.', '--enact', 'Be <b>bold</b>.');
    await voteAll(file, '301', '2019-02-11T11:00:00Z', { [C]: 'yes', [D]: 'yes' });
    await step('close', file, '2019-02-12T00:00:00Z', '--proposal', '301');
    const result = await run('publish', file, '--what', 'result', '--proposal', '301', '--dialect', 'bbcode', '--now', '2019-02-12T01:00:00Z');
    expect(result.code).toBe(0);
    expect(result.out).toContain('301');
    expect(result.out).toContain('ADOPTED');
    const board = await run('publish', file, '--what', 'scoreboard', '--now', '2019-02-12T01:00:00Z');
    expect(board.out).toMatch(/Chris B\s+10/);
    const ruleset = await run('publish', file, '--what', 'ruleset', '--dialect', 'markdown', '--now', '2019-02-12T01:00:00Z');
    expect(ruleset.out).toContain('bold');
    expect(ruleset.out).toContain('Rule 301');
    const kinds = JSON.parse(readFileSync(file, 'utf8')).entries.map((e: { action: { kind: string; what?: string } }) => e.action.what ?? e.action.kind);
    expect(kinds.slice(-3)).toEqual(['result', 'scoreboard', 'ruleset']);
    const missing = await run('publish', file, '--what', 'result', '--proposal', '399');
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining('There is no proposal 399.') });
  });

  it('runs as the real adjutant process', async () => {
    const file = await newGame();
    const out = execFileSync(process.execPath, ['bin/adjutant.mjs', 'ledger', 'propose', file, '--by', C, '--at', '2019-02-11T10:00:00Z', '--now', '2019-02-11T10:00:00Z', '--text', 'Hi.', '--enact', 'Hi.'], { encoding: 'utf8' });
    expect(out).toContain('Proposal 301 by Chris B is open for voting (003 109a).');
  });
});

describe('adjutant ledger on a ledger file: refusals leave the file unchanged', () => {
  it('003 202a: a proposal off the proposer\'s day is refused with the rule, exit 1, nothing recorded', async () => {
    const file = await newGame();
    const before = readFileSync(file);
    const r = await step('propose', file, '2019-02-12T10:00:00Z', '--by', C, '--text', 'x', '--enact', 'x');
    expect(r).toMatchObject({ code: 1, out: '' });
    expect(r.err).toContain('refused, nothing recorded');
    expect(r.err).toContain('(003 202a)');
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('003 103b: a proposal to amend an immutable rule is refused with the clause', async () => {
    const file = await newGame();
    const before = readFileSync(file);
    const r = await step('propose', file, '2019-02-11T10:00:00Z', '--by', C, '--text', 'x', '--amend', '101', '--with', 'Anything goes.');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/rule 101 is immutable.*\(003 103b\)/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('003 113c 003 113b: abstaining is not a vote, and a second vote is not counted', async () => {
    const file = await newGame();
    await step('propose', file, '2019-02-11T10:00:00Z', '--by', C, '--text', 'x', '--enact', 'x');
    expect((await step('vote', file, '2019-02-11T11:00:00Z', '--proposal', '301', '--voter', D, '--vote', 'abstain')).err).toContain('(003 113c)');
    await step('vote', file, '2019-02-11T11:00:00Z', '--proposal', '301', '--voter', D, '--vote', 'yes');
    const again = await step('vote', file, '2019-02-11T12:00:00Z', '--proposal', '301', '--voter', D, '--vote', 'no');
    expect(again.code).toBe(1);
    expect(again.err).toContain('003 113b');
    expect(viewOf(file).proposals[0]!.ballotsReceived).toBe(1);
  });

  it('refuses a file from a newer version and an unknown action, with the reason, and never rewrites it', async () => {
    const file = await newGame();
    const data = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...data, version: 2 }));
    const newer = readFileSync(file);
    const r = await step('propose', file, '2019-02-11T10:00:00Z', '--by', C, '--text', 'x', '--enact', 'x');
    expect(r).toMatchObject({ code: 2, err: expect.stringMatching(/version 2, written by a newer Adjutant.*up to version 1/) });
    expect(readFileSync(file).equals(newer)).toBe(true);

    writeFileSync(file, JSON.stringify({ ...data, entries: [{ who: 'GM', when: '2019-02-11T10:00:00Z', action: { kind: 'ledger-bribe', by: C } }] }));
    const unknown = readFileSync(file);
    expect(await run('show', file)).toMatchObject({ code: 2, err: expect.stringContaining('entry 1 records an unknown action "ledger-bribe"') });
    expect(readFileSync(file).equals(unknown)).toBe(true);

    writeFileSync(file, JSON.stringify({ ...data, entries: [
      { who: 'GM', when: '2019-02-11T12:00:00Z', action: { kind: 'ledger-advance', at: '2019-02-11T12:00:00Z' } },
      { who: 'GM', when: '2019-02-11T10:00:00Z', action: { kind: 'ledger-advance', at: '2019-02-11T10:00:00Z' } },
    ] }));
    expect(await run('show', file)).toMatchObject({ code: 2, err: expect.stringContaining('out of order') });
    writeFileSync(file, JSON.stringify({ ...data, setup: { ...data.setup, procedure: 'anarchy' } }));
    expect(await run('show', file)).toMatchObject({ code: 2, err: expect.stringContaining('setup.procedure') });
    writeFileSync(file, '{ not json');
    expect(await run('show', file)).toMatchObject({ code: 2, err: expect.stringContaining('not JSON') });
  });

  it('exits 2 with a clear message for bad input', async () => {
    const file = await newGame();
    expect((await step('advance', file, '2019-02-11T10:00:00Z')).code).toBe(0);
    const before = readFileSync(file);
    expect(await run('create', file, '--ruleset', seedPath('003'))).toMatchObject({ code: 2, err: expect.stringContaining('never overwritten') });
    expect(await run('propose', file, '--by', C, '--at', 'Monday morning', '--text', 'x', '--enact', 'x')).toMatchObject({ code: 2, err: expect.stringContaining('--at is not a date and time') });
    expect(await run('propose', file, '--by', C, '--at', '2019-02-11T10:00:00Z', '--text', 'x')).toMatchObject({ code: 2, err: expect.stringContaining('exactly one of --enact') });
    expect(await run('vote', file, '--proposal', '301', '--voter', C, '--vote', 'maybe', '--at', '2019-02-11T10:00:00Z')).toMatchObject({ code: 2, err: expect.stringContaining('--vote must be one of yes, no, abstain') });
    expect(await run('vote', join(file, '..', 'nope.json'), '--proposal', '301')).toMatchObject({ code: 2, err: expect.stringMatching(/cannot read .*ENOENT/) });
    expect(await run('close', file, '--proposal', '301', '--at', '2019-02-11T10:00:00Z', '--now', '2019-02-10T00:00:00Z')).toMatchObject({ code: 2, err: expect.stringContaining('time order') });
    expect(await run('publish', file, '--what', 'poem')).toMatchObject({ code: 2 });
    const dir = join(file, '..');
    writeFileSync(join(dir, 'junk.txt'), 'hello <b>there</b>');
    expect(await run('create', join(dir, 'new.json'), '--ruleset', join(dir, 'junk.txt'))).toMatchObject({ code: 2, err: expect.stringContaining('is not a ruleset') });
    expect(await run('create', join(dir, 'new.json'), '--ruleset', seedPath('003'), '--players', 'Ann:Caturday')).toMatchObject({ code: 2, err: expect.stringContaining('not a weekday') });
    writeFileSync(join(dir, 'changes.json'), JSON.stringify([{ kind: 'explode', rule: '101' }]));
    expect(await run('propose', file, '--by', C, '--at', '2019-02-11T10:00:00Z', '--text', 'x', '--changes', join(dir, 'changes.json'))).toMatchObject({ code: 2, err: expect.stringContaining('not a list of rule-changes') });
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('adjutant ledger on a ledger file: the other procedures', () => {
  it('002 BT8b 002 BT8c: an Agora ledger keeps votes private and enacts on more than half the Contestants', async () => {
    const file = join(tempDir('ledger-game-'), 'agora.json');
    expect((await run('create', file, '--ruleset', seedPath('002'), '--players', 'Alice,Bob,Carol', '--judge', 'Judge', '--now', '2020-07-05T09:00:00Z')).code).toBe(0);
    await step('propose', file, '2020-07-05T10:00:00Z', '--by', 'Alice', '--text', 'Lying is rude.', '--amend', 'BT10', '--with', 'Contestants SHALL NOT lie.');
    const vote = await step('vote', file, '2020-07-05T11:00:00Z', '--proposal', 'P1', '--voter', 'Bob', '--vote', 'yes');
    expect(vote.out).toContain('A private vote on P1 was received by the Judge (002 BT8b).');
    expect(vote.out).not.toMatch(/Bob/);
    const early = await step('close', file, '2020-07-05T11:30:00Z', '--proposal', 'P1');
    expect(early.code).toBe(1);
    await step('vote', file, '2020-07-05T12:00:00Z', '--proposal', 'P1', '--voter', 'Carol', '--vote', 'yes');
    const enacted = await step('close', file, '2020-07-05T13:00:00Z', '--proposal', 'P1');
    expect(enacted.out).toContain('ENACTED with 2 votes in favour and 0 against');
    expect(viewOf(file).rules.find((r) => r.number === 'BT10')!.text).toEqual(['Contestants SHALL NOT lie.']);
  });
});
