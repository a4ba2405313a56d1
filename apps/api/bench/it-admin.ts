import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { account } from '../src/db/schema/auth.ts';
import { companies } from '../src/db/schema/companies.ts';
import { hashPassword } from '../src/modules/auth/better-auth.ts';
import {
  benchApp,
  ITERATIONS,
  onScratchPglite,
  onScratchPostgres,
  profile,
  type RawQuery,
  type Recorder,
  replay,
  timeInTurn,
} from './recorder.ts';

/**
 * IT Administration at 100,000 people (issue 24; decisions 0072 to 0075): a company of that many
 * people, each with a session (active over the last 30 days, a tenth within the hour), signed in over
 * the last 60 days, 20,000 security alerts over the last 14 days and 2,000 role requests (a tenth
 * waiting), seeded set-based. Each read of the IT administrator's tabs, and the session check every
 * signed-in request makes (`GET /api/v1/me`), is timed through the whole HTTP stack beside its raw SQL
 * replayed prepared, taking turns.
 */
const PEOPLE = Number(process.env.BENCH_IT_PEOPLE ?? 100_000);
const ALERTS = 20_000;
const REQUESTS = 2_000;
const PASSWORD = 'Bench-pass-2026-long';

const int = (value: number) => sql.raw(String(Math.trunc(value)));
const id = (prefix: string, n: ReturnType<typeof sql>) => sql`md5(${prefix}::text || (${n})::text)::uuid`;

async function seed(database: Database) {
  const db = database.db;
  const [company] = await db
    .insert(companies)
    .values({ name: 'Large IT Corp' })
    .returning({ id: companies.id });
  if (!company) throw new Error('company insert failed');
  const c = company.id;
  const g = sql`g`;
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select ${id('ip', g)}, 'Person ' || g, 'p' || g || '@it-large.test', true from generate_series(1, ${int(PEOPLE)}) g`);
  // Roles as a company has them: a few account holders and IT administrators, managers, learning leads.
  await db.execute(sql`
    insert into profiles (id, company_id, email, full_name, role, status, last_sign_in_at)
    select ${id('ip', g)}, ${c}, 'p' || g || '@it-large.test', 'Person ' || g,
      case when g <= 3 then 'account_holder' when g <= 20 then 'company_it_admin'
           when g % 50 = 0 then 'team_manager' when g % 500 = 1 then 'learning_lead' else 'employee' end,
      'active', now() - make_interval(mins => (g * 7919) % (60 * 24 * 60))
    from generate_series(1, ${int(PEOPLE)}) g`);
  // One session each (the trigger that fills a session's company runs on this insert), active at some
  // moment of the last 30 days, a tenth of them within the hour.
  await db.execute(sql`
    insert into session (id, token, user_id, expires_at, created_at, updated_at, last_active_at, ip_address, user_agent)
    select ${id('is', g)}, md5('token' || g), ${id('ip', g)}, now() + interval '7 days',
      now() - interval '2 days', now() - interval '1 day',
      now() - case when g % 10 = 0 then make_interval(mins => g % 60) else make_interval(mins => (g * 7919) % (60 * 24 * 30)) end,
      '10.' || (g % 250) || '.' || (g % 200) || '.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    from generate_series(1, ${int(PEOPLE)}) g`);
  await db.execute(sql`
    insert into security_events (company_id, kind, account_id, email, ip, details, created_at)
    select ${c}, (array['sign_in_burst','account_locked','ssrf_refused','webhook_signature_failed'])[1 + g % 4],
      ${id('ip', sql`1 + g % ${int(PEOPLE)}`)}, 'p' || (1 + g % ${int(PEOPLE)}) || '@it-large.test', '10.0.0.' || (g % 250),
      '{"failures": 5}', now() - make_interval(mins => (g * 17) % (60 * 24 * 14))
    from generate_series(1, ${int(ALERTS)}) g`);
  await db.execute(sql`
    insert into role_requests (company_id, person_id, role, from_role, reason, status, requested_by,
      requested_by_name, requested_by_email, created_at, decided_at)
    select ${c}, ${id('ip', sql`100 + g`)}, 'team_manager', 'employee', 'Leads a project team', 
      case when g % 10 = 0 then 'pending' else 'approved' end, ${id('ip', sql`4`)}, 'Person 4', 'p4@it-large.test',
      now() - make_interval(hours => g), case when g % 10 = 0 then null else now() - make_interval(hours => g - 1) end
    from generate_series(1, ${int(REQUESTS)}) g`);
  // The IT administrator who reads the tabs: person 4, with a password.
  const [admin] = rowsOf<{ id: string }>(await db.execute(sql`select ${id('ip', sql`4`)} as id`));
  const adminId = admin?.id;
  if (!adminId) throw new Error('no IT administrator');
  await db.insert(account).values({
    id: randomUUID(),
    accountId: adminId,
    providerId: 'credential',
    userId: adminId,
    password: await hashPassword(PASSWORD),
  });
  return { companyId: c, itAdmin: { id: adminId, email: 'p4@it-large.test' } };
}

async function run(label: string, database: Database, recorder: Recorder, raw: RawQuery) {
  const log = (line: string) => process.stderr.write(`${label}: ${line}\n`);
  const started = performance.now();
  const seeded = await seed(database);
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  log(`seeded in ${seedSeconds} s`);
  await database.db.execute(sql`vacuum (analyze)`);
  const app = await benchApp(database);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: seeded.itAdmin.email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const get = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (answer.statusCode !== 200)
      throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    return answer;
  };
  const compare = async (url: string) => {
    const call = () => get(url);
    const statements = await recorder.capture(call);
    if (process.env.BENCH_PROFILE) await profile(label, url, raw, statements);
    const [api, rawStats] = await timeInTurn([call, replay(raw, statements)], ITERATIONS);
    return {
      statements: statements.filter((s) => s.text !== 'begin' && s.text !== 'commit').length,
      api,
      raw: rawStats,
    };
  };
  const result = {
    database: label,
    people: PEOPLE,
    seedSeconds,
    me: await compare('/api/v1/me'),
    overview: await compare('/api/v1/it-admin/overview'),
    alerts: await compare('/api/v1/it-admin/security-alerts?limit=20'),
    sessions: await compare('/api/v1/it-admin/sessions?limit=20'),
    sessionSearch: await compare('/api/v1/it-admin/sessions?limit=20&q=Person%2099'),
    roles: await compare('/api/v1/it-admin/roles'),
    roleRequests: await compare('/api/v1/it-admin/role-requests?limit=20'),
  };
  log('measured');
  await app.close();
  return result;
}

async function main() {
  const all = [];
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) all.push(await onScratchPostgres(serverUrl, 'it_admin_bench', run));
  if (!process.env.BENCH_SKIP_PGLITE) all.push(await onScratchPglite('ch-it-admin', run));
  process.stdout.write(`${JSON.stringify(all)}\n`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
