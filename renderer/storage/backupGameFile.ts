// The per-game document of the streamed backup is the game file (core/gameFile): a backup is a
// list of game files, written with gameFileFrom/serializeGameFile and read back only through
// readGameFile, with every refusal it gives.
export { gameFileFrom, readGameFile, rowsOf, serializeGameFile, trustedGameFile, type GameFile } from '../../core/gameFile';
