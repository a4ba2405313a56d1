/**
 * What the subscription's checks add (issue 11): a company of 1,000 active people on a paid plan, on
 * the embedded PGlite and (with BENCH_DATABASE_URL) on PostgreSQL. Measured in the same tenant
 * transaction the routes use, taking turns: the transaction alone (the baseline), the seat check an
 * invitation accept, an approval or a reactivation makes (lock the subscription row, count the
 * active people), and spending one AI credit (lock, spend, move the period on when due). The added
 * cost is the check's time less the baseline's. Prints one JSON object per database.
 *
 *   npx tsx apps/api/bench/subscriptions.ts            # PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx …          # and PostgreSQL (a scratch database is created)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addMonths } from '@competencyhub/domain/billing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase, withTenant } from '../src/db/client.ts';
import { migrate, rowsOf } from '../src/db/migrate.ts';
import { companies } from '../src/db/schema/companies.ts';
import { subscriptionAddOns, subscriptions } from '../src/db/schema/subscriptions.ts';
import { assertSeatFor } from '../src/modules/subscriptions/check-seat.ts';
import { spendAiCredit } from '../src/modules/subscriptions/spend-ai-credit.ts';

const PEOPLE = 1000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);

interface Stats {
  p50: number;
  p95: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: Math.round(at(0.5) * 100) / 100, p95: Math.round(at(0.95) * 100) / 100 };
}

async function seed(database: Database): Promise<string> {
  const [company] = await database.db.insert(companies).values({ name: 'Seat Bench Ltd' }).returning();
  if (!company) throw new Error('company insert failed');
  await database.db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select gen_random_uuid(), 'Person ' || g, 'person' || g || '@seat-bench.test', true
    from generate_series(1, ${PEOPLE}) g`);
  await database.db.execute(sql`
    insert into profiles (id, company_id, email, full_name, role, status)
    select u.id, ${company.id}, u.email, u.name, 'employee', 'active'
    from "user" u where u.email like '%@seat-bench.test'`);
  const now = new Date();
  await database.db.insert(subscriptions).values({
    companyId: company.id,
    plan: 'professional',
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, 1),
  });
  // Seats for everyone and a few more; credits for every spend of the run.
  await database.db.insert(subscriptionAddOns).values([
    {
      companyId: company.id,
      addOnId: 'user_block_50',
      quantity: 20,
      unitPriceCents: 1099,
      billingType: 'recurring',
    },
    {
      companyId: company.id,
      addOnId: 'ai_credits_50',
      quantity: 20,
      unitPriceCents: 499,
      billingType: 'one_time',
      creditsGranted: 1000,
      creditsRemaining: 1000,
    },
  ]);
  const [count] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from profiles where company_id = ${company.id}`),
  );
  if (Number(count?.n) !== PEOPLE) throw new Error('seed incomplete');
  return company.id;
}

async function run(name: string, database: Database) {
  await migrate(database);
  const companyId = await seed(database);
  const calls = [
    () => withTenant(database, companyId, (tx) => tx.execute(sql`select 1`)),
    () => withTenant(database, companyId, (tx) => assertSeatFor(tx, companyId)),
    () => withTenant(database, companyId, (tx) => spendAiCredit(tx, companyId)),
  ];
  for (let i = 0; i < 10; i++) for (const call of calls) await call();
  const samples: number[][] = calls.map(() => []);
  for (let i = 0; i < ITERATIONS; i++) {
    for (const [j, call] of calls.entries()) {
      const started = performance.now();
      await call();
      samples[j]?.push(performance.now() - started);
    }
  }
  const [baseline, seatCheck, creditSpend] = samples.map(stats) as [Stats, Stats, Stats];
  const added = (s: Stats) => ({
    p50: Math.round(Math.max(0, s.p50 - baseline.p50) * 100) / 100,
    p95: Math.round(Math.max(0, s.p95 - baseline.p95) * 100) / 100,
  });
  return {
    database: name,
    people: PEOPLE,
    iterations: ITERATIONS,
    baseline,
    seatCheck,
    creditSpend,
    seatCheckAdded: added(seatCheck),
    creditSpendAdded: added(creditSpend),
  };
}

async function main() {
  const all = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ch-seat-bench-'));
  try {
    const lite = await openDatabase({ dataDir: dir });
    all.push(await run('PGlite', lite));
    await lite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `seat_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      all.push(await run('PostgreSQL', database));
    } finally {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
  process.stdout.write(`${JSON.stringify(all)}\n`);
}

await main();
