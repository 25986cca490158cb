// Row ids (#21 item 3): 16 base64url characters from 12 random bytes.
import { describe, expect, it } from 'vitest';
import { newRowId, rowIdOf } from '../../../core/gameFile/rowId';

describe('row ids', () => {
  it('are the base64url text (RFC 4648 §5, no padding) of their 12 bytes', () => {
    for (const bytes of [new Uint8Array(12), Uint8Array.from({ length: 12 }, (_, i) => 255 - i * 7), Uint8Array.from([251, 255, 191, 0, 1, 2, 62, 63, 248, 128, 64, 32])]) {
      expect(rowIdOf(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    }
    expect(() => rowIdOf(new Uint8Array(16))).toThrow(/12 bytes, not 16/);
  });
  it('are new each time: 16 URL- and file-safe characters, no two alike in 20,000', () => {
    const ids = Array.from({ length: 20_000 }, newRowId);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{16}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
