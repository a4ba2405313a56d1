import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

/**
 * "Today" for a company is the calendar day in its own time zone (Company Administration's time zone,
 * UTC when it has none): a reorganisation dated 1 July takes effect when 1 July begins where the
 * company is, not when it begins in UTC (issue 23, point 1). Worked out by the database, from the
 * statement's moment, so every date comparison of one transaction sees the same day.
 */
export const companyDaySql = (companyId: string | SQL, at?: Date): SQL =>
  sql`(select ((${at ? sql`${at.toISOString()}::timestamptz` : sql`now()`}) at time zone coalesce(c.timezone, 'UTC'))::date
       from companies c where c.id = ${companyId})`;

/** The company's today as YYYY-MM-DD. */
export async function companyToday(tx: Tx, companyId: string): Promise<string> {
  const [row] = rowsOf<{ day: string | null }>(
    await tx.execute(sql`select ${companyDaySql(companyId)}::text as day`),
  );
  // A company always exists here; UTC's day if it were ever read outside one.
  return row?.day ?? new Date().toISOString().slice(0, 10);
}
