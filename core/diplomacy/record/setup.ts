// What a GM states when a Diplomacy game is set up: the policies the seeds require to be fixed
// at the outset (000 D.I(1)b: D.II(2), D.III(3), D.VII(3), D.X(1); 001 B.II(1)b: B.III(2),
// B.IV(4), B.VIII(3), B.XI(1)), the players with their addresses and personal abbreviation lists,
// the start phase and the deadline schedule (in GMT, 000 D.VII(4)b). Kept in game.settings.diplomacy.
import type { ProfileId } from '../houseRules';
import { defaultDeadlines, type DeadlineSchedule } from './deadlines';

export type PolicyId = 'identification' | 'multipleSets' | 'lateOrders' | 'press';

export interface PolicyOption { id: string; label: string; clause: string }

export interface PolicyDefinition {
  id: PolicyId;
  title: string;
  /** The clause that requires the policy to be stated, for the profile in use. */
  clause: string;
  options: PolicyOption[];
}

/** Seed 001 (Maharajiad) numbers the same four policies differently from seed 000. */
function isMaharajiad(profile: string | null): boolean { return profile === 'maharajiad'; }

/**
 * The clause under which a game's policies are fixed at the outset, in the chosen profile's own
 * seed: 000 D.I(1)b for World Masters, 001 B.II(1)b for the Maharajiad; Agora's regulations name no
 * such list and leave what they are silent on to the Gamemaster (002 BT25); the other profiles are
 * judges' conventions, not seeds, so no clause requires it.
 */
export function setupClause(profile: string | null): string {
  if (isMaharajiad(profile)) return '001 B.II(1)b';
  if (profile === 'wm2004') return '000 D.I(1)b';
  if (profile === 'agora-bt') return '002 BT25: the GM decides where the regulations are silent';
  return 'no seed clause: the GM states them';
}

export function policyDefinitions(profile: string | null): PolicyDefinition[] {
  const definitions = seedPolicies(profile);
  if (isMaharajiad(profile) || profile === 'wm2004') return definitions;
  // Another profile's seed does not bind this game: seed 000's wording is shown for reference only.
  const cf = (clause: string) => `cf. ${clause}`;
  return definitions.map((d) => ({ ...d, clause: cf(d.clause), options: d.options.map((o) => ({ ...o, clause: cf(o.clause) })) }));
}

function seedPolicies(profile: string | null): PolicyDefinition[] {
  if (isMaharajiad(profile)) {
    return [
      { id: 'identification', title: 'Order-set identification', clause: '001 B.III(2)', options: [
        { id: 'to-gm', label: 'Valid only if sent To the GM’s order address (default)', clause: '001 B.III(2)a' },
        { id: 'subject-format', label: 'Also require the GM’s subject-line format', clause: '001 B.III(2)b' },
      ] },
      { id: 'multipleSets', title: 'Multiple order sets', clause: '001 B.IV(4)', options: [
        { id: 'last-replaces', label: 'The last set replaces all earlier sets (default)', clause: '001 B.IV(4)' },
        { id: 'merge-per-unit', label: 'Most recent order for each unit across sets', clause: '001 B.IV(4)' },
      ] },
      { id: 'lateOrders', title: 'Orders after the deadline', clause: '001 B.VIII(3)', options: [
        { id: 'reject', label: 'Reject orders received after the deadline (default)', clause: '001 B.VIII(3)' },
        { id: 'until-adjudication', label: 'Accept orders until adjudication starts', clause: '001 B.VIII(3)' },
      ] },
      { id: 'press', title: 'Press', clause: '001 B.XI(1)', options: [
        { id: 'white-grey', label: 'White and grey press (default)', clause: '001 B.XI(1)' },
        { id: 'white-only', label: 'White press only', clause: '001 B.XI(1)' },
        { id: 'none', label: 'No press published', clause: '001 B.XI(1)' },
      ] },
    ];
  }
  return [
    { id: 'identification', title: 'Order-set identification', clause: '000 D.II(2)', options: [
      { id: 'to-or-cc', label: 'Valid only if the GM’s address is in To or Cc (default)', clause: '000 D.II(2)b' },
      { id: 'subject-format', label: 'Also require the GM’s subject-line format', clause: '000 D.II(2)a' },
    ] },
    { id: 'multipleSets', title: 'Multiple order sets', clause: '000 D.III(3)', options: [
      { id: 'last-replaces', label: 'The last set received replaces all earlier sets (default)', clause: '000 D.III(3)a' },
      { id: 'merge-per-unit', label: 'Most recent order for each unit across all sets', clause: '000 D.III(3)b' },
    ] },
    { id: 'lateOrders', title: 'Orders after the deadline', clause: '000 D.VII(3)', options: [
      { id: 'reject', label: 'Reject orders received after the deadline (default)', clause: '000 D.VII(3)a' },
      { id: 'until-adjudication', label: 'Accept orders until adjudication starts', clause: '000 D.VII(3)b' },
    ] },
    { id: 'press', title: 'Press', clause: '000 D.X(1)', options: [
      { id: 'white-grey-dark', label: 'White, grey and dark grey; no black press (default)', clause: '000 D.X(1)a' },
      { id: 'rule-a', label: 'Rule A: white and grey only', clause: '000 D.X(1)b' },
      { id: 'rule-b', label: 'Rule B: white press only', clause: '000 D.X(1)c' },
      { id: 'rule-c', label: 'Rule C: the GM publishes no press', clause: '000 D.X(1)d' },
    ] },
  ];
}

/** The defaults, so a GM who changes nothing has stated the seeds' default policy for each. */
export function defaultPolicies(profile: string | null): Record<PolicyId, string> {
  return Object.fromEntries(policyDefinitions(profile).map((d) => [d.id, d.options[0]!.id])) as Record<PolicyId, string>;
}

export interface PlayerSetup {
  power: string;
  name: string;
  addresses: string[];
  /** The player's own abbreviations (000 D.III(1)c): abbreviation → province id. */
  abbreviations: Record<string, string>;
}

export interface DiplomacySetup {
  /** Which profile the policies were written for (the clause numbers differ by seed). */
  profile: ProfileId | null;
  policies: Record<PolicyId, string>;
  gmName: string;
  gmAddress: string;
  players: PlayerSetup[];
  startPhase: string;
  deadlines: DeadlineSchedule;
  /** When the policies were fixed: they may not change afterwards (000 D.I(1)b). */
  fixedAt: number;
}

export function defaultSetup(profile: ProfileId | null, powers: string[], startPhase: string, now: number): DiplomacySetup {
  return {
    profile, policies: defaultPolicies(profile), gmName: 'GM', gmAddress: '', startPhase,
    players: powers.map((power) => ({ power, name: '', addresses: [], abbreviations: {} })),
    deadlines: { ...defaultDeadlines },
    fixedAt: now,
  };
}

/** A province of the map as a GM may name it: its id (`tri`, `stp/nc`) or its name (`Trieste`). */
export interface ProvinceName { id: string; name: string }

/** What the abbreviation box wants, said wherever a line does not fit. */
export const abbreviationHint = 'one “abbreviation = province” per line or comma, e.g. “Tri = Trieste” or “Trst = tri”';

/**
 * Reads a "personal abbreviation list" (000 D.III(1)c) as a GM types it: `abbr = province` (or
 * `abbr: province`) per line or separated by commas, the province by its id (`Trst = tri`) or its
 * name (`Tri = Trieste`, `StP = St Petersburg/nc`). With the map's provinces given, one side must name a
 * province of the map and the other is the player's abbreviation, whichever way round it is written;
 * a line naming no province is a problem. Lines that do not fit are returned as problems, never thrown.
 */
export function parseAbbreviations(text: string, provinces?: readonly ProvinceName[]): { abbreviations: Record<string, string>; problems: string[] } {
  const abbreviations: Record<string, string> = {};
  const problems: string[] = [];
  const squash = (t: string) => t.toLowerCase().replace(/[^a-z0-9/]/g, '');
  const byKey = new Map<string, string>();
  for (const p of provinces ?? []) { byKey.set(squash(p.id), p.id); byKey.set(squash(p.name), p.id); }
  /** The location a side names: a province (by id or name) with an optional coast. */
  const locationOf = (side: string): string | undefined => {
    const m = /^(.*?)(?:\s*\/\s*([a-z]{2}))?$/i.exec(side.trim())!;
    const id = byKey.get(squash(m[1]!));
    return id ? (m[2] ? `${id}/${m[2].toLowerCase()}` : id) : undefined;
  };
  for (const piece of text.split(/[\n,;]+/)) {
    const t = piece.trim();
    if (t === '') continue;
    const m = /^([^=:]{1,20}?)\s*[=:]\s*([^=:]{1,30})$/.exec(t);
    if (!m || !/^[A-Za-z0-9. ]+$/.test(m[1]!.trim()) || !/^[A-Za-z .'-]+(?:\/[A-Za-z]{2})?$/.test(m[2]!.trim())) {
      problems.push(`“${t.slice(0, 40)}” is not ${abbreviationHint}`); continue;
    }
    const left = m[1]!.trim(), right = m[2]!.trim();
    if (!provinces) {
      if (!/^[A-Za-z]{2,4}(?:\/[a-z]{2})?$/i.test(right)) { problems.push(`“${t.slice(0, 40)}” is not ${abbreviationHint}`); continue; }
      abbreviations[left.toLowerCase()] = right.toLowerCase();
      continue;
    }
    const rightIs = locationOf(right), leftIs = locationOf(left);
    if (rightIs) abbreviations[left.toLowerCase()] = rightIs;
    else if (leftIs) abbreviations[right.toLowerCase()] = leftIs;
    else problems.push(`neither “${left.slice(0, 20)}” nor “${right.slice(0, 30)}” names a province of this map (${abbreviationHint})`);
  }
  return { abbreviations, problems };
}

export function formatAbbreviations(abbreviations: Record<string, string>): string {
  return Object.entries(abbreviations).map(([a, p]) => `${a} = ${p}`).join(', ');
}

/** Splits "a@x.org, b@y.org" into addresses; anything without an @ is dropped. */
export function parseAddresses(text: string): string[] {
  return text.split(/[\s,;]+/).map((s) => s.trim()).filter((s) => /^[^@\s]+@[^@\s]+$/.test(s));
}

/** Reads the setup out of game.settings, tolerating games made before the workspace existed. */
export function setupOf(settings: Record<string, unknown>, profile: ProfileId | null, powers: string[], openingPhase: string, createdAt: number): DiplomacySetup {
  const stored = settings.diplomacy as Partial<DiplomacySetup> | undefined;
  const base = defaultSetup(profile, powers, openingPhase, createdAt);
  if (!stored || typeof stored !== 'object') return base;
  return { ...base, ...stored, policies: { ...base.policies, ...(stored.policies ?? {}) }, deadlines: { ...base.deadlines, ...(stored.deadlines ?? {}) } };
}
