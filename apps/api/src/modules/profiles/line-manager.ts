import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { companyToday } from '../organisation/company-day.ts';
import { correctCurrentJob } from '../organisation/job-assignments.ts';
import { assertOutranks } from './membership.ts';
import { findProfile, findProfileListItem } from './repo.ts';
import { lockReportingLines, wouldLoop } from './reporting-lines.ts';

export const LINE_MANAGER_MESSAGES = {
  self: 'A person cannot be their own line manager',
  inactive: 'The line manager must be an active member of the company',
  loop: 'This would create a reporting loop',
} as const;

function refuse(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { errors: { lineManagerId: [message] } });
}

/**
 * Whether `personId` already sits above `managerId` in the reporting line, so that making
 * `managerId` their manager would close a loop. UNION (not UNION ALL) ends the walk even on a
 * loop that is already in the data.
 */
/**
 * Sets or clears a person's line manager: someone active in the same company, not the person
 * themself, and not anyone who reports to them (directly or further down). As for role changes,
 * the actor must outrank the person (an IT admin cannot rearrange whom an account holder reports
 * to) and cannot change their own.
 */
export function setLineManager(
  services: Services,
  viewer: Viewer,
  targetId: string,
  lineManagerId: string | null,
  req: FastifyRequest,
): Promise<ProfileListItem> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    // One change of reporting lines at a time per company: two admins making A manage B and B
    // manage A at the same moment would each see no loop.
    await lockReportingLines(tx, companyId);
    const target = await findProfile(tx, companyId, targetId);
    if (!target) throw notFound('Person');
    assertOutranks(viewer, target);
    let managerName: string | null = null;
    if (lineManagerId) {
      if (lineManagerId === targetId) throw refuse(LINE_MANAGER_MESSAGES.self);
      const manager = await findProfile(tx, companyId, lineManagerId);
      if (!manager) throw notFound('Line manager');
      if (manager.status !== 'active') throw refuse(LINE_MANAGER_MESSAGES.inactive);
      if (await wouldLoop(tx, companyId, targetId, lineManagerId)) throw refuse(LINE_MANAGER_MESSAGES.loop);
      managerName = manager.fullName;
    }
    if (target.lineManagerId !== lineManagerId) {
      // The current job record takes the new manager, and the profile with it (decision 0052).
      await correctCurrentJob(
        tx,
        companyId,
        targetId,
        { managerId: lineManagerId },
        viewer.userId,
        await companyToday(tx, companyId),
      );
      await writeAudit(tx, req, {
        action: 'profile.line_manager_changed',
        companyId,
        actorId: viewer.userId,
        actorEmail: viewer.email,
        targetType: 'profile',
        targetId,
        details: {
          before: { lineManagerId: target.lineManagerId },
          after: { lineManagerId, lineManagerName: managerName },
        },
      });
    }
    const item = await findProfileListItem(tx, companyId, targetId);
    if (!item) throw notFound('Person');
    return item;
  });
}
