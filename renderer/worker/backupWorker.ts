// The backup worker's entry point: backup and restore run here, off the page's thread, so
// compressing, parsing and checking hundreds of games never freezes the screen (issue 21).
import { expose, transfer } from 'comlink';
import { appDb } from '../storage/db';
import { backupOperations } from './backupOperations';

expose(backupOperations(appDb, (chunk) => transfer(chunk, [chunk.buffer])));
