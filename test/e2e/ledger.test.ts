// The rules ledger end to end, in Chromium against the built renderer: a ledger game created from
// the home screen, started from the shipped Nomic initial set (seed 003), proposal 301 proposed
// on Chris B's Monday (003 202a), five votes, the vote completed (003 113c) and adopted by
// unanimity (003 204a), the new rule in the ruleset, the points (003 203), the result copied for
// posting, and after a reload everything still there (it is rebuilt from stored records); and an
// Agora Birthday Tournament whose private votes (002 BT8) appear only in the ballot box.
// The workspace is reached as a GM reaches it: home screen → New game → the game's page, which
// renders <LedgerWorkspace> for 'ledger' games (renderer/app/GamePage.tsx).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { allowClipboard, assertClean, createGameFromHome, openHome, openProfile, screenshot, serveRenderer, type StaticServer } from './harness';

let server: StaticServer;
beforeAll(async () => { server = await serveRenderer(); });
afterAll(async () => { await server?.close(); });

const players = ['Chris B', 'Dave M', 'Ben P', 'Alex T', 'Alex W'];

async function when(page: Page, form: string, date: string, time: string) {
  const f = page.getByTestId(form);
  await f.getByLabel('Date (UK)').fill(date);
  await f.getByLabel('Time (UK)').fill(time);
}

/** The home screen's "New game" for a ledger on the given starting rules; opens its page. */
async function newLedgerGame(page: Page, name: string, startingRules: string) {
  await createGameFromHome(page, { name, family: 'ledger', variant: startingRules, screenshotName: 'ledger-new-game-form' });
}

async function expectLedgerAfterProposal301(page: Page) {
  const p301 = page.locator('[data-testid="ledger-proposal"][data-proposal="301"]');
  await expect.poll(() => p301.getAttribute('data-status')).toBe('adopted');
  await expect.poll(() => p301.getByTestId('proposal-standing').innerText()).toMatch(/ADOPTED with 5 for and 0 against; required unanimity of the votes cast \(003 204a\)/);
  const rule = page.locator('[data-testid="ledger-rule"][data-rule="301"]');
  await expect.poll(() => rule.innerText()).toMatch(/Rule 301[\s\S]*\(mutable\)[\s\S]*Players must be polite <even to the Judge>\./);
  // 003 203: floor(max(10, 215 - 290) x 5 / 5) = 10 for Chris B; nobody else changes.
  const scores = await page.getByTestId('score-row').allInnerTexts();
  expect(scores[0]).toMatch(/^Chris B\s+10$/);
  expect(scores.slice(1).every((s) => /\s0$/.test(s))).toBe(true);
  await expect.poll(() => page.getByTestId('game-title').innerText()).toMatch(/· Proposal 302$/);
}

describe('the rules ledger in Chromium', () => {
  it('003 109a 003 113a 003 204a 003 203: proposes 301, votes, adopts it, applies the rule, scores, publishes, and keeps it all over a reload', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await allowClipboard(profile, server.origin);
      await openHome(page, server.origin);
      await newLedgerGame(page, 'Nomic «night»', 'suber-initial');

      // Start from the shipped seed 003 JSON.
      await page.getByRole('button', { name: /Start from the Nomic initial set/ }).click();
      await expect.poll(() => page.getByTestId('ledger-detected').innerText()).toMatch(/33 rules \(nomic-json\)/);
      await page.getByTestId('ledger-setup').getByLabel('First day of the game (UK date)').fill('2019-02-11');
      await page.getByRole('button', { name: 'Start the ledger' }).click();
      await page.getByTestId('ledger-ruleset').waitFor();
      expect(await page.getByTestId('rule-number').count()).toBe(33);

      // Proposal 301: Monday 11 February 2019 is Chris B's day (003 201a), before 19:00 (003 202a).
      const propose = page.getByTestId('ledger-propose');
      await propose.getByLabel('Proposed by').selectOption('Chris B');
      await when(page, 'ledger-propose', '2019-02-11', '10:00');
      await propose.getByLabel('The proposal as posted').fill('Rule-change: enact a rule on politeness.');
      await propose.getByLabel('What it does').selectOption('enact');
      await propose.getByLabel(/Text of the new rule/).fill('Players must be polite <even to the Judge>.');
      await propose.getByRole('button', { name: 'Record the proposal' }).click();
      await expect.poll(() => page.getByTestId('ledger-last-outcome').innerText()).toMatch(/Proposal 301 by Chris B is open for voting/);

      // Five public votes (003 113a), one each (003 208).
      const ballot = page.getByTestId('ledger-ballot-form');
      for (const [k, voter] of players.entries()) {
        await ballot.getByLabel('Voter').selectOption(voter);
        await ballot.getByLabel('Yes').check();
        await when(page, 'ledger-ballot-form', '2019-02-11', `1${1 + k}:00`);
        await ballot.getByRole('button', { name: 'Record the vote' }).click();
        await expect.poll(() => page.getByTestId('ledger-last-outcome').innerText()).toBe(`${voter} voted Yes on proposal 301 (003 113a).`);
      }
      await page.getByRole('button', { name: /Complete the vote/ }).click();
      await expect.poll(() => page.getByTestId('ledger-last-outcome').innerText()).toMatch(/ADOPTED with 5 for and 0 against/);
      await expectLedgerAfterProposal301(page);
      // Rule text is text: the "<even to the Judge>" above never became an element.
      expect(await page.locator('even').count()).toBe(0);
      await screenshot(page, 'ledger-after-301');

      // Publish the result as BBCode and the ruleset as text, through the clipboard.
      const publish = page.getByTestId('ledger-publish');
      await publish.getByLabel('What').selectOption('result');
      await publish.getByLabel('Format').selectOption('bbcode');
      await expect.poll(() => publish.getByTestId('publish-preview').innerText()).toMatch(/\[b\]Proposal 301/);
      await publish.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => publish.getByRole('status').innerText()).toBe('Copied to the clipboard.');
      const result = await page.evaluate(() => navigator.clipboard.readText());
      expect(result).toMatch(/^\[b\]Proposal 301: enact a rule on politeness\.\[\/b\]\nProposed by Chris B\.\nResult: ADOPTED with 5 for and 0 against/);
      expect(result).toContain('Chris B: 10 (+10)');
      await publish.getByLabel('What').selectOption('ruleset');
      await publish.getByLabel('Format').selectOption('text');
      await expect.poll(() => publish.getByTestId('publish-preview').innerText()).toMatch(/^Rule 101/m);
      await publish.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => publish.getByRole('status').innerText()).toBe('Copied to the clipboard.');
      const ruleset = await page.evaluate(() => navigator.clipboard.readText());
      expect(ruleset).toMatch(/Rule 301 \(mutable\)\n\nPlayers must be polite <even to the Judge>\./);
      // Save… goes through the platform bridge too (a download in the browser build).
      const [download] = await Promise.all([page.waitForEvent('download'), publish.getByRole('button', { name: 'Save…' }).click()]);
      expect(download.suggestedFilename()).toBe('ruleset.txt');
      expect(readFileSync((await download.path())!, 'utf8')).toBe(ruleset);

      // A reload loses nothing: the ledger is rebuilt from the stored records.
      await page.reload();
      await page.getByTestId('ledger-ruleset').waitFor();
      await expectLedgerAfterProposal301(page);
      expect(await page.getByTestId('ballot').count()).toBe(0);
      await page.getByRole('button', { name: 'Open the ballot box' }).click();
      await expect.poll(() => page.getByTestId('ballot').allInnerTexts()).toHaveLength(5);
      await screenshot(page, 'ledger-after-reload');
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });

  it('002 BT8b 002 BT8c 002 BT8d: Agora private votes stay in the ballot box; the enactment post gives counts, never voters', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await allowClipboard(profile, server.origin);
      await openHome(page, server.origin);
      await newLedgerGame(page, 'Birthday Tournament', 'agora-bt-regulations');

      // A file that is not a ruleset first: every problem in words, the text kept, nothing rendered as HTML.
      const importPanel = page.getByTestId('ledger-import');
      await importPanel.getByLabel('Paste a ruleset').fill('<img src=x onerror="alert(1)"> not rules');
      await importPanel.getByRole('button', { name: 'Read the pasted ruleset' }).click();
      await expect.poll(() => page.getByTestId('ledger-problems').innerText()).toMatch(/not a ruleset: expected Nomic JSON/);
      expect(await page.locator('img').count()).toBe(0);

      await page.getByRole('button', { name: /Start from the Agora Birthday Tournament regulations/ }).click();
      const setup = page.getByTestId('ledger-setup');
      await setup.getByLabel(/Contestants, one per line/).fill('Alice\nBobby\nCarol');
      await setup.getByLabel('Judge').fill('P.S.S.');
      await setup.getByRole('button', { name: 'Start the ledger' }).click();
      await page.getByTestId('ledger-ruleset').waitFor();

      const propose = page.getByTestId('ledger-propose');
      await propose.getByLabel('Proposed by').selectOption('Alice');
      await when(page, 'ledger-propose', '2020-07-08', '10:00');
      await propose.getByLabel('The proposal as posted').fill('No more lying.');
      await propose.getByLabel('What it does').selectOption('amend');
      await propose.getByLabel('Rule', { exact: true }).selectOption('BT10');
      await propose.getByLabel(/New text of the rule/).fill('Contestants SHALL NOT lie.');
      await propose.getByRole('button', { name: 'Record the proposal' }).click();
      await expect.poll(() => page.getByTestId('ledger-last-outcome').innerText()).toBe('Proposal P1 by Alice is submitted (002 BT8a).');

      const ballot = page.getByTestId('ledger-ballot-form');
      for (const voter of ['Bobby', 'Carol']) {
        await ballot.getByLabel('Voter').selectOption(voter);
        await ballot.getByLabel('Yes').check();
        await when(page, 'ledger-ballot-form', '2020-07-08', '11:00');
        await ballot.getByRole('button', { name: 'Record the vote' }).click();
        await expect.poll(() => ballot.getByLabel('Voter').inputValue()).toBe('');
      }
      await expect.poll(() => page.getByTestId('ledger-proposals').innerText()).toMatch(/2 private votes received/);
      // Outside the ballot box nobody's vote is shown: the form forgot it, the list and notice name no voter.
      const visible = [await page.getByTestId('ledger-proposals').innerText(), await page.getByTestId('ledger-last-outcome').innerText()].join('\n');
      expect(visible).not.toMatch(/Bobby|Carol/);
      expect(await page.getByTestId('ballot').count()).toBe(0);

      await page.getByRole('button', { name: 'Enact (002 BT8c)' }).click();
      await expect.poll(() => page.getByTestId('ledger-last-outcome').innerText()).toBe('Proposal P1 is ENACTED with 2 votes in favour and 0 against (002 BT8c, 002 BT8d).');
      await expect.poll(() => page.locator('[data-testid="ledger-rule"][data-rule="BT10"]').innerText()).toContain('Contestants SHALL NOT lie.');

      const publish = page.getByTestId('ledger-publish');
      await publish.getByLabel('What').selectOption('result');
      await publish.getByLabel('Format').selectOption('markdown');
      await expect.poll(() => publish.getByTestId('publish-preview').innerText()).toMatch(/Votes in favour: 2\. Votes against: 0\./);
      await publish.getByRole('button', { name: 'Copy' }).click();
      await expect.poll(() => publish.getByRole('status').innerText()).toBe('Copied to the clipboard.');
      const post = await page.evaluate(() => navigator.clipboard.readText());
      expect(post).toMatch(/^\*\*Proposal P1 by Alice is ENACTED\*\*\nVotes in favour: 2\. Votes against: 0\./);
      expect(post).toContain('Contestants SHALL NOT lie.');
      expect(post).not.toMatch(/Bobby|Carol/);

      await page.reload();
      await page.getByTestId('ledger-ruleset').waitFor();
      await expect.poll(() => page.locator('[data-testid="ledger-proposal"][data-proposal="P1"]').getAttribute('data-status')).toBe('adopted');
      expect(await page.getByTestId('ballot').count()).toBe(0);
      await page.getByRole('button', { name: 'Open the ballot box' }).click();
      await expect.poll(() => page.getByTestId('ballot').allInnerTexts()).toEqual([expect.stringMatching(/^Bobby\s+yes/), expect.stringMatching(/^Carol\s+yes/)]);
      await screenshot(page, 'ledger-agora-ballot-box');
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });
});
