// The tournament desk in Chromium against the built renderer: from the home screen, a Maharajiad
// is created, its roster and a GM's board file are pasted, a bad board file is refused with its
// reason, and a reload comes back to the same desk with everything kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createTournament } from '../../core/diplomacy/tournament/index';
import { assertClean, openHome, openProfile, screenshot, serveRenderer, type StaticServer } from './harness';

let server: StaticServer;

/** Waits until the element shows text matching `re` (the desk stores each action before it redraws). */
async function shows(page: Page, id: string, re: RegExp): Promise<void> {
  try { await page.getByTestId(id).filter({ hasText: re }).waitFor({ timeout: 15_000 }); } catch {
    expect(await page.getByTestId(id).innerText().catch(() => '(not on the page)')).toMatch(re);
  }
}
beforeAll(async () => { server = await serveRenderer(); });
afterAll(async () => { await server?.close(); });

describe('tournament desk in Chromium', () => {
  it('creates a tournament, seats Round 1, takes a board file, refuses a bad one, and survives a reload', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      await page.getByRole('button', { name: 'Tournament desk' }).click();
      expect(new URL(page.url()).hash).toBe('#/tournament');
      await page.getByTestId('t-name').fill('Chromium Cup <b>x</b>');
      await page.getByTestId('t-seed').fill('9');
      await page.getByTestId('t-create').click();
      await shows(page, 't-title', /^Chromium Cup <b>x<\/b> — Maharajiad I/);
      await page.getByTestId('t-paste').fill(readFileSync('test/fixtures/tournament/maharajiad-roster.csv', 'utf8'));
      await page.getByTestId('t-paste-roster').click();
      await shows(page, 'tournament-messages', /42 players added/);
      await page.getByTestId('t-assign').click();
      await shows(page, 't-round-1', /R1-B06/);
      // The seating as published on the desk: "R1-B01" then one "  Power  Player" line per seat.
      const assignment = await page.getByTestId('t-round-1').innerText();
      const block = assignment.slice(assignment.indexOf('R1-B01\n') + 7).split('\n').slice(0, 7);
      const seats = block.map((line) => { const [, power, player] = /^\s+(\S+)\s+(.+)$/.exec(line)!; return { power: power!, player: player!.trim() }; });
      const stored = { id: createTournament('Chromium Cup <b>x</b>', 'maharajiad', 9).id };
      const counts = Object.fromEntries(seats.map((s, k) => [s.power, [12, 8, 6, 4, 3, 2, 1][k]]));
      const file = {
        format: 'adjutant-board-file', version: 1, tournament: stored.id, round: 1, board: 'R1-B01', kind: 'final', through: 1510,
        positions: seats.map((s) => ({ power: s.power, tenures: [{ player: s.player, from: 'S1501M' }] })),
        centres: Array.from({ length: 10 }, (_, i) => ({ year: 1501 + i, counts })),
      };
      await page.getByTestId('t-paste').fill(JSON.stringify(file));
      await page.getByTestId('t-paste-board').click();
      await shows(page, 'tournament-messages', /added as board-R1-B01-[0-9a-f]{16}\.json/);
      await page.getByTestId('t-paste').fill(JSON.stringify({ ...file, centres: file.centres.map((c) => ({ ...c, counts: { ...c.counts, Delhi: 30 } })) }));
      await page.getByTestId('t-paste-board').click();
      await shows(page, 'tournament-messages', /refused — centres 1501: \d+ centres counted, but the map has only 37 \(001 A\.16a\)/);
      await shows(page, 't-results-1', /R1-B01 \(final\)/);
      await screenshot(page, 'tournament-desk');
      await page.reload();
      await shows(page, 't-title', /Chromium Cup .* 42 players, 1 board files/);
      await shows(page, 't-standings', /no result yet for R1-B02/);
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });
});
