// Backups of a PostgreSQL database (DATABASE_URL set): pg_dump's custom format and pg_restore, run by
// `npm run backup` / `npm run restore` (decision 0079). pg_dump reads one snapshot of the database, so
// its copy is consistent while every API process keeps serving.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { EXIT, OperatorError, writeAtomically } from './embedded-backup.mjs';

/**
 * The pg_dump / pg_restore to run: from PG_BIN when set, else the newest /usr/lib/postgresql/N/bin
 * (Debian keeps each version there), else the PATH. pg_dump must be as new as the server it reads.
 * @param {'pg_dump' | 'pg_restore'} tool
 */
export function pgTool(tool) {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, tool);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const newest = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v) && existsSync(path.join(debian, v, 'bin', tool)))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return path.join(debian, newest, 'bin', tool);
  }
  return tool;
}

/** @param {string} tool @param {string[]} args */
function run(tool, args) {
  const command = pgTool(/** @type {'pg_dump' | 'pg_restore'} */ (tool));
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error && /** @type {NodeJS.ErrnoException} */ (result.error).code === 'ENOENT') {
    throw new OperatorError(
      `${tool} was not found (looked for ${command}): install the PostgreSQL client tools (Debian: apt-get install postgresql-client) or set PG_BIN to their folder`,
    );
  }
  if (result.status !== 0) {
    throw new OperatorError(`${tool} failed: ${(result.stderr || result.stdout || '').trim()}`);
  }
  return result.stdout;
}

/** The URL with its password hidden, for messages. @param {string} url */
export const safeUrl = (url) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

/** @param {string} databaseUrl @param {string} file */
export async function backupPostgres(databaseUrl, file) {
  const started = performance.now();
  await writeAtomically(file, async (tmp) => {
    run('pg_dump', ['--format=custom', '--compress=6', `--file=${tmp}`, `--dbname=${databaseUrl}`]);
  });
  return { file, ms: performance.now() - started };
}

/**
 * Restores a pg_dump file into DATABASE_URL's database, which must be empty: the database that was
 * there stays as it is, under its own name, until the operator drops it (createdb a new one, point
 * DATABASE_URL at it, restore, start). One transaction: a restore that fails leaves the target empty.
 * @param {string} databaseUrl @param {string} file
 */
export async function restorePostgres(databaseUrl, file) {
  if (!existsSync(file)) throw new OperatorError(`${file}: no such file`, EXIT.badInput);
  try {
    run('pg_restore', ['--list', file]);
  } catch (error) {
    throw new OperatorError(
      `${file} is not a pg_dump custom-format file: ${/** @type {Error} */ (error).message}`,
      EXIT.badInput,
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new OperatorError(
      `cannot connect to ${safeUrl(databaseUrl)}: ${/** @type {Error} */ (error).message}`,
    );
  }
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    if (rows[0].n > 0) {
      throw new OperatorError(
        `${safeUrl(databaseUrl)} already holds ${rows[0].n} tables: restore into an empty database (createdb competencyhub_restored), then point DATABASE_URL at it`,
        EXIT.busy,
      );
    }
    // Roles belong to the server, not to a database, so pg_dump leaves out the one the tenant
    // transactions switch to; its grants and policies in the dump need it to exist.
    await client.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'competencyhub_app') THEN CREATE ROLE competencyhub_app NOLOGIN; END IF;
    END $$`);
    await client.query('GRANT competencyhub_app TO CURRENT_USER');
  } finally {
    await client.end();
  }
  const started = performance.now();
  run('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
  return { ms: performance.now() - started };
}
