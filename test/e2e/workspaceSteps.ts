// Steps in the Diplomacy GM workspace that several end-to-end tests take the same way: pasting a
// mail into the workspace and waiting for the powers strip to show each power's state.
import type { Page } from 'playwright-core';

/** Pastes one mail into the paste box and adds it; waits until the box is cleared (it was taken). */
export async function pasteMail(page: Page, text: string): Promise<void> {
  await page.getByTestId('paste-box').fill(text);
  await page.getByTestId('add-mail').click();
  await page.waitForFunction(() => (document.querySelector('[data-testid="paste-box"]') as HTMLTextAreaElement | null)?.value === '');
}

/** Waits until the powers strip shows each named power in the given state ('nmr', 'complete', 'check'…). */
export async function waitForStrip(page: Page, expected: Record<string, string>): Promise<void> {
  await page.waitForFunction((want) => {
    const el = document.querySelector('[data-testid="powers-strip"]');
    if (!el) return false;
    return Object.entries(want).every(([power, state]) => el.querySelector(`[data-testid="power-${power}"]`)?.getAttribute('data-state') === state);
  }, expected, { timeout: 20_000 }).catch(async (error: unknown) => {
    // Say what the strip showed instead, so a failure names the power and its state.
    const shown = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid^="power-"]')]
      .map((e) => [e.getAttribute('data-testid'), e.getAttribute('data-state')])));
    throw new Error(`powers strip: expected ${JSON.stringify(expected)}, shown ${JSON.stringify(shown)} (${String(error)})`);
  });
}
