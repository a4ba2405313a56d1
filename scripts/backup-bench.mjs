#!/usr/bin/env node
// How long backups and restores take, and what a backup costs the users of a running server
// (decision 0079). `node scripts/backup-bench.mjs [--padding-mb N] [--postgres ADMIN_URL]`.
// Embedded: the built server with demo data (plus N MiB of padding rows, to stand for a large company),
// one client reading GET /api/v1/me in a loop while `npm run backup` runs against the server: the
// slowest read during the backup is the pause users notice. Then the restore, with the server stopped.
// --postgres: pg_dump and pg_restore of the demo data in scratch databases (dropped at the end).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backupEmbedded } from './backup.mjs';
import { withOpenedDataDir } from './ops/embedded-backup.mjs';
import { ensureServerBuilt, signIn, startServer } from './ops/embedded-server.mjs';
import { backupPostgres, restorePostgres } from './ops/postgres-backup.mjs';
import { restoreEmbedded } from './restore.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const paddingMb = Number(option('--padding-mb') ?? 0);
const adminUrl = option('--postgres');

const work = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-backup-bench-'));
const dataDir = path.join(work, 'data');
/** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
let server;
const cleanUp = async () => {
  await server?.stop('SIGKILL');
  rmSync(work, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function embedded() {
  server = await startServer({ dataDir });
  if (paddingMb > 0) {
    await server.stop();
    // Rows of 1 KiB of random hex (it compresses about 2:1, like text), set-based.
    await withOpenedDataDir(path.join(dataDir, 'pgdata'), (db) =>
      db.exec(`create table backup_bench_padding as
        select g as id, (select string_agg(md5(random()::text), '') from generate_series(1, 32) where g > 0) as body
        from generate_series(1, ${paddingMb * 1024}) g`),
    );
    server = await startServer({ dataDir });
  }
  const session = await signIn(server.url, 'employee@acme.test');
  const reads = [];
  let backingUp = true;
  const duringBackup = [];
  let serverPeak = rssOf(server.pid);
  const reader = (async () => {
    while (backingUp) {
      const t = performance.now();
      await session.call('GET', '/api/v1/me');
      const ms = performance.now() - t;
      (reads.length < 50 ? reads : duringBackup).push(ms);
      serverPeak = Math.max(serverPeak, rssOf(/** @type {number} */ (server?.pid)));
    }
  })();
  while (reads.length < 50) await new Promise((r) => setTimeout(r, 20));
  const serverBefore = rssOf(server.pid);
  const file = path.join(work, 'backup.tar.gz');
  const backup = await backupEmbedded(dataDir, file);
  backingUp = false;
  await reader;
  await server.stop();
  server = undefined;
  const restore = await restoreEmbedded(dataDir, file);
  const rows = Object.values(backup.manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  const sorted = reads.sort((a, b) => a - b);
  console.info(
    [
      `Embedded, demo data${paddingMb ? ` + ${paddingMb} MiB padding` : ''}: database files ${mib(backup.manifest.pgdata.bytes)}, ${rows} rows; backup file ${mib(statSync(file).size)}`,
      `  backup while serving: copy ${s(backup.copiedMs)}, opened and checked ${s(backup.checkedMs)}, total ${s(backup.totalMs)}`,
      `  GET /api/v1/me: median ${sorted[25]?.toFixed(1)} ms before; slowest during the backup ${Math.max(...duringBackup).toFixed(0)} ms (${duringBackup.length} reads)`,
      `  server memory ${mib(serverBefore)} before, ${mib(serverPeak)} at the highest; backup process peak ${mib(process.resourceUsage().maxRSS * 1024)}`,
      `  restore (server stopped): ${s(restore.ms)}`,
      `  load average ${os.loadavg()[0].toFixed(1)}`,
    ].join('\n'),
  );
}

async function postgres() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const names = [`c_bench_src_${process.pid}`, `c_bench_dst_${process.pid}`];
  const urlOf = (name) =>
    Object.assign(new URL(/** @type {string} */ (adminUrl)), { pathname: `/${name}` }).toString();
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    server = await startServer({ databaseUrl: urlOf(names[0]), dataDir: path.join(work, 'pg') });
    await server.stop();
    server = undefined;
    const file = path.join(work, 'demo.dump');
    const backup = await backupPostgres(urlOf(names[0]), file);
    const restore = await restorePostgres(urlOf(names[1]), file);
    console.info(
      `PostgreSQL, demo data: pg_dump ${s(backup.ms)}, ${mib(statSync(file).size)}; pg_restore ${s(restore.ms)}`,
    );
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

try {
  ensureServerBuilt();
  await embedded();
  if (adminUrl) await postgres();
} finally {
  await cleanUp();
}
