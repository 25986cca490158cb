// Caps per field of a stored row, so a crafted file cannot slip a 60 MB "name" into the game list.
// Each is far above anything Adjutant writes (ids are 16 characters, 36 for older UUIDs; the new-game form stops
// names at 200 characters) and a stored text may be as long as an orders file may be
// (electron/limits.ts MAX_RAW_TEXT_CHARS; a test keeps the two equal).

export const MAX_ID_CHARS = 200;
export const MAX_LABEL_CHARS = 2000;
/** One stored text (pasted or opened mail): 8 MiB, the same cap as an orders file. */
export const MAX_STORED_TEXT_CHARS = 8 * 1024 * 1024;
/** Objects and arrays nested deeper than this in a payload are refused (Adjutant writes fewer than 20 levels). */
export const MAX_PAYLOAD_DEPTH = 100;
