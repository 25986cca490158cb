// The shared vocabulary of the Diplomacy engine: variants, units, positions, orders and results.
// Everything here is plain JSON-serialisable data so the same values cross the worker boundary,
// go into IndexedDB and come out of the CLI unchanged.

export type UnitType = 'A' | 'F';
/** A province id as the variant writes it, lower case: `par`, `stp`. */
export type ProvinceId = string;
/** A province id, or a province and coast for split-coast provinces: `stp/nc`. */
export type Location = string;
export type PowerName = string;

export type ProvinceKind = 'land' | 'sea' | 'coast';

export interface ProvinceData {
  id: ProvinceId;
  name: string;
  kind: ProvinceKind;
  /** Named coasts (`nc`, `sc`, `ec`) where a fleet must say which one it stands on. */
  coasts: string[];
  supplyCentre: boolean;
  /** Set for Maharajah's river provinces (001 B.I(2)): the river's name. */
  river?: string;
  /** The official abbreviation where the rules list one (001 B.IV(2): `Ben` Benares, `Bgl` Bengal). */
  abbreviation?: string;
}

export interface PowerData {
  name: PowerName;
  adjective: string;
  colour: string;
  homeCentres: ProvinceId[];
}

export interface UnitPlacement {
  type: UnitType;
  power: PowerName;
  location: Location;
}

/** The data file `assets/variants/<id>/variant.json`. */
export interface VariantData {
  id: string;
  name: string;
  startYear: number;
  /** Supply centres needed for a solo: 18 standard, 19 Maharajah (001 B.I(1)). */
  victoryCentres: number;
  /** What players read for each season; Maharajah calls the adjustment phase "Monsoon". */
  phaseNames: { spring: string; fall: string; adjustment: string };
  powers: PowerData[];
  provinces: ProvinceData[];
  /** Army adjacency by province; fleet adjacency by location (coast-specific). */
  adjacency: { army: Record<ProvinceId, ProvinceId[]>; fleet: Record<Location, Location[]> };
  startUnits: UnitPlacement[];
  /**
   * Navigable rivers (001 B.I(2)): the provinces of each river. Where a fleet may go along a river
   * is ordinary fleet adjacency; this list says which provinces are river provinces of which river.
   */
  rivers: { name: string; provinces: ProvinceId[] }[];
}

export interface Unit {
  type: UnitType;
  power: PowerName;
  location: Location;
  /**
   * Stable identity across phases. Needed by Maharajah's additional home centres (001 B.I(3)):
   * the *same* unit must stand on a centre for a whole game year.
   */
  id?: string;
}

export type Season = 'spring' | 'fall' | 'winter';
export type PhaseType = 'movement' | 'retreat' | 'adjustment';

export interface Phase {
  year: number;
  season: Season;
  type: PhaseType;
}

export interface DislodgedUnit {
  unit: Unit;
  /** Province the successful attack came from; a retreat there is illegal (000 D.VI(1)). */
  attackerFrom: ProvinceId;
  /** True when the attacker was convoyed: then the unit may retreat to the attacker's origin. */
  attackerConvoyed: boolean;
  /** Locations this unit may retreat to, computed by the adjudicator. */
  retreats: Location[];
}

export interface Position {
  variant: string;
  phase: Phase;
  units: Unit[];
  /** Units dislodged in the movement phase just played; only non-empty in a retreat phase. */
  dislodged: DislodgedUnit[];
  /** Supply centre owner by province; unowned centres are absent. */
  centres: Record<ProvinceId, PowerName>;
  /** Home centres per power. Usually the variant's, but Maharajah converts centres in play. */
  homeCentres: Record<PowerName, ProvinceId[]>;
  /** Provinces left empty by a standoff this movement phase: no retreat may go there. */
  standoffs: ProvinceId[];
  /**
   * Maharajah's additional home centres (001 B.I(3)), kept only under a profile with
   * HouseRules.additionalHomeCentres: for each supply centre, the `Unit.id` of the unit that has
   * stood on it without a break since this game year's Spring turn began. The engine narrows it
   * after every phase (a unit that moves, is dislodged or removed drops out) and, when the year's
   * Monsoon (adjustment) turn is over, converts the centres still listed into home centres of
   * their unit's power and starts the next year's list. Absent on a Spring position: the units
   * standing on centres then are the year's candidates; absent later in a year: none.
   */
  yearLongOccupants?: Record<ProvinceId, string>;
}

// ---- Orders ---------------------------------------------------------------------------------

interface OrderBase {
  /** The power that gave the order (may differ from the unit's owner: that order is void). */
  power: PowerName;
  /** Unit type as written; may be wrong or missing, house rules decide (000 D.IV(1)). */
  unitType?: UnitType;
  /** The ordered unit's location as written (coast may be omitted). */
  unit: Location;
}

export interface HoldOrder extends OrderBase { kind: 'hold' }
export interface MoveOrder extends OrderBase {
  kind: 'move';
  to: Location;
  /**
   * "via convoy" written explicitly (000 D.VI(2), DATC 6.G). `false` means the order explicitly
   * chose the land route: dipcc/webDiplomacy records write every convoyed move `VIA`, so there
   * an army move without it is by land (see dipcc.ts).
   */
  viaConvoy?: boolean;
  /** A named convoy route: the sea (or river) provinces in order (000 D.VI(3), 002 BT17). */
  route?: ProvinceId[];
}
export interface SupportOrder extends OrderBase {
  kind: 'support';
  /** Province of the supported unit. */
  supported: ProvinceId;
  supportedType?: UnitType;
  /** Destination province when supporting a move; absent for a support to hold. */
  to?: ProvinceId;
}
export interface ConvoyOrder extends OrderBase {
  kind: 'convoy';
  from: ProvinceId;
  to: ProvinceId;
}
export type MovementOrder = HoldOrder | MoveOrder | SupportOrder | ConvoyOrder;

export interface RetreatOrder extends OrderBase { kind: 'retreat'; to: Location }
export interface DisbandOrder extends OrderBase { kind: 'disband' }
export type RetreatPhaseOrder = RetreatOrder | DisbandOrder;

export interface BuildOrder { kind: 'build'; power: PowerName; unitType: UnitType; location: Location }
export interface RemoveOrder { kind: 'remove'; power: PowerName; unitType?: UnitType; unit: Location }
export interface WaiveOrder { kind: 'waive'; power: PowerName }
export type AdjustmentOrder = BuildOrder | RemoveOrder | WaiveOrder;

export type Order = MovementOrder | RetreatPhaseOrder | AdjustmentOrder;

// ---- Results --------------------------------------------------------------------------------

/**
 * One order's outcome. `success` is the rulebook answer (a move that moved, a support given and
 * not cut, a convoy that carried its army); `reason` is the sentence a GM reads.
 */
export interface OrderResult {
  order: Order;
  success: boolean;
  /** Short machine code: 'moved', 'bounced', 'cut', 'void', 'illegal', 'dislodged', 'no-convoy', ... */
  code: string;
  reason: string;
  /** House-rule clause that decided it, e.g. `000 D.VI(6)`, when a house rule did. */
  clause?: string;
  /** True when the ordered unit was dislodged this phase. */
  dislodged?: boolean;
  /** True for a hold the adjudicator added for a unit that had no order (000 D.III(4)c). */
  implicit?: boolean;
}

export interface AdjudicationResult {
  results: OrderResult[];
  /** The position after the phase (next phase already set). */
  next: Position;
  /** Notes the GM should see that belong to no single order (civil disorder, NMR, victory). */
  notices: string[];
}
