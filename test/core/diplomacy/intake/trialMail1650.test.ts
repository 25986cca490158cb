// The unseen-mail trial of corpus 1650-1699 and evenings 31-32 (issue 13, items 4 and 5): what
// players write in their orders. Each test is one shape the reader got wrong before (silently, or
// flagged where a careful GM reads it plainly), with further variants of it (other wording, other
// languages, other phases), and guard cases that must keep their old reading.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const line = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text)!;
const press = (r: Result) => r.messages.flatMap((m) => m.press).map((p) => ({ kind: p.kind, to: p.to ?? null, words: p.message.trim() }));
const mail = (from: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 16:00:00 +0100\nSubject: orders\n\n${body}`;
const GERMANY = 'karl@example.de';

describe('000 D.X(1)a, D.X(2), 001 B.XI(1)b, B.XI(2): press headings in other languages, bare and ended by a dash', () => {
  const heads: [string, { kind: string; to: unknown }][] = [
    ['Anonymous:', { kind: 'anonymous', to: null }],
    ['Anonyme :', { kind: 'anonymous', to: null }],
    ['Stampa anonima:', { kind: 'anonymous', to: null }],
    ['Presse à tous (blanche) :', { kind: 'white', to: 'all' }],
    ['Graue Presse an Frankreich:', { kind: 'grey', to: ['France'] }],
    ["Presse grise à l'Angleterre et la Russie :", { kind: 'grey', to: ['England', 'Russia'] }],
    ['Prensa blanca para todos:', { kind: 'white', to: 'all' }],
    ['Stampa bianca a tutti:', { kind: 'white', to: 'all' }],
    ['Black press —', { kind: 'black', to: null }],
    ['Grey press to Italy –', { kind: 'grey', to: ['Italy'] }],
  ];
  for (const [heading, want] of heads) {
    it(`000 D.X(1)a: "${heading}" over a piece of press is its heading: the press is kept, the heading not in its words (corpus 1689-1692)`, async () => {
      const r = await read(mail(GERMANY, `A Mun - Ruh\n\n${heading}\nSomeone in the south is lying.\n`));
      expect(press(r)).toEqual([{ ...want, words: 'Someone in the south is lying.' }]);
      expect(line(r, 'Someone in the south is lying.').kind).toBe('press');
      expect(orders(r, 'Germany')).toEqual(['A MUN - RUH']);
    });
  }

  it('000 D.X(2), 001 B.XI(2): a sign-off under anonymous press in another language is never published with it (corpus 1689, 1692)', async () => {
    for (const rules of ['wm2004', 'maharajiad']) {
      for (const [heading, sign] of [['Stampa anonima:', 'Ciao,\nKarl'], ['Anonymous:', 'Grüße,\nKarl'], ['Prensa anónima:', 'Saludos,\nKarl']]) {
        const r = await read(mail(GERMANY, `A Mun - Ruh\n\n${heading}\nTrust nobody in the Balkans.\n\n${sign}\n`), { rules });
        expect(press(r).map((p) => p.words), heading).toEqual(['Trust nobody in the Balkans.']);
        expect(line(r, 'Karl').kind, heading).toBe('not-an-order');
      }
    }
  });

  it('guards: a lone "Anonymous", "Presse" inside a sentence and an order line are no press headings', async () => {
    const r = await read(mail(GERMANY, 'A Mun - Ruh\nA Ber - Kie\n\nAnonymous\n'));
    expect(press(r)).toEqual([]);
    const s = await read(mail(GERMANY, 'A Mun - Ruh\n\nDie Presse schreibt heute nichts.\n'));
    expect(press(s)).toEqual([]);
    expect(orders(s, 'Germany')).toEqual(['A MUN - RUH']);
  });
});

describe('000 D.V(2), 001 B.VI(2)b: a waive only where builds are due', () => {
  const AUSTRIA = 'franz@example.at';
  it('000 D.V(2): a lone "W" under a removal is no WAIVE: Austria has no build to waive (corpus 1697)', async () => {
    for (const rules of ['wm2004', 'maharajiad']) {
      const r = await read(mail(AUSTRIA, 'Remove F Alb\nW\n'), { rules, position: 'winter' });
      expect(orders(r, 'Austria'), rules).toEqual(['REMOVE F ALB']);
      expect(line(r, 'W').kind).toBe('not-an-order');
      expect(line(r, 'W').reason).toContain('Austria has no build to waive (it must remove 1)');
    }
  });

  it('000 D.V(2): "Waive" written out by a power with two removals due is not read either, and says why', async () => {
    const r = await read(mail(AUSTRIA, 'Disband A Gal\nDisband F Alb\nWaive\n'), { position: 'winter-two-removals' });
    expect(orders(r, 'Austria')).toEqual(['REMOVE A GAL', 'REMOVE F ALB']);
    expect(line(r, 'Waive').kind).toBe('not-an-order');
    expect(line(r, 'Waive').reason).toContain('no build to waive (it must remove 2)');
  });

  it('001 B.VI(2)b: the same on the Maharajah board: Vijayanagar must remove one, its "W" is no waive', async () => {
    const r = await read(mail('lakshmi@example.in', 'Remove F BoB\nW\n'), { rules: 'maharajiad', position: 'maharajah-monsoon', variant: 'maharajah' });
    expect(orders(r, 'Vijayanagar')).toEqual(['REMOVE F BOB']);
    expect(line(r, 'W').kind).toBe('not-an-order');
  });

  it('guard: where builds are due a lone "W" still waives one (corpus 1694), and "Waive" too', async () => {
    const r = await read(mail('gio@example.it', 'F Nap\nW\n'), { position: 'winter' });
    expect(orders(r, 'Italy')).toEqual(['BUILD F NAP', 'WAIVE']);
    const e = await read(mail('tom@example.co.uk', 'Waive\n'), { position: 'winter' });
    expect(orders(e, 'England')).toEqual(['WAIVE']);
  });
});

describe('000 D.III(5), 001 B.IV(6)a: "replace … with …" after a word of its own, and in other languages', () => {
  const ITALY = 'gio@example.it';
  const set = 'A Ven - Tyr\nA Rom - Apu\nF Nap - Ion\n';
  for (const [text, want] of [
    ['Actually, replace my Venice order with A Ven - Pie.', ['A ROM - APU', 'F NAP - ION', 'A VEN - PIE']],
    ['Please replace my Tyr order with A Ven - Pie', ['A ROM - APU', 'F NAP - ION', 'A VEN - PIE']],
    ['Sostituisci A Ven - Tyr con A Ven - Pie', ['A ROM - APU', 'F NAP - ION', 'A VEN - PIE']],
    ['Remplacez A Rom - Apu par A Rom - Ven.', ['A VEN - TYR', 'F NAP - ION', 'A ROM - VEN']],
  ] as const) {
    it(`001 B.IV(6)a: "${text}" withdraws the order it replaces: no unit is ordered twice (corpus 1651)`, async () => {
      for (const rules of ['wm2004', 'maharajiad']) {
        const r = await read(mail(ITALY, `${set}${text}\n`), { rules });
        expect(orders(r, 'Italy'), rules).toEqual([...want]);
        expect(line(r, text).kind).toBe('accepted');
      }
    });
  }
});

describe('000 D.III(1)a: orders on one line after words that only say they are the orders, in five languages', () => {
  for (const text of ['Meine Befehle: F Den - Swe, A Ruh - Bel, A Kie - Hol.', 'Voici mes ordres : F Den - Swe, A Ruh - Bel, A Kie - Hol', 'I miei ordini: F Den - Swe; A Ruh - Bel; A Kie - Hol', 'Mis órdenes: F Den - Swe, A Ruh - Bel y A Kie - Hol']) {
    it(`"${text}" is three orders, as "My orders: …" is (corpus 1678)`, async () => {
      const r = await read(mail(GERMANY, `${text}\n`), { position: 'autumn' });
      expect(orders(r, 'Germany')).toEqual(['F DEN - SWE', 'A RUH - BEL', 'A KIE - HOL']);
    });
  }
  it('guards: other words before the colon keep the line whole for the GM ("If Russia agrees:", "Italys Befehle:")', async () => {
    for (const text of ['If Russia agrees: F Den - Swe, A Ruh - Bel, A Kie - Hol', 'Meine Gedanken: F Den - Swe, A Ruh - Bel, A Kie - Hol']) {
      const r = await read(mail(GERMANY, `${text}\n`), { position: 'autumn' });
      expect(orders(r, 'Germany'), text).toEqual([]);
      expect(line(r, text).kind, text).toBe('ambiguous');
    }
  });
});

describe('000 D.III(5), D.III(3)a, 001 B.IV(6)a, B.IV(4)a: taking orders back and giving new ones, in one mail or a later one', () => {
  const ENGLAND = 'tom@example.co.uk';
  for (const text of ['Scratch that last one.', 'Ignore the previous line', 'Cancel my last order!']) {
    it(`001 B.IV(6)a: "${text}" on its own line takes back only the order line just above it; the unit's next order is its only one (corpus 1656)`, async () => {
      for (const rules of ['wm2004', 'maharajiad']) {
        const r = await read(mail(ENGLAND, `F Lon - Eng\nF Edi - Nth\nA Lvp - Yor\n${text}\nA Lvp - Wal.\n`), { rules });
        expect(orders(r, 'England'), rules).toEqual(['F LON - ENG', 'F EDI - NTH', 'A LVP - WAL']);
        expect(line(r, 'A Lvp - Yor').kind).toBe('superseded');
        expect(line(r, text).kind).toBe('not-an-order');
      }
    });
  }

  it('guard: "Scratch that last one." with no order above it takes nothing back and is left to the GM', async () => {
    const r = await read(mail(ENGLAND, 'Scratch that last one.\n'));
    expect(line(r, 'Scratch that last one.').kind).toBe('ambiguous');
  });

  it('000 D.III(3)a: "Scratch that: A Mos and F StP(nc)." in a later mail is read: its orders are the revised set, the older mail\'s conditional builds are not used (evening 31)', async () => {
    const first = `From: ivan@example.ru\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 08:00:00 +0000\nSubject: builds\n\nIf I get two builds: A Mos, F Sev; if only one: A Mos\n`;
    const later = `From: ivan@example.ru\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 09:00:00 +0000\nSubject: Re: builds\n\nScratch that: A Mos and F StP(nc).\n`;
    for (const rules of ['wm2004', 'maharajiad']) {
      const r = await read(`${first}\n${later}`, { rules, position: 'winter' });
      expect(orders(r, 'Russia'), rules).toEqual(['BUILD A MOS', 'BUILD F STP/NC']);
      expect(r.messages[1]!.warnings.map((w) => w.clause)).toContain(rules === 'wm2004' ? '000 D.III(3)a' : '001 B.IV(4)a');
    }
  });

  it('000 D.III(5): "Ignore all the above: A Par - Pic, A Mar - Spa" in one mail takes the list back and reads the orders after it', async () => {
    const r = await read(mail('marie@example.fr', 'A Par - Bur\nA Mar - Bur\nIgnore all the above: A Par - Pic, A Mar - Spa\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - PIC', 'A MAR - SPA']);
    expect(line(r, 'A Par - Bur').kind).toBe('superseded');
  });

  for (const [text, want] of [['Ignore my last, remove F Alb instead.', ['REMOVE F ALB']], ['Disregard my previous mail: remove F Alb', ['REMOVE F ALB']]] as const) {
    it(`000 D.III(3)a: "${text}" in a later mail is the removal it gives, replacing the earlier set (evening 31)`, async () => {
      const first = `From: franz@example.at\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 08:00:00 +0000\nSubject: W\n\nRemove A Gal\n`;
      const later = `From: franz@example.at\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 09:00:00 +0000\nSubject: Re: W\n\n${text}\n`;
      const r = await read(`${later}\n${first}`, { position: 'winter' });
      expect(orders(r, 'Austria')).toEqual([...want]);
    });
  }

  for (const [text, power, from, want] of [
    ['Update — my builds are: A Par, F Mar', 'France', 'marie@example.fr', ['BUILD A PAR', 'BUILD F MAR']],
    ['Revised builds: A Ber, F Kie', 'Germany', GERMANY, ['BUILD A BER', 'BUILD F KIE']],
    ['Final: build A Smy and waive the other.', 'Turkey', 'mehmet@example.com.tr', ['BUILD A SMY', 'WAIVE']],
  ] as const) {
    it(`000 D.III(1)a: "${text}" is the list after words that only say so (evening 31)`, async () => {
      const r = await read(mail(from, `${text}\n`), { position: 'winter' });
      expect(orders(r, power)).toEqual([...want]);
      if (text.startsWith('Final')) expect(r.messages[0]!.final).toBe(true);
    });
  }
});

describe('000 D.III(3)a, D.III(3)b, 001 B.IV(4)a: "all as before except …" in a later mail, in five languages', () => {
  const FRANCE = 'marie@example.fr';
  const first = `From: ${FRANCE}\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 08:00:00 +0000\nSubject: France\n\nA Par - Bur\nA Mar - Spa\nF Bre - Mao\n`;
  const later = (text: string) => `From: ${FRANCE}\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 09:00:00 +0000\nSubject: Re: France\n\n${text}\n`;
  const texts = ['Tout comme avant, sauf A Mar - Pie.', 'All as before except A Mar - Pie', 'Same as before, but A Mar - Pie', 'Alles wie vorher, außer A Mar - Pie', 'Todo igual que antes salvo A Mar - Pie', 'Tutto come prima tranne A Mar - Pie'];
  for (const text of texts) {
    it(`000 D.III(3)a: "${text}" is read, and under the default rule it is the whole revised set, said on the mail (corpus 1658)`, async () => {
      for (const [rules, clause] of [['wm2004', '000 D.III(3)a'], ['maharajiad', '001 B.IV(4)a']] as const) {
        const r = await read(`${first}\n${later(text)}`, { rules });
        expect(orders(r, 'France'), rules).toEqual(['A MAR - PIE']);
        expect(line(r, text).kind).toBe('accepted');
        expect(r.messages[1]!.warnings.map((w) => w.clause)).toContain(clause);
      }
    });
  }
  it('000 D.III(3)b: under the stated merge rule the earlier set\'s other orders stand', async () => {
    const r = await read(`${first}\n${later('All as before except A Mar - Pie')}`, { rules: { ...getProfile('wm2004'), multipleOrderSets: 'merge-per-unit' } });
    expect([...orders(r, 'France')].sort()).toEqual(['A MAR - PIE', 'A PAR - BUR', 'F BRE - MAO']);
  });
  it('guard: "Same orders as before" stays another turn\'s (000 D.II(4)), and "as before" with no exception reads nothing', async () => {
    const r = await read(later('Same orders as before, except A Mar - Pie'));
    expect(r.messages[0]!.warnings.map((w) => w.clause)).toContain('000 D.II(4)');
  });
});

describe('000 D.III(1)a: an order after the player\'s reason ("…, so I\'ll …")', () => {
  const AUSTRIA = 'franz@example.at';
  for (const [text, position, want] of [
    ["No good place to go, so I'll disband F Albania.", 'retreat', ['F ALB D']],
    ['Too exposed out there, so I will retreat F Alb to Greece.', 'retreat', ['F ALB R GRE']],
    ["Lost a centre this year, so we'll remove F Alb.", 'winter', ['REMOVE F ALB']],
  ] as const) {
    it(`"${text}" is the order after its reason (corpus 1672)`, async () => {
      for (const rules of ['wm2004', 'maharajiad']) {
        const r = await read(mail(AUSTRIA, `${text}\n`), { rules, position });
        expect(orders(r, 'Austria'), rules).toEqual([...want]);
      }
    });
  }
  it('guards: a reason with a condition, an alternative or a place in it, and a sentence with no "so I\'ll", stay with the GM', async () => {
    for (const text of ["If Italy attacks, so I'll disband F Albania.", "Greece is taken, so I'll disband F Albania.", "Thanks, A Par - Bur worked"]) {
      const r = await read(mail(AUSTRIA, `${text}\n`), { position: 'retreat' });
      expect(orders(r, 'Austria'), text).toEqual([]);
    }
  });
});
