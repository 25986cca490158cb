// The workspace's handle on the ledger operations. They run in the core worker once its API
// carries them (`ledger: ledgerApi` in renderer/worker/coreApi.ts); until then, or if the worker
// answers without them, the same functions run in this thread. Either way the UI gets plain data
// through a promise, so nothing else changes when the worker takes over.
import { callCore } from '../worker/client';
import { ledgerApi, type LedgerApi } from '../worker/ledgerApi';

/** The worker's ledger operations as comlink exposes them: each returns a promise of plain data. */
type RemoteLedger = { [K in keyof LedgerApi]: (...args: Parameters<LedgerApi[K]>) => Promise<ReturnType<LedgerApi[K]>> };

function remoteLedger(core: unknown): RemoteLedger {
  return (core as { ledger: RemoteLedger }).ledger;
}

let workerHasLedger: Promise<boolean> | undefined;

/** Asks the worker once whether it carries the ledger operations. */
function probeWorker(): Promise<boolean> {
  workerHasLedger ??= callCore(async (core) => (await remoteLedger(core).version()) === ledgerApi.version()).catch(() => false);
  return workerHasLedger;
}

type Operations = { [K in keyof LedgerApi]: (...args: Parameters<LedgerApi[K]>) => Promise<ReturnType<LedgerApi[K]>> };

function call<K extends keyof LedgerApi>(name: K): Operations[K] {
  const operation = async (...args: Parameters<LedgerApi[K]>): Promise<ReturnType<LedgerApi[K]>> => {
    if (await probeWorker()) return callCore((core) => (remoteLedger(core)[name] as (...a: Parameters<LedgerApi[K]>) => Promise<ReturnType<LedgerApi[K]>>)(...args));
    const fn = ledgerApi[name] as (...a: Parameters<LedgerApi[K]>) => ReturnType<LedgerApi[K]>;
    // Structured-clone the answer as the worker would, so the UI never holds core's frozen objects.
    return structuredClone(fn(...args));
  };
  // TypeScript cannot follow a generic key through the mapped type; the shapes are the same.
  return operation as unknown as Operations[K];
}

export const ledgerClient: Operations = {
  version: call('version'),
  sampleRulesets: call('sampleRulesets'),
  checkRuleset: call('checkRuleset'),
  ukInstant: call('ukInstant'),
  view: call('view'),
  ballotBox: call('ballotBox'),
  publish: call('publish'),
};
