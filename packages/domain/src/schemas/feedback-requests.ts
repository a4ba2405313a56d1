import { z } from 'zod';
import {
  ASSESSMENT_MESSAGES,
  Comment,
  DECLINE_REASON_MAX,
  FEEDBACK_COMPETENCIES_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_RATERS_MAX,
  isoDay,
  Level,
  PersonRef,
} from './assessments.ts';
import { Id, plainText, Timestamp } from './common.ts';
import { ScaleLevel } from './competencies.ts';

/** 360 feedback (issue 8; decision 0048): asking colleagues, approving whom, answering, and what each side sees. */

export const FEEDBACK_RELATIONSHIPS = ['peer', 'direct_report', 'other'] as const;
export type FeedbackRelationship = (typeof FEEDBACK_RELATIONSHIPS)[number];

const RaterChoice = z.object({
  raterId: Id,
  relationship: z.enum(FEEDBACK_RELATIONSHIPS, { error: ASSESSMENT_MESSAGES.relationshipRequired }),
});

/** Colleagues to ask, each once, at least `min`, at most FEEDBACK_RATERS_MAX. */
const raterChoices = (min = 0) =>
  z
    .array(RaterChoice)
    .min(min, { error: ASSESSMENT_MESSAGES.ratersRequired })
    .max(FEEDBACK_RATERS_MAX, { error: ASSESSMENT_MESSAGES.tooManyRaters })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((rater, index) => {
        if (seen.has(rater.raterId)) {
          ctx.addIssue({ code: 'custom', path: [index, 'raterId'], message: ASSESSMENT_MESSAGES.raterTwice });
        }
        seen.add(rater.raterId);
      });
    });

export const FeedbackRequestInput = z.object({
  /** Whose feedback: oneself (default) or, for a manager, a direct report. */
  subjectId: Id.optional(),
  raters: raterChoices(1),
  dueOn: isoDay,
  message: plainText(
    z.string().trim().max(FEEDBACK_MESSAGE_MAX, { error: ASSESSMENT_MESSAGES.messageTooLong }),
  ).default(''),
  /** The competencies to rate; by default those the subject's job profile requires. */
  competencyIds: z
    .array(Id)
    .max(FEEDBACK_COMPETENCIES_MAX, { error: ASSESSMENT_MESSAGES.tooManyCompetencies })
    .optional(),
});
export type FeedbackRequestInput = z.infer<typeof FeedbackRequestInput>;

/**
 * A line manager's (or administrator's) decision on the colleagues a person proposed: the proposed
 * requests to send (any other proposed one is withdrawn) and colleagues to add, asked the same way.
 */
export const ProposalDecisionInput = z.object({
  send: z.array(Id).max(FEEDBACK_RATERS_MAX, { error: ASSESSMENT_MESSAGES.tooManyRaters }),
  add: raterChoices().default([]),
});
export type ProposalDecisionInput = z.infer<typeof ProposalDecisionInput>;

export const DeclineInput = z.object({
  reason: plainText(
    z
      .string()
      .trim()
      .min(1, { error: ASSESSMENT_MESSAGES.declineReasonRequired })
      .max(DECLINE_REASON_MAX, { error: ASSESSMENT_MESSAGES.declineReasonTooLong }),
  ),
});

export const FeedbackAnswerInput = z.object({
  ratings: z
    .array(z.object({ competencyId: Id, level: Level, comment: Comment.default('') }))
    .min(1, { error: ASSESSMENT_MESSAGES.levelRequired })
    .max(FEEDBACK_COMPETENCIES_MAX, { error: ASSESSMENT_MESSAGES.tooManyCompetencies }),
});
export type FeedbackAnswerInput = z.infer<typeof FeedbackAnswerInput>;

// ---- What the API answers ----

/**
 * proposed → pending (approved, or asked by the line manager, or the company asks for no approval)
 * → accepted → completed; declined, cancelled (withdrawn, or left out by the approver) and expired end
 * it early.
 */
export const FEEDBACK_STATUSES = [
  'proposed',
  'pending',
  'accepted',
  'declined',
  'completed',
  'cancelled',
  'expired',
] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FeedbackRequestView = z.object({
  id: Id,
  subject: PersonRef,
  rater: PersonRef,
  requestedBy: PersonRef.nullable(),
  relationship: z.enum(FEEDBACK_RELATIONSHIPS),
  status: z.enum(FEEDBACK_STATUSES),
  message: z.string(),
  declineReason: z.string().nullable(),
  dueOn: z.string(),
  createdAt: Timestamp,
  respondedAt: Timestamp.nullable(),
  completedAt: Timestamp.nullable(),
  competencyCount: z.int(),
});
export type FeedbackRequestView = z.infer<typeof FeedbackRequestView>;

/** A request the viewer is asked to answer, with what they need to rate. */
export const FeedbackToAnswer = FeedbackRequestView.extend({
  competencies: z.array(
    z.object({
      competencyId: Id,
      name: z.string(),
      description: z.string(),
      levels: z.array(ScaleLevel),
      levelDescriptions: z.array(z.string()),
    }),
  ),
});

export type FeedbackToAnswer = z.infer<typeof FeedbackToAnswer>;

/**
 * Requests about the viewer, as the person rated may see them: counts and dates only, never who was
 * asked, who answered or when (decision 0048).
 */
export const FeedbackAboutMe = z.object({
  /** Colleagues proposed, waiting for the line manager's approval. */
  awaitingApproval: z.int(),
  /** Requests sent and not answered yet. */
  open: z.int(),
  /** Requests answered (their answers show only in a published round's average). */
  answered: z.int(),
  /** Requests declined, withdrawn or expired. */
  closed: z.int(),
  /** The latest due date among those proposed or open. */
  dueOn: z.string().nullable(),
});
export type FeedbackAboutMe = z.infer<typeof FeedbackAboutMe>;

/** The colleagues one person proposed, waiting for the viewer's approval. */
export const FeedbackProposal = z.object({
  subject: PersonRef,
  proposedAt: Timestamp,
  dueOn: z.string(),
  message: z.string(),
  competencyCount: z.int(),
  raters: z.array(
    z.object({ requestId: Id, rater: PersonRef, relationship: z.enum(FEEDBACK_RELATIONSHIPS) }),
  ),
});
export type FeedbackProposal = z.infer<typeof FeedbackProposal>;

export const FeedbackOverview = z.object({
  /** Requests about the viewer: counts and dates only. */
  aboutMe: FeedbackAboutMe,
  /** Requests about other people (the viewer's reports, or whom the viewer asked about), one by one. */
  asked: z.array(FeedbackRequestView),
  /** Requests the viewer is asked to answer (open ones and the last answered). */
  toAnswer: z.array(FeedbackToAnswer),
  /** Colleagues proposed by people whose proposals the viewer approves. */
  toApprove: z.array(FeedbackProposal),
});
export type FeedbackOverview = z.infer<typeof FeedbackOverview>;
