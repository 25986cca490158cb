// A position typed by the GM, for a board judged by hand or copied from a map:
//
//   Spring 1905                     (or S1905M, "Fall 1904 movement", "Phase: W1904A")
//   Austria: A Vie, A Bud, F Tri; centres Vie, Bud, Tri, Ser
//   England: F Lon, F Nth, A Yor
//   England centres: Lon Edi Lvp Nwy
//
// Units are written as in orders (A/F or Army/Fleet, then a place with its coast if needed),
// centres as a list of places. Only exact spellings are used: a misspelling or an abbreviation
// that fits several places is a doubt for the GM with what it might be, never a guess.
import { NameIndex } from '../intake/index';
import { provinceOf, type Variant } from '../variant';
import type { Phase, Position, PowerName, ProvinceId, Season, Unit, UnitType } from '../types';
import { tryParsePhaseName } from '../phases';
import type { Doubt } from './judgePost';

export interface TypedPosition { position?: Position; centresKnown: boolean; doubts: Doubt[] }

const seasons: Record<string, Season> = { spring: 'spring', fall: 'fall', autumn: 'fall', winter: 'winter', monsoon: 'winter' };

/** `Spring 1905`, `Fall 1904 retreats`, `Movement for Spring of 1905`, `S1905M`. */
export function readPhaseText(text: string): Phase | undefined {
  const t = text.trim().replace(/^phase\s*:\s*/i, '');
  const short = tryParsePhaseName(t.replace(/\s+/g, ''));
  if (short) return short;
  const m = /^(?:(movement|retreats?|adjustments?|builds?)\s+for\s+)?(spring|fall|autumn|winter|monsoon)\s+(?:of\s+)?(\d{1,5})(?:\s+(movement|moves|retreats?|adjustments?|builds?))?\s*$/i.exec(t);
  if (!m) return undefined;
  const season = seasons[m[2]!.toLowerCase()]!;
  const word = (m[1] ?? m[4] ?? '').toLowerCase();
  const written = /^adj|^build/.test(word) ? 'adjustment' : /^retreat/.test(word) ? 'retreat' : /^mov/.test(word) ? 'movement' : undefined;
  // Winter is only ever the adjustment phase; spring and fall are movement unless it says otherwise.
  if (season === 'winter' && written && written !== 'adjustment') return undefined;
  if (season !== 'winter' && written === 'adjustment') return undefined;
  const type = season === 'winter' ? 'adjustment' : written ?? 'movement';
  return { year: Number(m[3]), season, type };
}

export function readTypedPosition(variant: Variant, text: string): TypedPosition {
  const names = NameIndex.for(variant);
  const doubts: Doubt[] = [];
  let phase: Phase | undefined;
  const units: Unit[] = [];
  const centres: Record<ProvinceId, PowerName> = {};
  let anyCentres = false;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');

  /** A place as written ("Vie", "St Petersburg", "StP/sc", "Spain (north coast)"), or why not. */
  const place = (written: string): { location: string } | { why: string } => {
    const m = /^(.+?)(?:\s*[/(]\s*([a-z ]+?)\s*\)?)?$/i.exec(written.trim());
    if (!m) return { why: `'${written}' is not a place` };
    const match = names.resolve(m[1]!.trim());
    if (!match) return { why: `'${m[1]}' is not a place on this map` };
    if (match.kind === 'ambiguous') return { why: `'${m[1]}' could be ${match.candidates.join(' or ')}: write it out` };
    if (match.kind !== 'exact') return { why: `'${m[1]}' is not a spelling Adjutant knows (did you mean ${variant.province(match.province)?.name ?? match.province}?)` };
    if (!m[2]) return { location: match.province };
    const coast = names.coast(m[2].replace(/\s*coast$/i, '').trim());
    const location = coast ? `${match.province}/${coast}` : '';
    return coast && variant.isLocation(location) ? { location } : { why: `'${m[2]}' is not a coast of ${variant.province(match.province)?.name}` };
  };

  /** A comma- or space-separated list of places; multi-word names are matched longest first. */
  const placeList = (list: string): { provinces: ProvinceId[]; bad: string[] } => {
    const provinces: ProvinceId[] = [];
    const bad: string[] = [];
    for (const part of list.split(/[,;]/).map((s) => s.trim()).filter(Boolean)) {
      const words = part.split(/\s+/);
      for (let i = 0; i < words.length;) {
        let taken = 0;
        for (let k = Math.min(words.length, i + names.maxWords); k > i; k--) {
          const p = names.exactMatch(words.slice(i, k).join(' '));
          if (p) { provinces.push(p); taken = k - i; break; }
        }
        if (!taken) { bad.push(words[i]!); taken = 1; }
        i += taken;
      }
    }
    return { provinces, bad };
  };

  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const raw = lines[i]!;
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const asPhase = readPhaseText(line);
    if (asPhase) { if (phase) doubts.push({ line: n, text: raw, why: 'a second phase line: the last one is used' }); phase = asPhase; continue; }
    const m = /^([A-Za-z][A-Za-z .'-]*?)(\s+(?:centres|centers|supply cent(?:re|er)s))?\s*:\s*(.*)$/i.exec(line);
    const power = m ? names.power(m[1]!) : undefined;
    if (!m || !power) { doubts.push({ line: n, text: raw, why: 'not a phase, nor a power followed by its units or centres' }); continue; }
    const parts = m[3]!.split(';').map((s) => s.trim()).filter(Boolean);
    for (const part of parts) {
      const centreList = m[2] ? part : /^(?:centres|centers|supply cent(?:re|er)s|sc)\s*:?\s*(.*)$/i.exec(part)?.[1];
      if (centreList !== undefined) {
        anyCentres = true;
        const { provinces, bad } = placeList(centreList);
        for (const b of bad) doubts.push({ line: n, text: raw, why: `'${b}' is not a place on this map` });
        for (const p of provinces) {
          if (!variant.isSupplyCentre(p)) doubts.push({ line: n, text: raw, why: `${variant.province(p)?.name ?? p} is not a supply centre` });
          else if (centres[p] && centres[p] !== power) doubts.push({ line: n, text: raw, why: `${variant.province(p)?.name} is also listed for ${centres[p]}` });
          else centres[p] = power;
        }
        continue;
      }
      for (const item of part.split(',').map((s) => s.trim()).filter(Boolean)) {
        const u = /^(A|F|Army|Fleet)\s+(.+)$/i.exec(item);
        if (!u) { doubts.push({ line: n, text: raw, why: `'${item}' is not a unit (A or F, then a place)` }); continue; }
        const type: UnitType = /^a/i.test(u[1]!) ? 'A' : 'F';
        const at = place(u[2]!);
        if ('why' in at) { doubts.push({ line: n, text: raw, why: at.why }); continue; }
        let location = at.location;
        if (type === 'F' && !variant.canOccupy('F', location)) {
          const coasts = variant.data.provinces.find((p) => p.id === location)?.coasts ?? [];
          if (coasts.length) { doubts.push({ line: n, text: raw, why: `a fleet in ${variant.province(location)?.name} needs its coast (${coasts.join(' or ')})` }); continue; }
        }
        if (!variant.canOccupy(type, location)) { doubts.push({ line: n, text: raw, why: `${type === 'A' ? 'an army' : 'a fleet'} cannot stand in ${variant.province(provinceOf(location))?.name ?? location}` }); continue; }
        const other = units.find((x) => provinceOf(x.location) === provinceOf(location));
        if (other) { doubts.push({ line: n, text: raw, why: `two units in ${variant.province(provinceOf(location))?.name}: ${other.power}'s and ${power}'s; the first is kept` }); continue; }
        location = variant.canonicalLocation(location) ?? location;
        units.push({ type, power, location, id: `typed-${units.length + 1}` });
      }
    }
  }
  if (!phase) doubts.push({ line: 0, text: '', why: 'no phase given: add a line such as "Spring 1905" or "F1904M"' });
  if (phase?.type === 'retreat') doubts.push({ line: 0, text: '', why: 'a typed position cannot say where dislodged units may retreat: paste that movement phase\'s results post instead, or start from the phase after the retreats' });
  if (!anyCentres) doubts.push({ line: 0, text: '', why: 'no centres given ("Austria centres: Vie, Bud, Tri"): until they are, each power is given its home centres' });
  if (!phase || phase.type === 'retreat') return { centresKnown: anyCentres, doubts };
  const homeCentres = Object.fromEntries(variant.powers.map((p) => [p.name, [...p.homeCentres]]));
  const owned = anyCentres ? centres : Object.fromEntries(variant.powers.flatMap((p) => p.homeCentres.map((c) => [c, p.name])));
  return { position: { variant: variant.id, phase, units, dislodged: [], centres: owned, homeCentres, standoffs: [] }, centresKnown: anyCentres, doubts };
}
