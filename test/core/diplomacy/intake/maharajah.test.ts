// The Maharajah variant read through the same intake: the 77 official abbreviations of
// 001 B.IV(2) (the list below is the seed's own, 001_c1d879ceafe84a56.txt, section B.IV(2)).
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { initialPosition } from '../../../../core/diplomacy/position';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { formatOrder, NameIndex, readOrderMail } from '../../../../core/diplomacy/intake/index';

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
  it('001 B.IV(2): a name not on the map ("Mashhad" for Meshed) is left to the GM', async () => {
    expect((await read('A Mashhad - Herat')).kind).toBe('ambiguous');
  });
});
