// Replaying one dipcc game file, for `adjutant replay`: in the command's own thread or in a
// worker thread (node:worker_threads), so an archive of games can use every core. core/ stays
// pure: threads, files and the clock are the CLI's business.
//
// A worker is the built module itself, started again in a new thread: the module that holds this
// code (a chunk of dist/cli/) sees `workerData` tagged as below and serves replays until closed.
// Each worker reads, replays and reports one game at a time, so memory stays bounded however many
// files an archive holds.
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { getProfile, type HouseRules } from '../core/diplomacy/houseRules';
import { profilesThatReplay, replayGame, type ReplayReport } from '../core/diplomacy/replay';

export type FileReport = ReplayReport & { file: string; unreadable?: string; replaysIdenticallyUnder?: string[] };

/** Reads, replays and reports one game file; an unreadable file is a report, never a throw. */
export function replayFile(file: string, rules: HouseRules): FileReport {
  let json: unknown;
  try { json = JSON.parse(readFileSync(file, 'utf8')); } catch (e) {
    const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    return { file, phases: 0, mismatches: [], diagnostics: [], normalised: [], unreadable: `cannot read ${file}: ${why}` };
  }
  const report = replayGame(json, rules, undefined, { explain: true });
  if (report.phases === 0 && report.diagnostics.length) return { file, ...report, unreadable: `${file}: ${report.diagnostics[0]}` };
  // Only a game that differs is replayed under the other profiles: that is when a GM needs them.
  return report.mismatches.length ? { file, ...report, replaysIdenticallyUnder: profilesThatReplay(json) } : { file, ...report };
}

const workerTag = 'adjutant-replay-worker';

interface WorkerSetup { [workerTag]: true; rules: string }
export interface ReplayTask { index: number; file: string }
export interface ReplayDone { index: number; report: FileReport }

/**
 * Whether this module can be started as a worker: only the built CLI (plain JavaScript) can;
 * run from the TypeScript sources (tests, tsx) it replays in its own thread.
 */
export function workersAvailable(): boolean {
  return /\.[cm]?js$/.test(new URL(import.meta.url).pathname);
}

/** A worker thread replaying the games it is sent under the profile `rules`. */
export function startReplayWorker(rules: string): Worker {
  const setup: WorkerSetup = { [workerTag]: true, rules };
  return new Worker(new URL(import.meta.url), { workerData: setup });
}

if (!isMainThread && parentPort && (workerData as Partial<WorkerSetup> | undefined)?.[workerTag]) {
  const port = parentPort;
  const rules = getProfile((workerData as WorkerSetup).rules);
  port.on('message', (task: ReplayTask) => {
    const done: ReplayDone = { index: task.index, report: replayFile(task.file, rules) };
    port.postMessage(done);
  });
}
