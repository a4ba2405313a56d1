import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { templateName, withDatabase } from './global-setup.ts';

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<Database> {
  if (inject('databaseMode') === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const prefix = inject('runPrefix');
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${templateName(prefix)}"`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name) });
    const close = database.close;
    database.close = async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    };
    return database;
  }
  const snapshot = readFileSync(inject('snapshotPath'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  return openDatabase({ pglite });
}
