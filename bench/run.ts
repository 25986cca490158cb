// `npm run bench`: runs every bench/*.bench.ts (or the ones named on the command line) and prints
// what each returns. Benchmarks print per-item times and ratios; they are not pass/fail tests.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
}
