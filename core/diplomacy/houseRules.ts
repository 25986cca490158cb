// House rules: every choice where the seeds' tournaments differ from each other or from the DATC
// v3.0 preferences, as one typed options object. The order reader (intake) and the adjudicator
// both take it. Each option names the seed clause it implements; each profile is one seed.
//
// Profiles:
//   hasbro2000 — the 2000 rulebook with DATC v3.0's preferences (the reference, no house rules)
//   wm2004     — seed 000, World Masters 2004 house rules (section D)
//   maharajiad — seed 001, Maharajiad I rules (section B)
//   agora-bt   — seed 002, Agora's Birthday Tournament regulations (BT14–BT25)
//   webdiplomacy — how webDiplomacy judges: hasbro2000 but with the 2000 rulebook's civil-disorder
//                  removals (distance to home centres), so its recorded games replay identically
//   droidippy  — how the droidippy judge adjudicated its archive: hasbro2000 with DATC v2.4's
//                "via convoy" fallback to the land route (4.A.3) and 2000-rulebook removals with
//                armies and fleets both measured over land and sea (4.D.8 / 6.J.11's older reading)
//
// The last two are not seeds: they are other judges' conventions, kept so that a game taken over
// from that judge continues under the rules its players have been playing.

export type ProfileId = 'hasbro2000' | 'wm2004' | 'maharajiad' | 'agora-bt' | 'webdiplomacy' | 'droidippy';

export interface HouseRules {
  id: ProfileId;
  name: string;

  // ---- adjudication ------------------------------------------------------------------------

  /**
   * How a convoy paradox is broken. 'szykman': every convoyed move that is part of the paradox
   * fails and has no effect on its destination (000 D.VI(6), 001 B.VII(6); DATC v3.0 4.A.2's
   * preference). 'all-hold': the 1982 rulebook reading, every unit in the paradox holds.
   */
  paradoxRule: 'szykman' | 'all-hold';
  /**
   * When an army ordered to an adjacent province could go by land or by convoy, which is it?
   * 'datc-v3': DATC v3.0's preference (6.G.8, 6.G.11): by convoy when "via convoy" is written or
   * any fleet convoys it (intent shown by the orders). 'same-nationality-or-via': by convoy only
   * when a fleet of the army's own nationality is ordered to convoy it there, or the order says
   * "via convoy"; otherwise by land (000 D.VI(2), 001 B.VII(2); DATC v2.4 6.G.8).
   */
  adjacentConvoyIntent: 'datc-v3' | 'same-nationality-or-via';
  /**
   * An army ordered "via convoy" to a province it could also reach by land, when no fleet is
   * ordered to carry it: true — it moves by land (DATC v2.4's preference on 4.A.3, as the droidippy
   * judge plays it); false — it is a convoyed move with no convoy and fails (DATC v3.0 4.A.3,
   * 6.G.8). 'same-nationality-or-via' profiles fall back to land in any case (000 D.VI(2)).
   * Absent means false.
   */
  viaConvoyLandFallback?: boolean;
  /**
   * A convoy route written in the order (`A Lon-Nth-Nwy`) limits the army to that route, and the
   * convoy is disrupted if any fleet of it is dislodged (000 D.VI(3)-(4), 001 B.VII(3)-(4)).
   * When false the route is informational and any route may carry the army.
   */
  namedRouteBinds: boolean;
  /**
   * A convoyed move must name its convoy path or it is not a convoyed move at all (002 BT17).
   */
  convoyPathRequired: boolean;
  /**
   * The 2000 rulebook's convoy rule, written out in 002 BT21c: a convoyed army does not cut the
   * support of a unit supporting an attack on one of the fleets its convoy needs (DATC 4.A.2,
   * 6.F.17 differs from Szykman). `paradoxRule` stays the backup for paradoxes it leaves open.
   * Absent means false.
   */
  convoyAttackSupportNotCut?: boolean;
  /**
   * How civil-disorder removals measure "distance from home":
   * 'rulebook-2023' — DATC v3.0 6.J (the 2023 rulebook),
   * 'wm2004' — 000 D.V(4) (armies may cross water but not Switzerland, fleets by legal moves;
   *             fleets before armies; alphabetical by the rulebook's space names),
   * 'maharajiad' — 001 B.VI(4) (sea provinces count one move for any unit; full-name alphabetical),
   * 'agora-bt' — 002 BT24 (farthest first, fleets before armies, alphabetical by province).
   * 'rulebook-2000-land-and-sea' — the 2000 rulebook's home centres (DATC v2.4 4.D.8), with armies
   *             and fleets alike counting moves over land and sea; fleets before armies, then
   *             alphabetical (the droidippy judge's reading).
   */
  civilDisorderDistance: 'rulebook-2023' | 'wm2004' | 'maharajiad' | 'agora-bt' | 'rulebook-2000-land-and-sea';
  /**
   * What happens to a power that sends no orders for a movement phase.
   * 'hold' — its units hold, and it may still order its retreats (000 D.VII(6)(c)).
   * 'agora-civil-disorder' — its units hold but do not support each other, dislodged units are
   *   disbanded and it builds nothing (002 BT24).
   */
  nmrPolicy: 'hold' | 'agora-civil-disorder';
  /**
   * 001 B.I(3): a supply centre on which one specific unit stands for a whole game year (Spring,
   * Fall and Monsoon turns) becomes a home centre of that unit's power, and stops being a home
   * centre of any other power. Absent means false (home centres never change).
   */
  additionalHomeCentres?: boolean;
  /** Centres for a solo; null means the variant's own number (18 standard, 19 Maharajah; 002 BT16). */
  victoryCentres: number | null;

  // ---- reading orders ----------------------------------------------------------------------

  /**
   * Several order sets from one player: 'last-replaces' — the last set wholly replaces earlier
   * ones (000 D.III(3), 001 B.IV(4)); 'merge-per-unit' — the alternative rule, the most recent
   * order for each unit across sets.
   */
  multipleOrderSets: 'last-replaces' | 'merge-per-unit';
  /**
   * Several orders for one unit in one set: 'last-wins' (000 D.III(5)); 'ambiguous-hold' — the
   * unit holds, but identical duplicates count once (001 B.IV(6)).
   */
  multipleOrdersForUnit: 'last-wins' | 'ambiguous-hold';
  /** A wrong unit type (A for F) outside builds: 'ignored' (000 D.IV(1)) or 'invalidates' (001 B.V(2)). */
  wrongUnitType: 'ignored' | 'invalidates';
  /** A wrong nationality of a supported or convoyed unit: 'ignored' (000 D.IV(2)) or 'invalidates' (001 B.V(4)). */
  wrongNationality: 'ignored' | 'invalidates';
  /**
   * Missing or wrong coasts: 'wm2004' — never invalidating except F MAO-Spa, F Por-Spa, F Con-Bul,
   * and a support to a two-coast province supports either coast (000 D.IV(3)); 'datc' — DATC v3.0
   * 6.B preferences (a missing coast is filled when only one coast can be reached, else the order fails).
   */
  coastRule: 'wm2004' | 'datc';
  /**
   * A build with no unit type: no unit where both could be built, an army where only an army can
   * be; with 'coast-means-fleet' a named coast builds a fleet (000 D.V(1)); 001 B.VI(1) lacks that.
   */
  omittedBuildType: 'coast-means-fleet' | 'army-only-where-unambiguous';
  /**
   * Too many builds or removals: 'bottom-to-top' — follow them from the bottom of the set up until
   * the number is reached (000 D.V(2)); 'builds-void-removals-civil-disorder' — no builds at all,
   * and removals by the civil-disorder rule (001 B.VI(2)); 'top-to-bottom' — the first ones written.
   */
  excessAdjustments: 'bottom-to-top' | 'builds-void-removals-civil-disorder' | 'top-to-bottom';
  /**
   * Several builds in one centre: 'first-from-bottom' (000 D.V(3)); 'none-if-types-differ' — no unit
   * when the types differ unless only an army can be built, duplicates count once (001 B.VI(3));
   * 'first-written'.
   */
  multipleBuildsInCentre: 'first-from-bottom' | 'none-if-types-differ' | 'first-written';
  /** Where the GM's address must appear for an order mail to count (000 D.II(2)b, 001 B.III(2)). */
  gmAddressRequired: 'to-or-cc' | 'to' | 'none';
}

export const profiles: Record<ProfileId, HouseRules> = {
  hasbro2000: {
    id: 'hasbro2000', name: '2000 rulebook, DATC v3.0 preferences',
    paradoxRule: 'szykman', adjacentConvoyIntent: 'datc-v3', namedRouteBinds: false, convoyPathRequired: false,
    civilDisorderDistance: 'rulebook-2023', nmrPolicy: 'hold', victoryCentres: null,
    multipleOrderSets: 'last-replaces', multipleOrdersForUnit: 'last-wins', wrongUnitType: 'ignored',
    wrongNationality: 'ignored', coastRule: 'datc', omittedBuildType: 'army-only-where-unambiguous',
    excessAdjustments: 'top-to-bottom', multipleBuildsInCentre: 'first-written', gmAddressRequired: 'none',
  },
  wm2004: {
    id: 'wm2004', name: 'World Masters 2004 (seed 000)',
    paradoxRule: 'szykman', adjacentConvoyIntent: 'same-nationality-or-via', namedRouteBinds: true, convoyPathRequired: false,
    civilDisorderDistance: 'wm2004', nmrPolicy: 'hold', victoryCentres: null,
    multipleOrderSets: 'last-replaces', multipleOrdersForUnit: 'last-wins', wrongUnitType: 'ignored',
    wrongNationality: 'ignored', coastRule: 'wm2004', omittedBuildType: 'coast-means-fleet',
    excessAdjustments: 'bottom-to-top', multipleBuildsInCentre: 'first-from-bottom', gmAddressRequired: 'to-or-cc',
  },
  maharajiad: {
    id: 'maharajiad', name: 'Maharajiad I (seed 001)',
    paradoxRule: 'szykman', adjacentConvoyIntent: 'same-nationality-or-via', namedRouteBinds: true, convoyPathRequired: false,
    civilDisorderDistance: 'maharajiad', nmrPolicy: 'hold', victoryCentres: 19, additionalHomeCentres: true,
    multipleOrderSets: 'last-replaces', multipleOrdersForUnit: 'ambiguous-hold', wrongUnitType: 'invalidates',
    // 001 B.V covers unit type and nationality but says nothing of coasts, so coasts follow the
    // 1999/2000 Hasbro rules it defers to (001 B.II(3)) as DATC v3.0 reads them (6.B): a coast is
    // filled only where one alone can be reached, and a wrong coast makes the order fail.
    wrongNationality: 'invalidates', coastRule: 'datc', omittedBuildType: 'army-only-where-unambiguous',
    excessAdjustments: 'builds-void-removals-civil-disorder', multipleBuildsInCentre: 'none-if-types-differ', gmAddressRequired: 'to',
  },
  'agora-bt': {
    id: 'agora-bt', name: 'Agora Birthday Tournament (seed 002)',
    paradoxRule: 'szykman', adjacentConvoyIntent: 'datc-v3', namedRouteBinds: true, convoyPathRequired: true,
    convoyAttackSupportNotCut: true,
    civilDisorderDistance: 'agora-bt', nmrPolicy: 'agora-civil-disorder', victoryCentres: 18,
    multipleOrderSets: 'last-replaces', multipleOrdersForUnit: 'last-wins', wrongUnitType: 'ignored',
    wrongNationality: 'ignored', coastRule: 'datc', omittedBuildType: 'army-only-where-unambiguous',
    excessAdjustments: 'top-to-bottom', multipleBuildsInCentre: 'first-written', gmAddressRequired: 'none',
  },
  webdiplomacy: {
    id: 'webdiplomacy', name: 'webDiplomacy judge (2000 rulebook removals)',
    paradoxRule: 'szykman', adjacentConvoyIntent: 'datc-v3', namedRouteBinds: false, convoyPathRequired: false,
    // The 2000 rulebook removes the units farthest from their *home* centres; DATC v3.0 6.J.11 (the
    // 2023 rulebook) measures to owned centres instead. 000 D.V(4) writes the older rule out in
    // full, so its distance is reused here. webDiplomacy's recorded W1908A removals follow it.
    civilDisorderDistance: 'wm2004', nmrPolicy: 'hold', victoryCentres: null,
    multipleOrderSets: 'last-replaces', multipleOrdersForUnit: 'last-wins', wrongUnitType: 'ignored',
    wrongNationality: 'ignored', coastRule: 'datc', omittedBuildType: 'army-only-where-unambiguous',
    excessAdjustments: 'top-to-bottom', multipleBuildsInCentre: 'first-written', gmAddressRequired: 'none',
  },
  droidippy: {
    id: 'droidippy', name: 'droidippy judge (DATC v2.4 via-convoy fallback, 2000 rulebook removals)',
    paradoxRule: 'szykman', adjacentConvoyIntent: 'datc-v3', viaConvoyLandFallback: true,
    namedRouteBinds: false, convoyPathRequired: false,
    civilDisorderDistance: 'rulebook-2000-land-and-sea', nmrPolicy: 'hold', victoryCentres: null,
    multipleOrderSets: 'last-replaces', multipleOrdersForUnit: 'last-wins', wrongUnitType: 'ignored',
    wrongNationality: 'ignored', coastRule: 'datc', omittedBuildType: 'army-only-where-unambiguous',
    excessAdjustments: 'top-to-bottom', multipleBuildsInCentre: 'first-written', gmAddressRequired: 'none',
  },
};

export const profileIds = Object.keys(profiles) as ProfileId[];

export function getProfile(id: string): HouseRules {
  const p = profiles[id as ProfileId];
  if (!p) throw new Error(`unknown house-rules profile '${id}' (known: ${profileIds.join(', ')})`);
  return p;
}
