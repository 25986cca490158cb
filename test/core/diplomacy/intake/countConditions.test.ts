// Builds and removals that depend on their number ("If one build: A Mar; if two: A Mar, F Bre",
// "Build F Lon, and if I have 2, A Lvp", or one option per block of lines): conditional
// adjustment orders (000 D.II(5)b, 001 B.III(5)b) applied only when the number is the power's
// real one, never when it is not (then ambiguous, with why).
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { countLines, decideCounts, type CountPart } from '../../../../core/diplomacy/intake/countConditions';
import { formatOrder, type IntakeResult } from '../../../../core/diplomacy/intake/index';
import { conditionalOrdersFor } from '../../../../core/diplomacy/conditionalOrders';
import type { Position } from '../../../../core/diplomacy/types';
import { checkInvariants, GM, position, read } from './helpers';

const wm = getProfile('wm2004');
const mah = getProfile('maharajiad');
const mail = (from: string, body: string) => `From: ${from}\nTo: ${GM}\nDate: Mon, 03 Mar 2025 10:00:00 +0000\nSubject: orders\n\n${body}\n`;
const france = (body: string) => mail('Marie Durand <marie@example.fr>', body);
const england = (body: string) => mail('Tom Bell <tom@example.co.uk>', body);
const ordersOf = (r: IntakeResult, power: string) => (r.orders[power] ?? []).map(formatOrder);
const conditions = (text: string) => countLines([text]).get(0)?.parts.map((p) => [p.order, p.clause?.count ?? null, p.clause?.kind ?? p.kind ?? null]);

describe('count conditions found in a line', () => {
  it('one line, options for one and for two builds', async () => {
    expect(conditions('If one build: A Mar; if two: A Mar, F Bre')).toEqual([['A Mar', 1, 'build'], ['A Mar', 2, 'build'], ['F Bre', 2, 'build']]);
  });
  it('an unconditional build, then an extra one for two', async () => {
    expect(conditions('Build F Lon, and if I have 2, A Lvp')).toEqual([['Build F Lon', null, 'build'], ['A Lvp', 2, 'build']]);
  });
  it('a condition after the order, with no colon, is that order\'s own: "Build A Mar, F Bre if I get two builds"', async () => {
    expect(conditions('Build A Mar, F Bre if I get two builds')).toEqual([['Build A Mar', null, 'build'], ['F Bre', 2, 'build']]);
    expect(countLines(['Build A Mar, F Bre if I get two builds', 'A Par - Bur']).has(1)).toBe(false);
  });
  it('removals: "if I must remove one"', async () => {
    expect(conditions('If I must remove one: F Alb; if two: F Alb, A Gal')).toEqual([['F Alb', 1, 'remove'], ['F Alb', 2, 'remove'], ['A Gal', 2, 'remove']]);
  });
  it('"at least two" and "2 or more" fit any larger number too', async () => {
    expect(countLines(['If at least two builds: A Mar']).get(0)!.parts[0]!.clause).toMatchObject({ count: 2, orMore: true });
    expect(countLines(['If 2 or more builds: A Mar']).get(0)!.parts[0]!.clause).toMatchObject({ count: 2, orMore: true });
  });
  it('a header-only line opens a block: the lines below are its orders, until a blank line', async () => {
    const found = countLines(['If two builds:', 'A Mar', 'F Bre', undefined, 'A Par - Bur']);
    expect(found.get(0)!.parts).toEqual([expect.objectContaining({ order: '' })]);
    expect(found.get(1)!.parts[0]!.clause).toMatchObject({ count: 2 });
    expect(found.get(2)!.parts[0]!.clause).toMatchObject({ count: 2 });
    expect(found.has(4)).toBe(false);
  });
  it('the parts of a line cover it from its start to its end, in order', async () => {
    const text = 'If one build: A Mar; if two: A Mar, F Bre';
    const parts = countLines([text]).get(0)!.parts;
    expect(parts[0]!.start).toBe(0);
    expect(parts[parts.length - 1]!.end).toBe(text.length);
    for (let i = 1; i < parts.length; i++) expect(parts[i]!.start).toBe(parts[i - 1]!.end);
  });
  for (const text of ['If dislodged, A Gal retreats to Bud', 'if one of my units is dislodged, F Tri - Alb', 'Build A Vie if possible', 'A Par - Bur', 'If a fleet attacks, hold']) {
    it(`no count condition in "${text}"`, async () => expect(countLines([text]).size).toBe(0));
  }
});

describe('which options apply: the power\'s real number, never another', () => {
  const parts = countLines(['If one build: A Mar; if two: A Mar, F Bre']).get(0)!.parts;
  it('with two builds the option for two is used, the option for one is not', async () => {
    expect(decideCounts(parts, { builds: 2, removals: 0 }, 'France').map((d) => d.use)).toEqual([false, true, true]);
  });
  it('with three builds no option fits: each part is ambiguous and says why', async () => {
    const d = decideCounts(parts, { builds: 3, removals: 0 }, 'France');
    expect(d.every((x) => !x.use && x.kind === 'ambiguous')).toBe(true);
    expect(d[0]).toMatchObject({ reason: expect.stringContaining('France has 3 builds') });
  });
  it('with a removal due, build options do not fit', async () => {
    expect(decideCounts(parts, { builds: 0, removals: 1 }, 'France').every((x) => !x.use)).toBe(true);
  });
  it('an extra build for a number the power does not reach is not needed (superseded), the unconditional one stands', async () => {
    const extra: CountPart[] = countLines(['Build F Lon, and if I have 2, A Lvp']).get(0)!.parts;
    expect(decideCounts(extra, { builds: 1, removals: 0 }, 'England')).toEqual([{ use: true, note: '' }, expect.objectContaining({ use: false, kind: 'superseded' })]);
  });
});

describe('000 D.II(5)b, 001 B.III(5)b: count-conditional adjustment orders in the adjustment phase', () => {
  for (const rules of [wm, mah]) {
    it(`${rules.id}: one-line options: two builds → the option for two; one build → the option for one`, async () => {
      const body = 'If one build: A Mar; if two: A Mar, F Bre';
      const r = (await read(france(body), { rules, position: 'winter' }));
      expect(checkInvariants(france(body), r)).toBeUndefined();
      expect(ordersOf(r, 'France')).toEqual(['BUILD A MAR', 'BUILD F BRE']);
      const one = (await read(england('If one build: F Lon; if two: F Lon, A Lvp'), { rules, position: 'winter' }));
      expect(ordersOf(one, 'England')).toEqual(['BUILD F LON']);
    });
  }
  it('the two-line "if one build" option is never applied to a power with two builds (it was, silently)', async () => {
    const r = (await read(france('If one build:\nBuild A Mar\nIf two builds:\nBuild A Mar\nBuild F Bre'), { position: 'winter' }));
    expect(ordersOf(r, 'France')).toEqual(['BUILD A MAR', 'BUILD F BRE']);
    const first = r.verdicts.find((v) => v.text === 'Build A Mar')!;
    expect(first).toMatchObject({ kind: 'superseded', reason: expect.stringContaining('France has 2 builds') });
  });
  it('no option fits: nothing conditional is built, and every part says why', async () => {
    const r = (await read(france('If one build: A Mar\nIf three builds: A Mar, F Bre, A Par'), { position: 'winter' }));
    expect(ordersOf(r, 'France')).toEqual([]);
    const parts = r.verdicts.filter((v) => v.order);
    expect(parts).toHaveLength(4);
    for (const v of parts) expect(v).toMatchObject({ kind: 'ambiguous', reason: expect.stringContaining('no option was given for 2 builds') });
  });
  it('each part of a one-line option gets its own verdict, spanning its part of the raw line', async () => {
    const paste = france('If one build: A Mar; if two: A Mar, F Bre');
    const r = (await read(paste, { position: 'winter' }));
    const parts = r.verdicts.filter((v) => v.order);
    expect(parts.map((v) => v.raw)).toEqual(['If one build: A Mar; ', 'if two: A Mar, ', 'F Bre']);
    expect(parts.map((v) => v.text)).toEqual(['If one build: A Mar', 'if two: A Mar', 'F Bre']);
    expect(parts.map((v) => v.part)).toEqual([{ index: 1, of: 3 }, { index: 2, of: 3 }, { index: 3, of: 3 }]);
  });
  it('000 D.V(2): an option that fits still counts against the builds allowed with the set\'s other builds', async () => {
    const r = (await read(england('Build F Edi\nIf one build: F Lon'), { position: 'winter' }));
    expect(ordersOf(r, 'England')).toEqual(['BUILD F LON']);
    expect(r.verdicts.find((v) => v.text === 'Build F Edi')).toMatchObject({ kind: 'illegal', clause: '000 D.V(2)' });
  });
});

describe('options that add up ("F Bre if I get one, and A Par as well if I get two")', () => {
  const parts = countLines(['Build F Bre if I get one, and A Par as well if I get two']).get(0)!.parts;
  it('are marked cumulative; "If one: A Mar; if two: A Mar, F Bre" is not', async () => {
    expect(parts.every((p) => p.clause?.cumulative)).toBe(true);
    expect(countLines(['If one build: A Mar; if two: A Mar, F Bre']).get(0)!.parts.some((p) => p.clause?.cumulative)).toBe(false);
  });
  it('two builds: both; one build: the first only; three builds: no option is for three, so neither (ambiguous)', async () => {
    expect(decideCounts(parts, { builds: 2, removals: 0 }, 'France').map((d) => d.use)).toEqual([true, true]);
    expect(decideCounts(parts, { builds: 1, removals: 0 }, 'France').map((d) => d.use)).toEqual([true, false]);
    expect(decideCounts(parts, { builds: 3, removals: 0 }, 'France')).toEqual([expect.objectContaining({ kind: 'ambiguous' }), expect.objectContaining({ kind: 'ambiguous' })]);
  });
  it('000 D.II(5)b: sent with the Fall moves, they add up in the adjustment phase too', async () => {
    const r = (await read(france('A Gas H\nBuild F Bre if I get one, and A Par as well if I get two'), { position: 'autumn' }));
    const kept = r.sets[0]!.conditional;
    expect(kept.map((k) => k.ifCount?.cumulative)).toEqual([true, true]);
    const got = conditionalOrdersFor(position('winter'), { France: kept }, wm);
    expect((got.orders.France ?? []).map(formatOrder)).toEqual(['BUILD F BRE', 'BUILD A PAR']);
  });
});

// Read once for the describe below (a describe body cannot wait; the module can).
const countBody = 'A War - Gal\nA Ukr - Rum\nF Sev S A Ukr - Rum\nF Bot - Swe\nIf I get one build: A Mos\nIf I get two builds: A Mos, F StP(nc)';
const countMail = await read(mail('Ivan Petrov <ivan@example.ru>', countBody), { position: 'autumn' });

describe('000 D.II(5)b: count-conditional builds sent with the moves are kept with their number', () => {
  const body = countBody;
  const r = countMail;
  const kept = r.sets[0]!.conditional;
  const winter = position('winter');
  const withBuilds = (n: number): Position => {
    // Russia has 6 centres and 4 units in the winter position: give away centres to leave n builds.
    const centres = { ...winter.centres };
    for (const c of ['rum', 'swe'].slice(0, 2 - n)) centres[c] = 'Turkey';
    return { ...winter, centres };
  };

  it('the lines are kept for the adjustment phase, each with its number', async () => {
    expect(kept.map((k) => [k.phase, k.ifCount?.count, k.options.map(formatOrder)])).toEqual([
      ['adjustment', 1, ['BUILD A MOS']], ['adjustment', 2, ['BUILD A MOS']], ['adjustment', 2, ['BUILD F STP/NC']],
    ]);
  });
  it('000 D.II(5)c: with two builds in the adjustment phase the option for two gives its builds, the option for one gives none', async () => {
    const got = conditionalOrdersFor(withBuilds(2), { Russia: kept }, wm);
    expect((got.orders.Russia ?? []).map(formatOrder)).toEqual(['BUILD A MOS', 'BUILD F STP/NC']);
    expect(got.choices[0]).toMatchObject({ reason: expect.stringContaining("'If I get one build' is for 1, but Russia has 2 builds") });
  });
  it('with one build only the option for one is used', async () => {
    const got = conditionalOrdersFor(withBuilds(1), { Russia: kept }, wm);
    expect((got.orders.Russia ?? []).map(formatOrder)).toEqual(['BUILD A MOS']);
  });
  it('with three builds no option fits: nothing is built, and the GM is told', async () => {
    const three: Position = { ...winter, centres: { ...winter.centres, ber: 'Russia' } };
    const got = conditionalOrdersFor(three, { Russia: kept }, wm);
    expect(got.orders.Russia ?? []).toEqual([]);
    for (const c of got.choices) expect(c.reason).toContain('the GM decides');
  });
});
