// Reading clauses tested one at a time, on small pastes. Test names carry the checklist keys.
import { describe, expect, it } from 'vitest';
import { formatOrder, NameIndex } from '../../../../core/diplomacy/intake/index';
import { countedDoubts, severityOf } from '../../../../core/diplomacy/intake/doubtSeverity';
import { profiles, type HouseRules } from '../../../../core/diplomacy/houseRules';
import namesData from '../../../../assets/variants/standard/names.json';
import { adjudicate } from '../../../../core/diplomacy/adjudicate';
import { game, GM, position, read, variant } from './helpers';

const mail = (power: string, body: string, extra = '') =>
  `From: someone <${power.toLowerCase()}@example.org>\nTo: ${GM}\n${extra}Subject: dipgame: ${power} S1901M\n\n${body}\n`;
const orders = (r: Awaited<ReturnType<typeof read>>, power: string) => (r.orders[power] ?? []).map(formatOrder);
const verdictOf = (r: Awaited<ReturnType<typeof read>>, text: string) => r.verdicts.find((v) => v.text.trim() === text)!;
const merge: HouseRules = { ...profiles.wm2004, multipleOrderSets: 'merge-per-unit' };

describe('province names', () => {
  const names = new NameIndex(variant);
  it('000 D.III(1)b / 001 B.IV(2)a: every official abbreviation and full name reads exactly as its province, never ambiguous', async () => {
    for (const p of variant.data.provinces) {
      expect(names.resolve(p.id)).toMatchObject({ kind: 'exact', province: p.id });
      expect(names.resolve(p.name)).toMatchObject({ kind: 'exact', province: p.id });
    }
  });
  it('every alias in names.json names exactly its own province', async () => {
    for (const [id, aliases] of Object.entries((namesData as { provinces: Record<string, string[]> }).provinces)) {
      for (const a of aliases) expect(names.resolve(a), a).toMatchObject({ kind: 'exact', province: id });
    }
  });
  it('000 D.III(1)a: a unique prefix is read, a prefix of several names is ambiguous', async () => {
    expect(names.resolve('Burgun')).toMatchObject({ kind: 'prefix', province: 'bur' });
    expect(names.resolve('west med')).toMatchObject({ kind: 'exact', province: 'wes' });
    expect(names.resolve('Nort')).toMatchObject({ kind: 'ambiguous' });
  });
  it('001 B.IV(2)b: a typo that spells another province is that province, however close the intended one', async () => {
    // "Ber" is one letter from "Bur", but it IS Berlin.
    expect(names.resolve('Ber')).toMatchObject({ kind: 'exact', province: 'ber' });
    expect(names.resolve('Rome')).toMatchObject({ kind: 'exact', province: 'rom' });
  });
  it('001 B.IV(2)c: other typos are offered as the single closest reading, or ambiguous on a tie', async () => {
    expect(names.resolve('Sevastapol')).toMatchObject({ kind: 'typo', province: 'sev' });
    expect(names.resolve('Burgandy')).toMatchObject({ kind: 'typo', province: 'bur' });
    expect(names.resolve('Xyzzyq')).toBeUndefined();
  });
  it("000 D.III(1)c: a player's own list is read exactly for that player only", async () => {
    const own = new NameIndex(variant, { Mdl: 'mao', Tyro: 'tyr' });
    expect(own.resolve('mdl')).toMatchObject({ kind: 'exact', province: 'mao', source: 'player' });
    expect(new NameIndex(variant).resolve('mdl')?.kind).not.toBe('exact');
  });
});

describe('order sets', () => {
  it('000 D.III(2) / 001 B.IV(3) / 002 BT17a: an unordered unit gets no inferred order (it simply holds)', async () => {
    for (const rules of ['wm2004', 'maharajiad', 'agora-bt']) {
      const r = (await read(mail('France', 'A Par - Bur\nA Mar S A Par - Bur'), { rules }));
      expect(orders(r, 'France')).toEqual(['A PAR - BUR', 'A MAR S A PAR - BUR']);
    }
  });
  it('001 B.IV(1): orders are read as written, with no presumption of a complete or valid set', async () => {
    const r = (await read(mail('France', 'A Par - Mun\nF Bre - Pic'), { rules: 'maharajiad' }));
    expect(orders(r, 'France')).toEqual(['F BRE - PIC']);
    expect(verdictOf(r, 'A Par - Mun').kind).toBe('illegal');
  });
  it('000 D.III(3)b / 001 B.IV(4)b: the alternative rule merges sets, the latest order per unit', async () => {
    const paste = mail('France', 'A Par - Bur\nA Mar - Spa\nF Bre - Mao', 'Date: Mon, 03 Mar 2025 10:00:00 +0000\n')
      + '\n' + mail('France', 'A Par - Pic', 'Date: Tue, 04 Mar 2025 10:00:00 +0000\n');
    const r = (await read(paste, { rules: merge }));
    expect(orders(r, 'France').sort()).toEqual(['A MAR - SPA', 'A PAR - PIC', 'F BRE - MAO']);
    expect(verdictOf(r, 'A Par - Bur')).toMatchObject({ kind: 'superseded', clause: '000 D.III(3)b' });
    const m = (await read(paste, { rules: { ...profiles.maharajiad, multipleOrderSets: 'merge-per-unit' } }));
    expect(verdictOf(m, 'A Par - Bur')).toMatchObject({ kind: 'superseded', clause: '001 B.IV(4)b' });
  });
  it('000 D.III(3)a / 002 BT15b: with the default rule the latest set counts, wholly', async () => {
    const paste = mail('France', 'A Par - Bur\nA Mar - Spa', 'Date: Mon, 03 Mar 2025 10:00:00 +0000\n')
      + '\n' + mail('France', 'A Par - Pic', 'Date: Tue, 04 Mar 2025 10:00:00 +0000\n');
    for (const rules of ['wm2004', 'agora-bt']) expect(orders((await read(paste, { rules })), 'France')).toEqual(['A PAR - PIC']);
    expect((await read(paste)).sets.map((s) => s.used)).toEqual([false, true]);
  });
  it('000 D.III(5): the last order for a unit in one set is used; 001 B.IV(6)a: the unit is ambiguous and holds', async () => {
    const body = 'A Par - Bur\nA Par - Gas';
    expect(orders((await read(mail('France', body), { rules: 'wm2004' })), 'France')).toEqual(['A PAR - GAS']);
    expect(orders((await read(mail('France', body), { rules: 'maharajiad' })), 'France')).toEqual([]);
  });
  it('001 B.IV(6)b: identical duplicates count as one order', async () => {
    expect(orders((await read(mail('France', 'A Par - Bur\nA Par - Bur'), { rules: 'maharajiad' })), 'France')).toEqual(['A PAR - BUR']);
  });
});

describe('units, nationalities, coasts', () => {
  it('000 D.IV(1) / 001 B.V(1): an omitted unit type is filled from the board', async () => {
    for (const rules of ['wm2004', 'maharajiad']) expect(orders((await read(mail('England', 'Lon - Nth'), { rules })), 'England')).toEqual(['F LON - NTH']);
  });
  it('000 D.IV(1) vs 001 B.V(2): a wrong unit type is corrected or invalidates', async () => {
    expect(verdictOf((await read(mail('England', 'A Lon - Nth'), { rules: 'wm2004' })), 'A Lon - Nth')).toMatchObject({ kind: 'corrected', clause: '000 D.IV(1)' });
    expect(verdictOf((await read(mail('England', 'A Lon - Nth'), { rules: 'maharajiad' })), 'A Lon - Nth')).toMatchObject({ kind: 'illegal', clause: '001 B.V(2)' });
  });
  it('000 D.IV(2) vs 001 B.V(4), and 001 B.V(3): wrong, right and omitted nationality of a supported unit', async () => {
    const wrong = 'A Ber S Russian A Mun - Sil', right = 'A Ber S German A Mun - Sil', none = 'A Ber S A Mun - Sil';
    expect(verdictOf((await read(mail('Germany', wrong), { rules: 'wm2004' })), wrong)).toMatchObject({ kind: 'corrected', clause: '000 D.IV(2)' });
    expect(verdictOf((await read(mail('Germany', wrong), { rules: 'maharajiad' })), wrong)).toMatchObject({ kind: 'illegal', clause: '001 B.V(4)' });
    expect(verdictOf((await read(mail('Germany', right), { rules: 'maharajiad' })), right).kind).toBe('accepted');
    expect(verdictOf((await read(mail('Germany', none), { rules: 'maharajiad' })), none).kind).toBe('accepted');
  });
  it('000 D.IV(3)a: a wrong coast on a hold order never invalidates it', async () => {
    expect(verdictOf((await read(mail('Russia', 'F StP/nc H'))), 'F StP/nc H')).toMatchObject({ kind: 'corrected', order: { kind: 'hold', unit: 'stp/sc' } });
  });
  it('000 D.IV(3)b: F MAO-Spa, F Por-Spa and F Con-Bul without a coast are invalid; a missing coast elsewhere is added', async () => {
    const r = (await read(mail('France', 'F Mao - Spa\nF Por - Spa\nF Bot - StP'), { position: 'autumn' }));
    expect(verdictOf(r, 'F Mao - Spa')).toMatchObject({ kind: 'illegal', clause: '000 D.IV(3)b' });
    expect(verdictOf((await read(mail('Turkey', 'F Con - Bul'), { position: 'autumn' })), 'F Con - Bul')).toMatchObject({ kind: 'illegal', clause: '000 D.IV(3)b' });
    expect(verdictOf((await read(mail('Russia', 'F Bot - StP'), { position: 'autumn' })), 'F Bot - StP')).toMatchObject({ kind: 'corrected', order: { to: 'stp/sc' } });
  });
  it('000 D.IV(3)c: a support with a missing, wrong or conflicting coast is valid for either coast', async () => {
    for (const line of ['A Gas S F Mao - Spa', 'A Gas S F Mao - Spa/sc', 'A Gas S F Mao(nc) - Spa(nc)']) {
      const v = verdictOf((await read(mail('France', line), { position: 'autumn' })), line);
      expect(v.kind, line).not.toBe('illegal');
      expect(v.order).toMatchObject({ kind: 'support', supported: 'mao', to: 'spa' });
      if (line.includes('(') || line.includes('/')) expect(v.notes).toContain('coast ignored in a support (000 D.IV(3)c)');
    }
  });
  it('000 D.IV(3)c: under World Masters rules a written support coast is dropped, so the engine lets the support count for either coast', async () => {
    const paste = mail('France', 'F Mao - Spa(nc)\nF Por S F Mao - Spa/sc');
    const r = (await read(paste, { position: 'autumn', rules: 'wm2004' }));
    expect(verdictOf(r, 'F Por S F Mao - Spa/sc').order).toMatchObject({ kind: 'support', supported: 'mao', to: 'spa' });
    const result = adjudicate(variant, position('autumn'), r.orders.France!, profiles.wm2004);
    expect(result.results.find((x) => x.order.kind === 'support')).toMatchObject({ success: true });
  });
  it('DATC coast rule (hasbro2000, agora-bt): a coast written on a support\'s destination is kept, and a wrong one voids the support (DATC 6.B.9)', async () => {
    for (const rules of ['hasbro2000', 'agora-bt']) {
      const r = (await read(mail('France', 'F Mao - Spa(nc)\nF Por S F Mao - Spa/sc\nA Gas S F Mao - Spa(nc)\nA Bur S A Gas(sc)'), { position: 'autumn', rules }));
      const wrong = verdictOf(r, 'F Por S F Mao - Spa/sc');
      expect(wrong, rules).toMatchObject({ kind: 'accepted', order: { kind: 'support', supported: 'mao', to: 'spa/sc' } });
      expect(wrong.notes.join(' ')).toContain('SPA/SC kept as written');
      expect(verdictOf(r, 'A Gas S F Mao - Spa(nc)').order).toMatchObject({ to: 'spa/nc' });
      // A coast on the supported unit (or on a one-coast province) is not kept.
      expect(verdictOf(r, 'A Bur S A Gas(sc)').order).toMatchObject({ kind: 'support', supported: 'gas' });
      expect(verdictOf(r, 'A Bur S A Gas(sc)').order).not.toHaveProperty('to');
      const result = adjudicate(variant, position('autumn'), r.orders.France!, profiles[rules as 'hasbro2000']);
      const supportOf = (unit: string) => result.results.find((x) => x.order.kind === 'support' && x.order.supported === 'mao' && x.order.unit === unit);
      expect(supportOf('por'), rules).toMatchObject({ success: false });
      expect(supportOf('gas'), rules).toMatchObject({ success: true });
    }
  });
  it('DATC coast rule: a coast the destination does not have is dropped with a note', async () => {
    const v = verdictOf((await read(mail('France', 'A Gas S A Bur - Mar/nc'), { position: 'autumn', rules: 'hasbro2000' })), 'A Gas S A Bur - Mar/nc');
    expect(v.order).toMatchObject({ kind: 'support', supported: 'bur', to: 'mar' });
    expect(v.notes.join(' ')).toContain("coast 'nc' ignored");
  });
});

describe('convoys and illegal orders', () => {
  it('000 D.VI(3) / 001 B.VII(3): a named route is kept on the order', async () => {
    const r = (await read(mail('England', 'A Lon-Nth-Nwy'), { position: 'autumn' }));
    expect(r.orders.England).toEqual([{ kind: 'move', power: 'England', unitType: 'A', unit: 'lon', to: 'nwy', viaConvoy: true, route: ['nth'] }]);
  });
  it('000 D.III(4)a / 001 B.IV(5)a: an illegal order is not passed on, so the unit holds', async () => {
    const r = (await read(mail('France', 'A Par - Mun')));
    expect(r.orders.France).toEqual([]);
    expect(verdictOf(r, 'A Par - Mun').order).toMatchObject({ kind: 'move', unit: 'par', to: 'mun' });
  });
  it('000 D.III(4)b / 001 B.IV(5)b: a move possible only with other powers\' fleets is not illegal', async () => {
    // England's A Yor to Belgium through the North Sea fleet; and to Picardy, which needs a fleet in the Channel.
    const r = (await read(mail('England', 'A Yor - Bel\nA Lon - Pic'), { position: 'autumn' }));
    expect(verdictOf(r, 'A Yor - Bel').kind).toBe('accepted');
    expect(verdictOf(r, 'A Lon - Pic').kind).toBe('illegal');
  });
  it('002 BT17c: under the Agora regulations a convoyed move must name its path', async () => {
    expect(verdictOf((await read(mail('England', 'A Yor - Bel'), { rules: 'agora-bt', position: 'autumn' })), 'A Yor - Bel')).toMatchObject({ kind: 'illegal', clause: '002 BT17c' });
    expect(verdictOf((await read(mail('England', 'A Yor - Nth - Bel'), { rules: 'agora-bt', position: 'autumn' })), 'A Yor - Nth - Bel').kind).toBe('accepted');
  });
  it('002 BT15d / 000 D.II(5)b / 001 B.III(5)b: retreat and build conditionals are read from the same set as the moves', async () => {
    const r = (await read(mail('Austria', 'F Alb - Gre\nIf dislodged, A Ser - Bud\nBuild F Tri or A Vie'), { position: 'autumn', rules: 'maharajiad' }));
    expect(r.sets[0]!.conditional.map((c) => [c.phase, c.options.map(formatOrder)])).toEqual([
      ['retreat', ['A SER R BUD']], ['adjustment', ['BUILD F TRI', 'BUILD A VIE']],
    ]);
  });
  it('000 D.II(5)c: in its phase a conditional takes the first possible option, left to right', async () => {
    const r = (await read(mail('Austria', 'F Alb - Gre or Adr or Tri'), { position: 'retreat' }));
    expect(orders(r, 'Austria')).toEqual(['F ALB R GRE']);
    const s = (await read(mail('Austria', 'F Alb - Ion or Adr'), { position: 'retreat' }));
    expect(orders(s, 'Austria')).toEqual(['F ALB R ADR']);
  });
});

describe('adjustments', () => {
  it('000 D.V(1) / 001 B.VI(1): an omitted build type builds an army only where only an army can be built', async () => {
    expect(orders((await read(mail('France', 'Build Par'), { position: 'winter' })), 'France')).toEqual(['BUILD A PAR']);
    for (const rules of ['wm2004', 'maharajiad']) expect(orders((await read(mail('France', 'Build Bre'), { position: 'winter', rules })), 'France')).toEqual([]);
  });
  it('000 D.V(2) / 001 B.VI(2)a / 001 B.VI(2)b: too many builds or removals', async () => {
    expect(orders((await read(mail('England', 'Build A Lvp\nBuild F Lon'), { position: 'winter', rules: 'wm2004' })), 'England')).toEqual(['BUILD F LON']);
    expect(orders((await read(mail('England', 'Build A Lvp\nBuild F Lon'), { position: 'winter', rules: 'maharajiad' })), 'England')).toEqual([]);
    expect(orders((await read(mail('England', 'Build A Lvp\nBuild F Lon'), { position: 'winter', rules: 'hasbro2000' })), 'England')).toEqual(['BUILD A LVP']);
    expect(orders((await read(mail('Austria', 'Remove A Ser\nRemove A Bud'), { position: 'winter', rules: 'maharajiad' })), 'Austria')).toEqual([]);
  });
  it('000 D.V(3) / 001 B.VI(3)a / 001 B.VI(3)b: several builds in one centre', async () => {
    expect(orders((await read(mail('Italy', 'Build F Nap\nBuild A Nap'), { position: 'winter', rules: 'wm2004' })), 'Italy')).toEqual(['BUILD A NAP']);
    expect(orders((await read(mail('Italy', 'Build F Nap\nBuild A Nap'), { position: 'winter', rules: 'maharajiad' })), 'Italy')).toEqual([]);
    expect(orders((await read(mail('Italy', 'Build F Nap\nBuild F Nap'), { position: 'winter', rules: 'maharajiad' })), 'Italy')).toEqual(['BUILD F NAP']);
  });
  it('000 D.V(5) / 001 B.VI(5): a fleet build where no fleet can stand builds nothing', async () => {
    expect(orders((await read(mail('Russia', 'Build F War'), { position: 'winter' })), 'Russia')).toEqual([]);
  });
  it('a build in a centre the power does not own, or that is occupied, is illegal', async () => {
    const r = (await read(mail('France', 'Build A Mun\nBuild A Spa'), { position: 'winter' }));
    expect(verdictOf(r, 'Build A Mun').kind).toBe('illegal');
    expect(verdictOf(r, 'Build A Spa').kind).toBe('illegal');
  });
});

describe('mail handling', () => {
  it('000 D.II(1) / 001 B.III(1): sets are preliminary unless marked Final', async () => {
    expect((await read(mail('France', 'A Par - Bur'))).messages[0]!.final).toBe(false);
    expect((await read(mail('France', 'A Par - Bur\nFinal'))).messages[0]!.final).toBe(true);
    expect((await read(mail('France', 'A Par - Bur\n\nThese are my final orders.'))).messages[0]!.final).toBe(true);
    const subject = async (s: string) => (await read(`From: Marie <marie@example.fr>\nTo: ${GM}\nSubject: ${s}\n\nA Par - Bur\n`)).messages[0]!.final;
    expect(await subject('France S1901M (FINAL)')).toBe(true);
    expect(await subject('France S1901M final orders')).toBe(true);
    expect(await subject('Final board 2: France S1901M')).toBe(false);
  });
  it('000 D.II(2)b / 001 B.III(2)a: where the GM address must appear', async () => {
    const cc = `From: Marie <marie@example.fr>\nTo: tom@example.co.uk\nCc: ${GM}\nSubject: France S1901M\n\nA Par - Bur\n`;
    expect((await read(cc, { rules: 'wm2004' })).messages[0]!.warnings).toEqual([]);
    expect((await read(cc, { rules: 'maharajiad' })).messages[0]!.warnings.map((w) => w.clause)).toEqual(['001 B.III(2)a']);
    expect((await read(cc, { rules: 'hasbro2000' })).messages[0]!.warnings).toEqual([]);
  });
  it('000 D.II(3) / 001 B.III(3): orders from another player\'s address are flagged as proxy orders', async () => {
    const proxy = `From: Karl <karl@example.de>\nTo: ${GM}\nSubject: France S1901M\n\nA Par - Bur\n`;
    expect((await read(proxy, { rules: 'wm2004' })).messages[0]!.warnings.map((w) => w.clause)).toEqual(['000 D.II(3)']);
    expect((await read(proxy, { rules: 'maharajiad' })).messages[0]!.warnings.map((w) => w.clause)).toEqual(['001 B.III(3)']);
  });
  it('000 D.II(4) / 001 B.III(4): perpetual-order instructions are ignored with a warning', async () => {
    const r = (await read(mail('France', 'A Par - Bur\nPlease use these as standing orders.'), { rules: 'maharajiad' }));
    expect(r.messages[0]!.warnings.map((w) => w.clause)).toContain('001 B.III(4)');
    expect(orders(r, 'France')).toEqual(['A PAR - BUR']);
  });
  it('says how the power was identified: Power line, subject, sender, units', async () => {
    expect((await read('Power: Italy\nA Ven - Tyr\n')).messages[0]).toMatchObject({ power: 'Italy', powerSource: 'power-line' });
    expect((await read(`From: x <gio@example.it>\nTo: ${GM}\nSubject: orders\n\nA Ven - Tyr\n`)).messages[0]).toMatchObject({ power: 'Italy', powerSource: 'sender' });
    expect((await read('A Ven - Tyr\nF Nap - Ion\n')).messages[0]).toMatchObject({ power: 'Italy', powerSource: 'units' });
  });
  it('decodes RFC 2047 subjects', async () => {
    const r = (await read(`From: =?UTF-8?Q?Fran=C3=A7ois?= <marie@example.fr>\nTo: ${GM}\nSubject: =?UTF-8?B?RnJhbmNlIFMxOTAxTQ==?=\n\nA Par - Bur\n`));
    expect(r.messages[0]!.headers).toMatchObject({ from: 'François <marie@example.fr>', subject: 'France S1901M' });
  });
  it('keeps every line with a verdict and the exact characters of its span', async () => {
    const paste = mail('France', 'Hello\nA Par - Bur\n> A Par - Pic\n-- \nMarie');
    const r = (await read(paste));
    expect(r.verdicts.length).toBe(paste.split('\n').length - 1); // the paste ends with a line break
    for (const v of r.verdicts) expect(paste.slice(v.span[0], v.span[1])).toBe(v.raw);
  });
  it('HTML is never treated as HTML: markup becomes text, scripts are not read', async () => {
    const paste = `From: Marie <marie@example.fr>\nTo: ${GM}\nSubject: France S1901M\nContent-Type: text/html\n\n<p>A Par - Bur</p><script>alert(1)</script><p>&lt;b&gt;F Bre - Mao&lt;/b&gt;</p>\n`;
    const r = (await read(paste));
    expect(r.verdicts.some((v) => v.text.includes('alert'))).toBe(false);
    expect(orders(r, 'France')).toEqual(['A PAR - BUR']);
    expect(r.verdicts.find((v) => v.text.includes('<b>'))!.kind).not.toBe('accepted');
    const v = r.verdicts.find((x) => x.text === 'A Par - Bur')!;
    expect(v.raw).toContain('A Par - Bur');
  });
});

describe('conditional orders over several lines', () => {
  const mail2 = (body: string) => `From: Franz <franz@example.at>\nTo: ${GM}\nSubject: dipgame: Austria F1901M\n\n${body}\n`;
  it('000 D.II(5)c: conditional lines for one unit are options top to bottom, not repeats', async () => {
    const paste = mail2('If dislodged, F Alb - Ion\nIf dislodged, F Alb - Adr\nIf dislodged, F Alb - Tri');
    const r = (await read(paste, { position: 'retreat', rules: 'wm2004' }));
    expect(orders(r, 'Austria')).toEqual(['F ALB R ADR']);
    expect(verdictOf(r, 'If dislodged, F Alb - Tri')).toMatchObject({ kind: 'superseded', clause: '000 D.II(5)c' });
    // Sent with the moves, all options are kept in order for the retreat phase.
    const early = (await read(paste, { position: 'autumn', rules: 'wm2004' }));
    expect(early.sets[0]!.conditional.map((c) => c.options.map(formatOrder))).toEqual([['F ALB R ION'], ['F ALB R ADR'], ['F ALB R TRI']]);
    expect(orders(early, 'Austria')).toEqual([]);
  });
  it('000 D.V(1): a conditional build with no unit type sent with the moves takes its type by the same rule', async () => {
    const r = (await read(mail2('Build Vie if possible\nBuild Tri if possible'), { position: 'autumn', rules: 'wm2004' }));
    expect(r.sets[0]!.conditional.map((c) => c.options.map(formatOrder))).toEqual([['BUILD A VIE']]);
    expect(verdictOf(r, 'Build Tri if possible')).toMatchObject({ kind: 'illegal', clause: '000 D.V(1)' });
  });
});

describe('receipt time and deadlines', () => {
  const at = (received: string | undefined, sent: string, body: string, id = '<m1@example.fr>') =>
    `${received ? `Received: from mx.example.fr by mail.dipgame.example; ${received}\n` : ''}Message-ID: ${id}\nFrom: Marie <marie@example.fr>\nTo: ${GM}\nDate: ${sent}\nSubject: dipgame: France S1901M\n\n${body}\n`;
  const deadlineGame = (extra: object = {}) => ({ ...game, deadline: '2025-03-04T18:00:00Z', ...extra });
  it('000 D.VII(1) / 001 B.VIII(1)a: order-set time is the receipt time, not the sending time', async () => {
    // Sent before the deadline, received after it: late.
    const paste = at('Tue, 04 Mar 2025 18:05:00 +0000', 'Tue, 04 Mar 2025 17:55:00 +0000', 'A Par - Bur');
    const r = (await read(paste, { game: deadlineGame() }));
    expect(r.messages[0]).toMatchObject({ time: '2025-03-04T18:05:00.000Z', timeSource: 'received', late: { clause: '000 D.VII(3)a' } });
    const noReceived = (await read(at(undefined, 'Tue, 04 Mar 2025 17:55:00 +0000', 'A Par - Bur'), { game: deadlineGame(), rules: 'maharajiad' }));
    expect(noReceived.messages[0]!.timeSource).toBe('date');
    expect(noReceived.messages[0]!.warnings.map((w) => w.clause)).toContain('001 B.VIII(1)a');
  });
  it('000 D.VII(1) / 001 B.VIII(1)a: the sending time standing in for a pasted mail\'s missing Received: is a note; a clock that cannot be used is a warning (issue 13)', async () => {
    const pasted = await read(at(undefined, 'Tue, 04 Mar 2025 17:55:00 +0000', 'A Par - Bur'), { game: deadlineGame() });
    expect(pasted.messages[0]!.warnings).toEqual([{ text: 'no Received: header: the sending time (Date) stands in for the receipt time', clause: '000 D.VII(1)', severity: 'note' }]);
    expect(countedDoubts(pasted.messages[0]!.warnings)).toEqual([]);
    // No Date: at all, a Date: with no zone, or Date: and Received: either side of the deadline: warnings.
    const undated = await read(`From: Marie <marie@example.fr>\nTo: ${GM}\nSubject: dipgame: France S1901M\n\nA Par - Bur\n`, { game: deadlineGame() });
    const noZone = await read(at(undefined, 'Tue, 04 Mar 2025 17:55:00', 'A Par - Bur'), { game: deadlineGame() });
    const across = await read(at('Tue, 04 Mar 2025 18:05:00 +0000', 'Tue, 04 Mar 2025 17:55:00 +0000', 'A Par - Bur'), { game: deadlineGame() });
    for (const r of [undated, noZone, across]) expect(countedDoubts(r.messages[0]!.warnings).length).toBeGreaterThan(0);
    expect(severityOf(undated.messages[0]!.warnings.find((w) => w.text.startsWith('no receipt or sending time'))!)).toBe('warning');
  });
  it('000 D.VII(3)a / 001 B.VIII(3)b: rejecting late sets — the late set counts for nothing and replaces nothing', async () => {
    const paste = at('Tue, 04 Mar 2025 12:00:00 +0000', 'Tue, 04 Mar 2025 12:00:00 +0000', 'A Par - Bur')
      + '\n' + at('Tue, 04 Mar 2025 19:00:00 +0000', 'Tue, 04 Mar 2025 19:00:00 +0000', 'A Par - Pic', '<m2@example.fr>');
    const r = (await read(paste, { game: deadlineGame() }));
    expect(orders(r, 'France')).toEqual(['A PAR - BUR']);
    expect(verdictOf(r, 'A Par - Pic')).toMatchObject({ kind: 'illegal', clause: '000 D.VII(3)a' });
    const m = (await read(paste, { game: deadlineGame({ lateOrders: 'reject-after-deadline' }), rules: 'maharajiad' }));
    expect(verdictOf(m, 'A Par - Pic')).toMatchObject({ kind: 'illegal', clause: '001 B.VIII(3)b' });
  });
  it('001 B.VIII(3)a / 000 D.VII(3)b: accepting orders until adjudication starts', async () => {
    const late = at('Tue, 04 Mar 2025 19:00:00 +0000', 'Tue, 04 Mar 2025 19:00:00 +0000', 'A Par - Pic');
    expect(orders((await read(late, { game: deadlineGame(), rules: 'maharajiad' })), 'France')).toEqual(['A PAR - PIC']);
    expect(orders((await read(late, { game: deadlineGame({ adjudicationStarted: '2025-03-04T18:30:00Z' }), rules: 'maharajiad' })), 'France')).toEqual([]);
    const wm = (await read(late, { game: deadlineGame({ lateOrders: 'accept-until-adjudication' }), rules: 'wm2004' }));
    expect(orders(wm, 'France')).toEqual(['A PAR - PIC']);
    expect(wm.messages[0]!.warnings.map((w) => w.clause)).toContain('000 D.VII(3)b');
  });
  it('001 B.VIII(1)b: a late set the GM accepted as proven sent in time counts, with the evidence recorded', async () => {
    const late = at('Tue, 04 Mar 2025 19:00:00 +0000', 'Tue, 04 Mar 2025 17:00:00 +0000', 'A Par - Pic', '<late@example.fr>');
    const r = (await read(late, { game: deadlineGame({ acceptedLate: [{ messageId: '<late@example.fr>', evidence: 'bounce from the GM server at 17:01' }] }), rules: 'maharajiad' }));
    expect(orders(r, 'France')).toEqual(['A PAR - PIC']);
    // The GM's own recorded decision: a note on the mail, not a warning counted on its row.
    expect(r.messages[0]!.warnings).toContainEqual({ text: 'late, but accepted by the GM: bounce from the GM server at 17:01', clause: '001 B.VIII(1)b', severity: 'note' });
  });
});
