// A rule asks its pattern only of lines that hold one of its words (core/diplomacy/intake/
// triggerWords.ts). Held here: the scan to a plain reference (lower-cased ASCII words, every rule
// on a non-ASCII letter), and each rule's words to its patterns on generated lines: a pattern
// that matches a line the words turned away would read that line differently, silently.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duringPaste, mayHold, triggerOf, wordsIn, type WordTrigger } from '../../../../core/diplomacy/intake/triggerWords';
import { WITHDRAWAL_TRIGGERS } from '../../../../core/diplomacy/intake/withdrawal';
import { PERPETUAL_TRIGGER } from '../../../../core/diplomacy/intake/body';
import { VOTE_SENTENCE_TRIGGER } from '../../../../core/diplomacy/intake/voteSentences';
import { HOLD_ALL_TRIGGER } from '../../../../core/diplomacy/intake/wholeSet';
import { PROSE_TRIGGER } from '../../../../core/diplomacy/intake/proseOrders';
import { PHRASING_TRIGGERS } from '../../../../core/diplomacy/intake/phrasing';
import { FOOTER_TRIGGER } from '../../../../core/diplomacy/intake/clientShapes';
import { CONDITION_TRIGGER } from '../../../../core/diplomacy/intake/countConditions';
import { REASON_TRIGGER } from '../../../../core/diplomacy/intake/reasonThenOrder';
import { NOW_TRIGGERS } from '../../../../core/diplomacy/intake/nowGoesTo';
import { UNUSED_BUILD_TRIGGER } from '../../../../core/diplomacy/intake/unusedBuild';
import { ANSWER_TRIGGERS } from '../../../../core/diplomacy/intake/answerLead';
import { FOREIGN_COUNT_TRIGGER } from '../../../../core/diplomacy/intake/foreignCount';

const TRIGGERS: [string, WordTrigger][] = [
  ...WITHDRAWAL_TRIGGERS.map((t, k): [string, WordTrigger] => [`withdrawal.ts #${k + 1}`, t]),
  ['body.ts perpetual', PERPETUAL_TRIGGER],
  ['voteSentences.ts', VOTE_SENTENCE_TRIGGER],
  ['wholeSet.ts hold all', HOLD_ALL_TRIGGER],
  ['proseOrders.ts', PROSE_TRIGGER],
  ...PHRASING_TRIGGERS.map((t, k): [string, WordTrigger] => [`phrasing.ts #${k + 1}`, t]),
  ['clientShapes.ts footers', FOOTER_TRIGGER],
  ['countConditions.ts conditions', CONDITION_TRIGGER],
  ['reasonThenOrder.ts', REASON_TRIGGER],
  ['unusedBuild.ts', UNUSED_BUILD_TRIGGER],
  ['foreignCount.ts', FOREIGN_COUNT_TRIGGER],
  ...NOW_TRIGGERS.map((t, k): [string, WordTrigger] => [`nowGoesTo.ts #${k + 1}`, t]),
  ...ANSWER_TRIGGERS.map((t, k): [string, WordTrigger] => [`answerLead.ts #${k + 1}`, t]),
];

/** Lines each pattern matches, as players write them: every pattern must match one (else the test could not fail). */
const SAMPLES = [
  'Scratch the Bur move.', 'Actually, cancel the support from Mun please', 'oops, ignore my Kiel order', 'Withdraw the move to Bur',
  'Please disregard my orders for now', 'Tom Bell would like to recall the message, "England S1901".', "don't use my previous orders",
  "Actually, don't use these yet, I'll confirm tonight", 'Do not process these orders above for now',
  'Ignore all the above', 'No, F Bre - Mao', 'Nein — F Kie - Hol', 'OK but change A Par to Pic please.', 'Oui mais changez A Par en Pic', 'F Bre now goes to MAO.', 'Oh and A Nep now holds', "I'll leave the second build unused.", 'Second build: none', 'No second build.', 'Scratch that', 'oubliez tout ça', 'vergiss alles oben', 'ignora lo anterior', 'dimentica tutto', 'Forget this.', 'Scratch that last one.', 'Ignore the previous line',
  'Standing orders until further notice', 'Same orders as last turn', 'repeat my last orders', 'my orders are the same as before', 'for all future turns',
  'NO to the draw. Keep playing.', 'I abstain on the draw proposal.', 'Honestly, I concede the game.', 'Ik stem voor remise', 'voto empate', 'remisu',
  'Hold everything', 'All units hold', 'All units stand', 'all stand.', 'All stand, except A Par - Bur', 'Everything holds this turn, thanks.', "I'll hold everything except A Mun - Ruh", 'Everyone holds, except F Kie - Den',
  "Ankara's fleet attacks the Black Sea", 'The army in Marseilles heads for Spain', 'Kiel falls back to Holland', 'the Venice army: Galicia',
  'The fleet at North Sea convoy to Norway from Yorkshire', 'The army at Marseilles support move to Burgundy from Paris', 'Smyrna stays home',
  'the fleet that got kicked out of Sevastopol', 'Vienna army: hold', 'F Nth into Nwy',
  'Change: A Rom - Apu', 'Change A Rom - Ven to A Rom - Apu', 'Correction F Nap - Ion', 'only one change: A Mun - Ruh', 'Cambio: A Rom - Apu', 'Correzione: A Rom - Apu', 'Korrektur: F Kie - Den',
  'Scratch that, F Lon - Eng instead.', 'Scratch the Tyrolia move please, A Ven holds', 'On second thoughts: A Kie R Mun', 'I meant F Nap - Tys', 'make that Munich to Burgundy',
  'instead of A Rom - Ven, A Rom - Apu', 'A Rom - Apu instead of A Rom - Ven', 'A Rom - Apu anstatt A Rom - Ven', 'A Rom - Apu en vez de A Rom - Ven', 'F Lon - Eng instead.',
  'Replace A Bud - Ser with A Bud - Rum', "No good place to go, so I'll disband F Albania.", 'Pas de place, donc we will hold', 'All as before except A Mar - Pie', 'Tout comme avant, sauf A Mar - Pie', 'Tutto come prima tranne A Mar - Pie', 'A Rom - Apu (revised)', 'A Rom - Apu [new]', "I'll hold off on my second build", 'skip the other build', 'We will forgo the spare build', "I'll waive my third build this year",
  "I'll disband the fleet in Albania rather than retreat it", 'Remove F Alb rather than keep it', 'A Ven holds, rather than move', 'Rather than retreat, disband F Alb', "I'd like A Vie to hold please", 'could you A Vie - Tyr', 'Move A Bud to Serbia', 'Use A Bud - Rum', 'go with F Kie - Den',
  'Disband the one in Albania, sadly.', 'A Par - Bur, no point', 'A Par - Bur, oh well.', 'A Par - Bur, thanks', 'A Par - Bur please!', 'A Rom stays put', 'Army Venice holds where it is',
  'A Vie to hold', 'F Alb is to be removed', 'A Mun should support A Ber',
  'Sent from my iPhone', 'Get Outlook for Android', 'Envoyé de mon iPhone', 'Telecharger Outlook pour Android', 'Von meinem iPhone gesendet', 'Enviado desde mi Samsung',
  'Inviato da iPhone', 'Verzonden vanaf mijn iPad', 'Wyslane z mojego telefonu', 'Skickat från min iPhone', "iPhone'umdan gonderildi", 'iPhoneから送信',
  'You received this message because you are subscribed', 'This e-mail is confidential', 'Disclaimer: nothing here', 'Questo messaggio è riservato', 'Le informazioni contenute in questa email sono riservate', 'Ce message est confidentiel',
  'F Kie supports Berlin holding', 'A Mun S A Ber to hold', 'A Mun S A Ber in place', 'F Kie supports A Ber where it is', 'A Par must hold', 'F Kie shall support A Ber', 'A Bud will move to Ser',
  'If one build: F Bre', 'Build A Par if I get two', 'when I have two builds, F Kie', 'with 2 builds: A Ber', 'should I get two, A Mun', 'Falls zwei: F Alb und A Gal', 'Si son dos: F Alb y A Ser',
];

/** Every word the patterns are written with, cut in pieces and in other cases, with the marks and spaces around words. */
function piecesOf(patterns: readonly RegExp[]): string[] {
  const words = new Set<string>();
  for (const p of patterns) for (const w of p.source.match(/[a-zà-ÿ]{2,}/gi) ?? []) { words.add(w); words.add(w.toUpperCase()); words.add(w.slice(0, 3)); words.add(w.slice(2)); }
  return [...words];
}
const MARKS = [' ', '  ', ',', '.', '!', ':', ';', "'", '’', '-', '—', '\u00a0', '\u2003', '(', ')', '"', '1', '_', 'é', '\u017f', '\u212a', 'ж', 'x'];

function lines(patterns: readonly RegExp[]): fc.Arbitrary<string> {
  const piece = fc.constantFrom(...piecesOf(patterns), ...MARKS, 'the', 'my', 'A', 'F', 'Par', 'Bur', 'please', 'ok');
  const spaced = fc.array(piece, { maxLength: 9 }).map((p) => p.join(' '));
  const joined = fc.array(piece, { maxLength: 9 }).map((p) => p.join(''));
  // The samples the patterns read, as often as all the others: drawn only among all, a rare
  // pattern's lines were matched 10 times or fewer in 4000 in about one run of five (phrasing.ts
  // #8 and #9 failed their count at random, on main as well).
  const own = SAMPLES.filter((s) => patterns.some((p) => { p.lastIndex = 0; return p.test(s); }));
  const sample = own.length ? fc.oneof(fc.constantFrom(...own), fc.constantFrom(...SAMPLES)) : fc.constantFrom(...SAMPLES);
  // A sample with pieces around it or in it.
  const edited = fc.tuple(sample, piece, fc.nat(60), fc.boolean()).map(([s, p, at, cut]) => {
    const k = Math.min(at, s.length);
    return cut ? s.slice(0, k) + p + s.slice(k + 1) : s.slice(0, k) + p + s.slice(k);
  });
  return fc.oneof(spaced, joined, sample, edited);
}

describe("a line's words (triggerWords.ts), found once for every rule", () => {
  it('are what a plain reference finds: lower-cased ASCII words beginning with a rule\'s word, every rule on a non-ASCII letter', () => {
    const mine = ['zq', 'zqx', 'abc', 'abd', 'q'];
    const t = triggerOf(mine);
    const piece = fc.constantFrom('zq', 'ZQX', 'zqxy', 'ab', 'abc', 'xabc', 'Abd', 'q', 'qq', 'y', ' ', '-', '1', '_', "'", '\u00a0', '\u2019', '\u2014', 'é', '\u017f', 'ж');
    fc.assert(fc.property(fc.array(piece, { maxLength: 8 }).map((p) => p.join('')), (line) => {
      // eslint-disable-next-line no-control-regex
      const letters = /[^\x00-\x7f\u00a0\u2000-\u206f\u2190-\u21ff\ufeff\u3000]/.test(line);
      const words = line.toLowerCase().match(/[a-z]+/g) ?? [];
      const holds = letters || words.some((w) => mine.some((m) => w.startsWith(m)));
      // (Another rule's words may share the bit beyond 31 rules: the answer may then be yes where the reference says no.)
      if (holds) expect(mayHold(t, line)).toBe(true);
      if (!holds && !/[a-z]/i.test(line)) expect(wordsIn(line)).toBe(0);
    }), { numRuns: 3000 });
    expect(wordsIn('x1zq')).toBe(wordsIn('x zq'));
    expect(wordsIn('1234 - , ;')).toBe(0);
    expect(wordsIn('Grüße')).toBe(-1);
  });

  it("keep each distinct line's words for a paste (duringPaste) and give what a fresh scan gives, lines repeated in any order", () => {
    // The reference: the scan with nothing kept (a line between two asks of the same text resets
    // the last-line answer, so `fresh` always walks).
    const fresh = (line: string) => { wordsIn('\u0000'); return wordsIn(line); };
    const piece = fc.constantFrom(...SAMPLES, 'A Par - Bur', 'Thanks,', '', ' ', 'Grüße', 'cancel', 'Cancelled', 'x_cancel', 'ok');
    fc.assert(fc.property(fc.array(piece, { maxLength: 25 }), (texts) => {
      const expected = texts.map(fresh);
      // Asked twice over inside one paste (the second time from the table), and inside a paste within it.
      const got = duringPaste(() => [...texts.map((t) => wordsIn(t)), ...texts.map((t) => wordsIn(t)), ...duringPaste(() => texts.map((t) => wordsIn(t)))]);
      expect(got).toEqual([...expected, ...expected, ...expected]);
    }), { numRuns: 500 });
    // A rule declared during a paste is found in the lines already kept.
    const got = duringPaste(() => {
      const before = wordsIn('qzzyx here');
      const bit = triggerOf(['qzzyx']);
      return { before, after: wordsIn('qzzyx here'), bit };
    });
    expect(got.before & got.bit).toBe(0);
    expect(got.after & got.bit).toBe(got.bit);
  });

  it('match every sample line their patterns read', () => {
    for (const [name, t] of TRIGGERS) for (const p of t.patterns) {
      const read = SAMPLES.filter((s) => { p.lastIndex = 0; return p.test(s); });
      expect(read.length, `${name}: ${p.source.slice(0, 60)}`).toBeGreaterThan(0);
      for (const s of read) expect(mayHold(t.words, s), `${name} turned away "${s}"`).toBe(true);
    }
  });

  for (const [name, t] of TRIGGERS) {
    it(`${name}: a line its patterns match always holds one of its words`, () => {
      let matched = 0;
      fc.assert(fc.property(lines(t.patterns), (line) => {
        for (const p of t.patterns) {
          p.lastIndex = 0; // (a /g pattern keeps where it stopped)
          if (!p.test(line)) continue;
          matched++;
          expect(mayHold(t.words, line), `"${line}" matches ${p.source.slice(0, 60)}`).toBe(true);
        }
      }), { numRuns: 4000 });
      expect(matched).toBeGreaterThan(10);
    });
  }
});
