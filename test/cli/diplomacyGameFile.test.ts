// `adjutant adjudicate --game FILE` on a Diplomacy game file the app saved (issue 20 item 3): the
// mails stored, the phase adjudicated and committed as the app does it, so the file shows the game
// the app shows after the same phase; a bad file or an unanswered question leaves the file byte
// for byte as it was.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adjudicateCommand } from '../../cli/commands/adjudicate';
import { readGameFile, rowsOf } from '../../core/gameFile/index';
import { buildGameLog } from '../../core/diplomacy/record/gameLog';
import { adjudicatePhase } from '../../core/diplomacy/record/adjudicatePhase';
import { AdjutantDb } from '../../renderer/storage/db';
import { answerAdjudicate, commitPhase, readGameLog, storeMail } from '../../renderer/diplomacy/gameLog';
import { readGameRows } from '../../renderer/storage/phaseMail';
import { tempDir } from '../tempDir';

const fixture = join(import.meta.dirname, '../fixtures/gamefile/diplomacy-schema2.adjutant-game.json');
const coalitionFixture = join(import.meta.dirname, '../fixtures/gamefile/coalition-schema2.adjutant-game.json');
const england = 'From: england@example.org\r\nSubject: S1901M orders\r\nDate: Thu, 19 Nov 2026 10:00:00 +0000\r\n\r\nF Lon - Nth\r\nF Edi - Nwg\r\nA Lvp - Yor\r\n';
// A mail that names no power and gives no order: Adjudicate asks before going on.
const chat = 'From: someone@example.org\r\nSubject: hello\r\n\r\nWhat a lovely day for a war.\r\n';
const now = '2026-12-01T10:00:00.000Z';

async function run(...args: string[]) {
  let out = '', err = '';
  const code = await adjudicateCommand.run(args, { out: (s) => { out += s; }, err: (s) => { err += s; } });
  return { code, out, err };
}

function copy(from = fixture) {
  const dir = tempDir('diplomacy-gamefile-');
  const path = join(dir, 'spring-war.adjutant-game.json');
  copyFileSync(from, path);
  writeFileSync(join(dir, 'england.eml'), england);
  writeFileSync(join(dir, 'chat.eml'), chat);
  return { path, eng: join(dir, 'england.eml'), chat: join(dir, 'chat.eml') };
}

async function rowsIn(path: string) {
  const read = await readGameFile(readFileSync(path, 'utf8'));
  if (!read.ok) throw new Error(read.reason);
  return rowsOf(read.file);
}

describe('adjutant adjudicate on a Diplomacy game file', () => {
  it('000 D.III(3): mails stored, the question answered and S1901M committed from the CLI give the log and game row the app gives', async () => {
    const { path, eng, chat: chatFile } = copy();
    const r = await run('--game', path, '--mail', eng, '--mail', chatFile, '--answer', 'adjudicate', '--commit', '--now', now);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Stored mail england\.eml for S1901M\.\nStored mail chat\.eml for S1901M\.\nRecorded the answer "adjudicate anyway" to: 1 mail of no known power gave no order \(someone@example\.org, "hello"\)\./);
    expect(r.out).toContain('England: F LON - NTH  (moved)');
    expect(r.out).toContain('Committed S1901M; the game now waits for F1901M.');
    const after = await rowsIn(path);
    const cliLog = buildGameLog(after.records, after.rawInputs);
    expect(after.game.phase).toBe('F1901M');
    expect(after.rawInputs.map((x) => [x.sourceName, x.text])).toEqual([['orders.eml', expect.any(String)], ['england.eml', england], ['chat.eml', chat]]);

    // The same phase in the app: its storage functions, as the workspace calls them.
    const before = await rowsIn(fixture);
    const db = new AdjutantDb(`diplomacy-cli-${Math.random()}`);
    await db.games.add(before.game); await db.records.bulkAdd(before.records); await db.rawInputs.bulkAdd(before.rawInputs);
    const id = before.game.id;
    const at = Date.parse(now);
    await storeMail(db, { gameId: id, slot: 'start', phase: 'S1901M', sourceName: 'england.eml', text: england }, at);
    await storeMail(db, { gameId: id, slot: 'start', phase: 'S1901M', sourceName: 'chat.eml', text: chat }, at + 1);
    const asked = await adjudicatePhase((await db.games.get(id))!, await readGameLog(db, id));
    expect(asked.kind).toBe('questions');
    await answerAdjudicate(db, id, 'start', 'S1901M', asked.kind === 'questions' ? asked.questions : [], 'adjudicate', 'GM', at + 2);
    const played = await adjudicatePhase((await db.games.get(id))!, await readGameLog(db, id));
    if (played.kind !== 'adjudicated') throw new Error('the app still asks');
    await commitPhase(db, id, played.draft, played.nextPhase, at + 3);
    const appLog = await readGameLog(db, id);
    const appGame = (await db.games.get(id))!;

    const head = (log: typeof appLog) => {
      const c = log.commits.find((x) => x.id === log.head)!;
      return { phase: c.phase, at: c.at, position: c.position, orders: c.orders, results: c.results, notices: c.notices, next: c.next, nmr: c.nmr, who: c.who, edits: c.edits, inputs: c.inputs.length };
    };
    expect(head(cliLog)).toEqual(head(appLog));
    expect(cliLog.commits).toHaveLength(1);
    expect(cliLog.adjudicateAnswers).toEqual(appLog.adjudicateAnswers);
    const mails = (log: typeof appLog) => log.mails.start!.map((m) => ({ text: m.text, sourceName: m.sourceName, receivedAt: m.receivedAt, status: m.status }));
    expect(mails(cliLog)).toEqual(mails(appLog));
    expect({ phase: after.game.phase, nextDeadline: after.game.nextDeadline ?? null, updatedAt: after.game.updatedAt })
      .toEqual({ phase: appGame.phase, nextDeadline: appGame.nextDeadline ?? null, updatedAt: appGame.updatedAt });
    const kinds = (rows: Array<{ kind: string; phase: string; createdAt: number }>) => [...rows].sort((a, b) => a.createdAt - b.createdAt).map((x) => [x.kind, x.phase, x.createdAt]);
    expect(kinds(after.records)).toEqual(kinds((await readGameRows(db, id)).records));
    await db.delete();

    // The next phase plays on from the committed one: no mail, nobody asked, everyone holds.
    const next = await run('--game', path, '--commit', '--now', '2026-12-02T10:00:00Z');
    expect(next).toMatchObject({ code: 0, err: '' });
    expect(next.out).toContain('Committed F1901M; the game now waits for');
    const later = await rowsIn(path);
    expect(buildGameLog(later.records, later.rawInputs).commits.map((x) => x.phase)).toEqual(['S1901M', 'F1901M']);
  });

  it('000 D.III(3): an unanswered question is printed and nothing is recorded (exit 1); without --commit the phase is not committed', async () => {
    const { path, eng, chat: chatFile } = copy();
    const bytes = readFileSync(path, 'utf8');
    const asked = await run('--game', path, '--mail', eng, '--mail', chatFile, '--commit', '--now', now);
    expect(asked.code).toBe(1);
    expect(asked.err).toContain('Adjudicate asks first, so nothing is recorded:\n  1 mail of no known power gave no order (someone@example.org, "hello").');
    expect(readFileSync(path, 'utf8')).toBe(bytes);

    // A line the reader did not take as written is said, never dropped silently.
    writeFileSync(eng, england + 'A Lvp - Mun\r\n');
    const looked = await run('--game', path, '--mail', eng, '--now', now);
    expect(looked.code).toBe(0);
    expect(looked.out).toContain('Check: England: 1 line read as ambiguous or illegal: look at them');
    expect(looked.out).toContain('Not committed (give --commit to commit S1901M).');
    const after = await rowsIn(path);
    expect(after.game.phase).toBe('S1901M');
    expect(buildGameLog(after.records, after.rawInputs).commits).toHaveLength(0);
    expect(after.rawInputs.at(-1)!.text).toBe(england + 'A Lvp - Mun\r\n');
  });

  it('the compiled adjutant command plays a phase on a game file too', () => {
    const { path, eng } = copy();
    const out = execFileSync(process.execPath, ['bin/adjutant.mjs', 'adjudicate', '--game', path, '--mail', eng, '--commit', '--now', now], { encoding: 'utf8' });
    expect(out).toContain('Committed S1901M; the game now waits for F1901M.');
    expect(JSON.parse(readFileSync(path, 'utf8')).game.phase).toBe('F1901M');
  });

  it('refuses a tampered file, a Coalition game and a time before the last record, leaving the file as it was (exit 2)', async () => {
    const { path, eng } = copy();
    const tampered = readFileSync(path, 'utf8').replace('A Par - Bur', 'A Par - Pic');
    writeFileSync(path, tampered);
    let r = await run('--game', path, '--mail', eng, '--commit', '--now', now);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/is refused \(the file is left unchanged\): Raw text 1 .* was changed after the file was saved/);
    expect(readFileSync(path, 'utf8')).toBe(tampered);

    const c = copy(coalitionFixture);
    const coalitionBytes = readFileSync(c.path, 'utf8');
    r = await run('--game', c.path, '--mail', c.eng, '--commit', '--now', now);
    expect(r).toMatchObject({ code: 2, err: expect.stringMatching(/holds a coalition game .*, not a Diplomacy game/) });
    expect(readFileSync(c.path, 'utf8')).toBe(coalitionBytes);

    const d = copy();
    const original = readFileSync(d.path, 'utf8');
    r = await run('--game', d.path, '--mail', d.eng, '--commit', '--now', '2020-01-01T00:00:00Z');
    expect(r).toMatchObject({ code: 2, err: expect.stringMatching(/before the game's last record/) });
    expect(readFileSync(d.path, 'utf8')).toBe(original);

    r = await run('--mail', eng, '--commit');
    expect(r).toMatchObject({ code: 2, err: expect.stringMatching(/--commit and --answer need a game file/) });
  });
});
