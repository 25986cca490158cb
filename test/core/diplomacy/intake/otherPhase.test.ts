// Issue 13 item 5: a mail that names another phase than the board's warns on the mail (never
// silent), while a mail naming the board's own turn, in any usual spelling, does not.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { initialPosition } from '../../../../core/diplomacy/position';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { readOrderMail } from '../../../../core/diplomacy/intake/index';
import type { Phase, Position } from '../../../../core/diplomacy/types';

const standard = getVariant('standard');
const opening = initialPosition(standard);
const at = (phase: Phase): Position => ({ ...opening, phase });
const warningsOf = async (subject: string, body: string, position: Position = opening) =>
  (await readOrderMail(`From: marie@example.fr\nTo: gm@example.org\nSubject: ${subject}\n\n${body}\n`, { variant: standard, position, rules: getProfile('wm2004') }))
    .messages.flatMap((m) => m.warnings.map((w) => w.text)).filter((t) => t.startsWith('names "'));

describe('a mail naming another phase than the board warns', () => {
  it.each([
    ['Board 7: France Fall 1901', 'A Par - Bur', 'Fall 1901'],
    ['France F01', 'A Par - Bur', 'F01'],
    ['France', 'Spring 1902 orders:\nA Par - Bur', 'Spring 1902'],
    ['dipgame: France F1901M', 'A Par - Bur', 'F1901M'],
    ['France orders', 'My orders for autumn 1901:\nA Par - Bur', 'autumn 1901'],
    ['Re: France S1901R retreats', 'A Par - Bur', 'S1901R'],
    ['Ordres Automne 1901', 'A Par - Bur', 'Automne 1901'],
    ['France', 'Befehle Herbst 1901:\nA Par - Bur', 'Herbst 1901'],
    ['Órdenes otoño de 1901', 'A Par - Bur', 'otoño de 1901'],
    ['Ordini autunno 1901', 'A Par - Bur', 'autunno 1901'],
    ['France', 'Printemps 1902 :\nA Par - Bur', 'Printemps 1902'],
    ['Frühjahr 1902', 'A Par - Bur', 'Frühjahr 1902'],
  ])('subject "%s" while the board is S1901M', async (subject, body, written) => {
    const w = await warningsOf(subject, body);
    expect(w).toEqual([`names "${written}", but the board is S1901M: orders for another turn? They are read as S1901M's; look before adjudicating.`]);
  });

  it.each([
    ['Board 7: France Spring 1901', 'A Par - Bur', opening],
    ['dipgame: France S1901M', 'Spring 1901 orders:\nA Par - Bur', opening],
    ['France S01', 'A Par - Bur', opening],
    ['Ordres printemps 1901', 'A Par - Bur', opening],
    ['Befehle Frühjahr 1901', 'A Par - Bur', opening],
    ['Órdenes primavera de 1901', 'A Par - Bur', opening],
    ['Ordini Primavera 1901', 'A Par - Bur', opening],
    ['Re: Board 7 F1901M results', 'A Par - Gas', at({ year: 1901, season: 'fall', type: 'retreat' })],
    ['France Fall 1901 builds', 'Build A Par', at({ year: 1901, season: 'winter', type: 'adjustment' })],
    ['France W1901A', 'Build A Par', at({ year: 1901, season: 'winter', type: 'adjustment' })],
  ])('no warning for "%s" on its own board', async (subject, body, position) => {
    expect(await warningsOf(subject, body, position)).toEqual([]);
  });

  it('press and quoted text naming other years are not read as the turn the orders are for', async () => {
    const body = 'A Par - Bur\n\nPress to all: in Fall 1905 France will rule Europe.\nEnd press\n\n> Spring 1900 results quoted here';
    expect(await warningsOf('France S1901M', body)).toEqual([]);
  });

  it('each other phase is named once, however often it is written', async () => {
    expect(await warningsOf('France F1901M', 'F1901M orders:\nA Par - Bur')).toHaveLength(1);
  });

  it.each([
    ['Re: Spring 1901 results', at({ year: 1901, season: 'fall', type: 'movement' })],
    ['R: Spring 1901 results', at({ year: 1901, season: 'fall', type: 'movement' })],
    ['AW: Ergebnisse Frühjahr 1901', at({ year: 1901, season: 'fall', type: 'movement' })],
    ['RE: dipgame S1901M results', at({ year: 1901, season: 'fall', type: 'movement' })],
    ['Re: Winter 1901 results', at({ year: 1902, season: 'spring', type: 'movement' })],
    ['Re: Fall 1901 results', at({ year: 1902, season: 'spring', type: 'movement' })],
  ])('a reply to the last turn\'s results ("%s") is about this turn: no "another turn?" warning (issue 13)', async (subject, position) => {
    expect(await warningsOf(subject, 'A Par - Bur', position)).toEqual([]);
  });

  it.each([
    ['Re: Spring 1901 results', at({ year: 1902, season: 'spring', type: 'movement' }), 'Spring 1901'],
    ['Spring 1901 results', at({ year: 1901, season: 'fall', type: 'movement' }), 'Spring 1901'],
    ['Re: France Spring 1901 orders', at({ year: 1901, season: 'fall', type: 'movement' }), 'Spring 1901'],
    ['Re: Fall 1901 results', at({ year: 1901, season: 'spring', type: 'movement' }), 'Fall 1901'],
  ])('"%s" still warns where it is not the last results answered (older results, no reply, a turn\'s orders, a later turn)', async (subject, position, written) => {
    const w = await warningsOf(subject, 'A Par - Bur', position);
    expect(w).toHaveLength(1);
    expect(w[0]).toContain(`names "${written}"`);
  });

  it('a reply to the last results still warns for another turn named in the body ("Re: Spring 1901 results" over "Spring 1902 orders:")', async () => {
    const w = await warningsOf('Re: Spring 1901 results', 'Spring 1902 orders:\nA Par - Bur', at({ year: 1901, season: 'fall', type: 'movement' }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('names "Spring 1902"');
  });
});
