/**
 * The competency benchmark (issue 8): a company of 5,000 people with 60 competencies and 300,000
 * ratings, on the embedded PGlite and (with BENCH_DATABASE_URL) on PostgreSQL. It measures, p50 and
 * p95, what a user waits for — the gap analysis of one person and the "My Competencies" page's API
 * calls through the HTTP stack (Fastify inject: session, access, validation, response schema), the
 * gap analysis of a team of 200 through the service — and, in the same run, the raw SQL of the same
 * queries issued directly on the driver, reporting the ratio. Prints one JSON object per database.
 *
 *   npx tsx apps/api/bench/competencies.ts            # PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx …          # and PostgreSQL (a scratch database is created)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { type Database, openDatabase, withTenant } from '../src/db/client.ts';
import { migrate, rowsOf } from '../src/db/migrate.ts';
import { account, companies } from '../src/db/schema.ts';
import { teamFits } from '../src/modules/assessments/gaps.ts';
import { hashPassword } from '../src/modules/auth/better-auth.ts';
import { ensureSystemOwnerDomain } from '../src/seed/system-owner.ts';

const PEOPLE = 5000;
const COMPETENCIES = 60;
const PROFILES = 20;
const REQUIRED_PER_PROFILE = 8;
const TEAM = 200;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const PASSWORD = 'Bench-pass-2026-long';

interface Stats {
  p50: number;
  p95: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: Math.round(at(0.5) * 10) / 10, p95: Math.round(at(0.95) * 10) / 10 };
}

async function time(fn: () => Promise<unknown>, iterations = ITERATIONS): Promise<Stats> {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

/** Seeds the big company with set-based SQL; returns its id, a member, the team's manager and members. */
async function seed(database: Database) {
  const db = database.db;
  const [company] = await db.insert(companies).values({ name: 'Bench Corp' }).returning({ id: companies.id });
  if (!company) throw new Error('company insert failed');
  const c = company.id;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select gen_random_uuid(), 'Person ' || g, 'person' || g || '@bench.test', true from generate_series(1, ${PEOPLE}) g`);
  await db.execute(sql`
    insert into profiles (id, company_id, email, full_name, role, status)
    select id, ${c}, email, name, 'employee', 'active' from "user" where email like '%@bench.test'`);
  await db.execute(sql`
    insert into competency_frameworks (company_id, name) values (${c}, 'Bench framework')`);
  const [framework] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from competency_frameworks where company_id = ${c}`),
  );
  const f = framework?.id ?? '';
  await db.execute(sql`
    insert into competency_scale_versions (company_id, framework_id, version, levels, proficient_level)
    values (${c}, ${f}, 1, '[{"value":1,"name":"Novice"},{"value":2,"name":"Developing"},{"value":3,"name":"Proficient"},{"value":4,"name":"Advanced"},{"value":5,"name":"Expert"}]', 3)`);
  await db.execute(sql`
    insert into competency_categories (company_id, framework_id, name, position)
    select ${c}, ${f}, 'Category ' || g, g from generate_series(1, 6) g`);
  await db.execute(sql`
    insert into competencies (company_id, framework_id, category_id, name, type, level_descriptions)
    select ${c}, ${f}, (select id from competency_categories where framework_id = ${f} and position = 1 + (g % 6)),
           'Competency ' || g, 'behavioural', array['a','b','c','d','e']
    from generate_series(1, ${COMPETENCIES}) g`);
  await db.execute(sql`
    insert into job_profiles (company_id, title) select ${c}, 'Role ' || g from generate_series(1, ${PROFILES}) g`);
  // Each profile requires 8 competencies (a window over the 60, so profiles overlap).
  await db.execute(sql`
    with p as (select id, row_number() over (order by title) as n from job_profiles where company_id = ${c}),
         k as (select id, row_number() over (order by name) as n from competencies where framework_id = ${f})
    insert into job_profile_requirements (company_id, job_profile_id, competency_id, required_level, importance, position)
    select ${c}, p.id, k.id, 3 + (k.n % 2), (array['critical','important','nice_to_have'])[1 + (k.n % 3)], k.n
    from p join k on ((k.n - p.n * 3) % ${COMPETENCIES} + ${COMPETENCIES}) % ${COMPETENCIES} < ${REQUIRED_PER_PROFILE}`);
  // Everyone holds a profile; 25 managers lead 200 people each.
  await db.execute(sql`
    with people as (select id, row_number() over (order by email) as n from profiles where company_id = ${c}),
         roles as (select id, row_number() over (order by title) as n from job_profiles where company_id = ${c})
    update profiles p set job_profile_id = r.id from people, roles r
    where p.id = people.id and r.n = 1 + (people.n % ${PROFILES})`);
  await db.execute(sql`
    with people as (select id, row_number() over (order by email) as n from profiles where company_id = ${c})
    update profiles p set line_manager_id = m.id
    from people x join people m on m.n = 1 + ((x.n - 1) / ${TEAM}) * ${TEAM}
    where p.id = x.id and x.id <> m.id`);
  // 300,000 ratings: 60 per person over 18 months — for each of the 8 required competencies two
  // self, two manager and three peer ratings (56), and 4 self-ratings of other competencies.
  await db.execute(sql`
    insert into competency_ratings (company_id, subject_id, competency_id, framework_id, scale_version, level, source, rater_id, rated_at)
    select ${c}, p.id, q.competency_id, ${f}, 1, 1 + ((abs(hashtext(p.id::text || q.competency_id::text || s.n)) % 5)),
           s.source,
           case when s.source = 'self' then p.id when s.source = 'manager' then p.line_manager_id else
             (select x.id from profiles x where x.company_id = ${c} and x.line_manager_id = p.line_manager_id and x.id <> p.id
              order by x.id offset s.n limit 1) end,
           now() - (s.n * 60 || ' days')::interval
    from profiles p
    join job_profile_requirements q on q.job_profile_id = p.job_profile_id
    cross join (values ('self', 1), ('self', 5), ('manager', 2), ('manager', 6), ('peer', 3), ('peer', 4), ('peer', 7)) s(source, n)
    where p.company_id = ${c}`);
  await db.execute(sql`
    insert into competency_ratings (company_id, subject_id, competency_id, framework_id, scale_version, level, source, rater_id, rated_at)
    select ${c}, p.id, k.id, ${f}, 1, 1 + (abs(hashtext(p.id::text || k.id::text)) % 5), 'self', p.id, now() - interval '30 days'
    from profiles p
    join lateral (
      select k.id from competencies k where k.framework_id = ${f}
        and k.id not in (select competency_id from job_profile_requirements where job_profile_id = p.job_profile_id)
      order by k.name limit 4) k on true
    where p.company_id = ${c}`);
  await db.execute(sql`analyze`);
  const [counts] = rowsOf<{ people: number; ratings: number }>(
    await db.execute(sql`
      select (select count(*)::int from profiles where company_id = ${c}) as people,
             (select count(*)::int from competency_ratings where company_id = ${c}) as ratings`),
  );
  // A signed-in member to call the API as: one of the people, given a password.
  const [member] = rowsOf<{ id: string; email: string; manager: string }>(
    await db.execute(sql`
      select id, email, line_manager_id as manager from profiles
      where company_id = ${c} and line_manager_id is not null order by email limit 1`),
  );
  if (!member) throw new Error('no member');
  await db.insert(account).values({
    id: randomUUID(),
    accountId: member.id,
    providerId: 'credential',
    userId: member.id,
    password: await hashPassword(PASSWORD),
  });
  const team = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from profiles where company_id = ${c} and line_manager_id = ${member.manager} limit ${TEAM}`,
    ),
  ).map((row) => row.id);
  return { companyId: c, member, team, counts };
}

/** The raw SQL a gap analysis issues: the person's profile, its requirements, their latest ratings, the scales. */
function rawGapQueries(query: (text: string, values: unknown[]) => Promise<unknown>) {
  const ratings = `
    select distinct on (r.subject_id, r.competency_id, g, k)
      r.subject_id, r.competency_id, r.framework_id, r.scale_version, r.level, r.rated_at,
      case when r.source in ('self','manager') then r.source else 'peers' end as g,
      case when r.source in ('self','manager') then null else coalesce(r.rater_id, r.id) end as k,
      p.full_name
    from competency_ratings r left join profiles p on p.company_id = r.company_id and p.id = r.rater_id
    where r.company_id = $1 and r.subject_id = any($2::uuid[]) and r.competency_id = any($3::uuid[])
    order by r.subject_id, r.competency_id, g, k, r.rated_at desc`;
  return async (companyId: string, personIds: string[]) => {
    const people = (await query(
      'select id, job_profile_id from profiles where company_id = $1 and id = any($2::uuid[])',
      [companyId, personIds],
    )) as Array<{ job_profile_id: string }>;
    const requirements = (await query(
      'select job_profile_id, competency_id, required_level, importance from job_profile_requirements where company_id = $1 and job_profile_id = any($2::uuid[])',
      [companyId, [...new Set(people.map((p) => p.job_profile_id))]],
    )) as Array<{ competency_id: string }>;
    await query(
      'select minimum from (select min_peer_raters as minimum from company_competency_settings where company_id = $1) s',
      [companyId],
    );
    await query(ratings, [companyId, personIds, [...new Set(requirements.map((r) => r.competency_id))]]);
    await query(
      'select v.framework_id, v.version, v.levels, v.proficient_level, v.mapping_from_previous, f.scale_version from competency_scale_versions v join competency_frameworks f on f.id = v.framework_id where v.company_id = $1',
      [companyId],
    );
  };
}

async function run(
  label: string,
  database: Database,
  rawQuery: (text: string, values: unknown[]) => Promise<unknown>,
) {
  const seedStarted = performance.now();
  const seeded = await seed(database);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const config = loadConfig({
    BASE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS_POLL_MS: '0',
    RATE_LIMIT_IP_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
  });
  await ensureSystemOwnerDomain(database, config.SYSTEM_OWNER_DOMAIN);
  const app = await buildApp({
    config,
    database,
    authSecret: randomBytes(32).toString('hex'),
    logger: false,
  });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: seeded.member.email, password: PASSWORD },
  });
  const cookie = String(signIn.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const raw = rawGapQueries(rawQuery);
  const results = {
    database: label,
    seeded: { ...seeded.counts, competencies: COMPETENCIES, seconds: seedSeconds },
    onePersonGapApi: await time(() => get('/api/v1/assessments/gaps')),
    onePersonGapRaw: await time(() => raw(seeded.companyId, [seeded.member.id])),
    teamGapService: await time(
      () => withTenant(database, seeded.companyId, (tx) => teamFits(tx, seeded.companyId, seeded.team)),
      Math.max(10, Math.floor(ITERATIONS / 3)),
    ),
    teamGapRaw: await time(
      () => raw(seeded.companyId, seeded.team),
      Math.max(10, Math.floor(ITERATIONS / 3)),
    ),
    myCompetenciesPage: await time(async () => {
      await Promise.all([
        get('/api/v1/assessments/me'),
        get('/api/v1/assessments/gaps'),
        get('/api/v1/roles'),
        get('/api/v1/assessments/tasks'),
      ]);
    }),
    myAssessmentApi: await time(() => get('/api/v1/assessments/me')),
  };
  await app.close();
  return results;
}

async function main() {
  const all = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ch-bench-'));
  try {
    const lite = await openDatabase({ dataDir: dir });
    await migrate(lite);
    const client = lite.pglite;
    if (!client) throw new Error('no PGlite client');
    all.push(await run('PGlite', lite, async (text, values) => (await client.query(text, values)).rows));
    await lite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `competency_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const direct = new pg.Pool({ connectionString: url.toString(), max: 2 });
    try {
      await migrate(database);
      all.push(
        await run('PostgreSQL', database, async (text, values) => (await direct.query(text, values)).rows),
      );
    } finally {
      await direct.end();
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
  process.stdout.write(`${JSON.stringify(all)}\n`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
