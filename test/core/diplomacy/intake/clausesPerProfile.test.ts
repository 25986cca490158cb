// Which clause the order reader cites, per house-rules profile (nameClauses.ts for province
// names, readingClauses.ts for the other reading rules). Each profile cites only its own text: seed 000 (wm2004) speaks of abbreviations (000 D.III(1)a) but
// has no rule on misspellings, so a World Masters misspelling cites nothing and is the GM's
// reading; seed 001 (maharajiad) has 001 B.IV(2)c; seed 002 (agora-bt) leaves it to the
// Gamemaster (002 BT25); the 2000 rulebook (hasbro2000, webdiplomacy) follows a poorly written
// order with one meaning (DATC 4.E.2).
import { describe, expect, it } from 'vitest';
import { profileIds } from '../../../../core/diplomacy/houseRules';
import { game, GM, read } from './helpers';

const mail = (body: string) => `From: Marie <marie@example.fr>\nTo: ${GM}\nSubject: France S1901M\n\n${body}\n`;
const lineUnder = async (profile: string, order: string) => {
  const v = (await read(mail(order), { rules: profile })).verdicts.find((x) => x.text.trim() === order);
  if (!v) throw new Error(`no verdict for ${order}`);
  return v;
};

const MISSPELT = 'A Par - Burgandy'; // one province it can mean: BUR
const PREFIX = 'A Mar - Piedm'; // a unique shortening of Piedmont
const AMBIGUOUS_PREFIX = 'F Bre - Nort'; // NAO, NTH, NWY, NWG…

describe('names under wm2004 (seed 000)', () => {
  it("000 D.III(1)a covers abbreviations only: a misspelling ('Burgandy' read as BUR) cites no clause — never 001 B.IV(2)c — and says it is the GM's reading", async () => {
    const v = await lineUnder('wm2004', MISSPELT);
    expect(v.kind).toBe('corrected');
    expect(v.clause).toBeUndefined();
    expect(v.corrections).toHaveLength(1);
    expect(v.corrections[0]!.clause).toBeUndefined();
    expect(v.corrections[0]!.what).toMatch(/read as BUR/);
    expect(v.corrections[0]!.what).toMatch(/the GM's reading: 000 has no rule on misspelt names/);
    expect(JSON.stringify(v)).not.toContain('001 ');
  });
  it('000 D.III(1)a: a unique shortening is read and cites 000 D.III(1)a', async () => {
    const v = await lineUnder('wm2004', PREFIX);
    expect(v.kind).toBe('accepted');
    expect(v.notes.join(' ')).toMatch(/read as PIE \(000 D\.III\(1\)a\)/);
  });
  it('000 D.III(1)a: an abbreviation that fits several provinces is flagged ambiguous, citing 000 D.III(1)a', async () => {
    const v = await lineUnder('wm2004', AMBIGUOUS_PREFIX);
    expect(v).toMatchObject({ kind: 'ambiguous', clause: '000 D.III(1)a' });
  });
  it('a misspelling as close to two provinces is ambiguous and, 000 having no rule on misspellings, cites no clause under wm2004', async () => {
    const v = await lineUnder('wm2004', 'A Lvp - Wals'); // WAL or WAR, one letter each
    expect(v.kind).toBe('ambiguous');
    expect(v.reason).toMatch(/WAL or WAR/);
    expect(v.clause).toBeUndefined();
  });
});

describe('names under the other profiles', () => {
  it('001 B.IV(2)c: under maharajiad a misspelling, a nonstandard shortening and an ambiguous name cite 001 B.IV(2)c', async () => {
    expect(await lineUnder('maharajiad', MISSPELT)).toMatchObject({ kind: 'corrected', clause: '001 B.IV(2)c' });
    expect((await lineUnder('maharajiad', MISSPELT)).corrections[0]!.what).not.toMatch(/GM's reading/);
    expect((await lineUnder('maharajiad', PREFIX)).notes.join(' ')).toMatch(/\(001 B\.IV\(2\)c\)/);
    expect(await lineUnder('maharajiad', AMBIGUOUS_PREFIX)).toMatchObject({ kind: 'ambiguous', clause: '001 B.IV(2)c' });
    expect(await lineUnder('maharajiad', 'A Lvp - Wals')).toMatchObject({ kind: 'ambiguous', clause: '001 B.IV(2)c' });
  });
  it("002 BT25: under agora-bt, where the regulations are silent, a misspelling is the GM's reading", async () => {
    const v = await lineUnder('agora-bt', MISSPELT);
    expect(v).toMatchObject({ kind: 'corrected', clause: '002 BT25' });
    expect(v.corrections[0]!.what).toMatch(/the GM's reading: 002 is silent on names/);
  });
  it('DATC 4.E.2: under hasbro2000 and webdiplomacy a poorly written order with only one meaning is followed', async () => {
    for (const profile of ['hasbro2000', 'webdiplomacy']) {
      const v = await lineUnder(profile, MISSPELT);
      expect(v, profile).toMatchObject({ kind: 'corrected', clause: 'DATC 4.E.2' });
      expect((await lineUnder(profile, PREFIX)).notes.join(' '), profile).toMatch(/\(DATC 4\.E\.2\)/);
    }
  });
  it('001 B.IV(2)b: a typo that spells another province is that province under every profile, with nothing to cite', async () => {
    for (const profile of profileIds) {
      // "Ber" one letter from "Bur", but it IS Berlin (and Paris cannot reach it: illegal, not corrected).
      const v = await lineUnder(profile, 'A Par - Ber');
      expect(v.order, profile).toMatchObject({ kind: 'move', to: 'ber' });
      expect(v.corrections, profile).toEqual([]);
      expect(v.kind, profile).toBe('illegal');
    }
  });
});

describe('each profile cites only its own seed for names', () => {
  const own: Record<string, RegExp> = {
    wm2004: /^000 /, maharajiad: /^001 /, 'agora-bt': /^002 BT25$/, hasbro2000: /^DATC /, webdiplomacy: /^DATC /, droidippy: /^DATC /,
  };
  for (const profile of profileIds) {
    it(`${profile}: misspellings, shortenings and ambiguous names cite ${own[profile]} or nothing`, async () => {
      const cited: string[] = [];
      for (const order of [MISSPELT, PREFIX, AMBIGUOUS_PREFIX, 'A Lvp - Wals']) {
        const v = await lineUnder(profile, order);
        for (const c of [v.clause, ...v.corrections.map((x) => x.clause)]) if (c) cited.push(c);
        for (const n of v.notes) for (const m of n.matchAll(/\((?:[^()]*; )?((?:00\d|DATC) [^()]*?)\)$/g)) cited.push(m[1]!);
      }
      expect(cited.length, profile).toBeGreaterThan(0);
      for (const c of cited) expect(c, `${profile} cites ${c}`).toMatch(own[profile]!);
    });
  }
});

// The other reading rules (readingClauses.ts) follow the same principle: a profile cites its own
// text or nothing. One French mail touching several of them, read under every profile.
describe('each profile cites only its own seed for the reading rules', () => {
  const own: Record<string, RegExp> = {
    wm2004: /^000 /, maharajiad: /^001 /, 'agora-bt': /^002 /, hasbro2000: /^DATC /, webdiplomacy: /^DATC /, droidippy: /^DATC /,
  };
  const orders = [
    'F Par - Bur', // a wrong unit type: 000 D.IV(1) / 001 B.V(2) / DATC 4.C.2
    'A Mar S Italian A Par - Bur', // a wrong nationality: 000 D.IV(2) / 001 B.V(4) / DATC 4.C.6
    'F Bre - Lon', // unreachable: 000 D.III(4)a / 001 B.IV(5)a / DATC 4.E.1
    'Standing orders: repeat these every turn', // perpetual: 000 D.II(4) / 001 B.III(4) / DATC 4.E.4
    'Final', // 000 D.II(1) / 001 B.III(1)
  ].join('\n');
  const expected: Record<string, string[]> = {
    wm2004: ['000 D.II(1)', '000 D.II(4)', '000 D.III(4)a', '000 D.IV(1)', '000 D.IV(2)'],
    maharajiad: ['001 B.III(1)', '001 B.III(4)', '001 B.IV(5)a', '001 B.V(2)', '001 B.V(4)'],
    'agora-bt': [],
    hasbro2000: ['DATC 4.C.2', 'DATC 4.C.6', 'DATC 4.E.1', 'DATC 4.E.4'],
    webdiplomacy: ['DATC 4.C.2', 'DATC 4.C.6', 'DATC 4.E.1', 'DATC 4.E.4'],
    droidippy: ['DATC 4.C.2', 'DATC 4.C.6', 'DATC 4.E.1', 'DATC 4.E.4'],
  };
  for (const profile of profileIds) {
    it(`${profile}: wrong type, wrong nationality, an impossible move, perpetual orders and "Final" cite ${expected[profile]!.join(', ') || 'nothing (002 is silent on them)'}`, async () => {
      const r = (await read(mail(orders), { rules: profile }));
      const cited = new Set<string>();
      for (const v of r.verdicts) for (const c of [v.clause, ...v.corrections.map((x) => x.clause)]) if (c) cited.add(c);
      for (const m of r.messages) for (const w of m.warnings) if (w.clause) cited.add(w.clause);
      expect([...cited].sort(), profile).toEqual(expected[profile]);
      for (const c of cited) expect(c, `${profile} cites ${c}`).toMatch(own[profile]!);
    });
  }
});

describe('order sets, proxies and deadlines cite the profile\'s own clause', () => {
  const sent = (from: string, date: string, body: string, id: string) =>
    `Received: from mx.example by mail.dipgame.example; ${date}\nMessage-ID: ${id}\nFrom: ${from}\nTo: ${GM}\nDate: ${date}\nSubject: dipgame: France S1901M\n\n${body}\n`;
  // Two sets from France before the deadline (the second repeats a unit), then one after it.
  const paste = [
    sent('Marie <marie@example.fr>', 'Mon, 03 Mar 2025 10:00:00 +0000', 'A Par - Bur', '<a@x>'),
    sent('Marie <marie@example.fr>', 'Tue, 04 Mar 2025 10:00:00 +0000', 'A Par - Pic\nA Par - Gas', '<b@x>'),
    sent('Karl <karl@example.de>', 'Tue, 04 Mar 2025 19:00:00 +0000', 'A Mar - Spa', '<c@x>'),
  ].join('\n');
  const deadlineGame = { ...game, deadline: '2025-03-04T18:00:00Z', lateOrders: 'reject-after-deadline' as const };
  const expected: Record<string, string[]> = {
    // 000 D.III(3)a the later set replaces; 000 D.III(5) the last order for a unit; 000 D.II(3) a proxy; 000 D.VII(3)a late.
    wm2004: ['000 D.II(3)', '000 D.III(3)a', '000 D.III(5)', '000 D.VII(3)a'],
    // 001 B.IV(4)a, 001 B.IV(6)a (two different orders: ambiguous), 001 B.III(3), 001 B.VIII(3)b.
    maharajiad: ['001 B.III(3)', '001 B.IV(4)a', '001 B.IV(6)a', '001 B.VIII(3)b'],
    // 002 BT15b: orders may be changed until the deadline, the latest set counts.
    'agora-bt': ['002 BT15b'],
    hasbro2000: ['DATC 4.D.1', 'DATC 4.D.3', 'DATC 4.E.5', "the GM's stated deadline policy"],
    webdiplomacy: ['DATC 4.D.1', 'DATC 4.D.3', 'DATC 4.E.5', "the GM's stated deadline policy"],
    droidippy: ['DATC 4.D.1', 'DATC 4.D.3', 'DATC 4.E.5', "the GM's stated deadline policy"],
  };
  for (const profile of profileIds) {
    it(`${profile}: a later set, a unit ordered twice, a proxy and a late set cite ${expected[profile]!.join(', ')}`, async () => {
      const r = (await read(paste, { rules: profile, game: deadlineGame }));
      const cited = new Set<string>();
      for (const v of r.verdicts) if (v.clause) cited.add(v.clause);
      for (const m of r.messages) {
        for (const w of m.warnings) if (w.clause) cited.add(w.clause);
        if (m.late) cited.add(m.late.clause);
      }
      expect([...cited].sort(), profile).toEqual([...expected[profile]!].sort());
    });
  }
});
