import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../cli/main';
import { tempDir } from '../tempDir';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}
const ROUND = 'assets/coalition/sample-round.json';
const THREAD = 'assets/coalition/sample-thread.txt';

describe('adjutant coalition', () => {
  it('resolve prints the update post and the battle announcements, and writes the next round', async () => {
    const dir = tempDir('coalition-');
    const out = join(dir, 'next.json');
    const r = await run(['coalition', 'resolve', '--round', ROUND, '--thread', THREAD, '--seed', '3', '--out', out, '--format', 'plain']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Sample Round: turn 1 movement update/);
    expect(r.out).toMatch(/- Sai Rei: 3D - 4D - 5D/);
    expect(r.out).toMatch(/Yawgmoth \(line \d+\): "Yawgmoth: 32D > 30D" — posted after the movement lock \(004 3\.1b\)/);
    expect(r.out).toMatch(/Sample Round: battles for turn 2/);
    const next = JSON.parse(readFileSync(out, 'utf8'));
    expect(next.turn).toBe(2);
    expect(next.armies.find((a: { name: string }) => a.name === 'Sai Rei').square).toBe('5D');
    // The written state is itself a valid round that resolves again.
    const again = await run(['coalition', 'resolve', '--round', out, '--thread', THREAD, '--seed', '3']);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/\[b\]Sample Round: turn 2 movement update\[\/b\]/);
  });
  it('the same seed gives the same post; --json gives the report as data', async () => {
    const a = await run(['coalition', 'resolve', '--round', ROUND, '--thread', THREAD, '--seed', '9']);
    const b = await run(['coalition', 'resolve', '--round', ROUND, '--thread', THREAD, '--seed', '9']);
    expect(a.out).toBe(b.out);
    const j = await run(['coalition', 'resolve', '--round', ROUND, '--thread', THREAD, '--json']);
    expect(JSON.parse(j.out).movements.length).toBeGreaterThan(5);
  });
  it('check, control, terrain and roster', async () => {
    expect((await run(['coalition', 'terrain', '--round', ROUND, '--format', 'plain'])).out).toMatch(/^    A B C D E F G H I J K L M N\n  1 o /);
    expect((await run(['coalition', 'check', '--round', ROUND])).out).toBe('no problems found\n');
    expect((await run(['coalition', 'control', '--round', ROUND, '--format', 'plain'])).out).toContain('Sai Rei (Captain): Gazetzot');
    expect((await run(['coalition', 'roster', '--round', ROUND, '--csv'])).out.split('\n')[0]).toBe('army,team,rank,factions,square,legend,slot,creature,power,toughness,colours,alive,full,days,mercenary');
  });
  it('result enters a battle result that the next resolve applies; roster --import replaces the armies', async () => {
    const dir = tempDir('coalition-');
    const thread = join(dir, 'thread.txt'), t1 = join(dir, 't1.json'), t2 = join(dir, 't2.json'), t3 = join(dir, 't3.json');
    writeFileSync(thread, '--- Tahngarth @ 2026-11-19 10:00 ---\nTahngarth: 9E > 9F\n--- Belbe @ 2026-11-19 11:00 ---\nBelbe: 12F > 9F\n');
    expect((await run(['coalition', 'resolve', '--round', ROUND, '--thread', thread, '--out', t1])).out).toMatch(/9F: (Tahngarth vs Belbe|Belbe vs Tahngarth) \(no-attacker\)/);
    const bad = await run(['coalition', 'result', '--round', t1, '--square', '9F', '--winner', 'Tahngarth', '--loser', 'Greven', '--out', t2]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/004 4\.2\.5a: Tahngarth and Greven are not both at 9F/);
    const ok = await run(['coalition', 'result', '--round', t1, '--square', '9F', '--winner', 'Tahngarth', '--loser', 'Belbe', '--losses', 'Belbe:Phyrexian Ghoul=1200; Tahngarth:Llanowar Elves=300', '--out', t2]);
    expect(ok.code).toBe(0);
    writeFileSync(join(dir, 'empty.txt'), '');
    expect((await run(['coalition', 'resolve', '--round', t2, '--thread', join(dir, 'empty.txt'), '--out', t3, '--format', 'plain'])).out).toMatch(/Belbe lost at 9F and is moved to \d+[A-N] \(004 4\.2\.5b\)/);
    const next = JSON.parse(readFileSync(t3, 'utf8'));
    expect(next.armies.find((a: { name: string }) => a.name === 'Belbe').slots[0][0].count).toBe(3800);
    const csv = join(dir, 'armies.csv'), t4 = join(dir, 't4.json');
    writeFileSync(csv, (await run(['coalition', 'roster', '--round', ROUND, '--csv'])).out.split('\n').slice(0, 9).join('\n'));
    expect((await run(['coalition', 'roster', '--round', ROUND, '--import', csv, '--out', t4])).out).toBe('2 armies imported\n');
    expect(JSON.parse(readFileSync(t4, 'utf8')).armies.map((a: { name: string }) => a.name)).toEqual(['Urza', 'Gerrard']);
  });
  it('explains bad input and exits 2', async () => {
    const dir = tempDir('coalition-');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"name": 3}');
    const r = await run(['coalition', 'resolve', '--round', bad, '--thread', THREAD]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is not a valid round/);
    expect((await run(['coalition', 'resolve', '--round', ROUND])).err).toMatch(/--thread/);
    expect((await run(['coalition', 'resolve', '--round', ROUND, '--thread', THREAD, '--seed', 'x'])).code).toBe(2);
    expect((await run(['coalition'])).code).toBe(2);
    expect((await run(['coalition', 'resolve', '--round', join(dir, 'missing.json'), '--thread', THREAD])).err).toMatch(/cannot read/);
  });
  it('runs as a real process through bin/adjutant.mjs', () => {
    const out = execFileSync(process.execPath, ['bin/adjutant.mjs', 'coalition', 'resolve', '--round', ROUND, '--thread', THREAD, '--format', 'plain'], { encoding: 'utf8' });
    expect(out).toMatch(/Moves made/);
  });
  it('004 5.4.1b penalty rolls the logged die, takes the troops and is posted with the next update; 004 1.3 sanction stays on the record', async () => {
    const dir = tempDir('coalition-');
    const p1 = join(dir, 'p1.json'), p2 = join(dir, 'p2.json');
    const own = await run(['coalition', 'penalty', '--round', ROUND, '--army', 'Sai Rei', '--player', 'Gazetzot', '--severity', '1', '--out', p1]);
    expect(own.code).toBe(1);
    expect(own.err).toBe('004 5.4.1a: Gazetzot controls Sai Rei; the penalty is for acting with an army one does not control\n');
    const r = await run(['coalition', 'penalty', '--round', ROUND, '--army', 'Sai Rei', '--player', 'Urza', '--severity', '2', '--seed', '4', '--at', '2026-11-19T06:00:00Z', '--reason', 'Urza moved Sai Rei', '--out', p1]);
    expect(r.code).toBe(0);
    const written = JSON.parse(readFileSync(p1, 'utf8'));
    const die = written.sanctions[0].roll.value;
    expect(written.sanctions[0].roll).toEqual({ purpose: 'penalty die for Sai Rei (004 5.4.1b)', sides: 6, value: die });
    expect(r.out).toBe(`Thu 19 Nov 06:00 GMT: Urza reprimanded: Urza moved Sai Rei; penalty severity 2 x d6 = ${die} x (100, 50, 25, 10); Sai Rei loses ${written.sanctions[0].losses ? Object.entries(written.sanctions[0].losses).map(([c, n]) => `${n} ${c}`).join(', ') : ''} (004 5.4.1b)\n`);
    const before = JSON.parse(readFileSync(ROUND, 'utf8')).armies.find((a: { name: string }) => a.name === 'Sai Rei');
    const after = written.armies.find((a: { name: string }) => a.name === 'Sai Rei');
    const total = (a: { slots: { count: number }[][] }) => a.slots.flat().reduce((n, c) => n + c.count, 0);
    expect(total(before) - total(after)).toBe(2 * die * (100 + 50 + 25 + 10));
    const s = await run(['coalition', 'sanction', '--round', p1, '--player', 'Urza', '--team', '--reason', 'ignored the battle judge', '--at', '2026-11-19T07:00:00Z', '--out', p2]);
    expect(s.code).toBe(0);
    expect((await run(['coalition', 'sanctions', '--round', p2])).out).toBe(`turn 1: ${r.out}turn 1: Thu 19 Nov 07:00 GMT: Urza (and the Coalition team) sanctioned: ignored the battle judge (004 1.3)\n`);
    const post = await run(['coalition', 'resolve', '--round', p2, '--thread', THREAD, '--format', 'plain']);
    expect(post.out).toContain('Sanctions and penalties');
    expect(post.out).toContain('Urza (and the Coalition team) sanctioned: ignored the battle judge (004 1.3)');
    expect((await run(['coalition', 'sanction', '--round', p2, '--player', 'Urza', '--reason', ' ', '--out', p2])).code).toBe(1);
  });
});
