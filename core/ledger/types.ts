// The rules ledger's data: a ruleset is an ordered list of rules, each with its full history.
// Rulesets are immutable values (deep-frozen): the only way to change rule text is to apply a
// rule-change (003 118), which returns a new ruleset.

import type { JsonValue } from './orderedJson';

export type Mutability = 'mutable' | 'immutable';

/** An annotation: commentary on a rule, never part of its text (003 101b `notes`). */
export interface Annotation {
  content: string;
  author: string;
  date: string;
}

export type ChangeKind = 'import' | 'enact' | 'amend' | 'repeal' | 'transmute' | 'reenact' | 'renumber' | 'gamemaster';

/** One version of a rule: what it said from `effectiveAt` on (003 101c). */
export interface RuleVersion {
  number: string;
  title: string;
  text: string[];
  mutability: Mutability;
  inEffect: boolean;
  revision: number;
  /** ISO date or instant from which this version was in force. */
  effectiveAt: string;
  change: ChangeKind;
  /** The proposal that made the change (its number), or null for an import or Gamemaster edit. */
  proposal: string | null;
}

export interface Rule {
  /** Stable identity: the key in seed 003's `rules` object; never changes when the number does. */
  id: string;
  /** The rule's current number: `109` (Nomic), `BT8` (Agora), `D.IX(5)` (house rules). */
  number: string;
  title: string;
  /** Paragraphs, verbatim (line breaks inside a paragraph kept). */
  text: string[];
  mutability: Mutability;
  inEffect: boolean;
  /** Agora's `/n` revision; counts amendments for the other formats too. */
  revision: number;
  annotations: Annotation[];
  /** Ids of rules this rule refers to (seed 003 `linksto`). */
  linksTo: string[];
  /** Ids of proposals that made or touched this rule (seed 003 `proplinks`). */
  proposalLinks: string[];
  /** Date of the current version (seed 003 `date`). */
  date: string;
  history: RuleVersion[];
  /** The rule's block exactly as imported, reused on export while the rule is unchanged. */
  sourceText?: string;
  /** Seed 003 fields this ledger does not model, kept in order for a lossless export. */
  extraFields?: Array<[string, JsonValue]>;
  /** Seed 003 field order as imported. */
  fieldOrder?: string[];
  /** Seed 003 `ineffect` exactly as imported ("1"). */
  inEffectRaw?: string;
}

export type RulesetFormat = 'nomic-json' | 'agora-text' | 'house-rules-text';

/** Text between rules (headings, separators) kept for a lossless text export. */
export type LayoutBlock = { kind: 'raw'; text: string } | { kind: 'rule'; id: string };

/** How a rule's number changes when it is amended (003 109b) or not (Agora, house rules). */
export type NumberingPolicy = 'nomic' | 'fixed';

export interface Ruleset {
  format: RulesetFormat;
  title: string;
  date: string;
  author: string;
  numbering: NumberingPolicy;
  rules: Rule[];
  layout?: LayoutBlock[];
  /** Top-level seed 003 fields this ledger does not model, and the imported key order. */
  extraFields?: Array<[string, JsonValue]>;
  fieldOrder?: string[];
}

/** What a proposal does to the ruleset (003 103a). */
export type RuleChange =
  | { kind: 'enact'; title?: string; text: string[]; mutability?: Mutability; number?: string }
  | { kind: 'amend'; rule: string; text: string[]; title?: string }
  | { kind: 'repeal'; rule: string }
  | { kind: 'reenact'; rule: string; text?: string[] }
  /** 003 111b: transmutation must be explicit, so it is its own kind naming the target state. */
  | { kind: 'transmute'; rule: string; to: Mutability };

export type Vote = 'yes' | 'no';
