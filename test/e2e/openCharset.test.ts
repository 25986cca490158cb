// Issue 13 in Chromium: a mail file opened with "Open .eml/.txt…" reaches the reader as bytes, so
// an unlabelled windows-1252 body keeps its en dashes ("A Ber – Kie") and gives Germany its three
// orders; read as UTF-8 text it gave none. The guess stays with the mail in the inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { assertClean, closeGmSession, createGameFromHome, openGmSession, repoRoot, waitForHome, type Profile, type StaticServer } from './harness';
import { waitForStrip } from './workspaceSteps';

let server: StaticServer;
let gm: Profile;
let page: Page;
beforeAll(async () => { ({ server, gm, page } = await openGmSession()); });
afterAll(async () => { await closeGmSession({ server, gm }); });

describe('Open .eml/.txt… reads a mail in its own character set', () => {
  it('an unlabelled 8-bit windows-1252 file gives its orders, and the guess stays with the mail', async () => {
    await page.goto(server.origin);
    await waitForHome(page);
    await createGameFromHome(page, { name: 'Board 12', family: 'diplomacy', profile: 'wm2004', screenshotName: 'open-charset-new-game' });
    await page.getByTestId('powers-strip').waitFor();
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open .eml/.txt…' }).click();
    await (await choosing).setFiles(join(repoRoot, 'test/fixtures/mail/508-unlabelled-8bit-germany.eml'));
    await waitForStrip(page, { Germany: 'complete' });
    await page.getByTestId('power-Germany').click();
    await expect(page.getByTestId('version').first().innerText()).resolves.toMatch(/508-unlabelled-8bit-germany\.eml \(.*windows-1252.*\)/);
    assertClean(gm);
  });
});
