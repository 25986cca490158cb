// The app:// protocol (electron/protocol.ts): the path-traversal guard, GET only, and the CSP
// header on every response (checklist 7 and 18). The handler runs against a real temporary
// bundle directory with a secret file beside it that must never be served.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SCHEME_PRIVILEGES, createBundleHandler, isSafeAppPath, isStrictlyInside, resolveBundlePath } from '../../electron/protocol';
import { CONTENT_SECURITY_POLICY } from '../../electron/security';

let workDir: string;
let bundleRoot: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'adjutant-protocol-'));
  bundleRoot = path.join(workDir, 'renderer');
  await mkdir(path.join(bundleRoot, 'assets'), { recursive: true });
  await writeFile(path.join(bundleRoot, 'index.html'), '<!doctype html><title>Adjutant</title>');
  await writeFile(path.join(bundleRoot, 'assets', 'index-abc.js'), 'console.log("bundle")');
  await writeFile(path.join(bundleRoot, 'assets', 'map.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(workDir, 'secret.txt'), 'TOP SECRET');
  // A sibling whose name starts like the root: a naive startsWith(root) check would accept it.
  await mkdir(path.join(workDir, 'renderer-evil'));
  await writeFile(path.join(workDir, 'renderer-evil', 'x.js'), 'EVIL');
  handle = createBundleHandler(bundleRoot);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('the app scheme registration (checklist 18)', () => {
  it('is standard, secure and fetch-capable, and bypasses nothing', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
  });
});

describe('path-traversal guard', () => {
  const hostilePaths = [
    '/../secret.txt',
    '/../../../../etc/passwd',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/etc/passwd',
    '/..%2fsecret.txt',
    '/..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e%2fsecret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/assets\\..\\..\\secret.txt',
    '//etc/passwd/..',
    '/C:/Windows/win.ini',
    '/C:%5CWindows%5Cwin.ini',
    '/%00index.html',
    '/index.html%00.png',
    '/%E0%A4%A',
    '/../renderer-evil/x.js',
    '/%2e%2e/renderer-evil/x.js',
  ];

  it.each(hostilePaths)('refuses %s', (pathname) => {
    expect(resolveBundlePath(bundleRoot, pathname)).toBeNull();
    expect(isSafeAppPath(bundleRoot, pathname)).toBe(false);
  });

  it('keeps absolute-looking paths inside the bundle', () => {
    // An app:// path always starts with '/', and '//etc/passwd' must not become /etc/passwd.
    for (const pathname of ['//etc/passwd', '/%2Fetc%2Fpasswd', '///etc/passwd']) {
      const resolved = resolveBundlePath(bundleRoot, pathname);
      expect(resolved).toBe(path.join(bundleRoot, 'etc', 'passwd'));
    }
  });

  it('maps ordinary paths inside the bundle, and / to index.html', () => {
    expect(resolveBundlePath(bundleRoot, '/')).toBe(path.join(bundleRoot, 'index.html'));
    expect(resolveBundlePath(bundleRoot, '/index.html')).toBe(path.join(bundleRoot, 'index.html'));
    expect(resolveBundlePath(bundleRoot, '/assets/index-abc.js')).toBe(path.join(bundleRoot, 'assets', 'index-abc.js'));
    expect(resolveBundlePath(bundleRoot, '/./assets/./map.png')).toBe(path.join(bundleRoot, 'assets', 'map.png'));
    expect(resolveBundlePath(bundleRoot, '/assets/Map%20Sheet.png')).toBe(path.join(bundleRoot, 'assets', 'Map Sheet.png'));
  });
});

describe('containment check', () => {
  it.each([
    ['/app/renderer', '/app/renderer/index.html', true],
    ['/app/renderer', '/app/renderer/assets/a.js', true],
    ['/app/renderer', '/app/renderer/..data/x', true],
    ['/app/renderer', '/app/renderer', false],
    ['/app/renderer', '/app/renderer/', false],
    ['/app/renderer', '/app/renderer-evil/x.js', false],
    ['/app/renderer', '/app/secret.txt', false],
    ['/app/renderer', '/app/renderer/../secret.txt', false],
    ['/app/renderer', '/etc/passwd', false],
  ])('isStrictlyInside(%s, %s) is %s', (root, candidate, expected) => {
    expect(isStrictlyInside(root, candidate)).toBe(expected);
  });
});

describe('the protocol handler', () => {
  it('serves the bundle with the CSP header and a correct content type', async () => {
    const response = await handle(new Request('app://bundle/index.html'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Adjutant</title>');

    const script = await handle(new Request('app://bundle/assets/index-abc.js'));
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('serves index.html for the bare origin', async () => {
    const response = await handle(new Request('app://bundle/'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Adjutant');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('refuses %s with 405', async (method) => {
    const response = await handle(new Request('app://bundle/index.html', { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it.each([
    'app://bundle/..%2fsecret.txt',
    'app://bundle/%2e%2e%2fsecret.txt',
    'app://bundle/..%5csecret.txt',
    'app://bundle/..%2f..%2f..%2f..%2fetc%2fpasswd',
    'app://bundle/%2e%2e/renderer-evil/x.js',
  ])('never leaks a file outside the bundle for %s', async (url) => {
    const response = await handle(new Request(url));
    expect(response.status).not.toBe(200);
    const body = await response.text();
    expect(body).not.toContain('TOP SECRET');
    expect(body).not.toContain('EVIL');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers 404 for a missing file, a directory and a foreign host', async () => {
    expect((await handle(new Request('app://bundle/missing.js'))).status).toBe(404);
    expect((await handle(new Request('app://bundle/assets'))).status).toBe(404);
    expect((await handle(new Request('app://evil/index.html'))).status).toBe(404);
  });
});
