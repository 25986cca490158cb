// A mail written for another board than this game's. A tournament GM runs several boards, and a
// player may have the same power on two of them: "Board 9 - Germany S1901" sent to the GM of
// board 4, or a P.S. "my board 2 orders, France there too:" under this board's set. Every line
// fits this board as well, so read as it stands the other board's orders replaced this board's
// in silence (the unseen-mail trial of corpus 1300-1349, issue 13). A careful GM reads the board
// each mail names against the game's own name: lines under another board's heading are set
// aside, a mail written only for another board is no set of this game's, and where the game's
// name gives no board number to compare, the GM is asked (000 D.II(2)a, 001 B.III(2)b: the
// GM-stated requirements of an order mail; a tournament's is the board it is for).
import type { Warning } from './power';

/**
 * "Board 7", "board #2", "Game 2", "table 3", and the words French, German, Italian and Spanish
 * players use for a board or game ("plateau 2", "Brett 3", "tavolo 4", "partida 2"): the number
 * is the board. Letter and digit boundaries are Unicode-aware.
 */
const MENTION = /(?<![\p{L}\d])(board|game|table|brett|tisch|spiel|tavolo|partita|tablero|mesa|partida|plateau|partie)\s*(?:#|no\.?|nr\.?|n°|nº)?\s*(\d{1,3})(?![\p{L}\d])/iu;

/** The board number a game's name or a line names ("WDC 2026 R2 Board 4" is board 4), if any. */
export function boardNumber(text: string | undefined): number | undefined {
  const m = text ? MENTION.exec(text) : null;
  return m ? Number(m[2]) : undefined;
}

/**
 * A line that names a board as a heading does: short ("Board 9, Germany", "Game 2 (Persia):"),
 * or a sentence ending in a colon under orders already written, which opens a second set ("P.S.
 * You run board 2 as well, so here are my board 2 orders:"). A sentence that names a game in
 * passing before any order ("After game 1 last night I am too tired, so just the orders:")
 * starts no section.
 */
function boardHeading(text: string, ordersAbove: boolean): number | undefined {
  const n = boardNumber(text);
  if (n === undefined) return undefined;
  const t = text.trim();
  const words = t.split(/\s+/).length;
  return words <= 6 || (ordersAbove && words <= 24 && /:\s*$/.test(t)) ? n : undefined;
}

export interface BoardReading {
  /** Order lines (body indexes) written under another board's heading: not this game's. */
  aside: Map<number, number>;
  /** Order lines under headings of two or more boards, none of them known to be this one. */
  unsure: Map<number, number>;
  /** Every order line is for this other board: the mail is no set of this game's. */
  whollyFor?: number;
  warnings: Warning[];
}

/**
 * The board each order line of a mail is written for. `headingLines[k]` is the text of a line
 * that may name a board (a heading or a line that is no order; quoted history and press are
 * left out), `orderLines` the body indexes of lines that may be orders, in body order. Lines above the first
 * board heading are the Subject:'s board, or this game's when the Subject: names none.
 * Undefined when the mail names no board, or only this game's.
 */
export function boardsOfMail(subject: string | undefined, headingLines: readonly (string | undefined)[], orderLines: readonly number[], gameName: string | undefined, clause: string | undefined): BoardReading | undefined {
  const ours = boardNumber(gameName);
  const boardAt: (number | undefined)[] = [];
  let current = boardNumber(subject);
  const firstOrder = orderLines[0] ?? Infinity; // in body order
  for (let k = 0; k < headingLines.length; k++) {
    const named = headingLines[k] === undefined ? undefined : boardHeading(headingLines[k]!, k > firstOrder);
    if (named !== undefined) current = named;
    boardAt.push(current);
  }
  const named = new Set<number>();
  let unnamed = 0;
  for (const k of orderLines) {
    const b = boardAt[k];
    if (b === undefined) unnamed++;
    else named.add(b);
  }
  if (!named.size || (ours !== undefined && named.size === 1 && named.has(ours))) return undefined;
  const game = gameName ? `"${gameName}"` : 'this game';
  const cite = clause ? { clause } : {};
  const out: BoardReading = { aside: new Map(), unsure: new Map(), warnings: [] };
  // The lines of boards known not to be this one: another number than the game's, or (when the
  // game's name has none) a named board beside lines that name none, which are this game's.
  const other = (b: number) => (ours !== undefined ? b !== ours : unnamed > 0);
  for (const k of orderLines) {
    const b = boardAt[k];
    if (b !== undefined && other(b)) out.aside.set(k, b);
  }
  if (out.aside.size) {
    const boards = [...new Set(out.aside.values())].map((b) => `board ${b}`).join(', ');
    if (out.aside.size === orderLines.length) {
      out.whollyFor = out.aside.values().next().value;
      out.warnings.push({ text: `written for ${boards}, not for ${game}: its orders are set aside, not read as this game's (a player on two boards?)`, ...cite });
    } else {
      out.warnings.push({ text: `has orders for ${boards} as well (${out.aside.size} line${out.aside.size === 1 ? '' : 's'}): ${game} is another board, so they are set aside, not read as its orders`, ...cite });
    }
    return out;
  }
  // No board number in the game's name to compare: the reader cannot tell whether the board
  // the mail names is this one. One board: read as this game's, and said on the mail, not asked:
  // every player of a board usually writes its number, and a game named without it would
  // otherwise stop Adjudicate on every power every phase (the GM who names the game with its
  // board number gets the comparison above). Two or more: none of them is read, for the
  // last-order rule would take each unit's order from whichever came last.
  const boards = [...named].sort((a, b) => a - b).map((b) => `board ${b}`);
  if (named.size === 1) {
    out.warnings.push({ text: `names ${boards[0]}, and ${game} names no board number to compare it with: read as this game's orders (a game named with its board number, e.g. "Board ${[...named][0]}", sets aside mail for another board)`, ...cite });
    return out;
  }
  for (const k of orderLines) out.unsure.set(k, boardAt[k]!);
  const written = [...named].map((b) => {
    const line = headingLines.find((t) => t !== undefined && boardNumber(t) === b);
    return line ? `"${line.trim()}"` : `board ${b}`;
  });
  out.warnings.push({ text: `gives orders for ${named.size} boards (${written.join(', ')}), and ${game} names no board: none is read until the GM says which is this game's`, ...cite });
  return out;
}
