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

// Issue 19: readings the unseen-post trial (test/fixtures/coalition-posts/) found missing.
describe('posts as players write them (issue 19)', () => {
  const round = () => makeRound([{ name: 'Sai Rei', square: '3D', rank: 3 }, { name: 'Darkhand5', square: '9J', rank: 4 }, { name: 'Coalition Proxy 1', square: '10J', rank: 6 }, { name: 'Tsabo', team: 'Phyrexia', square: '9J', rank: 5 }], { battleDeadline: '2026-11-20T05:00:00Z' });
  const names = known('Sai Rei', 'Darkhand5', 'Coalition Proxy 1', 'Raider 1', 'Raider');

  it('004 3.2.2.5 forum smilies around an order are not part of it (":evil:", ":)"); colons of the order stay', () => {
    expect(readLine(':evil: Sai Rei: 3D > 5D :evil:', names)).toMatchObject({ type: 'order', armyName: 'Sai Rei', order: { waypoints: ['3D', '5D'] } });
    expect(readLine('[b]Sai Rei[/b]: D3 > D5 :)', names)).toMatchObject({ type: 'order', order: { waypoints: ['3D', '5D'] } });
    expect(readLine('Coalition Proxy 1 : 10J > 10L ;-)', names)).toMatchObject({ type: 'order', armyName: 'Coalition Proxy 1' });
  });
  it('004 3.2.2.5 an "EDIT:" or "Correction -" label before an order is the poster\'s, not an army name', () => {
    expect(readLine('Edit: Sai Rei: 3D > 3F', names)).toMatchObject({ type: 'order', armyName: 'Sai Rei', order: { waypoints: ['3D', '3F'] } });
    expect(readLine('CORRECTION - 3D > 3F', names)).toMatchObject({ type: 'order', armyName: null });
    expect(readLine('EDIT: sorry, 4E not 5D', names)).toMatchObject({ type: 'not-an-order' });
  });
  it('004 3.2.2.5 an army\'s exact name then an order, colon left out, is read for that army (longest name first)', () => {
    expect(readLine('Sai Rei 3D > 5D', names)).toMatchObject({ type: 'order', armyName: 'Sai Rei' });
    expect(readLine('Coalition Proxy 1 - not moving', names)).toMatchObject({ type: 'order', armyName: 'Coalition Proxy 1', order: { kind: 'hold' } });
    expect(readLine('Raider 1 24A > 24C', names)).toMatchObject({ type: 'order', armyName: 'Raider 1', order: { waypoints: ['24A', '24C'] } });
    expect(readLine('Sai Rei 3D > 5Z', names)).toMatchObject({ type: 'bad-order', armyName: 'Sai Rei', rule: '004 1.2a' });
    expect(readLine('Sai Rei is my favourite army', names)).toMatchObject({ type: 'not-an-order' });
  });
  it('004 3.2.2.5a squares joined by "-" ("9J - 9K - 10K", "12D-12E-13E") are refused with the form to use, not dropped', () => {
    for (const path of ['9J - 9K - 10K', '12D-12E-13E', 'Darkhand5: d-9 - d-10']) expect(readLine(path, names)).toMatchObject({ type: 'bad-order', rule: '004 3.2.2.5a' });
    const { outcomes } = collectOrders(round(), parseThread(thread(['Sai Rei', '2026-11-19 10:00', '3D - 3E - 4E'])));
    expect(outcomes[0]).toMatchObject({ status: 'rejected', army: 'Sai Rei', rule: '004 3.2.2.5a' });
  });
  it('004 3.2.1a a hold may carry a remark: "fighting (Tsabo jumped me)"', () => {
    expect(readLine('Darkhand5: fighting (Tsabo jumped me)', names)).toMatchObject({ type: 'order', order: { kind: 'hold', why: 'fighting' } });
  });
  it('004 3.1b forum times: phpBB "Fri Nov 20, 2026 2:30 am", "21 Nov 2026 06:30 GMT", day-first 20/11/2026; ambiguous or contradictory ones stay unread', () => {
    expect(parseForumTime('Fri Nov 20, 2026 2:30 am')).toBe(Date.UTC(2026, 10, 20, 2, 30));
    expect(parseForumTime('Fri Nov 20, 2026 12:15 pm')).toBe(Date.UTC(2026, 10, 20, 12, 15));
    expect(parseForumTime('21 Nov 2026 06:30 GMT')).toBe(Date.UTC(2026, 10, 21, 6, 30));
    expect(parseForumTime('Friday, 20 November 2026 14:03')).toBe(Date.UTC(2026, 10, 20, 14, 3));
    expect(parseForumTime('20/11/2026 01:00')).toBe(Date.UTC(2026, 10, 20, 1, 0));
    expect(parseForumTime('05/11/2026 01:00')).toBeNaN(); // 5 November or 11 May
    expect(parseForumTime('Thu Nov 20, 2026 2:30 am')).toBeNaN(); // 20 November 2026 is a Friday
    expect(parseForumTime('31/11/2026 10:00')).toBeNaN();
    expect(parseForumTime('Nov 20, 2026 13:00 pm')).toBeNaN();
  });
  it('004 3.2.2.5a a name that is no army\'s is refused, naming the army it was probably meant for ("Darkhand 5", "Lt. Sai Rei", "Sai Ri")', () => {
    const text = thread(['Darkhand5', '2026-11-19 10:00', 'Darkhand 5: 9J > 9L'], ['Sai Rei', '2026-11-19 11:00', 'Lt. Sai Rei: hold\nSai Ri: 3D > 4D\nNobody: 3D > 4D']);
    const { outcomes, accepted } = collectOrders(round(), parseThread(text));
    expect(accepted).toEqual([]);
    expect(outcomes.filter((o) => o.status !== 'unused').map((o) => [o.status, o.army, o.rule])).toEqual([['rejected', 'Darkhand5', '004 3.2.2.5a'], ['rejected', 'Sai Rei', '004 3.2.2.5a'], ['rejected', 'Sai Rei', '004 3.2.2.5a'], ['rejected', 'Nobody', '004 3.2.2.5a']]);
    expect(outcomes[0]!.reason).toMatch(/no army named "Darkhand 5".*probably meant for Darkhand5/);
  });
  it('004 3.2.1b, 004 4.2.6 a move by an army in battle is refused as such, even when unreadable; running away goes in the battle strategy', () => {
    const text = thread(['Darkhand5', '2026-11-19 10:00', 'Darkhand5: 9J > 12J -- running away!\nDarkhand5: 9J > 12J']);
    const { outcomes } = collectOrders(round(), parseThread(text));
    expect(outcomes.map((o) => o.rule)).toEqual(['004 3.2.1b', '004 3.2.1b']);
    expect(outcomes.every((o) => /004 4\.2\.6/.test(o.reason!))).toBe(true);
  });
  it('004 3.1b a line in a post after the lock is refused as late, whatever its wording', () => {
    const { outcomes } = collectOrders(round(), parseThread(thread(['Sai Rei', '21 Nov 2026 06:30 GMT', 'Sai Rei: running away to 11H lol'])));
    expect(outcomes[0]).toMatchObject({ status: 'rejected', rule: '004 3.1b', reason: 'posted after the movement lock' });
  });
});
