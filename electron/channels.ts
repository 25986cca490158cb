// The fixed IPC channel names shared by the preload (which invokes them) and the main process
// (which handles them). Fixed strings, never built from renderer input, so the renderer can
// reach exactly these operations and nothing else: the five of the platform bridge, and the six
// of the streamed backup file (open/append/close to save, open/read/close to restore).
export const CHANNELS = {
  openFile: 'adjutant:open-file',
  saveFile: 'adjutant:save-file',
  copyToClipboard: 'adjutant:copy-to-clipboard',
  copyImageToClipboard: 'adjutant:copy-image-to-clipboard',
  appInfo: 'adjutant:app-info',
  beginBackupSave: 'adjutant:backup-save-begin',
  writeBackupChunk: 'adjutant:backup-save-chunk',
  endBackupSave: 'adjutant:backup-save-end',
  openBackupForRead: 'adjutant:backup-read-open',
  readBackupChunk: 'adjutant:backup-read-chunk',
  closeBackupRead: 'adjutant:backup-read-close',
} as const;

export type ChannelName = (typeof CHANNELS)[keyof typeof CHANNELS];
