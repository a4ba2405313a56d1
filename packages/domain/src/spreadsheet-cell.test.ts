import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { mustQuote, neutraliseCell, restoreCell, writeCsv } from './spreadsheet-cell.ts';

/** The list separator Excel and LibreOffice use in each language the app ships, and tab (TSV, pasting). */
const SEPARATORS = [
  { locale: 'en-US', separator: ',' },
  { locale: 'de-DE', separator: ';' },
  { locale: 'fr-FR', separator: ';' },
  { locale: 'es-ES', separator: ';' },
  { locale: 'pt-PT', separator: ';' },
  { locale: 'tab', separator: '\t' },
] as const;

/** Values a person could save as a name, title or description, each hiding a formula somewhere. */
const ATTACKS = [
  'Emma;=1+2;Employee',
  'Emma,=1+2,Employee',
  'a,@SUM(1)',
  'a;@SUM(1)',
  'x\t=1',
  'x\t\t+1',
  '-2+3',
  '=HYPERLINK("http://evil.test","click")',
  'Ann; =1+2',
  'Ann;"=1+2"',
  'Ann;" =1+2"',
  "Ann|=cmd|' /C calc'!A0",
  "Ann;'=1+2",
  "Ann;''-1",
  'one\n=1+2',
  'one\r\n@SUM(A1)',
  '\t=1+2',
  '\r-1',
  '  =1+2',
  ';;;=1',
  'a,b;c\t+d',
] as const;

/** What a program may do to a cell before deciding it is a formula: trim it and drop its quotes. */
const runsAsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);

/**
 * Every cell a spreadsheet set to `separator` could make of the file: reading it with quotes honoured
 * (opening it), and splitting each line at every separator with quotes ignored (text to columns).
 */
function cellsAsRead(csv: string, separator: string): string[] {
  const text = csv.replace(/^\uFEFF/, '');
  const quoted = Papa.parse<string[]>(text, { delimiter: separator }).data.flat();
  const naive = text.split(/\r\n|\n|\r/).flatMap((line) => line.split(separator));
  return [...quoted, ...naive];
}

const fileWith = (attack: string) =>
  writeCsv({ header: ['Person', 'Role'], rows: [['Ann Archer', attack, 'x']] });

describe('neutraliseCell in every shipped locale', () => {
  for (const { locale, separator } of SEPARATORS) {
    it(`leaves no cell a ${locale} spreadsheet (separator ${JSON.stringify(separator)}) runs as a formula`, () => {
      for (const attack of ATTACKS) {
        const formulas = cellsAsRead(fileWith(attack), separator).filter(runsAsFormula);
        expect(formulas, `${JSON.stringify(attack)} in ${locale}`).toEqual([]);
      }
    });

    it(`finds the formula in a ${locale} spreadsheet when the cells are not neutralised (control)`, () => {
      const raw = `\uFEFF${Papa.unparse({ fields: ['Person', 'Role'], data: [['Ann', `Emma${separator}=1+2`]] })}`;
      expect(cellsAsRead(raw, separator).filter(runsAsFormula)).not.toEqual([]);
    });
  }
});

describe('neutraliseCell', () => {
  it('puts an apostrophe before each formula start, wherever a program may start a cell', () => {
    expect(neutraliseCell('Emma;=1+2;Employee')).toBe("Emma;'=1+2;Employee");
    expect(neutraliseCell('a,@SUM(1)')).toBe("a,'@SUM(1)");
    expect(neutraliseCell('x\t=1')).toBe("x\t'=1");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('Ann;" =1+2"')).toBe(`Ann;" '=1+2"`);
    expect(neutraliseCell('one\n=1')).toBe("one\n'=1");
    expect(neutraliseCell('a|=b|+c')).toBe("a|'=b|'+c");
    // A leading tab or carriage return keeps its own apostrophe, as before.
    expect(neutraliseCell('\tplain')).toBe("'\tplain");
    expect(neutraliseCell('\t=1')).toBe("'\t'=1");
    // Apostrophes already there get one more, so reading can take exactly one away.
    expect(neutraliseCell("'=1")).toBe("''=1");
    expect(neutraliseCell("x;''+1")).toBe("x;'''+1");
  });

  it('leaves text alone where no program would start a cell on a formula character', () => {
    for (const text of [
      'Ann Archer',
      'e-mail',
      'C++ and C#',
      'a - b',
      'x=1',
      "O'Brien",
      "'tis fine",
      'a; b',
      '',
    ]) {
      expect(neutraliseCell(text)).toBe(text);
    }
  });

  it('takes linear time on long runs of separators and spaces', () => {
    const long = `x${';\t'.repeat(50_000)}${' '.repeat(50_000)}=`;
    const started = performance.now();
    const guarded = neutraliseCell(long);
    expect(guarded === `${long.slice(0, -1)}'=`).toBe(true);
    // Quadratic work on this value would take minutes.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('restoreCell', () => {
  it('gives back exactly what was neutralised', () => {
    const extra = ["'", "''", "x;'", "a,'b", "'\t", "''\r=", '"=', 'a;"\'', '=', '-', "a,'-'"];
    for (const value of [...ATTACKS, ...extra]) expect(restoreCell(neutraliseCell(value)), value).toBe(value);
  });

  it('gives back any mix of separators, padding, apostrophes and formula characters', () => {
    const alphabet = ["'", '=', '+', '-', '@', ',', ';', '\t', '|', '\r', '\n', '"', ' ', 'a'];
    let seed = 22;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let run = 0; run < 5000; run++) {
      const value = Array.from({ length: next() % 12 }, () => alphabet[next() % alphabet.length]).join('');
      expect(restoreCell(neutraliseCell(value)), JSON.stringify(value)).toBe(value);
    }
  });
});

describe('writeCsv', () => {
  it('writes a BOM, CRLF, numbers as numbers and quotes every cell holding any separator', () => {
    const csv = writeCsv({
      header: ['Person', 'Fit %'],
      rows: [
        ['Emma;=1+2;Employee', -2],
        ['x\t=1', null],
        ['a|b', 2.5],
        ['plain', 80],
      ],
    });
    expect(csv).toBe(
      `\uFEFFPerson,Fit %\r\n"Emma;'=1+2;Employee",-2\r\n"x\t'=1",\r\n"a|b",2.5\r\nplain,80\r\n`,
    );
  });

  it('quotes a cell with a comma, semicolon, tab, bar, quotation mark or line end, and no other', () => {
    for (const cell of ['a,b', 'a;b', 'a\tb', 'a|b', 'a"b', 'a\nb', 'a\rb'])
      expect(mustQuote(cell), cell).toBe(true);
    for (const cell of ['plain', "'=1", 'a-b']) expect(mustQuote(cell), cell).toBe(false);
  });
});
