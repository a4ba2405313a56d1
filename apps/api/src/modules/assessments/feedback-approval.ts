import { hasPermission } from '@competencyhub/domain/permissions';
import { ASSESSMENT_MESSAGES } from '@competencyhub/domain/schemas/assessments';
import type {
  FeedbackProposal,
  ProposalDecisionInput,
} from '@competencyhub/domain/schemas/feedback-requests';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { feedbackRequests } from '../../db/schema/assessments.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { personRole } from './catalog.ts';
import { feedbackProposedEmail } from './emails.ts';
import { checkRaters, sendRequestEmails } from './feedback-rules.ts';

/**
 * Approving the colleagues a person proposed for their 360 feedback (decision 0048). Where the company
 * asks for it (companies.feedback_rater_approval, on by default), a person's own requests are stored as
 * `proposed`: no rater is told of them. The person's line manager, or anyone who manages people in the
 * company (never the person themself), sends some or all of them, may add colleagues the person does
 * not know of, and only then do the requests go out; the proposed ones left out are withdrawn.
 */

/** Administrators approve anyone's proposal but their own; a line manager, their direct reports'. */
const mayApprove = (viewer: Viewer, subject: { id: string; lineManagerId: string | null }) =>
  subject.id !== viewer.userId &&
  (subject.lineManagerId === viewer.userId || hasPermission(viewer.role, 'manage_people'));

const subjectP = alias(profiles, 'subject');
const raterP = alias(profiles, 'rater');

/** Raters proposed for anyone but the viewer (of the viewer's reports only, with `onlyReports`). */
const proposalSelect = (db: Db | Tx, onlyReports: boolean) =>
  db
    .select({
      request: feedbackRequests,
      subjectName: subjectP.fullName,
      raterName: raterP.fullName,
    })
    .from(feedbackRequests)
    .innerJoin(
      subjectP,
      and(eq(subjectP.companyId, feedbackRequests.companyId), eq(subjectP.id, feedbackRequests.subjectId)),
    )
    .innerJoin(
      raterP,
      and(eq(raterP.companyId, feedbackRequests.companyId), eq(raterP.id, feedbackRequests.raterId)),
    )
    .where(
      and(
        eq(feedbackRequests.companyId, sql.placeholder('companyId')),
        eq(feedbackRequests.status, 'proposed'),
        ne(feedbackRequests.subjectId, sql.placeholder('viewerId')),
        onlyReports ? eq(subjectP.lineManagerId, sql.placeholder('viewerId')) : undefined,
      ),
    )
    .orderBy(desc(feedbackRequests.createdAt))
    .limit(400);
// Built once each: the dashboard asks on every visit.
const proposalsInCompany = reusableQuery((db) => proposalSelect(db, false));
const proposalsOfReports = reusableQuery((db) => proposalSelect(db, true));

/** The proposals waiting for the viewer, one per person, newest first. */
export async function proposalsFor(tx: Tx, viewer: Viewer): Promise<FeedbackProposal[]> {
  const companyId = viewer.tenantId;
  const rows = hasPermission(viewer.role, 'manage_people')
    ? await proposalsInCompany(tx, { companyId, viewerId: viewer.userId })
    : await proposalsOfReports(tx, { companyId, viewerId: viewer.userId });
  const bySubject = new Map<string, FeedbackProposal>();
  for (const { request, subjectName, raterName } of rows) {
    const proposal = bySubject.get(request.subjectId) ?? {
      subject: { id: request.subjectId, fullName: subjectName },
      proposedAt: request.createdAt.toISOString(),
      dueOn: request.dueOn,
      message: request.message,
      competencyCount: request.competencyIds.length,
      raters: [],
    };
    proposal.raters.push({
      requestId: request.id,
      rater: { id: request.raterId, fullName: raterName },
      relationship: request.relationship as FeedbackProposal['raters'][number]['relationship'],
    });
    bySubject.set(request.subjectId, proposal);
  }
  return [...bySubject.values()];
}

/** Tells the person's line manager that colleagues wait for their approval (administrators see it in their tasks). */
export async function notifyApprover(
  services: Services,
  tx: Tx,
  companyId: string,
  subject: { fullName: string; lineManagerId: string | null },
  count: number,
) {
  if (!subject.lineManagerId) return;
  const [manager] = await tx
    .select({ email: profiles.email, fullName: profiles.fullName, status: profiles.status })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, subject.lineManagerId)));
  if (manager?.status !== 'active') return;
  await services.outbox.enqueue(
    {
      ...feedbackProposedEmail(
        services.config.baseUrl,
        { email: manager.email, name: manager.fullName },
        subject.fullName,
        count,
      ),
      companyId,
    },
    tx,
  );
}

/**
 * Sends the proposed requests in `send`, withdraws the other proposed ones, and asks the colleagues in
 * `add` the same way (the newest proposal's competencies, due date and message). Another company's
 * person, or one whose proposals the viewer may not approve, answers 404.
 */
export function approveProposal(
  services: Services,
  viewer: Viewer,
  subjectId: string,
  input: ProposalDecisionInput,
) {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const subject = await personRole(tx, companyId, subjectId);
    if (!subject || !mayApprove(viewer, subject)) throw notFound('Person');
    const proposed = await tx
      .select()
      .from(feedbackRequests)
      .where(
        and(
          eq(feedbackRequests.companyId, companyId),
          eq(feedbackRequests.subjectId, subject.id),
          eq(feedbackRequests.status, 'proposed'),
        ),
      )
      .orderBy(desc(feedbackRequests.createdAt))
      .for('update');
    const latest = proposed[0];
    if (!latest) throw new AppError('RULE_BROKEN', ASSESSMENT_MESSAGES.nothingProposed);
    const proposedIds = new Set(proposed.map((row) => row.id));
    const errors: Record<string, string[]> = {};
    input.send.forEach((id, index) => {
      if (!proposedIds.has(id)) errors[`send.${index}`] = [ASSESSMENT_MESSAGES.notProposed];
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new AppError('VALIDATION_FAILED', first, { errors });
    const relationships = await checkRaters(tx, companyId, subject, input.add, 'add');

    const sent = proposed.filter((row) => input.send.includes(row.id));
    const withdrawn = proposed.filter((row) => !input.send.includes(row.id));
    if (sent.length > 0) {
      await tx
        .update(feedbackRequests)
        .set({ status: 'pending', approvedBy: viewer.userId, approvedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(feedbackRequests.companyId, companyId),
            inArray(
              feedbackRequests.id,
              sent.map((row) => row.id),
            ),
          ),
        );
    }
    if (withdrawn.length > 0) {
      await tx
        .update(feedbackRequests)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(
          and(
            eq(feedbackRequests.companyId, companyId),
            inArray(
              feedbackRequests.id,
              withdrawn.map((row) => row.id),
            ),
          ),
        );
    }
    if (input.add.length > 0) {
      try {
        await tx.insert(feedbackRequests).values(
          input.add.map((rater) => ({
            companyId,
            subjectId: subject.id,
            raterId: rater.raterId,
            requestedBy: viewer.userId,
            approvedBy: viewer.userId,
            approvedAt: sql`now()`,
            relationship: relationships.get(rater.raterId) ?? rater.relationship,
            status: 'pending',
            message: latest.message,
            competencyIds: latest.competencyIds,
            dueOn: latest.dueOn,
          })),
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('CONFLICT', ASSESSMENT_MESSAGES.raterAlreadyAsked, {
            errors: { add: [ASSESSMENT_MESSAGES.raterAlreadyAsked] },
          });
        }
        throw error;
      }
    }
    // The person asked for the ones they proposed; the approver for the ones they added.
    await sendRequestEmails(
      services,
      tx,
      companyId,
      sent.map((row) => ({
        raterId: row.raterId,
        dueOn: row.dueOn,
        competencyCount: row.competencyIds.length,
      })),
      subject.fullName,
      subject.fullName,
    );
    await sendRequestEmails(
      services,
      tx,
      companyId,
      input.add.map((rater) => ({
        raterId: rater.raterId,
        dueOn: latest.dueOn,
        competencyCount: latest.competencyIds.length,
      })),
      subject.fullName,
      viewer.fullName,
    );
  }).then(() => {
    services.outbox.nudge();
  });
}
