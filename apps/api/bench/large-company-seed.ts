import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { account } from '../src/db/schema/auth.ts';
import { companies } from '../src/db/schema/companies.ts';
import { hashPassword } from '../src/modules/auth/better-auth.ts';

/**
 * The company of issue 23's speed section, seeded set-based: PEOPLE people in UNITS organisation units
 * (a root, 20 divisions, 200 departments and the rest teams), 60 competencies, 10 job profiles of 8
 * requirements (so each is held by a tenth of the company), a dated job assignment for everyone and
 * about 60 ratings per person (for each required competency 2 self, 2 manager and 3 colleague ratings
 * over 18 months; 4 self-ratings of other competencies): about 6 million at 100,000 people.
 *
 * Every id is derived from a number (`md5(prefix || n)::uuid`), so each statement computes what it
 * joins instead of looking it up: person n's line manager, unit, job profile and colleagues are
 * arithmetic on n. Person 1 leads a team of 200 (the matrix's); everyone else sits in a team of
 * TEAM_SIZE under its first member.
 */

export const LARGE = {
  people: Number(process.env.BENCH_LARGE_PEOPLE ?? 100_000),
  units: 2000,
  competencies: 60,
  profiles: 10,
  requiredPerProfile: 8,
  /** Person 1's team: the matrix of a team of 200. */
  firstTeam: 200,
  /** Every other team: a manager and 55 people. */
  teamSize: 56,
  /** People per insert of ratings: one statement each, so progress shows and no transaction is huge. */
  ratingChunk: 10_000,
};

export const BENCH_PASSWORD = 'Bench-pass-2026-long';

/** A whole number written into the statement: typed as an integer where a parameter would be unknown. */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** The id of thing `n` of a kind: the same on every run and computable inside SQL. */
const id = (prefix: string, n: number | ReturnType<typeof sql>) =>
  sql`md5(${prefix}::text || (${n})::text)::uuid`;

/** SQL: the number of person n's line manager (null for the teams' leads). */
const managerOf = (n: ReturnType<typeof sql>) => sql`
  case when ${n} = 1 then null
       when ${n} <= ${int(LARGE.firstTeam + 1)} then 1
       when (${n} - ${int(LARGE.firstTeam + 2)}) % ${int(LARGE.teamSize)} = 0 then null
       else ${int(LARGE.firstTeam + 2)} + ((${n} - ${int(LARGE.firstTeam + 2)}) / ${int(LARGE.teamSize)}) * ${int(LARGE.teamSize)} end`;

/** SQL: the team number of person n (0 is person 1's). */
const teamOf = (n: ReturnType<typeof sql>) => sql`
  case when ${n} <= ${int(LARGE.firstTeam + 1)} then 0
       else 1 + (${n} - ${int(LARGE.firstTeam + 2)}) / ${int(LARGE.teamSize)} end`;

/** SQL: the k-th colleague (k ≥ 1) of person n in their team, never n itself nor the team's lead. */
const colleagueOf = (n: ReturnType<typeof sql>, k: ReturnType<typeof sql>) => {
  const lead = sql`(${int(LARGE.firstTeam + 2)} + ((${n} - ${int(LARGE.firstTeam + 2)}) / ${int(LARGE.teamSize)}) * ${int(LARGE.teamSize)})`;
  // The last team may be smaller than the others.
  const members = sql`least(${int(LARGE.teamSize - 1)}, ${int(LARGE.people)} - ${lead})`;
  return sql`
  case when ${n} <= ${int(LARGE.firstTeam + 1)}
       then 2 + ((${n} - 2 + ${k}) % ${int(LARGE.firstTeam)})
       else ${lead} + 1 + (((${n} - ${lead} - 1 + ${members}) % ${members}) + ${k}) % ${members} end`;
};

/**
 * An insert of millions of ratings without their row triggers: the foreign-key checks and the
 * pseudonym trigger, per row, made the seed four times slower. What it inserts is consistent by
 * construction (every id it names exists; colleagues' rater keys are set), so the checks find nothing;
 * `session_replication_role` is how bulk loads such as pg_restore skip them (a superuser's setting,
 * which the bench's connection has, for this transaction only).
 */
async function bulkInsert(database: Database, statement: ReturnType<typeof sql>) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

export interface LargeCompany {
  companyId: string;
  /** A member of the team of 200, its manager, and an account holder. */
  member: { id: string; email: string };
  manager: { id: string; email: string };
  holder: { id: string; email: string };
  /** A job profile held by a tenth of the company. */
  jobProfileId: string;
  counts: { people: number; ratings: number; units: number; holders: number };
}

export async function seedLargeCompany(
  database: Database,
  progress: (line: string) => void = () => {},
): Promise<LargeCompany> {
  const db = database.db;
  const N = LARGE.people;
  // A team's lead with no one in the team would have no colleagues to be rated by.
  if ((N - LARGE.firstTeam - 2) % LARGE.teamSize === 0) throw new Error('choose another BENCH_LARGE_PEOPLE');
  const [company] = await db.insert(companies).values({ name: 'Large Corp' }).returning({ id: companies.id });
  if (!company) throw new Error('company insert failed');
  const c = company.id;
  const n = sql`g`;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select ${id('lp', n)}, 'Person ' || g, 'p' || g || '@large.test', true from generate_series(1, ${int(N)}) g`);
  await db.execute(sql`
    insert into profiles (id, company_id, email, full_name, role, status)
    select ${id('lp', n)}, ${c}, 'p' || g || '@large.test', 'Person ' || g, 'employee', 'active'
    from generate_series(1, ${int(N)}) g`);
  progress(`${N} people`);
  // The tree: unit 1 the root, 2–21 divisions, 22–221 departments, the rest teams.
  await db.execute(sql`
    insert into org_units (id, company_id, hierarchy, parent_id, name, kind, code)
    select ${id('lu', n)}, ${c}, 'organisation',
      case when g = 1 then null
           when g <= 21 then ${id('lu', sql`1`)}
           when g <= 221 then ${id('lu', sql`2 + (g % 20)`)}
           else ${id('lu', sql`22 + (g % 200)`)} end,
      case when g = 1 then 'Large Corp' when g <= 21 then 'Division ' || g
           when g <= 221 then 'Department ' || g else 'Team ' || g end,
      case when g = 1 then 'company' when g <= 21 then 'division' when g <= 221 then 'department' else 'team' end,
      'U' || g
    from generate_series(1, ${int(LARGE.units)}) g`);
  await db.execute(sql`
    with recursive up as (
      select id as descendant_id, id as ancestor_id, parent_id, 0 as depth from org_units where company_id = ${c}
      union all
      select up.descendant_id, u.id, u.parent_id, up.depth + 1
      from up join org_units u on u.company_id = ${c} and u.id = up.parent_id)
    insert into org_unit_closure (company_id, ancestor_id, descendant_id, depth)
    select ${c}, ancestor_id, descendant_id, depth from up`);
  await db.execute(sql`
    insert into competency_frameworks (id, company_id, name) values (${id('lf', sql`1`)}, ${c}, 'Large framework')`);
  const f = id('lf', sql`1`);
  await db.execute(sql`
    insert into competency_scale_versions (company_id, framework_id, version, levels, proficient_level)
    values (${c}, ${f}, 1, '[{"value":1,"name":"Novice"},{"value":2,"name":"Developing"},{"value":3,"name":"Proficient"},{"value":4,"name":"Advanced"},{"value":5,"name":"Expert"}]', 3)`);
  await db.execute(sql`
    insert into competency_categories (id, company_id, framework_id, name, position)
    select ${id('lc', n)}, ${c}, ${f}, 'Category ' || g, g from generate_series(1, 6) g`);
  await db.execute(sql`
    insert into competencies (id, company_id, framework_id, category_id, name, type, level_descriptions)
    select ${id('lk', n)}, ${c}, ${f}, ${id('lc', sql`1 + (g % 6)`)}, 'Competency ' || g, 'behavioural',
      array['a','b','c','d','e']
    from generate_series(1, ${int(LARGE.competencies)}) g`);
  await db.execute(sql`
    insert into job_profiles (id, company_id, title)
    select ${id('lj', n)}, ${c}, 'Role ' || g from generate_series(1, ${int(LARGE.profiles)}) g`);
  // Profile j requires competencies 3j+1 … 3j+8 (mod 60): profiles overlap, as real ones do.
  await db.execute(sql`
    insert into job_profile_requirements (company_id, job_profile_id, competency_id, required_level, importance, position)
    select ${c}, ${id('lj', sql`j`)}, ${id('lk', sql`1 + ((3 * j + i) % ${int(LARGE.competencies)})`)}, 3 + (i % 2),
      (array['critical','important','nice_to_have'])[1 + (i % 3)], i
    from generate_series(1, ${int(LARGE.profiles)}) j cross join generate_series(0, ${int(LARGE.requiredPerProfile - 1)}) i`);
  // Everyone's place, as the assignment service keeps it: the open assignment and its cache.
  const profileOf = sql`1 + (g % ${int(LARGE.profiles)})`;
  const unitOf = sql`222 + (${teamOf(n)} % ${int(LARGE.units - 221)})`;
  await db.execute(sql`
    update profiles p set job_profile_id = ${id('lj', profileOf)}, org_unit_id = ${id('lu', unitOf)},
      line_manager_id = case when m is null then null else ${id('lp', sql`m`)} end
    from (select g, ${managerOf(n)} as m from generate_series(1, ${int(N)}) g) x
    where p.company_id = ${c} and p.id = ${id('lp', sql`x.g`)}`);
  await db.execute(sql`
    insert into job_assignments (company_id, person_id, job_profile_id, org_unit_id, manager_id, starts_on, reason)
    select ${c}, id, job_profile_id, org_unit_id, line_manager_id, date '2024-01-01', 'hire'
    from profiles where company_id = ${c}`);
  // Everyone's pseudonym as a colleague, made up front so the insert's trigger finds them set.
  await db.execute(sql`
    insert into rater_pseudonyms (company_id, rater_id, rater_key)
    select ${c}, ${id('lp', n)}, ${id('lr', n)} from generate_series(1, ${int(N)}) g`);
  progress('organisation, profiles and assignments');
  const sources = sql`(values ('self', 1), ('self', 5), ('manager', 2), ('manager', 6), ('peer', 3), ('peer', 4), ('peer', 7)) s(source, n)`;
  for (let from = 1; from <= N; from += LARGE.ratingChunk) {
    const to = Math.min(N, from + LARGE.ratingChunk - 1);
    await bulkInsert(
      database,
      sql`
      with people as (
        select g, ${managerOf(n)} as m, ${profileOf} as j from generate_series(${int(from)}, ${int(to)}) g)
      insert into competency_ratings (company_id, subject_id, competency_id, framework_id, scale_version, level,
        source, rater_id, rater_key, rated_at)
      select ${c}, ${id('lp', sql`p.g`)}, ${id('lk', sql`1 + ((3 * p.j + i) % ${int(LARGE.competencies)})`)}, ${f}, 1,
        1 + (abs(hashtext(p.g::text || '-' || i || '-' || s.n)) % 5), s.source,
        case s.source when 'self' then ${id('lp', sql`p.g`)}
             when 'manager' then ${id('lp', sql`p.m`)}
             else ${id('lp', colleagueOf(sql`p.g`, sql`s.n`))} end,
        case when s.source = 'peer' then ${id('lr', colleagueOf(sql`p.g`, sql`s.n`))} end,
        now() - (s.n * 60 || ' days')::interval
      from people p cross join generate_series(0, ${int(LARGE.requiredPerProfile - 1)}) i cross join ${sources}
      where s.source <> 'manager' or p.m is not null`,
    );
    await bulkInsert(
      database,
      sql`
      insert into competency_ratings (company_id, subject_id, competency_id, framework_id, scale_version, level,
        source, rater_id, rated_at)
      select ${c}, ${id('lp', n)},
        ${id('lk', sql`1 + ((3 * (${profileOf}) + ${int(LARGE.requiredPerProfile)} + i) % ${int(LARGE.competencies)})`)}, ${f}, 1,
        1 + (abs(hashtext(g::text || '+' || i)) % 5), 'self', ${id('lp', n)}, now() - interval '30 days'
      from generate_series(${int(from)}, ${int(to)}) g cross join generate_series(0, 3) i`,
    );
    progress(`ratings of ${to} people`);
  }
  // The people to call the API as, given a password: a member of the team of 200, its manager, and
  // an account holder (who sees the job-profile list and changes the rating rules).
  const holderNumber = LARGE.firstTeam + 2;
  await db.execute(sql`update profiles set role = 'team_manager' where id = ${id('lp', sql`1`)}`);
  await db.execute(
    sql`update profiles set role = 'account_holder' where id = ${id('lp', sql`${int(holderNumber)}`)}`,
  );
  const people = rowsOf<{ id: string; email: string; n: number }>(
    await db.execute(sql`
      select id, email, x.n from profiles
      join (values (2, 'member'), (1, 'manager'), (${int(holderNumber)}, 'holder')) x(n, who)
        on id = ${id('lp', sql`x.n`)}
      where company_id = ${c} order by x.n`),
  );
  for (const person of people) {
    await db.insert(account).values({
      id: randomUUID(),
      accountId: person.id,
      providerId: 'credential',
      userId: person.id,
      password: await hashPassword(BENCH_PASSWORD),
    });
  }
  const byNumber = (k: number) => {
    const person = people.find((p) => Number(p.n) === k);
    if (!person) throw new Error(`no person ${k}`);
    return { id: person.id, email: person.email };
  };
  const member = byNumber(2);
  const [profile] = rowsOf<{ id: string }>(
    await db.execute(sql`select job_profile_id as id from profiles where id = ${member.id}`),
  );
  const [counts] = rowsOf<LargeCompany['counts']>(
    await db.execute(sql`
      select (select count(*)::int from profiles where company_id = ${c}) as people,
             (select count(*)::int from competency_ratings where company_id = ${c}) as ratings,
             (select count(*)::int from org_units where company_id = ${c}) as units,
             (select count(*)::int from profiles where company_id = ${c} and job_profile_id = ${profile?.id ?? null}) as holders`),
  );
  if (!counts || !profile) throw new Error('seed counts missing');
  return {
    companyId: c,
    member,
    manager: byNumber(1),
    holder: byNumber(holderNumber),
    jobProfileId: profile.id,
    counts,
  };
}
