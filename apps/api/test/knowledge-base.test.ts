import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import {
  KNOWLEDGE_FETCH_PROBLEMS,
  KNOWLEDGE_MESSAGES,
} from '@competencyhub/domain/schemas/knowledge-base-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script shared with the browser tests; its types are not checked here
import { startKnowledgeSite } from '../../../scripts/knowledge-site-stand-in.mjs';
import { knowledgePassages, knowledgeSources } from '../src/db/schema/knowledge-base.ts';
import { auditsOf, makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, outboxTo, type TestApp } from './test-app.ts';

interface Site {
  url: string;
  requests: { path: string; userAgent?: string }[];
  setPage(name: string, page: { status?: number; type?: string; body?: string | Buffer }): void;
  close(): Promise<void>;
}

let t: TestApp;
let site: Site;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
  site = await startKnowledgeSite();
});
afterAll(async () => {
  await site.close();
  await t.close();
});
// The test site listens on loopback, which the server reads from only when the operator allows it.
beforeEach(() => {
  (t.app.services.config as { KNOWLEDGE_BASE_ALLOWED_NETWORKS: string[] }).KNOWLEDGE_BASE_ALLOWED_NETWORKS = [
    '127.0.0.1/32',
  ];
});

type Role = 'employee' | 'team_manager' | 'learning_lead' | 'company_it_admin' | 'account_holder';

async function companyWith(...roles: Role[]) {
  const company = await makeCompany(t.database);
  const people = [];
  for (const role of roles) people.push(await signedInUser(t, { companyId: company.id, role }));
  return { company, people };
}

const submit = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/knowledge-base/sources', { cookie, body });
const list = (cookie: string, query = '') =>
  call(t.app, 'GET', `/api/v1/knowledge-base/sources${query}`, { cookie });
const act = (cookie: string, id: string, action: 'approve' | 'reject' | 'refetch', body?: unknown) =>
  call(t.app, 'POST', `/api/v1/knowledge-base/sources/${id}/${action}`, { cookie, body: body ?? {} });
const ask = async (cookie: string, message: string, locale = 'en-US') => {
  const res = await call(t.app, 'POST', '/api/v1/assistant/messages', { cookie, body: { message, locale } });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    answer: { citations: { kind: string; title: string; url: string; excerpt: string }[] };
  };
};
const knowledgeCitations = (reply: Awaited<ReturnType<typeof ask>>) =>
  reply.answer.citations.filter((citation) => citation.kind === 'knowledge');
const passagesOf = (sourceId: string) =>
  t.database.db.select().from(knowledgePassages).where(eq(knowledgePassages.sourceId, sourceId));

const HOTELS = 'How are hotels for business trips approved?';

describe('the company knowledge base', () => {
  it("a learning lead's page is read at once, split into passages, and quoted to the company's people", async () => {
    const { company, people } = await companyWith('learning_lead', 'employee');
    const [lead, employee] = people as [
      Awaited<ReturnType<typeof signedInUser>>,
      Awaited<ReturnType<typeof signedInUser>>,
    ];
    const url = `${site.url}/handbook/travel`;
    const res = await submit(lead.cookie, {
      url,
      title: 'Travel policy',
      description: 'How to book trips and claim expenses',
      tags: ['travel', 'expenses'],
      category: 'hr_policies',
      notes: 'From the 2026 handbook',
    });
    expect(res.statusCode).toBe(201);
    const { autoApproved, source } = res.json();
    expect(autoApproved).toBe(true);
    expect(source).toMatchObject({
      url,
      title: 'Travel policy',
      status: 'ready',
      category: 'hr_policies',
      tags: ['travel', 'expenses'],
      searchConfig: 'english',
      contentType: 'text/html',
      submittedBy: { id: lead.id, fullName: lead.fullName },
      fetchProblem: null,
    });
    expect(source.passageCount).toBeGreaterThan(1);
    // The site saw who read it.
    expect(site.requests.at(-1)?.userAgent).toContain('CompetencyHub-KnowledgeBase');
    const passages = await passagesOf(source.id);
    const text = passages.map((passage) => `${passage.heading} ${passage.body}`).join(' ');
    expect(text).toContain('Wanderly travel portal');
    expect(text).toContain('Hotels and meals');
    // Readability keeps the article, not the page's furniture or its scripts.
    expect(text).not.toContain('Copyright Acme Corp');
    expect(text).not.toContain('document.cookie');
    expect(text).not.toContain('onerror');
    expect(await auditsOf(t.database, 'knowledge_source.added', { companyId: company.id })).toHaveLength(1);

    const reply = await ask(employee.cookie, HOTELS);
    const cited = knowledgeCitations(reply);
    expect(cited[0]).toMatchObject({ kind: 'knowledge', url });
    expect(cited[0]?.title).toContain('Travel policy');
    expect(
      cited
        .map((c) => c.excerpt)
        .join(' ')
        .toLowerCase(),
    ).toContain('**hotels**');

    // That no other company's people get these passages, however they ask: knowledge-isolation.test.ts.
  });

  it("an employee's suggestion waits for review, unread, until an account holder approves it", async () => {
    const { company, people } = await companyWith('employee', 'account_holder');
    const [employee, owner] = people as [
      Awaited<ReturnType<typeof signedInUser>>,
      Awaited<ReturnType<typeof signedInUser>>,
    ];
    const url = `${site.url}/handbook/remote-work.txt`;
    const readsBefore = site.requests.filter((r) => r.path === '/handbook/remote-work.txt').length;
    const res = await submit(employee.cookie, { url, title: 'Remote work', category: 'company_handbook' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      autoApproved: false,
      source: { status: 'pending_review', passageCount: 0 },
    });
    const id = res.json().source.id as string;
    expect(site.requests.filter((r) => r.path === '/handbook/remote-work.txt').length).toBe(readsBefore);
    expect(knowledgeCitations(await ask(employee.cookie, 'How many days can I work from home?'))).toEqual([]);

    // The employee cannot review (or even list) the knowledge base.
    expect((await list(employee.cookie)).statusCode).toBe(403);
    expect((await act(employee.cookie, id, 'approve')).statusCode).toBe(403);

    // The account holder hears of the first suggestion waiting, with nothing clickable from the submitter.
    const [mail] = await outboxTo(t.database, owner.email);
    expect(mail?.subject).toBe('A page is waiting for review in your CompetencyHub knowledge base');
    expect(mail?.textBody).toContain('“Remote work”');
    expect(mail?.textBody).toContain('http://localhost:3999/company-admin?tab=knowledge-base');
    expect(mail?.textBody).not.toContain(url);
    const second = await submit(employee.cookie, {
      url: `${site.url}/pages/second-${company.id}`,
      title: 'Second',
    });
    expect(second.statusCode).toBe(201);
    expect(await outboxTo(t.database, owner.email)).toHaveLength(1);

    const pending = (await list(owner.cookie, '?status=pending_review')).json();
    expect(pending.counts).toEqual({ pending_review: 2, ready: 0, rejected: 0 });
    expect(pending.items.map((item: { id: string }) => item.id)).toEqual([second.json().source.id, id]);

    const approved = await act(owner.cookie, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'ready',
      autoApproved: false,
      reviewedBy: { id: owner.id },
      contentType: 'text/plain',
    });
    expect(await auditsOf(t.database, 'knowledge_source.approved', { companyId: company.id })).toHaveLength(
      1,
    );
    const cited = knowledgeCitations(await ask(employee.cookie, 'How many days can I work from home?'));
    // The passage's heading is the page's title: said once.
    expect(cited[0]).toMatchObject({ url, title: 'Remote work' });
    // A page is reviewed once.
    expect((await act(owner.cookie, id, 'approve')).json()).toMatchObject({
      status: 409,
      detail: KNOWLEDGE_MESSAGES.notPending,
    });
  });

  it('a rejection keeps the reason, is audited, and lets the page be suggested again', async () => {
    const { company, people } = await companyWith('team_manager', 'account_holder');
    const [manager, owner] = people as [
      Awaited<ReturnType<typeof signedInUser>>,
      Awaited<ReturnType<typeof signedInUser>>,
    ];
    const url = `${site.url}/handbook/travel`;
    const id = (await submit(manager.cookie, { url, title: 'Travel' })).json().source.id as string;
    // A reason is required.
    const blank = await act(owner.cookie, id, 'reject', { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.reason).toEqual([KNOWLEDGE_MESSAGES.reasonRequired]);
    const res = await act(owner.cookie, id, 'reject', { reason: 'Out of date: see the 2027 policy' });
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Out of date: see the 2027 policy',
      reviewedBy: { id: owner.id },
    });
    const [rejection] = await outboxTo(t.database, manager.email);
    expect(rejection?.subject).toBe('Your suggestion for the CompetencyHub knowledge base was not added');
    expect(rejection?.textBody).toContain('“Out of date: see the 2027 policy”');
    const [audit] = await auditsOf(t.database, 'knowledge_source.rejected', { companyId: company.id });
    expect(audit?.details).toMatchObject({ url, reason: 'Out of date: see the 2027 policy' });
    expect((await act(owner.cookie, id, 'approve')).statusCode).toBe(409);
    expect((await submit(manager.cookie, { url, title: 'Travel, again' })).statusCode).toBe(201);
    // Pending now: the same page cannot be suggested twice.
    const twice = await submit(manager.cookie, { url: `${url}#hotels`, title: 'Travel, thrice' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.url).toEqual([KNOWLEDGE_MESSAGES.alreadySuggested]);
    // The account holder adding it meanwhile is told it waits for review (and approves it instead).
    const mine = await submit(owner.cookie, { url, title: 'Travel (owner)' });
    expect(mine.json().detail).toBe(KNOWLEDGE_MESSAGES.alreadySuggested);
  });

  it('a company can require review for everyone, administrators and learning leads included', async () => {
    const { company, people } = await companyWith('account_holder', 'learning_lead', 'company_it_admin');
    const [owner, lead, itAdmin] = people as [
      Awaited<ReturnType<typeof signedInUser>>,
      Awaited<ReturnType<typeof signedInUser>>,
      Awaited<ReturnType<typeof signedInUser>>,
    ];
    // IT administrators are administrators: their pages go straight in…
    const direct = await submit(itAdmin.cookie, {
      url: `${site.url}/handbook/parental-leave.pdf`,
      title: 'Leave',
    });
    expect(direct.json().autoApproved).toBe(true);
    // …but the knowledge base's page is the account holder's.
    expect((await list(itAdmin.cookie)).statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', '/api/v1/knowledge-base/settings', { cookie: owner.cookie })).json(),
    ).toEqual({
      reviewEveryone: false,
    });
    const set = await call(t.app, 'PUT', '/api/v1/knowledge-base/settings', {
      cookie: owner.cookie,
      body: { reviewEveryone: true },
    });
    expect(set.json()).toEqual({ reviewEveryone: true });
    expect(await auditsOf(t.database, 'knowledge_settings.updated', { companyId: company.id })).toHaveLength(
      1,
    );
    const res = await submit(lead.cookie, { url: `${site.url}/handbook/travel`, title: 'Travel' });
    expect(res.json()).toMatchObject({ autoApproved: false, source: { status: 'pending_review' } });
    const mine = await submit(owner.cookie, { url: `${site.url}/handbook/remote-work.txt`, title: 'Remote' });
    expect(mine.json().autoApproved).toBe(false);
  });

  it('reads plain text, PDF (also served as octet-stream), compressed pages and German pages in their language', async () => {
    const { people } = await companyWith('account_holder', 'employee');
    const [owner, employee] = people as [
      Awaited<ReturnType<typeof signedInUser>>,
      Awaited<ReturnType<typeof signedInUser>>,
    ];
    const pdf = (
      await submit(owner.cookie, { url: `${site.url}/handbook/parental-leave.pdf`, title: 'Leave' })
    ).json();
    expect(pdf.source).toMatchObject({ contentType: 'application/pdf', status: 'ready' });
    expect((await passagesOf(pdf.source.id)).map((p) => p.body).join(' ')).toContain(
      'twenty weeks of paid parental leave',
    );
    const download = await submit(owner.cookie, {
      url: `${site.url}/handbook/leave-download`,
      title: 'Leave (file)',
    });
    expect(download.json().source.contentType).toBe('application/pdf');
    const compressed = await submit(owner.cookie, {
      url: `${site.url}/handbook/compressed`,
      title: 'Travel (gz)',
    });
    expect(compressed.statusCode).toBe(201);
    expect((await passagesOf(compressed.json().source.id)).map((p) => p.body).join(' ')).toContain(
      'Wanderly',
    );

    const german = await submit(owner.cookie, {
      url: `${site.url}/handbook/reisen`,
      title: 'Reiserichtlinie',
    });
    expect(german.json().source.searchConfig).toBe('german');
    // German stems: "Dienstreise" finds "Dienstreisen", "buche" finds "gebucht".
    const reply = await ask(employee.cookie, 'Wie buche ich eine Dienstreise?', 'de-DE');
    expect(knowledgeCitations(reply)[0]).toMatchObject({ url: `${site.url}/handbook/reisen` });
    // A text file says no language: the submitter's is used.
    const text = await submit(owner.cookie, {
      url: `${site.url}/handbook/remote-work.txt`,
      title: 'Télétravail',
      locale: 'fr-FR',
    });
    expect(text.json().source.searchConfig).toBe('french');
  });

  it('re-reads a page (keeping the old passages when it fails, and saying why) and deletes it', async () => {
    const { company, people } = await companyWith('account_holder', 'employee');
    const [owner, employee] = people as [
      Awaited<ReturnType<typeof signedInUser>>,
      Awaited<ReturnType<typeof signedInUser>>,
    ];
    const name = `changing-${company.id}`;
    site.setPage(name, {
      body: '<html lang="en"><body><article><p>The canteen serves lunch from noon until two o\'clock, with a vegetarian dish every day of the week.</p></article></body></html>',
    });
    const url = `${site.url}/pages/${name}`;
    const id = (await submit(owner.cookie, { url, title: 'Canteen' })).json().source.id as string;
    expect(knowledgeCitations(await ask(employee.cookie, 'When does the canteen serve lunch?'))[0]?.url).toBe(
      url,
    );

    site.setPage(name, {
      body: '<html lang="en"><body><article><p>The canteen is closed for renovation until March; the food trucks in the courtyard serve lunch instead.</p></article></body></html>',
    });
    const again = await act(owner.cookie, id, 'refetch');
    expect(again.statusCode).toBe(200);
    expect((await passagesOf(id)).map((p) => p.body).join(' ')).toContain('food trucks');
    expect(await auditsOf(t.database, 'knowledge_source.refetched', { companyId: company.id })).toHaveLength(
      1,
    );

    site.setPage(name, { status: 500, body: 'Server error' });
    const failed = await act(owner.cookie, id, 'refetch');
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({
      code: 'KNOWLEDGE_FETCH_FAILED',
      detail: KNOWLEDGE_FETCH_PROBLEMS.http_status,
      params: { status: 500 },
    });
    expect((await passagesOf(id)).map((p) => p.body).join(' ')).toContain('food trucks');
    const detail = (
      await call(t.app, 'GET', `/api/v1/knowledge-base/sources/${id}`, { cookie: owner.cookie })
    ).json();
    expect(detail.source).toMatchObject({ status: 'ready', fetchProblem: 'http_status' });
    expect(detail.passages[0].body).toContain('food trucks');

    const removed = await call(t.app, 'DELETE', `/api/v1/knowledge-base/sources/${id}`, {
      cookie: owner.cookie,
    });
    expect(removed.json()).toEqual({ ok: true });
    expect(await passagesOf(id)).toEqual([]);
    expect(knowledgeCitations(await ask(employee.cookie, 'When does the canteen serve lunch?'))).toEqual([]);
    const [audit] = await auditsOf(t.database, 'knowledge_source.deleted', { companyId: company.id });
    expect(audit?.details).toMatchObject({ url, title: 'Canteen' });
  });

  it('product-wide content from platform staff answers every company, which can neither see nor change it', async () => {
    const admin = await signedInUser(t, { companyId: SYSTEM_OWNER_COMPANY_ID, role: 'system_admin' });
    const url = `${site.url}/handbook/custom?title=Skills%20taxonomy%20primer&text=${encodeURIComponent(
      'A skills taxonomy groups the Zephyrine competencies into families, so that job profiles across a company use the same words for the same skills.',
    )}`;
    const res = await call(t.app, 'POST', '/api/v1/platform/knowledge-base/sources', {
      cookie: admin.cookie,
      body: { url, title: 'Skills taxonomy primer', category: 'best_practices' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ autoApproved: true, source: { productWide: true, status: 'ready' } });
    const id = res.json().source.id as string;
    const { people } = await companyWith('account_holder', 'employee');
    const [owner, employee] = people as [
      Awaited<ReturnType<typeof signedInUser>>,
      Awaited<ReturnType<typeof signedInUser>>,
    ];
    expect(
      knowledgeCitations(await ask(employee.cookie, 'What is a Zephyrine skills taxonomy?'))[0]?.url,
    ).toBe(url);
    // Not the company's own: not in its list, and not its to change.
    expect((await list(owner.cookie)).json().items).toEqual([]);
    expect(
      (await call(t.app, 'DELETE', `/api/v1/knowledge-base/sources/${id}`, { cookie: owner.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await act(owner.cookie, id, 'refetch')).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/v1/platform/knowledge-base/sources', { cookie: owner.cookie }))
        .statusCode,
    ).toBe(403);
    const platformList = (
      await call(t.app, 'GET', '/api/v1/platform/knowledge-base/sources', { cookie: admin.cookie })
    ).json();
    expect(platformList.items.map((item: { id: string }) => item.id)).toContain(id);
    const deleted = await call(t.app, 'DELETE', `/api/v1/platform/knowledge-base/sources/${id}`, {
      cookie: admin.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    expect(knowledgeCitations(await ask(employee.cookie, 'What is a Zephyrine skills taxonomy?'))).toEqual(
      [],
    );
  });

  it('searches with every word of a long question, whatever its place in the alphabet', async () => {
    const { company, people } = await companyWith('account_holder');
    const [owner] = people as [Awaited<ReturnType<typeof signedInUser>>];
    const url = `${site.url}/handbook/custom?title=${encodeURIComponent('Volunteering')}&text=${encodeURIComponent(
      `Every employee of ${company.name} may take two zucchini-harvest days a year to volunteer at the community farm.`,
    )}`;
    expect((await submit(owner.cookie, { url, title: 'Volunteering days' })).statusCode).toBe(201);
    const question =
      // Twelve stems before "zucchini" in the alphabet, which a tsvector sorts its stems by.
      'Aardvarks, abacuses, accordions, acorns, adzes, aglets, albatrosses, alpacas, amulets, anvils, aprons, arbors: how many zucchini-harvest days are there?';
    expect(knowledgeCitations(await ask(owner.cookie, question))[0]?.url).toBe(url);
  });

  it('lists with filters, a search and pages of results', async () => {
    const { people } = await companyWith('account_holder', 'employee');
    const [owner, employee] = people as [
      Awaited<ReturnType<typeof signedInUser>>,
      Awaited<ReturnType<typeof signedInUser>>,
    ];
    for (let index = 0; index < 5; index++) {
      await submit(employee.cookie, {
        url: `${site.url}/pages/list-${index}`,
        title: `Suggestion ${index}`,
        tags: index === 3 ? ['onboarding'] : [],
        category: index % 2 ? 'compliance' : 'general',
      });
    }
    const first = (await list(owner.cookie, '?limit=2')).json();
    expect(first.items.map((item: { title: string }) => item.title)).toEqual([
      'Suggestion 4',
      'Suggestion 3',
    ]);
    const second = (await list(owner.cookie, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((item: { title: string }) => item.title)).toEqual([
      'Suggestion 2',
      'Suggestion 1',
    ]);
    expect((await list(owner.cookie, '?category=compliance')).json().items).toHaveLength(2);
    expect(
      (await list(owner.cookie, '?q=onboard')).json().items.map((i: { title: string }) => i.title),
    ).toEqual(['Suggestion 3']);
    expect((await list(owner.cookie, '?q=100%25')).json().items).toEqual([]);
  });

  it('refuses bad input with clear messages and stores nothing', async () => {
    const { company, people } = await companyWith('account_holder');
    const [owner] = people as [Awaited<ReturnType<typeof signedInUser>>];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: `${site.url}/handbook/travel` }, 'title', KNOWLEDGE_MESSAGES.titleRequired],
      [{ url: `${site.url}/handbook/travel`, title: '   ' }, 'title', KNOWLEDGE_MESSAGES.titleRequired],
      [{ url: 'javascript:alert(1)', title: 'X' }, 'url', KNOWLEDGE_MESSAGES.urlInvalid],
      [{ url: 'file:///etc/passwd', title: 'X' }, 'url', KNOWLEDGE_MESSAGES.urlInvalid],
      [{ url: 'ftp://example.com/a', title: 'X' }, 'url', KNOWLEDGE_MESSAGES.urlInvalid],
      [{ url: 'https://user:secret@example.com/', title: 'X' }, 'url', KNOWLEDGE_MESSAGES.urlInvalid],
      [{ url: '', title: 'X' }, 'url', KNOWLEDGE_MESSAGES.urlRequired],
      [{ url: `${site.url}/a`, title: 'X', tags: ['a', 'A'] }, 'tags', KNOWLEDGE_MESSAGES.tagTwice],
      [{ url: `${site.url}/a`, title: 'X', tags: [' '] }, 'tags.0', KNOWLEDGE_MESSAGES.tagEmpty],
      [{ url: `${site.url}/a`, title: 'X', category: 'gossip' }, 'category', KNOWLEDGE_MESSAGES.category],
      [
        { url: `${site.url}/a`, title: 'X', notes: 'n'.repeat(2001) },
        'notes',
        KNOWLEDGE_MESSAGES.notesTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await submit(owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    const failures: [string, keyof typeof KNOWLEDGE_FETCH_PROBLEMS][] = [
      ['/image.png', 'unsupported_type'],
      ['/empty', 'no_text'],
      ['/missing', 'http_status'],
      ['/huge', 'too_large'],
      ['/gzip-bomb', 'too_large'],
      ['/broken.pdf', 'unreadable'],
      // A few hundred KB that unpack to 200 MB: refused before pdf.js unpacks them.
      ['/bomb.pdf', 'too_large'],
      ['/redirect?hops=4', 'too_many_redirects'],
    ];
    for (const [path, problem] of failures) {
      const res = await submit(owner.cookie, { url: `${site.url}${path}`, title: 'Broken' });
      expect(res.statusCode, path).toBe(422);
      expect(res.json(), path).toMatchObject({
        code: 'KNOWLEDGE_FETCH_FAILED',
        detail: KNOWLEDGE_FETCH_PROBLEMS[problem],
        errors: { url: [KNOWLEDGE_FETCH_PROBLEMS[problem]] },
      });
    }
    // Three redirects are followed.
    expect(
      (await submit(owner.cookie, { url: `${site.url}/redirect?hops=3`, title: 'Travel' })).statusCode,
    ).toBe(201);
    const stored = await t.database.db
      .select({ url: knowledgeSources.url })
      .from(knowledgeSources)
      .where(eq(knowledgeSources.companyId, company.id));
    expect(stored.map((row) => row.url)).toEqual([`${site.url}/redirect?hops=3`]);
  });

  it('limits submissions per person', async () => {
    const { people } = await companyWith('employee');
    const [employee] = people as [Awaited<ReturnType<typeof signedInUser>>];
    for (let index = 0; index < 30; index++) {
      expect(
        (await submit(employee.cookie, { url: `${site.url}/pages/many-${index}`, title: `P${index}` }))
          .statusCode,
      ).toBe(201);
    }
    const refused = await submit(employee.cookie, {
      url: `${site.url}/pages/many-31`,
      title: 'One too many',
    });
    expect(refused.statusCode).toBe(429);
  });

  it('refuses at once a suggestion the server could never read, though it is kept unread for review', async () => {
    const { company, people } = await companyWith('employee');
    const [employee] = people as [Awaited<ReturnType<typeof signedInUser>>];
    (t.app.services.config as { KNOWLEDGE_BASE_ALLOWED_NETWORKS: string[] }).KNOWLEDGE_BASE_ALLOWED_NETWORKS =
      [];
    const readsBefore = site.requests.length;
    for (const [url, problem] of [
      [`${site.url}/handbook/travel`, 'blocked_address'],
      ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
      ['http://10.1.2.3/intranet', 'blocked_address'],
      ['https://no-such-host.invalid/handbook', 'unresolvable'],
    ] as const) {
      const res = await submit(employee.cookie, { url, title: 'Probe' });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail, url).toBe(KNOWLEDGE_FETCH_PROBLEMS[problem]);
    }
    expect(site.requests.length).toBe(readsBefore);
    const kept = await t.database.db
      .select()
      .from(knowledgeSources)
      .where(eq(knowledgeSources.companyId, company.id));
    expect(kept).toEqual([]);
  });
});
