import type { InternalAiUsage } from '@competencyhub/domain/schemas/internal-ai';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

/** Usage measured from the calls of the billing period: how many, how long in all and on average, how many worked. */
export async function internalAiUsage(tx: Tx, companyId: string, since: Date): Promise<InternalAiUsage> {
  const [row] = rowsOf<{
    requests: number;
    total_ms: string | number;
    average_ms: string | number | null;
    succeeded: number;
    last_check: string | Date | null;
  }>(
    await tx.execute(sql`
      select count(*)::int as requests,
             coalesce(sum(duration_ms), 0)::bigint as total_ms,
             round(avg(duration_ms))::int as average_ms,
             (count(*) filter (where ok))::int as succeeded,
             (select max(started_at) from internal_ai_calls
               where company_id = ${companyId} and purpose = 'health_check') as last_check
      from internal_ai_calls
      where company_id = ${companyId} and started_at >= ${since.toISOString()}`),
  );
  const requests = Number(row?.requests ?? 0);
  return {
    requests,
    computeHours: Math.round((Number(row?.total_ms ?? 0) / 3_600_000) * 1_000_000) / 1_000_000,
    averageResponseTime: requests ? Number(row?.average_ms ?? 0) : null,
    successRate: requests ? Math.round((Number(row?.succeeded ?? 0) / requests) * 1000) / 10 : null,
    lastHealthCheck: row?.last_check ? new Date(row.last_check).toISOString() : null,
  };
}
