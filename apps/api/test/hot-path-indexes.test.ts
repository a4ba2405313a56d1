import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The hot paths' statements can use their indexes (migration 0034), under the tenant policy as the
 * app runs them. Sequential scans are switched off so the plan shows whether an index fits the
 * statement at all; on these small tables the planner would otherwise rightly prefer a scan.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMPANY = '6a1f7d2e-3b4c-4d5e-8f90-a1b2c3d4e5f6';
const ID = '0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f';

async function plan(statement: ReturnType<typeof sql>, asTenant = true): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (asTenant) {
      await tx.execute(
        sql`select set_config('role', 'competencyhub_app', true), set_config('app.company_id', ${COMPANY}, true)`,
      );
    }
    const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${statement}`));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('hot-path indexes', () => {
  const cases: Array<[string, ReturnType<typeof sql>, string]> = [
    [
      'ratings by competency',
      sql`select id from competency_ratings where company_id = ${COMPANY} and competency_id = ${ID}`,
      'competency_ratings_competency_idx',
    ],
    [
      'ratings by rater',
      sql`select id from competency_ratings where company_id = ${COMPANY} and rater_id = ${ID}`,
      'competency_ratings_rater_idx',
    ],
    [
      'ratings by feedback request',
      sql`select id from competency_ratings where company_id = ${COMPANY} and feedback_request_id = ${ID}`,
      'competency_ratings_request_idx',
    ],
    [
      'ratings by cycle',
      sql`select id from competency_ratings where company_id = ${COMPANY} and cycle_id = ${ID}`,
      'competency_ratings_cycle_idx',
    ],
    [
      'requirements by competency',
      sql`select job_profile_id from job_profile_requirements where company_id = ${COMPANY} and competency_id = ${ID}`,
      'job_profile_requirements_company_competency_idx',
    ],
    [
      'a unit’s sub-tree',
      sql`select descendant_id from org_unit_closure where company_id = ${COMPANY} and ancestor_id = ${ID}`,
      'org_unit_closure_pkey',
    ],
    [
      'a person’s job history',
      sql`select id from job_assignments where company_id = ${COMPANY} and person_id = ${ID} order by starts_on desc`,
      'job_assignments_history',
    ],
  ];
  for (const [name, statement, index] of cases) {
    it(`finds ${name} through ${index}`, async () => {
      expect(await plan(statement)).toContain(index);
    });
  }

  it('lets the clean-up of unattached evidence probe indexes instead of scanning every piece of evidence', async () => {
    const cleanUp = await plan(
      sql`select f.id from stored_files f
        where f.purpose = 'evidence' and f.created_at < now() - interval '1 day'
          and not exists (select 1 from evidence e where e.company_id = f.company_id and e.file_id = f.id)
          and not exists (select 1 from certifications c where c.company_id = f.company_id and c.file_id = f.id)
          and not exists (select 1 from development_actions a where a.company_id = f.company_id and a.evidence_file_id = f.id)`,
      false,
    );
    for (const index of [
      'stored_files_evidence_age_idx',
      'evidence_by_file',
      'certifications_file_idx',
      'development_actions_evidence_idx',
    ]) {
      expect(cleanUp).toContain(index);
    }
  });
});
