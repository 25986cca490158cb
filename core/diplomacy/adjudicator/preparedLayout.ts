// The numbers a prepared movement phase is written in (preparedMovement.ts): the order kinds,
// the fields of a unit and of an order, and the order's flags.
//
// A file of constants and nothing else, on purpose (issue 18): the engine reads these names in
// every loop, and the bundles that ship it (the `adjutant` command, tools/build-cli.mjs; the
// benchmark, bench/engine.bench.ts) turn a module's top-level `const` into `var`, which V8 must
// load from the module's scope and check on every use. esbuild writes the numbers themselves in
// their place when minifying syntax, but only for constants in a file with no import or export
// from another path (esbuild 0.14.19's rule for inlining across modules); measured on the 715
// real phases, that took about 5 % of the engine call's CPU time (docs/testing.md).

export const HOLD = 0;
export const MOVE = 1;
export const SUPPORT = 2;
export const CONVOY = 3;

/** Unit fields, UNIT_FIELDS integers per unit. */
export const U_LOC = 0; // exact location index (board.locationIndex), -1 if the map does not write it so
export const U_PROV = 1; // province index, -1 if off the map
export const U_TYPE = 2; // ARMY, FLEET or OTHER_TYPE
export const U_POWER = 3; // index into `powers`
export const UNIT_FIELDS = 4;

export const ARMY = 0;
export const FLEET = 1;
/** A unit type that is neither 'A' nor 'F' (a corrupt position): the rare paths read it as written. */
export const OTHER_TYPE = 2;

/** Order fields, ORDER_FIELDS integers per order. */
export const O_KIND = 0; // HOLD, MOVE, SUPPORT, CONVOY; -1 for a kind that has no place in a movement phase
export const O_UNIT = 1; // province index of the unit the order names, -1 unknown
export const O_POWER = 2; // index into `powers`, -1 for a power no unit belongs to
/** MOVE: the destination; SUPPORT: the supported unit's province; CONVOY: the army's province. -1 unknown. */
export const O_A = 3;
/**
 * SUPPORT: where the supported unit moves (NO_PLACE for a support to hold); CONVOY: the destination.
 * -1 unknown. MOVE into a province with named coasts (Spain, Bulgaria, St Petersburg): the coast
 * the order writes, as the location index of that coast (NO_PLACE when it writes none, -1 when it
 * writes one the map does not have); NO_PLACE for a move anywhere else.
 */
export const O_B = 4;
export const O_FLAGS = 5;
export const ORDER_FIELDS = 6;

/** O_B of a support that names no destination (a support to hold). */
export const NO_PLACE = -2;

/** O_FLAGS bits. */
export const VIA_CONVOY = 1; // viaConvoy === true
export const BY_LAND = 2; // viaConvoy === false (a record that marks every convoyed move)
export const ROUTE_WRITTEN = 4; // a non-empty route list
export const TO_HAS_COAST = 8; // SUPPORT: the destination is written with a '/'
/** The unit type the order writes (bits 4-5) and the supported unit's (bits 6-7): 0 none, WRITTEN_A, WRITTEN_F, WRITTEN_OTHER. */
export const WRITTEN_TYPE_SHIFT = 4;
export const SUPPORTED_TYPE_SHIFT = 6;
export const WRITTEN_A = 1;
export const WRITTEN_F = 2;
export const WRITTEN_OTHER = 3;
