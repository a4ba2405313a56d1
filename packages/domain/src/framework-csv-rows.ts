import { type CsvCompetencyRow, FIXED_COLUMNS, levelColumn } from './framework-csv.ts';
import { canonicalType } from './schemas/competencies.ts';
import { type SheetTable, writeCsv } from './spreadsheet-cell.ts';

/**
 * What an imported row does to a competency, the same in the browser's preview and on the server
 * (framework-csv.ts reads and checks the file), and a framework written back in the layout as a table
 * for its CSV and .xlsx exports.
 */

/** A competency as an import sees it: category by name, level descriptions lowest first. */
export interface CsvCompetencyValues {
  category: string;
  name: string;
  type: string;
  description: string;
  tags: string[];
  levelDescriptions: string[];
}

/**
 * What a row makes of a competency: the columns the file has replace those fields (an empty cell
 * empties it), the columns it leaves out keep what `existing` has, or start empty for a new one.
 * Level descriptions are returned without trailing empty ones, as the editor stores them.
 */
export function mergeCsvRow(
  row: CsvCompetencyRow,
  columns: readonly string[],
  existing: CsvCompetencyValues | null,
): CsvCompetencyValues {
  const has = new Set(columns);
  const levels = [...(existing?.levelDescriptions ?? [])];
  row.levelDescriptions.forEach((text, i) => {
    if (has.has(levelColumn(i + 1))) levels[i] = text;
  });
  const filled = Array.from({ length: levels.length }, (_, i) => levels[i] ?? '');
  while (filled.length > 0 && filled.at(-1) === '') filled.pop();
  return {
    category: row.category,
    name: row.name,
    type: row.type,
    description: has.has('description') ? row.description : (existing?.description ?? ''),
    tags: has.has('tags') ? row.tags : [...(existing?.tags ?? [])],
    levelDescriptions: filled,
  };
}

/** Whether a row would leave a competency as it is (category and type compared as the company spells them). */
export function sameCompetencyValues(a: CsvCompetencyValues, b: CsvCompetencyValues): boolean {
  return (
    a.name === b.name &&
    a.category.toLocaleLowerCase() === b.category.toLocaleLowerCase() &&
    a.type === b.type &&
    a.description === b.description &&
    JSON.stringify(a.tags) === JSON.stringify(b.tags) &&
    JSON.stringify(a.levelDescriptions) === JSON.stringify(b.levelDescriptions)
  );
}

export type CsvRowChange = 'create' | 'update' | 'unchanged';

/**
 * What importing a row does, the same in the browser's preview and on the server: the values the
 * competency will have (its type spelt as the company already spells it, `types`) and whether that
 * creates it, changes it or leaves it as it is.
 */
export function csvRowChange(
  row: CsvCompetencyRow,
  columns: readonly string[],
  existing: CsvCompetencyValues | null,
  types: readonly string[],
): { values: CsvCompetencyValues; change: CsvRowChange } {
  const merged = mergeCsvRow(row, columns, existing);
  const values = { ...merged, type: canonicalType(merged.type, types) };
  if (!existing) return { values, change: 'create' };
  const before = { ...existing, levelDescriptions: mergeCsvRow(row, [], existing).levelDescriptions };
  return { values, change: sameCompetencyValues(values, before) ? 'unchanged' : 'update' };
}

/** A framework as a table (its CSV and .xlsx exports): the layout's columns, one row per competency. */
export function frameworkTable(
  levelCount: number,
  rows: ReadonlyArray<Omit<CsvCompetencyRow, 'row'>>,
): SheetTable {
  const header = [...FIXED_COLUMNS, ...Array.from({ length: levelCount }, (_, i) => levelColumn(i + 1))];
  return {
    sheetName: 'Competencies',
    header,
    rows: rows.map((row) => [
      row.category,
      row.name,
      row.type,
      row.description,
      row.tags.join('; '),
      ...Array.from({ length: levelCount }, (_, i) => row.levelDescriptions[i] ?? ''),
    ]),
  };
}

/** The CSV of a framework: BOM, CRLF, every cell that could start a formula neutralised (spreadsheet-cell.ts). */
export function writeFrameworkCsv(
  levelCount: number,
  rows: ReadonlyArray<Omit<CsvCompetencyRow, 'row'>>,
): string {
  return writeCsv(frameworkTable(levelCount, rows));
}
