import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp, tokenFromOutbox } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';
const requestReset = (email: string) =>
  call(t.app, 'POST', '/api/v1/auth/password-reset/request', { body: { email } });
const confirmReset = (token: string, newPassword: string) =>
  call(t.app, 'POST', '/api/v1/auth/password-reset/confirm', { body: { token, newPassword } });
const signInStatus = async (email: string, password: string) =>
  (await call(t.app, 'POST', '/api/v1/auth/sign-in', { body: { email, password } })).statusCode;
/** The newest reset link e-mailed to this address. */
const newestResetToken = (email: string) => tokenFromOutbox(t.database, email, '/reset-password?token=');
const me = (cookie: string) => call(t.app, 'GET', '/api/v1/me', { cookie });

async function person() {
  const company = await makeCompany(t.database);
  return makeUser(t.database, { companyId: company.id });
}

describe('outstanding reset links', () => {
  it('stop working once a reset link has been used: request twice, use the first, the second fails', async () => {
    const ada = await person();
    expect((await requestReset(ada.email)).statusCode).toBe(200);
    const first = await newestResetToken(ada.email);
    expect((await requestReset(ada.email)).statusCode).toBe(200);
    const second = await newestResetToken(ada.email);
    expect(second).not.toBe(first);

    const used = await confirmReset(first, 'first-new-secret-phrase');
    expect(used.statusCode).toBe(200);

    const replay = await confirmReset(second, 'second-new-secret-phrase');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'INVALID_TOKEN', detail: INVALID_LINK });
    expect(await signInStatus(ada.email, 'first-new-secret-phrase')).toBe(200);
    expect(await signInStatus(ada.email, 'second-new-secret-phrase')).toBe(401);
  });

  it('stop working once the password is changed while signed in', async () => {
    const bob = await person();
    expect((await requestReset(bob.email)).statusCode).toBe(200);
    const pending = await newestResetToken(bob.email);
    const cookie = await signIn(t.app, bob.email, bob.password);
    const changed = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      cookie,
      body: { currentPassword: bob.password, newPassword: 'changed-secret-phrase' },
    });
    expect(changed.statusCode).toBe(200);

    const late = await confirmReset(pending, 'attacker-chosen-phrase');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'INVALID_TOKEN', detail: INVALID_LINK });
    expect(await signInStatus(bob.email, 'changed-secret-phrase')).toBe(200);
  });
});

describe('changing the password', () => {
  it('ends the other sessions unless the person asks to keep them', async () => {
    const cy = await person();
    const here = await signIn(t.app, cy.email, cy.password);
    const elsewhere = await signIn(t.app, cy.email, cy.password);
    const changed = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      cookie: here,
      body: { currentPassword: cy.password, newPassword: 'changed-secret-phrase' },
    });
    expect(changed.statusCode).toBe(200);
    const kept = changed.headers['set-cookie'] ? String(changed.headers['set-cookie']).split(';')[0] : here;
    expect((await me(kept ?? here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);

    // Asking to keep them keeps them.
    const third = await signIn(t.app, cy.email, 'changed-secret-phrase');
    const again = await call(t.app, 'POST', '/api/v1/auth/change-password', {
      cookie: third,
      body: {
        currentPassword: 'changed-secret-phrase',
        newPassword: 'another-secret-phrase',
        revokeOtherSessions: false,
      },
    });
    expect(again.statusCode).toBe(200);
    expect((await me(kept ?? here)).statusCode).toBe(200);
  });
});
