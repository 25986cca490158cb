// Natural phrasing found in real mail (corpus 600-649): whole-set lines ("Hold everything",
// "Same orders as last turn"), a build word over a list, comments in brackets or after a
// sentence, support to hold in words, "stays put", "waive the other build", orders in a
// sentence. Each is read as a careful GM reads it, or flagged where it cannot be.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const kinds = (r: Result, text: string) => r.verdicts.filter((v) => v.text.trim() === text).map((v) => v.kind);
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);

describe('whole-set lines', () => {
  it('000 D.III(4): "Hold everything" holds every unit of the power, each an order of its own (the power is not NMR)', async () => {
    const r = await read('Power: Germany\nHold everything this turn.\n', { game: null });
    expect(orders(r, 'Germany')).toEqual(['A BER H', 'F KIE H', 'A MUN H']);
    expect(r.verdicts.filter((v) => v.part).map((v) => v.part)).toEqual([{ index: 1, of: 3 }, { index: 2, of: 3 }, { index: 3, of: 3 }]);
  });

  it('"All units hold" is no order when the power is not known, nor in a retreat phase', async () => {
    expect(kinds(await read('All units hold.\n', { game: null }), 'All units hold.')).not.toContain('accepted');
    expect(orders(await read('Power: Russia\nAll units hold.\n', { game: null, position: 'retreat' }), 'Russia')).toEqual([]);
  });

  it('a hold-everything line with more words is not one ("hold everything except A Ven")', async () => {
    const r = await read('Power: Italy\nHold everything except A Ven\n', { game: null });
    expect(orders(r, 'Italy')).toEqual([]);
  });

  for (const [profile, clause] of [['wm2004', '000 D.II(4)'], ['maharajiad', '001 B.III(4)']] as const) {
    it(`${clause} [${profile}]: "Same orders as last turn" repeats nothing and says so on the mail`, async () => {
      const r = await read('Power: Turkey\nSame orders as last turn please.\n', { game: null, rules: profile });
      expect(r.orders.Turkey ?? []).toEqual([]);
      const w = r.messages[0]!.warnings.find((x) => x.text.includes('refers to orders sent before'));
      expect(w?.clause).toBe(clause);
    });
  }
});

describe('a build or removal word over a list', () => {
  it('"Build army Paris, fleet Brest" gives two builds, each its own part of the line', async () => {
    const r = await read('Power: France\nBuild army Paris, fleet Brest\n', { game: null, position: 'winter' });
    expect(orders(r, 'France')).toEqual(['BUILD A PAR', 'BUILD F BRE']);
    expect(r.verdicts.filter((v) => v.part).map((v) => v.raw)).toEqual(['Build army Paris', 'fleet Brest']);
  });

  it('001 B.I(5): the adjustment phase named before the word ("Winter 1501 builds: F Jaisalmer, A Jodhpur", "Monsoon builds:") still gives each build (issue 13)', async () => {
    const r = await read('Power: Rajputana\nWinter 1501 builds: F Jaisalmer, A Jodhpur\n', { game: null, position: 'maharajah-monsoon', variant: 'maharajah' });
    expect(orders(r, 'Rajputana')).toEqual(['BUILD F JSL', 'BUILD A JOD']);
    const m = await read('Power: Mughalistan\nMonsoon builds: A Badakhshan and A Balkh\n', { game: null, position: 'maharajah-monsoon', variant: 'maharajah' });
    expect(orders(m, 'Mughalistan')).toEqual(['BUILD A BAD', 'BUILD A BAL']);
  });

  it('a phase word before a list that does not read as builds is still left for the GM ("Winter 1501 builds: F Jaisalmer, A Xq")', async () => {
    const r = await read('Power: Rajputana\nWinter 1501 builds: F Jaisalmer, A Xq\n', { game: null, position: 'maharajah-monsoon', variant: 'maharajah' });
    expect(orders(r, 'Rajputana')).toEqual([]);
    expect(kinds(r, 'Winter 1501 builds: F Jaisalmer, A Xq')).toEqual(['ambiguous']);
  });

  it('an item that does not read leaves the whole line for the GM (nothing half-read)', async () => {
    const r = await read('Power: France\nBuild army Paris, fleet Brst Xq\n', { game: null, position: 'winter' });
    expect(orders(r, 'France')).toEqual([]);
    expect(kinds(r, 'Build army Paris, fleet Brst Xq')).toEqual(['ambiguous']);
  });

  it('"Remove A Gal and F Alb" reads both items (the count rules then apply as to any two removals)', async () => {
    const r = await read('Power: Austria\nRemove A Gal and F Alb\n', { game: null, position: 'winter' });
    expect(r.verdicts.filter((v) => v.part).map((v) => v.order && formatOrder(v.order))).toEqual(['REMOVE A GAL', 'REMOVE F ALB']);
  });

  it('"Waive the other build" is a waive', async () => {
    const r = await read('Power: Italy\nBuild F Nap\nWaive the other build.\n', { game: null, position: 'winter' });
    expect(orders(r, 'Italy')).toEqual(['BUILD F NAP', 'WAIVE']);
  });
});

describe('words around an order', () => {
  it('a comment in brackets is set aside; a coast or "(via convoy)" in brackets is read', async () => {
    const r = await read('Power: England\nF Lon - Nth (as agreed with Germany)\nF Edi - Nwg (going north)\nA Lvp - Yor\n', { game: null });
    expect(orders(r, 'England')).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
    const autumn = await read('Power: England\nA Lon - Nwy (via convoy)\nF Nth C A Lon - Nwy\n', { game: null, position: 'autumn' });
    expect(orders(autumn, 'England')).toEqual(['A LON - NWY VIA CONVOY', 'F NTH C A LON - NWY']);
    const russia = await read('Power: Russia\nF StP (south coast) - Bot\n', { game: null });
    expect(orders(russia, 'Russia')).toEqual(['F STP/SC - BOT']);
  });

  it('support to hold in words: "F Kie supports Berlin holding", "A Mun S A Ber to hold"', async () => {
    const r = await read('Power: Germany\nF Kie supports Berlin holding\nA Mun S A Ber to hold\nA Ber H\n', { game: null });
    expect(orders(r, 'Germany')).toEqual(['F KIE S A BER', 'A MUN S A BER', 'A BER H']);
  });

  it('holds in words: "stays put", and the corpus languages\' "hält", "tient", "resta"', async () => {
    expect(orders(await read('Power: Italy\nA Rom stays put\nA Ven resta\n', { game: null }), 'Italy')).toEqual(['A ROM H', 'A VEN H']);
    expect(orders(await read('Power: Germany\nA Berlin hält\n', { game: null }), 'Germany')).toEqual(['A BER H']);
    expect(orders(await read('Power: France\nA Paris tient\n', { game: null }), 'France')).toEqual(['A PAR H']);
  });

  it('orders inside one sentence are flagged with what they read as, never dropped as chat', async () => {
    const r = await read("Power: Austria\nI'll go A Vie - Gal, A Bud - Ser and F Tri - Alb.\n", { game: null });
    const v = r.verdicts.find((x) => x.text.startsWith("I'll go"))!;
    expect(v.kind).toBe('ambiguous');
    expect(v.reason).toContain('several orders in one sentence');
  });
});

describe('never silent about orders outside the body text', () => {
  const mail = (subject: string, body: string) => `From: tom@example.co.uk\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 10:00:00 +0000\nSubject: ${subject}\n\n${body}`;

  it('an afterthought under the signature ("PS forgot one: A Lvp - Yor") is read and says where it was', async () => {
    const r = await read(mail('England S1901M', 'F Lon - Nth\nF Edi - Nwg\n\n-- \nTom\n\nP.S. forgot one: A Lvp - Yor\n'));
    expect(orders(r, 'England')).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
    expect(r.verdicts.find((v) => v.text.startsWith('P.S.'))!.notes.join(' ')).toContain('below the signature');
  });

  it('an order-like line inside the signature is not used, and its reason says it looked like an order', async () => {
    const r = await read(mail('England S1901M', 'F Lon - Nth\n-- \nTom\nA Lvp - Edi (my old favourite)\n'));
    expect(orders(r, 'England')).toEqual(['F LON - NTH']);
    expect(r.verdicts.find((v) => v.text.startsWith('A Lvp'))!.reason).toContain('reads like an order');
  });

  it('orders in the Subject: with an empty body are not read, and the mail says so', async () => {
    const r = await read(mail('F Lon - Nth, F Edi - Nwg, A Lvp - Yor', '\n'));
    expect(r.orders.England ?? []).toEqual([]);
    expect(r.messages[0]!.warnings.map((w) => w.text).join(' ')).toContain('the Subject: reads as orders');
  });

  it('"I waive both builds" that does not read as WAIVE orders is left for the GM, not dropped', async () => {
    const r = await read('Power: Italy\nI waive both builds.\n', { game: null, position: 'winter' });
    expect(kinds(r, 'I waive both builds.')).toEqual(['ambiguous']);
  });
});

describe('an order inside a chatty sentence', () => {
  it('000 D.III(5): "Oops ignore the last one, A Mar holds." takes back the line above and gives A Mar its hold, never dropped as chat (flagged before the trial of corpus 1650-1699)', async () => {
    const r = await read('Power: France\nA Mar - Spa\nOops ignore the last one, A Mar holds.\n', { game: null });
    const v = r.verdicts.find((x) => x.text.startsWith('Oops'))!;
    expect(v.kind).toBe('accepted');
    expect(v.notes.join(' ')).toContain('take back the order line just above it');
    expect(r.verdicts.find((x) => x.text.startsWith('A Mar - Spa'))!.kind).toBe('superseded');
    expect(r.orders.France!.map((o) => o.kind)).toEqual(['hold']);
  });

  it('000 D.III(3)a: a later chat mail with one order in a sentence does not replace the set sent before it', async () => {
    const mail = (hour: number, body: string) => `From: marie@example.fr\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 ${hour}:00:00 +0000\nSubject: France S1901M\n\nPower: France\n${body}\n`;
    const r = await read([mail(10, 'A Par - Bur\nF Bre - Mao'), mail(12, 'Thanks GM, A Par - Bur.')].join('\n'), { game: null });
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - MAO']);
    expect(r.verdicts.find((x) => x.text.startsWith('Thanks GM'))!.kind).toBe('ambiguous');
  });
});

describe('taking an order back in words', () => {
  it('000 D.III(5): "Actually scratch that, F Lon - Eng instead." withdraws F Lon\'s line above it', async () => {
    const r = await read('Power: England\nF Lon - Nth\nF Edi - Nwg\n\nActually scratch that, F Lon - Eng instead.\n', { game: null });
    expect(kinds(r, 'F Lon - Nth')).toEqual(['superseded']);
    expect(orders(r, 'England')).toEqual(['F EDI - NWG', 'F LON - ENG']);
  });

  it('000 D.III(5): "F Lon - Eng instead" (no "of") is an amendment of the unit', async () => {
    const r = await read('Power: England\nF Lon - Nth\nF Lon - Eng instead\n', { game: null });
    expect(kinds(r, 'F Lon - Nth')).toEqual(['superseded']);
    expect(orders(r, 'England')).toEqual(['F LON - ENG']);
  });
});
