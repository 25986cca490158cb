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
