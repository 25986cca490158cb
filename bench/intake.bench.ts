// Order intake speed: parse throughput in MB/s over the mail corpus, and the time to read a full
// 7-power turn of mail (median, p99). Goals (#13): ≥ 10 MB/s CPU including MIME decoding, < 1 ms per turn.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getProfile } from '../core/diplomacy/houseRules';
import { decodeMail, readDecodedMail, readOrderMail } from '../core/diplomacy/intake/index';
import { initialPosition } from '../core/diplomacy/position';
import { getVariant } from '../core/diplomacy/variants';

const here = dirname(fileURLToPath(import.meta.url));
const MAIL = join(here, '../test/fixtures/mail');

/** CPU milliseconds (user + system) since `start`: unlike the wall clock, not inflated by other processes. */
function cpuMs(start: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1000;
}

/** Reading the machine's load alongside the figures: on a shared machine wall time counts other work too. */
function loadNote(): string {
  return `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} CPUs`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** One realistic mail per power for Spring 1901, with greetings, a quote and a signature. */
function turnOfMail(): string {
  const orders: Record<string, string[]> = {
    Austria: ['F Tri - Alb', 'A Vie - Gal', 'A Bud - Ser'], England: ['F Lon - Nth', 'F Edi - Nwg', 'A Lvp - Yor'],
    France: ['A Par - Bur', 'A Mar S A Par - Bur', 'F Bre - Mid-Atlantic Ocean'], Germany: ['F Kie - Den', 'A Ber - Kie', 'A Mun - Ruh'],
    Italy: ['F Nap - Ion', 'A Rom - Apu', 'A Ven H'], Russia: ['F StP(sc) - Bot', 'F Sev - Bla', 'A Mos - Ukr', 'A War - Gal'],
    Turkey: ['F Ank - Bla', 'A Con - Bul', 'A Smy - Arm'],
  };
  return Object.entries(orders).map(([power, lines], i) => [
    `From: ${power} player <${power.toLowerCase()}@example.org>`, 'To: gm@dipgame.example', `Date: Mon, 03 Mar 2025 1${i}:00:00 +0000`,
    `Subject: dipgame: ${power} S1901M`, '', 'Hello GM,', '', ...lines, '', 'Final', '', 'On Sun, GM wrote:', '> Orders due Tuesday.', '', '-- ', `${power} player`, '',
  ].join('\n')).join('\n');
}

/**
 * What one reading keeps, in its own call so nothing of an earlier reading is still referenced
 * (a reading still held from the caller's loop was freed inside the next measure: below zero).
 */
async function keptByReading(paste: string, gc: () => void, options: Parameters<typeof readOrderMail>[1]): Promise<string> {
  gc(); gc();
  const before = process.memoryUsage().heapUsed;
  const reading = await readOrderMail(paste, options);
  gc(); gc();
  const held = process.memoryUsage().heapUsed - before;
  return `${(paste.length / 1e6).toFixed(2)} MB in: ${(held / 1e6).toFixed(1)} MB kept (${(held / paste.length).toFixed(0)} bytes a byte, ${reading.verdicts.length} verdicts)`;
}

export async function run(): Promise<string[]> {
  const variant = getVariant('standard');
  const position = initialPosition(variant);
  const rules = getProfile('wm2004');
  const out: string[] = [loadNote()];

  // Throughput: the whole corpus, read file by file, repeated until about 2 MB has gone through.
  // Read as bytes, as `adjutant parse` and the app's Open… read them: MIME decoding is timed too.
  const corpus = readdirSync(MAIL).filter((f) => f.endsWith('.eml')).map((f) => new Uint8Array(readFileSync(join(MAIL, f))));
  const corpusBytes = corpus.reduce((n, m) => n + m.length, 0);
  // The first pass is cold (the JIT has compiled nothing yet): timed on its own, then 30 passes
  // of warm-up, so the throughput below is the steady state a GM reading turn after turn sees.
  const coldStart = process.cpuUsage();
  for (const m of corpus) await readOrderMail(m, { variant, position, rules });
  out.push(`corpus, first (cold) pass: ${cpuMs(coldStart).toFixed(0)} ms CPU for ${(corpusBytes / 1024).toFixed(1)} KiB`);
  for (let pass = 0; pass < 30; pass++) for (const m of corpus) await readOrderMail(m, { variant, position, rules });
  let bytes = 0;
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  while (bytes < 2_000_000) for (const m of corpus) { await readOrderMail(m, { variant, position, rules }); bytes += m.length; }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  // CPU time as well as wall time: on a shared machine the wall clock also counts other work.
  out.push(`corpus: ${corpus.length} mails, ${(corpusBytes / 1024).toFixed(1)} KiB; read ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s wall = ${(bytes / 1e6 / seconds).toFixed(1)} MB/s; ${cpuSeconds.toFixed(2)} s CPU = ${(bytes / 1e6 / cpuSeconds).toFixed(1)} MB/s (goal ≥ 10 MB/s, #13)`);

  // The two stages apart, so a change shows where it helped: decoding (split, headers, MIME
  // and charsets, postal-mime) and reading (every rule about orders) on the decoded mail.
  const decodeCpu = process.cpuUsage();
  let decodedBytes = 0;
  while (decodedBytes < 2_000_000) for (const m of corpus) { await decodeMail(m); decodedBytes += m.length; }
  const decodeSeconds = cpuMs(decodeCpu) / 1000;
  const decoded = await Promise.all(corpus.map((m) => decodeMail(m)));
  const readCpu = process.cpuUsage();
  let readBytes = 0;
  while (readBytes < 2_000_000) for (let k = 0; k < corpus.length; k++) { readDecodedMail(decoded[k]!, { variant, position, rules }); readBytes += corpus[k]!.length; }
  const readSeconds = cpuMs(readCpu) / 1000;
  const perMail = (s: number, b: number) => (s * 1e6 / (b / corpusBytes * corpus.length)).toFixed(0);
  out.push(`  by stage: decode ${(decodedBytes / 1e6 / decodeSeconds).toFixed(1)} MB/s CPU (${perMail(decodeSeconds, decodedBytes)} µs a mail); read ${(readBytes / 1e6 / readSeconds).toFixed(1)} MB/s CPU (${perMail(readSeconds, readBytes)} µs a mail)`);

  // A big paste: all 7 powers' mails 50 times over, as one string (a mailbox file).
  const turn = turnOfMail();
  const big = Array.from({ length: 50 }, () => turn).join('\n');
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  await readOrderMail(big, { variant, position, rules });
  const bigSeconds = (performance.now() - t0) / 1000;
  const bigCpu = cpuMs(c0);
  out.push(`one paste of 350 mails (${(big.length / 1e6).toFixed(2)} MB): ${(bigSeconds * 1000).toFixed(0)} ms wall = ${(big.length / 1e6 / bigSeconds).toFixed(1)} MB/s; ${bigCpu.toFixed(0)} ms CPU = ${(big.length / 1e6 / (bigCpu / 1000)).toFixed(1)} MB/s`);

  // Memory linear in the input (#13): what a reading keeps (its verdicts, messages and sets, with
  // the paste they point into) for the mailbox above four times over and sixteen times over,
  // measured as the heap's growth across the reading, after full collections either side. The
  // two figures per input byte should be alike.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const kept: string[] = [];
  for (const times of [4, 16]) kept.push(await keptByReading(Array.from({ length: times }, () => big).join('\n'), gc, { variant, position, rules }));
  out.push(`memory: ${kept.join('; ')}`);

  // A full 7-power turn of mail.
  const times: number[] = [];
  for (let i = 0; i < 50; i++) await readOrderMail(turn, { variant, position, rules });
  const turnCpu = process.cpuUsage();
  const turnStarted = performance.now();
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await readOrderMail(turn, { variant, position, rules });
    times.push(performance.now() - t);
  }
  // Per-turn CPU time can only be had as a mean (process.cpuUsage is too coarse per call).
  const turnCpuMean = cpuMs(turnCpu) / 1000, turnWallMean = (performance.now() - turnStarted) / 1000;
  times.sort((a, b) => a - b);
  out.push(`7-power turn (${(turn.length / 1024).toFixed(1)} KiB, ${turn.split('\n').length} lines): wall median ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms (goal < 1 ms, #13); mean ${turnWallMean.toFixed(2)} ms wall, ${turnCpuMean.toFixed(2)} ms CPU`);

  // Hostile pastes must stay linear: one enormous line, thousands of garbage order lines, an
  // HTML body of 1 MB, ten thousand tiny messages.
  let seed = 1;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const word = () => Array.from({ length: 3 + Math.floor(rnd() * 6) }, () => String.fromCharCode(97 + Math.floor(rnd() * 26))).join('');
  const hostile: Record<string, string> = {
    'one 1 MB line': Array.from({ length: 150000 }, word).join(' '),
    '40k garbage order lines': Array.from({ length: 40000 }, () => `A ${word()} - ${word()}`).join('\n'),
    '1 MB HTML body': 'From: a@x.example\nTo: gm@x.example\nSubject: s\nContent-Type: text/html\n\n' + '<div><p>A Par - Bur</p>&amp;&#123;</div>\n'.repeat(25000),
    '10k tiny messages': Array.from({ length: 10000 }, (_, i) => `From: a${i}@x.example\nTo: gm@x.example\nSubject: s\n\nA Par - Bur`).join('\n\n'),
    // Reply and forward shapes (#13): a long run of header-like lines is scanned once, and each of
    // many forward markers does not re-read the lines above it.
    '20k header-like lines': 'From: a@x.example\nTo: gm@x.example\n\nhello\n' + Array.from({ length: 20000 }, (_, i) => `Subject: line ${i}`).join('\n'),
    '8k forward markers': 'From: a@x.example\nTo: gm@x.example\nSubject: Fwd: x\n\n' + Array.from({ length: 8000 }, (_, i) => `Begin forwarded message:\n\n> hello ${i}\nok`).join('\n'),
  };
  for (const [name, paste] of Object.entries(hostile)) {
    const t = performance.now();
    const c = process.cpuUsage();
    await readOrderMail(paste, { variant, position, rules });
    const ms = performance.now() - t;
    const cpu = cpuMs(c);
    out.push(`hostile: ${name} (${(paste.length / 1e6).toFixed(2)} MB): ${ms.toFixed(0)} ms wall = ${(paste.length / 1e6 / (ms / 1000)).toFixed(1)} MB/s; ${cpu.toFixed(0)} ms CPU`);
  }
  return out;
}
