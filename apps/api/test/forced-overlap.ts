import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';

/** True when this run's API tests use the PostgreSQL server, the only database where transactions overlap. */
export const onPostgres = inject('databaseMode') === 'postgres';

/** Why a race test does not run on PGlite: said once, shown in the skipped tests' describe block. */
export const PGLITE_CANNOT_RACE =
  'skipped on PGlite, which runs one transaction at a time, so nothing there can overlap';

/** Waits until `count` sessions of this database wait on a lock (the gate, or a row lock behind it). */
async function waitingOnLocks(database: Database, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      ),
    );
    if (Number(row?.n) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} requests were ever waiting on a lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let gates = 0;

/**
 * Runs `count` concurrent operations with their transactions forced to overlap on PostgreSQL: a
 * statement trigger holds every UPDATE of `table` on an advisory lock the test owns, until `count`
 * sessions wait on a lock (at that gate, or behind a row lock the operation takes before it), then
 * lets them all go. So each operation has read what it decides on before any of them commits, unless
 * the code serialises them with a lock of its own; remove that lock and they really do race.
 */
export async function overlapAtUpdateOf<T>(
  database: Database,
  table: string,
  count: number,
  operations: () => Promise<T>,
): Promise<T> {
  if (!onPostgres) throw new Error('Forced overlap needs PostgreSQL');
  gates++;
  const key = 515_000 + gates;
  const name = `test_gate_${gates}`;
  await database.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${key}); return null; end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger ${name} before update on ${table} for each statement execute function ${name}()`),
  );
  try {
    // Wrapped in an object, so the transaction ends without waiting for the operations it holds.
    const { running } = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
      const started = operations();
      // A failure before the gate must not leave an unhandled rejection while the gate is held.
      started.catch(() => undefined);
      await waitingOnLocks(database, count);
      return { running: started };
    });
    return await running;
  } finally {
    await database.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await database.db.execute(sql.raw(`drop function ${name}()`));
  }
}
