// The sandboxed preload: exposes the platform bridge (renderer/platform/bridge.ts) to the page
// as `window.adjutant`. Only five named functions cross the context bridge, each invoking one
// fixed channel; ipcRenderer itself never does (checklist item 20). Sandboxed preloads may only
// require 'electron', so this file imports nothing else at run time (channels.ts is bundled in).
import { contextBridge, ipcRenderer } from 'electron';
import type { AppInfo, OpenedFile, OpenFileKind, PlatformBridge, SaveFileRequest } from '../renderer/platform/bridge';
import { CHANNELS } from './channels';

const adjutant: PlatformBridge = {
  openFile: (kind: OpenFileKind): Promise<OpenedFile[]> => ipcRenderer.invoke(CHANNELS.openFile, kind),
  saveFile: (request: SaveFileRequest): Promise<boolean> => ipcRenderer.invoke(CHANNELS.saveFile, request),
  copyToClipboard: (text: string): Promise<void> => ipcRenderer.invoke(CHANNELS.copyToClipboard, text),
  copyImageToClipboard: (pngBase64: string): Promise<void> => ipcRenderer.invoke(CHANNELS.copyImageToClipboard, pngBase64),
  appInfo: (): Promise<AppInfo> => ipcRenderer.invoke(CHANNELS.appInfo),
};

contextBridge.exposeInMainWorld('adjutant', adjutant);
