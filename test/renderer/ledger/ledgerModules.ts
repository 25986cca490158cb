// What the ledger workspace tests load, imported only when asked: each test file first installs
// fake-indexeddb and mocks the worker client, and these modules must see both.
export async function ledgerModules() {
  const { appDb } = await import('../../../renderer/storage/db');
  const { createGame } = await import('../../../renderer/storage/games');
  const records = await import('../../../renderer/ledger/ledgerRecords');
  const { LedgerWorkspace } = await import('../../../renderer/ledger/LedgerWorkspace');
  const { ledgerApi } = await import('../../../renderer/worker/ledgerApi');
  const { platform } = await import('../../../renderer/platform/index');
  return { db: appDb(), createGame, ...records, LedgerWorkspace, ledgerApi, platform };
}
