// Makes sure the Electron binary is there before `npm start` launches it. Since Electron 42 the
// electron package has no install script at all: its index.js downloads the binary the first time
// it is required. Fetching it here instead, only when starting the desktop app, gives the GM our
// own message if that fails (no internet: use the browser build), keeps `npm ci` working on
// offline machines (CI, where the binary can never be fetched) and `npm start` working on a
// normal one. install.js is the electron package's own downloader; it does nothing when the
// binary of the pinned version is already in place.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
const pathFile = join(electronDir, 'path.txt');
// path.txt names the executable inside dist/; both must exist for `electron .` to start.
const installed = existsSync(pathFile) && existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8')));
if (!installed) {
  console.log('Fetching the Electron binary (first start only)…');
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'inherit', cwd: electronDir });
  if (result.status !== 0) {
    console.error('Could not fetch Electron. On a machine without internet, use `npm run web` instead.');
    // A non-zero status stops `npm start` before it tries to launch a missing binary.
    process.exitCode = result.status ?? 1;
  }
}
