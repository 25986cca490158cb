// 004 5.3.3 is marked obsolete in the seed ("not being enforced pending an official re-write"): an
// unbalanced roster must NOT be rejected, flagged or have its orders refused.
import { describe, expect, it } from 'vitest';
import { checkControlList } from '../../../core/coalition/control';
import { movementLock } from '../../../core/coalition/collect';
import { checkPlayers } from '../../../core/coalition/players';
import { checkRoundSetup } from '../../../core/coalition/roundSetup';
import { resolveTurn } from '../../../core/coalition/turn';
import { makeRound, thread } from './helpers';

describe('armies per player (004 5.3.3, obsolete)', () => {
  it('004 5.3.3 one active player controlling five armies while another controls one is not rejected, and all five obey him', () => {
    const r = makeRound([
      { name: 'Gen', rank: 1, square: '25L' }, { name: 'CP', team: 'Phyrexia', rank: 1, square: '25N' },
      { name: 'Cap', rank: 3, square: '10C' }, { name: 'Lt', rank: 6, square: '12C' },
      { name: 'Proxy A', rank: 6, square: '10E' }, { name: 'Proxy B', rank: 6, square: '10G' }, { name: 'Proxy C', rank: 6, square: '10I' }, { name: 'Proxy D', rank: 6, square: '10K' },
    ]);
    // Proxies have no namesake player: Cap (a Captain, who may control any army, 5.3.1) takes them all.
    r.players = r.players.filter((p) => !p.name.startsWith('Proxy'));
    r.control.entries = ['Proxy A', 'Proxy B', 'Proxy C', 'Proxy D'].map((army) => ({ army, controllers: ['Cap'], since: '2026-11-01T00:00:00Z' }));
    for (const p of r.players) p.lastPosted = '2026-11-19T10:00:00Z'; // everyone active (5.1)
    const lock = movementLock(r);
    // Cap controls 5 armies, Lt 1: 4 more than the least, which 5.3.3 would forbid were it enforced.
    expect(checkPlayers(r, lock)).toEqual([]);
    expect(checkControlList(r, lock)).toEqual([]);
    expect(checkRoundSetup(r).filter((p) => p.rule.startsWith('004 5.3'))).toEqual([]);
    const posts = thread(['Cap', '2026-11-20 12:00', 'Cap: 10C > 9C\nProxy A: 10E > 9E\nProxy B: 10G > 9G\nProxy C: 10I > 9I\nProxy D: 10K > 9K']);
    const { report, next } = resolveTurn(r, posts, { seed: 1 });
    expect(report.outcomes.filter((o) => o.status === 'used').map((o) => o.army)).toEqual(['Cap', 'Proxy A', 'Proxy B', 'Proxy C', 'Proxy D']);
    expect(report.outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect(report.events.filter((e) => e.rule.startsWith('004 5.3'))).toEqual([]);
    expect(next.armies.filter((a) => a.name.startsWith('Proxy')).map((a) => a.square)).toEqual(['9E', '9G', '9I', '9K']);
  });
});
