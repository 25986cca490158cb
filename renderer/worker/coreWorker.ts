// The core worker's entry point: runs core/ off the main thread so the UI stays responsive
// while a large game is parsed or adjudicated.
import { expose } from 'comlink';
import { coreApi } from './coreApi';

expose(coreApi);
