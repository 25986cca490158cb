export type MutationModule = 'adjudicator' | 'coalition' | 'ledger';
export const MUTATION_MODULES: Record<MutationModule, { mutate: string[]; tests: string[]; exclude?: string[]; shareModules?: boolean; isolateFiles?: string[]; testsOnlyFor?: Record<string, string[]> }>;
export function fileKey(path: string): string;
