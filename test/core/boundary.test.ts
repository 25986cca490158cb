// core/ is pure TypeScript: it runs unchanged in the worker, the CLI and vitest, so it may not
// import UI, storage, Electron or Node modules. This test reads every source file under core/
// and fails on any such import (static, re-export, dynamic import() or require()), and on any
// relative import that leaves core/ for anything but assets/.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const coreDir = join(repoRoot, 'core');
const assetsDir = join(repoRoot, 'assets');

/** Packages core must never import (a subpath such as react-dom/client counts as its package). */
const forbiddenPackages = ['react', 'react-dom', 'dexie', 'konva', 'react-konva', 'electron', 'zustand', 'comlink', 'fs', 'path', 'os', 'child_process'];
/** Any node:* built-in, and dexie add-ons such as dexie-export-import. */
const forbiddenPrefixes = ['node:', 'dexie-'];

function isForbidden(specifier: string): boolean {
  if (forbiddenPrefixes.some((p) => specifier.startsWith(p))) return true;
  const parts = specifier.split('/');
  const pkg = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return forbiddenPackages.includes(pkg);
}

/** Every module specifier a TypeScript source names, comments ignored. */
export function importedModules(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');
  const specifiers: string[] = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g, // import x from 'm'
    /\bimport\s*['"]([^'"]+)['"]/g, // import 'm'
    /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g, // export … from 'm'
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // import('m')
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // require('m')
  ];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) specifiers.push(m[1]!);
  return specifiers;
}

/**
 * Forbidden imports of a source file. `file` (its path) also checks relative imports: core may
 * reach core/ and assets/ (variant JSON), never renderer/, electron/, cli/ or test/.
 */
export function forbiddenImports(source: string, file: string = join(coreDir, 'x.ts')): string[] {
  return importedModules(source).filter((m) => {
    if (m.startsWith('.')) {
      const target = resolve(dirname(file), m);
      return ![coreDir, assetsDir].some((allowed) => target === allowed || target.startsWith(allowed + sep));
    }
    return isForbidden(m);
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|cts|js|mjs)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('core/ boundary', () => {
  it('no file under core/ imports React, Dexie, Konva, Electron, zustand, comlink, Node modules or the app layers', () => {
    const files = sourceFiles(coreDir);
    expect(files.length).toBeGreaterThan(0);
    const offences = files.flatMap((f) => forbiddenImports(readFileSync(f, 'utf8'), f).map((m) => `${relative(repoRoot, f)} imports '${m}'`));
    expect(offences).toEqual([]);
  });

  it('the scanner catches each kind of planted bad import', () => {
    const planted = [
      `import React from 'react';`,
      `import { createRoot } from "react-dom/client";`,
      `import type { Table } from 'dexie';`,
      `import { exportDB } from 'dexie-export-import';`,
      `import Konva from 'konva';`,
      `import { Stage } from 'react-konva';`,
      `import { ipcRenderer } from 'electron';`,
      `import { create } from 'zustand/vanilla';`,
      `import * as Comlink from 'comlink';`,
      `import { readFileSync } from 'node:fs';`,
      `import fs from 'fs';`,
      `import { readFile } from 'fs/promises';`,
      `import { join,\n  dirname } from 'path';`,
      `import os from 'os';`,
      `const cp = require('child_process');`,
      `const m = await import('node:worker_threads');`,
      `export { spawn } from 'child_process';`,
      `export * from 'node:crypto';`,
      `import 'electron';`,
      `import { appDb } from '../../renderer/storage/db';`,
      `import type { Command } from '../../cli/io';`,
    ];
    const plantedIn = join(coreDir, 'diplomacy', 'planted.ts');
    for (const line of planted) expect(forbiddenImports(line, plantedIn), line).toHaveLength(1);
  });

  it('allows what core may use: relative modules, asset JSON, zod', () => {
    const allowed = [
      `import { z } from 'zod';`,
      `import standard from '../../assets/variants/standard/variant.json';`,
      `import type { Variant } from './variant';`,
      `export { getVariant } from './variants';`,
      `// an example in a comment: import fs from 'fs';`,
      `/* import React from 'react'; */`,
      `const url = 'https://example.org/react'; // not an import`,
      `const pathway = reactive(os1);`,
    ];
    const plantedIn = join(coreDir, 'diplomacy', 'planted.ts');
    for (const line of allowed) expect(forbiddenImports(line, plantedIn), line).toEqual([]);
  });
});
