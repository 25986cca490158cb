// Shared set-up for the intake tests: the standard variant (and Maharajah's), the test positions
// under test/fixtures/mail/positions/, and the games the corpus mails are written for.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getVariant } from '../../../../core/diplomacy/variants';
import { initialPosition } from '../../../../core/diplomacy/position';
import { getProfile, type HouseRules } from '../../../../core/diplomacy/houseRules';
import type { Position } from '../../../../core/diplomacy/types';
import { readOrderMail, type GameInfo, type IntakeResult } from '../../../../core/diplomacy/intake/index';

export const MAIL_DIR = join(__dirname, '../../../fixtures/mail');

/**
 * The corpus mails' names (without .eml) in the order of their numbers: 999 before 1000, as
 * a GM counts (a plain sort put "1000-…" between "100-…" and "101-…").
 */
export function corpusNames(): string[] {
  const number = (n: string) => Number(/^\d+/.exec(n)?.[0] ?? Infinity);
  return readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml')).map((f) => f.slice(0, -4)).sort((a, b) => number(a) - number(b) || (a < b ? -1 : a > b ? 1 : 0));
}
export const variant = getVariant('standard');

/** The variants corpus mails are written for: most for the standard map, 835–849 and 950–979 for Maharajah's. */
export type CorpusVariant = 'standard' | 'maharajah';

export function position(name: string): Position {
  return positionFor(name, 'standard');
}

/** A test position by name ('start': the variant's opening board; else positions/<name>.json). */
export function positionFor(name: string, variantId: CorpusVariant): Position {
  if (name === 'start') return initialPosition(variantId === 'standard' ? variant : getVariant(variantId));
  return JSON.parse(readFileSync(join(MAIL_DIR, 'positions', `${name}.json`), 'utf8')) as Position;
}

export const GM = 'gm@dipgame.example';
export const game: GameInfo = {
  name: 'dipgame',
  gmAddress: GM,
  players: [
    { power: 'France', addresses: ['marie@example.fr'], abbreviations: { Mdl: 'mao', Bgy: 'bur' } },
    { power: 'England', addresses: ['tom@example.co.uk'] },
    { power: 'Germany', addresses: ['karl@example.de'] },
    { power: 'Italy', addresses: ['gio@example.it'] },
    { power: 'Austria', addresses: ['franz@example.at'] },
    { power: 'Russia', addresses: ['ivan@example.ru'] },
    { power: 'Turkey', addresses: ['mehmet@example.com.tr'] },
  ],
};

/** The Maharajiad game the Maharajah mails (835–849, 950–979) are written for: one player per power. */
export const maharajahGame: GameInfo = {
  name: 'maharajiad',
  gmAddress: GM,
  players: [
    { power: 'Bahmana', addresses: ['yusuf@example.in'] },
    { power: 'Delhi', addresses: ['arjun@example.in'] },
    { power: 'Gondwana', addresses: ['meera@example.in'] },
    { power: 'Mughalistan', addresses: ['farid@example.af'] },
    { power: 'Persia', addresses: ['dariush@example.ir'] },
    { power: 'Rajputana', addresses: ['vikram@example.in'] },
    { power: 'Vijayanagar', addresses: ['lakshmi@example.in'] },
  ],
};

export function read(paste: string | Uint8Array, opts: { rules?: string | HouseRules; position?: string | Position; game?: GameInfo | null; variant?: CorpusVariant } = {}): Promise<IntakeResult> {
  const v = opts.variant ?? 'standard';
  const pos = typeof opts.position === 'object' ? opts.position : positionFor(opts.position ?? 'start', v);
  return readOrderMail(paste, { variant: v === 'standard' ? variant : getVariant(v), position: pos, rules: typeof opts.rules === 'object' ? opts.rules : getProfile(opts.rules ?? 'wm2004'), game: opts.game === null ? undefined : opts.game ?? (v === 'standard' ? game : maharajahGame) });
}

/** The invariants every reading keeps, whatever the input (used by the corpus and the fuzz test). */
/** The raw lines of a text: [start, end) without the line break (CR, LF or CRLF). */
export function rawLines(text: string): [number, number][] {
  const lines: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text.charCodeAt(i);
    if (i === text.length || c === 10 || c === 13) {
      if (i < text.length || start < text.length || lines.length === 0) lines.push([start, i]);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  return lines;
}

export function checkInvariants(paste: string, result: IntakeResult): string | undefined {
  let previous = -1;
  for (const v of result.verdicts) {
    if (v.span[0] < 0 || v.span[1] > paste.length || v.span[0] > v.span[1]) return `span out of range: ${JSON.stringify(v.span)}`;
    if (v.raw !== paste.slice(v.span[0], v.span[1])) return `raw does not match its span at ${v.span[0]}`;
    if (v.span[0] < previous) return 'verdicts not in paste order';
    previous = v.span[0];
  }
  // Every raw line has at least one verdict covering it.
  for (const [a, b] of rawLines(paste)) {
    const covered = result.verdicts.some((v) => (v.span[0] < Math.max(b, a + 1) && v.span[1] > a) || (v.span[0] === a && v.span[1] === a) || (a === b && v.span[0] <= a && v.span[1] >= a));
    if (!covered) return `line at ${a} has no verdict`;
  }
  return undefined;
}
