// The workspace's handle on the ledger operations: they run in the core worker, which carries them
// as `ledger: ledgerApi` (renderer/worker/coreApi.ts), or in this thread when there is no worker or
// it answers with another version; either way the UI gets plain data through a promise.
import { operationsClient } from '../worker/operationsClient';
import { ledgerApi } from '../worker/ledgerApi';

export const ledgerClient = operationsClient('ledger', ledgerApi);
