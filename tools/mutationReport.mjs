// Reading Stryker's JSON reports (reports/mutation/<module>/<file>.json) to see where a mutation run's
// time goes and whether a change to the set-up lost a kill (issue 19):
//
//   node tools/mutationReport.mjs time reports/mutation/adjudicator
//     per mutated file: mutants by status and the seconds Stryker's runs of them took (a mutant's
//     `duration`: its vitest run, wall); per test file: how many mutants it covers, how many it was
//     the first to fail on (Stryker stops a mutant's run at its first failing test), and how many
//     survivors it covers (each survivor runs every covering test in full).
//   node tools/mutationReport.mjs diff BEFORE_DIR AFTER_DIR
//     every mutant whose status differs between two runs of the same code (matched by file, place,
//     mutator and replacement), and each file's killed/timeout/survived counts before and after.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function reportsIn(dir) {
  return readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.incremental.json')).sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

function mutantsOf(report) {
  return Object.entries(report.files).flatMap(([file, { mutants }]) => mutants.map((m) => ({ ...m, file })));
}

/** A mutant's identity that does not depend on Stryker's numbering (which differs between runs). */
function keyOf(m) {
  const { start, end } = m.location;
  return `${m.file}:${start.line}:${start.column}-${end.line}:${end.column} ${m.mutatorName} ${m.replacement ?? ''}`;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const seconds = (ms) => (ms / 1000).toFixed(1);

function time(dir) {
  const testStats = new Map();
  const stat = (file) => testStats.get(file) ?? testStats.set(file, { covers: 0, firstKills: 0, survivorsCovered: 0 }).get(file);
  let total = 0;
  for (const report of reportsIn(dir)) {
    const testFileOf = new Map();
    for (const [file, { tests }] of Object.entries(report.testFiles ?? {})) for (const t of tests) testFileOf.set(t.id, file);
    const byStatus = {};
    for (const m of mutantsOf(report)) {
      const s = (byStatus[m.status] ??= { count: 0, ms: 0 });
      s.count++; s.ms += m.duration ?? 0; total += m.duration ?? 0;
      const covering = new Set((m.coveredBy ?? []).map((id) => testFileOf.get(id)));
      for (const f of covering) { stat(f).covers++; if (m.status === 'Survived') stat(f).survivorsCovered++; }
      for (const f of new Set((m.killedBy ?? []).map((id) => testFileOf.get(id)))) stat(f).firstKills++;
    }
    const file = Object.keys(report.files)[0];
    console.log(`${file}: ${Object.entries(byStatus).map(([k, v]) => `${k} ${v.count} (${seconds(v.ms)} s)`).join(', ')}`);
  }
  console.log(`all mutants' runs: ${seconds(total)} s\n\ntest file: mutants covered, first to fail on, survivors covered`);
  for (const [file, s] of [...testStats].sort((a, b) => b[1].firstKills - a[1].firstKills)) console.log(`  ${file}: ${s.covers}, ${s.firstKills}, ${s.survivorsCovered}`);
}

function diff(before, after) {
  const a = new Map(reportsIn(before).flatMap(mutantsOf).map((m) => [keyOf(m), m]));
  const b = new Map(reportsIn(after).flatMap(mutantsOf).map((m) => [keyOf(m), m]));
  let changed = 0;
  for (const [key, m] of a) {
    const other = b.get(key);
    if (!other) { console.log(`only before: ${key} ${m.status}`); changed++; }
    else if (other.status !== m.status && !(DETECTED.has(other.status) && DETECTED.has(m.status))) { console.log(`${key}: ${m.status} -> ${other.status}`); changed++; }
    else if (other.status !== m.status) console.log(`(detected either way) ${key}: ${m.status} -> ${other.status}`);
  }
  for (const key of b.keys()) if (!a.has(key)) { console.log(`only after: ${key} ${b.get(key).status}`); changed++; }
  const counts = (map) => [...map.values()].reduce((c, m) => ({ ...c, [m.status]: (c[m.status] ?? 0) + 1 }), {});
  console.log(`before ${JSON.stringify(counts(a))}\nafter  ${JSON.stringify(counts(b))}\n${changed} mutants detected in one run and not the other (or missing from one)`);
  process.exitCode = changed ? 1 : 0;
}

const [command, ...dirs] = process.argv.slice(2);
if (command === 'time' && dirs.length === 1 && existsSync(dirs[0])) time(dirs[0]);
else if (command === 'diff' && dirs.length === 2 && dirs.every(existsSync)) diff(dirs[0], dirs[1]);
else { console.error('usage: node tools/mutationReport.mjs time DIR | diff BEFORE_DIR AFTER_DIR'); process.exitCode = 2; }
