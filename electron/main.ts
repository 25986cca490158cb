// The Electron main process: wiring only. It registers the app:// scheme, hardens the session
// and every web contents, installs the IPC handlers and opens the one window. No game logic
// lives here (test/electron/boundary.test.ts keeps core/ out of electron/): the renderer does
// everything through the platform bridge.
import path from 'node:path';
import { app, BrowserWindow, ipcMain, Menu, protocol, session } from 'electron';
import { hardenSession, hardenWebContents } from './hardening';
import { backupFiles, registerIpcHandlers } from './ipc';
import { applicationMenuTemplate } from './menu';
import { APP_SCHEME_PRIVILEGES, createBundleHandler } from './protocol';
import { APP_ENTRY_URL, APP_SCHEME, secureWebPreferences } from './security';

// Built layout (electron.vite.config.ts): out/main/index.js (this file), out/preload/index.cjs,
// out/renderer/index.html.
const BUILD_DIR = path.resolve(import.meta.dirname, '..');
export const RENDERER_DIR = path.join(BUILD_DIR, 'renderer');
export const PRELOAD_PATH = path.join(BUILD_DIR, 'preload', 'index.cjs');

// Sandbox every renderer, whatever a window's own options say (checklist item 4).
app.enableSandbox();
// Must happen before `ready`: app:// becomes a standard, secure origin (item 18).
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));

export function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    title: 'Adjutant',
    show: false,
    webPreferences: secureWebPreferences(PRELOAD_PATH),
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(APP_ENTRY_URL);
  return window;
}

async function start(): Promise<void> {
  await app.whenReady();
  hardenSession(session.defaultSession);
  protocol.handle(APP_SCHEME, createBundleHandler(RENDERER_DIR));
  registerIpcHandlers(ipcMain);
  Menu.setApplicationMenu(Menu.buildFromTemplate(applicationMenuTemplate(process.platform)));
  createMainWindow();
  // macOS keeps the app alive without windows; clicking the dock icon opens one again.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
  // A second launch brings this window forward instead of opening a rival on the same games.
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
}

app.on('window-all-closed', () => {
  // A backup still being written when the window went away is incomplete: its .partial goes.
  void backupFiles.closeAll();
  if (process.platform !== 'darwin') app.quit();
});

/**
 * One Adjutant per user: two processes would share (and fight over) the same IndexedDB store,
 * so a second launch hands over to the first and quits.
 */
export const started: Promise<void> = app.requestSingleInstanceLock()
  ? start()
  : Promise.resolve().then(() => app.quit());
