import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';

const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:5432/${process.argv[2]}` });
const config = loadConfig({ BASE_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', SEED_DEMO: 'false', JOBS_POLL_MS: '0', RATE_LIMIT_IP_MAX: '100000', RATE_LIMIT_ACCOUNT_MAX: '100000' });
const app = await buildApp({ config, database, authSecret: randomBytes(32).toString('hex'), logger: false });
await app.ready();
await app.services.outbox.stop();
const [member] = rowsOf<{ email: string }>(await database.db.execute(sql`select p.email from profiles p join account a on a.user_id = p.id order by p.email limit 1`));
const res = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email: member?.email, password: 'Bench-pass-2026-long' } });
const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
const url = process.argv[3] ?? '/api/v1/assessments/gaps';
for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url, headers: { cookie } });
const started = performance.now();
const N = 300;
for (let i = 0; i < N; i++) {
  const r = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (r.statusCode !== 200) throw new Error(r.body);
}
console.log(url, ((performance.now() - started) / N).toFixed(2), 'ms per request');
await app.close();
await database.close();
