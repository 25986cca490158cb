// The security policy of the desktop shell as pure data and pure functions, so every rule can be
// unit-tested without an Electron binary. electron/hardening.ts, protocol.ts, ipc.ts and main.ts
// wire these into Electron. The checklist they answer is docs/security.md.
import type { WebPreferences } from 'electron';

/** The renderer is served from app://bundle/ (never file://): checklist item 18. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * The origin of a URL as Chromium sees it, or null for opaque origins.
 *
 * WHY not `new URL(u).origin`: Node's URL (which the main process uses) only knows the special
 * schemes, so it reports origin 'null' for `app://bundle/...` AND for `file:///...`. A check
 * written as `new URL(a).origin === new URL(b).origin` would therefore treat file:// pages as
 * the same origin as our app, and `=== 'app://bundle'` would never match. Chromium treats our
 * privileged `standard` scheme like http (scheme + lower-cased host), which is what we compute.
 * Every other non-special scheme (file:, data:, blob:, about:, javascript:) is opaque: null, never
 * equal to anything.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === `${APP_SCHEME}:`) {
    if (parsed.host === '' || parsed.username !== '' || parsed.password !== '') return null;
    return `${APP_SCHEME}://${parsed.host.toLowerCase()}`;
  }
  const origin = parsed.origin;
  return origin === 'null' ? null : origin;
}

/** True only when both URLs have the same non-opaque origin (checklist item 13). */
export function isSameOrigin(a: string, b: string): boolean {
  const originA = originOf(a);
  return originA !== null && originA === originOf(b);
}

/** An IPC sender is trusted only when its frame shows our own bundle (checklist item 17). */
export function isTrustedSenderUrl(frameUrl: string | null | undefined): boolean {
  return typeof frameUrl === 'string' && originOf(frameUrl) === APP_ORIGIN;
}

/**
 * Adjutant is offline: the renderer may load only its own bundle and in-memory data (worker
 * blobs, PNG data: URLs), plus DevTools' own pages. Everything else - http(s), ws(s), ftp,
 * file: - is cancelled in session.webRequest (checklist item 1).
 */
const ALLOWED_REQUEST_SCHEMES = new Set([`${APP_SCHEME}:`, 'blob:', 'data:', 'devtools:']);

export function isAllowedRequestUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!ALLOWED_REQUEST_SCHEMES.has(parsed.protocol)) return false;
  // app: requests must stay inside our own bundle host.
  if (parsed.protocol === `${APP_SCHEME}:`) return originOf(url) === APP_ORIGIN;
  return true;
}

/**
 * Content Security Policy sent as a header with every app:// response (checklist item 7); the
 * renderer's index.html carries the same policy as a meta tag. 'unsafe-inline' for styles only:
 * React style props and Konva need it; scripts are 'self' only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * webPreferences for every Adjutant window (checklist items 2, 3, 4, 6, 8, 9, 10). Each
 * setting is spelled out even where it is Electron's default, so a future default change or a
 * careless edit shows up in the test that pins this object.
 */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}
