// Issue 19: a correction the judge cannot use leaves the earlier order in force (004 3.3.6b: only the
// last order made by the deadline counts, and a rejected line is no order). The rejected line must
// say so where it is listed — which post, which move still stands — never silently carry it out.
import { describe, expect, it } from 'vitest';
import { collectOrders } from '../../../core/coalition/collect';
import { renderUpdate } from '../../../core/coalition/publish';
import { parseThread } from '../../../core/coalition/thread';
import { resolveTurn } from '../../../core/coalition/turn';
import { at, makeRound, thread } from './helpers';

const round = () => makeRound([{ name: 'Sai Rei', square: '3D', rank: 3 }, { name: 'Darkhand5', square: '9E', rank: 4 }], { battleDeadline: '2026-11-20T05:00:00Z' });
const rejected = (text: string) => collectOrders(round(), parseThread(text)).outcomes.filter((o) => o.status === 'rejected');

describe('a later correction that cannot be used: the earlier order still stands, and the line says so (004 3.3.6b)', () => {
  it('004 3.3.6b a correction with trailing prose is rejected and names the earlier post and move that stand', () => {
    const text = thread(['Sai Rei', '2026-11-19 12:00', 'Sai Rei: 3D > 3F'], ['Sai Rei', '2026-11-20 09:30', 'Sai Rei: 3D > 4E instead, ignore my last']);
    const { outcomes, accepted } = collectOrders(round(), parseThread(text));
    expect(accepted.map((o) => o.text)).toEqual(['Sai Rei: 3D > 3F']);
    const bad = outcomes.find((o) => o.status === 'rejected')!;
    expect(bad.army).toBe('Sai Rei');
    expect(bad.reason).toContain('Sai Rei\'s earlier order still stands: Sai Rei\'s post of 2026-11-19 12:00, line 2, "Sai Rei: 3D > 3F" (004 3.3.6b');
  });

  it('004 3.3.6b a garbled line under the army\'s name (004 3.2.2.5a) says the earlier order stands; the update post carries it and the army makes the earlier move', () => {
    const text = thread(['Sai Rei', '2026-11-19 12:00', '[b]Sai Rei[/b]: 3D > 3F'], ['Sai Rei', '2026-11-20 09:30', 'Sai Rei 3D to 4E please, ignore the above']);
    const lines = rejected(text);
    expect(lines.map((o) => [o.army, o.rule])).toEqual([['Sai Rei', '004 3.2.2.5a']]);
    expect(lines[0]!.reason).toMatch(/earlier order still stands: Sai Rei's post of 2026-11-19 12:00, line 2, "Sai Rei: 3D > 3F" \(004 3\.3\.6b/);
    const { next, report } = resolveTurn(round(), text, { seed: 1 });
    expect(renderUpdate(report, 'plain')).toContain(`"Sai Rei 3D to 4E please, ignore the above" — ${lines[0]!.reason}`);
    expect(at(next, 'Sai Rei')).toBe('3F');
  });

  it('004 3.3.6b a correction posted after the lock (004 3.1b) leaves the earlier order, and says which', () => {
    const text = thread(['Sai Rei', '2026-11-19 12:00', 'Sai Rei: 3D > 3F'], ['Sai Rei', '2026-11-21 05:01', 'Sai Rei: 3D > 4E']);
    expect(rejected(text).map((o) => [o.rule, /earlier order still stands: .*"Sai Rei: 3D > 3F"/.test(o.reason!)])).toEqual([['004 3.1b', true]]);
  });

  it('004 3.3.6b in one post the last line counts: an unreadable line after the order points back to it', () => {
    const text = thread(['Sai Rei', '2026-11-19 12:00', 'Sai Rei: 3D > 3F\nSai Rei: 3D > 4E no wait']);
    expect(rejected(text).map((o) => /earlier order still stands: .* line 2, "Sai Rei: 3D > 3F"/.test(o.reason!))).toEqual([true]);
  });

  it('004 3.3.6b a rejected line written BEFORE the order that counts, or for an army with no order, claims no earlier order', () => {
    const before = thread(['Sai Rei', '2026-11-19 12:00', 'Sai Rei: 3D > 4E no wait'], ['Sai Rei', '2026-11-20 09:30', 'Sai Rei: 3D > 3F']);
    expect(rejected(before).map((o) => o.reason)).not.toContainEqual(expect.stringContaining('still stands'));
    expect(rejected(before)).toHaveLength(1);
    const none = thread(['Sai Rei', '2026-11-20 09:30', 'Sai Rei: 3D > 4E no wait']);
    expect(rejected(none).map((o) => o.reason)).not.toContainEqual(expect.stringContaining('still stands'));
    expect(rejected(none)).toHaveLength(1);
  });
});
