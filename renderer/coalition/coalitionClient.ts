// The workspace's handle on the Coalition operations: they run in the core worker, which carries
// them as `coalition: coalitionApi` (renderer/worker/coreApi.ts), or in this thread when there is
// no worker or it answers with another version; either way the UI gets plain data through a promise.
import { operationsClient } from '../worker/operationsClient';
import { coalitionApi } from '../worker/coalitionApi';

export const coalitionClient = operationsClient('coalition', coalitionApi);
