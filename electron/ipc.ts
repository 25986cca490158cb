// The main-process side of the platform bridge (renderer/platform/bridge.ts): opening orders,
// backups and game files, saving text/PNG/backups/game files, copying text or a PNG to the
// clipboard, and app info. Every handler first checks WHO is asking (the sender frame must show app://bundle, checklist item 17)
// and then WHAT is asked (zod, electron/ipcSchemas.ts) before it touches a dialog, a file or the
// clipboard. A refusal rejects the renderer's promise with a plain message.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { app, BrowserWindow, clipboard, ClipboardItem, dialog, nativeImage } from 'electron';
import type { BaseWindow, IpcMain, IpcMainInvokeEvent, OpenDialogOptions, SaveDialogOptions } from 'electron';
import { z } from 'zod';
import type { AppInfo, OpenedFile, OpenFileKind, SaveFileRequest } from '../renderer/platform/bridge';
import { CHANNELS } from './channels';
import { BACKUP_OPEN_EXTENSIONS, BackupFiles } from './backupFiles';
import {
  appInfoArgs,
  beginBackupSaveArgs,
  closeBackupReadArgs,
  endBackupSaveArgs,
  openBackupForReadArgs,
  readBackupChunkArgs,
  writeBackupChunkArgs,
  copyImageToClipboardArgs,
  copyToClipboardArgs,
  MAX_BACKUP_FILE_BYTES,
  MAX_FILES_PER_OPEN,
  MAX_GAME_FILE_BYTES,
  MAX_ORDERS_FILE_BYTES,
  openFileArgs,
  saveFileArgs,
} from './ipcSchemas';
import { isTrustedSenderUrl } from './security';

export const PRODUCT_NAME = 'Adjutant';

interface OpenSpec {
  title: string;
  extensions: readonly string[];
  filterName: string;
  multiple: boolean;
  maxBytes: number;
}

const OPEN_SPECS: Readonly<Record<OpenFileKind, OpenSpec>> = {
  orders: { title: 'Open orders', extensions: ['txt', 'eml'], filterName: 'Orders (text or e-mail)', multiple: true, maxBytes: MAX_ORDERS_FILE_BYTES },
  backup: { title: 'Restore backup', extensions: ['json'], filterName: 'Adjutant backup', multiple: false, maxBytes: MAX_BACKUP_FILE_BYTES },
  game: { title: 'Open game file', extensions: ['json'], filterName: 'Adjutant game file', multiple: false, maxBytes: MAX_GAME_FILE_BYTES },
};

const SAVE_SPECS: Readonly<Record<SaveFileRequest['kind'], { extension: string; filterName: string }>> = {
  text: { extension: 'txt', filterName: 'Text' },
  png: { extension: 'png', filterName: 'PNG image' },
  backup: { extension: 'json', filterName: 'Adjutant backup' },
  game: { extension: 'json', filterName: 'Adjutant game file' },
};

/** The URL of the frame that sent an IPC message, or null when the frame is gone. */
function senderUrl(event: IpcMainInvokeEvent): string | null {
  try {
    // senderFrame is null once the frame navigated away or was destroyed; reading a destroyed
    // frame can throw. Either way the sender cannot be vouched for.
    return event.senderFrame?.url ?? null;
  } catch {
    return null;
  }
}

/**
 * Wraps an action so it runs only for our own window and only with arguments that parse.
 * The check order matters: a forged sender learns nothing about the argument rules.
 */
function guarded<Args extends unknown[], Result>(
  channel: string,
  argsSchema: z.ZodType<Args>,
  action: (event: IpcMainInvokeEvent, ...args: Args) => Promise<Result>,
): (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<Result> {
  return async (event, ...args) => {
    if (!isTrustedSenderUrl(senderUrl(event))) {
      throw new Error(`${channel} refused: the request did not come from the Adjutant window`);
    }
    const parsed = argsSchema.safeParse(args);
    if (!parsed.success) {
      throw new Error(`${channel} refused: invalid arguments (${z.prettifyError(parsed.error)})`);
    }
    return action(event, ...parsed.data);
  };
}

function windowOf(event: IpcMainInvokeEvent): BaseWindow | null {
  return BrowserWindow.fromWebContents(event.sender) ?? null;
}

function showOpenDialog(window: BaseWindow | null, options: OpenDialogOptions) {
  return window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options);
}

function showSaveDialog(window: BaseWindow | null, options: SaveDialogOptions) {
  return window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options);
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Reads one chosen file as UTF-8 text, verbatim (invalid bytes become U+FFFD; nothing is
 * interpreted). The extension is re-checked because some platforms' dialogs let the user switch
 * the filter to "All files"; the size is checked before and after reading so a file that grows
 * in between is still refused.
 */
async function readChosenFile(filePath: string, spec: OpenSpec, withBytes: boolean): Promise<OpenedFile> {
  const name = path.basename(filePath);
  const extension = path.extname(name).slice(1).toLowerCase();
  if (!spec.extensions.includes(extension)) {
    throw new Error(`${name}: expected a ${spec.extensions.map((e) => `.${e}`).join(' or ')} file`);
  }
  const info = await stat(filePath);
  if (!info.isFile()) throw new Error(`${name}: not a file`);
  const tooLarge = `${name} is too large: the limit for this kind of file is ${megabytes(spec.maxBytes)}`;
  if (info.size > spec.maxBytes) throw new Error(tooLarge);
  const bytes = await readFile(filePath);
  if (bytes.length > spec.maxBytes) throw new Error(tooLarge);
  const text = bytes.toString('utf8');
  // A mail may be in any character set: the reader needs the bytes to honour its labels.
  return withBytes ? { name, text, bytes: new Uint8Array(bytes) } : { name, text };
}

async function openFile(event: IpcMainInvokeEvent, kind: OpenFileKind): Promise<OpenedFile[]> {
  const spec = OPEN_SPECS[kind];
  const result = await showOpenDialog(windowOf(event), {
    title: spec.title,
    filters: [{ name: spec.filterName, extensions: [...spec.extensions] }],
    properties: spec.multiple ? ['openFile', 'multiSelections'] : ['openFile'],
  });
  if (result.canceled || result.filePaths.length === 0) return [];
  if (result.filePaths.length > MAX_FILES_PER_OPEN) {
    throw new Error(`${result.filePaths.length} files chosen; at most ${MAX_FILES_PER_OPEN} at once`);
  }
  const files: OpenedFile[] = [];
  for (const filePath of result.filePaths) files.push(await readChosenFile(filePath, spec, kind === 'orders'));
  return files;
}

async function saveFile(event: IpcMainInvokeEvent, request: SaveFileRequest): Promise<boolean> {
  const spec = SAVE_SPECS[request.kind];
  const result = await showSaveDialog(windowOf(event), {
    defaultPath: request.suggestedName,
    filters: [{ name: spec.filterName, extensions: [spec.extension] }],
  });
  if (result.canceled || !result.filePath) return false;
  // The schema guarantees dataBase64 for 'png' and text otherwise.
  const contents = request.kind === 'png' ? Buffer.from(request.dataBase64 ?? '', 'base64') : (request.text ?? '');
  await writeFile(result.filePath, contents);
  return true;
}

async function copyToClipboard(_event: IpcMainInvokeEvent, text: string): Promise<void> {
  // Since Electron 44 the clipboard follows the W3C Clipboard API: writes are promises, awaited so
  // a failure reaches the GM instead of vanishing.
  await clipboard.writeText(text);
}

/**
 * Puts a PNG on the system clipboard. The schema has already checked the signature; decoding is
 * left to Electron, and a PNG it cannot decode (a truncated or corrupt file) comes back as an
 * empty image, which is refused rather than silently clearing the GM's clipboard. What goes on the
 * clipboard is the decoded image encoded again, so nothing but pixels leaves the renderer's data.
 * Electron 44 replaced `clipboard.writeImage` with the W3C-style `write([ClipboardItem])`.
 */
async function copyImageToClipboard(_event: IpcMainInvokeEvent, pngBase64: string): Promise<void> {
  const image = nativeImage.createFromBuffer(Buffer.from(pngBase64, 'base64'));
  if (image.isEmpty()) throw new Error('The image could not be copied: it is not a readable PNG.');
  await clipboard.write([new ClipboardItem({ 'image/png': new Blob([new Uint8Array(image.toPNG())], { type: 'image/png' }) })]);
}

async function appInfo(): Promise<AppInfo> {
  return { name: PRODUCT_NAME, version: app.getVersion(), platform: 'electron' };
}

/** The open streamed-backup files of this app (one dialog-chosen file per handle). */
export const backupFiles = new BackupFiles();

async function beginBackupSave(event: IpcMainInvokeEvent, suggestedName: string): Promise<string | null> {
  const result = await showSaveDialog(windowOf(event), {
    defaultPath: suggestedName,
    filters: [{ name: 'Adjutant backup', extensions: ['zip'] }],
  });
  if (result.canceled || !result.filePath) return null;
  return backupFiles.beginSave(result.filePath);
}

async function openBackupForRead(event: IpcMainInvokeEvent): Promise<{ handle: string; name: string; size: number } | null> {
  const result = await showOpenDialog(windowOf(event), {
    title: 'Restore backup',
    filters: [{ name: 'Adjutant backup', extensions: [...BACKUP_OPEN_EXTENSIONS] }],
    properties: ['openFile'],
  });
  if (result.canceled || result.filePaths.length === 0) return null;
  if (result.filePaths.length > 1) throw new Error('Choose one backup to restore.');
  return backupFiles.beginRead(result.filePaths[0]!);
}

/** Registers the bridge channels on ipcMain; nothing else is ever listened to. */
export function registerIpcHandlers(ipc: Pick<IpcMain, 'handle'>): void {
  ipc.handle(CHANNELS.openFile, guarded(CHANNELS.openFile, openFileArgs, openFile));
  ipc.handle(CHANNELS.saveFile, guarded(CHANNELS.saveFile, saveFileArgs, saveFile));
  ipc.handle(CHANNELS.copyToClipboard, guarded(CHANNELS.copyToClipboard, copyToClipboardArgs, copyToClipboard));
  ipc.handle(CHANNELS.copyImageToClipboard, guarded(CHANNELS.copyImageToClipboard, copyImageToClipboardArgs, copyImageToClipboard));
  ipc.handle(CHANNELS.appInfo, guarded(CHANNELS.appInfo, appInfoArgs, appInfo));
  ipc.handle(CHANNELS.beginBackupSave, guarded(CHANNELS.beginBackupSave, beginBackupSaveArgs, beginBackupSave));
  ipc.handle(CHANNELS.writeBackupChunk, guarded(CHANNELS.writeBackupChunk, writeBackupChunkArgs, (_e, handle, chunk) => backupFiles.write(handle, chunk)));
  ipc.handle(CHANNELS.endBackupSave, guarded(CHANNELS.endBackupSave, endBackupSaveArgs, (_e, handle, keep) => backupFiles.endSave(handle, keep)));
  ipc.handle(CHANNELS.openBackupForRead, guarded(CHANNELS.openBackupForRead, openBackupForReadArgs, openBackupForRead));
  ipc.handle(CHANNELS.readBackupChunk, guarded(CHANNELS.readBackupChunk, readBackupChunkArgs, (_e, handle, offset, length) => backupFiles.read(handle, offset, length)));
  ipc.handle(CHANNELS.closeBackupRead, guarded(CHANNELS.closeBackupRead, closeBackupReadArgs, (_e, handle) => backupFiles.endRead(handle)));
}
