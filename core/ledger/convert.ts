// Detect a ruleset's format and convert it to another: the CLI's `ledger convert`.

import { exportAgoraText, importAgoraText, looksLikeAgoraText } from './agoraText';
import type { Dialect } from './escapeDialect';
import { exportHouseRulesText, importHouseRulesText, looksLikeHouseRulesText } from './houseRulesText';
import { exportNomicJson, importNomicJson, RulesetFormatError } from './nomicJson';
import { renderRuleset } from './renderRuleset';
import type { Ruleset, RulesetFormat } from './types';

export type ConvertTarget = 'nomic-json' | 'agora-text' | 'house-rules-text' | Dialect;
export const CONVERT_TARGETS: ConvertTarget[] = ['nomic-json', 'agora-text', 'house-rules-text', 'text', 'bbcode', 'markdown'];

export function detectRulesetFormat(source: string): RulesetFormat {
  if (/^\s*\{/.test(source)) return 'nomic-json';
  if (looksLikeAgoraText(source)) return 'agora-text';
  if (looksLikeHouseRulesText(source)) return 'house-rules-text';
  throw new RulesetFormatError('not a ruleset: expected Nomic JSON, "Regulation X/n" blocks, or numbered house rules');
}

export function importRuleset(source: string): Ruleset {
  const format = detectRulesetFormat(source);
  return format === 'nomic-json' ? importNomicJson(source) : format === 'agora-text' ? importAgoraText(source) : importHouseRulesText(source);
}

export function exportRuleset(ruleset: Ruleset, to: ConvertTarget): string {
  switch (to) {
    case 'nomic-json': return exportNomicJson(ruleset);
    case 'agora-text': return exportAgoraText(ruleset);
    case 'house-rules-text': return exportHouseRulesText(ruleset);
    default: return renderRuleset(ruleset, to);
  }
}

export function convertRuleset(source: string, to: ConvertTarget): string {
  return exportRuleset(importRuleset(source), to);
}
