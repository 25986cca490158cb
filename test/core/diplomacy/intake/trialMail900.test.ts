// Wrong readings found by the unseen-mail trial, corpus mails 900-949 (issue 13): retreat and
// winter mails, verbose English, coasts written every way. Each test is one way a mail was read
// wrong (or only flagged where the right reading is certain) and fails if that reading comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text);
const mail = (from: string, subject: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 12:00:00 +0000\nSubject: ${subject}\n\n${body}`;

describe('000 D.IV(3): a coast written by its initial in brackets', () => {
  it('000 D.IV(3): "F Mao - Spa(n)" in the retreat phase is F Mao R Spa/nc', async () => {
    const r = await read(mail('marie@example.fr', 'France retreat', 'F Mao - Spa(n)\n'), { position: 'retreat' });
    expect(orders(r, 'France')).toEqual(['F MAO R SPA/NC']);
  });

  it('000 D.IV(3): "F Mao - Spa (s)" and "F Con - Bul(e)" in movement name the south and east coasts', async () => {
    const fr = await read(mail('marie@example.fr', 'France F1901', 'F Mao - Spa (s)\n'), { position: 'autumn' });
    expect(orders(fr, 'France')).toEqual(['F MAO - SPA/SC']);
    const tr = await read(mail('mehmet@example.com.tr', 'Turkey F1901', 'F Con - Bul(e)\n'), { position: 'autumn' });
    expect(orders(tr, 'Turkey')).toEqual(['F CON - BUL/EC']);
  });

  it('000 D.IV(3): "F Mao - Spa(e)" names a coast Spain does not have: never read as a coast it has', async () => {
    const r = await read(mail('marie@example.fr', 'France F1901', 'F Mao - Spa(e)\n'), { position: 'autumn' });
    const v = verdictOf(r, 'F Mao - Spa(e)')!;
    expect(v.kind === 'accepted' || v.kind === 'corrected' ? formatOrder(v.order!) : v.kind).not.toMatch(/SPA\/(NC|SC)/);
    expect(['illegal', 'ambiguous', 'corrected']).toContain(v.kind);
  });
});

describe('000 D.II(4): "all hold" is every unit holding, not Albania', () => {
  it('000 D.II(4): "all hold" from Turkey holds Turkey\'s three units (it was read as "ALB H": no unit in ALB)', async () => {
    const r = await read(mail('mehmet@example.com.tr', 'Turkey S1901', 'all hold\n'));
    expect(orders(r, 'Turkey')).toEqual(['F ANK H', 'A CON H', 'A SMY H']);
  });

  it('000 D.II(4): "All hold." from Austria with a fleet in Albania holds every unit, not only the fleet', async () => {
    const r = await read(mail('franz@example.at', 'Austria F1901', 'All hold.\n'), { position: 'autumn' });
    expect(orders(r, 'Austria')).toEqual(['F ALB H', 'A SER H', 'A GAL H']);
  });

  it('"A Alb H" is still the one fleet\'s hold', async () => {
    const r = await read(mail('franz@example.at', 'Austria F1901', 'F Alb H\nA Ser - Gre\n'), { position: 'autumn' });
    expect(orders(r, 'Austria')).toEqual(['F ALB H', 'A SER - GRE']);
  });
});

describe('000 D.VI(3): a support of a move written with a possessive', () => {
  it('000 D.VI(3): "A Ruh supports Burgundy\'s move into Belgium" is A Ruh S A Bur - Bel (it was flagged "not a complete order")', async () => {
    const r = await read(mail('karl@example.de', 'Germany F1901', "A Ruh supports Burgundy's move into Belgium\nA Kie S Ruhr's attack on Holland\n"), { position: 'autumn' });
    expect(orders(r, 'Germany')).toEqual(['A RUH S A BUR - BEL', 'A KIE S A RUH - HOL']);
  });

  it('chat naming another power\'s move ("I think Germany\'s move into Burgundy is a bluff") stays chat', async () => {
    const r = await read(mail('marie@example.fr', 'France F1901', "A Bur H\nI think Germany's move into Burgundy is a bluff.\n"), { position: 'autumn' });
    expect(orders(r, 'France')).toEqual(['A BUR H']);
    expect(verdictOf(r, "I think Germany's move into Burgundy is a bluff.")?.kind).toBe('not-an-order');
  });
});

describe('several orders on one line that are each beyond doubt', () => {
  it('000 D.III(1)a: "Fleet Ankara to Black Sea, Army Constantinople to Bulgeria, Army Smyrna stays put." is three orders ("stays put" is a hold)', async () => {
    const r = await read(mail('mehmet@example.com.tr', 'Turkey S1901', 'Fleet Ankara to Black Sea, Army Constantinople to Bulgaria, Army Smyrna stays put.\n'));
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL', 'A SMY H']);
  });

  it('a part with other words set aside ("I\'d like A Smy to hold") still keeps the line whole and flagged', async () => {
    const r = await read(mail('mehmet@example.com.tr', 'Turkey S1901', 'F Ank - Bla, A Con - Bul, please A Smy stays put\n'));
    expect(orders(r, 'Turkey')).toEqual([]);
    expect(r.verdicts.find((v) => v.text.includes('F Ank - Bla'))?.kind).toBe('ambiguous');
  });

  it('000 D.V(4): "I\'ll build an army in Marseilles and a fleet in Brest, thanks." is two builds', async () => {
    const r = await read(mail('marie@example.fr', 'France W1901', "I'll build an army in Marseilles and a fleet in Brest, thanks.\n"), { position: 'winter' });
    expect(orders(r, 'France')).toEqual(['BUILD A MAR', 'BUILD F BRE']);
  });

  it('000 D.V(4)a: "We will remove A Ser and F Alb" reads both removals (Austria has one due, so the second is refused by count)', async () => {
    const r = await read(mail('franz@example.at', 'Austria W1901', 'We will remove A Ser and F Alb\n'), { position: 'winter' });
    expect(r.verdicts.filter((v) => v.order?.kind === 'remove')).toHaveLength(2);
  });
});

describe('000 D.V(4): build, removal and retreat headings in the players\' languages', () => {
  it('000 D.V(4): bare units under "Constructions :" are builds (they were "not an adjustment order")', async () => {
    const r = await read(mail('marie@example.fr', 'Re: Hiver 1901', 'Constructions :\nA Par\nF Mar\n'), { position: 'winter' });
    expect(orders(r, 'France')).toEqual(['BUILD A PAR', 'BUILD F MAR']);
  });

  it('000 D.V(4): "Bauten:", "Costruzioni:" and "Construcciones:" head builds; "Suppressions :" heads a removal', async () => {
    const de = await read(mail('karl@example.de', 'Winter', 'Bauten:\nA Ber\nF Kie\n'), { position: 'winter' });
    expect(orders(de, 'Germany')).toEqual(['BUILD A BER', 'BUILD F KIE']);
    const it_ = await read(mail('gio@example.it', 'Inverno', 'Costruzioni:\nA Rom\n'), { position: 'winter' });
    expect(orders(it_, 'Italy')).toEqual(['BUILD A ROM']);
    const es = await read(mail('mehmet@example.com.tr', 'Invierno', 'Construcciones:\nF Ank\n'), { position: 'winter' });
    expect(orders(es, 'Turkey')).toEqual(['BUILD F ANK']);
    const fr = await read(mail('franz@example.at', 'Hiver', 'Suppressions :\nA Gal\n'), { position: 'winter' });
    expect(orders(fr, 'Austria')).toEqual(['REMOVE A GAL']);
  });

  it('000 D.V(3): a bare "F Mao - Bre" under "Retraites :" is the retreat', async () => {
    const r = await read(mail('marie@example.fr', 'Retraite', 'Retraites :\nF Mao - Bre\n'), { position: 'retreat' });
    expect(orders(r, 'France')).toEqual(['F MAO R BRE']);
  });
});

describe('000 D.II(5)b: an order on a condition of another power\'s move says why it is not read', () => {
  it('000 D.II(5)b: "if Germany moves to Bur then A Gas S A Bur, else A Gas - Spa" is flagged naming the rule, not "not a complete order"', async () => {
    const r = await read(mail('marie@example.fr', 'France F1901', 'A Bur H\nif Germany moves to Bur then A Gas S A Bur, else A Gas - Spa\n'), { position: 'autumn' });
    const v = verdictOf(r, 'if Germany moves to Bur then A Gas S A Bur, else A Gas - Spa')!;
    expect(v.kind).toBe('ambiguous');
    expect(v.reason).toContain('condition of what another power does');
    expect(orders(r, 'France')).toEqual(['A BUR H']);
  });

  it('000 D.II(5)b: "If Italy moves to Piedmont, A Mar holds instead." under an order for A Mar leaves that order and says why', async () => {
    const r = await read(mail('marie@example.fr', 'France S01', 'A Mar S A Par - Bur\nA Par - Bur\nIf Italy moves to Piedmont, A Mar holds instead.\n'));
    expect(orders(r, 'France')).toEqual(['A MAR S A PAR - BUR', 'A PAR - BUR']);
    expect(verdictOf(r, 'If Italy moves to Piedmont, A Mar holds instead.')?.reason).toContain('000 D.II(5)b');
  });

  it('chat with a condition on another power ("If Austria attacks me I\'ll go to Tyrolia") stays chat', async () => {
    const r = await read(mail('gio@example.it', 'Italy S01', 'A Ven H\nIf Austria attacks me I\'ll go to Tyrolia\n'));
    expect(verdictOf(r, "If Austria attacks me I'll go to Tyrolia")?.kind).toBe('not-an-order');
  });

  it('000 D.II(5)b: "F Tri R Alb if dislodged" is still a conditional retreat', async () => {
    const r = await read(mail('franz@example.at', 'Austria S01', 'F Tri - Alb\nF Tri R Alb if dislodged\n'));
    expect(verdictOf(r, 'F Tri R Alb if dislodged')?.order?.kind).toBe('retreat');
  });
});

describe('a forum\'s [quote] … [/quote] is someone else\'s words', () => {
  it('"[quote=Franz]A Vie - Tyr, just kidding[/quote]" in Italy\'s forum copy is a quote, not a line to check for the unit in VIE', async () => {
    const r = await read(mail('gio@example.it', 'Italy S1901', '[list]\n[*]F Nap - Ion\n[*]A Ven H\n[/list]\n\n[quote=Franz]A Vie - Tyr, just kidding[/quote]\nHa.\n'));
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A VEN H']);
    expect(verdictOf(r, '[quote=Franz]A Vie - Tyr, just kidding[/quote]')?.kind).toBe('not-an-order');
  });

  it('a [quote] over several lines, blank ones too, is not read; the order under [/quote] is', async () => {
    const r = await read(mail('gio@example.it', 'Italy S1901', '[quote]\nA Rom - Nap\n\n[/quote]\nA Rom - Apu\n'));
    expect(orders(r, 'Italy')).toEqual(['A ROM - APU']);
  });

  it('an unclosed "[quote=x]A Rom - Nap" hides nothing: the line is still flagged for the GM', async () => {
    const r = await read(mail('gio@example.it', 'Italy S1901', 'A Ven H\n[quote=x]A Rom - Nap\n'));
    expect(verdictOf(r, '[quote=x]A Rom - Nap')?.kind).toBe('ambiguous');
  });
});
