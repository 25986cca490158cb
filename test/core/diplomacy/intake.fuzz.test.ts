// Fuzz: random and mutated mail never throws and always yields one verdict per input line.
// Runs FUZZ_RUNS inputs (default 300 so `npm test` stays quick; `npm run fuzz` sets 200000).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../../core/diplomacy/houseRules';
import { readOrderMail } from '../../../core/diplomacy/intake/index';
import { checkInvariants, game, MAIL_DIR, position, variant } from './intake/helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300) || 300;
// FUZZ_SEED replays a run fast-check reported (its seed), as CI's random one.
const SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};
const corpus = readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml')).map((f) => readFileSync(join(MAIL_DIR, f), 'utf8'));
const boards = ['start', 'autumn', 'retreat', 'winter'].map(position);
const ruleSets = Object.values(profiles);

const fragments = [
  'From: A <a@b.example>', 'To: gm@dipgame.example', 'Cc: x@y.example', 'Subject: France S1901M', 'Date: Mon, 03 Mar 2025 10:00:00 +0000',
  'Content-Type: text/html', 'Content-Transfer-Encoding: quoted-printable', 'Content-Type: multipart/alternative; boundary="b1"', '--b1', '--b1--',
  'A Par - Bur', 'F Lon C A Yor - Nwy', 'A Lon-Nth-Nwy', 'A Mun S A Par - Bur', 'Build F StP(sc)', 'Waive', 'F Tri R Alb, else Adr, else disband',
  'Press:', 'White press to all:', 'End press', 'Vote: yes', 'Final', '-- ', '> A Par - Pic', 'On Mon, X wrote:', '-----Original Message-----',
  '---------- Forwarded message ---------', 'Power: Russia', '<p>A Ven -&gt; Tyr</p>', '=C3=A9t=C3=A9=', '&#x1F600;&amp;&#99999999;', 'Builds:',
  'If dislodged, A Gal - Bud', 'A Kie - Den or Hol or disband', 'If one build: A Mar; if two: A Mar, F Bre', 'If two builds:',
  'Change: A Rom - Apu', 'instead of A Ven - Tyr, A Ven H', 'W', 'A Rom → Apu', 'Orders (FINAL)', 'From mbox@x Mon Mar  3 10:00:00 2025', '', '   ', '\t', 'Sent from my iPhone',
];

/** A mail made of fragments, random strings, and corpus mails with characters changed. */
const mailArb = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 })), { maxLength: 30 })
    .chain((parts) => fc.constantFrom('\n', '\r\n', '\r').map((nl) => parts.join(nl))),
  fc.tuple(fc.constantFrom(...corpus), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.string({ maxLength: 4 })), { maxLength: 8 }))
    .map(([text, edits]) => edits.reduce((t, [at, del, ins]) => { const i = t.length ? at % t.length : 0; return t.slice(0, i) + ins + t.slice(i + del); }, text)),
  fc.string({ maxLength: 300 }),
);

describe('order intake fuzz', () => {
  it(`random and mutated mail never throws and gives every line one verdict (FUZZ_RUNS=${RUNS})`, async () => {
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(mailArb, fc.nat({ max: boards.length - 1 }), fc.nat({ max: ruleSets.length - 1 }), async (paste, b, k) => {
        tried++;
        const result = (await readOrderMail(paste, { variant, position: boards[b]!, rules: ruleSets[k]!, game }));
        const problem = checkInvariants(paste, result);
        if (problem) throw new Error(problem);
        // A mail with nothing to decode has exactly one verdict per raw line, except that a line
        // giving several orders by their number has one per part (each marked as a part), and an
        // order a client wrapped onto the next line has one verdict for both lines (wrapped.ts).
        if (!/content-(type|transfer-encoding)/i.test(paste)) {
          const lines = paste.split(/\r\n|\r|\n/);
          if (/(\r\n|\r|\n)$/.test(paste)) lines.pop();
          const extraParts = result.verdicts.filter((v) => v.part && v.part.index > 1).length;
          const joined = result.verdicts.reduce((n, v) => n + (v.part && v.part.index > 1 ? 0 : (v.raw.match(/\r\n|\r|\n/g)?.length ?? 0)), 0);
          expect(result.verdicts.length - extraParts + joined).toBe(Math.max(lines.length, 1));
        }
      }),
      { numRuns: RUNS, ...SEED },
    );
    console.log(`intake fuzz: ${tried} inputs tried`);
    expect(tried).toBeGreaterThanOrEqual(RUNS);
  }, Math.max(30_000, RUNS * 20)); // 200000 runs take minutes on a shared machine
});
