// Quoted-printable with no header saying so (undeclaredQuotedPrintable.ts): the lines a soft
// break joins are one verdict, and every raw line still has exactly one verdict (the intake fuzz
// found "=C3=A9t=C3=A9=" then a blank line giving that blank line two: one inside the joined
// line, one of its own).
import { describe, expect, it } from 'vitest';
import { profiles } from '../../../../core/diplomacy/houseRules';
import { readOrderMail } from '../../../../core/diplomacy/intake/index';
import { game, position, variant } from './helpers';

async function read(paste: string) {
  return readOrderMail(paste, { variant, position: position('start'), rules: profiles.hasbro2000, game });
}

/** How many raw lines the verdicts stand for (a joined verdict stands for each line it joins). */
function linesCovered(verdicts: { raw: string }[]): number {
  return verdicts.reduce((n, v) => n + 1 + (v.raw.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
}

describe('undeclared quoted-printable', () => {
  it('a soft break before a blank line joins it once: one verdict a raw line', async () => {
    // (A bare CR ends a line for the GM but is no MIME line break: its "=" is no soft break.)
    for (const paste of ['=C3=A9t=C3=A9=\n\n', '=C3=A9t=C3=A9=\n\nA Par =E2=80=93 Bur\n', '=C3=A9t=C3=A9=\n\n\n', 'x=C3=A9t=C3=A9\n\n', '=C3=A9t=C3=A9=\rabc\r\rdef\r-- ', '=C3=A9t=C3=A9=\r\rx\r']) {
      const r = await read(paste);
      const rawLines = paste.split(/\r\n|\r|\n/).length - (/[\r\n]$/.test(paste) ? 1 : 0);
      expect(linesCovered(r.verdicts), JSON.stringify(paste)).toBe(rawLines);
    }
  });

  it('reads the order after the joined line, and says the text was decoded', async () => {
    const r = await read('=C3=A9t=C3=A9=\n\nA Par =E2=80=93 Bur\n');
    expect(r.verdicts.filter((v) => v.order).map((v) => v.text)).toEqual(['A Par – Bur']);
    expect(JSON.stringify(r)).toContain('quoted-printable');
  });
});
