// The app:// protocol that serves the built renderer (out/renderer) to the window, replacing
// file:// (checklist item 18). Only GET, only files inside the bundle directory, always with
// the Content-Security-Policy header (item 7).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST, APP_SCHEME, CONTENT_SECURITY_POLICY } from './security';

/**
 * Registered before `app.ready` (Electron requires it). `standard` gives the scheme real origins
 * and relative-URL resolution, `secure` makes it a secure context (module workers, crypto),
 * `supportFetchAPI` lets the renderer fetch its own assets. No bypassCSP, no CORS, no service
 * workers: nothing the bundle does not need.
 */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
} as const;

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * Maps the path of an app:// URL onto a file inside `bundleRoot`, or null when the path could
 * reach anything else. The URL parser already folds `..` segments, but we do not rely on it:
 * the raw path is percent-decoded here, so `%2e%2e`, `%2f` and `%5c` are judged after
 * decoding. Refused outright: undecodable escapes, NUL bytes, backslashes (a Windows separator),
 * colons (drive letters, NTFS streams) and any `..` segment. What remains is joined, normalised
 * and must still lie inside the root (the containment check is the last line, not the only one).
 */
export function resolveBundlePath(bundleRoot: string, urlPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.includes(':')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.some((segment) => segment === '..')) return null;
  const relative = segments.length === 0 ? 'index.html' : segments.join('/');
  const root = path.resolve(bundleRoot);
  const candidate = path.normalize(path.join(root, relative));
  return isStrictlyInside(root, candidate) ? candidate : null;
}

/**
 * True when `candidate` lies below `root` (not the root itself). Compares path components via
 * path.relative, never string prefixes: '/app/renderer-evil' starts with '/app/renderer'.
 */
export function isStrictlyInside(root: string, candidate: string): boolean {
  const fromRoot = path.relative(path.resolve(root), path.resolve(candidate));
  return fromRoot !== '' && fromRoot !== '..' && !fromRoot.startsWith(`..${path.sep}`) && !path.isAbsolute(fromRoot);
}

/** True when the pathname maps inside the bundle (the traversal guard as a yes/no question). */
export function isSafeAppPath(bundleRoot: string, urlPathname: string): boolean {
  return resolveBundlePath(bundleRoot, urlPathname) !== null;
}

function textResponse(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * The request handler given to protocol.handle. A plain function of (Request) => Response over
 * the file system, so tests call it directly with hostile URLs.
 */
export function createBundleHandler(bundleRoot: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET') return textResponse(405, 'Method Not Allowed');
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return textResponse(400, 'Bad Request');
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host.toLowerCase() !== APP_HOST) {
      return textResponse(404, 'Not Found');
    }
    const filePath = resolveBundlePath(bundleRoot, url.pathname);
    if (filePath === null) return textResponse(403, 'Forbidden');
    try {
      const info = await stat(filePath);
      if (!info.isFile()) return textResponse(404, 'Not Found');
      const body = await readFile(filePath);
      const type = MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': type,
          'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return textResponse(404, 'Not Found');
    }
  };
}
