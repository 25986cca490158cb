import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { playPhase, startGame } from '../../../../core/diplomacy/game';
import { readOrders } from '../../../../core/diplomacy/canonicalOrders';
import { publishResults, reportFromDipcc, reportFromGameRecord } from '../../../../core/diplomacy/publish/index';
import { loadGameJson } from '../game/games';

const variant = getVariant('standard');

describe('reports from an Adjutant game record', () => {
  const orders = readOrders(variant, 'France: A PAR - BUR\nGermany: A MUN - BUR').orders;

  it('announces the NMRs the record holds (000 D.VII(6)(c)a)', () => {
    const record = playPhase(startGame(variant, 'wm2004'), orders, { nmr: ['Italy', 'Turkey'] });
    const report = reportFromGameRecord(variant, record, 'S1901M', { game: 'demo' });
    if ('error' in report) throw new Error(report.error);
    expect(report.notices).toEqual([{ kind: 'nmr', power: 'Italy' }, { kind: 'nmr', power: 'Turkey' }]);
    const text = publishResults(variant, report, 'njudge');
    expect(text).toContain('Italy sent no orders (NMR).\nTurkey sent no orders (NMR).');
    expect(text).toMatch(/\nItaly: Army Rome HOLD\.  No Order Processed\n/);
  });

  it('announces civil disorder under the Agora rules (002 BT24)', () => {
    const record = playPhase(startGame(variant, 'agora-bt'), orders, { nmr: ['Italy'] });
    const report = reportFromGameRecord(variant, record, 'S1901M', { game: 'demo' });
    if ('error' in report) throw new Error(report.error);
    expect(report.notices).toContainEqual({ kind: 'civil-disorder', power: 'Italy' });
    expect(publishResults(variant, report, 'njudge')).toContain('Italy is in civil disorder.');
  });

  it('announces a replacement with the period declared (000 B.7a), the player\'s name escaped', () => {
    const record = playPhase(startGame(variant, 'wm2004'), orders);
    const report = reportFromGameRecord(variant, record, 'S1901M', {
      game: 'demo', notices: [{ kind: 'replacement', power: 'Austria', player: 'Fred [b]x[/b]', period: 'temporary, S1901M to F1901R' }],
    });
    if ('error' in report) throw new Error(report.error);
    expect(publishResults(variant, report, 'njudge')).toContain('Austria is now played by Fred [b]x[/b] (temporary, S1901M to F1901R).');
    expect(publishResults(variant, report, 'bbcode')).toContain('Austria is now played by Fred [\u200Bb]x[\u200B/b] (temporary, S1901M to F1901R).');
  });

  it('refuses a phase the record does not have or has not played', () => {
    const record = playPhase(startGame(variant, 'wm2004'), orders);
    expect(reportFromGameRecord(variant, record, 'F1903M', { game: 'x' })).toMatchObject({ error: expect.stringContaining('no phase F1903M') });
    expect(reportFromGameRecord(variant, record, 'F1901M', { game: 'x' })).toMatchObject({ error: expect.stringContaining('not been played') });
  });
});

describe('reports from a dipcc game', () => {
  it('re-adjudicates the phase and keeps the recorded order lines as written', () => {
    const report = reportFromDipcc(variant, loadGameJson('game_433761_ENGLAND_AG.json'), 'S1901M', getProfile('hasbro2000'), { game: 'x' });
    if ('error' in report) throw new Error(report.error);
    expect(report.results).toHaveLength(22);
    expect(report.written.England).toBe('F EDI - NWG\nF LON - NTH\nA LVP - EDI');
    expect(report.press.every((p) => p.kind === 'white')).toBe(true);
  });

  it('gives an error, never a throw, for a game that is not a dipcc game', () => {
    expect(reportFromDipcc(variant, { phases: 3 }, 'S1901M', getProfile('hasbro2000'), { game: 'x' })).toMatchObject({ error: expect.stringContaining('not a dipcc game') });
    expect(reportFromDipcc(variant, null, 'S1901M', getProfile('hasbro2000'), { game: 'x' })).toHaveProperty('error');
  });
});
