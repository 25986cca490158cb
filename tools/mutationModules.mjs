// The modules under mutation testing (npm run mutate, issue 19), each with the source files Stryker
// mutates and the tests that must kill the mutants. Shared by stryker.config.mjs,
// vitest.mutate.config.ts and tools/mutate.mjs.

/** @typedef {'adjudicator' | 'coalition' | 'ledger'} MutationModule */
export const MUTATION_MODULES = {
  // The Diplomacy adjudicator: movement by dependency resolution, its decisions and backup rule.
  adjudicator: {
    mutate: ['core/diplomacy/adjudicator/resolver.ts', 'core/diplomacy/adjudicator/movementDecisions.ts', 'core/diplomacy/adjudicator/movement.ts'],
    tests: ['test/core/diplomacy/datc/**/*.test.ts', 'test/core/diplomacy/engine/**/*.test.ts'],
  },
  // The Coalition movement judge's resolver (004 3.3) and order validator (004 3.2).
  coalition: {
    mutate: ['core/coalition/resolve.ts', 'core/coalition/validate.ts'],
    tests: ['test/core/coalition/**/*.test.ts'],
  },
  // The ledger's tallies: house-rule votes (000 D.IX(5), 001 B.X(3)), Coalition weighted votes
  // (004 1.4) and Nomic points (003 203, 205, 207).
  ledger: {
    mutate: ['core/ledger/houseRuleVote.ts', 'core/ledger/coalitionVote.ts', 'core/ledger/nomicPoints.ts'],
    tests: ['test/core/ledger/**/*.test.ts'],
  },
};
