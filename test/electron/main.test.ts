// The main process wiring (electron/main.ts) with the electron module mocked: what it registers
// and with which options. Together with security.test.ts this covers checklist items 1-14 and 18.
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../electron/channels';
import { APP_ENTRY_URL, CONTENT_SECURITY_POLICY, secureWebPreferences } from '../../electron/security';

type Listener = (...args: any[]) => any;

const electron = vi.hoisted(() => {
  const appListeners = new Map<string, Listener[]>();
  const windows: Array<{ options: any; loadURL: any; once: any; show: any; focus: any; restore: any; isMinimized: any }> = [];
  class BrowserWindow {
    options: any;
    loadURL = vi.fn(() => Promise.resolve());
    once = vi.fn();
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = vi.fn(() => true);
    constructor(options: any) {
      this.options = options;
      windows.push(this);
    }
    static getAllWindows = () => windows;
    static fromWebContents = vi.fn(() => null);
  }
  return {
    appListeners,
    windows,
    module: {
      app: {
        enableSandbox: vi.fn(),
        on: vi.fn((name: string, listener: Listener) => {
          appListeners.set(name, [...(appListeners.get(name) ?? []), listener]);
        }),
        whenReady: vi.fn(() => Promise.resolve()),
        requestSingleInstanceLock: vi.fn(() => true),
        quit: vi.fn(),
        getVersion: vi.fn(() => '0.1.0'),
      },
      protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
      session: {
        defaultSession: {
          setPermissionRequestHandler: vi.fn(),
          setPermissionCheckHandler: vi.fn(),
          setDevicePermissionHandler: vi.fn(),
          webRequest: { onBeforeRequest: vi.fn() },
        },
      },
      ipcMain: { handle: vi.fn() },
      Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn((template: unknown) => ({ template })) },
      BrowserWindow,
      dialog: { showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
      clipboard: { writeText: vi.fn() },
    },
  };
});

vi.mock('electron', () => electron.module);

const { app, protocol, session, ipcMain, Menu } = electron.module;
let mainModule: typeof import('../../electron/main');

beforeAll(async () => {
  mainModule = await import('../../electron/main');
  await mainModule.started;
});

/** A stand-in WebContents that records the listeners hardenWebContents installs. */
function fakeWebContents() {
  const listeners = new Map<string, Listener>();
  let windowOpenHandler: Listener | undefined;
  const contents = {
    on: vi.fn((name: string, listener: Listener) => {
      listeners.set(name, listener);
      return contents;
    }),
    setWindowOpenHandler: vi.fn((handler: Listener) => {
      windowOpenHandler = handler;
    }),
  };
  electron.appListeners.get('web-contents-created')?.forEach((listener) => listener({}, contents));
  return {
    navigate(event: 'will-navigate' | 'will-redirect', url: string): boolean {
      const preventDefault = vi.fn();
      listeners.get(event)?.({ url, preventDefault });
      return preventDefault.mock.calls.length > 0;
    },
    attachWebview(): boolean {
      const preventDefault = vi.fn();
      listeners.get('will-attach-webview')?.({ preventDefault }, { nodeIntegration: true }, { src: 'https://evil.example' });
      return preventDefault.mock.calls.length > 0;
    },
    openWindow(url: string) {
      return windowOpenHandler?.({ url, frameName: '', features: '', disposition: 'new-window' });
    },
    listeners,
  };
}

describe('process-wide settings', () => {
  it('sandboxes every renderer with app.enableSandbox() (checklist 4)', () => {
    expect(app.enableSandbox).toHaveBeenCalledTimes(1);
  });

  it('registers app:// as a privileged standard, secure, fetch-capable scheme before ready (checklist 18)', () => {
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    const registerOrder = protocol.registerSchemesAsPrivileged.mock.invocationCallOrder[0];
    const readyOrder = app.whenReady.mock.invocationCallOrder[0];
    expect(registerOrder).toBeLessThan(readyOrder);
  });

  it('serves the renderer through protocol.handle("app") with the CSP header (checklist 7, 18)', async () => {
    expect(protocol.handle).toHaveBeenCalledTimes(1);
    const [scheme, handler] = protocol.handle.mock.calls[0] as [string, (r: Request) => Promise<Response>];
    expect(scheme).toBe('app');
    const response = await handler(new Request('app://bundle/..%2f..%2fpackage.json'));
    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await handler(new Request('app://bundle/index.html', { method: 'POST' }))).status).toBe(405);
  });

  it('registers exactly the bridge channels on ipcMain', () => {
    const channels = ipcMain.handle.mock.calls.map(([channel]) => channel).sort();
    expect(channels).toEqual(Object.values(CHANNELS).sort());
  });
});

describe('the main window', () => {
  it('is created once with the secure webPreferences and the sandboxed CommonJS preload (checklist 2, 3, 4, 6)', () => {
    expect(electron.windows).toHaveLength(1);
    const { webPreferences } = electron.windows[0].options;
    expect(webPreferences).toEqual(secureWebPreferences(mainModule.PRELOAD_PATH));
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
    });
    expect(path.basename(mainModule.PRELOAD_PATH)).toBe('index.cjs');
    expect(path.basename(path.dirname(mainModule.PRELOAD_PATH))).toBe('preload');
  });

  it('loads app://bundle/index.html, never file:// (checklist 18)', () => {
    expect(electron.windows[0].loadURL).toHaveBeenCalledWith(APP_ENTRY_URL);
    expect(APP_ENTRY_URL).toBe('app://bundle/index.html');
  });
});

describe('session hardening', () => {
  const ses = session.defaultSession;

  it('denies every permission request (checklist 5)', () => {
    const handler = ses.setPermissionRequestHandler.mock.calls[0][0] as Listener;
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'unknown']) {
      const callback = vi.fn();
      handler({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
    }
  });

  it('answers every permission check and device request with false (checklist 5)', () => {
    const check = ses.setPermissionCheckHandler.mock.calls[0][0] as Listener;
    for (const permission of ['media', 'clipboard-read', 'clipboard-sanitized-write', 'hid', 'serial', 'usb']) {
      expect(check(null, permission, 'app://bundle', {})).toBe(false);
    }
    const device = ses.setDevicePermissionHandler.mock.calls[0][0] as Listener;
    expect(device({ deviceType: 'usb', origin: 'app://bundle' })).toBe(false);
  });

  it('cancels every http(s) and ws(s) request and lets the bundle through (checklist 1)', () => {
    const listener = ses.webRequest.onBeforeRequest.mock.calls[0][0] as Listener;
    const decide = (url: string) => {
      const callback = vi.fn();
      listener({ url }, callback);
      return callback.mock.calls[0][0];
    };
    for (const url of ['https://example.com/', 'http://127.0.0.1:5173/', 'ws://localhost/', 'wss://example.com/', 'file:///etc/passwd']) {
      expect(decide(url), url).toEqual({ cancel: true });
    }
    expect(decide('app://bundle/assets/index.js')).toEqual({ cancel: false });
  });
});

describe('every web contents', () => {
  it('blocks navigation to other origins and allows it within app://bundle (checklist 13)', () => {
    const contents = fakeWebContents();
    for (const event of ['will-navigate', 'will-redirect'] as const) {
      expect(contents.navigate(event, 'https://evil.example/'), event).toBe(true);
      expect(contents.navigate(event, 'file:///etc/passwd'), event).toBe(true);
      expect(contents.navigate(event, 'app://evil/index.html'), event).toBe(true);
      expect(contents.navigate(event, 'app://bundle.evil.com/'), event).toBe(true);
      expect(contents.navigate(event, 'data:text/html,<script>alert(1)</script>'), event).toBe(true);
      expect(contents.navigate(event, 'javascript:alert(1)'), event).toBe(true);
      expect(contents.navigate(event, 'app://bundle/index.html#/games'), event).toBe(false);
      expect(contents.navigate(event, 'app://bundle/other.html'), event).toBe(false);
    }
  });

  it('denies window.open and target=_blank (checklist 14)', () => {
    const contents = fakeWebContents();
    expect(contents.openWindow('https://evil.example/')).toEqual({ action: 'deny' });
    expect(contents.openWindow('app://bundle/index.html')).toEqual({ action: 'deny' });
  });

  it('prevents any <webview> from attaching (checklist 11, 12)', () => {
    const contents = fakeWebContents();
    expect(contents.attachWebview()).toBe(true);
  });
});

describe('lifecycle', () => {
  it('replaces the default menu (whose Help items open web pages) with role-only menus', () => {
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    const menu = Menu.setApplicationMenu.mock.calls[0][0] as { template: Array<{ role?: string; click?: unknown }> };
    const roles = menu.template.map((item) => item.role);
    expect(roles).toEqual(expect.arrayContaining(['fileMenu', 'editMenu', 'viewMenu', 'windowMenu']));
    expect(roles).not.toContain('help');
    expect(menu.template.some((item) => 'click' in item)).toBe(false);
  });

  it('brings the existing window forward when a second instance starts', () => {
    const [onSecondInstance] = electron.appListeners.get('second-instance') ?? [];
    expect(onSecondInstance).toBeTypeOf('function');
    onSecondInstance({}, [], '/');
    expect(electron.windows[0].restore).toHaveBeenCalled();
    expect(electron.windows[0].focus).toHaveBeenCalled();
  });

  it('quits when the last window closes except on macOS', () => {
    const [onAllClosed] = electron.appListeners.get('window-all-closed') ?? [];
    expect(onAllClosed).toBeTypeOf('function');
    app.quit.mockClear();
    onAllClosed();
    expect(app.quit).toHaveBeenCalledTimes(process.platform === 'darwin' ? 0 : 1);
  });
});
