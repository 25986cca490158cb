// One grid map for the app and the command line (issue 18 item 3, 004 1.2): the PNG the app saves
// is gridSvg.ts's SVG drawn by Chromium, and `adjutant coalition map --png` is the same SVG drawn
// by resvg. The same turn is judged both ways — in the app (sample round, sample thread, seed 42)
// and by the CLI (the same files, the same seed) — and the two PNGs are compared pixel by pixel:
// same size, and apart from the edges of letters (two font rasterisers) the same picture, with
// the sample round's two Coalition rank-6 armies (Tahngarth and Coalition Proxy 1) each named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { main } from '../../cli/main';
import { assertClean, createGameFromHome, openHome, openProfile, resultsDir, serveRenderer, type StaticServer } from './harness';
import { tempDir } from '../tempDir';

let server: StaticServer;
beforeAll(async () => { server = await serveRenderer(); });
afterAll(async () => { await server?.close(); });

const ROUND = 'assets/coalition/sample-round.json';
const THREAD = 'assets/coalition/sample-thread.txt';
const WIDTH = 700;

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function cliMap(args: string[]): Promise<{ png: Buffer; svg: string }> {
  const dir = tempDir('coalition-map-e2e-');
  const png = join(dir, 'map.png'), svg = join(dir, 'map.svg');
  let err = '';
  const code = await main(['coalition', 'map', '--round', ROUND, ...args, '--png', png, '--svg', svg, '--width', String(WIDTH)], { out: () => {}, err: (s) => { err += s; } });
  expect(err).toBe('');
  expect(code).toBe(0);
  return { png: readFileSync(png), svg: readFileSync(svg, 'utf8') };
}

interface Difference {
  /** Share of pixels whose colour differs by more than 64 in some channel. */
  share: number;
  /** The same inside a box (image pixels). */
  boxShare: number;
}

/** Both PNGs decoded by Chromium and compared pixel by pixel (they must be the same size). */
function compare(page: Page, a: Buffer, b: Buffer, box: { x: number; y: number; w: number; h: number }): Promise<Difference> {
  return page.evaluate(async ([one, two, area]) => {
    const pixels = async (base64: string) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height);
    };
    const p = await pixels(one), q = await pixels(two);
    if (p.width !== q.width || p.height !== q.height) throw new Error(`sizes differ: ${p.width}x${p.height} and ${q.width}x${q.height}`);
    let off = 0, boxOff = 0, boxAll = 0;
    for (let y = 0; y < p.height; y++) for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      const differs = Math.max(Math.abs(p.data[i]! - q.data[i]!), Math.abs(p.data[i + 1]! - q.data[i + 1]!), Math.abs(p.data[i + 2]! - q.data[i + 2]!)) > 64;
      if (differs) off++;
      if (x >= area.x && x < area.x + area.w && y >= area.y && y < area.y + area.h) { boxAll++; if (differs) boxOff++; }
    }
    return { share: off / (p.width * p.height), boxShare: boxOff / boxAll };
  }, [a.toString('base64'), b.toString('base64'), box] as const);
}

describe('the Coalition map PNG: one drawing for the app and the CLI', () => {
  it('004 1.2b: the app\'s Save map PNG… is the SVG the CLI rasterises, naming both rank-6 Coalition armies', async () => {
    const profile = await openProfile(server.origin);
    try {
      const { page } = profile;
      await openHome(page, server.origin);
      await createGameFromHome(page, { name: 'Coalition map', family: 'coalition', screenshotName: 'coalition-map-new-game' });
      await page.getByRole('button', { name: 'Set up from the sample round' }).click();
      await page.getByTestId('coalition-thread').waitFor();
      await page.getByRole('button', { name: 'Fill in the sample thread' }).click();
      await page.getByRole('button', { name: 'Read the thread' }).click();
      await expect.poll(() => page.getByTestId('coalition-thread-summary').innerText()).toMatch(/9 orders used, 2 rejected/);
      await page.getByLabel('Seed for the random choices').fill('42');
      await page.getByRole('button', { name: 'Resolve the turn' }).click();
      await page.getByTestId('coalition-pending').waitFor();

      const publish = page.getByTestId('coalition-publish');
      await publish.getByLabel('Map width (px)').fill(String(WIDTH));
      const downloading = page.waitForEvent('download');
      await publish.getByRole('button', { name: 'Save map PNG…' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('turn-1-map.png');
      const appPath = join(resultsDir, 'coalition-map-app.png');
      await download.saveAs(appPath);
      const app = readFileSync(appPath);

      // The same turn by the command line, and the round before it (a different picture).
      const cli = await cliMap(['--thread', THREAD, '--seed', '42']);
      const before = await cliMap([]);

      // Two armies of the same side and rank: each token names its army (the rank alone, "6",
      // would not tell them apart).
      const token = (name: string) => new RegExp(`<g class="army" data-army="${name}" transform="translate\\(([\\d.]+) ([\\d.]+)\\)">[^]*?class="army-rank"[^>]*>([^<]*)</text>[^]*?class="army-name"[^>]*>([^<]*)</text>`).exec(cli.svg);
      const tahngarth = token('Tahngarth'), proxy = token('Coalition Proxy 1');
      expect(tahngarth?.[3]).toBe(proxy?.[3]);
      expect(tahngarth?.[4]).not.toBe(proxy?.[4]);
      expect(cli.svg).toContain(`${proxy![4]} = Coalition Proxy 1;`);

      const size = pngSize(app);
      expect(size).toEqual(pngSize(cli.png));
      expect(size.width).toBe(WIDTH);

      // Where Tahngarth's token is in the image: the map group is scaled from the 22 px drawing to the width.
      const scale = Number(/<g transform="translate\(0 (\d+)\) scale\(([\d.]+)\)">/.exec(cli.svg)![2]);
      const top = Number(/<g transform="translate\(0 (\d+)\) scale/.exec(cli.svg)![1]);
      const box = { x: Math.round((Number(tahngarth![1]) - 11) * scale), y: Math.round(top + (Number(tahngarth![2]) - 11) * scale), w: Math.round(22 * scale), h: Math.round(22 * scale) };

      const same = await compare(page, app, cli.png, box);
      const other = await compare(page, app, before.png, box);
      // Same picture: only glyph edges differ (Chromium's and resvg's text rasterisers; 0.4 % of
      // the image and 3 % of Tahngarth's square here). The board before the turn, where Tahngarth
      // had not yet moved, differs three times as much overall and in half of that square.
      expect(same.share).toBeLessThan(0.01);
      expect(other.share).toBeGreaterThan(same.share * 3);
      expect(same.boxShare).toBeLessThan(0.1);
      expect(other.boxShare).toBeGreaterThan(0.3);
      assertClean(profile);
    } finally {
      await profile.close();
    }
  });
});
