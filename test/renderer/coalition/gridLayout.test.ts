// The grid map's geometry and look (004 1.2): where a square is drawn, which square a drop lands
// on, half-size armies sharing a square, and the colours of terrain, bases and portals. The Konva
// drawing itself is checked in Chromium (test/e2e/coalition.test.ts), where there is a canvas.
import { describe, expect, it } from 'vitest';
import { coalitionApi } from '../../../renderer/worker/coalitionApi';
import { readRoundText } from '../../../core/coalition/replay';
import { armyTokens, gridGeometry, nameDepth, rankShort, SHORT_NAME_LENGTH, shortNames, siteMarks, squareAtPoint, squareOrigin, tokenLabel, trailLines } from '../../../renderer/coalition/gridLayout';
import { baseColours, portalColour, terrainColours, terrainOrder } from '../../../renderer/coalition/gridStyle';
import { legendItems, shortenedNote } from '../../../renderer/coalition/legend';

const round = readRoundText(coalitionApi.sample().roundText);
const g = gridGeometry(20);

describe('the Coalition grid map', () => {
  it('004 1.2a: 14 columns A–N by 38 rows, square 3D drawn at column D row 3, and every drop snaps to the square under it', () => {
    expect(g.width).toBe(g.margin + 14 * 20);
    expect(g.height).toBe(g.margin + 38 * 20);
    expect(squareOrigin(g, '1A')).toEqual({ x: g.margin, y: g.margin });
    expect(squareOrigin(g, '3D')).toEqual({ x: g.margin + 3 * 20, y: g.margin + 2 * 20 });
    expect(squareOrigin(g, '38N')).toEqual({ x: g.margin + 13 * 20, y: g.margin + 37 * 20 });
    // Anywhere inside a square snaps to it; the letter and number bands and beyond the grid are no square.
    expect(squareAtPoint(g, g.margin + 3 * 20 + 1, g.margin + 2 * 20 + 19)).toBe('3D');
    expect(squareAtPoint(g, g.margin + 13 * 20 + 10, g.margin + 37 * 20 + 10)).toBe('38N');
    expect(squareAtPoint(g, g.margin - 1, g.margin + 5)).toBeNull();
    expect(squareAtPoint(g, g.margin + 5, g.height + 1)).toBeNull();
    expect(squareAtPoint(g, g.width + 1, g.margin + 5)).toBeNull();
  });

  it('004 1.2b: one army fills its square; two armies in one square are drawn at half size side by side', () => {
    const [alone] = armyTokens(g, [round.armies[0]!]);
    expect(alone!.half).toBe(false);
    const pair = [{ ...round.armies[0]!, square: '10E' }, { ...round.armies[8]!, square: '10E' }];
    const tokens = armyTokens(g, pair);
    expect(tokens.map((t) => t.half)).toEqual([true, true]);
    expect(tokens[0]!.radius).toBeCloseTo(alone!.radius / 2);
    const { x, y } = squareOrigin(g, '10E');
    for (const t of tokens) {
      // Both inside 10E, not overlapping.
      expect(t.x - t.radius).toBeGreaterThanOrEqual(x);
      expect(t.x + t.radius).toBeLessThanOrEqual(x + 20);
      expect(t.y).toBeGreaterThan(y);
      expect(t.y).toBeLessThan(y + 20);
    }
    expect(Math.abs(tokens[0]!.x - tokens[1]!.x)).toBeGreaterThanOrEqual(tokens[0]!.radius * 2);
  });

  it('004 1.2b: bases are hollow squares in their faction colour, the Colorless base brown, portals grey; towns marked', () => {
    const marks = siteMarks(round);
    expect(marks.filter((m) => m.kind === 'base')).toHaveLength(7);
    expect(marks.filter((m) => m.kind === 'portal')).toHaveLength(5);
    expect(marks.filter((m) => m.kind === 'town')).toHaveLength(3);
    expect(portalColour).toMatch(/^#(8c8c8c)$/); // grey
    expect(baseColours.Colorless).toBe('#7b4a1c'); // brown, not silver
    expect(new Set(Object.values(baseColours)).size).toBe(7);
    const legend = legendItems();
    expect(legend.filter((i) => i.kind === 'base').map((i) => i.label)).toEqual(['Red base', 'White base', 'Blue base', 'Green base', 'Black base', '5-Color base', 'Colorless base']);
    expect(legend.some((i) => i.kind === 'portal' && i.colour === portalColour)).toBe(true);
  });

  it('004 1.2c: each of the six terrains has its own colour, and the key (on screen and in the PNG legend) lists them all', () => {
    expect(terrainOrder).toEqual(['ocean', 'islands', 'plains', 'mountain', 'forest', 'swamp']);
    expect(new Set(terrainOrder.map((t) => terrainColours[t])).size).toBe(6);
    expect(legendItems().filter((i) => i.kind === 'terrain').map((i) => i.label)).toEqual(['Ocean', 'Islands', 'Plains', 'Mountain', 'Forest', 'Swamp']);
  });
});

describe('army names and move trails on the grid map', () => {
  it('004 1.2b: every army has a short name of at most 7 letters, unique on the map, and its rank as players write it', () => {
    const names = shortNames(round.armies);
    expect(names.size).toBe(round.armies.length);
    expect(new Set(names.values()).size).toBe(round.armies.length);
    for (const [full, short] of names) {
      expect(short.length).toBeLessThanOrEqual(SHORT_NAME_LENGTH);
      if (full.length <= SHORT_NAME_LENGTH) expect(short).toBe(full);
    }
    expect(names.get('Urza')).toBe('Urza');
    expect(names.get('Coalition Proxy 1')).toBe('CP1');
    expect(names.get('Phyrexian Proxy 2')).toBe('PP2');
    expect(names.get('Tahngarth')).toBe('Tahngar');
    // Two long names with the same start are told apart.
    const twins = shortNames([{ name: 'Darkhand Alpha' }, { name: 'Darkhand Beta' }, { name: 'Darkhand' }]);
    expect(new Set(twins.values()).size).toBe(3);
    expect(twins.get('Darkhand')).not.toBe(twins.get('Darkhand Alpha'));
    expect(rankShort({ team: 'Coalition', rank: 1 })).toBe('Gen');
    expect(rankShort({ team: 'Coalition', rank: 6 })).toBe('Lt');
    expect(rankShort({ team: 'Phyrexia', rank: 3 })).toBe('Ev');
    expect(rankShort({ team: 'Mercenary', rank: 5 })).toBe('2/2');
    expect(tokenLabel({ team: 'Phyrexia', rank: 5 })).toBe('CPL');
  });

  it('004 1.2b: two armies of one side in one square (two blue 6s) carry different names', () => {
    const pair = [{ ...round.armies[5]!, square: '10E' }, { ...round.armies[6]!, square: '10E' }];
    expect(pair.map((a) => tokenLabel(a))).toEqual(['Lt', 'Lt']);
    const names = shortNames(pair);
    expect(names.get(pair[0]!.name)).not.toBe(names.get(pair[1]!.name));
  });

  it('004 3.1d: this turn\'s moves are drawn as trails through the centres of the squares passed, each stopping at its army\'s token (disc, or name from below) so that its arrowhead shows; partial moves marked, armies that stayed none', () => {
    const moves = [
      { army: 'Sai Rei', path: ['3D', '4D', '5D'], status: 'moved' },
      { army: 'Belbe', path: ['12F', '11F'], status: 'partial' },
      { army: 'Urza', path: ['12D'], status: 'stayed' },
      { army: 'Hanna', path: ['8H', '8I'], status: 'joint-ignored' },
    ];
    // The board after the moves: each army's token where it stopped.
    const after = round.armies.map((a) => ({ ...a, square: a.name === 'Sai Rei' ? '5D' : a.name === 'Belbe' ? '11F' : a.square }));
    const tokens = armyTokens(g, after);
    const lines = trailLines(g, moves, round.armies, tokens);
    expect(lines.map((l) => [l.army, l.team, l.partial])).toEqual([['Sai Rei', 'Coalition', false], ['Belbe', 'Phyrexia', true]]);
    const centre = (sq: string) => { const o = squareOrigin(g, sq); return [o.x + 10, o.y + 10]; };
    const disc = (army: string) => tokens.find((t) => t.army.name === army)!;
    // Sai Rei came down column D: through the centres of 3D and 4D, then to the top of its disc in 5D.
    const sai = disc('Sai Rei');
    expect(lines[0]!.points.slice(0, 4)).toEqual([...centre('3D'), ...centre('4D')]);
    expect(lines[0]!.points[4]).toBeCloseTo(sai.x, 9);
    expect(lines[0]!.points[5]).toBeCloseTo(sai.y - sai.radius, 9);
    expect(Math.hypot(lines[0]!.points[4]! - sai.x, lines[0]!.points[5]! - sai.y)).toBeCloseTo(sai.radius, 9);
    // Belbe came up from 12F: its line stops under its name in 11F, not at the centre under the disc.
    const belbe = disc('Belbe');
    expect(lines[1]!.points).toEqual([...centre('12F'), belbe.x, belbe.y + belbe.radius + nameDepth(g, false)]);
    expect(belbe.y + belbe.radius + nameDepth(g, false)).toBeLessThan(centre('12F')[1]!);
    // Tahngarth came in from the right along row 10: the line meets its disc's right-hand edge.
    const moved = armyTokens(g, round.armies.map((a) => ({ ...a, square: a.name === 'Tahngarth' ? '10D' : a.square })));
    const side = trailLines(g, [{ army: 'Tahngarth', path: ['10E', '10D'], status: 'moved' }], round.armies, moved)[0]!;
    const t = moved.find((x) => x.army.name === 'Tahngarth')!;
    expect(side.points[2]!).toBeGreaterThan(t.x);
    expect(Math.hypot(side.points[2]! - t.x, side.points[3]! - t.y)).toBeCloseTo(t.radius, 9);
    expect(legendItems().filter((i) => i.kind === 'trail').map((i) => i.label)).toEqual(['Move this turn', 'Partial move (004 3.3.2)']);
    expect(shortenedNote([{ short: 'CP1', full: 'Coalition Proxy 1' }])).toBe('Names shortened on the map: CP1 = Coalition Proxy 1.');
  });
});
