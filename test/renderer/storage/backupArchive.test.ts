// The backup zip read entry by entry (issue 21), with the platform's inflate and with fflate's: the
// same entries in the archive's order, a cut file told from a whole one, a damaged entry named.
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'fflate';
import { ArchiveError, ArchiveReader, ArchiveWriter, entryTime, gzipBody, nativeDeflateAvailable, nativeInflateAvailable, packEntry } from '../../../renderer/storage/backupArchive';

const enc = new TextEncoder();
const dec = new TextDecoder();

async function archive(entries: [string, string][], nativeDeflate = true): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const writer = new ArchiveWriter(async (c) => { parts.push(c); }, 1000, nativeDeflate);
  for (const [name, text] of entries) await writer.add(name, text);
  await writer.finish();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

async function read(bytes: Uint8Array, native: boolean, chunk: number): Promise<[string, string][]> {
  const reader = new ArchiveReader(1 << 24, native);
  const out: [string, string][] = [];
  for (let at = 0; at < bytes.length; at += chunk) {
    await reader.push(bytes.subarray(at, at + chunk));
    for (const e of reader.take()) out.push([e.name, dec.decode(e.data)]);
  }
  await reader.end();
  for (const e of reader.take()) out.push([e.name, dec.decode(e.data)]);
  return out;
}

const big = Array.from({ length: 10_000 }, (_, i) => `{"phase":"S${1901 + (i % 50)}M","unit":"A Par","n":${i * 7919 % 104729}}`).join('\n');
const entries: [string, string][] = [['manifest.json', '{"a":1}'], ['games/00001.json', big], ['games/00002.json', 'small «Ω»'], ['games/00003.json', '']];

describe('the backup archive reader', () => {
  it('the platform inflates and deflates raw deflate here (Node and Chromium both do)', () => {
    expect(nativeInflateAvailable()).toBe(true);
    expect(nativeDeflateAvailable()).toBe(true);
  });

  it('reads what either deflate wrote, with either inflate: the platform\'s zlib packs the repetitive entry tighter', async () => {
    const native = await archive(entries, true);
    const fflate = await archive(entries, false);
    for (const bytes of [native, fflate]) for (const inflate of [true, false]) expect(await read(bytes, inflate, 4096)).toEqual(entries);
    expect(native.length).toBeLessThan(fflate.length);
    // Each entry's CRC-32 is of its text (fflate's reader checks none; zip tools do): the same in both archives.
    const crcs = (bytes: Uint8Array) => { const view = new DataView(bytes.buffer, bytes.byteOffset); const out: number[] = []; for (let i = 0; i + 46 <= bytes.length; i++) if (view.getUint32(i, true) === 0x02014b50) out.push(view.getUint32(i + 16, true)); return out; };
    expect(crcs(native)).toEqual(crcs(fflate));
    expect(crcs(native)).toHaveLength(entries.length);
  });

  for (const native of [true, false]) {
    const how = native ? 'with the platform\'s inflate' : 'with fflate\'s inflate';
    it(`hands on every entry whole and in the archive's order, whatever the chunks (${how})`, async () => {
      const bytes = await archive(entries);
      for (const chunk of [997, 65_536, bytes.length]) expect(await read(bytes, native, chunk)).toEqual(entries);
    });

    it(`tells a cut file from a whole one and names a damaged entry (${how})`, async () => {
      const bytes = await archive(entries);
      for (const cut of [bytes.length - 1, Math.floor(bytes.length / 2), 200]) {
        await expect(read(bytes.slice(0, cut), native, 512)).rejects.toThrow(new RegExp(`truncated: the file ends at byte ${cut}|damaged`));
      }
      const damaged = bytes.slice();
      // Inside the big entry's deflate data: past its local header (30 bytes and its name).
      const start = damaged.indexOf(0x50, 40 + 'manifest.json'.length + 7 + 30 + 'games/00001.json'.length + 20);
      for (let i = start; i < start + 64; i++) damaged[i] = 0xff;
      const error = await read(damaged, native, 4096).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as Error).message).toMatch(/damaged|truncated/);
    });
  }

  it('refuses an entry over the cap with both inflaters', async () => {
    const bytes = await archive([['games/00001.json', 'x'.repeat(100_000)]]);
    for (const native of [true, false]) {
      const reader = new ArchiveReader(50_000, native);
      await expect((async () => { await reader.push(bytes); await reader.end(); })()).rejects.toThrow(/too large: over 0 MB unpacked/);
    }
  });

  it('packs an entry with the platform\'s zlib: raw deflate of the text and its CRC-32 from the gzip trailer, as fflate computes them', async () => {
    // The CRC-32 check value of "123456789" (ITU-T V.42 / ISO 3309), the one every zip tool computes.
    expect((await packEntry('123456789', true)).crc >>> 0).toBe(0xcbf43926);
    expect((await packEntry('123456789', false)).crc >>> 0).toBe(0xcbf43926);
    for (const text of ['', 'small «Ω»', big]) {
      const native = await packEntry(text, true);
      const fflate = await packEntry(text, false);
      expect(native.crc).toBe(fflate.crc);
      expect(native.size).toBe(enc.encode(text).length);
      expect(dec.decode(inflateSync(native.deflated))).toBe(text);
    }
  });

  it('finds a gzip member\'s deflate data past whatever optional header fields it has, and refuses what is not one', () => {
    const trailer = [1, 2, 3, 4, 5, 6, 7, 8];
    const header = (flags: number, extra: number[]) => Uint8Array.from([0x1f, 0x8b, 8, flags, 0, 0, 0, 0, 0, 3, ...extra, 0xaa, 0xbb, ...trailer]);
    expect(gzipBody(header(0, []))).toEqual({ start: 10, end: 12 });
    // FEXTRA (2 bytes of length, then 3), FNAME "ab\0", FCOMMENT "c\0", FHCRC (2 bytes).
    expect(gzipBody(header(0x04 | 0x08 | 0x10 | 0x02, [3, 0, 9, 9, 9, 0x61, 0x62, 0, 0x63, 0, 7, 7]))).toEqual({ start: 22, end: 24 });
    expect(gzipBody(header(0x20, []))).toBeNull();
    expect(gzipBody(Uint8Array.from([0x1f, 0x8c, 8, 0, 0, 0, 0, 0, 0, 3, ...trailer]))).toBeNull();
    expect(gzipBody(header(0x08, [0x61, 0x61, 0x61, 0x61, 0x61, 0x61, 0x61, 0x61, 0x61, 0x61, 0x61, 0x61]))).toBeNull(); // a name with no end
  });

  it('dates every entry with the writer\'s stamp, not the moment it was added, held to what a zip can say', async () => {
    const dosTimes = async (stamp: number) => {
      const parts: Uint8Array[] = [];
      const writer = new ArchiveWriter(async (c) => { parts.push(c); }, 1 << 20, true, stamp);
      await writer.add('manifest.json', '{}');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await writer.add('games/00001.json', big);
      await writer.finish();
      const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const p of parts) { bytes.set(p, at); at += p.length; }
      const view = new DataView(bytes.buffer);
      const out: number[] = [];
      // Local headers (PK 3 4) hold the time at byte 10, central directory entries (PK 1 2) at 12.
      for (let i = 0; i + 16 <= bytes.length; i++) {
        const sig = view.getUint32(i, true);
        if (sig === 0x04034b50) out.push(view.getUint32(i + 10, true));
        if (sig === 0x02014b50) out.push(view.getUint32(i + 12, true));
      }
      return out;
    };
    const stamp = new Date(2026, 10, 27, 5, 14, 37).getTime();
    const dos = (t: number) => { const d = new Date(t); return ((d.getFullYear() - 1980) << 25 | (d.getMonth() + 1) << 21 | d.getDate() << 16 | d.getHours() << 11 | d.getMinutes() << 5 | d.getSeconds() >> 1) >>> 0; };
    expect(await dosTimes(stamp)).toEqual([dos(stamp), dos(stamp), dos(stamp), dos(stamp)]);
    expect(entryTime(42)).toBe(new Date(1980, 0, 1).getTime());
    expect(entryTime(Number.NaN)).toBe(new Date(1980, 0, 1).getTime());
    expect(entryTime(Date.UTC(2200, 0, 1))).toBe(new Date(2099, 11, 31, 23, 59, 58).getTime());
    expect(await dosTimes(42)).toEqual(Array(4).fill(dos(new Date(1980, 0, 1).getTime())));
  });
});
