// 004 3.1d, 3.1f: the update post lists every rejected order (also lines that read like orders but
// are not in the form of one) and prints times as the forum's players read them.
import { describe, expect, it } from 'vitest';
import sample from '../../../assets/coalition/sample-round.json';
import { forumTime } from '../../../core/coalition/forumTime';
import { garbledOrder } from '../../../core/coalition/garbled';
import { renderBattleAnnouncements, renderUpdate } from '../../../core/coalition/publish';
import { loadRound } from '../../../core/coalition/roundSchema';
import { resolveTurn } from '../../../core/coalition/turn';
import { thread } from './helpers';

function sampleRound() {
  const loaded = loadRound(sample);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  return loaded.round;
}

describe('the update post (004 3.1d, 3.1f)', () => {
  it('004 3.1d a garbled order line ("Urza 12D to 12E") is listed among the rejected orders with the form it should take', () => {
    const text = thread(['Urza', '2026-11-20 12:00', 'Urza 12D to 12E\nGood luck everyone, see you in the battle thread']);
    const { report } = resolveTurn(sampleRound(), text, { seed: 1 });
    const urza = report.outcomes.find((o) => o.text === 'Urza 12D to 12E')!;
    expect(urza).toMatchObject({ status: 'rejected', army: 'Urza', rule: '004 3.2.2.5a' });
    expect(urza.reason).toContain('"Urza: 12D > 12E"');
    // Chatter stays chatter: explained in the verdicts, not posted as a rejected order.
    expect(report.outcomes.find((o) => o.text.startsWith('Good luck'))).toMatchObject({ status: 'unused' });
    for (const dialect of ['bbcode', 'plain'] as const) {
      const post = renderUpdate(report, dialect);
      const rejected = post.slice(post.indexOf('Rejected orders'), post.indexOf('Battle announcements'));
      expect(rejected).toContain('Urza (line 2): "Urza 12D to 12E" — reads like an order but is not in the form of one');
      expect(rejected).not.toContain('Good luck');
    }
  });
  it('004 3.1d tells a garbled order from chatter', () => {
    const armies = ['Urza', 'Sai Rei', 'Darkhand5'];
    expect(garbledOrder('Sai Rei 5E > 4G', armies)).toMatchObject({ army: 'Sai Rei' });
    expect(garbledOrder('[b]Darkhand5[/b] goes to 9K', armies)).toMatchObject({ army: 'Darkhand5' });
    expect(garbledOrder('move my army 3D to 4D please', armies)).toMatchObject({ army: null });
    expect(garbledOrder('Urza, where is the battle?', armies)).toBeNull();
    expect(garbledOrder('I think we should go to the pub', armies)).toBeNull();
    expect(garbledOrder('Urzalike 12D', armies)).toBeNull();
    expect(garbledOrder('x'.repeat(500) + ' 3D to 4D', armies)).toBeNull();
  });
  it('004 3.1f prints the lock, the next deadline and strategy deadlines as "Sat 21 Nov 05:00 GMT", never ISO', () => {
    expect(forumTime('2026-11-21T05:00:00Z')).toBe('Sat 21 Nov 05:00 GMT');
    expect(forumTime(Date.parse('2026-01-04T23:59:00Z'))).toBe('Sun 4 Jan 23:59 GMT');
    expect(forumTime('not a time')).toBe('not a time');
    const { next, report } = resolveTurn(sampleRound(), '', { seed: 1, nextBattleDeadline: '2026-11-27T05:00:00Z' });
    const post = renderUpdate(report, 'plain');
    expect(post).toContain('Movement lock: Sat 21 Nov 05:00 GMT');
    expect(post).toContain('Next battle deadline: Fri 27 Nov 05:00 GMT; movement locks 24 hours later, Sat 28 Nov 05:00 GMT');
    expect(post).not.toMatch(/\d{4}-\d\d-\d\dT/);
    next.battles = [{ square: '12E', armies: ['Urza', 'Belbe'], kind: 'no-attacker', deadline: '2026-11-27T05:00:00Z' }];
    const announcements = renderBattleAnnouncements(next, { ...report, battles: next.battles }, 'plain');
    expect(announcements).toContain('strategies due Fri 27 Nov 05:00 GMT');
    expect(announcements).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });
});
