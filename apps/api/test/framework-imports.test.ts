import { FRAMEWORK_CSV_MAX_ROWS } from '@competencyhub/domain/framework-csv';
import { CSV_IMPORT_MESSAGES, type FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import { starterLibraryFor } from '@competencyhub/domain/starter-library/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditsOf, makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let companyId: string;
let lead: { id: string; cookie: string };
let employee: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  companyId = (await makeCompany(t.database, { name: 'Imports Ltd' })).id;
  lead = await signedInUser(t, { companyId, role: 'learning_lead' });
  employee = await signedInUser(t, { companyId, role: 'employee' });
});
afterAll(() => t.close());

const base = '/api/v1/competency-frameworks';
const upload = (frameworkId: string, csv: string, cookie = lead.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/${frameworkId}/import`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: Buffer.from(csv, 'utf8'),
  });

async function newFramework(name: string): Promise<FrameworkDetail> {
  const res = await call(t.app, 'POST', base, { cookie: lead.cookie, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('the starter library', () => {
  it('imports in one click as a framework the company owns, and a second import gets a new name', async () => {
    const library = starterLibraryFor('en-US');
    const total = library.categories.reduce((sum, category) => sum + category.competencies.length, 0);
    const first = await call(t.app, 'POST', `${base}/starter-library`, {
      cookie: lead.cookie,
      body: { locale: 'en-US' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const framework: FrameworkDetail = first.json();
    expect(framework.name).toBe(library.frameworkName);
    expect(framework.categories).toHaveLength(library.categories.length);
    expect(framework.competencies).toHaveLength(total);
    // Every competency comes with what people do at each of the five levels.
    for (const competency of framework.competencies) {
      expect(competency.levelDescriptions.filter(Boolean)).toHaveLength(5);
    }
    const second = await call(t.app, 'POST', `${base}/starter-library`, { cookie: lead.cookie, body: {} });
    expect(second.json().name).toBe(`${library.frameworkName} (2)`);
    // The company edits it as its own.
    const edited = await call(
      t.app,
      'PATCH',
      `${base}/${framework.id}/competencies/${framework.competencies[0]?.id}`,
      {
        cookie: lead.cookie,
        body: { description: 'Our own words now.' },
      },
    );
    expect(edited.statusCode).toBe(200);
    const [audit] = await auditsOf(t.database, 'competency_framework.imported', { companyId });
    expect(audit?.details).toMatchObject({ source: 'starter_library', competencies: total });
  });

  it('is refused to an employee', async () => {
    const res = await call(t.app, 'POST', `${base}/starter-library`, { cookie: employee.cookie, body: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe('CSV import and export', () => {
  it('imports a good file: new categories and competencies, and updates those it names again', async () => {
    const framework = await newFramework('CSV good');
    const csv = [
      'category,name,type,description,tags,level_1,level_2,level_3,level_4,level_5',
      'Communication,Active listening,behavioural,Hears what people mean,meetings; customers,a,b,c,d,e',
      'Data,SQL,technical,"Queries, joins and reports",data,,,,,',
    ].join('\r\n');
    const res = await upload(framework.id, `\uFEFF${csv}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, updated: 0, unchanged: 0, categoriesCreated: 2 });
    const again = await upload(framework.id, csv.replace('Hears what people mean', 'Listens well'));
    expect(again.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1, categoriesCreated: 0 });
    const listening = (again.json().framework as FrameworkDetail).competencies.find(
      (c) => c.name === 'Active listening',
    );
    expect(listening).toMatchObject({ description: 'Listens well', tags: ['meetings', 'customers'] });
    expect(listening?.levelDescriptions).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('changes only the columns a file has: a category,name,type file keeps descriptions and tags', async () => {
    const framework = await newFramework('CSV partial');
    const full = [
      'category,name,type,description,tags,level_1,level_2,level_3,level_4,level_5',
      'Communication,Active listening,Digital Craft,Hears what people mean,meetings,a,b,c,d,e',
    ].join('\n');
    expect((await upload(framework.id, full)).statusCode).toBe(200);
    const partial = await upload(
      framework.id,
      [
        'category,name,type',
        'Communication,Active listening,digital craft',
        'Communication,Writing,technical',
      ].join('\n'),
    );
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ created: 1, updated: 0, unchanged: 1 });
    const levels = await upload(
      framework.id,
      'category,name,type,level_2,description\nCommunication,active listening,Digital Craft,B2,',
    );
    expect(levels.json()).toMatchObject({ updated: 1, unchanged: 0 });
    const listening = (levels.json().framework as FrameworkDetail).competencies.find(
      (c) => c.name === 'active listening',
    );
    // The type keeps the company's spelling; level_2 and the (empty) description were in the file.
    expect(listening).toMatchObject({
      type: 'Digital Craft',
      description: '',
      tags: ['meetings'],
      levelDescriptions: ['a', 'B2', 'c', 'd', 'e'],
    });
  });

  it('updates an archived competency the file names, which stays archived, and says so', async () => {
    const framework = await newFramework('CSV archived');
    const created = await upload(
      framework.id,
      'category,name,type,description\nOps,Old skill,technical,Before',
    );
    const id = (created.json().framework as FrameworkDetail).competencies[0]?.id;
    await call(t.app, 'POST', `${base}/${framework.id}/competencies/${id}/archive`, { cookie: lead.cookie });
    const res = await upload(framework.id, 'category,name,type,description\nOps,Old skill,technical,After');
    expect(res.json()).toMatchObject({ created: 0, updated: 1, archivedUpdated: 1 });
    const competency = (res.json().framework as FrameworkDetail).competencies[0];
    expect(competency).toMatchObject({ description: 'After', archivedAt: expect.any(String) });
  });

  it('refuses a file without a type column with one problem for the file, and imports nothing', async () => {
    const framework = await newFramework('CSV no type');
    const res = await upload(framework.id, 'category,name,description\nA,One,x\nA,Two,y\nA,Three,z');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ file: ['The file has no type column'] });
    expect(
      (await call(t.app, 'GET', `${base}/${framework.id}`, { cookie: lead.cookie })).json().competencies,
    ).toEqual([]);
  });

  it(`imports and re-imports the largest file allowed (${FRAMEWORK_CSV_MAX_ROWS.toLocaleString('en-US')} rows) whole`, async () => {
    const framework = await newFramework('CSV large');
    const file = (description: string) =>
      [
        'category,name,type,description,level_1,level_2,level_3,level_4,level_5',
        ...Array.from(
          { length: FRAMEWORK_CSV_MAX_ROWS },
          (_, i) => `Area ${i % 25},Skill ${i},technical,${description} ${i},starts,grows,does,leads,shapes`,
        ),
      ].join('\r\n');
    const first = await upload(framework.id, file('First'));
    expect(first.statusCode, first.body.slice(0, 500)).toBe(200);
    expect(first.json()).toMatchObject({ created: FRAMEWORK_CSV_MAX_ROWS, categoriesCreated: 25 });
    const again = await upload(framework.id, file('Second'));
    expect(again.json()).toMatchObject({ created: 0, updated: FRAMEWORK_CSV_MAX_ROWS, unchanged: 0 });
    const competencies = (again.json().framework as FrameworkDetail).competencies;
    expect(competencies).toHaveLength(FRAMEWORK_CSV_MAX_ROWS);
    expect(competencies.find((c) => c.name === 'Skill 4321')).toMatchObject({
      description: 'Second 4321',
      levelDescriptions: ['starts', 'grows', 'does', 'leads', 'shapes'],
    });
  });

  it('imports nothing when one row is bad, and names the row and column', async () => {
    const framework = await newFramework('CSV bad');
    const csv = [
      'category,name,type',
      'Communication,Active listening,behavioural',
      'Communication,,technical',
    ].join('\n');
    const res = await upload(framework.id, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(CSV_IMPORT_MESSAGES.invalid);
    expect(res.json().errors).toEqual({ 'rows.3.name': ['Enter a name'] });
    const after = await call(t.app, 'GET', `${base}/${framework.id}`, { cookie: lead.cookie });
    expect(after.json().competencies).toHaveLength(0);
    expect(after.json().categories).toHaveLength(0);
  });

  it('refuses a file that is not UTF-8, a wrong type, another company’s framework and an employee', async () => {
    const framework = await newFramework('CSV refusals');
    const latin1 = Buffer.from('category,name,type\r\nCommunication,Caf\xe9,technical\r\n', 'latin1');
    const notUtf8 = await t.app.inject({
      method: 'POST',
      url: `${base}/${framework.id}/import`,
      headers: { cookie: lead.cookie, 'content-type': 'text/csv' },
      payload: latin1,
    });
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().detail).toBe(CSV_IMPORT_MESSAGES.notUtf8);
    const tooLarge = await upload(
      framework.id,
      `category,name,type\r\n${'A,B,technical\r\n'.repeat(700_000)}`,
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe(CSV_IMPORT_MESSAGES.tooLarge);
    const plain = await t.app.inject({
      method: 'POST',
      url: `${base}/${framework.id}/import`,
      headers: { cookie: lead.cookie, 'content-type': 'text/plain' },
      payload: 'category,name,type',
    });
    expect(plain.statusCode).toBe(415);
    const outsider = await signedInUser(t, { role: 'learning_lead' });
    expect(
      (await upload(framework.id, 'category,name,type\r\nA,B,technical', outsider.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await upload(framework.id, 'category,name,type\r\nA,B,technical', employee.cookie)).statusCode,
    ).toBe(403);
  });

  it('exports UTF-8 with a BOM, neutralises formula-looking cells, and reads back the same', async () => {
    const framework = await newFramework('CSV export');
    await upload(
      framework.id,
      ['category,name,type,description', 'Money,"=SUM(A1:A9)",technical,"+1 line, ""quoted"" — café"'].join(
        '\n',
      ),
    );
    const res = await call(t.app, 'GET', `${base}/${framework.id}/export.csv`, { cookie: employee.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="CSV export.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body).toContain(`'=SUM(A1:A9)`);
    expect(res.body).toContain(`"'+1 line, ""quoted"" — café"`);
    // The file imports back into another framework unchanged.
    const copy = await newFramework('CSV copy');
    const back = await upload(copy.id, res.body);
    expect(back.statusCode, back.body).toBe(200);
    const competency = (back.json().framework as FrameworkDetail).competencies[0];
    expect(competency).toMatchObject({ name: '=SUM(A1:A9)', description: '+1 line, "quoted" — café' });
  });
});
