/**
 * The competency benchmark (issue 8): a company of 5,000 people with 60 competencies and 300,000
 * ratings, on the embedded PGlite and (with BENCH_DATABASE_URL) on PostgreSQL. It measures, p50 and
 * p95, what a user waits for, through the whole HTTP stack (Fastify inject: session, access check,
 * validation, tenant transaction, response schema): one person's gap analysis, a manager's team of
 * 200 with each report's fit and gaps, and the "My Competencies" page's four API calls. Beside each,
 * in the same run, the raw SQL of the same queries: every statement the API sent for that call (the
 * session lookup included), recorded from Drizzle with its parameters and replayed directly on the
 * driver in the same order and transactions. The ratio of the two is the API's own cost. Prints one
 * JSON object per database.
 *
 *   npx tsx apps/api/bench/competencies.ts            # PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx …          # and PostgreSQL (a scratch database is created)
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase, SESSION_OPTIONS } from '../src/db/client.ts';
import { migrate, rowsOf } from '../src/db/migrate.ts';
import { account } from '../src/db/schema/auth.ts';
import { companies } from '../src/db/schema/companies.ts';
import { hashPassword } from '../src/modules/auth/better-auth.ts';
import { recomputeCompanyNow } from '../src/modules/levels/recompute.ts';
import {
  type CompetencySearch,
  chromiumPath,
  type MatrixRender,
  measureCompetencySearch,
  measureMatrixRender,
} from './matrix-render.ts';
import {
  benchApp,
  onScratchPglite,
  preparedQuery,
  printTimeline,
  profile,
  type RawQuery,
  Recorder,
  replay,
  type Statement,
  timeInTurn,
  withScratchDatabase,
} from './recorder.ts';

const PEOPLE = 5000;
const COMPETENCIES = 60;
const PROFILES = 20;
const REQUIRED_PER_PROFILE = 8;
const TEAM = 200;
/** Competencies of the second framework, for Competency Management's search (issue 8). */
const LIBRARY = 300;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 120);
const PASSWORD = 'Bench-pass-2026-long';
/** The built web app (`npm run build`); without it the page's render is not measured. */
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

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
  // Everyone holds a profile; every 201st person leads the next 200 (24 full teams).
  await db.execute(sql`
    with people as (select id, row_number() over (order by email) as n from profiles where company_id = ${c}),
         roles as (select id, row_number() over (order by title) as n from job_profiles where company_id = ${c})
    update profiles p set job_profile_id = r.id from people, roles r
    where p.id = people.id and r.n = 1 + (people.n % ${PROFILES})`);
  await db.execute(sql`
    with people as (select id, row_number() over (order by email) as n from profiles where company_id = ${c})
    update profiles p set line_manager_id = m.id
    from people x join people m on m.n = 1 + ((x.n - 1) / ${TEAM + 1}) * ${TEAM + 1}
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
  // A second framework of 300 competencies in 10 categories, each with a description, level
  // descriptions and tags: what Competency Management's search and filters must keep instant.
  await db.execute(sql`
    insert into competency_frameworks (company_id, name) values (${c}, 'Bench library')`);
  const [library] = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from competency_frameworks where company_id = ${c} and name = 'Bench library'`,
    ),
  );
  const l = library?.id ?? '';
  await db.execute(sql`
    insert into competency_scale_versions (company_id, framework_id, version, levels, proficient_level)
    values (${c}, ${l}, 1, '[{"value":1,"name":"Novice"},{"value":2,"name":"Developing"},{"value":3,"name":"Proficient"},{"value":4,"name":"Advanced"},{"value":5,"name":"Expert"}]', 3)`);
  await db.execute(sql`
    insert into competency_categories (company_id, framework_id, name, position)
    select ${c}, ${l}, 'Library area ' || g, g from generate_series(1, 10) g`);
  await db.execute(sql`
    insert into competencies (company_id, framework_id, category_id, name, description, type, tags, level_descriptions)
    select ${c}, ${l}, (select id from competency_categories where framework_id = ${l} and position = 1 + (g % 10)),
           'Library skill ' || g,
           'What someone who is good at library skill ' || g || ' does, observed in their everyday work with others.',
           (array['technical','behavioural','leadership'])[1 + (g % 3)],
           array['area' || (g % 10), 'tag' || (g % 7)],
           array['Starts to apply it with help.', 'Applies it in familiar situations.', 'Applies it reliably on their own.', 'Adapts it to new situations and coaches others.', 'Shapes how the organisation does it.']
    from generate_series(1, ${LIBRARY}) g`);
  // The stored levels, by the one writer, as the recompute job computes them (decision 0053).
  const started = performance.now();
  await recomputeCompanyNow(database, c);
  process.stderr.write(
    `stored levels of ${PEOPLE} people computed in ${Math.round(performance.now() - started)} ms\n`,
  );
  // Vacuumed as well as analysed, as a database in service is: autovacuum then does not start on the
  // rows just written while the calls are timed (see large-company.ts).
  await db.execute(sql`vacuum (analyze)`);
  const [counts] = rowsOf<{ people: number; ratings: number }>(
    await db.execute(sql`
      select (select count(*)::int from profiles where company_id = ${c}) as people,
             (select count(*)::int from competency_ratings where company_id = ${c}) as ratings`),
  );
  // Two people to call the API as, given a password: a member of a full team, and its manager.
  const [member] = rowsOf<{ id: string; email: string; manager: string }>(
    await db.execute(sql`
      select id, email, line_manager_id as manager from profiles
      where company_id = ${c} and line_manager_id is not null order by email limit 1`),
  );
  if (!member) throw new Error('no member');
  const [manager] = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`select id, email from profiles where id = ${member.manager}`),
  );
  if (!manager) throw new Error('no manager');
  // The manager opens Team Management too (issue 9): a team manager's role.
  await db.execute(sql`update profiles set role = 'team_manager' where id = ${manager.id}`);
  // And a learning lead, who opens Competency Management.
  const [lead] = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`
      update profiles set role = 'learning_lead'
      where id = (select id from profiles where company_id = ${c} and line_manager_id is null and id <> ${manager.id} order by email limit 1)
      returning id, email`),
  );
  if (!lead) throw new Error('no learning lead');
  for (const person of [member, manager, lead]) {
    await db.insert(account).values({
      id: randomUUID(),
      accountId: person.id,
      providerId: 'credential',
      userId: person.id,
      password: await hashPassword(PASSWORD),
    });
  }
  const team = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from profiles where company_id = ${c} and line_manager_id = ${manager.id}`,
    ),
  ).map((row) => row.id);
  if (team.length !== TEAM) throw new Error(`the team has ${team.length} people, not ${TEAM}`);
  return { companyId: c, member, manager, lead, libraryId: l, team, counts };
}

/** The competencies the manager's team is required to hold: the matrix's columns. */
async function teamCompetencyCount(database: Database, managerId: string): Promise<number> {
  return Number(
    rowsOf<{ n: number }>(
      await database.db.execute(sql`
        select count(distinct q.competency_id)::int as n from profiles p
        join job_profile_requirements q on q.job_profile_id = p.job_profile_id
        where p.line_manager_id = ${managerId}`),
    )[0]?.n ?? 0,
  );
}

async function run(
  label: string,
  database: Database,
  recorder: Recorder,
  /** Connections for raw replays (PostgreSQL: one per parallel call; PGlite: its one connection). */
  rawConnections: RawQuery[],
  /** Also render the Team Management page of the 200-person team in Chromium (once per bench). */
  renderPage = false,
) {
  const seedStarted = performance.now();
  const seeded = await seed(database);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const app = await benchApp(database, renderPage ? WEB_DIST : null);
  const signIn = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password: PASSWORD },
    });
    return String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  };
  const member = await signIn(seeded.member.email);
  const manager = await signIn(seeded.manager.email);
  const get = async (url: string, cookie: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const [connection] = rawConnections;
  if (!connection) throw new Error('no raw connection');
  /**
   * The API call timed, and the same statements replayed raw, p50/p95 each. The two take turns,
   * call by call, so a slower moment of the machine weighs on both alike.
   */
  const compare = async (url: string, cookie: string, iterations = ITERATIONS) => {
    const statements = await recorder.capture(() => get(url, cookie));
    if (process.env.BENCH_PROFILE) await profile(label, url, connection, statements);
    const [api, raw] = await timeInTurn([() => get(url, cookie), replay(connection, statements)], iterations);
    return {
      statements: statements.filter((s) => s.text !== 'begin' && s.text !== 'commit').length,
      api,
      raw,
    };
  };
  const pageCalls = [
    '/api/v1/assessments/me',
    '/api/v1/assessments/gaps',
    '/api/v1/roles',
    '/api/v1/assessments/tasks',
  ];
  const pageStatements: Statement[][] = [];
  for (const url of pageCalls) pageStatements.push(await recorder.capture(() => get(url, member)));
  if (process.env.BENCH_PROFILE) {
    for (const [i, url] of pageCalls.entries())
      await profile(label, url, connection, pageStatements[i] ?? []);
  }
  const pageRaw = async () => {
    // The browser sends the four at once: so does the replay, one connection each. PGlite has one
    // connection, whose transactions the API takes in turn: there the replays go one after another
    // (at once, one's COMMIT would end another's transaction).
    if (rawConnections.length === 1) {
      for (const statements of pageStatements) await replay(connection, statements)();
      return;
    }
    await Promise.all(
      pageStatements.map((statements, i) =>
        replay(rawConnections[i % rawConnections.length] ?? connection, statements)(),
      ),
    );
  };
  // BENCH_CPU_PROFILE=/api/v1/… (while tuning): a CPU profile of that call alone, repeated, as the member
  // (`/api/v1/teams/{manager}/matrix?limit=200`: the team's, as its manager);
  // BENCH_CPU_PROFILE=page: of My Competencies' four calls at once. Written to the temporary folder.
  const profiled = process.env.BENCH_CPU_PROFILE;
  if (profiled) {
    const call = () =>
      profiled === 'page'
        ? Promise.all(pageCalls.map((url) => get(url, member)))
        : get(
            profiled.replace('{manager}', seeded.manager.id),
            profiled.includes('/teams/') ? manager : member,
          );
    const { Session } = await import('node:inspector/promises');
    const { writeFileSync } = await import('node:fs');
    for (let i = 0; i < 100; i++) await call();
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const started = performance.now();
    for (let i = 0; i < 2000; i++) await call();
    console.error(`${profiled}: ${((performance.now() - started) / 2000).toFixed(2)} ms a call`);
    const { profile: cpu } = await session.post('Profiler.stop');
    writeFileSync(path.join(os.tmpdir(), `${label}.cpuprofile`), JSON.stringify(cpu));
    await app.close();
    return {} as never;
  }
  // BENCH_TIMELINE=/api/v1/… (while tuning): when each statement of that call was sent and answered,
  // from the start of the call, the median of 500 calls: the gaps between them are the API's own time.
  const timeline = process.env.BENCH_TIMELINE?.replace('{manager}', seeded.manager.id);
  if (timeline) {
    const as = timeline.includes('/teams/') ? manager : member;
    const statements = await recorder.capture(() => get(timeline, as));
    console.error(`answer of ${(await get(timeline, as)).rawPayload.length} bytes`);
    await printTimeline(
      () => get(timeline, as),
      process.env.BENCH_TIMELINE_TURNS ? replay(connection, statements) : null,
    );
    await app.close();
    return {} as never;
  }
  // BENCH_RENDER_ONLY=1 measures the pages in Chromium alone (while tuning them; the published run has all).
  if (process.env.BENCH_RENDER_ONLY && renderPage) {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const result = {
      matrixRender: await measureMatrixRender(address, manager, {
        people: seeded.team.length,
        competencies: await teamCompetencyCount(database, seeded.manager.id),
      }),
      competencySearch: await measureCompetencySearch(
        address,
        await signIn(seeded.lead.email),
        seeded.libraryId,
        LIBRARY,
      ),
    };
    await app.close();
    return result as never;
  }
  const onePersonGap = await compare('/api/v1/assessments/gaps', member, ITERATIONS * 2);
  const team = await compare(
    '/api/v1/assessments/reports',
    manager,
    Math.max(10, Math.floor(ITERATIONS / 2)),
  );
  const teamMatrix = await compare(
    `/api/v1/teams/${seeded.manager.id}/matrix?limit=200`,
    manager,
    Math.max(10, Math.floor(ITERATIONS / 2)),
  );
  // A few milliseconds a turn: four times the turns, so that its p50 (and the ratio) is steady.
  const [pageApi, pageRawStats] = await timeInTurn(
    [() => Promise.all(pageCalls.map((url) => get(url, member))), pageRaw],
    ITERATIONS * 4,
  );
  // One self-rating written with its stored level (issue 23), as the member, answered with their
  // assessment as the page shows it after saving.
  const [rated] = rowsOf<{ competency_id: string }>(
    await database.db.execute(sql`
      select r.competency_id from job_profile_requirements r
      join profiles p on p.company_id = r.company_id and p.job_profile_id = r.job_profile_id
      where p.id = ${seeded.member.id} order by r.position limit 1`),
  );
  let nextLevel = 0;
  const rateOnce = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/assessments/me',
      headers: { cookie: member },
      payload: {
        ratings: [{ competencyId: rated?.competency_id, level: 1 + (nextLevel++ % 5), comment: '' }],
      },
    });
    if (res.statusCode !== 201) throw new Error(`rating: ${res.statusCode} ${res.body}`);
  };
  const rateStatements = await recorder.capture(rateOnce);
  const [rateApi, rateRaw] = await timeInTurn([rateOnce, replay(connection, rateStatements)], ITERATIONS * 2);
  let matrixRender: MatrixRender | null = null;
  let competencySearch: CompetencySearch | null = null;
  if (renderPage) {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    matrixRender = await measureMatrixRender(address, manager, {
      people: seeded.team.length,
      competencies: await teamCompetencyCount(database, seeded.manager.id),
    });
    competencySearch = await measureCompetencySearch(
      address,
      await signIn(seeded.lead.email),
      seeded.libraryId,
      LIBRARY,
    );
  }
  const results = {
    database: label,
    matrixRender,
    competencySearch,
    seeded: { ...seeded.counts, competencies: COMPETENCIES, seconds: seedSeconds, team: seeded.team.length },
    onePersonGap,
    team,
    teamMatrix,
    myCompetenciesPage: {
      statements: pageStatements.flat().filter((s) => s.text !== 'begin' && s.text !== 'commit').length,
      api: pageApi,
      raw: pageRawStats,
    },
    oneRating: {
      statements: rateStatements.filter((s) => s.text !== 'begin' && s.text !== 'commit').length,
      api: rateApi,
      raw: rateRaw,
    },
  };
  await app.close();
  return results;
}

async function measurePglite() {
  const renderPage = existsSync(path.join(WEB_DIST, 'index.html')) && chromiumPath() !== null;
  if (!renderPage) console.error('No web build or no Chromium: the matrix page render is not measured.');
  return onScratchPglite('ch-bench', (label, lite, recorder, raw) =>
    run(label, lite, recorder, [raw], renderPage),
  );
}

async function main() {
  const all = [];
  // BENCH_SKIP_PGLITE=1 measures PostgreSQL alone (while tuning; the published run has both).
  if (!process.env.BENCH_SKIP_PGLITE) all.push(await measurePglite());
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    await withScratchDatabase(serverUrl, 'competency_bench', async (url) => {
      const recorder = new Recorder();
      const database = await openDatabase({ databaseUrl: url }, { logger: recorder });
      // One dedicated connection per parallel call of the page, as the app's pool gives it.
      const direct = Array.from(
        { length: 4 },
        () => new pg.Client({ connectionString: url, options: SESSION_OPTIONS }),
      );
      try {
        await migrate(database);
        recorder.watch(database);
        for (const client of direct) await client.connect();
        all.push(await run('PostgreSQL', database, recorder, direct.map(preparedQuery)));
      } finally {
        for (const client of direct) await client.end().catch(() => {});
        await database.close();
      }
    });
  }
  process.stdout.write(`${JSON.stringify(all)}\n`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
