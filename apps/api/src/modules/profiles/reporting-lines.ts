import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

/**
 * One change of reporting lines at a time per company: two admins making A manage B and B manage A
 * at the same moment would each see no loop. Line-manager changes and job changes take it alike.
 */
export async function lockReportingLines(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`line-manager:${companyId}`}))`);
}

/** Whether making `managerId` the manager of `personId` would close a loop (the manager reports to them). */
export async function wouldLoop(
  tx: Tx,
  companyId: string,
  personId: string,
  managerId: string,
): Promise<boolean> {
  const rows = rowsOf<{ found: number }>(
    await tx.execute(sql`
      with recursive chain(id, manager_id) as (
        select id, line_manager_id from profiles where company_id = ${companyId} and id = ${managerId}
        union
        select p.id, p.line_manager_id from profiles p join chain on p.id = chain.manager_id
        where p.company_id = ${companyId}
      )
      select 1 as found from chain where id = ${personId} limit 1`),
  );
  return rows.length > 0;
}
