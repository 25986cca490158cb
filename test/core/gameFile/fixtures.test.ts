// The frozen game files (test/fixtures/gamefile) still open, and open identically: the same rows
// (old ones brought up with the database's own row upgrades) and the same game when replayed.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countLines, currentSchemaVersion, readGameFile, rowsOf, serializeGameFile, type GameFile } from '../../../core/gameFile/index';
import { ledgerStateOfRows } from '../../../core/ledger/fromRows';
import { ledgerView } from '../../../core/ledger/index';
import { coalitionStateOfRows } from '../../../core/coalition/fromRows';
import { replayCoalition } from '../../../core/coalition/replay';
import { buildGameLog } from '../../../core/diplomacy/record/gameLog';
import { isCompactCommit } from '../../../core/diplomacy/record/compactCommit';

const fixtures = join(import.meta.dirname, '../../fixtures/gamefile');
const text = (name: string) => readFileSync(join(fixtures, name), 'utf8');

async function open(name: string): Promise<GameFile> {
  const read = await readGameFile(text(name));
  if (!read.ok) throw new Error(read.reason);
  expect(read.readOnly).toBe(false);
  return read.file;
}

describe('frozen game files open identically', () => {
  it('ledger, schema v1: rows come up to the current schema (lineCount added, nothing else changed), with a warning', async () => {
    const raw = JSON.parse(text('ledger-schema1.adjutant-game.json'));
    expect(raw.schemaVersion).toBe(1);
    for (const r of raw.rawInputs) expect(r).not.toHaveProperty('lineCount');
    const read = await readGameFile(text('ledger-schema1.adjutant-game.json'));
    if (!read.ok) throw new Error(read.reason);
    expect(read.warnings).toEqual([`The file was written in schema v1; its rows were brought up to v${currentSchemaVersion} as the database would be.`]);
    const file = read.file;
    expect(file.schemaVersion).toBe(currentSchemaVersion);
    expect(file.game).toEqual(raw.game);
    expect(file.records).toEqual(raw.records);
    expect(file.rawInputs).toEqual(raw.rawInputs.map((r: { text: string }) => ({ ...r, lineCount: countLines(r.text) })));
  });

  it('ledger, schema v1: 003 204a replays to proposal 301 adopted unanimously and the rule in effect', async () => {
    const { records, rawInputs } = rowsOf(await open('ledger-schema1.adjutant-game.json'));
    const view = ledgerView(ledgerStateOfRows(records, rawInputs)!);
    expect(view.outcomes.every((o) => o.accepted)).toBe(true);
    expect(view.proposals).toEqual([expect.objectContaining({ id: '301', status: 'adopted', yes: 3, no: 0 })]);
    expect(view.rules.find((r) => r.number === '301')).toMatchObject({ title: 'Politeness', text: ['Players must be polite.'], inEffect: true });
    expect(view.phase).toBe('Proposal 302');
  });

  it('coalition, schema v2: 004 3.1 replays to turn 1 committed from the sample thread', async () => {
    const { records, rawInputs } = rowsOf(await open('coalition-schema2.adjutant-game.json'));
    const view = replayCoalition(coalitionStateOfRows(records, rawInputs)!);
    expect(view.outcomes.map((o) => [o.kind, o.accepted])).toEqual([
      ['coalition-thread', true], ['coalition-resolve', true], ['coalition-commit', true],
    ]);
    expect(view.history).toHaveLength(1);
    expect(view.history[0]!.seed).toBe(7);
    expect(view.turn).toBe(view.history[0]!.turn + 1);
    expect(view.pending).toBeNull();
  });

  it('diplomacy, schema v2: the mail is kept byte for byte (CRLF, markup, NUL, non-Latin text)', async () => {
    const file = await open('diplomacy-schema2.adjutant-game.json');
    expect(file.rawInputs[0]!.text).toBe("From: france@example.org\r\nSubject: orders <script>alert('x')</script>\r\n\r\nA Par - Bur\r\nA Mar - Spa\r\nF Bre - MAO\r\n\u0000 Ω ≠ ∑ 日本語 🎲\r\n");
    expect(file.records.map((r) => r.kind)).toEqual(['audit:created', 'diplomacy:mail', 'diplomacy:mail-status']);
  });

  // Format version 2 (issue 21) writes no row's game id and no line count its text gives; these
  // files' mail records name their raw text by rawInputId (before schema v4), so none is folded.
  const asFormat2 = (file: string, gameId: string) => file.replace('"version":1,', '"version":2,')
    .replaceAll(`"gameId":"${gameId}",`, '').replace(/"lineCount":\d+,/g, '');

  it('a schema-v2 fixture with no Diplomacy commit writes back byte for byte but for its format and schema versions, what format 2 leaves out and the mail record’s null fields (v4 leaves them out)', async () => {
    const coalition = await open('coalition-schema2.adjutant-game.json');
    const written = serializeGameFile(coalition);
    expect(written).toBe(asFormat2(text('coalition-schema2.adjutant-game.json'), coalition.game.id).replace('"schemaVersion":2,', `"schemaVersion":${currentSchemaVersion},`));
    expect(written).not.toContain('"gameId"');
    const name = 'diplomacy-schema2.adjutant-game.json';
    expect(text(name)).toContain('"assignedPower":"France","editOf":null,');
    const diplomacy = await open(name);
    expect(serializeGameFile(diplomacy))
      .toBe(asFormat2(text(name), diplomacy.game.id).replace('"schemaVersion":2,', `"schemaVersion":${currentSchemaVersion},`).replace('"editOf":null,', ''));
    // And what it wrote opens as the very same game.
    for (const file of [coalition, diplomacy]) {
      const again = await readGameFile(serializeGameFile(file));
      if (!again.ok) throw new Error(again.reason);
      expect(again.file).toEqual(file);
    }
  });

  it('diplomacy with 13 committed phases, schema v2: every commit comes up in the short form and every phase reads as before', async () => {
    const raw = JSON.parse(text('diplomacy-history-schema2.adjutant-game.json'));
    expect(raw.schemaVersion).toBe(2);
    const { records, rawInputs } = rowsOf(await open('diplomacy-history-schema2.adjutant-game.json'));
    const commits = records.filter((r) => r.kind === 'diplomacy:commit');
    expect(commits).toHaveLength(13);
    expect(commits.every((r) => isCompactCommit(r.payload))).toBe(true);
    expect(buildGameLog(records, rawInputs)).toEqual(buildGameLog(raw.records, raw.rawInputs));
    expect(buildGameLog(records, rawInputs).problems).toEqual([]);
  });

  it('diplomacy, schema v3 (short commits, mail records with null fields): every phase reads as before, in v4’s shorter rows', async () => {
    const name = 'diplomacy-history-schema3.adjutant-game.json';
    const raw = JSON.parse(text(name));
    expect(raw.schemaVersion).toBe(3);
    expect(raw.records.filter((r: { kind: string }) => r.kind === 'diplomacy:commit').every((r: { payload: { compact?: number } }) => r.payload.compact === 1)).toBe(true);
    const { records, rawInputs } = rowsOf(await open(name));
    const commits = records.filter((r) => r.kind === 'diplomacy:commit');
    expect(commits).toHaveLength(13);
    expect(commits.every((r) => (r.payload as { compact?: number }).compact === 2)).toBe(true);
    // The GM's edit keeps its power and what it edits; the other mails lose only their nulls.
    const mails = records.filter((r) => r.kind === 'diplomacy:mail').map((r) => r.payload as Record<string, unknown>);
    expect(mails.filter((p) => 'assignedPower' in p || 'editOf' in p)).toEqual([expect.objectContaining({ assignedPower: 'France', editOf: '0370437d-bfa1-44e6-8d0a-787015922b45' })]);
    expect(rawInputs).toEqual(raw.rawInputs.map(({ sha256: _h, ...r }: { sha256: string }) => r));
    expect(JSON.stringify(buildGameLog(records, rawInputs))).toBe(JSON.stringify(buildGameLog(raw.records, raw.rawInputs)));
    expect(buildGameLog(records, rawInputs).problems).toEqual([]);
    expect(JSON.stringify(records).length).toBeLessThan(JSON.stringify(raw.records).length * 0.85);
  });

  it('diplomacy, format 1 schema v4 (every mail a raw text and a record of its id): opens as before; written in format 2 with each mail record folded into its raw text, it opens as the very same game in 12 % fewer bytes', async () => {
    const name = 'diplomacy-mail-schema4.adjutant-game.json';
    const raw = JSON.parse(text(name));
    expect([raw.version, raw.schemaVersion]).toEqual([1, 4]);
    const file = await open(name);
    // Format 1 read as it always was: the rows as written, less the hashes.
    expect(file.records).toEqual(raw.records);
    expect(file.rawInputs).toEqual(raw.rawInputs);
    const written = serializeGameFile(file);
    const stored = JSON.parse(written);
    expect(stored.version).toBe(2);
    // 45 mails, each one raw text carrying its record; only the 8 commits stay records.
    expect(stored.rawInputs).toHaveLength(45);
    expect(stored.rawInputs.every((r: { mail?: unknown; gameId?: unknown; lineCount?: unknown }) => r.mail && r.gameId === undefined && r.lineCount === undefined)).toBe(true);
    expect(stored.records.map((r: { kind: string }) => r.kind)).toEqual(Array(8).fill('diplomacy:commit'));
    // Every mail's text byte for byte, under the same hash.
    expect(stored.rawInputs.map((r: { text: string; sha256: string }) => [r.text, r.sha256])).toEqual(raw.rawInputs.map((r: { text: string; sha256: string }) => [r.text, r.sha256]));
    const again = await readGameFile(written);
    if (!again.ok) throw new Error(again.reason);
    expect(again.warnings).toEqual([]);
    expect(again.file).toEqual(file);
    expect(JSON.stringify(again.file.records)).toBe(JSON.stringify(file.records));
    const { records, rawInputs } = rowsOf(again.file);
    expect(JSON.stringify(buildGameLog(records, rawInputs))).toBe(JSON.stringify(buildGameLog(raw.records, raw.rawInputs)));
    expect(buildGameLog(records, rawInputs).commits).toHaveLength(8);
    expect(written.length).toBeLessThan(text(name).length * 0.89);
  });
});
