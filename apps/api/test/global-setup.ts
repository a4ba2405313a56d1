import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

export const TEMPLATE_DB = 'competencyhub_test_template';

/**
 * Migrates once per run: into a PGlite snapshot every test file loads (fast, isolated), and, when
 * TEST_DATABASE_URL is set, into a PostgreSQL template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'competencyhub_test_%'",
    );
    for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DB}"`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, TEMPLATE_DB) });
    await migrate(database);
    await database.close();
    project.provide('databaseMode', 'postgres');
    project.provide('snapshotPath', '');
    return;
  }
  const pglite = await PGlite.create();
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
  }
}
