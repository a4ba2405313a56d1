import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { MIGRATIONS } from '../src/db/migrate.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh database with every migration before `migrationName` applied (the state a deployed company
 * is in when that migration ships), on the test run's database kind, and a way to drop it: a
 * migration's data movement is tested on rows made the old way.
 */
export async function databaseBefore(
  migrationName: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  let database: Database;
  let drop: () => Promise<void>;
  if (inject('databaseMode') === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `${inject('runPrefix')}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name) });
    drop = async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    };
  } else {
    database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
    drop = () => database.close();
  }
  await database.execScript(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const index = MIGRATIONS.findIndex((m) => m.name === migrationName);
  expect(index).toBeGreaterThan(0);
  for (const m of MIGRATIONS.slice(0, index)) {
    await database.execScript(
      `BEGIN;\nINSERT INTO schema_migrations (name) VALUES ('${m.name}');\n${m.script}\nCOMMIT;`,
    );
  }
  return { database, drop };
}
