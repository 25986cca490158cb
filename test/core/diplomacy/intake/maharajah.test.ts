// The Maharajah variant read through the same intake: the 77 official abbreviations of
// 001 B.IV(2) (the list below is the seed's own, 001_c1d879ceafe84a56.txt, section B.IV(2)).
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { initialPosition } from '../../../../core/diplomacy/position';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { formatOrder, NameIndex, readOrderMail } from '../../../../core/diplomacy/intake/index';
import { editDistance, normaliseName } from '../../../../core/diplomacy/intake/names';
import maharajahNames from '../../../../assets/variants/maharajah/names.json';
import { positionFor } from './helpers';

const OFFICIAL = [
  "Aceh: Ace", "Agra: Agr", "Ahmadabad: Ahm", "Ahmadnagar: Ang", "Andaman Sea: AnS", "Arabia: Ara",
  "Arabian Sea: ArS", "Assam: Ass", "Ava: Ava", "Awadh: Awa", "Ayutthaya: Ayu", "Badakhshan: Bad",
  "Balkh: Bal", "Bangalore: Ban", "Bay of Bengal: BoB", "Benares: Ben", "Bengal: Bgl", "Berar: Ber",
  "Bidar: Bid", "Bijapur: Bij", "Bikaner: Bik", "Bukhara: Buk", "Calicut: Cal", "Dasht-I-Kavir: DIK",
  "Elburz: Elb", "Ferghana: Fer", "Gartok: Gar", "Goa: Goa", "Gujarat: Guj", "Gulf of Aden: GAd",
  "Hadramaut: Had", "Herat: Her", "Honavar: Hon", "Hormuz: Hor", "Isfahan: Isf", "Jabalpur: Jab",
  "Jaffna: Jaf", "Jaipur: Jai", "Jaisalmer: Jsl", "Jodhpur: Jod", "Kabul: Kab", "Kandahar: Kan",
  "Kandy: Kdy", "Kara Kum: KaK", "Kashgar: Kas", "Kashmir: Kmr", "Khandesh: Kha", "Kra: Kra",
  "Laccadive Sea: LaS", "Lahore: Lah", "Maldive Sea: MaS", "Malwa: Mal", "Meshed: Mes", "Mewar: Mew",
  "Multan: Mul", "Muzaffarpur: Muz", "Nepal: Nep", "Nicobar Sea: NiS", "Oman: Oma", "Orissa: Ori",
  "Pegu: Peg", "Persian Gulf: PrG", "Peshawar: Pes", "Pulicat: Pul", "Qom: Qom", "Raipur: Rai",
  "Rub Al Khali: RAK", "Samarkand: Sam", "Sambalpur: Sbl", "Sea of Ceylon: SoC", "Seylac: Sey", "Shiraz: Shi",
  "Sind: Sin", "Tinnevelly: Tin", "Warangal: War", "Yemen: Yem", "Yezd: Yez",
].map((s) => s.split(': ') as [string, string]);

describe('Maharajah names (001 B.IV(2))', () => {
  const variant = getVariant('maharajah');
  const names = NameIndex.for(variant);
  it('001 B.IV(2)a: all 77 official abbreviations and full names read exactly (Ben = Benares, Bgl = Bengal, Ang = Ahmadnagar)', async () => {
    expect(OFFICIAL).toHaveLength(77);
    for (const [name, abbr] of OFFICIAL) {
      const byAbbr = names.resolve(abbr);
      expect(byAbbr, abbr).toMatchObject({ kind: 'exact' });
      expect(names.resolve(name), name).toMatchObject({ kind: 'exact', province: (byAbbr as { province: string }).province });
      expect(variant.province((byAbbr as { province: string }).province)!.name.toLowerCase().replace(/-/g, ' ')).toBe(name.toLowerCase().replace(/-/g, ' '));
    }
    expect(names.resolve('Ben')).toMatchObject({ province: 'ben' });
    expect(variant.province('ben')!.name).toBe('Benares');
    expect(names.resolve('Bgl')).toMatchObject({ province: 'bgl' });
  });
  it('001 B.IV(2)b: "Ben" written for Bengal is read as Benares, the province it spells', async () => {
    const position = initialPosition(variant);
    const unit = position.units.find((u) => u.location === 'muz' || u.location === 'awa')!;
    const paste = `Power: ${unit.power}\n${unit.type} ${unit.location} - Ben\n`;
    const r = (await readOrderMail(paste, { variant, position, rules: getProfile('maharajiad') }));
    const v = r.verdicts.find((x) => x.text.endsWith('- Ben'))!;
    expect(v.order && formatOrder(v.order)).toBe(`${unit.type} ${unit.location.toUpperCase()} - BEN`);
  });
  it('001 B.IV(2)c: a misspelt Maharajah name is offered as its closest reading', async () => {
    expect(names.resolve('Ahmadnager')).toMatchObject({ kind: 'typo', province: 'ang' });
  });
});

describe('Maharajah names written short (001 B.IV(2), issue 13)', () => {
  const variant = getVariant('maharajah');
  const position = initialPosition(variant);
  const read = async (line: string) => {
    const r = await readOrderMail(`Power: Persia\n${line}\n`, { variant, position, rules: getProfile('maharajiad') });
    return r.verdicts.find((v) => v.text === line)!;
  };
  it('001 B.IV(2): "Persian G." and "G. of Aden" are the only names they can start: read', async () => {
    expect(formatOrder((await read('F Hormuz - Persian G.')).order!)).toBe('F HOR - PRG');
    const aden = await read('F Hor - G. of Aden');
    expect(aden.order && formatOrder(aden.order)).toBe('F HOR - GAD');
  });
  it('001 B.IV(2): "F Hormuz - Gulf" could be either gulf: ambiguous, nothing guessed', async () => {
    const v = await read('F Hormuz - Gulf');
    expect(v.kind).toBe('ambiguous');
    expect(v.order).toBeUndefined();
  });
  it('001 B.IV(2): a name not on the map ("Kerman") is left to the GM', async () => {
    expect((await read('A Meshed - Kerman')).kind).toBe('ambiguous');
  });
});

describe('Maharajah names as players write them (assets/variants/maharajah/names.json, issue 13)', () => {
  const variant = getVariant('maharajah');
  const names = NameIndex.for(variant);
  const data = maharajahNames as { provinces: Record<string, string[]>; ambiguous: Record<string, string[]>; powers: Record<string, string[]> };
  const readAs = async (power: string, line: string, positionName?: 'monsoon') => {
    const position = positionName ? positionFor('maharajah-monsoon', 'maharajah') : initialPosition(variant);
    const r = await readOrderMail(`Power: ${power}\n${line}\n`, { variant, position, rules: getProfile('maharajiad') });
    return r.verdicts.find((v) => v.text === line)!;
  };

  it('001 B.IV(2): old English, today\'s and transliterated spellings read exactly as their province', () => {
    const spellings: [string, string][] = [
      ['Dasht-e-Kavir', 'dik'], ['Banaras', 'ben'], ['Varanasi', 'ben'], ['Jubbulpore', 'jab'], ['Bengaluru', 'ban'],
      ['Oudh', 'awa'], ['Kozhikode', 'cal'], ['Tirunelveli', 'tin'], ['Mashhad', 'mes'], ['Yazd', 'yez'], ['Isfahān', 'isf'],
      ['Bokhara', 'buk'], ['Samarqand', 'sam'], ['Qandahar', 'kan'], ['Sindh', 'sin'], ['Ormuz', 'hor'], ['Zeila', 'sey'],
      ['Empty Quarter', 'rak'], ['Karakum', 'kak'], ['Laccadive', 'las'], ['Golfe du Bengale', 'bob'], ['Arabisches Meer', 'ars'],
    ];
    for (const [written, province] of spellings) expect(names.resolve(written), written).toMatchObject({ kind: 'exact', province });
  });

  it('001 B.IV(2): the abbreviations players invent that only one province fits ("Lhr", "Mzf", "Hnv") read as it', async () => {
    expect(formatOrder((await readAs('Rajputana', 'A Multan - Lhr')).order!)).toBe('A MUL - LAH');
    expect(names.resolve('Mzf')).toMatchObject({ kind: 'exact', province: 'muz' });
    expect(names.resolve('Hnv')).toMatchObject({ kind: 'exact', province: 'hon' });
  });

  it('001 B.IV(2): "B. of Bengal", "B of B" and "B.O.B." are the Bay of Bengal, though "B" alone is a build word', async () => {
    expect(formatOrder((await readAs('Vijayanagar', 'F Pulicat - B. of Bengal')).order!)).toBe('F PUL - BOB');
    expect(formatOrder((await readAs('Vijayanagar', 'F Pul - B of B')).order!)).toBe('F PUL - BOB');
    expect(formatOrder((await readAs('Vijayanagar', 'F Pul - B.O.B.')).order!)).toBe('F PUL - BOB');
    expect(formatOrder((await readAs('Vijayanagar', 'Disband F B. of Bengal', 'monsoon')).order!)).toBe('REMOVE F BOB');
  });

  it('001 B.IV(2)b-c: a name of several places ("Ceylon", "Sri Lanka", "Aden", "Kashi", "Bdr", "Mangalore") is put to the GM with every reading, never chosen', async () => {
    const cases: [string, string, string[]][] = [
      ['F Pulicat - Ceylon', 'ceylon', ['jaf', 'kdy', 'soc']],
      ['F Pulicat - Sri Lanka', 'sri lanka', ['jaf', 'kdy', 'soc']],
      ['A Benares - Kashi', 'kashi', ['ben', 'kas']],
      ['A Bdr - Ber', 'bdr', ['ber', 'bid']],
      // Towns on the coast between provinces: never read as the one name a slip away (Bangalore, Dasht-I-Kavir).
      ['A Calicut - Mangalore', 'mangalore', ['ban', 'cal', 'hon']],
      ['F Pulicat - Diu', 'diu', ['dik', 'guj']],
    ];
    for (const [line, written, candidates] of cases) {
      const v = await readAs('Vijayanagar', line);
      expect(v.kind, line).toBe('ambiguous');
      expect(v.order, line).toBeUndefined();
      expect(v.reason, line).toBe(`'${written}' could be ${candidates.map((c) => c.toUpperCase()).join(' or ')}`);
    }
    expect(names.resolve('Aden')).toMatchObject({ kind: 'ambiguous', candidates: ['gad', 'yem'], by: 'alias' });
    // Cochin is no province, and one letter from "Achin" (Aceh), which is therefore not an alias.
    expect((await readAs('Vijayanagar', 'A Calicut - Cochin')).reason).toBe("cannot read 'cochin'");
  });

  it('000 D.III(1)c: a player\'s own list wins over a name of several places ("Aden" agreed as Yemen)', () => {
    expect(NameIndex.for(variant, { Aden: 'Yemen' }).resolve('Aden')).toMatchObject({ kind: 'exact', province: 'yem', source: 'player' });
  });

  it('001 B.IV(2)b: no alias is another province\'s official abbreviation or name, a power\'s word, or a typo of either', () => {
    const official = variant.data.provinces.flatMap((p) => [[normaliseName(p.id), p.id], [normaliseName(p.name), p.id]] as [string, string][]);
    const powerWords = new Set(variant.powers.flatMap((p) => [p.name, p.adjective]).concat(Object.values(data.powers).flat()).map(normaliseName));
    const seen = new Map<string, string>();
    for (const [province, aliases] of Object.entries(data.provinces)) {
      expect(variant.province(province), province).toBeDefined();
      for (const alias of aliases) {
        const key = normaliseName(alias);
        expect(seen.get(key) ?? province, `${alias} listed twice`).toBe(province);
        seen.set(key, province);
        expect(powerWords.has(key), `${alias} is a power's word`).toBe(false);
        expect(key in data.ambiguous, `${alias} is also listed as ambiguous`).toBe(false);
        // 001 B.IV(2)b-c: a misspelt official name must be offered as itself, never read silently
        // as the alias: every other province's official spelling lies beyond the alias's typo reach.
        const reach = key.length <= 2 ? 0 : key.length <= 5 ? 1 : 2;
        for (const [spelling, other] of official) {
          if (other === province) continue;
          expect(editDistance(key, spelling, reach), `${alias} (${province}) vs ${spelling} (${other})`).toBeGreaterThan(reach);
        }
      }
    }
    for (const [written, candidates] of Object.entries(data.ambiguous)) {
      expect(candidates.length, written).toBeGreaterThanOrEqual(2);
      for (const c of candidates) expect(variant.province(c), `${written}: ${c}`).toBeDefined();
    }
  });
});
