// A set whose Date: has no zone ("Sat, 28 Nov 2026 09:00:00") and no Received: (a paste, or a
// phone that writes local time bare). Its moment is not known to the hour (mailDate.ts: the zone
// could be anything from -12:00 to +14:00), but it is known to the day: it lies between the
// clock time read in +14:00 and read in -12:00. A careful GM who sees Saturday morning's set
// beside Sunday's revision knows which came last; the reader asked (corpus 1751, evening 33's
// Turkey). The set is placed among the power's others only when no other set's time falls
// inside its span and no other such span overlaps it: then every zone it could have been sent in
// gives the same order (000 D.III(3)a, 000 D.VII(1)). Closer than that, the GM decides as before.
import type { SendingClock } from './sendingOrder';

interface Keyed { key: string; clock?: SendingClock }

/**
 * The undated sets whose spans place them beyond doubt, each with the clock to rank it by (the
 * span's start: no other time lies inside the span, so any moment of it ranks the set alike).
 */
export function placedByWindow(dated: readonly Keyed[], undated: readonly Keyed[]): Map<string, SendingClock> {
  const placed = new Map<string, SendingClock>();
  for (const set of undated) {
    const w = set.clock?.window;
    if (!w) continue;
    const inside = (ms: number) => ms >= w.from && ms <= w.to;
    if (dated.some((d) => d.clock?.ms !== undefined && inside(d.clock.ms))) continue;
    if (undated.some((u) => u !== set && u.clock?.window && u.clock.window.from <= w.to && w.from <= u.clock.window.to)) continue;
    placed.set(set.key, { ms: w.from, source: 'date' });
  }
  return placed;
}
