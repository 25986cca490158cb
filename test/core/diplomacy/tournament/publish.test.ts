// Publishing: standings with ties explained, assignments with swaps and unmet checks, the draw.
import { describe, expect, it } from 'vitest';
import { assignRound, createTournament, importRoster, publishAssignment, publishDraw, publishRoundResults, publishStandings } from '../../../../core/diplomacy/tournament/index';
import { result, seat, tourney } from './helpers';

const u = undefined as unknown as string;

describe('tournament publishing', () => {
  it('standings say which tie-break placed each tied player, with the dice, in text, BBCode and Markdown', () => {
    const t = tourney('wm2004', 42);
    seat(t, 1, { B1: ['P'], B2: [u, '*Q*'], B3: [u, 'R'], B4: [u, u, '[b]Evil*[/b]'] });
    result(t, 1, 'B1', { P: 8 }); result(t, 1, 'B2', { '*Q*': 8 }); result(t, 1, 'B3', { R: 1 }); result(t, 1, 'B4', { '[b]Evil*[/b]': 3 });
    const text = publishStandings(t, 'njudge');
    expect(text).toMatch(/Advancement from Round 1 to Round 2 \(000 C\.7\)/);
    expect(text).toContain('P (place 1) tied with *Q* on Round-1 score + team credits; placed by 000 C.7(a): least successful country.');
    expect(text).toMatch(/Dice \(seeded from the tournament seed/);
    const bb = publishStandings(t, 'bbcode');
    expect(bb).toContain('[code]');
    expect(bb).not.toContain('[b]Evil'); // a name cannot open a tag
    const md = publishStandings(t, 'markdown');
    expect(md).toContain('```');
    expect(md).toContain('tied with \\*Q\\* on'); // escaped where it is prose
    expect(md).toMatch(/```[^`]*\[b\]Evil\*\[\/b\][^`]*```/); // literal inside a code block
    expect(publishRoundResults(t, 1, 'njudge')).toMatch(/B1 \(final\)\n  Austria\s+P\s+8\s+40/);
  });

  it('assignments list each board, the draw seed, swaps and the checks not met; the draw lists every pick', () => {
    const t = createTournament('Pub Cup', 'wm2004', 3);
    const rows = ['name,team,power'];
    const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
    for (let i = 1; i <= 3; i++) powers.forEach((p, k) => rows.push(`P${i}${k},T${i},${p}`));
    importRoster(t, rows.join('\n'));
    assignRound(t, 1, t.players.map((p) => p.name));
    const text = publishAssignment(t, 1, 'njudge');
    expect(text).toMatch(/Pub Cup: Round 1 board assignments/);
    expect(text).toMatch(/R1-B01\n  Austria\s+P\d0/);
    expect(text).toMatch(/Drawn with seed \d+ \(000 B\.5\): 14 logged picks/);
    // Three teams on three boards: team-mates must share boards (000 B.6b) and teams meet on every board (000 B.6e): reported.
    expect(text).toMatch(/ — for 000 B\.6b/);
    expect(text).toMatch(/Checks that could not be met:\n[^]*000 B\.6e: teams T\d and T\d face each other on 3 boards/);
    const draw = publishDraw(t, 1, 'markdown');
    expect(draw.split('\n').filter((l) => l.startsWith('Round 1 draw:')).length).toBe(14);
  });
});
