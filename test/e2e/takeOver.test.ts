// Taking over a game judged elsewhere, end to end in Chromium: an nJudge judge's Fall 1901 posts
// pasted (newest first) on the home screen, read and shown before anything is created, the game
// opened in the workspace at Winter 1901 with the old posts as a read-only history, the Winter
// adjudicated and committed, and all of it still there after a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { assertClean, openHome, openProfile, screenshot, serveRenderer, waitForPhase, type Profile, type StaticServer } from './harness';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../fixtures/takeover', name), 'utf8');
let server: StaticServer;
let profile: Profile;
let page: Page;
beforeAll(async () => {
  server = await serveRenderer();
  profile = await openProfile(server.origin);
  page = profile.page;
});
afterAll(async () => { await profile?.close(); await server?.close(); });

describe('take over a game in Chromium', () => {
  it('reads the old judge\'s posts, opens the game at the phase reached with its history, adjudicates on, survives a reload', async () => {
    await openHome(page, server.origin);
    await page.getByRole('button', { name: 'Take over a game' }).click();
    const form = page.getByTestId('take-over-form');
    await form.getByLabel('Name', { exact: true }).fill('gm42 (from USTV)');
    await form.getByLabel('House rules').selectOption('wm2004');
    await form.getByLabel('What the old judge left').fill(`${fixture('njudge-f1901r.txt')}\n\n${fixture('njudge-f1901-s1902.txt')}`);
    await form.getByRole('button', { name: 'Read it' }).click();
    const reading = form.getByTestId('take-over-reading');
    await reading.waitFor();
    await expect(reading.innerText()).resolves.toContain('The game continues at W1901A.');
    await expect(reading.innerText()).resolves.toMatch(/Italy\s+A apu, A tri, F tun\s+nap rom tri tun ven/);
    await screenshot(page, 'take-over-reading');
    await form.getByRole('button', { name: 'Take over' }).click();

    await page.getByTestId('game-page').waitFor();
    await waitForPhase(page, 'W1901A');
    const history = page.getByTestId('taken-over-history');
    await expect(history.innerText()).resolves.toMatch(/Taken over from another judge's results posts .*continued from W1901A; 2 earlier phases \(read-only\)/);
    await history.locator('summary').first().click();
    await history.getByText('F1901M', { exact: true }).click();
    await expect(history.innerText()).resolves.toContain('Russia: Army Warsaw -> Galicia.');

    // Winter with no mail: adjudicate at once (000 D.VII(6)(a)); every build is left unused.
    await page.waitForFunction(() => !(document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement | null)?.disabled);
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('results-panel').waitFor();
    await expect(page.getByTestId('results-panel').innerText()).resolves.toMatch(/Italy leaves 2 builds unused/);
    await page.keyboard.press('Control+Shift+Enter');
    await waitForPhase(page, 'S1902M');
    await screenshot(page, 'take-over-workspace');

    await page.reload();
    await waitForPhase(page, 'S1902M');
    await expect(page.getByTestId('taken-over-history').innerText()).resolves.toContain('continued from W1901A');
    assertClean(profile);
  });
});
