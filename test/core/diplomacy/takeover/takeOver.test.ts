// Taking over a game from another judge (issue: import into a new game at any phase): posts an
// nJudge judge sent, a position typed by the GM, a dipcc game file — and every kind of paste that
// does not add up, imported with each doubtful line flagged and nothing guessed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { phaseName } from '../../../../core/diplomacy/phases';
import { takeOverGame } from '../../../../core/diplomacy/takeover/takeOver';
import { readPhaseText } from '../../../../core/diplomacy/takeover/typedPosition';
import type { Position } from '../../../../core/diplomacy/types';
import { gamesDir } from '../game/games';

const standard = getVariant('standard');
const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../fixtures/takeover', name), 'utf8');
const units = (p: Position) => p.units.map((u) => `${u.power[0]} ${u.type} ${u.location}`).sort();
const whys = (t: { doubts: { why: string }[] }) => t.doubts.map((d) => d.why);

describe('posts from an nJudge judge, as its mail arrived', () => {
  const movement = fixture('njudge-f1901-s1902.txt');
  const retreat = fixture('njudge-f1901r.txt');

  it('a Fall movement post alone gives the retreat phase: who is dislodged and where it may go (wrapped line read whole)', () => {
    const t = takeOverGame(standard, movement);
    expect(t.source).toBe('judge-posts');
    expect(phaseName(t.position!.phase)).toBe('F1901R');
    expect(t.position!.dislodged.map((d) => [d.unit.location, d.retreats, d.attackerFrom])).toEqual([['gal', ['boh', 'bud', 'rum', 'sil', 'vie'], 'war']]);
    expect(units(t.position!)).toContain('E A nwy'); // a convoyed move with its route written
    expect(units(t.position!)).toContain('I A tri');
    expect(units(t.position!)).toContain('T F bla'); // "No Order Processed": it stays
    expect(units(t.position!)).toContain('F A bur'); // bounced
    expect(t.position!.units).toHaveLength(21);
    // Only the centres are unknown until a post states them.
    expect(whys(t)).toEqual([expect.stringMatching(/^no post states the ownership of supply centres/)]);
    expect(t.centresKnown).toBe(false);
  });

  it('with the retreat post (pasted first), the game continues at Winter 1901 with the judge\'s ownership, Unowned and wrapped lines read', () => {
    const t = takeOverGame(standard, `${retreat}\n\n${movement}`);
    expect(whys(t)).toEqual([]);
    expect(phaseName(t.position!.phase)).toBe('W1901A');
    expect(units(t.position!)).toContain('A A boh');
    expect(t.position!.units).toHaveLength(22);
    expect(t.position!.centres).toMatchObject({ tri: 'Italy', ven: 'Italy', bul: 'Turkey', den: 'Germany', nwy: 'England' });
    expect(t.position!.centres.bel).toBeUndefined();
    expect(t.history.map((h) => h.name)).toEqual(['F1901M', 'F1901R']);
    expect(t.history[0]!.text).toMatch(/^Movement results for Fall of 1901\./);
    expect(t.raw).toBe(`${retreat}\n\n${movement}`);
  });

  it('copied from a BBCode forum ([b] headings, [code] blocks) it reads the same', () => {
    const forum = movement.replace('Movement results for Fall of 1901.', '[b]Movement results for Fall of 1901.[/b]\n[code]')
      .replace('The following units were dislodged:', '[/code]\n[b]The following units were dislodged:[/b]');
    const t = takeOverGame(standard, forum);
    expect(t.source).toBe('judge-posts');
    expect(phaseName(t.position!.phase)).toBe('F1901R');
    expect(t.position!.units).toHaveLength(21);
  });

  it('quoted in a reply ("> " before each line) it reads the same', () => {
    const quoted = movement.split('\n').map((l) => `> ${l}`).join('\n');
    const t = takeOverGame(standard, quoted);
    expect(phaseName(t.position!.phase)).toBe('F1901R');
    expect(t.position!.units).toHaveLength(21);
  });
});

describe('bad input: imported with every doubtful line flagged, nothing guessed', () => {
  const movement = fixture('njudge-f1901-s1902.txt');

  it('an unknown province is a doubt naming it, and that unit is left out', () => {
    const t = takeOverGame(standard, movement.replace('Italy: Army Apulia HOLD.', 'Italy: Army Atlantis HOLD.'));
    expect(t.doubts).toContainEqual(expect.objectContaining({ text: 'Italy: Army Atlantis HOLD.', why: "unknown place 'Atlantis'" }));
    expect(t.position!.units).toHaveLength(20);
  });

  it('a unit in two places: two order lines for one province are flagged', () => {
    const t = takeOverGame(standard, movement.replace('Italy: Army Apulia HOLD.', 'Italy: Army Apulia HOLD.\nTurkey: Army Apulia HOLD.'));
    expect(whys(t)).toContainEqual(expect.stringMatching(/^two units in Apulia/));
  });

  it('a truncated paste: the cut line is a doubt and the missing dislodgement is said, not invented', () => {
    const cut = movement.slice(0, movement.indexOf('The following units were dislodged'));
    const t = takeOverGame(standard, cut + 'Turkey: Army Arm');
    expect(t.doubts.some((d) => d.text === 'Turkey: Army Arm')).toBe(true);
    expect(whys(t)).toContainEqual(expect.stringMatching(/Austria A gal is marked dislodged but the post does not say where it may retreat/));
  });

  it('more units than centres after an adjustment post is flagged', () => {
    const winter = `Adjustment results for Winter of 1901.\n\nItaly: Builds an army in Naples.\nItaly: Builds an army in Rome.\nItaly: Builds a fleet in Venice.\n\nThe next phase of 'gm42' will be Movement for Spring of 1902.\n`;
    const t = takeOverGame(standard, `${fixture('njudge-f1901-s1902.txt')}\n${fixture('njudge-f1901r.txt')}\n${winter}`);
    expect(phaseName(t.position!.phase)).toBe('S1902M');
    expect(whys(t)).toContainEqual('Italy has 6 units but 5 centres after the adjustments: the posts do not add up');
  });

  it('a retreat post alone cannot place the other units: no position, and why', () => {
    const t = takeOverGame(standard, fixture('njudge-f1901r.txt'));
    expect(t.position).toBeUndefined();
    expect(whys(t)).toContainEqual(expect.stringMatching(/^a retreat post alone does not say where the other units stand/));
  });
});

describe('a position typed by the GM', () => {
  it('phase, units and centres per power, abbreviations and coasts read exactly', () => {
    const t = takeOverGame(standard, [
      'Spring 1905',
      'Austria: A Vie, A Bud, F Tri; centres Vie, Bud, Tri, Ser',
      'Russia: F StP/sc, A War',
      'Russia centres: St Petersburg Warsaw Moscow',
    ].join('\n'));
    expect(t.source).toBe('typed-position');
    expect(whys(t)).toEqual([]);
    expect(phaseName(t.position!.phase)).toBe('S1905M');
    expect(units(t.position!)).toEqual(['A A bud', 'A A vie', 'A F tri', 'R A war', 'R F stp/sc']);
    expect(t.position!.centres).toEqual({ vie: 'Austria', bud: 'Austria', tri: 'Austria', ser: 'Austria', stp: 'Russia', war: 'Russia', mos: 'Russia' });
  });

  it('a misspelling, a fleet without its coast and a second unit in a province are doubts, not guesses', () => {
    const t = takeOverGame(standard, 'F1904M\nAustria: A Veinna, F Spa, A Bud\nItaly: A Bud\nAustria centres: Bud');
    expect(whys(t)).toEqual([
      "'Veinna' is not a spelling Adjutant knows (did you mean Vienna?)",
      'a fleet in Spain needs its coast (nc or sc)',
      "two units in Budapest: Austria's and Italy's; the first is kept",
    ]);
    expect(units(t.position!)).toEqual(['A A bud']);
  });

  it('no phase: no position, and the GM is told what to add; no centres: home centres, flagged', () => {
    expect(takeOverGame(standard, 'Austria: A Vie').position).toBeUndefined();
    expect(whys(takeOverGame(standard, 'Austria: A Vie'))).toContain('no phase given: add a line such as "Spring 1905" or "F1904M"');
    const t = takeOverGame(standard, 'Fall 1902\nAustria: A Vie');
    expect(t.centresKnown).toBe(false);
    expect(t.position!.centres.vie).toBe('Austria');
    expect(whys(t)).toContainEqual(expect.stringMatching(/^no centres given/));
  });

  it('reads the ways GMs write a phase', () => {
    expect(readPhaseText('Fall 1904 retreats')).toEqual({ year: 1904, season: 'fall', type: 'retreat' });
    expect(readPhaseText('Movement for Spring of 1905')).toEqual({ year: 1905, season: 'spring', type: 'movement' });
    expect(readPhaseText('Winter 1903')).toEqual({ year: 1903, season: 'winter', type: 'adjustment' });
    expect(readPhaseText('Phase: W1903A')).toEqual({ year: 1903, season: 'winter', type: 'adjustment' });
    expect(readPhaseText('Winter 1903 movement')).toBeUndefined();
    expect(readPhaseText('Spring 1903 builds')).toBeUndefined();
  });
});

describe('a dipcc / webDiplomacy game file', () => {
  const file = join(gamesDir, 'game_433761_ENGLAND_AG.json');
  it('continues from its last recorded phase, with every phase in the history', () => {
    const t = takeOverGame(standard, readFileSync(file, 'utf8'));
    expect(t.source).toBe('dipcc-game');
    expect(whys(t)).toEqual([]);
    expect(t.history.length).toBeGreaterThan(20);
    expect(phaseName(t.position!.phase)).toBe(t.history.at(-1)!.name);
  });
  it('a file that is not a game, or is on another map, is refused with the reason', () => {
    expect(whys(takeOverGame(standard, '{"hello": 1'))[0]).toMatch(/^not JSON/);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.map = 'ancmed';
    expect(whys(takeOverGame(standard, JSON.stringify(json)))).toEqual(["the game is on the 'ancmed' map, not 'standard'"]);
  });
});
