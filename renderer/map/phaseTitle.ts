// The phase as a GM and the players read it: "Spring 1501 movement", "Monsoon 1501 adjustments".
// The season words come from the variant (phaseNames), so Maharajah's adjustment phase is called
// "Monsoon" (001 B.I(5)) while the standard map keeps "Winter". The short dipcc-style codes
// (S1501M, W1501A) stay what games and records are keyed by; this is only what is shown.
import type { Variant } from '../../core/diplomacy/variant';
import type { Phase } from '../../core/diplomacy/types';

const kinds: Record<Phase['type'], string> = { movement: 'movement', retreat: 'retreats', adjustment: 'adjustments' };

export function seasonWord(variant: Variant, phase: Phase): string {
  const names = variant.data.phaseNames;
  return phase.season === 'spring' ? names.spring : phase.season === 'fall' ? names.fall : names.adjustment;
}

export function phaseTitle(variant: Variant, phase: Phase): string {
  return `${seasonWord(variant, phase)} ${phase.year} ${kinds[phase.type] ?? phase.type}`;
}
