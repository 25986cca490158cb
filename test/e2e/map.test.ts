// End-to-end test of the Diplomacy map in Debian's Chromium: a harness page of its own
// (test/e2e/map/harness.tsx) is built with Vite's JS API, served on 127.0.0.1, and driven with
// real mouse events. Checks the standard and Maharajah maps render their opening positions, that a
// click reports the province, that a dragged unit in edit mode snaps to a legal location (a fleet
// to the nearer coast of Spain), and that the PNG export has the requested width, the title band
// and the legend, and that Maharajah's converted home centres (001 B.I(3)) carry a star.
// Screenshots and exported PNGs go to test-results/ for a human look.
// Also prints the frame time while a unit is dragged (a measurement, not an assertion).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { openProfile, resultsDir, screenshot, type Profile } from './harness';
import type { Page } from 'playwright-core';

const harnessRoot = resolve(import.meta.dirname, 'map');
let outDir = '';
let server: Server;
let origin = '';
let profile: Profile;

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css' };

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'adjutant-map-harness-'));
  await build({
    root: harnessRoot, base: './', configFile: false, logLevel: 'warn', plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', rollupOptions: { input: join(harnessRoot, 'harness.html') } },
  });
  server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(outDir, pathname === '/' ? 'harness.html' : pathname));
    if (!file.startsWith(outDir + sep)) { res.writeHead(403).end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch { res.writeHead(404).end('not found'); }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
  profile = await openProfile(origin, { viewport: { width: 1280, height: 800 } });
});

afterAll(async () => {
  await profile?.close();
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`${origin}/harness.html?${query}`);
  await page.waitForFunction(() => window.mapHarness?.ready() === true);
}

/** Presses on `from`, moves to `to` one animation frame per step, releases; returns rAF deltas. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 30): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { frameDeltas: number[]; recording: boolean };
    w.frameDeltas = [];
    w.recording = true;
    let last = performance.now();
    const tick = (t: number) => { w.frameDeltas.push(t - last); last = t; if (w.recording) requestAnimationFrame(tick); };
    requestAnimationFrame((t) => { last = t; requestAnimationFrame(tick); });
  });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let k = 1; k <= steps; k++) {
    await page.mouse.move(from.x + ((to.x - from.x) * k) / steps, from.y + ((to.y - from.y) * k) / steps);
    await page.evaluate(() => new Promise<void>((ok) => requestAnimationFrame(() => ok())));
  }
  await page.mouse.up();
  return page.evaluate(() => {
    const w = window as unknown as { frameDeltas: number[]; recording: boolean };
    w.recording = false;
    return w.frameDeltas.slice(1);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('Diplomacy map in Chromium', () => {
  it('draws the standard map with the 22 units of 1901 on five layers', async () => {
    const { page } = profile;
    await open(page, 'variant=standard&orders=1&dislodged=1');
    const units = await page.evaluate(() => window.mapHarness!.units());
    expect(units).toHaveLength(22);
    expect(units.map((u) => u.location).sort()).toContain('stp/sc');
    expect(await page.evaluate(() => window.mapHarness!.layerCount())).toBe(5);
    for (const u of units) { // every unit is on screen at 1280×800
      expect(u.x).toBeGreaterThan(0); expect(u.x).toBeLessThan(1280);
      expect(u.y).toBeGreaterThan(0); expect(u.y).toBeLessThan(800);
    }
    // Every kind of order mark, failed ones told apart (UX.md, Map): see harness.tsx for the turn.
    expect(await page.evaluate(() => window.mapHarness!.orderMarks())).toEqual([
      'order convoy failed', 'order hold ok', 'order move failed', 'order move failed',
      'order move ok', 'order move ok', 'order move ok', 'order support ok', 'order support ok',
    ]);
    expect(await page.evaluate(() => window.mapHarness!.dislodgedCount())).toBe(1);
    await screenshot(page, 'map-standard');
  });

  it('zooms about the pointer with the wheel, pans by dragging, and refits to a resized window', async () => {
    const { page } = profile;
    await open(page, 'variant=standard');
    const where = () => page.evaluate(() => ({ par: window.mapHarness!.locationOnScreen('par'), bur: window.mapHarness!.locationOnScreen('bur') }));
    const before = await where();
    await page.mouse.move(before.par.x, before.par.y);
    await page.mouse.wheel(0, -100);
    await page.waitForFunction((x) => Math.abs(window.mapHarness!.locationOnScreen('bur').x - x) > 1, before.bur.x);
    const zoomed = await where();
    expect(Math.hypot(zoomed.par.x - before.par.x, zoomed.par.y - before.par.y)).toBeLessThan(1.5); // Paris stays under the pointer
    const ratio = Math.hypot(zoomed.bur.x - zoomed.par.x, zoomed.bur.y - zoomed.par.y) / Math.hypot(before.bur.x - before.par.x, before.bur.y - before.par.y);
    expect(ratio).toBeCloseTo(1.15, 2);
    // Pan: drag from the middle of the North Atlantic (no unit there) by (120, 60).
    const nao = await page.evaluate(() => window.mapHarness!.locationOnScreen('nao'));
    await drag(page, { x: nao.x, y: nao.y + 30 }, { x: nao.x + 120, y: nao.y + 90 }, 10);
    const panned = await where();
    expect(panned.par.x - zoomed.par.x).toBeCloseTo(120, 0);
    expect(panned.par.y - zoomed.par.y).toBeCloseTo(60, 0);
    expect((await page.evaluate(() => window.mapHarness!.events)).filter((e) => e.kind === 'drop')).toEqual([]);
    // A fresh page in a smaller window fits the whole map again.
    await page.setViewportSize({ width: 900, height: 640 });
    await open(page, 'variant=standard');
    for (const u of await page.evaluate(() => window.mapHarness!.units())) {
      expect(u.x).toBeGreaterThan(0); expect(u.x).toBeLessThan(900);
      expect(u.y).toBeGreaterThan(0); expect(u.y).toBeLessThan(640);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('reports a click on Paris as par', async () => {
    const { page } = profile;
    await open(page, 'variant=standard');
    const par = await page.evaluate(() => window.mapHarness!.locationOnScreen('par'));
    await page.mouse.click(par.x, par.y + 12);
    const events = await page.evaluate(() => window.mapHarness!.events);
    expect(events).toContainEqual({ kind: 'click', province: 'par' });
  });

  it('in edit mode drops the army from Paris onto Burgundy, and prints the drag frame time', async () => {
    const { page } = profile;
    await open(page, 'variant=standard&edit=1');
    const [from, to] = await page.evaluate(() => [window.mapHarness!.locationOnScreen('par'), window.mapHarness!.locationOnScreen('bur')]);
    const deltas = await drag(page, from!, to!, 40);
    const events = await page.evaluate(() => window.mapHarness!.events);
    expect(events.filter((e) => e.kind === 'drop')).toEqual([
      { kind: 'drop', unit: { type: 'A', power: 'France', location: 'par', id: 's-par' }, location: 'bur' },
    ]);
    const units = await page.evaluate(() => window.mapHarness!.units());
    const moved = units.find((u) => u.id === 'unit-par')!;
    expect(Math.hypot(moved.x - to!.x, moved.y - to!.y)).toBeLessThan(2); // snapped onto Burgundy's unit point
    console.log(`map drag frame: median ${percentile(deltas, 50).toFixed(1)} ms, p95 ${percentile(deltas, 95).toFixed(1)} ms (${deltas.length} frames)`);
  });

  it('drops a fleet on Spain at the coast nearer the drop point, and an army on a sea nowhere', async () => {
    const { page } = profile;
    await open(page, 'variant=standard&edit=1');
    const p = await page.evaluate(() => ({
      bre: window.mapHarness!.locationOnScreen('bre'), nap: window.mapHarness!.locationOnScreen('nap'),
      nc: window.mapHarness!.locationOnScreen('spa/nc'), sc: window.mapHarness!.locationOnScreen('spa/sc'),
      ven: window.mapHarness!.locationOnScreen('ven'), adr: window.mapHarness!.locationOnScreen('adr'),
    }));
    const towards = (a: { x: number; y: number }, b: { x: number; y: number }, t: number) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    await drag(page, p.bre, towards(p.nc, p.sc, 0.25), 12);
    await drag(page, p.nap, towards(p.sc, p.nc, 0.25), 12);
    await drag(page, p.ven, p.adr, 8); // A Ven onto the Adriatic: not a place for an army
    const drops = (await page.evaluate(() => window.mapHarness!.events)).filter((e) => e.kind === 'drop');
    expect(drops.map((d) => [d.unit!.location, d.location])).toEqual([['bre', 'spa/nc'], ['nap', 'spa/sc']]);
    const ven = (await page.evaluate(() => window.mapHarness!.units())).find((u) => u.id === 'unit-ven')!;
    expect(Math.hypot(ven.x - p.ven.x, ven.y - p.ven.y)).toBeLessThan(2); // snapped back home
  });

  it('draws the Maharajah map with its 21 units and its rivers', async () => {
    const { page } = profile;
    await open(page, 'variant=maharajah');
    const units = await page.evaluate(() => window.mapHarness!.units());
    expect(units).toHaveLength(21);
    expect(units.map((u) => u.location)).toEqual(expect.arrayContaining(['sbl', 'jsl', 'goa', 'pul', 'hor']));
    expect(await page.evaluate(() => window.mapHarness!.riverLines())).toBeGreaterThan(10);
    const ben = await page.evaluate(() => window.mapHarness!.locationOnScreen('ben'));
    await page.mouse.click(ben.x, ben.y);
    expect(await page.evaluate(() => window.mapHarness!.events)).toContainEqual({ kind: 'click', province: 'ben' });
    await screenshot(page, 'map-maharajah');
  });

  it('marks the home centres Delhi converted under 001 B.I(3)a with a star in its colour, and says so in the legend', async () => {
    const { page } = profile;
    await open(page, 'variant=maharajah&converted=1');
    const stars = await page.evaluate(() => window.mapHarness!.additionalHomeCentres());
    // Kashmir (neutral before) and Sambalpur (Gondwana's before, 001 B.I(3)c) are Delhi's now;
    // Delhi's three original home centres get no star.
    expect(stars.map((s) => [s.centre, s.fill.toLowerCase()])).toEqual([['kmr', '#802606'], ['sbl', '#802606']]);
    for (const s of stars) {
      const at = await page.evaluate((c) => window.mapHarness!.locationOnScreen(c), s.centre);
      expect(Math.hypot(s.x - at.x, s.y - at.y)).toBeLessThan(80); // on the province, near its unit
      expect(s.x).toBeGreaterThan(0); expect(s.x).toBeLessThan(1280);
    }
    expect(await page.evaluate(() => window.mapHarness!.legendNotes())).toEqual(['additional home centre']);
    const png = Buffer.from(await page.evaluate(() => window.mapHarness!.exportPng(1200, true)), 'base64');
    expect(pngSize(png).width).toBe(1200);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'map-export-maharajah-converted.png'), png);
    await screenshot(page, 'map-maharajah-converted');
    // The opening position has none: no star, no legend line.
    await open(page, 'variant=maharajah');
    expect(await page.evaluate(() => window.mapHarness!.additionalHomeCentres())).toEqual([]);
    expect(await page.evaluate(() => window.mapHarness!.legendNotes())).toEqual([]);
  });

  it('keys the marks in the exported PNG\'s legend: arrows, the red ✕, the double ring of a holding unit (issue 14)', async () => {
    const { page } = profile;
    await open(page, 'variant=standard&orders=1&dislodged=1');
    expect(await page.evaluate(() => window.mapHarness!.exportedKeyMarks(true))).toEqual(['move', 'support', 'convoy', 'hold', 'failed', 'build', 'remove', 'dislodged']);
    expect(await page.evaluate(() => window.mapHarness!.exportedKeyMarks(false))).toEqual([]); // no arrows drawn, none keyed
  });

  it('exports a PNG of the requested width with a title band and a legend', async () => {
    const { page } = profile;
    mkdirSync(resultsDir, { recursive: true });
    for (const [variant, query, width, withOrders] of [
      ['standard', 'variant=standard&orders=1&dislodged=1', 1200, true],
      ['standard-no-orders', 'variant=standard&orders=1', 900, false],
      ['maharajah', 'variant=maharajah', 1200, true],
    ] as const) {
      await open(page, query);
      const base64 = await page.evaluate(([w, o]) => window.mapHarness!.exportPng(w, o), [width, withOrders] as const);
      const bytes = Buffer.from(base64, 'base64');
      const size = pngSize(bytes);
      expect(size.width).toBe(width);
      writeFileSync(join(resultsDir, `map-export-${variant}.png`), bytes);
      // Sample the decoded image: dark title band at the top, light legend band at the bottom.
      const samples = await page.evaluate(async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width; canvas.height = img.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const at = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data];
        return { top: at(3, 3), bottom: at(img.width - 3, img.height - 3) };
      }, base64);
      expect(samples.top.slice(0, 3)).toEqual([0x25, 0x22, 0x1c]);
      expect(samples.bottom.slice(0, 3)).toEqual([0xf6, 0xf2, 0xe6]);
      expect(size.height).toBeGreaterThan(width * 0.8);
    }
  });

  it('saves a deuteranopia simulation of the Maharajah export for a colour-blind check (UX.md, Map)', async () => {
    const { page } = profile;
    await open(page, 'variant=maharajah');
    // Machado, Oliveira & Fernandes (2009) deuteranopia matrix, applied in linear RGB.
    const simulated = await page.evaluate(async () => {
      const img = new Image();
      img.src = `data:image/png;base64,${window.mapHarness!.exportPng(1200, true)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width; canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height);
      const m = [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881];
      const toLinear = (c: number) => { const v = c / 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      const toSrgb = (v: number) => { const c = Math.min(1, Math.max(0, v)); return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055); };
      const px = data.data;
      for (let i = 0; i < px.length; i += 4) {
        const r = toLinear(px[i]!), g = toLinear(px[i + 1]!), b = toLinear(px[i + 2]!);
        px[i] = toSrgb(m[0]! * r + m[1]! * g + m[2]! * b);
        px[i + 1] = toSrgb(m[3]! * r + m[4]! * g + m[5]! * b);
        px[i + 2] = toSrgb(m[6]! * r + m[7]! * g + m[8]! * b);
      }
      ctx.putImageData(data, 0, 0);
      return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
    });
    const bytes = Buffer.from(simulated, 'base64');
    expect(pngSize(bytes).width).toBe(1200);
    writeFileSync(join(resultsDir, 'map-export-maharajah-deuteranopia.png'), bytes);
  });

  it('logged no console errors and sent no request off 127.0.0.1', () => {
    expect(profile.errors).toEqual([]);
    expect(profile.offOrigin).toEqual([]);
  });
});
