// Press addressees: "Press to Germany:", "Press to England, France:", "Broadcast:", "Press to
// all:", "Press (to Italy):", a "To Italy:" line under a bare mark. Recorded on the press item as
// the variant's power names (or 'all') and shown in the verdict; never guessed.
import { describe, expect, it } from 'vitest';
import { NameIndex } from '../../../../core/diplomacy/intake/index';
import { readAddressees, writtenAddressees } from '../../../../core/diplomacy/intake/pressAddressees';
import { GM, read, variant } from './helpers';

const mail = (body: string) => `From: Tom Bell <tom@example.co.uk>\nTo: ${GM}\nSubject: England S1901M\n\n${body}\n\nF Lon - Nth\n`;
const pressOf = async (body: string) => (await read(mail(body))).messages.flatMap((m) => m.press);
const names = NameIndex.for(variant);

describe('press addressees on the press item', () => {
  const cases: [string, string[] | 'all' | undefined][] = [
    ['Press to Germany: I will not attack you', ['Germany']],
    ['Press to England, France: the Channel is quiet', ['England', 'France']],
    ['White press to Austria and Russia: peace in the Balkans', ['Austria', 'Russia']],
    ['Grey press to the Turks: beware', undefined], // "Turks" is no name of Turkey in names.json
    ['Grey press to the Turkish: beware', ['Turkey']],
    ['Press to Austria-Hungary: hello', ['Austria']],
    ['Press to all: spring is here', 'all'],
    ['Press to everyone: spring is here', 'all'],
    ['Broadcast: spring is here', 'all'],
    ['Press (to Italy): Piedmont is yours', ['Italy']],
    ['Press: no one named', undefined],
    ['Press to Fred: not a power', undefined],
    ['Press to all but Turkey: not everyone', undefined],
  ];
  for (const [line, to] of cases) {
    it(`"${line}" → ${to === undefined ? 'no addressees' : JSON.stringify(to)}`, async () => {
      const press = await pressOf(line);
      expect(press).toHaveLength(1);
      expect(press[0]!.to).toEqual(to);
      expect(press[0]!.text).toBe(line);
    });
  }

  it('a "To Italy:" line under a bare PRESS mark names the addressees', async () => {
    const press = await pressOf('PRESS\nTo Italy:\nPiedmont is yours to keep.');
    expect(press[0]).toMatchObject({ to: ['Italy'], toWritten: 'Italy' });
  });

  it('a press block split by a blank line keeps its addressees on every part', async () => {
    const press = await pressOf('Press to Russia: first part.\n\nsecond part.');
    expect(press.map((p) => p.to)).toEqual([['Russia'], ['Russia']]);
  });

  it('"Press (grey):" is still a kind of press, not an addressee', async () => {
    const press = await pressOf('Press (grey): someone lies');
    expect(press[0]).toMatchObject({ kind: 'grey' });
    expect(press[0]!.to).toBeUndefined();
  });
});

describe('press addressees in the verdict text', () => {
  it('every line of the press names its addressees', async () => {
    const r = (await read(mail('Press to England, France: the Channel is quiet\nand will stay so')));
    const lines = r.verdicts.filter((v) => v.kind === 'press');
    expect(lines.map((v) => v.reason)).toEqual(['unmarked press to England, France', 'unmarked press to England, France']);
  });
  it('a broadcast says "to all"', async () => {
    const r = (await read(mail('Broadcast: spring is here')));
    expect(r.verdicts.find((v) => v.kind === 'press')!.reason).toBe('unmarked press to all');
  });
  it('addressees that are not powers are shown as written, for the GM to read', async () => {
    const r = (await read(mail('Press to Fred and Germany: hello')));
    expect(r.verdicts.find((v) => v.kind === 'press')!.reason).toBe("unmarked press to 'Fred and Germany' (not read as powers: 'Fred')");
    expect(r.messages[0]!.press[0]).toMatchObject({ toWritten: 'Fred and Germany' });
  });
  it('press with no addressees says only its kind', async () => {
    const r = (await read(mail('Grey press:\nsomeone lies')));
    expect(r.verdicts.filter((v) => v.kind === 'press').map((v) => v.reason)).toEqual(['grey press', 'grey press']);
  });
});

describe('reading addressee words', () => {
  it('the mark line gives the words up to its colon, or up to a spaced dash without one', async () => {
    expect(writtenAddressees('Press to Germany: hi: there')).toBe('Germany');
    expect(writtenAddressees('Press to Germany - hi')).toBe('Germany');
    expect(writtenAddressees('**Press to Italy**:')).toBe('Italy');
    expect(writtenAddressees('Broadcast')).toBe('all');
    expect(writtenAddressees('PRESS')).toBeUndefined();
  });
  it('powers by name, adjective or alias; duplicates once; "all" beside powers is everyone', async () => {
    expect(readAddressees('English & French', names).to).toEqual(['England', 'France']);
    expect(readAddressees('Germany, germany', names).to).toEqual(['Germany']);
    expect(readAddressees('Germany and all', names).to).toBe('all');
    expect(readAddressees('', names).to).toBeUndefined();
  });
  it('hostile text never throws and never yields addressees', async () => {
    for (const junk of ['<script>alert(1)</script>', '\u0000\u0001', 'to to to', ':::', 'a'.repeat(5000), 'constructor', '__proto__']) {
      expect(readAddressees(junk, names).to).toBeUndefined();
      expect(() => writtenAddressees(`Press to ${junk}: x`)).not.toThrow();
    }
  });
});
