// The mail corpus: realistic player e-mails (test/fixtures/mail/*.eml, written for these tests)
// with their expected readings beside them (*.expect.json). Each is read under wm2004 and
// maharajiad (and under hasbro2000 / agora-bt where the expectation names them). The clause
// keys are in each fixture's description, so they appear in the test names. In `lines`, a clause
// of null means the line must cite none (a World Masters misspelling: 000 has no rule on it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeMail, formatOrder } from '../../../../core/diplomacy/intake/index';
import { checkInvariants, corpusNames, MAIL_DIR, read, type CorpusVariant } from './helpers';

interface Expectation {
  power?: string; via?: string; final?: boolean;
  orders?: Record<string, string[]>;
  lines?: [string, string, (string | null)?][];
  press?: number; pressKinds?: string[]; votes?: number; warnings?: string[];
  /** Each press item's addressees: power names, "all", or null for none recorded. */
  pressTo?: (string[] | 'all' | null)[];
  /** Each press item's words as a press section prints them: no heading, no sign-off naming the author. */
  pressText?: string[];
  sets?: number; messages?: number; conditional?: number;
  /** The first set was read from a mail the player forwarded (true), or was not (false). */
  forwarded?: boolean;
  /** Words each of which some warning or note of the paste must contain ("forwarded by the player"). */
  notes?: string[];
  /** Words no warning or note of the paste may contain ("another turn?"): a false alarm is noise the GM learns to skip. */
  noNotes?: string[];
  /** A line's verdict reason must contain these words ("signature", "an earlier order, not read"). */
  reasons?: [string, string][];
  /** Words the decoded Subject: / From: of the mail with orders must contain (RFC 2047 encoded words). */
  subject?: string; from?: string;
}
/** `bytes`: the file is read as bytes, as the CLI and Open… read it (charset fixtures 500–519). */
/** `variant`: the map the mail is written for (Maharajah fixtures 835–849, 950–979); standard when absent. */
interface Fixture { about: string; position: string; game: boolean; bytes?: boolean; variant?: CorpusVariant; expect: Record<string, Expectation> }

const names = corpusNames();

describe('order intake: the mail corpus', () => {
  it('holds at least 200 mails, each with its expectation', async () => {
    expect(names.length).toBeGreaterThanOrEqual(200);
    for (const n of names) expect(readFileSync(join(MAIL_DIR, `${n}.expect.json`), 'utf8').length).toBeGreaterThan(0);
  });

  it('finds the 4-digit mails (1000 on) and orders every mail by its number', () => {
    const numbers = names.map((n) => Number(/^\d+/.exec(n)![0]));
    expect(numbers.some((n) => n >= 1000)).toBe(true);
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]!, names[i]).toBeGreaterThanOrEqual(numbers[i - 1]!);
  });

  for (const name of names) {
    const fixture = JSON.parse(readFileSync(join(MAIL_DIR, `${name}.expect.json`), 'utf8')) as Fixture;
    const file = readFileSync(join(MAIL_DIR, `${name}.eml`));
    const input: string | Uint8Array = fixture.bytes ? new Uint8Array(file) : file.toString('utf8');
    const profiles = new Set(['wm2004', 'maharajiad', ...Object.keys(fixture.expect).filter((k) => k !== 'both')]);
    for (const profile of profiles) {
      it(`${name} [${profile}]: ${fixture.about}`, async () => {
        const exp: Expectation = { ...(fixture.expect.both ?? {}), ...(fixture.expect[profile] ?? {}) };
        // The spans of a file read as bytes point into its bytes as text (rawSource.ts).
        const paste = typeof input === 'string' ? input : (await decodeMail(input)).raw;
        const result = (await read(input, { rules: profile, position: fixture.position, game: fixture.game ? undefined : null, variant: fixture.variant }));
        expect(checkInvariants(paste, result)).toBeUndefined();
        const withOrders = result.sets.length ? result.messages[result.sets[0]!.message]! : result.messages[0]!;
        if (exp.power !== undefined) expect(withOrders.power).toBe(exp.power);
        if (exp.via !== undefined) expect(withOrders.powerSource).toBe(exp.via);
        if (exp.final !== undefined) expect(withOrders.final).toBe(exp.final);
        if (exp.messages !== undefined) expect(result.messages.length).toBe(exp.messages);
        if (exp.sets !== undefined) expect(result.sets.length).toBe(exp.sets);
        if (exp.orders) {
          for (const [power, orders] of Object.entries(exp.orders)) expect((result.orders[power] ?? []).map(formatOrder), power).toEqual(orders);
          for (const [power, orders] of Object.entries(result.orders)) if (!(power in exp.orders)) expect(orders, `unexpected orders for ${power}`).toEqual([]);
        }
        const used = new Set<number>();
        for (const [text, kind, clause] of exp.lines ?? []) {
          const k = result.verdicts.findIndex((v, i) => !used.has(i) && v.text.trim() === text);
          expect(k, `line "${text}"`).toBeGreaterThanOrEqual(0);
          used.add(k);
          const v = result.verdicts[k]!;
          expect(v.kind, `verdict of "${text}" (${v.reason ?? ''})`).toBe(kind);
          if (clause) expect(v.clause, `clause of "${text}"`).toBe(clause);
          if (clause === null) expect(v.clause, `"${text}" cites no clause`).toBeUndefined();
        }
        const press = result.messages.flatMap((m) => m.press);
        if (exp.press !== undefined) expect(press.length).toBe(exp.press);
        if (exp.pressKinds) expect(press.map((p) => p.kind)).toEqual(exp.pressKinds);
        if (exp.pressTo) expect(press.map((p) => p.to ?? null)).toEqual(exp.pressTo);
        if (exp.pressText) expect(press.map((p) => p.message.trim())).toEqual(exp.pressText);
        if (exp.votes !== undefined) expect(result.messages.flatMap((m) => m.votes).length).toBe(exp.votes);
        if (exp.warnings) expect(result.messages.flatMap((m) => m.warnings.map((w) => w.clause)).filter(Boolean).sort()).toEqual([...exp.warnings].sort());
        if (exp.forwarded !== undefined) expect(result.sets[0]?.forwarded?.byPlayer ?? false, 'forwarded by the player').toBe(exp.forwarded);
        const notes = result.messages.flatMap((m) => m.warnings.map((w) => w.text));
        for (const words of exp.notes ?? []) expect(notes.some((n) => n.includes(words)), `a note saying "${words}" in ${JSON.stringify(notes)}`).toBe(true);
        for (const words of exp.noNotes ?? []) expect(notes.filter((n) => n.includes(words)), `no note saying "${words}"`).toEqual([]);
        for (const [text, words] of exp.reasons ?? []) {
          const v = result.verdicts.find((x) => x.text.trim() === text);
          expect(v, `line "${text}"`).toBeDefined();
          expect(v!.reason ?? '', `reason of "${text}"`).toContain(words);
        }
        if (exp.subject !== undefined) expect(withOrders.headers?.subject).toContain(exp.subject);
        if (exp.from !== undefined) expect(withOrders.headers?.from).toContain(exp.from);
        if (exp.conditional !== undefined) expect(result.sets.reduce((n, s) => n + s.conditional.length, 0)).toBe(exp.conditional);
      });
    }
  }
});
