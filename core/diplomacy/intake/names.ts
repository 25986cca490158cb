// Province names as players write them: the variant's ids and full names, the extra aliases in
// assets/variants/<id>/names.json, a player's own abbreviation list, unique prefixes, and typos.
//
// Clauses: 000 D.III(1)a (any unambiguous abbreviation is acceptable; an ambiguous one is flagged),
// 000 D.III(1)b (the official list is never ambiguous), 000 D.III(1)c (a player's agreed list is
// never ambiguous for him), 001 B.IV(2)a (official abbreviations and full names),
// 001 B.IV(2)b (a typo that spells another province's abbreviation or name IS that province —
// so an exact match always wins over a closer typo reading; 000 D.III(1) warns of the same),
// 001 B.IV(2)c (other typos are offered to the GM as a reading, or ruled ambiguous when two
// readings are equally close). This file only finds the readings; which clause a reading cites
// depends on the profile (nameClauses.ts): 000 has no rule on misspellings.
import type { ProvinceId } from '../types';
import type { Variant } from '../variant';
import standardNames from '../../../assets/variants/standard/names.json';
import maharajahNames from '../../../assets/variants/maharajah/names.json';

export interface NamesData {
  provinces: Record<ProvinceId, string[]>;
  coasts: Record<string, string[]>;
  powers: Record<string, string[]>;
  /**
   * Names players use for more than one province ("Ceylon": Jaffna, Kandy or the Sea of Ceylon),
   * with every reading: always put to the GM with all of them, never chosen (000 D.III(1)a,
   * 001 B.IV(2)b-c). An exact spelling (a player's own list, an official name) wins over these.
   */
  ambiguous?: Record<string, ProvinceId[]>;
}

const namesByVariant: Record<string, NamesData> = {
  standard: standardNames as unknown as NamesData,
  maharajah: maharajahNames as unknown as NamesData,
};

/** How a name was read; the interpreter turns all but `exact` into a note or a correction. */
export type NameMatch =
  | { kind: 'exact'; province: ProvinceId; source: 'official' | 'name' | 'alias' | 'player' }
  | { kind: 'prefix'; province: ProvinceId; written: string }
  | { kind: 'typo'; province: ProvinceId; written: string; distance: number }
  /** `by`: several names begin with what was written, or several are equally close misspellings. */
  /** `alias`: a name listed as ambiguous in the variant's names.json ("Ceylon"). */
  | { kind: 'ambiguous'; candidates: ProvinceId[]; written: string; by?: 'prefix' | 'typo' | 'alias' };

/** Lower case, no dots or apostrophes, hyphens and underscores as spaces, single spaces. */
export function normaliseName(text: string): string {
  // Words from the tokenizer are already lower case and clean: skip the replaces (hot path).
  if (isNormalised(text)) return text;
  return text.toLowerCase().replace(/[.'’`]/g, '').replace(/[-_/]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** `^[a-z0-9]+(?: [a-z0-9]+)*$` by hand: words of a-z and 0-9 joined by single spaces. */
function isNormalised(text: string): boolean {
  const n = text.length;
  if (n === 0) return false;
  let previousSpace = true; // no leading space
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) { if (previousSpace) return false; previousSpace = true; continue; }
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return false;
    previousSpace = false;
  }
  return !previousSpace; // no trailing space
}

/**
 * Optimal-string-alignment edit distance (Levenshtein plus adjacent transpositions), stopping
 * early once `limit` is exceeded: typos are mostly one slip of a finger or two swapped letters.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = a.length + 1, cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let cur = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[cols - 1]!;
}

/** Typos tolerated grow with the word: one slip in a short name, two in a long one. */
function typoLimit(length: number): number {
  if (length <= 2) return 0;
  if (length <= 5) return 1;
  return 2;
}

/** Letter counts, for a cheap lower bound on the edit distance (each edit changes it by ≤ 2). */
function letterCounts(text: string): Uint8Array {
  const counts = new Uint8Array(27);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 97;
    counts[c >= 0 && c < 26 ? c : 26]!++;
  }
  return counts;
}

function countDistance(a: Uint8Array, b: Uint8Array): number {
  let d = 0;
  for (let i = 0; i < 27; i++) d += Math.abs(a[i]! - b[i]!);
  return d;
}

const shared = new WeakMap<Variant, Map<string, NameIndex>>();

export class NameIndex {
  /**
   * One index per variant and abbreviation list, built once: reading a turn of mail looks up
   * thousands of words, and the same words come back every turn.
   */
  static for(variant: Variant, playerAbbreviations?: Record<string, string>): NameIndex {
    let byList = shared.get(variant);
    if (!byList) shared.set(variant, (byList = new Map()));
    // No list (every paste asks for the variant's own index first): no key to build.
    const entries = playerAbbreviations ? Object.entries(playerAbbreviations) : [];
    const key = entries.length ? JSON.stringify(entries.sort()) : '';
    let index = byList.get(key);
    if (!index) {
      if (byList.size > 200) byList.clear();
      byList.set(key, (index = new NameIndex(variant, playerAbbreviations ?? {})));
    }
    return index;
  }

  /** Exact spellings → province, in priority order: player list, official ids, names, aliases. */
  private readonly exact = new Map<string, { province: ProvinceId; source: 'official' | 'name' | 'alias' | 'player' }>();
  /** Every spelling once, for prefix and typo search. */
  private readonly spellings: { text: string; words: string[]; province: ProvinceId; counts: Uint8Array }[] = [];
  /** Every proper word-prefix of a multi-word spelling ("mid", "mid atlantic"). */
  private readonly spellingStarts = new Set<string>();
  /** Every prefix (2+ letters) of a word that occurs after the first word of a multi-word spelling. */
  private readonly laterWordPrefixes = new Set<string>();
  /** Each whole word that occurs after the first word of a multi-word spelling, with its provinces. */
  private readonly laterWords = new Map<string, Set<ProvinceId>>();
  /** Readings already made: the same words recur in every mail. Bounded, hostile text is endless. */
  private readonly memo = new Map<string, NameMatch | undefined>();
  /** Names of several provinces (names.json `ambiguous`) → all their provinces. */
  private readonly ambiguousNames = new Map<string, ProvinceId[]>();
  private readonly coastWords = new Map<string, string>();
  private readonly powerWords = new Map<string, string>();
  /** Longest spelling in words, so the grammar knows how far to look ahead. */
  readonly maxWords: number;

  constructor(readonly variant: Variant, playerAbbreviations: Record<string, string> = {}) {
    const data = namesByVariant[variant.id] ?? { provinces: {}, coasts: { nc: ['nc'], sc: ['sc'], ec: ['ec'], wc: ['wc'] }, powers: {} };
    const add = (text: string, province: ProvinceId, source: 'official' | 'name' | 'alias' | 'player') => {
      const key = normaliseName(text);
      if (!key || this.exact.has(key)) return;
      this.exact.set(key, { province, source });
      const words = key.split(' ');
      this.spellings.push({ text: key, words, province, counts: letterCounts(key) });
      for (let n = 1; n < words.length; n++) this.spellingStarts.add(words.slice(0, n).join(' '));
      for (const w of words.slice(1)) for (let n = 2; n <= w.length; n++) this.laterWordPrefixes.add(w.slice(0, n));
      for (const w of words.slice(1)) { let set = this.laterWords.get(w); if (!set) this.laterWords.set(w, (set = new Set())); set.add(province); }
    };
    // 000 D.III(1)c: a player's agreed list comes first, so it is never ambiguous for him.
    for (const [abbr, target] of Object.entries(playerAbbreviations)) {
      const province = this.resolveExactTarget(target, data);
      if (province) add(abbr, province, 'player');
    }
    for (const p of variant.data.provinces) add(p.id, p.id, 'official');
    for (const p of variant.data.provinces) add(p.name, p.id, 'name');
    for (const [id, aliases] of Object.entries(data.provinces)) {
      if (!variant.province(id)) continue;
      for (const a of aliases) add(a, id, 'alias');
    }
    for (const [written, provinces] of Object.entries(data.ambiguous ?? {})) {
      const key = normaliseName(written);
      const known = provinces.filter((p) => variant.province(p));
      // A player's own abbreviation or an official spelling is never ambiguous (000 D.III(1)b-c).
      if (!key || this.exact.has(key) || known.length < 2) continue;
      this.ambiguousNames.set(key, [...known].sort());
      // The grammar reads on after the first word of a name of several words ("Sri Lanka").
      const words = key.split(' ');
      for (let n = 1; n < words.length; n++) this.spellingStarts.add(words.slice(0, n).join(' '));
      for (const w of words.slice(1)) for (let n = 2; n <= w.length; n++) this.laterWordPrefixes.add(w.slice(0, n));
    }
    for (const [coast, words] of Object.entries(data.coasts)) for (const w of words) this.coastWords.set(normaliseName(w), coast);
    for (const p of variant.powers) {
      this.powerWords.set(normaliseName(p.name), p.name);
      this.powerWords.set(normaliseName(p.adjective), p.name);
    }
    for (const [power, words] of Object.entries(data.powers)) for (const w of words) this.powerWords.set(normaliseName(w), power);
    this.maxWords = Math.max(1, ...this.spellings.map((s) => s.words.length));
  }

  private resolveExactTarget(target: string, data: NamesData): ProvinceId | undefined {
    const key = normaliseName(target);
    for (const p of this.variant.data.provinces) if (p.id === key || normaliseName(p.name) === key) return p.id;
    for (const [id, aliases] of Object.entries(data.provinces)) if (aliases.some((a) => normaliseName(a) === key)) return id;
    return undefined;
  }

  // The look-ups below try the text as given first: the keys are normalised and normalising is
  // idempotent, so a hit on the raw text is the hit normalising would give, without the regex.

  /** An exact spelling only (no prefixes, no typos). */
  exactMatch(text: string): ProvinceId | undefined {
    return (this.exact.get(text) ?? this.afterNormalising(this.exact, text))?.province;
  }

  /** A coast word (`nc`, `north coast`, `north`) → coast id, or undefined. */
  coast(text: string): string | undefined {
    return this.coastWords.get(text) ?? this.afterNormalising(this.coastWords, text);
  }

  /** A power's name, adjective or alias → the variant's power name. */
  power(text: string): string | undefined {
    return this.powerWords.get(text) ?? this.afterNormalising(this.powerWords, text);
  }

  /** The look-up again with the text normalised, unless normalising changes nothing (a miss already). */
  private afterNormalising<T>(map: Map<string, T>, text: string): T | undefined {
    const key = normaliseName(text);
    return key === text ? undefined : map.get(key);
  }

  /**
   * Reads one written name. Exact spellings win (001 B.IV(2)b), then a unique prefix of a name
   * or word-by-word prefix ("west med"), then the single closest spelling within the typo limit.
   */
  resolve(written: string): NameMatch | undefined {
    const direct = this.exact.get(written);
    if (direct) return { kind: 'exact', province: direct.province, source: direct.source };
    const key = normaliseName(written);
    if (!key) return undefined;
    const hit = this.exact.get(key);
    if (hit) return { kind: 'exact', ...hit };
    const several = this.ambiguousNames.get(key);
    if (several) return { kind: 'ambiguous', candidates: several, written, by: 'alias' };
    if (this.memo.has(key)) {
      const m = this.memo.get(key);
      return m && m.kind !== 'exact' ? { ...m, written } : m;
    }
    const found = this.search(key, written);
    if (this.memo.size > 20000) this.memo.clear();
    this.memo.set(key, found);
    return found;
  }

  private search(key: string, written: string): NameMatch | undefined {
    if (key.replace(/ /g, '').length < 3) return undefined;
    const qWords = key.split(' ');
    const prefixed = new Set<ProvinceId>();
    for (const s of this.spellings) {
      if (s.words.length < qWords.length) continue;
      let ok = true;
      for (let i = 0; i < qWords.length; i++) if (!s.words[i]!.startsWith(qWords[i]!)) { ok = false; break; }
      if (ok) prefixed.add(s.province);
    }
    // One word that begins one name but is the whole of a later word of another ("Gulf": Gulf
    // of Aden, or Persian Gulf? "Sea": Sea of Ceylon, or Arabian Sea?) is not a unique prefix:
    // it is as much an abbreviation of the other (000 D.III(1), 001 B.IV(2): ambiguous).
    // ("Atlantic" begins no name, but ends two: not a typo of either.)
    if (qWords.length === 1 && (prefixed.size === 1 || (prefixed.size === 0 && (this.laterWords.get(key)?.size ?? 0) > 1))) for (const p of this.laterWords.get(key) ?? []) prefixed.add(p);
    if (prefixed.size === 1) return { kind: 'prefix', province: [...prefixed][0]!, written };
    if (prefixed.size > 1) return { kind: 'ambiguous', candidates: [...prefixed].sort(), written, by: 'prefix' };
    const limit = typoLimit(key.length);
    if (limit === 0) return undefined;
    const counts = letterCounts(key);
    let best = limit + 1;
    let bestProvinces = new Set<ProvinceId>();
    for (const s of this.spellings) {
      if (Math.abs(s.text.length - key.length) > best) continue;
      if (countDistance(counts, s.counts) > 2 * best) continue;
      const d = editDistance(key, s.text, Math.min(limit, best));
      if (d < best) { best = d; bestProvinces = new Set([s.province]); } else if (d === best) bestProvinces.add(s.province);
    }
    if (best > limit) return undefined;
    if (bestProvinces.size === 1) return { kind: 'typo', province: [...bestProvinces][0]!, written, distance: best };
    return { kind: 'ambiguous', candidates: [...bestProvinces].sort(), written, by: 'typo' };
  }

  /** True when some spelling has `words` as its first words (the grammar may read on). */
  /** Could `word` begin the second or later word of a multi-word name ("ch" of "channel")? */
  continuesSomeName(word: string): boolean {
    return this.laterWordPrefixes.has(word);
  }

  startsSpelling(words: string[]): boolean {
    return this.spellingStarts.has(words.length === 1 ? words[0]! : words.join(' '));
  }

  /** `startsSpelling([word])` without building the array (the grammar asks for every word). */
  startsSpellingWord(word: string): boolean {
    return this.spellingStarts.has(word);
  }
}
