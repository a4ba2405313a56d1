import { z } from 'zod';
import { calendarDay, RoleRef } from './career-plan.ts';
import { Id, plainLine, plainText, Timestamp } from './common.ts';
import { isWebAddress, withScheme } from './company-admin.ts';
import {
  ACTION_COMPETENCIES_MAX,
  ACTION_DESCRIPTION_MAX,
  ACTION_TITLE_MAX,
  ACTION_URL_MAX,
  DEVELOPMENT_MESSAGES,
  PLAN_COMMENT_MAX,
} from './development-plan-messages.ts';
import { Importance } from './job-profiles.ts';

/** My Development (issue 9): actions that close competency gaps, reviewed by the line manager. */

export const ACTION_TYPES = ['course', 'project', 'mentoring', 'reading', 'other'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const ACTION_STATUSES = ['planned', 'in_progress', 'done', 'cancelled'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
/** Statuses an action may be set to by editing; "done" goes through completing (evidence, re-assessment). */
export const EDITABLE_STATUSES = ['planned', 'in_progress', 'cancelled'] as const;

/** How far ahead a due date may be. */

const ActionUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : withScheme(value)),
  plainLine(
    z
      .string()
      .max(ACTION_URL_MAX, { error: DEVELOPMENT_MESSAGES.urlTooLong })
      .refine(isWebAddress, { error: DEVELOPMENT_MESSAGES.urlInvalid }),
  ).nullable(),
);

/** Whether the day is in range is the server's (it knows today). */
const DueOn = calendarDay(DEVELOPMENT_MESSAGES.dueDateInvalid);

const competencyIds = z
  .array(Id)
  .min(1, { error: DEVELOPMENT_MESSAGES.competenciesRequired })
  .max(ACTION_COMPETENCIES_MAX, { error: DEVELOPMENT_MESSAGES.tooManyCompetencies })
  .refine((ids) => new Set(ids).size === ids.length, { error: DEVELOPMENT_MESSAGES.competencyTwice });

const actionFields = {
  type: z.enum(ACTION_TYPES, { error: DEVELOPMENT_MESSAGES.typeRequired }),
  title: plainLine(
    z
      .string({ error: DEVELOPMENT_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: DEVELOPMENT_MESSAGES.titleRequired })
      .max(ACTION_TITLE_MAX, { error: DEVELOPMENT_MESSAGES.titleTooLong }),
  ),
  description: plainText(
    z.string().trim().max(ACTION_DESCRIPTION_MAX, { error: DEVELOPMENT_MESSAGES.descriptionTooLong }),
  ),
  url: ActionUrl,
  dueOn: DueOn,
  competencyIds,
  mentorId: Id.nullable(),
};

export const ActionInput = z.object({
  ...actionFields,
  description: actionFields.description.default(''),
  url: actionFields.url.default(null),
  mentorId: actionFields.mentorId.default(null),
});
export type ActionInput = z.infer<typeof ActionInput>;

/** Only the fields sent change; the status may move between planned, in progress and cancelled. */
export const ActionUpdate = z
  .object({
    ...actionFields,
    status: z.enum(EDITABLE_STATUSES, { error: DEVELOPMENT_MESSAGES.statusInvalid }),
  })
  .partial();
export type ActionUpdate = z.infer<typeof ActionUpdate>;

/** Completing an action: what shows it was done (a link, a file uploaded as evidence, a note). */
export const CompleteActionInput = z.object({
  evidenceUrl: ActionUrl.default(null),
  evidenceFileId: Id.nullable().default(null),
  note: plainText(
    z.string().trim().max(PLAN_COMMENT_MAX, { error: DEVELOPMENT_MESSAGES.commentTooLong }),
  ).default(''),
});
export type CompleteActionInput = z.infer<typeof CompleteActionInput>;

export const PlanCommentInput = z.object({
  body: plainText(
    z
      .string({ error: DEVELOPMENT_MESSAGES.commentRequired })
      .trim()
      .min(1, { error: DEVELOPMENT_MESSAGES.commentRequired })
      .max(PLAN_COMMENT_MAX, { error: DEVELOPMENT_MESSAGES.commentTooLong }),
  ),
});

export const DevelopmentSettingsInput = z.object({
  mentorOptIn: z.boolean().optional(),
  overdueEmails: z.boolean().optional(),
});
export type DevelopmentSettingsInput = z.infer<typeof DevelopmentSettingsInput>;

export const ActionParams = z.object({ actionId: Id });
export const DevelopmentPersonParams = z.object({ personId: Id });

// ---- What the API answers ----

export const PersonRef = z.object({ id: Id, fullName: z.string() });

export const ActionCompetency = z.object({
  competencyId: Id,
  name: z.string(),
  /** The person's current level and the highest level any of their roles (current, targets) requires. */
  currentLevel: z.number().nullable(),
  requiredLevel: z.int().nullable(),
  levelCount: z.int(),
});

export const DevelopmentAction = z.object({
  id: Id,
  type: z.enum(ACTION_TYPES),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  dueOn: z.string(),
  status: z.enum(ACTION_STATUSES),
  overdue: z.boolean(),
  competencies: z.array(ActionCompetency),
  mentor: PersonRef.nullable(),
  evidenceUrl: z.string().nullable(),
  evidenceFile: z.object({ id: Id, name: z.string() }).nullable(),
  completionNote: z.string(),
  completedAt: Timestamp.nullable(),
  /**
   * After completion: 'requested' until the line manager rates a linked competency again, then
   * 'done'. Null before completion, and for someone with no line manager.
   */
  reassessment: z.enum(['requested', 'done']).nullable(),
  createdAt: Timestamp,
});
export type DevelopmentAction = z.infer<typeof DevelopmentAction>;

export const PLAN_REVIEW_STATES = ['draft', 'approved', 'changed_since_approval'] as const;

export const DevelopmentPlan = z.object({
  person: PersonRef,
  lineManager: PersonRef.nullable(),
  actions: z.array(DevelopmentAction),
  review: z.object({
    state: z.enum(PLAN_REVIEW_STATES),
    approvedBy: PersonRef.nullable(),
    approvedAt: Timestamp.nullable(),
  }),
  comments: z.array(
    z.object({ id: Id, author: PersonRef.nullable(), body: z.string(), createdAt: Timestamp }),
  ),
  settings: z.object({ mentorOptIn: z.boolean(), overdueEmails: z.boolean() }),
  isOwn: z.boolean(),
  /** The viewer is the person's line manager (may approve). */
  canApprove: z.boolean(),
});
export type DevelopmentPlan = z.infer<typeof DevelopmentPlan>;

/**
 * A suggested action: its kind, and for mentoring the colleague who offers it. The words of the
 * suggestion are the web app's (translated); the level description is the company's own.
 */
export const SuggestedAction = z.object({
  type: z.enum(ACTION_TYPES),
  mentor: PersonRef.extend({ level: z.number(), levelName: z.string() }).nullable(),
});

/** The largest gaps of one's current role and target roles, each with actions that would close it. */
export const DevelopmentSuggestions = z.object({
  items: z.array(
    z.object({
      competencyId: Id,
      name: z.string(),
      currentLevel: z.number().nullable(),
      requiredLevel: z.int(),
      requiredLevelName: z.string(),
      /** What the required level means for this competency (the framework's words). */
      requiredLevelDescription: z.string(),
      levelCount: z.int(),
      gap: z.number(),
      importance: Importance,
      /** The roles whose requirement this is (current first). */
      roles: z.array(RoleRef),
      /** Already linked to an open action of the plan. */
      planned: z.boolean(),
      actions: z.array(SuggestedAction),
    }),
  ),
});
export type DevelopmentSuggestions = z.infer<typeof DevelopmentSuggestions>;

/** The plans the viewer may open besides their own, with how each stands. */
export const DevelopmentPlanPeople = z.object({
  items: z.array(
    z.object({
      id: Id,
      fullName: z.string(),
      jobTitle: z.string().nullable(),
      openActions: z.int(),
      overdueActions: z.int(),
      /** Approved, and not changed since. */
      approved: z.boolean(),
    }),
  ),
});
export type DevelopmentPlanPeople = z.infer<typeof DevelopmentPlanPeople>;

/** The dashboard's view of one's own plans: target roles' fit and the next actions due. */
export const DevelopmentSummary = z.object({
  targets: z.array(z.object({ role: RoleRef, fitPercent: z.int().nullable(), targetDate: z.string() })),
  nextActions: z.array(
    z.object({
      id: Id,
      title: z.string(),
      dueOn: z.string(),
      overdue: z.boolean(),
      status: z.enum(ACTION_STATUSES),
    }),
  ),
  openCount: z.int(),
  overdueCount: z.int(),
});
export type DevelopmentSummary = z.infer<typeof DevelopmentSummary>;

export {
  ACTION_COMPETENCIES_MAX,
  ACTION_DESCRIPTION_MAX,
  ACTION_TITLE_MAX,
  ACTION_URL_MAX,
  ACTIONS_MAX,
  DEVELOPMENT_MESSAGES,
  DUE_YEARS_MAX,
  PLAN_COMMENT_MAX,
} from './development-plan-messages.ts';
