import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  CSV_MESSAGES,
  type CsvCompetencyRow,
  type CsvIssue,
  type CsvProblem,
  csvIssueMessage,
  csvIssuesFromErrors,
  FRAMEWORK_CSV_MAX_COLUMNS,
  FRAMEWORK_CSV_MAX_ISSUES,
  FRAMEWORK_CSV_MAX_RECORDS,
  FRAMEWORK_CSV_MAX_ROWS,
  readFrameworkCsv,
} from './framework-csv.ts';
import { csvRowChange, writeFrameworkCsv } from './framework-csv-rows.ts';
import { frameworkCsvTemplate } from './framework-csv-template.ts';
import {
  CATEGORY_NAME_MAX,
  COMPETENCY_NAME_MAX,
  DESCRIPTION_MAX,
  LEVEL_DESCRIPTION_MAX,
  TAG_MAX,
  TAGS_MAX,
  TYPE_NAME_MAX,
} from './schemas/competencies.ts';

const row = (over: Partial<CsvCompetencyRow> = {}): Omit<CsvCompetencyRow, 'row'> => ({
  category: 'Communication',
  name: 'Active listening',
  type: 'behavioural',
  description: 'Hears what people mean.',
  tags: ['meetings'],
  levelDescriptions: ['a', 'b', 'c', 'd', 'e'],
  ...over,
});

const withoutRow = (rows: CsvCompetencyRow[]) => rows.map(({ row: _row, ...rest }) => rest);
const HEADER = 'category,name,type,description,tags,level_1,level_2,level_3';

describe('writing and reading back', () => {
  it('round-trips formula-looking cells, quotes, commas, line breaks, accents and emoji', () => {
    const rows = [
      row(),
      row({
        name: '=HYPERLINK("http://evil.test","click")',
        category: '@Ops, "core"',
        description: 'Line one,\nline "two" — café ✓\r\nthird line; 👩🏽‍💻',
        tags: ['-minus', '@at', 'Ünïcødé'],
        levelDescriptions: ['+1', '', '\tTabbed', '-2', '\rReturn'],
        type: 'Compliance',
      }),
      row({
        name: "'=already quoted",
        category: "'apostrophe, but no formula",
        description: "''+two apostrophes",
        tags: [],
        levelDescriptions: ['', '', '', '', ''],
        type: 'leadership',
      }),
    ];
    const csv = writeFrameworkCsv(5, rows);
    // A spreadsheet sees text, never a formula.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(csv).toContain(`"'@Ops, ""core"""`);
    const cells = Papa.parse<string[]>(csv.slice(1)).data.flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    const read = readFrameworkCsv(csv, 5);
    expect(read.issues).toEqual([]);
    expect(withoutRow(read.rows)).toEqual(rows);
    expect(read.rows.map((r) => r.row)).toEqual([2, 3, 4]);
  });

  it('writes a BOM and CRLF line ends, one level column per level, empty level cells where none', () => {
    const csv = writeFrameworkCsv(3, [row({ levelDescriptions: ['a'] })]);
    expect(csv.startsWith('\uFEFFcategory,name,type,description,tags,level_1,level_2,level_3\r\n')).toBe(
      true,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toContain('\n');
    expect(readFrameworkCsv(csv, 3).rows[0]?.levelDescriptions).toEqual(['a', '', '']);
  });

  it('reads a file with or without a BOM, CRLF or LF, and skips empty lines', () => {
    const body = `${HEADER}\nComms,Listening,behavioural,,,x,,\n\n,,,,,,,\nData,SQL,technical,,,,,y\n`;
    for (const text of [body, `\uFEFF${body}`, body.replaceAll('\n', '\r\n')]) {
      const { rows, issues } = readFrameworkCsv(text, 3);
      expect(issues).toEqual([]);
      expect(rows.map((r) => [r.row, r.name, r.levelDescriptions])).toEqual([
        [2, 'Listening', ['x', '', '']],
        // Row numbers are those the spreadsheet shows: the skipped lines count.
        [5, 'SQL', ['', '', 'y']],
      ]);
    }
  });

  it('counts a cell with line breaks as one spreadsheet row', () => {
    const csv = `${HEADER}\nComms,Listening,behavioural,"one\ntwo\nthree",,,,\nComms,,technical,,,,,\n`;
    expect(readFrameworkCsv(csv, 3).issues).toEqual([{ row: 3, column: 'name', problem: 'name_required' }]);
  });
});

describe('reading what people save from spreadsheets', () => {
  it('reads semicolon-separated files as European Excel saves them, commas in cells included', () => {
    const csv =
      '\uFEFFcategory;name;type;description;tags;level_1\r\n' +
      'Data;SQL, MySQL;technical;Queries, joins, reports;data;"Writes ""simple"" queries; with help"\r\n';
    const { rows, issues } = readFrameworkCsv(csv, 2);
    expect(issues).toEqual([]);
    expect(withoutRow(rows)).toEqual([
      {
        category: 'Data',
        name: 'SQL, MySQL',
        type: 'technical',
        description: 'Queries, joins, reports',
        tags: ['data'],
        levelDescriptions: ['Writes "simple" queries; with help', ''],
      },
    ]);
  });

  it('matches headers in any case, order and spacing, and says which columns the file has', () => {
    const csv = ' Name ;CATEGORY;Type\nSQL;Data;Technical\n';
    expect(readFrameworkCsv(csv, 3)).toEqual({
      columns: ['category', 'name', 'type'],
      rows: [
        {
          row: 2,
          category: 'Data',
          name: 'SQL',
          type: 'technical',
          description: '',
          tags: [],
          levelDescriptions: ['', '', ''],
        },
      ],
      issues: [],
    });
  });

  it('reads behavioral as behavioural, built-in types in any case, and keeps a company’s own type', () => {
    const csv = [
      'category,name,type',
      'C,A,behavioral',
      'C,B,Behavioural',
      'C,C,LEADERSHIP',
      'C,D,Customer Care',
    ].join('\n');
    expect(readFrameworkCsv(csv, 1).rows.map((r) => r.type)).toEqual([
      'behavioural',
      'behavioural',
      'leadership',
      'Customer Care',
    ]);
  });

  it('splits tags on ; and |, trims them, drops empty ones and duplicates in any case', () => {
    const csv = 'category,name,type,tags\nC,A,technical, data | SQL;;  sql ; Data|reporting ;\n';
    expect(readFrameworkCsv(csv, 1).rows[0]?.tags).toEqual(['data', 'SQL', 'reporting']);
  });

  it('removes an apostrophe a person typed before a formula character, and keeps other apostrophes', () => {
    const csv = "category,name,type,description\nC,'=1+1,technical,'tis fine\nC,'-dash,'@type,x\n";
    expect(readFrameworkCsv(csv, 1).rows.map((r) => [r.name, r.type, r.description])).toEqual([
      ['=1+1', 'technical', "'tis fine"],
      ['-dash', '@type', 'x'],
    ]);
  });
});

describe('problems of rows', () => {
  it('reports every problem of every row, with its row and column, and returns only the valid rows', () => {
    const tooManyTags = Array.from({ length: TAGS_MAX + 1 }, (_, i) => `t${i}`).join(';');
    const csv = [
      HEADER,
      ',Listening,behavioural,,,,,',
      'Comms,,behavioural,,,,,',
      'Comms,Writing,,,,,,',
      `${'c'.repeat(CATEGORY_NAME_MAX + 1)},${'x'.repeat(COMPETENCY_NAME_MAX + 1)},${'t'.repeat(TYPE_NAME_MAX + 1)},,,,,`,
      `Comms,Speaking,technical,${'d'.repeat(DESCRIPTION_MAX + 1)},${tooManyTags},,,`,
      `Comms,Presenting,technical,,ok;${'g'.repeat(TAG_MAX + 1)},,${'y'.repeat(LEVEL_DESCRIPTION_MAX + 1)},`,
      'Data,SQL,technical,,,,,',
      // The limits themselves are fine.
      `${'c'.repeat(CATEGORY_NAME_MAX)},${'x'.repeat(COMPETENCY_NAME_MAX)},${'t'.repeat(TYPE_NAME_MAX)},,,,,${'y'.repeat(LEVEL_DESCRIPTION_MAX)}`,
    ].join('\n');
    const { rows, issues } = readFrameworkCsv(csv, 3);
    expect(rows.map((r) => r.row)).toEqual([8, 9]);
    expect(issues).toEqual([
      { row: 2, column: 'category', problem: 'category_required' },
      { row: 3, column: 'name', problem: 'name_required' },
      { row: 4, column: 'type', problem: 'type_required' },
      { row: 5, column: 'category', problem: 'category_too_long', value: String(CATEGORY_NAME_MAX) },
      { row: 5, column: 'name', problem: 'name_too_long', value: String(COMPETENCY_NAME_MAX) },
      { row: 5, column: 'type', problem: 'type_too_long', value: String(TYPE_NAME_MAX) },
      { row: 6, column: 'description', problem: 'description_too_long', value: String(DESCRIPTION_MAX) },
      { row: 6, column: 'tags', problem: 'too_many_tags', value: String(TAGS_MAX) },
      { row: 7, column: 'tags', problem: 'tag_too_long', value: String(TAG_MAX) },
      { row: 7, column: 'level_2', problem: 'level_too_long', value: String(LEVEL_DESCRIPTION_MAX) },
    ]);
  });

  it('reports a name given again, in any case or spacing, at each later row, with the first row', () => {
    const csv = [
      'category,name,type',
      'Comms,Listening,behavioural',
      'Data,SQL,technical',
      'Comms, LISTENING ,technical',
      'Data,sql,technical',
      'Comms,listening,leadership',
    ].join('\r\n');
    const { rows, issues } = readFrameworkCsv(csv, 1);
    expect(rows.map((r) => r.name)).toEqual(['Listening', 'SQL']);
    expect(issues).toEqual([
      { row: 4, column: 'name', problem: 'duplicate_name', value: '2' },
      { row: 5, column: 'name', problem: 'duplicate_name', value: '3' },
      { row: 6, column: 'name', problem: 'duplicate_name', value: '2' },
    ]);
  });

  it('counts a name on an otherwise wrong row as taken: the file is corrected as a whole', () => {
    const csv = ['category,name,type', ',Listening,behavioural', 'Comms,Listening,behavioural'].join('\n');
    expect(readFrameworkCsv(csv, 1).issues).toEqual([
      { row: 2, column: 'category', problem: 'category_required' },
      { row: 3, column: 'name', problem: 'duplicate_name', value: '2' },
    ]);
  });

  it('reports a row with an unclosed quotation mark, and keeps checking the rows before it', () => {
    const csv = 'category,name,type\nC,,technical\nC,"Broken,technical\nD,Ok,technical\n';
    expect(readFrameworkCsv(csv, 5)).toEqual({
      columns: ['category', 'name', 'type'],
      rows: [],
      issues: [
        { row: 2, column: 'name', problem: 'name_required' },
        { row: 3, column: null, problem: 'malformed' },
      ],
    });
  });

  it('reports a row whose cells run past the header (an unquoted comma) rather than losing text', () => {
    const csv = [
      'category,name,type,description',
      'Comms,Listening,behavioural,Hears people, and shows it',
      // Empty cells past the header are what spreadsheets often write: they are fine.
      'Comms,Writing,behavioural,Clear texts,,',
    ].join('\n');
    const { rows, issues } = readFrameworkCsv(csv, 5);
    expect(issues).toEqual([{ row: 2, column: null, problem: 'malformed' }]);
    expect(rows.map((r) => r.name)).toEqual(['Writing']);
  });
});

describe('problems of the file', () => {
  const fileProblems = (text: string, levelCount = 5) => readFrameworkCsv(text, levelCount).issues;

  it('needs the type column: one problem for the file, not one per row', () => {
    expect(fileProblems('category,name,description\r\nA,B,x\r\nA,C,y\r\nA,D,z')).toEqual([
      { row: null, column: 'type', problem: 'missing_column', value: 'type' },
    ]);
  });

  it('refuses columns that do not fit the framework', () => {
    expect(fileProblems('name,type\r\nA,technical')).toEqual([
      { row: null, column: 'category', problem: 'missing_column', value: 'category' },
    ]);
    expect(fileProblems('category,type\r\nA,technical')).toEqual([
      { row: null, column: 'name', problem: 'missing_column', value: 'name' },
    ]);
    expect(fileProblems('category,name,Colour,type\r\nA,B,red,technical')).toEqual([
      { row: null, column: 'colour', problem: 'unknown_column', value: 'colour' },
    ]);
    expect(fileProblems('category,name,type,name\r\nA,B,technical,C')).toEqual([
      { row: null, column: 'name', problem: 'unknown_column', value: 'name' },
    ]);
    expect(fileProblems('category,name,type,level_5,level_6,level_7\r\nA,B,technical,x,,')).toEqual([
      { row: null, column: 'level_6', problem: 'too_many_levels', value: '5' },
      { row: null, column: 'level_7', problem: 'too_many_levels', value: '5' },
    ]);
    // Fewer level columns than levels are fine.
    expect(fileProblems('category,name,type,level_2\r\nA,B,technical,x')).toEqual([]);
  });

  it('reports a wrong column and wrong rows together, so the file is corrected in one go', () => {
    const csv = 'category,name,Colour,type\r\nA,,red,technical\r\nA,Ok,blue,\r\nA,Fine,green,technical';
    expect(fileProblems(csv)).toEqual([
      { row: null, column: 'colour', problem: 'unknown_column', value: 'colour' },
      { row: 2, column: 'name', problem: 'name_required' },
      { row: 3, column: 'type', problem: 'type_required' },
    ]);
  });

  it('refuses a header wider than the widest layout with one problem, however wide it is', () => {
    const tooWide = [{ row: null, column: null, problem: 'too_many_columns' }];
    const extra = (n: number) => Array.from({ length: n }, (_, i) => `extra_${i}`).join(',');
    // The widest layout itself is fine; one more named column is not.
    const widest = `category,name,type,description,tags,${Array.from({ length: 10 }, (_, i) => `level_${i + 1}`).join(',')}`;
    expect(widest.split(',')).toHaveLength(FRAMEWORK_CSV_MAX_COLUMNS);
    expect(fileProblems(`${widest}\nA,B,technical`, 10)).toEqual([]);
    expect(fileProblems(`${widest},notes\nA,B,technical`, 10)).toEqual(tooWide);
    expect(fileProblems(`category,name,type,${extra(40_000)}\nA,B,technical`)).toEqual(tooWide);
    // Empty cells after the last column are what spreadsheets write, up to a point.
    expect(fileProblems(`category,name,type${','.repeat(50)}\nA,B,technical`)).toEqual([]);
    expect(fileProblems(`category;name;type${';'.repeat(1_000_000)}\nA;B;technical`)).toEqual(tooWide);
  });

  it(`lists the first ${FRAMEWORK_CSV_MAX_ISSUES} problems and says that more were left out`, () => {
    const lines = ['category,name,type'];
    for (let i = 0; i < 1000; i++) lines.push(`C,,technical`);
    const { issues } = readFrameworkCsv(lines.join('\n'), 5);
    expect(issues).toHaveLength(FRAMEWORK_CSV_MAX_ISSUES + 1);
    expect(issues.at(-2)).toEqual({
      row: FRAMEWORK_CSV_MAX_ISSUES + 1,
      column: 'name',
      problem: 'name_required',
    });
    expect(issues.at(-1)).toEqual({
      row: null,
      column: null,
      problem: 'too_many_problems',
      value: String(FRAMEWORK_CSV_MAX_ISSUES),
    });
    expect(csvIssueMessage(issues.at(-1) as CsvIssue)).toBe(
      `Only the first ${FRAMEWORK_CSV_MAX_ISSUES} problems are shown: correct them and check the file again`,
    );
    // Exactly the limit: every problem is listed, and nothing said about more.
    expect(readFrameworkCsv(lines.slice(0, FRAMEWORK_CSV_MAX_ISSUES + 1).join('\n'), 5).issues).toHaveLength(
      FRAMEWORK_CSV_MAX_ISSUES,
    );
  });

  it(`refuses a file of more than ${FRAMEWORK_CSV_MAX_RECORDS} rows in all, empty ones included, unread`, () => {
    const body = `category,name,type\nA,B,technical${'\n'.repeat(FRAMEWORK_CSV_MAX_RECORDS)}`;
    expect(fileProblems(body)).toEqual([
      { row: null, column: null, problem: 'too_many_rows', value: String(FRAMEWORK_CSV_MAX_ROWS) },
    ]);
    expect(
      fileProblems(`category,name,type\nA,B,technical${'\n'.repeat(FRAMEWORK_CSV_MAX_RECORDS - 3)}`),
    ).toEqual([]);
  });

  it('refuses a file without competency rows', () => {
    const empty = [{ row: null, column: null, problem: 'empty' }];
    expect(fileProblems('')).toEqual(empty);
    expect(fileProblems('\uFEFF\r\n\r\n')).toEqual(empty);
    expect(fileProblems('category,name,type\r\n')).toEqual(empty);
    expect(fileProblems('category,name,type\r\n,,\r\n\r\n')).toEqual(empty);
  });

  it(`accepts ${FRAMEWORK_CSV_MAX_ROWS} rows and refuses one more`, () => {
    const lines = ['category,name,type,level_1'];
    for (let i = 1; i <= FRAMEWORK_CSV_MAX_ROWS; i++) lines.push(`C,Competency ${i},technical,Does ${i}`);
    const full = readFrameworkCsv(lines.join('\n'), 5);
    expect(full.issues).toEqual([]);
    expect(full.rows).toHaveLength(FRAMEWORK_CSV_MAX_ROWS);
    lines.push('C,One too many,technical,');
    expect(readFrameworkCsv(lines.join('\n'), 5)).toEqual({
      columns: ['category', 'name', 'type', 'level_1'],
      rows: [],
      issues: [{ row: null, column: null, problem: 'too_many_rows', value: String(FRAMEWORK_CSV_MAX_ROWS) }],
    });
  });
});

describe('template and messages', () => {
  it('offers a template that reads back without problems, one level column per level', () => {
    const template = frameworkCsvTemplate(4, ['Basic', 'Good', 'Great', 'Expert']);
    expect(template.split('\r\n')[0]).toBe(
      '\uFEFFcategory,name,type,description,tags,level_1,level_2,level_3,level_4',
    );
    const { rows, issues } = readFrameworkCsv(template, 4);
    expect(issues).toEqual([]);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.levelDescriptions[0]).toMatch(/^Basic: /);
    expect(rows[0]?.levelDescriptions[3]).toMatch(/^Expert: /);
  });

  it('writes the example rows it is given, in the person’s language, with the English column names', () => {
    const template = frameworkCsvTemplate(
      3,
      ['Básico', '', 'Experto'],
      [
        {
          category: 'Comunicación',
          name: 'Escucha activa',
          type: 'behavioural',
          description: 'Entiende lo que los demás quieren decir.',
          tags: ['reuniones'],
          steps: ['escucha', 'pregunta', 'entiende', 'calma', 'inspira'],
        },
      ],
      (level) => `Nivel ${level}`,
    );
    expect(template.split('\r\n')[0]).toBe(
      '\uFEFFcategory,name,type,description,tags,level_1,level_2,level_3',
    );
    const { rows, issues } = readFrameworkCsv(template, 3);
    expect(issues).toEqual([]);
    expect(rows[0]).toMatchObject({
      category: 'Comunicación',
      name: 'Escucha activa',
      levelDescriptions: ['Básico: escucha', 'Nivel 2: entiende', 'Experto: inspira'],
    });
  });

  it('makes a clean template for every scale size, even without level names', () => {
    for (let levels = 1; levels <= 10; levels++) {
      const { rows, issues } = readFrameworkCsv(frameworkCsvTemplate(levels, []), levels);
      expect(issues).toEqual([]);
      expect(rows.map((r) => r.levelDescriptions.length)).toEqual([levels, levels]);
      expect(rows[0]?.levelDescriptions.every((text, i) => text.startsWith(`Level ${i + 1}: `))).toBe(true);
    }
  });

  it('has a message for every problem, with the column and value filled in', () => {
    const problems = Object.keys(CSV_MESSAGES) as CsvProblem[];
    expect(problems).toHaveLength(20);
    for (const problem of problems) expect(CSV_MESSAGES[problem]).not.toBe('');
    expect(csvIssueMessage({ row: null, column: 'level_6', problem: 'too_many_levels', value: '5' })).toBe(
      'The column level_6 is beyond the scale’s 5 levels',
    );
    expect(csvIssueMessage({ row: 4, column: 'name', problem: 'duplicate_name', value: '2' })).toBe(
      'This name is already on row 2',
    );
  });

  it('refuses line breaks and hidden formatting characters where the forms refuse them', () => {
    const csv = [
      'category,name,type,description,level_1',
      '"Comms","Listen\u202Eevil",behavioural,"Two\nlines are fine here","ok"',
      '"Comms\nTwo","Writing",behavioural,,"zero\u200Bwidth is fine in text"',
    ].join('\r\n');
    const { rows, issues } = readFrameworkCsv(csv, 1);
    expect(rows).toEqual([]);
    expect(issues).toEqual([
      { row: 2, column: 'name', problem: 'hidden_characters' },
      { row: 3, column: 'category', problem: 'hidden_characters' },
    ]);
  });
});

describe('what a row does to a competency', () => {
  const existing = {
    category: 'Communication',
    name: 'Active listening',
    type: 'Digital',
    description: 'Kept unless the file has a description column',
    tags: ['kept'],
    levelDescriptions: ['one', 'two', 'three'],
  };
  const read = (csv: string) => readFrameworkCsv(csv, 3);

  it('changes only the columns the file has: a category,name,type file keeps descriptions and tags', () => {
    const { rows, columns } = read('category,name,type\nCommunication,Active listening,digital\n');
    const [row] = rows;
    if (!row) throw new Error('no row');
    expect(csvRowChange(row, columns, existing, ['technical', 'Digital'])).toEqual({
      values: { ...existing, type: 'Digital' },
      change: 'unchanged',
    });
  });

  it('replaces a column that is there, emptying a field whose cell is empty, and one level column alone', () => {
    const { rows, columns } = read(
      'category,name,type,description,level_2\nComms,Active listening,Digital,,deux\n',
    );
    const [row] = rows;
    if (!row) throw new Error('no row');
    expect(csvRowChange(row, columns, existing, ['Digital'])).toEqual({
      values: {
        ...existing,
        category: 'Comms',
        description: '',
        levelDescriptions: ['one', 'deux', 'three'],
      },
      change: 'update',
    });
    expect(csvRowChange(row, columns, null, []).values).toEqual({
      category: 'Comms',
      name: 'Active listening',
      type: 'Digital',
      description: '',
      tags: [],
      levelDescriptions: ['', 'deux'],
    });
  });
});

describe('the server’s row errors, read back', () => {
  it('become the issues they were written from, and unknown messages stay as they came', () => {
    const issues = [
      { row: null, column: 'type', problem: 'missing_column' as const, value: 'type' },
      { row: 4, column: 'name', problem: 'duplicate_name' as const, value: '2' },
      { row: 7, column: null, problem: 'malformed' as const },
      { row: 9, column: 'level_2', problem: 'level_too_long' as const, value: String(LEVEL_DESCRIPTION_MAX) },
    ];
    const errors: Record<string, string[]> = {};
    for (const issue of issues) {
      const key = issue.row === null ? 'file' : `rows.${issue.row}${issue.column ? `.${issue.column}` : ''}`;
      errors[key] = [...(errors[key] ?? []), csvIssueMessage(issue)];
    }
    errors['rows.12.name'] = ['Something new'];
    expect(csvIssuesFromErrors(errors)).toEqual([
      { row: null, column: 'type', problem: 'missing_column' },
      { row: 4, column: 'name', problem: 'duplicate_name', value: '2' },
      { row: 7, column: null, problem: 'malformed' },
      { row: 9, column: 'level_2', problem: 'level_too_long' },
      'Something new',
    ]);
  });
});
