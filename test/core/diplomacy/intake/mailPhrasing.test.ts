// Order phrasings found by the corpus mails 750-799 (issue 13): orders written in French,
// German, Spanish and Italian words, builds in those languages, and the lines that must never be
// dropped silently. Each test would fail if its reading broke.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { position, read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text);

describe('000 D.III(1)a: order words and province names in the corpus languages', () => {
  it('000 D.III(1)a: French "va en", "soutient ... vers", "la Manche"', async () => {
    const r = await read('Power: France\nA Paris va en Bourgogne\nF Brest -> la Manche\nA Marseille soutient A Paris vers Bourgogne\n', { game: null });
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - ENG', 'A MAR S A PAR - BUR']);
  });

  it('000 D.III(1)a: German "nach", "unterstützt", umlauts (Dänemark, München)', async () => {
    const r = await read('Power: Germany\nF Kiel nach Dänemark\nA Berlin nach Kiel\nA München unterstützt A Berlin nach Kiel\n', { game: null });
    expect(orders(r, 'Germany')).toEqual(['F KIE - DEN', 'A BER - KIE', 'A MUN S A BER - KIE']);
  });

  it('000 D.III(1)a: Spanish "a" between two provinces is "to", "se queda" is a hold', async () => {
    const r = await read('Power: Turkey\nF Ankara a Mar Negro\nA Constantinopla a Bulgaria\nA Esmirna se queda\n', { game: null });
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL', 'A SMY H']);
  });

  it('000 D.III(1)a: Italian "va a Mar Ionio" (the "a" after a move word is no army)', async () => {
    const r = await read('Power: Italy\nF Napoli va a Mar Ionio\nA Roma -> Puglia\nA Venezia tiene\n', { game: null });
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A ROM - APU', 'A VEN H']);
  });

  it('000 D.III(1)a: an "a" after a province stays a unit when more than a name follows ("A Par - Bur A Mar - Spa" is not one route but two orders run together, issue 13)', async () => {
    const r = await read('Power: France\nA Par - Bur A Mar - Spa\n', { game: null });
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'A MAR - SPA']);
    expect(r.verdicts.filter((v) => v.text === 'A Par - Bur' || v.text === 'A Mar - Spa').map((v) => v.part?.of)).toEqual([2, 2]);
  });

  it('000 D.III(1)a: retreats in French and Spanish words ("se retire à", "se retira a")', async () => {
    const fr = await read('Power: France\nF Mao se retire à Brest\n', { game: null, position: 'retreat' });
    expect(orders(fr, 'France')).toEqual(['F MAO R BRE']);
    const es = await read('Power: Austria\nF Alb se retira a Grecia\n', { game: null, position: 'retreat' });
    expect(orders(es, 'Austria')).toEqual(['F ALB R GRE']);
  });

  it('000 D.V(1): builds in German and Italian, one per line and several on one line ("Costruisco A Roma e F Napoli")', async () => {
    const de = await read('Power: Germany\nBaue A Berlin\nBaue F Kiel\n', { game: null, position: 'winter' });
    expect(orders(de, 'Germany')).toEqual(['BUILD A BER', 'BUILD F KIE']);
    const it_ = await read('Power: Italy\nCostruisco A Roma e F Napoli\n', { game: null, position: 'winter' });
    expect(orders(it_, 'Italy')).toEqual(['BUILD A ROM', 'BUILD F NAP']);
    expect(it_.verdicts.filter((v) => v.part).length).toBe(2);
  });
});

describe('never silent: lines written like orders', () => {
  it('000 D.III(1)a: en-dash bullets before en-dash orders are bullets ("– F Ank – Bla")', async () => {
    const r = await read('Power: Turkey\nMy orders:\n– F Ank – Bla\n— A Con – Bul\n▪ A Smy – Arm\n', { game: null });
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL', 'A SMY - ARM']);
  });

  it('000 D.III(4)c: a line that writes a unit as an order but cannot be read is a line to check, not chat, and makes no order set', async () => {
    const r = await read('Power: France\nA Paris marchera sur Bourgogne demain matin\n', { game: null });
    const v = verdictOf(r, 'A Paris marchera sur Bourgogne demain matin');
    expect(v?.kind).toBe('ambiguous');
    expect(v?.reason).toContain('written like an order for the unit in PAR');
    expect(v?.power).toBe('France');
    expect(r.sets).toEqual([]);
  });

  it('a sentence with no unit written as in an order stays chat ("I like Tyrolia in spring")', async () => {
    const r = await read('Power: Austria\nA Vie - Gal\nThat is all. I like Tyrolia in spring.\n', { game: null });
    expect(verdictOf(r, 'That is all. I like Tyrolia in spring.')?.kind).toBe('not-an-order');
  });
});

describe('000 D.III(5): several orders on one line', () => {
  it('000 D.III(5): plain orders for different units, by commas or semicolons, are split, one verdict per part', async () => {
    const r = await read('Power: Russia\nA Mos - Ukr, A War - Gal; F Sev - Bla\n', { game: null });
    expect(orders(r, 'Russia')).toEqual(['A MOS - UKR', 'A WAR - GAL', 'F SEV - BLA']);
    const parts = r.verdicts.filter((v) => v.part);
    expect(parts.map((v) => [v.text, v.kind, v.part!.index, v.part!.of])).toEqual([['A Mos - Ukr', 'accepted', 1, 3], ['A War - Gal', 'accepted', 2, 3], ['F Sev - Bla', 'accepted', 3, 3]]);
  });

  it('000 D.III(5): two orders for one unit on one line are not split: flagged, the unit holds', async () => {
    const r = await read('Power: Russia\nA Mos - Ukr, A Mos - Sev\n', { game: null });
    expect(orders(r, 'Russia')).toEqual([]);
    expect(verdictOf(r, 'A Mos - Ukr, A Mos - Sev')?.kind).toBe('ambiguous');
  });

  it('000 D.III(1)a: a part that is no order by itself keeps the line flagged ("A Ven - Tyr, Pie")', async () => {
    const r = await read('Power: Italy\nA Ven - Tyr, Pie\n', { game: null });
    expect(orders(r, 'Italy')).toEqual([]);
    expect(verdictOf(r, 'A Ven - Tyr, Pie')?.kind).toBe('ambiguous');
  });

  it('000 D.II(5)c: a conditional part keeps the line whole ("F Tri - Alb, or Adr")', async () => {
    const r = await read('Power: Austria\nA Vie - Gal, F Tri - Alb or Adr\n', { game: null });
    expect(r.verdicts.some((v) => v.part)).toBe(false);
  });
});

describe('"Final" written after the last order', () => {
  for (const [profile, clause] of [['wm2004', '000 D.II(1)'], ['maharajiad', '001 B.III(1)']] as const) {
    it(`${clause} [${profile}]: "A Par - Bur. Final." marks the set Final and still gives the order`, async () => {
      const r = await read('Power: France\nF Bre - Mao\nA Par - Bur. Final.\n', { game: null, rules: profile });
      expect(r.messages[0]!.final).toBe(true);
      expect(orders(r, 'France')).toEqual(['F BRE - MAO', 'A PAR - BUR']);
      expect(verdictOf(r, 'A Par - Bur. Final.')?.notes.join(' ')).toContain(clause);
    });
  }

  it('000 D.II(1): "(FINAL)" and " - final" after an order mark it too; an order alone does not', async () => {
    expect((await read('Power: France\nA Par - Bur (FINAL)\n', { game: null })).messages[0]!.final).toBe(true);
    expect((await read('Power: France\nA Par - Bur - final\n', { game: null })).messages[0]!.final).toBe(true);
    expect((await read('Power: France\nA Par - Bur\n', { game: null })).messages[0]!.final).toBe(false);
  });
});

describe('builds by their number, against the count the power really has', () => {
  const winterWith = (drop: (u: { power: string; location: string }) => boolean) => {
    const p = position('winter');
    return { ...p, units: p.units.filter((u) => !drop(u)) };
  };

  it('000 D.II(5)b: "If I get a third build: A Mun" is not applied when Germany has two builds, and says so', async () => {
    const r = await read('Power: Germany\nBuild A Ber\nBuild F Kie\nIf I get a third build: A Mun\n', { game: null, position: 'winter' });
    expect(orders(r, 'Germany')).toEqual(['BUILD A BER', 'BUILD F KIE']);
    const v = verdictOf(r, 'If I get a third build: A Mun')!;
    expect(v.kind).toBe('superseded');
    expect(v.reason).toContain('Germany has 2 builds');
  });

  it('000 D.II(5)b: the same lines with three builds build all three', async () => {
    const r = await read('Power: Germany\nBuild A Ber\nBuild F Kie\nIf I get a third build: A Mun\n', { game: null, position: winterWith((u) => u.power === 'Germany' && u.location === 'ruh') });
    expect(orders(r, 'Germany')).toEqual(['BUILD A BER', 'BUILD F KIE', 'BUILD A MUN']);
  });

  it('000 D.II(5)b: "If I only get one build: F StP/nc" is never applied when Russia has two builds: flagged with why', async () => {
    const r = await read('Power: Russia\nIf I only get one build: F StP/nc\n', { game: null, position: 'winter' });
    expect(orders(r, 'Russia')).toEqual([]);
    const v = verdictOf(r, 'If I only get one build: F StP/nc')!;
    expect(v.kind).toBe('ambiguous');
    expect(v.reason).toContain('Russia has 2 builds');
  });

  it('000 D.II(5)b: "If I only get one build" is applied when Russia has exactly one', async () => {
    const p = position('winter');
    const r = await read('Power: Russia\nIf I only get one build: F StP/nc\n', { game: null, position: { ...p, centres: { ...p.centres, rum: 'Turkey' } } });
    expect(orders(r, 'Russia')).toEqual(['BUILD F STP/NC']);
  });
});

describe('press and votes', () => {
  it('a sign-off naming the sender under grey press, orders below, is a signature and is never published with the press', async () => {
    const r = await read('Power: Turkey\nGrey press to Russia:\nWatch your back in the Black Sea.\nBest, Mehmet\n\nF Ank - Bla\nA Con - Bul\n', { game: null });
    const press = r.messages.flatMap((m) => m.press);
    expect(press.length).toBe(1);
    expect(press[0]!.message).toBe('Watch your back in the Black Sea.');
    expect(press[0]!.text).not.toContain('Mehmet');
    expect(verdictOf(r, 'Best, Mehmet')?.reason).toContain('signature');
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL']);
  });

  it('a valediction on one line and the name on the next, under black press, are both the signature', async () => {
    const r = await read('Power: Turkey\nBlack press:\nThe bear is hungry.\nCheers,\nMehmet\n\nF Ank - Bla\n', { game: null });
    const press = r.messages.flatMap((m) => m.press);
    expect(press.map((p) => p.message)).toEqual(['The bear is hungry.']);
  });

  it('"I concede to Russia." is kept as a vote, not dropped as chat', async () => {
    const r = await read('Power: England\nF Lon - Nth\nI concede to Russia.\n', { game: null });
    expect(r.messages[0]!.votes.map((v) => v.text)).toEqual(['I concede to Russia.']);
    expect(verdictOf(r, 'I concede to Russia.')?.kind).toBe('vote');
  });
});

describe('amendments in words', () => {
  it('000 D.III(5): "Please use A Bud - Rum instead of A Bud - Ser." withdraws the earlier order and gives the new one', async () => {
    const r = await read('Power: Austria\nA Vie - Gal\nA Bud - Ser\nF Tri - Alb\n\nPlease use A Bud - Rum instead of A Bud - Ser.\n', { game: null });
    expect(orders(r, 'Austria')).toEqual(['A VIE - GAL', 'F TRI - ALB', 'A BUD - RUM']);
    expect(verdictOf(r, 'A Bud - Ser')?.kind).toBe('superseded');
  });

  it('000 D.III(1)a: "Go with F Kie - Den" and "Make it A Mun - Ruh" hand over the order written after them', async () => {
    const r = await read('Power: Germany\nGo with F Kie - Den\nMake it A Mun - Ruh\n', { game: null });
    expect(orders(r, 'Germany')).toEqual(['F KIE - DEN', 'A MUN - RUH']);
  });
});

describe('000 D.III(4)c: a line that withdraws an order above it', () => {
  it('000 D.III(4)c: "Scratch the Bur move." withdraws the one move to Burgundy; the unit is unordered and holds', async () => {
    const r = await read('Power: France\nA Par - Bur\nF Bre - Mao\nA Mar S A Par - Bur\n\nScratch the Bur move.\n', { game: null });
    expect(orders(r, 'France')).toEqual(['F BRE - MAO', 'A MAR S A PAR - BUR']);
    expect(verdictOf(r, 'A Par - Bur')?.kind).toBe('superseded');
    expect(verdictOf(r, 'Scratch the Bur move.')?.reason).toContain('withdraws "A Par - Bur"');
  });

  it('000 D.III(4)c: "Cancel the support from Marseilles" withdraws the support only', async () => {
    const r = await read('Power: France\nA Par - Bur\nA Mar S A Par - Bur\nCancel the support from Marseilles\n', { game: null });
    expect(orders(r, 'France')).toEqual(['A PAR - BUR']);
  });

  it('000 D.III(4)c: words that fit two orders withdraw nothing and are flagged with both', async () => {
    const r = await read('Power: France\nF Bre - Pic\nA Par - Pic\nScratch the Pic move\n', { game: null });
    expect(orders(r, 'France')).toEqual(['F BRE - PIC', 'A PAR - PIC']);
    const v = verdictOf(r, 'Scratch the Pic move')!;
    expect(v.kind).toBe('ambiguous');
    expect(v.reason).toContain('fits 2 lines above');
  });

  it('000 D.III(4)c: a withdrawal with nothing above it to fit is flagged, never dropped as chat', async () => {
    const r = await read('Power: France\nScratch the Bur move.\n', { game: null });
    expect(verdictOf(r, 'Scratch the Bur move.')?.kind).toBe('ambiguous');
  });
});

describe('000 D.III(2): "All units hold except …"', () => {
  it('000 D.III(2): "All units hold except A Mun - Ruh." orders A Mun and holds every other unit, one verdict each', async () => {
    const r = await read('Power: Germany\nAll units hold except A Mun - Ruh.\n', { game: null });
    expect(orders(r, 'Germany')).toEqual(['A BER H', 'F KIE H', 'A MUN - RUH']);
    expect(r.verdicts.filter((v) => v.part).length).toBe(3);
  });

  it('000 D.III(2): "Hold everything but F Kie - Den and A Mun - Ruh" gives both exceptions', async () => {
    const r = await read('Power: Germany\nHold everything but F Kie - Den and A Mun - Ruh.\n', { game: null });
    expect(orders(r, 'Germany')).toEqual(['A BER H', 'F KIE - DEN', 'A MUN - RUH']);
  });

  it('000 D.III(2): an exception that gives no order ("except A Ven") is not read this way: no unit is guessed', async () => {
    const r = await read('Power: Italy\nHold everything except A Ven\n', { game: null });
    expect(orders(r, 'Italy')).toEqual([]);
  });
});

describe('000 D.II(5)b: "otherwise" after a count condition', () => {
  it('000 D.II(5)b: "If only one build, A Par. Otherwise A Par and F Bre." with two builds uses the "otherwise" option', async () => {
    const r = await read('Power: France\nIf only one build, A Par. Otherwise A Par and F Bre.\n', { game: null, position: 'winter' });
    expect(orders(r, 'France')).toEqual(['BUILD A PAR', 'BUILD F BRE']);
  });

  it('000 D.II(5)b: the same line with one build uses the option for one, and "otherwise" is not applied', async () => {
    const p = position('winter');
    const r = await read('Power: France\nIf only one build, A Par. Otherwise A Par and F Bre.\n', { game: null, position: { ...p, centres: { ...p.centres, por: 'England' } } });
    expect(orders(r, 'France')).toEqual(['BUILD A PAR']);
    expect(r.verdicts.filter((v) => v.kind === 'superseded').map((v) => v.text)).toEqual(['Otherwise A Par', 'F Bre.']);
  });
});

describe('000 D.III(5): more ways to write several orders on one line', () => {
  it('000 D.III(5): " and ", " & ", " / " and a full stop before the next unit split plain orders; an order without its unit type is still one (000 D.IV(1))', async () => {
    const cases: [string, string, string[]][] = [
      ['England', 'F Lon to ENG and F Edi to NTH', ['F LON - ENG', 'F EDI - NTH']],
      ['Italy', 'F Nap - Ion & A Rom - Apu', ['F NAP - ION', 'A ROM - APU']],
      ['Germany', 'A Mun hold / F Kie - Den', ['A MUN H', 'F KIE - DEN']],
      ['England', 'F Lon - Eng. F Edi - Nth.', ['F LON - ENG', 'F EDI - NTH']],
      ['France', 'A Par - Bur, Mar - Spa', ['A PAR - BUR', 'A MAR - SPA']],
    ];
    for (const [power, line, want] of cases) {
      const r = await read(`Power: ${power}\n${line}\n`, { game: null });
      expect(orders(r, power), line).toEqual(want);
    }
  });

  it('000 D.III(5): orders inside a sentence are still not split ("I\'ll go A Vie - Gal, A Bud - Ser and F Tri - Alb.")', async () => {
    const r = await read("Power: Austria\nI'll go A Vie - Gal, A Bud - Ser and F Tri - Alb.\n", { game: null });
    expect(orders(r, 'Austria')).toEqual([]);
  });
});

describe('more adjustment and Final phrasings', () => {
  it('000 D.II(5)b: "A Ber if one build, A Ber and F Kie if two": the trailing "if two" is for both orders "and" joins', async () => {
    const r = await read('Power: Germany\nA Ber if one build, A Ber and F Kie if two\n', { game: null, position: 'winter' });
    expect(orders(r, 'Germany')).toEqual(['BUILD A BER', 'BUILD F KIE']);
    expect(r.verdicts.some((v) => v.kind === 'illegal')).toBe(false);
  });

  it('000 D.II(5)b: "Remove F Alb if I lose one, F Alb and A Gal if two" with one removal removes F Alb only', async () => {
    const r = await read('Power: Austria\nRemove F Alb if I lose one, F Alb and A Gal if two\n', { game: null, position: 'winter' });
    expect(orders(r, 'Austria')).toEqual(['REMOVE F ALB']);
  });

  it('"Build nothing" in an adjustment phase is flagged for the GM, never chat', async () => {
    const r = await read('Power: England\nBuild nothing\n', { game: null, position: 'winter' });
    expect(verdictOf(r, 'Build nothing')?.kind).toBe('ambiguous');
  });

  it('000 D.II(1): "FINAL: A Par - Bur" marks the set Final and gives the order', async () => {
    const r = await read('Power: France\nFINAL: A Par - Bur\n', { game: null });
    expect(r.messages[0]!.final).toBe(true);
    expect(orders(r, 'France')).toEqual(['A PAR - BUR']);
  });
});
