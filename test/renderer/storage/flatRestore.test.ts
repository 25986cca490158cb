// A backup of the backup bench's flat rows (issue 21, seventh round): each commit whole with both
// positions and no `at`, every mail a record of its own id naming its raw input. A restore stores
// them exactly as the Dexie upgrades (versions 4, 6 and 7) leave the same rows in a GM's old
// database: each phase's mail in one phaseMail row, every commit in the records table as the
// upgrades left it (these commits cannot be shortened: without `at` the short form would not read
// back as the same commit, so compactCommit keeps them whole, and so does the restore).
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOpenedDbs, freshDb } from './helpers';
import { frozenDexieV4, upgradedDatabase } from './frozenHistory';
import { checkRestore, runRestore, writeBackup, type ByteSource } from '../../../renderer/storage/backupStream';
import type { AdjutantDb } from '../../../renderer/storage/db';
import type { GameRow, RawInputRow, RecordRow } from '../../../renderer/storage/types';

afterEach(deleteOpenedDbs);

const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const provinces = ['vie', 'bud', 'tri', 'lon', 'edi', 'lvp', 'par', 'mar', 'bre', 'ber', 'kie', 'mun'];
const phaseName = (i: number) => `${['S', 'F', 'W'][i % 3]}${1901 + Math.floor(i / 3)}${i % 3 === 2 ? 'A' : 'M'}`;

/** One game in the shape test/e2e/backupSeed.ts writes (fewer phases and provinces). */
function flatGame(phases: number): { game: GameRow; records: RecordRow[]; rawInputs: RawInputRow[] } {
  const gameId = 'game-0001';
  const created = Date.UTC(2024, 0, 1);
  const position = (phase: string, shift: number) => ({
    phase,
    units: provinces.map((p, k) => ({ power: powers[(k + shift) % 7], type: k % 3 === 0 ? 'fleet' : 'army', province: provinces[(k + shift) % provinces.length], coast: null })),
    supplyCentres: Object.fromEntries(provinces.map((p, k) => [p, powers[(k + shift) % 7]])),
    dislodged: [], contested: [provinces[shift % provinces.length]],
  });
  const records: RecordRow[] = [];
  const rawInputs: RawInputRow[] = [];
  let parent: string | null = null;
  for (let i = 0; i < phases; i++) {
    const phase = phaseName(i);
    const at = created + i * 3_600_000;
    const inputs: string[] = [];
    for (let k = 0; k < 7; k++) {
      const id = `${gameId}-m${i}-${k}`;
      inputs.push(id);
      const text = `From: p${k}@example.org\r\nSubject: ${phase} orders for ${powers[k]}\r\n\r\nA ${provinces[k]!.toUpperCase()} H\r\n`;
      rawInputs.push({ id, gameId, receivedAt: at + k, sourceName: `${powers[k]!.toLowerCase()}-${phase}.eml`, text, lineCount: 4 });
      records.push({ id: `${id}-r`, gameId, kind: 'diplomacy:mail', phase, payload: { rawInputId: id, power: powers[k], sets: 1 }, createdAt: at + k });
    }
    const id = `${gameId}-c${i}`;
    records.push({
      id, gameId, kind: 'diplomacy:commit', phase, createdAt: at + 3_000_000,
      payload: {
        id, parent, phase, position: position(phase, i), next: position(phaseName(i + 1), i + 1),
        orders: provinces.map((p, k) => ({ power: powers[k % 7], unit: p, kind: 'move', to: provinces[(k + i + 1) % provinces.length], via: null })),
        results: provinces.map((p, k) => ({ unit: p, outcome: k % 5 === 0 ? 'bounced' : 'succeeds', reason: null })),
        notices: [], nmr: [], edits: [], inputs, who: 'GM',
      },
    });
    parent = id;
  }
  const game = {
    id: gameId, name: 'League 1 board 1', family: 'diplomacy', variant: 'standard', profile: 'wm2004',
    createdAt: created, updatedAt: created + phases * 3_600_000, phase: phaseName(phases),
    settings: { diplomacy: { players: powers.map((power, k) => ({ power, name: `Player ${k}`, addresses: [`p${k}@example.org`], abbreviations: {} })) } },
  } as GameRow;
  return { game, records, rawInputs };
}

/** The database as stored: every table's rows, the phase rows as they are (not unpacked). */
async function stored(db: AdjutantDb) {
  const byKey = <T,>(rows: T[], key: (r: T) => string) => rows.sort((a, b) => key(a).localeCompare(key(b)));
  return {
    games: await db.games.toArray(),
    records: byKey(await db.records.toArray(), (r) => r.id),
    rawInputs: byKey(await db.rawInputs.toArray(), (r) => r.id),
    phaseMail: byKey(await db.phaseMail.toArray(), (r) => r.phase),
  };
}

async function backupOf(db: AdjutantDb): Promise<ByteSource> {
  const chunks: Uint8Array[] = [];
  await writeBackup(db, async (c) => { chunks.push(c); }, { appVersion: 'bench', now: 1 });
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) { bytes.set(c, at); at += c.length; }
  return { name: 'flat.zip', size: bytes.length, read: async (offset, length) => bytes.slice(offset, offset + length) };
}

describe('restoring the backup bench\'s flat rows (issue 21)', () => {
  it('stores exactly what the Dexie upgrades make of the same rows: one phase row of mail a phase, the commits as they are', async () => {
    const flat = flatGame(6);
    // A GM's database of schema v3 (Dexie version 3) holding these rows, opened by today's app.
    const upgraded = await upgradedDatabase({ schemaVersion: 2, ...flat }, 3, frozenDexieV4);
    // The bench's profile: the same rows written straight into today's tables, then backed up.
    const seeded = freshDb();
    await seeded.open();
    await seeded.games.add(flat.game);
    await seeded.records.bulkAdd(flat.records);
    await seeded.rawInputs.bulkAdd(flat.rawInputs);
    const source = await backupOf(seeded);
    const restored = freshDb();
    const check = await checkRestore(restored, source);
    await runRestore(restored, source, check, {});

    const [after, expected] = [await stored(restored), await stored(upgraded)];
    expect(after).toEqual(expected);
    // Two rows a phase: its mail (seven mails, fourteen rows before) and its commit.
    expect(after.phaseMail).toHaveLength(6);
    expect(after.phaseMail.every((r) => r.records.length === 7 && r.rawInputs.length === 7 && r.ids.length === 14)).toBe(true);
    expect(after.records.map((r) => r.kind)).toEqual(Array(6).fill('diplomacy:commit'));
    expect(after.rawInputs).toEqual([]);
    // The commits could not be shortened (no `at`): whole, as written.
    expect(after.records.map((r) => r.payload)).toEqual(flat.records.filter((r) => r.kind === 'diplomacy:commit').map((r) => r.payload));
  });
});
