import Papa from 'papaparse';
import { isPlainLine, isPlainText } from './schemas/common.ts';
import {
  BUILT_IN_COMPETENCY_TYPES,
  CATEGORY_NAME_MAX,
  COMPETENCY_NAME_MAX,
  DESCRIPTION_MAX,
  LEVEL_DESCRIPTION_MAX,
  TAG_MAX,
  TAGS_MAX,
  TYPE_NAME_MAX,
} from './schemas/competencies.ts';

/**
 * CSV import and export of a competency framework (issue 8), shared by the browser (which previews a
 * file before sending it) and the API (which checks it again). Parsing and writing are papaparse's;
 * this module decides the column layout and the rules.
 *
 * Column layout: `category,name,type,description,tags,level_1,…,level_N`, N = the framework's number
 * of levels (1–10). Headers are matched without regard to case or surrounding spaces, in any order.
 * - category: required, ≤ CATEGORY_NAME_MAX (80);
 * - name: required, ≤ COMPETENCY_NAME_MAX (120), once per file (compared trimmed, in any case);
 * - type: required; technical, behavioural (behavioral is read as behavioural), leadership (any case),
 *   or the company's own type, kept as written, ≤ TYPE_NAME_MAX (40);
 * - description: optional, ≤ DESCRIPTION_MAX (2000);
 * - tags: optional, separated by `;` or `|`, each ≤ TAG_MAX (30), at most TAGS_MAX (10), duplicates
 *   (in any case) dropped;
 * - level_1 … level_N: what people do at that level, optional, ≤ LEVEL_DESCRIPTION_MAX (1000).
 * The category and name columns must be there; a missing level or optional column reads as empty.
 * A column outside the layout, given twice, or a level beyond N refuses the whole file (its cells
 * would be lost), as do a file without competency rows and one with more than 5,000.
 * Files are UTF-8 (a byte-order mark is accepted), comma- or semicolon-separated (as European
 * spreadsheet programs save them; the header line decides), CRLF or LF, with quoted fields that may
 * hold commas, quotation marks and line breaks. Empty lines are skipped. A row with an unclosed
 * quotation mark, or with text beyond the header's columns (usually an unquoted comma), is reported
 * as malformed.
 *
 * Written files start with a byte-order mark and end lines with CRLF, so spreadsheet programs open
 * them as UTF-8; any cell that would start with = + - @ or a tab or carriage return gets a leading
 * apostrophe, so a spreadsheet never runs it as a formula. Reading removes that apostrophe again.
 */

export const FRAMEWORK_CSV_MAX_ROWS = 5000;
export const FIXED_COLUMNS = ['category', 'name', 'type', 'description', 'tags'] as const;
const REQUIRED_COLUMNS = ['category', 'name'] as const;

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
  | 'hidden_characters';

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
};

/** An issue as an English sentence (the API's error details). */
export function csvIssueMessage(issue: CsvIssue): string {
  return CSV_MESSAGES[issue.problem]
    .replaceAll('{{column}}', issue.column ?? '')
    .replaceAll('{{value}}', issue.value ?? '');
}

/**
 * Cells a spreadsheet would run as a formula: those starting with = + - @ tab or carriage return, and
 * (so that export → import gives back exactly what was exported) those that already start with
 * apostrophes followed by such a character.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
export const neutraliseCell = (value: string) => (NEEDS_GUARD.test(value) ? `'${value}` : value);
/** Removes the apostrophe neutraliseCell added (and one a person typed before =, +, -, @). */
const restoreCell = (value: string) =>
  value.startsWith("'") && NEEDS_GUARD.test(value.slice(1)) ? value.slice(1) : value;

const levelColumn = (level: number) => `level_${level}`;
const BUILT_IN: readonly string[] = BUILT_IN_COMPETENCY_TYPES;

function normaliseType(type: string): string {
  const lower = type.toLocaleLowerCase();
  if (lower === 'behavioral') return 'behavioural';
  return BUILT_IN.includes(lower) ? lower : type;
}

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
function detectDelimiter(text: string): string {
  const header = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  let best = ',';
  let most = 0;
  for (const candidate of [',', ';', '\t']) {
    const count = header.split(candidate).length - 1;
    if (count > most) {
      best = candidate;
      most = count;
    }
  }
  return best;
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * Reads a CSV file for a framework whose scale has `levelCount` levels. Every problem is reported, for
 * every row; `rows` holds only the valid ones, and a caller imports only when `issues` is empty.
 * Row numbers are those a spreadsheet program shows: the header is row 1 (a cell with line breaks
 * stays one row, and skipped empty lines still count).
 */
export function readFrameworkCsv(
  text: string,
  levelCount: number,
): { rows: CsvCompetencyRow[]; issues: CsvIssue[] } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(source, { delimiter: detectDelimiter(source), skipEmptyLines: false });
  // papaparse's error rows index `records`; a record is one spreadsheet row (record i is row i + 1).
  const records = parsed.data;
  const malformed = new Set(parsed.errors.flatMap((error) => (error.row === undefined ? [] : [error.row])));
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return { rows: [], issues: [{ row: null, column: null, problem: 'empty' }] };
  if (malformed.has(headerIndex)) {
    return { rows: [], issues: [{ row: headerIndex + 1, column: null, problem: 'malformed' }] };
  }

  const issues: CsvIssue[] = [];
  const header = (records[headerIndex] ?? []).map((cell) => cell.trim().toLowerCase());
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
  for (const column of REQUIRED_COLUMNS) {
    if (!index.has(column)) issues.push({ row: null, column, problem: 'missing_column', value: column });
  }
  const data: Array<{ row: number; record: string[] }> = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const record = records[i] ?? [];
    if (!isBlank(record)) data.push({ row: i + 1, record });
  }
  if (data.length === 0) issues.push({ row: null, column: null, problem: 'empty' });
  if (data.length > FRAMEWORK_CSV_MAX_ROWS) {
    issues.push({ row: null, column: null, problem: 'too_many_rows', value: String(FRAMEWORK_CSV_MAX_ROWS) });
  }
  if (issues.length > 0) return { rows: [], issues };

  const read = new Set(index.values());
  const cell = (record: readonly string[], column: string) => {
    const position = index.get(column);
    return position === undefined ? '' : restoreCell((record[position] ?? '').trim());
  };
  const firstRowOfName = new Map<string, number>();
  const rows: CsvCompetencyRow[] = [];
  for (const { row, record } of data) {
    // An unclosed quotation mark, or a cell beyond the columns (an unquoted comma shifts the cells).
    if (
      malformed.has(row - 1) ||
      record.some((text, position) => !read.has(position) && text.trim() !== '')
    ) {
      issues.push({ row, column: null, problem: 'malformed' });
      continue;
    }
    const problems: CsvIssue[] = [];
    const problem = (column: string, kind: CsvProblem, value?: string) =>
      problems.push({ row, column, problem: kind, ...(value === undefined ? {} : { value }) });
    const category = cell(record, 'category');
    const name = cell(record, 'name');
    const type = normaliseType(cell(record, 'type'));
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
  return { rows, issues };
}

/** The CSV of a framework: BOM, CRLF, every cell that could start a formula neutralised. */
export function writeFrameworkCsv(
  levelCount: number,
  rows: ReadonlyArray<Omit<CsvCompetencyRow, 'row'>>,
): string {
  const fields = [...FIXED_COLUMNS, ...Array.from({ length: levelCount }, (_, i) => levelColumn(i + 1))];
  const data = rows.map((row) =>
    [
      row.category,
      row.name,
      row.type,
      row.description,
      row.tags.join('; '),
      ...Array.from({ length: levelCount }, (_, i) => row.levelDescriptions[i] ?? ''),
    ].map(neutraliseCell),
  );
  return `\uFEFF${Papa.unparse({ fields, data }, { newline: '\r\n', quotes: false, escapeFormulae: false })}\r\n`;
}

/** A template: the header and two example rows written for a scale with these level names. */
export function frameworkCsvTemplate(levelCount: number, levelNames: readonly string[]): string {
  // Five steps of growth, spread over the scale's levels (the middle one for a scale of one level).
  const describe = (steps: readonly string[]) =>
    Array.from({ length: levelCount }, (_, i) => {
      const step = levelCount === 1 ? 2 : Math.round((i * (steps.length - 1)) / (levelCount - 1));
      return `${levelNames[i]?.trim() || `Level ${i + 1}`}: ${steps[step] ?? ''}`;
    });
  return writeFrameworkCsv(levelCount, [
    {
      category: 'Communication',
      name: 'Active listening',
      type: 'behavioural',
      description: 'Understands what others mean, not only what they say, and shows it.',
      tags: ['communication', 'meetings'],
      levelDescriptions: describe([
        'listens when prompted and repeats back what was said',
        'asks questions to check understanding in routine conversations',
        'picks up what people mean, including what they leave unsaid',
        'draws out quiet voices and keeps tense conversations calm',
        'shapes how the organisation listens to customers and colleagues',
      ]),
    },
    {
      category: 'Data',
      name: 'SQL',
      type: 'technical',
      description: 'Gets reliable answers from relational databases.',
      tags: ['data', 'reporting'],
      levelDescriptions: describe([
        'writes simple queries with help',
        'joins and filters tables for routine reports',
        'writes correct, readable queries on their own',
        'tunes slow queries and reviews others’ work',
        'sets the standards and tooling the company uses',
      ]),
    },
  ]);
}
