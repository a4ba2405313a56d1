import { randomUUID } from 'node:crypto';
import type { EvidenceList } from '@competencyhub/domain/schemas/assessments';
import { certificationStatus } from '@competencyhub/domain/schemas/experience';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeCompany, makeFramework, makeRating, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

async function world() {
  const company = await makeCompany(t.database);
  const framework = await makeFramework(t.database, { companyId: company.id });
  const ann = await signedInUser(t, { companyId: company.id, fullName: 'Ann Holder' });
  const boss = await signedInUser(t, { companyId: company.id, role: 'team_manager', fullName: 'Bo Boss' });
  const peer = await signedInUser(t, { companyId: company.id, fullName: 'Pia Peer' });
  await t.database.db.update(profiles).set({ lineManagerId: boss.id }).where(eq(profiles.id, ann.id));
  return { company, framework, ann, boss, peer, competencyId: framework.competencyId };
}

const listOf = async (cookie: string, query: string): Promise<EvidenceList> => {
  const res = await call(t.app, 'GET', `/api/v1/assessments/evidence?${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const rate = (cookie: string, url: string, competencyId: string, urls: string[]) =>
  call(t.app, 'POST', url, {
    cookie,
    body: {
      ratings: [
        { competencyId, level: 3, comment: '', evidence: urls.map((link) => ({ kind: 'link', url: link })) },
      ],
    },
  });

/**
 * A person's evidence for one competency (decision 0065): the links and files of their own and their
 * manager's ratings and the certifications linked to it, newest first, each with its day and adder.
 */
describe('the evidence list of a person and competency', () => {
  it('lists rating links and certifications with their adder, newest first, and never a colleague’s piece', async () => {
    const w = await world();
    const own = await rate(w.ann.cookie, '/api/v1/assessments/me', w.competencyId, [
      'https://wiki.example.test/design-doc',
      'https://wiki.example.test/talk',
    ]);
    expect(own.statusCode, own.body).toBe(201);
    const managed = await rate(w.boss.cookie, `/api/v1/assessments/people/${w.ann.id}`, w.competencyId, [
      'https://wiki.example.test/review',
    ]);
    expect(managed.statusCode, managed.body).toBe(201);
    // A colleague's answer that carried a piece (none can through the API): never shown to anyone.
    const { id: peerRating } = await makeRating(t.database, {
      companyId: w.company.id,
      frameworkId: w.framework.frameworkId,
      competencyId: w.competencyId,
      subjectId: w.ann.id,
      raterId: w.peer.id,
      source: 'peer',
      level: 2,
    });
    await t.database.db.execute(sql`
      insert into evidence (company_id, person_id, competency_id, kind, rating_id, url, added_by)
      values (${w.company.id}, ${w.ann.id}, ${w.competencyId}, 'link', ${peerRating},
        'https://peer.example.test/secret', ${w.peer.id})`);
    const certified = await call(t.app, 'POST', '/api/v1/experience/certifications', {
      cookie: w.ann.cookie,
      body: { name: 'Certified Designer', issuer: 'Design Guild', competencyIds: [w.competencyId] },
    });
    expect(certified.statusCode, certified.body).toBe(201);

    const query = `competencyId=${w.competencyId}`;
    const mine = await listOf(w.ann.cookie, query);
    expect(mine.nextCursor).toBeNull();
    const shown = mine.items.map((piece) => [
      piece.kind,
      piece.url ?? piece.certification?.name,
      piece.addedBy,
      piece.ratingSource,
    ]);
    expect(shown.slice(0, 2)).toEqual([
      ['certification', 'Certified Designer', 'Ann Holder', null],
      ['link', 'https://wiki.example.test/review', 'Bo Boss', 'manager'],
    ]);
    // One rating's pieces share its moment, and keep the order they were given in.
    expect(shown.slice(2)).toEqual([
      ['link', 'https://wiki.example.test/design-doc', 'Ann Holder', 'self'],
      ['link', 'https://wiki.example.test/talk', 'Ann Holder', 'self'],
    ]);
    expect(JSON.stringify(mine)).not.toContain('peer.example.test');
    expect(JSON.stringify(mine)).not.toContain('Pia Peer');
    const today = new Date().toISOString().slice(0, 10);
    expect(mine.items.every((piece) => piece.addedOn === today)).toBe(true);
    expect(mine.items[0]?.certification).toMatchObject({
      issuer: 'Design Guild',
      status: 'no_expiry',
      file: null,
    });

    // The manager reads the same list; the pages of two hold every piece once.
    expect(await listOf(w.boss.cookie, `${query}&personId=${w.ann.id}`)).toEqual(mine);
    // Pages of three: the second starts inside one rating's pieces.
    const first = await listOf(w.ann.cookie, `${query}&limit=3`);
    expect(first.items).toEqual(mine.items.slice(0, 3));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listOf(w.ann.cookie, `${query}&limit=3&cursor=${first.nextCursor}`);
    expect(second.items).toEqual(mine.items.slice(3));
    expect(second.nextCursor).toBeNull();
    // A cursor that is not ours starts from the beginning.
    const forged = Buffer.from(JSON.stringify({ n: '0@yesterday', id: randomUUID() })).toString('base64url');
    expect((await listOf(w.ann.cookie, `${query}&limit=3&cursor=${forged}`)).items).toEqual(first.items);
  });

  it('keeps a certification’s piece and its day while the competency stays linked, and drops it when unlinked', async () => {
    const w = await world();
    const other = await makeFramework(t.database, { companyId: w.company.id });
    const added = await call(t.app, 'POST', '/api/v1/experience/certifications', {
      cookie: w.ann.cookie,
      body: { name: 'Scrum Master', competencyIds: [w.competencyId] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const certificationId = (
      added.json() as { certifications: Array<{ id: string; name: string }> }
    ).certifications.find((c) => c.name === 'Scrum Master')?.id;
    const piece = async (competencyId: string) =>
      (await listOf(w.ann.cookie, `competencyId=${competencyId}`)).items.filter(
        (p) => p.kind === 'certification',
      );
    const [before] = await piece(w.competencyId);
    expect(before?.certification?.id).toBe(certificationId);
    // Backdate it, as if linked last year: an edit that keeps the link keeps the piece as it was.
    await t.database.db.execute(
      sql`update evidence set added_on = '2025-01-15' where id = ${before?.id ?? randomUUID()}`,
    );
    const put = (competencyIds: string[]) =>
      call(t.app, 'PUT', `/api/v1/experience/certifications/${certificationId}`, {
        cookie: w.ann.cookie,
        body: { name: 'Scrum Master II', competencyIds },
      });
    expect((await put([w.competencyId, other.competencyId])).statusCode).toBe(200);
    const [kept] = await piece(w.competencyId);
    expect(kept).toMatchObject({
      id: before?.id,
      addedOn: '2025-01-15',
      certification: { name: 'Scrum Master II' },
    });
    expect(await piece(other.competencyId)).toHaveLength(1);

    expect((await put([other.competencyId])).statusCode).toBe(200);
    expect(await piece(w.competencyId)).toEqual([]);
    const del = await call(t.app, 'DELETE', `/api/v1/experience/certifications/${certificationId}`, {
      cookie: w.ann.cookie,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await piece(other.competencyId)).toEqual([]);
    const left = rowsOf(
      await t.database.db.execute(
        sql`select 1 from evidence where certification_id = ${certificationId ?? randomUUID()}`,
      ),
    );
    expect(left).toEqual([]);
  });

  it('is refused to a colleague who is not the manager, and answers 404 for an unknown competency', async () => {
    const w = await world();
    const query = `competencyId=${w.competencyId}&personId=${w.ann.id}`;
    const refused = await call(t.app, 'GET', `/api/v1/assessments/evidence?${query}`, {
      cookie: w.peer.cookie,
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await call(t.app, 'GET', `/api/v1/assessments/evidence?competencyId=${randomUUID()}`, {
      cookie: w.ann.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    const tooMany = await call(
      t.app,
      'GET',
      `/api/v1/assessments/evidence?competencyId=${w.competencyId}&limit=51`,
      {
        cookie: w.ann.cookie,
      },
    );
    expect(tooMany.statusCode).toBe(400);
  });
});

/**
 * The day on a piece of evidence and a certificate's status are the company's (decision 0052), not the
 * database's UTC day. Whatever the hour of the run, one of two time zones is on another calendar day
 * than UTC: Kiritimati (UTC+14) from 10:00 UTC, Pago Pago (UTC−11) before 11:00 UTC.
 */
describe('the company’s day on evidence and certificates', () => {
  it('dates a piece on the day it is where the company is, and judges an expiry by that day', async () => {
    const w = await world();
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    await t.database.db.execute(sql`update companies set timezone = ${zone} where id = ${w.company.id}`);
    const [days] = rowsOf<{ company: string; utc: string }>(
      await t.database.db.execute(sql`
        select (now() at time zone ${zone})::date::text as company, (now() at time zone 'UTC')::date::text as utc`),
    );
    if (!days) throw new Error('no days');
    expect(days.company).not.toBe(days.utc);
    // Expired where the company is and not in UTC, or the other way round.
    const [expiresOn = ''] = [days.company, days.utc].sort();
    const status = certificationStatus(expiresOn, days.company);
    expect(status).not.toBe(certificationStatus(expiresOn, days.utc));

    expect(
      (await rate(w.ann.cookie, '/api/v1/assessments/me', w.competencyId, ['https://wiki.example.test/a']))
        .statusCode,
    ).toBe(201);
    const certified = await call(t.app, 'POST', '/api/v1/experience/certifications', {
      cookie: w.ann.cookie,
      body: { name: 'Day Certificate', issuer: 'Guild', expiresOn, competencyIds: [w.competencyId] },
    });
    expect(certified.statusCode, certified.body).toBe(201);
    const experience = certified.json() as { certifications: Array<{ name: string; status: string }> };
    expect(experience.certifications.find((c) => c.name === 'Day Certificate')?.status).toBe(status);

    const list = await listOf(w.ann.cookie, `competencyId=${w.competencyId}`);
    expect(list.items.map((item) => [item.kind, item.addedOn])).toEqual([
      ['certification', days.company],
      ['link', days.company],
    ]);
    expect(list.items[0]?.certification?.status).toBe(status);

    const mine = await call(t.app, 'GET', '/api/v1/assessments/me', { cookie: w.ann.cookie });
    const shown = (
      mine.json() as {
        competencies: Array<{
          competencyId: string;
          certifications: Array<{ name: string; status: string }>;
        }>;
      }
    ).competencies.find((c) => c.competencyId === w.competencyId);
    expect(shown?.certifications.map((c) => [c.name, c.status])).toEqual([['Day Certificate', status]]);
  });
});

/** How long a level holds (issue 23, point 4): a year after its rating, or a later certificate's expiry. */
describe('a level’s validity and the certifications linked to its competency', () => {
  it('holds until a linked certificate expires when that is later, and goes back when it no longer is', async () => {
    const w = await world();
    const rated = await rate(w.ann.cookie, '/api/v1/assessments/me', w.competencyId, []);
    expect(rated.statusCode, rated.body).toBe(201);
    const validUntil = async () => {
      const res = await call(t.app, 'GET', '/api/v1/assessments/me', { cookie: w.ann.cookie });
      expect(res.statusCode, res.body).toBe(200);
      const mine = (
        res.json() as {
          competencies: Array<{ competencyId: string; current: { validUntil: string | null } }>;
        }
      ).competencies.find((c) => c.competencyId === w.competencyId);
      return mine?.current.validUntil;
    };
    const inMonths = (months: number) => {
      const day = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
      day.setUTCMonth(day.getUTCMonth() + months);
      return day.toISOString().slice(0, 10);
    };
    const yearOn = inMonths(12);
    expect(await validUntil()).toBe(yearOn);

    const added = await call(t.app, 'POST', '/api/v1/experience/certifications', {
      cookie: w.ann.cookie,
      body: { name: 'Long Certificate', expiresOn: inMonths(36), competencyIds: [w.competencyId] },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await validUntil()).toBe(inMonths(36));
    const id = (added.json() as { certifications: Array<{ id: string; name: string }> }).certifications.find(
      (c) => c.name === 'Long Certificate',
    )?.id;
    const put = (body: Record<string, unknown>) =>
      call(t.app, 'PUT', `/api/v1/experience/certifications/${id}`, {
        cookie: w.ann.cookie,
        body: { name: 'Long Certificate', ...body },
      });
    // Expiring before the re-assessment date, it does not shorten the level's validity.
    expect((await put({ expiresOn: inMonths(6), competencyIds: [w.competencyId] })).statusCode).toBe(200);
    expect(await validUntil()).toBe(yearOn);
    expect((await put({ expiresOn: inMonths(24), competencyIds: [w.competencyId] })).statusCode).toBe(200);
    expect(await validUntil()).toBe(inMonths(24));
    expect((await put({ expiresOn: inMonths(24), competencyIds: [] })).statusCode).toBe(200);
    expect(await validUntil()).toBe(yearOn);
    expect((await put({ expiresOn: inMonths(24), competencyIds: [w.competencyId] })).statusCode).toBe(200);
    expect(await validUntil()).toBe(inMonths(24));
    const removed = await call(t.app, 'DELETE', `/api/v1/experience/certifications/${id}`, {
      cookie: w.ann.cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await validUntil()).toBe(yearOn);
  });
});
