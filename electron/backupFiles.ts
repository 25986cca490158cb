// The streamed backup's files on disk (issue 21): a backup is written in chunks to a file the GM
// chose, and a backup is read back in chunks, so neither side ever holds the whole file and there
// is no 64 MiB cap, only a sanity bound (MAX_BACKUP_STREAM_BYTES). The renderer never sees a path:
// it gets an unguessable handle for the one file the GM picked in a dialog, and can only append
// to it (saving) or read from it (restoring). A backup being saved goes to "<name>.partial" and
// is renamed only when complete, so a cancelled or failed backup never leaves a file that looks
// like a backup.
import { randomUUID } from 'node:crypto';
import { open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { backupTooLarge, MAX_BACKUP_STREAM_BYTES, megabytes } from './limits';

interface Writing { kind: 'write'; file: FileHandle; partial: string; final: string; bytes: number }
interface Reading { kind: 'read'; file: FileHandle; size: number; name: string }

/** Extensions a backup may be opened from: the archive, or an old single-JSON backup. */
export const BACKUP_OPEN_EXTENSIONS = ['zip', 'json'] as const;

export class BackupFiles {
  private readonly open = new Map<string, Writing | Reading>();

  /** Starts writing the backup to `filePath` (the path the save dialog gave); returns the handle. */
  async beginSave(filePath: string): Promise<string> {
    const partial = `${filePath}.partial`;
    const file = await open(partial, 'w');
    const handle = randomUUID();
    this.open.set(handle, { kind: 'write', file, partial, final: filePath, bytes: 0 });
    return handle;
  }

  async write(handle: string, chunk: Uint8Array): Promise<void> {
    const entry = this.writing(handle);
    if (entry.bytes + chunk.byteLength > MAX_BACKUP_STREAM_BYTES) {
      await this.endSave(handle, false);
      throw new Error(`The backup is larger than ${megabytes(MAX_BACKUP_STREAM_BYTES)}, the most Adjutant writes; it was not saved.`);
    }
    await entry.file.write(chunk);
    entry.bytes += chunk.byteLength;
  }

  /** Keeps the file (renamed to the name the GM chose) or removes it (cancelled, failed). */
  async endSave(handle: string, keep: boolean): Promise<void> {
    const entry = this.writing(handle);
    this.open.delete(handle);
    try {
      if (keep) await entry.file.sync();
    } finally {
      await entry.file.close();
    }
    if (keep) await rename(entry.partial, entry.final);
    else await rm(entry.partial, { force: true });
  }

  /** Opens a chosen backup for reading; refuses the wrong kind of file and anything past the sanity cap. */
  async beginRead(filePath: string): Promise<{ handle: string; name: string; size: number }> {
    const name = path.basename(filePath);
    const extension = path.extname(name).slice(1).toLowerCase();
    if (!(BACKUP_OPEN_EXTENSIONS as readonly string[]).includes(extension)) throw new Error(`${name}: expected a .zip or .json backup`);
    const info = await stat(filePath);
    if (!info.isFile()) throw new Error(`${name}: not a file`);
    if (info.size > MAX_BACKUP_STREAM_BYTES) throw new Error(backupTooLarge(name, info.size));
    const file = await open(filePath, 'r');
    const handle = randomUUID();
    this.open.set(handle, { kind: 'read', file, size: info.size, name });
    return { handle, name, size: info.size };
  }

  async read(handle: string, offset: number, length: number): Promise<Uint8Array> {
    const entry = this.reading(handle);
    const want = Math.max(0, Math.min(length, entry.size - offset));
    const buffer = new Uint8Array(want);
    let got = 0;
    while (got < want) {
      const { bytesRead } = await entry.file.read(buffer, got, want - got, offset + got);
      if (bytesRead === 0) break; // the file shrank since it was opened: the reader names the byte
      got += bytesRead;
    }
    return got === want ? buffer : buffer.subarray(0, got);
  }

  async endRead(handle: string): Promise<void> {
    const entry = this.reading(handle);
    this.open.delete(handle);
    await entry.file.close();
  }

  /** Closes everything still open (the window went away mid-backup): partial files are removed. */
  async closeAll(): Promise<void> {
    for (const [handle, entry] of [...this.open]) {
      if (entry.kind === 'write') await this.endSave(handle, false).catch(() => {});
      else await this.endRead(handle).catch(() => {});
    }
  }

  private writing(handle: string): Writing {
    const entry = this.open.get(handle);
    if (entry?.kind !== 'write') throw new Error('That backup file is not open for writing.');
    return entry;
  }

  private reading(handle: string): Reading {
    const entry = this.open.get(handle);
    if (entry?.kind !== 'read') throw new Error('That backup file is not open for reading.');
    return entry;
  }
}
