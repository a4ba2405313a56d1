import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { call, createTestApp, outboxTo, sessionCookie, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/auth/sign-up', { body });
const signIn = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/auth/sign-in', { body });

describe('signing in with a phone number (spec section 5: e-mail or phone plus a password)', () => {
  it('stores the number given at sign-up in international form, and signs in with it', async () => {
    const res = await signUp({
      fullName: 'Grace Hopper',
      companyName: 'Cobol Co',
      email: 'grace@cobol.test',
      phone: '+1 (415) 555-0100',
      password: 'nanoseconds!',
    });
    expect(res.json().outcome).toBe('signed_in');
    const me = await call(t.app, 'GET', '/api/v1/me', { cookie: sessionCookie(res) });
    expect(me.json().user.phone).toBe('+14155550100');

    const byPhone = await signIn({ phone: '+1 415 555 0100', password: 'nanoseconds!' });
    expect(byPhone.statusCode).toBe(200);
    const session = await call(t.app, 'GET', '/api/v1/me', { cookie: sessionCookie(byPhone) });
    expect(session.json().user.email).toBe('grace@cobol.test');
  });

  it('answers a wrong password and an unknown number exactly alike', async () => {
    await signUp({
      fullName: 'Alan',
      companyName: 'Bletchley',
      email: 'alan@bletchley.test',
      phone: '+441234567890',
      password: 'enigma-broken',
    });
    const wrong = await signIn({ phone: '+441234567890', password: 'not-it' });
    const unknown = await signIn({ phone: '+449999999999', password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers a number already used by another account as it answers a free one, and tells its owner', async () => {
    await signUp({
      fullName: 'Ada',
      companyName: 'Engines',
      email: 'ada@engines.test',
      phone: '+33123456789',
      password: 'difference-engine-2',
    });
    const taken = await signUp({
      fullName: 'Copy',
      companyName: 'Copy Co',
      email: 'copy@copy.test',
      phone: '+33 1 23 45 67 89',
      password: 'whatever-long',
    });
    const free = await signUp({
      fullName: 'Fresh',
      companyName: 'Fresh Co',
      email: 'fresh@fresh.test',
      phone: '+33 1 98 76 54 32',
      password: 'whatever-long',
    });
    // Same status, same body: the answer does not say whose number it is.
    for (const res of [taken, free]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ outcome: 'signed_in' });
    }
    // The account is made without the number, which still signs in to its owner's account only.
    const copy = await call(t.app, 'GET', '/api/v1/me', { cookie: sessionCookie(taken) });
    expect(copy.json().user).toMatchObject({ email: 'copy@copy.test', phone: null });
    const owner = (await t.database.db.select().from(profiles).where(eq(profiles.phone, '+33123456789')))[0];
    expect(owner?.email).toBe('ada@engines.test');
    const notices = await outboxTo(t.database, 'ada@engines.test');
    expect(notices.map((m) => m.subject)).toContain(
      'Someone tried to use your phone number on CompetencyHub',
    );
    expect(JSON.stringify(notices)).not.toContain('copy@copy.test');
  });

  it('takes at most 10 sign-ups that give a phone number per hour from one address, like the profile form', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
        ip,
        body: {
          fullName: 'Prober',
          companyName: 'Probe Co',
          email: `probe${i}@probe-${i}.test`,
          phone: `+4420794600${String(i).padStart(2, '0')}`,
          password: 'probing-password',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
      ip,
      body: {
        fullName: 'Prober',
        companyName: 'Probe Co',
        email: 'probe-last@probe-last.test',
        phone: '+442079460099',
        password: 'probing-password',
      },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(
      (await t.database.db.select().from(user).where(eq(user.email, 'probe-last@probe-last.test'))).length,
    ).toBe(0);
    // Without a phone number the ordinary sign-up limit applies.
    const plain = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
      ip,
      body: {
        fullName: 'Plain',
        companyName: 'Plain Co',
        email: 'plain@plain.test',
        password: 'probing-password',
      },
    });
    expect(plain.statusCode).toBe(200);
  });

  it('asks for an e-mail or a phone, not both, and for international numbers', async () => {
    const neither = await signIn({ password: 'x' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toEqual({ email: ['Enter your e-mail or phone number'] });
    const local = await signIn({ phone: '020 7946 0958', password: 'x' });
    expect(local.json().errors.phone).toEqual([
      'Enter the phone number in international format, e.g. +44 20 7946 0958',
    ]);
    const badSignUp = await signUp({
      fullName: 'L',
      companyName: 'L',
      email: 'l@local.test',
      phone: '5550100',
      password: 'long enough',
    });
    expect(badSignUp.statusCode).toBe(400);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.email, 'l@local.test'))).toEqual([]);
  });
});
