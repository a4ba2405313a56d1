#!/usr/bin/env node
// `npm run backup [-- <file or folder>]`: a consistent copy of the database, written whole or not at all
// (decision 0079). Embedded database: asks the running server for it over DATA_DIR's control socket, or
// opens DATA_DIR itself when no server runs; then opens the copy to check it and records every table's
// row count and checksum in it. DATABASE_URL set: pg_dump's custom format.
// Default file: backups/competencyhub-<UTC time>.tar.gz (.dump for PostgreSQL). Exit codes: 0 written,
// 1 failed, 2 nothing to back up / bad arguments, 3 DATA_DIR held by a restore or another backup.
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  authSecretOf,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  EXIT,
  fileTimestamp,
  holdDataDir,
  isDiskFull,
  messageOf,
  OperatorError,
  PGLITE_VERSION,
  pgliteQuery,
  removeDir,
  scratchDir,
  sha256,
  snapshotFromServer,
  snapshotOffline,
  tableFingerprints,
  withOpenedCopy,
  writeArchive,
} from './ops/embedded-backup.mjs';
import { backupPostgres, safeUrl } from './ops/postgres-backup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where to write: the argument (a file, or a folder to put the default name in), else backups/.
 * @param {string | undefined} arg @param {string} extension
 */
function targetFile(arg, extension) {
  const name = `competencyhub-${fileTimestamp()}${extension}`;
  if (!arg) return path.join(root, 'backups', name);
  const given = path.resolve(process.cwd(), arg);
  if (arg.endsWith('/') || (existsSync(given) && statSync(given).isDirectory()))
    return path.join(given, name);
  return given;
}

/**
 * The embedded database's backup: the copy, checked by opening it, with its manifest.
 * @param {string} dataDir @param {string} file
 */
export async function backupEmbedded(dataDir, file) {
  const started = performance.now();
  // Every write acknowledged before this moment is in the copy (the copy is taken after it).
  const copiedAt = new Date().toISOString();
  let pgdataTar = await snapshotFromServer(dataDir);
  const whileRunning = pgdataTar !== undefined;
  if (!pgdataTar) {
    // Before holding DATA_DIR, which would create it: a wrong DATA_DIR leaves nothing behind.
    if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
      throw new OperatorError(
        `there is no embedded database in ${dataDir} (no pgdata/PG_VERSION)`,
        EXIT.badInput,
      );
    }
    const hold = await holdDataDir(dataDir, 'backup');
    try {
      pgdataTar = await snapshotOffline(dataDir);
    } finally {
      await hold.release();
    }
  }
  const copiedMs = performance.now() - started;

  const scratch = scratchDir();
  let checked;
  try {
    checked = await withOpenedCopy(pgdataTar, path.join(scratch, 'pgdata'), async (db) => {
      const query = pgliteQuery(db);
      const [version] = await query('show server_version');
      const [latest] = await query('select max(name) as name from schema_migrations');
      return {
        postgres: version?.server_version,
        migration: latest?.name,
        tables: await tableFingerprints(query),
      };
    });
  } catch (error) {
    if (isDiskFull(error)) {
      throw new OperatorError(
        `no room in ${os.tmpdir()} to open the copy and check it (it needs about ${Math.ceil(pgdataTar.length / 1024 / 1024)} MiB): free some space or set TMPDIR to a roomier folder; nothing was written`,
      );
    }
    throw new OperatorError(
      `the copy of the database did not open, so it was not written: ${messageOf(error)}`,
    );
  } finally {
    removeDir(scratch);
  }
  const checkedMs = performance.now() - started - copiedMs;

  const authSecret = authSecretOf(dataDir);
  const manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    copiedAt,
    dataDir,
    whileRunning,
    pglite: PGLITE_VERSION,
    postgres: checked.postgres,
    migration: checked.migration,
    authSecret: authSecret !== undefined,
    pgdata: { bytes: pgdataTar.length, sha256: sha256(pgdataTar) },
    tables: checked.tables,
  };
  await writeArchive(file, { manifest, pgdataTar, authSecret });
  return {
    file,
    manifest,
    bytes: statSync(file).size,
    copiedMs,
    checkedMs,
    totalMs: performance.now() - started,
  };
}

async function main() {
  const arg = process.argv[2];
  if (arg === '--help' || arg === '-h') {
    console.info('Usage: npm run backup [-- <file or folder>]  (DATA_DIR or DATABASE_URL as for npm start)');
    return;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const file = targetFile(arg, '.dump');
    const result = await backupPostgres(databaseUrl, file);
    const mib = (statSync(file).size / 1024 / 1024).toFixed(1);
    console.info(
      `Backup of ${safeUrl(databaseUrl)} written to ${file} (${mib} MiB, ${(result.ms / 1000).toFixed(1)} s).`,
    );
    console.info(
      `Restore it into an empty database with: DATABASE_URL=<that database> npm run restore -- ${file}`,
    );
    return;
  }
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data');
  const file = targetFile(arg, '.tar.gz');
  const result = await backupEmbedded(dataDir, file);
  const tables = Object.values(result.manifest.tables);
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.info(
    [
      `Backup of ${dataDir} written to ${file}`,
      `  ${(result.bytes / 1024 / 1024).toFixed(1)} MiB; ${tables.length} tables, ${rows} rows; migration ${result.manifest.migration}`,
      `  copied ${result.manifest.whileRunning ? 'from the running server' : 'with no server running'} in ${(result.copiedMs / 1000).toFixed(1)} s, opened and checked in ${(result.checkedMs / 1000).toFixed(1)} s`,
      result.manifest.authSecret
        ? '  includes DATA_DIR/auth-secret (keep the file as private as the data)'
        : '  AUTH_SECRET comes from the environment: keep it with the backup, the restored data needs it',
      `Restore with the server stopped: npm run restore -- ${file}`,
    ].join('\n'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    if (error instanceof OperatorError) {
      console.error(`Backup failed: ${error.message}`);
      process.exit(error.exitCode);
    }
    const full = isDiskFull(error)
      ? 'the disk is full (nothing was written)'
      : (error?.stack ?? String(error));
    console.error(`Backup failed: ${full}`);
    process.exit(EXIT.failed);
  });
}
