// The Coalition workspace in happy-dom with fake-indexeddb, the worker replaced by the same
// operations called in-process and the Konva map by a stand-in (happy-dom has no canvas; the real
// map is driven in Chromium by test/e2e/coalition.test.ts). Checks the verdict list of a pasted
// thread (each rejected line with its reason and rule), the audited army move (drop → reason →
// record → shown) and its undo, and that the screen is built only from stored records.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { workspaceScreen } from '../workspaceTestSetup';

vi.mock('../../../renderer/worker/client', async () => {
  const { coalitionApi } = await import('../../../renderer/worker/coalitionApi');
  // What the worker answers once coreApi carries `coalition: coalitionApi`.
  return { callCore: async <T,>(operation: (core: unknown) => Promise<T>): Promise<T> => operation({ coalition: coalitionApi }) };
});

// The map stand-in lists the armies where the map would draw them and offers the drop the judge
// would make by dragging (GridMap hands the workspace exactly this call).
vi.mock('../../../renderer/coalition/GridMap', () => ({
  gridLayerNames: { terrain: 'grid-terrain', sites: 'grid-sites', armies: 'grid-armies', overlay: 'grid-overlay' },
  GridMap: (props: { round: { armies: { name: string; square: string }[] }; editMode?: boolean; onDrop?: (army: string, square: string) => void; onSelect?: (a: string) => void }) => (
    <div data-testid="fake-map" data-edit={props.editMode ? 'yes' : 'no'}>
      {props.round.armies.map((a) => <span key={a.name} data-testid="fake-army" data-army={a.name}>{a.name}@{a.square}</span>)}
      <button type="button" onClick={() => props.onDrop?.('Sai Rei', '3E')}>drop Sai Rei on 3E</button>
      <button type="button" onClick={() => props.onSelect?.('Sai Rei')}>click Sai Rei</button>
    </div>
  ),
}));

async function modules() {
  const { appDb } = await import('../../../renderer/storage/db');
  const { createGame } = await import('../../../renderer/storage/games');
  const records = await import('../../../renderer/coalition/coalitionRecords');
  const { CoalitionWorkspace } = await import('../../../renderer/coalition/CoalitionWorkspace');
  return { db: appDb(), createGame, ...records, CoalitionWorkspace };
}

const screen = workspaceScreen();
const { until, byTestId, button, type } = screen;

async function render(gameId: string) {
  const { CoalitionWorkspace } = await modules();
  await screen.mount(<CoalitionWorkspace gameId={gameId} />);
}

const all = (id: string) => [...screen.container.querySelectorAll(`[data-testid="${id}"]`)];
const click = (name: string | RegExp) => screen.click(button(name));
const armyAt = (name: string) => screen.container.querySelector(`[data-testid="fake-army"][data-army="${name}"]`)?.textContent;

afterEach(async () => {
  await screen.unmount();
  const { db } = await modules();
  await db.records.clear(); await db.rawInputs.clear(); await db.games.clear();
});

describe('the Coalition workspace', { timeout: 30_000 }, () => {
  it('004 3.1d: shows every order line of the pasted thread with its verdict, and each rejection with its reason and rule', async () => {
    const { db, createGame } = await modules();
    const game = await createGame(db, { name: 'Sample', family: 'coalition', variant: 'coalition-grid', profile: null, phase: 'Turn 1' });
    await render(game.id);
    await until(() => !!byTestId('coalition-setup'), 'the set-up panel');
    await click('Set up from the sample round');
    await until(() => !!byTestId('coalition-thread'), 'the thread panel');
    await click('Fill in the sample thread');
    await until(() => (screen.container.querySelector('[data-testid="coalition-thread"] textarea') as HTMLTextAreaElement).value.includes('Gazetzot'), 'the sample text');
    await click('Read the thread');
    await until(() => all('verdict-row').length > 0, 'the verdicts');

    const rows = all('verdict-row').map((r) => ({ status: r.getAttribute('data-status'), text: r.textContent }));
    expect(rows.filter((r) => r.status === 'used')).toHaveLength(9);
    const rejected = rows.filter((r) => r.status === 'rejected').map((r) => r.text);
    expect(rejected).toEqual([
      expect.stringMatching(/^27HannaGerrard: 6F > 6Hrejected · GerrardHanna does not control Gerrard at the movement lock \(004 5\.4\.2\)$/),
      expect.stringMatching(/^33YawgmothYawgmoth: 32D > 30Drejected · Yawgmothposted after the movement lock \(004 3\.1b\)$/),
    ]);
    expect(rows.find((r) => r.status === 'superseded')!.text).toMatch(/Belbe: 12F > 9F; engage Green Base.*a later order for this army replaces it \(004 3\.3\.6b\)/);
    // Lines that are not orders are hidden until asked for; the quoted order is one of them.
    expect(rows.some((r) => r.text?.includes('[quote]'))).toBe(false);
    await act(async () => { (screen.container.querySelector('[data-testid="coalition-thread-summary"] input[type="checkbox"]') as HTMLInputElement).click(); });
    await until(() => all('verdict-row').some((r) => r.textContent?.includes('[quote]Darkhand5: 5E > 8E[/quote]')), 'the unused lines');
    expect(all('verdict-row').find((r) => r.textContent?.includes('[quote]'))!.textContent).toMatch(/not an order.*quoted text/);

    // The screen is rebuilt from storage: a fresh render shows the same verdicts.
    await screen.unmount();
    await render(game.id);
    await until(() => all('verdict-row').length === 12, 'the verdicts after a reload');
  });

  it('an army dropped on another square is moved only after the judge gives a reason and the fix is recorded; Undo puts it back, also recorded', async () => {
    const { db, createGame, coalitionRecordsOf } = await modules();
    const game = await createGame(db, { name: 'Sample', family: 'coalition', variant: 'coalition-grid', profile: null, phase: 'Turn 1' });
    await render(game.id);
    await until(() => !!byTestId('coalition-setup'), 'the set-up panel');
    await click('Set up from the sample round');
    await until(() => !!byTestId('fake-map'), 'the map');
    expect(armyAt('Sai Rei')).toBe('Sai Rei@3D');

    await click('drop Sai Rei on 3E');
    await until(() => !!byTestId('fix-form'), 'the reason form');
    expect(byTestId('fix-to')!.textContent).toBe('3E');
    // Not moved yet, and nothing stored, until the reason is given.
    expect(armyAt('Sai Rei')).toBe('Sai Rei@3D');
    expect((button('Record the fix') as HTMLButtonElement).disabled).toBe(true);
    await type(byTestId('fix-form')!.querySelector('input')!, 'dropped on the wrong square at set-up');
    await click('Record the fix');
    await until(() => armyAt('Sai Rei') === 'Sai Rei@3E', 'the army on its new square');
    expect(byTestId('fix-row')!.textContent).toMatch(/^Sai Rei: 3D → 3E — “dropped on the wrong square at set-up”/);
    const fix = (await coalitionRecordsOf(db, game.id)).find((r) => r.kind === 'coalition-fix')!;
    expect(fix.payload).toMatchObject({ army: 'Sai Rei', from: '3D', to: '3E', reason: 'dropped on the wrong square at set-up' });

    // Clicking the army shows its type and troops where it now stands.
    await click('click Sai Rei');
    await until(() => !!byTestId('army-info'), 'the army panel');
    expect(byTestId('army-type')!.textContent).toMatch(/^Coalition · Captain army · at 3E/);

    await click('Undo');
    await until(() => armyAt('Sai Rei') === 'Sai Rei@3D', 'the army back on 3D');
    expect(byTestId('fix-row')!.getAttribute('data-undone')).toBe('yes');
    expect((await coalitionRecordsOf(db, game.id)).map((r) => r.kind)).toEqual(['coalition-setup', 'coalition-fix', 'coalition-undo']);

    // Without a mouse: choose the army from the list, type the square as players write it ("f-3").
    const picker = screen.container.querySelector('.coalition-army-picker select') as HTMLSelectElement;
    await act(async () => { picker.value = 'Sai Rei'; picker.dispatchEvent(new Event('change', { bubbles: true })); });
    await until(() => !!screen.container.querySelector('.coalition-square-input'), 'the square field');
    await type(screen.container.querySelector('.coalition-square-input') as HTMLInputElement, 'f-3');
    await click('Move…');
    await until(() => byTestId('fix-to')?.textContent === '3F', 'the reason form for 3F');
    await type(byTestId('fix-form')!.querySelector('input')!, 'typed fix');
    await click('Record the fix');
    await until(() => armyAt('Sai Rei') === 'Sai Rei@3F', 'the army on 3F');
  });

  it('refuses a round that is not a round in plain words, keeping the pasted text', async () => {
    const { db, createGame } = await modules();
    const game = await createGame(db, { name: 'Broken', family: 'coalition', variant: 'coalition-grid', profile: null, phase: 'Turn 1' });
    await render(game.id);
    await until(() => !!byTestId('coalition-setup'), 'the set-up panel');
    const pasted = '{"name": "<b>x</b>", "turn": 1}';
    await type(byTestId('coalition-setup')!.querySelector('textarea')!, pasted);
    await click('Use this round');
    await until(() => !!byTestId('coalition-problems'), 'the problems');
    expect(byTestId('coalition-problems')!.textContent).toMatch(/The round file does not describe a round: .*terrain/);
    expect(screen.container.querySelector('b')).toBeNull(); // never rendered as HTML
    expect((await db.rawInputs.where('gameId').equals(game.id).toArray()).map((r) => r.text)).toEqual([pasted]);
    expect(byTestId('coalition-setup')).not.toBeNull(); // still not set up
  });

  it('004 4.2.5a: the battle judge enters a result (winner, losses per slot, outcome); it is recorded, listed, and can be undone before the turn is committed', async () => {
    const { db, createGame, coalitionRecordsOf } = await modules();
    const { coalitionApi } = await import('../../../renderer/worker/coalitionApi');
    const round = JSON.parse(coalitionApi.sample().roundText);
    for (const a of round.armies) if (a.name === 'Belbe' || a.name === 'Tahngarth') a.square = '10E';
    round.battles = [{ square: '10E', armies: ['Belbe', 'Tahngarth'], kind: 'attack', attacker: 'Belbe', defender: 'Tahngarth' }];
    const tahngarth = round.armies.find((a: { name: string }) => a.name === 'Tahngarth');
    const creature = tahngarth.slots[1][0].name as string;
    const game = await createGame(db, { name: 'Battle', family: 'coalition', variant: 'coalition-grid', profile: null, phase: 'Turn 1' });
    await render(game.id);
    await until(() => !!byTestId('coalition-setup'), 'the set-up panel');
    await type(byTestId('coalition-setup')!.querySelector('textarea')!, JSON.stringify(round));
    await click('Use this round');
    await until(() => !!byTestId('battle-result-form'), 'the battle form');
    const form = byTestId('battle-result-form')!;
    expect(form.querySelector('h3')!.textContent).toBe('Battle at 10E: Belbe v Tahngarth');
    const lossField = [...form.querySelectorAll('label')].find((l) => l.textContent?.startsWith(`Slot 2 ${creature}`))!.querySelector('input')!;
    // Tahngarth's fieldset comes second: the field found is the loser's, as the winner defaults to Belbe.
    expect(lossField.closest('fieldset')!.querySelector('legend')!.textContent).toBe('Troops Tahngarth lost');
    await type(lossField, '250');
    await click('Record the result');
    await until(() => !!byTestId('battle-result'), 'the recorded result');
    expect(byTestId('battle-result')!.textContent).toMatch(new RegExp(`^10E: Belbe beat Tahngarth; losses Tahngarth: 250 ${creature}\\.`));
    const stored = (await coalitionRecordsOf(db, game.id)).find((r) => r.kind === 'coalition-battle-result')!;
    expect(stored.payload).toMatchObject({ result: { square: '10E', winner: 'Belbe', loser: 'Tahngarth', losses: { Tahngarth: { [creature]: 250 } }, outcome: 'none' } });
    await click('Undo');
    await until(() => !!byTestId('battle-result-form'), 'the form again');
    expect((await coalitionRecordsOf(db, game.id)).map((r) => r.kind)).toEqual(['coalition-setup', 'coalition-battle-result', 'coalition-undo']);
  });

  it('004 5.4.1b: the judge imposes the penalty from the app; its die is logged, the troops go, and it stays on the record through a reload', async () => {
    const { db, createGame, coalitionRecordsOf } = await modules();
    const { coalitionApi } = await import('../../../renderer/worker/coalitionApi');
    const round = JSON.parse(coalitionApi.sample().roundText);
    const game = await createGame(db, { name: 'Penalty', family: 'coalition', variant: 'coalition-grid', profile: null, phase: 'Turn 1' });
    await render(game.id);
    await until(() => !!byTestId('coalition-setup'), 'the set-up panel');
    await type(byTestId('coalition-setup')!.querySelector('textarea')!, JSON.stringify(round));
    await click('Use this round');
    await until(() => !!byTestId('coalition-sanctions'), 'the sanctions panel');
    const panel = byTestId('coalition-sanctions')!;
    const [playerField, , reasonField] = [...panel.querySelectorAll('input')] as HTMLInputElement[];
    await type(playerField!, 'Urza');
    const armySelect = panel.querySelectorAll('select')[1] as HTMLSelectElement;
    await act(async () => { armySelect.value = 'Sai Rei'; armySelect.dispatchEvent(new Event('change', { bubbles: true })); });
    await type([...panel.querySelectorAll('input')].find((i) => i.getAttribute('inputmode') === 'decimal')! as HTMLInputElement, '2');
    await type(reasonField!, 'Urza posted a move for Sai Rei');
    await click('Impose the penalty');
    await until(() => !!byTestId('coalition-sanction-record'), 'the record');
    const stored = (await coalitionRecordsOf(db, game.id)).find((r) => r.kind === 'coalition-penalty')!;
    expect(stored.payload).toMatchObject({ army: 'Sai Rei', player: 'Urza', severity: 2, dieSides: 6, reason: 'Urza posted a move for Sai Rei' });
    const line = byTestId('coalition-sanction-record')!.textContent!;
    const die = Number(/x d6 = (\d) x/.exec(line)![1]);
    expect(line).toMatch(new RegExp(`^Turn 1: .* GMT: Urza reprimanded: Urza posted a move for Sai Rei; penalty severity 2 x d6 = ${die} x \\(100, 50, 25, 10\\); Sai Rei loses .* \\(004 5\\.4\\.1b\\)$`));
    expect(byTestId('coalition-sanction-outcome')!.textContent).toContain('Urza reprimanded');
    // A reload rebuilds the same penalty (same seed, same die) from the stored records alone.
    await screen.unmount();
    await render(game.id);
    await until(() => !!byTestId('coalition-sanction-record'), 'the record after a reload');
    expect(byTestId('coalition-sanction-record')!.textContent).toBe(line);
  });
});
