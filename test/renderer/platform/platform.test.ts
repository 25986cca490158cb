// Platform selection and the browser implementation of PlatformBridge.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choosePlatform } from '../../../renderer/platform';
import { base64ToBytes, createBrowserPlatform } from '../../../renderer/platform/browser';
import type { PlatformBridge } from '../../../renderer/platform/bridge';

afterEach(() => { vi.restoreAllMocks(); vi.unstubAllGlobals(); document.body.replaceChildren(); });

describe('choosing the platform', () => {
  it('uses the Electron preload bridge when window.adjutant is there', async () => {
    const electron: PlatformBridge = {
      openFile: async () => [], saveFile: async () => true, copyToClipboard: async () => {}, copyImageToClipboard: async () => {},
      appInfo: async () => ({ name: 'Adjutant', version: '1.2.3', platform: 'electron' }),
      beginBackupSave: async () => null, writeBackupChunk: async () => {}, endBackupSave: async () => {},
      openBackupForRead: async () => null, readBackupChunk: async () => new Uint8Array(), closeBackupRead: async () => {},
    };
    expect(choosePlatform({ adjutant: electron, document })).toBe(electron);
  });

  it('falls back to the browser implementation otherwise', async () => {
    const chosen = choosePlatform({ adjutant: undefined, document });
    await expect(chosen.appInfo()).resolves.toMatchObject({ name: 'Adjutant', platform: 'browser', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});

/** The file input the bridge puts in the document, with `files` set as a picker would. */
function pickFiles(files: File[]): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input in the document');
  Object.defineProperty(input, 'files', { value: files });
  input.dispatchEvent(new Event('change'));
  return input;
}

describe('browser platform', () => {
  it('opens order files as text, verbatim, several at once, with their bytes for the mail reader', async () => {
    const platform = createBrowserPlatform(document);
    const opening = platform.openFile('orders');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.multiple).toBe(true);
    expect(input.accept).toContain('.eml');
    const text = 'From: Turkey\r\n\r\nF Ank - BLA\r\n<script>x</script> «Ω» 🎲\u0000';
    pickFiles([new File([text], 'turkey.eml'), new File(['A Vie H'], 'austria.txt')]);
    const opened = await opening;
    expect(opened.map((f) => ({ name: f.name, text: f.text }))).toEqual([{ name: 'turkey.eml', text }, { name: 'austria.txt', text: 'A Vie H' }]);
    expect([...opened[0]!.bytes!]).toEqual([...new TextEncoder().encode(text)]);
    expect(opened[1]!.bytes!.length).toBe(7);
    expect(document.querySelector('input[type=file]')).toBeNull();
  });

  it('opens one backup file at a time and resolves [] when the picker is cancelled', async () => {
    const platform = createBrowserPlatform(document);
    const opening = platform.openFile('backup');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.multiple).toBe(false);
    expect(input.accept).toContain('.json');
    input.dispatchEvent(new Event('cancel'));
    await expect(opening).resolves.toEqual([]);
  });

  it('saves through a download link with the suggested name and the exact content', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blobs.push(b as Blob); return 'blob:test/1'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.getAttribute('href')! });
    });
    const platform = createBrowserPlatform(document);
    await expect(platform.saveFile({ suggestedName: 'backup.json', kind: 'backup', text: '{"ü":"🎲"}' })).resolves.toBe(true);
    expect(clicked).toEqual([{ download: 'backup.json', href: 'blob:test/1' }]);
    expect(await blobs[0]!.text()).toBe('{"ü":"🎲"}');
    expect(blobs[0]!.type).toMatch(/^application\/json/);

    await platform.saveFile({ suggestedName: 'map.png', kind: 'png', dataBase64: btoa('\x89PNG\r\n') });
    expect(new Uint8Array(await blobs[1]!.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]));
    expect(document.querySelector('a')).toBeNull();
  });

  it('copies to the clipboard, and says so plainly when there is none', async () => {
    const writeText = vi.fn(async () => {});
    await createBrowserPlatform(document, { writeText }).copyToClipboard('F Lon - Nth');
    expect(writeText).toHaveBeenCalledWith('F Lon - Nth');
    await expect(createBrowserPlatform(document, null).copyToClipboard('x')).rejects.toThrow(/no clipboard/);
  });

  it('decodes base64 to bytes', () => {
    expect([...base64ToBytes('AAH/')]).toEqual([0, 1, 255]);
  });
});

/** A ClipboardItem stand-in that keeps what it was given, so the test can read the blob back. */
class RecordingClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
  get types(): string[] { return Object.keys(this.items); }
}

// A PNG's signature and the start of its IHDR chunk: enough to recognise the bytes.
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const PNG_BASE64 = btoa(String.fromCharCode(...PNG_BYTES));

describe('browser platform: copying the map image', () => {
  it('writes one image/png ClipboardItem holding exactly the decoded PNG bytes', async () => {
    vi.stubGlobal('ClipboardItem', RecordingClipboardItem);
    const write = vi.fn(async (_items: ClipboardItems) => {});
    const writeText = vi.fn(async () => {});
    await createBrowserPlatform(document, { writeText, write }).copyImageToClipboard(PNG_BASE64);
    expect(write).toHaveBeenCalledTimes(1);
    const items = write.mock.calls[0]![0] as unknown as RecordingClipboardItem[];
    expect(items).toHaveLength(1);
    expect(items[0]).toBeInstanceOf(RecordingClipboardItem);
    expect(items[0]!.types).toEqual(['image/png']);
    const blob = items[0]!.items['image/png']!;
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(PNG_BYTES);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('uses navigator.clipboard when no clipboard is passed in', async () => {
    vi.stubGlobal('ClipboardItem', RecordingClipboardItem);
    const write = vi.fn(async (_items: ClipboardItems) => {});
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(), write } });
    await createBrowserPlatform(document).copyImageToClipboard(PNG_BASE64);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('says plainly when the browser has no image clipboard, and writes nothing', async () => {
    const writeText = vi.fn(async () => {});
    const write = vi.fn(async () => {});
    const noImages = /cannot put images on the clipboard: save the PNG/;
    // No Clipboard API at all.
    vi.stubGlobal('ClipboardItem', RecordingClipboardItem);
    await expect(createBrowserPlatform(document, null).copyImageToClipboard(PNG_BASE64)).rejects.toThrow(noImages);
    // A text-only clipboard (no write()).
    await expect(createBrowserPlatform(document, { writeText }).copyImageToClipboard(PNG_BASE64)).rejects.toThrow(noImages);
    // write() but no ClipboardItem to put in it.
    vi.stubGlobal('ClipboardItem', undefined);
    await expect(createBrowserPlatform(document, { writeText, write }).copyImageToClipboard(PNG_BASE64)).rejects.toThrow(noImages);
    expect(write).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('passes on the browser\'s own refusal (e.g. permission denied)', async () => {
    vi.stubGlobal('ClipboardItem', RecordingClipboardItem);
    const write = vi.fn(async () => { throw new DOMException('Write permission denied.', 'NotAllowedError'); });
    await expect(createBrowserPlatform(document, { writeText: vi.fn(), write }).copyImageToClipboard(PNG_BASE64)).rejects.toThrow(/permission denied/);
  });
});
