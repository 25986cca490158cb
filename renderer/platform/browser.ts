// PlatformBridge for a plain browser (the web build and the e2e tests): a file input to open, a
// download link to save, the Clipboard API to copy text and PNG images. Files are read as text exactly as they are.
// A streamed backup is written through the File System Access API's save picker where the browser
// has it (Chromium: straight to disk, chunk by chunk), else gathered as Blob parts (which the
// browser keeps outside the JS heap, on disk when large) and downloaded; a backup to restore is
// read in slices of the picked File, never whole.
import type { AppInfo, BackupReadHandle, OpenedFile, OpenFileKind, PlatformBridge, SaveFileRequest } from './bridge';
import { version } from '../../package.json';
import { backupTooLarge, MAX_BACKUP_FILE_BYTES, MAX_BACKUP_STREAM_BYTES, MAX_GAME_FILE_BYTES, MAX_ORDERS_FILE_BYTES, megabytes } from '../../electron/limits';

/** The same caps as the desktop app's (electron/limits.ts), checked before a byte is read. */
const maxBytes: Record<OpenFileKind, number> = { orders: MAX_ORDERS_FILE_BYTES, backup: MAX_BACKUP_FILE_BYTES, game: MAX_GAME_FILE_BYTES };
const kindName: Record<OpenFileKind, string> = { orders: 'an orders file', backup: 'a backup', game: 'a game file' };

/** Refuses a picked file over its kind's cap, naming it and the cap. */
export function checkFileSize(kind: OpenFileKind, file: { name: string; size: number }): void {
  if (file.size > maxBytes[kind]) {
    throw new Error(`${file.name} is ${megabytes(file.size)}; ${kindName[kind]} can be at most ${megabytes(maxBytes[kind])}.`);
  }
}

const accept: Record<OpenFileKind, string> = {
  orders: '.txt,.eml,.msg,text/plain,message/rfc822',
  backup: '.json,application/json',
  game: '.json,application/json',
};

const mimeType: Record<SaveFileRequest['kind'], string> = {
  text: 'text/plain;charset=utf-8',
  png: 'image/png',
  backup: 'application/json;charset=utf-8',
  game: 'application/json;charset=utf-8',
};

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The parts of the async Clipboard API the bridge uses; `write` (images) is missing in some browsers. */
export type BrowserClipboard = Pick<Clipboard, 'writeText'> & Partial<Pick<Clipboard, 'write'>>;

/** The ClipboardItem constructor, when the browser has one (Firefox before 127 does not). */
function clipboardItemClass(): typeof ClipboardItem | null {
  return typeof globalThis.ClipboardItem === 'function' ? globalThis.ClipboardItem : null;
}

/** The parts of the File System Access API's save picker the backup uses (Chromium has it; Firefox and Safari do not). */
interface SaveFilePicker {
  (options: { suggestedName: string; types: { description: string; accept: Record<string, string[]> }[] }): Promise<{
    createWritable(): Promise<{ write(data: BufferSource | Blob): Promise<void>; close(): Promise<void>; abort(): Promise<void> }>;
  }>;
}

interface BackupWriter { write(chunk: Uint8Array): Promise<void>; finish(keep: boolean): Promise<void> }

/** Starts a download of `blob` as `name` through a temporary link. */
function download(doc: Document, blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Lets the GM pick files through a hidden file input; [] when the picker is dismissed. */
function pickFiles(doc: Document, acceptList: string, multiple: boolean): Promise<File[]> {
  return new Promise<File[]>((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = acceptList;
    input.multiple = multiple;
    input.hidden = true;
    input.addEventListener('change', () => { const files = [...(input.files ?? [])]; input.remove(); resolve(files); }, { once: true });
    input.addEventListener('cancel', () => { input.remove(); resolve([]); }, { once: true });
    doc.body.append(input);
    input.click();
  });
}

export function createBrowserPlatform(doc: Document = document, clipboard: BrowserClipboard | null = globalThis.navigator?.clipboard ?? null): PlatformBridge {
  const saving = new Map<string, BackupWriter>();
  const reading = new Map<string, File>();
  return {
    async beginBackupSave(suggestedName) {
      const picker = (doc.defaultView as unknown as { showSaveFilePicker?: SaveFilePicker } | null)?.showSaveFilePicker;
      const handle = crypto.randomUUID();
      if (typeof picker === 'function') {
        let file: Awaited<ReturnType<SaveFilePicker>>;
        try {
          file = await picker.call(doc.defaultView, { suggestedName, types: [{ description: 'Adjutant backup', accept: { 'application/zip': ['.zip'] } }] });
        } catch (error) {
          if ((error as Error).name === 'AbortError') return null;
          throw error;
        }
        const writable = await file.createWritable();
        // Written to the browser's swap file and moved into place only on close: abort leaves nothing.
        saving.set(handle, { write: (chunk) => writable.write(chunk as Uint8Array<ArrayBuffer>), finish: (keep) => keep ? writable.close() : writable.abort() });
        return handle;
      }
      const parts: Blob[] = [];
      saving.set(handle, {
        write: async (chunk) => { parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>])); },
        finish: async (keep) => { if (keep) download(doc, new Blob(parts, { type: 'application/zip' }), suggestedName); parts.length = 0; },
      });
      return handle;
    },

    async writeBackupChunk(handle, chunk) {
      const writer = saving.get(handle);
      if (!writer) throw new Error('That backup file is not open for writing.');
      await writer.write(chunk);
    },

    async endBackupSave(handle, keep) {
      const writer = saving.get(handle);
      if (!writer) throw new Error('That backup file is not open for writing.');
      saving.delete(handle);
      await writer.finish(keep);
    },

    async openBackupForRead(): Promise<BackupReadHandle | null> {
      const [file] = await pickFiles(doc, '.zip,.json,application/zip,application/json', false);
      if (!file) return null;
      if (file.size > MAX_BACKUP_STREAM_BYTES) throw new Error(backupTooLarge(file.name, file.size));
      const handle = crypto.randomUUID();
      reading.set(handle, file);
      return { handle, name: file.name, size: file.size };
    },

    async readBackupChunk(handle, offset, length) {
      const file = reading.get(handle);
      if (!file) throw new Error('That backup file is not open for reading.');
      return new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
    },

    async closeBackupRead(handle) {
      reading.delete(handle);
    },

    openFile(kind) {
      return new Promise<OpenedFile[]>((resolve, reject) => {
        const input = doc.createElement('input');
        input.type = 'file';
        input.accept = accept[kind];
        input.multiple = kind === 'orders';
        input.hidden = true;
        const done = () => input.remove();
        input.addEventListener('change', () => {
          const files = [...(input.files ?? [])];
          done();
          try { for (const f of files) checkFileSize(kind, f); } catch (error) { reject(error); return; }
          // Orders files keep their bytes too: a mail may be in any character set.
          Promise.all(files.map(async (f) => {
            if (kind !== 'orders') return { name: f.name, text: await f.text() };
            const bytes = new Uint8Array(await f.arrayBuffer());
            return { name: f.name, text: new TextDecoder().decode(bytes), bytes };
          })).then(resolve, reject);
        }, { once: true });
        // Chromium fires 'cancel' when the picker is dismissed; other browsers leave the promise
        // pending, which is harmless (nothing waits on it but the click handler).
        input.addEventListener('cancel', () => { done(); resolve([]); }, { once: true });
        // In the document so every browser (and the e2e file chooser) sees the click.
        doc.body.append(input);
        input.click();
      });
    },

    async saveFile(request) {
      const content: BlobPart = request.kind === 'png' ? base64ToBytes(request.dataBase64 ?? '') : request.text ?? '';
      const url = URL.createObjectURL(new Blob([content], { type: mimeType[request.kind] }));
      const link = doc.createElement('a');
      link.href = url;
      link.download = request.suggestedName;
      link.hidden = true;
      doc.body.append(link);
      link.click();
      link.remove();
      // Let the download start before the URL goes away.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      // A browser cannot tell whether the GM kept the file; the download bar is its own answer.
      return true;
    },

    async copyToClipboard(text) {
      if (!clipboard) throw new Error('This browser gives Adjutant no clipboard access.');
      await clipboard.writeText(text);
    },

    async copyImageToClipboard(pngBase64) {
      const Item = clipboardItemClass();
      if (!clipboard?.write || !Item) {
        throw new Error('This browser cannot put images on the clipboard: save the PNG and attach it instead.');
      }
      const blob = new Blob([base64ToBytes(pngBase64)], { type: 'image/png' });
      await clipboard.write([new Item({ 'image/png': blob })]);
    },

    async appInfo(): Promise<AppInfo> {
      return { name: 'Adjutant', version, platform: 'browser' };
    },
  };
}
