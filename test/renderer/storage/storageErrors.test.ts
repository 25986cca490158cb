// Storage trouble said plainly: each cause gets its own advice, never the browser's bare text.
import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { describeStorageError, storageTrouble } from '../../../renderer/storage/storageErrors';
import { persistenceWarning } from '../../../renderer/storage/persistence';

const dom = (name: string) => new DOMException('raw browser text', name);

describe('storage errors', () => {
  it('tells the causes apart, through Dexie\'s wrappers too', () => {
    expect(storageTrouble(dom('QuotaExceededError'))).toBe('full');
    expect(storageTrouble(new Dexie.AbortError('aborted', dom('QuotaExceededError')))).toBe('full');
    expect(storageTrouble(new Dexie.MissingAPIError('IndexedDB API missing'))).toBe('unavailable');
    expect(storageTrouble(new Dexie.OpenFailedError(dom('InvalidStateError')))).toBe('unavailable');
    expect(storageTrouble(new Dexie.VersionError('newer'))).toBe('newer');
    expect(storageTrouble(new Dexie.DatabaseClosedError('closed'))).toBe('blocked');
    expect(storageTrouble(new Error('something else'))).toBe('other');
    expect(storageTrouble('a string')).toBe('other');
  });

  it('gives advice true for the cause, with no links', () => {
    const full = describeStorageError(new Dexie.AbortError('aborted', dom('QuotaExceededError')), 'store the mail');
    expect(full).toMatch(/^Adjutant could not store the mail: the disk, or this browser's share of it, is full\./);
    expect(full).toMatch(/Free some disk space/);
    const unavailable = describeStorageError(new Dexie.MissingAPIError('IndexedDB API missing'), 'open its storage');
    expect(unavailable).toMatch(/no storage .*private window/);
    expect(unavailable).not.toMatch(/disk space/);
    for (const e of [dom('QuotaExceededError'), new Dexie.MissingAPIError('x'), new Dexie.VersionError('x'), new Dexie.DatabaseClosedError('x'), new Error('x')]) {
      const text = describeStorageError(e);
      expect(text).not.toMatch(/https?:|www\.|raw browser text/);
    }
    expect(describeStorageError(new Error('disk on fire'))).toBe('Adjutant could not save: disk on fire');
  });

  it('warns when the browser will not keep the games, naming private windows, and stays quiet when it will', () => {
    expect(persistenceWarning('persisted')).toBeNull();
    expect(persistenceWarning('granted')).toBeNull();
    expect(persistenceWarning('refused')).toMatch(/^This browser did not agree .* a private window deletes them all when it closes\. Take a backup/);
    expect(persistenceWarning('unsupported')).toMatch(/^This browser cannot promise/);
  });
});
