// A helper of the backup worker (issue 21): it packs the games the backup worker hands it (reads
// each from the database itself, hashes, serialises and deflates it) and hands back only the
// deflated bytes, transferred, not copied. With one helper per spare core, a backup packs several
// games at once; the backup worker still writes them into the zip in order.
import { expose, transfer } from 'comlink';
import { appDb } from '../storage/db';
import { packGame, type BackupStamp, type PackedGame } from '../storage/backupStream';

export interface PackApi {
  pack(gameId: string, stamp: BackupStamp): Promise<PackedGame>;
}

const api: PackApi = {
  async pack(gameId, stamp) {
    const packed = await packGame(appDb(), gameId, stamp);
    return packed ? transfer(packed, [packed.deflated.buffer]) : null;
  },
};

expose(api);
