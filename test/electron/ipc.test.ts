// The IPC handlers (electron/ipc.ts) with the electron module mocked and real files in a
// temporary directory. Every handler must refuse a forged sender (checklist 17) and malformed
// arguments before it opens a dialog, touches a file or the clipboard.
import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../electron/channels';
import { registerIpcHandlers } from '../../electron/ipc';
import type { OpenedFile } from '../../renderer/platform/bridge';
import {
  MAX_BACKUP_CHARS,
  MAX_BACKUP_CHUNK_BYTES,
  MAX_BACKUP_STREAM_BYTES,
  MAX_GAME_FILE_CHARS,
  MAX_FILE_NAME_CHARS,
  MAX_FILES_PER_OPEN,
  MAX_ORDERS_FILE_BYTES,
  MAX_PNG_BASE64_CHARS,
  MAX_TEXT_CHARS,
} from '../../electron/ipcSchemas';

const electron = vi.hoisted(() => ({
  app: { getVersion: vi.fn(() => '0.1.0') },
  BrowserWindow: { fromWebContents: vi.fn((): unknown => null) },
  dialog: { showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
  // Electron 44+: the clipboard follows the W3C Clipboard API (promises, ClipboardItem).
  clipboard: { writeText: vi.fn(async () => undefined), write: vi.fn(async () => undefined) },
  ClipboardItem: class { constructor(readonly items: Record<string, Blob>) {} },
  // A stand-in for Electron's image decoder: it keeps the bytes it was given, and like the real
  // one yields an empty image for bytes it cannot decode (here: fewer than a PNG header's 16).
  // toPNG gives them back marked, so the test sees the re-encoded image is what gets copied.
  nativeImage: {
    createFromBuffer: vi.fn((buffer: Buffer) => ({
      bytes: Buffer.from(buffer), isEmpty: () => buffer.length < 16, toPNG: () => Buffer.concat([Buffer.from(buffer), Buffer.from('re-encoded')]),
    })),
  },
}));
vi.mock('electron', () => electron);

type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;
const handlers = new Map<string, Handler>();
registerIpcHandlers({ handle: (channel: string, handler: Handler) => void handlers.set(channel, handler) } as never);

function invoke(channel: string, event: unknown, ...args: unknown[]): Promise<unknown> {
  const handler = handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(event, ...args);
}

const HANDLE = '5b0e2f43-8d7c-4e59-9a43-2c1f0b9d7e61';
const trusted = { senderFrame: { url: 'app://bundle/index.html' }, sender: {} };

// A tiny but real PNG header (signature + start of IHDR) as base64.
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PNG_BASE64 = PNG_BYTES.toString('base64');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'adjutant-ipc-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.clearAllMocks();
  electron.BrowserWindow.fromWebContents.mockReturnValue(null);
});

function expectNothingTouched(): void {
  expect(electron.dialog.showOpenDialog).not.toHaveBeenCalled();
  expect(electron.dialog.showSaveDialog).not.toHaveBeenCalled();
  expect(electron.clipboard.writeText).not.toHaveBeenCalled();
  expect(electron.clipboard.write).not.toHaveBeenCalled();
  expect(electron.nativeImage.createFromBuffer).not.toHaveBeenCalled();
  expect(electron.app.getVersion).not.toHaveBeenCalled();
}

describe('registration', () => {
  it('handles exactly the bridge channels', () => {
    expect([...handlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
  });
});

const validCalls: Array<[string, unknown[]]> = [
  [CHANNELS.openFile, ['orders']],
  [CHANNELS.saveFile, [{ suggestedName: 'report.txt', kind: 'text', text: 'x' }]],
  [CHANNELS.copyToClipboard, ['ENGLAND: F LON-NTH']],
  [CHANNELS.copyImageToClipboard, [PNG_BASE64]],
  [CHANNELS.appInfo, []],
  [CHANNELS.beginBackupSave, ['adjutant-backup.zip']],
  [CHANNELS.writeBackupChunk, ['5b0e2f43-8d7c-4e59-9a43-2c1f0b9d7e61', new Uint8Array([1])]],
  [CHANNELS.endBackupSave, ['5b0e2f43-8d7c-4e59-9a43-2c1f0b9d7e61', false]],
  [CHANNELS.openBackupForRead, []],
  [CHANNELS.readBackupChunk, ['5b0e2f43-8d7c-4e59-9a43-2c1f0b9d7e61', 0, 16]],
  [CHANNELS.closeBackupRead, ['5b0e2f43-8d7c-4e59-9a43-2c1f0b9d7e61']],
];

const throwingFrame = {
  get url(): string {
    throw new Error('Render frame was disposed before WebFrameMain could be accessed');
  },
};

const forgedSenders: Array<[string, unknown]> = [
  ['another origin', { senderFrame: { url: 'https://evil.example/index.html' }, sender: {} }],
  ['file://', { senderFrame: { url: 'file:///work/main/out/renderer/index.html' }, sender: {} }],
  ['a missing frame (null)', { senderFrame: null, sender: {} }],
  ['no senderFrame at all', { sender: {} }],
  ['another app:// host', { senderFrame: { url: 'app://evil/index.html' }, sender: {} }],
  ['a look-alike host', { senderFrame: { url: 'app://bundle.evil.com/index.html' }, sender: {} }],
  ['about:blank', { senderFrame: { url: 'about:blank' }, sender: {} }],
  ['a destroyed frame', { senderFrame: throwingFrame, sender: {} }],
];

describe('forged senders (checklist 17)', () => {
  for (const [channel, args] of validCalls) {
    it.each(forgedSenders)(`${channel} refuses %s`, async (_label, event) => {
      await expect(invoke(channel, event, ...args)).rejects.toThrow(/refused: the request did not come from the Adjutant window/);
      expectNothingTouched();
    });
  }
});

describe('malformed arguments', () => {
  const textRequest = { suggestedName: 'report.txt', kind: 'text', text: 'x' };
  const cases: Array<[string, string, unknown[]]> = [
    [CHANNELS.openFile, 'no argument', []],
    [CHANNELS.openFile, 'a number', [42]],
    [CHANNELS.openFile, 'an unknown kind', ['ORDERS']],
    [CHANNELS.openFile, 'a path instead of a kind', ['../../etc/passwd']],
    [CHANNELS.openFile, 'an object', [{ kind: 'orders' }]],
    [CHANNELS.openFile, 'an extra argument', ['orders', { defaultPath: '/etc' }]],
    [CHANNELS.saveFile, 'a string', ['report.txt']],
    [CHANNELS.saveFile, 'null', [null]],
    [CHANNELS.saveFile, 'an extra field', [{ ...textRequest, defaultPath: '/etc/cron.d' }]],
    [CHANNELS.saveFile, 'an extra argument', [textRequest, 'again']],
    [CHANNELS.saveFile, 'an unknown kind', [{ ...textRequest, kind: 'exe' }]],
    [CHANNELS.saveFile, 'text missing', [{ suggestedName: 'report.txt', kind: 'text' }]],
    [CHANNELS.saveFile, 'text of the wrong type', [{ ...textRequest, text: 42 }]],
    [CHANNELS.saveFile, 'png data on a text save', [{ ...textRequest, dataBase64: PNG_BASE64 }]],
    [CHANNELS.saveFile, 'text on a png save', [{ suggestedName: 'map.png', kind: 'png', dataBase64: PNG_BASE64, text: 'x' }]],
    [CHANNELS.saveFile, 'png data that is not a PNG', [{ suggestedName: 'map.png', kind: 'png', dataBase64: Buffer.from('MZ\x90\x00 not a png').toString('base64') }]],
    [CHANNELS.saveFile, 'png data with a data: prefix', [{ suggestedName: 'map.png', kind: 'png', dataBase64: `data:image/png;base64,${PNG_BASE64}` }]],
    [CHANNELS.saveFile, 'png data that is not base64', [{ suggestedName: 'map.png', kind: 'png', dataBase64: `${PNG_BASE64}!!<script>` }]],
    [CHANNELS.saveFile, 'a relative path as name', [{ ...textRequest, suggestedName: '../../.bashrc' }]],
    [CHANNELS.saveFile, 'an absolute path as name', [{ ...textRequest, suggestedName: '/etc/passwd' }]],
    [CHANNELS.saveFile, 'a Windows path as name', [{ ...textRequest, suggestedName: 'C:\\Windows\\win.ini' }]],
    [CHANNELS.saveFile, 'a control character in the name', [{ ...textRequest, suggestedName: 'report\n.txt' }]],
    [CHANNELS.saveFile, 'an empty name', [{ ...textRequest, suggestedName: '' }]],
    [CHANNELS.saveFile, 'an oversize name', [{ ...textRequest, suggestedName: `${'a'.repeat(MAX_FILE_NAME_CHARS)}.txt` }]],
    [CHANNELS.saveFile, 'oversize text', [{ ...textRequest, text: 'x'.repeat(MAX_TEXT_CHARS + 1) }]],
    [CHANNELS.saveFile, 'an oversize backup', [{ suggestedName: 'backup.json', kind: 'backup', text: 'x'.repeat(MAX_BACKUP_CHARS + 1) }]],
    [CHANNELS.saveFile, 'an oversize game file', [{ suggestedName: 'Spring war.adjutant-game.json', kind: 'game', text: 'x'.repeat(MAX_GAME_FILE_CHARS + 1) }]],
    [CHANNELS.saveFile, 'a game file with a path as name', [{ suggestedName: '../Spring war.adjutant-game.json', kind: 'game', text: '{}' }]],
    [CHANNELS.saveFile, 'oversize png data', [{ suggestedName: 'map.png', kind: 'png', dataBase64: PNG_BASE64 + 'A'.repeat(MAX_PNG_BASE64_CHARS) }]],
    [CHANNELS.copyToClipboard, 'no argument', []],
    [CHANNELS.copyToClipboard, 'a number', [42]],
    [CHANNELS.copyToClipboard, 'an object', [{ text: 'x' }]],
    [CHANNELS.copyToClipboard, 'an extra argument', ['x', 'y']],
    [CHANNELS.copyToClipboard, 'oversize text', ['x'.repeat(MAX_TEXT_CHARS + 1)]],
    [CHANNELS.copyImageToClipboard, 'no argument', []],
    [CHANNELS.copyImageToClipboard, 'a number', [42]],
    [CHANNELS.copyImageToClipboard, 'an object', [{ dataBase64: PNG_BASE64 }]],
    [CHANNELS.copyImageToClipboard, 'an extra argument', [PNG_BASE64, 'image/png']],
    [CHANNELS.copyImageToClipboard, 'data that is not a PNG', [Buffer.from('GIF89a not a png at all').toString('base64')]],
    [CHANNELS.copyImageToClipboard, 'text instead of an image', ['ENGLAND: F LON-NTH']],
    [CHANNELS.copyImageToClipboard, 'PNG data with a data: prefix', [`data:image/png;base64,${PNG_BASE64}`]],
    [CHANNELS.copyImageToClipboard, 'PNG data that is not base64', [`${PNG_BASE64}!!<script>`]],
    [CHANNELS.copyImageToClipboard, 'oversize PNG data', [PNG_BASE64 + 'A'.repeat(MAX_PNG_BASE64_CHARS)]],
    [CHANNELS.appInfo, 'an argument', ['x']],
    [CHANNELS.appInfo, 'an object', [{ platform: 'browser' }]],
    [CHANNELS.beginBackupSave, 'a path as name', ['../../backup.zip']],
    [CHANNELS.beginBackupSave, 'a name that is not a .zip', ['backup.exe']],
    [CHANNELS.beginBackupSave, 'no argument', []],
    [CHANNELS.writeBackupChunk, 'a handle that is not a UUID', ['/etc/passwd', new Uint8Array([1])]],
    [CHANNELS.writeBackupChunk, 'text instead of bytes', [HANDLE, 'PK']],
    [CHANNELS.writeBackupChunk, 'an oversize chunk', [HANDLE, new Uint8Array(MAX_BACKUP_CHUNK_BYTES + 1)]],
    [CHANNELS.writeBackupChunk, 'an extra argument', [HANDLE, new Uint8Array([1]), 0]],
    [CHANNELS.endBackupSave, 'keep that is not a boolean', [HANDLE, 'yes']],
    [CHANNELS.openBackupForRead, 'an argument', ['/home/gm/backup.zip']],
    [CHANNELS.readBackupChunk, 'a negative offset', [HANDLE, -1, 16]],
    [CHANNELS.readBackupChunk, 'a fractional offset', [HANDLE, 1.5, 16]],
    [CHANNELS.readBackupChunk, 'an oversize length', [HANDLE, 0, MAX_BACKUP_CHUNK_BYTES + 1]],
    [CHANNELS.readBackupChunk, 'a zero length', [HANDLE, 0, 0]],
    [CHANNELS.closeBackupRead, 'a handle that is not a UUID', ['h']],
  ];

  it.each(cases)('%s refuses %s', async (channel, _label, args) => {
    await expect(invoke(channel, trusted, ...args)).rejects.toThrow(/refused: invalid arguments/);
    expectNothingTouched();
  });
});

describe('openFile', () => {
  it('reads several orders files verbatim as UTF-8, hostile text included', async () => {
    const first = path.join(dir, 'spring-1901.txt');
    const second = path.join(dir, 'France.EML');
    const hostile = '<script>alert("x")</script>\r\nF Bre - MAO\u0000\n';
    await writeFile(first, hostile);
    // Invalid UTF-8 must not throw: it arrives as U+FFFD, the rest untouched.
    await writeFile(second, Buffer.concat([Buffer.from('Subject: orders\n'), Buffer.from([0xff, 0xfe]), Buffer.from('\nA Par-Bur')]));
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [first, second] });

    const files = await invoke(CHANNELS.openFile, trusted, 'orders') as OpenedFile[];

    expect(files.map((f) => ({ name: f.name, text: f.text }))).toEqual([
      { name: 'spring-1901.txt', text: hostile },
      { name: 'France.EML', text: 'Subject: orders\n\uFFFD\uFFFD\nA Par-Bur' },
    ]);
    // The bytes on disk come too, so the mail reader can honour a charset label (a mail need not be UTF-8).
    expect([...files[1]!.bytes!]).toEqual([...Buffer.concat([Buffer.from('Subject: orders\n'), Buffer.from([0xff, 0xfe]), Buffer.from('\nA Par-Bur')])]);
    expect(electron.dialog.showOpenDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        filters: [{ name: expect.any(String), extensions: ['txt', 'eml'] }],
        properties: ['openFile', 'multiSelections'],
      }),
    );
  });

  it('opens one backup .json and parents the dialog on the sender window', async () => {
    const backup = path.join(dir, 'adjutant-backup.json');
    await writeFile(backup, '{"formatVersion":1}');
    const window = { id: 1 };
    electron.BrowserWindow.fromWebContents.mockReturnValue(window);
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [backup] });

    expect(await invoke(CHANNELS.openFile, trusted, 'backup')).toEqual([{ name: 'adjutant-backup.json', text: '{"formatVersion":1}' }]);
    expect(electron.dialog.showOpenDialog).toHaveBeenCalledWith(
      window,
      expect.objectContaining({ filters: [{ name: expect.any(String), extensions: ['json'] }], properties: ['openFile'] }),
    );
  });

  it('opens one game file (.json) at a time, titled as such (issue 20)', async () => {
    const game = path.join(dir, 'Spring war.adjutant-game.json');
    await writeFile(game, '{"format":"adjutant-game"}');
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [game] });
    expect(await invoke(CHANNELS.openFile, trusted, 'game')).toEqual([{ name: 'Spring war.adjutant-game.json', text: '{"format":"adjutant-game"}' }]);
    expect(electron.dialog.showOpenDialog).toHaveBeenLastCalledWith(expect.objectContaining({
      title: 'Open game file', filters: [{ name: 'Adjutant game file', extensions: ['json'] }], properties: ['openFile'],
    }));
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [path.join(dir, 'orders.txt')] });
    await expect(invoke(CHANNELS.openFile, trusted, 'game')).rejects.toThrow(/orders\.txt: expected a \.json file/);
  });

  it('resolves [] when the GM cancels', async () => {
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: true, filePaths: [] });
    expect(await invoke(CHANNELS.openFile, trusted, 'orders')).toEqual([]);
  });

  it('refuses a file over the size limit without reading it', async () => {
    const big = path.join(dir, 'huge.txt');
    await writeFile(big, '');
    await truncate(big, MAX_ORDERS_FILE_BYTES + 1); // sparse: no real 8 MB written
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [big] });
    await expect(invoke(CHANNELS.openFile, trusted, 'orders')).rejects.toThrow(/huge\.txt is too large: the limit for this kind of file is 8 MB/);
  });

  it('refuses a file of the wrong kind even if the dialog let it through', async () => {
    const program = path.join(dir, 'setup.exe');
    await writeFile(program, 'MZ');
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [program] });
    await expect(invoke(CHANNELS.openFile, trusted, 'orders')).rejects.toThrow(/setup\.exe: expected a \.txt or \.eml file/);
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [path.join(dir, 'spring-1901.txt')] });
    await expect(invoke(CHANNELS.openFile, trusted, 'backup')).rejects.toThrow(/expected a \.json file/);
  });

  it(`refuses more than ${MAX_FILES_PER_OPEN} files at once`, async () => {
    const many = Array.from({ length: MAX_FILES_PER_OPEN + 1 }, (_, i) => path.join(dir, `o${i}.txt`));
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: many });
    await expect(invoke(CHANNELS.openFile, trusted, 'orders')).rejects.toThrow(/at most 200/);
  });
});

describe('saveFile', () => {
  it('writes text where the GM chose, offering the suggested name', async () => {
    const target = path.join(dir, 'chosen-report.txt');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const text = 'Spring 1901 results\nF Lon - Nth (succeeds)\n';
    expect(await invoke(CHANNELS.saveFile, trusted, { suggestedName: 'spring-1901.txt', kind: 'text', text })).toBe(true);
    expect(await readFile(target, 'utf8')).toBe(text);
    expect(electron.dialog.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPath: 'spring-1901.txt', filters: [{ name: expect.any(String), extensions: ['txt'] }] }),
    );
  });

  it('decodes PNG data to bytes', async () => {
    const target = path.join(dir, 'map.png');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    expect(await invoke(CHANNELS.saveFile, trusted, { suggestedName: 'map.png', kind: 'png', dataBase64: PNG_BASE64 })).toBe(true);
    expect(Buffer.compare(await readFile(target), PNG_BYTES)).toBe(0);
    expect(electron.dialog.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ filters: [{ name: expect.any(String), extensions: ['png'] }] }),
    );
  });

  it('writes a backup as JSON text', async () => {
    const target = path.join(dir, 'backup-out.json');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const text = '{"games":[]}';
    expect(await invoke(CHANNELS.saveFile, trusted, { suggestedName: 'adjutant-backup.json', kind: 'backup', text })).toBe(true);
    expect(await readFile(target, 'utf8')).toBe(text);
    expect(electron.dialog.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ filters: [{ name: expect.any(String), extensions: ['json'] }] }),
    );
  });

  it('writes a game file as JSON text where the GM chose (issue 20)', async () => {
    const target = path.join(dir, 'game-out.json');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const text = '{"format":"adjutant-game","version":1}\n';
    expect(await invoke(CHANNELS.saveFile, trusted, { suggestedName: 'Spring war.adjutant-game.json', kind: 'game', text })).toBe(true);
    expect(await readFile(target, 'utf8')).toBe(text);
    expect(electron.dialog.showSaveDialog).toHaveBeenLastCalledWith(
      expect.objectContaining({ defaultPath: 'Spring war.adjutant-game.json', filters: [{ name: 'Adjutant game file', extensions: ['json'] }] }),
    );
  });

  it('accepts an explicitly undefined other field, as the bridge type allows', async () => {
    const target = path.join(dir, 'undefined-field.txt');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    expect(await invoke(CHANNELS.saveFile, trusted, { suggestedName: 'a.txt', kind: 'text', text: 'ok', dataBase64: undefined })).toBe(true);
    expect(await readFile(target, 'utf8')).toBe('ok');
  });

  it('resolves false and writes nothing when the GM cancels', async () => {
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    expect(await invoke(CHANNELS.saveFile, trusted, { suggestedName: 'x.txt', kind: 'text', text: 'never' })).toBe(false);
  });
});

describe('copyImageToClipboard', () => {
  it('decodes the base64 to the PNG bytes and writes that image, re-encoded, to the clipboard as one image/png item', async () => {
    await expect(invoke(CHANNELS.copyImageToClipboard, trusted, PNG_BASE64)).resolves.toBeUndefined();
    expect(electron.nativeImage.createFromBuffer).toHaveBeenCalledTimes(1);
    const image = electron.nativeImage.createFromBuffer.mock.results[0]!.value as { bytes: Buffer; toPNG(): Buffer };
    expect(Buffer.compare(image.bytes, PNG_BYTES)).toBe(0);
    expect(electron.clipboard.write).toHaveBeenCalledTimes(1);
    const [items] = electron.clipboard.write.mock.calls[0] as unknown as [Array<{ items: Record<string, Blob> }>];
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]!.items)).toEqual(['image/png']);
    const blob = items[0]!.items['image/png']!;
    expect(blob.type).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await blob.arrayBuffer()), image.toPNG())).toBe(0);
    expect(electron.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('passes a clipboard failure back to the GM instead of swallowing it', async () => {
    electron.clipboard.write.mockRejectedValueOnce(new Error('clipboard busy'));
    await expect(invoke(CHANNELS.copyImageToClipboard, trusted, PNG_BASE64)).rejects.toThrow(/clipboard busy/);
  });

  // PNG bytes padded to a multiple of 3 so their base64 has no '=' and can be extended with more
  // valid base64: the only thing wrong with the oversize data is then its size.
  const unpadded = Buffer.concat([PNG_BYTES, Buffer.alloc(2)]).toString('base64');
  const largestAllowed = unpadded + 'A'.repeat(MAX_PNG_BASE64_CHARS - unpadded.length);

  it('accepts well-formed PNG data exactly at the size limit', async () => {
    expect(largestAllowed.length).toBe(MAX_PNG_BASE64_CHARS);
    await expect(invoke(CHANNELS.copyImageToClipboard, trusted, largestAllowed)).resolves.toBeUndefined();
    expect(electron.clipboard.write).toHaveBeenCalledTimes(1);
  });

  it('refuses the same well-formed PNG data four characters over the limit, before decoding it', async () => {
    await expect(invoke(CHANNELS.copyImageToClipboard, trusted, `${largestAllowed}AAAA`)).rejects.toThrow(/refused: invalid arguments.*too big/is);
    expectNothingTouched();
  });

  it('refuses a PNG signature with nothing readable after it, leaving the clipboard alone', async () => {
    const signatureOnly = PNG_BYTES.subarray(0, 8).toString('base64');
    await expect(invoke(CHANNELS.copyImageToClipboard, trusted, signatureOnly)).rejects.toThrow(/not a readable PNG/);
    expect(electron.clipboard.write).not.toHaveBeenCalled();
  });
});

describe('copyToClipboard and appInfo', () => {
  it('copies the text exactly', async () => {
    const text = 'ENGLAND: F LON-NTH\n<b>not html</b>';
    await expect(invoke(CHANNELS.copyToClipboard, trusted, text)).resolves.toBeUndefined();
    expect(electron.clipboard.writeText).toHaveBeenCalledWith(text);
  });

  it('reports the product name, version and the electron platform', async () => {
    expect(await invoke(CHANNELS.appInfo, trusted)).toEqual({ name: 'Adjutant', version: '0.1.0', platform: 'electron' });
  });
});

describe('the streamed backup file (issue 21)', () => {
  it('saves a backup chunk by chunk to a .partial file, renamed only when complete', async () => {
    const target = path.join(dir, 'streamed.zip');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const handle = await invoke(CHANNELS.beginBackupSave, trusted, 'adjutant-backup-2026-01-01-0000.zip') as string;
    expect(handle).toMatch(/^[0-9a-f-]{36}$/);
    expect(electron.dialog.showSaveDialog).toHaveBeenCalledWith(expect.objectContaining({ defaultPath: 'adjutant-backup-2026-01-01-0000.zip', filters: [{ name: expect.any(String), extensions: ['zip'] }] }));
    await invoke(CHANNELS.writeBackupChunk, trusted, handle, new Uint8Array([0x50, 0x4b]));
    await invoke(CHANNELS.writeBackupChunk, trusted, handle, new Uint8Array([3, 4]));
    await expect(stat(target)).rejects.toThrow(); // not there until complete
    expect([...await readFile(`${target}.partial`)]).toEqual([0x50, 0x4b, 3, 4]);
    await invoke(CHANNELS.endBackupSave, trusted, handle, true);
    expect([...await readFile(target)]).toEqual([0x50, 0x4b, 3, 4]);
    await expect(stat(`${target}.partial`)).rejects.toThrow();
    // The handle is spent.
    await expect(invoke(CHANNELS.writeBackupChunk, trusted, handle, new Uint8Array([1]))).rejects.toThrow(/not open for writing/);
  });

  it('a cancelled backup leaves no file behind', async () => {
    const target = path.join(dir, 'cancelled.zip');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const handle = await invoke(CHANNELS.beginBackupSave, trusted, 'a.zip') as string;
    await invoke(CHANNELS.writeBackupChunk, trusted, handle, new Uint8Array([1, 2, 3]));
    await invoke(CHANNELS.endBackupSave, trusted, handle, false);
    await expect(stat(target)).rejects.toThrow();
    await expect(stat(`${target}.partial`)).rejects.toThrow();
  });

  it('resolves null when the GM cancels either dialog', async () => {
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    expect(await invoke(CHANNELS.beginBackupSave, trusted, 'a.zip')).toBeNull();
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: true, filePaths: [] });
    expect(await invoke(CHANNELS.openBackupForRead, trusted)).toBeNull();
  });

  it('reads a chosen backup in chunks, with no 64 MiB cap, and only through its handle', async () => {
    const big = path.join(dir, 'big-backup.zip');
    await writeFile(big, 'PK');
    await truncate(big, 200 * 1024 * 1024); // sparse: 200 MB on paper, far over the old cap
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [big] });
    const opened = await invoke(CHANNELS.openBackupForRead, trusted) as { handle: string; name: string; size: number };
    expect(opened).toMatchObject({ name: 'big-backup.zip', size: 200 * 1024 * 1024 });
    expect(electron.dialog.showOpenDialog).toHaveBeenCalledWith(expect.objectContaining({ filters: [{ name: expect.any(String), extensions: ['zip', 'json'] }], properties: ['openFile'] }));
    expect([...await invoke(CHANNELS.readBackupChunk, trusted, opened.handle, 0, 4) as Uint8Array]).toEqual([0x50, 0x4b, 0, 0]);
    // At the end of the file: fewer bytes, then none.
    expect((await invoke(CHANNELS.readBackupChunk, trusted, opened.handle, opened.size - 3, 16) as Uint8Array).length).toBe(3);
    expect((await invoke(CHANNELS.readBackupChunk, trusted, opened.handle, opened.size, 16) as Uint8Array).length).toBe(0);
    await invoke(CHANNELS.closeBackupRead, trusted, opened.handle);
    await expect(invoke(CHANNELS.readBackupChunk, trusted, opened.handle, 0, 4)).rejects.toThrow(/not open for reading/);
    // A handle never given out reads nothing.
    await expect(invoke(CHANNELS.readBackupChunk, trusted, HANDLE, 0, 4)).rejects.toThrow(/not open for reading/);
  });

  it('names the real cause of a refused backup: over the sanity cap it is "too large", with its size and the cap, and is never opened', async () => {
    // Sparse: MAX_BACKUP_STREAM_BYTES + 1 bytes on paper, nothing on disk.
    const huge = path.join(dir, 'huge-backup.zip');
    await writeFile(huge, 'PK');
    await truncate(huge, MAX_BACKUP_STREAM_BYTES + 1);
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [huge] });
    await expect(invoke(CHANNELS.openBackupForRead, trusted)).rejects.toThrow(/^huge-backup\.zip is too large: 65536 MB; a backup can be at most 65536 MB\.$/);
    // One byte less is the cap itself, which opens.
    await truncate(huge, MAX_BACKUP_STREAM_BYTES);
    const opened = await invoke(CHANNELS.openBackupForRead, trusted) as { handle: string; size: number };
    expect(opened.size).toBe(MAX_BACKUP_STREAM_BYTES);
    await invoke(CHANNELS.closeBackupRead, trusted, opened.handle);
    await rm(huge);
  });

  it('refuses to open anything but a .zip or .json backup', async () => {
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [path.join(dir, 'setup.exe')] });
    await expect(invoke(CHANNELS.openBackupForRead, trusted)).rejects.toThrow(/setup\.exe: expected a \.zip or \.json backup/);
  });
});
