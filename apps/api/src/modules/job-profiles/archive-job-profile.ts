import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jobProfiles } from '../../db/schema/job-profiles.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { audit, findJobProfile, inTenant, jobProfileNotFound } from './job-profile-rows.ts';
import { jobProfileDetail } from './read-job-profile.ts';

/** Archiving a job profile and restoring it, each audited when it changes something. */

/**
 * Archiving keeps the profile and its holders (their history stays readable) but no one new can be
 * given it; restore brings it back.
 */
export function setJobProfileArchived(
  services: Services,
  viewer: Viewer,
  id: string,
  archived: boolean,
  req: FastifyRequest,
) {
  return inTenant(services, viewer, async (tx) => {
    const row = await findJobProfile(tx, viewer.tenantId, id, true);
    if (!row) throw jobProfileNotFound();
    if ((row.archivedAt !== null) !== archived) {
      await tx
        .update(jobProfiles)
        .set({ archivedAt: archived ? sql`now()` : null, updatedAt: sql`now()` })
        .where(and(eq(jobProfiles.companyId, viewer.tenantId), eq(jobProfiles.id, id)));
      await audit(tx, req, viewer, {
        action: archived ? 'job_profile.archived' : 'job_profile.restored',
        targetType: 'job_profile',
        targetId: id,
        details: { title: row.title },
      });
    }
    return jobProfileDetail(tx, viewer, id);
  });
}
