// 004 3.1d-e: the movement update post and the battle announcements, in BBCode (the forum where the
// game is run) or plain text. Anything a player wrote (order lines, names) is escaped for the
// dialect so a stray "[url]" or "[/quote]" in a post cannot change the update around it.

import { battleHeadline, battleSiteName } from './battles';
import { forumTime } from './forumTime';
import { describeSanction } from './sanctions';
import { controllersAt } from './control';
import { movementLock } from './collect';
import { rankName } from './ranks';
import { terrainAt } from './sites';
import { stripMarkup } from './orders';
import type { TurnReport } from './turn';
import type { Round } from './types';

export type Dialect = 'bbcode' | 'plain';

/**
 * BBCode: a zero-width space after every "[" keeps the visible text identical while no forum will
 * read it as a tag. Plain: control characters (other than tab) are dropped. Both keep raw text
 * otherwise — never HTML.
 */
export function escapeText(text: string, dialect: Dialect): string {
  const clean = String(text).replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  return dialect === 'bbcode' ? clean.replace(/\[/g, '[\u200b') : clean;
}

function fmt(dialect: Dialect) {
  const e = (t: string) => escapeText(t, dialect);
  return {
    e,
    heading: (t: string) => (dialect === 'bbcode' ? `[b]${t}[/b]` : `${t}\n${'='.repeat(Math.min(t.length, 72))}`),
    section: (t: string) => (dialect === 'bbcode' ? `\n[u]${t}[/u]` : `\n${t}\n${'-'.repeat(Math.min(t.length, 72))}`),
    list: (items: string[]) => (items.length === 0 ? ['(none)'] : dialect === 'bbcode' ? ['[list]', ...items.map((i) => `[*]${i}`), '[/list]'] : items.map((i) => `- ${i}`)),
  };
}

export function renderUpdate(report: TurnReport, dialect: Dialect): string {
  const { e, heading, section, list } = fmt(dialect);
  const lines: string[] = [heading(`${e(report.roundName)}: turn ${report.turn} movement update`), `Movement lock: ${forumTime(report.lock)}`];
  // 004 3.1f: the next battle deadline is posted with the update.
  if (report.nextBattleDeadline) lines.push(`Next battle deadline: ${forumTime(report.nextBattleDeadline)}; movement locks 24 hours later, ${forumTime(Date.parse(report.nextBattleDeadline) + 24 * 3600_000)}`);
  lines.push(section('Moves made'));
  lines.push(...list(report.movements.filter((m) => m.status === 'moved' || m.status === 'joint' || m.status === 'intercepted').map((m) => {
    const extra = m.status === 'intercepted' ? ` — ${e(m.note ?? '')} (${m.rule})` : m.status === 'joint' ? ' (Joint Engage)' : '';
    return `${e(m.army)}: ${m.path.join(' - ')}${extra}`;
  })));
  // 004 3.2.3.1: an intercepting army stays put; say what each intercept did, and why not if nothing.
  const intercepts = report.intercepts;
  if (intercepts.length) { lines.push(section('Intercepts')); lines.push(...list(intercepts.map((i) => `${e(i.message)} (${i.rule})`))); }
  const moved = new Set([...report.movements.map((m) => m.army), ...intercepts.map((i) => i.army)]);
  const others = report.outcomes.filter((o) => o.status === 'used' && o.army && !moved.has(o.army));
  if (others.length) { lines.push(section('Other orders')); lines.push(...list(others.map((o) => e(stripMarkup(o.text))))); }
  lines.push(section('Partial moves'));
  lines.push(...list(report.movements.filter((m) => m.status === 'partial').map((m) => `${e(m.army)}: wanted ${m.from} > ${m.intended}, ${m.path.length > 1 ? `moved ${m.path.join(' - ')}` : `stays at ${m.from}`} — ${e(m.note ?? '')} (${m.rule ?? '004 3.3.2'})`)));
  const ignored = report.movements.filter((m) => m.status === 'joint-ignored');
  if (ignored.length) { lines.push(section('Joint Engages ignored')); lines.push(...list(ignored.map((m) => `${e(m.army)} stays at ${m.from} — ${e(m.note ?? '')} (${m.rule})`))); }
  lines.push(section('Rejected orders'));
  lines.push(...list(report.outcomes.filter((o) => o.status === 'rejected').map((o) => `${e(o.author)} (line ${o.line}): "${e(o.text.trim())}" — ${e(o.reason ?? '')} (${o.rule})`)));
  const superseded = report.outcomes.filter((o) => o.status === 'superseded');
  if (superseded.length) { lines.push(section('Replaced by a later order')); lines.push(...list(superseded.map((o) => `${e(o.author)} (line ${o.line}): "${e(o.text.trim())}" (${o.rule})`))); }
  lines.push(section('Battle announcements'));
  lines.push(...list(report.battles.map((b) => `${b.square}: ${e(battleHeadline(b))}`)));
  if (report.events.length) { lines.push(section('Judge notes')); lines.push(...list(report.events.map((ev) => `${e(ev.message)} (${ev.rule})`))); }
  // 004 1.3, 5.4.1b: sanctions and penalties of this turn, with the logged die, are posted.
  if (report.sanctions?.length) { lines.push(section('Sanctions and penalties')); lines.push(...list(report.sanctions.map((s) => e(describeSanction(s))))); }
  lines.push(section('Random choices'));
  lines.push(...list(report.rolls.map((r) => `${e(r.purpose)}: d${r.sides} = ${r.value}${r.chosen !== undefined ? ` → ${e(r.chosen)}` : ''}`)));
  lines.push(section('Day counts'));
  // 004 3.1d: every army's day count (armies on the open map count none, 1.5a).
  lines.push(...list(report.days.map((d) => `${e(d.army)} (${d.team}) at ${d.square}${d.site ? ` ${e(d.site)}` : ''}: ${d.days} day${d.days === 1 ? '' : 's'}`)));
  if (report.winner) lines.push(section('Game over'), `${report.winner.team} wins: ${e(report.winner.message)} (${report.winner.rule})`);
  return lines.join('\n') + '\n';
}

/** 004 3.1e, 4.1.2.3-4: the Battle Announcements post: headline, terrain, base description. */
export function renderBattleAnnouncements(round: Round, report: TurnReport, dialect: Dialect): string {
  const { e, heading, list } = fmt(dialect);
  const items = report.battles.map((b) => {
    const site = battleSiteName(round, b.square);
    const base = round.bases.find((x) => x.square === b.square)?.description ?? round.portals.find((x) => x.square === b.square)?.description;
    const weather = b.weather ? `; weather: ${e(b.weather)}` : '';
    const deadline = b.deadline ? `; strategies due ${forumTime(b.deadline)}` : '';
    return `${b.square} (${terrainAt(round, b.square) ?? 'unknown terrain'}${site ? `, ${e(site)}` : ''}): ${e(battleHeadline(b))}${base ? ` — ${e(base)}` : ''}${weather}${deadline}`;
  });
  return [heading(`${e(round.name)}: battles for turn ${report.turn + 1}`), ...list(items)].join('\n') + '\n';
}

/** 004 5.2.1: the control (Proxy) list as it stands at the movement lock, with contingencies. */
export function renderControlList(round: Round, dialect: Dialect): string {
  const { e, heading, section, list } = fmt(dialect);
  const lock = movementLock(round);
  const lines = [heading(`${e(round.name)}: control list`)];
  for (const team of ['Coalition', 'Phyrexia', 'Mercenary'] as const) {
    const armies = round.armies.filter((a) => a.team === team);
    if (!armies.length) continue;
    lines.push(section(team));
    lines.push(...list(armies.map((a) => {
      const who = controllersAt(round, a, lock);
      return `${e(a.name)} (${e(rankName(a.team, a.rank))}): ${who.length ? who.map(e).join(', ') : 'no controller'}`;
    })));
  }
  const cont = Object.entries(round.control.contingencies);
  if (cont.length) { lines.push(section('Contingencies')); lines.push(...list(cont.map(([p, c]) => `${e(p)} → ${e(c)}`))); }
  return lines.join('\n') + '\n';
}

/**
 * 004 2.5.1.2-2.5.1.3: the public list of base and portal descriptions with the Coalition's Win
 * Conditions — published only once every base and portal has an accepted description (null before).
 */
export function renderBaseDescriptions(round: Round, dialect: Dialect): string | null {
  const sites = [...round.bases, ...round.portals];
  if (sites.some((s) => !s.description?.trim())) return null;
  const { e, heading, section, list } = fmt(dialect);
  return [
    heading(`${e(round.name)}: bases and portals`),
    section('Coalition bases'),
    ...list(round.bases.map((b) => `${e(b.name)} (${b.faction}, ${b.square})${b.winCondition ? ' — Win Condition' : ''}: ${e(b.description!)}`)),
    section('Phyrexian portals (every portal is a Win Condition)'),
    ...list(round.portals.map((p) => `${e(p.name)} (${p.square}): ${e(p.description!)}`)),
  ].join('\n') + '\n';
}
