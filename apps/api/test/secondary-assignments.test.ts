import { JOB_CHANGE_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { auditsOf, makeCompany, makeUnit, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

interface Item {
  id: string;
  kind: 'primary' | 'secondary';
  startsOn: string;
  endsOn: string | null;
  manager: { id: string; name: string } | null;
  orgUnit: { id: string; name: string } | null;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('secondary assignments', () => {
  it('give a person a dotted-line manager and a project unit beside their job, never their line manager', async () => {
    const company = await makeCompany(t.database);
    const owner = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
    const lineManager = await makeUser(t.database, { companyId: company.id, fullName: 'Lina Line' });
    const dotted = await makeUser(t.database, { companyId: company.id, fullName: 'Dot Dotted' });
    const person = await makeUser(t.database, { companyId: company.id, fullName: 'Pat Person' });
    await t.database.db.execute(
      sql`update profiles set line_manager_id = ${lineManager.id} where id = ${person.id}`,
    );
    const project = await makeUnit(t.database, { companyId: company.id, name: 'Launch project' });
    const url = `/api/v1/organisation/people/${person.id}/secondary-assignments`;

    const added = await call(t.app, 'POST', url, {
      cookie: owner.cookie,
      body: { startsOn: day(-10), managerId: dotted.id, orgUnitId: project, note: 'Launch' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const secondary = (added.json().items as Item[]).find((item) => item.kind === 'secondary');
    expect(secondary).toMatchObject({
      startsOn: day(-10),
      endsOn: null,
      manager: { id: dotted.id, name: 'Dot Dotted' },
      orgUnit: { id: project, name: 'Launch project' },
    });
    // The line manager is still the primary job's.
    const [profile] = rowsOf<{ line_manager_id: string; org_unit_id: string | null }>(
      await t.database.db.execute(
        sql`select line_manager_id, org_unit_id from profiles where id = ${person.id}`,
      ),
    );
    expect(profile).toEqual({ line_manager_id: lineManager.id, org_unit_id: null });
    expect(
      await auditsOf(t.database, 'job_assignment.secondary_added', { companyId: company.id }),
    ).toHaveLength(1);

    // Ended tomorrow; once a day has passed, ending it again is refused.
    const endUrl = `${url}/${secondary?.id}/end`;
    const ended = await call(t.app, 'POST', endUrl, { cookie: owner.cookie, body: { endsOn: day(1) } });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((ended.json().items as Item[]).find((item) => item.id === secondary?.id)?.endsOn).toBe(day(1));
    expect(
      await auditsOf(t.database, 'job_assignment.secondary_ended', { companyId: company.id }),
    ).toHaveLength(1);
    await t.database.db.execute(
      sql`update job_assignments set ends_on = ${day(-1)}::date where id = ${secondary?.id ?? ''}`,
    );
    const again = await call(t.app, 'POST', endUrl, { cookie: owner.cookie, body: { endsOn: day(2) } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ endsOn: [JOB_CHANGE_MESSAGES.secondaryEnded] });
  });

  it('refuses what makes no assignment, and anyone else’s people or managers, changing nothing', async () => {
    const company = await makeCompany(t.database);
    const owner = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
    const employee = await signedInUser(t, { companyId: company.id, role: 'employee' });
    const person = await makeUser(t.database, { companyId: company.id });
    const other = await makeCompany(t.database);
    const stranger = await makeUser(t.database, { companyId: other.id });
    const url = `/api/v1/organisation/people/${person.id}/secondary-assignments`;
    const count = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from job_assignments where person_id = ${person.id} and kind = 'secondary'`,
        ),
      )[0]?.n;

    const cases: Array<[unknown, number, Record<string, string[]>]> = [
      [{ startsOn: day(0) }, 400, { managerId: [JOB_CHANGE_MESSAGES.secondaryNeedsSomething] }],
      [
        { startsOn: day(0), endsOn: day(0), managerId: owner.id },
        400,
        { endsOn: [JOB_CHANGE_MESSAGES.endBeforeStart] },
      ],
      [{ startsOn: day(0), managerId: person.id }, 422, { managerId: [JOB_CHANGE_MESSAGES.managerSelf] }],
      [
        { startsOn: day(0), managerId: stranger.id },
        422,
        { managerId: [JOB_CHANGE_MESSAGES.unknownManager] },
      ],
    ];
    for (const [body, status, errors] of cases) {
      const res = await call(t.app, 'POST', url, { cookie: owner.cookie, body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await count()).toBe(0);
    // An employee may not; another company's person is not found.
    const refused = await call(t.app, 'POST', url, {
      cookie: employee.cookie,
      body: { startsOn: day(0), managerId: owner.id },
    });
    expect(refused.statusCode).toBe(403);
    const foreign = await call(
      t.app,
      'POST',
      `/api/v1/organisation/people/${stranger.id}/secondary-assignments`,
      {
        cookie: owner.cookie,
        body: { startsOn: day(0), managerId: owner.id },
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(await count()).toBe(0);
  });
});
