// The restore question as the GM sees it: refused rows listed with their reasons, one question per
// clashing game, and no Restore until every question has an answer.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RestoreDialog } from '../../../renderer/app/RestoreDialog';
import { uiStore } from '../../../renderer/app/store';
import { appDb } from '../../../renderer/storage/db';
import { addRawInput, createGame } from '../../../renderer/storage/games';
import { checkRestore } from '../../../renderer/storage/backupStream';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.replaceChildren();
  uiStore.setState({ pendingRestore: null, notice: null });
  await appDb().delete();
  await appDb().open();
});

describe('RestoreDialog', () => {
  it('lists refused rows, asks per clashing game, and restores only the answer given', async () => {
    const db = appDb();
    const here = await createGame(db, { name: 'Here', family: 'diplomacy', variant: 'standard', profile: null, phase: 'S1901M' });
    const herMail = await addRawInput(db, { gameId: here.id, sourceName: 'england.eml', text: 'F Lon - Nth' });
    const bytes = new TextEncoder().encode(JSON.stringify({
      format: 'adjutant-backup', schemaVersion: 2, exportedAt: 1, appVersion: 'crafted',
      tables: {
        games: [{ id: 'n', name: '<b>Newcomer</b>', family: 'diplomacy', variant: 'standard', profile: null, createdAt: 1, updatedAt: 1, phase: 'S1901M', settings: {} }],
        records: [{ id: 'orphan', gameId: 'ghost', kind: 'x', phase: 'S1901M', payload: null, createdAt: 1 }],
        rawInputs: [{ id: herMail.id, gameId: 'n', receivedAt: 1, sourceName: 'x.eml', text: 'theirs', lineCount: 1 }],
        meta: [],
      },
    }));
    const read = async (offset: number, length: number) => bytes.slice(offset, offset + length);
    const check = await checkRestore(db, { name: 'crafted.json', size: bytes.length, read });
    const file = { handle: 'h', name: 'crafted.json', size: bytes.length };
    // The dialog's Restore reads the file again through the platform: this test's file is in memory.
    const { platform } = await import('../../../renderer/platform');
    platform.readBackupChunk = async (_h, offset, length) => read(offset, length);
    platform.closeBackupRead = async () => {};
    uiStore.getState().askRestore({ check, file });

    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<RestoreDialog />));
    const dialog = container.querySelector('[data-testid="restore-conflict"]')!;
    expect(dialog.querySelector('[data-testid="restore-refused"]')?.textContent).toContain('Record orphan: it belongs to game ghost, which this file does not contain.');
    const question = dialog.querySelector('[data-testid="restore-game"]')!;
    // Hostile text stays text.
    expect(question.querySelector('legend')?.textContent).toBe('<b>Newcomer</b>');
    expect(question.querySelector('b')).toBeNull();
    expect(question.textContent).toContain('the mail "england.eml" of "Here"');
    const restore = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Restore')!;
    expect(restore.disabled).toBe(true);

    const keepBoth = [...question.querySelectorAll('label')].find((l) => l.textContent?.includes('Keep both'))!.querySelector('input')!;
    await act(async () => keepBoth.click());
    expect(restore.disabled).toBe(false);
    await act(async () => restore.click());
    for (let i = 0; i < 100 && !uiStore.getState().notice; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(uiStore.getState().notice).toEqual({ text: 'Restored crafted.json: 0 added, 1 added as copies, 1 row refused.', tone: 'info' });
    expect(await db.rawInputs.get(herMail.id)).toEqual(herMail);
    expect(await db.records.get('orphan')).toBeUndefined();
  });
});
