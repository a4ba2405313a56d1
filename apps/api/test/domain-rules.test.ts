import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDomains } from '../src/db/schema/companies.ts';
import { call, createTestApp, sessionCookie, type TestApp, tokenFromOutbox } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const holderOf = async (domain: string) =>
  (await t.database.db.select().from(companyDomains).where(eq(companyDomains.domain, domain)))[0]?.companyId;

/** A founder signs up and follows the confirmation link, which claims the e-mail's domain when allowed. */
async function foundAndConfirm(email: string) {
  const res = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
    body: { fullName: 'Founder', companyName: 'Look-alike', email, password: 'a-long-enough-secret' },
  });
  expect(res.json()).toEqual({ outcome: 'signed_in' });
  const token = await tokenFromOutbox(t.database, email, '/verify-email?token=');
  const verified = await call(t.app, 'POST', '/api/v1/auth/verify-email', { body: { token } });
  expect(verified.statusCode).toBe(200);
  return { cookie: sessionCookie(res), claimedDomain: verified.json().claimedDomain as string | null };
}

describe('one set of domain rules for every way a domain is claimed', () => {
  it('does not let the confirmation link claim a domain the domains form refuses', async () => {
    for (const [email, domain, message] of [
      [
        'owner@xn--80ak6aa92e.test',
        'xn--80ak6aa92e.test',
        'Internationalised domain names are not supported',
      ],
      [
        'owner@mail.xn--pple-43d.test',
        'mail.xn--pple-43d.test',
        'Internationalised domain names are not supported',
      ],
      ['owner@co.uk', 'co.uk', 'This is a shared domain ending, not a company domain'],
    ] as const) {
      const founder = await foundAndConfirm(email);
      expect(founder.claimedDomain, email).toBeNull();
      expect(await holderOf(domain), email).toBeUndefined();
      // The form refuses the same domain with the same reason.
      const form = await call(t.app, 'POST', '/api/v1/company/domains', {
        cookie: founder.cookie,
        body: { domain },
      });
      expect(form.statusCode, email).toBe(400);
      expect(form.json().errors, email).toEqual({ domain: [message] });
    }
  });

  it('still claims an ordinary domain', async () => {
    const founder = await foundAndConfirm('owner@plain-ascii.test');
    expect(founder.claimedDomain).toBe('plain-ascii.test');
  });
});
