import { describe, expect, it } from 'vitest';
import { parsePointsAnnouncement, pointsAnnouncement, proposalPoints } from '../../../core/ledger/nomicPoints';

// The points arithmetic of seed 003 on its own, each boundary from both sides.
describe('Nomic points (seed 003)', () => {
  it('003 203 floor(max(10, R - 290) x Y / V): R up to 300 is worth 10, every rule past it one more', () => {
    expect(proposalPoints(215, 3, 3)).toBe(10);
    expect(proposalPoints(300, 3, 3)).toBe(10);
    expect(proposalPoints(301, 3, 3)).toBe(11);
    expect(proposalPoints(322, 3, 3)).toBe(32);
    // floor, not round: 32 x 2 / 3 = 21.33, and 11 x 2 / 3 = 7.33; 10 x 5 / 6 = 8.33
    expect(proposalPoints(322, 2, 3)).toBe(21);
    expect(proposalPoints(301, 2, 3)).toBe(7);
    expect(proposalPoints(215, 5, 6)).toBe(8);
    expect(proposalPoints(215, 0, 4)).toBe(0);
  });

  it('003 203 no votes cast: nothing to divide, 0 points; one vote cast is divided by one', () => {
    expect(proposalPoints(310, 0, 0)).toBe(0);
    expect(proposalPoints(310, 1, 1)).toBe(20);
  });

  it('003 209 an announcement gives the new total and the signed change, with the player when someone else posts it', () => {
    expect(pointsAnnouncement(150, 4)).toBe('150 (+4)');
    expect(pointsAnnouncement(150, 0, 'Ben P')).toBe('Ben P: 150 (+0)');
    expect(pointsAnnouncement(-10, -10, 'Alex W')).toBe('Alex W: -10 (-10)');
  });

  it('003 209 announcements read back, with or without the player, whatever minus sign and spacing; anything else is not one', () => {
    expect(parsePointsAnnouncement('Ben P: 150 (+4)')).toEqual({ player: 'Ben P', total: 150, change: 4 });
    expect(parsePointsAnnouncement('  150 ( + 4 )  ')).toEqual({ total: 150, change: 4 });
    expect(parsePointsAnnouncement('150 (4)')).toEqual({ total: 150, change: 4 });
    expect(parsePointsAnnouncement('Ben P: 150(+4)')).toEqual({ player: 'Ben P', total: 150, change: 4 });
    expect(parsePointsAnnouncement('Alex W:-10 (-10)')).toEqual({ player: 'Alex W', total: -10, change: -10 });
    expect(parsePointsAnnouncement('Alex W: 32 (−10)')).toEqual({ player: 'Alex W', total: 32, change: -10 });
    expect(Object.keys(parsePointsAnnouncement('7 (+7)') ?? {})).toEqual(['total', 'change']);
    expect(parsePointsAnnouncement('150 (+4) points')).toBeNull();
    expect(parsePointsAnnouncement('I have 150 points')).toBeNull();
    expect(parsePointsAnnouncement('score 150 (+4)')).toBeNull();
    expect(parsePointsAnnouncement('150 (+4')).toBeNull();
  });
});
