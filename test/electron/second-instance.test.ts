// A second launch of Adjutant (electron/main.ts) must not open a rival window on the same
// IndexedDB store: without the single-instance lock it quits at once.
import { expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  app: {
    enableSandbox: vi.fn(),
    on: vi.fn(),
    whenReady: vi.fn(() => Promise.resolve()),
    requestSingleInstanceLock: vi.fn(() => false),
    quit: vi.fn(),
  },
  protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
  session: { defaultSession: {} },
  ipcMain: { handle: vi.fn() },
  Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn() },
  BrowserWindow: vi.fn(),
  dialog: {},
  clipboard: {},
}));
vi.mock('electron', () => electron);

it('quits without creating a window or handlers when another instance holds the lock', async () => {
  const { started } = await import('../../electron/main');
  await started;
  expect(electron.app.quit).toHaveBeenCalledTimes(1);
  expect(electron.BrowserWindow).not.toHaveBeenCalled();
  expect(electron.ipcMain.handle).not.toHaveBeenCalled();
  expect(electron.protocol.handle).not.toHaveBeenCalled();
  // The sandbox switch still comes first: it costs nothing and must never depend on the lock.
  expect(electron.app.enableSandbox).toHaveBeenCalledTimes(1);
});
