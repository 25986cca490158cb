// The tournament desk screen in happy-dom: create a Maharajiad, paste the roster, seat Round 1,
// paste a board file and a bad one, see standings and results; a reload finds it all again in the
// app's database (fake-indexeddb), and a tournament an earlier desk left in localStorage moves in.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { readFileSync } from 'node:fs';
import { createRoot, type Root } from 'react-dom/client';
import { TournamentScreen } from '../../../renderer/tournament/TournamentScreen';
import { hashFromScreen, screenFromHash } from '../../../renderer/app/navigation';
import { appDb } from '../../../renderer/storage/db';
import { listTournaments, readStoredTournament, storedEvents } from '../../../renderer/tournament/tournamentRecords';
import { createTournament } from '../../../core/diplomacy/tournament/index';
import { createGame } from '../../../renderer/storage/games';
import { commitPhase } from '../../../renderer/diplomacy/gameLog';
import { coreApi } from '../../../renderer/worker/coreApi';
import { phaseName } from '../../../core/diplomacy/phases';
import type { Position } from '../../../core/diplomacy/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

async function mount() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<TournamentScreen />));
  await settle();
}
afterEach(async () => { if (root) act(() => root.unmount()); container?.remove(); localStorage.clear(); const db = appDb(); await Promise.all(db.tables.map((t) => t.clear())); });

/** Lets the desk's IndexedDB reads and writes finish and React draw their result. */
async function settle() { for (let i = 0; i < 5; i++) await act(async () => { await new Promise((r) => setTimeout(r, 20)); }); }

const q = (id: string) => container.querySelector(`[data-testid="${id}"]`) as HTMLElement;

async function type(id: string, value: string) {
  const el = q(id) as HTMLInputElement | HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
  await act(async () => { setter.call(el, value); el.dispatchEvent(new Event('input', { bubbles: true })); });
}
async function click(id: string) { await act(async () => { q(id).click(); }); await settle(); }

describe('tournament desk screen', () => {
  it('has its own address, so a reload comes back to the desk', () => {
    expect(hashFromScreen({ name: 'tournament' })).toBe('#/tournament');
    expect(screenFromHash('#/tournament')).toEqual({ name: 'tournament' });
  });

  it('creates a Maharajiad, imports the roster, seats Round 1, takes a board file, refuses a bad one, and survives a reload', async () => {
    await mount();
    await type('t-name', 'Screen Cup');
    await type('t-seed', '77');
    await click('t-create');
    expect(q('t-title').textContent).toMatch(/^Screen Cup — Maharajiad I \(seed 001\), seed 77, 0 players/);
    await type('t-paste', readFileSync('test/fixtures/tournament/maharajiad-roster.csv', 'utf8'));
    await click('t-paste-roster');
    expect(q('tournament-messages').textContent).toMatch(/42 players added/);
    await click('t-assign');
    expect(q('t-round-1').textContent).toMatch(/R1-B06\n {2}Bahmana/);
    // A board file for R1-B01 as a GM would send it.
    const [row] = await listTournaments(appDb());
    const stored = await readStoredTournament(appDb(), row!.id);
    if (!stored.ok) throw new Error(stored.problems.join('; '));
    const t = stored.tournament;
    const seats = t.rounds[0]!.boards[0]!.seats;
    const counts = Object.fromEntries(seats.map((s, k) => [s.power, [12, 8, 6, 4, 3, 2, 1][k]]));
    const file = {
      format: 'adjutant-board-file', version: 1, tournament: t.id, round: 1, board: 'R1-B01', kind: 'final', through: 1510,
      positions: seats.map((s) => ({ power: s.power, tenures: [{ player: s.player, from: 'S1501M' }] })),
      centres: Array.from({ length: 10 }, (_, i) => ({ year: 1501 + i, counts })),
    };
    await type('t-paste', JSON.stringify(file));
    await click('t-paste-board');
    expect(q('tournament-messages').textContent).toMatch(/pasted board file: added as board-R1-B01-[0-9a-f]{16}\.json/);
    await type('t-paste', JSON.stringify({ ...file, board: 'R1-B09' }));
    await click('t-paste-board');
    expect(q('tournament-messages').textContent).toMatch(/refused — there is no board R1-B09 in round 1/);
    expect(q('t-results-1').textContent).toMatch(/R1-B01 \(final\)/);
    expect(q('t-results-1').textContent).toMatch(/R1-B02: no result yet\./);
    expect(q('t-standings').textContent).toMatch(/no result yet for R1-B02, R1-B03, R1-B04, R1-B05, R1-B06 — standings are provisional/);
    // The tables and the chart (issue 16 item 5): the board's seven seats, its scores as bars.
    const boardRows = [...q('t-boards-1').querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(boardRows[0]).toEqual(['R1-B01 (final)', seats[0]!.power, seats[0]!.player, '12', '12']);
    expect(boardRows.slice(7).map((r) => r.join(' '))).toEqual(['R1-B02 no result yet', 'R1-B03 no result yet', 'R1-B04 no result yet', 'R1-B05 no result yet', 'R1-B06 no result yet']);
    const bars = [...q('t-chart-1').querySelectorAll('rect[data-score]')];
    expect(bars.map((b) => Number(b.getAttribute('data-score')))).toEqual([12, 8, 6, 4, 3, 2, 1]);
    expect(bars[0]!.querySelector('title')!.textContent).toBe(`R1-B01: ${seats[0]!.player} (${seats[0]!.power}) 12`);
    const heights = bars.map((b) => Number(b.getAttribute('height')));
    expect(heights[0]).toBeGreaterThan(heights[1]!);
    expect(heights[0]! / heights[6]!).toBeCloseTo(12, 5);
    const table = q('t-table-001-A-16a');
    expect(table.querySelector('caption')!.textContent).toBe('Advancement from Round 1 to the final (001 A.16a) — 2 advance'); // one board in: its winner and the best of the rest (001 A.16a, A.16c)
    expect(table.querySelector('tbody tr td:nth-child(2)')!.textContent).toBe(seats[0]!.player);
    // Reload: the same tournament comes back from storage.
    act(() => root.unmount());
    container.remove();
    await mount();
    expect(q('t-title').textContent).toMatch(/Screen Cup .* 42 players, 1 board files/);
    expect(q('t-round-1').textContent).toMatch(/R1-B01/);
  });

  it('takes a board result straight from a World Masters game run on this machine, read from its committed phases', async () => {
    const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
    const db = appDb();
    const game = await createGame(db, { name: 'Board one <i>', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', settings: { diplomacy: { gmName: 'Gina', players: powers.map((power, k) => ({ power, name: `P${k + 1}`, addresses: [], abbreviations: {} })) } } }, 10);
    // Spring and Fall 1901 played (everyone holds): the end of 1901 is counted.
    let position: Position = coreApi.openingPosition('standard');
    let parent: string | null = null;
    for (let i = 0; i < 3 && position.phase.year === 1901; i++) {
      const { result } = coreApi.adjudicate({ variantId: 'standard', profile: 'wm2004', position, orders: [], nmr: [] });
      const c = await commitPhase(db, game.id, { parent, phase: phaseName(position.phase), position, orders: [], results: result.results, notices: result.notices, next: result.next, nmr: [], edits: [], inputs: [], who: 'GM' }, phaseName(result.next.phase), 20 + i);
      parent = c.id; position = result.next;
    }
    await mount();
    await type('t-name', 'Home Cup');
    await type('t-seed', '5');
    (q('t-profile') as HTMLSelectElement).value = 'wm2004';
    await act(async () => { q('t-profile').dispatchEvent(new Event('change', { bubbles: true })); });
    await click('t-create');
    await type('t-paste', ['name,team,captain,power', ...powers.map((p, k) => `P${k + 1},Home,${k ? '' : 'yes'},${p}`)].join('\n'));
    await click('t-paste-roster');
    await click('t-assign');
    expect(q('t-game').textContent).toMatch(/Board one <i> \(wm2004, at S1902M\)/);
    await type('t-game-board', 'R1-B01');
    await click('t-game-pull');
    expect(q('tournament-messages').textContent).toMatch(/game "Board one <i>": added as board-R1-B01-[0-9a-f]{16}\.json/);
    expect(q('t-results-1').textContent).toMatch(/R1-B01 \(cut-off 1901\)/);
    const [row] = await listTournaments(db);
    const events = await storedEvents(db, row!.id);
    expect(events.map((e) => e.kind)).toEqual(['created', 'roster', 'round', 'boardFile']);
    expect((events[3]!.payload as { received: { sourceName: string } }).received.sourceName).toBe('game "Board one <i>"');
    // A board the round does not have: refused with the reason, nothing stored.
    await type('t-game-board', 'R1-B07');
    await click('t-game-pull');
    expect(q('tournament-messages').textContent).toMatch(/refused — there is no board R1-B07 in round 1/);
    expect(await storedEvents(db, row!.id)).toHaveLength(4);
  });

  it('refuses a roster with a player entered twice, naming the line and clause, and stores nothing', async () => {
    await mount();
    await type('t-name', 'Strict Cup');
    await click('t-create');
    await type('t-paste', 'name\nAsha\nBimal\nasha\n');
    await click('t-paste-roster');
    expect(q('tournament-messages').textContent).toMatch(/pasted roster: roster refused, nothing was added:line 4: 001 A\.1: asha is already on the roster \(line 2\)/);
    expect(q('t-title').textContent).toMatch(/0 players/);
    const [row] = await listTournaments(appDb());
    expect((await storedEvents(appDb(), row!.id)).map((e) => e.kind)).toEqual(['created']);
  });

  it('moves a tournament an earlier desk kept in localStorage into the database, once, and opens it', async () => {
    const old = createTournament('Old Cup', 'wm2004', 3);
    localStorage.setItem('adjutant.tournament.v1', JSON.stringify(old));
    await mount();
    expect(q('tournament-messages').textContent).toMatch(/Old Cup was moved from this browser's local storage into the desk's database/);
    expect(q('t-title').textContent).toMatch(/^Old Cup — World Masters/);
    expect(localStorage.getItem('adjutant.tournament.v1')).toBeNull();
  });

  it('says so when the tournament an earlier desk left in localStorage is damaged, and leaves it there', async () => {
    localStorage.setItem('adjutant.tournament.v1', '{"format":"adjutant-tournament"');
    await mount();
    expect(q('tournament-messages').textContent).toMatch(/is not JSON .* it is left there, untouched/);
    expect(localStorage.getItem('adjutant.tournament.v1')).toBe('{"format":"adjutant-tournament"');
    expect(q('t-create')).not.toBeNull();
  });
});
