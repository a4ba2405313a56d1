import { coverageRisks, type MatrixMember, teamGaps } from '@competencyhub/domain/team-matrix';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competencies } from '../src/db/schema/competencies.ts';
import { jobProfileRequirements } from '../src/db/schema/job-profiles.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { makeCompany, makeFramework, makeJobProfile, makeRating, makeUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

/** A small deterministic random source, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** [column, level, required]: the column is the index of one of the matrix's competencies. */
type Cell = [number, number | null, number | null];
interface Member {
  id: string;
  fullName: string;
  fitPercent: number | null;
  cells: Cell[];
}

/**
 * A director over two managers over 22 people (indirect reports on), two job profiles of three and
 * four requirements of every importance, and self and manager ratings drawn at random, so stored
 * levels fall on tenths (a self 2 and a manager 3 average to 2.5 or so, as the rules weigh them).
 */
async function bigTeam() {
  const company = await makeCompany(t.database);
  const next = random(23);
  const person = async (role: 'employee' | 'team_manager', fullName: string, lineManagerId?: string) => {
    const user = await makeUser(t.database, { companyId: company.id, role, fullName });
    if (lineManagerId)
      await t.database.db.update(profiles).set({ lineManagerId }).where(eq(profiles.id, user.id));
    return user;
  };
  const director = await person('team_manager', 'Dana Director');
  const managers = [
    await person('team_manager', 'Mia Manager', director.id),
    await person('team_manager', 'Max Manager', director.id),
  ];
  const framework = await makeFramework(t.database, { companyId: company.id, competencyName: 'Listening' });
  const ids = [framework.competencyId];
  for (const name of ['Writing', 'Planning', 'Coaching']) {
    const [row] = await t.database.db
      .insert(competencies)
      .values({
        companyId: company.id,
        frameworkId: framework.frameworkId,
        categoryId: framework.categoryId,
        name,
        type: 'behavioural',
        levelDescriptions: ['', '', '', '', ''],
      })
      .returning({ id: competencies.id });
    ids.push(row?.id ?? '');
  }
  const roleA = await makeJobProfile(t.database, {
    companyId: company.id,
    competencyId: ids[0] ?? '',
    title: 'Agent',
    requiredLevel: 3,
  });
  const roleB = await makeJobProfile(t.database, {
    companyId: company.id,
    competencyId: ids[1] ?? '',
    title: 'Planner',
    requiredLevel: 4,
  });
  await t.database.db.insert(jobProfileRequirements).values([
    {
      companyId: company.id,
      jobProfileId: roleA.jobProfileId,
      competencyId: ids[1] ?? '',
      requiredLevel: 4,
      importance: 'important',
    },
    {
      companyId: company.id,
      jobProfileId: roleA.jobProfileId,
      competencyId: ids[2] ?? '',
      requiredLevel: 2,
      importance: 'nice_to_have',
    },
    {
      companyId: company.id,
      jobProfileId: roleB.jobProfileId,
      competencyId: ids[2] ?? '',
      requiredLevel: 5,
      importance: 'critical',
    },
    {
      companyId: company.id,
      jobProfileId: roleB.jobProfileId,
      competencyId: ids[3] ?? '',
      requiredLevel: 3,
      importance: 'nice_to_have',
    },
    {
      companyId: company.id,
      jobProfileId: roleB.jobProfileId,
      competencyId: ids[0] ?? '',
      requiredLevel: 1,
      importance: 'important',
    },
  ]);
  let clock = Date.now() - 24 * 60 * 60_000;
  for (let i = 0; i < 22; i++) {
    const manager = managers[i % 2] ?? director;
    // Some names alike, so that the order falls back on ids.
    const member = await person(
      'employee',
      i % 7 === 0 ? 'Sam Same' : `Person ${String(i).padStart(2, '0')}`,
      manager.id,
    );
    const role = i % 3 === 0 ? null : i % 3 === 1 ? roleA : roleB;
    if (role)
      await t.database.db
        .update(profiles)
        .set({ jobProfileId: role.jobProfileId })
        .where(eq(profiles.id, member.id));
    for (const competencyId of ids) {
      for (const source of ['self', 'manager'] as const) {
        if (next() < 0.45) continue;
        clock += 60_000;
        await makeRating(t.database, {
          ratedAt: new Date(clock),
          companyId: company.id,
          frameworkId: framework.frameworkId,
          competencyId,
          subjectId: member.id,
          level: 1 + Math.floor(next() * 5),
          source,
          raterId: source === 'manager' ? manager.id : member.id,
        });
      }
    }
  }
  const lead = await makeUser(t.database, { companyId: company.id, role: 'learning_lead' });
  const leadCookie = await signIn(t.app, lead.email, lead.password);
  const settings = (await call(t.app, 'GET', '/api/v1/competency-settings', { cookie: leadCookie })).json();
  await call(t.app, 'PUT', '/api/v1/competency-settings', {
    cookie: leadCookie,
    body: { ...settings, teamsIncludeIndirectReports: true },
  });
  return { director, directorCookie: await signIn(t.app, director.email, director.password), leadCookie };
}

/** Every page of a team's matrix in one sort, followed by its cursors. */
async function everyPage(cookie: string, teamId: string, sort: string, limit: number) {
  const members: Member[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = `sort=${sort}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await call(t.app, 'GET', `/api/v1/teams/${teamId}/matrix?${query}`, { cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    members.push(...body.members);
    cursor = body.nextCursor;
    pages++;
  } while (cursor && pages < 50);
  return { members, pages };
}

const fitKey = (member: Member) => member.fitPercent ?? -1;

describe('a large team’s skill matrix', () => {
  it('pages its members by name or by fit, each member once, and counts gaps and risks over all of them', async () => {
    const c = await bigTeam();
    const url = `/api/v1/teams/${c.director.id}/matrix`;
    const whole = (await call(t.app, 'GET', `${url}?limit=200`, { cookie: c.directorCookie })).json();
    // The two managers and their 22 reports.
    expect(whole.team.memberCount).toBe(24);
    expect(whole.members).toHaveLength(24);
    expect(whole.nextCursor).toBeNull();

    const byName = await everyPage(c.directorCookie, c.director.id, 'name', 5);
    expect(byName.pages).toBe(5);
    expect(byName.members.map((m) => m.id)).toEqual(whole.members.map((m: Member) => m.id));

    // By fit: the fit each member shows (the domain's analyseGaps) is in the order the database
    // sorted on (its own reckoning of the same fit), so the two agree member by member.
    const low = await everyPage(c.directorCookie, c.director.id, 'fit_low', 4);
    expect(new Set(low.members.map((m) => m.id)).size).toBe(24);
    const lowKeys = low.members.map(fitKey);
    expect(lowKeys).toEqual([...lowKeys].sort((a, b) => a - b));
    expect(lowKeys.filter((key) => key >= 0).length).toBeGreaterThan(5);
    const high = await everyPage(c.directorCookie, c.director.id, 'fit_high', 6);
    const highKeys = high.members.map(fitKey);
    expect(highKeys).toEqual([...lowKeys].sort((a, b) => b - a));
    expect(new Set(high.members.map((m) => m.id)).size).toBe(24);

    // Gaps and risks, counted by the database over every member, are what the domain's functions
    // make of the whole matrix's cells; the first page alone says the same.
    const columns = whole.competencies.map((k: { id: string; proficientLevel: number }) => k);
    const cells: MatrixMember[] = whole.members.map((member: Member) => ({
      id: member.id,
      cells: new Map(
        member.cells.map(([column, level, required]) => [columns[column].id, { level, required }]),
      ),
    }));
    expect(whole.gaps).toEqual(
      teamGaps(
        cells,
        columns.map((k: { id: string }) => k.id),
      ),
    );
    const names = new Map(whole.members.map((m: Member) => [m.id, m.fullName]));
    expect(whole.risks).toEqual(
      coverageRisks(cells, columns).map((risk) => ({
        ...risk,
        holderName: risk.holderId ? names.get(risk.holderId) : '',
      })),
    );
    const first = (await call(t.app, 'GET', `${url}?limit=3`, { cookie: c.directorCookie })).json();
    expect(first.members).toHaveLength(3);
    expect({ gaps: first.gaps, risks: first.risks }).toEqual({ gaps: whole.gaps, risks: whole.risks });

    // The dashboard's average fit is the database's, over the same members as the matrix shows.
    const shown = whole.members.flatMap((m: Member) => (m.fitPercent === null ? [] : [m.fitPercent]));
    const summary = (
      await call(t.app, 'GET', '/api/v1/teams/mine/summary', { cookie: c.directorCookie })
    ).json();
    expect(summary.summary.fitCount).toBe(shown.length);
    expect(summary.summary.averageFit).toBe(
      Math.round(shown.reduce((sum: number, fit: number) => sum + fit, 0) / shown.length),
    );
  });

  it('reads a cursor of another sort, or none of ours, as the first page, and refuses a page size out of range', async () => {
    const c = await bigTeam();
    const url = `/api/v1/teams/${c.director.id}/matrix`;
    const first = (await call(t.app, 'GET', `${url}?limit=3`, { cookie: c.directorCookie })).json();
    const again = async (query: string) =>
      (await call(t.app, 'GET', `${url}?${query}`, { cookie: c.directorCookie }))
        .json()
        .members.map((m: Member) => m.id);
    const firstIds = first.members.map((m: Member) => m.id);
    expect(await again(`limit=3&sort=fit_low&cursor=${first.nextCursor}`)).not.toEqual(firstIds);
    const lowFirst = await again('limit=3&sort=fit_low');
    expect(await again(`limit=3&sort=fit_low&cursor=${first.nextCursor}`)).toEqual(lowFirst);
    expect(await again('limit=3&cursor=not-a-cursor')).toEqual(firstIds);
    for (const limit of ['0', '201', 'many']) {
      const res = await call(t.app, 'GET', `${url}?limit=${limit}`, { cookie: c.directorCookie });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(t.app, 'GET', `${url}?sort=age`, { cookie: c.directorCookie })).statusCode).toBe(400);
  });

  it('writes every member into the CSV, streamed a page at a time, and into the workbook', async () => {
    const c = await bigTeam();
    const res = await call(t.app, 'GET', `/api/v1/teams/${c.director.id}/matrix.csv`, {
      cookie: c.leadCookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]?.slice(0, 4)).toEqual(['Person', 'Job title', 'Job profile', 'Fit %']);
    expect(rows).toHaveLength(25);
    expect(rows.filter((row) => row[0] === 'Sam Same')).toHaveLength(4);
    const xlsx = await call(t.app, 'GET', `/api/v1/teams/${c.director.id}/matrix.xlsx`, {
      cookie: c.leadCookie,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
