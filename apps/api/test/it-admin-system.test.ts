import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { RetriedJob, StoragePage, SystemReport } from '@competencyhub/domain/schemas/it-admin';
import { IT_ADMIN_MESSAGES } from '@competencyhub/domain/schemas/it-admin-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/db/migrate.ts';
import { companyStorage } from '../src/db/schema/files.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { levelConsistencyChecks } from '../src/db/schema/levels.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { checkStorage } from '../src/modules/it-admin/storage-check.ts';
import { CHECK_STORED_LEVELS } from '../src/modules/levels/consistency-check.ts';
import { HRIS_IMPORT_JOB } from '../src/modules/organisation/hris-apply.ts';
import { auditsOf, companyWithOwner, makeStoredFile, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * IT Administration's System tab (issue 24): what platform staff see of the platform's jobs, e-mails,
 * storage and stored-levels check, read from the rows themselves, and a failed job run again.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  // The outbox would send the e-mails this file queues: what waits is what the tab must count.
  await t.app.services.outbox.stop();
  staff = await signedInUser(t, {
    companyId: SYSTEM_OWNER_COMPANY_ID,
    role: 'system_admin',
    email: `staff-${Date.now()}@competencyhub.test`,
  });
});
afterAll(() => t.close());

const report = async (cookie = staff.cookie) => {
  const res = await call(t.app, 'GET', '/api/v1/it-admin/system', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json<SystemReport>();
};

const hourAgo = () => new Date(Date.now() - 3_600_000);

describe('IT Administration, System tab', () => {
  it('counts the jobs waiting, running and failed, the e-mails waiting and given up on, and the migrations', async () => {
    const before = await report();
    expect(before.database.kind).toBe(t.database.kind);
    expect(before.database.bytes).toBeGreaterThan(0);
    expect(before.database.serverVersion).toMatch(/^\d+/);
    expect(before.migrations).toMatchObject({ applied: MIGRATIONS.length, known: MIGRATIONS.length });
    expect(before.migrations.latest).toBe(MIGRATIONS.at(-1)?.name);
    expect(before.version.product).toMatch(/^\d+\.\d+\.\d+/);

    await t.database.db.insert(jobs).values([
      // Due an hour ago, unclaimed: waiting for a runner.
      { kind: CHECK_STORED_LEVELS, runAt: hourAgo() },
      // Due tomorrow.
      { kind: CHECK_STORED_LEVELS, runAt: new Date(Date.now() + 86_400_000) },
      // Claimed by a runner whose lease still runs.
      {
        kind: CHECK_STORED_LEVELS,
        runAt: hourAgo(),
        lockedUntil: new Date(Date.now() + 60_000),
        attempts: 1,
      },
      // Finished: not counted anywhere.
      { kind: CHECK_STORED_LEVELS, finishedAt: new Date() },
    ]);
    const [failed] = await t.database.db
      .insert(jobs)
      .values({ kind: CHECK_STORED_LEVELS, attempts: 5, failedAt: new Date(), lastError: 'x'.repeat(900) })
      .returning({ id: jobs.id });
    await t.database.db.insert(emailOutbox).values([
      { toAddress: 'wait@example.test', subject: 'Waiting', textBody: 'Hello', createdAt: hourAgo() },
      { toAddress: 'lost@example.test', subject: 'Lost', textBody: 'Hello', status: 'failed', attempts: 5 },
      { toAddress: 'sent@example.test', subject: 'Sent', textBody: 'Hello', status: 'sent' },
    ]);

    const after = await report();
    // The running one is not waiting: the tiles do not overlap.
    expect(after.jobs.queued - before.jobs.queued).toBe(2);
    expect(after.jobs.due - before.jobs.due).toBe(1);
    expect(after.jobs.running - before.jobs.running).toBe(1);
    expect(after.jobs.failed - before.jobs.failed).toBe(1);
    expect(new Date(after.jobs.oldestDueAt ?? '').getTime()).toBeLessThanOrEqual(
      hourAgo().getTime() + 60_000,
    );
    expect(after.outbox.pending - before.outbox.pending).toBe(1);
    expect(after.outbox.failed - before.outbox.failed).toBe(1);
    const shown = after.failedJobs.find((job) => job.id === failed?.id);
    expect(shown).toMatchObject({ kind: CHECK_STORED_LEVELS, attempts: 5, retryable: true });
    // The error is cut to what the page shows.
    expect(shown?.lastError).toHaveLength(500);
  });

  it('runs a failed job again once, audited, and refuses a job that has not failed or may not be rerun', async () => {
    const [failed, hris, waiting] = await t.database.db
      .insert(jobs)
      .values([
        { kind: CHECK_STORED_LEVELS, attempts: 5, failedAt: new Date(), lastError: 'database away' },
        { kind: HRIS_IMPORT_JOB, attempts: 5, failedAt: new Date(), lastError: 'stopped' },
        { kind: CHECK_STORED_LEVELS, runAt: new Date(Date.now() + 86_400_000) },
      ])
      .returning({ id: jobs.id });
    const retry = (id: string | undefined, cookie = staff.cookie) =>
      call(t.app, 'POST', `/api/v1/it-admin/jobs/${id}/retry`, { cookie });

    const hrisShown = (await report()).failedJobs.find((job) => job.id === hris?.id);
    expect(hrisShown?.retryable).toBe(false);
    const refusedHris = await retry(hris?.id);
    expect(refusedHris.statusCode).toBe(409);
    expect(refusedHris.json<{ detail: string }>().detail).toBe(IT_ADMIN_MESSAGES.jobNotRetryable);
    const refusedWaiting = await retry(waiting?.id);
    expect(refusedWaiting.statusCode).toBe(409);
    expect(refusedWaiting.json<{ detail: string }>().detail).toBe(IT_ADMIN_MESSAGES.jobNotFailed);
    expect((await retry('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const done = await retry(failed?.id);
    expect(done.statusCode).toBe(200);
    expect(done.json<RetriedJob>()).toMatchObject({ id: failed?.id, kind: CHECK_STORED_LEVELS });
    const [row] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, failed?.id ?? ''));
    expect(row).toMatchObject({ failedAt: null, attempts: 0, lockedUntil: null });
    expect((await report()).failedJobs.some((job) => job.id === failed?.id)).toBe(false);
    // The next tick of a runner claims it and it finishes.
    await t.app.services.jobs.runDue();
    const [ran] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, failed?.id ?? ''));
    expect(ran?.finishedAt).not.toBeNull();
    const audits = await auditsOf(t.database, 'job.retried', { actorId: staff.id });
    expect(audits.map((a) => [a.companyId, a.targetId, (a.details as { kind: string }).kind])).toEqual([
      [SYSTEM_OWNER_COMPANY_ID, failed?.id, CHECK_STORED_LEVELS],
    ]);
    // Nothing the HRIS job or the waiting one had changed.
    const [hrisAfter] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, hris?.id ?? ''));
    expect(hrisAfter?.failedAt).not.toBeNull();
  });

  it('lists each company by the space its files take, kept as people upload and remove them', async () => {
    const { company } = await companyWithOwner(t, { name: 'Storage Firm' });
    const person = await signedInUser(t, { companyId: company.id });
    const storageOf = async () => {
      const page = (
        await call(t.app, 'GET', '/api/v1/it-admin/storage?limit=100', { cookie: staff.cookie })
      ).json<StoragePage>();
      return page.items.find((item) => item.companyId === company.id);
    };
    expect(await storageOf()).toBeUndefined();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const upload = await call(t.app, 'PUT', '/api/v1/me/avatar', {
      cookie: person.cookie,
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.statusCode).toBe(200);
    const stored = await storageOf();
    expect(stored).toMatchObject({ companyName: 'Storage Firm', files: 1 });
    expect(stored?.bytes).toBeGreaterThan(0);
    const totals = (await report()).storage;
    expect(totals.files).toBeGreaterThanOrEqual(1);
    expect(totals.bytes).toBeGreaterThanOrEqual(stored?.bytes ?? 0);

    expect((await call(t.app, 'DELETE', '/api/v1/me/avatar', { cookie: person.cookie })).statusCode).toBe(
      200,
    );
    expect(await storageOf()).toBeUndefined();
  });

  it('pages the companies largest first', async () => {
    for (const [name, size] of [
      ['Paging Small', 10],
      ['Paging Large', 3000],
      ['Paging Middle', 500],
    ] as const) {
      const { company } = await companyWithOwner(t, { name });
      const person = await makeUser(t.database, { companyId: company.id });
      await makeStoredFile(t.database, {
        companyId: company.id,
        ownerId: person.id,
        bytes: Buffer.alloc(size, 1),
      });
    }
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: StoragePage = (
        await call(t.app, 'GET', `/api/v1/it-admin/storage?limit=1${query}`, { cookie: staff.cookie })
      ).json<StoragePage>();
      names.push(...page.items.map((item) => item.companyName));
      cursor = page.nextCursor;
    } while (cursor);
    const paging = names.filter((name) => name.startsWith('Paging'));
    expect(paging).toEqual(['Paging Large', 'Paging Middle', 'Paging Small']);
  });

  it('counts every company’s files at night, repairs a counter that drifted and shows what it found', async () => {
    const { company } = await companyWithOwner(t, { name: 'Drifted Firm' });
    const person = await makeUser(t.database, { companyId: company.id });
    for (const size of [100, 250]) {
      await makeStoredFile(t.database, {
        companyId: company.id,
        ownerId: person.id,
        bytes: Buffer.alloc(size, 1),
      });
    }
    const clean = await checkStorage(t.database);
    expect(clean.differences.find((d) => d.companyId === company.id)).toBeUndefined();
    expect(clean.companies).toBeGreaterThanOrEqual(1);

    // A write around the triggers (a hand-run statement, a partial restore) leaves the counter wrong.
    await t.database.db
      .update(companyStorage)
      .set({ files: 7, bytes: 9 })
      .where(eq(companyStorage.companyId, company.id));
    const found = await checkStorage(t.database);
    expect(found.repaired).toBe(true);
    expect(found.differences).toContainEqual({
      companyId: company.id,
      stored: { files: 7, bytes: 9 },
      counted: { files: 2, bytes: 350 },
    });
    const [counter] = await t.database.db
      .select()
      .from(companyStorage)
      .where(eq(companyStorage.companyId, company.id));
    expect(counter).toMatchObject({ files: 2, bytes: 350 });

    const shown = (await report()).storageCheck;
    expect(shown).toMatchObject({ mismatched: found.mismatched, repaired: true });
    expect(shown?.differences).toContainEqual({
      companyId: company.id,
      companyName: 'Drifted Firm',
      stored: { files: 7, bytes: 9 },
      counted: { files: 2, bytes: 350 },
    });
    // The next night finds nothing left to repair.
    expect(
      (await checkStorage(t.database)).differences.find((d) => d.companyId === company.id),
    ).toBeUndefined();
  });

  it('shows the latest nightly check of stored levels with what differed', async () => {
    const { company } = await companyWithOwner(t);
    const person = await makeUser(t.database, { companyId: company.id });
    const competencyId = '00000000-0000-4000-8000-0000000000c1';
    await t.database.db.insert(levelConsistencyChecks).values([
      { checkedAt: new Date(Date.now() - 86_400_000), sampled: 10, mismatched: 0, examples: [] },
      {
        sampled: 500,
        mismatched: 1,
        examples: [{ companyId: company.id, personId: person.id, competencyId, stored: 35, fresh: 40 }],
        fitsSampled: 200,
        fitsMismatched: 0,
      },
    ]);
    const check = (await report()).levelCheck;
    expect(check).toMatchObject({
      levels: { sampled: 500, mismatched: 1 },
      fits: { sampled: 200, mismatched: 0 },
      differences: [
        {
          kind: 'level',
          companyId: company.id,
          personId: person.id,
          competencyId,
          stored: 3.5,
          fresh: 4,
          otherFieldsDiffer: false,
        },
      ],
    });
  });

  it('is for platform staff only: a company’s own administrators are refused', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const itAdmin = await signedInUser(t, { companyId: company.id, role: 'company_it_admin' });
    for (const who of [cookie, itAdmin.cookie]) {
      expect((await call(t.app, 'GET', '/api/v1/it-admin/system', { cookie: who })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/v1/it-admin/storage', { cookie: who })).statusCode).toBe(403);
    }
  });
});
