// What went wrong with the browser's storage, said in the GM's words with advice that is true for
// that cause. IndexedDB failures arrive as DOMExceptions or as Dexie's wrappers of them (the
// original under `inner`); the name is what tells the causes apart, the browser's own message
// (often a URL or a code) is never shown alone.

export type StorageTrouble = 'unavailable' | 'full' | 'newer' | 'blocked' | 'other';

/** Every error name in the chain: the error, what Dexie wrapped, what it was caused by. */
function names(error: unknown): string[] {
  const out: string[] = [];
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string') out.push(name);
    e = (e as { inner?: unknown; cause?: unknown }).inner ?? (e as { cause?: unknown }).cause;
  }
  return out;
}

export function storageTrouble(error: unknown): StorageTrouble {
  const all = names(error);
  if (all.includes('QuotaExceededError')) return 'full';
  // No IndexedDB at all (switched off, some private windows), or one that refuses to open.
  if (all.some((n) => n === 'MissingAPIError' || n === 'InvalidStateError' || n === 'SecurityError')) return 'unavailable';
  if (all.includes('VersionError')) return 'newer';
  if (all.some((n) => n === 'BlockedError' || n === 'DatabaseClosedError')) return 'blocked';
  return 'other';
}

/** One plain paragraph for the GM: what happened and what to do. No links. */
export function describeStorageError(error: unknown, doing = 'save'): string {
  switch (storageTrouble(error)) {
    case 'full':
      return `Adjutant could not ${doing}: the disk, or this browser's share of it, is full. Nothing was half-saved; the last change was not kept. Free some disk space (or empty the browser's storage of other sites), then try again.`;
    case 'unavailable':
      return `Adjutant could not ${doing}: this browser gives it no storage (site storage is switched off, or this is a private window that allows none). Games cannot be kept here; open Adjutant in a normal window, or use the desktop app.`;
    case 'newer':
      return `Adjutant could not ${doing}: the games here were saved by a newer Adjutant. Use that version; this one would not read them correctly.`;
    case 'blocked':
      return `Adjutant could not ${doing}: another Adjutant window or tab is holding the storage (it may be updating it). Close the other windows and reload this one.`;
    default:
      return `Adjutant could not ${doing}: ${(error as Error)?.message ?? String(error)}`;
  }
}
