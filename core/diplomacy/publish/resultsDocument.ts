// The content of a results post, in order, as dialect-free blocks: what is said is decided
// here once; each dialect (nJudge text, BBCode, Markdown) only decides how it looks. Text a
// player or the GM typed is kept apart (`user` segments, `player` blocks) so that every dialect
// can escape it; everything else is written by Adjutant from variant data.
import { formatGmt } from '../running/gmt';
import { forumDeadline, forumLocalTime } from './deadlineWords';
import { phaseName } from '../phases';
import { provinceOf, type Variant } from '../variant';
import type { Phase, Position, PowerName } from '../types';
import { adjective, judgeMarker, judgeOrderText, placeName, placeWithArticle, unitWord } from './judgeWording';
import type { PhaseReport, ReportNotice } from './phaseReport';
import { sortPress, type PressPolicy, type PublishedPress } from './pressPolicy';

/** A piece of a line: Adjutant's own words, or words a person typed (escaped per dialect). */
export type Segment = string | { user: string };
export type Line = Segment[];

export type Block =
  /** The judge's `::` header lines. */
  | { kind: 'meta'; lines: Line[] }
  | { kind: 'heading'; line: Line }
  /** Machine-written lines whose columns matter (orders, the centre table): code blocks in forums. */
  | { kind: 'table'; lines: string[] }
  /** Machine-written sentences. */
  | { kind: 'prose'; lines: Line[] }
  /** Text a player wrote, under a machine-written label. */
  | { kind: 'player'; label: Line; text: string };

function phaseWord(variant: Variant, season: Phase['season']): string {
  const names = variant.data.phaseNames;
  return season === 'spring' ? names.spring : season === 'fall' ? names.fall : names.adjustment;
}

/** `Movement results for Fall of 1902.` (nJudge; Maharajah says Monsoon, 001 B.I(5)). */
export function resultsHeading(variant: Variant, phase: Phase): string {
  const kind = phase.type === 'movement' ? 'Movement' : phase.type === 'retreat' ? 'Retreat' : 'Adjustment';
  return `${kind} results for ${phaseWord(variant, phase.season)} of ${phase.year}.`;
}

/** `Retreats for Fall of 1902` — the next phase as the judge names it. */
export function nextPhaseWords(variant: Variant, phase: Phase): string {
  const kind = phase.type === 'movement' ? 'Movement' : phase.type === 'retreat' ? 'Retreats' : 'Adjustments';
  return `${kind} for ${phaseWord(variant, phase.season)} of ${phase.year}`;
}

function powersInOrder(variant: Variant, names: Iterable<PowerName>): PowerName[] {
  const wanted = new Set(names);
  const known = variant.powers.map((p) => p.name).filter((n) => wanted.has(n));
  return [...known, ...[...wanted].filter((n) => !known.includes(n)).sort()];
}

/** `A, B or C`. */
function orList(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * A reason inside a table line, which forums show as code: one line, no markup that could close
 * the code block (brackets, backticks, angle brackets), at most 100 characters.
 */
function tableSafe(text: string): string {
  const flat = text.replace(/[\s]+/g, ' ').replace(/[[\]`<>*]/g, '').trim();
  return flat.length > 100 ? `${flat.slice(0, 99)}…` : flat;
}

function orderBlocks(variant: Variant, report: PhaseReport): Block[] {
  const byPower = new Map<PowerName, string[]>();
  const type = report.position.phase.type;
  for (const r of report.results) {
    const illegal = r.implicit && r.order.kind !== 'waive' && r.order.kind !== 'build' ? report.illegal?.[provinceOf(r.order.unit)] : undefined;
    // An illegal order is reported as illegal, with why, not as "No Order Processed" (issue 14).
    const marker = illegal !== undefined ? `  (*illegal order: ${tableSafe(illegal)}*)` : judgeMarker(r, type);
    const line = `${r.order.power}: ${judgeOrderText(variant, report.position, r.order)}${marker}`;
    const list = byPower.get(r.order.power) ?? [];
    list.push(line);
    byPower.set(r.order.power, list);
  }
  // One table per power: the format puts a blank line between powers.
  return powersInOrder(variant, byPower.keys()).map((p) => ({ kind: 'table', lines: byPower.get(p)! }));
}

function dislodgedBlocks(variant: Variant, report: PhaseReport): Block[] {
  if (report.position.phase.type !== 'movement') return [];
  const hit = report.results.filter((r) => r.dislodged || r.code === 'dislodged');
  if (!hit.length) return [];
  const lines: Line[] = [];
  for (const r of hit) {
    if (!('unit' in r.order)) continue;
    const at = provinceOf(r.order.unit);
    const unit = report.position.units.find((u) => provinceOf(u.location) === at);
    if (!unit) continue;
    const who = `The ${adjective(variant, unit.power)} ${unitWord(unit.type)} in ${placeWithArticle(variant, unit.location)}`;
    const pending = report.next.dislodged.find((d) => provinceOf(d.unit.location) === at);
    if (pending && pending.retreats.length) lines.push([`${who} can retreat to ${orList(pending.retreats.map((l) => placeName(variant, l)))}.`]);
    else lines.push([`${who} with no valid retreats was destroyed.`]);
  }
  return [{ kind: 'prose', lines: [['The following units were dislodged:']] }, { kind: 'prose', lines }];
}

function centreCounts(position: Position): Map<PowerName, number> {
  const counts = new Map<PowerName, number>();
  for (const owner of Object.values(position.centres)) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  return counts;
}

/** After a Fall turn (once its retreats are done) and after the adjustments. */
function showsOwnership(report: PhaseReport): boolean {
  const { phase } = report.position;
  return phase.type === 'adjustment' || (phase.season === 'fall' && report.next.phase.type !== 'retreat');
}

function centreChangeBlocks(variant: Variant, report: PhaseReport): Block[] {
  const lines: Line[] = [];
  const before = report.position.centres;
  const after = report.next.centres;
  for (const c of Object.keys(after).sort((a, b) => placeName(variant, a).localeCompare(placeName(variant, b)))) {
    if (before[c] === after[c]) continue;
    lines.push([`${after[c]} takes ${placeName(variant, c)}${before[c] ? ` from ${before[c]}` : ''}.`]);
  }
  return lines.length ? [{ kind: 'prose', lines: [['Supply center changes:']] }, { kind: 'prose', lines }] : [];
}

/** `Austria:    Budapest, Greece, Serbia,` … wrapped so every line of centres starts at column 12. */
function ownershipLines(variant: Variant, position: Position, width = 78): string[] {
  const lines: string[] = [];
  const owners = new Map<string, string[]>();
  for (const id of variant.supplyCentres()) {
    const owner = position.centres[id] ?? 'Unowned';
    owners.set(owner, [...(owners.get(owner) ?? []), placeName(variant, id)]);
  }
  const order = [...powersInOrder(variant, [...owners.keys()].filter((o) => o !== 'Unowned')), ...(owners.has('Unowned') ? ['Unowned'] : [])];
  for (const owner of order) {
    const names = owners.get(owner)!.sort((a, b) => a.localeCompare(b));
    let line = `${owner}:`.padEnd(11) + ' ';
    let fresh = true;
    names.forEach((name, i) => {
      const word = name + (i === names.length - 1 ? '.' : ',');
      if (!fresh && line.length + 1 + word.length > width) { lines.push(line); line = ' '.repeat(12); fresh = true; }
      line += (fresh ? '' : ' ') + word;
      fresh = false;
    });
    lines.push(line);
  }
  return lines;
}

/** DPjudge's `'%-11s %2d Supply center%.2s %2d Unit%.2s  %s %2d unit%s.'`. */
function adjustmentTableLines(variant: Variant, position: Position, victor?: PowerName): string[] {
  const centres = centreCounts(position);
  const units = new Map<PowerName, number>();
  for (const u of position.units) units.set(u.power, (units.get(u.power) ?? 0) + 1);
  return powersInOrder(variant, [...centres.keys(), ...units.keys()]).map((p) => {
    const c = centres.get(p) ?? 0;
    const u = units.get(p) ?? 0;
    const delta = c - u;
    const n = Math.abs(delta);
    const line = `${`${p}:`.padEnd(11)} ${String(c).padStart(2)} Supply center${c === 1 ? ', ' : 's,'} ${String(u).padStart(2)} Unit${u === 1 ? ': ' : 's:'}`
      + `  ${delta < 0 ? 'Removes' : 'Builds '} ${String(n).padStart(2)} unit${n === 1 ? '' : 's'}.`;
    return p === victor ? `${line}  (* VICTORY!! *)` : line;
  });
}

function noticeLine(n: ReportNotice): Line {
  switch (n.kind) {
    case 'nmr': return [`${n.power} sent no orders (NMR).`];
    case 'civil-disorder': return [`${n.power} is in civil disorder.`];
    case 'replacement': return [`${n.power} is now played by `, { user: n.player }, ' (', { user: n.period }, ').'];
  }
}

function pressLabel(p: PublishedPress): Line {
  const to = p.to.length ? p.to.join(', ') : 'All';
  return ['Press from ', { user: p.byline }, ' to ', { user: to }, ':'];
}

export interface DocumentOptions { pressPolicy: PressPolicy; judge?: string }

/** Every block of the post for `report`, in the order the judge format prints them. */
export function resultsDocument(variant: Variant, report: PhaseReport, options: DocumentOptions): Block[] {
  const blocks: Block[] = [];
  const phase = report.position.phase;
  const gameOverByVote = report.votes.some((v) => v.passed && v.endsGame);
  const meta: Line[] = [[`:: Judge: ${options.judge ?? 'Adjutant'}  Game: `, { user: report.game }, `  Variant: ${variant.data.name}`]];
  if (report.nextDeadline !== undefined && !gameOverByVote) {
    meta.push([`:: Deadline: ${phaseName(report.next.phase)} ${formatGmt(report.nextDeadline)}`]);
  }
  blocks.push({ kind: 'meta', lines: meta });
  blocks.push({ kind: 'heading', line: [resultsHeading(variant, phase)] });

  const press = sortPress(options.pressPolicy, report.press);
  // 000 D.IX(2)b / 001 B.X(2)b: a passed game-ending proposal is published instead of the adjudication.
  if (!gameOverByVote) {
    blocks.push(...orderBlocks(variant, report));
    blocks.push(...dislodgedBlocks(variant, report));
  }
  const shown = gameOverByVote ? report.position : report.next;
  if (!gameOverByVote && showsOwnership(report)) blocks.push(...centreChangeBlocks(variant, report));
  if (gameOverByVote || showsOwnership(report)) {
    blocks.push({ kind: 'prose', lines: [['Ownership of supply centers:']] });
    blocks.push({ kind: 'table', lines: ownershipLines(variant, shown) });
    blocks.push({ kind: 'table', lines: adjustmentTableLines(variant, shown, report.victory?.power) });
  }
  if (report.notices.length) blocks.push({ kind: 'prose', lines: report.notices.map(noticeLine) });

  // 000 D.VIII(4): the orders as written, each power's white press with them (000 D.X(1)a).
  const writers = powersInOrder(variant, [...Object.keys(report.written).filter((p) => report.written[p]!.trim()), ...press.withOrders.keys()]);
  if (!gameOverByVote && writers.length) {
    blocks.push({ kind: 'heading', line: ['Orders as written:'] });
    for (const p of writers) {
      const text = report.written[p]?.trim();
      if (text) blocks.push({ kind: 'player', label: [`${p}, as written:`], text });
      for (const item of press.withOrders.get(p) ?? []) blocks.push({ kind: 'player', label: pressLabel(item), text: item.text });
    }
  } else if (press.withOrders.size) {
    for (const [, items] of press.withOrders) for (const item of items) blocks.push({ kind: 'player', label: pressLabel(item), text: item.text });
  }
  if (press.section.length && options.pressPolicy.sectionTitle) {
    blocks.push({ kind: 'heading', line: [`${options.pressPolicy.sectionTitle}:`] });
    for (const item of press.section) blocks.push({ kind: 'player', label: pressLabel(item), text: item.text });
  }

  if (report.votes.length) {
    blocks.push({ kind: 'heading', line: ['Votes:'] });
    // 000 D.IX(2)c: the result only; counts appear only where the procedure publishes them (002 BT8d).
    blocks.push({ kind: 'prose', lines: report.votes.map((v) => ['The proposal for ', { user: v.description }, ` ${v.passed ? 'passed' : 'did not pass'}`,
      v.counts ? ` (${v.counts.for} in favour, ${v.counts.against} against).` : '.']) });
  }

  const closing: Line[] = [];
  if (gameOverByVote || report.victory) closing.push(['The game is over.']);
  else {
    closing.push([`The next phase of '`, { user: report.game }, `' will be ${nextPhaseWords(variant, report.next.phase)}.`]);
    if (report.nextDeadline !== undefined) {
      // 000 D.VII(4)(b), 001 B.VIII(4)(b): GMT always; the GM's local time beside it.
      // Written as GMs write deadlines on the forums (the judge's own form stays in the :: header).
      closing.push([`The deadline for orders will be ${forumDeadline(report.nextDeadline)}.`]);
      if (report.gmUtcOffsetMinutes) closing.push([`GM's local time: ${forumLocalTime(report.nextDeadline, report.gmUtcOffsetMinutes)}.`]);
    }
  }
  blocks.push({ kind: 'prose', lines: closing });
  return blocks;
}
