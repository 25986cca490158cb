// A spreadsheet's row pasted as it is, with no column for the order word: "A<Tab>Herat<Tab>Kandahar"
// under a header "Unit<Tab>From<Tab>To", "A,Kmr,Lah" under "unit,from,to", "| A | Ven | Tyr |".
// The header says what the columns are: the unit's type, where it stands and where it goes. A
// careful GM reads the row as the move it lays out (A Her - Kan); before, each row was "not a
// complete order" and the power needed a look (the unseen-mail trial of corpus 1761-1810, 1800
// and 1802). A row whose last cell is an order word ("hold", "H") or whose cells hold an order's
// own marks is left to the grammar as it was: only the three-cell move is read here.

/** The unit's type as a spreadsheet's first column holds it, in the five languages. */
const TYPE_CELL = /^(?:a|f|army|fleet|armée|armee|flotte|heer|ejército|ejercito|flota|esercito|armata|flotta)$/i;
/** A place's name in a cell: letters, spaces, dots, hyphens, apostrophes, a coast in brackets or after a slash. */
const PLACE_CELL = /^\p{L}[\p{L} .'’-]{0,30}(?:\s*\(\s*[\p{L} ]{1,12}\)|\/[nsew]c)?$/iu;
/** Order words that may stand in a row's last cell: then it is no destination. */
const ORDER_WORD = /^(?:h|hold|holds|stand|stands|stay|stays|s|c|d|r|b|support|supports|convoy|convoys|disband|remove|build|retreat|waive|move|moves|-)$/i;

/** "A Herat - Kandahar" for a three-cell row (type, place, place), or undefined. Cheap: most lines hold no tab, pipe or two commas. */
export function columnMove(text: string): string | undefined {
  let sep: string;
  if (text.includes('\t')) sep = '\t';
  else if (text.includes('|')) sep = '|';
  else if (text.indexOf(',') !== text.lastIndexOf(',')) sep = ',';
  else if (text.indexOf(';') !== text.lastIndexOf(';')) sep = ';';
  else return undefined;
  const cells = text.split(sep).map((c) => c.trim());
  while (cells.length && cells[0] === '') cells.shift();
  while (cells.length && cells[cells.length - 1] === '') cells.pop();
  if (cells.length !== 3) return undefined;
  const [type, from, to] = cells as [string, string, string];
  if (!TYPE_CELL.test(type) || !PLACE_CELL.test(from) || !PLACE_CELL.test(to) || ORDER_WORD.test(to) || ORDER_WORD.test(from)) return undefined;
  return `${type} ${from} - ${to}`;
}
