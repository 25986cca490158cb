// A zip built by hand from named text entries, for the backup tests' damaged and crafted files.
import { strToU8, Zip, ZipDeflate } from 'fflate';

export function zipOf(entries: [string, string][]): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((err, data) => { if (err) throw err; parts.push(data); });
  for (const [name, text] of entries) { const f = new ZipDeflate(name, { level: 1 }); zip.add(f); f.push(strToU8(text), true); }
  zip.end();
  const out = new Uint8Array(parts.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of parts) { out.set(c, at); at += c.length; }
  return out;
}
