// The unseen-mail trial of corpus 1450-1499 and evenings 27-28 (issue 13): order lines at the
// edges of the rules. Each test is one shape the reader got wrong before (silently, or flagged
// for the wrong reason), fresh mail of it in the corpus, and guard cases that must keep their
// old reading.
import { describe, expect, it } from 'vitest';
import { formatOrder } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

type Result = Awaited<ReturnType<typeof read>>;
const orders = (r: Result, power: string) => (r.orders[power] ?? []).map(formatOrder);
const line = (r: Result, text: string) => r.verdicts.find((v) => v.text.trim() === text)!;

const mail = (from: string, body: string) => `From: ${from}\nTo: gm@dipgame.example\nDate: Sun, 29 Nov 2026 16:00:00 +0100\nSubject: orders\n\n${body}`;
const FRANCE = 'marie@example.fr';

describe('000 D.II(5)b, 001 B.III(5)b: alternatives belong to retreats and adjustments, not to this turn\'s move', () => {
  it('000 D.II(5)b: "A Par - Bur or Pic" in a movement phase is two destinations: ambiguous, said on the line, the army holds (corpus 1476, evening 27)', async () => {
    const r = await read(mail(FRANCE, 'A Par - Bur or Pic\nA Mar - Spa\nF Bre - Mao\n'));
    expect(orders(r, 'France')).toEqual(['A MAR - SPA', 'F BRE - MAO']);
    const v = line(r, 'A Par - Bur or Pic');
    expect(v.kind).toBe('ambiguous');
    expect(v.reason).toContain('two destinations');
    expect(v.clause).toBe('000 D.II(5)b');
    expect(v.forLaterPhase).toBeUndefined();
    expect(r.sets[0]!.conditional).toEqual([]);
  });

  it('001 B.III(5)b: the same under the Maharajiad rules on its own map ("A Kab - Lah or Pes", corpus 1495)', async () => {
    const r = await read(mail('farid@example.af', 'A Kab - Lah or Pes\nA Bal - Kan\n'), { rules: 'maharajiad', position: 'maharajah-spring', variant: 'maharajah' });
    expect(line(r, 'A Kab - Lah or Pes').kind).toBe('ambiguous');
    expect(line(r, 'A Kab - Lah or Pes').clause).toBe('001 B.III(5)b');
    expect(orders(r, 'Mughalistan')).toEqual(['A BAL - KAN']);
  });

  it('000 D.II(5)b: a line that speaks of a retreat keeps its alternatives for the retreat phase (guard)', async () => {
    for (const text of ['If dislodged, A Par - Bur or Pic', 'A Par R Bur or Pic', 'A Par retreats to Bur or Pic']) {
      const r = await read(mail(FRANCE, `A Mar - Spa\n${text}\n`));
      expect(line(r, text).kind, text).not.toBe('ambiguous');
      expect(line(r, text).forLaterPhase, text).toBe('retreat');
    }
  });
});
