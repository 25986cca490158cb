// Shared end-to-end harness: serves the built renderer (dist/renderer) from a tiny static server
// on 127.0.0.1, opens it in Debian's Chromium through playwright-core with a fresh profile, and
// records everything that would make a run dishonest: console errors, page errors, and any
// request that leaves the app's origin (aborted, and reported so the test fails).
//
// Later e2e tests (Diplomacy workspace, Coalition, ledger) reuse `serveRenderer` and `openProfile`.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const rendererDist = join(repoRoot, 'dist/renderer');
export const resultsDir = join(repoRoot, 'test-results');
export const chromiumPath = '/usr/bin/chromium';

/** Fails with the fix in the message when the renderer has not been built. */
export function assertRendererBuilt(root: string = rendererDist): void {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${relative(repoRoot, join(root, 'index.html'))} is missing: run \`npx vite build\` first (npm test does it for you).`);
  }
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer { origin: string; close(): Promise<void> }

/**
 * Serves `root` on 127.0.0.1 at a random port, or at `port` (a browser keeps IndexedDB by origin,
 * port included: a cached profile of the backup bench is only found again on the same one);
 * GET/HEAD only, no path outside `root`.
 */
export async function serveRenderer(root: string = rendererDist, port = 0): Promise<StaticServer> {
  assertRendererBuilt(root);
  const base = resolve(root);
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405).end(); return; }
    let pathname: string;
    try { pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname); } catch { res.writeHead(400).end(); return; }
    const file = normalize(join(base, pathname === '/' ? 'index.html' : pathname));
    if (file !== base && !file.startsWith(base + sep)) { res.writeHead(403).end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((ok, fail) => { server.once('error', fail); server.listen(port, '127.0.0.1', ok); });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

/** A browser profile of its own: its own user-data-dir, so its IndexedDB starts empty. */
export interface Profile {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** Requests that tried to leave the app's origin (all were aborted). */
  offOrigin: string[];
  downloadsDir: string;
  /** The profile's Chromium --user-data-dir (a benchmark finds the profile's processes by it). */
  userDataDir: string;
  close(): Promise<void>;
}

export interface ProfileOptions {
  viewport?: { width: number; height: number };
  /** A user-data-dir made beforehand (a copy of a seeded profile: bench/seedCache.ts); a fresh empty one by default. */
  userDataDir?: string;
  /** Leave the user-data-dir in place on close (a profile being seeded for the cache); removed by default. */
  keepUserDataDir?: boolean;
}

export async function openProfile(origin: string, options: ProfileOptions = {}): Promise<Profile> {
  const userDataDir = options.userDataDir ?? mkdtempSync(join(tmpdir(), 'adjutant-e2e-profile-'));
  const downloadsDir = mkdtempSync(join(tmpdir(), 'adjutant-e2e-downloads-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath, headless: true, args: chromiumArgs,
    viewport: options.viewport ?? { width: 1280, height: 800 }, acceptDownloads: true, downloadsPath: downloadsDir,
  });
  // Headless Chromium answers the File System Access save picker with an instant "user aborted";
  // without it the app saves a backup as a download (renderer/platform/browser.ts), which a test
  // can catch. The picker path itself is unit-tested (test/renderer/platform/backupFiles.test.ts).
  await context.addInitScript(() => { Object.defineProperty(window, 'showSaveFilePicker', { value: undefined, configurable: true }); });
  const errors: string[] = [];
  const offOrigin: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    offOrigin.push(url);
    return route.abort('blockedbyclient');
  });
  const watch = (page: Page) => {
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  };
  const page = context.pages()[0] ?? await context.newPage();
  watch(page);
  context.on('page', watch); // pages opened later (none yet)
  return {
    context, page, errors, offOrigin, downloadsDir, userDataDir,
    async close() {
      await context.close();
      if (!options.keepUserDataDir) rmSync(userDataDir, { recursive: true, force: true });
      rmSync(downloadsDir, { recursive: true, force: true });
      // Even a test that forgot assertClean fails if the app tried to reach the outside world.
      if (offOrigin.length > 0) throw new Error(`the app tried to leave its origin (requests aborted): ${offOrigin.join(', ')}`);
    },
  };
}

/** A test file's GM: the build served, and one browser profile open on it for all the file's tests. */
export interface GmSession { server: StaticServer; gm: Profile; page: Page }

export async function openGmSession(): Promise<GmSession> {
  const server = await serveRenderer();
  const gm = await openProfile(server.origin);
  return { server, gm, page: gm.page };
}

/** Closes what openGmSession opened (either may be missing when it failed half-way). */
export async function closeGmSession(session: Partial<GmSession>): Promise<void> {
  await session.gm?.close();
  await session.server?.close();
}

/** Throws, listing them, if the page logged errors or tried to reach anything outside the app. */
export function assertClean(profile: Pick<Profile, 'errors' | 'offOrigin'>): void {
  const problems = [
    ...profile.errors,
    ...profile.offOrigin.map((url) => `request left the app's origin: ${url}`),
  ];
  if (problems.length > 0) throw new Error(`not clean:\n${problems.join('\n')}`);
}

/** Saves a full-page screenshot as test-results/<name>.png (an artifact, gitignored). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

// ---- the home screen, for tests that start there --------------------------------------------

/** Usable = the game list and the worker's map summary are both on screen. */
export async function waitForHome(page: Page): Promise<void> {
  await page.getByTestId('game-list').waitFor();
  await page.getByTestId('summary-provinces').waitFor();
}

/** The game names listed on the home screen, top to bottom. */
export function gameNamesOnHome(page: Page): Promise<string[]> {
  return page.getByTestId('game-row').locator('td:first-child').allInnerTexts();
}

/** Opens the app's home screen in `page` and waits until it is usable. */
export async function openHome(page: Page, origin: string): Promise<void> {
  await page.goto(origin + '/');
  await waitForHome(page);
}

/** Lets the app read and write the clipboard, for tests that check what "Copy" copied. */
export async function allowClipboard(profile: Pick<Profile, 'context'>, origin: string): Promise<void> {
  await profile.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
}

export interface NewGame {
  name: string;
  family: 'diplomacy' | 'coalition' | 'ledger';
  variant?: string;
  profile?: string;
  /** Fills in anything else the form offers (policies, players…) before the screenshot and "Create game". */
  details?: (form: Locator) => Promise<void>;
  /** The screenshot of the filled-in form, as test-results/<screenshotName>.png. */
  screenshotName?: string;
}

/** Fills in "New game" on the home screen and waits for the new game's page. */
export async function createGameFromHome(page: Page, game: NewGame): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click();
  const form = page.getByTestId('new-game-form');
  // Exact: the form has other labels that contain "Name" (the GM's name, for one).
  await form.getByLabel('Name', { exact: true }).fill(game.name);
  await form.getByLabel('Kind of game').selectOption(game.family);
  // A ledger's starting rules are chosen once, in the ledger itself (issue 14), not in this form.
  if (game.variant && game.family !== 'ledger') await form.locator('select[name="variant"]').selectOption(game.variant);
  if (game.profile) await form.getByLabel('House rules').selectOption(game.profile);
  await game.details?.(form);
  await screenshot(page, game.screenshotName ?? 'new-game-form');
  await form.getByRole('button', { name: 'Create game' }).click();
  await page.getByTestId('game-page').waitFor();
}

/** Waits until the workspace shows the phase `name` (e.g. 'F1901M'). */
export async function waitForPhase(page: Page, name: string): Promise<void> {
  await page.waitForFunction((want) => document.querySelector('[data-testid="phase-name"]')?.textContent === want, name);
}
