/**
 * The HRIS import at scale (issue 23, point 3; decision 0056): a company of 100,000 people, and a file
 * of 100,000 person rows (each in one of 200 units under a root, with a location and a manager) checked
 * for its preview and applied by the import's job code, on the embedded PGlite and (with
 * BENCH_DATABASE_URL) on PostgreSQL. While it runs, the event loop's delay is sampled: the longest is
 * how long another request could have waited. Prints one JSON object per database.
 *
 *   npx tsx apps/api/bench/hris-import.ts            # PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx …        # and PostgreSQL (a scratch database is created)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase, withTenant } from '../src/db/client.ts';
import { migrate, rowsOf } from '../src/db/migrate.ts';
import { companies } from '../src/db/schema/companies.ts';
import { jobProfiles } from '../src/db/schema/job-profiles.ts';
import { hrisImports } from '../src/db/schema/organisation.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { runHrisImport } from '../src/modules/organisation/hris-apply.ts';
import { planImport } from '../src/modules/organisation/hris-plan.ts';
import { readHrisFile } from '../src/modules/organisation/hris-read.ts';
import { readSnapshot } from '../src/modules/organisation/hris-snapshot.ts';
import { isoDay } from '../src/modules/organisation/job-assignments.ts';

const PEOPLE = Number(process.env.BENCH_HRIS_PEOPLE ?? 100_000);
const UNITS = 200;

async function seed(database: Database): Promise<string> {
  const [company] = await database.db.insert(companies).values({ name: 'HRIS Bench Ltd' }).returning();
  if (!company) throw new Error('company insert failed');
  await database.db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select gen_random_uuid(), 'Person ' || g, 'p' || g || '@hris-bench.test', true
    from generate_series(1, ${PEOPLE}) g`);
  await database.db.execute(sql`
    insert into profiles (id, company_id, email, full_name, role, status)
    select u.id, ${company.id}, u.email, u.name, 'employee', 'active'
    from "user" u where u.email like '%@hris-bench.test'`);
  await database.db.insert(jobProfiles).values({ companyId: company.id, title: 'Engineer' });
  return company.id;
}

/**
 * Root unit, 200 units, one location, and every person in a unit under a manager ten times fewer. The
 * re-organisation's file (prefix V) moves everyone into 201 other units, the same day.
 */
function hrisFile(prefix = 'U'): string {
  const lines = [
    'record,external_id,name,parent_external_id,country,time_zone,job_profile,unit_external_id,location_external_id,email,manager_external_id',
    `unit,${prefix}0,Bench Root ${prefix},,,,,,,,`,
  ];
  for (let u = 1; u <= UNITS; u++)
    lines.push(`unit,${prefix}${u},Bench Unit ${prefix}${u},${prefix}0,,,,,,,`);
  lines.push('location,L1,Bench Campus,,DE,Europe/Berlin,,,,,');
  for (let g = 1; g <= PEOPLE; g++) {
    const manager = g === 1 ? '' : `E${Math.max(1, Math.floor(g / 10))}`;
    lines.push(
      `person,E${g},Person ${g},,,,Engineer,${prefix}${(g % UNITS) + 1},L1,p${g}@hris-bench.test,${manager}`,
    );
  }
  return lines.join('\r\n');
}

/**
 * The company's first import, then at once a re-organisation: the second import's check and apply read
 * what the first wrote, before any autovacuum has analysed it (decision 0082).
 */
async function run(name: string, database: Database) {
  await migrate(database);
  const companyId = await seed(database);
  const first = await importOnce(name, 'first import', database, companyId, hrisFile('U'));
  const second = await importOnce(name, 're-organisation', database, companyId, hrisFile('V'));
  const [moved] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from profiles p
      join org_units u on u.company_id = p.company_id and u.id = p.org_unit_id
      where p.company_id = ${companyId} and u.external_id like 'V%'`),
  );
  if (moved?.n !== PEOPLE) throw new Error(`the re-organisation moved ${moved?.n} of ${PEOPLE} people`);
  return [first, second];
}

async function importOnce(name: string, kind: string, database: Database, companyId: string, text: string) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const file = await readHrisFile(text);
  const snapshot = await readSnapshot(database, companyId);
  const plan = await planImport(file, snapshot, isoDay(new Date()));
  if (plan.issueCount > 0)
    throw new Error(`the bench file has problems: ${JSON.stringify(plan.issues.slice(0, 3))}`);
  const [row] = await withTenant(database, companyId, (tx) =>
    tx
      .insert(hrisImports)
      .values({
        companyId,
        status: 'queued',
        fileName: 'bench.csv',
        file: text,
        totalRows: file.rowCount,
        counts: plan.counts,
        issues: [],
        notices: [],
      })
      .returning({ id: hrisImports.id }),
  );
  const previewMs = performance.now() - started;
  // Another user's request while the import applies: a read of one profile every 200 ms. On PostgreSQL
  // it has a connection of its own; on PGlite it waits for the one connection the import's transaction holds.
  let probing = true;
  let longestProbeMs = 0;
  const probe = (async () => {
    while (probing) {
      const asked = performance.now();
      await withTenant(database, companyId, (tx) => tx.select({ id: profiles.id }).from(profiles).limit(1));
      longestProbeMs = Math.max(longestProbeMs, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await runHrisImport(database, companyId, row?.id ?? '');
  const totalMs = performance.now() - started;
  probing = false;
  await probe;
  loop.disable();
  const [done] = await withTenant(database, companyId, (tx) =>
    tx
      .select()
      .from(hrisImports)
      .where(sql`${hrisImports.id} = ${row?.id ?? ''}`),
  );
  if (done?.status !== 'done' || done.donePeople !== PEOPLE) throw new Error('the import did not finish');
  return {
    database: name,
    run: kind,
    people: PEOPLE,
    bytes: Buffer.byteLength(text),
    previewSeconds: Math.round(previewMs / 100) / 10,
    applySeconds: Math.round((totalMs - previewMs) / 100) / 10,
    totalSeconds: Math.round(totalMs / 100) / 10,
    longestEventLoopDelayMs: Math.round(loop.max / 1e6),
    longestOtherRequestMs: Math.round(longestProbeMs),
  };
}

async function main() {
  const all = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ch-hris-bench-'));
  try {
    const lite = await openDatabase({ dataDir: dir });
    all.push(...(await run('PGlite', lite)));
    await lite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const name = `hris_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      all.push(...(await run('PostgreSQL', database)));
    } finally {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
  process.stdout.write(`${JSON.stringify(all)}\n`);
}

await main();
