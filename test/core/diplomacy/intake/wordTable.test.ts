// The grammar's word table (grammar.ts `wordFactsOf`): each word's facts are found once for a
// name index and kept, in place of eight look-ups every time the word comes back (issue 13).
// The facts must be exactly what the look-ups give, and a reading must not depend on what the
// table already holds (a word first met in one mail, read again in the next).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLine, tokenise, wordFactsOf } from '../../../../core/diplomacy/intake/grammar';
import { NameIndex } from '../../../../core/diplomacy/intake/names';
import { getVariant } from '../../../../core/diplomacy/variants';

/** Words of every kind the grammar tells apart: unit types, keywords, fillers, names, coasts, powers, digits, chat, punctuation. */
const WORDS = ['a', 'f', 'army', 'fleet', 'armée', 'flotte', '-', '->', '→', 's', 'supports', 'c', 'h', 'hold', 'build', 'b', 'remove', 'disband', 'waive', 'or', 'else', 'if', 'and', 'via',
  'the', 'in', 'of', 'côte', 'coast', 'nc', 'sc', 'north', 'south', 'par', 'paris', 'bur', 'mao', 'mid', 'atlantic', 'ocean', 'english', 'ch', 'channel', 'st', 'petersburg', 'stp',
  'france', 'french', 'germany', 'england', '1901', '12', 'hello', 'gm', 'thanks', 'parsi', 'burgandy', 'ocen', 'gulf', 'sea', 'lyon', '(', ')', ',', ';', ':', '/', 'ß', 'münchen', 'delhi', 'ceylon', 'sri', 'lanka', 'no', 'not', 'd', 'une'];

describe('the grammar\'s word table (issue 13)', () => {
  for (const id of ['standard', 'maharajah']) {
    it(`holds for each word exactly what the name index and the word lists give (${id})`, () => {
      const names = new NameIndex(getVariant(id));
      const facts = wordFactsOf(WORDS, names);
      // Twice: the second time from the table.
      expect(wordFactsOf(WORDS, names)).toEqual(facts);
      WORDS.forEach((w, k) => {
        const f = facts[k]!;
        expect(f.startsName, w).toBe(names.startsSpellingWord(w));
        expect(f.continuesName, w).toBe(names.continuesSomeName(w));
        expect(f.coast, w).toBe(names.coast(w));
        expect(f.power, w).toBe(names.power(w));
        expect(f.exact, w).toBe(names.exactMatch(w));
        expect(f.word, w).toBe(/^[\p{L}\p{N}]/u.test(w));
        expect(f.digits, w).toBe(/^\d+$/.test(w));
      });
      const of = (w: string) => facts[WORDS.indexOf(w)]!;
      expect([of('army').type, of('flotte').type, of('f').type, of('paris').type]).toEqual(['A', 'F', 'F', undefined]);
      expect([of('->').keyword, of('supports').keyword, of('else').keyword, of('h').keyword, of('paris').keyword]).toEqual(['move', 'support', 'or', 'hold', undefined]);
      expect([of('the').filler, of('côte').filler, of('par').filler]).toEqual([true, true, false]);
    });
  }

  it('reads every line the same with a cold table and a warm one', () => {
    const variant = getVariant('standard');
    const warm = new NameIndex(variant);
    const line = fc.array(fc.constantFrom(...WORDS, 'A', 'F', 'Par', '(sc)', '/nc', 'St.', 'Mid-Atlantic', 'English Channel'), { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
      // The warm index has read every earlier run's lines; a fresh index has read nothing.
      const cold = new NameIndex(variant);
      for (const l of lines) expect(readLine(l, warm)).toEqual(readLine(l, cold));
    }), { numRuns: 400 });
  });

  it('gives a line\'s tokens one fact each, in order', () => {
    const names = new NameIndex(getVariant('standard'));
    const tokens = tokenise('F StP(sc) - Bot, else hold');
    expect(wordFactsOf(tokens, names).map((f) => [f.type, f.keyword, f.coast, f.exact])).toEqual([
      ['F', undefined, undefined, undefined], [undefined, undefined, undefined, 'stp'], [undefined, undefined, undefined, undefined], [undefined, undefined, 'sc', undefined],
      [undefined, undefined, undefined, undefined], [undefined, 'move', undefined, undefined], [undefined, undefined, undefined, 'bot'], [undefined, undefined, undefined, undefined],
      [undefined, 'or', undefined, undefined], [undefined, 'hold', undefined, undefined]]);
  });
});
