// Running a game: deadlines, absences, extensions, NMR release, votes, game end, scores, tenures.
export * from './runningRules';
export * from './gmt';
export * from './absence';
export * from './schedule';
export * from './extensions';
export * from './nmrRelease';
export * from './votes';
export * from './gameEnd';
export * from './boardScore';
export * from './tenures';
