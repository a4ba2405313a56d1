import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { withDatabase } from './global-setup.ts';

/**
 * Two API processes started together on an empty PostgreSQL database (decision 0080): every step of
 * migrate(), creating schema_migrations included, waits for the migration lock. Without it, both ran
 * CREATE TABLE IF NOT EXISTS at once and one process failed to start on pg_type's unique index.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('migrations on an empty database', () => {
  it('create even their own bookkeeping table only under the migration lock', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `competencyhub_test_lock_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = withDatabase(serverUrl, name);
    // Another process holds the lock (it is migrating).
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const database = await openDatabase({ databaseUrl: url });
    try {
      await other.query('select pg_advisory_lock(727274)');
      const migrating = migrate(database);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { rows } = await other.query(`select to_regclass('schema_migrations') is not null as exists`);
      expect(rows[0].exists).toBe(false);
      await other.query('select pg_advisory_unlock(727274)');
      const applied = await migrating;
      expect(applied.length).toBeGreaterThan(60);
    } finally {
      await other.end();
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});
