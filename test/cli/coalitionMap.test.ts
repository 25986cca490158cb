// `adjutant coalition map` (issue 18 item 3): the grid map the app publishes (004 1.2), drawn as one
// SVG (renderer/coalition/gridSvg.ts) and rasterised in Node by resvg.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main';
import { shortNames } from '../../renderer/coalition/gridLayout';
import { tempDir } from '../tempDir';

function run(args: string[]) {
  let out = '', err = '';
  return main(args, { out: (s) => { out += s; }, err: (s) => { err += s; } }).then((code) => ({ code, out, err }));
}
const ROUND = 'assets/coalition/sample-round.json';
const THREAD = 'assets/coalition/sample-thread.txt';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
/** The text content of every <text> of a class. */
const texts = (svg: string, cls: string) => [...svg.matchAll(new RegExp(`<text [^>]*class="${cls}"[^>]*>([^<]*)</text>`, 'g'))].map((m) => unescape(m[1]!));

describe('adjutant coalition map', () => {
  it('004 1.2 --thread: writes a valid PNG of the reported size and an SVG naming every army with its rank, with this turn\'s trails', async () => {
    const dir = tempDir('coalition-map-');
    const png = join(dir, 'map.png'), svg = join(dir, 'map.svg'), next = join(dir, 'next.json');
    const r = await run(['coalition', 'map', '--round', ROUND, '--thread', THREAD, '--seed', '3', '--png', png, '--svg', svg, '--width', '700']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const size = pngSize(readFileSync(png));
    expect(size.width).toBe(700);
    expect(r.out).toBe(`map 700x${size.height} written to ${svg} and ${png}\n`);
    const text = readFileSync(svg, 'utf8');
    expect(text).toContain(`width="700" height="${size.height}"`);
    // The board after the turn: the same state `resolve --out` writes.
    await run(['coalition', 'resolve', '--round', ROUND, '--thread', THREAD, '--seed', '3', '--out', next]);
    const after = JSON.parse(readFileSync(next, 'utf8')) as { armies: { name: string; square: string; team: string; rank: number }[] };
    const short = shortNames(after.armies);
    expect(texts(text, 'army-name').sort()).toEqual(after.armies.map((a) => short.get(a.name)!).sort());
    expect(texts(text, 'army-rank')).toContain('Capt'); // Sai Rei, a Captain
    const saiRei = new RegExp(`<g class="army" data-army="Sai Rei" transform="translate\\(([\\d.]+) ([\\d.]+)\\)">`).exec(text);
    expect(saiRei).not.toBeNull();
    // Sai Rei moved 3D - 4D - 5D this turn: a trail, and its token in 5D (column D, row 5 of 22 px squares after a 24 px band).
    expect(text).toMatch(/<g class="trail" data-army="Sai Rei">/);
    expect(Number(saiRei![1])).toBeCloseTo(24 + 3 * 22 + 11, 1);
    expect(Number(saiRei![2])).toBeCloseTo(24 + 4 * 22 + 22 * 0.38, 1);
    expect(texts(text, 'subtitle')).toEqual(['After turn 1']);
    // A shortened name is spelled out in the notes.
    expect(texts(text, 'note').join(' ')).toContain('CP1 = Coalition Proxy 1');
  });

  it('without --thread draws the round as it stands, with no trails; --terrain-only draws no armies', async () => {
    const dir = tempDir('coalition-map-');
    const svg = join(dir, 'map.svg'), bare = join(dir, 'bare.svg');
    expect((await run(['coalition', 'map', '--round', ROUND, '--svg', svg])).code).toBe(0);
    const text = readFileSync(svg, 'utf8');
    expect(text).not.toContain('class="trail"');
    expect(text).toMatch(/<g class="army" data-army="Sai Rei" transform="translate\(101 76\.36\)">/); // still in 3D (24 px band + 2 rows + 0.38 of a square)
    expect(texts(text, 'subtitle')).toEqual(['Turn 1']);
    expect((await run(['coalition', 'map', '--round', ROUND, '--svg', bare, '--terrain-only'])).code).toBe(0);
    expect(readFileSync(bare, 'utf8')).not.toContain('class="army"');
  });

  it('a hostile army name is written as text, never as markup, and the map still renders', async () => {
    const dir = tempDir('coalition-map-');
    const round = JSON.parse(readFileSync(ROUND, 'utf8'));
    const hostile = '<&>"\'';
    round.armies[2].name = hostile; // Sai Rei
    round.name = '</text><script>alert(1)</script>';
    for (const c of round.control.entries) if (c.army === 'Sai Rei') c.army = hostile;
    const file = join(dir, 'round.json'), png = join(dir, 'map.png'), svg = join(dir, 'map.svg');
    writeFileSync(file, JSON.stringify(round));
    const r = await run(['coalition', 'map', '--round', file, '--png', png, '--svg', svg]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const text = readFileSync(svg, 'utf8');
    expect(text).not.toContain('<script');
    expect(text).not.toContain(hostile);
    expect(text).toContain('data-army="&lt;&amp;&gt;&quot;&apos;"');
    expect(texts(text, 'army-name')).toContain(hostile);
    expect(texts(text, 'title')).toEqual([round.name]);
    expect(pngSize(readFileSync(png)).width).toBe(900);
    // A long title is cut with an ellipsis, as the app cuts it, before it reaches the subtitle.
    const long = 'Coalition Wargame Round Seventeen: the Battle for Dominaria';
    expect((await run(['coalition', 'map', '--round', ROUND, '--svg', svg, '--width', '400', '--title', long])).code).toBe(0);
    const [cut] = texts(readFileSync(svg, 'utf8'), 'title');
    expect(cut!.endsWith('…')).toBe(true);
    expect(long.startsWith(cut!.slice(0, -1))).toBe(true);
  });

  it('refuses a map with nowhere to go or an impossible width', async () => {
    const none = await run(['coalition', 'map', '--round', ROUND]);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/--png <map\.png> or --svg <map\.svg> is required/);
    const wide = await run(['coalition', 'map', '--round', ROUND, '--svg', join(tempDir('coalition-map-'), 'never.svg'), '--width', '90000']);
    expect(wide.code).toBe(2);
    expect(wide.err).toMatch(/--width must be a whole number of pixels from 200 to 8000/);
  });

  it('the compiled command finds resvg outside the bundle and writes the PNG', () => {
    const dir = tempDir('coalition-map-');
    const png = join(dir, 'map.png');
    const r = spawnSync(process.execPath, ['bin/adjutant.mjs', 'coalition', 'map', '--round', ROUND, '--thread', THREAD, '--png', png, '--width', '400'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(pngSize(readFileSync(png)).width).toBe(400);
  });
});
