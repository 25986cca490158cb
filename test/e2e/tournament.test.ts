// The tournament desk in Chromium against the built renderer (issue 16 item 5): a Maharajiad run
// end to end (roster file, six boards, board files written by core as other GMs' Adjutants write
// them, a reload in the middle, advancement, the final, the BBCode post) and a World Masters round
// (teams, sign-up powers, the checks, board files, team credits, a reload, Round 2 drawn). Bad
// input is refused with its clause: a roster with a player twice, a board the round does not have,
// more centres than the map.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { boardFileText, checkBoardFile, createTournament, importRoster, planOf, tournamentProfiles, type BoardFile } from '../../core/diplomacy/tournament/index';
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

/** Every board of a round as the desk publishes it: "R1-B01" then one "  Power  Player" line per seat. */
function seatingOf(text: string): Map<string, { power: string; player: string }[]> {
  const boards = new Map<string, { power: string; player: string }[]>();
  let current: { power: string; player: string }[] | null = null;
  for (const line of text.split('\n')) {
    const board = /^(R\d+-B\d+)$/.exec(line.trim());
    if (board && !line.startsWith(' ')) { current = []; boards.set(board[1]!, current); continue; }
    const seat = /^\s+(\S+)\s+(.+)$/.exec(line);
    if (seat && current && current.length < 9) current.push({ power: seat[1]!, player: seat[2]!.trim() });
    else if (!seat) current = null;
  }
  return boards;
}

/** A board file as another GM's Adjutant writes it (core's canonical text, named by its hash). */
function boardFileFrom(id: string, round: number, board: string, seats: { power: string; player: string }[], startYear: number, through: number, scores: number[]): { name: string; mimeType: string; buffer: Buffer } {
  const counts = Object.fromEntries(seats.map((s, k) => [s.power, scores[k] ?? 0]));
  const file: BoardFile = {
    format: 'adjutant-board-file', version: 1, tournament: id, round, board, kind: 'final', through,
    positions: seats.map((s) => ({ power: s.power, tenures: [{ player: s.player, from: `S${startYear}M` }] })),
    centres: Array.from({ length: through - startYear + 1 }, (_, i) => ({ year: startYear + i, counts })),
  };
  const checked = checkBoardFile(file, tournamentProfiles[startYear === 1501 ? 'maharajiad' : 'wm2004'], through);
  if (!checked.ok) throw new Error(checked.reasons.join('; '));
  return { name: checked.fileName, mimeType: 'application/json', buffer: Buffer.from(boardFileText(file)) };
}

describe('a whole tournament in Chromium', () => {
  it('runs the Maharajiad: roster, six boards, board files from other GMs, a reload, standings, the final and its post', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      await page.getByRole('button', { name: 'Tournament desk' }).click();
      await page.getByTestId('t-name').fill('Maharajiad E2E');
      await page.getByTestId('t-seed').fill('2001');
      await page.getByTestId('t-create').click();
      await shows(page, 't-title', /^Maharajiad E2E — Maharajiad I/);
      const id = createTournament('Maharajiad E2E', 'maharajiad', 2001).id;
      await page.getByTestId('t-roster-file').setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: readFileSync('test/fixtures/tournament/maharajiad-roster.csv') });
      await shows(page, 'tournament-messages', /42 players added/);
      await page.getByTestId('t-assign').click();
      await shows(page, 't-round-1', /R1-B06/);
      const r1 = seatingOf(await page.getByTestId('t-round-1').innerText());
      expect([...r1.keys()]).toEqual(['R1-B01', 'R1-B02', 'R1-B03', 'R1-B04', 'R1-B05', 'R1-B06']);
      // Six GMs send their boards; each board's top scorer differs, so the winners are clear.
      const files = [...r1.entries()].map(([board, seats], b) => boardFileFrom(id, 1, board, seats, 1501, 1510, [12 - (b % 3), 8, 6, 4, 3, 2, 1].map((n, k) => (k === 1 ? n + (b === 5 ? 1 : 0) : n))));
      await page.getByTestId('t-board-files').setInputFiles(files.slice(0, 4));
      await shows(page, 'tournament-messages', /added as board-R1-B04-/);
      // A file for a board the round does not have is refused with the reason, and nothing changes.
      const stray = boardFileFrom(id, 1, 'R1-B09', r1.get('R1-B01')!, 1501, 1510, [9, 9, 9, 4, 3, 2, 1]);
      await page.getByTestId('t-board-files').setInputFiles([stray]);
      await shows(page, 'tournament-messages', /refused — there is no board R1-B09 in round 1/);
      await shows(page, 't-title', /42 players, 4 board files/);
      // A reload in the middle loses nothing.
      await page.reload();
      await shows(page, 't-title', /Maharajiad E2E .* 42 players, 4 board files/);
      await shows(page, 't-results-1', /R1-B05: no result yet/);
      await page.getByTestId('t-board-files').setInputFiles(files.slice(4));
      await shows(page, 't-title', /6 board files/);
      await shows(page, 't-table-001-A-16a', /7 advance/);
      expect(await page.getByTestId('t-chart-1').locator('rect[data-score]').count()).toBe(42);
      await page.getByTestId('t-assign').click();
      await shows(page, 't-round-2', /R2-B01/);
      const final = seatingOf(await page.getByTestId('t-round-2').innerText()).get('R2-B01')!;
      expect(final).toHaveLength(7);
      const winners = (await page.getByTestId('t-table-001-A-16a').locator('tbody tr.advances td:nth-child(2)').allInnerTexts()).sort();
      expect(final.map((s) => s.player).sort()).toEqual(winners);
      await page.getByTestId('t-board-files').setInputFiles([boardFileFrom(id, 2, 'R2-B01', final, 1501, 1510, [4, 13, 6, 5, 3, 2, 1])]);
      await shows(page, 't-table-001-A-20', new RegExp(`1\\s+${final[1]!.player}\\s+13`));
      await page.getByTestId('t-dialect').selectOption('bbcode');
      await shows(page, 't-standings', /\[b\]The final \(001 A\.20\)\[\/b\]/);
      await screenshot(page, 'tournament-maharajiad-final');
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });

  it('runs a World Masters Round 1 of three teams: sign-up powers, the checks, board files, team credits, a reload, and Round 2 drawn', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      await page.getByRole('button', { name: 'Tournament desk' }).click();
      await page.getByTestId('t-name').fill('Masters E2E');
      await page.getByTestId('t-profile').selectOption('wm2004');
      await page.getByTestId('t-seed').fill('2004');
      await page.getByTestId('t-create').click();
      await shows(page, 't-title', /^Masters E2E — World Masters 2004/);
      const id = createTournament('Masters E2E', 'wm2004', 2004).id;
      const powers = tournamentProfiles.wm2004.powers;
      const rows = ['name,team,captain,power'];
      for (let i = 1; i <= 3; i++) powers.forEach((p, k) => rows.push(`Team${i} Player${k + 1},Team ${i},${k === 0 ? 'yes' : ''},${p}`));
      // A roster with a player entered twice is refused whole, with the line and the clause.
      await page.getByTestId('t-roster-file').setInputFiles({ name: 'dup.csv', mimeType: 'text/csv', buffer: Buffer.from([...rows, 'Team1 Player1,Team 1,,Austria'].join('\n')) });
      await shows(page, 'tournament-messages', /dup\.csv: roster refused, nothing was added:line 23: 000 B\.2: Team1 Player1 is already on the roster \(line 2\)/);
      await shows(page, 't-title', /0 players/);
      await page.getByTestId('t-roster-file').setInputFiles({ name: 'teams.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
      await shows(page, 'tournament-messages', /21 players added/);
      await page.getByTestId('t-assign').click();
      await shows(page, 't-round-1', /3 boards: 3 teams of 7: one board per team \(000 B\.2\)/);
      const r1 = seatingOf(await page.getByTestId('t-round-1').innerText());
      // 000 B.5: Round 1 seats every player at the power the team's sign-up gave.
      for (const seats of r1.values()) for (const s of seats) expect(s.player).toMatch(new RegExp(`Player${powers.indexOf(s.power) + 1}$`));
      const text = await page.getByTestId('t-round-1').innerText();
      expect(text).toMatch(/Every board-assignment check is met\.|Checks that could not be met:/);
      // The round's last year from the same plan the desk uses (000 B.4 depends on the number of teams).
      const mirror = createTournament('Masters E2E', 'wm2004', 2004);
      importRoster(mirror, rows.join('\n'));
      const through = planOf(mirror, 1).endYear!;
      const files = [...r1.entries()].map(([board, seats], b) => boardFileFrom(id, 1, board, seats, 1901, through, [10 - b, 8, 6, 4, 3, 2, 1]));
      await page.getByTestId('t-board-files').setInputFiles(files);
      await shows(page, 't-title', /21 players, 3 board files/);
      // A board with 35 centres counted on a 34-centre map is refused with the clause.
      const greedy = boardFileFrom(id, 1, 'R1-B01', r1.get('R1-B01')!, 1901, through, [10, 8, 6, 4, 3, 2, 1]);
      const bad = JSON.parse(greedy.buffer.toString());
      bad.centres[bad.centres.length - 1].counts[bad.positions[0].power] = 11;
      await page.getByTestId('t-board-files').setInputFiles([{ name: 'greedy.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) }]);
      await shows(page, 'tournament-messages', new RegExp(`greedy\\.json: refused — centres ${through}: 35 centres counted, but the map has only 34 \\(000 C\\.1a\\)`));
      await shows(page, 't-table-000-C-6', /Round 1 team ranking and advancement credits/);
      await shows(page, 't-table-000-C-7', /credits 10/);
      await page.reload();
      await shows(page, 't-title', /Masters E2E .* 21 players, 3 board files/);
      await shows(page, 't-table-000-C-7', /credits 10/);
      await page.getByTestId('t-assign').click();
      await shows(page, 't-round-2', /Drawn with seed \d+ \(000 B\.5\): \d+ logged picks/);
      await page.getByTestId('t-dialect').selectOption('markdown');
      await shows(page, 't-round-2', /R2-B01/);
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });
});
