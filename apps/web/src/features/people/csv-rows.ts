import { BULK_INVITE_MAX_ROWS } from '@competencyhub/domain/schemas/invitations';
import Papa from 'papaparse';

/** One invitation as read from a file; `row` is its row number in the file (the header is row 1). */
export interface CsvInviteRow {
  row: number;
  email: string;
  role: string;
  fullName?: string;
}

export type CsvProblem = 'empty' | 'missingColumns' | 'tooMany';

export type CsvParseResult =
  | { ok: true; rows: CsvInviteRow[] }
  | { ok: false; problem: CsvProblem; count: number };

export const CSV_TEMPLATE =
  'email,role,full_name\nana.silva@example.com,employee,Ana Silva\nli.wei@example.com,team_manager,Li Wei\n';

/** Header names people actually write, mapped to the columns we need. */
const COLUMNS = {
  email: ['email', 'e-mail', 'email address', 'e-mail address'],
  role: ['role'],
  fullName: ['full_name', 'full name', 'fullname', 'name'],
} as const;

/** "Team Manager", "team-manager" and " TEAM_MANAGER " all mean team_manager. */
export function normaliseRole(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The header line's most frequent separator: blank rows defeat Papa Parse's own guess. */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * Reads an invitation file: the first non-blank row names the columns (email, role, and optionally
 * full_name, in any order; the delimiter is detected, so Excel's semicolons work too). Blank rows
 * are skipped but still counted, so row numbers match what a spreadsheet shows.
 */
export function parseInviteCsv(text: string): CsvParseResult {
  const body = text.replace(/^\uFEFF/, '');
  const lines = Papa.parse<string[]>(body, { skipEmptyLines: false, delimiter: delimiterOf(body) }).data;
  const blank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
  const headerIndex = lines.findIndex((cells) => !blank(cells));
  const header = (lines[headerIndex] ?? []).map((cell) => cell.trim().toLowerCase());
  if (headerIndex < 0) return { ok: false, problem: 'empty', count: 0 };
  const column = (names: readonly string[]) => header.findIndex((name) => names.includes(name));
  const emailAt = column(COLUMNS.email);
  const roleAt = column(COLUMNS.role);
  const nameAt = column(COLUMNS.fullName);
  if (emailAt < 0 || roleAt < 0) return { ok: false, problem: 'missingColumns', count: 0 };

  const rows: CsvInviteRow[] = [];
  lines.forEach((cells, index) => {
    if (index <= headerIndex || blank(cells)) return;
    const fullName = nameAt >= 0 ? (cells[nameAt] ?? '').trim() : '';
    rows.push({
      row: index + 1,
      email: (cells[emailAt] ?? '').trim(),
      role: normaliseRole(cells[roleAt] ?? ''),
      ...(fullName ? { fullName } : {}),
    });
  });
  if (rows.length === 0) return { ok: false, problem: 'empty', count: 0 };
  if (rows.length > BULK_INVITE_MAX_ROWS) return { ok: false, problem: 'tooMany', count: rows.length };
  return { ok: true, rows };
}
