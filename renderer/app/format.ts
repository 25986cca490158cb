// How the app writes times and names for a GM. Times always in GMT first, local time second
// (games run across time zones and deadlines are announced in GMT).
import { profiles, type ProfileId } from '../../core/diplomacy/houseRules';
import { forumDeadline } from '../../core/diplomacy/publish/deadlineWords';
import { familyInfo, otherStartingPoints } from '../storage/families';
import type { GameRow } from '../storage/types';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * A deadline as GMs write it, GMT first: "Sunday 29 November 2026, 20:00 GMT (21:00 local)"; the
 * local part is left out when local time is GMT (000 D.VII(4)b).
 */
export function formatDeadline(ms: number, offsetMinutes: number = -new Date(ms).getTimezoneOffset()): string {
  const gmt = forumDeadline(ms);
  if (offsetMinutes === 0) return gmt;
  const local = new Date(ms + offsetMinutes * 60_000);
  const sameDay = local.getUTCDate() === new Date(ms).getUTCDate();
  return `${gmt} (${sameDay ? '' : `${local.getUTCDate()} ${months[local.getUTCMonth()]} `}${two(local.getUTCHours())}:${two(local.getUTCMinutes())} local)`;
}

/**
 * When something happened: "22 Nov 2026 16:45 GMT (17:45 local)"; the local part is left out when local time is GMT.
 * `offsetMinutes` is minutes to add to GMT to get local time (the opposite sign of getTimezoneOffset).
 */
export function formatGmt(ms: number, offsetMinutes: number = -new Date(ms).getTimezoneOffset()): string {
  const d = new Date(ms);
  const gmt = `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} GMT`;
  if (offsetMinutes === 0) return gmt;
  const local = new Date(ms + offsetMinutes * 60_000);
  const sameDay = local.getUTCDate() === d.getUTCDate();
  const localText = `${sameDay ? '' : `${local.getUTCDate()} ${months[local.getUTCMonth()]} `}${two(local.getUTCHours())}:${two(local.getUTCMinutes())} local`;
  return `${gmt} (${localText})`;
}

/**
 * A time in a list column, GMT, as a mail client lists its mail: "22 Nov 16:45" this year, "22 Nov
 * 2024" in another (the column's heading says GMT; the full time, local too, is formatGmt's). Short
 * enough that the home screen's columns all fit at a laptop's 1024 px (issue 21).
 */
export function formatShortGmt(ms: number, thisYear: number): string {
  const d = new Date(ms);
  const day = `${d.getUTCDate()} ${months[d.getUTCMonth()]}`;
  return d.getUTCFullYear() === thisYear ? `${day} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` : `${day} ${d.getUTCFullYear()}`;
}

export function profileName(profile: string | null): string {
  if (profile === null) return '—';
  return profiles[profile as ProfileId]?.name ?? profile;
}

export function familyLabel(game: Pick<GameRow, 'family'>): string {
  return familyInfo[game.family]?.label ?? game.family;
}

/** The variant's name where we know it (Diplomacy names come from the worker), else its id. */
export function variantLabel(game: Pick<GameRow, 'family' | 'variant'>, diplomacyNames: Record<string, string>): string {
  if (game.family === 'diplomacy') return diplomacyNames[game.variant] ?? game.variant;
  return otherStartingPoints[game.family]?.find((s) => s.id === game.variant)?.name ?? game.variant;
}
