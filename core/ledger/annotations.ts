// Annotations: the rules keeper's commentary on a rule (seed 003 `notes`, e.g. "Completion of the
// vote is defined in Rule 113"). They are not rule text, so adding one is not a rule-change
// (003 101b) and leaves the rule's text and history alone.

import { deepFreeze } from './freeze';
import { findRule } from './ruleChanges';
import type { Annotation, Ruleset } from './types';

export function annotateRule(ruleset: Ruleset, number: string, annotation: Annotation): Ruleset {
  const target = findRule(ruleset, number);
  if (!target) throw new Error(`there is no rule ${number}`);
  const rules = ruleset.rules.map((r) => (r === target ? { ...r, annotations: [...r.annotations, { ...annotation }] } : r));
  return deepFreeze({ ...ruleset, rules });
}
