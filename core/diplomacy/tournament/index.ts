// The tournament desk (seeds 000 B/C, 001 A): roster, boards, draws and checks, board files from
// other GMs' machines, scores, advancement and trophies, and what gets published.
export * from './profiles';
export * from './roster';
export * from './boardCount';
export * from './assignment';
export * from './contentHash';
export * from './boardFile';
export * from './tournament';
export * from './replacements';
export * from './boardResults';
export * from './ranking';
export * from './standings';
export * from './publish';
export * from './nextRound';
export * from './boardFileFromGame';
