// Naming a replacement, with the seeds' limits on how many games one person may hold.
// 000 B.9: permanent player in at most three games in one round, and permanent games plus
//   temporary replacements at most three at any one time.
// 001 A.13: a replacement in at most one game of Round 1, and never a starting player and a
//   replacement (permanent or temporary) at the same time.
// A replacement over a limit is refused with the clause; nothing already recorded changes.
import type { PowerName } from '../types';
import { nameKey } from './roster';
import type { Tournament } from './tournament';

export interface Replacement {
  round: number;
  board: string;
  power: PowerName;
  outgoing: string;
  replacement: string;
  /** 000 B.7a, 001 A.12: temporary for a declared period, or permanent. */
  kind: 'permanent' | 'temporary';
  /** ISO dates: when the replacement starts and (temporary) the declared last day. */
  from: string;
  until?: string;
}

export interface ReplacementProblem { clause: string; message: string }

const same = (a: string, b: string) => nameKey(a) === nameKey(b);

/** Overlap of [a1, a2] and [b1, b2] (ISO dates compare as text; an open end is forever). */
function overlaps(a1: string, a2: string | undefined, b1: string, b2: string | undefined): boolean {
  return (a2 === undefined || b1 <= a2) && (b2 === undefined || a1 <= b2);
}

/** Games in the round where `person` started and has not been permanently replaced before `at`. */
function startingSeatsHeld(t: Tournament, round: number, person: string, at: string): { board: string; power: PowerName }[] {
  const r = t.rounds.find((x) => x.round === round);
  if (!r) return [];
  const out: { board: string; power: PowerName }[] = [];
  for (const b of r.boards) for (const s of b.seats) {
    if (!same(s.player, person)) continue;
    const gone = t.replacements.some((x) => x.round === round && x.board === b.board && x.power === s.power && same(x.outgoing, person) && x.kind === 'permanent' && x.from <= at);
    if (!gone) out.push({ board: b.board, power: s.power });
  }
  return out;
}

export function replacementProblems(t: Tournament, rep: Replacement): ReplacementProblem[] {
  const problems: ReplacementProblem[] = [];
  const round = t.rounds.find((x) => x.round === rep.round);
  const board = round?.boards.find((b) => b.board === rep.board);
  if (!board) return [{ clause: t.profile === 'wm2004' ? '000 B.7' : '001 A.12', message: `there is no board ${rep.board} in round ${rep.round}` }];
  if (!board.seats.some((s) => s.power === rep.power)) problems.push({ clause: '000 B.7', message: `${rep.power} is not a power on ${rep.board}` });
  if (rep.kind === 'temporary' && rep.until !== undefined && rep.until < rep.from) problems.push({ clause: t.profile === 'wm2004' ? '000 B.7a' : '001 A.12', message: `the period ends (${rep.until}) before it starts (${rep.from})` });
  const person = rep.replacement;
  const mine = t.replacements.filter((x) => same(x.replacement, person));
  if (t.profile === 'wm2004') {
    // 000 B.9, first half: permanent in at most three games of one round (the new one included).
    const permanentGames = new Set(startingSeatsHeld(t, rep.round, person, '9999').map((s) => `${s.board}/${s.power}`));
    for (const x of mine) if (x.round === rep.round && x.kind === 'permanent') permanentGames.add(`${x.board}/${x.power}`);
    if (rep.kind === 'permanent') permanentGames.add(`${rep.board}/${rep.power}`);
    if (permanentGames.size > 3) problems.push({ clause: '000 B.9', message: `${person} would be permanent player in ${permanentGames.size} games of round ${rep.round} (${[...permanentGames].join(', ')}); the limit is 3` });
    // 000 B.9, second half: permanent games plus temporary replacements, at most three at one time.
    const atOnce = new Set<string>();
    for (const r of t.rounds) for (const s of startingSeatsHeld(t, r.round, person, rep.from)) atOnce.add(`R${r.round} ${s.board}/${s.power}`);
    for (const x of mine) if (overlaps(x.from, x.kind === 'temporary' ? x.until : undefined, rep.from, rep.kind === 'temporary' ? rep.until : undefined)) atOnce.add(`R${x.round} ${x.board}/${x.power}`);
    atOnce.add(`R${rep.round} ${rep.board}/${rep.power}`);
    if (atOnce.size > 3 && !problems.some((p) => p.clause === '000 B.9')) problems.push({ clause: '000 B.9', message: `${person} would hold ${atOnce.size} games at once (${[...atOnce].join(', ')}) as permanent player or temporary replacement; the limit is 3` });
  } else {
    // 001 A.13: at most one game as a replacement in Round 1.
    const earlier = mine.filter((x) => x.round === 1 && !(x.board === rep.board && x.power === rep.power));
    if (rep.round === 1 && earlier.length >= 1) problems.push({ clause: '001 A.13', message: `${person} already replaces in ${earlier.map((x) => `${x.board} (${x.power})`).join(', ')}; in Round 1 a person replaces in at most one game` });
    // 001 A.13: never a starting player and a replacement at the same time.
    const starting = startingSeatsHeld(t, rep.round, person, rep.from);
    if (starting.length) problems.push({ clause: '001 A.13', message: `${person} is a starting player on ${starting.map((s) => `${s.board} (${s.power})`).join(', ')} and cannot replace at the same time` });
  }
  return problems;
}

/** Records a replacement if it breaks no limit; otherwise returns the problems and records nothing. */
export function nameReplacement(t: Tournament, rep: Replacement): { ok: true } | { ok: false; problems: ReplacementProblem[] } {
  const problems = replacementProblems(t, rep);
  if (problems.length) return { ok: false, problems };
  t.replacements.push(rep);
  return { ok: true };
}
