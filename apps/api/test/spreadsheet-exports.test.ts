import type { FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../src/db/schema/profiles.ts';
import { XLSX_TYPE } from '../src/http/spreadsheet-file.ts';
import { makeCompany, makeFramework, makeJobProfile, makeRating, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * Every export as CSV and as .xlsx (issue 22): no cell any shipped locale's spreadsheet would run as
 * a formula, the CSV imports back exactly, the workbook's text cells are typed text holding the very
 * text that was saved, and another company's ids answer 404.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const base = '/api/v1/competency-frameworks';

/** en-US's list separator, then de-DE, fr-FR, es-ES and pt-PT's, then tab. */
const LOCALE_SEPARATORS = [',', ';', '\t'];

/** A cell a spreadsheet runs as a formula once it has trimmed it and dropped its quotes. */
const runsAsFormula = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);

/** Each line of the file split at `separator`, quotes honoured or not: every cell a spreadsheet could make. */
function formulaCells(csv: string): string[] {
  const text = csv.replace(/^\uFEFF/, '');
  return LOCALE_SEPARATORS.flatMap((separator) => [
    ...Papa.parse<string[]>(text, { delimiter: separator }).data.flat(),
    ...text.split(/\r\n|\n|\r/).flatMap((line) => line.split(separator)),
  ]).filter(runsAsFormula);
}

interface Workbook {
  /** The values as a reader sees them: strings for text cells, numbers for number cells. */
  rows: unknown[][];
  /** Each cell's `t` attribute in the worksheet (`s` for a shared string, `n` for none: a number). */
  types: string[][];
  hasFormula: boolean;
}

async function readWorkbook(res: LightMyRequestResponse): Promise<Workbook> {
  const sheets = await readXlsxFile(res.rawPayload);
  const xml = strFromU8(
    unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml'] ?? new Uint8Array(),
  );
  const types = [...xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<c\b([^>]*?)\/?>/g)].map(
      (cell) => /\bt="(\w+)"/.exec(cell[1] ?? '')?.[1] ?? 'n',
    ),
  );
  return { rows: sheets[0]?.data ?? [], types, hasFormula: /<f[\s>]/.test(xml) };
}

const download = (url: string, cookie: string) => call(t.app, 'GET', url, { cookie });

describe('the framework export', () => {
  it('as CSV and .xlsx: no formula in any locale, the CSV imports back, the workbook holds the text as text', async () => {
    const companyId = (await makeCompany(t.database, { name: 'Sheets Ltd' })).id;
    const lead = await signedInUser(t, { companyId, role: 'learning_lead' });
    const employee = await signedInUser(t, { companyId, role: 'employee' });
    const created = await call(t.app, 'POST', base, {
      cookie: lead.cookie,
      body: { name: 'Tabellen; =1+2' },
    });
    const framework: FrameworkDetail = created.json();
    // category, name, type, description, tags, level_1…level_5; in the export's order (by name).
    const link = '=HYPERLINK("http://evil.test","click")';
    const source = [
      ['-2+3', 'a,@SUM(1)', 'leadership', link, '', '', '', '', '', 'one | +1'],
      ['-2+3', 'Emma;=1+2;Employee', 'technical', 'Ann; =1+2', '@urgent; plain', 'x;=1', '', '', '', ''],
    ];
    const header = [
      'category',
      'name',
      'type',
      'description',
      'tags',
      'level_1',
      'level_2',
      'level_3',
      'level_4',
      'level_5',
    ];
    const imported = await t.app.inject({
      method: 'POST',
      url: `${base}/${framework.id}/import`,
      headers: { cookie: lead.cookie, 'content-type': 'text/csv' },
      payload: Buffer.from(Papa.unparse({ fields: header, data: source }), 'utf8'),
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const csv = await download(`${base}/${framework.id}/export.csv`, employee.cookie);
    expect(csv.statusCode).toBe(200);
    expect(formulaCells(csv.body)).toEqual([]);
    expect(csv.body).toContain(`"Emma;'=1+2;Employee"`);
    // The CSV imports back into another framework exactly as it was saved.
    const copy: FrameworkDetail = (
      await call(t.app, 'POST', base, { cookie: lead.cookie, body: { name: 'Copy' } })
    ).json();
    const back = await t.app.inject({
      method: 'POST',
      url: `${base}/${copy.id}/import`,
      headers: { cookie: lead.cookie, 'content-type': 'text/csv' },
      payload: Buffer.from(csv.body, 'utf8'),
    });
    expect(back.statusCode, back.body).toBe(200);
    const competencies = (back.json().framework as FrameworkDetail).competencies;
    expect(competencies.find((c) => c.name === 'Emma;=1+2;Employee')).toMatchObject({
      description: 'Ann; =1+2',
      tags: ['@urgent', 'plain'],
      levelDescriptions: ['x;=1', '', '', '', ''],
    });
    expect(competencies.find((c) => c.name === 'a,@SUM(1)')).toMatchObject({
      description: link,
      levelDescriptions: ['', '', '', '', 'one | +1'],
    });

    const xlsx = await download(`${base}/${framework.id}/export.xlsx`, employee.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="Tabellen; =1+2.xlsx"; filename*=UTF-8''Tabellen%3B%20%3D1%2B2.xlsx`,
    );
    const book = await readWorkbook(xlsx);
    expect(book.hasFormula).toBe(false);
    const empty = (cell: string) => (cell === '' ? null : cell);
    expect(book.rows).toEqual([header, ...source.map((row) => row.map(empty))]);
    // Every cell written is a shared string: text, never a formula or a number.
    expect(book.types.flat().every((type) => type === 's')).toBe(true);
    expect(book.types.flat()).toHaveLength(header.length + source.flat().filter(Boolean).length);
  });

  it("answers 404 for another company's framework, in both formats", async () => {
    const owner = (await makeCompany(t.database)).id;
    const { frameworkId } = await makeFramework(t.database, { companyId: owner });
    const outsider = await signedInUser(t, { role: 'account_holder' });
    for (const format of ['csv', 'xlsx']) {
      const res = await download(`${base}/${frameworkId}/export.${format}`, outsider.cookie);
      expect(res.statusCode, format).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    // The owner's people get it (the 404 above is the company, not the route).
    const member = await signedInUser(t, { companyId: owner, role: 'employee' });
    expect((await download(`${base}/${frameworkId}/export.xlsx`, member.cookie)).statusCode).toBe(200);
  });
});

describe('the team skill matrix export', () => {
  async function team() {
    const companyId = (await makeCompany(t.database)).id;
    const manager = await signedInUser(t, { companyId, role: 'team_manager', fullName: 'Maya Manager' });
    const emma = await signedInUser(t, { companyId, role: 'employee', fullName: 'Emma;=1+2;Employee' });
    const framework = await makeFramework(t.database, { companyId, competencyName: 'x;@SUM(1)' });
    const { jobProfileId } = await makeJobProfile(t.database, {
      companyId,
      competencyId: framework.competencyId,
      title: '-2+3 Agent',
      requiredLevel: 3,
    });
    await t.database.db
      .update(profiles)
      .set({ lineManagerId: manager.id, jobProfileId, jobTitle: 'Lead,@SUM(1)' })
      .where(eq(profiles.id, emma.id));
    await makeRating(t.database, {
      companyId,
      frameworkId: framework.frameworkId,
      competencyId: framework.competencyId,
      subjectId: emma.id,
      raterId: manager.id,
      source: 'manager',
      level: 4,
    });
    return { companyId, manager };
  }

  it('as CSV and .xlsx: names neutralised in the CSV, text as text and levels as numbers in the workbook', async () => {
    const { manager } = await team();
    const url = `/api/v1/teams/${manager.id}/matrix`;
    const csv = await download(`${url}.csv`, manager.cookie);
    expect(csv.statusCode).toBe(200);
    expect(formulaCells(csv.body)).toEqual([]);
    expect(csv.body.split('\r\n')[1]).toBe(`"Emma;'=1+2;Employee","Lead,'@SUM(1)",'-2+3 Agent,100,4,3`);

    const xlsx = await download(`${url}.xlsx`, manager.cookie);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect(xlsx.headers['content-disposition']).toContain('filename="Team Maya Manager skill matrix.xlsx"');
    const book = await readWorkbook(xlsx);
    expect(book.hasFormula).toBe(false);
    expect(book.rows).toEqual([
      ['Person', 'Job title', 'Job profile', 'Fit %', 'x;@SUM(1) (current)', 'x;@SUM(1) (required)'],
      ['Emma;=1+2;Employee', 'Lead,@SUM(1)', '-2+3 Agent', 100, 4, 3],
    ]);
    expect(book.types).toEqual([
      ['s', 's', 's', 's', 's', 's'],
      ['s', 's', 's', 'n', 'n', 'n'],
    ]);
  });

  it("answers 404 for another company's team, in both formats", async () => {
    const { manager, companyId } = await team();
    const outsider = await signedInUser(t, { role: 'account_holder' });
    const colleague = await signedInUser(t, { companyId, role: 'account_holder' });
    for (const format of ['csv', 'xlsx']) {
      const url = `/api/v1/teams/${manager.id}/matrix.${format}`;
      expect((await download(url, outsider.cookie)).statusCode, format).toBe(404);
      expect((await download(url, colleague.cookie)).statusCode, format).toBe(200);
    }
  });
});
