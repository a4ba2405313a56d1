import {
  ASSESSMENT_MESSAGES,
  DUE_DAYS_MAX,
  FEEDBACK_GRACE_DAYS,
} from '@competencyhub/domain/schemas/assessments';
import type {
  FeedbackAboutMe,
  FeedbackAnswerInput,
  FeedbackOverview,
  FeedbackRequestInput,
  FeedbackRequestView,
} from '@competencyhub/domain/schemas/feedback-requests';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { feedbackRequests } from '../../db/schema/assessments.ts';
import { competencyRatings } from '../../db/schema/competencies.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeStoredLevels } from '../levels/stored-levels.ts';
import { competencyCatalog, holdScalesOf, personRole } from './catalog.ts';
import { feedbackDeclinedEmail } from './emails.ts';
import { notifyApprover, proposalsFor } from './feedback-approval.ts';
import { checkRaters, OPEN, ratersNeedApproval, sendRequestEmails } from './feedback-rules.ts';

/**
 * 360 feedback (issue 8). A person, or their line manager, asks colleagues to rate the person on
 * chosen competencies by a due date. Each colleague accepts and answers, or declines with a reason.
 * Answers are ratings with the colleague as rater and their relationship as source; they are shown
 * only as an average of at least the company's minimum number of answers (never fewer than 3), so
 * nothing here ever returns an individual answer to anyone but the colleague who gave it. The person
 * rated sees only counts of the requests about them, never who was asked, who answered or when; the
 * colleagues they choose themselves wait as `proposed` for their manager when the company asks for
 * approval (decision 0048, feedback-approval.ts).
 */

type RequestRow = typeof feedbackRequests.$inferSelect;
const refuse = (
  field: string,
  message: string,
  code: 'VALIDATION_FAILED' | 'CONFLICT' = 'VALIDATION_FAILED',
) => new AppError(code, message, { errors: { [field]: [message] } });

/** Today in UTC as YYYY-MM-DD, and that day plus `days`. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * The earliest due date still answerable today: a request stays open FEEDBACK_GRACE_DAYS after its
 * due date (shown as overdue); after that the sweep marks it expired, and nothing may act on it.
 */
export const answerableFrom = (now = new Date()) => isoDay(addDays(now, -FEEDBACK_GRACE_DAYS));

function assertOpen(row: RequestRow) {
  const open = row.status === 'pending' || row.status === 'accepted';
  if (!open || row.dueOn < answerableFrom()) {
    throw new AppError('RULE_BROKEN', ASSESSMENT_MESSAGES.requestNotOpen);
  }
}

function checkDueDate(dueOn: string, now = new Date()) {
  if (dueOn < isoDay(now) || dueOn > isoDay(addDays(now, DUE_DAYS_MAX))) {
    throw refuse('dueOn', ASSESSMENT_MESSAGES.dueDateInvalid);
  }
}

export function requestFeedback(
  services: Services,
  viewer: Viewer,
  input: FeedbackRequestInput,
  _req: FastifyRequest,
) {
  const companyId = viewer.tenantId;
  checkDueDate(input.dueOn);
  return withTenant(services.database, companyId, async (tx) => {
    const subject = await personRole(tx, companyId, input.subjectId ?? viewer.userId);
    if (!subject) throw notFound('Person');
    if (subject.id !== viewer.userId && subject.lineManagerId !== viewer.userId) {
      throw forbidden(ASSESSMENT_MESSAGES.notYourRequest);
    }
    const competencyIds = input.competencyIds ?? subject.requirements.map((r) => r.competencyId);
    if (competencyIds.length === 0) throw refuse('competencyIds', ASSESSMENT_MESSAGES.competenciesRequired);
    const catalog = await competencyCatalog(tx, companyId, competencyIds);
    competencyIds.forEach((id, index) => {
      const entry = catalog.get(id);
      if (!entry) throw refuse(`competencyIds.${index}`, ASSESSMENT_MESSAGES.unknownCompetency);
      if (entry.archived) throw refuse(`competencyIds.${index}`, ASSESSMENT_MESSAGES.archivedCompetency);
    });

    const relationships = await checkRaters(tx, companyId, subject, input.raters, 'raters');
    // A person's own choice waits for their manager where the company asks for that; a line manager
    // asking about a report is the approver already.
    const proposed = subject.id === viewer.userId && (await ratersNeedApproval(tx, companyId));
    try {
      await tx.insert(feedbackRequests).values(
        input.raters.map((rater) => ({
          companyId,
          subjectId: subject.id,
          raterId: rater.raterId,
          requestedBy: viewer.userId,
          relationship: relationships.get(rater.raterId) ?? rater.relationship,
          status: proposed ? 'proposed' : 'pending',
          message: input.message,
          competencyIds,
          dueOn: input.dueOn,
        })),
      );
    } catch (error) {
      // Two requests for the same colleague at the same moment: the unique open-request index decides.
      if (isUniqueViolation(error)) throw refuse('raters', ASSESSMENT_MESSAGES.raterAlreadyAsked, 'CONFLICT');
      throw error;
    }
    if (proposed) await notifyApprover(services, tx, companyId, subject, input.raters.length);
    else {
      await sendRequestEmails(
        services,
        tx,
        companyId,
        input.raters.map((r) => ({
          raterId: r.raterId,
          dueOn: input.dueOn,
          competencyCount: competencyIds.length,
        })),
        subject.fullName,
        viewer.fullName,
      );
    }
    return overview(tx, viewer);
  }).then((result) => {
    services.outbox.nudge();
    return result;
  });
}

const subjectP = alias(profiles, 'subject');
const raterP = alias(profiles, 'rater');
const requesterP = alias(profiles, 'requester');

async function requestViews(tx: Tx, companyId: string, where: ReturnType<typeof and>, limit = 200) {
  const rows = await tx
    .select({
      request: feedbackRequests,
      subjectName: subjectP.fullName,
      raterName: raterP.fullName,
      requesterName: requesterP.fullName,
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
    .leftJoin(
      requesterP,
      and(
        eq(requesterP.companyId, feedbackRequests.companyId),
        eq(requesterP.id, feedbackRequests.requestedBy),
      ),
    )
    .where(and(eq(feedbackRequests.companyId, companyId), where))
    .orderBy(desc(feedbackRequests.createdAt))
    .limit(limit);
  return rows.map(({ request, subjectName, raterName, requesterName }) => ({
    row: request,
    view: {
      id: request.id,
      subject: { id: request.subjectId, fullName: subjectName },
      rater: { id: request.raterId, fullName: raterName },
      requestedBy:
        request.requestedBy && requesterName ? { id: request.requestedBy, fullName: requesterName } : null,
      relationship: request.relationship as FeedbackRequestView['relationship'],
      status: request.status as FeedbackRequestView['status'],
      message: request.message,
      declineReason: request.declineReason,
      dueOn: request.dueOn,
      createdAt: request.createdAt.toISOString(),
      respondedAt: request.respondedAt?.toISOString() ?? null,
      completedAt: request.completedAt?.toISOString() ?? null,
      competencyCount: request.competencyIds.length,
    } satisfies FeedbackRequestView,
  }));
}

/**
 * What the person rated is told of the requests about them: counts and dates, never a colleague's
 * name, id or the time they answered (with few raters, who answered when gives answers away).
 */
async function aboutMe(tx: Tx, viewer: Viewer): Promise<FeedbackAboutMe> {
  const rows = await tx
    .select({ status: feedbackRequests.status, dueOn: feedbackRequests.dueOn })
    .from(feedbackRequests)
    .where(
      and(eq(feedbackRequests.companyId, viewer.tenantId), eq(feedbackRequests.subjectId, viewer.userId)),
    );
  const count = (...statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).length;
  const dueDays = rows.filter((row) => (OPEN as readonly string[]).includes(row.status)).map((r) => r.dueOn);
  return {
    awaitingApproval: count('proposed'),
    open: count('pending', 'accepted'),
    answered: count('completed'),
    closed: count('declined', 'cancelled', 'expired'),
    dueOn: dueDays.sort().at(-1) ?? null,
  };
}

/**
 * The viewer's side of 360 feedback: counts of what was asked about them, the requests about their
 * reports (or whom they asked about), what they must answer, and proposals waiting for their approval.
 */
export async function overview(tx: Tx, viewer: Viewer): Promise<FeedbackOverview> {
  const companyId = viewer.tenantId;
  const reports = tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.lineManagerId, viewer.userId)));
  const asked = await requestViews(
    tx,
    companyId,
    and(
      ne(feedbackRequests.subjectId, viewer.userId),
      or(eq(feedbackRequests.requestedBy, viewer.userId), inArray(feedbackRequests.subjectId, reports)),
    ),
  );
  // A proposed request has not reached its rater: they are not told of it until it is approved.
  const toAnswerRows = await requestViews(
    tx,
    companyId,
    and(
      eq(feedbackRequests.raterId, viewer.userId),
      ne(feedbackRequests.status, 'proposed'),
      or(
        inArray(feedbackRequests.status, ['pending', 'accepted']),
        sql`${feedbackRequests.updatedAt} > now() - interval '30 days'`,
      ),
    ),
    50,
  );
  const catalog = await competencyCatalog(
    tx,
    companyId,
    toAnswerRows.flatMap(({ row }) => row.competencyIds),
  );
  return {
    aboutMe: await aboutMe(tx, viewer),
    asked: asked.map(({ view }) => view),
    toAnswer: toAnswerRows.map(({ row, view }) => ({
      ...view,
      competencies: row.competencyIds.flatMap((id) => {
        const entry = catalog.get(id);
        return entry
          ? [
              {
                competencyId: id,
                name: entry.name,
                description: entry.description,
                levels: entry.scale.levels,
                levelDescriptions: entry.levelDescriptions,
              },
            ]
          : [];
      }),
    })),
    toApprove: await proposalsFor(tx, viewer),
  };
}

export function feedbackOverview(services: Services, viewer: Viewer) {
  return withTenant(services.database, viewer.tenantId, (tx) => overview(tx, viewer));
}

/** The request, locked; only its rater may act on it (anyone else: 404, as if it did not exist). */
async function requestForRater(tx: Tx, viewer: Viewer, requestId: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(feedbackRequests)
    .where(and(eq(feedbackRequests.companyId, viewer.tenantId), eq(feedbackRequests.id, requestId)))
    .limit(1)
    .for('update');
  if (!row || row.raterId !== viewer.userId || row.status === 'proposed') throw notFound('Feedback request');
  return row;
}

export function acceptRequest(services: Services, viewer: Viewer, requestId: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await requestForRater(tx, viewer, requestId);
    assertOpen(row);
    await tx
      .update(feedbackRequests)
      .set({
        status: 'accepted',
        respondedAt: sql`coalesce(${feedbackRequests.respondedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(feedbackRequests.companyId, viewer.tenantId), eq(feedbackRequests.id, row.id)));
    return overview(tx, viewer);
  });
}

export function declineRequest(services: Services, viewer: Viewer, requestId: string, reason: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await requestForRater(tx, viewer, requestId);
    assertOpen(row);
    await tx
      .update(feedbackRequests)
      .set({ status: 'declined', declineReason: reason, respondedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(feedbackRequests.companyId, viewer.tenantId), eq(feedbackRequests.id, row.id)));
    // Whoever approved the request, or else the manager who asked, learns of it with the reason, so
    // they can ask someone else. Never the person rated: who declined says who did not answer.
    const notified = row.approvedBy ?? (row.requestedBy !== row.subjectId ? row.requestedBy : null);
    if (notified) {
      const [requester] = await tx
        .select({ email: profiles.email, fullName: profiles.fullName })
        .from(profiles)
        .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, notified)));
      const [subject] = await tx
        .select({ fullName: profiles.fullName })
        .from(profiles)
        .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, row.subjectId)));
      if (requester && subject) {
        await services.outbox.enqueue(
          {
            ...feedbackDeclinedEmail(
              services.config.baseUrl,
              { email: requester.email, name: requester.fullName },
              viewer.fullName,
              subject.fullName,
              reason,
            ),
            companyId: viewer.tenantId,
          },
          tx,
        );
      }
    }
    return overview(tx, viewer);
  }).then((result) => {
    services.outbox.nudge();
    return result;
  });
}

/** Answers a request: one rating per asked competency (a subset is fine); the request is then done. */
export function answerRequest(
  services: Services,
  viewer: Viewer,
  requestId: string,
  input: FeedbackAnswerInput,
) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const row = await requestForRater(tx, viewer, requestId);
    assertOpen(row);
    // Someone who has since become the person's line manager rates them by name, not in the 360.
    const subject = await personRole(tx, viewer.tenantId, row.subjectId);
    if (subject?.lineManagerId === viewer.userId) {
      throw new AppError('RULE_BROKEN', ASSESSMENT_MESSAGES.raterIsManager);
    }
    const asked = new Set(row.competencyIds);
    await holdScalesOf(
      tx,
      viewer.tenantId,
      input.ratings.map((r) => r.competencyId),
    );
    const catalog = await competencyCatalog(
      tx,
      viewer.tenantId,
      input.ratings.map((r) => r.competencyId),
    );
    const errors: Record<string, string[]> = {};
    input.ratings.forEach((rating, index) => {
      const entry = catalog.get(rating.competencyId);
      if (!asked.has(rating.competencyId) || !entry) {
        errors[`ratings.${index}.competencyId`] = [ASSESSMENT_MESSAGES.notRequested];
      } else if (entry.archived) {
        errors[`ratings.${index}.competencyId`] = [ASSESSMENT_MESSAGES.archivedCompetency];
      } else if (rating.level > entry.scale.levels.length) {
        errors[`ratings.${index}.level`] = [ASSESSMENT_MESSAGES.levelOutsideScale];
      }
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new AppError('VALIDATION_FAILED', first, { errors });
    await tx.insert(competencyRatings).values(
      input.ratings.map((rating) => {
        const entry = catalog.get(rating.competencyId);
        return {
          companyId: viewer.tenantId,
          subjectId: row.subjectId,
          competencyId: rating.competencyId,
          frameworkId: entry?.frameworkId ?? '',
          scaleVersion: entry?.scale.currentVersion ?? 1,
          level: rating.level,
          source: row.relationship,
          raterId: viewer.userId,
          comment: rating.comment,
          feedbackRequestId: row.id,
        };
      }),
    );
    // The stored levels move with the answers, in the same transaction (decision 0053).
    await writeStoredLevels(
      tx,
      viewer.tenantId,
      { personIds: [row.subjectId], competencyIds: input.ratings.map((r) => r.competencyId) },
      'rating',
    );
    await tx
      .update(feedbackRequests)
      .set({
        status: 'completed',
        respondedAt: sql`coalesce(${feedbackRequests.respondedAt}, now())`,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(feedbackRequests.companyId, viewer.tenantId), eq(feedbackRequests.id, row.id)));
    return overview(tx, viewer);
  });
}

/** Withdraws an open request: whoever asked, the person it is about, or their line manager. */
export function cancelRequest(services: Services, viewer: Viewer, requestId: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [row] = await tx
      .select({ request: feedbackRequests, managerId: profiles.lineManagerId })
      .from(feedbackRequests)
      .innerJoin(
        profiles,
        and(eq(profiles.companyId, feedbackRequests.companyId), eq(profiles.id, feedbackRequests.subjectId)),
      )
      .where(and(eq(feedbackRequests.companyId, viewer.tenantId), eq(feedbackRequests.id, requestId)))
      .limit(1);
    const request = row?.request;
    const mayCancel =
      request &&
      (request.requestedBy === viewer.userId ||
        request.subjectId === viewer.userId ||
        row.managerId === viewer.userId);
    if (!request || !mayCancel) throw notFound('Feedback request');
    if (!(OPEN as readonly string[]).includes(request.status)) {
      throw new AppError('RULE_BROKEN', ASSESSMENT_MESSAGES.requestNotOpen);
    }
    await tx
      .update(feedbackRequests)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(feedbackRequests.companyId, viewer.tenantId), eq(feedbackRequests.id, request.id)));
    return overview(tx, viewer);
  });
}
