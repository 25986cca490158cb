// The tournament desk in Chromium against the built renderer: from the home screen, a Maharajiad
// is created, its roster and a GM's board file are pasted, a bad board file is refused with its
// reason, and a reload comes back to the same desk with everything kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { assertClean, openHome, openProfile, screenshot, serveRenderer, type StaticServer } from './harness';

let server: StaticServer;
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
      await expect(page.getByTestId('t-title').innerText()).resolves.toMatch(/^Chromium Cup <b>x<\/b> — Maharajiad I/);
      await page.getByTestId('t-paste').fill(readFileSync('test/fixtures/tournament/maharajiad-roster.csv', 'utf8'));
      await page.getByTestId('t-paste-roster').click();
      await expect(page.getByTestId('tournament-messages').innerText()).resolves.toMatch(/42 players added/);
      await page.getByTestId('t-assign').click();
      await expect(page.getByTestId('t-round-1').innerText()).resolves.toMatch(/R1-B06/);
      const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('adjutant.tournament.v1')!));
      const seats = stored.rounds[0].boards[0].seats as { power: string; player: string }[];
      const counts = Object.fromEntries(seats.map((s, k) => [s.power, [12, 8, 6, 4, 3, 2, 1][k]]));
      const file = {
        format: 'adjutant-board-file', version: 1, tournament: stored.id, round: 1, board: 'R1-B01', kind: 'final', through: 1510,
        positions: seats.map((s) => ({ power: s.power, tenures: [{ player: s.player, from: 'S1501M' }] })),
        centres: Array.from({ length: 10 }, (_, i) => ({ year: 1501 + i, counts })),
      };
      await page.getByTestId('t-paste').fill(JSON.stringify(file));
      await page.getByTestId('t-paste-board').click();
      await expect(page.getByTestId('tournament-messages').innerText()).resolves.toMatch(/added as board-R1-B01-[0-9a-f]{16}\.json/);
      await page.getByTestId('t-paste').fill(JSON.stringify({ ...file, centres: file.centres.map((c) => ({ ...c, counts: { ...c.counts, Delhi: 30 } })) }));
      await page.getByTestId('t-paste-board').click();
      await expect(page.getByTestId('tournament-messages').innerText()).resolves.toMatch(/refused — centres 1501: \d+ centres counted, but the map has only 37 \(001 A\.16a\)/);
      await expect(page.getByTestId('t-results-1').innerText()).resolves.toMatch(/R1-B01 \(final\)/);
      await screenshot(page, 'tournament-desk');
      await page.reload();
      await expect(page.getByTestId('t-title').innerText()).resolves.toMatch(/Chromium Cup .* 42 players, 1 board files/);
      await expect(page.getByTestId('t-standings').innerText()).resolves.toMatch(/no result yet for R1-B02/);
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });
});
