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

type Dialect = 'njudge' | 'bbcode' | 'markdown';

/** The posts of one game's phases `from`..`to` (inclusive), and the position after the last. */
function publishChain(json: unknown, names: string[], dialect: Dialect): { text: string; after: Position } {
  let after: Position | undefined;
  const posts = names.map((name) => {
    const report = reportFromDipcc(standard, json, name, rules, { game: 'takeover' });
    if ('error' in report) throw new Error(report.error);
    after = report.next;
    return publishResults(standard, report, dialect);
  });
  return { text: posts.join('\n\n'), after: after! };
}

/**
 * Every run of phases in a recorded game that starts at a Fall movement and ends before `endsBefore`
 * matches (the record's last phase, which has no outcome, excepted): each run published in
 * `dialect`, pasted (newest first when `newestFirst`), read back, and compared with the position the
 * adjudicator reached after its last phase. Returns how many runs were checked.
 */
function checkRuns(file: string, endsBefore: RegExp, dialect: Dialect, newestFirst = false, wantSpring = false): number {
  const json = loadGameJson(file);
  const read = readDipccGame(json);
  if ('error' in read) throw new Error(read.error);
  const names = read.game.phases.map((p) => p.name);
  let runs = 0;
  for (let i = 0; i < names.length; i++) {
    if (!/^F\d+M$/.test(names[i]!)) continue;
    const chain = [names[i]!];
    let k = i + 1;
    for (; k < names.length && !endsBefore.test(names[k]!); k++) chain.push(names[k]!);
    if (k >= names.length || (wantSpring && !chain.some((n) => /^S\d+M$/.test(n)))) continue;
    const { text, after } = publishChain(json, chain, dialect);
    const pasted = newestFirst ? text.split(/\n\n(?=:: Judge)/).reverse().join('\n\n') : text;
    const { posts, doubts: outside } = readJudgePosts(standard, pasted);
    const rebuilt = positionFromPosts(standard, posts, pasted, outside);
    expect(rebuilt.doubts, chain.join(',')).toEqual([]);
    expect(phaseName(rebuilt.position!.phase)).toBe(phaseName(after.phase));
    expect(units(rebuilt.position!)).toEqual(units(after));
    expect(centres(rebuilt.position!)).toEqual(centres(after));
    expect(dislodged(rebuilt.position!)).toEqual(dislodged(after));
    expect(rebuilt.history.map((h) => h.name)).toEqual(chain);
    runs++;
  }
  return runs;
}

describe('publish → import: the nJudge posts Adjutant writes read back to the same position', () => {
  for (const file of gameFiles()) {
    it(`${gameLabel(file)}: every Fall turn's posts rebuild the position that follows`, () => {
      // The Fall movement and the retreat and adjustment phases the record has after it.
      expect(checkRuns(file, /M$/, 'njudge')).toBeGreaterThan(0);
    });
  }
});

describe('publish → import over a whole year: a Fall, its adjustments and the next Spring, pasted together', () => {
  for (const file of gameFiles().slice(0, 12)) {
    it(`${gameLabel(file)}: every Fall-to-Spring run of posts rebuilds the position after the Spring`, () => {
      // Pasted newest first, as a mailbox lists them: the reader orders them by phase.
      expect(checkRuns(file, /^F\d+M$/, 'njudge', true, true)).toBeGreaterThan(0);
    });
  }
});

describe('publish → import in the forum dialects: a post copied from a BBCode forum or Discord reads the same', () => {
  for (const dialect of ['bbcode', 'markdown'] as const) {
    for (const file of gameFiles().slice(0, 8)) {
      it(`${gameLabel(file)} as ${dialect}: every Fall turn rebuilds the position that follows`, () => {
        expect(checkRuns(file, /M$/, dialect)).toBeGreaterThan(0);
      });
    }
  }
});
