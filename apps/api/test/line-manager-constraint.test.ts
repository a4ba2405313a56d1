import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeCompany, makeUser } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The line-manager rules the service checks are also walls in the database (migration 0005), so a
 * bug or a hand-written query cannot break them either. These tests write to the table directly.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The PostgreSQL error code behind a failed query (drizzle wraps it). */
async function failureCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    let e = error as { code?: unknown; cause?: unknown };
    while (e && typeof e.code !== 'string' && e.cause) e = e.cause as typeof e;
    return typeof e?.code === 'string' ? e.code : 'unknown';
  }
  return undefined;
}

const setManager = (id: string, lineManagerId: string | null) =>
  t.database.db.update(profiles).set({ lineManagerId }).where(eq(profiles.id, id));
const profileOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe('line managers in the database', () => {
  it('refuses a line manager from another company (foreign key over company and id)', async () => {
    const a = await makeCompany(t.database);
    const b = await makeCompany(t.database);
    const person = await makeUser(t.database, { companyId: a.id });
    const outsider = await makeUser(t.database, { companyId: b.id });
    expect(await failureCode(setManager(person.id, outsider.id))).toBe('23503');
    expect((await profileOf(person.id))?.lineManagerId).toBeNull();
    const colleague = await makeUser(t.database, { companyId: a.id });
    expect(await failureCode(setManager(person.id, colleague.id))).toBeUndefined();
  });

  it('refuses a person as their own line manager', async () => {
    const a = await makeCompany(t.database);
    const person = await makeUser(t.database, { companyId: a.id });
    expect(await failureCode(setManager(person.id, person.id))).toBe('23514');
  });

  it('clears only the link when the manager is deleted, keeping the company of the report', async () => {
    const a = await makeCompany(t.database);
    const boss = await makeUser(t.database, { companyId: a.id });
    const report = await makeUser(t.database, { companyId: a.id });
    await setManager(report.id, boss.id);
    await t.database.db.delete(user).where(eq(user.id, boss.id));
    expect(await profileOf(report.id)).toMatchObject({ companyId: a.id, lineManagerId: null });
  });
});
