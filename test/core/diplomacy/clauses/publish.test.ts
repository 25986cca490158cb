// 000 D.X(3) / 001 B.XI(3): results carry no GM colour commentary. The results post is built only
// from the phase report's facts; the only free text in it is what players (or the GM, as game name
// and replacement notices) put into named report fields. These tests would fail if the renderer
// ever gained a way to carry other text, e.g. a `commentary` field on the report.
import { describe, expect, it } from 'vitest';
import { publishResults, resultsDocument, getPressPolicy, type Block, type PhaseReport } from '../../../../core/diplomacy/publish/index';
import { dipccReport, standard } from '../publish/dipccReports';
import { abbreviationListsDocument, checkCourtesyUnits, renderDocument } from '../../../../core/diplomacy/publish/index';
import { position } from '../engine/helpers';

const press = [
  { kind: 'white' as const, author: 'England', to: ['All'], text: 'Peace in our time.' },
  { kind: 'black' as const, author: 'France', attributedTo: 'Germany', text: 'Kaiser says hi.' },
];

function report(): PhaseReport {
  const r = dipccReport('game_433761_ENGLAND_AG.json', 'F1904M', { press });
  return { ...r, notices: [...r.notices, { kind: 'replacement', power: 'Italy', player: 'Mario Rossi', period: 'permanent' }] };
}

/** Every text a person supplied to the report, in whatever field. */
function suppliedTexts(r: PhaseReport): string[] {
  return [
    r.game, ...Object.keys(r.written), ...Object.values(r.written), ...r.press.flatMap((p) => [p.text, p.author, p.attributedTo ?? '', ...(p.to ?? [])]),
    ...r.notices.flatMap((n) => (n.kind === 'replacement' ? [n.player, n.period] : [])),
  ];
}

function userTexts(blocks: Block[]): string[] {
  const fromLine = (line: (string | { user: string })[]) => line.flatMap((s) => (typeof s === 'string' ? [] : [s.user]));
  return blocks.flatMap((b) => {
    if (b.kind === 'meta' || b.kind === 'prose') return b.lines.flatMap(fromLine);
    if (b.kind === 'heading') return fromLine(b.line);
    if (b.kind === 'player') return [...fromLine(b.label), b.text];
    return [];
  });
}

describe('no GM colour commentary (000 D.X(3), 001 B.XI(3))', () => {
  for (const [key, profile] of [['000 D.X(3)', 'wm2004'], ['001 B.XI(3)', 'maharajiad']] as const) {
    it(`${key}: every free-text piece of the results comes from a report field; extra text on the report is never published`, () => {
      const r = report();
      const policy = getPressPolicy(profile);
      const blocks = resultsDocument(standard, r, { pressPolicy: policy });
      const supplied = suppliedTexts(r);
      const free = userTexts(blocks);
      expect(free.length).toBeGreaterThan(0);
      for (const t of free) expect(supplied.some((s) => s.includes(t)), `unexpected free text: ${t}`).toBe(true);
      // Colour commentary smuggled onto the report in any field the report does not define is ignored.
      const withComment = { ...r, commentary: 'COLOUR: what a blunder by Italy!', gmNote: 'COLOUR: ha ha', comment: 'COLOUR' } as PhaseReport;
      for (const dialect of ['njudge', 'bbcode', 'markdown'] as const) {
        const plain = publishResults(standard, r, dialect, { pressPolicy: policy });
        const commented = publishResults(standard, withComment, dialect, { pressPolicy: policy });
        expect(commented).toBe(plain);
        expect(commented).not.toContain('COLOUR');
      }
    });
  }
});

describe('agreed abbreviation lists (000 D.III(1)d)', () => {
  it('000 D.III(1)d: every agreed per-player abbreviation list is published to all players, escaped in every dialect', () => {
    const blocks = abbreviationListsDocument('wm04 g7', [
      { power: 'Italy', abbreviations: { wm: 'wes', '*tyr*': 'tyr' } },
      { power: 'England', abbreviations: { NAt: 'nao' } },
      { power: 'Turkey', abbreviations: {} },
    ]);
    const md = renderDocument(blocks, 'markdown');
    const text = renderDocument(blocks, 'njudge');
    for (const want of ['England', 'NAt', 'nao', 'Italy', 'wm', 'wes', 'tyr']) expect(text).toContain(want);
    expect(text.indexOf('England')).toBeLessThan(text.indexOf('Italy'));
    expect(text).not.toContain('Turkey');
    // The player's asterisks are shown literally in Markdown, not turned into emphasis.
    expect(md).toContain('\\*tyr\\*');
    expect(md).not.toMatch(/(^|[^\\])\*tyr\*/);
    expect(renderDocument(abbreviationListsDocument('g', []), 'njudge')).toContain('No player has an individual abbreviation list.');
  });
});

describe('courtesy information (000 D.VIII(1)c, 001 B.IX(1)b)', () => {
  for (const [key, profile] of [['000 D.VIII(1)c', 'wm2004'], ['001 B.IX(1)b', 'maharajiad']] as const) {
    it(`${key}: the adjudication prevails over a conflicting courtesy unit list, and every conflict is named`, () => {
      const adjudicated = position('England: F nth, A yor; Germany: A mun');
      const agree = checkCourtesyUnits(profile, adjudicated, [
        { power: 'England', type: 'F', location: 'NTH' }, { power: 'England', type: 'A', location: 'yor' }, { power: 'Germany', type: 'A', location: 'mun' },
      ]);
      expect(agree).toMatchObject({ conflicts: [], clause: key });
      const check = checkCourtesyUnits(profile, adjudicated, [
        { power: 'England', type: 'A', location: 'nth' }, { power: 'Germany', type: 'A', location: 'ber' }, { power: 'Germany', type: 'A', location: 'mun' },
      ], 'the map');
      expect(check.conflicts).toEqual([
        'the map shows A NTH (England); the adjudication has F NTH (England)',
        'the map shows A BER (Germany); the adjudication has no unit there',
        'the map leaves out A YOR (England), which the adjudication has',
      ]);
      expect(check.standing).toBe(adjudicated.units);
    });
  }
});
