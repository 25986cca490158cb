// A short alias that is also the start of other provinces' names: "Nor" is listed for Norway
// (names.json), but it begins North Sea, Norwegian Sea, North Africa and North Atlantic too;
// "Liv" is listed for Liverpool and begins Livonia. When the unit cannot reach the listed
// province but can reach one of the others, the player plainly meant another name, and which
// one the letters do not say: an ambiguous abbreviation, flagged as such (000 D.III(1)a; 001
// B.IV(2)c offers it to the GM), not an "illegal move to Norway" the GM must decode. The
// unseen-mail trial's 1451 ("F Edi - Nor") and 1459 ("A War - Liv") read as unreachable moves to
// NWY and LVP before this file. Asked only once a move has failed (a rare path), and only of a
// listed alias of two to four letters, so it costs nothing on the usual line.
import type { ProvinceId } from '../types';
import type { Variant } from '../variant';
import type { WrittenLocation } from './grammar';

/** The other provinces whose id or name begins with what was written, when it was a short alias. */
export function alsoAbbreviates(variant: Variant, written: WrittenLocation): ProvinceId[] {
  const m = written.match;
  if (m.kind !== 'exact' || m.source !== 'alias') return [];
  const w = written.text.trim().toLowerCase().replace(/\.$/, '');
  if (w.length < 2 || w.length > 4 || !/^[a-z]+$/.test(w)) return [];
  const out: ProvinceId[] = [];
  for (const p of variant.data.provinces) if (p.id !== m.province && (p.id.startsWith(w) || p.name.toLowerCase().startsWith(w))) out.push(p.id);
  return out;
}
