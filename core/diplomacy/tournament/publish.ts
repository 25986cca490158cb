// What the TD posts: standings, board assignments and draws, in the house's three dialects (plain
// text, BBCode, Markdown: publish/dialects.ts). Each standings table has a "decided by" column,
// and every tie is written out under it in a sentence, with the dice rolled, so no player has to
// ask why he is below someone on the same score. Names come from rosters and other machines'
// files: they are cleaned to one line and escaped by the dialect like any typed text.
import type { Roll } from '../../random';
import { renderDocument, type Dialect } from '../publish/dialects';
import { cleanInline } from '../publish/escape';
import type { Block, Line } from '../publish/resultsDocument';
import type { Ranking, PlayerEntry, TeamEntry, CountryEntry, Advancement } from './standings';
import {
  bestCountry, individualWinner, maharajiadAdvancement, maharajiadFinal, roundNumberOf, roundOneAdvancement, roundOneTeams, roundTwoAdvancement, semiFinalAdvancement, teamWinner,
} from './standings';
import { boardCountFor, plansOf, profileOf, type Tournament } from './tournament';
import { roundResults } from './boardResults';

export type { Dialect };

const one = (s: string) => cleanInline(s);
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function pad(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ').trimEnd());
}

export type AnyEntry = PlayerEntry | TeamEntry | CountryEntry;

/** A standing's name, the detail after it, and its score, as every table prints them. */
export function rowOf(item: AnyEntry): { name: string; detail: string; score: number } {
  if ('team' in item && 'r1Scores' in item) return { name: item.team, detail: `${item.advanced} advanced${item.forfeited ? `, ${item.forfeited} forfeited` : ''}`, score: item.total };
  if ('countBack' in item && 'round' in item && !('bonus' in item)) return { name: item.player, detail: `Round ${item.round} ${item.board}`, score: item.score };
  const p = item as PlayerEntry;
  const extra = p.extra ? Object.entries(p.extra).map(([k, v]) => `${k} ${num(v)}`).join(', ') : '';
  return { name: p.player, detail: [p.team ?? '', `${p.board} ${p.power}`, extra].filter(Boolean).join('; '), score: p.total };
}

function rollLine(r: Roll): Line { return [`${r.purpose}: rolled ${r.value}`]; }

/** One ranking as blocks: heading, the table, each tie in words, the dice, and the TD's notes. */
export function rankingBlocks<T extends AnyEntry>(r: Ranking<T>, qualifiers?: Set<string>): Block[] {
  const blocks: Block[] = [{ kind: 'heading', line: [`${r.title} (${r.clause})`] }];
  if (!r.standings.length) return [...blocks, { kind: 'prose', lines: [['No results yet.'], ...r.notes.map((n): Line => [`Note: ${n}`])] }];
  const rows = [['#', 'name', 'score', 'decided by', 'details']];
  for (const s of r.standings) {
    const row = rowOf(s.item);
    rows.push([`${s.place}${qualifiers?.has(s.id) ? '*' : ''}`, one(row.name), num(row.score), s.tiedWith.length ? s.decidedBy.key : '', one(row.detail)]);
  }
  blocks.push({ kind: 'table', lines: pad(rows) });
  const prose: Line[] = [];
  if (qualifiers?.size) prose.push(['* advances']);
  for (const s of r.standings) {
    if (!s.tiedWith.length) continue;
    const others = s.tiedWith.slice(0, 6).map(one).join(', ') + (s.tiedWith.length > 6 ? ` and ${s.tiedWith.length - 6} more` : '');
    if (s.unbroken) prose.push([{ user: one(s.id) }, ` is still tied with ${others} after every tie-break: the TD decides.`]);
    else prose.push([{ user: one(s.id) }, ` (place ${s.place}) tied with ${others} on ${r.criteria[0]!.label}; placed by ${s.decidedBy.key}: ${s.decidedBy.label}.`]);
  }
  if (prose.length) blocks.push({ kind: 'prose', lines: prose });
  if (r.rolls.length) blocks.push({ kind: 'prose', lines: [['Dice (seeded from the tournament seed; re-running gives the same rolls):'], ...r.rolls.map(rollLine)] });
  if (r.notes.length) blocks.push({ kind: 'prose', lines: r.notes.map((n) => [`Note: ${n}`]) });
  return blocks;
}

/** A ranking to show, with who advances from it (when it is an advancement). */
export interface ShownRanking { ranking: Ranking<AnyEntry>; qualifiers?: string[] }

/** Every ranking the tournament has results for, in the order of the rule book (the screen's tables and the posts). */
export function standingsRankings(t: Tournament): ShownRanking[] {
  const profile = profileOf(t);
  const seated = new Set(t.rounds.map((r) => r.round));
  const out: ShownRanking[] = [];
  const add = (r: Ranking<AnyEntry>, q?: string[]) => { out.push({ ranking: r, ...(q ? { qualifiers: q } : {}) }); };
  const seatsAfter = (round: number) => {
    const next = plansOf(t).find((p) => p.number === round + 1);
    return next ? boardCountFor(t, next, 0).boards * profile.powers.length : 0;
  };
  if (profile.seed === '000') {
    if (seated.has(1)) {
      add(roundOneTeams(t).ranking);
      const a = roundOneAdvancement(t, seatsAfter(1));
      add(a, a.qualifiers);
    }
    const semi = roundNumberOf(t, 'Semi-final')!;
    if (semi === 3 && seated.has(2)) { const a = roundTwoAdvancement(t, seatsAfter(2)); add(a, a.qualifiers); add(teamWinner(t)); }
    if (seated.has(semi)) { const s = semiFinalAdvancement(t); add(s, s.qualifiers); }
    if (seated.has(semi + 1)) add(individualWinner(t));
    if (seated.has(1)) for (const b of bestCountry(t)) if (b.standings.length) add(b);
  } else {
    if (seated.has(1)) { const a = maharajiadAdvancement(t); add(a, a.qualifiers); }
    if (seated.has(2)) add(maharajiadFinal(t));
    if (seated.has(1)) for (const b of bestCountry(t)) if (b.standings.length) add(b);
  }
  return out;
}

/** Every ranking the tournament has results for, in the order of the rule book, as blocks to publish. */
export function standingsSections(t: Tournament): { blocks: Block[]; sections: string[] } {
  const profile = profileOf(t);
  const blocks: Block[] = [{ kind: 'heading', line: [{ user: one(t.name) }, `: standings (${profile.name})`] }];
  const sections: string[] = [];
  for (const { ranking, qualifiers } of standingsRankings(t)) {
    blocks.push(...rankingBlocks(ranking, qualifiers ? new Set(qualifiers) : undefined));
    sections.push(ranking.clause);
  }
  return { blocks, sections };
}

export function publishStandings(t: Tournament, dialect: Dialect): string {
  return renderDocument(standingsSections(t).blocks, dialect);
}

/** A round's boards, how they were drawn, every swap the checks made and every check not met. */
export function assignmentBlocks(t: Tournament, round: number): Block[] {
  const r = t.rounds.find((x) => x.round === round);
  if (!r) return [{ kind: 'prose', lines: [[`Round ${round} has not been seated.`]] }];
  const blocks: Block[] = [{ kind: 'heading', line: [{ user: one(t.name) }, `: ${r.name} board assignments`] }];
  blocks.push({ kind: 'prose', lines: [[`${r.boards.length} boards: ${r.boardsReason}.`]] });
  for (const b of r.boards) blocks.push({ kind: 'table', lines: [b.board, ...pad(b.seats.map((s) => [`  ${s.power}`, one(s.player)]))] });
  blocks.push({ kind: 'prose', lines: [[`Drawn with seed ${r.seed} (000 B.5): ${r.rolls.length} logged picks; anyone can re-run the draw from the seed and the player list.`]] });
  if (r.swaps.length) {
    blocks.push({ kind: 'prose', lines: [['Seats swapped after the draw to meet the board-assignment checks:'], ...r.swaps.map((s): Line => [{ user: one(s.players[0]) }, ` (${s.boards[0]} ${s.powers[0]}) and `, { user: one(s.players[1]) }, ` (${s.boards[1]} ${s.powers[1]}) — for ${s.served.join(', ') || 'fewer broken checks'}`])] });
  }
  if (r.unmet.length) blocks.push({ kind: 'prose', lines: [['Checks that could not be met:'], ...r.unmet.map((f): Line => [`${f.clause}: `, { user: one(f.message) }])] });
  else blocks.push({ kind: 'prose', lines: [['Every board-assignment check is met.']] });
  return blocks;
}

export function publishAssignment(t: Tournament, round: number, dialect: Dialect): string {
  return renderDocument(assignmentBlocks(t, round), dialect);
}

/** The draw itself, pick by pick, for anyone checking it. */
export function publishDraw(t: Tournament, round: number, dialect: Dialect): string {
  const r = t.rounds.find((x) => x.round === round);
  if (!r) return renderDocument([{ kind: 'prose', lines: [[`Round ${round} has not been seated.`]] }], dialect);
  return renderDocument([
    { kind: 'heading', line: [{ user: one(t.name) }, `: ${r.name} draw, seed ${r.seed}`] },
    { kind: 'table', lines: r.rolls.map((x) => `${x.purpose}: ${x.value} of ${x.sides} -> ${one(x.chosen ?? '')}`) },
  ], dialect);
}

/** Boards with their scores for one round, conflicts and missing boards named. */
export function publishRoundResults(t: Tournament, round: number, dialect: Dialect): string {
  const rr = roundResults(t, round);
  const blocks: Block[] = [{ kind: 'heading', line: [{ user: one(t.name) }, `: Round ${round} board results`] }];
  for (const b of rr.results) {
    blocks.push({ kind: 'table', lines: [`${b.board} (${b.kind === 'final' ? 'final' : `cut-off ${b.through}`}${b.solo ? `, solo ${b.solo}` : ''})`, ...pad(b.positions.map((p) => [`  ${p.power}`, one(p.player), String(p.centres), num(p.score)]))] });
  }
  const notes: Line[] = [...rr.missing.map((m): Line => [`${m}: no result yet.`]), ...rr.conflicts.map((c): Line => [`${c.board}: ${c.files.length} different results — `, { user: c.files.map((f) => `${f.fileName}: ${f.summary}`).join(' | ') }, ' — the TD keeps one.'])];
  if (notes.length) blocks.push({ kind: 'prose', lines: notes });
  return renderDocument(blocks, dialect);
}
