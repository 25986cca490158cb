// The fixed IPC channel names shared by the preload (which invokes them) and the main process
// (which handles them). Fixed strings, never built from renderer input, so the renderer can
// reach exactly these five operations and nothing else.
export const CHANNELS = {
  openFile: 'adjutant:open-file',
  saveFile: 'adjutant:save-file',
  copyToClipboard: 'adjutant:copy-to-clipboard',
  copyImageToClipboard: 'adjutant:copy-image-to-clipboard',
  appInfo: 'adjutant:app-info',
} as const;

export type ChannelName = (typeof CHANNELS)[keyof typeof CHANNELS];
