// Attached files that are text, whatever the sending program called them: "orders.txt" sent as
// application/octet-stream, a spreadsheet's "orders.csv" (text/csv, or application/vnd.ms-excel
// as Outlook labels any .csv), a tab-separated export, a Markdown "orders.md". A GM opens each in
// a text editor and reads the orders; the reader said it "cannot open" them and the power needed
// a look (unseen-mail trial, corpus 1213, 1214, 1245). A spreadsheet's rows are read as lines,
// their cells side by side ("F Ank,Move,Bla" is "F Ank Move Bla"); its heading row reads as no
// order and is shown as such.

/** Types that are text whatever the file is called. */
const TEXT_TYPES = /^(?:text\/(?:csv|x-csv|comma-separated-values|tab-separated-values|markdown|x-markdown)|application\/(?:csv|x-csv))$/i;
/** Types a client gives a text file it does not know (or gives any .csv: Outlook's "Excel"). */
const GENERIC_TYPES = /^application\/(?:octet-stream|vnd\.ms-excel)$/i;
const TEXT_NAMES = /\.(?:txt|csv|tsv|tab|md|markdown)$/i;
const TABLE_TYPES = /^(?:text\/(?:csv|x-csv|comma-separated-values|tab-separated-values)|application\/(?:csv|x-csv))$/i;
const TABLE_NAMES = /\.(?:csv|tsv|tab)$/i;

/** Is an attached part of this type and file name a text file a GM would open and read? */
export function isTextFile(type: string, name: string | undefined): boolean {
  return TEXT_TYPES.test(type) || (GENERIC_TYPES.test(type) && TEXT_NAMES.test(name ?? ''));
}

/** Is it a table of comma-, semicolon- or tab-separated cells (CSV, TSV)? */
export function isTable(type: string, name: string | undefined): boolean {
  return TABLE_TYPES.test(type) || TABLE_NAMES.test(name ?? '');
}

/**
 * The separator of a table: whichever of tab, semicolon and comma its first row holds most
 * (Excel writes ";" where the decimal mark is ","), or none when it holds none.
 */
export function tableSeparator(firstRow: string): string | undefined {
  let best: string | undefined, most = 0;
  for (const sep of ['\t', ';', ',']) {
    const n = firstRow.split(sep).length - 1;
    if (n > most) { best = sep; most = n; }
  }
  return best;
}

/** One row's cells side by side: quotes around a cell taken off ("" in one is a "), empty cells left out. */
export function rowText(row: string, sep: string): string {
  const cells: string[] = [];
  let cell = '', quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"' && cell.trim() === '') { quoted = true; cell = ''; }
    else if (c === sep) { cells.push(cell.trim()); cell = ''; }
    else cell += c;
  }
  cells.push(cell.trim());
  return cells.filter((x) => x !== '').join(' ');
}
