// The UI's handle on the core worker. One worker per window, started on first use; every call
// returns a promise of plain data. If the worker cannot start (a broken build, a CSP mistake),
// calls reject with a message instead of waiting for ever, which comlink alone would do.
import { wrap, type Remote } from 'comlink';
import type { CoreApi } from './api';

interface Started { remote: Remote<CoreApi>; failed: Promise<never> }

let started: Started | undefined;

function start(): Started {
  // `new URL(..., import.meta.url)` inside `new Worker` is the form Vite recognises and bundles
  // as a separate module-worker chunk.
  const worker = new Worker(new URL('./coreWorker.ts', import.meta.url), { type: 'module', name: 'adjutant-core' });
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      reject(new Error(`The rules engine did not start${event.message ? `: ${event.message}` : ''}.`));
    });
  });
  failed.catch(() => {}); // observed by callers of callCore; not an unhandled rejection on its own
  return { remote: wrap<CoreApi>(worker), failed };
}

/** Runs one worker operation: `callCore((core) => core.variantSummary('standard'))`. */
export function callCore<T>(operation: (core: Remote<CoreApi>) => Promise<T>): Promise<T> {
  try {
    started ??= start();
  } catch (error) {
    // No Worker at all (a very old or locked-down browser): say so rather than throw in a render.
    return Promise.reject(new Error(`The rules engine could not start: ${(error as Error).message}`));
  }
  return Promise.race([operation(started.remote), started.failed]);
}
