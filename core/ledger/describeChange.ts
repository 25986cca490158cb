// A rule-change in the words a GM uses in the proposals list: "amend rule 213".
import type { RuleChange } from './types';

export function describeChange(c: RuleChange): string {
  switch (c.kind) {
    case 'enact': return `enact a new ${c.mutability ?? 'mutable'} rule${c.title ? ` “${c.title}”` : ''}`;
    case 'amend': return `amend rule ${c.rule}`;
    case 'repeal': return `repeal rule ${c.rule}`;
    case 'reenact': return `re-enact rule ${c.rule}`;
    case 'transmute': return `transmute rule ${c.rule} to ${c.to}`;
  }
}
