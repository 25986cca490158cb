// The streamed backup's container: a zip archive written and read entry by entry (fflate), so no
// step ever holds more than one game's document and a chunk of compressed bytes.
//
// Why a zip and not line-delimited JSON: a game file is one JSON document that can hold mail text
// of several MB; in a zip it stays exactly the file `core/gameFile` writes (a GM can unzip a backup
// and open one game), it is compressed per entry (JSON of commits and mail shrinks 5–10×, which
// matters at 300 long games), and the zip's own end record lets a truncated file be told from a
// complete one. fflate streams both ways (`Zip`/`ZipDeflate`, `Unzip`/`UnzipInflate`), is pure JS
// (runs in the worker) and has no dependencies. The deflating and inflating themselves are the
// platform's zlib (CompressionStream, DecompressionStream) where it has one, fflate's otherwise.
//
// Layout, in this order: manifest.json (what the file is and which games it lists), meta.json (the
// app settings), games/00001.json … (one game file each).
import { deflateSync, Unzip, UnzipInflate, Zip, ZipPassThrough, type AsyncFlateStreamHandler, type UnzipDecoder, type ZipInputFile } from 'fflate';

export const manifestEntry = 'manifest.json';
export const metaEntry = 'meta.json';
export const gameEntryPrefix = 'games/';

export function gameEntryName(index: number): string {
  return `${gameEntryPrefix}${String(index + 1).padStart(5, '0')}.json`;
}

/** The zip's first bytes ("PK\3\4"): how a backup archive is told from an old single-JSON backup. */
export const zipSignature = [0x50, 0x4b, 0x03, 0x04] as const;

export function looksLikeZip(head: Uint8Array): boolean {
  return zipSignature.every((b, i) => head[i] === b);
}

/**
 * fflate's deflate level, where the platform has no deflate of its own: 1 of 9. Game files are
 * repetitive JSON, so level 1 already shrinks them several times at the least cost in JavaScript.
 */
export const deflateLevel = 1;

/**
 * Deflates an entry with the platform's own zlib (CompressionStream, Chromium, its workers, Node
 * 18+), at zlib's default level. Issue 21: fflate's JavaScript deflate, even at level 1, was 40 %
 * of a backup; on five seeded long games (8.5 MB of game files) zlib at its default level took
 * 72 ms of CPU against fflate's 202 ms at level 1, and packed them into 0.66 MB against 1.14 MB.
 *
 * Asked for gzip rather than raw deflate: a gzip member is the very raw deflate stream a zip entry
 * holds, between a header and a trailer that carries the CRC-32 of the input and its size (RFC
 * 1952). So zlib's native CRC-32 comes with the deflating, instead of fflate's in JavaScript
 * (issue 21: 66 ms of CPU for 18 MB of seeded game files in Node, against 175 ms for the deflate,
 * and slower still in Chromium). Null when the output is not the gzip member expected, and the
 * caller packs the entry the other way.
 */
async function gzipNative(data: Uint8Array): Promise<{ deflated: Uint8Array<ArrayBuffer>; crc: number } | null> {
  const stream = new CompressionStream('gzip');
  const writer = stream.writable.getWriter();
  // Not awaited before reading: the stream takes the input only as its output is read.
  const written = writer.write(data as Uint8Array<ArrayBuffer>).then(() => writer.close());
  const reader = stream.readable.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value);
    size += value.length;
  }
  await written;
  let member = parts[0]!;
  if (parts.length !== 1) {
    member = new Uint8Array(size);
    let at = 0;
    for (const part of parts) { member.set(part, at); at += part.length; }
  }
  const body = gzipBody(member);
  if (!body) return null;
  const trailer = new DataView(member.buffer, member.byteOffset + body.end, 8);
  // ISIZE is the input's size modulo 2^32; anything else is not the member of this input.
  if (trailer.getUint32(4, true) !== data.length % 2 ** 32) return null;
  // Signed, as fflate's own CRC-32 is (the zip holds the same four bytes either way).
  return { deflated: member.subarray(body.start, body.end), crc: trailer.getInt32(0, true) };
}

/**
 * Where a single gzip member's raw deflate data lies: after the 10-byte header and the optional
 * fields its flags announce (zlib writes none), before the 8-byte trailer. Null if it is not a
 * gzip member of deflate data.
 */
export function gzipBody(member: Uint8Array): { start: number; end: number } | null {
  if (member.length < 18 || member[0] !== 0x1f || member[1] !== 0x8b || member[2] !== 8) return null;
  const flags = member[3]!;
  if (flags & 0xe0) return null; // reserved bits must be zero
  let at = 10;
  if (flags & 0x04) { // FEXTRA: a 2-byte length, then that many bytes
    if (at + 2 > member.length) return null;
    at += 2 + (member[at]! | (member[at + 1]! << 8));
  }
  for (const flag of [0x08, 0x10]) { // FNAME, FCOMMENT: zero-terminated
    if (!(flags & flag)) continue;
    while (at < member.length && member[at] !== 0) at++;
    at++;
  }
  if (flags & 0x02) at += 2; // FHCRC
  const end = member.length - 8;
  return at <= end ? { start: at, end } : null;
}

/** Whether this platform deflates itself (gzip, whose body is the raw deflate a zip holds). */
export function nativeDeflateAvailable(): boolean {
  if (typeof CompressionStream === 'undefined') return false;
  try { new CompressionStream('gzip'); return true; } catch { return false; }
}

/** One entry ready for the zip: its text's size in bytes and CRC-32, and the bytes deflated. */
export interface PackedEntry { size: number; crc: number; deflated: Uint8Array<ArrayBuffer> }

/** The CRC-32 a zip records for an entry, computed by fflate's pass-through entry. */
function crcOf(bytes: Uint8Array<ArrayBuffer>): number {
  const measure = new ZipPassThrough('');
  measure.ondata = () => {};
  measure.push(bytes, true);
  return measure.crc;
}

/**
 * Encodes and deflates one entry's text. Apart from the zip around it, so that several threads
 * can pack games at once (the backup's helper workers) and the writer only puts them in order.
 */
export async function packEntry(text: string, native: boolean = nativeDeflateAvailable()): Promise<PackedEntry> {
  const bytes = new TextEncoder().encode(text);
  const gzipped = native ? await gzipNative(bytes) : null;
  if (gzipped) return { size: bytes.length, ...gzipped };
  return { size: bytes.length, crc: crcOf(bytes), deflated: deflateSync(bytes, { level: deflateLevel }) as Uint8Array<ArrayBuffer> };
}

/** A packed entry as fflate's zip takes it: size and CRC known, the deflated bytes handed over whole. */
class PackedZipEntry implements ZipInputFile {
  readonly compression = 8;
  ondata?: AsyncFlateStreamHandler;
  constructor(readonly filename: string, readonly size: number, readonly crc: number, readonly mtime: number) {}
}

/** The earliest and latest times a zip entry can carry (MS-DOS dates: 1980 to 2107; fflate takes up to 2099). */
const earliestEntryTime = new Date(1980, 0, 1).getTime();
const latestEntryTime = new Date(2099, 11, 31, 23, 59, 58).getTime();

/**
 * The time every entry of an archive carries: the backup's own, not the moment each entry was
 * added, so the same database backed up with the same stamp gives the same bytes however long
 * packing took (without it, two entries either side of a two-second tick differed). Held to what
 * a zip can say.
 */
export function entryTime(stamp: number): number {
  return Number.isFinite(stamp) ? Math.min(latestEntryTime, Math.max(earliestEntryTime, stamp)) : earliestEntryTime;
}

/** fflate writes 32-bit zip offsets: an archive stops short of 4 GiB rather than wrap them. */
export const maxArchiveBytes = 0xffffffff - 256 * 1024 * 1024;

/** How many bytes the writer gathers before handing them on (one IPC message or one Blob part). */
export const defaultChunkBytes = 4 * 1024 * 1024;

/**
 * Writes entries into a zip and hands the bytes to `emit` in chunks of about `chunkBytes`, waiting
 * for each (so a slow disk slows the writer instead of piling chunks up in memory).
 */
export class ArchiveWriter {
  private readonly zip: Zip;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private failed: Error | null = null;
  private ended = false;
  /** Bytes handed to `emit` so far. */
  written = 0;
  /** The time every entry carries (entryTime). */
  private readonly mtime: number;

  /**
   * `native`: deflate with the platform's zlib where it has one (the default), else with fflate.
   * Either way the archive is a plain zip of deflated entries that both readers read.
   */
  constructor(private readonly emit: (chunk: Uint8Array) => Promise<void>, private readonly chunkBytes: number = defaultChunkBytes, private readonly native: boolean = nativeDeflateAvailable(), stamp: number = Date.now()) {
    this.mtime = entryTime(stamp);
    this.zip = new Zip((error, data, final) => {
      if (error) { this.failed = error; return; }
      this.pending.push(data);
      this.pendingBytes += data.length;
      if (final) this.ended = true;
    });
  }

  /** Adds one entry (deflated) and passes on every full chunk. */
  async add(name: string, text: string): Promise<void> {
    await this.addPacked(name, await packEntry(text, this.native));
  }

  /** Adds an entry packed beforehand (packEntry, in this thread or another). */
  async addPacked(name: string, packed: PackedEntry): Promise<void> {
    if (this.written + this.pendingBytes > maxArchiveBytes) throw new ArchiveError(`the backup is too large: over ${Math.round(maxArchiveBytes / 2 ** 30)} GB packed, the most a zip without Zip64 can address`);
    const entry = new PackedZipEntry(name, packed.size, packed.crc, this.mtime);
    this.zip.add(entry);
    entry.ondata!(null, packed.deflated, true);
    this.check();
    if (this.pendingBytes >= this.chunkBytes) await this.flush();
  }

  /** Writes the zip's central directory and passes on the rest. */
  async finish(): Promise<void> {
    this.zip.end();
    this.check();
    if (!this.ended) throw new Error('The backup archive did not end.');
    await this.flush();
  }

  private check(): void {
    if (this.failed) throw this.failed;
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const chunk = new Uint8Array(this.pendingBytes);
    let at = 0;
    for (const part of this.pending) { chunk.set(part, at); at += part.length; }
    this.pending = [];
    this.pendingBytes = 0;
    this.written += chunk.length;
    await this.emit(chunk);
  }
}

/** Why an archive cannot be read: the reason names the cause the GM can act on. */
export class ArchiveError extends Error {}

export interface ArchiveEntry { name: string; data: Uint8Array }

/**
 * Inflates a zip entry with the platform's own zlib (DecompressionStream 'deflate-raw': Chromium,
 * its workers, Node 18+) instead of fflate's JavaScript inflate, which was a third of a restore's
 * time (issue 21). Asynchronous: the entry's bytes arrive after push() returns.
 */
class NativeInflate implements UnzipDecoder {
  static readonly compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;

  constructor() {
    const stream = new DecompressionStream('deflate-raw');
    this.writer = stream.writable.getWriter();
    const reader = stream.readable.getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          this.ondata(null, value, false);
        }
        this.ondata(null, new Uint8Array(0), true);
      } catch (error) {
        this.ondata(Object.assign(new Error(error instanceof Error ? error.message : String(error)), { code: 0 }), new Uint8Array(0), true);
      }
    })();
  }

  push(chunk: Uint8Array, final: boolean): void {
    // fflate may reuse the chunk's memory once push returns; the stream reads it later.
    this.writer.write(chunk.slice() as Uint8Array<ArrayBuffer>).catch(() => { /* reported through the reader */ });
    if (final) this.writer.close().catch(() => { /* reported through the reader */ });
  }

  terminate(): void {
    this.writer.abort().catch(() => {});
  }
}

/** Whether this platform inflates raw deflate itself. */
export function nativeInflateAvailable(): boolean {
  if (typeof DecompressionStream === 'undefined') return false;
  try { new DecompressionStream('deflate-raw'); return true; } catch { return false; }
}

/** One entry being read: its bytes so far, and whether the zip has handed over all of it. */
interface OpenEntry { name: string; parts: Uint8Array[]; size: number; inputEnded: boolean; done: Uint8Array | null; settled: Promise<void>; settle: () => void }

/**
 * Reads a zip pushed in chunks: each entry that is complete is queued whole (capped at
 * `maxEntryBytes`, so a crafted entry cannot exhaust memory), in the archive's order. `end()`
 * tells a complete archive from one cut short: every entry opened must have ended, and the last
 * bytes must be the zip's end record.
 */
export class ArchiveReader {
  private readonly unzip: Unzip;
  private readonly entries: OpenEntry[] = [];
  private error: ArchiveError | null = null;
  private tail = new Uint8Array(0);
  /** Bytes pushed so far. */
  received = 0;

  /** `native`: inflate with the platform's zlib where it has one (the default), else with fflate. */
  constructor(private readonly maxEntryBytes: number, native: boolean = nativeInflateAvailable()) {
    this.unzip = new Unzip((file) => {
      if (file.compression !== 0 && file.compression !== 8) {
        this.error = new ArchiveError(`its entry ${file.name} is compressed in a way Adjutant does not write (method ${file.compression})`);
        return;
      }
      let settle = () => {};
      const settled = new Promise<void>((resolve) => { settle = resolve; });
      const entry: OpenEntry = { name: file.name, parts: [], size: 0, inputEnded: false, done: null, settled, settle };
      this.entries.push(entry);
      file.ondata = (error, data, final) => {
        if (this.error) { entry.settle(); return; }
        if (error) { this.error = new ArchiveError(`its entry ${file.name} is damaged (${error.message})`); entry.settle(); return; }
        entry.size += data.length;
        if (entry.size > this.maxEntryBytes) {
          this.error = new ArchiveError(`its entry ${file.name} is too large: over ${Math.round(this.maxEntryBytes / 2 ** 20)} MB unpacked, more than any game Adjutant writes`);
          file.terminate();
          entry.settle();
          return;
        }
        if (data.length) entry.parts.push(data);
        if (!final) return;
        const whole = new Uint8Array(entry.size);
        let at = 0;
        for (const part of entry.parts) { whole.set(part, at); at += part.length; }
        entry.parts = [];
        entry.done = whole;
        entry.settle();
      };
      file.start();
    });
    // The decoder of an entry is made when file.start() runs, just after the entry was listed: it
    // marks that entry once fflate has handed it the entry's last compressed bytes.
    const entries = this.entries;
    const Inflater = native ? NativeInflate : UnzipInflate;
    class TrackedInflate implements UnzipDecoder {
      static readonly compression = 8;
      ondata: AsyncFlateStreamHandler = () => {};
      private readonly entry = entries[entries.length - 1]!;
      private readonly inner: UnzipDecoder = new Inflater();
      constructor() { this.inner.ondata = (error, data, final) => this.ondata(error, data, final); }
      push(chunk: Uint8Array, final: boolean): void {
        if (final) this.entry.inputEnded = true;
        this.inner.push(chunk, final);
      }
      terminate(): void { this.inner.terminate?.(); }
    }
    this.unzip.register(TrackedInflate);
  }

  /** Reads a chunk; resolves once every entry the chunk completed is inflated. */
  async push(chunk: Uint8Array): Promise<void> {
    if (this.received === 0 && chunk.length >= 4 && !looksLikeZip(chunk)) throw new ArchiveError('it is not an Adjutant backup (not a zip archive)');
    this.received += chunk.length;
    this.keepTail(chunk);
    try {
      this.unzip.push(chunk, false);
    } catch (error) {
      throw new ArchiveError(`it is damaged near byte ${this.received} (${(error as Error).message})`);
    }
    await this.settleEnded();
  }

  /** The entries completed so far, in the archive's order; each is handed out once. */
  take(): ArchiveEntry[] {
    const out: ArchiveEntry[] = [];
    while (this.entries.length && this.entries[0]!.done) {
      const entry = this.entries.shift()!;
      out.push({ name: entry.name, data: entry.done! });
    }
    return out;
  }

  /** Checks that the archive ended where its end record says it does. */
  async end(): Promise<void> {
    const cut = new ArchiveError(`it is truncated: the file ends at byte ${this.received}, before the end of the archive`);
    try {
      this.unzip.push(new Uint8Array(0), true);
    } catch {
      throw cut;
    }
    await this.settleEnded();
    if (this.entries.some((e) => !e.done)) throw cut;
    // The end record is the last 22 bytes (Adjutant writes no archive comment): its signature, and
    // the central directory's size and offset adding up to exactly where the record starts.
    const t = this.tail;
    if (t.length < 22) throw cut;
    const at = t.length - 22;
    const view = new DataView(t.buffer, t.byteOffset, t.byteLength);
    if (view.getUint32(at, true) !== 0x06054b50) throw cut;
    const cdSize = view.getUint32(at + 12, true);
    const cdOffset = view.getUint32(at + 16, true);
    // Zip64 archives (over 4 GB) mark these 0xFFFFFFFF; their own record precedes this one.
    if (cdOffset !== 0xffffffff && cdSize !== 0xffffffff && cdOffset + cdSize !== this.received - 22) throw cut;
  }

  /**
   * Waits for every entry whose compressed bytes have all been pushed (fflate has called the
   * decoder's final push: the entry's size is known) to finish inflating, then reports an error.
   */
  private async settleEnded(): Promise<void> {
    for (;;) {
      if (this.error) throw this.error;
      const waiting = this.entries.filter((e) => !e.done && e.inputEnded);
      if (!waiting.length) break;
      await Promise.race(waiting.map((e) => e.settled));
    }
    if (this.error) throw this.error;
  }

  private keepTail(chunk: Uint8Array): void {
    const keep = 22;
    if (chunk.length >= keep) { this.tail = chunk.slice(chunk.length - keep); return; }
    const joined = new Uint8Array(this.tail.length + chunk.length);
    joined.set(this.tail);
    joined.set(chunk, this.tail.length);
    this.tail = joined.slice(Math.max(0, joined.length - keep));
  }
}
