import { HIDDEN_CHARACTERS_MESSAGE } from '@competencyhub/domain/schemas/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/public-site.ts';
import { CONTACT_GLOBAL_LIMIT, CONTACT_LIMIT } from '../src/modules/public-site/routes.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/** Its own app: this file spends the whole platform's contact budget for the hour. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = {
  name: 'Grace Hopper',
  email: 'grace@example.test',
  company: 'Navy',
  topic: 'support',
  message: 'Please call me back about our account.',
};
const send = (body: unknown, ip: string) => call(t.app, 'POST', '/api/v1/contact-messages', { body, ip });
const messageCount = async () => (await t.database.db.select().from(contactMessages)).length;

describe('the contact form', () => {
  it('refuses line breaks and hidden formatting characters in the name and company, storing nothing', async () => {
    const res = await send(
      { ...message, name: 'Grace\r\nBcc: x@evil.test', company: 'Navy\u202Eyvan' },
      '198.51.100.1',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: [HIDDEN_CHARACTERS_MESSAGE],
      company: [HIDDEN_CHARACTERS_MESSAGE],
    });
    expect(await messageCount()).toBe(0);
  });

  it(`accepts at most ${CONTACT_GLOBAL_LIMIT.max} messages an hour from all addresses together`, async () => {
    const addresses = CONTACT_GLOBAL_LIMIT.max / CONTACT_LIMIT.max;
    for (let i = 0; i < addresses; i++) {
      const ip = `10.1.${Math.floor(i / 200)}.${i % 200}`;
      for (let n = 0; n < CONTACT_LIMIT.max; n++) expect((await send(message, ip)).statusCode).toBe(201);
    }
    expect(await messageCount()).toBe(CONTACT_GLOBAL_LIMIT.max);

    // A fresh address, with its own budget untouched, is refused too, and nothing is stored.
    const refused = await send(message, '192.0.2.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messageCount()).toBe(CONTACT_GLOBAL_LIMIT.max);
  });
});
