// Builds the `adjutant` command into plain JavaScript (dist/cli/), so a run never transpiles
// TypeScript: it starts in the time Node takes to load one small module. Run by `npm ci`
// (the `prepare` script), by `npm test` and by the CLI tests' global set-up.
//
// esbuild because it is already installed with tsx, bundles TypeScript and JSON in well under a
// second, and splits each command into its own chunk, so `adjutant --help` loads none of them.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist/cli');

export async function buildCli() {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { adjutant: 'cli/run.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    // Numbers written in place of the engine's layout constants (core/diplomacy/adjudicator/
    // preparedLayout.ts): esbuild turns a module's top-level const into var when bundling, which
    // V8 loads and checks at every use; about 5 % of the engine call (issue 18, docs/testing.md).
    // Names are kept (no identifier minifying), so stack traces still read as the source.
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const dir = await buildCli();
  console.log(`adjutant CLI built into ${dir} in ${Math.round(performance.now() - started)} ms`);
}
