// The game file's list of record kinds (core/gameFile/recordKinds.ts) is the list the app writes:
// a kind the app writes but the list lacks would make every saved game of that family refuse to
// open; a kind the list has but nothing writes would let a wrong file through.
import { describe, expect, it } from 'vitest';
import { diplomacyRecordKinds, recordKindsByFamily } from '../../../core/gameFile/index';
import { recordKinds } from '../../../core/diplomacy/record/kinds';
import { runningKinds } from '../../../renderer/diplomacy/running/runningLog';
import { createdRecordKind, stateRecordKind } from '../../../renderer/storage/games';
import { coalitionActionKinds, coalitionSetupKind } from '../../../renderer/coalition/coalitionTypes';
import { ledgerActionKinds, ledgerSetupKind } from '../../../core/ledger/record';

describe('record kinds a game file accepts', () => {
  it('Diplomacy: exactly the kinds the game log and the running log write', () => {
    expect([...diplomacyRecordKinds].sort()).toEqual([...Object.values(recordKinds), ...Object.values(runningKinds)].sort());
  });
  it('every family: its own kinds and the two audit kinds, nothing of another family', () => {
    const audit = [createdRecordKind, stateRecordKind];
    expect([...recordKindsByFamily.diplomacy].sort()).toEqual([...audit, ...diplomacyRecordKinds].sort());
    expect([...recordKindsByFamily.coalition].sort()).toEqual([...audit, coalitionSetupKind, ...coalitionActionKinds].sort());
    expect([...recordKindsByFamily.ledger].sort()).toEqual([...audit, ledgerSetupKind, ...ledgerActionKinds].sort());
  });
});
