// Properties over arbitrary input: whatever a player types, every dialect renders without
// throwing and keeps its structure; whatever the post, the Discord split keeps its promises.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { publishResults, splitForDiscord, type PressItem } from '../../../../core/diplomacy/publish/index';
import { dipccReport, standard } from './dipccReports';

const base = dipccReport('game_433761_ENGLAND_AG.json', 'S1902M');
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.array(fc.constantFrom('[', ']', '/', 'code', 'quote', 'url', '`', '*', '_', '@everyone', '<@1>', '\n', '\r', '>', '#', ' ', 'x', 'Austria: ', 'Movement results for '), { maxLength: 40 }).map((a) => a.join('')),
);

describe('rendering arbitrary player text', () => {
  it('never throws, and never lets press open or close BBCode quotes and code blocks', () => {
    fc.assert(fc.property(nasty, nasty, (text, name) => {
      const press: PressItem[] = [{ kind: 'white', author: 'Austria', text }, { kind: 'grey', author: 'Turkey', text }];
      const report = { ...base, game: name, press, written: { ...base.written, Italy: text } };
      const bb = publishResults(standard, report, 'bbcode');
      const count = (s: string) => bb.split(s).length - 1;
      expect(count('[quote]')).toBe(count('[/b]\n[quote]'));
      expect(count('[/quote]')).toBe(count('[quote]'));
      expect(count('[/code]')).toBe(count('[code]'));
      const md = publishResults(standard, report, 'markdown');
      expect(md.split('\n').filter((l) => l.startsWith('```')).length % 2).toBe(0);
      expect(md).not.toMatch(/@(everyone|here)/i);
      const plain = publishResults(standard, report, 'njudge');
      expect(plain.split('\n').filter((l) => l.startsWith('Movement results for '))).toHaveLength(1);
      expect(plain).not.toMatch(/\r/);
    }), { numRuns: 150 });
  });
});

describe('splitting arbitrary posts for Discord', () => {
  const line = fc.oneof(fc.string({ maxLength: 120 }).map((s) => s.replace(/\n|^`+/g, '')), fc.string({ minLength: 1500, maxLength: 4500 }).map((s) => s.replace(/\n|^`+/g, '')));
  const block = fc.tuple(fc.boolean(), fc.array(line, { maxLength: 60 })).map(([code, lines]) => (code ? ['```', ...lines, '```'] : lines));
  const post = fc.array(block, { maxLength: 8 }).map((blocks) => blocks.flat().join('\n'));

  it('keeps every message within 2,000 characters with balanced fences and loses nothing', () => {
    fc.assert(fc.property(post, (text) => {
      const parts = splitForDiscord(text);
      for (const p of parts) {
        expect(p.length).toBeLessThanOrEqual(2000);
        expect(p.split('\n').filter((l) => l.startsWith('```')).length % 2).toBe(0);
      }
      const content = (t: string) => t.split('\n').filter((l) => !l.startsWith('```')).join('');
      expect(parts.map(content).join('')).toBe(content(text));
    }), { numRuns: 200 });
  });
});
