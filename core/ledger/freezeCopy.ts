// Hand out snapshots of internal records: a frozen deep copy, so callers can neither edit the
// ledger's state through them nor see them change later.

import { deepFreeze } from './freeze';

export function freezeCopy<T>(value: T): T {
  return deepFreeze(JSON.parse(JSON.stringify(value)) as T);
}
