// Issue 18 items 2 and 3, "docs/cli.md documents each [command] with an example": every example
// under "## adjutant ledger" (and "## adjutant coalition") in docs/cli.md is run here, in the order written, as the real
// `adjutant` process in one folder, as a rules keeper copying them into a shell would. Each must exit
// 0 with nothing on standard error, and a line printed under an example in the docs must be in
// what it prints. Every subcommand the section's synopsis names must have an example. So an example
// that has gone stale (a flag renamed, a step missing before it) fails here, not for the reader.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedPath } from '../core/ledger/seeds';
import { tempDir } from '../tempDir';

const repo = join(import.meta.dirname, '../..');

/** The text of docs/cli.md from a "## " heading to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/cli.md has no "${heading}"`);
  const end = markdown.indexOf('\n## ', start + heading.length + 2);
  return markdown.slice(start, end < 0 ? undefined : end);
}

interface Example { line: string; words: string[]; stdout?: string; shows: string[] }

/**
 * Shell words of one command line: double-quoted words kept whole, `> file` taken as where standard
 * output goes. Enough for the docs' examples; a shell feature beyond these is refused, not guessed.
 */
function shellWords(line: string): { words: string[]; stdout?: string } {
  const words: string[] = [];
  let stdout: string | undefined;
  const re = /"([^"]*)"|(>)|([^\s"]+)/g;
  let redirect = false;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (m[2]) { redirect = true; continue; }
    const word = m[1] ?? m[3]!;
    if (/[|&;$`'<]/.test(word) && m[1] === undefined) throw new Error(`docs/cli.md example uses a shell feature this test does not run: ${line}`);
    if (redirect) { stdout = word; redirect = false; } else words.push(word);
  }
  return { words, stdout };
}

/**
 * The examples of a section: indented lines that start with `adjutant`, with `\` continuations
 * joined; the synopsis lines (they hold `<placeholders>`, `[options]` or `a|b` choices) are not
 * examples. Indented lines right under an example that are not commands are what it prints.
 */
function examples(text: string): { examples: Example[]; synopsis: string[] } {
  const lines = text.split('\n');
  const out: Example[] = [];
  const synopsis: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^ {4}adjutant /.test(lines[i]!)) continue;
    let line = lines[i]!.trim();
    while (line.endsWith('\\')) line = `${line.slice(0, -1).trimEnd()} ${lines[++i]!.trim()}`;
    if (/<[a-z]|\[|\|/i.test(line.replace(/"[^"]*"/g, '""')) && !/ > \S+$/.test(line)) {
      while (/^ {20,}\S/.test(lines[i + 1] ?? '')) line += ` ${lines[++i]!.trim()}`; // a synopsis wrapped under itself
      synopsis.push(line);
      continue;
    }
    const shows: string[] = [];
    while (/^ {4}\S/.test(lines[i + 1] ?? '') && !/^ {4}adjutant /.test(lines[i + 1]!)) shows.push(lines[++i]!.trim());
    out.push({ line, ...shellWords(line), shows });
  }
  return { examples: out, synopsis };
}

/** Runs each example in `dir` as the real process: exit 0, nothing on standard error, and what the docs show. */
function runAll(list: Example[], dir: string): void {
  for (const example of list) {
    const r = spawnSync(process.execPath, [join(repo, 'bin/adjutant.mjs'), ...example.words.slice(1)], { cwd: dir, encoding: 'utf8' });
    expect({ example: example.line, status: r.status, stderr: r.stderr }).toEqual({ example: example.line, status: 0, stderr: '' });
    expect(r.stdout.length, example.line).toBeGreaterThan(0);
    if (example.stdout !== undefined) writeFileSync(join(dir, example.stdout), r.stdout);
    for (const shown of example.shows) expect(r.stdout, example.line).toContain(shown);
  }
}

const cliDocs = readFileSync(join(repo, 'docs/cli.md'), 'utf8');
const ledger = section(cliDocs, '## adjutant ledger');
const found = examples(ledger);

describe('docs/cli.md: every `adjutant ledger` example runs (issue 18 item 2)', () => {
  it('every subcommand the synopsis names has an example', () => {
    // "adjutant ledger create|show|…|publish <ledger.json> …": the words before the first argument.
    const subcommands = found.synopsis.flatMap((line) => /^adjutant ledger ((?:[a-z-]+\|\s*)*[a-z-]+)/.exec(line.replace(/\|\s+/g, '|'))![1]!.split('|'));
    expect(subcommands.length).toBeGreaterThanOrEqual(17);
    const exemplified = new Set(found.examples.map((e) => e.words[2]));
    expect(subcommands.filter((w) => !exemplified.has(w))).toEqual([]);
  });

  it('runs each example in the order written, each exits 0, and prints what the docs show under it', () => {
    const dir = tempDir('ledger-doc-examples-');
    // The files the examples name: the seeds under the names the docs give them, and the app's game file.
    copyFileSync(seedPath('003'), join(dir, 'seed-003.json'));
    copyFileSync(seedPath('002'), join(dir, 'seed-002.txt'));
    copyFileSync(seedPath('000'), join(dir, 'seed-000.txt'));
    copyFileSync(join(repo, 'test/fixtures/gamefile/ledger-schema1.adjutant-game.json'), join(dir, 'Nomic.adjutant-game.json'));
    expect(found.examples.length).toBeGreaterThanOrEqual(25);
    runAll(found.examples, dir);
    // The round trip the docs promise for convert: the seed comes back byte for byte.
    expect(readFileSync(join(dir, 'seed-003-again.json'), 'utf8')).toBe(readFileSync(join(dir, 'seed-003.json'), 'utf8'));
  }, 180_000);
});

describe('docs/cli.md: the `adjutant coalition` example runs (issue 18 item 3)', () => {
  it('coalition map writes the PNG it says, from the sample round and thread in assets/', () => {
    const dir = tempDir('coalition-doc-examples-');
    symlinkSync(join(repo, 'assets'), join(dir, 'assets'));
    const coalition = examples(section(cliDocs, '## adjutant coalition'));
    expect(coalition.examples.map((e) => e.words[2])).toContain('map');
    runAll(coalition.examples, dir);
    expect(readFileSync(join(dir, 'turn-1-map.png')).subarray(1, 4).toString()).toBe('PNG');
  }, 60_000);
});
