import Papa from 'papaparse';
import { MAX_SCALE_LEVELS } from './proficiency.ts';
import { isPlainLine, isPlainText } from './schemas/common.ts';
import {
  BUILT_IN_COMPETENCY_TYPES,
  CATEGORY_NAME_MAX,
  COMPETENCY_NAME_MAX,
  canonicalType,
  DESCRIPTION_MAX,
  LEVEL_DESCRIPTION_MAX,
  TAG_MAX,
  TAGS_MAX,
  TYPE_NAME_MAX,
} from './schemas/competencies.ts';
import { restoreCell } from './spreadsheet-cell.ts';

/**
 * CSV import and export of a competency framework (issue 8), shared by the browser (which previews a
 * file before sending it) and the API (which checks it again). Parsing and writing are papaparse's;
 * this module decides the column layout and the rules.
 *
 * Column layout (docs/csv-layout.md): `category,name,type,description,tags,level_1,…,level_N`, N = the
 * framework's number of levels (1–10). Headers are matched without regard to case or surrounding
 * spaces, in any order.
 * - category: required, ≤ CATEGORY_NAME_MAX (80);
 * - name: required, ≤ COMPETENCY_NAME_MAX (120), once per file (compared trimmed, in any case);
 * - type: required; technical, behavioural (behavioral is read as behavioural), leadership (any case),
 *   or the company's own type (matched in any case to one it already uses), ≤ TYPE_NAME_MAX (40);
 * - description: optional, ≤ DESCRIPTION_MAX (2000);
 * - tags: optional, separated by `;` or `|`, each ≤ TAG_MAX (30), at most TAGS_MAX (10), duplicates
 *   (in any case) dropped;
 * - level_1 … level_N: what people do at that level, optional, ≤ LEVEL_DESCRIPTION_MAX (1000).
 * The category, name and type columns must be there. An optional column the file leaves out changes
 * nothing: an existing competency keeps that field (a new one starts with it empty); an empty cell
 * in a column that is there empties the field (mergeCsvRow, framework-csv-rows.ts).
 * A column outside the layout, given twice, or a level beyond N refuses the whole file (its cells
 * would be lost), as do a file without competency rows and one with more than 5,000 (or with more than
 * 10,000 rows in all, empty ones included), and a header with more named columns than the widest layout
 * (15) or more than 200 cells in all.
 * Problems of the header and of the rows are reported together, at most 100 (a last line says more were
 * left out): a file is checked in time that grows with its size, never with the square of its problems.
 * Files are UTF-8 (a byte-order mark is accepted), comma- or semicolon-separated (as European
 * spreadsheet programs save them; the header line decides), CRLF or LF, with quoted fields that may
 * hold commas, quotation marks and line breaks. Empty lines are skipped. A row with an unclosed
 * quotation mark, or with text beyond the header's columns (usually an unquoted comma), is reported
 * as malformed.
 *
 * Written files (framework-csv-rows.ts) are spreadsheet-cell.ts's CSV (byte-order mark, CRLF, the formula guard's apostrophes);
 * reading removes those apostrophes again (restoreCell), so an export imports back unchanged.
 */

export const FRAMEWORK_CSV_MAX_ROWS = 5000;
/** Rows read at most, empty ones included: past them the file is refused as too long unread. */
export const FRAMEWORK_CSV_MAX_RECORDS = FRAMEWORK_CSV_MAX_ROWS * 2;
/** Problems listed at most; the file is refused whole anyway, and a last line says more were left out. */
export const FRAMEWORK_CSV_MAX_ISSUES = 100;
export const FIXED_COLUMNS = ['category', 'name', 'type', 'description', 'tags'] as const;
/** The widest layout: the fixed columns and a level column for each level of the largest scale. */
export const FRAMEWORK_CSV_MAX_COLUMNS = FIXED_COLUMNS.length + MAX_SCALE_LEVELS;
/**
 * Cells of the header line at most, empty ones included (spreadsheet programs write a few empty ones
 * after the last column): a wider header is refused before the file is parsed at all.
 */
const HEADER_CELLS_MAX = 200;
const REQUIRED_COLUMNS = ['category', 'name', 'type'] as const;

export interface CsvCompetencyRow {
  /** The spreadsheet row: the header is row 1, the first competency row 2. */
  row: number;
  category: string;
  name: string;
  type: string;
  description: string;
  tags: string[];
  /** One per level of the scale, '' where none is written. */
  levelDescriptions: string[];
}

export type CsvProblem =
  | 'missing_column'
  | 'unknown_column'
  | 'too_many_levels'
  | 'too_many_columns'
  | 'empty'
  | 'too_many_rows'
  | 'malformed'
  | 'category_required'
  | 'category_too_long'
  | 'name_required'
  | 'name_too_long'
  | 'duplicate_name'
  | 'type_required'
  | 'type_too_long'
  | 'description_too_long'
  | 'tag_too_long'
  | 'too_many_tags'
  | 'level_too_long'
  | 'hidden_characters'
  | 'too_many_problems';

/** What a file was read into: valid rows, every problem, and the columns it has (layout order). */
export interface CsvReadResult {
  rows: CsvCompetencyRow[];
  issues: CsvIssue[];
  columns: string[];
}

/** The records of a file (one per spreadsheet row) and the indexes of those that cannot be read. */
export interface CsvRecords {
  records: string[][];
  malformed: Set<number>;
}

export interface CsvIssue {
  /** Spreadsheet row number (header = 1); null for a problem of the whole file. */
  row: number | null;
  column: string | null;
  problem: CsvProblem;
  /**
   * The column's name (unknown or missing column), the scale's level count (too_many_levels), the
   * limit (too long, too many), or the row where the name first appears (duplicate_name).
   */
  value?: string;
}

/** English messages; {{column}} and {{value}} are filled in (the web app has its own translations). */
export const CSV_MESSAGES: Record<CsvProblem, string> = {
  missing_column: 'The file has no {{column}} column',
  unknown_column: 'The column {{column}} is not part of the layout',
  too_many_levels: 'The column {{column}} is beyond the scale’s {{value}} levels',
  too_many_columns: `The file has more columns than the layout’s ${FRAMEWORK_CSV_MAX_COLUMNS}: category, name, type, description, tags and level_1 to level_${MAX_SCALE_LEVELS}`,
  empty: 'The file has no competency rows',
  too_many_rows: `The file has more than ${FRAMEWORK_CSV_MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files`,
  malformed: 'This row cannot be read: check its quotation marks',
  category_required: 'Enter a category',
  category_too_long: `A category has at most ${CATEGORY_NAME_MAX} characters`,
  name_required: 'Enter a name',
  name_too_long: `A name has at most ${COMPETENCY_NAME_MAX} characters`,
  duplicate_name: 'This name is already on row {{value}}',
  type_required: 'Enter a type: technical, behavioural, leadership or your own',
  type_too_long: `A type has at most ${TYPE_NAME_MAX} characters`,
  description_too_long: `A description has at most ${DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  tag_too_long: `A tag has at most ${TAG_MAX} characters`,
  too_many_tags: `A competency has at most ${TAGS_MAX} tags`,
  level_too_long: `A level description has at most ${LEVEL_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
  hidden_characters: 'Remove line breaks and hidden formatting characters from this cell',
  too_many_problems: 'Only the first {{value}} problems are shown: correct them and check the file again',
};

/** An issue as an English sentence (the API's error details). */
export function csvIssueMessage(issue: CsvIssue): string {
  return CSV_MESSAGES[issue.problem]
    .replaceAll('{{column}}', issue.column ?? '')
    .replaceAll('{{value}}', issue.value ?? '');
}

/** The layout's name of a level's column: `level_1` … `level_10`. */
export const levelColumn = (level: number) => `level_${level}`;
const BUILT_IN: readonly string[] = BUILT_IN_COMPETENCY_TYPES;

function splitTags(cell: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of cell.split(/[;|]/)) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLocaleLowerCase())) continue;
    seen.add(tag.toLocaleLowerCase());
    tags.push(tag);
  }
  return tags;
}

/**
 * The delimiter, from the header line: the column names hold neither commas nor semicolons, while the
 * cells below may hold either (papaparse's own guess fails on a semicolon file whose cells have commas).
 */
export function detectCsvDelimiter(text: string): string {
  const header = firstLine(text);
  let best = ',';
  let most = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = occurrences(header, candidate, HEADER_CELLS_MAX);
    if (count > most) {
      best = candidate;
      most = count;
    }
  }
  return best;
}

/** How often `character` is in `text`, counted up to `atMost` (no copy of the text is made). */
function occurrences(text: string, character: string, atMost: number): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1 && count < atMost; at = text.indexOf(character, at + 1)) {
    count++;
  }
  return count;
}

/** The first line with more than white space (read up to it only: the file may be megabytes). */
function firstLine(text: string): string {
  const lineEnd = /\r\n|\n|\r/g;
  let start = 0;
  for (;;) {
    const found = lineEnd.exec(text);
    const line = text.slice(start, found ? found.index : text.length);
    if (line.trim() !== '' || !found) return line;
    start = lineEnd.lastIndex;
  }
}

/** A header line longer than this is wider than any layout (200 cells of a few letters): not read past. */
const HEADER_CHARS_MAX = 64 * 1024;

/**
 * Whether the header line (the first with more than separators and white space) has more cells than any
 * layout could need, or is longer than any could be, found without parsing the file and reading no more
 * than its first HEADER_CHARS_MAX characters past the empty lines: such a file is refused unread.
 */
export function csvHeaderTooWide(text: string): boolean {
  const source = withoutBom(text);
  const delimiter = detectCsvDelimiter(source.slice(0, HEADER_CHARS_MAX));
  // A line of separators only is an empty record, skipped like the reader skips it.
  const content = new RegExp(`[^\\s${delimiter}]`);
  const lineEnd = /\r\n|\n|\r/g;
  let start = 0;
  for (;;) {
    const found = lineEnd.exec(source);
    const end = found ? found.index : source.length;
    if (end - start > HEADER_CHARS_MAX) return true;
    const line = source.slice(start, end);
    if (content.test(line) || !found)
      return occurrences(line, delimiter, HEADER_CELLS_MAX) >= HEADER_CELLS_MAX;
    start = lineEnd.lastIndex;
  }
}

/**
 * The text up to the end of the record after the last one read (FRAMEWORK_CSV_MAX_RECORDS + 1), when
 * that end is known without parsing: in a file without quotation marks every line is one record.
 * papaparse splits such a file into all its lines before it stops at `preview`, which for millions of
 * empty lines is seconds of work; with quotation marks it parses record by record and stops in time.
 */
function upToRecordLimit(text: string): string {
  if (text.includes('"')) return text;
  const lineEnd = /\r\n|\n|\r/g;
  for (let lines = 0; lines <= FRAMEWORK_CSV_MAX_RECORDS + 1; lines++) {
    if (!lineEnd.exec(text)) return text;
  }
  return text.slice(0, lineEnd.lastIndex);
}

/**
 * The line ending, decided once for the whole file as papaparse guesses it (quoted cells left out, the
 * first megabyte): the browser parses in steps, and a step ending between \r and \n must not guess.
 */
export function detectCsvNewline(text: string): '\r\n' | '\n' | '\r' {
  const outside = text.slice(0, 1024 * 1024).replace(/"[\s\S]*?"/g, '');
  const byR = outside.split('\r');
  const byN = outside.split('\n');
  if (byR.length === 1 || (byN.length > 1 && (byN[0]?.length ?? 0) < (byR[0]?.length ?? 0))) return '\n';
  const withN = byR.filter((part) => part.startsWith('\n')).length;
  return withN >= byR.length / 2 ? '\r\n' : '\r';
}

/** The text without its byte-order mark, if it has one. */
export const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/** Splits a file into records at once (the browser reads large files in steps, with the same options). */
export function parseCsvRecords(text: string): CsvRecords {
  const source = upToRecordLimit(withoutBom(text));
  const parsed = Papa.parse<string[]>(source, {
    delimiter: detectCsvDelimiter(source),
    skipEmptyLines: false,
    // One record past the limit is enough to refuse the file: the rest is never split into cells.
    preview: FRAMEWORK_CSV_MAX_RECORDS + 1,
  });
  // papaparse's error rows index `records`; a record is one spreadsheet row (record i is row i + 1).
  const malformed = new Set(parsed.errors.flatMap((error) => (error.row === undefined ? [] : [error.row])));
  return { records: parsed.data, malformed };
}

/**
 * Reads a CSV file for a framework whose scale has `levelCount` levels. Every problem is reported, for
 * every row; `rows` holds only the valid ones, and a caller imports only when `issues` is empty.
 * Row numbers are those a spreadsheet program shows: the header is row 1 (a cell with line breaks
 * stays one row, and skipped empty lines still count).
 */
export function readFrameworkCsv(text: string, levelCount: number): CsvReadResult {
  if (csvHeaderTooWide(text)) return tooWide();
  return checkFrameworkCsv(parseCsvRecords(text), levelCount);
}

/** What a file whose header is wider than any layout reads as: that one problem, nothing else read. */
export const tooWide = (): CsvReadResult => ({
  rows: [],
  issues: [{ row: null, column: null, problem: 'too_many_columns' }],
  columns: [],
});

/** Checks the records of a file against the layout and the rules (see readFrameworkCsv). */
export function checkFrameworkCsv({ records, malformed }: CsvRecords, levelCount: number): CsvReadResult {
  if (records.length > FRAMEWORK_CSV_MAX_RECORDS) {
    return {
      rows: [],
      issues: [{ row: null, column: null, problem: 'too_many_rows', value: String(FRAMEWORK_CSV_MAX_ROWS) }],
      columns: [],
    };
  }
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) {
    return { rows: [], issues: [{ row: null, column: null, problem: 'empty' }], columns: [] };
  }
  if (malformed.has(headerIndex)) {
    return { rows: [], issues: [{ row: headerIndex + 1, column: null, problem: 'malformed' }], columns: [] };
  }

  const issues: CsvIssue[] = [];
  const header = (records[headerIndex] ?? []).map((cell) => cell.trim().toLowerCase());
  if (header.filter(Boolean).length > FRAMEWORK_CSV_MAX_COLUMNS) return tooWide();
  const known = new Set<string>([
    ...FIXED_COLUMNS,
    ...Array.from({ length: levelCount }, (_, i) => levelColumn(i + 1)),
  ]);
  const index = new Map<string, number>();
  header.forEach((name, position) => {
    if (!name) return;
    const level = /^level_(\d+)$/.exec(name);
    if (level && Number(level[1]) > levelCount) {
      issues.push({ row: null, column: name, problem: 'too_many_levels', value: String(levelCount) });
    } else if (!known.has(name) || index.has(name)) {
      // A column given twice is refused too: one of its two cells would be lost.
      issues.push({ row: null, column: name, problem: 'unknown_column', value: name });
    } else {
      index.set(name, position);
    }
  });
  let missing = false;
  for (const column of REQUIRED_COLUMNS) {
    if (index.has(column)) continue;
    missing = true;
    issues.push({ row: null, column, problem: 'missing_column', value: column });
  }
  const data: Array<{ row: number; record: string[] }> = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const record = records[i] ?? [];
    if (!isBlank(record)) data.push({ row: i + 1, record });
  }
  if (data.length === 0) issues.push({ row: null, column: null, problem: 'empty' });
  const tooMany = data.length > FRAMEWORK_CSV_MAX_ROWS;
  if (tooMany) {
    issues.push({ row: null, column: null, problem: 'too_many_rows', value: String(FRAMEWORK_CSV_MAX_ROWS) });
  }
  const layout = [...FIXED_COLUMNS, ...Array.from({ length: levelCount }, (_, i) => levelColumn(i + 1))];
  const columns = layout.filter((column) => index.has(column));
  // Without a required column every row would repeat the same problem; a file too long is split first.
  // Otherwise the rows are checked too, so a file with a wrong column and wrong rows is corrected at once.
  if (missing || tooMany) return { rows: [], issues, columns };

  // Cells under a column the header names (known or already reported) are read or reported there;
  // a filled cell under no name is text that would be lost.
  const named = (position: number) => position < header.length && header[position] !== '';
  const cell = (record: readonly string[], column: string) => {
    const position = index.get(column);
    return position === undefined ? '' : restoreCell((record[position] ?? '').trim());
  };
  const firstRowOfName = new Map<string, number>();
  const rows: CsvCompetencyRow[] = [];
  for (const { row, record } of data) {
    if (issues.length > FRAMEWORK_CSV_MAX_ISSUES) break;
    // An unclosed quotation mark, or a cell beyond the columns (an unquoted comma shifts the cells).
    if (malformed.has(row - 1) || record.some((text, position) => !named(position) && text.trim() !== '')) {
      issues.push({ row, column: null, problem: 'malformed' });
      continue;
    }
    const problems: CsvIssue[] = [];
    const problem = (column: string, kind: CsvProblem, value?: string) =>
      problems.push({ row, column, problem: kind, ...(value === undefined ? {} : { value }) });
    const category = cell(record, 'category');
    const name = cell(record, 'name');
    const type = canonicalType(cell(record, 'type'), BUILT_IN);
    const description = cell(record, 'description');
    const tags = splitTags(cell(record, 'tags'));
    if (!category) problem('category', 'category_required');
    else if (category.length > CATEGORY_NAME_MAX)
      problem('category', 'category_too_long', String(CATEGORY_NAME_MAX));
    if (!name) problem('name', 'name_required');
    else if (name.length > COMPETENCY_NAME_MAX) problem('name', 'name_too_long', String(COMPETENCY_NAME_MAX));
    else {
      const key = name.toLocaleLowerCase();
      const earlier = firstRowOfName.get(key);
      if (earlier !== undefined) problem('name', 'duplicate_name', String(earlier));
      else firstRowOfName.set(key, row);
    }
    if (!type) problem('type', 'type_required');
    else if (type.length > TYPE_NAME_MAX) problem('type', 'type_too_long', String(TYPE_NAME_MAX));
    if (description.length > DESCRIPTION_MAX) {
      problem('description', 'description_too_long', String(DESCRIPTION_MAX));
    }
    if (tags.length > TAGS_MAX) problem('tags', 'too_many_tags', String(TAGS_MAX));
    if (tags.some((tag) => tag.length > TAG_MAX)) problem('tags', 'tag_too_long', String(TAG_MAX));
    const levelDescriptions = Array.from({ length: levelCount }, (_, i) => cell(record, levelColumn(i + 1)));
    levelDescriptions.forEach((text, i) => {
      if (text.length > LEVEL_DESCRIPTION_MAX) {
        problem(levelColumn(i + 1), 'level_too_long', String(LEVEL_DESCRIPTION_MAX));
      }
    });
    // The same rule as the forms: one-line fields take no line breaks or hidden formatting characters
    // (a bidi override in a name would read backwards in lists and e-mails); text fields take line breaks.
    const oneLine: Array<[string, string]> = [
      ['category', category],
      ['name', name],
      ['type', type],
      ...tags.map((tag): [string, string] => ['tags', tag]),
    ];
    const flagged = new Set<string>();
    for (const [column, text] of oneLine) {
      if (!flagged.has(column) && !isPlainLine(text)) {
        flagged.add(column);
        problem(column, 'hidden_characters');
      }
    }
    const multiLine: Array<[string, string]> = [
      ['description', description],
      ...levelDescriptions.map((text, i): [string, string] => [levelColumn(i + 1), text]),
    ];
    for (const [column, text] of multiLine) if (!isPlainText(text)) problem(column, 'hidden_characters');
    if (problems.length > 0) issues.push(...problems);
    else rows.push({ row, category, name, type, description, tags, levelDescriptions });
  }
  if (issues.length <= FRAMEWORK_CSV_MAX_ISSUES) return { rows, issues, columns };
  return { rows, issues: capped(issues), columns };
}

/** The first problems, and a last line saying that more were left out. */
function capped(issues: readonly CsvIssue[]): CsvIssue[] {
  return [
    ...issues.slice(0, FRAMEWORK_CSV_MAX_ISSUES),
    { row: null, column: null, problem: 'too_many_problems', value: String(FRAMEWORK_CSV_MAX_ISSUES) },
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MESSAGE_PATTERNS = (Object.entries(CSV_MESSAGES) as Array<[CsvProblem, string]>).map(
  ([problem, message]) => ({
    problem,
    pattern: new RegExp(
      `^${escapeRegExp(message)
        .replace(escapeRegExp('{{column}}'), '(?<column>.+?)')
        .replace(escapeRegExp('{{value}}'), '(?<value>.+?)')}$`,
    ),
  }),
);

/**
 * The server's refusal of a file (`errors` keyed `file`, `rows.<row>` or `rows.<row>.<column>`, with
 * csvIssueMessage's sentences) read back into issues, so the browser can show them row by row in the
 * person's language. A message it does not know is kept as it came (a string).
 */
export function csvIssuesFromErrors(
  errors: Readonly<Record<string, readonly string[]>>,
): Array<CsvIssue | string> {
  const issues: Array<CsvIssue | string> = [];
  for (const [key, messages] of Object.entries(errors)) {
    const where = /^rows\.(\d+)(?:\.(.+))?$/.exec(key);
    if (key !== 'file' && !where) continue;
    for (const message of messages) {
      const known = MESSAGE_PATTERNS.map(({ problem, pattern }) => ({
        problem,
        match: pattern.exec(message),
      })).find(({ match }) => match);
      if (!known?.match) {
        issues.push(message);
        continue;
      }
      const groups = known.match.groups ?? {};
      issues.push({
        row: where ? Number(where[1]) : null,
        column: where?.[2] ?? groups.column ?? null,
        problem: known.problem,
        ...(groups.value === undefined ? {} : { value: groups.value }),
      });
    }
  }
  return issues;
}
