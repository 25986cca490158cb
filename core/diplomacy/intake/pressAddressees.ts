// Whom a piece of press is addressed to, as the player wrote it on the press mark
// ("Press to Germany:", "White press to England, France:", "Broadcast:", "Press to all:") or on
// the first line under a bare mark ("PRESS" / "To Germany and Austria:"). The GM publishes
// press with its addressees (publish/phaseReport.ts `PressItem.to`), so intake records them:
// the variant's own power names, or 'all' for a broadcast. Nothing here guesses: when any
// addressee cannot be read as a power or as everyone, no addressees are recorded and the verdict
// shows the words as written for the GM to read.
import type { PowerName } from '../types';
import type { NameIndex } from './names';

/** Addressees as read: the powers, or everyone. */
export type PressAddressees = PowerName[] | 'all';

export interface AddresseeReading {
  to?: PressAddressees;
  /** The addressee words as written (kept for the verdict, read or not). */
  written: string;
  /** Words that are neither a power nor "all": when present, `to` is not set. */
  unknown: string[];
}

const MARK = /^\s*\**\s*(?:(?:white|grey|gray|black|anonymous|signed|public)\s+)?(press|broadcast)\b(?:\s*\(([^)]{1,30})\))?/i;
/** "To Germany:", "To: Germany and Austria", "To all" — a line under a bare press mark. */
const TO_LINE = /^\s*to\s*:?\s+([^:]{1,60}?)\s*:?\s*$/i;
const EVERYONE = new Set(['all', 'everyone', 'everybody', 'all players', 'all powers', 'all nations', 'the world', 'the board', 'world', 'board', 'public', 'all of you', 'you all', 'yall']);
const SEPARATOR = /\s*(?:,|;|&|\+|\/|\band\b|\bplus\b)\s*/i;

/**
 * The addressee words of a press-mark line ("Press to England, France: hello" → "England,
 * France"); 'all' for a broadcast; undefined when the mark names nobody ("Press:", "PRESS").
 */
export function writtenAddressees(markLine: string): string | undefined {
  const m = MARK.exec(markLine);
  if (!m) return undefined;
  // "Press (to Germany):" — the parenthesis names the addressees, not the colour of press.
  if (m[2] && /^\s*to\s+/i.test(m[2])) return m[2].replace(/^\s*to\s+/i, '').trim() || undefined;
  const rest = markLine.slice(m[0].length);
  const to = /^\s+to\s+(.*)$/i.exec(rest);
  if (!to) return m[1]!.toLowerCase() === 'broadcast' ? 'all' : undefined;
  // The addressees end at the colon (or a spaced dash) that ends the mark, else at the line's end.
  let words = to[1]!;
  const colon = words.indexOf(':');
  if (colon >= 0) words = words.slice(0, colon);
  else { const dash = /\s[-–—](?:\s|$)/.exec(words); if (dash) words = words.slice(0, dash.index); }
  words = words.replace(/\*+\s*$/, '').trim();
  return words ? words.slice(0, 80) : undefined;
}

/** The addressee words of a "To Germany:" line under a bare mark, or undefined. */
export function addresseeLine(text: string): string | undefined {
  const m = TO_LINE.exec(text);
  return m ? m[1]!.trim() : undefined;
}

/** Reads addressee words as the variant's power names, or everyone. */
export function readAddressees(written: string, names: NameIndex): AddresseeReading {
  const parts = written.split(SEPARATOR).map((p) => p.trim().replace(/[.!]+$/, '')).filter(Boolean);
  const powers: PowerName[] = [];
  const unknown: string[] = [];
  let everyone = false;
  for (const part of parts) {
    const key = part.toLowerCase().replace(/\s+/g, ' ');
    if (EVERYONE.has(key)) { everyone = true; continue; }
    const power = names.power(key.replace(/^the\s+/, ''));
    if (power) { if (!powers.includes(power)) powers.push(power); continue; }
    unknown.push(part);
  }
  if (unknown.length || parts.length === 0) return { written, unknown: parts.length ? unknown : [written] };
  // "to all" beside named powers is still everyone.
  return { to: everyone ? 'all' : powers, written, unknown };
}

/** "to Germany, Austria" / "to all" / "to 'Fred' (not a power)" for a verdict. */
export function describeAddressees(reading: AddresseeReading): string {
  if (reading.to === 'all') return 'to all';
  if (reading.to) return `to ${reading.to.join(', ')}`;
  return `to '${reading.written}' (not read as powers: ${reading.unknown.map((u) => `'${u}'`).join(', ')})`;
}
