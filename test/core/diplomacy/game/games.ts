// The 43 dipcc games of shared/reference/games/webdiplomacy-cicero (facebookresearch/
// diplomacy_cicero, MIT): 40 webDiplomacy games played by Cicero and 3 small games from dipcc's
// own unit tests. `shared/` sits beside the repository clone (here /work/shared, in CI
// <repo>/../shared), so the path is resolved from this file, never from the working directory.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const gamesDir = join(repoRoot, '..', 'shared', 'reference', 'games', 'webdiplomacy-cicero');

export function gameFiles(): string[] {
  return readdirSync(gamesDir).filter((f) => f.endsWith('.json')).sort();
}

export function loadGameJson(file: string): unknown {
  return JSON.parse(readFileSync(join(gamesDir, file), 'utf8'));
}

/** `game_433761_ENGLAND_AG.json` → `game_433761`; unit-test games keep their full name. */
export function gameLabel(file: string): string {
  const m = /^(game_\d+)_/.exec(file);
  return m ? m[1]! : file.replace(/\.json$/, '');
}
