// Silent wrong readings found by the unseen-mail trial, corpus mails 850-899 (issue 13): each
// test is one way a mail was read wrong with no flag, and fails if that reading comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text);
const mail = (from: string, subject: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 12:00:00 +0000\nSubject: ${subject}\n\n${body}`;

describe('000 D.II(3): a power chosen from the wrong clue', () => {
  it('000 D.II(3): "Re: Austria to all" from Turkey\'s address ordering Turkey\'s units is Turkey\'s set, and says why', async () => {
    const r = await read(mail('mehmet@example.com.tr', 'Re: Austria to all', 'F Ank - Bla\nA Con - Bul\nA Smy - Arm\n'));
    expect(orders(r, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL', 'A SMY - ARM']);
    expect(orders(r, 'Austria')).toEqual([]);
    expect(r.messages[0]!.powerSource).toBe('sender');
    expect(r.messages[0]!.warnings.map((w) => w.text).join(' ')).toContain('the subject names Austria');
  });

  it('000 D.II(3): a subject naming Austria over Austria\'s units from Italy\'s address stays Austria\'s, flagged as by proxy', async () => {
    const r = await read(mail('gio@example.it', 'Austria S1901', 'A Vie - Gal\nA Bud - Ser\nF Tri - Alb\n'));
    expect(r.messages[0]!.power).toBe('Austria');
    expect(r.messages[0]!.warnings.some((w) => w.clause === '000 D.II(3)')).toBe(true);
  });
});

describe('000 D.II(3): a results post pasted without quote marks is never the sender\'s set', () => {
  it('000 D.II(3): "Austria: …" and "Russia: …" lines in one paragraph are a listing; Russia\'s own line (valid again this turn) is flagged, not read', async () => {
    const r = await read(mail('ivan@example.ru', 'Russia F1901', 'The results were:\nAustria: A Vie - Gal, A Bud - Ser\nRussia: A War - Gal, F Sev H\n\nMy orders:\nF Sev - Rum\n'), { position: 'autumn' });
    expect(orders(r, 'Russia')).toEqual(['F SEV - RUM']);
    expect(verdictOf(r, 'Russia: A War - Gal, F Sev H')?.kind).toBe('ambiguous');
    expect(verdictOf(r, 'Austria: A Vie - Gal, A Bud - Ser')?.reason).toContain("Austria's orders in a list of several powers' orders");
  });

  it('000 D.II(3): nJudge results with a blank line between the powers are one listing: "Russia: Army Warsaw -> Galicia." is not read', async () => {
    const results = 'Austria: Army Vienna -> Galicia.\n\nRussia: Army Warsaw -> Galicia.\nRussia: Fleet Sevastopol HOLD.\n\nMy orders:\nF Bot - Swe\n';
    const r = await read(mail('ivan@example.ru', 'Russia F1901', results), { position: 'autumn' });
    expect(orders(r, 'Russia')).toEqual(['F BOT - SWE']);
    expect(verdictOf(r, 'Russia: Fleet Sevastopol HOLD.')?.kind).toBe('ambiguous');
  });

  it('000 D.II(3): one power\'s prefix on every line ("France: A Par-Bur", "FRA: F Bre-Mao") is still that power\'s set', async () => {
    const r = await read(mail('marie@example.fr', 'France S01', 'France: A Par-Bur\nFRA: F Bre-Mao\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - MAO']);
  });
});

describe('000 D.III(3): a list the player takes back is never adjudicated', () => {
  it('000 D.III(3): "Actually, ignore all the above" withdraws every order above it; the mail makes no set', async () => {
    const r = await read(mail('gio@example.it', 'Italy S1901', 'F Nap - Ion\nA Rom - Apu\nA Ven H\n\nActually, ignore all the above, I\'ll send my final orders tonight.\n'));
    expect(orders(r, 'Italy')).toEqual([]);
    expect(r.sets).toHaveLength(0);
    expect(verdictOf(r, 'F Nap - Ion')?.kind).toBe('superseded');
    expect(r.messages[0]!.warnings.map((w) => w.text).join(' ')).toContain('takes back the 3 order lines');
  });

  it('000 D.III(3): "Scratch that" after a blank line takes back the list above; the list below is the set', async () => {
    const r = await read(mail('tom@example.co.uk', 'England S01', 'F Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n\nScratch that. Instead:\nF Lon - Eng\nF Edi - Nth\n'));
    expect(orders(r, 'England')).toEqual(['F LON - ENG', 'F EDI - NTH']);
    expect(verdictOf(r, 'A Lvp - Yor')?.kind).toBe('superseded');
  });

  it('000 D.III(3): "Scratch that" straight under an order of several may mean that line only: nothing is taken back, the line is flagged', async () => {
    const r = await read(mail('tom@example.co.uk', 'England S01', 'F Lon - Nth\nF Edi - Nwg\nscratch that\nF Edi - Nth\n'));
    expect(verdictOf(r, 'scratch that')?.kind).toBe('ambiguous');
    expect(orders(r, 'England')).toEqual(['F LON - NTH', 'F EDI - NTH']);
  });

  it('000 D.III(3): the words in French, German, Spanish and Italian ("oubliez tout ça", "vergiss alles oben", "ignora lo anterior", "ignorate quanto sopra")', async () => {
    for (const words of ['Oubliez tout ça, je renvoie ce soir.', 'Vergiss alles oben.', 'Ignora lo anterior.', 'Ignorate quanto sopra.']) {
      const r = await read(mail('marie@example.fr', 'France S01', `F Bre - Mao\nA Par - Bur\n\n${words}\n`));
      expect(orders(r, 'France'), words).toEqual([]);
    }
  });

  it('000 D.III(3): chat that only mentions ignoring ("ignore that rumour") withdraws nothing', async () => {
    const r = await read(mail('marie@example.fr', 'France S01', 'F Bre - Mao\nA Par - Bur\n\nIgnore that rumour about me and England.\n'));
    expect(orders(r, 'France')).toEqual(['F BRE - MAO', 'A PAR - BUR']);
  });
});

describe('000 D.II(2): a set chosen from the wrong mail', () => {
  it('000 D.II(2): a bare From:/Sent:/To:/Subject: block written to the sender above (no Cc:, no Date:) is the original their reply quotes, not a mail', async () => {
    const quoted = 'From: Marie Dupont <marie@example.fr>\nSent: Sunday, March 2, 2025 7:00 PM\nTo: Karl Schmidt <karl@example.de>\nSubject: deal?\n\nA Mar - Spa\nF Bre - Mao\n';
    const r = await read(mail('Karl Schmidt <karl@example.de>', 'Germany S1901', `F Kie - Den\n\nGet Outlook for Android\n\n${quoted}`));
    expect(r.messages).toHaveLength(1);
    expect(orders(r, 'France')).toEqual([]);
    expect(verdictOf(r, 'A Mar - Spa')?.reason).toContain('not read');
  });

  it('000 D.II(2): the same block sent to the GM is a mail of its own, as a reading-pane copy is', async () => {
    const own = 'From: Marie Dupont <marie@example.fr>\nSent: Sunday, March 2, 2025 7:00 PM\nTo: gm@dipgame.example\nSubject: France S01\n\nA Mar - Spa\n';
    const r = await read(mail('Karl Schmidt <karl@example.de>', 'Germany S1901', `F Kie - Den\n\n${own}`));
    expect(r.messages).toHaveLength(2);
    expect(orders(r, 'France')).toEqual(['A MAR - SPA']);
  });
});

describe('000 D.II(1): orders the player asks the GM not to use yet', () => {
  it('000 D.II(1): "Actually, don\'t use these yet" keeps the orders as written and flags the line for the GM', async () => {
    const r = await read(mail('marie@example.fr', 'France S01', 'A Par - Bur\nF Bre - Mao\n\nActually, don\'t use these yet, I\'ll confirm tonight.\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'F BRE - MAO']);
    const v = verdictOf(r, "Actually, don't use these yet, I'll confirm tonight.")!;
    expect(v.kind).toBe('ambiguous');
    expect(v.power).toBe('France');
  });
});

describe('lines that were flagged and are now read right', () => {
  it('000 D.V(3): German "A Kiel zieht sich nach München zurück" is a retreat', async () => {
    const r = await read(mail('karl@example.de', 'Rückzug', 'A Kiel zieht sich nach München zurück.\n'), { position: 'retreat' });
    expect(orders(r, 'Germany')).toEqual(['A KIE R MUN']);
  });

  it('000 D.V(4)a: German "Ich löse A Galizien auf" is a removal', async () => {
    const r = await read(mail('franz@example.at', 'Winter', 'Ich löse A Galizien auf.\n'), { position: 'winter' });
    expect(orders(r, 'Austria')).toEqual(['REMOVE A GAL']);
  });

  it('000 D.III(1)a: Italian "Ionio" and "A Venezia ferma", Spanish "Jónico"', async () => {
    const it1 = await read(mail('gio@example.it', 'Italia', 'F Napoli - Ionio\nA Venezia ferma\n'));
    expect(orders(it1, 'Italy')).toEqual(['F NAP - ION', 'A VEN H']);
    const es = await read(mail('gio@example.it', 'Italia', 'F Nápoles a Jónico\n'));
    expect(orders(es, 'Italy')).toEqual(['F NAP - ION']);
  });

  it('000 D.V(4): "Build A Smy, waive the other." on one line is a build and a waive', async () => {
    const r = await read(mail('mehmet@example.com.tr', 'Turkey W1901', 'Build A Smy, waive the other.\n'), { position: 'winter' });
    expect(orders(r, 'Turkey')).toEqual(['BUILD A SMY', 'WAIVE']);
  });

  it('000 D.III(3): "P.S. Change: F Kie - Hol instead of Den." changes the Kiel order above it', async () => {
    const r = await read(mail('karl@example.de', 'Germany S1901', 'F Kie - Den\nA Ber - Kie\n\nP.S. Change: F Kie - Hol instead of Den.\n'));
    expect(orders(r, 'Germany')).toEqual(['A BER - KIE', 'F KIE - HOL']);
    expect(verdictOf(r, 'F Kie - Den')?.kind).toBe('superseded');
  });

  it('001 B.IV(6): under Maharajiad rules "F Kie - Hol instead of Den" withdraws the Kiel order, not two orders for one unit', async () => {
    const r = await read(mail('karl@example.de', 'Germany S1901', 'F Kie - Den\nA Ber - Kie\nF Kie - Hol instead of Den\n'), { rules: 'maharajiad' });
    expect(orders(r, 'Germany')).toEqual(['A BER - KIE', 'F KIE - HOL']);
  });

  it('a table row\'s last column that is a note ("| F Kie | - Den | grab Denmark |") is set aside; a column with a move is not', async () => {
    const r = await read(mail('karl@example.de', 'Germany S1901', '| F Kie | - Den | grab Denmark |\n| A Mun | - Ruh | towards Belgium |\n'));
    expect(orders(r, 'Germany')).toEqual(['F KIE - DEN', 'A MUN - RUH']);
    const two = await read(mail('karl@example.de', 'Germany S1901', '| A Mun | - Ruh | A Ber - Kie |\n'));
    expect(orders(two, 'Germany')).not.toContain('A MUN - RUH');
  });
});

describe('000 D.II(4): "same as last turn, except …"', () => {
  it('000 D.II(4): "Same as last turn, except A Kie - Hol" reads the order given, repeats nothing, and warns', async () => {
    const r = await read(mail('karl@example.de', 'Germany Fall 1901', 'Same as last turn, except A Kie - Hol\n'), { position: 'autumn' });
    expect(orders(r, 'Germany')).toEqual(['A KIE - HOL']);
    expect(r.messages[0]!.warnings.find((w) => w.clause === '000 D.II(4)')?.text).toContain('nothing is repeated');
  });

  it('000 D.II(4): "Same orders as last turn" alone still reads nothing and warns', async () => {
    const r = await read(mail('karl@example.de', 'Germany Fall 1901', 'Same orders as last turn.\n'), { position: 'autumn' });
    expect(r.sets).toHaveLength(0);
    expect(r.messages[0]!.warnings.some((w) => w.clause === '000 D.II(4)')).toBe(true);
  });
});

describe('press that runs into orders', () => {
  it('an order for the sender\'s own unit right under a one-line press mark is flagged, not published in silence', async () => {
    const r = await read(mail('karl@example.de', 'Germany S1901', 'Press to France: We are good.\nF Kie - Den\nA Ber - Kie\n'));
    expect(verdictOf(r, 'F Kie - Den')?.kind).toBe('ambiguous');
    expect(verdictOf(r, 'F Kie - Den')?.power).toBe('Germany');
    expect(orders(r, 'Germany')).toEqual([]);
  });

  it('another power\'s move named in press ("To England: A Mun - Ruh") is press, not flagged', async () => {
    const r = await read(mail('karl@example.de', 'Germany S1901', 'PRESS\nTo England: A Lon - Wal, then Bel.\nENDPRESS\nF Kie - Den\n'));
    expect(r.verdicts.filter((v) => v.kind === 'ambiguous')).toHaveLength(0);
    expect(orders(r, 'Germany')).toEqual(['F KIE - DEN']);
  });

  it('000 D.II(3): chat lines addressed to powers ("France: I meant it", "England: keep out") are no results listing', async () => {
    const r = await read(mail('karl@example.de', 'Germany S1901', 'F Kie - Den\n\nFrance: I meant what I said.\nEngland: keep out of the North Sea.\n'));
    expect(verdictOf(r, 'France: I meant what I said.')?.reason ?? '').not.toContain('list of several powers');
  });
});

describe('000 D.III(3)a: a partial reply over a quote of the player\'s own earlier set', () => {
  it('000 D.III(3)a: "A Par - Pic" over "> F Bre - Mao / > A Par - Bur / > A Mar - Spa" reads one order and warns that BRE and MAR hold', async () => {
    const r = await read(mail('marie@example.fr', 'Re: France S01', 'A Par - Pic\n\nOn Mon, 3 Mar 2025 at 10:00, Marie Dupont <marie@example.fr> wrote:\n> F Bre - Mao\n> A Par - Bur\n> A Mar - Spa\n'));
    expect(orders(r, 'France')).toEqual(['A PAR - PIC']);
    const w = r.messages[0]!.warnings.find((x) => x.clause === '000 D.III(3)a');
    expect(w?.text).toContain('BRE, MAR');
  });

  it('000 D.III(3)b: under the merge rule the quoted units keep their earlier orders, so nothing is said', async () => {
    const r = await read(mail('marie@example.fr', 'Re: France S01', 'A Par - Pic\n\nOn Mon, 3 Mar 2025 at 10:00, Marie Dupont <marie@example.fr> wrote:\n> F Bre - Mao\n'), { rules: { ...getProfile('wm2004'), multipleOrderSets: 'merge-per-unit' } });
    expect(r.messages[0]!.warnings.some((x) => x.text.includes('quotes earlier orders'))).toBe(false);
  });
});
