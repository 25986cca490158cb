// Issue 13 in Chromium, end to end: France's revised mail pasted BEFORE her original is still the
// set adjudicated (000 D.III(3)a: the last set received, by Date:, whatever the paste order), and
// the original's lines show superseded; a mail that gives no usable order (an unreadable one)
// makes its power "needs a look", not NMR, and Adjudicate asks before NMR-ing it, the answer
// stored (000 D.VII(6)(a)).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertClean, closeGmSession, createGameFromHome, openGmSession, screenshot, waitForHome, type Profile, type StaticServer } from './harness';
import { pasteMail, waitForStrip } from './workspaceSteps';

let server: StaticServer;
let gm: Profile;
let page: Page;

beforeAll(async () => { ({ server, gm, page } = await openGmSession()); });
afterAll(async () => { await closeGmSession({ server, gm }); });

const mail = (from: string, power: string, date: string, body: string) =>
  `From: ${from}\nTo: gm@example.org\nDate: ${date}\nSubject: Board 9: ${power} S1901M\n\n${body}\n`;
const revised = mail('Marie <marie@example.fr>', 'France', 'Thu, 17 Sep 2026 14:30:00 +0200', 'Revised orders, please use these:\nA Par - Pic\nF Bre - Eng\nA Mar - Spa');
const original = mail('Marie <marie@example.fr>', 'France', 'Thu, 17 Sep 2026 10:00:00 +0000', 'A Par - Bur\nF Bre - Mao\nA Mar - Spa');
const picture = mail('Karl <karl@example.de>', 'Germany', 'Thu, 17 Sep 2026 11:00:00 +0000', 'Hallo GM, my orders are in the attached picture.\n[image: orders.png]');

describe('mail ranked by when it was sent, and never silent', () => {
  it('France: the revised mail pasted before the original is the set adjudicated, and the original shows superseded', async () => {
    await page.goto(server.origin);
    await waitForHome(page);
    await createGameFromHome(page, { name: 'Board 9', family: 'diplomacy', profile: 'wm2004', screenshotName: 'mail-ranking-01-new-game' });
    await page.getByTestId('powers-strip').waitFor();
    // Newest first, as a mail client lists them.
    await pasteMail(page, revised);
    await pasteMail(page, original);
    await waitForStrip(page, { France: 'complete' });
    await page.getByTestId('power-France').click();
    const versions = page.getByTestId('version');
    await expect(versions.count()).resolves.toBe(2);
    // Sorted by Date:, with sender, power and subject.
    expect(await versions.nth(0).innerText()).toContain('France · Marie <marie@example.fr> · “Board 9: France S1901M” · Date: Thu, 17 Sep 2026 14:30:00 +0200');
    expect(await versions.nth(1).innerText()).toContain('Date: Thu, 17 Sep 2026 10:00:00 +0000');
    await versions.nth(1).click();
    const line = page.getByTestId('verdicts').locator('li', { hasText: 'A Par - Bur' });
    expect(await line.getAttribute('data-kind')).toBe('superseded');
    expect(await line.innerText()).toContain('000 D.III(3)a');
    expect(await page.getByTestId('verdicts').locator('li', { hasText: 'A Mar - Spa' }).getAttribute('data-kind')).toBe('superseded');
    expect(await page.getByTestId('orders-panel').innerText()).toContain('A PAR - PIC');
    await screenshot(page, 'mail-ranking-02-revised-first');
  });

  it('Germany: a mail with no usable order needs a look; Adjudicate asks before NMR-ing it, and the revised French set is adjudicated', async () => {
    await pasteMail(page, picture);
    await waitForStrip(page, { France: 'complete', Germany: 'look', Austria: 'nmr' });
    expect(await page.getByTestId('power-Germany').innerText()).toContain('needs a look');
    await page.getByTestId('power-Germany').click();
    expect(await page.getByTestId('versions').innerText()).toContain('needs a look: no usable order read');
    await page.waitForFunction(() => {
      const b = document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement | null;
      return b !== null && !b.disabled && b.textContent === 'Adjudicate';
    });
    await page.getByTestId('adjudicate').click();
    const question = page.getByTestId('adjudicate-question');
    await question.waitFor();
    expect(await question.innerText()).toContain('Germany will be NMR: its mail gave no usable order.');
    await screenshot(page, 'mail-ranking-03-adjudicate-asks');
    await page.getByTestId('adjudicate-question-look').click();
    await question.waitFor({ state: 'detached' });
    expect(await page.getByTestId('results-panel').count()).toBe(0);
    await page.getByTestId('adjudicate').click();
    await question.waitFor();
    await page.getByTestId('adjudicate-question-go').click();
    const results = page.getByTestId('results-panel');
    await results.waitFor();
    const text = await results.innerText();
    expect(text).toContain('A PAR - PIC');
    expect(text).not.toContain('A PAR - BUR');
    await screenshot(page, 'mail-ranking-04-results');
    assertClean(gm);
  });
});
