// What the "New game" form offers per game family: the variants or starting rulesets it can
// start from and the phase a new game opens in. Diplomacy variants and their opening phases come
// from core through the worker (listVariants); the other families have fixed starting points
// until their engines offer more.
import type { GameFamily } from './types';

export interface FamilyInfo {
  family: GameFamily;
  label: string;
  /** Whether house-rules profiles (core/diplomacy/houseRules.ts) apply. */
  usesProfiles: boolean;
}

export const familyInfo: Record<GameFamily, FamilyInfo> = {
  diplomacy: { family: 'diplomacy', label: 'Diplomacy', usesProfiles: true },
  coalition: { family: 'coalition', label: 'Coalition Wargame', usesProfiles: false },
  ledger: { family: 'ledger', label: 'Rules ledger (Nomic)', usesProfiles: false },
};

export interface StartingPoint {
  id: string;
  name: string;
}

/** Non-Diplomacy starting points; Diplomacy's list is the worker's `listVariants()`. */
export const otherStartingPoints: Record<Exclude<GameFamily, 'diplomacy'>, StartingPoint[]> = {
  // 004: the Phyrexia-vs-Coalition grid, A–N × 1–38.
  coalition: [{ id: 'coalition-grid', name: 'Coalition grid A–N × 1–38 (seed 004)' }],
  // 003: Suber's initial set; 002: Agora's Birthday Tournament regulations.
  ledger: [
    { id: 'suber-initial', name: "Suber's initial rules (seed 003)" },
    { id: 'agora-bt-regulations', name: 'Agora Birthday Tournament regulations (seed 002)' },
  ],
};

/** The phase a new non-Diplomacy game opens in; a ledger's first proposal is 301 (003 109a). */
export const otherOpeningPhase: Record<Exclude<GameFamily, 'diplomacy'>, string> = {
  coalition: 'Turn 1',
  ledger: 'Proposal 301',
};
