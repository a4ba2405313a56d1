#!/usr/bin/env node
/**
 * The database's disk full while uploading and exporting (issue 25, point 4; decision 0080). A PostgreSQL
 * of this script's own keeps its whole data directory (tables and WAL) on a small tmpfs
 * (`mount -t tmpfs -o size=…`); two API processes behind nginx use it. Once the demo company is in, a
 * filler file takes the tmpfs's free space but FREE_LEFT_KB, and:
 *
 * - an evidence upload (a 4 MiB PDF: files live in the database, stored_files) must answer a clear error
 *   (507 STORAGE_FULL, or 503 while PostgreSQL recovers) and leave no row behind, then succeed, byte for
 *   byte, once the filler is removed;
 * - the team matrix export (CSV and XLSX) must still answer whole and identical: an export is read a page
 *   at a time and streamed to the client (the workbook is built in memory), so it writes nothing to any
 *   disk — neither the API's nor the database's (its pages are 500 rows, far below work_mem, so no
 *   temporary file);
 * - pages must still be read;
 * - the refused upload's error line in the API's log must not carry the file (a failed query's
 *   parameters are redacted, line breaks included).
 *
 *   node scripts/faults/disk-full.mjs            (about 40 s; needs root for mount)
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, startCluster } from '../ops/cluster.mjs';
import {
  faultScript,
  query,
  request,
  signIn,
  sleep,
  startOwnPostgres,
  stoppedByError,
} from './fault-kit.mjs';

const NAME = 'disk-full';
const TMPFS_SIZE = process.env.TMPFS_SIZE ?? '320m';
const FREE_LEFT_KB = Number(process.env.FREE_LEFT_KB ?? 256);
const { check, log } = faultScript(NAME, 180_000);
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

const mountPoint = mkdtempSync(path.join(os.tmpdir(), 'd-fault-disk-'));
let mounted = false;
const unmount = () => {
  if (!mounted) return;
  spawnSync('umount', ['-l', mountPoint]);
  mounted = false;
  rmSync(mountPoint, { recursive: true, force: true });
};
process.once('exit', unmount);

const freeBytes = () => {
  const stats = statfsSync(mountPoint);
  return stats.bavail * stats.bsize;
};
const fillerPath = path.join(mountPoint, 'filler');
const fill = () => {
  const size = Math.max(0, freeBytes() - FREE_LEFT_KB * 1024);
  const result = spawnSync('fallocate', ['-l', String(size), fillerPath], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`fallocate failed: ${result.stderr}`);
};
const unfill = () => rmSync(fillerPath, { force: true });

/** A PDF the upload's sniffing accepts, of random (incompressible) bytes: TOAST cannot shrink it. */
const MARKER = `disk-full-marker-${randomBytes(6).toString('hex')}`;
const pdf = (bytes) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n%${MARKER}\n`), randomBytes(bytes), Buffer.from('\n%%EOF\n')]);

async function upload(base, cookie, name, bytes) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/v1/assessments/evidence?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/pdf', origin: base },
      body: bytes,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: String(error), ms: performance.now() - started };
  }
}

async function download(base, cookie, urlPath) {
  const response = await fetch(`${base}${urlPath}`, { headers: { cookie } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

let postgres;
let cluster;
try {
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', mountPoint], {
    encoding: 'utf8',
  });
  if (mount.status !== 0) throw new Error(`mount failed: ${mount.stderr}`);
  mounted = true;
  await ensureBuilt();
  postgres = await startOwnPostgres({
    dataParent: mountPoint,
    // 1 MiB WAL segments and a small WAL budget: the WAL lives on the full disk too, as it would.
    initdbArgs: ['--wal-segsize=1'],
    settings: { max_wal_size: '32MB', min_wal_size: '4MB' },
  });
  await query(postgres.adminUrl, 'create database competencyhub');
  const databaseUrl = `postgres://postgres@127.0.0.1:${postgres.port}/competencyhub`;
  cluster = await startCluster({
    databaseUrl,
    processes: 2,
    env: { RATE_LIMIT_IP_MAX: '100000' },
    ...(process.env.FAULT_LOG_DIR ? { logDir: process.env.FAULT_LOG_DIR } : {}),
  });
  const base = cluster.url;
  const employee = await signIn(base, 'employee@acme.test');
  const manager = await signIn(base, 'manager@acme.test');
  const teams = await request(base, 'GET', '/api/v1/teams', { cookie: manager });
  const team = teams.body?.items?.find((item) => item.memberCount > 0);
  if (!team) throw new Error(`the demo manager has no team: ${JSON.stringify(teams.body).slice(0, 300)}`);
  const csvBefore = await download(base, manager, `/api/v1/teams/${team.id}/matrix.csv`);
  const xlsxBefore = await download(base, manager, `/api/v1/teams/${team.id}/matrix.xlsx`);
  check.expect(
    csvBefore.status === 200 && xlsxBefore.status === 200,
    'the exports failed before the disk filled',
  );
  // A checkpoint now, so the fill meets a database at rest rather than one about to recycle its WAL.
  await query(postgres.adminUrl, 'checkpoint');

  fill();
  log(`disk full: ${Math.round(freeBytes() / 1024)} KiB left of ${TMPFS_SIZE}`);

  // --- An upload while full: a clear error, nothing stored.
  const name = 'disk-full-evidence.pdf';
  const bytes = pdf(4 * 1024 * 1024);
  const refused = await upload(base, employee, name, bytes);
  log(
    `upload while full: ${refused.status} ${JSON.stringify(refused.body).slice(0, 200)} in ${Math.round(refused.ms)} ms`,
  );
  const clearError =
    (refused.status === 507 && refused.body?.code === 'STORAGE_FULL') ||
    (refused.status === 503 && refused.body?.code === 'UNAVAILABLE');
  check.expect(clearError, `upload while full answered ${refused.status} ${JSON.stringify(refused.body)}`);
  // PostgreSQL may have restarted after a failed WAL write: wait until it answers again.
  let readable = false;
  for (let i = 0; i < 60 && !readable; i++) {
    readable = await query(databaseUrl, 'select 1').then(
      () => true,
      () => false,
    );
    if (!readable) await sleep(500);
  }
  const [orphans] = await query(
    databaseUrl,
    'select count(*)::int as n from stored_files where file_name = $1',
    [name],
  );
  check.expect(orphans.n === 0, `${orphans.n} stored file row(s) for the refused upload`);

  // --- Reads and exports while full.
  const profile = await request(base, 'GET', '/api/v1/me/profile', { cookie: employee });
  check.expect(profile.status === 200, `reading a page while full answered ${profile.status}`);
  const csvFull = await download(base, manager, `/api/v1/teams/${team.id}/matrix.csv`);
  const xlsxFull = await download(base, manager, `/api/v1/teams/${team.id}/matrix.xlsx`);
  check.expect(
    csvFull.status === 200 && csvFull.bytes.equals(csvBefore.bytes),
    `the CSV export while full: ${csvFull.status}, ${csvFull.bytes.length} bytes (before: ${csvBefore.bytes.length})`,
  );
  check.expect(
    xlsxFull.status === 200 && xlsxFull.bytes.length > 0,
    `the XLSX export while full: ${xlsxFull.status}`,
  );
  // The refused insert is logged as an error: its parameters (the file) must not be in the line.
  const apiLogs = cluster.logsOf(0) + cluster.logsOf(1);
  check.expect(apiLogs.includes('53100'), 'the refused upload was not logged');
  check.expect(!apiLogs.includes(MARKER), "the uploaded file's bytes are in the API's log");
  const pgLog = spawnSync('cat', [postgres.logFile], { encoding: 'utf8' }).stdout;
  const panicked = /PANIC/.test(pgLog);

  // --- Space freed: the same upload goes through, and reads back byte for byte.
  unfill();
  const freedAt = Date.now();
  let accepted = await upload(base, employee, name, bytes);
  while (accepted.status !== 201 && Date.now() - freedAt < 30_000) {
    await sleep(500);
    accepted = await upload(base, employee, name, bytes);
  }
  const recoveredMs = Date.now() - freedAt;
  check.expect(accepted.status === 201, `upload after freeing space answered ${accepted.status}`);
  if (accepted.status === 201) {
    const back = await download(base, employee, `/api/v1/files/${accepted.body.id}`);
    check.expect(
      back.status === 200 && sha(back.bytes) === sha(bytes),
      'the stored file differs from the upload',
    );
  }
  const [stored] = await query(
    databaseUrl,
    'select count(*)::int as n from stored_files where file_name = $1',
    [name],
  );
  check.expect(stored.n === 1, `${stored.n} stored file rows after the upload went through`);

  const figures = {
    tmpfs: TMPFS_SIZE,
    freeLeftKiB: FREE_LEFT_KB,
    uploadWhileFull: `${refused.status} ${refused.body?.code ?? ''} in ${Math.round(refused.ms)} ms`,
    postgresPanicked: panicked,
    csvExportWhileFull: `${csvFull.status}, ${csvFull.bytes.length} bytes, identical: ${csvFull.bytes.equals(csvBefore.bytes)}`,
    xlsxExportWhileFull: `${xlsxFull.status}, ${xlsxFull.bytes.length} bytes`,
    uploadAcceptedAfterFreeingMs: recoveredMs,
  };
  console.info(JSON.stringify(figures, null, 2));
  check.finish(
    `upload while full: ${figures.uploadWhileFull}, nothing stored; exports whole while full; ` +
      `upload accepted ${recoveredMs} ms after space was freed`,
  );
} catch (error) {
  stoppedByError(check, error, cluster);
} finally {
  await cluster?.close();
  postgres?.destroy();
  unmount();
}
