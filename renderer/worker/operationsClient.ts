// The UI's handle on one group of core operations (the ledger's, the Coalition judge's): each runs
// in the core worker, which carries the group under `name` in its API (renderer/worker/coreApi.ts),
// or, when there is no worker or it answers with another version of the group, in this thread.
// The happy-dom renderer tests have no Worker at all, so they take the in-thread path. Either way
// the UI gets plain data through a promise, so nothing else changes with where the work is done.
import { callCore } from './client';
import type { CoreApi } from './api';

/** A group of operations as comlink exposes it: the same arguments, each answer a promise. */
export type PromisedOperations<Api> = {
  [K in keyof Api]: Api[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

/** A group the worker may carry: it names its version, so both sides can agree on the shapes. */
type OperationGroup = { version(): string };

type AnyOperation = (...args: unknown[]) => unknown;

/**
 * The promise-returning operations of the group `name`, run in the worker when it carries the
 * same version of them (asked once), else `localOperations` run here.
 */
export function operationsClient<Name extends keyof CoreApi, Api extends OperationGroup>(name: Name, localOperations: Api): PromisedOperations<Api> {
  const remote = (core: unknown): Record<string, AnyOperation> | undefined => (core as Record<string, Record<string, AnyOperation> | undefined>)[name];

  let workerHasThem: Promise<boolean> | undefined;
  /** Asks the worker once whether it carries these operations, in the same version. */
  function probeWorker(): Promise<boolean> {
    workerHasThem ??= callCore(async (core) => {
      const operations = remote(core);
      return !!operations && (await operations.version!()) === localOperations.version();
    }).catch(() => false);
    return workerHasThem;
  }

  const local = localOperations as unknown as Record<string, AnyOperation>;
  const client: Record<string, AnyOperation> = {};
  for (const operation of Object.keys(localOperations)) {
    client[operation] = async (...args: unknown[]) => {
      if (await probeWorker()) return callCore(async (core) => remote(core)![operation]!(...args));
      // Structured-clone the answer as the worker would, so the UI never holds core's frozen
      // objects and both paths hand it the same data.
      return structuredClone(local[operation]!(...args));
    };
  }
  // TypeScript cannot follow the keys through the loop; the shapes are those of PromisedOperations.
  return client as PromisedOperations<Api>;
}
