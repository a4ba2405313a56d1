import type { HrisImport } from '@competencyhub/domain/schemas/hris-import';
import { expect } from 'vitest';
import { runHrisImport } from '../src/modules/organisation/hris-apply.ts';
import { makeCompany, makeFramework, makeJobProfile, makeUser, signedInUser } from './factories.ts';
import { call, type TestApp } from './test-app.ts';

/**
 * What the HRIS layout's API tests share (hris-import-layout*.test.ts): a company with an account
 * holder, three people and the job profile Engineer; a file written from named cells; its upload and
 * its application by the job, as the page and the job runner do them.
 */

export async function layoutCompany(t: TestApp) {
  const c = await makeCompany(t.database);
  const owner = await signedInUser(t, { companyId: c.id, role: 'account_holder' });
  const person = (name: string) =>
    makeUser(t.database, {
      companyId: c.id,
      fullName: name,
      email: `${name.toLowerCase()}-${c.id.slice(0, 8)}@example.test`,
    });
  const [ann, bob, dora] = [await person('Ann'), await person('Bob'), await person('Dora')];
  const framework = await makeFramework(t.database, { companyId: c.id });
  const engineer = await makeJobProfile(t.database, {
    companyId: c.id,
    competencyId: framework.competencyId,
    title: 'Engineer',
  });
  return {
    c,
    owner,
    ann,
    bob,
    dora,
    engineerId: engineer.jobProfileId,
    competencyId: framework.competencyId,
  };
}

const HEADER = [
  'record',
  'external_id',
  'name',
  'parent_external_id',
  'code',
  'job_profile',
  'unit_external_id',
  'reports_to_external_id',
  'fte',
  'critical',
  'position_external_id',
  'cost_centre_external_id',
  'email',
  'manager_external_id',
  'effective_date',
  'kind',
  'country',
  'city',
  'time_zone',
] as const;
export type Cells = Partial<Record<(typeof HEADER)[number], string>>;
const line = (cells: Cells) => HEADER.map((column) => cells[column] ?? '').join(',');
export const csv = (rows: Cells[]) => [HEADER.join(','), ...rows.map(line)].join('\r\n');

export const upload = async (t: TestApp, cookie: string, text: string) =>
  (
    await call(t.app, 'POST', '/api/v1/organisation/hris-imports?fileName=layout.csv', {
      cookie,
      body: Buffer.from(text),
      headers: { 'content-type': 'text/csv' },
    })
  ).json<HrisImport>();

/** Asks to apply a previewed import and runs its job to the end. */
export async function applied(t: TestApp, cookie: string, companyId: string, run: HrisImport) {
  const res = await call(t.app, 'POST', `/api/v1/organisation/hris-imports/${run.id}/apply`, { cookie });
  expect(res.statusCode).toBe(200);
  await runHrisImport(t.database, companyId, run.id);
  const done = await call(t.app, 'GET', `/api/v1/organisation/hris-imports/${run.id}`, { cookie });
  expect(done.json<HrisImport>().status).toBe('done');
}
