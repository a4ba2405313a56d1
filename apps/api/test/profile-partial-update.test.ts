import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeCompany, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const patch = (cookie: string, body: unknown) => call(t.app, 'PATCH', '/api/v1/me/profile', { cookie, body });
const profileOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0];
const updates = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'profile.updated'), eq(auditLog.actorId, id)));

const FULL = {
  fullName: 'Grace Hopper',
  phone: '+12025550143',
};

describe('PATCH /api/v1/me/profile is a partial update', () => {
  it('changes only the fields sent, clears those sent as null, and refuses to clear the name', async () => {
    const company = await makeCompany(t.database);
    const person = await makeUser(t.database, { companyId: company.id });
    const cookie = await signIn(t.app, person.email, person.password);
    expect((await patch(cookie, FULL)).statusCode).toBe(200);

    const one = await patch(cookie, { fullName: 'Grace B. Hopper' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ ...FULL, fullName: 'Grace B. Hopper' });

    const cleared = await patch(cookie, { phone: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ fullName: 'Grace B. Hopper', phone: null });

    const before = await profileOf(person.id);
    const audits = (await updates(person.id)).length;
    const nothing = await patch(cookie, {});
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toMatchObject({ fullName: 'Grace B. Hopper', phone: null });
    expect(await profileOf(person.id)).toEqual(before);
    expect(await updates(person.id)).toHaveLength(audits);

    const noName = await patch(cookie, { fullName: null });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual({ fullName: ['Enter a name'] });
    expect(await profileOf(person.id)).toEqual(before);
  });
});
