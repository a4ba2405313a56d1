import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/migrate.ts';
import { user } from '../src/db/schema/auth.ts';
import { recomputeCompanyNow } from '../src/modules/levels/recompute.ts';
import { makeCompany, makeFramework, makeRating, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface LevelView {
  level: number | null;
  peersWithheld: number;
  contributions: Array<{ source: string; peerCount: number | null }>;
}

/** The current level the person's own assessment shows for one competency. */
async function levelOf(cookie: string, competencyId: string): Promise<LevelView> {
  const body = (await call(t.app, 'GET', '/api/v1/assessments/me', { cookie })).json();
  const found: LevelView[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.competencyId === competencyId && record.current) found.push(record.current as LevelView);
      for (const child of Object.values(record)) visit(child);
    }
  };
  visit(body);
  expect(found.length).toBeGreaterThan(0);
  return found[0] as LevelView;
}

describe('a colleague’s answers under a pseudonym', () => {
  it('stay one colleague’s when the colleague is erased: no average appears and none changes', async () => {
    const company = await makeCompany(t.database);
    const subject = await makeUser(t.database, { companyId: company.id });
    const ana = await makeUser(t.database, { companyId: company.id });
    const ben = await makeUser(t.database, { companyId: company.id });
    const framework = await makeFramework(t.database, { companyId: company.id });
    const answer = (raterId: string, level: number, minutesAgo: number) =>
      makeRating(t.database, {
        companyId: company.id,
        frameworkId: framework.frameworkId,
        competencyId: framework.competencyId,
        subjectId: subject.id,
        raterId,
        level,
        source: 'peer',
        ratedAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    // Ana answered three times over the months, Ben once: two colleagues, below the minimum of three.
    await answer(ana.id, 2, 300);
    await answer(ana.id, 3, 200);
    await answer(ana.id, 4, 100);
    await answer(ben.id, 5, 50);
    const cookie = await signIn(t.app, subject.email, subject.password);
    const before = await levelOf(cookie, framework.competencyId);
    expect(before.peersWithheld).toBe(2);
    expect(before.contributions.some((c) => c.source === 'peers')).toBe(false);

    // Every colleague answer carries its colleague's key; self and manager ratings none.
    const keys = rowsOf<{ rater_id: string | null; rater_key: string | null }>(
      await t.database.db.execute(
        sql`select rater_id, rater_key from competency_ratings where subject_id = ${subject.id}`,
      ),
    );
    expect(new Set(keys.filter((k) => k.rater_id === ana.id).map((k) => k.rater_key)).size).toBe(1);
    expect(keys.every((k) => k.rater_key !== null && k.rater_key !== k.rater_id)).toBe(true);

    // Ana's account is erased: her answers lose her id, and the key no longer leads to her.
    await t.database.db.delete(user).where(eq(user.id, ana.id));
    const after = rowsOf<{ rater_id: string | null; rater_key: string | null }>(
      await t.database.db.execute(
        sql`select rater_id, rater_key from competency_ratings where subject_id = ${subject.id}`,
      ),
    );
    expect(after.filter((k) => k.rater_id === null)).toHaveLength(3);
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from rater_pseudonyms where company_id = ${company.id}`,
      ),
    );
    expect(left?.n).toBe(1);

    // Still two colleagues, as computed now and as stored after a recompute: no average of "four".
    expect(await levelOf(cookie, framework.competencyId)).toEqual(before);
    await recomputeCompanyNow(t.database, company.id);
    expect(await levelOf(cookie, framework.competencyId)).toEqual(before);
  });
});
