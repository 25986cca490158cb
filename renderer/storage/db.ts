// The one IndexedDB database, through Dexie. IndexedDB is the source of truth for every game;
// React reads it with useLiveQuery, so a write anywhere (this tab, another tab, the worker)
// updates the screen without going through zustand.
import Dexie, { type Table } from 'dexie';
import { schemaV1, schemaV2, schemaV3, schemaV4, schemaV5, schemaV6, schemaV7, schemaV8, upgradeRawInputToV2 } from './schema';
import { compactCommitRecords } from '../../core/diplomacy/record/compactHistory';
import { recordKinds } from '../../core/diplomacy/record/kinds';
import { trimMailRecords } from '../../core/diplomacy/record/storedMail';
import { foldPhaseRow, isWholePhaseRow, packPhaseMail, type PhaseMailRow, type WholePhaseMailRow } from '../../core/gameFile/phaseMail';
import type { GameRow, MetaRow, RawInputRow, RecordRow, TournamentEventRow, TournamentRow } from './types';

export const databaseName = 'adjutant';

/**
 * Every write transaction is 'strict': IndexedDB reports it complete only once the data is
 * flushed to disk, so a power cut just after "Committed" (a phase, a pasted mail, a correction,
 * a restore) keeps it. Chromium's default ('relaxed' since Chrome 121) reports completion once
 * the OS has the data, which a power cut can still lose. The cost per commit is printed by
 * `npm run bench -- workspace`. Dexie 4 sets durability per database, not per transaction;
 * reads ignore it.
 */
export const writeDurability = 'strict' as const;

export class AdjutantDb extends Dexie {
  games!: Table<GameRow, string>;
  records!: Table<RecordRow, string>;
  rawInputs!: Table<RawInputRow, string>;
  /** Since version 7: a phase's mail records and their raw inputs in one row; since version 8 stored inside their game (read and write through phaseMail.ts). */
  phaseMail!: Table<PhaseMailRow, [string, string]>;
  meta!: Table<MetaRow, string>;
  tournaments!: Table<TournamentRow, string>;
  tournamentEvents!: Table<TournamentEventRow, string>;

  constructor(name: string = databaseName, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, { chromeTransactionDurability: writeDurability, ...options });
    this.version(1).stores(schemaV1);
    this.version(2).stores(schemaV2).upgrade((tx) =>
      tx.table('rawInputs').toCollection().modify((row: RawInputRow) => {
        row.lineCount = upgradeRawInputToV2(row).lineCount;
      }));
    // New tables only: nothing to upgrade.
    this.version(3).stores(schemaV3);
    // Rows schema v3 (#21 item 3): Diplomacy commits in the short form. One game at a time, so the
    // upgrade holds one game's commits in memory, not the database's.
    this.version(4).stores(schemaV4).upgrade(async (tx) => {
      const records = tx.table<RecordRow, string>('records');
      const gameIds = await records.orderBy('gameId').uniqueKeys();
      for (const gameId of gameIds) {
        const commits = await records.where('[gameId+kind]').equals([gameId, recordKinds.commit]).toArray();
        const compacted = compactCommitRecords(commits);
        const changed = compacted.filter((row, i) => row !== commits[i]);
        if (changed.length) await records.bulkPut(changed);
      }
    });
    // Indexes no query reads are dropped (#21): no row changes, nothing to upgrade.
    this.version(5).stores(schemaV5);
    // Rows schema v4 (#21 item 3): commits in v4's short form, mail records without null fields
    // (core's rowUpgrades[3]). One game at a time, as above; v5 keeps only the gameId index, so a
    // game's records are read by it and sorted out here.
    this.version(6).stores(schemaV6).upgrade(async (tx) => {
      const records = tx.table<RecordRow, string>('records');
      const gameIds = await records.orderBy('gameId').uniqueKeys();
      for (const gameId of gameIds) {
        const rows = await records.where('gameId').equals(gameId).toArray();
        const commits = rows.filter((r) => r.kind === recordKinds.commit);
        const mails = rows.filter((r) => r.kind === recordKinds.mail);
        const changed = [
          ...compactCommitRecords(commits).filter((row, i) => row !== commits[i]),
          ...trimMailRecords(mails).filter((row, i) => row !== mails[i]),
        ];
        if (changed.length) await records.bulkPut(changed);
      }
    });
    // A phase's mail in one row (issue 21): each game's mail records and the raw inputs they name
    // move into its phaseMail rows, unchanged; every other row stays. One game at a time, as above.
    // `taken` carries the ids already packed, so an id two games share (only a crafted restore could
    // have stored that) stays in its table instead of failing the unique index and the upgrade.
    this.version(7).stores(schemaV7).upgrade(async (tx) => {
      const records = tx.table<RecordRow, string>('records');
      const rawInputs = tx.table<RawInputRow, string>('rawInputs');
      const phaseMail = tx.table<PhaseMailRow, [string, string]>('phaseMail');
      const taken = new Set<string>();
      const gameIds = await records.orderBy('gameId').uniqueKeys();
      for (const gameId of gameIds) {
        const rows = await records.where('gameId').equals(gameId).toArray();
        if (!rows.some((r) => r.kind === recordKinds.mail)) continue;
        const raws = await rawInputs.where('[gameId+receivedAt]').between([gameId, -Infinity], [gameId, Infinity]).toArray();
        const packed = packPhaseMail(rows, raws, taken);
        const plainRecords = new Set(packed.records.map((r) => r.id));
        const plainRaw = new Set(packed.rawInputs.map((r) => r.id));
        await records.bulkDelete(rows.filter((r) => !plainRecords.has(r.id)).map((r) => r.id));
        await rawInputs.bulkDelete(raws.filter((r) => !plainRaw.has(r.id)).map((r) => r.id));
        await phaseMail.bulkAdd(packed.phaseMail);
      }
    });
    // A phase's mail stored inside its game (issue 21): each phase row's rows lose the game's id
    // and derived line counts, and each mail record is folded into its raw input (mailFold.ts).
    // Row by row through a cursor, so the upgrade holds one phase's mail at a time. A row the
    // version 7 upgrade just wrote is in the new shape already (packPhaseMail writes it) and is left.
    this.version(8).stores(schemaV8).upgrade((tx) =>
      tx.table<PhaseMailRow | WholePhaseMailRow, [string, string]>('phaseMail').toCollection().modify((row, ref) => {
        if (isWholePhaseRow(row)) ref.value = foldPhaseRow(row);
      }));
  }
}

let shared: AdjutantDb | undefined;

/** The app's database, opened on first use. */
export function appDb(): AdjutantDb {
  shared ??= new AdjutantDb();
  return shared;
}
