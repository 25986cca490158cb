// Seed 003's JSON ruleset format (003 101b): `rules` keyed by id, each with `label` (the rule
// number, `[I]` suffix = immutable), `text` paragraphs, `notes` (annotations: content, author,
// date), `ineffect`, `date`, `linksto` (rule ids), `proplinks`; top level `date` and `author`.
// Import keeps key order and unknown fields so that export gives back the same bytes.

import { deepFreeze } from './freeze';
import { isJsonObject, objectEntry, parseOrderedJson, stringifyPythonStyle, type JsonObject, type JsonValue } from './orderedJson';
import type { Annotation, Rule, Ruleset } from './types';

export class RulesetFormatError extends Error {}

const RULE_FIELDS = ['text', 'notes', 'label', 'ineffect', 'date', 'linksto', 'proplinks'];
const TOP_FIELDS = ['rules', 'date', 'author'];

/** `109[I]` → number 109, immutable; `207` → number 207, mutable (003 102). */
export function parseNomicLabel(label: string): { number: string; immutable: boolean } {
  const m = /^(.*?)\s*\[I\]$/.exec(label);
  return m ? { number: m[1]!, immutable: true } : { number: label, immutable: false };
}

function stringField(o: JsonObject, key: string, where: string, fallback?: string): string {
  const v = objectEntry(o, key);
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string') throw new RulesetFormatError(`${where}: "${key}" must be a string`);
  return v;
}

function stringList(o: JsonObject, key: string, where: string): string[] {
  const v = objectEntry(o, key);
  if (v === undefined) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw new RulesetFormatError(`${where}: "${key}" must be a list of strings`);
  return v as string[];
}

export function importNomicJson(source: string): Ruleset {
  let doc: JsonValue;
  try { doc = parseOrderedJson(source); } catch (e) { throw new RulesetFormatError((e as Error).message); }
  if (!isJsonObject(doc)) throw new RulesetFormatError('a Nomic ruleset is a JSON object');
  const rulesValue = objectEntry(doc, 'rules');
  if (!isJsonObject(rulesValue)) throw new RulesetFormatError('a Nomic ruleset needs a "rules" object');
  const date = stringField(doc, 'date', 'ruleset', '');
  const rules: Rule[] = rulesValue.entries.map(([id, r]) => {
    const where = `rule "${id}"`;
    if (!isJsonObject(r)) throw new RulesetFormatError(`${where} is not an object`);
    const { number, immutable } = parseNomicLabel(stringField(r, 'label', where));
    const notesValue = objectEntry(r, 'notes') ?? [];
    if (!Array.isArray(notesValue)) throw new RulesetFormatError(`${where}: "notes" must be a list`);
    const annotations: Annotation[] = notesValue.map((n, k) => {
      if (!isJsonObject(n)) throw new RulesetFormatError(`${where}: note ${k + 1} is not an object`);
      return { content: stringField(n, 'content', where, ''), author: stringField(n, 'author', where, ''), date: stringField(n, 'date', where, '') };
    });
    const inEffectRaw = stringField(r, 'ineffect', where, '1');
    const ruleDate = stringField(r, 'date', where, date);
    const text = stringList(r, 'text', where);
    const inEffect = inEffectRaw !== '0';
    const mutability = immutable ? 'immutable' as const : 'mutable' as const;
    return {
      id, number, title: '', text, mutability, inEffect, revision: 0, annotations,
      linksTo: stringList(r, 'linksto', where), proposalLinks: stringList(r, 'proplinks', where), date: ruleDate,
      history: [{ number, title: '', text, mutability, inEffect, revision: 0, effectiveAt: ruleDate, change: 'import' as const, proposal: null }],
      extraFields: r.entries.filter(([k]) => !RULE_FIELDS.includes(k)),
      fieldOrder: r.entries.map(([k]) => k),
      inEffectRaw,
    };
  });
  return deepFreeze({
    format: 'nomic-json', title: 'Nomic ruleset', date, author: stringField(doc, 'author', 'ruleset', ''), numbering: 'nomic',
    rules, extraFields: doc.entries.filter(([k]) => !TOP_FIELDS.includes(k)), fieldOrder: doc.entries.map(([k]) => k),
  });
}

function ruleObject(rule: Rule): JsonObject {
  const modelled: Record<string, JsonValue> = {
    text: [...rule.text],
    notes: rule.annotations.map((a) => ({ kind: 'object' as const, entries: [['content', a.content], ['author', a.author], ['date', a.date]] as Array<[string, JsonValue]> })),
    label: rule.number + (rule.mutability === 'immutable' ? '[I]' : ''),
    // Keep the imported spelling while it still says the same thing.
    ineffect: rule.inEffectRaw !== undefined && (rule.inEffectRaw !== '0') === rule.inEffect ? rule.inEffectRaw : rule.inEffect ? '1' : '0',
    date: rule.date,
    linksto: [...rule.linksTo],
    proplinks: [...rule.proposalLinks],
  };
  const extras = new Map(rule.extraFields ?? []);
  const order = [...(rule.fieldOrder ?? RULE_FIELDS)];
  for (const k of RULE_FIELDS) if (!order.includes(k)) order.push(k);
  return { kind: 'object', entries: order.map((k) => [k, Object.hasOwn(modelled, k) ? modelled[k]! : extras.get(k) ?? null]) };
}

export function exportNomicJson(ruleset: Ruleset): string {
  const modelled: Record<string, JsonValue> = {
    rules: { kind: 'object', entries: ruleset.rules.map((r) => [r.id, ruleObject(r)]) },
    date: ruleset.date,
    author: ruleset.author,
  };
  const extras = new Map(ruleset.extraFields ?? []);
  const order = [...(ruleset.fieldOrder ?? TOP_FIELDS)];
  for (const k of TOP_FIELDS) if (!order.includes(k)) order.push(k);
  return stringifyPythonStyle({ kind: 'object', entries: order.map((k) => [k, Object.hasOwn(modelled, k) ? modelled[k]! : extras.get(k) ?? null]) });
}
