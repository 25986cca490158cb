// The game file: one game's rows as one versioned JSON document, and the row types and row
// upgrades the database, a backup and a game file share.
export * from './rows';
export { countLines } from './lineCount';
export { currentSchemaVersion, migrateTables, rowUpgrades, upgradeRawInputToV2, type RowTables } from './rowUpgrades';
export { MAX_ID_CHARS, MAX_LABEL_CHARS, MAX_STORED_TEXT_CHARS, MAX_PAYLOAD_DEPTH } from './limits';
export { rowSchemasByVersion, type RowSchemas } from './rowSchemas';
export { auditRecordKinds, classifyRecordKind, createdRecordKind, diplomacyRecordKinds, recordKindsByFamily, stateRecordKind } from './recordKinds';
export { textSha256 } from './textHash';
export { newRowId } from './rowId';
export { gameFileFormat, gameFileFrom, gameFileName, gameFileVersion, rowsOf, serializeGameFile, sortRecords, trustedGameFile, type GameFile, type HashedRawInput } from './gameFile';
export { readGameFile, type GameFileRead } from './readGameFile';
