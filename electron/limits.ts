// Size caps shared by the desktop shell and the browser build, so both refuse exactly the same
// files: the main process checks them before reading (ipc.ts), the browser platform before
// reading a picked file (renderer/platform/browser.ts). The row schemas of a backup or game file
// keep the same text cap in core/gameFile/limits.ts (a test holds the two equal). Plain numbers,
// no imports: the renderer may load this file.

const MiB = 1024 * 1024;

/** An orders file is one e-mail or text of orders; a mailbox export of a season fits easily. */
export const MAX_ORDERS_FILE_BYTES = 8 * MiB;
/** A backup holds every game of the workstation; generous but finite. */
export const MAX_BACKUP_FILE_BYTES = 64 * MiB;
/** One stored text (pasted or opened mail): the same cap as an orders file, so anything stored can be restored. */
export const MAX_RAW_TEXT_CHARS = MAX_ORDERS_FILE_BYTES;

/** "8 MB", "64 MB": how the GM reads a cap. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MiB)} MB`;
}
