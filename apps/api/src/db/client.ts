import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema } from './schema.ts';
import { prepareStatementsOnce } from './statement-cache.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Runs as the owning role: not subject to row-level security. Use for deliberate cross-tenant reads. */
  db: Db;
  /** Runs a multi-statement SQL script (migrations). */
  execScript(script: string): Promise<void>;
  close(): Promise<void>;
  /** The embedded database, when there is one (tests snapshot it). */
  pglite?: PGlite;
}

export type DatabaseSource = { databaseUrl: string } | { dataDir: string } | { pglite: PGlite };

/** Sees every statement Drizzle sends, with its parameters (the benchmark replays them as raw SQL). */
export type QueryLogger = Logger;

/**
 * Settings of every PostgreSQL session the API opens (and the benches' raw replays, like for like).
 * JIT compilation off: it starts above a plan cost that the recompute's chunks and a 100,000-person
 * company's grouped lists reach, and then spends 30 ms compiling a statement that runs in 60
 * (measured at 100,000 people, docs/decisions/0059): short transactional statements never gain it back.
 */
export const SESSION_OPTIONS = '-c jit=off';

export async function openDatabase(
  source: DatabaseSource,
  options: { logger?: QueryLogger } = {},
): Promise<Database> {
  const logger = options.logger ?? false;
  if ('databaseUrl' in source) {
    const pool = new pg.Pool({ connectionString: source.databaseUrl, max: 10, options: SESSION_OPTIONS });
    pool.on('error', (err) => console.error('PostgreSQL pool error', err.message));
    prepareStatementsOnce(pool);
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema, logger }) as unknown as Db,
      execScript: async (script) => {
        await pool.query(script);
      },
      close: () => pool.end(),
    };
  }
  const client = 'pglite' in source ? source.pglite : await openPglite(source.dataDir);
  return {
    kind: 'pglite',
    pglite: client,
    db: drizzlePglite(client, { schema, logger }) as unknown as Db,
    execScript: async (script) => {
      await client.exec(script);
    },
    close: () => client.close(),
  };
}

async function openPglite(dataDir: string): Promise<PGlite> {
  const dir = path.resolve(dataDir, 'pgdata');
  mkdirSync(path.dirname(dir), { recursive: true });
  // A small shared_buffers keeps an idle embedded server near 170 MB (see docs/stack-notes.md).
  return PGlite.create(dir, { postgresqlconf: 'shared_buffers=16MB' } as never);
}

/**
 * Runs fn in a transaction that row-level security confines to one company: the role switches to
 * competencyhub_app and app.company_id is set for this transaction only.
 */
export function withTenant<T>(database: Database, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('role', 'competencyhub_app', true), set_config('app.company_id', ${companyId}, true)`,
    );
    return fn(tx);
  });
}
