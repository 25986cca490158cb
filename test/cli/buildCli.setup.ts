// Global set-up of the cli test project: build dist/cli from the current sources, so the tests
// that spawn bin/adjutant.mjs run exactly the code they check.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['tools/build-cli.mjs'], { stdio: 'inherit' });
}
