import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../src/db/schema.ts';
import { call, createTestApp, sessionCookie, type TestApp } from './test-app.ts';

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

  it('refuses a number already used by another account, creating nothing', async () => {
    await signUp({
      fullName: 'Ada',
      companyName: 'Engines',
      email: 'ada@engines.test',
      phone: '+33123456789',
      password: 'difference!',
    });
    const before = await t.database.db.select().from(user);
    const res = await signUp({
      fullName: 'Copy',
      companyName: 'Copy Co',
      email: 'copy@copy.test',
      phone: '+33 1 23 45 67 89',
      password: 'whatever-long',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ phone: ['This phone number is already used by another account'] });
    expect(await t.database.db.select().from(user)).toHaveLength(before.length);
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
