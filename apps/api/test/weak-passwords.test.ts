import { WEAK_PASSWORD_MESSAGES } from '@competencyhub/domain/schemas/auth';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth.ts';
import { invitations } from '../src/db/schema/invitations.ts';
import { makeCompany, makeInvitation, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp, tokenFromOutbox } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

function expectWeak(
  res: LightMyRequestResponse,
  field: string,
  reasons: Array<keyof typeof WEAK_PASSWORD_MESSAGES>,
) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json()).toMatchObject({
    code: 'WEAK_PASSWORD',
    reasons,
    errors: { [field]: reasons.map((reason) => WEAK_PASSWORD_MESSAGES[reason]) },
  });
}

const accounts = async (email: string) => t.database.db.select().from(user).where(eq(user.email, email));

describe('weak passwords are refused with their reasons', () => {
  it('at sign-up: common, repeated, or made of the e-mail or the name; nothing is created', async () => {
    const signUp = (password: string, email = 'ada.lovelace@engines.test') =>
      call(t.app, 'POST', '/api/v1/auth/sign-up', {
        body: { fullName: 'Ada Lovelace', companyName: 'Engines', email, password },
      });
    expectWeak(await signUp('12345678'), 'password', ['common']);
    expectWeak(await signUp('password'), 'password', ['common']);
    expectWeak(await signUp('PASSWORD'), 'password', ['common']);
    expectWeak(await signUp('        '), 'password', ['repetitive']);
    expectWeak(await signUp('abcabcabcabc'), 'password', ['repetitive']);
    expectWeak(await signUp('lovelace-1815'), 'password', ['contains_email', 'contains_name']);
    expectWeak(await signUp('my name is Ada Lovelace'), 'password', ['contains_email', 'contains_name']);
    expectWeak(await signUp('engines-are-fun', 'engines@difference.test'), 'password', ['contains_email']);
    expect(await accounts('ada.lovelace@engines.test')).toEqual([]);
    // No composition rules: a long phrase of plain words is fine.
    const fine = await signUp('analytical engine weaves patterns');
    expect(fine.json()).toEqual({ outcome: 'signed_in' });
  });

  it('at reset: the link is not used up by a refused password', async () => {
    const company = await makeCompany(t.database);
    const person = await makeUser(t.database, { companyId: company.id, fullName: 'Grace Hopper' });
    await call(t.app, 'POST', '/api/v1/auth/password-reset/request', { body: { email: person.email } });
    const token = await tokenFromOutbox(t.database, person.email, '/reset-password?token=');
    const confirm = (newPassword: string) =>
      call(t.app, 'POST', '/api/v1/auth/password-reset/confirm', { body: { token, newPassword } });
    expectWeak(await confirm('qwertyuiop'), 'newPassword', ['common']);
    expectWeak(await confirm('GraceHopper1906'), 'newPassword', ['contains_name']);
    expect((await confirm('compilers-debug-moths')).statusCode).toBe(200);
  });

  it('when changing the password, which stays as it was', async () => {
    const company = await makeCompany(t.database);
    const person = await makeUser(t.database, { companyId: company.id, email: 'katherine@orbits.test' });
    const cookie = await signIn(t.app, person.email, person.password);
    const res = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      cookie,
      body: { currentPassword: person.password, newPassword: 'iloveyou' },
    });
    expectWeak(res, 'newPassword', ['common']);
    expect(
      (
        await call(t.app, 'POST', '/api/v1/auth/sign-in', {
          body: { email: person.email, password: person.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('when a new invitee sets one, and the invitation stays usable', async () => {
    const company = await makeCompany(t.database);
    const owner = await makeUser(t.database, { companyId: company.id, role: 'account_holder' });
    const invitation = await makeInvitation(t.database, { companyId: company.id, invitedBy: owner.id });
    const accept = (password: string) =>
      call(t.app, 'POST', `/api/v1/invitation-tokens/${invitation.token}/accept`, {
        body: { fullName: 'Dorothy Vaughan', password },
      });
    expectWeak(await accept('iloveyou1'), 'password', ['common']);
    expectWeak(await accept('dorothy-vaughan'), 'password', ['contains_name']);
    expect(
      (await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id)))[0]?.status,
    ).toBe('pending');
    expect((await accept('fortran-for-everyone')).statusCode).toBe(200);
  });
});
