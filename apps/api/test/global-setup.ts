import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/** The template every test file of a run copies on PostgreSQL: `<run prefix>_template`. */
export const templateName = (runPrefix: string) => `${runPrefix}_template`;

/**
 * Migrates once per run: into a PGlite snapshot every test file loads (fast, isolated), and, when
 * TEST_DATABASE_URL is set, into a PostgreSQL template database each test file copies.
 */
export default async function setup(project: TestProject) {
  // Every database of one run starts with this run's prefix, so runs on the same server (two
  // developers, CI beside a local run) never drop or copy each other's databases.
  const runPrefix = `competencyhub_test_${randomBytes(4).toString('hex')}`;
  const templateDb = templateName(runPrefix);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${templateDb}"`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, templateDb) });
    await migrate(database);
    await database.close();
    project.provide('databaseMode', 'postgres');
    project.provide('snapshotPath', '');
    project.provide('runPrefix', runPrefix);
    // Whatever this run made (the template, and any test database a crashed file left) goes at the end.
    return async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      const mine = await cleanup.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [runPrefix],
      );
      for (const row of mine.rows)
        await cleanup.query(`drop database if exists "${row.datname}" with (force)`);
      await cleanup.end();
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await migrate(database);
  const dump = await pglite.dumpDataDir('none');
  const dir = path.resolve(import.meta.dirname, '../../../.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-snapshot-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('databaseMode', 'pglite');
  project.provide('snapshotPath', file);
  project.provide('runPrefix', runPrefix);
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseMode: 'pglite' | 'postgres';
    snapshotPath: string;
    runPrefix: string;
  }
}
