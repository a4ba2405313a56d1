import { type SheetCell, type SheetTable, writeCsv } from '@competencyhub/domain/spreadsheet-cell';
import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { attachment } from './attachment.ts';

/**
 * An export's table as a file to download (decision 0045): CSV (spreadsheet-cell.ts, formula guard and
 * all) or an .xlsx workbook written here, on the server only, so the web bundle never carries the
 * writer. In the workbook every text cell is a string cell (`t="s"`) in the Text number format, so no
 * program reads it as a formula, not even after someone edits it; numbers are number cells. The text
 * is written as it is: no apostrophe is needed where the type already says "text".
 */
export type SpreadsheetFormat = 'csv' | 'xlsx';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const textCell = (value: string, bold = false): Cell => ({
  value,
  type: String,
  format: '@',
  ...(bold ? { fontWeight: 'bold' as const } : {}),
});

const xlsxCell = (cell: SheetCell): Cell => {
  if (cell === null || cell === '') return null;
  return typeof cell === 'number' ? { value: cell, type: Number } : textCell(cell);
};

/** Column widths in characters: the longest line in the column, between 10 and 60. */
function columnWidths(table: SheetTable): Array<{ width: number }> {
  return table.header.map((name, column) => {
    let longest = name.length;
    for (const row of table.rows) {
      const cell = row[column];
      if (cell !== null && cell !== undefined) longest = Math.max(longest, String(cell).length);
    }
    return { width: Math.min(60, Math.max(10, longest + 2)) };
  });
}

/** The table as an .xlsx workbook of one worksheet, its header row bold and kept in sight. */
export function writeXlsx(table: SheetTable): Promise<Buffer> {
  const header = table.header.map((name) => textCell(name, true));
  const rows = table.rows.map((row) => row.map(xlsxCell));
  return writeXlsxFile([header, ...rows], {
    sheet: table.sheetName,
    stickyRowsCount: 1,
    columns: columnWidths(table),
  }).toBuffer();
}

/** Sends the table as an attachment named `${baseName}.csv` or `.xlsx` (`fallback` where it is not ASCII). */
export async function sendSpreadsheet(
  reply: FastifyReply,
  table: SheetTable,
  format: SpreadsheetFormat,
  baseName: string,
  fallback: string,
): Promise<FastifyReply> {
  const body = format === 'csv' ? writeCsv(table) : await writeXlsx(table);
  return reply
    .header('content-type', format === 'csv' ? `${CSV_TYPE}; charset=utf-8` : XLSX_TYPE)
    .header('content-disposition', attachment(`${baseName}.${format}`, `${fallback}.${format}`))
    .header('cache-control', 'no-store')
    .send(body);
}
