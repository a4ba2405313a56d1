import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { RetriedJob } from '@competencyhub/domain/schemas/it-admin';
import { IT_ADMIN_MESSAGES } from '@competencyhub/domain/schemas/it-admin-messages';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rowsOf } from '../../db/migrate.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';

/**
 * Runs a job that failed for good once more (platform staff, IT Administration > System): its
 * attempts start again and it is due now, so the next tick of any process's runner claims it. Only a
 * failed job of a kind that allows it (jobs/runner.ts `retryable`); the retry is audited under the
 * system owner company, with the job's kind and last error.
 */
export async function retryJob(
  services: Services,
  viewer: Viewer,
  jobId: string,
  req: FastifyRequest,
): Promise<RetriedJob> {
  return services.database.db.transaction(async (tx) => {
    const [job] = rowsOf<{
      id: string;
      kind: string;
      failed_at: Date | string | null;
      last_error: string | null;
    }>(
      await tx.execute(sql`select id, kind, failed_at, last_error from jobs where id = ${jobId} for update`),
    );
    if (!job) throw notFound('Job');
    if (job.failed_at === null) throw new AppError('CONFLICT', IT_ADMIN_MESSAGES.jobNotFailed);
    if (!services.jobs.isRetryable(job.kind))
      throw new AppError('CONFLICT', IT_ADMIN_MESSAGES.jobNotRetryable);
    const [retried] = rowsOf<{ run_at: Date | string }>(
      await tx.execute(sql`
        update jobs set failed_at = null, attempts = 0, run_at = now(), locked_until = null, locked_by = null
        where id = ${jobId} returning run_at`),
    );
    await writeAudit(tx, req, {
      action: 'job.retried',
      companyId: SYSTEM_OWNER_COMPANY_ID,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'job',
      targetId: jobId,
      details: { kind: job.kind, lastError: job.last_error?.slice(0, 200) ?? null },
    });
    return { id: job.id, kind: job.kind, runAt: new Date(retried?.run_at ?? Date.now()).toISOString() };
  });
}
