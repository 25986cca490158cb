// The worker methods the workspace adds (readMail, adjudicate, openingPosition): core called
// through the same comlink message channel the Web Worker uses, so every answer is plain data.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expose, wrap, type Remote } from 'comlink';
import { coreApi } from '../../../renderer/worker/coreApi';
import type { CoreApi } from '../../../renderer/worker/api';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/workspace', name), 'utf8');
const channel = new MessageChannel();
expose(coreApi, channel.port1);
const remote: Remote<CoreApi> = wrap<CoreApi>(channel.port2);
afterAll(() => { channel.port1.close(); channel.port2.close(); });

describe('worker: readMail, adjudicate, openingPosition', () => {
  it('reads each mail separately, keyed by its input id, across the message channel', async () => {
    const position = await remote.openingPosition('standard');
    const readings = await remote.readMail({
      variantId: 'standard', profile: 'wm2004', position, game: { gmAddress: 'gm@example.org' },
      inputs: [{ id: 'de', text: fixture('s1901-germany.eml') }, { id: 'it', text: fixture('s1901-italy.eml') }],
    });
    expect(Object.keys(readings)).toEqual(['de', 'it']);
    expect(readings.de!.sets.map((s) => s.power)).toEqual(['Germany']);
    expect(readings.de!.verdicts.find((v) => v.text.includes('Denmrak'))!.kind).toBe('corrected');
    expect(readings.it!.orders.Italy).toHaveLength(3);
  });

  it('000 D.III(3)b: the stated policy reaches the reader (a partial later set replaces, or merges per unit)', async () => {
    const position = coreApi.openingPosition('standard');
    const mail = (date: string, body: string) => `From: ben@example.co.uk\nTo: gm@example.org\nDate: ${date}\nSubject: England S1901\n\n${body}\n`;
    const twoSets = mail('Mon, 14 Sep 2026 08:00:00 +0000', 'F Lon - Eng\nF Edi - Nth\nA Lvp - Yor') + '\n' + mail('Tue, 15 Sep 2026 08:00:00 +0000', 'F Lon - Nth');
    const last = (await coreApi.readMail({ variantId: 'standard', profile: 'wm2004', position, inputs: [{ id: 'x', text: twoSets }] })).x!;
    const merged = (await coreApi.readMail({ variantId: 'standard', profile: 'wm2004', position, inputs: [{ id: 'x', text: twoSets }], ruleOverrides: { multipleOrderSets: 'merge-per-unit' } })).x!;
    expect(last.orders.England).toEqual([{ kind: 'move', power: 'England', unitType: 'F', unit: 'lon', to: 'nth' }]);
    expect(merged.orders.England!.map((o) => ('unit' in o ? o.unit : '')).sort()).toEqual(['edi', 'lon', 'lvp']);
  });

  it('never throws on hostile text: every input gets a reading', async () => {
    const position = coreApi.openingPosition('standard');
    const nasty = ['', '\u0000'.repeat(50), '<script>x</script>'.repeat(200), 'From: \nTo:\n\n'.repeat(100), '\uD800'];
    const readings = await remote.readMail({ variantId: 'standard', profile: 'wm2004', position, inputs: nasty.map((text, i) => ({ id: String(i), text })) });
    expect(Object.keys(readings)).toHaveLength(nasty.length);
  });

  it('adjudicates a full board and reports the engine time; NMR powers hold (000 D.VII(6)(c)a)', async () => {
    const position = coreApi.openingPosition('standard');
    const { result, engineMs } = await remote.adjudicate({
      variantId: 'standard', profile: 'wm2004', position,
      orders: [{ kind: 'move', power: 'France', unit: 'par', to: 'bur' }], nmr: ['Germany'],
    });
    expect(result.results.find((r) => r.order.kind === 'move')).toMatchObject({ success: true });
    expect(result.notices).toContain('Germany sent no orders: its units hold (000 D.VII(6)(c)a)');
    expect(result.next.phase).toEqual({ year: 1901, season: 'fall', type: 'movement' });
    expect(engineMs).toBeGreaterThanOrEqual(0);
  });

  it('gives the opening position, at a chosen start phase', async () => {
    expect(coreApi.openingPosition('standard', 'F1901M').phase).toEqual({ year: 1901, season: 'fall', type: 'movement' });
    expect(() => coreApi.openingPosition('standard', 'X')).toThrow(/not a phase name/);
  });
});
