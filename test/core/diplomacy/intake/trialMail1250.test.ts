// Wrong readings found by the unseen-mail trial of players who do not write like the manual,
// corpus mails 1250-1299 and evenings 21-22 (issue 13): orders in sentences, other judges'
// wording (webDiplomacy, vDiplomacy, Backstabbr, DPjudge, the nJudge), corrections in words,
// auto-correct, retreats and adjustments written loosely. Each test is one way a mail was read
// wrong or silently, and fails if that reading comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text);
const mail = (from: string, body: string, subject = 'Orders', date = 'Sat, 28 Nov 2026 18:20:00 +0100') => `From: ${from}\nTo: gm@dipgame.example\nDate: ${date}\nSubject: ${subject}\n\n${body}\n`;
const MARIE = 'marie@example.fr', KARL = 'karl@example.de', TOM = 'tom@example.co.uk', MEHMET = 'mehmet@example.com.tr', IVAN = 'ivan@example.ru', GIO = 'gio@example.it';

describe('000 D.III(5), 001 B.IV(6)a: a correction in words takes back the unit\'s order above it', () => {
  it('000 D.III(5): "Actually, make that Munich to Burgundy." is read, and withdraws A Mun - Ruh (it was "not an order" and A Mun - Ruh was adjudicated in silence: corpus 1271)', async () => {
    for (const rules of ['wm2004', 'maharajiad']) {
      const r = await read(mail(KARL, 'A Mun - Ruh\nA Ber - Kie\nF Kie - Den\nActually, make that Munich to Burgundy.'), { rules });
      expect(orders(r, 'Germany').sort(), rules).toEqual(['A BER - KIE', 'A MUN - BUR', 'F KIE - DEN']);
      expect(verdictOf(r, 'A Mun - Ruh')!.kind, rules).toBe('superseded');
      expect(verdictOf(r, 'Actually, make that Munich to Burgundy.')!.kind, rules).toBe('accepted');
    }
  });

  it('001 B.IV(6)a: "on second thoughts: A Kie R Mun" under "A Kie R Hol" is a correction, not a unit ordered twice (it was ambiguous under maharajiad and Kiel was disbanded: corpus 1298)', async () => {
    const r = await read(mail(KARL, 'A Kie R Hol\non second thoughts: A Kie R Mun'), { rules: 'maharajiad', position: 'retreat' });
    expect(orders(r, 'Germany')).toEqual(['A KIE R MUN']);
    expect(verdictOf(r, 'A Kie R Hol')!.kind).toBe('superseded');
  });

  it('000 D.III(5): "Make that A Mun - Ruh" with a unit after it reads as before (a plain hand-over), and chat with "make" is no order', async () => {
    const r = await read(mail(KARL, 'A Mun - Bur\nA Ber - Kie\nF Kie - Den\nMake that A Mun - Ruh\nThat should make Russia nervous.'));
    expect(orders(r, 'Germany').sort()).toEqual(['A BER - KIE', 'A MUN - RUH', 'F KIE - DEN']);
    expect(verdictOf(r, 'That should make Russia nervous.')!.kind).toBe('not-an-order');
  });
});

describe('000 D.III(1)a: orders written as sentences are read as the GM reads them (proseOrders.ts)', () => {
  for (const [from, line, want, position] of [
    [MARIE, 'The army in Marseilles heads for Spain.', 'A MAR - SPA'],
    [MARIE, 'And the fleet in Brest sails out to the Mid-Atlantic.', 'F BRE - MAO'],
    [MEHMET, "Ankara's fleet attacks the Black Sea.", 'F ANK - BLA'],
    [MEHMET, 'Smyrna stays home.', 'A SMY H'],
    [MEHMET, 'Constantinople marches into Bulgaria', 'A CON - BUL'],
    [TOM, 'The Norwegian Sea fleet supports Yorkshire into Norway.', 'F NWG S A YOR - NWY', 'autumn'],
    [TOM, 'The fleet in the North Sea carries the army from Yorkshire to Norway.', 'F NTH C A YOR - NWY', 'autumn'],
    [KARL, 'Kiel falls back to Holland.', 'A KIE R HOL', 'retreat'],
    [IVAN, 'The fleet that got kicked out of Sevastopol goes to Rumania.', 'F SEV R RUM', 'retreat'],
  ] as const) {
    it(`000 D.III(1)a: "${line}" reads as ${want} (it was not read)`, async () => {
      const r = await read(mail(from, line), { position: position ?? 'start' });
      expect(r.verdicts.filter((v) => v.kind === 'accepted' || v.kind === 'corrected').map((v) => formatOrder(v.order!))).toEqual([want]);
      expect(verdictOf(r, line)!.notes.join(' ')).toContain("read from the player's words");
    });
  }

  it('000 D.III(1)a: webDiplomacy\'s "support move to X from Y", "convoy to X from Y" and "support hold to X" (they were "not a complete order": corpus 1254, 1255)', async () => {
    const r = await read(mail(TOM, 'The fleet at North Sea convoy to Norway from Yorkshire.\nThe army at Yorkshire move to Norway.\nThe fleet at Norwegian Sea support move to Norway from Yorkshire.\nThe army at London support hold to Yorkshire.'), { position: 'autumn' });
    expect(orders(r, 'England')).toEqual(['F NTH C A YOR - NWY', 'A YOR - NWY', 'F NWG S A YOR - NWY', 'A LON S A YOR']);
  });

  it('000 D.III(1)a: several sentences\' orders on one line, each for another unit, are read as a list ("Ankara\'s fleet attacks …, Constantinople marches into …, Smyrna stays home": corpus 1292)', async () => {
    const r = await read(mail(MEHMET, "Ankara's fleet attacks the Black Sea, Constantinople marches into Bulgaria, Smyrna stays home."));
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL', 'A SMY H']);
  });

  it('000 D.II(3): chat that tells of another power\'s units is never read as the sender\'s orders ("the Russian fleet heads for Sweden", "Germany\'s army attacks Burgundy")', async () => {
    const r = await read(mail(GIO, 'A Ven H\nWatch out, the Russian fleet heads for Sweden.\nI hear Germany\'s army attacks Burgundy.\nNapoli is lovely, it stays home with me.'));
    expect(orders(r, 'Italy')).toEqual(['A VEN H']);
    expect(orders(r, 'Russia')).toEqual([]);
    expect(orders(r, 'Germany')).toEqual([]);
  });
});

describe('000 D.II(5)a: a retreat that names no unit is for the power\'s only dislodged unit (loneDislodged.ts)', () => {
  it('000 D.II(5)a: "Retreat to Brest." and "just disband the fleet" are read for the one dislodged unit (they were "not a complete order" / "not an order": corpus 1274, 1275)', async () => {
    expect(orders(await read(mail(MARIE, 'Retreat to Brest.'), { position: 'retreat' }), 'France')).toEqual(['F MAO R BRE']);
    expect(orders(await read(mail('franz@example.at', 'No point running, just disband the fleet.'), { position: 'retreat' }), 'Austria')).toEqual(['F ALB D']);
    const r = await read(mail(MARIE, 'Change of plan: retreat to Spain, north coast.'), { position: 'retreat' });
    expect(orders(r, 'France')).toEqual(['F MAO R SPA/NC']);
    expect(verdictOf(r, 'Change of plan: retreat to Spain, north coast.')!.notes.join(' ')).toContain("France's only dislodged unit");
  });

  it('000 D.II(5)a: an impossible retreat for the one unit is said to be impossible ("Retreat to Gascony", its own army there: corpus 1278)', async () => {
    const r = await read(mail(MARIE, 'Retreat to Gascony please.'), { position: 'retreat' });
    expect(verdictOf(r, 'Retreat to Gascony please.')!.kind).toBe('illegal');
    expect(orders(r, 'France')).toEqual([]);
  });

  it('000 D.II(5)a: nothing is guessed with two dislodged units, or when the words name the other unit type', async () => {
    const two = await read(mail('franz@example.at', 'Retreat to Greece.'), { position: 'retreat-serbia' });
    expect(orders(two, 'Austria')).toEqual([]);
    expect(verdictOf(two, 'Retreat to Greece.')!.kind).toBe('ambiguous');
    const army = await read(mail('franz@example.at', 'Disband the army.'), { position: 'retreat' });
    expect(orders(army, 'Austria')).toEqual([]);
  });
});

describe('000 D.III(1)a: a misspelling that fits several names, of which the order can go to one, is read as that one (typoByReach.ts)', () => {
  it('000 D.III(1)a: "A Bud - Set" (SER or SEV) and "A Con - Bug" (BUD, BUL or BUR) are read as the one each unit borders, said as a correction (they were ambiguous: corpus 1289, 1290)', async () => {
    const r = await read(mail('franz@example.at', 'A Vie - Gal\nA Bud - Set\nF Tri - Alb'));
    expect(orders(r, 'Austria')).toEqual(['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB']);
    const v = verdictOf(r, 'A Bud - Set')!;
    expect(v.kind).toBe('corrected');
    expect(v.corrections.map((c) => c.what).join(' ')).toContain("'set' read as SER");
    expect(orders(await read(mail(MEHMET, 'A Con - Bug')), 'Turkey')).toEqual(['A CON - BUL']);
  });

  it('001 B.IV(2)c: under maharajiad the reading is offered with its clause', async () => {
    const v = verdictOf(await read(mail('franz@example.at', 'A Bud - Set'), { rules: 'maharajiad' }), 'A Bud - Set')!;
    expect(v.kind).toBe('corrected');
    expect(v.clause).toBe('001 B.IV(2)c');
  });

  it('000 D.III(1)a: an abbreviation that fits two names is still flagged, never chosen by where the unit can go ("A Bud - S")', async () => {
    const r = await read(mail('franz@example.at', 'A Vie - Gal\nA Bud - Se'));
    expect(verdictOf(r, 'A Bud - Se')!.kind).toBe('ambiguous');
  });
});

describe('000 D.III(2): a hold or a waive said once for several units or builds', () => {
  it('000 D.III(2): "Berlin and Munich hold." holds both armies (it was "not a complete order": corpus 1273)', async () => {
    const r = await read(mail(KARL, 'Kiel to Denmark.\nBerlin and Munich hold.'));
    expect(orders(r, 'Germany')).toEqual(['F KIE - DEN', 'A BER H', 'A MUN H']);
  });

  it('000 D.III(2): "I\'ll hold everything except Trieste, which attacks Venice." and "Everyone holds, except Naples goes to Ionian and Rome to Apulia." (read as no order, or as one sentence for the GM: corpus 1252, 1295)', async () => {
    expect(orders(await read(mail('franz@example.at', "I'll hold everything except Trieste, which attacks Venice.")), 'Austria')).toEqual(['A BUD H', 'A VIE H', 'F TRI - VEN']);
    expect(orders(await read(mail(GIO, 'Everyone holds, except Naples goes to Ionian and Rome to Apulia.')), 'Italy')).toEqual(['A VEN H', 'F NAP - ION', 'A ROM - APU']);
  });

  it('000 D.V(2): "Build A Smyrna. I\'ll waive the other one." is a build and a waive (it was "speaks of waiving … the GM decides": corpus 1283)', async () => {
    expect(orders(await read(mail(MEHMET, "Build A Smyrna. I'll waive the other one."), { position: 'winter' }), 'Turkey')).toEqual(['BUILD A SMY', 'WAIVE']);
  });
});

describe('000 D.V(1): adjustments written loosely', () => {
  it('000 D.V(1): "F StP nc and A Moscw please" in the adjustment phase are builds on empty home centres, shown as corrections (they were "not an adjustment order": evening 22)', async () => {
    const r = await read(mail(IVAN, 'F StP nc and A Moscw please'), { position: 'winter' });
    expect(orders(r, 'Russia')).toEqual(['BUILD F STP/NC', 'BUILD A MOS']);
    expect(r.verdicts.filter((v) => v.order?.kind === 'build').map((v) => v.kind)).toEqual(['corrected', 'corrected']);
  });

  it('000 D.V(1): a unit written alone is no build where the power has a unit, on another power\'s centre, or when it has no builds due', async () => {
    expect((await read(mail(IVAN, 'A War\nF Sev\nA Con'), { position: 'winter' })).verdicts.filter((v) => v.order?.kind === 'build').map((v) => v.text)).toEqual(['A War', 'F Sev']);
    expect((await read(mail(IVAN, 'A Ukr'), { position: 'winter' })).verdicts.filter((v) => v.order?.kind === 'build')).toEqual([]);
    expect((await read(mail('franz@example.at', 'A Vie'), { position: 'winter' })).verdicts.filter((v) => v.order?.kind === 'build')).toEqual([]);
  });

  it('000 D.V(2): "Disband the one in Albania, sadly." removes the fleet (it was "cannot read \'sadly\'": evening 22; "…, no point" in evening 21\'s retreat)', async () => {
    expect(orders(await read(mail('franz@example.at', 'Disband the one in Albania, sadly.'), { position: 'winter' }), 'Austria')).toEqual(['REMOVE F ALB']);
    expect(orders(await read(mail('franz@example.at', 'disband the one in Albania, no point'), { position: 'retreat' }), 'Austria')).toEqual(['F ALB D']);
  });
});

describe('000 D.III(1)a: lists and labels players write around their orders', () => {
  it('000 D.III(1)a: "(a) A Par - Bur (b) A Mar - Spa (c) F Bre - Mao" on one line is three orders (it was "not a complete order": corpus 1266)', async () => {
    expect(orders(await read(mail(MARIE, '(a) A Par - Bur (b) A Mar - Spa (c) F Bre - Mao')), 'France')).toEqual(['A PAR - BUR', 'A MAR - SPA', 'F BRE - MAO']);
  });

  it('000 D.III(1)a: "- Vienna army: Galicia", "- Trieste fleet: hold" (place, unit, colon, order) are read (they were "not a complete order": corpus 1294)', async () => {
    expect(orders(await read(mail('franz@example.at', 'Orders:\n- Vienna army: Galicia\n- Budapest army: Serbia\n- Trieste fleet: hold')), 'Austria')).toEqual(['A VIE - GAL', 'A BUD - SER', 'F TRI H']);
  });

  it('000 D.III(2): "Munich army: Berlin\'s idea" and "(a) thanks (b) bye" give no order', async () => {
    const r = await read(mail(KARL, "A Ber H\nMunich army: Berlin's idea\n(a) thanks (b) bye"));
    expect(orders(r, 'Germany')).toEqual(['A BER H']);
  });
});
