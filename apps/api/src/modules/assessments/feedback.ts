import {
  ASSESSMENT_MESSAGES,
  DUE_DAYS_MAX,
  FEEDBACK_GRACE_DAYS,
  type FeedbackAnswerInput,
  type FeedbackOverview,
  type FeedbackRelationship,
  type FeedbackRequestInput,
  type FeedbackRequestView,
} from '@competencyhub/domain/schemas/assessments';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { competencyRatings, feedbackRequests, profiles } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { competencyCatalog, holdScalesOf, personRole } from './catalog.ts';
import { feedbackDeclinedEmail, feedbackRequestedEmail } from './emails.ts';

/**
 * 360 feedback (issue 8). A person, or their line manager, asks colleagues to rate the person on
 * chosen competencies by a due date. Each colleague accepts and answers, or declines with a reason.
 * Answers are ratings with the colleague as rater and their relationship as source; they are shown
 * only as an average of at least the company's minimum number of answers (never fewer than 3), so
 * nothing here ever returns an individual answer to anyone but the colleague who gave it.
 */

type RequestRow = typeof feedbackRequests.$inferSelect;
const OPEN = ['pending', 'accepted'] as const;

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

    const raterIds = input.raters.map((r) => r.raterId);
    const raters = await tx
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        status: profiles.status,
        lineManagerId: profiles.lineManagerId,
      })
      .from(profiles)
      .where(and(eq(profiles.companyId, companyId), inArray(profiles.id, raterIds)));
    const byId = new Map(raters.map((r) => [r.id, r]));
    const errors: Record<string, string[]> = {};
    // Who reports to whom is a fact of the org chart, not the requester's say: a direct report is
    // recorded as one, and the line manager, who rates by name, never joins the anonymous average.
    const relationships = new Map<string, FeedbackRelationship>();
    input.raters.forEach((rater, index) => {
      const found = byId.get(rater.raterId);
      const field = `raters.${index}.raterId`;
      if (rater.raterId === subject.id) errors[field] = [ASSESSMENT_MESSAGES.raterIsSubject];
      else if (found?.status !== 'active') errors[field] = [ASSESSMENT_MESSAGES.raterNotActive];
      else if (rater.raterId === subject.lineManagerId) errors[field] = [ASSESSMENT_MESSAGES.raterIsManager];
      else if (found.lineManagerId === subject.id) relationships.set(rater.raterId, 'direct_report');
      else if (rater.relationship === 'direct_report') {
        errors[`raters.${index}.relationship`] = [ASSESSMENT_MESSAGES.notDirectReport];
      } else relationships.set(rater.raterId, rater.relationship);
    });
    const open = await tx
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
    input.raters.forEach((rater, index) => {
      if (alreadyAsked.has(rater.raterId)) {
        errors[`raters.${index}.raterId`] = [ASSESSMENT_MESSAGES.raterAlreadyAsked];
      }
    });
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new AppError('VALIDATION_FAILED', first, { errors });

    try {
      await tx.insert(feedbackRequests).values(
        input.raters.map((rater) => ({
          companyId,
          subjectId: subject.id,
          raterId: rater.raterId,
          requestedBy: viewer.userId,
          relationship: relationships.get(rater.raterId) ?? rater.relationship,
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
    for (const rater of input.raters) {
      const found = byId.get(rater.raterId);
      if (!found) continue;
      await services.outbox.enqueue(
        {
          ...feedbackRequestedEmail(
            services.config.baseUrl,
            { email: found.email, name: found.fullName },
            subject.fullName,
            viewer.fullName,
            input.dueOn,
            competencyIds.length,
          ),
          companyId,
        },
        tx,
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

/** The viewer's side of 360 feedback: what was asked about them or their reports, and what they must answer. */
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
      or(
        eq(feedbackRequests.subjectId, viewer.userId),
        eq(feedbackRequests.requestedBy, viewer.userId),
        inArray(feedbackRequests.subjectId, reports),
      ),
    ),
  );
  const toAnswerRows = await requestViews(
    tx,
    companyId,
    and(
      eq(feedbackRequests.raterId, viewer.userId),
      or(
        inArray(feedbackRequests.status, [...OPEN]),
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
  if (!row || row.raterId !== viewer.userId) throw notFound('Feedback request');
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
    // Whoever asked learns of it, with the reason, so they can ask someone else.
    if (row.requestedBy) {
      const [requester] = await tx
        .select({ email: profiles.email, fullName: profiles.fullName })
        .from(profiles)
        .where(and(eq(profiles.companyId, viewer.tenantId), eq(profiles.id, row.requestedBy)));
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
    if (request.status !== 'pending' && request.status !== 'accepted') {
      throw new AppError('RULE_BROKEN', ASSESSMENT_MESSAGES.requestNotOpen);
    }
    await tx
      .update(feedbackRequests)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(feedbackRequests.companyId, viewer.tenantId), eq(feedbackRequests.id, request.id)));
    return overview(tx, viewer);
  });
}
