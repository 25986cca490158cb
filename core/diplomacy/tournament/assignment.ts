// Seating a round: which players sit on which board with which power.
// 000 B.5: Round 1 powers are the team sign-up's; later rounds draw powers at random, no seeding.
// 000 B.6a-e and 001 A.11 are checks "applied wherever possible": the seating is first drawn
// from the seeded generator (every pick logged, so anyone with the seed re-runs the same draw),
// then a deterministic local search swaps seats while a swap leaves fewer broken checks. Every
// swap is logged with the check it served; every check still broken at the end is reported with
// the players involved. Nothing here is silent: a check that cannot be met is listed, not dropped.
import type { Roll, SeededRandom } from '../../random';
import type { PowerName } from '../types';

export type AssignmentClause = '000 B.6a' | '000 B.6b' | '000 B.6c' | '000 B.6d' | '000 B.6e' | '001 A.11';

export interface Seat { power: PowerName; player: string }
export interface BoardSeating { board: string; seats: Seat[] }

/** A board of an earlier round, as played (starting players and replacements alike). */
export interface PlayedBoard { round: number; board: string; seats: Seat[] }

export interface CheckFailure { clause: AssignmentClause; message: string; players: string[]; boards: string[] }

export interface SeatSwap { players: [string, string]; boards: [string, string]; powers: [PowerName, PowerName]; served: AssignmentClause[] }

export interface RoundSeating {
  round: number;
  boards: BoardSeating[];
  /** The draw as dealt from the seeded generator, before any swap. */
  drawn: BoardSeating[];
  rolls: Roll[];
  swaps: SeatSwap[];
  unmet: CheckFailure[];
}

export interface SeatingRequest {
  round: number;
  /** Board names in order (`R2-B01`); each seats one player per power. */
  boards: string[];
  powers: readonly PowerName[];
  players: readonly { name: string; team?: string; signUpPower?: PowerName }[];
  /** 000 B.5: 'sign-up' keeps each player's sign-up power and only chooses boards. */
  powersBy: 'sign-up' | 'draw';
  /** Which checks apply: `000 B.6a` only in a team round; `001 A.11` for the Maharajiad. */
  checks: AssignmentClause[];
  history: readonly PlayedBoard[];
}

/** Board names as published: `R1-B01`. */
export function boardNames(round: number, count: number): string[] {
  const width = String(count).length < 2 ? 2 : String(count).length;
  return Array.from({ length: count }, (_, i) => `R${round}-B${String(i + 1).padStart(width, '0')}`);
}

/**
 * Draws and checks one round's seating. Throws only when the round cannot be seated at all (the
 * number of players is not boards × powers, or sign-up powers do not fill each power's column):
 * those are the TD's decisions, and the message says what is wrong.
 */
export function seatRound(req: SeatingRequest, rng: SeededRandom): RoundSeating {
  const K = req.powers.length, B = req.boards.length, N = B * K;
  if (req.players.length !== N) throw new Error(`${req.players.length} players for ${B} boards of ${K}: ${N} are needed`);
  const firstRoll = rng.rolls.length;
  const names = req.players.map((p) => p.name);
  if (new Set(names).size !== names.length) throw new Error('a player is listed twice for the round');
  const playerAt = new Int32Array(N);
  const roundName = `Round ${req.round}`;
  if (req.powersBy === 'sign-up') {
    // 000 B.5: the sign-up fixed each player's power; the draw only spreads each power's players over the boards.
    for (let k = 0; k < K; k++) {
      const column = req.players.map((p, i) => ({ p, i })).filter(({ p }) => p.signUpPower === req.powers[k]).map(({ i }) => i);
      if (column.length !== B) throw new Error(`${column.length} players signed up for ${req.powers[k]}, ${B} boards need ${B} (000 B.5)`);
      const hat = [...column];
      for (let b = 0; b < B; b++) {
        const i = rng.choose(hat, `${roundName} draw: ${req.boards[b]} ${req.powers[k]}`, (x) => names[x]!);
        hat.splice(hat.indexOf(i), 1);
        playerAt[b * K + k] = i;
      }
    }
  } else {
    // 000 B.5: later rounds draw every power at random; no seeding.
    const hat = names.map((_, i) => i);
    for (let s = 0; s < N; s++) {
      const i = rng.choose(hat, `${roundName} draw: ${req.boards[Math.floor(s / K)]} ${req.powers[s % K]}`, (x) => names[x]!);
      hat.splice(hat.indexOf(i), 1);
      playerAt[s] = i;
    }
  }
  const rolls = rng.rolls.slice(firstRoll);
  const search = new SeatSearch(req, playerAt);
  const drawn = search.seating();
  const swaps = search.improve();
  return { round: req.round, boards: search.seating(), drawn, rolls, swaps, unmet: search.failures() };
}

/** The checks as numbers over seat indices, kept up to date swap by swap. */
class SeatSearch {
  private readonly K: number;
  private readonly B: number;
  private readonly P: number;
  private readonly team: Int32Array;
  private readonly teamCount: number;
  private readonly teamNames: string[];
  /** Bit k set: the player has played power k before. */
  private readonly playedPower: Int32Array;
  private readonly met: Uint8Array;
  private readonly metWhere = new Map<number, string>();
  private readonly playedWhere = new Map<number, string>();
  private readonly teamPower: Int32Array;
  private readonly teamMeet: Int32Array;
  /** Per board: broken 000 B.6b pairs, B.6c/A.11 seats, B.6d pairs. */
  private readonly board6b: Int32Array;
  private readonly board6c: Int32Array;
  private readonly board6d: Int32Array;
  private sum6b = 0;
  private sum6c = 0;
  private sum6d = 0;
  private cost6a = 0;
  private cost6e = 0;
  private readonly on: Record<AssignmentClause, boolean>;
  // The same switches as plain fields: they are read in the innermost loop of the search.
  private readonly on6a: boolean;
  private readonly on6b: boolean;
  private readonly on6d: boolean;
  private readonly on6e: boolean;
  private readonly onPower: boolean;

  constructor(private readonly req: SeatingRequest, private readonly playerAt: Int32Array) {
    this.K = req.powers.length; this.B = req.boards.length; this.P = req.players.length;
    const index = new Map(req.players.map((p, i) => [p.name, i]));
    this.teamNames = [...new Set(req.players.map((p) => p.team).filter((t): t is string => !!t))];
    const teamIndex = new Map(this.teamNames.map((t, i) => [t, i]));
    this.teamCount = this.teamNames.length;
    this.team = Int32Array.from(req.players, (p) => (p.team ? teamIndex.get(p.team)! : -1));
    this.on = { '000 B.6a': false, '000 B.6b': false, '000 B.6c': false, '000 B.6d': false, '000 B.6e': false, '001 A.11': false };
    for (const c of req.checks) this.on[c] = true;
    this.on6a = this.on['000 B.6a']; this.on6b = this.on['000 B.6b']; this.on6d = this.on['000 B.6d']; this.on6e = this.on['000 B.6e'];
    this.onPower = this.on['000 B.6c'] || this.on['001 A.11'];
    this.playedPower = new Int32Array(this.P);
    this.met = new Uint8Array(this.P * this.P);
    const powerIndex = new Map(req.powers.map((p, k) => [p, k]));
    for (const board of req.history) {
      const here = board.seats.map((s) => ({ i: index.get(s.player), k: powerIndex.get(s.power), power: s.power })).filter((x) => x.i !== undefined);
      for (const a of here) {
        if (a.k !== undefined) { this.playedPower[a.i!]! |= 1 << a.k; this.playedWhere.set(a.i! * 64 + a.k, `${a.power} in Round ${board.round} (${board.board})`); }
        for (const b of here) if (a.i !== b.i) { this.met[a.i! * this.P + b.i!] = 1; this.metWhere.set(a.i! * this.P + b.i!, `Round ${board.round} (${board.board})`); }
      }
    }
    this.teamPower = new Int32Array(Math.max(1, this.teamCount * this.K));
    this.teamMeet = new Int32Array(Math.max(1, this.teamCount * this.teamCount));
    this.board6b = new Int32Array(this.B); this.board6c = new Int32Array(this.B); this.board6d = new Int32Array(this.B);
    for (let b = 0; b < this.B; b++) this.addBoard(b);
  }

  seating(): BoardSeating[] {
    return this.req.boards.map((board, b) => ({ board, seats: this.req.powers.map((power, k) => ({ power, player: this.req.players[this.playerAt[b * this.K + k]!]!.name })) }));
  }

  private total(): number {
    return this.cost6a + this.cost6e + this.sum6b + this.sum6c + this.sum6d;
  }

  /** Broken checks per clause, as numbers (for logging what a swap served). */
  private clauseCounts(): Map<AssignmentClause, number> {
    const m = new Map<AssignmentClause, number>();
    const put = (c: AssignmentClause, n: number) => { if (n > 0) m.set(c, n); };
    put('000 B.6a', this.cost6a); put('000 B.6b', this.sum6b); put(this.on['001 A.11'] ? '001 A.11' : '000 B.6c', this.sum6c); put('000 B.6d', this.sum6d); put('000 B.6e', this.cost6e);
    return m;
  }

  /** Broken checks among one board's players: 000 B.6b, B.6c (or 001 A.11), B.6d. */
  private countBoard(b: number): void {
    const K = this.K, base = b * K;
    let c6b = 0, c6c = 0, c6d = 0;
    const checkPower = this.onPower, on6b = this.on6b, on6d = this.on6d;
    for (let x = 0; x < K; x++) {
      const i = this.playerAt[base + x]!;
      if (checkPower && (this.playedPower[i]! >> x) & 1) c6c++;
      for (let y = x + 1; y < K; y++) {
        const j = this.playerAt[base + y]!;
        if (on6b && this.team[i]! >= 0 && this.team[i] === this.team[j]) c6b++;
        if (on6d && this.met[i * this.P + j]) c6d++;
      }
    }
    this.board6b[b] = c6b; this.board6c[b] = c6c; this.board6d[b] = c6d;
  }

  private readonly teamsBuffer = new Int32Array(64);

  /** The distinct teams on a board, in a reused buffer (this runs for every trial swap); returns how many. */
  private boardTeamsInto(b: number): number {
    let n = 0;
    outer: for (let x = 0; x < this.K; x++) {
      const t = this.team[this.playerAt[b * this.K + x]!]!;
      if (t < 0) continue;
      for (let y = 0; y < n; y++) if (this.teamsBuffer[y] === t) continue outer;
      this.teamsBuffer[n++] = t;
    }
    return n;
  }

  private boardTeams(b: number): number[] {
    return Array.from(this.teamsBuffer.subarray(0, this.boardTeamsInto(b)));
  }

  private addBoard(b: number): void { this.touchBoard(b, 1); }
  private removeBoard(b: number): void { this.touchBoard(b, -1); }

  private touchBoard(b: number, sign: 1 | -1): void {
    const K = this.K, T = this.teamCount;
    if (this.on6a) for (let x = 0; x < K; x++) {
      const t = this.team[this.playerAt[b * K + x]!]!;
      if (t < 0) continue;
      const cell = t * K + x;
      // Pairs of one team on one power: n players make n(n-1)/2 broken pairs.
      if (sign > 0) { this.cost6a += this.teamPower[cell]!; this.teamPower[cell]!++; } else { this.teamPower[cell]!--; this.cost6a -= this.teamPower[cell]!; }
    }
    if (this.on6e) {
      const n = this.boardTeamsInto(b), teams = this.teamsBuffer;
      for (let x = 0; x < n; x++) for (let y = x + 1; y < n; y++) {
        const a = Math.min(teams[x]!, teams[y]!), c = Math.max(teams[x]!, teams[y]!), cell = a * T + c;
        // Each meeting of two teams beyond the first on this round is one broken check.
        if (sign > 0) { if (this.teamMeet[cell]! >= 1) this.cost6e++; this.teamMeet[cell]!++; } else { this.teamMeet[cell]!--; if (this.teamMeet[cell]! >= 1) this.cost6e--; }
      }
    }
    if (sign > 0) this.countBoard(b);
    this.sum6b += sign * this.board6b[b]!; this.sum6c += sign * this.board6c[b]!; this.sum6d += sign * this.board6d[b]!;
  }

  private swap(s1: number, s2: number): void {
    const b1 = Math.floor(s1 / this.K), b2 = Math.floor(s2 / this.K);
    this.removeBoard(b1); if (b2 !== b1) this.removeBoard(b2);
    const t = this.playerAt[s1]!; this.playerAt[s1] = this.playerAt[s2]!; this.playerAt[s2] = t;
    this.addBoard(b1); if (b2 !== b1) this.addBoard(b2);
  }

  /** Seats whose player is part of a broken check, in seat order. */
  private troubled(): number[] {
    const K = this.K, T = this.teamCount, out: number[] = [];
    const checkPower = this.on['000 B.6c'] || this.on['001 A.11'];
    for (let s = 0; s < this.P; s++) {
      const b = Math.floor(s / K), k = s % K, i = this.playerAt[s]!, t = this.team[i]!;
      let bad = checkPower && ((this.playedPower[i]! >> k) & 1) === 1;
      if (!bad && this.on['000 B.6a'] && t >= 0 && this.teamPower[t * K + k]! > 1) bad = true;
      for (let y = 0; y < K && !bad; y++) {
        if (y === k) continue;
        const j = this.playerAt[b * K + y]!, u = this.team[j]!;
        if (this.on['000 B.6b'] && t >= 0 && t === u) bad = true;
        else if (this.on['000 B.6d'] && this.met[i * this.P + j]) bad = true;
        else if (this.on['000 B.6e'] && t >= 0 && u >= 0 && t !== u && this.teamMeet[Math.min(t, u) * T + Math.max(t, u)]! > 1) bad = true;
      }
      if (bad) out.push(s);
    }
    return out;
  }

  static readonly TRIAL_BUDGET = 150_000;

  /**
   * From each troubled seat in seat order, the first swap (scanning the seats after it, wrapping
   * round) that lowers the number of broken checks is made; passes repeat until one finds none.
   * Deterministic: the same draw always gets the same swaps.
   */
  improve(): SeatSwap[] {
    const swaps: SeatSwap[] = [];
    const fixedPowers = this.req.powersBy === 'sign-up';
    const step = fixedPowers ? this.K : 1;
    let current = this.total();
    // A fixed budget of trial swaps keeps a large round within its time and the result the same on
    // every machine (a clock would not): what is still broken when it runs out is reported.
    let budget = SeatSearch.TRIAL_BUDGET;
    for (let pass = 0; pass < 100 && current > 0 && budget > 0; pass++) {
      let improved = false;
      for (const s1 of this.troubled()) {
        let found = -1;
        // With sign-up powers only players of the same power trade boards (000 B.5).
        for (let n = step; n < this.P && budget > 0; n += step) {
          budget--;
          const s2 = (s1 + n) % this.P;
          this.swap(s1, s2);
          const c = this.total();
          this.swap(s1, s2);
          if (c < current) { found = s2; break; }
        }
        if (found < 0) continue;
        const before = this.clauseCounts();
        const names = [this.req.players[this.playerAt[s1]!]!.name, this.req.players[this.playerAt[found]!]!.name] as [string, string];
        this.swap(s1, found);
        const after = this.clauseCounts();
        swaps.push({
          players: names, boards: [this.req.boards[Math.floor(s1 / this.K)]!, this.req.boards[Math.floor(found / this.K)]!],
          powers: [this.req.powers[s1 % this.K]!, this.req.powers[found % this.K]!],
          served: [...before.keys()].filter((c) => (after.get(c) ?? 0) < before.get(c)!),
        });
        current = this.total(); improved = true;
        if (current === 0) break;
      }
      if (!improved) break;
    }
    return swaps;
  }

  /** Every broken check with the players (and boards) involved. */
  failures(): CheckFailure[] {
    const K = this.K, out: CheckFailure[] = [];
    const name = (i: number) => this.req.players[i]!.name;
    const boards = this.req.boards;
    if (this.on['000 B.6a']) {
      for (let t = 0; t < this.teamCount; t++) for (let k = 0; k < K; k++) {
        if (this.teamPower[t * K + k]! < 2) continue;
        const who: string[] = [], where: string[] = [];
        for (let s = k; s < this.P; s += K) if (this.team[this.playerAt[s]!] === t) { who.push(name(this.playerAt[s]!)); where.push(boards[Math.floor(s / K)]!); }
        out.push({ clause: '000 B.6a', message: `team ${this.teamNames[t]}: ${who.join(' and ')} all play ${this.req.powers[k]} this round`, players: who, boards: where });
      }
    }
    for (let b = 0; b < this.B; b++) {
      for (let x = 0; x < K; x++) {
        const i = this.playerAt[b * K + x]!;
        if ((this.on['000 B.6c'] || this.on['001 A.11']) && (this.playedPower[i]! >> x) & 1) {
          const clause: AssignmentClause = this.on['001 A.11'] ? '001 A.11' : '000 B.6c';
          out.push({ clause, message: `${name(i)} plays ${this.playedWhere.get(i * 64 + x)} and again on ${boards[b]}`, players: [name(i)], boards: [boards[b]!] });
        }
        for (let y = x + 1; y < K; y++) {
          const j = this.playerAt[b * K + y]!;
          if (this.on['000 B.6b'] && this.team[i]! >= 0 && this.team[i] === this.team[j]) out.push({ clause: '000 B.6b', message: `${name(i)} and ${name(j)} of team ${this.teamNames[this.team[i]!]} share ${boards[b]}`, players: [name(i), name(j)], boards: [boards[b]!] });
          if (this.on['000 B.6d'] && this.met[i * this.P + j]) out.push({ clause: '000 B.6d', message: `${name(i)} and ${name(j)} met in ${this.metWhere.get(i * this.P + j)} and meet again on ${boards[b]}`, players: [name(i), name(j)], boards: [boards[b]!] });
        }
      }
    }
    if (this.on['000 B.6e']) {
      const T = this.teamCount;
      const where = new Map<number, number[]>();
      for (let b = 0; b < this.B; b++) {
        const teams = this.boardTeams(b);
        for (let x = 0; x < teams.length; x++) for (let y = x + 1; y < teams.length; y++) {
          const cell = Math.min(teams[x]!, teams[y]!) * T + Math.max(teams[x]!, teams[y]!);
          if (this.teamMeet[cell]! > 1) where.set(cell, [...(where.get(cell) ?? []), b]);
        }
      }
      for (const [cell, bs] of where) {
        const a = Math.floor(cell / T), c = cell % T;
        const who = bs.flatMap((b) => { const r: string[] = []; for (let x = 0; x < K; x++) { const i = this.playerAt[b * K + x]!; if (this.team[i] === a || this.team[i] === c) r.push(name(i)); } return r; });
        out.push({ clause: '000 B.6e', message: `teams ${this.teamNames[a]} and ${this.teamNames[c]} face each other on ${bs.length} boards: ${bs.map((b) => boards[b]).join(', ')}`, players: who, boards: bs.map((b) => boards[b]!) });
      }
    }
    return out;
  }
}

function countByClause(fs: CheckFailure[]): Map<AssignmentClause, number> {
  const m = new Map<AssignmentClause, number>();
  for (const f of fs) m.set(f.clause, (m.get(f.clause) ?? 0) + 1);
  return m;
}

/** The checks of `req` on a given seating (a published draw re-checked, or a seating edited by the TD). */
export function checkSeating(req: SeatingRequest, boards: readonly BoardSeating[]): CheckFailure[] {
  const K = req.powers.length;
  const index = new Map(req.players.map((p, i) => [p.name, i]));
  const playerAt = new Int32Array(req.boards.length * K);
  req.boards.forEach((name, b) => {
    const board = boards.find((x) => x.board === name);
    if (!board) throw new Error(`the seating has no board ${name}`);
    req.powers.forEach((power, k) => {
      const player = board.seats.find((s) => s.power === power)?.player;
      const i = player === undefined ? undefined : index.get(player);
      if (i === undefined) throw new Error(`${name} ${power}: ${player ?? 'nobody'} is not among the round's players`);
      playerAt[b * K + k] = i;
    });
  });
  return new SeatSearch(req, playerAt).failures();
}
