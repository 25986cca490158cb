// The ledger workspace in happy-dom with fake-indexeddb, the worker replaced by the same ledger
// operations called in-process: import problems in plain words (the text kept verbatim first),
// secret ballots that appear nowhere but the explicitly opened ballot box, and the screen built
// only from stored records. Chromium runs the full flow in test/e2e/ledger.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { workspaceScreen } from '../workspaceTestSetup';
import { ledgerModules } from './ledgerModules';

vi.mock('../../../renderer/worker/client', async () => {
  const { ledgerApi } = await import('../../../renderer/worker/ledgerApi');
  // What the worker answers once coreApi carries `ledger: ledgerApi`.
  return { callCore: async <T,>(operation: (core: unknown) => Promise<T>): Promise<T> => operation({ ledger: ledgerApi }) };
});

const seedsDir = resolve(import.meta.dirname, '../../../../shared/seeds');
const seed = (prefix: string) => readFileSync(join(seedsDir, readdirSync(seedsDir).find((f) => f.startsWith(prefix + '_'))!), 'utf8');

const modules = ledgerModules;

const screen = workspaceScreen();
const { until, byTestId, button, click, type } = screen;

async function render(gameId: string) {
  const { LedgerWorkspace } = await modules();
  await screen.mount(<LedgerWorkspace gameId={gameId} />);
}

const text = (id: string) => byTestId(id)?.textContent ?? '';

afterEach(async () => {
  await screen.unmount();
  const { db } = await modules();
  await db.delete();
  vi.resetModules();
});

describe('the ledger workspace', () => {
  it('keeps pasted text verbatim, then shows every import problem in plain words and hostile text as text', async () => {
    const { db, createGame } = await modules();
    const game = await createGame(db, { name: 'L', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
    await render(game.id);
    await until(() => byTestId('ledger-import') !== null, 'the import panel');
    const hostile = '<img src=x onerror="alert(1)"> this is no ruleset';
    await type(screen.container.querySelector('textarea')!, hostile);
    await click(button('Read the pasted ruleset'));
    await until(() => byTestId('ledger-problems') !== null, 'the problem list');
    expect(text('ledger-problems')).toMatch(/“pasted” could not be read as a ruleset[\s\S]*not a ruleset: expected Nomic JSON/);
    expect(screen.container.querySelectorAll('img')).toHaveLength(0);
    expect((await db.rawInputs.where('gameId').equals(game.id).toArray()).map((r) => r.text)).toEqual([hostile]);

    await type(screen.container.querySelector('textarea')!, '{"rules": {"1": {"label": 7}}}');
    await click(button('Read the pasted ruleset'));
    await until(() => /label/.test(text('ledger-problems')), 'the JSON problem');
    expect(text('ledger-problems')).toMatch(/"label" must be a string/);
  });

  it('starts from the shipped Nomic initial set (seed 003) and shows rules with numbers and mutability (003 101a)', async () => {
    const { db, createGame, ledgerRecordsOf } = await modules();
    const game = await createGame(db, { name: 'N', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
    await render(game.id);
    await until(() => /Nomic initial set/.test(screen.container.textContent ?? ''), 'the sample button');
    await click(button(/Start from the Nomic initial set/));
    await until(() => byTestId('ledger-setup') !== null, 'the setup form');
    expect(text('ledger-detected')).toMatch(/33 rules \(nomic-json\)/);
    await click(button('Start the ledger'));
    await until(() => byTestId('ledger-ruleset') !== null, 'the ruleset');
    const numbers = [...screen.container.querySelectorAll('[data-testid="rule-number"]')].map((e) => e.textContent);
    expect(numbers.slice(0, 2)).toEqual(['Rule 101', 'Rule 102']);
    expect(numbers).toHaveLength(33);
    expect(screen.container.querySelector('[data-rule="101"]')!.textContent).toContain('(immutable)');
    expect(screen.container.querySelector('[data-rule="201"]')!.textContent).toContain('(mutable)');
    expect((await ledgerRecordsOf(db, game.id)).map((r) => r.kind)).toEqual(['ledger-setup']);
  });

  it('003 204b a new Nomic ledger starts on today\'s UK date, not on the date the sample ruleset carries', async () => {
    const { db, createGame, ledgerRecordsOf } = await modules();
    const { nowInUk } = await import('../../../renderer/ledger/UkTimeFields');
    const game = await createGame(db, { name: 'N', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
    await render(game.id);
    await until(() => /Nomic initial set/.test(screen.container.textContent ?? ''), 'the sample button');
    await click(button(/Start from the Nomic initial set/));
    await until(() => byTestId('ledger-setup') !== null, 'the setup form');
    const today = nowInUk().date;
    const firstDay = [...byTestId('ledger-setup')!.querySelectorAll('input[type="date"]')][0] as HTMLInputElement;
    expect(firstDay.value).toBe(today);
    await click(button('Start the ledger'));
    await until(() => byTestId('ledger-ruleset') !== null, 'the ruleset');
    const setup = (await ledgerRecordsOf(db, game.id)).find((r) => r.kind === 'ledger-setup')!;
    expect((setup.payload as { startDate: string }).startDate).toBe(today);
  });

  it('002 BT8d 002 BT8b: secret ballots are shown only in the explicitly opened ballot box, never in the list, the notices or the published result', async () => {
    const { db, createGame, storeRulesetText, recordSetup, recordAction } = await modules();
    const game = await createGame(db, { name: 'BT', family: 'ledger', variant: 'agora-bt-regulations', profile: null, phase: 'Proposal P1' });
    const raw = await storeRulesetText(db, game.id, 'bt.txt', seed('002'));
    const hostileVoter = '<b>Eve</b>';
    await recordSetup(db, game.id, { rawInputId: raw.id, sourceName: 'bt.txt', procedure: 'agora-bt', judge: 'P.S.S.', players: [{ name: 'Alice' }, { name: 'Bobby' }, { name: hostileVoter }] });
    await recordAction(db, game.id, { kind: 'ledger-proposal', by: 'Alice', at: '2020-07-05T10:00:00.000Z', text: 'No lying.', changes: [{ kind: 'amend', rule: 'BT10', text: ['Contestants SHALL NOT lie.'] }] });
    await recordAction(db, game.id, { kind: 'ledger-ballot', proposal: 'P1', voter: 'Bobby', vote: 'yes', at: '2020-07-05T11:00:00.000Z' });
    await recordAction(db, game.id, { kind: 'ledger-ballot', proposal: 'P1', voter: hostileVoter, vote: 'no', at: '2020-07-05T12:00:00.000Z' });
    await render(game.id);
    await until(() => byTestId('ledger-proposals') !== null, 'the proposals');

    expect(screen.container.querySelectorAll('[data-testid="ballot"]')).toHaveLength(0);
    expect(byTestId('ballot-box')).toBeNull();
    const secretFree = ['ledger-proposals', 'ledger-last-outcome', 'ledger-publish', 'ledger-ruleset'].map(text).join('\n');
    expect(secretFree).toMatch(/2 private votes received/);
    expect(secretFree).not.toMatch(/Bobby|Eve/);
    expect(screen.container.querySelectorAll('b')).toHaveLength(0);

    await click(button('Open the ballot box'));
    await until(() => screen.container.querySelectorAll('[data-testid="ballot"]').length === 2, 'the ballots');
    const rows = [...screen.container.querySelectorAll('[data-testid="ballot"]')].map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent));
    expect(rows).toEqual([['Bobby', 'yes'], [hostileVoter, 'no']]);
    expect(screen.container.querySelectorAll('b')).toHaveLength(0);

    // 002 BT8b: the Judge records Bobby's withdrawal from inside the box; outside it nobody is named.
    await click(screen.container.querySelector('[data-testid="ballot"] button') as HTMLButtonElement);
    await until(() => /1 private vote received/.test(text('ledger-proposals')), 'the withdrawal');
    expect(text('ledger-last-outcome')).toBe('A private vote on P1 was withdrawn (002 BT8b).');
    expect(['ledger-proposals', 'ledger-last-outcome'].map(text).join('\n')).not.toMatch(/Bobby|Eve/);
    await until(() => /withdrawn/.test(screen.container.querySelector('[data-testid="ballot"]')?.textContent ?? ''), 'the withdrawn note');
    await click(button('Close the ballot box'));
    expect(screen.container.querySelectorAll('[data-testid="ballot"]')).toHaveLength(0);
  });

  it('002 BT8c: enacting stores a ledger-close record first, then shows the amended regulation from storage', async () => {
    const { db, createGame, storeRulesetText, recordSetup, recordAction, ledgerRecordsOf } = await modules();
    const game = await createGame(db, { name: 'BT', family: 'ledger', variant: 'agora-bt-regulations', profile: null, phase: 'Proposal P1' });
    const raw = await storeRulesetText(db, game.id, 'bt.txt', seed('002'));
    await recordSetup(db, game.id, { rawInputId: raw.id, sourceName: 'bt.txt', procedure: 'agora-bt', judge: 'P.S.S.', players: [{ name: 'Alice' }, { name: 'Bobby' }, { name: 'Carol' }] });
    await recordAction(db, game.id, { kind: 'ledger-proposal', by: 'Alice', at: '2020-07-05T10:00:00.000Z', text: 'No lying.', changes: [{ kind: 'amend', rule: 'BT10', text: ['Contestants SHALL NOT lie.'] }] });
    await recordAction(db, game.id, { kind: 'ledger-ballot', proposal: 'P1', voter: 'Bobby', vote: 'yes', at: '2020-07-05T11:00:00.000Z' });
    await render(game.id);
    await until(() => byTestId('ledger-proposals') !== null, 'the proposals');
    // One vote in favour of three Contestants is not enough: the refusal is shown with its clause.
    await click(button('Enact (002 BT8c)'));
    await until(() => /Refused/.test(text('ledger-last-outcome')), 'the refusal');
    expect(text('ledger-last-outcome')).toMatch(/needs 2 \(more than half of 3 Contestants\) \(002 BT8c\)/);
    await recordAction(db, game.id, { kind: 'ledger-ballot', proposal: 'P1', voter: 'Carol', vote: 'yes', at: '2020-07-05T12:00:00.000Z' });
    await until(() => /Enough votes in favour/.test(text('ledger-proposals')), 'the second vote');
    await click(button('Enact (002 BT8c)'));
    await until(() => /ENACTED/.test(text('ledger-last-outcome')), 'the enactment');
    expect(screen.container.querySelector('[data-rule="BT10"]')!.textContent).toContain('Contestants SHALL NOT lie.');
    expect((await ledgerRecordsOf(db, game.id)).map((r) => r.kind)).toEqual(['ledger-setup', 'ledger-proposal', 'ledger-ballot', 'ledger-close', 'ledger-ballot', 'ledger-close']);
    expect((await db.games.get(game.id))!.phase).toBe('Proposal P2');
  });
});
