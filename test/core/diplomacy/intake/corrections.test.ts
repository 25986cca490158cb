// A correction after an order line that could not be read: "Correction: F Bre - Mao" (or
// Change:/Amend:/"instead of") under "F Bre - Mxq" for the same unit is the player's own fix of
// that line. The unreadable line is superseded by the correction and says so; nothing of it is
// guessed (000 D.III(2), 001 B.IV(3)); a correction for another unit leaves it flagged.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { read } from './helpers';

const line = (r: Awaited<ReturnType<typeof read>>, text: string) => r.verdicts.find((v) => v.text === text)!;

describe('a correction after an unreadable line for the same unit', () => {
  for (const profile of ['wm2004', 'maharajiad']) {
    it(`000 D.III(5) / 001 B.IV(6)a [${profile}]: "Correction: F Bre - Mao" supersedes the unreadable "F Bre - Mxq", whose verdict names the correction`, async () => {
      const r = await read('Power: France\nF Bre - Mxq\nA Par - Bur\nCorrection: F Bre - Mao\n', { game: null, rules: profile });
      const old = line(r, 'F Bre - Mxq');
      expect(old.kind).toBe('superseded');
      expect(old.reason).toContain('superseded by the correction "Correction: F Bre - Mao"');
      expect(old.reason).toContain("cannot read 'mxq'");
      expect(line(r, 'Correction: F Bre - Mao').notes.join(' ')).toContain('corrects an earlier line of this mail that could not be read');
      expect(r.orders.France!.map(formatOrder)).toEqual(['A PAR - BUR', 'F BRE - MAO']);
      // A fix inside the mail amends no earlier mail: no set-rule warning.
      expect(r.messages[0]!.warnings.filter((w) => w.text.includes('amends an earlier order set'))).toEqual([]);
    });
  }

  for (const [word, fix] of [['Change:', 'Change: F Bre - Mao'], ['Amend:', 'Amend: F Bre - Mao'], ['Correction (ambiguous name)', 'Correction: F Bre - Mao'], ['instead of', 'F Bre - Mao instead of F Bre - Mxq'], ['Invece di', 'Invece di F Bre - Mxq: F Bre - Mao']] as const) {
    it(`000 D.III(5): ${word} after the unreadable line takes it back`, async () => {
      const first = word.includes('ambiguous') ? 'F Bre - North' : 'F Bre - Mxq';
      const r = await read(`Power: France\n${first}\nA Par - Bur\n${fix}\n`, { game: null });
      expect(line(r, first).kind).toBe('superseded');
      expect(line(r, first).reason).toContain('superseded by the correction');
      expect(line(r, fix).kind).toBe('accepted');
      expect(r.orders.France!.map(formatOrder)).toEqual(['A PAR - BUR', 'F BRE - MAO']);
    });
  }

  it('001 B.IV(3): a correction for another unit leaves the unreadable line flagged (nothing is inferred for it)', async () => {
    const r = await read('Power: France\nF Bre - Mxq\nA Par - Bur\nCorrection: A Par - Pic\n', { game: null });
    expect(line(r, 'F Bre - Mxq').kind).toBe('ambiguous');
    expect(line(r, 'A Par - Bur').kind).toBe('superseded');
    expect(r.orders.France!.map(formatOrder)).toEqual(['A PAR - PIC']);
  });

  it('000 D.III(5): a line that names no unit ("Mxq - Bre") is not taken back by a correction of F Bre', async () => {
    const r = await read('Power: France\nMxq - Bre\nCorrection: F Bre - Mao\n', { game: null });
    const v = r.verdicts.find((x) => x.text === 'Mxq - Bre')!;
    expect(v.kind).not.toBe('superseded');
  });

  it('000 D.III(5): a correction above the unreadable line does not take it back (it corrects what came before it)', async () => {
    const r = await read('Power: France\nCorrection: F Bre - Mao\nF Bre - Mxq\n', { game: null });
    expect(line(r, 'F Bre - Mxq').kind).toBe('ambiguous');
  });

  it('000 D.III(3)b: under the alternative rule a later set\'s order for the unit replaces its unreadable line in an earlier set', async () => {
    const rules = { ...getProfile('wm2004'), multipleOrderSets: 'merge-per-unit' as const };
    const mail = (hour: number, body: string) => `From: marie@example.fr\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 ${hour}:00:00 +0000\nSubject: France S1901M\n\nPower: France\n${body}\n`;
    const r = await read([mail(10, 'F Bre - Mxq\nA Par - Bur'), mail(12, 'F Bre - Mao')].join('\n'), { game: null, rules });
    const old = line(r, 'F Bre - Mxq');
    expect(old.kind).toBe('superseded');
    expect(old.reason).toContain('a later set orders BRE again (this line could not be read)');
    expect(old.clause).toBe('000 D.III(3)b');
    expect(r.orders.France!.map(formatOrder).sort()).toEqual(['A PAR - BUR', 'F BRE - MAO']);
  });

  it('000 D.III(3)a: a revised set in a later mail replaces the earlier set, its unreadable line included', async () => {
    const mail = (hour: number, body: string) => `From: marie@example.fr\nTo: gm@dipgame.example\nDate: Mon, 03 Mar 2025 ${hour}:00:00 +0000\nSubject: France S1901M\n\nPower: France\n${body}\n`;
    const r = await read([mail(10, 'F Bre - Mxq\nA Par - Bur'), mail(12, 'Correction: F Bre - Mao')].join('\n'), { game: null });
    expect(line(r, 'F Bre - Mxq').kind).toBe('superseded');
    expect(line(r, 'F Bre - Mxq').clause).toBe('000 D.III(3)a');
    expect(r.orders.France!.map(formatOrder)).toEqual(['F BRE - MAO']);
  });
});

describe('a sentence after an order', () => {
  it('a comment after the order is set aside ("F Bre - Mao. That is all."), and said so on the line', async () => {
    const r = await read('Power: France\nF Bre - Mao. That is all.\n', { game: null });
    expect(line(r, 'F Bre - Mao. That is all.').kind).toBe('accepted');
    expect(line(r, 'F Bre - Mao. That is all.').notes.join(' ')).toContain("'That is all.'");
  });

  it('a second sentence that may hold an order is not dropped: the line is left for the GM', async () => {
    const r = await read('Power: France\nA Mar S A Par - Bur. Then A Spa - Por.\n', { game: null });
    expect(line(r, 'A Mar S A Par - Bur. Then A Spa - Por.').kind).toBe('ambiguous');
    expect(r.orders.France ?? []).toEqual([]);
  });
});
