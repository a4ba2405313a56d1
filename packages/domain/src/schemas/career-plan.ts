import { z } from 'zod';
import { CAREER_COMMENT_MAX, CAREER_PLAN_MESSAGES, CAREER_TARGETS_MAX } from './career-plan-messages.ts';
import { Id, plainText, Timestamp } from './common.ts';
import { Importance, NEXT_STEP_KINDS } from './job-profiles.ts';

/** My Career Planning (issue 9): next roles, one or two targets with a date, progress, comments. */

/** A target date is at most this many years ahead. */

/** A calendar day as YYYY-MM-DD that exists (2027-02-30 does not): one message whatever is wrong. */
export function calendarDay(message: string) {
  return z.string({ error: message }).refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    },
    { error: message },
  );
}

/** Whether the target date is in range is the server's (it knows today). */
export const CalendarDay = calendarDay(CAREER_PLAN_MESSAGES.targetDateInvalid);

export const CareerTargetInput = z.object({ jobProfileId: Id, targetDate: CalendarDay });
export type CareerTargetInput = z.infer<typeof CareerTargetInput>;

/** Only the fields sent change; `targets`, when sent, replaces both. */
export const CareerPlanUpdate = z.object({
  targets: z
    .array(CareerTargetInput)
    .max(CAREER_TARGETS_MAX, { error: CAREER_PLAN_MESSAGES.tooManyTargets })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((target, index) => {
        if (seen.has(target.jobProfileId)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'jobProfileId'],
            message: CAREER_PLAN_MESSAGES.targetTwice,
          });
        }
        seen.add(target.jobProfileId);
      });
    })
    .optional(),
  openToInternalOpportunities: z.boolean().optional(),
});
export type CareerPlanUpdate = z.infer<typeof CareerPlanUpdate>;

export const CareerCommentInput = z.object({
  body: plainText(
    z
      .string({ error: CAREER_PLAN_MESSAGES.commentRequired })
      .trim()
      .min(1, { error: CAREER_PLAN_MESSAGES.commentRequired })
      .max(CAREER_COMMENT_MAX, { error: CAREER_PLAN_MESSAGES.commentTooLong }),
  ),
});
export type CareerCommentInput = z.infer<typeof CareerCommentInput>;

export const CareerPersonParams = z.object({ personId: Id });

// ---- What the API answers ----

export const RoleRef = z.object({ id: Id, title: z.string(), grade: z.string(), department: z.string() });
export type RoleRef = z.infer<typeof RoleRef>;

/** One gap to close toward a role, as the core's gap analysis computes it. */
export const RoleGap = z.object({
  competencyId: Id,
  name: z.string(),
  requiredLevel: z.int(),
  /** May be a decimal (a colleagues' average). */
  currentLevel: z.number().nullable(),
  levelCount: z.int(),
  gap: z.number(),
  importance: Importance,
});
export type RoleGap = z.infer<typeof RoleGap>;

/** How one stands against a role: fit, requirements met, and the open gaps (largest first). */
export const RoleFit = z.object({
  role: RoleRef,
  fitPercent: z.int().nullable(),
  requirementsMet: z.int(),
  requirementCount: z.int(),
  gaps: z.array(RoleGap),
});
export type RoleFit = z.infer<typeof RoleFit>;

export const NextRole = RoleFit.extend({ kind: z.enum(NEXT_STEP_KINDS) });
export type NextRole = z.infer<typeof NextRole>;

export const FitPoint = z.object({ day: z.string(), fitPercent: z.int() });

export const CareerTarget = RoleFit.extend({
  targetDate: z.string(),
  setAt: Timestamp,
  /** The fit on each day it changed, oldest first (domain/career-progress.ts). */
  history: z.array(FitPoint),
});
export type CareerTarget = z.infer<typeof CareerTarget>;

export const CareerComment = z.object({
  id: Id,
  author: z.object({ id: Id, fullName: z.string() }).nullable(),
  body: z.string(),
  createdAt: Timestamp,
});
export type CareerComment = z.infer<typeof CareerComment>;

export const CareerPlan = z.object({
  person: z.object({ id: Id, fullName: z.string() }),
  currentRole: RoleFit.nullable(),
  openToInternalOpportunities: z.boolean(),
  targets: z.array(CareerTarget),
  /** The next steps of the current role's career paths. */
  nextRoles: z.array(NextRole),
  comments: z.array(CareerComment),
  /** Whether the viewer is the person (only they change targets and the opportunities switch). */
  isOwn: z.boolean(),
});
export type CareerPlan = z.infer<typeof CareerPlan>;

/** "What if I moved to X?": any active role's fit for the person. */
export const RoleFitQuery = z.object({ jobProfileId: Id });

/** The career plans the viewer may open: their reports' (and everyone's for learning leads and up). */
export const CareerPlanPeople = z.object({
  items: z.array(
    z.object({
      id: Id,
      fullName: z.string(),
      jobTitle: z.string().nullable(),
      targetCount: z.int(),
      openToInternalOpportunities: z.boolean(),
    }),
  ),
});
export type CareerPlanPeople = z.infer<typeof CareerPlanPeople>;

export {
  CAREER_COMMENT_MAX,
  CAREER_PLAN_MESSAGES,
  CAREER_TARGETS_MAX,
  TARGET_YEARS_MAX,
} from './career-plan-messages.ts';
