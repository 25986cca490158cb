// The one interface between the UI and the platform it runs on. The Electron preload exposes it
// as `window.adjutant` (electron/preload.ts); in a plain browser renderer/platform/browser.ts
// implements it with a file input, a download link and the Clipboard API (text and PNG). The UI only ever
// calls these functions, so the same React app serves the desktop and Chromium.

/** 'game' is one game file (core/gameFile, format adjutant-game). */
export type OpenFileKind = 'orders' | 'backup' | 'game';

export interface OpenedFile {
  name: string;
  /** Text files (.txt, .eml, .json) arrive as text, verbatim (read as UTF-8). */
  text: string;
  /**
   * Orders files also arrive as the bytes on disk: a mail may be in any character set
   * (windows-1252, koi8-r, …), which only the mail reader can tell from its headers.
   */
  bytes?: Uint8Array;
}

export interface SaveFileRequest {
  suggestedName: string;
  /** 'text' saves `text`; 'png' saves `dataBase64` (no data: prefix); 'backup' and 'game' save `text` as JSON. */
  kind: 'text' | 'png' | 'backup' | 'game';
  text?: string;
  dataBase64?: string;
}

export interface AppInfo {
  name: string;
  version: string;
  platform: 'electron' | 'browser';
}

/** A backup the GM picked to restore, open for reading in chunks. */
export interface BackupReadHandle { handle: string; name: string; size: number }

export interface PlatformBridge {
  /** Lets the GM pick files; several at once for orders. Resolves [] when cancelled. */
  openFile(kind: OpenFileKind): Promise<OpenedFile[]>;
  /** Saves a file where the GM chooses; resolves false when cancelled. */
  saveFile(request: SaveFileRequest): Promise<boolean>;
  copyToClipboard(text: string): Promise<void>;
  /**
   * Puts an image on the clipboard, so the GM can paste the map straight into a forum post or a
   * Discord message. PNG only: `pngBase64` is the image's bytes in base64, without a data: prefix
   * (as `SaveFileRequest.dataBase64`). Rejects with a plain message when the platform cannot.
   */
  copyImageToClipboard(pngBase64: string): Promise<void>;
  appInfo(): Promise<AppInfo>;
  /**
   * The streamed backup (issue 21): the GM picks where to save (resolves null when cancelled),
   * chunks are appended in order, and the end keeps the file or, when `keep` is false (Cancel, a
   * failure), removes it. No backup is ever one string or one message.
   */
  beginBackupSave(suggestedName: string): Promise<string | null>;
  writeBackupChunk(handle: string, chunk: Uint8Array): Promise<void>;
  endBackupSave(handle: string, keep: boolean): Promise<void>;
  /** The GM picks a backup (.zip, or an old single-JSON .json) to read in chunks; null when cancelled. */
  openBackupForRead(): Promise<BackupReadHandle | null>;
  /** Up to `length` bytes from `offset`; fewer only at the end of the file. */
  readBackupChunk(handle: string, offset: number, length: number): Promise<Uint8Array>;
  closeBackupRead(handle: string): Promise<void>;
}

declare global {
  interface Window {
    /** Present under Electron (set by the preload); absent in a plain browser. */
    adjutant?: PlatformBridge;
  }
}
