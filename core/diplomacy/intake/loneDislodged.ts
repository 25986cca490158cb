// "Retreat to Brest.", "just disband the fleet", "Change of plan: retreat to Spain, north coast":
// a retreat order that names no unit. When the power has exactly one dislodged unit, that is the
// unit a careful GM reads it for (the unseen-mail trial, corpus 1274, 1275 and evening 21: the
// lines were "not a complete order" or "not an order", and the power needed a look for a retreat
// it had written plainly). With two dislodged units, or a unit word of the other type ("the army"
// when the only dislodged unit is a fleet), nothing is guessed: the line stays for the GM.
import type { Position, PowerName } from '../types';

/** The retreat's action, from which the order's words begin. */
const ACTION = /\b(?:retreats?|retreating|disband(?:s|ed)?|destroy|remove|(?:falls?|pulls?|drops?)\s+back|withdraws?|goes|go|moves?|run|flees?)\b/i;
/** Words that stand for the unit itself: "the fleet", "my army", "it", "the one", "the unit". */
const UNIT_WORDS = /\b(?:the|my|that|this|our)\s+(?:fleet|army|unit|one|boat|ship|troops)\b|\b(?:it|him|her)\b/gi;
const TYPE_WORD = /\b(fleet|army|boat|ship|troops)\b/i;

/**
 * The line with the power's only dislodged unit written in front of its action ("F Mao retreat
 * to Brest"), or undefined when the line has no retreat action or the unit is not certain.
 */
export function withTheDislodgedUnit(text: string, position: Position, power: PowerName): { text: string; unit: string } | undefined {
  if (position.phase.type !== 'retreat') return undefined;
  let only: Position['dislodged'][number] | undefined;
  for (const d of position.dislodged) {
    if (d.unit.power !== power) continue;
    if (only) return undefined;
    only = d;
  }
  if (!only) return undefined;
  const action = ACTION.exec(text);
  if (!action) return undefined;
  const type = TYPE_WORD.exec(text)?.[1]?.toLowerCase();
  if (type && (type === 'army' || type === 'troops' ? 'A' : 'F') !== only.unit.type) return undefined;
  const unit = `${only.unit.type} ${only.unit.location.toUpperCase()}`;
  const words = text.slice(action.index).replace(UNIT_WORDS, ' ').replace(/\s+/g, ' ').trim();
  return { text: `${unit} ${words}`, unit };
}
