// Publish → import gives back the same position (issue: take over a game). Every Fall of the 43
// recorded webDiplomacy games is re-adjudicated, published as Adjutant's nJudge-format posts
// (movement, retreats if any, adjustments if any), read back as a GM would paste them, and the
// rebuilt position must equal the one the adjudicator reached: units with coasts, phase, centres,
// and, where the posts end in a retreat phase, each dislodged unit's retreats.
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { getVariant } from '../../../../core/diplomacy/variants';
import { publishResults, reportFromDipcc } from '../../../../core/diplomacy/publish/index';
import { phaseName } from '../../../../core/diplomacy/phases';
import { readDipccGame } from '../../../../core/diplomacy/dipcc';
import { readJudgePosts } from '../../../../core/diplomacy/takeover/judgePost';
import { positionFromPosts } from '../../../../core/diplomacy/takeover/positionFromPosts';
import type { Position } from '../../../../core/diplomacy/types';
import { gameFiles, gameLabel, loadGameJson } from '../game/games';

const standard = getVariant('standard');
const rules = getProfile('webdiplomacy');

const units = (p: Position) => p.units.map((u) => `${u.power} ${u.type} ${u.location}`).sort();
const centres = (p: Position) => Object.entries(p.centres).map(([c, o]) => `${c} ${o}`).sort();
const dislodged = (p: Position) => p.dislodged.map((d) => `${d.unit.power} ${d.unit.type} ${d.unit.location} → ${[...d.retreats].sort().join(' ')}`).sort();

/** The posts of one game's phases `from`..`to` (inclusive), and the position after the last. */
function publishChain(json: unknown, names: string[], dialect: 'njudge' | 'bbcode' | 'markdown' = 'njudge'): { text: string; after: Position } {
  let after: Position | undefined;
  const posts = names.map((name) => {
    const report = reportFromDipcc(standard, json, name, rules, { game: 'takeover' });
    if ('error' in report) throw new Error(report.error);
    after = report.next;
    return publishResults(standard, report, dialect);
  });
  return { text: posts.join('\n\n'), after: after! };
}

describe('publish → import: the nJudge posts Adjutant writes read back to the same position', () => {
  for (const file of gameFiles()) {
    it(`${gameLabel(file)}: every Fall turn's posts rebuild the position that follows`, () => {
      const json = loadGameJson(file);
      const read = readDipccGame(json);
      if ('error' in read) throw new Error(read.error);
      const names = read.game.phases.map((p) => p.name);
      let chains = 0;
      for (let i = 0; i < names.length; i++) {
        if (!/^F\d+M$/.test(names[i]!)) continue;
        // The Fall movement and the retreat and adjustment phases the record has after it.
        const chain = [names[i]!];
        for (let k = i + 1; k < names.length && !/M$/.test(names[k]!); k++) chain.push(names[k]!);
        if (i + chain.length >= names.length) continue; // the record's last phase has no outcome to compare
        const { text, after } = publishChain(json, chain);
        const { posts, doubts: outside } = readJudgePosts(standard, text);
        const rebuilt = positionFromPosts(standard, posts, text, outside);
        expect(rebuilt.doubts, `${chain.join(',')}`).toEqual([]);
        expect(phaseName(rebuilt.position!.phase)).toBe(phaseName(after.phase));
        expect(units(rebuilt.position!)).toEqual(units(after));
        expect(centres(rebuilt.position!)).toEqual(centres(after));
        expect(dislodged(rebuilt.position!)).toEqual(dislodged(after));
        chains++;
      }
      expect(chains).toBeGreaterThan(0);
    });
  }
});

describe('publish → import over a whole year: a Fall, its adjustments and the next Spring, pasted together', () => {
  for (const file of gameFiles().slice(0, 12)) {
    it(`${gameLabel(file)}: every Fall-to-Spring run of posts rebuilds the position after the Spring`, () => {
      const json = loadGameJson(file);
      const read = readDipccGame(json);
      if ('error' in read) throw new Error(read.error);
      const names = read.game.phases.map((p) => p.name);
      let chains = 0;
      for (let i = 0; i < names.length; i++) {
        if (!/^F\d+M$/.test(names[i]!)) continue;
        const chain = [names[i]!];
        let k = i + 1;
        for (; k < names.length && !/^F\d+M$/.test(names[k]!); k++) chain.push(names[k]!);
        if (k >= names.length || !chain.some((n) => /^S\d+M$/.test(n))) continue;
        const { text, after } = publishChain(json, chain);
        // Pasted newest first, as a mailbox lists them: the reader orders them by phase.
        const pasted = text.split(/\n\n(?=:: Judge)/).reverse().join('\n\n');
        const { posts, doubts: outside } = readJudgePosts(standard, pasted);
        const rebuilt = positionFromPosts(standard, posts, pasted, outside);
        expect(rebuilt.doubts, chain.join(',')).toEqual([]);
        expect(phaseName(rebuilt.position!.phase)).toBe(phaseName(after.phase));
        expect(units(rebuilt.position!)).toEqual(units(after));
        expect(centres(rebuilt.position!)).toEqual(centres(after));
        expect(dislodged(rebuilt.position!)).toEqual(dislodged(after));
        expect(rebuilt.history.map((h) => h.name)).toEqual(chain);
        chains++;
      }
      expect(chains).toBeGreaterThan(0);
    });
  }
});

describe('publish → import in the forum dialects: a post copied from a BBCode forum or Discord reads the same', () => {
  for (const dialect of ['bbcode', 'markdown'] as const) {
    for (const file of gameFiles().slice(0, 8)) {
      it(`${gameLabel(file)} as ${dialect}: every Fall turn rebuilds the position that follows`, () => {
        const json = loadGameJson(file);
        const read = readDipccGame(json);
        if ('error' in read) throw new Error(read.error);
        const names = read.game.phases.map((p) => p.name);
        let chains = 0;
        for (let i = 0; i < names.length; i++) {
          if (!/^F\d+M$/.test(names[i]!)) continue;
          const chain = [names[i]!];
          for (let k = i + 1; k < names.length && !/M$/.test(names[k]!); k++) chain.push(names[k]!);
          if (i + chain.length >= names.length) continue;
          const { text, after } = publishChain(json, chain, dialect);
          const { posts, doubts: outside } = readJudgePosts(standard, text);
          const rebuilt = positionFromPosts(standard, posts, text, outside);
          expect(rebuilt.doubts, chain.join(',')).toEqual([]);
          expect(phaseName(rebuilt.position!.phase)).toBe(phaseName(after.phase));
          expect(units(rebuilt.position!)).toEqual(units(after));
          expect(centres(rebuilt.position!)).toEqual(centres(after));
          expect(dislodged(rebuilt.position!)).toEqual(dislodged(after));
          chains++;
        }
        expect(chains).toBeGreaterThan(0);
      });
    }
  }
});
