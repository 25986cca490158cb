// The preload (electron/preload.ts) exposes exactly the bridge's named functions as window.adjutant,
// each invoking one fixed channel, and never ipcRenderer itself (checklist 20).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../electron/channels';

const electron = vi.hoisted(() => {
  const ipcRenderer = {
    invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => 'result'),
    send: vi.fn(),
    on: vi.fn(),
    sendSync: vi.fn(),
  };
  return { ipcRenderer, contextBridge: { exposeInMainWorld: vi.fn() } };
});
vi.mock('electron', () => electron);

let exposedName: unknown;
let exposed: Record<string, unknown>;

beforeAll(async () => {
  await import('../../electron/preload');
  expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
  [exposedName, exposed] = electron.contextBridge.exposeInMainWorld.mock.calls[0] as [unknown, Record<string, unknown>];
});

describe('window.adjutant', () => {
  it('is exposed under the name the renderer expects', () => {
    expect(exposedName).toBe('adjutant');
  });

  it('holds exactly the bridge functions and nothing else', () => {
    expect(Object.keys(exposed).sort()).toEqual([
      'appInfo', 'beginBackupSave', 'closeBackupRead', 'copyImageToClipboard', 'copyToClipboard', 'endBackupSave',
      'openBackupForRead', 'openFile', 'readBackupChunk', 'saveFile', 'writeBackupChunk',
    ]);
    for (const value of Object.values(exposed)) expect(value).toBeTypeOf('function');
  });

  it('never hands out ipcRenderer or any of its methods', () => {
    const leaked = [electron.ipcRenderer, electron.ipcRenderer.invoke, electron.ipcRenderer.send, electron.ipcRenderer.on, electron.ipcRenderer.sendSync];
    for (const value of Object.values(exposed)) expect(leaked).not.toContain(value);
    expect(JSON.stringify(Object.keys(exposed))).not.toMatch(/ipc|invoke|send/i);
  });

  it.each([
    ['openFile', ['orders'], CHANNELS.openFile],
    ['saveFile', [{ suggestedName: 'a.txt', kind: 'text', text: 'x' }], CHANNELS.saveFile],
    ['copyToClipboard', ['F Lon - Nth'], CHANNELS.copyToClipboard],
    ['copyImageToClipboard', ['iVBORw0KGgoAAAANSUhEUg=='], CHANNELS.copyImageToClipboard],
    ['appInfo', [], CHANNELS.appInfo],
    ['beginBackupSave', ['adjutant-backup.zip'], CHANNELS.beginBackupSave],
    ['writeBackupChunk', ['h', new Uint8Array([1, 2])], CHANNELS.writeBackupChunk],
    ['endBackupSave', ['h', true], CHANNELS.endBackupSave],
    ['openBackupForRead', [], CHANNELS.openBackupForRead],
    ['readBackupChunk', ['h', 0, 1024], CHANNELS.readBackupChunk],
    ['closeBackupRead', ['h'], CHANNELS.closeBackupRead],
  ] as const)('%s invokes its own fixed channel with the arguments as given', async (name, args, channel) => {
    electron.ipcRenderer.invoke.mockClear();
    const fn = exposed[name] as (...a: unknown[]) => Promise<unknown>;
    await expect(fn(...args)).resolves.toBe('result');
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledTimes(1);
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith(channel, ...args);
  });

  it('cannot be steered to another channel by its arguments', async () => {
    electron.ipcRenderer.invoke.mockClear();
    const openFile = exposed.openFile as (...a: unknown[]) => Promise<unknown>;
    await openFile('adjutant:save-file', 'extra');
    expect(electron.ipcRenderer.invoke.mock.calls[0][0]).toBe(CHANNELS.openFile);
  });
});
