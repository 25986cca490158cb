// A line's facts are found once and every rule of a mail's shape reads them before its pattern
// (core/diplomacy/intake/lineFacts.ts). Both halves are held to a reference here: the facts to
// what trim, search and includes say, and each rule's glance to its pattern (a glance that said
// no where its pattern matches would read a line differently, silently).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charMask, factsOf, firstNonSpace, glance, inMask, isBlank, lineFacts, may, mayBeOneOf, mayOpenItem } from '../../../../core/diplomacy/intake/lineFacts';
import { INLINE_ANSWER_GLANCES } from '../../../../core/diplomacy/intake/inlineAnswers';
import { BODY_GLANCES } from '../../../../core/diplomacy/intake/body';
import { WRAP_GLANCES } from '../../../../core/diplomacy/intake/wrapped';
import { FINAL_MARK_GLANCES } from '../../../../core/diplomacy/intake/index';
import { RESULTS_LISTING_GLANCES } from '../../../../core/diplomacy/intake/resultsListing';

/** The characters the facts look at: ASCII white space, Unicode white space, marks, letters. */
const chars = fc.constantFrom(...' \t\u000b\f\r\u00a0\u2003\ufeff\u2028>-=*[(:,;.)0a9AzZivxé\u017f\u212a\u2705'.split(''));
const text = fc.array(chars, { maxLength: 10 }).map((c) => c.join(''));

/**
 * Lines made of the pieces the rules' patterns are made of (press marks, votes, headings, list
 * items, continuations of a wrapped order), so that every pattern matches some of them.
 */
const piece = fc.constantFrom(
  ' ', '  ', '\t', '\u00a0', '\u2003', '>', '> ', '-', '--', '- ', '=>', '->', '–', '→', '*', '**', '[', ']', '(', ')', ':', ',', ';', '.', '/',
  '1', '12', 'a', 'b.', 'c)', '[*]', '•', 'A', 'F', 'S', 's', 'H', 'to', 'Mao', 'supports', 'moves', 'hold', 'convoy',
  'press', 'Press', 'white', 'grey', 'black', 'broadcast', 'end', 'of', 'endpress', '/press', 'ends', 'vote', 'my', 'draw', 'dias', 'concede', 'i', 'propose',
  'final', 'Final', 'these are', 'status', 'orders', 'order', 'power', 'Country', 'nation', 'playing', 'France', 'builds', 'spring', '1901', 'Bauten',
  'quote', '[quote]', '[quote=Franz]', 'é', '\u017f', '\u212a',
  // The last words of an order a client broke off (wrapped.ts).
  'into', 'onto', 'towards', 'sup', 'support', 'supporting', 'c', 'convoys', 'convoying', 'via', 'from', 'will', 'move', 'moving', 'where it', 'army', 'fleet', 'f',
);
const shaped = fc.array(piece, { maxLength: 7 }).map((p) => p.join(''));
/** Joined with single spaces too: most patterns want words apart. */
const spaced = fc.array(piece, { maxLength: 6 }).map((p) => p.join(' '));

/** A line each pattern reads, written as players write them. */
const SAMPLES = [
  '> A Par - Bur', '-- ', '--', 'Press to all (white):', '** grey press **', 'End of press', '/press', 'press ends', 'My vote: draw', 'I propose a draw',
  'Final', '(FINAL)', 'these are my final orders', 'Power: France', 'playing : Italy', 'Nation: Germany', 'country:Russia', 'Orders:', 'Spring 1901 orders:', 'Bauten:', 'builds for France:',
  '[quote=Franz]', '[quote]', '- Mao', '=> Bur', 'S A Par - Bur', 'to Apulia', 'moves to Bur', '2) F Bre - Mao', 'b. A Mun', '[*] A Kie', '• F Nap', 'iv) A Rom H', '✅ A Ven',
  'F Sev H, A Mos H,', 'A War S F Sev; A Mos H ;',
  'A Ruh S A Kie -', '2) Army Rome moves to', 'the army in Burgundy will', 'A Mun S', 'F Nth C', 'A Par ->', 'F Bre =>', 'A Lon →', 'A Lon –', 'A Lon —',
  'A Par - Bur. Final.', 'F Bre - Mao (FINAL)', 'A Par - Bur, final!', 'A Par - Bur - final', 'A Mun H [final]', 'FINAL: A Par - Bur', '(Final) F Bre - Mao', '*final* - F Kie - Den',
  'Austria: A Vie - Gal', 'Russia: Army Warsaw -> Galicia.', 'Great Britain : F Lon H',
  'A Bel via', 'F Kie supporting', 'F Nth convoying', 'A Mar moving', 'A Ber goes towards', 'A Ber into', 'A Ber onto', 'and from', 'where it', 'A Par sup',
  'F Eng convoy', 'F Eng convoys', 'A Par support', 'A Par supports', 'A Par move', 'F Bre, A', 'A Mun, F', 'my army', 'the fleet', 'A Ven to',
  '> F Bre', '> A Par:', '> F StP (sc) -', '> fleet St. Petersburg', "> A Ven'", '> F Spa/nc', '>A Mun –', '> A Kiel\u2003',
];

describe('a line\'s facts (lineFacts.ts), found once for every rule', () => {
  it('are what trim, search and includes say of the line', () => {
    fc.assert(fc.property(text, (t) => {
      const f = lineFacts(t);
      const start = t.search(/[^\t\n\v\f\r ]/);
      expect(f.start).toBe(start < 0 ? t.length : start);
      expect(firstNonSpace(t)).toBe(f.start);
      expect(f.first).toBe(start < 0 ? -1 : t.charCodeAt(start));
      const end = t.replace(/[\t\n\v\f\r ]+$/, '').length;
      expect(f.last).toBe(start < 0 ? -1 : t.charCodeAt(end - 1));
      expect(f.blank).toBe(t.trim() === '');
      expect(isBlank(t)).toBe(f.blank);
      expect(f.colon).toBe(t.includes(':'));
    }), { numRuns: 5000 });
    expect(lineFacts('  A Par - Bur ,  ')).toEqual({ start: 2, first: 65, last: 44, blank: false, colon: false });
    expect(lineFacts('\u00a0 \ufeff').blank).toBe(true);
    expect(lineFacts('').first).toBe(-1);
    expect(factsOf([{ text: ' > x', span: [0, 4] }, { text: 'Power: France', span: [5, 18] }]).map((f) => [f.first, f.colon])).toEqual([[62, false], [80, true]]);
  });

  // `may` reads a glance's opening and closing characters as bit masks (charMask), made once a
  // glance, in place of `mayBeOneOf` a line (a one-character string and a search of the list).
  it('a character mask answers as mayBeOneOf does, for every code and every glance\'s characters', () => {
    const codes = [-1, ...Array.from({ length: 300 }, (_, c) => c), 0x2003, 0xfeff, 0x212a];
    const lists = [...glances.flatMap(({ g }) => [g.opens, g.ends]), '', 'a', 'z', '([*f', 'l)].!', '0123456789', '-*+•', ' \t', '~'];
    for (const chars of lists) {
      const mask = charMask(chars);
      for (const code of codes) expect(inMask(code, mask), `${JSON.stringify(chars)} ${code}`).toBe(mayBeOneOf(code, chars));
    }
    fc.assert(fc.property(fc.string({ maxLength: 12 }).map((t) => t.toLowerCase()), fc.integer({ min: -1, max: 400 }), (chars, code) => {
      expect(inMask(code, charMask(chars))).toBe(mayBeOneOf(code, chars));
    }), { numRuns: 3000 });
    // Each glance carries the masks of its own characters.
    for (const { g } of glances) { expect(g.opensMask).toEqual(charMask(g.opens)); expect(g.endsMask).toEqual(charMask(g.ends)); }
    const g = glance(/^\s*x/, { opens: 'x', ends: ')' });
    expect([may(g, 'X)', lineFacts('X)')), may(g, 'y)', lineFacts('y)')), may(g, 'x.', lineFacts('x.')), may(g, '\u00e9x)', lineFacts('\u00e9x)'))]).toEqual([true, false, false, true]);
  });

  it('a list item may open only where a bullet, a dash, a number or "b." stands', () => {
    const item = /^(?:[-–—*•·+▪◦‣►▸➢➤✓✔✅☑☐☒▶●○■□◆◇➡]|\d{1,2}[.)]|(?:ii|iii|iv|vi|vii|viii|ix)[.)]|[a-z][.)])/;
    fc.assert(fc.property(text, fc.nat(4), (t, at) => {
      if (item.test(t.slice(at))) expect(mayOpenItem(t, at)).toBe(true);
    }), { numRuns: 5000 });
    expect(mayOpenItem('b. A Mun', 0)).toBe(true);
    expect(mayOpenItem('Hello', 0)).toBe(false);
    expect(mayOpenItem('A Par', 0)).toBe(false);
    expect(mayOpenItem('viii. F Nap', 0)).toBe(true);
    expect(mayOpenItem('vii', 0)).toBe(false);
  });

  // Every glance of body.ts (quotes, "-- ", press marks and ends, votes, "Final", Power: lines,
  // headings, [quote]), wrapped.ts (quotes, a wrapped order's second half, list items, a list
  // broken after a comma, an order broken off), index.ts ("Final" after or in front of an order)
  // and resultsListing.ts (a power's name and a colon).
  const glances = [...BODY_GLANCES.map((g, k) => ({ g, name: `body.ts #${k} ${g.pattern.source.slice(0, 40)}` })), ...WRAP_GLANCES.map((g, k) => ({ g, name: `wrapped.ts #${k} ${g.pattern.source.slice(0, 40)}` })), ...INLINE_ANSWER_GLANCES.map((g, k) => ({ g, name: `inlineAnswers.ts #${k} ${g.pattern.source.slice(0, 40)}` })),
    ...FINAL_MARK_GLANCES.map((g, k) => ({ g, name: `index.ts #${k} ${g.pattern.source.slice(0, 40)}` })), ...RESULTS_LISTING_GLANCES.map((g, k) => ({ g, name: `resultsListing.ts #${k} ${g.pattern.source.slice(0, 40)}` }))];
  it('the inline answers\' pattern (inlineAnswers.ts) is not run on a line that does not open with ">" or ends as no unit can', () => {
    const [quotedUnit] = INLINE_ANSWER_GLANCES;
    for (const t of ['A Par - Bur', 'Mao', 'S A Par - Bur', '', 'Thanks,', '> A Par - Bur?', '> F Bre 1']) expect(may(quotedUnit, t, lineFacts(t)), t).toBe(false);
    for (const t of ['> F Bre', ' > A Par:', '\u00a0> A Mun']) expect(may(quotedUnit, t, lineFacts(t)), t).toBe(true);
  });

  it.each(glances)('the glance never turns away a line its pattern matches: $name', ({ g }) => {
    let matched = 0;
    const check = (t: string) => {
      if (!g.pattern.test(t)) return;
      matched++;
      expect(may(g, t, lineFacts(t)), JSON.stringify(t)).toBe(true);
    };
    const variants = (t: string) => { check(t); check(` ${t}`); check(`\u00a0${t}`); check(`${t} `); check(`\t${t.toUpperCase()}`); };
    for (const t of SAMPLES) variants(t);
    fc.assert(fc.property(fc.oneof(text, shaped, spaced), variants), { numRuns: 6000 });
    // Not vacuous: the lines include lines the pattern reads.
    expect(matched).toBeGreaterThan(5);
  });
});
