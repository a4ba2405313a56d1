import { JOB_PROFILE_MESSAGES } from '@competencyhub/domain/schemas/job-profiles';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { companyToday } from '../organisation/company-day.ts';
import { correctCurrentJob } from '../organisation/job-assignments.ts';
import { findProfileListItem } from '../profiles/repo.ts';
import {
  audit,
  fieldError,
  findJobProfile,
  type JobProfileRow,
  jobProfileNotFound,
} from './job-profile-rows.ts';

/** A person given a job profile, or relieved of one, answered as their row of the people list. */

/**
 * Gives a person a job profile (or takes it away): their job title and department follow it. The
 * person must be of the viewer's company (else 404, as for any other company's id).
 */
export function assignJobProfile(
  services: Services,
  viewer: Viewer,
  personId: string,
  jobProfileId: string | null,
  req: FastifyRequest,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [person] = await tx
      .select({ id: profiles.id, fullName: profiles.fullName, jobProfileId: profiles.jobProfileId })
      .from(profiles)
      .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, personId)))
      .limit(1)
      .for('update');
    if (!person) throw notFound('Profile');
    let target: JobProfileRow | null = null;
    if (jobProfileId) {
      target = await findJobProfile(tx, viewer.tenantId, jobProfileId);
      if (!target) throw jobProfileNotFound();
      if (target.archivedAt && person.jobProfileId !== target.id) {
        throw fieldError('RULE_BROKEN', 'jobProfileId', JOB_PROFILE_MESSAGES.archivedNotAssignable);
      }
    }
    // The current job record takes the job profile, and the profile's cache with it (decision 0052);
    // the free-text department still follows the job profile's until people sit in units.
    await correctCurrentJob(
      tx,
      viewer.tenantId,
      personId,
      { jobProfileId: target?.id ?? null },
      viewer.userId,
      await companyToday(tx, viewer.tenantId),
    );
    await tx
      .update(profiles)
      .set({
        jobTitle: target?.title ?? null,
        department: target ? target.department || null : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, personId)));
    if (person.jobProfileId !== (target?.id ?? null)) {
      await audit(tx, req, viewer, {
        action: 'job_profile.assigned',
        targetType: 'profile',
        targetId: personId,
        details: {
          name: person.fullName,
          from: person.jobProfileId,
          to: target?.id ?? null,
          title: target?.title ?? null,
        },
      });
    }
    const item = await findProfileListItem(tx, viewer.tenantId, personId);
    if (!item) throw notFound('Profile');
    return item;
  });
}
