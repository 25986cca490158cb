// What strict durability costs per commit, measured where it matters: IndexedDB in a real
// Chromium (/usr/bin/chromium, a profile on disk), not fake-indexeddb, which has no disk. Each
// "commit" is the transaction a phase commit writes (renderer/diplomacy/gameLog.ts commitPhase):
// one record of a few kilobytes plus the game row, in one readwrite transaction. The same run
// is timed with durability 'strict' (what Adjutant uses, renderer/storage/db.ts) and 'relaxed'
// (Chromium's default), alternating so both see the same disk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const chromiumPath = '/usr/bin/chromium';
const commitsPerMode = 200;

// Runs in the page. Kept as source text: tsx would otherwise add helpers the page does not have.
const inPage = `async (n) => {
  const db = await new Promise((ok, fail) => {
    const req = indexedDB.open('bench', 1);
    req.onupgradeneeded = () => { req.result.createObjectStore('records', { keyPath: 'id' }); req.result.createObjectStore('games', { keyPath: 'id' }); };
    req.onsuccess = () => ok(req.result);
    req.onerror = () => fail(req.error);
  });
  const payload = { orders: Array.from({ length: 34 }, (_, i) => ({ unit: 'A u' + i, order: 'holds', result: 'succeeds' })), notes: 'x'.repeat(1500) };
  const commit = (i, durability) => new Promise((ok, fail) => {
    const t0 = performance.now();
    const tx = db.transaction(['records', 'games'], 'readwrite', { durability });
    tx.objectStore('records').put({ id: durability + i, gameId: 'g', kind: 'dip:commit', payload });
    tx.objectStore('games').put({ id: 'g', phase: 'phase ' + i, updatedAt: Date.now() });
    tx.oncomplete = () => ok(performance.now() - t0);
    tx.onerror = () => fail(tx.error);
  });
  const strict = [];
  const relaxed = [];
  for (let i = 0; i < 20; i++) { await commit(-i, 'strict'); await commit(-i, 'relaxed'); } // warm-up
  for (let i = 0; i < n; i++) { strict.push(await commit(i, 'strict')); relaxed.push(await commit(i, 'relaxed')); }
  return { strict, relaxed };
}`;

export async function measureCommitDurability(): Promise<string[]> {
  const profile = mkdtempSync(join(tmpdir(), 'adjutant-bench-idb-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    // IndexedDB needs a real origin; this page is served by the route, nothing leaves the machine.
    await context.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto('http://127.0.0.1:9/bench.html');
    const times = await page.evaluate(`(${inPage})(${commitsPerMode})`) as { strict: number[]; relaxed: number[] };
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]! };
    };
    const strict = stats(times.strict);
    const relaxed = stats(times.relaxed);
    return [
      `commit durability (Chromium IndexedDB on disk, ${commitsPerMode} commits each): strict median ${strict.median.toFixed(2)} ms p95 ${strict.p95.toFixed(2)} ms · relaxed median ${relaxed.median.toFixed(2)} ms p95 ${relaxed.p95.toFixed(2)} ms · strict costs ${(strict.median - relaxed.median).toFixed(2)} ms more per commit (median)`,
    ];
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
