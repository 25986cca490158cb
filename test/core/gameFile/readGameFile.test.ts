// readGameFile refuses every kind of bad game file with its reason (issue 20 "Bad input"), opens
// read-only only where that is safe, and never changes what it was given.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentSchemaVersion, gameFileVersion, readGameFile, serializeGameFile, textSha256, type GameFileRead } from '../../../core/gameFile/index';

const fixtures = join(import.meta.dirname, '../../fixtures/gamefile');
const fixtureText = (name: string) => readFileSync(join(fixtures, name), 'utf8');
/** A good file (schema v2, a Diplomacy game with one mail) as JSON to damage one way per test. */
const good = () => JSON.parse(fixtureText('diplomacy-schema2.adjutant-game.json')) as {
  version: number; schemaVersion: number; game: Record<string, unknown>;
  records: Array<Record<string, unknown> & { payload: Record<string, unknown> }>; rawInputs: Array<Record<string, unknown>>;
};

function refused(read: GameFileRead): string {
  if (read.ok) throw new Error('expected the file to be refused, but it was read');
  return read.reason;
}

/** Deep-freezes a value, so any attempt by the reader to change its input throws. */
function frozen<T>(v: T): T {
  if (v && typeof v === 'object') { for (const c of Object.values(v)) frozen(c); Object.freeze(v); }
  return v;
}

describe('readGameFile: what it refuses, with the reason', () => {
  it('the untouched fixture reads, writable and without warnings (the refusals below are each one change away from it)', async () => {
    const read = await readGameFile(fixtureText('diplomacy-schema2.adjutant-game.json'));
    // Written in schema v2: read with the one note that its rows were brought up (no commit in it changes).
    expect(read).toMatchObject({ ok: true, readOnly: false, warnings: [`The file was written in schema v2; its rows were brought up to v${currentSchemaVersion} as the database would be.`] });
  });

  it('refuses text that is not JSON, JSON that is not an object, and other files', async () => {
    expect(refused(await readGameFile('{"format": "adjutant-game",'))).toMatch(/^This file is not JSON/);
    expect(refused(await readGameFile('[1,2]'))).toMatch(/not an Adjutant game file/);
    expect(refused(await readGameFile('{"format":"something-else"}'))).toMatch(/must say "format": "adjutant-game"/);
    expect(refused(await readGameFile('{"format":"adjutant-backup"}'))).toMatch(/backup of a whole workstation.*Restore backup/);
    expect(refused(await readGameFile('{"format":"adjutant-ledger","version":1}'))).toMatch(/ledger file of `adjutant ledger`/);
  });

  it('refuses a file of a newer format version, naming both versions', async () => {
    const f = good(); f.version = gameFileVersion + 1;
    expect(refused(await readGameFile(JSON.stringify(f)))).toBe(
      `This game file is format version ${gameFileVersion + 1}, written by a newer Adjutant; this one reads up to version ${gameFileVersion}. Update Adjutant to open it.`);
  });

  it('refuses rows of a newer database schema', async () => {
    const f = good(); f.schemaVersion = currentSchemaVersion + 1;
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(new RegExp(`schema v${currentSchemaVersion + 1}, written by a newer Adjutant; this one reads up to v${currentSchemaVersion}`));
  });

  it('refuses an action this version does not know for the family, naming the record', async () => {
    const f = good(); f.records[2]!.kind = 'diplomacy:time-travel';
    expect(refused(await readGameFile(JSON.stringify(f)))).toBe(
      'record 3 (diplomacy:time-travel, id p-0003) is an action this version of Adjutant does not know for a diplomacy game (it may come from a newer version); replaying the game without it would show it wrongly.');
  });

  it("refuses another family's action in a game (a ledger ballot in a Diplomacy game)", async () => {
    const f = good(); f.records[2]!.kind = 'ledger-ballot';
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/record 3 \(ledger-ballot, id p-0003\) is an action this version of Adjutant does not know for a diplomacy game/);
  });

  it('opens read-only, with the reason, a file whose only unknown records are audit entries (no replay reads them)', async () => {
    const f = good(); f.records.push({ ...f.records[2]!, id: 'p-0004', kind: 'audit:exported', createdAt: 1795165560000, payload: { to: 'x' } });
    const read = await readGameFile(JSON.stringify(f));
    if (!read.ok || !read.readOnly) throw new Error('expected a read-only file');
    expect(read.readOnlyReason).toMatch(/audit entries this version does not know \(audit:exported\).*opened read-only/);
    expect(read.warnings).toContain(read.readOnlyReason);
    expect(read.file.records).toHaveLength(4);
  });

  it('refuses a raw mail whose text no longer matches its SHA-256 (one character changed)', async () => {
    const f = good();
    const text = f.rawInputs[0]!.text as string;
    f.rawInputs[0]!.text = text.replace('A Par - Bur', 'A Par - Pic');
    const reason = refused(await readGameFile(JSON.stringify(f)));
    expect(reason).toContain('Raw text 1 ("orders.eml", id p-raw-1) was changed after the file was saved');
    expect(reason).toContain(`its SHA-256 is ${await textSha256(f.rawInputs[0]!.text as string)}, the file says ${f.rawInputs[0]!.sha256}`);
  });

  it('refuses a raw mail whose hash is not a SHA-256 at all, and one with no hash', async () => {
    const f = good(); f.rawInputs[0]!.sha256 = 'abc';
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/^Raw text 1 of this file is damaged: sha256: a SHA-256 as 64 lowercase hex digits/);
    delete f.rawInputs[0]!.sha256;
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/^Raw text 1 of this file is damaged: sha256/);
  });

  it('refuses actions out of time order, naming both records and their times', async () => {
    const f = good(); f.records[2]!.createdAt = (f.records[1]!.createdAt as number) - 1000;
    expect(refused(await readGameFile(JSON.stringify(f)))).toBe(
      'record 3 (diplomacy:mail-status, id p-0003) was recorded at 2026-11-20T09:01:59.000Z, before record 2 (diplomacy:mail, id p-0002) at 2026-11-20T09:02:00.000Z: the actions are out of time order, so the order they happened in is unknown.');
  });

  it('accepts records made in the same millisecond (ties keep the file order)', async () => {
    const f = good(); f.records[2]!.createdAt = f.records[1]!.createdAt;
    expect((await readGameFile(JSON.stringify(f))).ok).toBe(true);
  });

  it("refuses a record or a raw text of another game, and an id used twice", async () => {
    let f = good(); f.records[1]!.gameId = 'someone-else';
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/record 2 \(diplomacy:mail, id p-0002\) belongs to game someone-else, not to this file's game d7e8f9a0/);
    f = good(); f.rawInputs[0]!.gameId = 'someone-else';
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/Raw text 1 \("orders.eml", id p-raw-1\) belongs to game someone-else/);
    f = good(); f.records[2]!.id = 'p-0002';
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/record 3 \(diplomacy:mail-status, id p-0002\): the id p-0002 is used twice/);
    f = good(); f.rawInputs.push({ ...f.rawInputs[0]! });
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/Raw text 2 \("orders.eml"\): the id p-raw-1 is used twice/);
  });

  it('refuses a record naming a raw text the file does not hold', async () => {
    const f = good(); f.records[1]!.payload.rawInputId = 'gone';
    expect(refused(await readGameFile(JSON.stringify(f)))).toBe('record 2 (diplomacy:mail, id p-0002) names the raw text gone, which this file does not hold.');
  });

  it('refuses a damaged row with the field that is wrong', async () => {
    let f = good(); f.records[0]!.createdAt = 'yesterday';
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/^Record 1 of this file is damaged: createdAt: .*expected number/);
    f = good(); f.game.family = 'chess';
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/^The game in this file is damaged: family: /);
    f = good(); f.game.name = 'x'.repeat(5000);
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/^The game in this file is damaged: name: /);
    f = good(); delete (f as Partial<typeof f>).records;
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/^This game file is damaged: records: /);
  });

  it('refuses a raw text whose line count was edited by hand', async () => {
    const f = good(); f.rawInputs[0]!.lineCount = 99;
    expect(refused(await readGameFile(JSON.stringify(f)))).toMatch(/says it has 99 lines, but its text has 7: the file was edited by hand/);
  });

  it('refuses a payload nested thousands deep instead of overflowing the stack', async () => {
    const f = good();
    f.records[2]!.payload.extra = 'DEEP';
    const text = JSON.stringify(f).replace('"DEEP"', `${'['.repeat(5000)}"bottom"${']'.repeat(5000)}`);
    expect(refused(await readGameFile(text))).toMatch(/record 3 .* is nested more than 100 levels deep/);
  });

  it('never changes what it was given: a deep-frozen parsed file reads (and is migrated) without a write to it', async () => {
    const v1 = frozen(JSON.parse(fixtureText('ledger-schema1.adjutant-game.json')));
    const before = JSON.stringify(v1);
    const read = await readGameFile(v1);
    expect(read.ok).toBe(true);
    expect(JSON.stringify(v1)).toBe(before);
    const bad = frozen({ ...good(), version: 99 });
    expect((await readGameFile(bad)).ok).toBe(false);
  });

  describe('format 2 (rows stored inside their game, issue 21)', () => {
    /** The good file written as this Adjutant writes it: format 2. */
    const good2 = async () => {
      const read = await readGameFile(fixtureText('diplomacy-schema2.adjutant-game.json'));
      if (!read.ok) throw new Error(read.reason);
      return JSON.parse(serializeGameFile(read.file)) as ReturnType<typeof good>;
    };

    it('reads a format 2 file a deep-frozen input and all, without a warning', async () => {
      const f = frozen(await good2());
      expect(f.version).toBe(gameFileVersion);
      expect(await readGameFile(f)).toMatchObject({ ok: true, readOnly: false, warnings: [] });
    });

    it('refuses a format 2 row that names a game (its rows never do), and a folded mail with a field it never has', async () => {
      const f = await good2();
      f.records[0]!.gameId = f.game.id;
      expect(refused(await readGameFile(f))).toBe('Record 1 of this file names a game; a version 2 file\'s rows never do (they are its game\'s), so it was edited by hand.');
      const g = await good2();
      g.rawInputs[0]!.gameId = 'elsewhere';
      expect(refused(await readGameFile(g))).toMatch(/^Raw text 1 of this file names a game/);
      const h = await good2();
      h.rawInputs[0]!.mail = { phase: 'S1901M', payload: { slot: 'S1901M' }, power: 'France' };
      expect(refused(await readGameFile(h))).toMatch(/^Raw text 1 of this file is damaged: mail/);
    });

    it('a folded mail is checked as the record it unfolds to: an id used twice, a line count not its text\'s, a changed text', async () => {
      const f = await good2();
      const id = f.rawInputs[0]!.id as string;
      f.rawInputs[0]!.mail = { phase: 'S1901M', payload: { slot: 'S1901M' } };
      f.records.push({ id, kind: 'diplomacy:mail', phase: 'S1901M', payload: { slot: 'S1901M' }, createdAt: 1 } as (typeof f.records)[number]);
      expect(refused(await readGameFile(f))).toMatch(new RegExp(`the id ${id} is used twice`));
      const g = await good2();
      g.rawInputs[0]!.lineCount = 99;
      expect(refused(await readGameFile(g))).toMatch(/says it has 99 lines, but its text has 7/);
      const h = await good2();
      h.rawInputs[0]!.text = 'A Par - Bur';
      expect(refused(await readGameFile(h))).toMatch(/was changed after the file was saved/);
    });

    it('refuses a format 1 raw text with a field "mail", which would read as a folded mail once stored', async () => {
      const f = good();
      f.rawInputs[0]!.mail = { phase: 'S1901M', payload: {} };
      expect(refused(await readGameFile(f))).toMatch(/^Raw text 1 \("[^"]+", id [^)]+\) has a field named "mail", which Adjutant never writes/);
    });
  });
});
