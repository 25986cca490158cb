// What the order reader says about each line of a paste. Every line ends in exactly one verdict
// (UX.md: a verdict is a word plus a colour, and hovering it highlights its raw line), so the
// GM can see that nothing was silently dropped. The one exception is a line that gives several
// orders by their number ("If one build: A Mar; if two: A Mar, F Bre"): one verdict per part,
// each marked with `part` and covering its own part of the line.
import type { Order, PowerName } from '../types';
import type { Withdrawal } from './withdrawal';

export type VerdictKind =
  | 'accepted'      // read as written
  | 'corrected'     // read with a correction the house rules allow; `corrections` says which
  | 'ambiguous'     // cannot be read one way: the unit holds
  | 'illegal'       // read, but impossible or void: the unit holds; `reason` says why
  | 'superseded'    // replaced by a later line or a later set
  | 'press'         // press (white, grey, …) kept for publication
  | 'vote'          // a vote or draw proposal, kept
  | 'not-an-order'; // greetings, headers, quotes, signatures, blank lines

export interface Correction {
  /** What was changed, in words a GM reads: "coast added: SPA/NC". */
  what: string;
  /** The clause that allows it, e.g. `000 D.IV(3)b`. */
  clause?: string;
}

export interface LineVerdict {
  kind: VerdictKind;
  /** Exactly the characters of the paste this verdict covers (`paste.slice(span[0], span[1])`). */
  raw: string;
  /** The line as read: decoded from quoted-printable or HTML where the mail was encoded. */
  text: string;
  /** Offsets into the original paste, end exclusive. */
  span: [number, number];
  /** Index of the message (in paste order) the line belongs to. */
  message: number;
  /** The order read from the line, also for illegal/ambiguous/superseded lines when it could be read. */
  order?: Order;
  /** A conditional order (000 D.II(5)): the options in the order written. */
  options?: Order[];
  corrections: Correction[];
  /** Why: the illegality, the ambiguity, what superseded it, or what kind of non-order it is. */
  reason?: string;
  /** The clause that decided the verdict, when a rule did. */
  clause?: string;
  /** Informational readings: an abbreviation expanded, a unit type filled from the board. */
  notes: string[];
  /** For orders: the unit (province) or build centre the order is about; used to find repeats. */
  unitKey?: string;
  /**
   * For an order line that could not be read: the unit it names first ("F Bre - Mxq": bre). Not
   * a unitKey (the line gives the unit no order), but a later "Correction: F Bre - Mao" in the
   * same mail takes the line back, and a later set's order for the unit replaces it.
   */
  writtenUnit?: string;
  /** The line was written as a conditional ("if dislodged", "or", "else"): 000 D.II(5). */
  conditional?: boolean;
  /** For an order line: it is kept for a later phase (a conditional retreat or adjustment). */
  forLaterPhase?: 'retreat' | 'adjustment';
  power?: PowerName;
  /**
   * The line changes an earlier order ("Change:", "Amend:", "Correction:", "instead of X"):
   * the word, the order withdrawn as written, and that order's unit or centre (amendments.ts).
   */
  amendment?: {
    word: string;
    insteadOf?: string;
    withdraws?: string;
    /** The withdrawn words did not read as an order (so nothing to match them against). */
    withdrawnUnread?: boolean;
    /** What the withdrawn order did, as written: its kind and the province it named last. */
    withdrawnOrder?: { kind: string; to?: string };
    /** "Scratch the Tyrolia move, A Ven holds instead": the order taken back, by the place it names. */
    scratched?: Withdrawal;
  };
  /**
   * Set when one line gives several orders ("If one build: A Mar; if two: A Mar, F Bre"): this
   * verdict is part `index` (1-based) of the line's `of` verdicts, each covering its part of the
   * line. Every other line has exactly one verdict.
   */
  part?: { index: number; of: number };
  /** The order applies only when the power has this many builds or removals (countConditions.ts). */
  ifCount?: CountCondition;
}

/** "If two builds": the number, whether more also fits, builds or removals, and the words. */
export interface CountCondition {
  count: number;
  orMore: boolean;
  kind?: 'build' | 'remove';
  written: string;
  /** The options add up ("F Bre if I get one, and A Par as well if I get two"): countConditions.ts. */
  cumulative?: boolean;
}

export function verdict(kind: VerdictKind, base: Pick<LineVerdict, 'raw' | 'text' | 'span' | 'message'>, extra?: Partial<LineVerdict>): LineVerdict {
  const v: LineVerdict = { kind, raw: base.raw, text: base.text, span: base.span, message: base.message, corrections: [], notes: [] };
  return extra ? Object.assign(v, extra) : v;
}

/**
 * `verdict(kind, base, { reason })` in one object: most lines of a mail (headers, blank lines,
 * quotes, signatures) get only a reason, and reading a mail makes one of these per line.
 */
export function reasonVerdict(kind: VerdictKind, raw: string, text: string, span: [number, number], message: number, reason: string): LineVerdict {
  return { kind, raw, text, span, message, corrections: [], notes: [], reason };
}
