// A temporary folder for a test that writes files, removed again when it is no longer needed, so
// that a run leaves nothing in the system's temporary folder (a CI machine would otherwise gather
// one folder per test per run until its disk fills).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/**
 * A fresh folder named `<prefix>XXXXXX` under the system's temporary folder. Made inside a test (or a
 * helper a test calls), it is removed when that test finishes, passed or failed; made while a file's
 * tests are being collected (a folder the whole file shares), it is removed after the file's last test.
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    // Not inside a running test: vitest refuses onTestFinished, so the folder lives as long as the file.
    afterAll(remove);
  }
  return dir;
}
