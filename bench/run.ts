// `npm run bench`: runs every bench/*.bench.ts (or the ones named on the command line) and prints
// what each returns. Benchmarks print per-item times and ratios; they are not pass/fail tests.
import { readdirSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The renderer's worker code imports text assets the way Vite does (`file.txt?raw`); teach Node the
// same, so a benchmark can load the worker's operations exactly as the app bundles them.
const rawTextHooks = `
export async function resolve(specifier, context, next) {
  if (!specifier.endsWith('?raw')) return next(specifier, context);
  const resolved = await next(specifier.slice(0, -4), context);
  return { url: resolved.url + '?raw', shortCircuit: true };
}
export async function load(url, context, next) {
  if (!url.endsWith('?raw')) return next(url, context);
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(new URL(url.slice(0, -4)), 'utf8');
  return { format: 'module', source: 'export default ' + JSON.stringify(text), shortCircuit: true };
}`;
register('data:text/javascript,' + encodeURIComponent(rawTextHooks));

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();

if (files.length === 0) {
  console.error(`no benchmark matches ${wanted.join(', ') || '(any)'}`);
  process.exitCode = 2;
}
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run: () => Promise<string[]> };
  const started = performance.now();
  const lines = await mod.run();
  console.log(`== ${file.replace('.bench.ts', '')} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  for (const line of lines) console.log('  ' + line);
  // A benchmark marks a missed hard goal (a frozen page) with a line starting FAIL: exit 1, loudly.
  if (lines.some((line) => line.startsWith('FAIL'))) {
    console.error(`${file}: ${lines.filter((line) => line.startsWith('FAIL')).join(' | ')}`);
    process.exitCode = 1;
  }
}
