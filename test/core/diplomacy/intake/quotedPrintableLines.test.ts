// Each line of a quoted-printable text keeps the raw lines it came from (mime.ts,
// quotedPrintableSpans), so hovering a verdict highlights its own line and every raw line has
// one verdict. The raw is walked as postal-mime reads it: a bare CR is a line break of the text,
// CRs before an LF vanish, "=0D"/"=0A" break lines, "=" before an LF is a soft break. Pairing raw
// lines one to one instead gave every line of the part the whole part's span whenever the counts
// differed (found by `npm run fuzz`, seeds 1553551437 and -1978419378, and by the MIME mail fuzz).
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

const head = 'From: Tom Bell <tom@example.co.uk>\nSubject: England S1901M\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b"\n\n--b\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n';

describe('quoted-printable lines keep their own raw lines', () => {
  it('undeclared quoted-printable with bare CRs: one verdict a raw line (intake fuzz counterexamples)', async () => {
    for (const paste of ['wuxpI]\r=C3=A9t=C3=A9=\r\r', '=C3=A9t=C3=A9=\rFrom: A <a@b.example>\r\r', 'A Par =E2=80=93 Bur\r=C3=A9t=C3=A9=\r\r\n']) {
      const r = await read(paste);
      const rawLines = paste.split(/\r\n|\r|\n/).length - (/[\r\n]$/.test(paste) ? 1 : 0);
      expect(linesCovered(r.verdicts), JSON.stringify(paste)).toBe(rawLines);
    }
  });

  it('lines ending "=0D" (a CRLF encoded) and the blank line closing the part: each order spans its own line', async () => {
    const paste = `${head}F Lon =E2=80=93 Nth=0D\nF Edi =E2=80=93 Nwg=0D\nA Lvp =E2=80=93 Yor=0D\n\n--b--\n`;
    const r = await read(paste);
    expect(r.verdicts.filter((v) => v.order).map((v) => v.raw)).toEqual(['F Lon =E2=80=93 Nth=0D', 'F Edi =E2=80=93 Nwg=0D', 'A Lvp =E2=80=93 Yor=0D']);
    expect(linesCovered(r.verdicts)).toBe(paste.split('\n').length - 1);
  });

  it('a CR before the line feed makes a blank raw line that goes with its line; a bare CR inside the text breaks it', async () => {
    const paste = `${head.replace('Tom Bell <tom@example.co.uk>', 'Marie <marie@example.fr>').replace('England', 'France')}A Par - Bur\r\r\nA Mar - Spa\rF Bre - M=\nao\n--b--\n`;
    const r = await read(paste);
    // (The span ends where the blank raw line does: at its start, before its CRLF.)
    expect(r.verdicts.filter((v) => v.order).map((v) => v.raw)).toEqual(['A Par - Bur\r', 'A Mar - Spa', 'F Bre - M=\nao']);
    expect(r.orders.France).toHaveLength(3);
  });
});
