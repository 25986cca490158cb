// Builds the `adjutant` command into plain JavaScript (dist/cli/), so a run never transpiles
// TypeScript. Run by `npm ci` (the `prepare` script), by `npm test` and by the CLI tests' global
// set-up.
//
// Two kinds of output (issue 18, docs/testing.md "CLI start-up"):
// - dist/cli/adjutant.mjs, the launcher: help, the list of commands and the loader, nothing of
//   any command, so `adjutant --help` reads one small file;
// - dist/cli/commands/<name>-<hash>.cjs, one bundle per command with everything it uses and
//   nothing else, loaded by the launcher through node:vm with V8's code cache
//   (cli/builtCommands.ts). CommonJS because node:vm compiles a script with cached code, not an
//   ES module (that needs --experimental-vm-modules); the hash ties each cache to its bundle.
// dist/cli/meta.json is esbuild's account of which source files went into which output; the
// tests read it to check that no command carries another's code.
//
// esbuild because it is already installed with tsx and bundles TypeScript and JSON in a second.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist/cli');

const shared = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  // Numbers written in place of the engine's layout constants (core/diplomacy/adjudicator/
  // preparedLayout.ts): esbuild turns a module's top-level const into var when bundling, which
  // V8 loads and checks at every use; about 5 % of the engine call (issue 18, docs/testing.md).
  // Names are kept (no identifier minifying), so stack traces still read as the source.
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
};

/** The command names of cli/commands/list.ts, read by bundling that one data file. */
async function commandNames() {
  const listed = await build({ ...shared, entryPoints: ['cli/commands/list.ts'], format: 'esm', write: false, sourcemap: false, metafile: false });
  const { commandList } = await import('data:text/javascript,' + encodeURIComponent(listed.outputFiles[0].text));
  return commandList.map((c) => c.name);
}

export async function buildCli() {
  rmSync(outdir, { recursive: true, force: true });
  const launcher = await build({
    ...shared,
    entryPoints: { adjutant: 'cli/run.ts' },
    outdir,
    format: 'esm',
    outExtension: { '.js': '.mjs' },
  });
  const names = await commandNames();
  const commands = await build({
    ...shared,
    entryPoints: Object.fromEntries(names.map((name) => [name, `cli/commands/${name}.ts`])),
    outdir: join(outdir, 'commands'),
    entryNames: '[name]-[hash]',
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    // A CommonJS file has no import.meta; its URL is made from __filename, which Node (and the
    // launcher's loader) give every CommonJS file. The replay worker and resvg's loader use it.
    define: { 'import.meta.url': '__adjutantModuleUrl' },
    banner: { js: 'var __adjutantModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
  const inputsOf = (result) => Object.fromEntries(Object.entries(result.metafile.outputs)
    .filter(([file]) => !file.endsWith('.map'))
    .map(([file, o]) => [file.slice('dist/cli/'.length), Object.keys(o.inputs).sort()]));
  writeFileSync(join(outdir, 'meta.json'), JSON.stringify({ ...inputsOf(launcher), ...inputsOf(commands) }, null, 1) + '\n');
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const dir = await buildCli();
  console.log(`adjutant CLI built into ${dir} in ${Math.round(performance.now() - started)} ms`);
}
