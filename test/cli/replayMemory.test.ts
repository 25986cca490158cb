// Issue 18 item 5: `adjutant replay` streams an archive, one game at a time, so its memory does not
// grow with the number of games. The built CLI replays the same real game copied 30 times and 300
// times, in one thread and in two worker threads, and the peak memory it reports (the process's RSS
// high-water mark, workers included) may grow by less than 40 MB from the small archive to the
// large one. Kept in memory, the 270 extra games would add about 70 MB in one thread (measured by
// keeping each parsed game: 82 MB against 154 MB); streamed, they add about 10-20 MB (V8 lets its
// heap grow a little under a longer run). Memory, not time, is judged: it does not depend on the load.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gamesDir } from '../core/diplomacy/game/games';
import { tempDir } from '../tempDir';

const game = join(gamesDir, 'game_445034_RUSSIA_AFGIT.json'); // the largest of the 43 (121 KB)

function archiveOf(root: string, copies: number): string {
  const folder = join(root, `copies-${copies}`);
  mkdirSync(folder);
  for (let i = 0; i < copies; i++) copyFileSync(game, join(folder, `game-${String(i).padStart(3, '0')}.json`));
  return folder;
}

function peakMb(folder: string, jobs: number): { mb: number; games: number } {
  const r = spawnSync(process.execPath, ['bin/adjutant.mjs', 'replay', folder, '--rules', 'webdiplomacy', '--jobs', String(jobs)], { encoding: 'utf8', maxBuffer: 1 << 28 });
  expect(r.status, r.stderr).toBe(0);
  const m = /^replayed \d+ phases of (\d+) games .*peak memory (\d+) MB/m.exec(r.stdout);
  expect(m, r.stdout.slice(-300)).not.toBeNull();
  return { games: Number(m![1]), mb: Number(m![2]) };
}

describe('adjutant replay keeps memory bounded over an archive (issue 18 item 5)', () => {
  it('ten times the games costs less than 40 MB more peak memory, in one thread and in two', () => {
    const root = tempDir('adjutant-replay-memory-');
    const small = archiveOf(root, 30), large = archiveOf(root, 300);
    for (const jobs of [1, 2]) {
      const a = peakMb(small, jobs), b = peakMb(large, jobs);
      console.log(`--jobs ${jobs}: 30 games ${a.mb} MB, 300 games ${b.mb} MB`);
      expect([a.games, b.games]).toEqual([30, 300]);
      expect(b.mb - a.mb, `--jobs ${jobs}: ${a.mb} MB for 30 games, ${b.mb} MB for 300`).toBeLessThan(40);
    }
  }, 300_000);
});
