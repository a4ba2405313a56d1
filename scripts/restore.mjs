#!/usr/bin/env node
// `npm run restore -- <file>`: puts a backup of `npm run backup` in place (decision 0079).
// Embedded database: refuses while a server runs on DATA_DIR; checks the file (format, checksum), opens
// the copy beside the data and compares every table with the row counts and checksums recorded at backup
// time; then moves the current data aside (renamed, never deleted) and the copy in. The next `npm start`
// opens it. DATABASE_URL set: pg_restore into that database, which must be empty.
// Exit codes: 0 restored, 1 failed, 2 bad file or arguments, 3 a server runs on DATA_DIR / the target
// database is not empty.
import { existsSync } from 'node:fs';
import { open, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  busyError,
  EXIT,
  fileTimestamp,
  fingerprintDifferences,
  holdDataDir,
  holderOf,
  isDiskFull,
  messageOf,
  OperatorError,
  pgliteQuery,
  readArchive,
  removeDir,
  tableFingerprints,
  withOpenedCopy,
} from './ops/embedded-backup.mjs';
import { restorePostgres, safeUrl } from './ops/postgres-backup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {string} dataDir @param {string} file
 * @returns {Promise<{ manifest: any, keptAside: string[], ms: number }>}
 */
export async function restoreEmbedded(dataDir, file) {
  const started = performance.now();
  const holder = await holderOf(dataDir);
  if (holder) {
    const error = busyError(dataDir, holder);
    error.message +=
      holder.holder === 'server'
        ? ': stop it first (Ctrl+C, or SIGTERM to that pid), then run the restore again'
        : '';
    throw error;
  }
  const { manifest, pgdataTar, authSecret } = await readArchive(file);
  const hold = await holdDataDir(dataDir, 'restore');
  const stamp = fileTimestamp();
  // Beside the data, on the same file system, so that putting it in place is a rename.
  const staging = path.join(dataDir, `.restore-${stamp}`);
  try {
    await withOpenedCopy(pgdataTar, path.join(staging, 'pgdata'), async (db) => {
      const differences = fingerprintDifferences(manifest.tables, await tableFingerprints(pgliteQuery(db)));
      if (differences.length > 0) {
        throw new OperatorError(
          `${file} opened, but its tables differ from what the backup recorded: ${differences.slice(0, 5).join(', ')}`,
          EXIT.badInput,
        );
      }
    }).catch((error) => {
      if (error instanceof OperatorError) throw error;
      if (isDiskFull(error)) {
        throw new OperatorError(
          `the disk holding ${dataDir} is full: the restore needs about ${Math.ceil(pgdataTar.length / 1024 / 1024)} MiB free beside the data; nothing was moved`,
        );
      }
      throw new OperatorError(
        `${file} could not be opened as a database (made by PGlite ${manifest.pglite}, PostgreSQL ${manifest.postgres}): ${messageOf(error)}`,
        EXIT.badInput,
      );
    });

    /** @type {string[]} */
    const keptAside = [];
    const moveAside = async (/** @type {string} */ name) => {
      const from = path.join(dataDir, name);
      if (!existsSync(from)) return;
      const to = path.join(dataDir, `${name}.before-restore-${stamp}`);
      await rename(from, to);
      keptAside.push(to);
    };
    await moveAside('pgdata');
    await rename(path.join(staging, 'pgdata'), path.join(dataDir, 'pgdata'));
    if (authSecret !== undefined) {
      await moveAside('auth-secret');
      await writeFile(path.join(dataDir, 'auth-secret'), authSecret, { mode: 0o600 });
    }
    const dirHandle = await open(dataDir, 'r');
    await dirHandle.sync().catch(() => {});
    await dirHandle.close();
    return { manifest, keptAside, ms: performance.now() - started };
  } finally {
    removeDir(staging);
    await hold.release();
  }
}

async function main() {
  const file = process.argv[2];
  if (!file || file === '--help' || file === '-h') {
    console.info('Usage: npm run restore -- <backup file>  (DATA_DIR or DATABASE_URL as for npm start)');
    process.exit(file ? EXIT.ok : EXIT.badInput);
  }
  const backup = path.resolve(process.cwd(), file);
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const result = await restorePostgres(databaseUrl, backup);
    console.info(`Restored ${backup} into ${safeUrl(databaseUrl)} in ${(result.ms / 1000).toFixed(1)} s.`);
    console.info(
      'Start the API processes with this DATABASE_URL; the old database is untouched until you drop it.',
    );
    return;
  }
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data');
  const result = await restoreEmbedded(dataDir, backup);
  const tables = Object.values(result.manifest.tables);
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.info(
    [
      `Restored the backup of ${result.manifest.copiedAt} into ${dataDir} (${tables.length} tables, ${rows} rows, each checked) in ${(result.ms / 1000).toFixed(1)} s.`,
      ...(result.keptAside.length > 0
        ? [
            `The data that was there is kept in ${result.keptAside.join(' and ')}: delete it once the restored data looks right.`,
          ]
        : []),
      result.manifest.authSecret
        ? 'The auth secret of the backup is back in place: signed-in sessions of that time are valid again.'
        : 'The backup holds no auth secret: start with the AUTH_SECRET the backed-up server used.',
      'Start the server: npm start',
    ].join('\n'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    if (error instanceof OperatorError) {
      const verb = error.exitCode === EXIT.failed ? 'failed' : 'refused';
      console.error(`Restore ${verb}: ${error.message}`);
      process.exit(error.exitCode);
    }
    const full = isDiskFull(error)
      ? 'the disk is full (the data in place was not touched)'
      : (error?.stack ?? String(error));
    console.error(`Restore failed: ${full}`);
    process.exit(EXIT.failed);
  });
}
