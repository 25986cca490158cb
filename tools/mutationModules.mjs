// The modules under mutation testing (npm run mutate, issue 19): the source files Stryker mutates
// and the tests that must kill the mutants. Stryker runs once per file (see tools/mutate.mjs), so
// a run that dies loses one file's work, not a module's. Shared by stryker.config.mjs,
// vitest.mutate.config.ts and tools/mutate.mjs.

/** @typedef {'adjudicator' | 'coalition' | 'ledger'} MutationModule */
export const MUTATION_MODULES = {
  // The Diplomacy adjudicator: every file of core/diplomacy/adjudicator/ (movement by dependency
  // resolution and its decisions and explanations, convoy routes, retreats, adjustments, the board,
  // its location table and workspace, the clauses cited) and the phase driver (core/diplomacy/adjudicate.ts).
  // All but preparedLayout.ts, which holds numeric constants only: every mutant of it is static,
  // and static mutants are ignored (`ignoreStatic`), so Stryker would have nothing to count.
  adjudicator: {
    // In the order they are run: the movement judge first, the phase driver and the board last.
    mutate: [
      'core/diplomacy/adjudicator/resolver.ts',
      'core/diplomacy/adjudicator/movementDecisions.ts',
      'core/diplomacy/adjudicator/movement.ts',
      'core/diplomacy/adjudicator/convoyRoutes.ts',
      'core/diplomacy/adjudicator/retreats.ts',
      'core/diplomacy/adjudicator/retreatOptions.ts',
      'core/diplomacy/adjudicator/adjustments.ts',
      'core/diplomacy/adjudicate.ts',
      'core/diplomacy/adjudicateIndexed.ts',
      'core/diplomacy/adjudicator/preparedMovement.ts',
      'core/diplomacy/adjudicator/movementOrders.ts',
      'core/diplomacy/adjudicator/board.ts',
      'core/diplomacy/adjudicator/workspace.ts',
      'core/diplomacy/adjudicator/locationTable.ts',
      'core/diplomacy/adjudicator/clauses.ts',
      'core/diplomacy/adjudicator/movementExplain.ts',
    ],
    // The Maharajah river cases (001 B.I(2)) are the adjudicator's too: river convoys and their
    // disruption are decided in movementDecisions and told in movementExplain.
    tests: [
      'test/core/diplomacy/datc/**/*.test.ts', 'test/core/diplomacy/engine/**/*.test.ts', 'test/core/diplomacy/clauses/engine.test.ts',
      'test/core/diplomacy/maharajah/rivers.test.ts',
    ],
    // The engine's property tests (random boards, 17 s a run here) reach every mutant, so each
    // surviving one would cost them in full; the rules are proved by DATC and the engine's cases.
    exclude: ['test/core/diplomacy/engine/properties.test.ts'],
    // The index-based path's comparisons with adjudicate() (every movement phase of the 43 real
    // games and random boards under every profile: about 4.3 s of tests, three quarters of the
    // set's time) reach nearly every mutant of the movement judge, and every surviving one ran them
    // in full. They fail only where the two paths part: the phase drivers (adjudicate.ts,
    // adjudicateIndexed.ts), the prepared phase both read (preparedMovement.ts) and movement.ts's
    // two entry points; a mutant in the code both paths share changes both alike. So they are
    // run for those files only (measured on resolver.ts: the same mutants detected without
    // them, docs/testing.md; the other shared-code files are not yet checked one by one).
    testsOnlyFor: Object.fromEntries(['test/core/diplomacy/engine/adjudicateIndexed.test.ts', 'test/core/diplomacy/engine/mutation-adjudicateIndexed.test.ts'].map((test) => [test, [
      'core/diplomacy/adjudicate.ts', 'core/diplomacy/adjudicateIndexed.ts', 'core/diplomacy/adjudicator/preparedMovement.ts', 'core/diplomacy/adjudicator/movement.ts',
    ]])),
    // The engine's tests keep no state between files (each builds its own game), so a mutant's
    // test files may share one worker and its loaded modules (vitest `isolate: false`): about
    // half the time per run here. The other modules keep vitest's default isolation.
    shareModules: true,
    // Except for board.ts: its map is compiled once per Variant and cached in the module (and its
    // place names too), so with shared modules a mutant there ran only in the one test that first
    // compiled the map (Stryker's per-test coverage), and a map compiled under one mutant could stay
    // cached for the mutants tried after it in that worker. Isolated, every test file compiles the map
    // afresh under the mutant being tried.
    // The same holds for the state kept beside the board: the workspace's typed arrays (one set per
    // board and unit count, in a WeakMap keyed by the cached board), the location table (built once
    // with the compiled map) and the clause table of the last profile asked for (clauses.ts). A
    // mutant in the code that builds them would run only in the test that first built them, and
    // what it built would stay for the next mutants.
    // Not preparedMovement.ts and adjudicateIndexed.ts, though each keeps scratch buffers in the
    // module: every call writes each element it reads again, so only a buffer's size outlives a
    // mutant, and the unmutated size checks grow it again for the next; that a buffer grows from
    // its first size is proved on a module instance of its own (`mutation-adjudicateIndexed.test.ts`,
    // imported with a query). Isolated, each of their mutants cost about 50 s here (load 10).
    isolateFiles: [
      'core/diplomacy/adjudicator/board.ts',
      'core/diplomacy/adjudicator/workspace.ts',
      'core/diplomacy/adjudicator/locationTable.ts',
      'core/diplomacy/adjudicator/clauses.ts',
    ],
  },
  // The Coalition movement judge's resolver (004 3.3), order validator (004 3.2) and the rules
  // they rely on: battles (004 4.2-4.3), routes (004 3.2.2) and slot caps (004 2.1).
  coalition: {
    mutate: ['core/coalition/resolve.ts', 'core/coalition/validate.ts', 'core/coalition/battles.ts', 'core/coalition/routes.ts', 'core/coalition/slotCaps.ts'],
    tests: ['test/core/coalition/**/*.test.ts'],
    // The five files keep nothing in their modules (constant helpers only; the player index in
    // control.ts is keyed by the round's own list and built by code not mutated here), and the
    // tests build their own rounds, so a mutant's test files share one worker too.
    shareModules: true,
  },
  // The ledger's tallies: house-rule votes (000 D.IX(5), 001 B.X(3)), Coalition weighted votes
  // (004 1.4), Nomic points (003 203, 205, 207) and the Agora's proposal tallies.
  ledger: {
    mutate: ['core/ledger/houseRuleVote.ts', 'core/ledger/coalitionVote.ts', 'core/ledger/nomicPoints.ts', 'core/ledger/agoraProposals.ts'],
    tests: ['test/core/ledger/**/*.test.ts'],
    // The ledger's tallies keep nothing in their modules (static tables only), and its tests build
    // their own ledgers, so a mutant's test files share one worker too.
    shareModules: true,
  },
};

/** The short name of a mutated file, as reports and the incremental files are named. */
export function fileKey(path) {
  return path.split('/').pop().replace(/\.ts$/, '');
}
