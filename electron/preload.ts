// The sandboxed preload: exposes the platform bridge (renderer/platform/bridge.ts) to the page
// as `window.adjutant`. Only its named functions cross the context bridge (the five of the
// bridge and the six of the streamed backup file), each invoking one fixed channel; ipcRenderer
// itself never does (checklist item 20). Sandboxed preloads may only
// require 'electron', so this file imports nothing else at run time (channels.ts is bundled in).
import { contextBridge, ipcRenderer } from 'electron';
import type { AppInfo, BackupReadHandle, OpenedFile, OpenFileKind, PlatformBridge, SaveFileRequest } from '../renderer/platform/bridge';
import { CHANNELS } from './channels';

const adjutant: PlatformBridge = {
  openFile: (kind: OpenFileKind): Promise<OpenedFile[]> => ipcRenderer.invoke(CHANNELS.openFile, kind),
  saveFile: (request: SaveFileRequest): Promise<boolean> => ipcRenderer.invoke(CHANNELS.saveFile, request),
  copyToClipboard: (text: string): Promise<void> => ipcRenderer.invoke(CHANNELS.copyToClipboard, text),
  copyImageToClipboard: (pngBase64: string): Promise<void> => ipcRenderer.invoke(CHANNELS.copyImageToClipboard, pngBase64),
  appInfo: (): Promise<AppInfo> => ipcRenderer.invoke(CHANNELS.appInfo),
  beginBackupSave: (suggestedName: string): Promise<string | null> => ipcRenderer.invoke(CHANNELS.beginBackupSave, suggestedName),
  writeBackupChunk: (handle: string, chunk: Uint8Array): Promise<void> => ipcRenderer.invoke(CHANNELS.writeBackupChunk, handle, chunk),
  endBackupSave: (handle: string, keep: boolean): Promise<void> => ipcRenderer.invoke(CHANNELS.endBackupSave, handle, keep),
  openBackupForRead: (): Promise<BackupReadHandle | null> => ipcRenderer.invoke(CHANNELS.openBackupForRead),
  readBackupChunk: (handle: string, offset: number, length: number): Promise<Uint8Array> => ipcRenderer.invoke(CHANNELS.readBackupChunk, handle, offset, length),
  closeBackupRead: (handle: string): Promise<void> => ipcRenderer.invoke(CHANNELS.closeBackupRead, handle),
};

contextBridge.exposeInMainWorld('adjutant', adjutant);
