// Size caps shared by the desktop shell and the browser build, so both refuse exactly the same
// files: the main process checks them before reading (ipc.ts), the browser platform before
// reading a picked file (renderer/platform/browser.ts). The row schemas of a backup or game file
// keep the same text cap in core/gameFile/limits.ts (a test holds the two equal). Plain numbers,
// no imports: the renderer may load this file.

const MiB = 1024 * 1024;

/** An orders file is one e-mail or text of orders; a mailbox export of a season fits easily. */
export const MAX_ORDERS_FILE_BYTES = 8 * MiB;
/**
 * A JSON file opened whole as text (a ledger's ruleset; an old single-JSON backup picked through
 * the text opener): it is held in memory in one piece, so the cap stays modest.
 */
export const MAX_BACKUP_FILE_BYTES = 64 * MiB;
/**
 * A streamed backup archive (issue 21) is written and read in chunks, never held whole, so its cap
 * is only a sanity bound far above any real database (300 long games pack to a few hundred MB).
 */
export const MAX_BACKUP_STREAM_BYTES = 64 * 1024 * MiB;
/** One chunk of a streamed backup crossing IPC. */
export const MAX_BACKUP_CHUNK_BYTES = 16 * MiB;
/** One game file (a game's rows and every mail it was sent, core/gameFile): as large as a backup may be. */
export const MAX_GAME_FILE_BYTES = 64 * MiB;
/** One stored text (pasted or opened mail): the same cap as an orders file, so anything stored can be restored. */
export const MAX_RAW_TEXT_CHARS = MAX_ORDERS_FILE_BYTES;

/** "8 MB", "64 MB": how the GM reads a cap. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MiB)} MB`;
}

/**
 * The refusal of a streamed backup over the sanity cap, worded the same by the desktop app and the
 * browser build, so the GM reads the cause ("too large") whichever one he uses.
 */
export function backupTooLarge(name: string, bytes: number): string {
  return `${name} is too large: ${megabytes(bytes)}; a backup can be at most ${megabytes(MAX_BACKUP_STREAM_BYTES)}.`;
}
