// Dexie schema versions, oldest first. A version that changes data keeps its upgrade function
// forever (a GM may open Adjutant after a year); the same row upgrades are applied to old backup
// files in backupMigrations.ts, so a v1 backup and a v1 database end up identical.
//
// Index strings: first entry is the primary key; `[a+b]` is a compound index. Only fields we
// query by are indexed; every other field is stored anyway.

/** Schema v1 (Adjutant 0.1): games, their records, raw GM input and app meta. Frozen: never edit. */
export const schemaV1 = {
  games: 'id, updatedAt, family',
  records: 'id, gameId, [gameId+kind], createdAt',
  rawInputs: 'id, gameId, receivedAt',
  meta: 'key',
} as const;

/**
 * Schema v2: the inbox lists one game's raw inputs in arrival order, and the phase view reads one
 * phase's records, so both get compound indexes; raw inputs gain a derived `lineCount`.
 */
export const schemaV2 = {
  ...schemaV1,
  records: 'id, gameId, [gameId+kind], [gameId+phase], createdAt',
  rawInputs: 'id, gameId, receivedAt, [gameId+receivedAt]',
} as const;

export const currentSchemaVersion = 2;

/**
 * Lines as a GM counts them in an editor: "" has 0, "a" has 1, "a\nb" and "a\nb\n" have 2.
 * CR, LF and CRLF all end a line (mail clients mix them).
 */
export function countLines(text: string): number {
  if (text.length === 0) return 0;
  const breaks = text.match(/\r\n|\r|\n/g)?.length ?? 0;
  const endsWithBreak = /(\r\n|\r|\n)$/.test(text);
  return endsWithBreak ? breaks : breaks + 1;
}

/** The v1 → v2 row change for raw inputs: add `lineCount`; the text itself is never touched. */
export function upgradeRawInputToV2<T extends { text: string }>(row: T): T & { lineCount: number } {
  return { ...row, lineCount: countLines(row.text) };
}
