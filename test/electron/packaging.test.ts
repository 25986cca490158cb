// Build and packaging configuration: electron-builder.yml read and schema-checked by
// electron-builder's own loader (checklist 19: the fuses), electron.vite.config.ts's outputs
// agreeing with package.json, and the renderer's CSP meta tag agreeing with our header.
// Packaging itself is not run: it downloads the Electron zip, impossible offline.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../electron.vite.config';
import { CONTENT_SECURITY_POLICY } from '../../electron/security';

const projectDir = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

interface BuilderConfig {
  appId?: string;
  productName?: string;
  asar?: boolean;
  files?: Array<{ filter: string[] }>;
  linux?: { target?: string[] };
  win?: { target?: string[] };
  mac?: { target?: string[] };
  electronFuses?: Record<string, boolean>;
  publish?: unknown;
}

// app-builder-lib is electron-builder's engine (installed with it); its loader is what
// `electron-builder` itself runs on the yml, and validateConfiguration checks the JSON schema.
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string, fromOptions: null): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };

async function loadBuilderConfig(): Promise<BuilderConfig> {
  return getConfig(projectDir, path.join(projectDir, 'electron-builder.yml'), null);
}

// electron-builder compiles its JSON schema on first use: seconds on a busy machine.
const SCHEMA_TIMEOUT = 60_000;

describe('electron-builder.yml', () => {
  it('passes electron-builder\'s own schema validation', async () => {
    const config = await loadBuilderConfig();
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  }, SCHEMA_TIMEOUT);

  it('schema validation would catch a misspelt fuse (the check above is not vacuous)', async () => {
    const config = await loadBuilderConfig();
    const misspelt = { ...config, electronFuses: { ...config.electronFuses, runAsNod: false } };
    await expect(validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(/electronFuses/);
  }, SCHEMA_TIMEOUT);

  it('names the app and ships only the electron-vite output, in an asar', async () => {
    const config = await loadBuilderConfig();
    expect(config.appId).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(config.productName).toBe('Adjutant');
    expect(config.asar).toBe(true);
    const patterns = config.files?.flatMap((set) => set.filter) ?? [];
    expect(patterns).toContain('out/**/*');
    expect(patterns).toContain('!node_modules/**/*');
    expect(patterns.filter((p) => !p.startsWith('!'))).toEqual(['out/**/*', 'package.json']);
    expect(config.publish).toBeNull();
  });

  it('builds Linux AppImage + deb, Windows NSIS and macOS dmg', async () => {
    const config = await loadBuilderConfig();
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
  });

  it('flips every security fuse (checklist 19)', async () => {
    const config = await loadBuilderConfig();
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      enableCookieEncryption: true,
    });
  });
});

describe('electron.vite.config.ts', () => {
  const config = viteConfig as {
    main: { build: { outDir: string; externalizeDeps: boolean; rolldownOptions: { input: Record<string, string> } } };
    preload: { build: { outDir: string; externalizeDeps: boolean; rolldownOptions: { input: Record<string, string>; output: { format: string; entryFileNames: string } } } };
    renderer: { root: string; base: string; build: { outDir: string; rolldownOptions: { input: Record<string, string> } } };
  };
  const pkg = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { main: string; type: string };
  const rel = (p: string) => path.relative(projectDir, p).split(path.sep).join('/');

  it('builds main from electron/main.ts to package.json\'s "main" (ES module, dependencies bundled)', () => {
    expect(rel(config.main.build.rolldownOptions.input.index)).toBe('electron/main.ts');
    expect(pkg.type).toBe('module'); // so electron-vite emits ES and names it index.js
    expect(`${rel(config.main.build.outDir)}/index.js`).toBe(pkg.main);
    expect(config.main.build.externalizeDeps).toBe(false);
  });

  it('builds the preload as CommonJS .cjs, as a sandboxed preload must be, where main.ts looks for it', () => {
    expect(rel(config.preload.build.rolldownOptions.input.index)).toBe('electron/preload.ts');
    expect(config.preload.build.rolldownOptions.output).toMatchObject({ format: 'cjs', entryFileNames: '[name].cjs' });
    expect(rel(config.preload.build.outDir)).toBe('out/preload');
    expect(config.preload.build.externalizeDeps).toBe(false);
  });

  it('builds the renderer from renderer/index.html to out/renderer with relative asset URLs', () => {
    expect(rel(config.renderer.root)).toBe('renderer');
    expect(rel(config.renderer.build.rolldownOptions.input.index)).toBe('renderer/index.html');
    expect(rel(config.renderer.build.outDir)).toBe('out/renderer');
    expect(config.renderer.base).toBe('./');
  });
});

describe('the renderer CSP meta tag', () => {
  it('matches the app:// header, except frame-ancestors which a meta tag cannot carry (checklist 7)', () => {
    const html = readFileSync(path.join(projectDir, 'renderer', 'index.html'), 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
    expect(meta, 'renderer/index.html has a CSP meta tag').not.toBeNull();
    const directives = (policy: string) => new Set(policy.split(';').map((d) => d.trim().replace(/\s+/g, ' ')).filter(Boolean));
    const header = directives(CONTENT_SECURITY_POLICY);
    header.delete("frame-ancestors 'none'");
    expect(directives(meta?.[1] ?? '')).toEqual(header);
  });
});

// Checklist 16: a current Electron. The Electron project supports the newest three majors; in
// November 2026 that is 43, 44 and 45 (45 being the newest). Raise the floor when 46 ships.
const OLDEST_SUPPORTED_ELECTRON_MAJOR = 43;

describe('the Electron version (checklist 16)', () => {
  const pkg = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { devDependencies: Record<string, string>; scripts: Record<string, string> };
  const pinned = pkg.devDependencies.electron ?? '';

  it('pins one exact Electron release of a supported major', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(pinned.split('.')[0])).toBeGreaterThanOrEqual(OLDEST_SUPPORTED_ELECTRON_MAJOR);
  });

  it('is the release actually installed, whose types the shell is compiled against', () => {
    const installed = require('electron/package.json') as { version: string };
    expect(installed.version).toBe(pinned);
  });

  it('npm start builds, fetches the binary if missing, then launches', () => {
    expect(pkg.scripts.start).toBe('electron-vite build && node tools/ensure-electron.mjs && electron .');
  });
});

