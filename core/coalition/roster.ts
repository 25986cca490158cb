// Armies in and out of a spreadsheet: one CSV row per creature (an army's rows share its name), or
// the armies as JSON. Imported text is hostile: every row is checked and problems are returned with
// their line, never thrown.

import { parseSquare } from './grid';
import { parseRank, rankName } from './ranks';
import { FACTIONS, type Army, type Faction, type ManaColour, type MercenaryFaction, type Team } from './types';

export const ROSTER_COLUMNS = ['army', 'team', 'rank', 'factions', 'square', 'legend', 'slot', 'creature', 'power', 'toughness', 'colours', 'alive', 'full', 'days', 'mercenary'] as const;

function csvField(value: string | number): string {
  const s = String(value);
  // Quote fields with separators; prefix formula-looking text so a spreadsheet shows it as text.
  const safe = /^[=+\-@\t\r]/.test(s) && !/^-?\d+$/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function rosterToCsv(armies: Army[]): string {
  const rows: string[] = [ROSTER_COLUMNS.join(',')];
  for (const a of armies) a.slots.forEach((slot, i) => slot.forEach((c) => {
    rows.push([a.name, a.team, rankName(a.team, a.rank), a.factions.join('/'), a.square, a.legend ?? '', i + 1, c.name, c.power, c.toughness, c.colours.join(''), c.count, c.full, a.days, a.mercenaryFaction ?? ''].map(csvField).join(','));
  }));
  return rows.join('\n') + '\n';
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [], field = '', quoted = false;
  const s = String(text ?? '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') { field += '"'; i++; }
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') { row.push(field); field = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i++;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

export interface RosterImport { armies: Army[]; problems: { line: number; message: string }[] }

const TEAMS: Team[] = ['Phyrexia', 'Coalition', 'Mercenary'];
const MERCS: MercenaryFaction[] = ['Town Defender', 'Theme', 'Raider'];

export function rosterFromCsv(text: string): RosterImport {
  const rows = parseCsv(text);
  const problems: RosterImport['problems'] = [];
  const armies = new Map<string, Army>();
  const header = rows[0]?.map((h) => h.trim().toLowerCase()) ?? [];
  const col = (name: string) => header.indexOf(name);
  for (const need of ['army', 'team', 'rank', 'square', 'slot', 'creature', 'alive']) if (col(need) < 0) problems.push({ line: 1, message: `missing column "${need}"` });
  if (problems.length) return { armies: [], problems };
  rows.slice(1).forEach((r, idx) => {
    const line = idx + 2;
    const get = (name: string) => (col(name) >= 0 ? (r[col(name)] ?? '').trim().replace(/^'/, '') : '');
    const name = get('army');
    const team = TEAMS.find((t) => t.toLowerCase() === get('team').toLowerCase());
    const rank = parseRank(get('rank'));
    const square = parseSquare(get('square'));
    const slot = Number(get('slot'));
    const alive = Number(get('alive'));
    const full = get('full') === '' ? alive : Number(get('full'));
    if (!name || !team || !rank || !square || !(slot >= 1 && slot <= 4) || !Number.isInteger(alive) || !Number.isInteger(full)) {
      problems.push({ line, message: `cannot read this row (army, team, rank, square, slot 1-4, alive and full are required)` });
      return;
    }
    const size = (v: string): number | '*' => (v === '*' ? '*' : Number.isFinite(Number(v)) && v !== '' ? Number(v) : 0);
    const colours = [...get('colours').toUpperCase()].filter((c): c is ManaColour => 'WUBRG'.includes(c));
    const factions = get('factions').split(/[\/;|]/).map((f) => FACTIONS.find((x) => x.toLowerCase() === f.trim().toLowerCase())).filter((f): f is Faction => !!f);
    let army = armies.get(name.toLowerCase());
    if (!army) {
      const merc = MERCS.find((m) => m.toLowerCase() === get('mercenary').toLowerCase());
      army = { name, team, rank, factions, square, days: Number(get('days')) || 0, losses: [], slots: [[], [], [], []], ...(get('legend') ? { legend: get('legend') } : {}), ...(merc ? { mercenaryFaction: merc } : {}) };
      armies.set(name.toLowerCase(), army);
    } else if (army.team !== team || army.square !== square) problems.push({ line, message: `${name}: team or square differs from its earlier rows` });
    army.slots[slot - 1]!.push({ name: get('creature') || 'unnamed', power: size(get('power')), toughness: size(get('toughness')), colours, count: alive, full });
  });
  return { armies: [...armies.values()], problems };
}

export function rosterToJson(armies: Army[]): string {
  return JSON.stringify(armies, null, 2) + '\n';
}
