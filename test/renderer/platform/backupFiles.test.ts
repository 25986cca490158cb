// The browser side of the streamed backup (issue 21): chunks go to the File System Access API's
// save picker where the browser has one, else into Blob parts downloaded at the end; a backup to
// restore is read in slices of the picked File.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPlatform } from '../../../renderer/platform/browser';
import { MAX_BACKUP_STREAM_BYTES } from '../../../electron/limits';

afterEach(() => { vi.restoreAllMocks(); document.body.replaceChildren(); delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker; });

describe('streamed backup in a browser', () => {
  it('writes chunk by chunk through the save picker, and aborts (nothing kept) on Cancel', async () => {
    const written: unknown[] = [];
    const ends: string[] = [];
    const picker = vi.fn(async () => ({ createWritable: async () => ({
      write: async (data: unknown) => { written.push(data); }, close: async () => { ends.push('close'); }, abort: async () => { ends.push('abort'); },
    }) }));
    (window as { showSaveFilePicker?: unknown }).showSaveFilePicker = picker;
    const platform = createBrowserPlatform(document);
    const handle = (await platform.beginBackupSave('adjutant-backup.zip'))!;
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: 'adjutant-backup.zip' }));
    await platform.writeBackupChunk(handle, new Uint8Array([1, 2]));
    await platform.writeBackupChunk(handle, new Uint8Array([3]));
    await platform.endBackupSave(handle, true);
    expect(written).toEqual([new Uint8Array([1, 2]), new Uint8Array([3])]);
    expect(ends).toEqual(['close']);

    const second = (await platform.beginBackupSave('b.zip'))!;
    await platform.endBackupSave(second, false);
    expect(ends).toEqual(['close', 'abort']);
    await expect(platform.writeBackupChunk(second, new Uint8Array([1]))).rejects.toThrow(/not open for writing/);
  });

  it('resolves null when the GM dismisses the save picker', async () => {
    (window as { showSaveFilePicker?: unknown }).showSaveFilePicker = async () => { throw Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' }); };
    expect(await createBrowserPlatform(document).beginBackupSave('a.zip')).toBeNull();
  });

  it('without a save picker, gathers Blob parts and downloads them as one zip only when complete', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:test/1'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this.download); });
    const platform = createBrowserPlatform(document);
    const cancelled = (await platform.beginBackupSave('cancelled.zip'))!;
    await platform.writeBackupChunk(cancelled, new Uint8Array([9]));
    await platform.endBackupSave(cancelled, false);
    expect(clicked).toEqual([]);

    const handle = (await platform.beginBackupSave('adjutant-backup.zip'))!;
    await platform.writeBackupChunk(handle, new Uint8Array([0x50, 0x4b]));
    await platform.writeBackupChunk(handle, new Uint8Array([3, 4]));
    await platform.endBackupSave(handle, true);
    expect(clicked).toEqual(['adjutant-backup.zip']);
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
    expect(blobs[0]!.type).toBe('application/zip');
  });

  it('reads a picked backup in slices, never whole', async () => {
    const platform = createBrowserPlatform(document);
    const opening = platform.openBackupForRead();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toContain('.zip');
    expect(input.accept).toContain('.json');
    const file = new File([new Uint8Array([1, 2, 3, 4, 5])], 'backup.zip');
    const slice = vi.spyOn(file, 'slice');
    Object.defineProperty(input, 'files', { value: [file] });
    input.dispatchEvent(new Event('change'));
    const opened = (await opening)!;
    expect(opened).toMatchObject({ name: 'backup.zip', size: 5 });
    expect([...await platform.readBackupChunk(opened.handle, 1, 3)]).toEqual([2, 3, 4]);
    expect([...await platform.readBackupChunk(opened.handle, 4, 3)]).toEqual([5]);
    expect(slice).toHaveBeenCalledWith(1, 4);
    await platform.closeBackupRead(opened.handle);
    await expect(platform.readBackupChunk(opened.handle, 0, 1)).rejects.toThrow(/not open for reading/);
  });

  it('names the real cause of a refused backup: over the sanity cap it is refused as too large, with its size and the cap, before a byte is read', async () => {
    const platform = createBrowserPlatform(document);
    const pick = (name: string, size: number) => {
      const file = new File([new Uint8Array([0x50, 0x4b])], name);
      Object.defineProperty(file, 'size', { value: size });
      const slice = vi.spyOn(file, 'slice');
      const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
      Object.defineProperty(input, 'files', { value: [file] });
      input.dispatchEvent(new Event('change'));
      return slice;
    };
    const refusing = platform.openBackupForRead();
    const read = pick('huge.zip', MAX_BACKUP_STREAM_BYTES + 1);
    await expect(refusing).rejects.toThrow(/^huge\.zip is too large: 65536 MB; a backup can be at most 65536 MB\.$/);
    expect(read).not.toHaveBeenCalled();
    document.body.replaceChildren();
    // The cap itself opens.
    const opening = platform.openBackupForRead();
    pick('at-cap.zip', MAX_BACKUP_STREAM_BYTES);
    expect(await opening).toMatchObject({ name: 'at-cap.zip', size: MAX_BACKUP_STREAM_BYTES });
  });
});
