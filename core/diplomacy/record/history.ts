// Which phase a game is in and how it got there. Every committed phase is a record with a parent
// (the commit before it); the game's head names the latest commit of the line being played. A
// rollback (000 D.VIII(1)b, with the TD's recorded consent) moves the head back; the phases played
// after it stay in the database as a branch the GM can still look at, and new commits from the
// rolled-back point start a new branch.
import type { Order, OrderResult, Position, PowerName } from '../types';

export interface CommittedPhase {
  id: string;
  /** The commit this phase was played after; null for the game's first phase. */
  parent: string | null;
  /** 'S1901M'. */
  phase: string;
  /** The position the orders were adjudicated against (after any GM corrections). */
  position: Position;
  orders: Order[];
  results: OrderResult[];
  notices: string[];
  /** The position of the next phase with something to do. */
  next: Position;
  nmr: PowerName[];
  /** GM corrections applied before adjudication (record ids). */
  edits: string[];
  /** Raw inputs whose orders were used. */
  inputs: string[];
  who: string;
  at: number;
}

export interface Rollback {
  id: string;
  /** Head before the rollback. */
  from: string | null;
  /** Head after it: the phase after this commit is played again. */
  to: string | null;
  reason: string;
  /** Who gave consent (000 D.VIII(1)b requires the TD's). */
  consentBy: string;
  who: string;
  at: number;
}

/** The commits from the first phase to `head`, oldest first. Unknown or cyclic parents end the line. */
export function lineOf(commits: readonly CommittedPhase[], head: string | null): CommittedPhase[] {
  const byId = new Map(commits.map((c) => [c.id, c]));
  const line: CommittedPhase[] = [];
  const seen = new Set<string>();
  for (let at = head; at !== null; ) {
    const c = byId.get(at);
    if (!c || seen.has(at)) break;
    seen.add(at);
    line.push(c);
    at = c.parent;
  }
  return line.reverse();
}

/**
 * The head: the last rollback's target if it came after every commit, else the newest commit
 * whose parent is the head at its time. Computed from records alone, so a backup restored
 * elsewhere gives the same head.
 */
export function headOf(commits: readonly CommittedPhase[], rollbacks: readonly Rollback[]): string | null {
  const events = [
    ...commits.map((c) => ({ at: c.at, kind: 'commit' as const, c })),
    ...rollbacks.map((r) => ({ at: r.at, kind: 'rollback' as const, r })),
  ].sort((a, b) => a.at - b.at);
  let head: string | null = null;
  for (const e of events) {
    if (e.kind === 'rollback') head = e.r.to;
    else if (e.c.parent === head) head = e.c.id;
  }
  return head;
}

/** The position waiting for orders: the head's next position, or the game's opening position. */
export function currentPosition(commits: readonly CommittedPhase[], head: string | null, opening: Position): Position {
  if (head === null) return opening;
  return commits.find((c) => c.id === head)?.next ?? opening;
}

export interface Branch {
  /** The commit the branch grew from (null = the game's start). */
  from: string | null;
  /** Its phases, oldest first. */
  phases: CommittedPhase[];
}

/** Commits not on the current line, grouped into branches by where they left it. */
export function abandonedBranches(commits: readonly CommittedPhase[], head: string | null): Branch[] {
  const onLine = new Set(lineOf(commits, head).map((c) => c.id));
  const off = commits.filter((c) => !onLine.has(c.id));
  const offIds = new Set(off.map((c) => c.id));
  // A branch starts at an off-line commit whose parent is on the line (or the start).
  const starts = off.filter((c) => c.parent === null || !offIds.has(c.parent));
  const children = new Map<string, CommittedPhase[]>();
  for (const c of off) if (c.parent !== null) children.set(c.parent, [...(children.get(c.parent) ?? []), c]);
  return starts.sort((a, b) => a.at - b.at).map((start) => {
    const phases: CommittedPhase[] = [start];
    // Follow the newest child each time: a branch is one line.
    for (let at = start; ; ) {
      const next = (children.get(at.id) ?? []).sort((a, b) => b.at - a.at)[0];
      if (!next) break;
      phases.push(next);
      at = next;
    }
    return { from: start.parent, phases };
  });
}

/** The slot a phase's mails and corrections belong to: the commit it is played after. */
export function slotOf(head: string | null): string {
  return head ?? 'start';
}

/** One line of a comparison: an order and what became of it before and now (null = not ordered). */
export interface ResultDifference { order: string; before: string | null; now: string | null }

/**
 * What differs between the results a rollback kept (`before`) and the phase as played again
 * (`now`): each order whose outcome changed, or that only one of them has, in words, plus the
 * centres that changed hands differently. Orders alike in both are left out.
 */
export function compareResults(before: CommittedPhase, now: CommittedPhase, format: (o: Order) => string): ResultDifference[] {
  const outcome = (r: OrderResult) => `${r.success ? 'succeeds' : 'fails'}${r.dislodged ? ', dislodged' : ''}: ${r.reason}`;
  const byOrder = (list: readonly OrderResult[]) => new Map(list.map((r) => [format(r.order), outcome(r)]));
  const a = byOrder(before.results), b = byOrder(now.results);
  const out: ResultDifference[] = [];
  for (const order of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const x = a.get(order) ?? null, y = b.get(order) ?? null;
    if (x !== y) out.push({ order, before: x, now: y });
  }
  const centres = new Set([...Object.keys(before.next.centres), ...Object.keys(now.next.centres)]);
  for (const c of [...centres].sort()) {
    const x = before.next.centres[c] ?? 'neutral', y = now.next.centres[c] ?? 'neutral';
    if (x !== y) out.push({ order: `centre ${c.toUpperCase()}`, before: x, now: y });
  }
  return out;
}
