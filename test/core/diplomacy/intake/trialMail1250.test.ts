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
