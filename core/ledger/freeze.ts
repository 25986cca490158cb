// Rulesets and ledger records are values: freezing them makes any edit outside a rule-change
// throw (in strict-mode code), so rule text can change only through an adopted proposal (003 118).

export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
