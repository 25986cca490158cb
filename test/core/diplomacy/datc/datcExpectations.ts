// The expected outcome of every DATC v3.0 case (chapter 6), derived by hand from the case's prose
// and, where the case offers a choice, from Kruijswijk's v3.0 preference (the `_I prefer_` text) —
// the hasbro2000 profile. Units are named by the province id of the ordered unit.
//
// How to read an entry:
//   fails      orders that fail. Every other order succeeds, except that an order of a unit that
//              is dislodged always fails (its move did not move, its support was cut, its convoy
//              was disrupted, its hold did not hold) — those need not be listed.
//   dislodged  units dislodged in the movement phase.
//   units      the complete unit list, only where it is not simply "each ordered unit, owned by
//              the power that orders it" (6.A.6, 6.B.10, 6.B.11).
//   retreat    the retreat phase: which retreat orders fail, and which retreats must (not) be offered.
//              Where the case states a retreat rule but prints no retreat orders, an order trying
//              that retreat is added here (`orders`) so the rule is exercised, not only listed.
//
// What "success" means (types.ts OrderResult): a move that moved; a hold whose unit was not
// dislodged; a support that was given (it matches a real order, is legal) and was not cut — even
// when the supported move then fails; a convoy whose army really moved by convoy through this fleet
// without the convoy being disrupted or failing in a paradox — a bounce at the destination does not
// fail the convoy, an army that went by land or not at all does. Retreat: the unit retreated.
// Build/remove: the unit was built/removed by this order.
//
// Resulting positions are derived from these expectations by datcHarness.ts (a successful move
// puts the unit on its destination, a dislodged unit leaves the board until it retreats).
import type { PowerName } from '../../../../core/diplomacy/types';

export interface RetreatExpectation {
  /** Retreat orders added by us when the case gives none (see header). */
  orders?: string;
  fails?: string[];
  /** Per dislodged unit (province): provinces that must be among its offered retreats. */
  mayRetreatTo?: Record<string, string[]>;
  /** Per dislodged unit (province): provinces that must not be offered. */
  mayNotRetreatTo?: Record<string, string[]>;
}

export interface MovementExpectation {
  kind: 'movement';
  units?: string;
  fails?: string[];
  dislodged?: string[];
  retreat?: RetreatExpectation;
  /** Why, where the case needed interpretation. */
  note?: string;
}

export interface AdjustmentScenario {
  /** Every unit on the board before the adjustment. */
  units: string;
  /** Supply-centre owners. */
  centres: Record<PowerName, string[]>;
  /** Every unit after the adjustment. */
  after: string;
}

export interface AdjustmentExpectation extends AdjustmentScenario {
  kind: 'adjustment';
  /** Success of each printed order, in order. */
  results: boolean[];
  /** Further positions the same case describes (6.J.9 has two), with no orders. */
  more?: AdjustmentScenario[];
  note?: string;
}

export type DatcExpectation = MovementExpectation | AdjustmentExpectation;

const m = (e: Omit<MovementExpectation, 'kind'> = {}): MovementExpectation => ({ kind: 'movement', ...e });

export const datcExpectations: Record<string, DatcExpectation> = {
  // ---- 6.A basic checks ----------------------------------------------------------------------
  '6.A.1': m({ fails: ['nth'] }),
  '6.A.2': m({ fails: ['lvp'] }),
  '6.A.3': m({ fails: ['kie'] }),
  '6.A.4': m({ fails: ['kie'], note: '"Program should not crash": the illegal move fails and the fleet stays.' }),
  // Yorkshire's move is illegal, so Liverpool's support and the convoy are void; London (2) dislodges York.
  '6.A.5': m({ fails: ['nth', 'yor', 'lvp'], dislodged: ['yor'] }),
  '6.A.6': m({ units: 'England:\nF London', fails: ['lon'] }),
  '6.A.7': m({ fails: ['lon', 'nth'] }),
  '6.A.8': m({ dislodged: ['tri'], fails: ['tri'] }),
  '6.A.9': m({ fails: ['rom'] }),
  '6.A.10': m({ fails: ['rom', 'apu'] }),
  '6.A.11': m({ fails: ['vie', 'ven'] }),
  '6.A.12': m({ fails: ['vie', 'mun', 'ven'] }),

  // ---- 6.B coastal issues --------------------------------------------------------------------
  '6.B.1': m({ fails: ['por'] }),
  '6.B.2': m({ note: 'Preference: the move goes to the only reachable coast, Spain(nc).' }),
  '6.B.3': m({ fails: ['gas'] }),
  '6.B.4': m({ fails: ['wes'] }),
  '6.B.5': m({ fails: ['mar', 'spa'] }),
  '6.B.6': m({ fails: ['spa', 'lyo'], dislodged: ['mao'] }),
  // Preference: the coastless support counts; France 2 against Italy 2, both bounce.
  '6.B.7': m({ fails: ['mao', 'wes'] }),
  '6.B.8': m({ fails: ['gas', 'wes'] }),
  '6.B.9': m({ fails: ['por', 'mao'] }),
  '6.B.10': m({ units: 'France:\nF Spain(sc)', note: 'Preference: the wrong coast of the ordered unit is ignored; the move succeeds.' }),
  '6.B.11': m({ units: 'France:\nF Spain(nc)', fails: ['spa'] }),
  '6.B.12': m({ note: 'Preference: the coast of an army move is ignored; the army ends in Spain.' }),
  '6.B.13': m({ fails: ['bul', 'con'] }),
  '6.B.14': {
    kind: 'adjustment',
    units: 'Russia:\nA Moscow\nA Warsaw\nF Sevastopol',
    centres: { Russia: ['mos', 'sev', 'stp', 'war'] },
    results: [false],
    after: 'Russia:\nA Moscow\nA Warsaw\nF Sevastopol',
    note: 'Position constructed: Russia has four centres and three units, St Petersburg empty, one build.',
  },
  // Preference: the support succeeds; England 2 against Italy 2, both bounce.
  '6.B.15': m({ fails: ['mao', 'wes'] }),

  // ---- 6.C circular movement -----------------------------------------------------------------
  '6.C.1': m(),
  '6.C.2': m(),
  '6.C.3': m({ fails: ['ank', 'con', 'smy', 'bul'] }),
  '6.C.4': m({ fails: ['nap'] }),
  '6.C.5': m({ fails: ['tri', 'ser', 'bul', 'aeg', 'adr'], dislodged: ['ion'] }),
  '6.C.6': m(),
  // Both armies were carried by their convoys (not disrupted) and bounce: the convoys succeed.
  '6.C.7': m({ fails: ['lon', 'bel', 'bur'] }),
  // Smyrna's support was given and not cut, so it succeeds although nothing moves.
  '6.C.8': m({ fails: ['con', 'bul', 'bla', 'ser'] }),
  '6.C.9': m({ fails: ['con', 'bla', 'ser', 'bul'] }),

  // ---- 6.D supports and dislodges ------------------------------------------------------------
  '6.D.1': m({ fails: ['tri'] }),
  '6.D.2': m({ fails: ['tyr', 'vie'], dislodged: ['ven'] }),
  '6.D.3': m({ fails: ['adr', 'tri', 'ion'] }),
  // Berlin's support is cut by Prussia's attack; Kiel's support for Berlin holds it.
  '6.D.4': m({ fails: ['ber', 'pru'] }),
  '6.D.5': m({ fails: ['ber', 'pru'] }),
  '6.D.6': m({ fails: ['lvn'] }),
  '6.D.7': m({ fails: ['pru', 'fin'], dislodged: ['bal'] }),
  '6.D.8': m({ fails: ['bul'], dislodged: ['gre'] }),
  '6.D.9': m({ fails: ['alb'], dislodged: ['tri'] }),
  // Munich's support is given and not cut, it just cannot dislodge a German unit.
  '6.D.10': m({ fails: ['kie'] }),
  '6.D.11': m({ fails: ['ber', 'kie', 'war'] }),
  '6.D.12': m({ fails: ['ven'] }),
  '6.D.13': m({ fails: ['tri', 'ven', 'apu'] }),
  '6.D.14': m({ dislodged: ['tri'] }),
  '6.D.15': m({ dislodged: ['ank'] }),
  '6.D.16': m({ dislodged: ['lon'] }),
  '6.D.17': m({ fails: ['bla', 'arm'], dislodged: ['con'] }),
  '6.D.18': m({ fails: ['arm'], dislodged: ['ank'] }),
  '6.D.19': m({ dislodged: ['ank'] }),
  '6.D.20': m({ fails: ['yor'], dislodged: ['eng'] }),
  '6.D.21': m({ fails: ['tyr', 'ven'], dislodged: ['mun'] }),
  '6.D.22': m({ fails: ['bur'], dislodged: ['kie'] }),
  '6.D.23': m({ fails: ['mar'], dislodged: ['spa'] }),
  '6.D.24': m({ fails: ['mar', 'spa'], dislodged: ['lyo'] }),
  // Berlin's support is unmatched (and attacked); Kiel's support keeps Berlin.
  '6.D.25': m({ fails: ['ber', 'pru'] }),
  '6.D.26': m({ fails: ['ber', 'pru'] }),
  '6.D.27': m({ fails: ['swe', 'bal'] }),
  '6.D.28': m({ fails: ['rum', 'bla'] }),
  '6.D.29': m({ fails: ['rum', 'bla'] }),
  '6.D.30': m({ fails: ['con', 'bla'] }),
  // Rumania-Armenia is not adjacent and nothing convoys it; the Black Sea support is illegal.
  '6.D.31': m({ fails: ['rum', 'bla'] }),
  '6.D.32': m({ fails: ['lvp', 'yor'] }),
  '6.D.33': m({ fails: ['vie'] }),
  '6.D.34': m({ fails: ['lvn'], dislodged: ['pru'] }),

  // ---- 6.E head-to-head battles and beleaguered garrison ------------------------------------
  '6.E.1': m({ dislodged: ['pru'] }),
  '6.E.2': m({ fails: ['ber', 'kie'] }),
  '6.E.3': m({ fails: ['ber', 'kie'] }),
  '6.E.4': m({ fails: ['hol', 'nth', 'nwg', 'ruh'] }),
  '6.E.5': m({ fails: ['hol', 'ruh'], dislodged: ['nth'] }),
  '6.E.6': m({ fails: ['hol', 'nth', 'ruh'] }),
  '6.E.7': m({ fails: ['hel', 'nwy'] }),
  '6.E.8': m({ fails: ['nth', 'hel', 'nwy'] }),
  '6.E.9': m({ fails: ['hel'] }),
  '6.E.10': m({ fails: ['nth', 'hel', 'den', 'nwy'] }),
  '6.E.11': m({ fails: ['gas'] }),
  // Budapest attacks Rumania, the target of Rumania's support: the support is not cut.
  '6.E.12': m({ fails: ['bud', 'vie', 'gal'] }),
  '6.E.13': m({ fails: ['yor', 'bel', 'nwg'] }),
  '6.E.14': m({ fails: ['lvp', 'edi'] }),
  '6.E.15': m({ fails: ['ruh', 'kie', 'ber', 'pru'] }),

  // ---- 6.F convoys ---------------------------------------------------------------------------
  '6.F.1': m({ fails: ['gre', 'aeg', 'con', 'bla'] }),
  '6.F.2': m({ fails: ['lon', 'par'] }),
  '6.F.3': m({ fails: ['par'] }),
  '6.F.4': m({ fails: ['ska'] }),
  '6.F.5': m({ fails: ['eng', 'ska'] }),
  // Belgium's own support is cut by Picardy's attack; Holland's is not (the convoy was dislodged).
  '6.F.6': m({ fails: ['lon', 'pic', 'bel'], dislodged: ['nth'] }),
  '6.F.7': m({
    fails: ['lon'], dislodged: ['nth'],
    retreat: { orders: 'England:\nF North Sea - Holland', mayRetreatTo: { nth: ['hol'] } },
  }),
  '6.F.8': m({ fails: ['lon'], dislodged: ['nth'] }),
  '6.F.9': m({ dislodged: ['eng'] }),
  '6.F.10': m({ dislodged: ['eng'] }),
  '6.F.11': m({ dislodged: ['eng'] }),
  '6.F.12': m({ dislodged: ['iri'] }),
  '6.F.13': m({ dislodged: ['nth'] }),
  '6.F.14': m({ fails: ['bre'], dislodged: ['eng'] }),
  '6.F.15': m({ fails: ['bre'], dislodged: ['eng'] }),
  // No consistent resolution: Szykman fails the convoyed army, so the convoy fails too.
  '6.F.16': m({ fails: ['wal', 'bre', 'bel', 'eng'], note: 'Paradox: the convoy in the English Channel counts as failed (Szykman).' }),
  // Szykman: the convoy fails, London and the English Channel are not dislodged; Yorkshire's support is given.
  '6.F.17': m({ fails: ['wal', 'bre', 'eng', 'bel'] }),
  '6.F.18': m({ fails: ['nth', 'lon', 'ska'] }),
  // Szykman: no paradox; Naples' support is cut, Tunis bounces in Naples, both convoys carried it.
  '6.F.19': m({ fails: ['tun', 'nap', 'rom'] }),
  '6.F.20': m({ fails: ['tun', 'nap'], dislodged: ['ion'] }),
  // Clyde's support is cut and Clyde is dislodged by the Russian army (2 against 1); the
  // North Atlantic is dislodged, so the English convoy to Clyde is disrupted.
  '6.F.21': m({ dislodged: ['cly', 'nao'], fails: ['lvp'], note: 'Clyde is also dislodged by the supported Russian army from Norway (2 against 1); the DATC text does not mention it.' }),
  '6.F.22': m({ fails: ['bre', 'nwy'], dislodged: ['eng', 'nth'] }),
  '6.F.23': m({ fails: ['edi', 'bre', 'eng', 'mao', 'nwy', 'nth'] }),
  '6.F.24': m({ fails: ['iri', 'bre', 'eng', 'nwy'], dislodged: ['nth'] }),
  '6.F.25': m({ fails: ['ruh', 'nwg', 'swe'], dislodged: ['nwy', 'hol'] }),

  // ---- 6.G convoying to adjacent provinces ---------------------------------------------------
  '6.G.1': m(),
  // No intent: the foreign convoy is not used, a head-to-head battle, and the convoy fails.
  '6.G.2': m({ fails: ['nwy', 'swe', 'ska'] }),
  '6.G.3': m({ dislodged: ['eng'] }),
  '6.G.4': m({ dislodged: ['eng', 'bel'] }),
  '6.G.5': m(),
  // Swap through the Russian fleets; the English fleet is not on that route, so its convoy fails.
  '6.G.6': m({ fails: ['eng'] }),
  '6.G.7': m({ fails: ['ska', 'nwy', 'swe', 'bot'] }),
  '6.G.8': m({ fails: ['bel'], note: 'v3.0 preference: no fallback to the land route.' }),
  '6.G.9': m(),
  '6.G.10': m({ fails: ['nwg'], dislodged: ['swe'] }),
  '6.G.11': m({ fails: ['swe'], dislodged: ['ska'] }),
  '6.G.12': m(),
  // The army goes by convoy and is dislodged; its convoy was not disrupted (it bounced).
  '6.G.13': m({ dislodged: ['tri'] }),
  '6.G.14': m({ fails: ['nwg'], dislodged: ['swe'] }),
  '6.G.15': m({ fails: ['yor'], dislodged: ['bel'] }),
  '6.G.16': m({ fails: ['nth'] }),
  '6.G.17': m({ fails: ['nth'] }),
  '6.G.18': m({ fails: ['yor'] }),
  '6.G.19': m({ fails: ['mar', 'wes', 'lyo', 'spa'] }),
  '6.G.20': m({ fails: ['pic'], dislodged: ['eng'] }),

  // ---- 6.H retreating ------------------------------------------------------------------------
  '6.H.1': m({ dislodged: ['tri', 'gre'], retreat: { fails: ['tri', 'ser', 'gre'] } }),
  '6.H.2': m({ dislodged: ['nwy', 'edi', 'hol'], retreat: { fails: ['nwy', 'edi', 'hol'] } }),
  '6.H.3': m({ dislodged: ['hol'], retreat: { fails: ['hol', 'nth'] } }),
  // Holland may retreat to Belgium; the North Sea fleet was not dislodged.
  '6.H.4': m({ dislodged: ['hol'], retreat: { fails: ['nth'] } }),
  '6.H.5': m({
    dislodged: ['ank'],
    retreat: { orders: 'Turkey:\nF Ankara - Black Sea', fails: ['ank'], mayNotRetreatTo: { ank: ['bla'] } },
  }),
  '6.H.6': m({
    fails: ['mun', 'sil'], dislodged: ['vie'],
    retreat: { orders: 'Italy:\nA Vienna - Bohemia', fails: ['vie'], mayNotRetreatTo: { vie: ['boh'] } },
  }),
  '6.H.7': m({ dislodged: ['vie', 'boh'], retreat: { fails: ['boh', 'vie'] } }),
  '6.H.8': m({ dislodged: ['nwy', 'edi', 'hol'], retreat: { fails: ['nwy', 'edi', 'hol'] } }),
  '6.H.9': m({ dislodged: ['kie', 'pru'], retreat: { orders: 'Germany:\nF Kiel - Berlin', mayRetreatTo: { kie: ['ber'] } } }),
  '6.H.10': m({
    dislodged: ['kie', 'pru'],
    retreat: { fails: ['kie'], mayRetreatTo: { pru: ['ber'] }, mayNotRetreatTo: { kie: ['ber'] } },
  }),
  '6.H.11': m({
    dislodged: ['mar'],
    retreat: { orders: 'Italy:\nA Marseilles - Gascony', mayRetreatTo: { mar: ['gas'] } },
  }),
  // The English convoy is disrupted (Channel dislodged), so the Irish Sea and North Sea convoys fail.
  '6.H.12': m({
    fails: ['iri', 'nth'], dislodged: ['lvp', 'eng'],
    retreat: { orders: 'England:\nA Liverpool - Edinburgh', mayRetreatTo: { lvp: ['edi'] } },
  }),
  // The Channel's convoy has no matching army move (Picardy holds).
  '6.H.13': m({
    fails: ['eng'], dislodged: ['pic'],
    retreat: { orders: 'England:\nA Picardy - London', fails: ['pic'], mayNotRetreatTo: { pic: ['lon'] } },
  }),
  '6.H.14': m({ fails: ['eng'], dislodged: ['pic', 'bur'], retreat: { fails: ['pic', 'bur'] } }),
  // Portugal has no legal retreat at all and is destroyed.
  '6.H.15': m({ dislodged: ['por'], retreat: { mayNotRetreatTo: { por: ['spa', 'mao'] } } }),
  '6.H.16': m({
    fails: ['mao', 'gas'], dislodged: ['wes'],
    retreat: { orders: 'France:\nF Western Mediterranean - Spain(sc)', fails: ['wes'], mayNotRetreatTo: { wes: ['spa'] }, mayRetreatTo: { wes: ['lyo', 'naf'] } },
  }),

  // ---- 6.I building (positions constructed to match each case's description) ------------------
  '6.I.1': {
    kind: 'adjustment',
    units: 'Germany:\nA Berlin\nF Denmark\nA Ruhr',
    centres: { Germany: ['ber', 'kie', 'mun', 'den'], Russia: ['war'] },
    results: [false, true, false],
    after: 'Germany:\nA Berlin\nF Denmark\nA Ruhr\nA Kiel',
    note: 'Germany: four centres, three units, one build. Preference: builds handled one by one.',
  },
  '6.I.2': {
    kind: 'adjustment',
    units: 'Russia:\nA Warsaw\nF Sevastopol\nF St Petersburg(sc)\nA Rumania',
    centres: { Russia: ['mos', 'sev', 'stp', 'war', 'rum'] },
    results: [false],
    after: 'Russia:\nA Warsaw\nF Sevastopol\nF St Petersburg(sc)\nA Rumania',
  },
  '6.I.3': {
    kind: 'adjustment',
    units: 'Germany:\nA Berlin\nF Denmark\nA Munich',
    centres: { Germany: ['ber', 'kie', 'mun', 'den'] },
    results: [false],
    after: 'Germany:\nA Berlin\nF Denmark\nA Munich',
  },
  '6.I.4': {
    kind: 'adjustment',
    units: 'Russia:\nF St Petersburg(sc)\nA Moscow\nA Warsaw\nF Sevastopol',
    centres: { Russia: ['mos', 'sev', 'stp', 'war', 'rum'] },
    results: [false],
    after: 'Russia:\nF St Petersburg(sc)\nA Moscow\nA Warsaw\nF Sevastopol',
  },
  '6.I.5': {
    kind: 'adjustment',
    units: 'Germany:\nA Ruhr\nF Denmark\n\nRussia:\nA Moscow\nA Warsaw\nF Sevastopol\nF St Petersburg(sc)\nA Prussia',
    centres: { Germany: ['kie', 'mun', 'hol', 'den'], Russia: ['ber', 'mos', 'sev', 'stp', 'war'] },
    results: [false],
    after: 'Germany:\nA Ruhr\nF Denmark\n\nRussia:\nA Moscow\nA Warsaw\nF Sevastopol\nF St Petersburg(sc)\nA Prussia',
    note: 'Russia owns Berlin (captured in the Fall, since left); Germany has two builds elsewhere.',
  },
  '6.I.6': {
    kind: 'adjustment',
    units: 'Germany:\nA Berlin\nA Kiel\nA Munich',
    centres: { Germany: ['ber', 'kie', 'mun', 'war'] },
    results: [false],
    after: 'Germany:\nA Berlin\nA Kiel\nA Munich',
  },
  '6.I.7': {
    kind: 'adjustment',
    units: 'Russia:\nF Sevastopol\nA Warsaw',
    centres: { Russia: ['mos', 'sev', 'stp', 'war'] },
    results: [true, false],
    after: 'Russia:\nF Sevastopol\nA Warsaw\nA Moscow',
  },

  // ---- 6.J civil disorder and disbands --------------------------------------------------------
  '6.J.1': {
    kind: 'adjustment',
    units: 'France:\nA Paris\nA Picardy',
    centres: { France: ['par'] },
    results: [false, true, false],
    after: 'France:\nA Paris',
    note: 'France: one centre (Paris), two armies. Preference: removals handled one by one.',
  },
  '6.J.2': {
    kind: 'adjustment',
    units: 'France:\nA Paris\nA Picardy\nA Munich',
    centres: { France: ['par'] },
    results: [true, false],
    after: 'France:\nA Picardy',
    note: 'Constructed: France owns Paris only and has three armies, so two removals. After Paris, the civil '
      + 'disorder rule (2023: distance to an owned centre) removes Munich (2 from Paris) before Picardy (1).',
  },
  '6.J.3': {
    kind: 'adjustment', results: [],
    units: 'Russia:\nA Livonia\nA Sweden', centres: { Russia: ['stp'] }, after: 'Russia:\nA Livonia',
  },
  '6.J.4': {
    kind: 'adjustment', results: [],
    units: 'Russia:\nA Livonia\nA Ukraine', centres: { Russia: ['mos'] }, after: 'Russia:\nA Ukraine',
  },
  '6.J.5': {
    kind: 'adjustment', results: [],
    units: 'Russia:\nF Skagerrak\nF Berlin', centres: { Russia: ['stp'] }, after: 'Russia:\nF Skagerrak',
  },
  '6.J.6': {
    kind: 'adjustment', results: [],
    units: 'Russia:\nF Gulf of Bothnia\nF North Sea', centres: { Russia: ['mun'] }, after: 'Russia:\nF North Sea',
  },
  '6.J.7': {
    kind: 'adjustment', results: [],
    units: 'Russia:\nA Bohemia\nF Skagerrak\nF North Sea', centres: { Russia: ['stp', 'war'] },
    after: 'Russia:\nA Bohemia\nF Skagerrak',
  },
  '6.J.8': {
    kind: 'adjustment', results: [],
    units: 'Russia:\nA Tyrolia\nF Baltic Sea', centres: { Russia: ['war'] }, after: 'Russia:\nF Baltic Sea',
  },
  '6.J.9': {
    kind: 'adjustment', results: [],
    units: 'Russia:\nA Greece\nA Sevastopol\nF Baltic Sea', centres: { Russia: ['stp', 'sev'] },
    after: 'Russia:\nA Sevastopol\nF Baltic Sea',
    more: [{
      units: 'Russia:\nA Greece\nA Sevastopol\nF Skagerrak', centres: { Russia: ['stp', 'sev'] },
      after: 'Russia:\nA Sevastopol\nF Skagerrak',
    }],
  },
  '6.J.10': {
    kind: 'adjustment', results: [],
    units: 'Italy:\nA Greece\nA Piedmont', centres: { Italy: ['nap'] }, after: 'Italy:\nA Greece',
  },
  '6.J.11': {
    kind: 'adjustment', results: [],
    units: 'Italy:\nA Warsaw\nA Tuscany', centres: { Italy: ['war'] }, after: 'Italy:\nA Warsaw',
  },
};
