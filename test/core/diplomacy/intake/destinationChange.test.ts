// "Changed Ser to Rum, sorry.": a short correction naming only an order's old and new destination
// (core/diplomacy/intake/destinationChange.ts). Read as the amendment it is when exactly one
// order the player wrote fits the words, under the profile's multiple-sets clause; flagged, with
// what it could mean, when it fits two or none (evening 14, issue 13).
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { checkInvariants, GM, read } from './helpers';

const mail = (body: string) => `From: Franz Huber <franz@example.at>\nTo: ${GM}\nSubject: Austria S1901M\n\n${body}\n`;
const austria = (r: Awaited<ReturnType<typeof read>>) => (r.orders.Austria ?? []).map(formatOrder);
const line = (r: Awaited<ReturnType<typeof read>>, text: string) => {
  const v = r.verdicts.find((x) => x.text.trim() === text);
  if (!v) throw new Error(`no verdict for "${text}"`);
  return v;
};
const notes = (r: Awaited<ReturnType<typeof read>>) => r.messages.flatMap((m) => m.warnings);

describe('a correction naming only the old and new destination (destinationChange.ts)', () => {
  it('000 D.III(3)a: under the whole set it sent, "Changed Ser to Rum, sorry." over a quote of A Bud - Ser explains A Bud - Rum and adds nothing (evening 14)', async () => {
    const paste = mail('A Vie - Gal\nA Bud - Rum\nF Tri - Alb\n\nChanged Ser to Rum, sorry.\n\n> A Vie - Gal\n> A Bud - Ser\n> F Tri - Alb');
    const r = await read(paste);
    expect(checkInvariants(paste, r)).toBeUndefined();
    expect(austria(r)).toEqual(['A VIE - GAL', 'A BUD - RUM', 'F TRI - ALB']);
    const v = line(r, 'Changed Ser to Rum, sorry.');
    expect(v.kind).toBe('not-an-order');
    expect(v.reason).toContain('BUD now moves to RUM instead of SER');
    expect(v.reason).toContain('"A Bud - Ser"');
    expect(r.verdicts.filter((x) => x.kind === 'ambiguous')).toEqual([]);
  });

  it('000 D.III(5): under the list it amends in the same mail, "Oops, changed Ser to Rum" is A Bud - Rum and takes back A Bud - Ser', async () => {
    const r = await read(mail('A Vie - Gal\nA Bud - Ser\nF Tri - Alb\nOops, changed Ser to Rum'));
    expect(austria(r).sort()).toEqual(['A BUD - RUM', 'A VIE - GAL', 'F TRI - ALB']);
    expect(line(r, 'A Bud - Ser').kind).toBe('superseded');
    expect(line(r, 'Oops, changed Ser to Rum')).toMatchObject({ kind: 'accepted', amendment: { word: 'changed', withdraws: 'bud' } });
    expect(notes(r).map((w) => w.text).join('\n')).not.toContain('amends an earlier order set');
  });

  it('000 D.III(3)a / 001 B.IV(4)a: alone over a quote of the earlier set, it is the amendment A Bud - Rum and the profile\'s replace rule is said on the mail', async () => {
    const body = 'Changed Ser to Rum, sorry.\n\n> A Vie - Gal\n> A Bud - Ser\n> F Tri - Alb';
    for (const [profile, clause] of [['wm2004', '000 D.III(3)a'], ['maharajiad', '001 B.IV(4)a']] as const) {
      const r = await read(mail(body), { rules: profile });
      expect(austria(r), profile).toEqual(['A BUD - RUM']);
      expect(line(r, 'Changed Ser to Rum, sorry.').notes.join(' '), profile).toContain('"A Bud - Ser" is the only order the words fit');
      expect(notes(r).find((w) => w.text.startsWith('this mail amends an earlier order set'))?.clause, profile).toBe(clause);
    }
  });

  it('000 D.III(3)b: under the merge rule the same amendment leaves the earlier set\'s other orders standing, and says so', async () => {
    const r = await read(mail('Changed Ser to Rum.\n\n> A Vie - Gal\n> A Bud - Ser\n> F Tri - Alb'), { rules: { ...getProfile('wm2004'), multipleOrderSets: 'merge-per-unit' } });
    expect(austria(r)).toEqual(['A BUD - RUM']);
    const w = notes(r).find((x) => x.text.startsWith('this mail amends an earlier order set'));
    expect(w?.clause).toBe('000 D.III(3)b');
    expect(w?.text).toContain('earlier set\'s orders for other units stand');
  });

  it('000 D.III(2) / 001 B.IV(3): words that fit two orders ("Changed Bud to Rum" over A Vie - Bud and A Bud - Ser) change neither and say both', async () => {
    for (const profile of ['wm2004', 'maharajiad']) {
      const r = await read(mail('A Vie - Bud\nA Bud - Ser\nChanged Bud to Rum'), { rules: profile });
      expect(austria(r), profile).toEqual(['A VIE - BUD', 'A BUD - SER']);
      const v = line(r, 'Changed Bud to Rum');
      expect(v.kind, profile).toBe('ambiguous');
      expect(v.reason, profile).toContain('could mean "A Vie - Bud" or "A Bud - Ser"');
    }
  });

  it('000 D.III(2): with no order to the old place in the mail, nothing is guessed and the line says the order may be in an earlier mail', async () => {
    const r = await read(mail('Changed Ser to Rum, sorry.'));
    expect(austria(r)).toEqual([]);
    const v = line(r, 'Changed Ser to Rum, sorry.');
    expect(v.kind).toBe('ambiguous');
    expect(v.reason).toContain('no order in this mail (nor any it quotes) goes to SER');
  });

  it('only two places make the shape: a unit, a sentence or one place is read as before', async () => {
    const r = await read(mail('A Vie - Gal\nA Bud - Rum\nF Tri - Alb\nchanged my mind on Ser\nChange A Bud - Ser to A Bud - Rum'));
    expect(line(r, 'changed my mind on Ser').reason ?? '').not.toContain('names no unit');
    expect(line(r, 'Change A Bud - Ser to A Bud - Rum').kind).not.toBe('ambiguous');
  });
});
