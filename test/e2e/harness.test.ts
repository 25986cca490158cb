// The harness itself must be able to fail: it reports console errors, blocks and reports requests
// that leave the app's origin, refuses paths outside the served folder, and says how to build
// the renderer when it is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertClean, openProfile, serveRenderer, type StaticServer } from './harness';

let dir: string;
let server: StaticServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'adjutant-harness-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>probe</title><script src="probe.js"></script><p id="ok">served</p>');
  writeFileSync(join(dir, 'probe.js'), `console.error('probe error'); fetch('http://example.invalid/track').catch(() => {});`);
  server = await serveRenderer(dir);
});
afterAll(async () => { await server?.close(); rmSync(dir, { recursive: true, force: true }); });

describe('e2e harness', () => {
  it('records console errors and blocks, records and fails on requests that leave the origin', async () => {
    const profile = await openProfile(server.origin);
    let closeError: unknown;
    try {
      await profile.page.goto(server.origin + '/');
      await expect(profile.page.locator('#ok').innerText()).resolves.toBe('served');
      await expect.poll(() => profile.offOrigin).toEqual(['http://example.invalid/track']);
      expect(profile.errors.some((e) => e.includes('probe error'))).toBe(true);
      expect(() => assertClean(profile)).toThrow(/probe error[\s\S]*example\.invalid/);
    } finally {
      await profile.close().catch((e: unknown) => { closeError = e; });
    }
    expect(String(closeError)).toMatch(/tried to leave its origin.*example\.invalid/);
  });

  it('serves only files inside its folder', async () => {
    const inside = await fetch(server.origin + '/probe.js');
    expect(inside.status).toBe(200);
    expect(inside.headers.get('content-type')).toMatch(/^text\/javascript/);
    // An encoded slash survives URL parsing and decodes to ../ on the server: refused.
    expect((await fetch(server.origin + '/..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(403);
    expect((await fetch(server.origin + '/missing.js')).status).toBe(404);
    expect((await fetch(server.origin + '/%E0%A4%A')).status).toBe(400);
    expect((await fetch(server.origin + '/probe.js', { method: 'POST' })).status).toBe(405);
  });

  it('says to run `npx vite build` when the renderer is not built', async () => {
    await expect(serveRenderer(join(dir, 'no-such-build'))).rejects.toThrow(/index\.html is missing: run `npx vite build` first/);
  });
});
