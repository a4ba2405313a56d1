import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { PageTooltips, Tooltip, TooltipList } from '@competencyhub/domain/schemas/tooltips';
import { TOOLTIP_LIMITS, TOOLTIP_MESSAGES } from '@competencyhub/domain/schemas/tooltips-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditsOf, companyWithOwner, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * System Admin > Tooltips (issue 24): platform staff write them, every signed-in member reads the
 * page they are on and reports what it found; bad input changes nothing; every write is audited.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInUser>>;
let employee: Awaited<ReturnType<typeof signedInUser>>;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInUser(t, {
    companyId: SYSTEM_OWNER_COMPANY_ID,
    role: 'system_admin',
    email: `staff-${Date.now()}@competencyhub.test`,
  });
  const firm = await companyWithOwner(t);
  owner = firm.cookie;
  employee = await signedInUser(t, { companyId: firm.company.id, role: 'employee' });
});
afterAll(() => t.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  page: '/dashboard',
  selector: `[data-testid="save-${Math.random().toString(36).slice(2)}"]`,
  texts: { 'en-US': 'Saves your changes', 'de-DE': 'Speichert Ihre Änderungen' },
  ...overrides,
});

const create = async (body: unknown = input()) => {
  const res = await call(t.app, 'POST', '/api/v1/platform/tooltips', { cookie: staff.cookie, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Tooltip>();
};

const count = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from tooltips`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('writing tooltips', () => {
  it('lets platform staff create one, audited, and every signed-in member read it on its page', async () => {
    const created = await create();
    expect(created).toMatchObject({ page: '/dashboard', notFound: false, lastFoundAt: null });
    const [audit] = await auditsOf(t.database, 'tooltip.created', { actorId: staff.id });
    expect(audit).toMatchObject({ companyId: SYSTEM_OWNER_COMPANY_ID, targetId: created.id });
    expect(audit?.details).toMatchObject({ page: '/dashboard', languages: ['en-US', 'de-DE'] });

    for (const cookie of [employee.cookie, owner, staff.cookie]) {
      const res = await call(t.app, 'GET', '/api/v1/tooltips?page=/dashboard', { cookie });
      expect(res.statusCode).toBe(200);
      const found = res.json<PageTooltips>().items.find((item) => item.id === created.id);
      // Where and what only: not who wrote it or when a page found it.
      expect(found).toEqual({ id: created.id, selector: created.selector, texts: created.texts });
    }
    const other = await call(t.app, 'GET', '/api/v1/tooltips?page=/profile', { cookie: employee.cookie });
    expect(other.json<PageTooltips>().items.some((item) => item.id === created.id)).toBe(false);
    expect((await call(t.app, 'GET', '/api/v1/tooltips?page=/dashboard')).statusCode).toBe(401);
  });

  it('refuses every write to anyone but platform staff', async () => {
    const created = await create();
    for (const cookie of [employee.cookie, owner]) {
      const before = await count();
      const routes = [
        call(t.app, 'GET', '/api/v1/platform/tooltips', { cookie }),
        call(t.app, 'POST', '/api/v1/platform/tooltips', { cookie, body: input() }),
        call(t.app, 'PATCH', `/api/v1/platform/tooltips/${created.id}`, {
          cookie,
          body: { texts: { 'en-US': 'x' } },
        }),
        call(t.app, 'DELETE', `/api/v1/platform/tooltips/${created.id}`, { cookie }),
      ];
      for (const res of await Promise.all(routes)) expect(res.statusCode).toBe(403);
      expect(await count()).toBe(before);
    }
  });

  it('refuses bad input with a clear message and keeps nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ texts: { 'de-DE': 'Nur Deutsch' } }, 'texts.en-US', TOOLTIP_MESSAGES.englishRequired],
      [{ page: '/nowhere' }, 'page', TOOLTIP_MESSAGES.pageUnknown],
      [{ page: '/landing' }, 'page', TOOLTIP_MESSAGES.pageUnknown],
      [
        { selector: 'x'.repeat(TOOLTIP_LIMITS.selectorChars + 1) },
        'selector',
        TOOLTIP_MESSAGES.selectorTooLong,
      ],
      [
        { texts: { 'en-US': 'x'.repeat(TOOLTIP_LIMITS.textChars + 1) } },
        'texts.en-US',
        TOOLTIP_MESSAGES.textTooLong,
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call(t.app, 'POST', '/api/v1/platform/tooltips', {
        cookie: staff.cookie,
        body: input(overrides),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('keeps one tooltip per page and selector', async () => {
    const created = await create();
    const res = await call(t.app, 'POST', '/api/v1/platform/tooltips', {
      cookie: staff.cookie,
      body: input({ selector: created.selector }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(TOOLTIP_MESSAGES.duplicate);
  });

  it('changes one, audited with what changed, and forgets what pages reported when its selector moves', async () => {
    const created = await create();
    await call(t.app, 'POST', '/api/v1/tooltips/sightings', {
      cookie: employee.cookie,
      body: { page: '/dashboard', found: [created.id], missing: [] },
    });
    const res = await call(t.app, 'PATCH', `/api/v1/platform/tooltips/${created.id}`, {
      cookie: staff.cookie,
      body: { selector: '#new-place', texts: { 'en-US': 'New words' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Tooltip>()).toMatchObject({
      selector: '#new-place',
      texts: { 'en-US': 'New words' },
      lastFoundAt: null,
    });
    const audits = await auditsOf(t.database, 'tooltip.updated', { actorId: staff.id });
    expect(audits.at(-1)?.details).toMatchObject({
      fields: ['selector', 'texts'],
      before: { selector: created.selector, languages: ['en-US', 'de-DE'] },
      after: { selector: '#new-place', languages: ['en-US'] },
    });
    const missing = await call(
      t.app,
      'PATCH',
      '/api/v1/platform/tooltips/00000000-0000-4000-8000-000000000000',
      {
        cookie: staff.cookie,
        body: { selector: '#x' },
      },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('deletes one, audited; the page no longer shows it', async () => {
    const created = await create();
    const res = await call(t.app, 'DELETE', `/api/v1/platform/tooltips/${created.id}`, {
      cookie: staff.cookie,
    });
    expect(res.statusCode).toBe(200);
    const [audit] = await auditsOf(t.database, 'tooltip.deleted', { actorId: staff.id });
    expect(audit).toMatchObject({ targetId: created.id });
    expect(audit?.details).toMatchObject({ english: 'Saves your changes' });
    const page = await call(t.app, 'GET', '/api/v1/tooltips?page=/dashboard', { cookie: employee.cookie });
    expect(page.json<PageTooltips>().items.some((item) => item.id === created.id)).toBe(false);
    const again = await call(t.app, 'DELETE', `/api/v1/platform/tooltips/${created.id}`, {
      cookie: staff.cookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a tooltip beyond the platform’s limit', async () => {
    const room = TOOLTIP_LIMITS.total - (await count());
    // Spread over pages so no page reaches its own limit first.
    await t.database.db.execute(sql`
      insert into tooltips (page, selector, texts)
      select (array['/competencies','/experience','/career-plan','/personal-development','/learning','/job-profiles'])[1 + n % 6],
        '#filler-' || n, '{"en-US":"Filler"}'::jsonb
      from generate_series(1, ${room}) as n`);
    const before = await count();
    const res = await call(t.app, 'POST', '/api/v1/platform/tooltips', {
      cookie: staff.cookie,
      body: input({ page: '/profile' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(TOOLTIP_MESSAGES.tooMany);
    expect(await count()).toBe(before);
    await t.database.db.execute(sql`delete from tooltips where selector like '#filler-%'`);
  });
});

describe('the Tooltips tab’s list', () => {
  it('pages the list with a total, and flags a tooltip last missed more recently than found', async () => {
    const found = await create(input({ page: '/it-admin' }));
    const lost = await create(input({ page: '/it-admin' }));
    const report = await call(t.app, 'POST', '/api/v1/tooltips/sightings', {
      cookie: employee.cookie,
      body: { page: '/it-admin', found: [found.id], missing: [lost.id] },
    });
    expect(report.json()).toEqual({ recorded: 2 });
    // The same report at once writes nothing: a tooltip is recorded at most every few minutes.
    const again = await call(t.app, 'POST', '/api/v1/tooltips/sightings', {
      cookie: employee.cookie,
      body: { page: '/it-admin', found: [found.id], missing: [lost.id] },
    });
    expect(again.json()).toEqual({ recorded: 0 });
    // Another page's report cannot touch them.
    const elsewhere = await call(t.app, 'POST', '/api/v1/tooltips/sightings', {
      cookie: employee.cookie,
      body: { page: '/dashboard', found: [], missing: [found.id] },
    });
    expect(elsewhere.json()).toEqual({ recorded: 0 });

    const list = await call(t.app, 'GET', '/api/v1/platform/tooltips?page=/it-admin', {
      cookie: staff.cookie,
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<TooltipList>();
    expect(body.total).toBe(2);
    expect(body.nextOffset).toBeNull();
    expect(body.items.find((item) => item.id === found.id)).toMatchObject({ notFound: false });
    expect(body.items.find((item) => item.id === lost.id)).toMatchObject({
      notFound: true,
      lastFoundAt: null,
      lastMissingAt: expect.any(String),
    });

    // Found later than missed: no longer flagged.
    await t.database.db.execute(
      sql`update tooltips set last_missing_at = now() - interval '1 hour' where id = ${lost.id}`,
    );
    await call(t.app, 'POST', '/api/v1/tooltips/sightings', {
      cookie: owner,
      body: { page: '/it-admin', found: [lost.id], missing: [] },
    });
    const later = await call(t.app, 'GET', '/api/v1/platform/tooltips?page=/it-admin', {
      cookie: staff.cookie,
    });
    expect(later.json<TooltipList>().items.find((item) => item.id === lost.id)?.notFound).toBe(false);
  });

  it('answers 50 at a time with where the next page starts', async () => {
    await t.database.db.execute(sql`
      insert into tooltips (page, selector, texts)
      select '/learning', '#paged-' || n, '{"en-US":"Paged"}'::jsonb from generate_series(1, 60) as n`);
    const first = (
      await call(t.app, 'GET', '/api/v1/platform/tooltips?page=/learning', { cookie: staff.cookie })
    ).json<TooltipList>();
    expect(first).toMatchObject({ total: 60, nextOffset: TOOLTIP_LIMITS.listPage });
    expect(first.items).toHaveLength(TOOLTIP_LIMITS.listPage);
    const second = (
      await call(t.app, 'GET', `/api/v1/platform/tooltips?page=/learning&offset=${first.nextOffset}`, {
        cookie: staff.cookie,
      })
    ).json<TooltipList>();
    expect(second).toMatchObject({ total: 60, nextOffset: null });
    expect(second.items).toHaveLength(10);
    await t.database.db.execute(sql`delete from tooltips where selector like '#paged-%'`);
  });
});
