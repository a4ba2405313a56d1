import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { account, session, verification } from '../src/db/schema/auth.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { makeUser } from './factories.ts';
import { type ReceivedMail, startMailServer, type TestMailServer, waitForMail } from './mail-helpers.ts';
import { BASE_URL, call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
let smtp: TestMailServer;
beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const requestReset = (email: string) =>
  call(t.app, 'POST', '/api/v1/auth/password-reset/request', { body: { email } });
const confirmReset = (token: string, newPassword: string) =>
  call(t.app, 'POST', '/api/v1/auth/password-reset/confirm', { body: { token, newPassword } });
const signInStatus = async (email: string, password: string) =>
  (await call(t.app, 'POST', '/api/v1/auth/sign-in', { body: { email, password } })).statusCode;
const deliver = () => t.app.services.outbox.deliverPending();

/** The reset link the user clicks, exactly as the e-mail shows it. */
function resetToken(mail: ReceivedMail): string {
  const escaped = BASE_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const link = mail.text.match(new RegExp(`${escaped}/reset-password\\?token=([^\\s]+)`));
  if (!link?.[1]) throw new Error(`no reset link in:\n${mail.text}`);
  return decodeURIComponent(link[1]);
}

async function receiveResetMail(email: string): Promise<ReceivedMail> {
  return waitForMail(deliver, smtp.received, (m) => m.to.includes(email) && m.subject.includes('Reset your'));
}

describe('password reset by e-mail', () => {
  it('sends a link over SMTP that sets a new password once and ends every earlier session', async () => {
    const person = await makeUser(t.database);
    const sessionA = await signIn(t.app, person.email, person.password);
    const sessionB = await signIn(t.app, person.email, person.password);

    const res = await requestReset(person.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const mail = await receiveResetMail(person.email);
    expect(mail.subject).toBe('Reset your CompetencyHub password');
    expect(mail.text).toContain(`Hello “${person.fullName}”`);
    const token = resetToken(mail);
    expect(token.length).toBeGreaterThan(10);

    const [outboxRow] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, person.email));
    expect(outboxRow?.status).toBe('sent');
    expect(outboxRow?.sentAt).toBeInstanceOf(Date);

    const newPassword = 'fresh-password-after-reset';
    const confirmed = await confirmReset(token, newPassword);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true });

    expect(await signInStatus(person.email, person.password)).toBe(401);
    expect(await signInStatus(person.email, newPassword)).toBe(200);

    // Both sessions from before the reset are gone.
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: sessionA })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: sessionB })).statusCode).toBe(401);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password.reset'), eq(auditLog.actorId, person.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.companyId).toBe(person.companyId);
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(JSON.stringify(audit)).not.toContain(newPassword);

    // The link works once.
    const [hashBefore] = await t.database.db.select().from(account).where(eq(account.userId, person.id));
    const again = await confirmReset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json().code).toBe('INVALID_TOKEN');
    const [hashAfter] = await t.database.db.select().from(account).where(eq(account.userId, person.id));
    expect(hashAfter?.password).toBe(hashBefore?.password);
    expect(await signInStatus(person.email, newPassword)).toBe(200);
  });

  it('records the reset in the audit log with the IP and request id, like every other audit row', async () => {
    const person = await makeUser(t.database);
    expect((await requestReset(person.email)).statusCode).toBe(200);
    const token = resetToken(await receiveResetMail(person.email));
    const res = await call(t.app, 'POST', '/api/v1/auth/password-reset/confirm', {
      body: { token, newPassword: 'audited-new-password' },
      ip: '10.20.30.40',
    });
    expect(res.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password.reset'), eq(auditLog.actorId, person.id)));
    expect(audit).toMatchObject({
      actorEmail: person.email,
      ip: '10.20.30.40',
      requestId: res.headers['x-request-id'],
    });
  });

  it('answers an unknown e-mail with the same body and sends nothing', async () => {
    const person = await makeUser(t.database);
    const known = await requestReset(person.email);
    const unknown = await requestReset('ghost@nowhere.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);

    await receiveResetMail(person.email);
    await deliver();
    expect(smtp.received.filter((m) => m.to.includes('ghost@nowhere.test'))).toHaveLength(0);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'ghost@nowhere.test')),
    ).toHaveLength(0);
  });

  it('refuses a link older than one hour and keeps the old password', async () => {
    const person = await makeUser(t.database);
    const cookie = await signIn(t.app, person.email, person.password);
    expect((await requestReset(person.email)).statusCode).toBe(200);
    const token = resetToken(await receiveResetMail(person.email));

    const stored = await t.database.db
      .select()
      .from(verification)
      .where(like(verification.identifier, `%${token}%`));
    expect(stored).toHaveLength(1);
    const ttl = (stored[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(55 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verification.identifier, `%${token}%`));

    const res = await confirmReset(token, 'too-late-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
    expect(await signInStatus(person.email, person.password)).toBe(200);
    expect(await signInStatus(person.email, 'too-late-password')).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie })).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'password.reset'), eq(auditLog.actorId, person.id))),
    ).toHaveLength(0);
  });

  it('refuses a made-up token and a too-short new password without touching anything', async () => {
    const person = await makeUser(t.database);
    const sessionsBefore = await t.database.db.select().from(session).where(eq(session.userId, person.id));
    const made = await confirmReset('not-a-real-token-123456', 'some-new-password');
    expect(made.statusCode).toBe(400);
    expect(made.json().code).toBe('INVALID_TOKEN');

    expect((await requestReset(person.email)).statusCode).toBe(200);
    const token = resetToken(await receiveResetMail(person.email));
    const short = await confirmReset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toEqual(['Password must be at least 8 characters']);
    expect(await signInStatus(person.email, person.password)).toBe(200);
    expect((await t.database.db.select().from(session).where(eq(session.userId, person.id))).length).toBe(
      sessionsBefore.length + 1,
    );
    // The token was not spent by the refused attempt.
    expect((await confirmReset(token, 'now-a-good-password')).statusCode).toBe(200);
  });
});
