import type { AssessmentTasks } from '@competencyhub/domain/schemas/assessments';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { feedbackRequests } from '../../db/schema/assessments.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { myOpenCycles } from './cycles.ts';
import { answerableFrom } from './feedback.ts';
import { proposalsFor } from './feedback-approval.ts';
import { managerRatingDue } from './manager-rating-due.ts';

const subject = alias(profiles, 'subject');

/** Feedback the viewer was asked for and can still give, soonest first (built once: the dashboard asks often). */
const feedbackToGive = reusableQuery((db) =>
  db
    .select({ id: feedbackRequests.id, subjectName: subject.fullName, dueOn: feedbackRequests.dueOn })
    .from(feedbackRequests)
    .innerJoin(
      subject,
      and(eq(subject.companyId, feedbackRequests.companyId), eq(subject.id, feedbackRequests.subjectId)),
    )
    .where(
      and(
        eq(feedbackRequests.companyId, sql.placeholder('companyId')),
        eq(feedbackRequests.raterId, sql.placeholder('raterId')),
        inArray(feedbackRequests.status, ['pending', 'accepted']),
        gte(feedbackRequests.dueOn, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(feedbackRequests.dueOn))
    .limit(20),
);

/**
 * The viewer's open assessment tasks, for the dashboard: cycles they are in, feedback they were asked
 * for, and reports who have rated themselves since the manager last rated them (or never were).
 */
export function assessmentTasks(services: Services, viewer: Viewer) {
  return withTenant(services.database, viewer.tenantId, async (tx): Promise<AssessmentTasks> => {
    const feedback = await feedbackToGive(tx, {
      companyId: viewer.tenantId,
      raterId: viewer.userId,
      from: answerableFrom(),
    });
    const [waiting] = rowsOf<{ count: number | string }>(
      await tx.execute(sql`
        select count(*) as count from profiles p
        where p.company_id = ${viewer.tenantId} and p.line_manager_id = ${viewer.userId} and p.status = 'active'
          and ${managerRatingDue}`),
    );
    return {
      cycles: await myOpenCycles(tx, viewer),
      feedbackToGive: feedback,
      feedbackToApprove: (await proposalsFor(tx, viewer)).map((proposal) => ({
        subjectId: proposal.subject.id,
        subjectName: proposal.subject.fullName,
        raterCount: proposal.raters.length,
      })),
      reportsToRate: Number(waiting?.count ?? 0),
    };
  });
}
