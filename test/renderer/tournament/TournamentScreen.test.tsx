// The tournament desk screen in happy-dom: create a Maharajiad, paste the roster, seat Round 1,
// paste a board file and a bad one, see standings and results; a reload finds it all again.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { readFileSync } from 'node:fs';
import { createRoot, type Root } from 'react-dom/client';
import { TournamentScreen } from '../../../renderer/tournament/TournamentScreen';
import { hashFromScreen, screenFromHash } from '../../../renderer/app/navigation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

async function mount() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<TournamentScreen />));
}
afterEach(() => { if (root) act(() => root.unmount()); container?.remove(); });

const q = (id: string) => container.querySelector(`[data-testid="${id}"]`) as HTMLElement;

async function type(id: string, value: string) {
  const el = q(id) as HTMLInputElement | HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
  await act(async () => { setter.call(el, value); el.dispatchEvent(new Event('input', { bubbles: true })); });
}
async function click(id: string) { await act(async () => { q(id).click(); }); }

describe('tournament desk screen', () => {
  it('has its own address, so a reload comes back to the desk', () => {
    expect(hashFromScreen({ name: 'tournament' })).toBe('#/tournament');
    expect(screenFromHash('#/tournament')).toEqual({ name: 'tournament' });
  });

  it('creates a Maharajiad, imports the roster, seats Round 1, takes a board file, refuses a bad one, and survives a reload', async () => {
    localStorage.clear();
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
    const t = JSON.parse(localStorage.getItem('adjutant.tournament.v1')!);
    const seats = t.rounds[0].boards[0].seats as { power: string; player: string }[];
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
    // Reload: the same tournament comes back from storage.
    act(() => root.unmount());
    container.remove();
    await mount();
    expect(q('t-title').textContent).toMatch(/Screen Cup .* 42 players, 1 board files/);
    expect(q('t-round-1').textContent).toMatch(/R1-B01/);
  });

  it('says so when the stored tournament has been damaged, instead of showing it', async () => {
    localStorage.setItem('adjutant.tournament.v1', '{"format":"adjutant-tournament"');
    await mount();
    expect(q('tournament-messages').textContent).toMatch(/The stored tournament is not JSON/);
    expect(q('t-create')).not.toBeNull();
  });
});
