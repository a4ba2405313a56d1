import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { withDatabase } from './global-setup.ts';

/**
 * PostgreSQL restarted, or a connection cut, while a transaction holds it between two statements (decision
 * 0080): the process must stay up. pg emits 'error' on a checked-out client nobody listened to, which ended
 * the process (the pg-restart fault script saw both API processes exit).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a connection lost in the middle of a transaction', () => {
  it('fails that transaction, keeps the process up, and the pool serves the next request', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `competencyhub_test_lost_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name) });
    // The one console.error expected here (fail-on-console-error.ts fails a test on any other).
    const logged: string[] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    try {
      const failed = database.db.transaction(async (tx) => {
        const [me] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        // As a fast shutdown does: the server ends this backend while the transaction waits on the app.
        await admin.query('select pg_terminate_backend($1)', [me?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(failed).rejects.toThrow();
      const [row] = rowsOf<{ ok: number }>(await database.db.execute(sql`select 1 as ok`));
      expect(row?.ok).toBe(1);
      expect(logged.some((line) => line.startsWith('PostgreSQL connection lost'))).toBe(true);
    } finally {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
