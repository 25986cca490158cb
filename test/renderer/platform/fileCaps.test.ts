// The browser build refuses a picked file over the desktop build's cap (electron/limits.ts) before
// reading a byte, with a message naming the file and the cap.
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserPlatform } from '../../../renderer/platform/browser';
import { MAX_BACKUP_FILE_BYTES, MAX_ORDERS_FILE_BYTES } from '../../../electron/limits';
import { MAX_BACKUP_FILE_BYTES as DESKTOP_BACKUP_CAP, MAX_ORDERS_FILE_BYTES as DESKTOP_ORDERS_CAP } from '../../../electron/ipcSchemas';

afterEach(() => document.body.replaceChildren());

/** A picked file that claims `size` bytes; reading it would fail the test. */
function sized(name: string, size: number): File {
  const file = new File(['{}'], name);
  Object.defineProperty(file, 'size', { value: size });
  Object.defineProperty(file, 'text', { value: () => { throw new Error(`${name} was read`); } });
  return file;
}

function pick(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: files });
  input.dispatchEvent(new Event('change'));
}

describe('file size caps in the browser build', () => {
  it('uses the very caps the desktop build checks', () => {
    expect(MAX_BACKUP_FILE_BYTES).toBe(DESKTOP_BACKUP_CAP);
    expect(MAX_ORDERS_FILE_BYTES).toBe(DESKTOP_ORDERS_CAP);
  });

  it('refuses a backup one byte over 64 MB without reading it', async () => {
    const opening = createBrowserPlatform(document).openFile('backup');
    pick([sized('huge.json', MAX_BACKUP_FILE_BYTES + 1)]);
    await expect(opening).rejects.toThrow('huge.json is 64 MB; a backup can be at most 64 MB.');
  });

  it('refuses an orders file over 8 MB, even beside small ones', async () => {
    const opening = createBrowserPlatform(document).openFile('orders');
    pick([new File(['A Par H'], 'ok.txt'), sized('mailbox.eml', MAX_ORDERS_FILE_BYTES * 2)]);
    await expect(opening).rejects.toThrow('mailbox.eml is 16 MB; an orders file can be at most 8 MB.');
  });

  it('reads a backup exactly at the cap', async () => {
    const opening = createBrowserPlatform(document).openFile('backup');
    const file = new File(['{"ok":true}'], 'at-cap.json');
    Object.defineProperty(file, 'size', { value: MAX_BACKUP_FILE_BYTES });
    pick([file]);
    await expect(opening).resolves.toEqual([{ name: 'at-cap.json', text: '{"ok":true}' }]);
  });
});
