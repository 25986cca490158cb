// Issue 13 in Chromium: a GM's evening as ACTIONS, not mail shapes, under the stated merge rule
// (000 D.III(3)b, where the order of every set matters). The same mail pasted and opened as a
// file is one set, not a question; two sets with one Date: are decided with the keyboard alone,
// and that decision survives a later mail and a reload; a correction pasted while Adjudicate runs
// changes the results and says so; setting it aside brings the earlier set back and says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertClean, closeGmSession, createGameFromHome, openGmSession, screenshot, waitForHome, type Profile, type StaticServer } from './harness';
import { pasteMail, waitForStrip } from './workspaceSteps';

let server: StaticServer;
let gm: Profile;
let page: Page;
beforeAll(async () => { ({ server, gm, page } = await openGmSession()); });
afterAll(async () => { await closeGmSession({ server, gm }); });

const mail = (from: string, time: string, subject: string, body: string) =>
  `From: ${from}\nTo: gm@example.org\nDate: Sun, 29 Nov 2026 ${time} +0000\nSubject: ${subject}\n\n${body}\n`;
const marie = 'Marie <marie@example.fr>', franz = 'Franz <franz@wien.example>';
const france = mail(marie, '10:00:00', 'Board 4: France S1901M', 'A Par - Bur\nF Bre - Mao\nA Mar - Spa');
const revision = mail(marie, '12:00:00', 'Board 4: France revised', 'A Par - Pic');
const austriaGal = mail(franz, '11:00:00', 'Board 4: Austria S1901M', 'A Vie - Gal\nA Bud - Ser');
const austriaTri = mail(franz, '11:00:00', 'Board 4: Austria S1901M again', 'A Vie - Tri\nA Bud - Rum');
const austriaLater = mail(franz, '13:00:00', 'Board 4: Austria fleet', 'F Tri - Adr');

const ordersOf = async (power: string) => (await page.getByTestId('orders-panel').locator('.power-orders', { has: page.locator('h3', { hasText: power }) }).innerText());
/** Presses Tab until the focused element matches `selector`; fails after `max` presses (it cannot be reached). */
async function tabTo(selector: string, max = 60): Promise<number> {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return n;
  }
  throw new Error(`${selector} not reached with ${max} presses of Tab`);
}

describe('a GM\'s evening, action by action', () => {
  it('000 D.III(3)b: copies are one set, a tie is decided by keyboard and kept, a correction during Adjudicate and its setting aside are said', async () => {
    await page.goto(server.origin);
    await waitForHome(page);
    await createGameFromHome(page, {
      name: 'Board 4', family: 'diplomacy', profile: 'wm2004', screenshotName: 'gm-evening-01-new-game',
      details: async (form) => { await form.locator('select[name="policy-multipleSets"]').selectOption('merge-per-unit'); },
    });
    await page.getByTestId('powers-strip').waitFor();

    // France's mail pasted, then the same mail opened as a file (CRLF, as saved): one set, nothing to decide.
    await pasteMail(page, france);
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open .eml/.txt…' }).click();
    await (await choosing).setFiles({ name: 'france.eml', mimeType: 'message/rfc822', buffer: Buffer.from(france.replace(/\n/g, '\r\n')) });
    await expect.poll(() => page.getByTestId('version').count()).toBe(2);
    await waitForStrip(page, { France: 'complete' });
    expect(await page.getByTestId('sending-order').count()).toBe(0);

    // Austria's two sets with one Date: are asked about; the GM decides with the keyboard alone.
    await pasteMail(page, `${austriaGal}\n${austriaTri}`);
    await waitForStrip(page, { Austria: 'look' });
    await page.getByTestId('paste-box').focus();
    await tabTo('[data-testid="sending-order"] button[aria-label^="Sent later"]');
    await page.keyboard.press('Enter'); // the Galicia set was sent last
    const presses = await tabTo('[data-testid="confirm-sending-order"]');
    await page.keyboard.press('Enter');
    await waitForStrip(page, { Austria: 'complete' });
    expect(presses).toBeLessThan(10);
    expect(await ordersOf('Austria')).toContain('A VIE - GAL');

    // A later Austrian mail: the decision stands (the times place the new set), nothing is asked again.
    await pasteMail(page, austriaLater);
    await page.getByTestId('set-changes').filter({ hasText: 'Board 4: Austria fleet' }).waitFor();
    await waitForStrip(page, { Austria: 'complete' });
    expect(await page.getByTestId('sending-order').count()).toBe(0);
    expect(await ordersOf('Austria')).toMatch(/A VIE - GAL[\s\S]*A BUD - SER[\s\S]*F TRI - ADR/);

    // A reload mid-evening: everything was stored, the decision included.
    await page.reload();
    await waitForStrip(page, { France: 'complete', Austria: 'complete' });
    expect(await page.getByTestId('sending-order').count()).toBe(0);
    expect(await ordersOf('Austria')).toContain('A VIE - GAL');

    // Adjudicate, and France's correction pasted while it runs: the results follow the correction, and the inbox says so.
    await page.waitForFunction(() => (document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement | null)?.textContent === 'Adjudicate');
    await page.getByTestId('adjudicate').click();
    await pasteMail(page, revision);
    await page.getByTestId('set-changes').filter({ hasText: 'France: orders now from' }).waitFor();
    const said = await page.getByTestId('set-changes').innerText();
    expect(said).toContain('"Board 4: France revised"');
    await page.getByTestId('results-panel').filter({ hasText: 'A PAR - PIC' }).waitFor();
    expect(await page.getByTestId('results-panel').innerText()).toContain('A MAR - SPA'); // merged per unit
    await screenshot(page, 'gm-evening-02-correction-during-adjudicate');

    // The correction set aside: France's first set comes back, said, and the results follow.
    await page.getByTestId('version').filter({ hasText: 'France revised' }).click();
    await page.getByRole('button', { name: 'Reject…' }).click();
    await page.locator('.mark input').fill('sent for another board');
    await page.getByRole('button', { name: 'Set aside' }).click();
    await page.getByTestId('set-changes').filter({ hasText: 'Marie <marie@example.fr>, "Board 4: France revised" no longer used; orders now from' }).waitFor();
    await page.getByTestId('results-panel').filter({ hasText: 'A PAR - BUR' }).waitFor();
    await screenshot(page, 'gm-evening-03-correction-set-aside');
    assertClean(gm);
  });
});
