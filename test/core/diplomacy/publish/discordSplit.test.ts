import { describe, expect, it } from 'vitest';
import { DISCORD_LIMIT, publishForDiscord, publishResults, splitForDiscord, type PressItem } from '../../../../core/diplomacy/publish/index';
import { dipccReport, standard } from './dipccReports';

const isFence = (l: string) => l.startsWith('```');

/** The lines of the text that are not fences: what a reader must find, in order, across the messages. */
function content(text: string): string[] {
  return text.split('\n').filter((l) => !isFence(l));
}

function checkParts(parts: string[], original: string, limit = DISCORD_LIMIT) {
  for (const p of parts) {
    expect(p.length).toBeLessThanOrEqual(limit);
    expect(p.split('\n').filter(isFence).length % 2).toBe(0);
  }
  // The post ends with a newline; the messages do not.
  expect(parts.flatMap(content)).toEqual(content(original.replace(/\n$/, '')));
}

describe('splitting a Markdown post for Discord', () => {
  it('leaves a short post whole', () => {
    expect(splitForDiscord('hello\n```\nA: x\n```\n')).toEqual(['hello\n```\nA: x\n```']);
  });

  it('splits a long real post at line boundaries, every message under 2,000 with balanced fences and nothing lost', () => {
    const press: PressItem[] = Array.from({ length: 30 }, (_, i) => ({ kind: 'white', author: 'Germany', text: `press item ${i}: ${'lorem ipsum '.repeat(8)}` }));
    const report = dipccReport('game_433761_ENGLAND_AG.json', 'F1904M', { press });
    const whole = publishResults(standard, report, 'markdown');
    expect(whole.length).toBeGreaterThan(2 * DISCORD_LIMIT);
    const parts = publishForDiscord(standard, report);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    checkParts(parts, whole);
  });

  it('closes a code block at the end of a message and reopens it in the next', () => {
    const lines = Array.from({ length: 150 }, (_, i) => `Austria: Army Vienna HOLD.  line ${i}`);
    const text = ['before', '```', ...lines, '```', 'after'].join('\n');
    const parts = splitForDiscord(text);
    expect(parts.length).toBeGreaterThan(2);
    checkParts(parts, text);
    expect(parts[1]!.startsWith('```\n')).toBe(true);
    expect(parts[0]!.endsWith('\n```')).toBe(true);
  });

  it('cuts a line longer than a message into pieces that join back, never inside a surrogate pair', () => {
    const long = '\u{1F600}'.repeat(1500) + 'x'.repeat(1001); // 4001 UTF-16 units
    const parts = splitForDiscord(`a\n${long}\nb`, DISCORD_LIMIT);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(DISCORD_LIMIT);
      expect(p).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
    expect(parts.join('\n').replace(/\n/g, '')).toBe(`a${long}b`);
  });

  it('cuts an overlong line inside a code block with the fence reopened around every piece', () => {
    const text = ['```', 'y'.repeat(5000), '```'].join('\n');
    const parts = splitForDiscord(text, 1000);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(1000);
      expect(p.startsWith('```\n') && p.endsWith('\n```')).toBe(true);
    }
    expect(parts.flatMap(content).join('')).toBe('y'.repeat(5000));
  });
});
