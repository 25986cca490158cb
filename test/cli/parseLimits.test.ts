// The limits of `adjutant parse` as a real process (issue 13 item 6): unreadable input exits 2
// with a plain reason, a mailbox of 200,000 lines is read without a stack overflow, and the text
// output of a large mailbox finishes as --json does. Times are printed, never asserted: speed
// goals live in npm run bench.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../tempDir';
import { mailbox, mailboxOfSize } from './mailbox';

const dir = tempDir('adjutant-parse-limits-');
function adjutant(args: string[]) {
  const started = Date.now();
  const r = spawnSync(process.execPath, ['bin/adjutant.mjs', ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
  return { code: r.status, out: r.stdout, err: r.stderr, ms: Date.now() - started };
}

describe('adjutant parse: unreadable input (issue 13 item 6)', () => {
  it('exits 2 saying a directory is not a file', () => {
    const folder = join(dir, 'a-folder.eml');
    mkdirSync(folder);
    const r = adjutant(['parse', folder]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`cannot read mail file ${folder}: it is a directory, not a file`);
    expect(r.err).not.toMatch(/at .*\.js:\d+/); // a message, not a stack trace
  });
  it('exits 2 saying a missing file does not exist', () => {
    const missing = join(dir, 'no-such-mail.eml');
    const r = adjutant(['parse', missing]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`cannot read mail file ${missing}: no such file`);
  });
  it('exits 2 saying a binary file is not mail text', () => {
    const binary = join(dir, 'photo.eml');
    const bytes = new Uint8Array(4096);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 37 + 11) % 256; // includes NUL and control bytes
    writeFileSync(binary, bytes);
    const r = adjutant(['parse', binary]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`cannot read mail file ${binary}: it is binary data`);
  });
  it('exits 2 for an unreadable file given to adjudicate --mail too', () => {
    const missing = join(dir, 'also-missing.eml');
    const r = adjutant(['adjudicate', '--mail', missing]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`cannot read mail file ${missing}: no such file`);
  });
});

describe('adjutant parse: large mailboxes (issue 13 item 6)', () => {
  it('reads a mailbox of 200,000 lines without a stack overflow', () => {
    const count = 200_000 / 11;
    const file = join(dir, 'huge.mbox');
    const text = mailbox(Math.ceil(count));
    expect(text.split('\n').length).toBeGreaterThanOrEqual(200_000);
    writeFileSync(file, text);
    const r = adjutant(['parse', '--json', file]);
    console.log(`parse --json of ${text.split('\n').length} lines (${(text.length / 1e6).toFixed(1)} MB): ${r.ms} ms`);
    expect(r.err).not.toMatch(/Maximum call stack|RangeError/);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { files: { result: { messages: unknown[]; verdicts: { kind: string }[] } }[] };
    expect(json.files[0]!.result.messages.length).toBe(Math.ceil(count));
    // Every order line of every mail got a verdict: 3 per mail.
    expect(json.files[0]!.result.verdicts.filter((v) => /^[AF] /.test((v as unknown as { raw: string }).raw)).length).toBe(3 * Math.ceil(count));
  }, 600_000);

  it('prints text output for a 2 MB mailbox, as --json does, of a plausible size', () => {
    const file = join(dir, 'two-mb.mbox');
    const { text, mails: n } = mailboxOfSize(2_000_000);
    writeFileSync(file, text);
    const asText = adjutant(['parse', file]);
    const asJson = adjutant(['parse', '--json', file]);
    console.log(`parse of ${(text.length / 1e6).toFixed(1)} MB, ${n} mails: text ${asText.ms} ms, --json ${asJson.ms} ms`);
    expect(asText.err).not.toMatch(/Maximum call stack|RangeError/);
    expect([asText.code, asJson.code]).toEqual([0, 0]);
    // One "message N:" heading per mail, no more (the output is not repeated per message) and no fewer.
    expect(asText.out.match(/: message \d+: /g)?.length).toBe(n);
    expect(asText.out).toContain(`: message ${n}: `);
    // Each mail's lines are listed once: the output is of the order of the input, not its square.
    expect(asText.out.length).toBeGreaterThan(text.length / 2);
    expect(asText.out.length).toBeLessThan(text.length * 10);
    expect(JSON.parse(asJson.out).files[0].result.messages.length).toBe(n);
  }, 600_000);
});
