// The roster: who plays, in which team, and (World Masters Round 1) with which power the team's
// sign-up named (000 B.5). Imported from a spreadsheet's CSV, which is hostile text: every row is
// checked, problems come back with their line and clause, nothing is thrown and nothing is guessed.
import type { PowerName } from '../types';
import type { TournamentProfile } from './profiles';

export interface RosterPlayer {
  name: string;
  /** World Masters only: every player is in a team (000 B.2). */
  team?: string;
  captain?: boolean;
  /** The power the team's sign-up gave this player for Round 1 (000 B.5). */
  signUpPower?: PowerName;
  /** Optional country preference list, recorded as given (001 A.11); placement is not guaranteed. */
  preferences?: PowerName[];
}

export interface RosterProblem { line: number; clause: string; message: string }

export const ROSTER_COLUMNS = ['name', 'team', 'captain', 'power', 'preferences'] as const;

/** Splits CSV text into rows of fields, each row with its 1-based line number. Quotes as RFC 4180. */
export function readCsv(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [], field = '', quoted = false, line = 1, rowLine = 1;
  const s = String(text ?? '').replace(/^\uFEFF/, '');
  const endRow = () => { fields.push(field); if (fields.some((f) => f.trim() !== '')) rows.push({ line: rowLine, fields }); fields = []; field = ''; };
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') { field += '"'; i++; } else if (ch === '"') quoted = false;
      else { if (ch === '\n') line++; field += ch; }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') { fields.push(field); field = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      endRow(); line++; rowLine = line;
    } else field += ch;
  }
  if (field !== '' || fields.length) endRow();
  return rows;
}

/** A name as a person would compare it: case, spacing and accents' composition do not make a second player. */
export function nameKey(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
    // Standings compare the same few hundred names many times over; a tournament never has more than a few thousand.
    if (nameKeys.size > 20000) nameKeys.clear();
    nameKeys.set(name, key);
  }
  return key;
}

const nameKeys = new Map<string, string>();

function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.normalize('NFC').replace(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '').trim().replace(/\s+/g, ' ');
}

/**
 * Reads a roster CSV with a header row naming at least `name` (columns in any order; `team`,
 * `captain` (yes/no), `power` (Round-1 sign-up power) and `preferences` (powers separated by `;`)
 * are optional). A player named twice is refused: the second row is left out and reported.
 * Whole-roster checks (team sizes, sign-up powers) are rosterProblems, run on the combined roster.
 */
export function rosterFromCsv(text: string, profile: TournamentProfile): { players: RosterPlayer[]; problems: RosterProblem[] } {
  const rows = readCsv(text);
  const problems: RosterProblem[] = [];
  const players: RosterPlayer[] = [];
  const rosterClause = profile.seed === '000' ? '000 B.2' : '001 A.1';
  if (!rows.length) return { players, problems: [{ line: 1, clause: rosterClause, message: 'the roster is empty' }] };
  const header = rows[0]!.fields.map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  if (col('name') < 0) return { players, problems: [{ line: rows[0]!.line, clause: rosterClause, message: `no 'name' column in the header (columns: ${ROSTER_COLUMNS.join(', ')})` }] };
  for (const h of header) if (h && !(ROSTER_COLUMNS as readonly string[]).includes(h)) problems.push({ line: rows[0]!.line, clause: rosterClause, message: `column '${h}' is not read (known: ${ROSTER_COLUMNS.join(', ')})` });
  const seen = new Map<string, number>();
  const power = (raw: string, line: number): PowerName | undefined => {
    const found = profile.powers.find((p) => p.toLowerCase() === raw.trim().toLowerCase());
    if (!found) problems.push({ line, clause: '000 B.5', message: `'${clean(raw)}' is not a power of ${profile.variant} (${profile.powers.join(', ')})` });
    return found;
  };
  for (const { line, fields } of rows.slice(1)) {
    const get = (name: string) => (col(name) >= 0 ? clean(fields[col(name)] ?? '') : '');
    const name = get('name');
    if (!name) { problems.push({ line, clause: rosterClause, message: 'row has no player name; left out' }); continue; }
    const earlier = seen.get(nameKey(name));
    if (earlier !== undefined) { problems.push({ line, clause: rosterClause, message: `${name} is already on the roster (line ${earlier}); a player is entered once — this row is refused` }); continue; }
    seen.set(nameKey(name), line);
    const p: RosterPlayer = { name };
    const team = get('team');
    if (team) p.team = team;
    if (/^(yes|y|true|1|captain)$/i.test(get('captain'))) p.captain = true;
    const signUp = get('power');
    if (signUp) { const pw = power(signUp, line); if (pw) p.signUpPower = pw; }
    const prefs = get('preferences');
    if (prefs) {
      const list = prefs.split(/[;/]/).map((x) => x.trim()).filter(Boolean).map((x) => power(x, line)).filter((x): x is PowerName => !!x);
      if (list.length) p.preferences = list;
    }
    players.push(p);
  }
  return { players, problems };
}

/** Whole-roster checks: duplicates (however they got in), teams and sign-up powers. */
export function rosterProblems(players: readonly RosterPlayer[], profile: TournamentProfile): { clause: string; message: string }[] {
  const out: { clause: string; message: string }[] = [];
  const rosterClause = profile.seed === '000' ? '000 B.2' : '001 A.1';
  const seen = new Set<string>();
  for (const p of players) {
    if (seen.has(nameKey(p.name))) out.push({ clause: rosterClause, message: `${p.name} is on the roster twice` });
    seen.add(nameKey(p.name));
  }
  if (!profile.teams) return out;
  const teams = new Map<string, RosterPlayer[]>();
  for (const p of players) {
    if (!p.team) { out.push({ clause: '000 B.2', message: `${p.name} has no team; every player must be a member of a team` }); continue; }
    teams.set(p.team, [...(teams.get(p.team) ?? []), p]);
  }
  for (const [team, members] of teams) {
    // A team is seven players, one per power (000 B.2, B.5).
    if (members.length !== profile.powers.length) out.push({ clause: '000 B.2', message: `team ${team} has ${members.length} players, not ${profile.powers.length}` });
    const missing = members.filter((m) => !m.signUpPower).map((m) => m.name);
    if (missing.length) out.push({ clause: '000 B.5', message: `team ${team}: no Round-1 power from the sign-up for ${missing.join(', ')}` });
  }
  return out;
}

const lookups = new WeakMap<readonly RosterPlayer[], { size: number; byKey: Map<string, RosterPlayer> }>();

/** The roster player with this name (as nameKey compares), from an index rebuilt when the roster grows. */
export function rosterPlayer(players: readonly RosterPlayer[], name: string): RosterPlayer | undefined {
  let l = lookups.get(players);
  if (!l || l.size !== players.length) {
    l = { size: players.length, byKey: new Map(players.map((p) => [nameKey(p.name), p])) };
    lookups.set(players, l);
  }
  return l.byKey.get(nameKey(name));
}

/** The teams in roster order with their members. */
export function teamsOf(players: readonly RosterPlayer[]): Map<string, string[]> {
  const teams = new Map<string, string[]>();
  for (const p of players) if (p.team) teams.set(p.team, [...(teams.get(p.team) ?? []), p.name]);
  return teams;
}
