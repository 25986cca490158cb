// DATC cases run again under a seed's house-rule profile, with the answer the seed's clause gives.
// Each entry names the clause keys exactly as design/RULES-CHECKLIST.md writes them; the test name
// carries them. The reasoning for every answer that differs from the DATC v3.0 preference is in
// the comment above it (worked out by hand from the seed text).
//
// Three kinds of entries:
//  - the printed case under another profile (`orders` absent);
//  - the printed case with a convoy route written into the army's order (`orders` given), which
//    the DATC notation does not have; the route form is `A London - English Channel - Belgium`
//    (000 D.VI(3), 001 B.VII(3), 002 BT17c);
//  - cases whose answer is the same as the preference: kept where they are the plainest proof of
//    a clause (e.g. 6.D.16 for 000 D.VI(7)).
import type { ProfileId } from '../../../../core/diplomacy/houseRules';
import type { DatcExpectation, MovementExpectation } from './datcExpectations';

export interface ProfileVariant {
  id: string;
  profile: ProfileId;
  clauses: string[];
  /** What changed from the printed case, shown in the test name. */
  label?: string;
  /** Replacement orders (same notation); absent means the DATC's own orders. */
  orders?: string;
  expected: DatcExpectation;
}

const m = (e: Omit<MovementExpectation, 'kind'> = {}): MovementExpectation => ({ kind: 'movement', ...e });

// 6.F.9 with the army's route written out.
const f9Orders = (route: string) => `
England:
F English Channel Convoys A London - Belgium
F North Sea Convoys A London - Belgium
A London - ${route} - Belgium

France:
F Brest Supports F Mid-Atlantic Ocean - English Channel
F Mid-Atlantic Ocean - English Channel
`;

// 6.C.6 with both routes written out.
const c6Named = `
England:
F North Sea Convoys A London - Belgium
A London - North Sea - Belgium

France:
F English Channel Convoys A Belgium - London
A Belgium - English Channel - London
`;

// 6.G.1 with the route written out.
const g1Named = `
England:
A Norway - Skagerrak - Sweden
F Skagerrak Convoys A Norway - Sweden

Russia:
A Sweden - Norway
`;

export const profileVariants: ProfileVariant[] = [
  // ---- Convoy to an adjacent province: 000 D.VI(2) / 001 B.VII(2) -----------------------------
  // "via convoy" counts only when a convoy is possible before adjudication. Here no fleet is ordered
  // to convoy, so (as DATC v2.4 6.G.8 reads it) the directive is ignored and the army moves by land:
  // Holland is vacated by the English army, so Belgium-Holland succeeds (v3.0: no fallback, fails).
  // maharajiad: 001 has no coast clause, so coasts follow the 1999/2000 Hasbro rules it defers to
  // (001 B.II(3)) as DATC v3.0 prefers, not 000's lenient coasts: a wrong coast fails the move
  // (6.B.3), a support naming another coast than the move is void (6.B.9), and a move to an
  // impossible coast is illegal, so the fleet holds and takes the support to hold (6.D.29).
  { id: '6.B.3', profile: 'maharajiad', clauses: ['001 B.II(3)'], expected: m({ fails: ['gas'] }) },
  { id: '6.B.9', profile: 'maharajiad', clauses: ['001 B.II(3)'], expected: m({ fails: ['por', 'mao'] }) },
  { id: '6.D.29', profile: 'maharajiad', clauses: ['001 B.II(3)'], expected: m({ fails: ['rum', 'bla'] }) },
  { id: '6.G.8', profile: 'wm2004', clauses: ['000 D.VI(2)'], expected: m() },
  { id: '6.G.8', profile: 'maharajiad', clauses: ['001 B.VII(2)'], expected: m() },
  // The droidippy judge keeps DATC v2.4's fallback (4.A.3): the same answer, from a convention.
  { id: '6.G.8', profile: 'droidippy', clauses: ['DATC 4.A.3'], label: 'v2.4 fallback to the land route', expected: m() },
  // The convoying fleet in Skagerrak is Russian, like the army: by D.VI(2) it is a convoy attempt,
  // which makes the simple convoy paradox; D.VI(6) fails the convoyed army, North Sea dislodges
  // Skagerrak. Same answer as v3.0 (and v2.4 choice d), reached through the seed's clauses.
  { id: '6.G.11', profile: 'wm2004', clauses: ['000 D.VI(2)', '000 D.VI(6)'], expected: m({ fails: ['swe'], dislodged: ['ska'] }) },
  { id: '6.G.11', profile: 'maharajiad', clauses: ['001 B.VII(2)', '001 B.VII(6)'], expected: m({ fails: ['swe'], dislodged: ['ska'] }) },
  // Only a German fleet convoys the English army: by land, a head-to-head battle, nobody moves.
  { id: '6.G.2', profile: 'wm2004', clauses: ['000 D.VI(2)'], expected: m({ fails: ['nwy', 'swe', 'ska'] }) },
  { id: '6.G.2', profile: 'maharajiad', clauses: ['001 B.VII(2)'], expected: m({ fails: ['nwy', 'swe', 'ska'] }) },
  // An English fleet convoys the English army: a convoy, so the armies swap.
  { id: '6.G.9', profile: 'wm2004', clauses: ['000 D.VI(2)'], expected: m() },
  { id: '6.G.9', profile: 'maharajiad', clauses: ['001 B.VII(2)'], expected: m() },

  // ---- Other convoy clauses whose answer matches the preference -------------------------------
  // Pandin's extended paradox: the convoyed move fails and has no effect (Szykman).
  { id: '6.F.17', profile: 'wm2004', clauses: ['000 D.VI(6)'], expected: m({ fails: ['wal', 'bre', 'eng', 'bel'] }) },
  { id: '6.F.17', profile: 'maharajiad', clauses: ['001 B.VII(6)'], expected: m({ fails: ['wal', 'bre', 'eng', 'bel'] }) },
  // A unit dislodged by a convoyed army may retreat to the army's origin.
  {
    id: '6.H.11', profile: 'wm2004', clauses: ['000 D.VI(1)'],
    expected: m({ dislodged: ['mar'], retreat: { orders: 'Italy:\nA Marseilles - Gascony', mayRetreatTo: { mar: ['gas'] } } }),
  },
  {
    id: '6.H.11', profile: 'maharajiad', clauses: ['001 B.VII(1)'],
    expected: m({ dislodged: ['mar'], retreat: { orders: 'Italy:\nA Marseilles - Gascony', mayRetreatTo: { mar: ['gas'] } } }),
  },
  {
    id: '6.H.12', profile: 'wm2004', clauses: ['000 D.VI(1)'],
    expected: m({ fails: ['iri', 'nth'], dislodged: ['lvp', 'eng'], retreat: { orders: 'England:\nA Liverpool - Edinburgh', mayRetreatTo: { lvp: ['edi'] } } }),
  },
  // The army convoyed from Trieste does not cut Venice's support for the attack on Trieste.
  { id: '6.G.13', profile: 'wm2004', clauses: ['000 D.VI(5)'], expected: m({ dislodged: ['tri'] }) },
  { id: '6.G.13', profile: 'maharajiad', clauses: ['001 B.VII(5)'], expected: m({ dislodged: ['tri'] }) },
  // The English fleet convoys the French army that dislodges the English army in London (only route).
  { id: '6.D.16', profile: 'wm2004', clauses: ['000 D.VI(7)'], expected: m({ dislodged: ['lon'] }) },
  { id: '6.D.16', profile: 'maharajiad', clauses: ['001 B.VII(7)'], expected: m({ dislodged: ['lon'] }) },

  // ---- Multi-route convoys and named routes: 000 D.VI(3)-(4) / 001 B.VII(3)-(4) ----------------
  // No route written: disrupted only if every route is; the North Sea route still carries the army.
  { id: '6.F.9', profile: 'wm2004', clauses: ['000 D.VI(4)'], expected: m({ dislodged: ['eng'] }) },
  { id: '6.F.9', profile: 'maharajiad', clauses: ['001 B.VII(4)'], expected: m({ dislodged: ['eng'] }) },
  // Route written through the English Channel, whose fleet is dislodged: the convoy is disrupted,
  // the army stays in London, and the North Sea fleet carried nobody.
  {
    id: '6.F.9', profile: 'wm2004', clauses: ['000 D.VI(3)', '000 D.VI(4)'], label: 'route named through the English Channel',
    orders: f9Orders('English Channel'), expected: m({ fails: ['lon', 'nth'], dislodged: ['eng'] }),
  },
  {
    id: '6.F.9', profile: 'maharajiad', clauses: ['001 B.VII(3)', '001 B.VII(4)'], label: 'route named through the English Channel',
    orders: f9Orders('English Channel'), expected: m({ fails: ['lon', 'nth'], dislodged: ['eng'] }),
  },
  // Route written through the North Sea, whose fleet survives: the army lands in Belgium.
  {
    id: '6.F.9', profile: 'wm2004', clauses: ['000 D.VI(3)', '000 D.VI(4)'], label: 'route named through the North Sea',
    orders: f9Orders('North Sea'), expected: m({ dislodged: ['eng'] }),
  },
  {
    id: '6.F.9', profile: 'maharajiad', clauses: ['001 B.VII(3)', '001 B.VII(4)'], label: 'route named through the North Sea',
    orders: f9Orders('North Sea'), expected: m({ dislodged: ['eng'] }),
  },
  // Without the house rule a written route is only informational (HouseRules.namedRouteBinds):
  // the North Sea still carries the army.
  {
    id: '6.F.9', profile: 'hasbro2000', clauses: [], label: 'route named through the English Channel, informational only',
    orders: f9Orders('English Channel'), expected: m({ dislodged: ['eng'] }),
  },

  // ---- Convoy path required: 002 BT17c ----------------------------------------------------------
  // No path named: neither move is a convoyed move, London and Belgium are not adjacent, so both
  // armies fail and both convoys carry nobody.
  { id: '6.C.6', profile: 'agora-bt', clauses: ['002 BT17c'], expected: m({ fails: ['nth', 'lon', 'eng', 'bel'] }) },
  { id: '6.C.6', profile: 'agora-bt', clauses: ['002 BT17c'], label: 'paths named', orders: c6Named, expected: m() },
  // No path named: a land move, a head-to-head battle with Sweden, nobody moves.
  { id: '6.G.1', profile: 'agora-bt', clauses: ['002 BT17c'], expected: m({ fails: ['nwy', 'ska', 'swe'] }) },
  { id: '6.G.1', profile: 'agora-bt', clauses: ['002 BT17c'], label: 'path named', orders: g1Named, expected: m() },
  // No path named: Norway goes by land with Finland's support (2 against 1) and dislodges the
  // Russian army in the head-to-head battle; Skagerrak carried nobody.
  { id: '6.G.9', profile: 'agora-bt', clauses: ['002 BT17c'], expected: m({ fails: ['ska'], dislodged: ['swe'] }) },
  // The path named is through the dislodged fleet: the army stays in London.
  {
    id: '6.F.9', profile: 'agora-bt', clauses: ['002 BT17c'], label: 'route named through the English Channel',
    orders: f9Orders('English Channel'), expected: m({ fails: ['lon', 'nth'], dislodged: ['eng'] }),
  },

  // ---- Civil-disorder removals: 000 D.V(4), 001 B.VI(4), 002 BT24e ------------------------------
  // 6.J.6 (Russia owns only Munich; fleets in the Gulf of Bothnia and the North Sea).
  // wm2004: fleets count legal fleet moves to a Russian HOME centre (not to Munich): Bothnia is 1
  // from St Petersburg(sc), the North Sea 2 (via Norway to St Petersburg(nc)); the North Sea goes.
  {
    id: '6.J.6', profile: 'wm2004', clauses: ['000 D.V(4)a', '000 D.V(4)c'],
    expected: { kind: 'adjustment', results: [], units: 'Russia:\nF Gulf of Bothnia\nF North Sea', centres: { Russia: ['mun'] }, after: 'Russia:\nF Gulf of Bothnia' },
  },
  // maharajiad: legal moves to the nearest home centre: same 1 against 2.
  {
    id: '6.J.6', profile: 'maharajiad', clauses: ['001 B.VI(4)a', '001 B.VI(4)b'],
    expected: { kind: 'adjustment', results: [], units: 'Russia:\nF Gulf of Bothnia\nF North Sea', centres: { Russia: ['mun'] }, after: 'Russia:\nF Gulf of Bothnia' },
  },
  // agora-bt: farthest from the country (Russia), not from Munich: Bothnia touches St Petersburg,
  // the North Sea is two away; the North Sea goes.
  {
    id: '6.J.6', profile: 'agora-bt', clauses: ['002 BT24e'],
    expected: { kind: 'adjustment', results: [], units: 'Russia:\nF Gulf of Bothnia\nF North Sea', centres: { Russia: ['mun'] }, after: 'Russia:\nF Gulf of Bothnia' },
  },
  // 6.J.10 (Italy owns only Naples; armies in Greece and Piedmont). Distance to HOME centres:
  // Piedmont is next to Venice (1); Greece needs two (Ionian Sea, Naples), so Greece goes —
  // the reverse of the 2023 rule, which measures to owned centres only.
  {
    id: '6.J.10', profile: 'wm2004', clauses: ['000 D.V(4)a', '000 D.V(4)b'],
    expected: { kind: 'adjustment', results: [], units: 'Italy:\nA Greece\nA Piedmont', centres: { Italy: ['nap'] }, after: 'Italy:\nA Piedmont' },
  },
  {
    id: '6.J.10', profile: 'maharajiad', clauses: ['001 B.VI(4)a', '001 B.VI(4)b'],
    expected: { kind: 'adjustment', results: [], units: 'Italy:\nA Greece\nA Piedmont', centres: { Italy: ['nap'] }, after: 'Italy:\nA Piedmont' },
  },
  // agora-bt: Piedmont is in Italy itself; Greece is farther by any count.
  {
    id: '6.J.10', profile: 'agora-bt', clauses: ['002 BT24e'],
    expected: { kind: 'adjustment', results: [], units: 'Italy:\nA Greece\nA Piedmont', centres: { Italy: ['nap'] }, after: 'Italy:\nA Piedmont' },
  },
  // 6.J.11 (Italy owns only Warsaw; armies in Warsaw and Tuscany). Home centres count whoever owns
  // them: Tuscany is 1 from Rome, Warsaw far away, so Warsaw goes (the older rulebooks' answer).
  {
    id: '6.J.11', profile: 'wm2004', clauses: ['000 D.V(4)a', '000 D.V(4)b'],
    expected: { kind: 'adjustment', results: [], units: 'Italy:\nA Warsaw\nA Tuscany', centres: { Italy: ['war'] }, after: 'Italy:\nA Tuscany' },
  },
  {
    id: '6.J.11', profile: 'maharajiad', clauses: ['001 B.VI(4)a', '001 B.VI(4)b'],
    expected: { kind: 'adjustment', results: [], units: 'Italy:\nA Warsaw\nA Tuscany', centres: { Italy: ['war'] }, after: 'Italy:\nA Tuscany' },
  },
  {
    id: '6.J.11', profile: 'agora-bt', clauses: ['002 BT24e'],
    expected: { kind: 'adjustment', results: [], units: 'Italy:\nA Warsaw\nA Tuscany', centres: { Italy: ['war'] }, after: 'Italy:\nA Tuscany' },
  },
  // droidippy (DATC 4.D.8, the 2000 rulebook as that judge reads it): home centres, armies and
  // fleets both over land and sea. 6.J.6: Bothnia is 1 from St Petersburg, the North Sea 2 (by
  // Norway): the North Sea goes. 6.J.10: Piedmont 1 from Venice, Greece 2: Greece goes. 6.J.11:
  // Tuscany 1 from Rome, Warsaw far from every Italian home centre: Warsaw goes.
  {
    id: '6.J.6', profile: 'droidippy', clauses: ['DATC 4.D.8'],
    expected: { kind: 'adjustment', results: [], units: 'Russia:\nF Gulf of Bothnia\nF North Sea', centres: { Russia: ['mun'] }, after: 'Russia:\nF Gulf of Bothnia' },
  },
  {
    id: '6.J.10', profile: 'droidippy', clauses: ['DATC 4.D.8'],
    expected: { kind: 'adjustment', results: [], units: 'Italy:\nA Greece\nA Piedmont', centres: { Italy: ['nap'] }, after: 'Italy:\nA Piedmont' },
  },
  {
    id: '6.J.11', profile: 'droidippy', clauses: ['DATC 4.D.8'],
    expected: { kind: 'adjustment', results: [], units: 'Italy:\nA Warsaw\nA Tuscany', centres: { Italy: ['war'] }, after: 'Italy:\nA Tuscany' },
  },
  // 6.J.7: all three units are 2 from home under every seed; the fleets go before the army and the
  // North Sea before Skagerrak alphabetically — the same answer as the preference.
  {
    id: '6.J.7', profile: 'wm2004', clauses: ['000 D.V(4)d'],
    expected: { kind: 'adjustment', results: [], units: 'Russia:\nA Bohemia\nF Skagerrak\nF North Sea', centres: { Russia: ['stp', 'war'] }, after: 'Russia:\nA Bohemia\nF Skagerrak' },
  },
  {
    id: '6.J.7', profile: 'maharajiad', clauses: ['001 B.VI(4)c'],
    expected: { kind: 'adjustment', results: [], units: 'Russia:\nA Bohemia\nF Skagerrak\nF North Sea', centres: { Russia: ['stp', 'war'] }, after: 'Russia:\nA Bohemia\nF Skagerrak' },
  },
  {
    id: '6.J.7', profile: 'agora-bt', clauses: ['002 BT24e'],
    expected: { kind: 'adjustment', results: [], units: 'Russia:\nA Bohemia\nF Skagerrak\nF North Sea', centres: { Russia: ['stp', 'war'] }, after: 'Russia:\nA Bohemia\nF Skagerrak' },
  },
  // 6.J.4: two armies each 1 from a home centre: Livonia before Ukraine alphabetically.
  {
    id: '6.J.4', profile: 'wm2004', clauses: ['000 D.V(4)d'],
    expected: { kind: 'adjustment', results: [], units: 'Russia:\nA Livonia\nA Ukraine', centres: { Russia: ['mos'] }, after: 'Russia:\nA Ukraine' },
  },
  {
    id: '6.J.4', profile: 'maharajiad', clauses: ['001 B.VI(4)c'],
    expected: { kind: 'adjustment', results: [], units: 'Russia:\nA Livonia\nA Ukraine', centres: { Russia: ['mos'] }, after: 'Russia:\nA Ukraine' },
  },

  // ---- Too many builds / removals: 000 D.V(2), 001 B.VI(2)a; impossible fleet build -------------
  // wm2004 reads the builds from the bottom up: Munich is built and fills the one build.
  {
    id: '6.I.1', profile: 'wm2004', clauses: ['000 D.V(2)'],
    expected: {
      kind: 'adjustment', results: [false, false, true],
      units: 'Germany:\nA Berlin\nF Denmark\nA Ruhr', centres: { Germany: ['ber', 'kie', 'mun', 'den'], Russia: ['war'] },
      after: 'Germany:\nA Berlin\nF Denmark\nA Ruhr\nA Munich',
    },
  },
  // maharajiad: more builds ordered than allowed, so none is allowed.
  {
    id: '6.I.1', profile: 'maharajiad', clauses: ['001 B.VI(2)a'],
    expected: {
      kind: 'adjustment', results: [false, false, false],
      units: 'Germany:\nA Berlin\nF Denmark\nA Ruhr', centres: { Germany: ['ber', 'kie', 'mun', 'den'], Russia: ['war'] },
      after: 'Germany:\nA Berlin\nF Denmark\nA Ruhr',
    },
  },
  // wm2004 removals from the bottom up: Paris is removed and fills the one removal.
  {
    id: '6.J.1', profile: 'wm2004', clauses: ['000 D.V(2)'],
    expected: {
      kind: 'adjustment', results: [false, false, true],
      units: 'France:\nA Paris\nA Picardy', centres: { France: ['par'] }, after: 'France:\nA Picardy',
    },
  },
  {
    id: '6.I.2', profile: 'wm2004', clauses: ['000 D.V(5)'],
    expected: {
      kind: 'adjustment', results: [false],
      units: 'Russia:\nA Warsaw\nF Sevastopol\nF St Petersburg(sc)\nA Rumania', centres: { Russia: ['mos', 'sev', 'stp', 'war', 'rum'] },
      after: 'Russia:\nA Warsaw\nF Sevastopol\nF St Petersburg(sc)\nA Rumania',
    },
  },
  {
    id: '6.I.2', profile: 'maharajiad', clauses: ['001 B.VI(5)'],
    expected: {
      kind: 'adjustment', results: [false],
      units: 'Russia:\nA Warsaw\nF Sevastopol\nF St Petersburg(sc)\nA Rumania', centres: { Russia: ['mos', 'sev', 'stp', 'war', 'rum'] },
      after: 'Russia:\nA Warsaw\nF Sevastopol\nF St Petersburg(sc)\nA Rumania',
    },
  },
];
