// A Diplomacy game's log rebuilt from its records alone (core/diplomacy/record/gameLog): what the
// app, a backup check and the CLI all read a game through.
import { describe, expect, it } from 'vitest';
import { buildGameLog } from '../../../../core/diplomacy/record/gameLog';

describe('game log from records', () => {
  it('ignores records of other kinds and mails whose raw input is missing', async () => {
    // Rows as a database or a game file holds them (more fields than the log reads).
    const rows = [
      { id: '1', gameId: 'g', kind: 'audit:created', phase: 'S1901M', payload: {}, createdAt: 1 },
      { id: '2', gameId: 'g', kind: 'diplomacy:mail', phase: 'S1901M', payload: { rawInputId: 'gone', slot: 'start', assignedPower: null, editOf: null }, createdAt: 2 },
    ];
    const log = buildGameLog(rows, []);
    expect(log.mails).toEqual({});
    expect(log.head).toBeNull();
  });
});
