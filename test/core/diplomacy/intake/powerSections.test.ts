// One mail with a set for each of two powers (evening 05 of test/fixtures/evenings, issue 13):
// a stand-in registered for England and Russia writes both sets in one mail under their names.
import { describe, expect, it } from 'vitest';
import { formatOrder, type GameInfo } from '../../../../core/diplomacy/intake/index';
import { read } from './helpers';

const standIn: GameInfo = {
  name: 'Board 4', gmAddress: 'gm@adjutant.example',
  players: [
    { power: 'England', addresses: ['sam@example.net'] },
    { power: 'Russia', addresses: ['sam@example.net'] },
    { power: 'France', addresses: ['marie@example.fr'] },
  ],
};
const both = (from: string) => `From: ${from}\nTo: gm@adjutant.example\nDate: Sun, 29 Nov 2026 10:05:00 +0000\nSubject: Board 4: England and Russia S1901M\n\nHi GM,\n\nEngland:\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\n\nRussia:\nA Mos - Ukr\nA War - Gal\nF Sev - Bla\nF Stp/sc - Bot\n\nSam\n`;

describe('000 D.II(3): one player registered for two powers, one mail for both', () => {
  it('000 D.II(3): "England:" and "Russia:" sections from an address registered for both are one set per power, none refused', async () => {
    const r = await read(both('sam@example.net'), { game: standIn });
    expect((r.orders.England ?? []).map(formatOrder)).toEqual(['F LON - NTH', 'F EDI - NWG', 'A LVP - YOR']);
    expect((r.orders.Russia ?? []).map(formatOrder)).toEqual(['A MOS - UKR', 'A WAR - GAL', 'F SEV - BLA', 'F STP/SC - BOT']);
    expect(r.messages.map((m) => [m.power, m.powerSource])).toEqual([['England', 'power-line'], ['Russia', 'power-line']]);
    expect(r.verdicts.filter((v) => v.kind === 'illegal' || v.kind === 'ambiguous')).toEqual([]);
    expect(r.messages[0]!.warnings.map((w) => w.text)).toContain('holds orders for England and Russia under their names, from an address registered for each: read as one set per power');
    // Every line of the mail still has its verdict, the headers once.
    expect(r.verdicts.filter((v) => v.reason === 'mail header')).toHaveLength(4);
  });

  it('000 D.II(3): the same mail from an address registered for one of the powers stays one message (no set is made for a power the sender does not play)', async () => {
    const r = await read(both('marie@example.fr'), { game: standIn });
    expect(r.messages).toHaveLength(1);
    expect(r.orders.Russia ?? []).toEqual([]);
  });
});
