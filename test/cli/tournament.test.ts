// `adjutant tournament` end to end: a Maharajiad from roster to final, with board files arriving
// in a folder as they would from other GMs' machines, and the bad input refused with reasons.
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../cli/main';
import { tempDir } from '../tempDir';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}

/** Fills a template board file the way a GM would: counts per year, one leader per board. */
async function fillBoard(file: string, round: number, board: string, lead: number, outDir: string): Promise<void> {
  const tpl = await run(['tournament', 'template', '--file', file, '--round', String(round), '--board', board]);
  expect(tpl.code).toBe(0);
  const f = JSON.parse(tpl.out);
  const spread = [12, 8, 6, 4, 3, 2, 1];
  for (const y of f.centres) {
    const powers = Object.keys(y.counts);
    powers.forEach((p, k) => { y.counts[p] = spread[(k - lead + 7) % 7]!; });
  }
  writeFileSync(join(outDir, `${board}.json`), JSON.stringify(f));
}

describe('adjutant tournament', () => {
  it('runs the Maharajiad: roster, Round 1 draw, board files from a folder, advancement, the final and its winner', async () => {
    const dir = tempDir('tournament-');
    const file = join(dir, 'maharajiad.json');
    expect((await run(['tournament', 'create', '--file', file, '--name', 'Maharajiad I', '--profile', 'maharajiad', '--seed', '1501'])).out).toMatch(/id maharajiad-i-1501, seed 1501/);
    expect((await run(['tournament', 'create', '--file', file, '--name', 'X', '--profile', 'maharajiad'])).code).toBe(2); // never overwritten
    const roster = await run(['tournament', 'roster', '--file', file, '--import', 'test/fixtures/tournament/maharajiad-roster.csv']);
    expect(roster.out).toMatch(/^42 players added; 42 on the roster/);
    // 001 A.1: a roster naming a player already entered is refused whole; the file is not changed.
    writeFileSync(join(dir, 'again.csv'), 'name\nNew Person\nAsha\n');
    const before = readFileSync(file, 'utf8');
    const twice = await run(['tournament', 'roster', '--file', file, '--import', join(dir, 'again.csv')]);
    expect(twice.code).toBe(1);
    expect(twice.out).toMatch(/^roster refused, nothing was added \(42 on the roster\):\n001 A\.1: Asha is already in the tournament; refused/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const a1 = await run(['tournament', 'assign', '--file', file, '--round', '1']);
    expect(a1.code).toBe(0);
    expect(a1.out).toMatch(/6 boards: 42 players: 6 boards/);
    expect(a1.out).toMatch(/R1-B06\n  Bahmana/);
    // Standings before any result: provisional, every board named as missing.
    expect((await run(['tournament', 'standings', '--file', file])).out).toMatch(/no result yet for R1-B01, R1-B02, R1-B03, R1-B04, R1-B05, R1-B06/);
    // Round 2 cannot be seated before Round 1 has its results.
    const early = await run(['tournament', 'assign', '--file', file, '--round', '2']);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/R1-B01 has no result/);
    // Each GM's board file arrives in the shared folder.
    const inbox = join(dir, 'inbox');
    mkdirSync(inbox);
    for (let b = 1; b <= 6; b++) await fillBoard(file, 1, `R1-B0${b}`, b, inbox);
    // A stray file for a board that does not exist, and one with too many centres.
    const stray = JSON.parse(readFileSync(join(inbox, 'R1-B01.json'), 'utf8'));
    writeFileSync(join(inbox, 'stray.json'), JSON.stringify({ ...stray, board: 'R1-B09' }));
    const greedy = JSON.parse(readFileSync(join(inbox, 'R1-B02.json'), 'utf8'));
    greedy.centres[9].counts.Delhi = 20; greedy.board = 'R1-B03';
    writeFileSync(join(inbox, 'zz-greedy.json'), JSON.stringify(greedy));
    const imp = await run(['tournament', 'import', '--file', file, '--boards', inbox]);
    expect(imp.code).toBe(1);
    expect(imp.out).toMatch(/R1-B01\.json: added as board-R1-B01-[0-9a-f]{16}\.json/);
    expect(imp.out).toMatch(/stray\.json: refused\n  there is no board R1-B09 in round 1/);
    expect(imp.out).toMatch(/zz-greedy\.json: refused\n  centres 1510: \d+ centres counted, but the map has only 37 \(001 A\.16a\)/);
    expect(imp.out).toMatch(/check: centres 1510: 36 of 37 centres counted/);
    // Importing the same folder again adds nothing.
    const again = await run(['tournament', 'import', '--file', file, '--boards', inbox]);
    expect(again.out).toMatch(/R1-B01\.json: already imported/);
    expect(JSON.parse(readFileSync(file, 'utf8')).boardFiles).toHaveLength(6);
    // A second GM sends a different result for board 6: a conflict, shown with how to settle it.
    const other = JSON.parse(readFileSync(join(inbox, 'R1-B06.json'), 'utf8'));
    other.centres[9].counts.Persia -= 1; // one centre fewer: still a valid file, a different result
    const box2 = join(dir, 'inbox2'); mkdirSync(box2);
    writeFileSync(join(box2, 'R1-B06-second-gm.json'), JSON.stringify(other));
    const clash = await run(['tournament', 'import', '--file', file, '--boards', box2]);
    expect(clash.out).toMatch(/conflict: R1-B06 has 2 different results, not scored until one is kept:/);
    expect((await run(['tournament', 'assign', '--file', file, '--round', '2'])).err).toMatch(/R1-B06 has 2 conflicting results/);
    const firstHash = JSON.parse(readFileSync(file, 'utf8')).boardFiles.find((f: { file: { board: string } }) => f.file.board === 'R1-B06').hash as string;
    const keep = await run(['tournament', 'keep', '--file', file, '--round', '1', '--board', 'R1-B06', '--hash', firstHash.slice(0, 12), '--reason', 'board GM confirmed']);
    expect(keep.out).toMatch(/R1-B06: board file [0-9a-f]{16} stands/);
    // Standings: six board winners with 12 and the best of the rest (001 A.16a, A.16c).
    const st = await run(['tournament', 'standings', '--file', file]);
    expect(st.out).toMatch(/Advancement from Round 1 to the final \(001 A\.16a\)/);
    expect(st.out.match(/^\d+\* /gm)!.length).toBe(7);
    expect(st.out).toMatch(/Best Bahmana \(001 A\.22\)/);
    // The final: seven qualifiers, one board, Round-1 powers avoided (001 A.11).
    const a2 = await run(['tournament', 'assign', '--file', file, '--round', '2']);
    expect(a2.code).toBe(0);
    expect(a2.out).toMatch(/R2-B01\n/);
    expect(a2.out).not.toMatch(/001 A\.11: /);
    const finalBox = join(dir, 'final');
    mkdirSync(finalBox);
    await fillBoard(file, 2, 'R2-B01', 2, finalBox);
    expect((await run(['tournament', 'import', '--file', file, '--boards', finalBox])).code).toBe(0);
    const fin = await run(['tournament', 'publish', '--file', file, '--what', 'standings', '--format', 'bbcode']);
    expect(fin.out).toMatch(/\[b\]The final \(001 A\.20\)\[\/b\]/);
    const t = JSON.parse(readFileSync(file, 'utf8'));
    // The filled final gives Gondwana (the third power) 12 centres: its player wins.
    const gondwana = t.rounds[1].boards[0].seats.find((s: { power: string }) => s.power === 'Gondwana').player;
    const finalTable = fin.out.slice(fin.out.indexOf('The final (001 A.20)'));
    expect(finalTable).toMatch(new RegExp(`^[^]*?\\[code\\]\\n#\\s+name[^\\n]*\\n1\\s+${gondwana}\\s+12\\s+R2-B01 Gondwana`));
    // The published draw and results.
    expect((await run(['tournament', 'publish', '--file', file, '--what', 'draw', '--round', '1'])).out.split('\n').filter((l) => l.startsWith('Round 1 draw')).length).toBe(41);
    expect((await run(['tournament', 'publish', '--file', file, '--what', 'results', '--round', '1', '--format', 'markdown'])).out).toMatch(/```\nR1-B01 \(final\)/);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('runs a World Masters Round 1 of 42 teams: sign-up powers, 42 board files, team credits, advancement, Round 2 drawn', async () => {
    const dir = tempDir('tournament-wm-');
    const file = join(dir, 'wm.json');
    const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
    const rows = ['name,team,captain,power'];
    for (let i = 1; i <= 42; i++) powers.forEach((p, k) => rows.push(`Player ${i}.${k + 1},Team ${i},${k === 0 ? 'yes' : ''},${p}`));
    writeFileSync(join(dir, 'teams.csv'), rows.join('\n'));
    await run(['tournament', 'create', '--file', file, '--name', 'World Masters', '--profile', 'wm2004', '--seed', '2004']);
    const roster = await run(['tournament', 'roster', '--file', file, '--import', join(dir, 'teams.csv')]);
    expect(roster.out).toBe('294 players added; 294 on the roster\n');
    const a1 = await run(['tournament', 'assign', '--file', file, '--round', '1']);
    expect(a1.code).toBe(0);
    expect(a1.out).toMatch(/42 boards: 42 teams of 7: one board per team \(000 B\.2\)/);
    const t = JSON.parse(readFileSync(file, 'utf8'));
    // 000 B.5: every seat keeps the sign-up power (Player i.k signed up for the k-th power).
    for (const b of t.rounds[0].boards) for (const s of b.seats) expect(powers[Number(s.player.split('.')[1]) - 1]).toBe(s.power);
    const inbox = join(dir, 'boards');
    mkdirSync(inbox);
    for (let b = 1; b <= 42; b++) {
      const tpl = JSON.parse((await run(['tournament', 'template', '--file', file, '--round', '1', '--board', `R1-B${String(b).padStart(2, '0')}`])).out);
      for (const y of tpl.centres) Object.keys(y.counts).forEach((p, k) => { y.counts[p] = [10, 8, 6, 4, 3, 2, 1][(k + b) % 7]; });
      writeFileSync(join(inbox, `b${b}.json`), JSON.stringify(tpl));
    }
    const imp = await run(['tournament', 'import', '--file', file, '--boards', inbox]);
    expect(imp.code).toBe(0);
    expect(imp.out.match(/: added as board-R1-B\d\d-/g)!.length).toBe(42);
    const st = await run(['tournament', 'standings', '--file', file]);
    expect(st.out).toMatch(/Round 1 team ranking and advancement credits \(000 C\.6\)/);
    expect(st.out).toMatch(/Advancement from Round 1 to Round 2 \(000 C\.7\)/);
    // 000 B.4: 42 teams, so half of 42 boards: 21 boards, 147 players advance.
    const adv = st.out.slice(st.out.indexOf('Advancement from Round 1'));
    expect(adv.slice(0, adv.indexOf('Best Austria')).match(/^\d+\* /gm)!.length).toBe(147);
    expect(st.out).toMatch(/credits 10/);
    const a2 = await run(['tournament', 'assign', '--file', file, '--round', '2']);
    expect(a2.code).toBe(0);
    expect(a2.out).toMatch(/21 boards: 42 teams: 28 boards would advance more than half, so half of 42 boards rounded down: 21 \(000 B\.4\)/);
    expect(a2.out).toMatch(/Drawn with seed \d+ \(000 B\.5\): 146 logged picks/);
  });

  it('refuses a replacement over the limit with the clause, and bad usage with exit 2', async () => {
    const dir = tempDir('tournament-');
    const file = join(dir, 't.json');
    await run(['tournament', 'create', '--file', file, '--name', 'Limits', '--profile', 'maharajiad', '--seed', '2']);
    await run(['tournament', 'roster', '--file', file, '--import', 'test/fixtures/tournament/maharajiad-roster.csv']);
    await run(['tournament', 'assign', '--file', file, '--round', '1']);
    const t = JSON.parse(readFileSync(file, 'utf8'));
    const seat = (b: number, k: number) => t.rounds[0].boards[b].seats[k];
    const rep = (b: number) => ['tournament', 'replace', '--file', file, '--round', '1', '--board', t.rounds[0].boards[b].board, '--power', seat(b, 4).power, '--outgoing', seat(b, 4).player, '--replacement', 'Outsider', '--kind', 'permanent', '--from', '2026-02-01'];
    expect((await run(rep(0))).code).toBe(0);
    const second = await run(rep(1));
    expect(second.code).toBe(1);
    expect(second.err).toMatch(/replacement refused:\n  001 A\.13: Outsider already replaces in R1-B01/);
    expect((await run(['tournament', 'standings'])).code).toBe(2);
    expect((await run(['tournament', 'frobnicate', '--file', file])).code).toBe(2);
    expect((await run(['tournament', 'publish', '--file', file, '--format', 'html'])).code).toBe(2);
    writeFileSync(join(dir, 'broken.json'), '{"format":"adjutant-tournament"}');
    const broken = await run(['tournament', 'standings', '--file', join(dir, 'broken.json')]);
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/is not a valid tournament/);
  });
});
