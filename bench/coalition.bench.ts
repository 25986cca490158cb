// Benchmark: resolve one Coalition Wargame turn of 200 armies and 300 movement posts (goal < 20 ms).
// Run: npx tsx bench/run.ts coalition
import sample from '../assets/coalition/sample-round.json';
import { loadRound, resolveTurn, COLUMNS, SeededRandom, type Army, type Round } from '../core/coalition/index';

export function buildTurn(): { round: Round; text: string } {
  const loaded = loadRound(sample);
  if (!loaded.ok) throw new Error(loaded.problems.join('; '));
  const round = loaded.round;
  const rng = new SeededRandom(2026);
  const used = new Set<string>([...round.bases, ...round.portals, ...round.towns].map((s) => s.square));
  const armies: Army[] = [];
  for (let i = 0; i < 200; i++) {
    const team = i % 2 === 0 ? 'Coalition' : 'Phyrexia';
    let square = '';
    do { square = `${rng.roll(38, 'row')}${COLUMNS[rng.roll(14, 'column') - 1]}`; } while (used.has(square));
    used.add(square);
    const rank = (3 + (i % 4)) as 3 | 4 | 5 | 6;
    const size = 7 - rank;
    armies.push({
      name: `Army ${i}`, team, rank, factions: team === 'Coalition' ? ['Red'] : [], square, days: 0, losses: [],
      slots: [5000, 2500, 1500, 1000].map((n, s) => [{ name: `Army ${i} ${size + s}/${size + s}`, power: size + s, toughness: size + s, colours: [team === 'Coalition' ? 'R' : 'B'], count: n, full: n }]),
    });
  }
  round.armies = armies;
  round.players = armies.map((a) => ({ name: a.name, team: a.team as 'Coalition' | 'Phyrexia', rank: a.team === 'Coalition' ? 'Captain' : 'Evincar' }));
  round.control = { entries: [], contingencies: {} };
  const posts: string[] = [];
  for (let p = 0; p < 300; p++) {
    const a = armies[p % 200]!;
    const row = Number(a.square.slice(0, -1)), col = COLUMNS.indexOf(a.square.slice(-1));
    const dr = rng.roll(5, 'dr') - 3, dc = rng.roll(3, 'dc') - 2;
    const to = `${Math.min(38, Math.max(1, row + dr))}${COLUMNS[Math.min(13, Math.max(0, col + dc))]}`;
    const there = armies.find((b) => b.square === to && b !== a);
    const suffix = there ? (there.team === a.team ? `; replace ${there.name}` : `; engage ${there.name}`) : '';
    const minute = String(p % 60).padStart(2, '0');
    posts.push(`--- ${a.name} @ 2026-11-19 ${String(10 + Math.floor(p / 60)).padStart(2, '0')}:${minute} ---\n${a.name}: ${a.square} > ${to}${suffix}\nSome chatter about the weather.`);
  }
  return { round, text: posts.join('\n\n') };
}

export async function run(): Promise<string[]> {
  const { round, text } = buildTurn();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 20; i++) resolveTurn(round, text, { seed: i }); // warm-up (JIT)
  for (let i = 0; i < 100; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    resolveTurn(round, text, { seed: i });
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]!;
  // On a shared machine wall time includes waiting for a core; CPU time shows the work itself.
  const cpuMedian = cpu[Math.floor(cpu.length / 2)]!;
  const { report } = resolveTurn(round, text, { seed: 1 });
  return [
    `coalition: resolve a turn of ${round.armies.length} armies and 300 posts (${report.movements.length} moves, ${report.battles.length} battles)`,
    `  wall: median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, min ${times[0]!.toFixed(2)} ms over ${times.length} runs (goal < 20 ms: ${median < 20 ? 'met' : 'NOT met'})`,
    `  cpu:  median ${cpuMedian.toFixed(2)} ms (process user+system time per turn)`,
  ];
}
