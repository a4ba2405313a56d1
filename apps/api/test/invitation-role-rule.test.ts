import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../src/db/schema/invitations.ts';
import { makeCompany, makeInvitation, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const statusOf = async (id: string) =>
  (await t.database.db.select().from(invitations).where(eq(invitations.id, id)))[0]?.status;

describe('who may manage an invitation', () => {
  it('refuses an IT admin both re-sending and revoking an invitation for a role they cannot grant, alike', async () => {
    const company = await makeCompany(t.database);
    const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
    const it = await makeUser(t.database, { companyId: company.id, role: 'company_it_admin' });
    const holderInvite = await makeInvitation(t.database, {
      companyId: company.id,
      invitedBy: owner.id,
      role: 'account_holder',
    });
    const cookie = await signIn(t.app, it.email, it.password);

    const resent = await call(t.app, 'POST', `/api/v1/invitations/${holderInvite.id}/resend`, { cookie });
    const revoked = await call(t.app, 'POST', `/api/v1/invitations/${holderInvite.id}/revoke`, { cookie });
    for (const res of [resent, revoked]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        detail: 'You cannot manage invitations for this role',
      });
    }
    expect(await statusOf(holderInvite.id)).toBe('pending');

    // A role they may grant: both work.
    const managerInvite = await makeInvitation(t.database, {
      companyId: company.id,
      invitedBy: owner.id,
      role: 'team_manager',
    });
    const ok = await call(t.app, 'POST', `/api/v1/invitations/${managerInvite.id}/revoke`, { cookie });
    expect(ok.statusCode).toBe(200);
    expect(await statusOf(managerInvite.id)).toBe('revoked');

    // The account holder may revoke the account-holder invitation.
    const ownerCookie = await signIn(t.app, owner.email, owner.password);
    const byOwner = await call(t.app, 'POST', `/api/v1/invitations/${holderInvite.id}/revoke`, {
      cookie: ownerCookie,
    });
    expect(byOwner.statusCode).toBe(200);
    expect(await statusOf(holderInvite.id)).toBe('revoked');
  });
});
