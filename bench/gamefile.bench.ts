// Benchmark: writing and reading one large game file (#21: the streamed backup writes and reads
// one game file per game, so these two set most of its speed). A realistic long Diplomacy game from
// bench/historyGames.ts; prints milliseconds per MB of file text, the median of several runs.
// "before" is the replacer form game files were written with until #21 (kept here to compare; the
// property test test/core/gameFile/sortedJson.test.ts holds the two to the same bytes), and a plain
// JSON.stringify of the same envelope is the floor; then the deflate the backup could use, bytes
// against CPU time. Run: npm run bench -- gamefile
import { deflateRawSync, constants } from 'node:zlib';
import { deflateSync } from 'fflate';
import { gameFileFrom, readGameFile, serializeGameFile } from '../core/gameFile/index';
import { packEntry } from '../renderer/storage/backupArchive';
import { generateGame } from './historyGames';

const PHASES = Number(process.env.GAMEFILE_BENCH_PHASES ?? 120);
const RUNS = Number(process.env.GAMEFILE_BENCH_RUNS ?? 9);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The least CPU time (user + system, every thread of this process: zlib's too) of `runs` runs. */
async function cpuTimed(runs: number, work: () => unknown): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    await work();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

async function timed(runs: number, work: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  return median(times);
}

function replacerSerialize(envelope: object): string {
  const sortedKeys = (v: unknown): unknown => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  };
  return JSON.stringify(envelope, (_k, v: unknown) => (v === envelope ? v : sortedKeys(v))) + '\n';
}

export async function run(): Promise<string[]> {
  const g = await generateGame(7, PHASES);
  const file = await gameFileFrom(g.game, g.records, g.rawInputs, { savedAt: Date.UTC(2026, 0, 1), appVersion: 'bench' });
  const envelope = { format: file.format, version: file.version, schemaVersion: file.schemaVersion, savedAt: file.savedAt, appVersion: file.appVersion, game: file.game, records: file.records, rawInputs: file.rawInputs };
  const text = serializeGameFile(file);
  if (replacerSerialize(envelope) !== text) throw new Error('serializeGameFile no longer gives the old bytes');
  const mb = new TextEncoder().encode(text).length / 1e6;
  const perMb = (ms: number) => `${(ms / mb).toFixed(1)} ms/MB (${ms.toFixed(1)} ms)`;

  const before = await timed(RUNS, () => replacerSerialize(envelope));
  const after = await timed(RUNS, () => serializeGameFile(file));
  const plain = await timed(RUNS, () => JSON.stringify(envelope));
  const read = await timed(RUNS, async () => { const r = await readGameFile(text); if (!r.ok) throw new Error(r.reason); });
  const parse = await timed(RUNS, () => JSON.parse(text));
  // How the backup could deflate a game file (issue 21): fflate (JavaScript, the fallback where the
  // platform has no CompressionStream) at level 1 and 6, zlib at level 1 and at its default 6 (what
  // CompressionStream gives; it takes no level), and packEntry as the backup calls it (the
  // platform's gzip, its CRC-32 taken from the trailer). Bytes against CPU: print both.
  const bytes = new TextEncoder().encode(text);
  const deflates: [string, () => Promise<number> | number][] = [
    ['fflate level 1', () => deflateSync(bytes, { level: 1 }).length],
    ['fflate level 6', () => deflateSync(bytes, { level: 6 }).length],
    ['zlib level 1', () => deflateRawSync(bytes, { level: 1 }).length],
    ['zlib level 6 (CompressionStream)', () => deflateRawSync(bytes, { level: constants.Z_DEFAULT_COMPRESSION }).length],
    ['packEntry (the backup: encode, gzip, CRC)', async () => (await packEntry(text)).deflated.length],
  ];
  const deflateLines: string[] = [];
  for (const [name, work] of deflates) {
    const size = await work();
    const cpu = await cpuTimed(RUNS, work);
    deflateLines.push(`deflate, ${name}: ${(size / 1e3).toFixed(0)} KB (${(100 * size / bytes.length).toFixed(1)} %), ${(cpu / mb).toFixed(1)} ms of CPU/MB (${cpu.toFixed(1)} ms; least of ${RUNS})`);
  }
  return [
    `one game of ${g.phases} committed phases, ${file.records.length} records, ${file.rawInputs.length} mails: ${mb.toFixed(2)} MB of file text; median of ${RUNS} runs`,
    `serialize before (replacer sorting every object): ${perMb(before)}`,
    `serialize now (serializeGameFile):                ${perMb(after)}  (${(before / after).toFixed(1)}x faster)`,
    `plain JSON.stringify, unsorted (floor):           ${perMb(plain)}`,
    `readGameFile (parse, checks, SHA-256 of each mail): ${perMb(read)}`,
    `JSON.parse alone (floor):                         ${perMb(parse)}`,
    ...deflateLines,
  ];
}
