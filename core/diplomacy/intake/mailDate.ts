// A mail's Date: (or a Received: header's date) as a moment in time, never guessed silently.
// Which set a power's orders come from is decided by these times (000 D.III(3), 001 B.IV(4);
// sendingOrder.ts), so a time read wrong chooses the wrong set without a word. Two shapes were
// read wrong by the runtime's Date.parse:
//   - a named zone other than the few US ones it knows ("10:00:00 CET", "BST", "MESZ") gave no
//     time at all; these are the zones European mail clients and servers write, so they are read;
//   - a date with no zone ("Mon, 3 Mar 2025 10:00:00", "2025-03-03 10:00") was read in the zone
//     of the computer doing the reading, so the same paste ranked differently on two machines.
// A date without a zone, or with a zone this reader does not know, is not used: it could be
// fourteen hours either way. The mail says so, and the sets it would rank are left for the GM.

export interface MailTime {
  /** Milliseconds since 1970, when the date and its zone could both be read. */
  ms?: number;
  /** Why the time is not used (no zone, an unknown zone), for the GM; absent when all is well. */
  doubt?: string;
  /**
   * A date with no zone still bounds the moment: it lies between the clock time read in the
   * earliest zone (+14:00) and in the latest (-12:00). A set sent a day before or after another
   * is placed by it (sendingOrder.ts, zonelessWindow.ts); anything closer stays the GM's.
   */
  window?: { from: number; to: number };
}

/**
 * Zone names and their offsets in minutes: RFC 5322's own (UT, GMT, the US zones) and those
 * European clients and servers write. Names that mean two zones ("IST": India, Ireland, Israel)
 * are left out, so they are reported as unknown rather than read one way.
 */
const ZONES: Record<string, number> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0, WET: 0,
  EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
  WEST: 60, BST: 60, CET: 60, MET: 60, MEZ: 60,
  CEST: 120, MEST: 120, MESZ: 120, EET: 120,
  EEST: 180, MSK: 180,
};

/** A numeric zone after the time: "+0100", "-05:00", "GMT+0100", or ISO's "Z". */
const NUMERIC_ZONE = /(?:^|[\s\d])(?:GMT|UTC|UT)?[+-]\d{2}:?\d{2}\b|\dZ\b/i;
/** The time of day: the zone is looked for after it. */
const TIME_OF_DAY = /\d{1,2}:\d{2}/;
const WORD = /\b[A-Za-z]{1,5}\b/g;
const COMMENT = /\(([^)]*)\)/g;

function withOffset(text: string, minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const a = Math.abs(minutes);
  return `${text} ${sign}${String(Math.floor(a / 60)).padStart(2, '0')}${String(a % 60).padStart(2, '0')}`;
}

function parsed(text: string): number | undefined {
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
}

/** Reads a Date: value; `what` names the header in the GM's words ("Date:", "Received:"). */
export function parseMailDate(value: string, what = 'Date:'): MailTime {
  // (Most dates have no comment: no list or copy is made for them; this runs for every mail.)
  const hasComment = value.includes('(');
  const comments = hasComment ? [...value.matchAll(COMMENT)].map((m) => m[1]!) : [];
  const text = hasComment ? value.replace(COMMENT, ' ').replace(/\s+/g, ' ').trim() : value.trim();
  const at = text.search(TIME_OF_DAY);
  const afterTime = at >= 0 ? text.slice(at) : text;
  if (NUMERIC_ZONE.test(afterTime)) {
    const ms = parsed(text);
    return ms === undefined ? { doubt: `the ${what} header ("${value}") cannot be read as a date: its time is not used` } : { ms };
  }
  // A named zone after the time ("10:00:00 CET", "Mon Mar 3 10:00:00 UTC 2025"), else in a
  // trailing comment ("10:00:00 (CET)").
  let zone: string | undefined;
  let unknown: string | undefined;
  for (const w of afterTime.match(WORD) ?? []) {
    const u = w.toUpperCase();
    if (u in ZONES) { zone = u; break; }
    if (u !== 'AM' && u !== 'PM' && /^[A-Z]{2,5}$/.test(w) && w.length >= 3 && !MONTH_OR_DAY.test(w)) unknown ??= w;
  }
  if (!zone) for (const c of comments) { const u = c.trim().toUpperCase(); if (u in ZONES) { zone = u; break; } }
  if (zone) {
    const bare = text.replace(new RegExp(`\\b${zone}\\b`, 'i'), ' ').replace(/\s+/g, ' ').trim();
    const ms = parsed(withOffset(bare, ZONES[zone]!));
    return ms === undefined ? { doubt: `the ${what} header ("${value}") cannot be read as a date: its time is not used` } : { ms };
  }
  if (unknown) return { doubt: `the ${what} header ("${value}") names a time zone this reader does not know ("${unknown}"): its time is not used; the GM decides when it was sent` };
  if (parsed(text) === undefined) return { doubt: `the ${what} header ("${value}") cannot be read as a date: its time is not used` };
  const asUtc = parsed(withOffset(text, 0));
  const doubt = `the ${what} header ("${value}") has no time zone: it could be up to 14 hours either way, so its time is not used; the GM decides when it was sent`;
  return asUtc === undefined ? { doubt } : { doubt, window: { from: asUtc - 14 * HOUR, to: asUtc + 12 * HOUR } };
}

const HOUR = 3_600_000;

/** Month and weekday words (English), which are not zones. */
const MONTH_OR_DAY = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)/i;
