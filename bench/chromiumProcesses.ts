// The processes of one Chromium profile, read from /proc (Linux): which they are, their resident
// memory and the CPU time they used. The backup bench and the IndexedDB rows bench measure by
// them, since on a shared machine CPU seconds hardly move with the load while wall times do.
import { readdirSync, readFileSync } from 'node:fs';

/** Pids of every process descended from the Chromium whose command line holds `marker`. */
export function profileProcesses(marker: string): { pid: number; renderer: boolean; kind: string }[] {
  const parents = new Map<number, number>();
  const cmd = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      cmd.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch { /* gone */ }
  }
  const roots = [...cmd].filter(([, c]) => c.includes(marker) && !c.includes('--type=')).map(([pid]) => pid);
  const out: { pid: number; renderer: boolean; kind: string }[] = [];
  const within = (pid: number): boolean => {
    for (let p = pid, depth = 0; p > 1 && depth < 10; p = parents.get(p) ?? 0, depth++) if (roots.includes(p)) return true;
    return false;
  };
  // Which Chromium process it is: browser (where IndexedDB runs), renderer, gpu-process, utility (its sub-type).
  const kindOf = (c: string) => /--utility-sub-type=(\S+)/.exec(c)?.[1] ?? /--type=(\S+)/.exec(c)?.[1] ?? 'browser';
  for (const [pid, c] of cmd) if (within(pid)) out.push({ pid, renderer: c.includes('--type=renderer'), kind: kindOf(c) });
  return out;
}

export function rssBytes(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) * 1024 : 0;
  } catch { return 0; }
}

/** CPU milliseconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms (USER_HZ 100)
  } catch { return 0; }
}

/**
 * CPU milliseconds each live thread of a process has used so far, by thread id, with the thread's
 * name as Chromium sets it (truncated by Linux to 15 characters: `CrRendererMain` is the page,
 * `DedicatedWorker` a web worker, `IndexedDB` or a `ThreadPool…` thread does the storage work).
 * A thread that has ended is not listed, so a caller that wants its time samples while it runs.
 */
export function threadCpuMs(pid: number): { tid: number; name: string; ms: number }[] {
  const out: { tid: number; name: string; ms: number }[] = [];
  let tids: string[];
  try { tids = readdirSync(`/proc/${pid}/task`); } catch { return out; }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.push({ tid: Number(tid), name, ms: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch { /* ended meanwhile */ }
  }
  return out;
}
