// A browser may evict a site's IndexedDB under disk pressure unless the site has persistent
// storage. Every game lives there, so ask for it once at start-up. Electron's storage is already
// persistent; a browser that refuses or lacks the API leaves things as they were.
export type Persistence = 'persisted' | 'granted' | 'refused' | 'unsupported';

export async function requestPersistentStorage(storage: Partial<Pick<StorageManager, 'persisted' | 'persist'>> | null = globalThis.navigator?.storage ?? null): Promise<Persistence> {
  if (!storage?.persist || !storage.persisted) return 'unsupported';
  try {
    if (await storage.persisted()) return 'persisted';
    return (await storage.persist()) ? 'granted' : 'refused';
  } catch {
    return 'unsupported';
  }
}

/**
 * What the GM must know when the browser will not keep the games for good, or null when it will.
 * A private window is the common case: everything in it is deleted when it closes.
 */
export function persistenceWarning(persistence: Persistence): string | null {
  if (persistence === 'persisted' || persistence === 'granted') return null;
  const first = persistence === 'refused'
    ? 'This browser did not agree to keep Adjutant\'s games for good.'
    : 'This browser cannot promise to keep Adjutant\'s games for good.';
  return `${first} It may delete them when the disk runs low, and a private window deletes them all when it closes. Take a backup (Backup, on the home screen) at the end of every session, or use the desktop app.`;
}
