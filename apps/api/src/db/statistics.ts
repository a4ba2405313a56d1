import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Rows a bulk write adds or rewrites past which the planner's statistics of its tables are refreshed at once. */
export const ANALYZE_AFTER_ROWS = 1_000;

/**
 * Refreshes the planner's statistics of tables a bulk write just filled (decision 0082). Right after a
 * first HRIS import of 6,000 people the tables' statistics still said "nearly empty", and the next
 * import's check joined each profile to every job record: 11.4 s for a page of 5,000 on PostgreSQL,
 * 15 ms once analysed. PostgreSQL's autovacuum analyses within a minute or so; PGlite never does, so on
 * the embedded database the plans stay wrong until this runs. ANALYZE reads a sample, a second or less
 * at 100,000 people, and blocks no reader or writer. A table at a time, with a turn of the event loop
 * between (on PGlite each runs on this thread). Run as the connection's own user (the tables' owner),
 * outside any tenant transaction; if it cannot, autovacuum still will.
 */
export async function refreshStatistics(database: Database, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
    await database.db.execute(sql.raw(`analyze ${table}`)).catch(() => undefined);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
