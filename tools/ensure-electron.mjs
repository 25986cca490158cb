// Makes sure the Electron binary is there before `npm start` launches it. npm 11 gates install
// scripts, so electron's postinstall (which downloads the binary) may not have run during
// `npm ci`; running it here, only when starting the desktop app, keeps `npm ci` working on offline
// machines (CI, where the binary can never be fetched) and `npm start` working on a normal one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
// electron's own index.js finds the binary through path.txt, written by its install script.
if (!existsSync(join(electronDir, 'path.txt'))) {
  console.log('Fetching the Electron binary (first start only)…');
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'inherit', cwd: electronDir });
  if (result.status !== 0) {
    console.error('Could not fetch Electron. On a machine without internet, use `npm run web` instead.');
    // A non-zero status stops `npm start` before it tries to launch a missing binary.
    process.exitCode = result.status ?? 1;
  }
}
