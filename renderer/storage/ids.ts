// Row ids are random (core/gameFile/rowId.ts), not auto-increment numbers, so rows from a backup
// never collide with rows made on this machine, and "import as a copy" only has to re-key one game.
// crypto.getRandomValues works in every context (crypto.randomUUID needs a secure one; a LAN
// address is not).
import { newRowId } from '../../core/gameFile/rowId';

export function newId(): string {
  return newRowId();
}
