// The Diplomacy GM workspace in Chromium, end to end: a GM creates a wm2004 game with its
// policies and players, pastes (and opens) Spring 1901 mail for all seven powers, sees the
// verdicts and the powers strip, adjudicates and commits; plays Fall 1901 with a dislodgement
// and a retreat and the Winter builds; drags a unit to fix a planted error with a reason and
// adjudicates again; reloads mid-turn and finds everything; steps through the history; exports a
// backup and imports it into a clean profile, where it rolls a phase back with the TD's consent.
// Screenshots of each step go to test-results/.
// Prints (does not assert) the time from "Adjudicate" to results on screen, and cold start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertClean, closeGmSession, createGameFromHome, openGmSession, openProfile, repoRoot, screenshot, waitForHome, waitForPhase, type Profile, type StaticServer } from './harness';
import { pasteMail, waitForStrip } from './workspaceSteps';

const fixtures = join(repoRoot, 'test/fixtures/workspace');
const fixture = (name: string) => readFileSync(join(fixtures, name), 'utf8');
const geometry = JSON.parse(readFileSync(join(repoRoot, 'assets/variants/standard/geometry.json'), 'utf8')) as { locations: Record<string, { x: number; y: number }> };

let server: StaticServer;
let gm: Profile;
let page: Page;
let backupPath = '';

beforeAll(async () => { ({ server, gm, page } = await openGmSession()); });
afterAll(async () => { await closeGmSession({ server, gm }); });

/** Screen coordinates of a map location (as the map draws it now). */
async function onScreen(p: Page, location: string): Promise<{ x: number; y: number }> {
  const point = geometry.locations[location]!;
  return p.evaluate(({ x, y }) => {
    const konva = (window as unknown as { Konva: { stages: { container(): HTMLElement; getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } } }[] } }).Konva;
    const stage = konva.stages.find((s) => s.container().isConnected)!;
    const at = stage.getAbsoluteTransform().point({ x, y });
    const box = stage.container().getBoundingClientRect();
    return { x: box.left + at.x, y: box.top + at.y };
  }, point);
}

async function drag(p: Page, from: string, to: string): Promise<void> {
  // Wait until the map has stopped re-fitting (a panel appearing changes its size).
  let a = await onScreen(p, from);
  for (let i = 0; i < 20; i++) {
    await p.waitForTimeout(100);
    const again = await onScreen(p, from);
    if (again.x === a.x && again.y === a.y) break;
    a = again;
  }
  const b = await onScreen(p, to);
  await p.mouse.move(a.x, a.y);
  await p.mouse.down();
  for (let k = 1; k <= 12; k++) await p.mouse.move(a.x + ((b.x - a.x) * k) / 12, a.y + ((b.y - a.y) * k) / 12);
  await p.mouse.up();
}

async function strip(p: Page): Promise<Record<string, string>> {
  return p.getByTestId('powers-strip').evaluate((el) => Object.fromEntries([...el.querySelectorAll('[data-state]')].map((b) => [b.getAttribute('data-testid')!.replace('power-', ''), b.getAttribute('data-state')!])));
}

/** Waits until Adjudicate is enabled and labelled "Adjudicate" (not "Reading mail…"); on a timeout says what it showed. */
async function waitForAdjudicateReady(p: Page): Promise<void> {
  try {
    await p.waitForFunction(() => {
      const button = document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement | null;
      return button !== null && !button.disabled && button.textContent === 'Adjudicate';
    }, undefined, { timeout: 10_000 });
  } catch (error) {
    const shown = await p.getByTestId('adjudicate').evaluate((b) => `“${b.textContent}” (${(b as HTMLButtonElement).disabled ? 'disabled' : 'enabled'}; title “${b.getAttribute('title')}”)`);
    throw new Error(`Adjudicate did not become ready: it shows ${shown}. ${(error as Error).message}`);
  }
}

/** Adjudicates with Ctrl+Enter and returns ms until the results panel was on screen. */
async function adjudicate(p: Page): Promise<number> {
  await p.getByRole('button', { name: 'Adjudicate' }).waitFor();
  await p.waitForFunction(() => !(document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement).disabled);
  await p.locator('body').click({ position: { x: 2, y: 2 } });
  const started = Date.now();
  await p.keyboard.press('Control+Enter');
  await p.getByTestId('results-panel').waitFor();
  return Date.now() - started;
}

async function commit(p: Page, next: string): Promise<void> {
  await p.keyboard.press('Control+Shift+Enter');
  await waitForPhase(p, next);
}

const all = { Austria: '', England: '', France: '', Germany: '', Italy: '', Russia: '', Turkey: '' };
const everyone = (state: string) => Object.fromEntries(Object.keys(all).map((k) => [k, state]));

describe('Diplomacy GM workspace', () => {
  it('creates a wm2004 game with its policies (000 D.I(1)b), GM address, players and a GMT deadline', async () => {
    const started = Date.now();
    await page.goto(server.origin);
    await waitForHome(page);
    console.log(`workspace e2e: cold start to a usable home screen ${Date.now() - started} ms (goal < 1500 ms)`);
    await createGameFromHome(page, {
      name: 'Board 7', family: 'diplomacy', profile: 'wm2004', screenshotName: 'workspace-01-new-game',
      details: async (form) => {
        await form.getByTestId('setup-policies').waitFor();
        expect(await form.getByTestId('setup-policies').innerText()).toContain('000 D.III(3)a');
        await form.locator('select[name="policy-press"]').selectOption('rule-a');
        await form.getByLabel('Game master').fill('Tom (GM)');
        await form.getByLabel('GM order address').fill('gm@example.org');
        await form.getByLabel('First deadline (GMT)').fill('2026-09-16T18:00');
        await form.getByLabel('England addresses').fill('ben@example.co.uk');
        await form.getByLabel('England abbreviations').fill('Nwg = nwg');
      },
    });
    await page.getByTestId('powers-strip').waitFor();
    expect(await page.getByTestId('game-title').innerText()).toBe('Board 7 · S1901M · World Masters 2004 (seed 000)');
    await page.getByText('Wednesday 16 September 2026, 18:00 GMT').first().waitFor();
    await page.locator('details.policies summary').click();
    expect(await page.getByTestId('policies').innerText()).toContain('Rule A: white and grey only 000 D.X(1)b');
    await page.locator('details.policies summary').click();
    // Before any mail every power is NMR.
    await waitForStrip(page, everyone('nmr'));
    await page.getByTestId('diplomacy-map').locator('canvas').first().waitFor();
    await screenshot(page, 'workspace-02-empty-phase');
  });

  it('pastes and opens Spring 1901 mail: verdicts with words and clauses, raw line highlighted, NMR until all seven are in', async () => {
    await pasteMail(page, fixture('s1901-austria.eml'));
    await pasteMail(page, fixture('s1901-england-1.eml'));
    // Several files at once through the platform bridge (a file chooser in the browser).
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open .eml/.txt…' }).click();
    await (await choosing).setFiles(['s1901-england-2.eml', 's1901-france.eml', 's1901-germany.eml'].map((f) => join(fixtures, f)));
    await waitForStrip(page, { England: 'complete', France: 'complete', Germany: 'complete', Italy: 'nmr', Russia: 'nmr', Turkey: 'nmr' });
    for (const f of ['s1901-italy.eml', 's1901-russia.eml', 's1901-turkey.eml', 's1901-italy-late.eml']) await pasteMail(page, fixture(f));
    // Austria's "F Tri - Tyr" is a fleet ordered inland: illegal, a line to check.
    await waitForStrip(page, { Austria: 'check', England: 'complete', France: 'complete', Germany: 'complete', Italy: 'complete', Russia: 'complete', Turkey: 'complete' });
    expect(await page.getByTestId('power-England').innerText()).toContain('Final');
    // Italy's change came after the 18:00 GMT deadline: intake sets it aside (000 D.VII(3)a).
    await page.getByTestId('power-Italy').click();
    expect(await page.getByTestId('version').first().innerText()).toContain('too late: received after the deadline (000 D.VII(3)a)');
    expect(await page.getByTestId('verdicts').locator('li', { hasText: 'A Ven - Tyr' }).getAttribute('data-kind')).toBe('illegal');
    // Her first mail, pasted with no Received: as every pasted mail is: its Date: stands in, said
    // on the mail as a note and not counted as a warning on its row (000 D.VII(1), issue 13).
    const inTime = page.getByTestId('version').nth(1);
    await inTime.click();
    expect(await page.getByTestId('mail-note').first().innerText()).toContain('Note: no Received: header: the sending time (Date) stands in for the receipt time');
    // Its one other doubt is counted; before the note was, the row said "2 warnings".
    expect(await inTime.innerText()).toMatch(/· 1 warning$/);

    // England's tab: two versions, the later one FINAL; its verdicts.
    await page.getByTestId('power-England').click();
    await expect(page.getByTestId('version').count()).resolves.toBe(2);
    expect(await page.getByTestId('version').first().innerText()).toMatch(/England · .*GMT.*s1901-england-2\.eml · Final/);

    // Germany's typo: corrected, shown with a word and its clause; hovering highlights its raw line.
    await page.getByTestId('power-Germany').click();
    const typo = page.getByTestId('verdicts').locator('li', { hasText: 'Denmrak' });
    expect(await typo.getAttribute('data-kind')).toBe('corrected');
    expect(await typo.locator('.word').innerText()).toMatch(/corrected/i);
    await typo.hover();
    expect(await page.getByTestId('raw-highlight').innerText()).toBe('F Kiel - Denmrak');
    await screenshot(page, 'workspace-03-spring-verdicts');

    // The GM fixes Austria's line: the edit is a new input, the original kept.
    await page.getByTestId('power-Austria').click();
    const odd = page.getByTestId('verdicts').locator('li', { hasText: 'F Tri - Tyr' });
    expect(await odd.getAttribute('data-kind')).toBe('illegal');
    await odd.getByRole('button', { name: 'edit line' }).click();
    // The player confirmed by phone that Albania was meant.
    await page.getByLabel('New text for this line').fill('F Tri - Alb');
    await page.getByRole('button', { name: 'Re-read' }).click();
    await waitForStrip(page, everyone('complete'));
    await expect(page.getByTestId('version').count()).resolves.toBe(2);
    expect(await page.getByTestId('version').first().innerText()).toContain('GM edit');
  });

  it('adjudicates Spring 1901 in the worker, shows every outcome, and commits it', async () => {
    const ms = await adjudicate(page);
    console.log(`workspace e2e: Adjudicate → results on screen, full board S1901M: ${ms} ms (goal < 100 ms); app says: ${await page.getByTestId('adjudicate-time').innerText()}`);
    const results = page.getByTestId('results-panel');
    expect(await results.getByTestId('result-line').count()).toBe(22);
    expect(await results.innerText()).toContain('A VIE - GAL FAILS');
    expect(await results.innerText()).toContain('A VEN H SUCCEEDS'); // not the late A Ven - Tyr
    await screenshot(page, 'workspace-04-spring-results');
    await commit(page, 'F1901M');
    await waitForStrip(page, everyone('nmr'));
  });

  it('fixes a planted error by dragging the unit back with a reason, then adjudicates again', async () => {
    await pasteMail(page, fixture('f1901-all.txt'));
    await waitForStrip(page, everyone('complete'));
    // The planted error: a mistaken correction puts the Italian army of Venice in Piedmont.
    await page.keyboard.press('e');
    await page.getByTestId('edit-banner').waitFor();
    await drag(page, 'ven', 'pie');
    await screenshot(page, 'workspace-05a-dragged');
    await page.getByTestId('edit-dialog').getByLabel(/Reason/).fill('Italian army recorded in Piedmont (planted error)');
    await page.getByRole('button', { name: 'Save correction' }).click();
    await page.getByTestId('edits').getByText('Moved Italy A VEN to PIE').waitFor();
    await waitForStrip(page, { Italy: 'check' }); // "A Ven H" now names an empty province
    await adjudicate(page);
    expect(await page.getByTestId('results-panel').innerText()).not.toContain('A VEN H SUCCEEDS');
    await screenshot(page, 'workspace-05-planted-error');

    // The fix: drag it back, with a reason and the clause offered for it.
    await drag(page, 'pie', 'ven');
    const dialog = page.getByTestId('edit-dialog');
    await dialog.getByLabel(/Reason/).fill('Venice army was never in Piedmont: restore it');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await page.getByTestId('edits').getByText('Moved Italy A PIE to VEN').waitFor();
    await waitForStrip(page, everyone('complete'));
    await page.keyboard.press('e');
    await adjudicate(page);
    const text = await page.getByTestId('results-panel').innerText();
    expect(text).toContain('A VEN H SUCCEEDS');
    expect(text).toContain('A BUL H FAILS');
    expect(await page.getByTestId('dislodgements').innerText()).toContain('Turkey A BUL (attacked from SER): may retreat to CON');
    await screenshot(page, 'workspace-06-fall-dislodgement');
  });

  it('comes back after a reload mid-turn with the mails, corrections and results all there', async () => {
    const before = await strip(page);
    const reloaded = Date.now();
    await page.reload();
    // Usable = the powers strip, the map drawn and the results panel back (assets are served no-store).
    await page.getByTestId('powers-strip').waitFor({ timeout: 20_000 });
    await page.getByTestId('diplomacy-map').locator('canvas').first().waitFor();
    await page.getByTestId('results-panel').waitFor({ timeout: 20_000 });
    console.log(`workspace e2e: reload to a usable workspace (strip, map, results) ${Date.now() - reloaded} ms (goal < 1500 ms)`);
    expect(await strip(page)).toEqual(before);
    expect(await page.getByTestId('phase-name').innerText()).toBe('F1901M');
    expect(await page.getByTestId('edits').innerText()).toContain('Moved Italy A PIE to VEN');
    expect(await page.getByTestId('results-panel').innerText()).toContain('A BUL H FAILS');
    await screenshot(page, 'workspace-07-after-reload');
  });

  it('commits Fall 1901, plays the retreat and the Winter builds', async () => {
    await commit(page, 'F1901R');
    // Turkey's Fall mail said "If dislodged, A Bul retreats to Con": that conditional retreat is its
    // order here until it mails again (000 D.II(5)b). Turkey reads as NMR only for the moment the
    // conditional orders are being read, while Adjudicate says so.
    await waitForStrip(page, { Turkey: 'complete', Austria: 'nothing-to-order' });
    await waitForAdjudicateReady(page); // before any mail of this phase
    await pasteMail(page, fixture('f1901r-turkey.eml'));
    await waitForStrip(page, { Turkey: 'complete' });
    await adjudicate(page);
    expect(await page.getByTestId('results-panel').innerText()).toContain('A BUL R CON SUCCEEDS');
    expect(await page.getByTestId('centre-changes').innerText()).toContain('SEV: Russia → Turkey');
    await screenshot(page, 'workspace-08-retreat');
    await commit(page, 'W1901A');
    // Winter with no mail yet: every power that may build is NMR, and Adjudicate is usable (000 D.VII(6)(a)).
    await waitForStrip(page, { Turkey: 'nmr' });
    await waitForAdjudicateReady(page);
    await pasteMail(page, fixture('w1901-builds.txt'));
    await waitForStrip(page, everyone('complete'));
    await adjudicate(page);
    expect(await page.getByTestId('results-panel').getByTestId('result-line').count()).toBe(11);
    await commit(page, 'S1902M');
    await screenshot(page, 'workspace-09-spring-1902');
  });

  it('steps through the history with Alt+← and Alt+→', async () => {
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Alt+ArrowLeft');
    await waitForPhase(page, 'W1901A');
    expect(await page.getByTestId('results-panel').innerText()).toContain('F TRI B SUCCEEDS');
    await page.keyboard.press('Alt+ArrowLeft');
    await page.keyboard.press('Alt+ArrowLeft');
    await waitForPhase(page, 'F1901M');
    await screenshot(page, 'workspace-10-history-fall');
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Alt+ArrowRight');
    await waitForPhase(page, 'S1902M');
    await page.keyboard.press('?');
    await page.getByTestId('help-overlay').waitFor();
    await page.keyboard.press('Escape');
    // 200 % zoom: 1280×800 at 2× is 640×400 CSS pixels; the panels stack and nothing spills sideways.
    await page.setViewportSize({ width: 640, height: 400 });
    await screenshot(page, 'workspace-10b-200-percent');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    assertClean(gm);
  });

  it('exports a backup and imports it into a clean profile with the whole game, then rolls back (000 D.VIII(1)b)', async () => {
    await page.getByRole('link', { name: /Back to games/ }).click();
    await waitForHome(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Backup' }).click();
    const download = await downloading;
    backupPath = join(gm.downloadsDir, 'workspace-backup.json');
    await download.saveAs(backupPath);
    const fresh = await openProfile(server.origin);
    try {
      await fresh.page.goto(server.origin);
      await waitForHome(fresh.page);
      const choosing = fresh.page.waitForEvent('filechooser');
      await fresh.page.getByRole('button', { name: 'Restore' }).click();
      await (await choosing).setFiles(backupPath);
      await fresh.page.getByTestId('notice').getByText(/Restored/).waitFor();
      await fresh.page.getByRole('button', { name: 'Board 7', exact: true }).click();
      await fresh.page.getByTestId('powers-strip').waitFor();
      expect(await fresh.page.getByTestId('phase-name').innerText()).toBe('S1902M');
      expect(await fresh.page.getByTestId('history').innerText()).toMatch(/S1901M ▸\s*F1901M ▸\s*F1901R ▸\s*W1901A ▸\s*S1902M \(now\)/);
      await fresh.page.keyboard.press('Alt+ArrowLeft');
      await waitForPhase(fresh.page, 'W1901A');
      await screenshot(fresh.page, 'workspace-11-restored');
      // 000 D.VIII(1)b: roll back to W1901A with the TD's consent; S1902M stays as a branch.
      await fresh.page.getByTestId('rollback').click();
      const dialog = fresh.page.getByTestId('rollback-dialog');
      await dialog.getByLabel('Reason').fill('Turkish build was in an occupied centre');
      await dialog.getByLabel(/Consent given by/).fill('TD Jane Smith');
      await dialog.getByRole('button', { name: 'Roll back' }).click();
      await fresh.page.waitForFunction(() => document.querySelector('[data-testid="phase-name"]')?.textContent === 'W1901A' && document.querySelector('[data-testid="powers-strip"]') !== null);
      expect(await fresh.page.getByTestId('history').innerText()).toContain('Earlier results for W1901A kept (rolled back): open W1901A · compare W1901A');
      await screenshot(fresh.page, 'workspace-12-rolled-back');
      assertClean(fresh);
    } finally {
      await fresh.close();
    }
  });
});
