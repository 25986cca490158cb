// Reading movement threads and orders (004 3.1, 3.2, 3.3.6, 5.4), including every worked example of
// chapter 3's format rules.
import { describe, expect, it } from 'vitest';
import { parseThread, parseForumTime } from '../../../core/coalition/thread';
import { readLine } from '../../../core/coalition/orders';
import { collectOrders } from '../../../core/coalition/collect';
import { makeRound, thread } from './helpers';

const known = (...names: string[]) => (n: string) => names.some((x) => x.toLowerCase() === n.trim().toLowerCase());

describe('reading orders (004 3.2.2.5)', () => {
  it('004 3.2.2.5a worked example: "Sai Rei: 3D > 5E; replace Darkhand5"', () => {
    expect(readLine('Sai Rei: 3D > 5E; replace Darkhand5', known('Sai Rei'))).toEqual({
      type: 'order', armyName: 'Sai Rei', order: { kind: 'move', waypoints: ['3D', '5E'], route: null, suffix: 'replace', target: 'Darkhand5' },
    });
  });
  it('004 3.2.2.3a worked example: the long move "Sai Rei: 5E > 8E > 11E > 14E > 14H"', () => {
    const r = readLine('Sai Rei: 5E > 8E > 11E > 14E > 14H', known('Sai Rei'));
    expect(r.type === 'order' && r.order.kind === 'move' && r.order.waypoints).toEqual(['5E', '8E', '11E', '14E', '14H']);
  });
  it('004 3.2.2.4 worked example: the routed move "Sai Rei: 5E > 4G (5E - 5F - 5G - 4G)"', () => {
    const r = readLine('Sai Rei: 5E > 4G (5E - 5F - 5G - 4G)', known('Sai Rei'));
    expect(r.type === 'order' && r.order.kind === 'move' && r.order.route).toEqual(['5E', '5F', '5G', '4G']);
    const compact = readLine('Sai Rei: 5E > 4G (5E-5F-5G-4G)', known('Sai Rei'));
    expect(compact.type === 'order' && compact.order.kind === 'move' && compact.order.route).toEqual(['5E', '5F', '5G', '4G']);
  });
  it('004 3.2.2.5b the army name may be left off when it is the poster\'s', () => {
    expect(readLine('3D > 5E', known('Sai Rei'))).toMatchObject({ type: 'order', armyName: null });
  });
  it('004 3.2.3.1 reads "Intercept X"; 004 3.2.4.2 reads "Transfer to X at 4F"; 004 3.2.5.1 reads Joint Engage, also on its own square', () => {
    expect(readLine('Sai Rei: Intercept Greven', known('Sai Rei'))).toMatchObject({ order: { kind: 'intercept', target: 'Greven' } });
    expect(readLine('Sai Rei: Transfer to Darkhand5 at F4', known('Sai Rei'))).toMatchObject({ order: { kind: 'transfer', target: 'Darkhand5', at: '4F' } });
    expect(readLine('Sai Rei: 5E > 6E Joint Engage', known('Sai Rei'))).toMatchObject({ order: { kind: 'move', suffix: 'joint', waypoints: ['5E', '6E'] } });
    expect(readLine('Sai Rei: 5E Joint Engage', known('Sai Rei'))).toMatchObject({ order: { kind: 'move', suffix: 'joint', waypoints: ['5E', '5E'] } });
  });
  it('004 3.2.1a reads the optional "not moving" and "fighting" posts', () => {
    expect(readLine('Sai Rei: not moving', known('Sai Rei'))).toMatchObject({ order: { kind: 'hold', why: 'not moving' } });
    expect(readLine('[b]Sai Rei[/b]: fighting', known('Sai Rei'))).toMatchObject({ order: { kind: 'hold', why: 'fighting' } });
  });
  it('gives a reason for lines it cannot use', () => {
    expect(readLine('Good luck all!', known('Sai Rei'))).toMatchObject({ type: 'not-an-order' });
    expect(readLine('Nobody: 3D > 5E', known('Sai Rei'))).toMatchObject({ type: 'bad-order', reason: 'there is no army named "Nobody"' });
    expect(readLine('Sai Rei: 3D > 5Z', known('Sai Rei'))).toMatchObject({ type: 'bad-order', rule: '004 1.2a' });
    expect(readLine('Sai Rei: 3D > 5E; engage', known('Sai Rei'))).toMatchObject({ type: 'bad-order', rule: '004 3.2.2.2' });
  });
});

describe('reading a thread (004 3.1)', () => {
  it('splits posts by header, with PM re-posts and edit marks', () => {
    const t = parseThread('chatter\n--- Gazetzot @ 2026-11-19 18:02 ---\nSai Rei: 3D > 5E\nLast edited by Gazetzot on 2026-11-19 19:00\n--- PM from Hanna @ 2026-11-20 10:00 (re-posted by Judge) ---\n8H > 9H\nPosted by Belbe on 2026-11-19 20:00\nhello');
    expect(t.strayLines.map((l) => l.text)).toEqual(['chatter']);
    expect(t.posts.map((p) => [p.author, p.viaPm, p.repostedBy])).toEqual([['Gazetzot', false, undefined], ['Hanna', true, 'Judge'], ['Belbe', false, undefined]]);
    expect(t.posts[0]!.editedAt).toBe(Date.UTC(2026, 10, 19, 19, 0));
    expect(parseForumTime('2026-11-21 05:00 GMT')).toBe(Date.UTC(2026, 10, 21, 5, 0));
  });

  const round = () => makeRound([{ name: 'Sai Rei', square: '3D', rank: 3 }, { name: 'Darkhand5', square: '9E', rank: 4 }], { battleDeadline: '2026-11-20T05:00:00Z' });

  it('004 3.1b orders count until exactly 24 hours after the battle deadline: 5:00 is in, 5:01 is out', () => {
    const r = round();
    const { outcomes, accepted } = collectOrders(r, parseThread(thread(['Sai Rei', '2026-11-21 05:00:59', 'Sai Rei: 3D > 4D'], ['Darkhand5', '2026-11-21 05:01', '9E > 10E'])));
    expect(accepted.map((a) => a.army.name)).toEqual(['Sai Rei']);
    expect(outcomes.find((o) => o.army === 'Darkhand5')).toMatchObject({ status: 'rejected', rule: '004 3.1b' });
  });
  it('004 3.1b an edit after the lock makes the post count for nothing', () => {
    const text = thread(['Sai Rei', '2026-11-20 12:00', 'Sai Rei: 3D > 4D\nLast edited by Sai Rei on 2026-11-21 06:00']);
    expect(collectOrders(round(), parseThread(text)).outcomes[0]).toMatchObject({ status: 'rejected', rule: '004 3.1b' });
  });
  it('004 3.1c PM\'d orders count if sent within the last 28 hours before the deadline', () => {
    const ok = '--- PM from Sai Rei @ 2026-11-20 02:00 (re-posted by Judge) ---\nSai Rei: 3D > 4D';
    const late = '--- PM from Darkhand5 @ 2026-11-20 00:59 (re-posted by Judge) ---\n9E > 10E';
    const { outcomes, accepted } = collectOrders(round(), parseThread(ok + '\n' + late));
    expect(accepted.map((a) => a.army.name)).toEqual(['Sai Rei']);
    expect(outcomes.find((o) => o.army === 'Darkhand5')).toMatchObject({ status: 'rejected', rule: '004 3.1c' });
  });
  it('004 5.4.2 an order counts only if the poster controls the army at the lock (5.2.1b: changes count from their request time)', () => {
    const r = round();
    r.players.push({ name: 'Gazetzot', team: 'Coalition', rank: 'Captain' });
    r.control.entries.push({ army: 'Sai Rei', controllers: ['Gazetzot'], since: '2026-11-21T04:00:00Z' });
    const text = thread(['Gazetzot', '2026-11-19 10:00', 'Sai Rei: 3D > 4D'], ['Sai Rei', '2026-11-19 11:00', '3D > 3E']);
    const { outcomes, accepted } = collectOrders(r, parseThread(text));
    expect(accepted.map((a) => a.poster)).toEqual(['Gazetzot']);
    expect(outcomes.find((o) => o.author === 'Sai Rei')).toMatchObject({ status: 'rejected', rule: '004 5.4.2' });
  });
  it('004 5.2.1a an army not on the control list belongs to the player of the same name; 004 5.4.1a others are rejected', () => {
    const { outcomes } = collectOrders(round(), parseThread(thread(['Darkhand5', '2026-11-19 10:00', 'Sai Rei: 3D > 4D'])));
    expect(outcomes[0]).toMatchObject({ status: 'rejected', rule: '004 5.4.2', reason: 'Darkhand5 does not control Sai Rei at the movement lock' });
  });
  it('004 5.3.1 a controller below the army\'s rank is not a legal controller', () => {
    const r = round();
    r.players.push({ name: 'Cadetto', team: 'Coalition', rank: 'Lieutenant' });
    r.control.entries.push({ army: 'Darkhand5', controllers: ['Cadetto'], since: '2026-11-01T00:00:00Z' });
    const { accepted } = collectOrders(r, parseThread(thread(['Cadetto', '2026-11-19 10:00', 'Darkhand5: 9E > 10E'])));
    expect(accepted).toEqual([]);
  });
  it('004 3.3.6a two legal controllers ordering one army: it ignores all orders', () => {
    const r = round();
    r.players.push({ name: 'Gazetzot', team: 'Coalition', rank: 'Captain' });
    r.control.entries.push({ army: 'Sai Rei', controllers: ['Sai Rei', 'Gazetzot'], since: '2026-11-01T00:00:00Z' });
    const { outcomes, accepted } = collectOrders(r, parseThread(thread(['Gazetzot', '2026-11-19 10:00', 'Sai Rei: 3D > 4D'], ['Sai Rei', '2026-11-19 11:00', '3D > 3E'])));
    expect(accepted).toEqual([]);
    expect(outcomes.filter((o) => o.rule === '004 3.3.6a')).toHaveLength(2);
  });
  it('004 3.3.6b one controller, several orders: the last made by the deadline counts', () => {
    const text = thread(['Sai Rei', '2026-11-19 10:00', '3D > 4D\n3D > 3E'], ['Sai Rei', '2026-11-19 09:00', '3D > 2D']);
    const { outcomes, accepted } = collectOrders(round(), parseThread(text));
    expect(accepted[0]!.order).toMatchObject({ waypoints: ['3D', '3E'] });
    expect(outcomes.filter((o) => o.status === 'superseded')).toHaveLength(2);
  });
  it('ignores quoted text and says why every other line was not used', () => {
    const text = thread(['Darkhand5', '2026-11-19 10:00', '[quote="Sai Rei"]Sai Rei: 3D > 4D\n[/quote]\nLooks good\n9E > 10E']);
    const { outcomes, accepted } = collectOrders(round(), parseThread(text));
    expect(accepted.map((a) => a.army.name)).toEqual(['Darkhand5']);
    expect(outcomes.filter((o) => o.status === 'unused').map((o) => o.reason)).toEqual(['quoted text', 'quoted text', 'not an order (no army name and no move, intercept, transfer or joint engage)']);
  });
});

describe('hostile text', () => {
  it('reads huge or pathological lines as non-orders without choking', () => {
    const r = makeRound([{ name: 'Sai Rei', square: '3D', rank: 3 }]);
    const nasty = ['('.repeat(100_000), '[a='.repeat(50_000), 'Sai Rei: ' + '3D > '.repeat(20_000), '\u0000'.repeat(10_000)];
    const text = thread(...nasty.map((t, i) => ['Sai Rei', `2026-11-19 1${i}:00`, t] as [string, string, string]));
    const { outcomes, accepted } = collectOrders(r, parseThread(text));
    expect(accepted).toEqual([]);
    expect(outcomes.filter((o) => o.text.length > 1000).every((o) => o.status === 'unused' && /not read as an order/.test(o.reason!))).toBe(true);
    expect(readLine('Sai Rei: ' + 'x'.repeat(600), known('Sai Rei'))).toMatchObject({ type: 'not-an-order' });
  });
});
