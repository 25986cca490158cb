// Benchmark: what IndexedDB in Chromium charges for writing a GM's history, by the shape of the
// rows (issue 21: restoring 300 long games used 92 s of the browser process's CPU, where
// IndexedDB runs, for about 405,000 rows). The same games, the same bytes, written as:
//   - today's rows: per mail a raw input and a mail record, per phase a commit (15 rows a phase),
//     with database v6's indexes, strict durability, `add`, four games a transaction, one at a time;
//   - the same rows with relaxed durability, without indexes, with `put`, sixteen games a
//     transaction, two transactions in flight, or through Dexie's bulkAdd;
//   - fewer rows for the same bytes: each mail's raw text inside its mail record (8 rows a phase),
//     or a phase's seven mails in one row (2 rows a phase);
//   - database v7's shape (renderer/storage/phaseMail.ts): a phase's raw inputs and mail records
//     in one row keyed by [gameId+phase], with a multi-entry index of the ids inside it (one a
//     mail since schema v4) so a restore can still find a clashing id; and the same without it.
// Each variant writes into a fresh database of its own; the rows are built in the page before the
// clock starts. Printed: the CPU time of the browser process (IndexedDB's backend) and of the
// renderer (the page: serialising the rows), per row and in all, median of `IDB_ROWS_ROUNDS`
// rounds (default 3) taken in turn, so the machine's load falls on every variant alike.
// Run: npm run bench -- idbRows        (IDB_ROWS_GAMES=8 games of 90 phases by default)
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../test/e2e/harness';
import { cpuMs, profileProcesses } from './chromiumProcesses';

type Shape = 'today' | 'text-in-mail-record' | 'phase-of-mail-in-one-row' | 'v7';
interface Variant {
  name: string;
  shape: Shape;
  durability?: 'strict' | 'relaxed';
  indexes?: boolean;
  op?: 'add' | 'put';
  gamesPerTransaction?: number;
  inFlight?: number;
  dexie?: boolean;
  /** v7 only: the multi-entry index of the ids inside each phase row. */
  idsIndex?: boolean;
}

const variants: Variant[] = [
  { name: 'today\'s rows (15 a phase)', shape: 'today' },
  { name: '  relaxed durability', shape: 'today', durability: 'relaxed' },
  { name: '  no indexes', shape: 'today', indexes: false },
  { name: '  put instead of add', shape: 'today', op: 'put' },
  { name: '  16 games a transaction', shape: 'today', gamesPerTransaction: 16 },
  { name: '  2 transactions in flight', shape: 'today', inFlight: 2 },
  { name: '  through Dexie bulkAdd', shape: 'today', dexie: true },
  { name: 'mail text in its record (8 a phase)', shape: 'text-in-mail-record' },
  { name: 'a phase\'s mail in one row (2 a phase)', shape: 'phase-of-mail-in-one-row' },
  { name: 'v7: phase row + ids index (2 a phase)', shape: 'v7' },
  { name: '  v7 without the ids index', shape: 'v7', idsIndex: false },
];

/** Builds the games' rows in the page (window.benchRows) and opens a fresh database for them. */
async function prepare(page: Page, variant: Variant, games: number, phases: number): Promise<void> {
  await page.evaluate(async ({ variant, games, phases }) => {
    const w = window as unknown as { benchRows: { store: string; rows: unknown[] }[][]; benchDb: IDBDatabase | null; benchDbName: string };
    const stores: Record<string, string[]> = variant.shape === 'today'
      ? { records: ['gameId'], rawInputs: ['gameId', 'receivedAt'] }
      : variant.shape === 'text-in-mail-record' ? { records: ['gameId'] } : variant.shape === 'v7' ? { records: ['gameId'], phaseMail: [] } : { records: ['gameId'], phaseMail: ['gameId'] };
    w.benchDbName = `rows-bench-${Math.random().toString(36).slice(2)}`;
    w.benchDb = null;
    if (!variant.dexie) {
      w.benchDb = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(w.benchDbName, 1);
        open.onupgradeneeded = () => {
          for (const [name, keyPath] of Object.entries(stores)) {
            if (variant.shape === 'v7' && name === 'phaseMail') {
              // As Dexie creates '[gameId+phase], &*ids': a compound primary key, a unique multi-entry index.
              const store = open.result.createObjectStore(name, { keyPath: ['gameId', 'phase'] });
              if (variant.idsIndex !== false) store.createIndex('ids', 'ids', { multiEntry: true, unique: true });
              continue;
            }
            const store = open.result.createObjectStore(name, { keyPath: 'id' });
            if (variant.indexes !== false) store.createIndex(keyPath.join('+'), keyPath.length === 1 ? keyPath[0]! : keyPath);
          }
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
    }
    let n = 0;
    const id = () => `r${(n++).toString(36).padStart(15, '0')}`;
    w.benchRows = [];
    for (let g = 0; g < games; g++) {
      const gameId = id();
      const rows: Record<string, unknown[]> = { records: [], rawInputs: [], phaseMail: [] };
      for (let i = 0; i < phases; i++) {
        const at = 1.7e12 + (g * phases + i) * 3_600_000;
        const mails: { raw: Record<string, unknown>; record: Record<string, unknown> }[] = [];
        for (let k = 0; k < 7; k++) {
          const mailId = id();
          const text = `From: Player ${g}-${k} <p${g}.${k}@example.org>\r\nTo: gm@example.org\r\nSubject: S1901M orders\r\nDate: ${new Date(at).toUTCString()}\r\n\r\nSIGNON game${g}\r\nA PAR - BUR\r\nF BRE - MAO\r\nA MAR - SPA\r\nF KIE - DEN\r\nA MUN - RUH\r\nSIGNOFF\r\n\r\n-- \r\nSent from my phone. Press to follow: I never promised you the Black Sea. ${i}.${k}\r\n`;
          const raw = { id: mailId, gameId, receivedAt: at + k, sourceName: `power${k}-${i}.eml`, text, lineCount: 14 };
          const record = { id: mailId, gameId, kind: 'diplomacy:mail', phase: `P${i}`, payload: { slot: `P${i}` }, createdAt: at + k };
          mails.push({ raw, record });
        }
        if (variant.shape === 'today') for (const m of mails) { rows.records!.push(m.record); rows.rawInputs!.push(m.raw); }
        else if (variant.shape === 'text-in-mail-record') for (const m of mails) rows.records!.push({ ...m.record, raw: m.raw });
        else if (variant.shape === 'v7') rows.phaseMail!.push({ gameId, phase: `P${i}`, ids: mails.map((m) => m.record.id), rawInputs: mails.map((m) => m.raw), records: mails.map((m) => m.record) });
        else rows.phaseMail!.push({ id: id(), gameId, mails });
        const orders = Array.from({ length: 30 }, (_, j) => `A p${j} - p${(j + i) % 34}`);
        rows.records!.push({
          id: id(), gameId, kind: 'diplomacy:commit', phase: `P${i}`, createdAt: at + 9,
          payload: { parent: null, orders, results: orders.map((o, j) => (j % 5 ? 1 : [2, `standoff with ${o}`])), moved: orders.slice(0, 20).map((_, j) => [j, 'p', `p${j}`]), inputs: mails.map((m) => m.record.id), who: 'GM', notes: 'x'.repeat(600) },
        });
      }
      w.benchRows.push(Object.entries(rows).filter(([, r]) => r.length > 0).map(([store, r]) => ({ store, rows: r })));
    }
  }, { variant, games, phases });
}

/** Writes the prepared rows as the variant says; returns how many. */
function write(page: Page, variant: Variant): Promise<number> {
  return page.evaluate(async (variant) => {
    const w = window as unknown as { benchRows: { store: string; rows: unknown[] }[][]; benchDb: IDBDatabase | null; benchDbName: string; Dexie?: unknown };
    const games = w.benchRows;
    const perTransaction = variant.gamesPerTransaction ?? 4;
    const batches: { store: string; rows: unknown[] }[][][] = [];
    for (let i = 0; i < games.length; i += perTransaction) batches.push(games.slice(i, i + perTransaction));
    let written = 0;
    const db = w.benchDb!;
    const writeBatch = (batch: { store: string; rows: unknown[] }[][]) => new Promise<void>((resolve, reject) => {
      const tx = db.transaction([...db.objectStoreNames], 'readwrite', { durability: variant.durability ?? 'strict' });
      for (const game of batch) for (const { store, rows } of game) {
        const os = tx.objectStore(store);
        for (const row of rows) { if (variant.op === 'put') os.put(row); else os.add(row); written++; }
      }
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new Error('aborted'));
    });
    const running: Promise<void>[] = [];
    for (const batch of batches) {
      running.push(writeBatch(batch));
      if (running.length >= (variant.inFlight ?? 1)) await running.shift();
    }
    await Promise.all(running);
    db.close();
    return written;
  }, variant);
}

/** The same rows through Dexie (the app's way), in a database Dexie opens with v6's indexes. */
async function writeWithDexie(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const w = window as unknown as { benchRows: { store: string; rows: unknown[] }[][]; benchDbName: string; DexieForBench: new (name: string, options: object) => DexieLike };
    interface DexieTable { bulkAdd(rows: unknown[]): Promise<unknown> }
    interface DexieLike { version(n: number): { stores(s: Record<string, string>): void }; open(): Promise<unknown>; close(): void; table(name: string): DexieTable; transaction(mode: string, tables: DexieTable[], work: () => Promise<void>): Promise<void> }
    const db = new w.DexieForBench(w.benchDbName, { chromeTransactionDurability: 'strict' });
    db.version(1).stores({ records: 'id, gameId', rawInputs: 'id, [gameId+receivedAt]' });
    await db.open();
    let written = 0;
    const games = w.benchRows;
    for (let i = 0; i < games.length; i += 4) {
      const batch = games.slice(i, i + 4);
      const tables = ['records', 'rawInputs'].map((t) => db.table(t));
      await db.transaction('rw', tables, async () => {
        for (const name of ['records', 'rawInputs']) {
          const rows = batch.flatMap((g) => g.filter((s) => s.store === name).flatMap((s) => s.rows));
          await db.table(name).bulkAdd(rows);
          written += rows.length;
        }
      });
    }
    db.close();
    return written;
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function run(): Promise<string[]> {
  const games = Number(process.env.IDB_ROWS_GAMES ?? 8);
  const rounds = Number(process.env.IDB_ROWS_ROUNDS ?? 3);
  const phases = 90;
  // IDB_ROWS_ONLY='today,v7' runs only the variants whose name contains one of these words.
  const only = process.env.IDB_ROWS_ONLY?.split(',').map((w) => w.trim()).filter(Boolean);
  const chosen = only ? variants.filter((v) => only.some((w) => v.name.includes(w))) : variants;
  const server = createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>rows</title>'); });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const userDataDir = mkdtempSync(join(tmpdir(), 'adjutant-idb-rows-'));
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: chromiumPath, headless: true, args: chromiumArgs });
  const lines: string[] = [`machine load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores; ${games} games of ${phases} phases, 7 mails a phase; median of ${rounds} rounds`];
  try {
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto(`http://127.0.0.1:${address.port}/`);
    // tsx (the bench runner) keeps function names with an `__name` helper the page does not have.
    await page.evaluate('globalThis.__name ??= (f) => f');
    // Dexie as the app bundles it, for the one variant that writes through it.
    await page.addScriptTag({ path: join(import.meta.dirname, '../node_modules/dexie/dist/dexie.js') });
    await page.evaluate(() => { const w = window as unknown as { Dexie: unknown; DexieForBench: unknown }; w.DexieForBench = w.Dexie; });
    const marker = `--user-data-dir=${userDataDir}`;
    const cpuByKind = () => {
      const out = new Map<string, number>();
      for (const p of profileProcesses(marker)) out.set(p.renderer ? 'renderer' : p.kind, (out.get(p.renderer ? 'renderer' : p.kind) ?? 0) + cpuMs(p.pid));
      return out;
    };
    const results = new Map<string, { rows: number; browser: number[]; renderer: number[] }>();
    for (let round = 0; round < rounds; round++) {
      for (const variant of chosen) {
        await prepare(page, variant, games, phases);
        const before = cpuByKind();
        const rows = variant.dexie ? await writeWithDexie(page) : await write(page, variant);
        const after = cpuByKind();
        const used = (kind: string) => (after.get(kind) ?? 0) - (before.get(kind) ?? 0);
        const r = results.get(variant.name) ?? { rows, browser: [], renderer: [] };
        r.browser.push(used('browser'));
        r.renderer.push(used('renderer'));
        results.set(variant.name, r);
      }
    }
    for (const [name, r] of results) {
      const browser = median(r.browser);
      const renderer = median(r.renderer);
      lines.push(`${name.padEnd(40)} ${String(r.rows).padStart(7)} rows  browser ${(browser / 1000).toFixed(2)} s (${(browser * 1000 / r.rows).toFixed(0)} µs a row)  renderer ${(renderer / 1000).toFixed(2)} s (${(renderer * 1000 / r.rows).toFixed(0)} µs a row)`);
    }
    lines.push('(CPU from /proc in 10 ms ticks; each variant alone in a fresh database)');
    return lines;
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
    await new Promise<void>((ok) => server.close(() => ok()));
  }
}
