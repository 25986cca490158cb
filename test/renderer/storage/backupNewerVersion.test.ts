// Issue 21 item 2: a refused backup names the real cause, here "a newer version", at the boundary:
// the first version this Adjutant cannot read is refused as newer, and the versions it writes are
// not. (Audit of 27 Nov: the tests used v9 and v99 only, so a check off by one version, which would
// let a next-version backup be read with this version's rules, went unnoticed.)
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { archiveVersion, checkRestore } from '../../../renderer/storage/backupStream';
import { currentSchemaVersion } from '../../../core/gameFile/rowUpgrades';
import { deleteOpenedDbs, freshDb } from './helpers';
import { zipOf } from './zipOf';

afterEach(deleteOpenedDbs);

/** The message a restore check ends with: the refusal's, or "read" when the file was accepted. */
async function outcome(bytes: Uint8Array, name: string): Promise<string> {
  const source = { name, size: bytes.length, read: async (offset: number, length: number) => bytes.slice(offset, offset + length) };
  return checkRestore(freshDb(), source).then(() => 'read', (e: Error) => e.message);
}

const archive = (versions: { archiveVersion: number; schemaVersion: number }) => zipOf([
  ['manifest.json', JSON.stringify({ format: 'adjutant-backup', ...versions, exportedAt: 1, appVersion: 'test', gameCount: 0, games: [] })],
  ['meta.json', '{"meta":[]}'],
]);
const singleJson = (schemaVersion: number) => strToU8(JSON.stringify({
  format: 'adjutant-backup', schemaVersion, exportedAt: 1, appVersion: 'test', tables: { games: [], records: [], rawInputs: [], meta: [] },
}));

describe('a backup from a newer Adjutant, at the boundary (issue 21)', () => {
  it('the archive one version past this one is refused as newer, naming both versions; this version is read', async () => {
    const now = { archiveVersion, schemaVersion: currentSchemaVersion };
    expect(await outcome(archive(now), 'backup.zip')).toBe('read');
    expect(await outcome(archive({ ...now, archiveVersion: archiveVersion + 1 }), 'backup.zip'))
      .toMatch(new RegExp(`^backup\\.zip: it was made by a newer Adjutant \\(backup archive v${archiveVersion + 1}; this one reads up to v${archiveVersion}\\)\\. Update Adjutant to restore it`));
  });

  it('the schema one version past this one is refused as newer, in an archive and in a single-JSON backup; this schema is read', async () => {
    const next = currentSchemaVersion + 1;
    expect(await outcome(archive({ archiveVersion, schemaVersion: next }), 'backup.zip'))
      .toMatch(new RegExp(`^backup\\.zip: it was made by a newer Adjutant \\(schema v${next}; this one reads up to v${currentSchemaVersion}\\)`));
    expect(await outcome(singleJson(next), 'old.json')).toMatch(new RegExp(`made by a newer Adjutant \\(schema v${next}\\b`));
    expect(await outcome(singleJson(currentSchemaVersion), 'old.json')).toBe('read');
  });
});
