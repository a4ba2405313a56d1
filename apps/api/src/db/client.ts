import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
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
  /** Runs fn in a transaction confined to one company: use withTenant. */
  tenantTransaction<T>(companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** The connection pool's use now (PostgreSQL; the embedded database has one connection). */
  poolUse(): { size: number; idle: number; waiting: number; max: number };
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

/** How long a new PostgreSQL connection may take before the request that needs it fails with a 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * What confines a transaction to one company: set_config('role', …, true) is SET LOCAL ROLE, and the
 * tenant policies read app.company_id. One round trip.
 */
export const TENANT_SETTINGS =
  "select set_config('role', 'competencyhub_app', true), set_config('app.company_id', $1, true)";

export async function openDatabase(
  source: DatabaseSource,
  options: { logger?: QueryLogger; poolMax?: number } = {},
): Promise<Database> {
  const logger = options.logger ?? false;
  if ('databaseUrl' in source) {
    const max = options.poolMax ?? 10;
    const pool = new pg.Pool({
      connectionString: source.databaseUrl,
      max,
      options: SESSION_OPTIONS,
      // A server that does not answer fails the request in seconds (503 with Retry-After, decision 0076)
      // instead of holding it, and the client that never connected does not wait in the pool for ever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // Once closing, a connection's end is expected, not lost.
    let ending = false;
    pool.on('error', (err) => {
      if (!ending) console.error('PostgreSQL pool error', err.message);
    });
    // The pool listens for errors on idle connections only. One that dies while checked out, between two
    // statements of a transaction, emits 'error' on its client with nobody listening, and Node ends the
    // process: a PostgreSQL restart took both API processes down (scripts/faults/pg-restart.mjs, decision
    // 0080). The statement in flight, or the next, fails on its own (503) and the client leaves the pool.
    // Every open connection, until its socket has closed: pool.end() resolves once it has asked each to
    // end, not once they have, and a DROP DATABASE … WITH (FORCE) right after closing then reached a
    // connection still open and logged it as lost.
    const closing = new Set<Promise<void>>();
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        if (!ending) console.error('PostgreSQL connection lost', err.message);
      });
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      closing.add(ended);
      void ended.then(() => closing.delete(ended));
    });
    prepareStatementsOnce(pool);
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      tenantTransaction: leanTenantTransaction(pool, db),
      execScript: async (script) => {
        await pool.query(script);
      },
      close: async () => {
        ending = true;
        await pool.end();
        await Promise.all(closing);
      },
      poolUse: () => ({ size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  const client = 'pglite' in source ? source.pglite : await openPglite(source.dataDir);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    kind: 'pglite',
    pglite: client,
    db,
    // PGlite has one connection, whose transactions Drizzle queues (PGlite's own transaction).
    tenantTransaction: (companyId, fn) =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('role', 'competencyhub_app', true), set_config('app.company_id', ${companyId}, true)`,
        );
        return fn(tx);
      }),
    execScript: async (script) => {
      await client.exec(script);
    },
    close: () => client.close(),
    poolUse: () => ({ size: 1, idle: 1, waiting: 0, max: 1 }),
  };
}

/**
 * The extensions the migrations create, which an embedded database must load when it opens: pg_trgm
 * for the substring searches of people (migration 0062). Every PGlite the app or a test opens passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(dataDir: string): Promise<PGlite> {
  const dir = path.resolve(dataDir, 'pgdata');
  mkdirSync(path.dirname(dir), { recursive: true });
  // A small shared_buffers keeps an idle embedded server near 170 MB (see docs/stack-notes.md).
  return PGlite.create(dir, {
    postgresqlconf: 'shared_buffers=16MB',
    extensions: PGLITE_EXTENSIONS,
  } as never);
}

/**
 * Runs fn in a transaction that row-level security confines to one company: the role switches to
 * competencyhub_app and app.company_id is set for this transaction only.
 */
export function withTenant<T>(database: Database, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return database.tenantTransaction(companyId, fn);
}

/** The parts of Drizzle's database this module reads (internal to Drizzle 0.45). */
interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { schema: ConstructorParameters<typeof NodePgSession>[2]; options: { logger?: Logger } };
}

/**
 * The tenant transaction on PostgreSQL, as Drizzle's own transaction does it (one pooled connection,
 * a Drizzle transaction over it, rollback on any error) but with BEGIN, the tenant settings and
 * COMMIT sent straight to the connection: built through Drizzle, each cost a SQL object, a prepared
 * query and its tracing wrappers, about 0.05 ms of CPU on every request (decision 0062). The settings
 * still reach the query logger (the benches replay what it saw).
 */
function leanTenantTransaction(pool: pg.Pool, db: Db): Database['tenantTransaction'] {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const logger = session.options.logger;
  return async (companyId, fn) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, session.schema, session.options),
      session.schema,
    ) as unknown as Tx;
    // A connection whose rollback failed is broken: it leaves the pool instead of returning to it.
    let broken: Error | undefined;
    try {
      await client.query('begin');
      logger?.logQuery(TENANT_SETTINGS, [companyId]);
      await client.query({ text: TENANT_SETTINGS, values: [companyId] });
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
