// Wrong readings found by the unseen-mail trial of retreat and adjustment mail, corpus mails
// 1050-1099 (issue 13): each test is one way such a mail was read wrong, and fails if that
// reading comes back. Before the fixes 43 of the 50 were read right; six wrong readings were
// loud (a line to check) and one silent ("Build A Ven. Waive one." lost the waive).
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text);
const mail = (from: string, subject: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Mon, 10 Mar 2025 10:00:00 +0100\nSubject: ${subject}\n\n${body}`;
const FRANCE = 'marie@example.fr', AUSTRIA = 'franz@example.at', ITALY = 'gio@example.it', TURKEY = 'mehmet@example.com.tr', GERMANY = 'karl@example.de';

describe('000 D.II(5)c: a fallback said as a condition is the next option', () => {
  it('000 D.II(5)c: "F MAO - Spain (nc), if not possible then Brest" retreats to the north coast, Brest the second option', async () => {
    const r = await read(mail(FRANCE, 'France F1901R', 'F MAO - Spain (nc), if not possible then Brest\n'), { position: 'retreat' });
    expect(orders(r, 'France')).toEqual(['F MAO R SPA/NC']);
    expect(verdictOf(r, 'F MAO - Spain (nc), if not possible then Brest')?.options?.map(formatOrder)).toEqual(['F MAO R SPA/NC', 'F MAO R BRE']);
  });

  it('000 D.II(5)c: when the first option is impossible the fallback after "if not possible" is used', async () => {
    // Berlin is held by Germany's own army: not a retreat; Munich is.
    const r = await read(mail(GERMANY, 'Germany F1901R', 'A Kie - Ber, if not possible then Munich\n'), { position: 'retreat' });
    expect(orders(r, 'Germany')).toEqual(['A KIE R MUN']);
  });

  it('000 D.II(5)c: "Remove F Alb (or A Tri if that\'s not allowed)" removes F Alb; the unit after "or" is the second removal, not a hold', async () => {
    const r = await read(mail(AUSTRIA, 'Austria W1901', "Remove F Alb (or A Tri if that's not allowed)\n"), { position: 'winter' });
    expect(orders(r, 'Austria')).toEqual(['REMOVE F ALB']);
    expect(verdictOf(r, "Remove F Alb (or A Tri if that's not allowed)")?.options?.map(formatOrder)).toEqual(['REMOVE F ALB', 'REMOVE A TRI']);
  });

  it('a condition that is not a fallback ("if I get two builds") is read as before', async () => {
    const r = await read(mail(ITALY, 'Italy W1901', 'If I have two builds: A Ven, F Nap. If only one: F Nap.\n'), { position: 'winter' });
    expect(orders(r, 'Italy')).toEqual(['BUILD A VEN', 'BUILD F NAP']);
  });
});

describe('000 D.V: disbands, waives and builds in sentences', () => {
  it('"I\'ll disband the fleet in Albania rather than retreat it." disbands F Alb, naming the words set aside', async () => {
    const r = await read(mail(AUSTRIA, 'Austria retreat', "I'll disband the fleet in Albania rather than retreat it.\n"), { position: 'retreat' });
    expect(orders(r, 'Austria')).toEqual(['F ALB D']);
    expect(verdictOf(r, "I'll disband the fleet in Albania rather than retreat it.")?.notes.join(' ')).toContain('rather than retreat it');
  });

  it('"rather than" naming a place is not set aside: the line stays one to check', async () => {
    const r = await read(mail(AUSTRIA, 'Austria retreat', "I'll disband the fleet in Albania rather than retreat it to Trieste.\n"), { position: 'retreat' });
    expect(orders(r, 'Austria')).toEqual([]);
  });

  it('000 D.V: "Build A Ven. Waive one." is a build and a waive, each its own verdict (the waive was dropped silently)', async () => {
    const r = await read(mail(ITALY, 'Italy W1901A', 'Build A Ven. Waive one.\n'), { position: 'winter' });
    expect(orders(r, 'Italy')).toEqual(['BUILD A VEN', 'WAIVE']);
    expect(verdictOf(r, 'Waive one.')?.kind).toBe('accepted');
  });

  it('a sentence saying "waive" after an order is never set aside as a comment: it is read or flagged', async () => {
    const r = await read(mail(ITALY, 'Italy W1901A', 'Build A Ven. Waive the build in Rome, I think.\n'), { position: 'winter' });
    const v = r.verdicts.filter((x) => x.text.includes('Waive'));
    expect(v.every((x) => x.kind !== 'accepted' || x.order?.kind === 'waive')).toBe(true);
    expect(v.some((x) => x.kind === 'ambiguous' || x.order?.kind === 'waive')).toBe(true);
  });

  it('000 D.V: "Build F Smyrna. I\'ll hold off on my second build." builds F Smy and waives the other', async () => {
    const r = await read(mail(TURKEY, 'Turkey builds', "Build F Smyrna. I'll hold off on my second build.\n"), { position: 'winter' });
    expect(orders(r, 'Turkey')).toEqual(['BUILD F SMY', 'WAIVE']);
  });

  it('000 D.V: "I\'ll skip the other build" alone is a waive; "hold off" in a movement mail is no order', async () => {
    const w = await read(mail(TURKEY, 'Turkey builds', 'Build A Con\nI will skip the other build this year.\n'), { position: 'winter' });
    expect(orders(w, 'Turkey')).toEqual(['BUILD A CON', 'WAIVE']);
    const m = await read(mail(TURKEY, 'Turkey S1901', "F Ank - Bla\nA Con - Bul\nA Smy H\nI'll hold off on attacking Russia.\n"));
    expect(orders(m, 'Turkey')).toEqual(['F ANK - BLA', 'A CON - BUL', 'A SMY H']);
  });
});

describe('000 D.II(5): an adjustment order sent with the fall retreats', () => {
  it('000 D.II(5)b: "Winter: build A Kie" in the fall retreat phase is accepted and kept for the winter adjustments (orders sent before their phase), not used now', async () => {
    const r = await read(mail(GERMANY, 'Germany retreat + builds', 'Retreat A Kie-Hol.\n\nWinter: build A Kie\n'), { position: 'retreat' });
    expect(orders(r, 'Germany')).toEqual(['A KIE R HOL']);
    const v = verdictOf(r, 'Winter: build A Kie')!;
    expect(v).toMatchObject({ kind: 'accepted', forLaterPhase: 'adjustment' });
    expect(v.notes.join(' ')).toContain('kept for the adjustment phase (000 D.II(5)b)');
  });

  it('000 D.II(5)b: a removal of a unit that was not dislodged, in the fall retreat phase, is kept for the winter the same way', async () => {
    const r = await read(mail(AUSTRIA, 'Austria F1901R', 'F Alb - Tri\nRemove A Gal\n'), { position: 'retreat' });
    expect(orders(r, 'Austria')).toEqual(['F ALB R TRI']);
    expect(verdictOf(r, 'Remove A Gal')).toMatchObject({ kind: 'accepted', forLaterPhase: 'adjustment', order: { kind: 'remove', unit: 'gal' } });
  });

  it('in a spring retreat phase a build is just not a retreat order (no adjustment follows)', async () => {
    const { position } = await import('./helpers');
    const spring = { ...position('retreat'), phase: { year: 1902, season: 'spring' as const, type: 'retreat' as const } };
    const r = await read(mail(GERMANY, 'Germany S1902R', 'A Kie - Hol\nBuild A Kie\n'), { position: spring });
    expect(verdictOf(r, 'Build A Kie')?.reason).toBe('not a retreat order: this is the retreat phase');
  });
});
