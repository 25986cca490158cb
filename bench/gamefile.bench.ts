// Benchmark: writing and reading one large game file (#21: the streamed backup writes and reads
// one game file per game, so these two set most of its speed). A realistic long Diplomacy game from
// bench/historyGames.ts; prints milliseconds per MB of file text, the median of several runs.
// "before" is the replacer form game files were written with until #21 (kept here to compare; the
// property test test/core/gameFile/sortedJson.test.ts holds the two to the same bytes), and a plain
// JSON.stringify of the same envelope is the floor. Run: npm run bench -- gamefile
import { gameFileFrom, readGameFile, serializeGameFile } from '../core/gameFile/index';
import { generateGame } from './historyGames';

const PHASES = Number(process.env.GAMEFILE_BENCH_PHASES ?? 120);
const RUNS = Number(process.env.GAMEFILE_BENCH_RUNS ?? 9);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

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
  return [
    `one game of ${g.phases} committed phases, ${file.records.length} records, ${file.rawInputs.length} mails: ${mb.toFixed(2)} MB of file text; median of ${RUNS} runs`,
    `serialize before (replacer sorting every object): ${perMb(before)}`,
    `serialize now (serializeGameFile):                ${perMb(after)}  (${(before / after).toFixed(1)}x faster)`,
    `plain JSON.stringify, unsorted (floor):           ${perMb(plain)}`,
    `readGameFile (parse, checks, SHA-256 of each mail): ${perMb(read)}`,
    `JSON.parse alone (floor):                         ${perMb(parse)}`,
  ];
}
