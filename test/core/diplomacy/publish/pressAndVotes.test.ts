// Press sections by the game's press policy, and vote results in the post.
import { describe, expect, it } from 'vitest';
import { getPressPolicy, publishResults, sortPress, type PressItem } from '../../../../core/diplomacy/publish/index';
import { publishedOutcome, tallyAgoraProposal, tallyVote } from '../../../../core/diplomacy/running/votes';
import { getRunningRules } from '../../../../core/diplomacy/running/runningRules';
import { dipccReport, standard } from './dipccReports';

const press: PressItem[] = [
  { kind: 'white', author: 'Austria', text: 'WHITE-A: Austria speaks openly' },
  { kind: 'grey', author: 'England', text: 'GREY-E: someone whispers' },
  { kind: 'dark-grey', author: 'France', text: 'DARKGREY-F: signed, the Kaiser' },
  { kind: 'black', author: 'Italy', attributedTo: 'Turkey', to: ['Russia'], text: 'BLACK-I: the Sultan says' },
];

function post(policy: string, items: PressItem[] = press, dialect: 'njudge' | 'markdown' = 'njudge'): string {
  return publishResults(standard, dipccReport('game_433761_ENGLAND_AG.json', 'S1902M', { press: items }), dialect, { pressPolicy: getPressPolicy(policy) });
}

/** The section a line sits in: the last heading above it. */
function sectionOf(text: string, needle: string): string | undefined {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.includes(needle));
  if (at < 0) return undefined;
  for (let i = at; i >= 0; i--) if (/^(Orders as written|Anonymous or Unofficial Press|Anonymous Press|Press):$/.test(lines[i]!)) return lines[i];
  return '';
}

describe('press policies', () => {
  it('default: white with its author\'s orders, grey and dark grey in "Anonymous or Unofficial Press", black refused (000 D.X(1)a)', () => {
    const text = post('wm2004');
    expect(sectionOf(text, 'WHITE-A')).toBe('Orders as written:');
    expect(text).toContain('Press from Austria to All:\n> WHITE-A');
    expect(sectionOf(text, 'GREY-E')).toBe('Anonymous or Unofficial Press:');
    expect(sectionOf(text, 'DARKGREY-F')).toBe('Anonymous or Unofficial Press:');
    expect(text).not.toContain('BLACK-I');
  });

  it('Alternative Rule A: white and grey only, grey in "Anonymous Press" (000 D.X(1)b)', () => {
    const text = post('wm2004-alt-a');
    expect(sectionOf(text, 'WHITE-A')).toBe('Orders as written:');
    expect(sectionOf(text, 'GREY-E')).toBe('Anonymous Press:');
    expect(text).not.toContain('DARKGREY-F');
    expect(text).not.toContain('BLACK-I');
  });

  it('Alternative Rule B: white press only (000 D.X(1)c)', () => {
    const text = post('wm2004-alt-b');
    expect(text).toContain('WHITE-A');
    expect(text).not.toMatch(/GREY-E|DARKGREY-F|BLACK-I|Anonymous/);
  });

  it('Alternative Rule C: the GM publishes no press (000 D.X(1)d)', () => {
    const text = post('wm2004-alt-c');
    expect(text).not.toMatch(/WHITE-A|GREY-E|DARKGREY-F|BLACK-I|Press from/);
    expect(sortPress(getPressPolicy('wm2004-alt-c'), press).withheld).toHaveLength(4);
  });

  it('never reveals the author of grey or dark grey press (000 D.X(2))', () => {
    for (const dialect of ['njudge', 'markdown'] as const) {
      const text = post('wm2004', press, dialect);
      expect(text).not.toMatch(/Press from \**(England|France)/);
      expect(text).toMatch(/Press from \**Anonymous/);
    }
  });

  it('lets the GM refuse any single item (001 B.XI(1)a)', () => {
    const text = post('maharajiad', [...press, { kind: 'white', author: 'Russia', text: 'REFUSED-R', refusedByGm: true }]);
    expect(text).not.toContain('REFUSED-R');
    expect(sortPress(getPressPolicy('maharajiad'), [{ kind: 'white', author: 'Russia', text: 'x', refusedByGm: true }]).withheld[0]!.reason).toContain('001 B.XI(1)a');
  });

  it('Maharajiad default: white, grey and black in one section apart from the orders (001 B.XI(1)b)', () => {
    const text = post('maharajiad');
    for (const tag of ['WHITE-A', 'GREY-E', 'BLACK-I']) expect(sectionOf(text, tag)).toBe('Press:');
    expect(text).toContain('Press from Austria to All:\n> WHITE-A');
    expect(text).toContain('Press from Turkey to Russia:\n> BLACK-I');
    expect(text).not.toContain('DARKGREY-F');
  });

  it('Maharajiad Alternative Rule A is the World Masters default (001 B.XI(1)c)', () => {
    const text = post('maharajiad-alt-a');
    expect(sectionOf(text, 'WHITE-A')).toBe('Orders as written:');
    expect(sectionOf(text, 'DARKGREY-F')).toBe('Anonymous or Unofficial Press:');
    expect(text).not.toContain('BLACK-I');
  });

  it('Maharajiad Alternative Rule B: white and grey, grey in "Anonymous Press" (001 B.XI(1)d)', () => {
    const text = post('maharajiad-alt-b');
    expect(sectionOf(text, 'GREY-E')).toBe('Anonymous Press:');
    expect(text).not.toMatch(/DARKGREY-F|BLACK-I/);
  });

  it('Maharajiad Alternative Rule C: white only (001 B.XI(1)e)', () => {
    expect(post('maharajiad-alt-c')).not.toMatch(/GREY-E|DARKGREY-F|BLACK-I/);
    expect(post('maharajiad-alt-c')).toContain('WHITE-A');
  });

  it('Maharajiad Alternative Rule D: no press (001 B.XI(1)f)', () => {
    expect(post('maharajiad-alt-d')).not.toMatch(/WHITE-A|GREY-E|DARKGREY-F|BLACK-I/);
  });

  it('never reveals the author of grey, dark grey or black press (001 B.XI(2))', () => {
    for (const policy of ['maharajiad', 'maharajiad-alt-a', 'maharajiad-alt-b']) {
      expect(post(policy)).not.toMatch(/Press from (England|France|Italy)/);
    }
  });
});

describe('votes in the post', () => {
  const wm = getRunningRules('wm2004');
  const remaining = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
  const ballots = remaining.map((power) => ({ power, value: 'yes' as const, at: 1 }));

  it('publishes a failed proposal together with the adjudication, without votes or totals (000 D.IX(2)b, 000 D.IX(2)c)', () => {
    const failed = publishedOutcome(tallyVote(wm, { kind: 'draw', survivors: ['England', 'Germany'] }, [...ballots.slice(1), { power: 'Austria', value: 'no', at: 1 }], { remaining }));
    const text = publishResults(standard, dipccReport('game_433761_ENGLAND_AG.json', 'S1902M', { votes: [failed] }), 'njudge');
    expect(text).toContain('Austria: Army Vienna');
    expect(text).toContain('Votes:\n\nThe proposal for a draw including England, Germany did not pass.\n');
    expect(text).not.toMatch(/Austria voted|in favour|against/);
  });

  it('publishes a passed game end instead of the adjudication (001 B.X(2)b, 001 B.X(2)c)', () => {
    const mj = getRunningRules('maharajiad');
    const passed = publishedOutcome(tallyVote(mj, { kind: 'draw', survivors: remaining }, ballots, { remaining }));
    const text = publishResults(standard, dipccReport('game_433761_ENGLAND_AG.json', 'S1902M', { votes: [passed], nextDeadline: Date.parse('2004-03-05T22:00Z') }), 'njudge');
    expect(text).not.toMatch(/^(Austria|England|France|Germany|Italy|Russia|Turkey): (Army|Fleet)/m);
    expect(text).not.toContain('The next phase');
    expect(text).not.toContain(':: Deadline');
    expect(text).toContain('The proposal for a draw including Austria, England, France, Germany, Italy, Russia, Turkey passed.');
    expect(text).toContain('Ownership of supply centers:');
    expect(text).toContain('The game is over.');
    expect(text).not.toMatch(/\d+ in favour/);
  });

  it('publishes the numbers for and against where the procedure does (002 BT8d)', () => {
    const vote = tallyAgoraProposal('amending BT10', 'a', ['a', 'b', 'c', 'd', 'e'], [
      { contestant: 'b', value: 'for' }, { contestant: 'c', value: 'for' }, { contestant: 'd', value: 'for' }, { contestant: 'e', value: 'against' },
    ]);
    const text = publishResults(standard, dipccReport('game_433761_ENGLAND_AG.json', 'S1902M', { votes: [vote] }), 'markdown');
    expect(text).toContain('The proposal for amending BT10 passed (3 in favour, 1 against).');
    expect(text).not.toMatch(/\b[b-e]\b voted/);
  });
});
