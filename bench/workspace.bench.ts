// The Diplomacy workspace's work behind one click, without the browser: read a phase's mail
// (the worker's readMail), work out the powers strip and the orders (phaseInbox), adjudicate
// (the worker's adjudicate), for each phase of 1901 in test/fixtures/workspace. Goal for
// "Adjudicate → results" on a full board: < 100 ms in the app (the e2e test prints the on-screen
// figure; this is the compute part of it). Prints medians and p99 per phase.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreApi } from '../renderer/worker/coreApi';
import { phaseInbox, type MailInput } from '../core/diplomacy/record/inbox';
import { phaseName } from '../core/diplomacy/phases';
import type { Position } from '../core/diplomacy/types';
import { measureCommitDurability } from './commitDurability';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, '../test/fixtures/workspace');
const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const phases = [
  ['s1901-austria.eml', 's1901-england-1.eml', 's1901-england-2.eml', 's1901-france.eml', 's1901-germany.eml', 's1901-italy.eml', 's1901-russia.eml', 's1901-turkey.eml'],
  ['f1901-all.txt'], ['f1901r-turkey.eml'], ['w1901-builds.txt'],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function run(): Promise<string[]> {
  const lines: string[] = [];
  let position: Position = coreApi.openingPosition('standard');
  for (const files of phases) {
    const inputs: MailInput[] = files.map((f, i) => ({ id: f, receivedAt: i, sourceName: f, text: readFileSync(join(dir, f), 'utf8'), assignedPower: null, editOf: null, status: null }));
    const read: number[] = [];
    const adjudicated: number[] = [];
    let next = position;
    for (let k = 0; k < 60; k++) {
      const t0 = performance.now();
      const readings = (await coreApi.readMail({ variantId: 'standard', profile: 'wm2004', position, game: { gmAddress: 'gm@example.org' }, inputs }));
      const inbox = phaseInbox(powers, position, inputs, readings, 'last-replaces');
      const t1 = performance.now();
      const { result } = coreApi.adjudicate({ variantId: 'standard', profile: 'wm2004', position, orders: inbox.orders, nmr: inbox.nmr });
      const t2 = performance.now();
      if (k >= 10) { read.push(t1 - t0); adjudicated.push(t2 - t1); } // the first runs warm the JIT
      next = result.next;
    }
    read.sort((a, b) => a - b);
    adjudicated.sort((a, b) => a - b);
    lines.push(`${phaseName(position.phase)} (${files.length} mail file(s)): read+inbox median ${percentile(read, 0.5).toFixed(2)} ms p99 ${percentile(read, 0.99).toFixed(2)} ms · adjudicate median ${percentile(adjudicated, 0.5).toFixed(2)} ms p99 ${percentile(adjudicated, 0.99).toFixed(2)} ms (goal for the click: < 100 ms)`);
    position = next;
  }
  // Committing is the click after Adjudicate: what its strict (power-cut safe) write costs.
  lines.push(...await measureCommitDurability());
  return lines;
}
