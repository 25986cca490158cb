// The equations of a movement phase (DATC v3.0 5.B), one decision per ordered unit:
//   MOVE succeeds, SUPPORT is given (not cut, supporter not dislodged), CONVOY carries (fleet not
//   dislodged); PATH and the four strengths (attack, hold, defend, prevent) are derived from them.
// The DecisionResolver finds the unique answer or hands cycles to `backupRule`:
//   - only moves in the cycle: circular movement, all succeed (002 BT19 allows rotation);
//   - a convoy in the cycle: a convoy paradox. 'szykman' (000 D.VI(6), 001 B.VII(6), DATC 4.A.2):
//     the convoys of the paradox fail, so the convoyed moves fail and have no effect on their
//     destinations; 'all-hold': every order in the paradox fails.
import { DecisionResolver } from './resolver';
import { convoyChainExists } from './convoyRoutes';
import { CONVOY, MOVE, SUPPORT, type MovementPlan } from './movementOrders';

function always(): boolean { return true; }

/**
 * The `carries` callback of a phase's decisions. Made by a function rather than written as a
 * class field arrow: the TypeScript runner (keepNames) would rename a field arrow on every phase.
 */
function carriesOf(decisions: MovementDecisions): (fleet: number) => boolean {
  return (f) => decisions.carriesSoFar(f);
}

export class MovementDecisions {
  readonly resolver: DecisionResolver;
  /** Decisions settled by the paradox backup rule (for the GM's explanation). */
  readonly paradox: Uint8Array;
  /** Decisions settled by the circular-movement backup rule. */
  readonly circular: Uint8Array;
  /** PATH of convoyed moves once final: 0 not known, 1 path, 2 no path. */
  private readonly pathKnown: Uint8Array;

  constructor(readonly plan: MovementPlan) {
    this.paradox = plan.workspace.paradox;
    this.circular = plan.workspace.circular;
    this.pathKnown = plan.workspace.pathKnown;
    this.resolver = new DecisionResolver(plan.workspace.state, plan.workspace.result, (d) => this.adjudicate(d), (cycle) => this.backupRule(cycle));
  }

  /** Resolve every decision. */
  resolveAll(): void {
    const { kind, matches } = this.plan;
    const n = this.plan.prepared.unitCount;
    for (let i = 0; i < n; i++) {
      if (kind[i] === MOVE || ((kind[i] === SUPPORT || kind[i] === CONVOY) && matches[i])) this.resolver.resolve(i);
    }
  }

  /** Final answer of a decision; unordered or non-matching orders count as failed. */
  succeeded(i: number): boolean {
    const { kind, matches } = this.plan;
    if (kind[i] === MOVE) return this.resolver.resolve(i);
    if ((kind[i] === SUPPORT || kind[i] === CONVOY) && matches[i]) return this.resolver.resolve(i);
    return false;
  }

  private adjudicate(i: number): boolean {
    switch (this.plan.kind[i]) {
      case MOVE: return this.moveSucceeds(i);
      case SUPPORT: return this.supportGiven(i);
      case CONVOY: return this.convoyCarries(i);
      default: return false;
    }
  }

  // ---- PATH and strengths -------------------------------------------------------------------

  /** While `path` searches: every convoy it looked at was final. */
  private pathFinal = true;

  /** Fleet f's convoy carries, as far as known; clears `pathFinal` when that rests on a guess. */
  private readonly carries: (fleet: number) => boolean = carriesOf(this);

  /** Fleet f's convoy carries, as far as known; clears `pathFinal` when that rests on a guess. */
  carriesSoFar(f: number): boolean {
    const r = this.resolver.resolve(f);
    if (!this.resolver.isResolved(f)) this.pathFinal = false;
    return r;
  }

  /** DATC 5.B.4: a land move always has a path; a convoyed one needs a chain of carrying fleets. */
  path(i: number): boolean {
    const plan = this.plan;
    if (!plan.convoyed[i]) return true;
    const known = this.pathKnown[i];
    if (known) return known === 1;
    // The answer may rest on guesses while a cycle is explored; keep it only when every convoy
    // it looked at is final (`carries` clears `pathFinal`). A flag and one bound function rather
    // than a closure per call: this runs for every look at a convoyed move's strength.
    const outer = this.pathFinal;
    this.pathFinal = true;
    let ok: boolean;
    const bound = plan.boundRoute[i];
    if (bound) {
      // A named, binding route is disrupted if any of its fleets fails (000 D.VI(4)).
      ok = true;
      for (const f of bound) if (!this.carries(f)) { ok = false; break; }
    } else {
      ok = convoyChainExists(plan.board, plan.prov[i]!, plan.dest[i]!, plan.convoyFleets[i] ?? [], plan.prov, this.carries);
    }
    const final = this.pathFinal;
    this.pathFinal = outer;
    if (final) this.pathKnown[i] = ok ? 1 : 2;
    return ok;
  }

  /**
   * The convoy of fleet f really carried its army: the army went by convoy, its path held and f
   * lies on a chain of carrying fleets from the army's province to its destination.
   */
  carried(f: number): boolean {
    const plan = this.plan;
    const a = plan.target[f]!;
    if (!this.succeeded(f) || a < 0 || !plan.convoyed[a] || !this.path(a)) return false;
    const chain = (plan.boundRoute[a] ?? plan.convoyFleets[a] ?? []).filter((g) => this.succeeded(g));
    const others = chain.filter((g) => g !== f);
    // f is on a carrying chain if the origin reaches f and f reaches the destination through carrying fleets.
    const board = plan.board;
    const reachesFromOrigin = board.fleetProvinceAdj[plan.prov[f]! * board.size + plan.prov[a]!] === 1
      || convoyChainExists(board, plan.prov[a]!, plan.prov[f]!, others, plan.prov, always);
    const reachesDestination = board.fleetProvinceAdj[plan.prov[f]! * board.size + plan.dest[a]!] === 1
      || convoyChainExists(board, plan.prov[f]!, plan.dest[a]!, others, plan.prov, always);
    return chain.includes(f) && reachesFromOrigin && reachesDestination;
  }

  /** Two units moving into each other's provinces, neither by convoy (002 BT19b). */
  headToHead(i: number, k: number): boolean {
    const plan = this.plan;
    return plan.kind[k] === MOVE && plan.dest[k] === plan.prov[i] && !plan.convoyed[i] && !plan.convoyed[k];
  }

  /** Successful supports for unit i, not counting those of power index `notOf` (002 BT21a; -1: none). */
  supportCount(i: number, notOf: number): number {
    const plan = this.plan;
    let count = 0;
    for (let s = plan.firstSupporter[i]!; s >= 0; s = plan.nextSupporter[s]!) {
      if (plan.powerOf[s] === notOf) continue; // every unit has a power index, never -1: with -1 none is skipped
      if (this.resolver.resolve(s)) count++;
    }
    return count;
  }

  /** DATC 5.B.8. */
  attackStrength(i: number): number {
    const plan = this.plan;
    if (!this.path(i)) return 0;
    const k = plan.unitAt[plan.dest[i]!]!;
    if (k < 0 || (plan.kind[k] === MOVE && !this.headToHead(i, k) && this.resolver.resolve(k))) return 1 + this.supportCount(i, -1);
    // A power cannot dislodge its own unit, nor support the dislodgement of one (002 BT21a).
    if (plan.powerOf[k] === plan.powerOf[i]) return 0;
    return 1 + this.supportCount(i, plan.powerOf[k]!);
  }

  /** DATC 5.B.5, for the province of unit k (or empty: 0). */
  holdStrength(province: number): number {
    const plan = this.plan;
    const k = plan.unitAt[province]!;
    if (k < 0) return 0;
    if (plan.kind[k] === MOVE) return this.resolver.resolve(k) ? 0 : 1;
    return 1 + this.supportCount(k, -1);
  }

  /** DATC 5.B.7. */
  defendStrength(k: number): number { return 1 + this.supportCount(k, -1); }

  /** DATC 5.B.6: a move with no path, or beaten head-to-head, prevents nothing (4.A.7 choice b). */
  preventStrength(j: number): number {
    const plan = this.plan;
    if (!this.path(j)) return 0;
    const k = plan.unitAt[plan.dest[j]!]!;
    if (k >= 0 && this.headToHead(j, k) && this.resolver.resolve(k)) return 0;
    return 1 + this.supportCount(j, -1);
  }

  // ---- the three decisions ------------------------------------------------------------------

  /** DATC 5.B.1. */
  private moveSucceeds(i: number): boolean {
    const plan = this.plan;
    const attack = this.attackStrength(i);
    if (attack === 0) return false;
    const d = plan.dest[i]!;
    const k = plan.unitAt[d]!;
    if (k >= 0 && this.headToHead(i, k)) {
      if (attack <= this.defendStrength(k)) return false;
    } else if (attack <= this.holdStrength(d)) return false;
    for (let j = plan.firstAttacker[d]!; j >= 0; j = plan.nextAttacker[j]!) if (j !== i && attack <= this.preventStrength(j)) return false;
    return true;
  }

  /**
   * DATC 5.B.2 / 002 BT20: a support is cut by an attack with a path from a foreign unit not
   * standing where the support is aimed (000 D.VI(5): a convoyed army does not cut support for an
   * attack on its own origin), or fails when the supporter is dislodged.
   */
  private supportGiven(s: number): boolean {
    const plan = this.plan;
    const first = plan.firstAttacker[plan.prov[s]!]!;
    if (first < 0) return true;
    const aimedAt = plan.dest[s]!;
    for (let j = first; j >= 0; j = plan.nextAttacker[j]!) {
      if (plan.powerOf[j] === plan.powerOf[s]) continue; // 002 BT21b: an own attack never cuts
      if (plan.prov[j] === aimedAt) continue; // only by dislodging, below
      if (plan.convoyed[j] && this.attacksConvoyOf(s, j)) continue; // 002 BT21c, only by dislodging
      if (this.path(j)) return false;
    }
    // Dislodged by the unit it supports against: the support fails (DATC 5.B.2). Under 002 BT21c a
    // convoyed army's attack on the supporter is disregarded altogether, even when it dislodges
    // it: the 2000 rule takes precedence over the dislodge rule (DATC 6.F.17).
    for (let j = first; j >= 0; j = plan.nextAttacker[j]!) {
      if (plan.prov[j] === aimedAt && plan.powerOf[j] !== plan.powerOf[s] && this.resolver.resolve(j)) return false;
    }
    return true;
  }

  /**
   * 002 BT21c (rules.convoyAttackSupportNotCut): support s is for an attack on a fleet that
   * convoyed army j needs, so j's attack on the supporter does not cut it.
   */
  convoyExceptionApplies(s: number, j: number): boolean { return this.plan.convoyed[j] === 1 && this.attacksConvoyOf(s, j); }

  private attacksConvoyOf(s: number, j: number): boolean {
    const plan = this.plan;
    if (!plan.rules.convoyAttackSupportNotCut || plan.holdSupport[s]) return false;
    const attacked = plan.unitAt[plan.dest[s]!]!;
    if (attacked < 0) return false;
    return (plan.boundRoute[j] ?? plan.convoyFleets[j] ?? []).includes(attacked);
  }

  /**
   * DATC 5.B.3: a convoy carries unless its fleet is dislodged. The attackers' moves are evaluated
   * directly rather than resolved (DATC 5.D), so each paradox forms one clean cycle.
   *
   * River convoys (001 B.I(2)c-e; docs/maharajah.md): each fleet of a chain is judged by where it
   * stands — a fleet in a river province by the river rule, a fleet at sea by dislodgement only —
   * so in a mixed sea/river chain a failed fleet attack on the sea fleet disrupts nothing. "The
   * river convoy is disrupted" is read as "this fleet's convoy fails", exactly as if dislodged:
   * the army is still carried by any other route of ordered fleets unless its order names a route
   * through the disrupted fleet (001 B.VII(3)-(4)).
   *
   * Dependencies: the river rule needs only the orders — is there a foreign-or-own fleet ordered
   * into this province from anywhere but the convoy's destination? — so when it applies the
   * convoy's answer depends on no other decision. That removes cycles: a fleet attack on a river
   * fleet, supported by a unit that the convoyed army attacks, is a paradox at sea but no paradox on
   * a river (the convoy is simply disrupted, the army moves nowhere, the support stands). It adds
   * none, since it only ever answers earlier. Army attackers and the destination fleet keep the
   * dislodgement dependency, so they can still form a paradox, settled by `paradoxRule` (001
   * B.VII(6)); the destination fleet cannot form one with its own convoy, because the army's only
   * effect is on the destination, which that fleet is leaving.
   */
  private convoyCarries(f: number): boolean {
    const plan = this.plan;
    const first = plan.firstAttacker[plan.prov[f]!]!;
    if (first < 0) return true;
    if (plan.board.isRiver[plan.prov[f]!]) {
      // 001 B.I(2)c-d: a fleet attacking a river convoy disrupts it whether or not the attack
      // succeeds — except a fleet standing in the convoy's destination, which must dislodge.
      const destination = plan.dest[f]!;
      for (let j = first; j >= 0; j = plan.nextAttacker[j]!) if (plan.isFleet[j] && plan.prov[j] !== destination) return false;
    }
    // 001 B.I(2)e: an army (or that destination fleet) must dislodge the convoying fleet.
    for (let j = first; j >= 0; j = plan.nextAttacker[j]!) {
      const moved = this.resolver.isResolved(j) ? this.resolver.resolve(j) : this.moveSucceeds(j);
      if (moved) return false;
    }
    return true;
  }

  private backupRule(cycle: readonly number[]): void {
    const kind = this.plan.kind;
    const convoys = cycle.filter((d) => kind[d] === CONVOY);
    if (convoys.length === 0) {
      // Circular movement: every unit in the ring moves. A cycle without a convoy holds only moves:
      // with no convoy every path is fixed, so a support depends only on the moves into its province
      // from where it is aimed, where a supporting (not moving) unit stands; such a move depends only
      // on supports, which then depend on nothing (mutation testing, issue 19, found no other case).
      for (const d of cycle) { this.resolver.settle(d, true); this.circular[d] = 1; }
      return;
    }
    if (this.plan.rules.paradoxRule === 'szykman') {
      for (const d of convoys) { this.resolver.settle(d, false); this.paradox[d] = 1; }
      return;
    }
    // 'all-hold' (DATC 4.A.2, 5.B.9): every order in the paradox fails.
    for (const d of cycle) { this.resolver.settle(d, false); this.paradox[d] = 1; }
  }
}
