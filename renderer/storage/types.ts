// The rows Adjutant keeps in IndexedDB. They are defined in core (core/gameFile/rows.ts), since a
// game file and a backup carry the same rows; re-exported here so storage code keeps its imports.
export { gameFamilies } from '../../core/gameFile/rows';
export type { GameFamily, GameRow, GameSettings, MetaRow, RawInputRow, RecordRow } from '../../core/gameFile/rows';
