// Every file a CLI command reads is checked before use (issue 15): a file of the wrong shape exits
// 2 with a message naming the file and the wrong field, never a TypeError and never exit 0.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main';
import { tempDir } from '../tempDir';

const dir = tempDir('adjutant-cli-inputs-');
const MAIL = 'test/fixtures/mail/031-two-orders-one-unit-france.eml';
const ROUND = 'assets/coalition/sample-round.json';
const orders = join(dir, 'orders.txt');
writeFileSync(orders, 'France:\nA PAR - BUR\n');

let n = 0;
function file(json: unknown): string {
  const path = join(dir, `input-${++n}.json`);
  writeFileSync(path, typeof json === 'string' ? json : JSON.stringify(json));
  return path;
}

async function run(args: string[]) {
  let out = '', err = '';
  const code = await main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } });
  return { code, out, err };
}

/** Refused as it should be: exit 2, the file and the field named, no JavaScript error text. */
async function expectRefused(args: string[], path: string, field: RegExp) {
  const r = await run(args);
  expect(r.code, r.err).toBe(2);
  expect(r.err).toContain(path);
  expect(r.err).toMatch(field);
  expect(r.err).not.toMatch(/TypeError|Cannot read prop|is not a function|is not iterable|undefined \(reading/);
}

const spring = { year: 1901, season: 'spring', type: 'movement' };

describe('--game (adjutant parse and adjutant adjudicate)', () => {
  const cases: [string, unknown, RegExp][] = [
    ['players that is not a list', { players: 'France' }, /players: .*expected array/],
    ['a player whose addresses is not a list', { players: [{ power: 'France', addresses: 'a@b' }] }, /players\.0\.addresses: .*expected array/],
    ['a player with no power', { players: [{ addresses: [] }] }, /players\.0\.power/],
    ['a GM address that is a number', { gmAddress: 5 }, /gmAddress: .*expected string/],
    ['an unknown late-orders policy', { lateOrders: 'never' }, /lateOrders/],
    ['a misspelt key', { gmAdress: 'gm@x' }, /gmAdress/],
    ['a deadline that is not a time', { deadline: 'next Tuesday-ish' }, /deadline: not a time/],
    ['a subject pattern that is not a regular expression', { subjectPattern: '(' }, /subjectPattern: not a valid regular expression/],
    ['an accepted late set without its message id', { acceptedLate: [{ evidence: 'screenshot' }] }, /acceptedLate\.0\.messageId/],
    ['null', null, /\(the whole file\)/],
    ['a list', [], /\(the whole file\)/],
  ];
  for (const [what, json, field] of cases) {
    it(`parse refuses ${what}`, async () => {
      const path = file(json);
      await expectRefused(['parse', '--game', path, MAIL], path, field);
    });
    it(`adjudicate refuses ${what}`, async () => {
      const path = file(json);
      await expectRefused(['adjudicate', '--game', path, '--mail', MAIL], path, field);
    });
  }

  it('a file that is not JSON is named as such', async () => {
    const path = file('{ players: ');
    await expectRefused(['parse', '--game', path, MAIL], path, /is not JSON/);
  });

  it('a well-formed game file is still read (the checks above are not refusing everything)', async () => {
    const path = file({ gmAddress: 'gm@dipgame.example', players: [{ power: 'France', addresses: ['marie@example.fr'], abbreviations: { Mdl: 'mao' } }], lateOrders: 'reject-after-deadline' });
    expect((await run(['parse', '--game', path, MAIL])).code).toBe(0);
    expect((await run(['adjudicate', '--game', path, '--mail', MAIL])).code).toBe(0);
  });
});

describe('--position (adjutant parse and adjutant adjudicate)', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a unit whose place is null', { phase: spring, units: [{ type: 'A', power: 'France', location: null }] }, /units\.0\.location/],
    ['a unit of an unknown type', { phase: spring, units: [{ type: 'Z', power: 'France', location: 'par' }] }, /units\.0\.type/],
    ['units that is not a list', { phase: spring, units: 'A Par' }, /units: .*expected array/],
    ['a phase of an unknown season', { phase: { ...spring, season: 'summer' }, units: [] }, /phase\.season/],
    ['centres that is a list', { phase: spring, units: [], centres: ['par'] }, /centres/],
  ];
  for (const [what, json, field] of cases) {
    it(`parse refuses ${what}`, async () => {
      const path = file(json);
      await expectRefused(['parse', '--position', path, MAIL], path, field);
    });
    it(`adjudicate refuses ${what}`, async () => {
      const path = file({ variant: 'standard', centres: {}, homeCentres: {}, ...(json as object) });
      await expectRefused(['adjudicate', '--position', path, '--orders', orders], path, field);
    });
  }

  it('parse still reads a hand-written position with only phase and units', async () => {
    const path = file({ phase: spring, units: [{ type: 'A', power: 'France', location: 'par' }] });
    expect((await run(['parse', '--position', path, MAIL])).code).toBe(0);
  });
});

describe('a game record (adjutant publish)', () => {
  const record = (patch: object) => ({ format: 'adjutant-game', version: 1, variant: 'standard', profile: 'wm2004', ...patch });
  const cases: [string, unknown, RegExp][] = [
    ['phases that is not a list', record({ phases: 'x' }), /phases: .*expected array/],
    ['no phases', record({ phases: [] }), /phases: /],
    ['a phase without its position', record({ phases: [{ name: 'S1901M', orders: [], results: [], notices: [], skippedAfter: [], played: false }] }), /phases\.0\.position/],
    ['an order of an unknown kind', record({ phases: [{ name: 'S1901M', position: { variant: 'standard', phase: spring, units: [], centres: {}, homeCentres: {} }, orders: [{ kind: 'teleport', power: 'France' }], results: [], notices: [], skippedAfter: [], played: true }] }), /phases\.0\.orders\.0\.kind/],
    ['a variant that is a number', record({ variant: 7, phases: [] }), /variant: .*expected string/],
  ];
  for (const [what, json, field] of cases) {
    it(`refuses ${what}`, async () => {
      const path = file(json);
      await expectRefused(['publish', path, '--phase', 'S1901M', '--dialect', 'njudge'], path, field);
    });
  }
});

describe('files checked by core\'s own schemas stay refused with the field named', () => {
  it('a round (adjutant coalition --round)', async () => {
    const path = file({ turn: 'x', armies: [{}] });
    const r = await run(['coalition', 'check', '--round', path]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${path} is not a valid round`);
    expect(r.err).not.toMatch(/TypeError|Cannot read prop/);
  });

  it('a roster (adjutant coalition roster --import)', async () => {
    const path = file({ armies: 'x' });
    const r = await run(['coalition', 'roster', '--round', ROUND, '--import', path, '--out', join(dir, 'out.json')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/expected array/);
  });

  it('a ruleset (adjutant ledger convert)', async () => {
    const path = file({ rules: [{ id: null, text: 5 }] });
    const r = await run(['ledger', 'convert', path, '--to', 'text']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/"rules"/);
  });

  it('a dipcc game (adjutant replay and adjutant publish)', async () => {
    const path = file({ phases: [{ name: 5, state: null }] });
    const replay = await run(['replay', path]);
    expect(replay.code).toBe(2);
    expect(replay.err).toMatch(/phases\.0\.name/);
    const publish = await run(['publish', path, '--phase', 'S1901M', '--dialect', 'njudge']);
    expect(publish.code).toBe(2);
    expect(publish.err).toMatch(/phases\.0\.name/);
  });
});
