// Takes the screenshots in docs/screenshots/ the way the end-to-end tests drive the app: the built
// renderer (`npx vite build` first) served on 127.0.0.1 and opened in Debian's Chromium through
// playwright-core, at 1280×800. JPEG at quality 70 keeps each image small.
// Run: npx vite build && npx tsx tools/docs-screenshots.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeGmSession, createGameFromHome, openGmSession, openHome, repoRoot } from '../test/e2e/harness';
import { pasteMail, waitForStrip } from '../test/e2e/workspaceSteps';

const out = join(repoRoot, 'docs/screenshots');
const fixture = (name: string) => readFileSync(join(repoRoot, 'test/fixtures/workspace', name), 'utf8');
const geometry = JSON.parse(readFileSync(join(repoRoot, 'assets/variants/standard/geometry.json'), 'utf8')) as { locations: Record<string, { x: number; y: number }> };

const session = await openGmSession();
const { page } = session;
try {
  const shot = (name: string) => page.screenshot({ path: join(out, `${name}.jpg`), type: 'jpeg', quality: 70 });
  await openHome(page, session.server.origin);
  await page.getByRole('button', { name: 'New game' }).click();
  const form = page.getByTestId('new-game-form');
  await form.getByLabel('Name', { exact: true }).fill('Maharajah league 2');
  await form.locator('select[name="variant"]').selectOption('maharajah');
  await page.getByText('Maharajiad I (seed 001) (001 B.II(1)b)').waitFor();
  await shot('new-game-maharajah');
  await form.getByLabel('Kind of game').selectOption('diplomacy');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await createGameFromHome(page, { name: 'Board 7', family: 'diplomacy', variant: 'standard', profile: 'wm2004' });
  for (const f of ['s1901-austria.eml', 's1901-england-2.eml', 's1901-france.eml', 's1901-germany.eml', 's1901-italy.eml', 's1901-russia.eml', 's1901-turkey.eml']) await pasteMail(page, fixture(f));
  await waitForStrip(page, { England: 'complete', France: 'complete' });
  await page.waitForFunction(() => !(document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement).disabled, undefined, { timeout: 20_000 });
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Control+Enter');
  await page.getByTestId('results-panel').waitFor();
  const onScreen = (loc: string) => page.evaluate(({ x, y }) => {
    const konva = (window as unknown as { Konva: { stages: { container(): HTMLElement; getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } } }[] } }).Konva;
    const stage = konva.stages.find((s) => s.container().isConnected)!;
    const at = stage.getAbsoluteTransform().point({ x, y });
    const box = stage.container().getBoundingClientRect();
    return { x: box.left + at.x, y: box.top + at.y };
  }, geometry.locations[loc]!);
  const bur = await onScreen('bur');
  await page.mouse.click(bur.x, bur.y + 8);
  await page.getByTestId('province-facts').waitFor();
  await shot('workspace-results');

  await page.keyboard.press('e');
  const [from, to] = [await onScreen('pie'), await onScreen('ven')];
  const ven = await onScreen('ven');
  await page.mouse.move(ven.x, ven.y);
  await page.mouse.down();
  for (let k = 1; k <= 10; k++) await page.mouse.move(ven.x + ((from.x - to.x) * k) / 10, ven.y + ((from.y - to.y) * k) / 10);
  await page.mouse.up();
  await page.getByTestId('edit-dialog').waitFor();
  await page.getByTestId('edit-dialog').locator('[data-clause="000 D.VIII(2)"]').click();
  await shot('correction-reason');
  console.log(`screenshots written to ${out}`);
} finally {
  await closeGmSession(session);
}
