import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from '../../../renderer/storage/persistence';

describe('asking the browser to keep IndexedDB', () => {
  it('asks only when storage is not persistent yet, and reports the answer', async () => {
    const persist = vi.fn(async () => true);
    await expect(requestPersistentStorage({ persisted: async () => true, persist })).resolves.toBe('persisted');
    expect(persist).not.toHaveBeenCalled();
    await expect(requestPersistentStorage({ persisted: async () => false, persist })).resolves.toBe('granted');
    expect(persist).toHaveBeenCalledOnce();
    await expect(requestPersistentStorage({ persisted: async () => false, persist: async () => false })).resolves.toBe('refused');
  });
  it('never fails the start-up when the API is missing or throws', async () => {
    await expect(requestPersistentStorage(null)).resolves.toBe('unsupported');
    await expect(requestPersistentStorage({})).resolves.toBe('unsupported');
    await expect(requestPersistentStorage({ persisted: async () => { throw new Error('no'); }, persist: async () => true })).resolves.toBe('unsupported');
  });
});
