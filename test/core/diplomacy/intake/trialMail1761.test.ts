// The unseen-mail trial of corpus 1761-1810 and evenings 35-36 (issue 13, items 4 and 5): what
// players write in their orders. Each test is one shape the reader got wrong before (flagged
// where a careful GM reads it plainly, or silent in a variant), with further variants of it
// (other wording, other languages, other phases, the Maharajah board), and guards that must
// keep their old reading.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const line = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text)!;
const mail = (from: string, body: string, subject = 'orders') => `From: ${from}\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 16:00:00 +0100\nSubject: ${subject}\n\n${body}`;
const FRANCE = 'marie@example.fr';
const ITALY = 'gio@example.it';
const PERSIA = 'dariush@example.ir';
const BOTH = ['wm2004', 'maharajiad'];

describe('000 D.III(5), 001 B.IV(6)a: a line that takes back every order above it, after a sigh or a mark pointing up', () => {
  const leads = ['Ugh, ignore the above — use this instead:', '^^ ignore the above, use this:', 'Damn! Disregard everything above.', 'Scrap the above, new list:', 'Never mind the above:', '↑ ignore all the above'];
  for (const lead of leads) {
    it(`000 D.III(5) / 001 B.IV(6)a: "${lead}" withdraws the whole list above, so a unit the new list omits is unordered, never kept from the old list (corpus 1763, 1797)`, async () => {
      for (const rules of BOTH) {
        // The new list omits F Bre: under wm2004 the old F Bre - Eng stood silently before.
        const r = await read(mail(FRANCE, `A Par - Pic\nA Mar - Bur\nF Bre - Eng\n\n${lead}\nA Par - Bur\nA Mar - Spa\n\nMarie\n`), { rules });
        expect(orders(r, 'France'), `${lead} [${rules}]`).toEqual(['A PAR - BUR', 'A MAR - SPA']);
        expect(line(r, 'F Bre - Eng').kind, rules).toBe('superseded');
      }
    });
  }

  it('001 B.IV(6)a: on the Maharajah board too (corpus 1797)', async () => {
    const r = await read(mail(PERSIA, 'F Oma - ArS\nA Yez - Isf\n\nUgh, ignore the above, use this:\nF Oma - PrG\nA Yez - Shi\n'), { rules: 'maharajiad', position: 'maharajah-spring', variant: 'maharajah' });
    expect(orders(r, 'Persia')).toEqual(['F OMA - PRG', 'A YEZ - SHI']);
  });

  it('guards: a sentence that only mentions the above withdraws nothing', async () => {
    const r = await read(mail(FRANCE, 'A Par - Bur\nA Mar - Spa\n\nAs agreed above, France stays calm.\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'A MAR - SPA']);
    const s = await read(mail(FRANCE, 'A Par - Bur\nA Mar - Spa\n\nHonestly, ignore the noise above about Spain; these stand.\n'));
    expect(orders(s, 'France')).toEqual(['A PAR - BUR', 'A MAR - SPA']);
  });
});

describe('000 D.III(5), 001 B.IV(6)a: an order taken back by the place it goes to', () => {
  const cases: [string, string][] = [
    ['Scratch the Tyr order.', 'A VEN - TYR'],
    ['Cancel the Tyrolia order please', 'A VEN - TYR'],
    ['Forget my Apulia order.', 'A ROM - APU'],
  ];
  for (const [words, gone] of cases) {
    it(`000 D.III(5) / 001 B.IV(6)a: "${words}" takes back the one move into that place: the unit is unordered (corpus 1762, evening 36)`, async () => {
      for (const rules of BOTH) {
        const r = await read(mail(ITALY, `A Ven - Tyr\nA Rom - Apu\nF Nap - Ion\n\n${words}\n`), { rules });
        const all = ['A VEN - TYR', 'A ROM - APU', 'F NAP - ION'];
        expect(orders(r, 'Italy'), rules).toEqual(all.filter((o) => o !== gone));
      }
    });
  }

  it('001 B.IV(6)a: "Scratch the Ahmadabad order." on the Maharajah board', async () => {
    const r = await read(mail('yusuf@example.in', 'A Kha - Ahm\nA Bid - Ber\n\nScratch the Ahmadabad order.\n'), { rules: 'maharajiad', position: 'maharajah-spring', variant: 'maharajah' });
    expect(orders(r, 'Bahmana')).toEqual(['A BID - BER']);
  });

  it('guards: the unit standing in the place is meant first; two moves into the place are left to the GM', async () => {
    // "my Rome order" is the army in Rome's order, not the move of A Ven into Rome.
    const r = await read(mail(ITALY, 'A Ven - Rom\nA Rom - Apu\n\nScratch my Rome order.\n'));
    expect(orders(r, 'Italy')).toEqual(['A VEN - ROM']);
    const s = await read(mail(ITALY, 'A Ven - Apu\nA Rom - Apu\n\nScratch the Apulia order.\n'));
    expect(line(s, 'Scratch the Apulia order.').kind).toBe('ambiguous');
    expect(orders(s, 'Italy')).toEqual(['A VEN - APU', 'A ROM - APU']);
  });
});

describe('000 D.III(5), 001 B.IV(6)a: "F Bre now goes to MAO": a unit\'s new order under the set, in words', () => {
  const cases: [string, string][] = [
    ['PS: F Bre now goes to MAO.', 'F BRE - MAO'],
    ['F Bre now to Mid-Atlantic, not the Channel', 'F BRE - MAO'],
    ['P.S. F Bre will now go to the Mid-Atlantic Ocean', 'F BRE - MAO'],
    ['Oh and F Bre goes to MAO now.', 'F BRE - MAO'],
    ['F Brest geht jetzt nach Mittelatlantik', 'F BRE - MAO'],
    ['F Brest va maintenant à Atlantique moyen', 'F BRE - MAO'],
    ['F Bre ahora va a MAO', 'F BRE - MAO'],
    ['F Bre ora va in MAO', 'F BRE - MAO'],
    ['Also F Bre now holds.', 'F BRE H'],
  ];
  for (const [words, now] of cases) {
    it(`000 D.III(5) / 001 B.IV(6)a: "${words}" under F Bre - Eng is F Bre's order, the Channel move superseded (corpus 1769, evening 36)`, async () => {
      for (const rules of BOTH) {
        const r = await read(mail(FRANCE, `A Par - Bur\nA Mar - Spa\nF Bre - Eng\n\nMarie\n\n${words}\n`), { rules });
        expect(orders(r, 'France'), `${words} [${rules}]`).toEqual(['A PAR - BUR', 'A MAR - SPA', now]);
        expect(line(r, 'F Bre - Eng').kind, rules).toBe('superseded');
      }
    });
  }

  it('001 B.IV(6)a: "Oh and A Nep now goes to Awadh." on the Maharajah board (corpus 1803)', async () => {
    const r = await read(mail('arjun@example.in', 'A Kmr - Lah\nA Nep H\nA Muz - Ben\n\nOh and A Nep now goes to Awadh.\n'), { rules: 'maharajiad', position: 'maharajah-fall', variant: 'maharajah' });
    expect(orders(r, 'Delhi')).toEqual(['A KMR - LAH', 'A MUZ - BEN', 'A NEP - AWA']);
  });

  it('001 B.IV(6)a: in a retreat, "F Mao now retreats to Brest" replaces the retreat above', async () => {
    const r = await read(mail(FRANCE, 'F Mao - Spa/sc\n\nF Mao now retreats to Brest\n'), { rules: 'maharajiad', position: 'retreat' });
    expect(orders(r, 'France')).toEqual(['F MAO R BRE']);
  });

  it('guards: "now" with no unit, or with a condition or a second order after it, is not read as a move', async () => {
    const r = await read(mail(FRANCE, 'A Par - Bur\nF Bre - Eng\n\nNow the press: France is friendly.\nF Bre now goes to MAO if England agrees\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - ENG']);
    expect(line(r, 'F Bre now goes to MAO if England agrees').kind).not.toBe('accepted');
  });
});

describe('000 D.III(1)a, 001 B.IV(1): a spreadsheet row of type, from and to, with no order column', () => {
  const tables: [string, string][] = [
    ['Unit\tFrom\tTo\nA\tParis\tBurgundy\nA\tMarseilles\tSpain\nF\tBrest\tMid-Atlantic\n', 'tabs, under a header ending in "To"'],
    ['unit,from,to\nA,Par,Bur\nA,Mar,Spa\nF,Bre,Mao\n', 'commas'],
    ['Typ;Von;Nach\nA;Par;Bur\nA;Mar;Spa\nF;Bre;Mao\n', 'semicolons, a German header'],
    ['| A | Par | Bur |\n| A | Mar | Spa |\n| F | Bre | Mao |\n', 'pipes'],
    ['Armée\tParis\tBourgogne\nArmée\tMarseille\tEspagne\nFlotte\tBrest\tAtlantique moyen\n', 'tabs, French words'],
  ];
  for (const [rows, how] of tables) {
    it(`000 D.III(1)a / 001 B.IV(1): rows in ${how} are the moves they lay out (corpus 1800, 1802)`, async () => {
      for (const rules of BOTH) {
        const r = await read(mail(FRANCE, `${rows}\nMarie\n`), { rules });
        expect(orders(r, 'France'), `${how} [${rules}]`).toEqual(['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO']);
      }
    });
  }

  it('001 B.IV(1): on the Maharajah board, the header "Unit<Tab>From<Tab>To" not joined to the first row (corpus 1800)', async () => {
    const r = await read(mail('farid@example.af', 'Unit\tFrom\tTo\nA\tSamarkand\tBukhara\nA\tBalkh\thold\n'), { rules: 'maharajiad', position: 'maharajah-spring', variant: 'maharajah' });
    expect(orders(r, 'Mughalistan')).toEqual(['A SAM - BUK', 'A BAL H']);
    expect(line(r, 'Unit\tFrom\tTo').kind).toBe('not-an-order');
  });

  it('guards: a list of places, a row with an order word, and a sentence with commas keep their old reading', async () => {
    const r = await read(mail(FRANCE, 'A Par - Bur\n\nParis, Brest, Marseilles: all mine.\nA,Mar,hold\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'A MAR H']);
  });
});

describe('000 D.V(2), 001 B.VI(2)a: a build the player says is left unused is waived', () => {
  const GERMANY = 'karl@example.de';
  const says = ["Build F Kie. I'll leave the second build unused.", 'Build F Kie\nSecond build: none', 'F Kie\nMy other build stays unused.', 'Build F Kie\nNo second build.'];
  for (const words of says) {
    it(`000 D.V(2): ${JSON.stringify(words)} with two builds due is F Kie and a waive (corpus 1809)`, async () => {
      for (const rules of BOTH) {
        const r = await read(mail(GERMANY, `${words}\n\nKarl\n`), { rules, position: 'winter' });
        expect(orders(r, 'Germany'), `${words} [${rules}]`).toEqual(['BUILD F KIE', 'WAIVE']);
      }
    });
  }

  it('001 B.VI(2)a: on the Maharajah board, Mughalistan with two builds (corpus 1809)', async () => {
    const r = await read(mail('farid@example.af', "Build A Bad. I'll leave the second build unused.\n"), { rules: 'maharajiad', position: 'maharajah-monsoon', variant: 'maharajah' });
    expect(orders(r, 'Mughalistan')).toEqual(['BUILD A BAD', 'WAIVE']);
  });

  it('guards: in a movement phase the words give no waive; "the second build will be in Kiel" is no waive', async () => {
    const r = await read(mail(GERMANY, "A Mun - Ruh\nI'll leave the second build unused.\n"));
    expect(orders(r, 'Germany')).toEqual(['A MUN - RUH']);
    const s = await read(mail(GERMANY, 'Build A Mun\nThe second build will be in Kiel, a fleet.\n'), { position: 'winter' });
    expect(orders(s, 'Germany')).not.toContain('WAIVE');
  });
});

describe('000 D.IV(3)b, 000 D.V(1): a coast written between the unit\'s type and its place', () => {
  const RUSSIA = 'ivan@example.ru';
  const builds: [string, string][] = [
    ['Builds:\nF(sc) StP\nA(Mos)', 'BUILD F STP/SC'],
    ['Build F (nc) StP\nBuild A Mos', 'BUILD F STP/NC'],
    ['Fleet (south coast) St Petersburg\nArmy Moscow', 'BUILD F STP/SC'],
  ];
  for (const [words, fleet] of builds) {
    it(`000 D.V(1): ${JSON.stringify(words)} builds the fleet on the coast written (corpus 1785)`, async () => {
      for (const rules of BOTH) {
        const r = await read(mail(RUSSIA, `${words}\n\nIvan\n`), { rules, position: 'winter' });
        expect(orders(r, 'Russia'), `${words} [${rules}]`).toEqual([fleet, 'BUILD A MOS']);
      }
    });
  }

  it('000 D.IV(3)b: in a movement phase, "F(sc) StP - Bot" is the fleet on the south coast moving', async () => {
    const r = await read(mail(RUSSIA, 'F(sc) StP - Bot\nA Mos - Ukr\n'));
    expect(orders(r, 'Russia')).toEqual(['F STP/SC - BOT', 'A MOS - UKR']);
  });
});

describe("000 D.III(4)b, 001 B.IV(5)b: a support of another power's unit named by its owner's possessive and its place", () => {
  it("000 D.III(4)b: \"F Mao supports Italy's fleet in the Tyrrhenian into the Western Med\" is F MAO S F TYS - WES (corpus 1795)", async () => {
    for (const rules of BOTH) {
      const r = await read(mail(FRANCE, "F Mao supports Italy's fleet in the Tyrrhenian into the Western Med\nA Bur holds\n"), { rules, position: 'autumn' });
      expect(orders(r, 'France'), rules).toEqual(['F MAO S F TYS - WES', 'A BUR H']);
    }
  });

  it("000 D.III(4)b: \"A Gal supports Russia's army at Warsaw into Silesia\", an army of another power", async () => {
    const r = await read(mail('franz@example.at', "A Gal supports Russia's army at Warsaw into Silesia\n"), { position: 'autumn' });
    expect(orders(r, 'Austria')).toEqual(['A GAL S A WAR - SIL']);
  });

  it("001 B.IV(5)b: \"A Mes supports Mughalistan's army in Herat into Bukhara\" on the Maharajah board", async () => {
    const r = await read(mail(PERSIA, "A Mes supports Mughalistan's army in Herat into Bukhara\n"), { rules: 'maharajiad', position: 'maharajah-fall', variant: 'maharajah' });
    expect(orders(r, 'Persia')).toEqual(['A MES S A HER - BUK']);
  });

  it("guards: \"Ankara's fleet attacks the Black Sea\" still names the fleet by its place", async () => {
    const r = await read(mail('mehmet@example.com.tr', "Ankara's fleet attacks the Black Sea\n"));
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA']);
  });
});

describe('000 D.II(5)a, 001 B.III(5)a: an order after the road not taken, "Rather than …,"', () => {
  it('001 B.IV(1): "Rather than run to Jaisalmer, disband my fleet in Sind." is F SIN D on the Maharajah board (corpus 1807)', async () => {
    for (const rules of BOTH) {
      const r = await read(mail('vikram@example.in', 'Rather than run to Jaisalmer, disband my fleet in Sind.\n'), { rules, position: 'maharajah-retreat', variant: 'maharajah' });
      expect(orders(r, 'Rajputana'), rules).toEqual(['F SIN D']);
    }
  });

  const lines: [string, string][] = [
    ['Rather than retreat to Trieste, disband F Alb.', 'F ALB D'],
    ['Rather than disband it, F Alb retreats to Greece', 'F ALB R GRE'],
    ['Rather than risk Trieste; F Alb - Gre', 'F ALB R GRE'],
  ];
  for (const [words, order] of lines) {
    it(`000 D.II(5)a: "${words}" in a retreat phase is ${order}`, async () => {
      const r = await read(mail('franz@example.at', `${words}\n`), { position: 'retreat' });
      expect(orders(r, 'Austria')).toEqual([order]);
    });
  }
});

describe('000 D.V(1), 001 B.VI(1): a build "at home" names no centre', () => {
  const says = ['Build an army at home.', 'Build a fleet in one of my home centres', "I'll build at home"];
  for (const words of says) {
    it(`000 D.V(1): "${words}" builds nothing and says why, never a misspelt Rome (corpus 1787)`, async () => {
      for (const rules of BOTH) {
        const r = await read(mail('tom@example.co.uk', `${words}\n`), { rules, position: 'winter' });
        expect(orders(r, 'England'), rules).toEqual([]);
        const v = line(r, words);
        expect(v.kind, rules).toBe('ambiguous');
        expect(v.reason, rules).toContain('names no centre');
        expect(v.reason, rules).not.toContain('ROM');
      }
    });
  }

  it('001 B.VI(1): on the Maharajah board, Delhi\'s "Build an army at home" with one build due', async () => {
    const r = await read(mail('arjun@example.in', 'Build an army at home\n'), { rules: 'maharajiad', position: 'maharajah-monsoon', variant: 'maharajah' });
    expect(orders(r, 'Delhi')).toEqual([]);
    expect(line(r, 'Build an army at home').reason).toContain('names no centre');
  });

  it('guards: "Smyrna stays home" and a build in a named centre read as before', async () => {
    const r = await read(mail('tom@example.co.uk', 'Build A Lon, my home\n'), { position: 'winter' });
    expect(orders(r, 'England')).not.toEqual([]);
    const s = await read(mail('mehmet@example.com.tr', 'Smyrna stays home\n'));
    expect(orders(s, 'Turkey')).toEqual(['A SMY H']);
  });
});

describe('000 D.II(5)b, 000 D.II(5)c, 001 B.III(5)b: builds and removals by their number in French, German, Spanish and Italian', () => {
  const AUSTRIA = 'franz@example.at';
  const removals: [string, string, string[]][] = [
    ['Falls ich eine Einheit abgeben muss: F Alb. Falls zwei: F Alb und A Gal.', 'winter', ['REMOVE F ALB']],
    ['Si tengo que quitar una: F Alb. Si son dos: F Alb y A Ser.', 'winter-two-removals', ['REMOVE F ALB', 'REMOVE A SER']],
    ['Si je dois en retirer une : F Alb. Si deux : F Alb et A Gal.', 'winter', ['REMOVE F ALB']],
    ['Se devo toglierne una: F Alb; se due: F Alb e A Ser', 'winter-two-removals', ['REMOVE F ALB', 'REMOVE A SER']],
  ];
  for (const [words, position, want] of removals) {
    it(`000 D.II(5)b: "${words}" applies the option for the removals Austria really has (${position}; corpus 1790, 1791)`, async () => {
      for (const rules of BOTH) {
        const r = await read(mail(AUSTRIA, `${words}\n\nFranz\n`), { rules, position });
        expect(orders(r, 'Austria'), `${words} [${rules}]`).toEqual(want);
      }
    });
  }

  it("000 D.II(5)b: \"Si j'ai deux constructions : A Par, F Bre. Si une : A Par.\" with two builds is A Par and F Bre", async () => {
    const r = await read(mail(FRANCE, "Si j'ai deux constructions : A Par, F Bre. Si une : A Par.\n"), { position: 'winter' });
    expect(orders(r, 'France')).toEqual(['BUILD A PAR', 'BUILD F BRE']);
  });

  it('001 B.III(5)b: "Falls ich eine Einheit abgeben muss: A War. Falls zwei: A War und A Ban." for Vijayanagar on the Maharajah board', async () => {
    const r = await read(mail('lakshmi@example.in', 'Falls ich eine Einheit abgeben muss: A War. Falls zwei: A War und A Ban.\n'), { rules: 'maharajiad', position: 'maharajah-monsoon', variant: 'maharajah' });
    expect(orders(r, 'Vijayanagar')).toEqual(['REMOVE A WAR']);
  });

  it('guards: "Si es posible, A Par - Bur" and "Se due unità vanno a Tyr, bene" are no count conditions', async () => {
    const r = await read(mail(FRANCE, 'A Mar - Spa\nSi es posible, A Par - Bur\n'));
    expect(r.sets.reduce((n, s) => n + s.conditional.length, 0)).toBe(0);
    const s = await read(mail(ITALY, 'A Ven - Tyr\nSe due unità vanno a Tyr, bene.\n'));
    expect(orders(s, 'Italy')).toEqual(['A VEN - TYR']);
  });
});
