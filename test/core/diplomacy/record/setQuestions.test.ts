// The doubts found by the evening trial (test/fixtures/evenings, issue 13): each was a set used,
// or a power NMR'd, without a word where the GM looks. Each test fails if the silence comes back.
import { describe, expect, it } from 'vitest';
import { readPhaseMail } from '../../../../core/diplomacy/record/phaseMail';
import { phaseInbox, type MailInput } from '../../../../core/diplomacy/record/inbox';
import { formatOrder, type GameInfo } from '../../../../core/diplomacy/intake/index';
import { initialPosition } from '../../../../core/diplomacy/position';
import { getVariant } from '../../../../core/diplomacy/variants';
import { parsePhaseName } from '../../../../core/diplomacy/phases';
import type { Position } from '../../../../core/diplomacy/types';

const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const opening = initialPosition(getVariant('standard'));
const game: GameInfo = {
  name: 'Board 4', gmAddress: 'gm@adjutant.example', deadline: '2026-11-29T20:00:00Z', lateOrders: 'reject-after-deadline',
  players: [
    { power: 'France', addresses: ['marie@example.fr'] },
    { power: 'Germany', addresses: ['karl@example.de'] },
    { power: 'Italy', addresses: ['giulia@example.it'] },
    { power: 'England', addresses: ['sam@example.net'] },
    { power: 'Russia', addresses: ['sam@example.net'] },
  ],
};
const mail = (from: string, date: string, subject: string, body: string) => `From: ${from}\nTo: gm@adjutant.example\nDate: ${date}\nSubject: ${subject}\n\n${body}\n`;
const input = (id: string, text: string, receivedAt: number): MailInput => ({ id, receivedAt, sourceName: `${id}.eml`, text, assignedPower: null, editOf: null, status: null });

async function evening(mails: [string, string][], position: Position = opening) {
  const inputs = mails.map(([id, text], i) => input(id, text, i + 1));
  const readings = await readPhaseMail('standard', 'wm2004', position, game, inputs.map((i) => ({ id: i.id, text: i.text })));
  const inbox = phaseInbox(powers, position, inputs, readings, 'last-replaces', { profile: 'wm2004' });
  const status = (p: string) => inbox.statuses.find((s) => s.power === p)!;
  return { readings, inbox, status, orders: (p: string) => status(p).orders.map(formatOrder) };
}

const karl = mail('karl@example.de', 'Sun, 29 Nov 2026 12:00:00 +0100', 'Board 4: Germany S1901M', 'A Ber - Kie\nF Kie - Den\nA Mun - Ruh');

describe('000 D.II(3): orders by proxy', () => {
  it('000 D.II(3): a set from France\'s registered address ordering Germany (her mail for another board) does not count, and says why', async () => {
    const other = mail('marie@example.fr', 'Sun, 29 Nov 2026 19:00:00 +0100', 'Board 7: Germany S1901M', 'A Ber - Kie\nF Kie - Hol\nA Mun - Bur');
    const { orders, readings, status } = await evening([['other', other], ['karl', karl]]);
    expect(orders('Germany')).toEqual(['A BER - KIE', 'F KIE - DEN', 'A MUN - RUH']);
    expect(readings.other!.messages[0]!.refused).toMatchObject({ clause: '000 D.II(3)', reason: expect.stringContaining("sent from France's registered address but orders Germany") });
    expect(readings.other!.sets[0]!.used).toBe(false);
    expect(status('Germany').state).toBe('complete');
  });

  it('000 D.II(3): a proxy set that is the power\'s only mail leaves it needing a look, and Adjudicate asks before NMR-ing it', async () => {
    const other = mail('marie@example.fr', 'Sun, 29 Nov 2026 19:00:00 +0100', 'Board 7: Germany S1901M', 'A Ber - Kie');
    const { inbox, status } = await evening([['other', other]]);
    expect(status('Germany').state).toBe('look');
    expect(inbox.questions).toContain('Germany will be NMR: its mail gave no usable order.');
  });

  it('000 D.II(3): one stand-in registered for England and Russia orders both from one address, no proxy warning', async () => {
    const russia = mail('sam@example.net', 'Sun, 29 Nov 2026 10:00:00 +0000', 'Board 4: Russia S1901M', 'A Mos - Ukr\nA War - Gal\nF Sev - Bla\nF Stp/sc - Bot');
    const { orders, readings } = await evening([['russia', russia]]);
    expect(orders('Russia')).toEqual(['A MOS - UKR', 'A WAR - GAL', 'F SEV - BLA', 'F STP/SC - BOT']);
    expect(readings.russia!.messages[0]!.warnings.map((w) => w.text).join(' ')).not.toMatch(/proxy/);
  });

  it('000 D.II(3): a set from an address registered for no power is used only after Adjudicate asks; the power needs a look', async () => {
    const luca = mail('luca.conti@example.it', 'Sun, 29 Nov 2026 19:40:00 +0100', 'Board 4: Italy S1901M', 'Giulia asked me to send these:\nA Ven - Tyr\nA Rom - Ven\nF Nap - Ion');
    const giulia = mail('giulia@example.it', 'Sun, 29 Nov 2026 08:30:00 +0100', 'Board 4: Italy S1901M', 'A Ven H\nA Rom - Apu\nF Nap - Ion');
    const { inbox, status } = await evening([['luca', luca], ['giulia', giulia]]);
    expect(status('Italy').state).toBe('look');
    expect(inbox.questions).toEqual(["Italy's orders used come from luca.eml: luca.conti@example.it is not registered for any power in this game (000 D.II(3)). Use them?"]);
  });
});

describe('000 D.II(3): a power the GM registered no address for', () => {
  it('000 D.II(3): Austria\'s set from an unknown address, with no address registered for Austria, is used with a note and asks nothing', async () => {
    const franz = mail('franz@example.at', 'Sun, 29 Nov 2026 09:00:00 +0100', 'Board 4: Austria S1901M', 'A Vie - Gal\nA Bud - Ser\nF Tri - Alb');
    const { inbox, readings, status, orders } = await evening([['franz', franz]]);
    expect(orders('Austria')).toEqual(['A VIE - GAL', 'A BUD - SER', 'F TRI - ALB']);
    expect(status('Austria').state).toBe('complete');
    expect(inbox.questions.filter((q) => q.includes('Austria'))).toEqual([]);
    // Still told on the mail, where the GM reads it.
    expect(readings.franz!.messages[0]!.warnings.map((w) => w.text)).toContain('franz@example.at is not registered for any power in this game');
  });
});

describe('000 D.III(3): orders taken back by a later mail that gives none', () => {
  const disregard = mail('karl@example.de', 'Sun, 29 Nov 2026 18:00:00 +0100', 'Re: Board 4: Germany S1901M', 'Please disregard my orders for now, I will send new ones later tonight.\n\nKarl');

  it('000 D.III(3): "please disregard my orders" after the set: Adjudicate asks whether to use it or NMR Germany', async () => {
    const { inbox, status, orders } = await evening([['disregard', disregard], ['karl', karl]]);
    expect(status('Germany').state).toBe('look');
    expect(orders('Germany')).toEqual(['A BER - KIE', 'F KIE - DEN', 'A MUN - RUH']);
    expect(inbox.questions).toHaveLength(1);
    expect(inbox.questions[0]).toMatch(/^Germany's orders used come from karl\.eml, but disregard\.eml came after: "Please disregard my orders for now, I will send new ones later tonight\." takes back Germany's orders .* Use them, or NMR Germany\?$/);
  });

  it('000 D.III(3): the same words before a new set ask nothing: the new set is the last one submitted', async () => {
    const early = mail('karl@example.de', 'Sun, 29 Nov 2026 09:00:00 +0100', 'Re: Board 4: Germany S1901M', 'Please ignore my earlier orders, new ones to follow.');
    const { inbox, status } = await evening([['karl', karl], ['early', early]]);
    expect(inbox.questions).toEqual([]);
    expect(status('Germany').state).toBe('complete');
  });

  it('000 D.III(3): "Ignore my last, these are the ones:" over a set is a revision, not a withdrawal', async () => {
    const revised = mail('karl@example.de', 'Sun, 29 Nov 2026 18:00:00 +0100', 'Board 4: Germany S1901M', 'Ignore my last, these are the ones:\nA Ber - Kie\nF Kie - Hol\nA Mun - Bur');
    const { inbox, orders } = await evening([['revised', revised], ['karl', karl]]);
    expect(inbox.questions).toEqual([]);
    expect(orders('Germany')).toEqual(['A BER - KIE', 'F KIE - HOL', 'A MUN - BUR']);
  });
});

describe('a set from a mail naming another turn', () => {
  const fall = { ...opening, phase: parsePhaseName('F1901M'), units: [
    { power: 'Italy', type: 'A' as const, location: 'ven' }, { power: 'Italy', type: 'A' as const, location: 'apu' }, { power: 'Italy', type: 'F' as const, location: 'ion' },
  ] };

  it('000 D.III(3): Spring\'s set sent again during Fall is the last set, so Adjudicate asks before using it; Italy needs a look', async () => {
    const orders = mail('giulia@example.it', 'Sun, 29 Nov 2026 10:00:00 +0100', 'Board 4: Italy F1901M', 'A Ven - Tri\nA Apu - Tun via convoy\nF Ion C A Apu - Tun');
    const resent = mail('giulia@example.it', 'Sun, 29 Nov 2026 18:05:00 +0100', 'Board 4: Italy S1901M', 'A Ven H\nA Rom - Apu\nF Nap - Ion');
    const { inbox, status } = await evening([['resent', resent], ['orders', orders]], fall);
    expect(status('Italy').state).toBe('look');
    expect(inbox.questions.join('\n')).toContain('Italy\'s orders used come from resent.eml: names "S1901M", but the board is F1901M');
  });

  it('"Re: Board 4: Spring 1901 results" on the Fall board names the results answered, not another turn: no warning, nothing asked', async () => {
    const reply = mail('giulia@example.it', 'Sun, 29 Nov 2026 10:00:00 +0100', 'Re: Board 4: Spring 1901 results', 'A Ven - Tri\nA Apu H\nF Ion H');
    const { inbox, readings } = await evening([['reply', reply]], fall);
    expect(readings.reply!.messages[0]!.warnings.map((w) => w.text).join(' ')).not.toContain('another turn');
    expect(inbox.questions).toEqual([]);
  });

  it('"Re: Spring 1902 results" on the Fall 1901 board still warns: that turn is not behind the board', async () => {
    const reply = mail('giulia@example.it', 'Sun, 29 Nov 2026 10:00:00 +0100', 'Re: Board 4: Spring 1902 results', 'A Ven - Tri\nA Apu H\nF Ion H');
    const { readings } = await evening([['reply', reply]], fall);
    expect(readings.reply!.messages[0]!.warnings.map((w) => w.text).join(' ')).toContain('another turn');
  });
});

describe('000 D.III(3)a: a later mail whose orders the reader did not take never leaves the earlier set used in silence', () => {
  const later = (body: string, subject = 'Re: Board 4: Germany S1901M') => mail('karl@example.de', 'Sun, 29 Nov 2026 18:00:00 +0100', subject, body);
  it('000 D.III(3)a: "new orders" above a quote of them: the earlier set is used, Germany needs a look and Adjudicate asks', async () => {
    const { inbox, status, orders } = await evening([['karl', karl], ['again', later('New orders, see below.\n\nOn Sun, 29 Nov 2026 at 12:00, Karl wrote:\n> A Ber - Kie\n> F Kie - Hol\n> A Mun - Bur')]]);
    expect(orders('Germany')).toEqual(['A BER - KIE', 'F KIE - DEN', 'A MUN - RUH']);
    expect(status('Germany').state).toBe('look');
    expect(inbox.questions.some((q) => q.startsWith("Germany's orders used come from karl.eml, but again.eml came after") && q.includes('quoted or forwarded history'))).toBe(true);
  });

  it('000 D.III(3)a: orders written only in the Subject: of a later mail: asked the same way', async () => {
    const { inbox, status } = await evening([['karl', karl], ['subject', later('see subject', 'Germany: A Mun - Bur')]]);
    expect(status('Germany').state).toBe('look');
    expect(inbox.questions.some((q) => q.includes('subject.eml came after') && q.includes('the Subject: reads as orders'))).toBe(true);
  });

  it('000 D.III(3)a: the same mail alone, or before the set, asks nothing of the set (it came later)', async () => {
    const first = mail('karl@example.de', 'Sun, 29 Nov 2026 10:00:00 +0100', 'Germany', 'New orders, see below.\n\n> A Ber - Kie');
    const { inbox, status } = await evening([['first', first], ['karl', karl]]);
    expect(status('Germany').state).toBe('complete');
    expect(inbox.questions).toEqual([]);
  });
});
