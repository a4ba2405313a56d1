import { ASSESSMENT_MESSAGES } from '@competencyhub/domain/schemas/assessments';
import type { FeedbackRelationship } from '@competencyhub/domain/schemas/feedback-requests';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { feedbackRequests } from '../../db/schema/assessments.ts';
import { companies } from '../../db/schema/companies.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { feedbackRequestedEmail } from './emails.ts';

/** Rules shared by asking for 360 feedback (feedback.ts) and approving proposed colleagues (feedback-approval.ts). */

/** Open requests: a colleague is never asked twice while one of these stands. */
export const OPEN = ['proposed', 'pending', 'accepted'] as const;

/** Whether the company has a person's own choice of raters wait for their manager (0028). */
export async function ratersNeedApproval(tx: Tx, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ on: companies.feedbackRaterApproval })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.on ?? true;
}

/**
 * Tells each rater of requests that have just gone out (asked by a line manager, approved, or made
 * where no approval is asked for), in the same transaction as the change.
 */
export async function sendRequestEmails(
  services: Services,
  tx: Tx,
  companyId: string,
  sent: ReadonlyArray<{ raterId: string; dueOn: string; competencyCount: number }>,
  subjectName: string,
  requesterName: string,
) {
  if (sent.length === 0) return;
  const raters = await tx
    .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        inArray(
          profiles.id,
          sent.map((s) => s.raterId),
        ),
      ),
    );
  const byId = new Map(raters.map((r) => [r.id, r]));
  for (const request of sent) {
    const rater = byId.get(request.raterId);
    if (!rater) continue;
    await services.outbox.enqueue(
      {
        ...feedbackRequestedEmail(
          services.config.baseUrl,
          { email: rater.email, name: rater.fullName },
          subjectName,
          requesterName,
          request.dueOn,
          request.competencyCount,
        ),
        companyId,
      },
      tx,
    );
  }
}

/**
 * Checks colleagues to ask about `subject` (the org chart decides who is a direct report, and the line
 * manager is never among them) and returns each one's recorded relationship; errors are keyed by
 * `field` and the colleague's place in the list.
 */
export async function checkRaters(
  tx: Tx,
  companyId: string,
  subject: { id: string; lineManagerId: string | null },
  raters: ReadonlyArray<{ raterId: string; relationship: FeedbackRelationship }>,
  field: string,
): Promise<Map<string, FeedbackRelationship>> {
  const raterIds = raters.map((r) => r.raterId);
  const found =
    raterIds.length === 0
      ? []
      : await tx
          .select({ id: profiles.id, status: profiles.status, lineManagerId: profiles.lineManagerId })
          .from(profiles)
          .where(and(eq(profiles.companyId, companyId), inArray(profiles.id, raterIds)));
  const byId = new Map(found.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  // Who reports to whom is a fact of the org chart, not the requester's say: a direct report is
  // recorded as one, and the line manager, who rates by name, never joins the anonymous average.
  const relationships = new Map<string, FeedbackRelationship>();
  raters.forEach((rater, index) => {
    const profile = byId.get(rater.raterId);
    const key = `${field}.${index}.raterId`;
    if (rater.raterId === subject.id) errors[key] = [ASSESSMENT_MESSAGES.raterIsSubject];
    else if (profile?.status !== 'active') errors[key] = [ASSESSMENT_MESSAGES.raterNotActive];
    else if (rater.raterId === subject.lineManagerId) errors[key] = [ASSESSMENT_MESSAGES.raterIsManager];
    else if (profile.lineManagerId === subject.id) relationships.set(rater.raterId, 'direct_report');
    else if (rater.relationship === 'direct_report') {
      errors[`${field}.${index}.relationship`] = [ASSESSMENT_MESSAGES.notDirectReport];
    } else relationships.set(rater.raterId, rater.relationship);
  });
  const open =
    raterIds.length === 0
      ? []
      : await tx
          .select({ raterId: feedbackRequests.raterId })
          .from(feedbackRequests)
          .where(
            and(
              eq(feedbackRequests.companyId, companyId),
              eq(feedbackRequests.subjectId, subject.id),
              inArray(feedbackRequests.raterId, raterIds),
              inArray(feedbackRequests.status, [...OPEN]),
            ),
          );
  const alreadyAsked = new Set(open.map((row) => row.raterId));
  raters.forEach((rater, index) => {
    if (alreadyAsked.has(rater.raterId)) {
      errors[`${field}.${index}.raterId`] = [ASSESSMENT_MESSAGES.raterAlreadyAsked];
    }
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, { errors });
  return relationships;
}
