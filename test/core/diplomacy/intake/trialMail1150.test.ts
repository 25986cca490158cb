// Wrong readings found by the unseen-mail trial, corpus mails 1150-1199 and evenings 16-18
// (issue 13): the GM's own game life around the orders (replies to the reminder and the results,
// a one-unit change in a later mail, sitters, clocks), votes and multi-unit lines in other
// languages. Each test is one way a mail was read wrong or silently, and fails if that reading
// comes back.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { game, read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text);
const votes = (r: Result) => r.messages.flatMap((m) => m.votes);
const mail = (from: string, subject: string, body: string, date = 'Sun, 29 Nov 2026 12:00:00 +0000') => `From: ${from}\nTo: gm@dipgame.example\nDate: ${date}\nSubject: ${subject}\n\n${body}`;
const KARL = 'karl@example.de';

describe('000 D.IX(2)a: a draw or concession vote in another language is kept as a vote', () => {
  for (const [line, value] of [
    ['Ich stimme für ein Remis.', 'yes'],
    ['Ich stimme gegen das Remis, nein.', 'no'],
    ['Voto por el empate.', 'yes'],
    ['Voto en contra del empate.', 'no'],
    ['Je vote pour la nulle.', 'yes'],
    ['Je vote contre le match nul.', 'no'],
    ['Voto per il pareggio.', 'yes'],
    ['Io voto contro la patta.', 'no'],
    ['Remis: ja', 'yes'],
    ['Empate: no', 'no'],
    ['Mi voto sul pareggio: mi astengo.', 'abstain'],
  ] as const) {
    it(`000 D.IX(2)a: "${line}" is a vote (${value}), not "not an order" (corpus 1187, 1194 lost it without a word)`, async () => {
      const r = await read(mail(KARL, 'Germany S1901', `F Kie - Den\nA Ber - Kie\nA Mun - Ruh\n\n${line}\n\nKarl\n`));
      expect(orders(r, 'Germany')).toEqual(['F KIE - DEN', 'A BER - KIE', 'A MUN - RUH']);
      expect(votes(r).map((v) => v.value)).toEqual([value]);
      expect(verdictOf(r, line)?.kind).toBe('vote');
    });
  }

  it('000 D.IX(1)c: a line that names no draw or concession is no vote ("Ich stimme zu", "Voto", "Stimme Frankreich zu")', async () => {
    for (const line of ['Ich stimme zu, Frankreich ist gefährlich.', 'Voto: ya lo hablamos.', 'Je vote souvent trop tard.']) {
      const r = await read(mail(KARL, 'Germany S1901', `F Kie - Den\n\n${line}\n`));
      expect(votes(r), line).toEqual([]);
    }
  });
});

describe('000 D.III(3)a: "only change:" is an amendment, whatever words say how much changes', () => {
  const GIO = 'gio@example.it';
  const first = mail(GIO, 'Italy S1901', 'F Nap - Tys\nA Rom - Apu\nA Ven H\n\nGiovanni\n', 'Sat, 28 Nov 2026 10:00:00 +0100');
  for (const line of ['only change: F Nap - Ion', 'Just one change: F Nap - Ion', 'Nur eine Änderung: F Neapel - Ionisches Meer', 'Une seule correction : F Nap - Ion', 'Solo un cambio: F Nap - Ion', 'Only change after talking to Franz: F Nap - Ion']) {
    it(`000 D.III(3)a, 001 B.IV(4)a: "${line}" in a later mail replaces the earlier set, and the mail says so (corpus 1160, 1186 replaced it without a word)`, async () => {
      for (const [profile, clause] of [['wm2004', '000 D.III(3)a'], ['maharajiad', '001 B.IV(4)a']] as const) {
        const r = await read(`${first}\n${mail(GIO, 'Re: Italy S1901', `${line}\n\nG.\n`, 'Sat, 28 Nov 2026 22:40:00 +0100')}`, { rules: profile });
        expect(orders(r, 'Italy'), profile).toEqual(['F NAP - ION']);
        expect(verdictOf(r, line)?.amendment, profile).toBeDefined();
        expect(r.messages.flatMap((m) => m.warnings).find((w) => w.clause === clause)?.text, profile).toContain('replaces the earlier ones entirely');
      }
    });
  }

  it('001 B.IV(6)a: "PS only change after talking to Franz: F Nap - Ion" in the same mail withdraws the F Nap line above; it is no second order that leaves F Nap holding (corpus 1162)', async () => {
    const r = await read(mail(GIO, 'Italy S1901', 'F Nap - Tys\nA Rom - Apu\nA Ven H\n\nGiovanni\n\nPS only change after talking to Franz: F Nap - Ion\n'), { rules: 'maharajiad' });
    expect(orders(r, 'Italy')).toEqual(['A ROM - APU', 'A VEN H', 'F NAP - ION']);
    expect(verdictOf(r, 'F Nap - Tys')?.kind).toBe('superseded');
  });

  it('000 D.III(5): a line that only starts like a change is still read as it was ("Only A Ven holds" is no amendment)', async () => {
    const r = await read(mail(GIO, 'Italy S1901', 'F Nap - Ion\nA Rom - Apu\nOnly A Ven holds\n'));
    expect(r.verdicts.some((v) => v.amendment)).toBe(false);
  });
});

describe('000 D.III(3): "Scratch the Tyrolia move, A Ven holds instead" takes one order back and gives one in its place', () => {
  const GIO = 'gio@example.it';
  const first = mail(GIO, 'Italy S1901', 'A Ven - Tyr\nA Rom - Ven\nF Nap - Ion\n\nGiovanni\n', 'Sat, 28 Nov 2026 10:00:00 +0100');
  const later = (line: string) => `${first}\n${mail(GIO, 'Re: Italy S1901', `${line}\n\nGiovanni\n`, 'Sun, 29 Nov 2026 09:15:00 +0100')}`;

  it('000 D.III(3)a: in a later mail it is a revised set: A Ven holds, and the mail says the earlier set is replaced (corpus 1161 left it as a sentence and adjudicated A Ven - Tyr)', async () => {
    const r = await read(later('Scratch the Tyrolia move please, A Ven holds instead.'));
    expect(orders(r, 'Italy')).toEqual(['A VEN H']);
    expect(r.messages.flatMap((m) => m.warnings).some((w) => w.clause === '000 D.III(3)a')).toBe(true);
  });

  it('000 D.III(3)b: under the merge rule the earlier set\'s other orders stand and A Ven holds (evening 18 kept F Kie - Hol)', async () => {
    const r = await read(later('Cancel the Tyrolia move; A Ven holds'), { rules: { ...getProfile('wm2004'), multipleOrderSets: 'merge-per-unit' } });
    expect([...orders(r, 'Italy')].sort()).toEqual(['A ROM - VEN', 'A VEN H', 'F NAP - ION']);
  });

  it('000 D.III(5): in the same mail it withdraws the move it names, even when another unit made it, and the new order stands', async () => {
    const r = await read(mail(GIO, 'Italy S1901', 'A Ven - Tyr\nA Rom - Apu\nF Nap - Ion\n\nScratch the Tyrolia move, A Rom - Ven instead.\n'));
    expect(orders(r, 'Italy')).toEqual(['F NAP - ION', 'A ROM - VEN']);
    expect(verdictOf(r, 'A Ven - Tyr')?.kind).toBe('superseded');
    expect(verdictOf(r, 'A Rom - Apu')?.kind).toBe('superseded');
  });

  it('000 D.III(4)c: "Scratch the Bur move." alone still only withdraws (the unit holds), and "Scratch the Bur move. Thanks!" is no order', async () => {
    const r = await read(mail('marie@example.fr', 'France S1901', 'A Par - Bur\nF Bre - Mao\n\nScratch the Bur move.\n'));
    expect(orders(r, 'France')).toEqual(['F BRE - MAO']);
    const thanks = await read(mail('marie@example.fr', 'France S1901', 'A Par - Bur\nF Bre - Mao\n\nScratch the Bur move. Thanks!\n'));
    expect(thanks.verdicts.some((v) => v.amendment)).toBe(false);
  });
});

describe('000 D.III(2): two units that hold on one line in French, German, Spanish or Italian are both ordered, nothing inferred', () => {
  for (const [from, subject, line, power, want] of [
    ['gio@example.it', 'Italia P1901', 'A Venezia e A Roma tengono', 'Italy', ['A VEN H', 'A ROM H']],
    ['marie@example.fr', 'France P1901', 'A Par et A Mar tiennent', 'France', ['A PAR H', 'A MAR H']],
    ['karl@example.de', 'Deutschland 1901', 'A Ber und A Mün halten', 'Germany', ['A BER H', 'A MUN H']],
    ['mehmet@example.com.tr', 'Turquía P1901', 'A Constantinopla y A Esmirna se quedan', 'Turkey', ['A CON H', 'A SMY H']],
  ] as const) {
    it(`000 D.III(2): "${line}" holds both armies (corpus 1188 read neither: "cannot read 'tengono'")`, async () => {
      const r = await read(mail(from, subject, `${line}\n`));
      expect(orders(r, power)).toEqual(want);
    });
  }

  it('000 D.III(2): "e", "et", "und", "y" split a line only before a unit: "F Napoli - Ionio e poi vediamo" stays one order', async () => {
    const r = await read(mail('gio@example.it', 'Italia P1901', 'F Napoli - Ionio e poi vediamo\n'));
    expect(r.verdicts.filter((v) => v.order).length).toBeLessThanOrEqual(1);
    expect(orders(r, 'Italy')).not.toContain('A VEN H');
  });
});

describe('000 D.VII(1): a Date: a week or more after the deadline is a wrong clock, not a time', () => {
  const withDeadline = { ...game, deadline: '2026-11-29T20:00:00Z', lateOrders: 'reject-after-deadline' as const };
  const MARIE = 'marie@example.fr';
  const messageOf = (r: Result) => r.messages[0]!;

  it('000 D.VII(1): a set dated a year ahead, with no Received:, is neither late nor timed, and the mail says the clock cannot be right (evening 17 rejected it as late and used the older set unasked)', async () => {
    const r = await read(mail(MARIE, 'France S1901', 'F Bre - Eng\nA Par - Bur\nA Mar S A Par - Bur\n', 'Mon, 29 Nov 2027 19:30:00 +0100'), { game: withDeadline });
    expect(messageOf(r).late).toBeUndefined();
    expect(messageOf(r).timeSource).toBe('none');
    const w = messageOf(r).warnings.find((x) => x.text.includes('clock cannot be right'));
    expect(w?.asks).toBe('when-used');
    expect(orders(r, 'France')).toEqual(['F BRE - ENG', 'A PAR - BUR', 'A MAR S A PAR - BUR']);
  });

  it('000 D.III(3)a: beside an earlier set of the same power, the wrong clock cannot rank them: the paste says so', async () => {
    const earlier = mail(MARIE, 'France S1901', 'F Bre - Mao\nA Par - Pic\nA Mar - Spa\n', 'Sun, 29 Nov 2026 10:00:00 +0100');
    const r = await read(`${earlier}\n${mail(MARIE, 'France S1901 (new)', 'F Bre - Eng\nA Par - Bur\nA Mar S A Par - Bur\n', 'Mon, 29 Nov 2027 19:30:00 +0100')}`, { game: withDeadline });
    expect(r.messages.flatMap((m) => m.warnings.map((w) => w.text)).some((t) => t.includes('cannot be ranked'))).toBe(true);
  });

  it('000 D.VII(3)a: a set sent two days after the deadline is still late, and a Received: time is trusted whatever the Date: says', async () => {
    const late = await read(mail(MARIE, 'France S1901', 'F Bre - Eng\n', 'Tue, 01 Dec 2026 19:30:00 +0000'), { game: withDeadline });
    expect(messageOf(late).late?.reason).toBe('received after the deadline');
    const received = await read(`Received: from mx by gm; Sun, 29 Nov 2026 19:00:00 +0000\n${mail(MARIE, 'France S1901', 'F Bre - Eng\n', 'Mon, 29 Nov 2027 19:30:00 +0100')}`, { game: withDeadline });
    expect(messageOf(received).late).toBeUndefined();
    expect(messageOf(received).warnings.some((w) => w.text.includes('clock'))).toBe(false);
  });
});

describe('000 D.II(2)a: "F1901" in a German mail may be Frühjahr (spring)', () => {
  it('000 D.II(2)a: "Deutschland F1901 Befehle" on the spring board names this turn: no "orders for another turn?" (corpus 1186, 1194 warned falsely)', async () => {
    const r = await read(mail(KARL, 'Deutschland F1901 Befehle', 'F Kie - Den\nA Ber - Kie\nA Mün - Ruh\n\nGruß, Karl\n'));
    expect(r.messages.flatMap((m) => m.warnings.map((w) => w.text)).filter((t) => t.includes('another turn'))).toEqual([]);
  });

  it('000 D.II(2)a: an English "F1901" on the spring board still warns, and a German "F1902" too (neither season of 1902 is the board\'s)', async () => {
    const english = await read(mail(KARL, 'Germany F1901 orders', 'F Kie - Den\n'));
    expect(english.messages[0]!.warnings.some((w) => w.text.includes('another turn'))).toBe(true);
    const later = await read(mail(KARL, 'Deutschland F1902 Befehle', 'F Kie - Den\n\nGruß, Karl\n'));
    expect(later.messages[0]!.warnings.some((w) => w.text.includes('another turn'))).toBe(true);
  });
});
