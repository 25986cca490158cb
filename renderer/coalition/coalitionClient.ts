// The workspace's handle on the Coalition operations. They run in the core worker once its API
// carries them (`coalition: coalitionApi` in renderer/worker/coreApi.ts); until then, or if the
// worker answers without them, the same functions run in this thread. Either way the UI gets plain
// data through a promise, so nothing else changes when the worker takes over.
import { callCore } from '../worker/client';
import { coalitionApi, type CoalitionApi } from '../worker/coalitionApi';

type Operations = { [K in keyof CoalitionApi]: (...args: Parameters<CoalitionApi[K]>) => Promise<ReturnType<CoalitionApi[K]>> };

function remote(core: unknown): Operations | undefined {
  return (core as { coalition?: Operations }).coalition;
}

let workerHasCoalition: Promise<boolean> | undefined;

/** Asks the worker once whether it carries the Coalition operations (and the same version). */
function probeWorker(): Promise<boolean> {
  workerHasCoalition ??= callCore(async (core) => {
    const ops = remote(core);
    return !!ops && (await ops.version()) === coalitionApi.version();
  }).catch(() => false);
  return workerHasCoalition;
}

function call<K extends keyof CoalitionApi>(name: K): Operations[K] {
  const operation = async (...args: Parameters<CoalitionApi[K]>): Promise<ReturnType<CoalitionApi[K]>> => {
    if (await probeWorker()) return callCore((core) => (remote(core)![name] as (...a: Parameters<CoalitionApi[K]>) => Promise<ReturnType<CoalitionApi[K]>>)(...args));
    const fn = coalitionApi[name] as (...a: Parameters<CoalitionApi[K]>) => ReturnType<CoalitionApi[K]>;
    // Structured-clone the answer as the worker would, so both paths hand the UI the same data.
    return structuredClone(fn(...args));
  };
  // TypeScript cannot follow a generic key through the mapped type; the shapes are the same.
  return operation as unknown as Operations[K];
}

export const coalitionClient: Operations = {
  version: call('version'),
  sample: call('sample'),
  checkRound: call('checkRound'),
  checkRoster: call('checkRoster'),
  view: call('view'),
};
