// Old single-JSON backups read row by row from chunks (issue 21 item 1: a 566 MB backup was refused
// as "not JSON" because one string cannot hold it). The scanner must hand on exactly the rows
// JSON.parse sees, whatever the chunk boundaries, hold no more than a row and a chunk, and name the
// byte where a damaged file goes wrong.
import { describe, expect, it } from 'vitest';
import { LegacyBackupScanner, ScanError, type ScanEvent } from '../../../renderer/storage/backupJsonScanner';

const enc = new TextEncoder();
const dec = new TextDecoder();

function scan(bytes: Uint8Array, chunkSizes: (i: number) => number, maxValueBytes = 1 << 24) {
  const events: ScanEvent[] = [];
  let held = 0;
  const scanner = new LegacyBackupScanner((e) => events.push(e), maxValueBytes);
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const n = Math.max(1, chunkSizes(i));
    scanner.push(bytes.subarray(at, at + n));
    held = Math.max(held, scanner.heldBytes);
    at += n;
  }
  scanner.end();
  return { events, held };
}

/** What the scanner found, rebuilt as the document: fields, and each table's rows parsed. */
function rebuild(events: ScanEvent[]) {
  const doc: Record<string, unknown> = {};
  const tables: Record<string, unknown> = {};
  for (const e of events) {
    if (e.kind === 'field') doc[e.key] = JSON.parse(dec.decode(e.bytes));
    else if (e.kind === 'array') tables[e.table] = [];
    else if (e.kind === 'row') (tables[e.table] as unknown[]).push(JSON.parse(dec.decode(e.bytes)));
    else tables[e.table] = JSON.parse(dec.decode(e.bytes));
  }
  return { ...doc, tables };
}

/** A synthetic backup of a few MB with every awkward string a mail can hold. */
function syntheticBackup(mails: number) {
  const awkward = ['say "hi" \\ back', 'braces { [ ] } in text', '\\"', 'ünïcødé «Ω» 🂡', 'line\r\nbreak\ttab', '\\\\', ''];
  const rawInputs = Array.from({ length: mails }, (_, i) => ({
    id: `m${i}`, gameId: `g${i % 3}`, receivedAt: i, sourceName: `mail ${i}.eml`,
    text: `${awkward[i % awkward.length]} ${'x'.repeat(i % 997)} ${awkward[(i * 7) % awkward.length]}`, lineCount: 2,
  }));
  const records = Array.from({ length: mails }, (_, i) => ({ id: `r${i}`, gameId: `g${i % 3}`, kind: 'diplomacy:mail', phase: 'S1901M', payload: { nested: [[{ a: [i, -1.5e3, true, null] }]], s: '}]' }, createdAt: i }));
  return {
    format: 'adjutant-backup', schemaVersion: 2, exportedAt: 1.5, appVersion: '0.1.0', extra: { deep: [1, { two: [] }] },
    tables: { games: [0, 1, 2].map((g) => ({ id: `g${g}`, name: `G${g}` })), records, rawInputs, meta: [], empty: [], odd: { not: 'an array' } },
  };
}

describe('the single-JSON backup scanner', () => {
  it('hands on exactly the rows JSON.parse reads from a multi-MB backup fed in small chunks, holding no more than a row and a chunk', () => {
    const doc = syntheticBackup(6000);
    const text = JSON.stringify(doc, null, 1);
    const bytes = enc.encode('\uFEFF' + text);
    expect(bytes.length).toBeGreaterThan(3_000_000);
    const chunk = (i: number) => 1 + ((i * 7919) % 4093);
    const { events, held } = scan(bytes, chunk);
    expect(rebuild(events)).toEqual(doc);
    const largestRow = Math.max(...events.flatMap((e) => (e.kind === 'row' ? [e.bytes.length] : [])));
    expect(held).toBeLessThanOrEqual(largestRow + 4093);
  });

  it('reads the same rows byte by byte and in one piece', () => {
    const doc = syntheticBackup(40);
    const bytes = enc.encode(JSON.stringify(doc));
    expect(rebuild(scan(bytes, () => 1).events)).toEqual(doc);
    expect(rebuild(scan(bytes, () => bytes.length).events)).toEqual(doc);
  });

  it('names the byte where a damaged or cut file goes wrong', () => {
    const text = JSON.stringify({ format: 'adjutant-backup', tables: { records: [{ id: 'a' }, { id: 'b' }] } });
    const fail = (t: string, chunk = 5) => { try { scan(enc.encode(t), () => chunk); return null; } catch (e) { expect(e).toBeInstanceOf(ScanError); return (e as ScanError).message; } };
    for (const cut of [1, 10, text.indexOf('[') + 1, text.length - 1]) {
      expect(fail(text.slice(0, cut))).toBe(`the document is not complete where the file ends (byte ${cut})`);
    }
    expect(fail(text + ' {}')).toBe(`text after the end of the document at byte ${text.length + 1}`);
    expect(fail('[1, 2]')).toBe('a backup starts with "{" at byte 0');
    expect(fail('{"tables": {"records": [{"id": 1},, {}]}}')).toMatch(/^expected a row at byte 34$/);
    expect(fail('{"a" 1}')).toBe('expected ":" at byte 5');
  });

  it('refuses a row larger than the cap before it is all in memory', () => {
    const huge = enc.encode(`{"tables": {"rawInputs": [{"text": "${'z'.repeat(5000)}"}]}}`);
    const scanner = new LegacyBackupScanner(() => {}, 1000);
    expect(() => { for (let at = 0; at < huge.length; at += 512) scanner.push(huge.subarray(at, at + 512)); }).toThrow(/a value over 0 MB at byte 26/);
    expect(scanner.heldBytes).toBeLessThan(2000);
  });
});
