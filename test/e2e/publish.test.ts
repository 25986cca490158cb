// Publishing and running a wm2004 game in the Diplomacy workspace, in Chromium: Spring 1901 with
// Turkey silent is held back (000 D.VII(6)(b)a); with all seven in, the results post is copied in
// nJudge text, BBCode and Markdown (read back from the clipboard), the map is saved as a PNG of a
// chosen width and copied to the clipboard as an image/png (read back too); a draw is proposed and voted on in secret and only its outcome is published
// (000 D.IX(2)c); an extension asked too late is refused (000 D.VII(5)b); after a reload it is
// all still there. Screenshots go to test-results/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertClean, openProfile, repoRoot, screenshot, serveRenderer, waitForHome, type Profile, type StaticServer } from './harness';

const fixtures = join(repoRoot, 'test/fixtures/workspace');
const fixture = (name: string) => readFileSync(join(fixtures, name), 'utf8');

let server: StaticServer;
let gm: Profile;
let page: Page;

beforeAll(async () => {
  server = await serveRenderer();
  gm = await openProfile(server.origin);
  await gm.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  page = gm.page;
});
afterAll(async () => {
  await gm?.close();
  await server?.close();
});

async function pasteMail(p: Page, text: string): Promise<void> {
  await p.getByTestId('paste-box').fill(text);
  await p.getByTestId('add-mail').click();
  await p.waitForFunction(() => (document.querySelector('[data-testid="paste-box"]') as HTMLTextAreaElement | null)?.value === '');
}

async function waitForState(p: Page, power: string, state: string): Promise<void> {
  await p.waitForFunction(([pw, st]) => document.querySelector(`[data-testid="power-${pw}"]`)?.getAttribute('data-state') === st, [power, state], { timeout: 20_000 });
}

async function adjudicate(p: Page): Promise<void> {
  await p.waitForFunction(() => !(document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement).disabled, undefined, { timeout: 20_000 });
  await p.getByTestId('adjudicate').click();
  await p.getByTestId('results-panel').waitFor();
  await p.waitForFunction(() => document.querySelector('[data-testid="results-panel"] h2')?.textContent?.includes('not committed'), undefined, { timeout: 20_000 });
}

/** The post on screen once the worker has written it. */
async function postText(p: Page, contains: string): Promise<string> {
  await p.waitForFunction((want) => document.querySelector('[data-testid="publish-text"]')?.textContent?.includes(want), contains, { timeout: 20_000 });
  return p.getByTestId('publish-text').innerText();
}

async function copyAndRead(p: Page): Promise<string> {
  await p.evaluate(() => navigator.clipboard.writeText(''));
  await p.getByTestId('publish-copy').click();
  await p.getByTestId('publish-done').waitFor();
  return p.evaluate(() => navigator.clipboard.readText());
}

function pngWidth(bytes: Buffer): number {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return bytes.readUInt32BE(16);
}

describe('publishing and running a game in the workspace', () => {
  it('creates a wm2004 game with a GMT deadline', async () => {
    await page.goto(server.origin);
    await waitForHome(page);
    await page.getByRole('button', { name: 'New game' }).click();
    const form = page.getByTestId('new-game-form');
    await form.getByLabel('Name').fill('Board 7'); // the board its mail (test/fixtures/workspace) names: mail for another board is set aside (000 D.II(2)a)
    await form.getByLabel('House rules').selectOption('wm2004');
    await form.getByTestId('setup-policies').waitFor();
    await form.getByLabel('GM order address').fill('gm@example.org');
    await form.getByLabel('First deadline (GMT)').fill('2026-09-16T18:00');
    await form.getByRole('button', { name: 'Create game' }).click();
    await page.getByTestId('powers-strip').waitFor();
  });

  it('000 D.VII(6)(b)a: holds back Spring 1901 results while Turkey has not ordered, and says why', async () => {
    for (const f of ['s1901-austria.eml', 's1901-england-1.eml', 's1901-england-2.eml', 's1901-france.eml', 's1901-germany.eml', 's1901-italy.eml', 's1901-russia.eml']) await pasteMail(page, fixture(f));
    await waitForState(page, 'Russia', 'complete');
    await adjudicate(page);
    // Keyboard only: the Publish button, Enter; focus moves into the drawer; Escape closes it.
    await page.getByTestId('open-publish').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('running-drawer').waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="running-drawer"]'))).toBe(true);
    const blocked = page.getByTestId('release-blocked');
    await blocked.waitFor();
    expect(await blocked.innerText()).toContain('Turkey');
    expect(await blocked.innerText()).toContain('000 D.VII(6)(b)a');
    await postText(page, 'Turkey sent no orders (NMR).');
    expect(await page.getByTestId('publish-copy').isDisabled()).toBe(true);
    expect(await page.getByTestId('png-save').isDisabled()).toBe(true);
    expect(await page.getByTestId('png-copy').isDisabled()).toBe(true);
    await screenshot(page, 'publish-01-nmr-held-back');
    await page.keyboard.press('Escape');
    await page.getByTestId('running-drawer').waitFor({ state: 'detached' });
  });

  it('000 D.IX(2)c: records a draw proposal with secret ballots; an extension asked too late is refused (000 D.VII(5)b)', async () => {
    await pasteMail(page, fixture('s1901-turkey.eml'));
    await waitForState(page, 'Turkey', 'complete');
    await page.getByTestId('open-running').click();
    const running = page.getByTestId('running-panel');
    await running.waitFor();
    await running.getByTestId('proposal-powers').getByLabel('France').check();
    await running.getByTestId('proposal-powers').getByLabel('Germany').check();
    await running.getByTestId('record-proposal').click();
    const vote = running.getByTestId('vote');
    await vote.waitFor();
    await vote.getByTestId('ballot-power').selectOption('France');
    await vote.getByTestId('ballot-value').selectOption('yes');
    await vote.getByTestId('record-ballot').click();
    await vote.getByTestId('ballot-power').selectOption('Russia');
    await vote.getByTestId('ballot-value').selectOption('no');
    await vote.getByTestId('record-ballot').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="vote"]')?.textContent?.includes('2 ballots received'));
    expect(await vote.innerText()).toContain('a draw including France, Germany');
    expect(await vote.innerText()).toContain('does not pass');
    // The deadline (16 Sep 2026) is long past: a request now is less than 12 hours before it.
    await running.getByTestId('request-extension').click();
    await running.getByTestId('extensions').waitFor();
    expect(await running.getByTestId('extensions').innerText()).toMatch(/Austria, S1901M, 24 h .*refused.*000 D\.VII\(5\)b/);
    expect(await running.getByTestId('board-scores').innerText()).toContain('Russia');
    await screenshot(page, 'publish-02-running');
  });

  it('000 D.VIII(4), 000 D.VII(4)b: copies the results in nJudge text, BBCode and Markdown, and saves the map PNG at a chosen width', async () => {
    await page.getByTestId('drawer-close').click();
    await adjudicate(page);
    await page.getByTestId('open-publish').click();
    await page.getByTestId('publish-panel').waitFor();
    expect(await page.getByTestId('release-blocked').count()).toBe(0);
    const post = await postText(page, 'Movement results for Spring of 1901.');
    expect(post).not.toContain('Turkey sent no orders');
    const njudge = await copyAndRead(page);
    expect(njudge).toContain('Movement results for Spring of 1901.');
    // One space after the colon, as judge mapping tools expect.
    expect(njudge).toMatch(/^France: Army Paris -> Burgundy\.$/m);
    expect(njudge).not.toMatch(/^\w+: {2}/m);
    // Orders as the players wrote them (Germany's typo kept), and the next deadline in GMT.
    expect(njudge).toContain('F Kiel - Denmrak');
    expect(njudge).toContain('The deadline for orders will be Friday 18 September 2026, 18:00 GMT.');
    // Only the vote's outcome: no ballot, no count.
    expect(njudge).toContain('The proposal for a draw including France, Germany did not pass.');
    expect(njudge).not.toMatch(/in favour|Russia: no|ballot/i);

    await page.getByTestId('dialect-bbcode').click();
    await postText(page, '[code]');
    const bbcode = await copyAndRead(page);
    expect(bbcode).toContain('[b]Movement results for Spring of 1901.[/b]');
    expect(bbcode).toContain('[code]');
    await page.getByTestId('dialect-markdown').click();
    await postText(page, '```');
    const markdown = await copyAndRead(page);
    expect(markdown).toContain('**Movement results for Spring of 1901.**');
    expect(markdown).toContain('```');
    await screenshot(page, 'publish-03-markdown');

    await page.getByTestId('png-width').fill('800');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('png-save').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Board-7-S1901M-map.png');
    const pngPath = join(gm.downloadsDir, 'map.png');
    await download.saveAs(pngPath);
    expect(pngWidth(readFileSync(pngPath))).toBe(800);
  });

  it('Copy PNG puts the map on the clipboard as an image/png of the chosen width', async () => {
    // Text on the clipboard first, so an image read back can only have come from Copy PNG.
    await page.evaluate(() => navigator.clipboard.writeText('not the map'));
    await page.getByTestId('png-width').fill('640');
    await page.getByTestId('png-copy').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="publish-done"]')?.textContent === 'Map image copied to the clipboard.', undefined, { timeout: 20_000 });
    const clipboard = await page.evaluate(async () => {
      const items = await navigator.clipboard.read();
      const item = items.find((i) => i.types.includes('image/png'));
      const bytes = item ? [...new Uint8Array(await (await item.getType('image/png')).arrayBuffer())] : [];
      return { count: items.length, types: items.flatMap((i) => [...i.types]), bytes };
    });
    expect(clipboard.count).toBe(1);
    expect(clipboard.types).toContain('image/png');
    expect(clipboard.types).not.toContain('text/plain');
    // The PNG signature, then an IHDR whose width is the one chosen (Chromium may re-encode the
    // image on its way to the clipboard, so the bytes need not match the export's byte for byte).
    expect(pngWidth(Buffer.from(clipboard.bytes))).toBe(640);
    await screenshot(page, 'publish-03b-png-copied');
  });

  it('when the browser has no image clipboard, Copy PNG says so and Save PNG still works', async () => {
    // Chromium always has ClipboardItem; take it away as older browsers lack it.
    await page.evaluate(() => { Reflect.deleteProperty(window, 'ClipboardItem'); });
    await page.getByTestId('png-copy').click();
    const alert = page.getByTestId('publish-panel').getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/cannot put images on the clipboard: save the PNG and attach it instead/);
    expect(await page.getByTestId('png-save').isDisabled()).toBe(false);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('png-save').click();
    expect((await downloading).suggestedFilename()).toBe('Board-7-S1901M-map.png');
    await page.getByTestId('publish-done').waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('after commit and a reload, the committed phase publishes the same post and the running records are back', async () => {
    await page.getByTestId('drawer-close').click();
    await page.getByTestId('commit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="phase-name"]')?.textContent === 'F1901M');
    await page.reload();
    await page.getByTestId('powers-strip').waitFor({ timeout: 20_000 });
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Alt+ArrowLeft');
    await page.waitForFunction(() => document.querySelector('[data-testid="phase-name"]')?.textContent === 'S1901M');
    await page.getByTestId('open-publish').click();
    const post = await postText(page, 'The proposal for a draw including France, Germany did not pass.');
    expect(post).toContain('Movement results for Spring of 1901.');
    expect(post).toContain('F Kiel - Denmrak');
    await page.getByTestId('drawer-running').click();
    const running = page.getByTestId('running-panel');
    await running.getByTestId('vote').waitFor();
    expect(await running.getByTestId('vote').innerText()).toContain('2 ballots received');
    expect(await running.getByTestId('extensions').innerText()).toContain('000 D.VII(5)b');
    expect(await running.getByTestId('schedule').innerText()).toContain('S1901M');
    await screenshot(page, 'publish-04-after-reload');
    assertClean(gm);
  });
});
