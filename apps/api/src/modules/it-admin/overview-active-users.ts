import { OVERVIEW_RULES } from '@competencyhub/domain/schemas/it-admin-overview';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

/**
 * The Overview's active users, inside the company's tenant transaction: people signed in within
 * OVERVIEW_RULES.activeDays (profiles_last_sign_in_idx, company first), and people with a session
 * active within OVERVIEW_RULES.activeNowMinutes. "Active" is the session's updated_at, which Better
 * Auth moves when it creates or refreshes a session; where sessions come to record their last
 * activity, this one query is the place to read it instead.
 */
export async function activeUsers(tx: Tx, companyId: string): Promise<{ recent: number; now: number }> {
  const [row] = rowsOf<{ recent: number; now: number }>(
    await tx.execute(sql`
      select
        (select count(*)::int from profiles
          where company_id = ${companyId}::uuid
            and last_sign_in_at > now() - make_interval(days => ${OVERVIEW_RULES.activeDays})) as recent,
        (select count(distinct s.user_id)::int from session s
          join profiles p on p.id = s.user_id and p.company_id = ${companyId}::uuid
          where s.updated_at > now() - make_interval(mins => ${OVERVIEW_RULES.activeNowMinutes})
            and s.expires_at > now()) as now`),
  );
  return { recent: Number(row?.recent ?? 0), now: Number(row?.now ?? 0) };
}
