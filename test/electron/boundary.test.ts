// Source rules for electron/: the shell holds no game logic, never opens untrusted URLs
// externally, and the sandboxed preload requires nothing but 'electron' at run time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const electronDir = path.resolve(import.meta.dirname, '../../electron');
const sources = readdirSync(electronDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(electronDir, file), 'utf8') }));

/** Every module specifier a file imports, re-exports or requires, with whether it is type-only. */
function importsOf(text: string): Array<{ specifier: string; typeOnly: boolean }> {
  const found: Array<{ specifier: string; typeOnly: boolean }> = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    const specifier = match[3] ?? match[4] ?? match[5];
    if (specifier) found.push({ specifier, typeOnly: Boolean(match[2]) });
  }
  return found;
}

describe('electron/ boundary', () => {
  it('the import scanner sees multi-line, type-only, side-effect, require and dynamic imports', () => {
    const sample = [
      "import {\n  adjudicate,\n  type Order,\n} from '../core/diplomacy/adjudicator';",
      "import type { Variant } from '../core/diplomacy/types';",
      "import './side-effect';",
      "export { x } from '../core/x';",
      "const fs = require('node:fs');",
      "const later = await import('../core/late');",
    ].join('\n');
    expect(importsOf(sample)).toEqual([
      { specifier: '../core/diplomacy/adjudicator', typeOnly: false },
      { specifier: '../core/diplomacy/types', typeOnly: true },
      { specifier: './side-effect', typeOnly: false },
      { specifier: '../core/x', typeOnly: false },
      { specifier: 'node:fs', typeOnly: false },
      { specifier: '../core/late', typeOnly: false },
    ]);
  });

  it('finds the shell sources', () => {
    expect(sources.map((s) => s.file).sort()).toEqual(
      expect.arrayContaining(['main.ts', 'preload.ts', 'ipc.ts', 'protocol.ts', 'security.ts', 'hardening.ts']),
    );
  });

  it('no file under electron/ imports from core/ (the shell holds no game logic)', () => {
    for (const { file, text } of sources) {
      for (const { specifier } of importsOf(text)) {
        const resolved = specifier.startsWith('.') ? path.resolve(electronDir, path.dirname(file), specifier) : specifier;
        expect(resolved, `${file} imports ${specifier}`).not.toMatch(/(^|[\\/])core([\\/]|$)/);
      }
    }
  });

  it('reaches the renderer only for the bridge types, type-only', () => {
    for (const { file, text } of sources) {
      for (const { specifier, typeOnly } of importsOf(text)) {
        if (specifier.includes('renderer/')) {
          expect(specifier, file).toBe('../renderer/platform/bridge');
          expect(typeOnly, `${file} must use import type for ${specifier}`).toBe(true);
        }
      }
    }
  });

  it('the preload imports only electron and the channel names (sandboxed preloads cannot require more)', () => {
    const preload = sources.find((s) => s.file === 'preload.ts');
    const runtime = importsOf(preload?.text ?? '').filter((i) => !i.typeOnly).map((i) => i.specifier);
    expect(runtime.sort()).toEqual(['./channels', 'electron']);
  });

  it('never calls shell.openExternal, loads file:// or turns a protection off (checklist 15, 2, 3, 4, 6, 8, 9, 10)', () => {
    for (const { file, text } of sources) {
      const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(code, file).not.toMatch(/openExternal/);
      expect(code, file).not.toMatch(/loadFile\s*\(|file:\/\//);
      expect(code, file).not.toMatch(/nodeIntegration\w*\s*:\s*true/);
      expect(code, file).not.toMatch(/(contextIsolation|sandbox|webSecurity)\s*:\s*false/);
      expect(code, file).not.toMatch(/(allowRunningInsecureContent|experimentalFeatures|webviewTag)\s*:\s*true/);
      expect(code, file).not.toMatch(/enableBlinkFeatures|bypassCSP\s*:\s*true/);
      expect(code, file).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\s*[,)]/);
    }
  });
});
