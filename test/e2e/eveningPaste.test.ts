// Issue 13 in Chromium, end to end: a whole evening pasted at once into the workspace (evening 03
// of test/fixtures/evenings: eight mails, Austria's two with the same Date: told apart by their
// Received: times, Germany's revision with no Date:, Italy's two sets sent in the same second).
// The sets chosen are those a careful GM would (000 D.III(3)a, by the receipt time of 000
// D.VII(1)); the powers whose sets no time can rank need a look, the inbox asks in which order
// they were sent, and Adjudicate asks before running; so it does when Turkey later takes its
// orders back without sending new ones.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertClean, closeGmSession, createGameFromHome, openGmSession, screenshot, waitForHome, type Profile, type StaticServer } from './harness';
import { pasteMail, waitForStrip } from './workspaceSteps';

let server: StaticServer;
let gm: Profile;
let page: Page;

beforeAll(async () => { ({ server, gm, page } = await openGmSession()); });
afterAll(async () => { await closeGmSession({ server, gm }); });

const dir = join(__dirname, '../fixtures/evenings/03-missing-and-equal-dates');
// As a mail client lists them (the folder's order), one after the other in one paste.
const evening = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().map((f) => readFileSync(join(dir, f), 'utf8').trimEnd()).join('\n\n') + '\n';

const takenBack = 'From: Mehmet Yilmaz <mehmet@example.com.tr>\nTo: gm@adjutant.example\nDate: Sun, 29 Nov 2026 19:30:00 +0300\nSubject: Re: Board 4: Turkey S1901M\n\nPlease disregard my orders for now, new ones follow.\n';

describe('a whole evening pasted at once', () => {
  it('000 D.III(3)a: the sets chosen per power, and the doubts shown where the GM looks', async () => {
    await page.goto(server.origin);
    await waitForHome(page);
    await createGameFromHome(page, { name: 'Board 4', family: 'diplomacy', profile: 'wm2004', screenshotName: 'evening-paste-01-new-game' });
    await page.getByTestId('powers-strip').waitFor();
    await pasteMail(page, evening);
    await waitForStrip(page, { Austria: 'complete', England: 'complete', Turkey: 'complete', Germany: 'look', Italy: 'look', France: 'nmr', Russia: 'nmr' });
    // Later that evening Turkey takes its orders back and sends none (000 D.III(3)): a look, not silence.
    await pasteMail(page, takenBack);
    await waitForStrip(page, { Turkey: 'look' });
    expect(await page.getByTestId('power-Germany').innerText()).toContain('needs a look');
    // Austria's two mails have one Date:; the later Received: time chooses the second.
    await page.getByTestId('power-Austria').click();
    const austria = await page.getByTestId('orders-panel').innerText();
    expect(austria).toContain('A VIE - TRI');
    expect(austria).not.toContain('A VIE - GAL');
    // Germany and Italy: the inbox asks in which order their sets were sent.
    await page.getByTestId('power-Germany').click();
    const asked = page.getByTestId('sending-order');
    await asked.first().waitFor();
    expect(await asked.first().innerText()).toContain('Germany: in which order were these sets sent?');
    await screenshot(page, 'evening-paste-02-germany-asked');
    await page.waitForFunction(() => {
      const b = document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement | null;
      return b !== null && !b.disabled && b.textContent === 'Adjudicate';
    });
    await page.getByTestId('adjudicate').click();
    const question = page.getByTestId('adjudicate-question');
    await question.waitFor();
    const text = await question.innerText();
    expect(text).toContain("Germany's order sets cannot be ranked by when they were sent");
    expect(text).toContain("Italy's order sets cannot be ranked by when they were sent");
    expect(text).toContain('"Please disregard my orders for now, new ones follow." takes back Turkey\'s orders of an earlier mail and gives none in their place');
    expect(text).toContain('Use them, or NMR Turkey?');
    await screenshot(page, 'evening-paste-03-adjudicate-asks');
    await page.getByTestId('adjudicate-question-look').click();
    await question.waitFor({ state: 'detached' });
    expect(await page.getByTestId('results-panel').count()).toBe(0);
    assertClean(gm);
  });
});
