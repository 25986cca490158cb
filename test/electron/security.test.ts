// The pure security policy of the Electron shell (electron/security.ts). Checklist numbers refer
// to the Electron security checklist as mapped in docs/security.md.
import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY_URL,
  APP_ORIGIN,
  CONTENT_SECURITY_POLICY,
  isAllowedRequestUrl,
  isSameOrigin,
  isTrustedSenderUrl,
  originOf,
  secureWebPreferences,
} from '../../electron/security';

describe('webPreferences (checklist 2, 3, 4, 6, 8, 9, 10)', () => {
  it('pins every security-relevant preference and passes the preload path through', () => {
    expect(secureWebPreferences('/app/out/preload/index.cjs')).toEqual({
      preload: '/app/out/preload/index.cjs',
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
    });
  });

  it('never enables Blink features', () => {
    expect(secureWebPreferences('/p')).not.toHaveProperty('enableBlinkFeatures');
  });
});

describe('origins (checklist 13, 17)', () => {
  it('gives app://bundle its own origin although Node reports "null" for custom schemes', () => {
    expect(new URL(APP_ENTRY_URL).origin).toBe('null'); // the trap this module exists to avoid
    expect(originOf(APP_ENTRY_URL)).toBe(APP_ORIGIN);
    expect(originOf('app://BUNDLE/assets/x.js')).toBe(APP_ORIGIN);
  });

  it('treats file:, data:, blob:, about: and unparseable URLs as opaque (null)', () => {
    for (const url of ['file:///etc/passwd', 'data:text/html,<b>x</b>', 'blob:app://bundle/1234', 'about:blank', 'javascript:alert(1)', 'not a url', '']) {
      expect(originOf(url), url).toBeNull();
    }
  });

  it.each([
    ['app://bundle/index.html', 'app://bundle/other/page.html', true],
    ['app://bundle/index.html', 'APP://Bundle/x', true],
    ['https://example.com/a', 'https://example.com/b', true],
    ['app://bundle/index.html', 'app://evil/index.html', false],
    ['app://bundle/index.html', 'app://bundle.evil.com/', false],
    ['app://bundle/index.html', 'app://bundle:8080/', false],
    ['app://bundle/index.html', 'app://user@bundle/', false],
    ['app://bundle/index.html', 'https://bundle/', false],
    ['app://bundle/index.html', 'file:///index.html', false],
    ['file:///a.html', 'file:///b.html', false],
    ['about:blank', 'about:blank', false],
    ['https://example.com', 'https://example.com.evil.net', false],
  ])('isSameOrigin(%s, %s) is %s', (a, b, expected) => {
    expect(isSameOrigin(a, b)).toBe(expected);
    expect(isSameOrigin(b, a)).toBe(expected);
  });

  it('trusts an IPC sender only when its frame shows app://bundle', () => {
    expect(isTrustedSenderUrl('app://bundle/index.html')).toBe(true);
    for (const url of ['https://evil.example/', 'file:///work/main/out/renderer/index.html', 'app://evil/', 'app://bundle.evil/', 'about:blank', '', null, undefined]) {
      expect(isTrustedSenderUrl(url), String(url)).toBe(false);
    }
  });
});

describe('offline request policy (checklist 1)', () => {
  it.each([
    'http://example.com/',
    'https://example.com/tracker.js',
    'ws://127.0.0.1:5173/',
    'wss://example.com/socket',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'app://evil/index.html',
    'chrome://settings',
    'garbage',
  ])('cancels %s', (url) => {
    expect(isAllowedRequestUrl(url)).toBe(false);
  });

  it.each(['app://bundle/index.html', 'app://bundle/assets/index-abc.js', 'blob:app://bundle/5b1c', 'data:image/png;base64,iVBORw0KGgo=', 'devtools://devtools/bundled/inspector.html'])(
    'lets %s through',
    (url) => {
      expect(isAllowedRequestUrl(url)).toBe(true);
    },
  );
});

describe('Content-Security-Policy (checklist 7)', () => {
  const directives = new Map(
    CONTENT_SECURITY_POLICY.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

  it('allows scripts from the bundle only, and no plugins, base or framing', () => {
    expect(Object.fromEntries(directives)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'worker-src': "'self' blob:",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
    });
  });

  it('never allows inline or eval-ed script', () => {
    expect(directives.get('script-src')).not.toMatch(/unsafe-(inline|eval)/);
    expect(directives.get('default-src')).not.toMatch(/unsafe/);
  });
});
