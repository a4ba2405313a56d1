import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { FAQ_CATEGORIES } from '@competencyhub/domain/schemas/public-site';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { contactMessages, faqEntries } from '../src/db/schema/public-site.ts';
import { makeCompany, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
let cookies: { systemAdmin: string; accountHolder: string; employee: string };
let systemAdminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const acme = await makeCompany(t.database);
  const admin = await makeUser(t.database, {
    companyId: SYSTEM_OWNER_COMPANY_ID,
    role: 'system_admin',
    email: 'inbox-admin@competencyhub.test',
  });
  const owner = await makeUser(t.database, { companyId: acme.id, role: 'account_holder' });
  const employee = await makeUser(t.database, { companyId: acme.id, role: 'employee' });
  systemAdminEmail = admin.email;
  cookies = {
    systemAdmin: await signIn(t.app, admin.email, admin.password),
    accountHolder: await signIn(t.app, owner.email, owner.password),
    employee: await signIn(t.app, employee.email, employee.password),
  };
});
afterAll(() => t.close());

type FaqAnswer = {
  locale: string;
  items: Array<{ id: string; category: string; question: string; answer: string }>;
};

async function faq(query = ''): Promise<FaqAnswer> {
  const res = await call(t.app, 'GET', `/api/v1/faq${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/v1/faq', () => {
  it('answers anyone with the English FAQ, in display order, covering every category', async () => {
    const { locale, items } = await faq();
    expect(locale).toBe('en-US');
    expect(items.length).toBeGreaterThanOrEqual(14);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(FAQ_CATEGORIES));
    expect(items[0]?.question).toBe('How do I create an account?');
    for (const item of items) {
      expect(item.question.length).toBeGreaterThan(10);
      expect(item.answer.length).toBeGreaterThan(60);
    }
  });

  it('is seeded by the migration, so it exists without demo data', async () => {
    expect(t.config.SEED_DEMO).toBe(false);
    const rows = await t.database.db.select().from(faqEntries).where(eq(faqEntries.locale, 'en-US'));
    expect(rows.length).toBeGreaterThanOrEqual(14);
  });

  it.each([
    ['de-DE', 'de-DE', 'Wie erstelle ich ein Konto?'],
    ['fr-FR', 'fr-FR', 'Comment créer un compte ?'],
    ['es-ES', 'es-ES', '¿Cómo creo una cuenta?'],
    ['pt-PT', 'pt-PT', 'Como crio uma conta?'],
    ['pt-BR', 'pt-PT', 'Como crio uma conta?'],
    ['en-GB', 'en-US', 'How do I create an account?'],
    ['ja-JP', 'en-US', 'How do I create an account?'],
    ['not a language', 'en-US', 'How do I create an account?'],
  ])('reads locale %s in %s', async (asked, answered, firstQuestion) => {
    const { locale, items } = await faq(`?locale=${encodeURIComponent(asked)}`);
    expect(locale).toBe(answered);
    expect(items[0]?.question).toBe(firstQuestion);
  });

  it('has the same questions, in the same categories, in every language', async () => {
    const english = (await faq()).items.map((i) => i.category);
    for (const locale of ['es-ES', 'fr-FR', 'de-DE', 'pt-PT']) {
      expect(
        (await faq(`?locale=${locale}`)).items.map((i) => i.category),
        locale,
      ).toEqual(english);
    }
  });

  it('searches question and answer, case-insensitively', async () => {
    const { items } = await faq('?q=INVITATION');
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(`${item.question} ${item.answer}`.toLowerCase()).toContain('invitation');
    expect(items.map((i) => i.category)).toContain('invitations');

    // Only in an answer, never in a question.
    const byAnswer = await faq('?q=row-level');
    expect(byAnswer.items.map((i) => i.question)).toEqual(['Where is our data stored, and who can see it?']);
  });

  it('searches in the language asked for', async () => {
    const { locale, items } = await faq('?locale=de-DE&q=einladung');
    expect(locale).toBe('de-DE');
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(`${item.question} ${item.answer}`.toLowerCase()).toContain('einladung');
  });

  it('matches LIKE wildcards literally', async () => {
    expect((await faq(`?q=${encodeURIComponent('%')}`)).items).toEqual([]);
    expect((await faq(`?q=${encodeURIComponent('_')}`)).items).toEqual([]);
    expect((await faq(`?q=${encodeURIComponent('\\')}`)).items).toEqual([]);
    expect((await faq(`?q=${encodeURIComponent('10.99')}`)).items.map((i) => i.category)).toEqual([
      'subscriptions',
    ]);
  });

  it('treats a blank search as no search, and finds nothing for an unknown word', async () => {
    const all = (await faq()).items.length;
    expect((await faq('?q=%20%20')).items).toHaveLength(all);
    expect((await faq('?q=')).items).toHaveLength(all);
    expect((await faq('?q=xylophone')).items).toEqual([]);
  });

  it('refuses a search over 100 characters with a field error', async () => {
    const res = await call(t.app, 'GET', `/api/v1/faq?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { q: ['Search at most 100 characters'] },
    });
  });

  it('lets the application role read the FAQ but not change it', async () => {
    const rows = await withTenant(t.database, SYSTEM_OWNER_COMPANY_ID, (tx) =>
      tx.select().from(faqEntries).limit(1),
    );
    expect(rows).toHaveLength(1);
    await expect(
      withTenant(t.database, SYSTEM_OWNER_COMPANY_ID, (tx) =>
        tx.update(faqEntries).set({ answer: 'changed' }).where(eq(faqEntries.locale, 'en-US')),
      ),
    ).rejects.toThrow();
  });
});

const validMessage = {
  name: '  Ada Lovelace ',
  email: 'Ada@Example.TEST',
  company: 'Analytical Engines',
  topic: 'sales',
  message: 'We would like a demo for our 200 engineers.',
};

const send = (body: unknown, ip: string) => call(t.app, 'POST', '/api/v1/contact-messages', { body, ip });
const messageCount = async () => (await t.database.db.select().from(contactMessages)).length;

describe('POST /api/v1/contact-messages', () => {
  it('stores a message from anyone, tidied, as new, with the sender address', async () => {
    const res = await send(validMessage, '198.51.100.7');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada@example.test'));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      topic: 'sales',
      message: 'We would like a demo for our 200 engineers.',
      status: 'new',
      ip: '198.51.100.7',
    });
  });

  it('refuses bad input with a field error for each field and stores nothing', async () => {
    const before = await messageCount();
    const res = await send(
      { name: '', email: 'not-an-email', company: 'x'.repeat(121), topic: 'gossip', message: 'Too short' },
      '198.51.100.8',
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        name: ['Enter a name'],
        email: ['Enter a valid e-mail address'],
        company: ['Company name must be at most 120 characters'],
        topic: ['Choose a topic'],
        message: ['Message must be at least 10 characters'],
      },
    });
    expect(await messageCount()).toBe(before);

    const tooLong = await send({ ...validMessage, message: 'x'.repeat(5001) }, '198.51.100.8');
    expect(tooLong.json().errors).toEqual({ message: ['Message must be at most 5000 characters'] });
    const nul = await send({ ...validMessage, message: 'Hello\u0000 there, world' }, '198.51.100.8');
    expect(nul.statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
  });

  it('accepts five messages an hour from one address, refuses the sixth, and still hears other addresses', async () => {
    const ip = '203.0.113.50';
    // Mistakes do not use up the budget.
    for (let i = 0; i < 3; i++)
      expect((await send({ ...validMessage, topic: 'nope' }, ip)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send(validMessage, ip)).statusCode).toBe(201);
    const before = await messageCount();
    const limited = await send(validMessage, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await messageCount()).toBe(before);

    expect((await send(validMessage, '203.0.113.51')).statusCode).toBe(201);
  });
});

type InboxPage = {
  items: Array<{ id: string; name: string; status: string; createdAt: string; company: string | null }>;
  nextCursor: string | null;
  unreadCount: number;
};

async function inbox(query = '', cookie = cookies.systemAdmin): Promise<InboxPage> {
  const res = await call(t.app, 'GET', `/api/v1/contact-messages${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the contact inbox', () => {
  it('is only for system-level users', async () => {
    const signedOut = await call(t.app, 'GET', '/api/v1/contact-messages');
    expect(signedOut.statusCode).toBe(401);
    for (const cookie of [cookies.accountHolder, cookies.employee]) {
      expect((await call(t.app, 'GET', '/api/v1/contact-messages', { cookie })).statusCode).toBe(403);
    }
  });

  it('lists every message newest first, page by page, with the unread count and no sender address', async () => {
    for (const name of ['First Sender', 'Second Sender', 'Third Sender']) {
      expect((await send({ ...validMessage, name, company: '' }, `192.0.2.${name.length}`)).statusCode).toBe(
        201,
      );
    }
    const total = await messageCount();
    const first = await inbox('?limit=2');
    expect(first.items.map((i) => i.name)).toEqual(['Third Sender', 'Second Sender']);
    expect(first.items[0]?.company).toBeNull();
    expect(first.unreadCount).toBe(total);
    expect(JSON.stringify(first)).not.toContain('192.0.2.');

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: InboxPage = await inbox(`?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('marks a message read and unread again, auditing each change once', async () => {
    const [newest] = (await inbox('?limit=1')).items;
    if (!newest) throw new Error('no message');
    const unreadBefore = (await inbox()).unreadCount;
    const patch = (status: string, cookie = cookies.systemAdmin) =>
      call(t.app, 'PATCH', `/api/v1/contact-messages/${newest.id}`, { cookie, body: { status } });
    const audits = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'contact_message.status_changed'), eq(auditLog.targetId, newest.id)));

    const read = await patch('read');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: newest.id, status: 'read' });
    expect((await inbox()).unreadCount).toBe(unreadBefore - 1);
    expect((await inbox('?status=new')).items.map((i) => i.id)).not.toContain(newest.id);
    expect((await inbox('?status=read')).items.map((i) => i.id)).toEqual([newest.id]);

    // The same status again changes nothing and writes no second audit row.
    expect((await patch('read')).statusCode).toBe(200);
    expect(await audits()).toMatchObject([
      {
        companyId: SYSTEM_OWNER_COMPANY_ID,
        actorEmail: systemAdminEmail,
        targetType: 'contact_message',
        details: { from: 'new', to: 'read' },
      },
    ]);

    expect((await patch('new')).json()).toMatchObject({ status: 'new' });
    expect((await inbox()).unreadCount).toBe(unreadBefore);
    expect(await audits()).toHaveLength(2);
  });

  it('refuses a bad status, an unknown id and a customer admin, changing nothing', async () => {
    const [newest] = (await inbox('?limit=1')).items;
    if (!newest) throw new Error('no message');
    const url = `/api/v1/contact-messages/${newest.id}`;
    const bad = await call(t.app, 'PATCH', url, {
      cookie: cookies.systemAdmin,
      body: { status: 'archived' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: ['Choose new or read'] });
    const unknown = await call(
      t.app,
      'PATCH',
      '/api/v1/contact-messages/3f2b8c1e-1234-4abc-8def-0123456789ab',
      {
        cookie: cookies.systemAdmin,
        body: { status: 'read' },
      },
    );
    expect(unknown.statusCode).toBe(404);
    const notId = await call(t.app, 'PATCH', '/api/v1/contact-messages/42', {
      cookie: cookies.systemAdmin,
      body: { status: 'read' },
    });
    expect(notId.statusCode).toBe(400);
    const customer = await call(t.app, 'PATCH', url, {
      cookie: cookies.accountHolder,
      body: { status: 'read' },
    });
    expect(customer.statusCode).toBe(403);
    expect((await inbox('?limit=1')).items[0]?.status).toBe('new');
  });
});
