// The seeded generator behind every random choice of the movement and battle judges.
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../../core/random';
import { resolveTurn } from '../../../core/coalition/turn';
import { makeRound, thread } from './helpers';

describe('SeededRandom', () => {
  it('gives the same rolls for the same seed, different ones for another', () => {
    const roll = (seed: number) => { const r = new SeededRandom(seed); return Array.from({ length: 30 }, () => r.roll(20, 'd20')); };
    expect(roll(7)).toEqual(roll(7));
    expect(roll(7)).not.toEqual(roll(8));
  });
  it('rolls every face of a die, fairly enough, and logs each roll with its purpose', () => {
    const r = new SeededRandom(1);
    const counts = new Array(20).fill(0);
    for (let i = 0; i < 20_000; i++) counts[r.roll(20, 'd20') - 1]++;
    for (const c of counts) expect(c).toBeGreaterThan(800);
    expect(r.rolls).toHaveLength(20_000);
    expect(r.rolls[0]).toMatchObject({ purpose: 'd20', sides: 20 });
    expect(() => r.roll(0, 'no die')).toThrow(RangeError);
  });
  it('records which option a choice picked, and needs no roll for a single option', () => {
    const r = new SeededRandom(5);
    const picked = r.choose(['9D', '9E', '9F'], 'retreat');
    expect(r.rolls).toEqual([{ purpose: 'retreat', sides: 3, value: ['9D', '9E', '9F'].indexOf(picked) + 1, chosen: picked }]);
    expect(r.choose(['only'], 'forced')).toBe('only');
    expect(r.rolls).toHaveLength(1);
  });
  it('a turn draws from a generator passed in and lists only its own rolls', () => {
    const rng = new SeededRandom(3);
    rng.roll(6, 'an earlier roll');
    const { report } = resolveTurn(makeRound([{ name: 'A', square: '10E' }]), thread(['A', '2026-11-19 10:00', '10E > 12F']), { rng });
    expect(report.rolls.some((r) => r.purpose === 'an earlier roll')).toBe(false);
    expect(report.rolls.some((r) => r.purpose.startsWith('route for A'))).toBe(true);
  });
});
