import Papa from 'papaparse';

/**
 * What every export writes for spreadsheet programs (issue 22, decision 0045): the formula guard for
 * CSV cells and the CSV writer itself. The same table also becomes an .xlsx file on the server, where
 * text cells are typed as text and need no guard.
 *
 * A spreadsheet runs a cell as a formula when it starts with = + - or @ (OWASP's CSV injection page; a
 * leading tab or carriage return is on its list too). Looking only at a value's first character is not
 * enough: a program whose list separator differs from the file's, or that trims cells, re-splits a
 * value at the separators inside it. `Emma;=1+2;Employee` in a comma file becomes the three cells
 * `Emma`, `=1+2`, `Employee` in Excel wherever `;` is the list separator (German, French, Spanish and
 * Portuguese), and a cell starting with spaces or a quotation mark is a formula again once a program
 * trims or unquotes it. So every point where some program may start a cell counts:
 * - a cell start is the start of the value, or the point just after a separator character: `,` `;`
 *   tab `|` (the separators programs offer) or a line break (a new row);
 * - from there, white space and quotation marks are skipped (a program may drop them);
 * - if what follows is = + - or @ (after any apostrophes), an apostrophe goes right before it;
 * - a value that starts with a tab or carriage return (after any apostrophes) gets a leading
 *   apostrophe too, as before.
 * Values that already hold apostrophes at those points get one more, so `restoreCell` (used by the
 * framework import) removes exactly what was added and an export imports back unchanged. On top of
 * that, writeCsv quotes every cell holding one of those separators, so a program reading the file's
 * own separator keeps the cell whole.
 */

/** A cell of an exported table: text, a number (written as a number), or nothing. */
export type SheetCell = string | number | null;

/** A table as exported: the same header and rows become the CSV and the .xlsx file. */
export interface SheetTable {
  /** The worksheet's name in an .xlsx file: at most 31 characters, none of `[ ] : * ? / \`. */
  sheetName: string;
  header: readonly string[];
  rows: ReadonlyArray<readonly SheetCell[]>;
}

/** The characters some spreadsheet program may split a line into cells (or a file into rows) on. */
const SEPARATORS = new Set([',', ';', '\t', '|', '\r', '\n']);
const TRIGGERS = new Set(['=', '+', '-', '@']);
/** What a program may drop before reading a cell: white space and quotation marks. */
const isPad = (char: string) => char === ' ' || char === '"' || /\s/.test(char);
const LEADING_CONTROL = /^'*[\t\r]/;

/** The end of the run of apostrophes starting at `from`. */
function pastApostrophes(value: string, from: number): number {
  let end = from;
  while (value[end] === "'") end++;
  return end;
}

/**
 * Walks the value once (linear, whatever it holds); at every cell start whose first character a
 * program would read (after skipped padding) is a run of apostrophes and then a trigger, calls
 * `onGuarded` with the run's start and end, and copies the rest as it is.
 */
function rewriteCellStarts(value: string, onGuarded: (start: number, end: number) => string): string {
  // Without a trigger there is nothing to guard: most cells are returned without a walk.
  if (!/[=+\-@]/.test(value)) return value;
  let out = '';
  let copied = 0;
  let atCellStart = true;
  let i = 0;
  while (i < value.length) {
    const char = value.charAt(i);
    if (atCellStart && (char === "'" || TRIGGERS.has(char))) {
      const end = pastApostrophes(value, i);
      if (TRIGGERS.has(value.charAt(end))) {
        out += value.slice(copied, i) + onGuarded(i, end);
        copied = end;
      }
      // Apostrophes and triggers are no separators: the next cell start comes later.
      atCellStart = false;
      i = Math.max(end, i + 1);
      continue;
    }
    atCellStart = SEPARATORS.has(char) || (atCellStart && isPad(char));
    i++;
  }
  return out + value.slice(copied);
}

/** A value a spreadsheet program could run as a formula, in any program, made plain text. */
export function neutraliseCell(value: string): string {
  const guarded = rewriteCellStarts(value, (start, end) => `'${value.slice(start, end)}`);
  return LEADING_CONTROL.test(guarded) ? `'${guarded}` : guarded;
}

/** Removes exactly the apostrophes neutraliseCell added (and so one a person typed at those points). */
export function restoreCell(value: string): string {
  const body = value.startsWith("'") && LEADING_CONTROL.test(value.slice(1)) ? value.slice(1) : value;
  return rewriteCellStarts(body, (start, end) => (end > start ? body.slice(start + 1, end) : ''));
}

/** Whether a CSV cell must be quoted: it holds a separator any program may use, a quote or a line end. */
export const mustQuote = (cell: unknown): boolean => typeof cell === 'string' && /[,;\t|\r\n"]/.test(cell);

const csvText = (cell: SheetCell): string => {
  if (cell === null) return '';
  // A number the export wrote is digits, a point and at most a leading minus: never a formula.
  return typeof cell === 'number' ? String(cell) : neutraliseCell(cell);
};

/**
 * A table as CSV for spreadsheet programs: comma-separated, UTF-8 with a byte-order mark (so they
 * open it as UTF-8), CRLF line ends, every text cell neutralised and quoted where it holds a separator.
 */
export function writeCsv(table: Pick<SheetTable, 'header' | 'rows'>): string {
  return `\uFEFF${csvLines([table.header, ...table.rows])}`;
}

/**
 * Rows as CSV lines, each ended by CRLF, guarded as writeCsv guards them: a file written a slice
 * at a time (a byte-order mark, then the header's line, then the rows') reads as writeCsv's would.
 */
export function csvLines(rows: ReadonlyArray<readonly SheetCell[]>): string {
  if (rows.length === 0) return '';
  const data = rows.map((row) => row.map(csvText));
  return `${Papa.unparse(data, { newline: '\r\n', quotes: mustQuote, escapeFormulae: false })}\r\n`;
}
