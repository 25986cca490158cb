// Applying rule-changes (003 103a: enact, amend, repeal, re-enact, transmute) to a ruleset. This
// is the only way rule text changes (003 118): rulesets are frozen, and each change returns a new
// ruleset whose changed rules carry a new history version naming the proposal (003 101c).

import { deepFreeze } from './freeze';
import type { ChangeKind, Rule, RuleChange, RuleVersion, Ruleset } from './types';

export class RuleChangeRejected extends Error {
  constructor(readonly clause: string, message: string) { super(`${message} (${clause})`); }
}

/** Limits a ruleset's own rules put on rule-changes. */
export interface RuleChangeLimits {
  /** 003 211: "At no time may there be more than 25 mutable rules." */
  maxMutableRules?: number;
  /** 003 116: "There must always be at least one mutable rule." */
  minMutableRules?: number;
  /** 002 BT5: regulation numbers that proposals cannot amend, with the clause that protects them. */
  protectedRules?: { numbers: string[]; clause: string };
}

export const NOMIC_LIMITS: RuleChangeLimits = { maxMutableRules: 25, minMutableRules: 1 };
export const AGORA_BIRTHDAY_LIMITS: RuleChangeLimits = {
  protectedRules: { numbers: ['BT0', 'BT1', 'BT2', 'BT3', 'BT4', 'BT5'], clause: '002 BT5' },
};

export interface ChangeContext {
  /** The proposal's number (Nomic: 301, 302, …) or null for a Gamemaster amendment (002 BT2b). */
  proposal: string | null;
  /** The moment the change takes effect: completion of the vote that adopted it (003 108, 206). */
  effectiveAt: string;
  limits?: RuleChangeLimits;
}

export function findRule(ruleset: Ruleset, number: string): Rule | undefined {
  return ruleset.rules.find((r) => r.number === number && r.inEffect) ?? ruleset.rules.find((r) => r.number === number);
}

function numeric(n: string): number {
  const m = /\d+/.exec(n);
  return m ? Number(m[0]) : NaN;
}

/** 003 110: replace references "Rule 109" / "rule 109" / "Rules 109" to a renumbered rule. */
export function updateReferences(paragraph: string, from: string, to: string): string {
  const pattern = new RegExp(`\\b(Rules?\\s+)${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`, 'gi');
  return paragraph.replace(pattern, (_m, word: string) => word + to);
}

function version(rule: Rule, change: ChangeKind, ctx: ChangeContext): RuleVersion {
  return {
    number: rule.number, title: rule.title, text: rule.text, mutability: rule.mutability, inEffect: rule.inEffect,
    revision: rule.revision, effectiveAt: ctx.effectiveAt, change, proposal: ctx.proposal,
  };
}

/** Problems that make a set of changes unacceptable, each citing its clause; empty when fine. */
export function ruleChangeProblems(ruleset: Ruleset, changes: RuleChange[], limits: RuleChangeLimits = {}): string[] {
  const problems: string[] = [];
  if (changes.length === 0) problems.push('a proposal must change at least one rule (003 103a)');
  for (const c of changes) {
    if (c.kind === 'enact') continue;
    const rule = findRule(ruleset, c.rule);
    if (!rule) { problems.push(`there is no rule ${c.rule}`); continue; }
    if (limits.protectedRules?.numbers.includes(rule.number)) {
      problems.push(`regulation ${rule.number} cannot be changed by proposal (${limits.protectedRules.clause})`);
    }
    if (c.kind === 'reenact') { if (rule.inEffect) problems.push(`rule ${c.rule} is in effect, so it cannot be re-enacted (003 109b)`); continue; }
    if (!rule.inEffect) { problems.push(`rule ${c.rule} has been repealed`); continue; }
    if ((c.kind === 'amend' || c.kind === 'repeal') && rule.mutability === 'immutable') {
      problems.push(`rule ${c.rule} is immutable: it can only be transmuted, not ${c.kind === 'amend' ? 'amended' : 'repealed'} (003 103b)`);
    }
    if (c.kind === 'transmute' && rule.mutability === c.to) problems.push(`rule ${c.rule} is already ${c.to} (003 103a)`);
  }
  if (ruleset.numbering === 'nomic' && changes.filter((c) => c.kind !== 'repeal').length > 1) {
    problems.push('a proposal can give its number to only one rule (003 109b)');
  }
  if (problems.length) return problems;
  // Count mutable rules as they would stand after the change.
  let mutable = ruleset.rules.filter((r) => r.inEffect && r.mutability === 'mutable').length;
  for (const c of changes) {
    const rule = c.kind === 'enact' ? undefined : findRule(ruleset, c.rule);
    if (c.kind === 'enact') mutable += (c.mutability ?? 'mutable') === 'mutable' ? 1 : 0;
    if (c.kind === 'repeal' && rule?.mutability === 'mutable') mutable -= 1;
    if (c.kind === 'reenact' && rule?.mutability === 'mutable') mutable += 1;
    if (c.kind === 'transmute') mutable += c.to === 'mutable' ? 1 : -1;
  }
  if (limits.maxMutableRules !== undefined && mutable > limits.maxMutableRules) {
    problems.push(`the change would make ${mutable} mutable rules; at most ${limits.maxMutableRules} are allowed (003 211)`);
  }
  if (limits.minMutableRules !== undefined && mutable < limits.minMutableRules) {
    problems.push('the change would leave no mutable rule (003 116)');
  }
  return problems;
}

function nextId(ruleset: Ruleset, number: string): string {
  if (ruleset.format === 'nomic-json') {
    const ids = ruleset.rules.map((r) => Number(r.id)).filter(Number.isInteger);
    return String(ids.length ? Math.max(...ids) + 1 : 0);
  }
  return ruleset.rules.some((r) => r.id === number) ? `${number}#${ruleset.rules.length}` : number;
}

/** Apply adopted changes. Throws RuleChangeRejected when ruleChangeProblems finds any. */
export function applyRuleChanges(ruleset: Ruleset, changes: RuleChange[], ctx: ChangeContext): Ruleset {
  const problems = ruleChangeProblems(ruleset, changes, ctx.limits);
  if (problems.length) {
    const clause = /\(([^()]*\d[^()]*)\)$/.exec(problems[0]!)?.[1] ?? '003 103a';
    throw new RuleChangeRejected(clause, problems.join('; '));
  }
  let rules = [...ruleset.rules];
  const day = ctx.effectiveAt.slice(0, 10);
  const links = (r: Rule) => (ctx.proposal && !r.proposalLinks.includes(ctx.proposal) ? [...r.proposalLinks, ctx.proposal] : r.proposalLinks);
  const renumbered: Array<[string, string]> = [];
  for (const c of changes) {
    if (c.kind === 'enact') {
      // 003 109b: a new Nomic rule takes the enacting proposal's number.
      const number = ruleset.numbering === 'nomic' && ctx.proposal ? ctx.proposal : c.number;
      if (!number) throw new RuleChangeRejected('003 109a', 'a new regulation needs a number');
      if (rules.some((r) => r.inEffect && r.number === number)) throw new RuleChangeRejected('003 109a', `rule ${number} already exists`);
      const base: Rule = {
        id: nextId({ ...ruleset, rules }, number), number, title: c.title ?? '', text: c.text, mutability: c.mutability ?? 'mutable',
        inEffect: true, revision: 0, annotations: [], linksTo: [], proposalLinks: ctx.proposal ? [ctx.proposal] : [], date: day, history: [],
      };
      rules.push({ ...base, history: [version(base, 'enact', ctx)] });
      continue;
    }
    const index = rules.findIndex((r) => r === findRule({ ...ruleset, rules }, c.rule));
    const old = rules[index]!;
    const renumber = ruleset.numbering === 'nomic' && ctx.proposal && c.kind !== 'repeal' ? ctx.proposal : old.number;
    let next: Rule = { ...old, number: renumber, date: day, proposalLinks: links(old), revision: old.revision + 1 };
    if (c.kind === 'amend') next = { ...next, text: c.text, title: c.title ?? old.title };
    if (c.kind === 'repeal') next = { ...next, inEffect: false };
    if (c.kind === 'reenact') next = { ...next, inEffect: true, text: c.text ?? old.text };
    if (c.kind === 'transmute') next = { ...next, mutability: c.to };
    const kind: ChangeKind = ctx.proposal === null ? 'gamemaster' : c.kind;
    next = { ...next, history: [...old.history, version(next, kind, ctx)] };
    rules[index] = next;
    if (renumber !== old.number) renumbered.push([old.number, renumber]);
  }
  // 003 110: every reference to a renumbered rule follows it.
  for (const [from, to] of renumbered) {
    rules = rules.map((r) => {
      if (!r.inEffect) return r;
      const text = r.text.map((p) => updateReferences(p, from, to));
      if (text.every((p, k) => p === r.text[k])) return r;
      const next = { ...r, text };
      return { ...next, history: [...r.history, version(next, 'renumber', ctx)] };
    });
  }
  return deepFreeze({ ...ruleset, rules });
}

/** A Gamemaster amendment outside the proposal process (002 BT2b): recorded as such, not as a
 *  proposal, and not subject to BT5's protection (BT5 allows changes "according to Section 2"). */
export function gamemasterAmendment(ruleset: Ruleset, changes: RuleChange[], effectiveAt: string): Ruleset {
  return applyRuleChanges(ruleset, changes, { proposal: null, effectiveAt });
}

/** The rules in force at an instant, each as the version then current (003 101c). */
export function rulesInForceAt(ruleset: Ruleset, instant: string): RuleVersion[] {
  const out: RuleVersion[] = [];
  for (const r of ruleset.rules) {
    const current = [...r.history].reverse().find((v) => v.effectiveAt <= instant);
    if (current && current.inEffect) out.push(current);
  }
  return out;
}

/** 003 203's R: the number of the highest-numbered rule in effect. */
export function highestRuleNumber(ruleset: Ruleset): number {
  return Math.max(...ruleset.rules.filter((r) => r.inEffect).map((r) => numeric(r.number)).filter(Number.isFinite));
}

export function mutableRuleCount(ruleset: Ruleset): number {
  return ruleset.rules.filter((r) => r.inEffect && r.mutability === 'mutable').length;
}
