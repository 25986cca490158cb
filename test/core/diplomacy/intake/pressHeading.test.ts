// Press headings with a colour or addressees ("Press to all (white):", "Grey press to England:",
// "Black press:", "Press (anonymous) to Germany, Italy:"): the kind of press (what 000 D.X(1)
// and 001 B.XI(1) publish differently) and the addressees are read, and the heading is kept
// apart from the words that are published.
import { describe, expect, it } from 'vitest';
import { pressHeading, withoutColour } from '../../../../core/diplomacy/intake/pressHeading';
import { GM, read } from './helpers';

const mail = (body: string) => `From: Tom Bell <tom@example.co.uk>\nTo: ${GM}\nSubject: England S1901M\n\n${body}\n\nF Lon - Nth\n`;
const pressOf = async (body: string) => (await read(mail(body))).messages.flatMap((m) => m.press);

describe('press headings: kind, addressees, and the words without the heading', () => {
  const cases: [string, string, string[] | 'all' | undefined, string][] = [
    ['Press to all (white):\nPeace in our time.', 'white', 'all', 'Peace in our time.'],
    ['Grey press to England:\nWatch your back.', 'grey', ['England'], 'Watch your back.'],
    ['Gray press to England: Watch your back.', 'grey', ['England'], 'Watch your back.'],
    ['Black press:\nFrance is lying.', 'black', undefined, 'France is lying.'],
    ['Press (anonymous) to Germany, Italy:\nThe Channel is quiet.', 'anonymous', ['Germany', 'Italy'], 'The Channel is quiet.'],
    ['Press to Germany (grey): hello there', 'grey', ['Germany'], 'hello there'],
    ['Anonymous press to Russia - beware the bear', 'anonymous', ['Russia'], 'beware the bear'],
    ['Press (white): hello all', 'white', undefined, 'hello all'],
    ['PRESS\nTo Italy:\nPiedmont is yours.', 'unmarked', ['Italy'], 'Piedmont is yours.'],
    ['Press:\nno colour at all', 'unmarked', undefined, 'no colour at all'],
  ];
  for (const [body, kind, to, message] of cases) {
    it(`${JSON.stringify(body.split('\n')[0])} → ${kind} press${to ? ` to ${JSON.stringify(to)}` : ''}`, async () => {
      const press = await pressOf(body);
      expect(press).toHaveLength(1);
      expect(press[0]!.kind).toBe(kind);
      expect(press[0]!.to).toEqual(to);
      expect(press[0]!.message).toBe(message);
      expect(press[0]!.text).toBe(body.trim()); // the lines as written stay available
      expect(press[0]!.heading).toBeDefined();
    });
  }
  it('every line of the block is shown with the kind the heading gave', async () => {
    const r = (await read(mail('Press to all (white):\nPeace in our time.\nReally.')));
    expect(r.verdicts.filter((v) => v.kind === 'press').map((v) => v.reason)).toEqual(['white press to all', 'white press to all', 'white press to all']);
  });
  it('a block split by a blank line: the second part has no heading and keeps the first part\'s addressees', async () => {
    const press = await pressOf('Grey press to Russia: first part.\n\nsecond part.');
    expect(press.map((p) => [p.kind, p.message, p.to])).toEqual([['grey', 'first part.', ['Russia']], ['grey', 'second part.', ['Russia']]]);
  });
  it('a colour after the addressees holds for the whole block, across a blank line', async () => {
    const press = await pressOf('Press to all (white): first part.\n\nsecond part.');
    expect(press.map((p) => [p.kind, p.message])).toEqual([['white', 'first part.'], ['white', 'second part.']]);
  });
  it('a colour that is no press kind stays part of the addressees ("Press to Fred (my friend):" names no power)', async () => {
    expect(withoutColour('Fred (my friend)')).toBe('Fred (my friend)');
    expect(withoutColour('all (white)')).toBe('all');
    expect((await pressOf('Press to Fred (my friend): hi'))[0]!.to).toBeUndefined();
  });
  it('a line that is no press heading', async () => {
    expect(pressHeading('Pressing on to Munich')).toBeUndefined();
    expect(pressHeading('A Par - Bur')).toBeUndefined();
  });
});
