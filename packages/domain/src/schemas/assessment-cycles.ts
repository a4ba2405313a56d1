import { z } from 'zod';
import { ASSESSMENT_MESSAGES, CYCLE_NAME_MAX, isoDay } from './assessments.ts';
import { Id, plainLine, Timestamp } from './common.ts';

/** Assessment cycles (issue 8; scoped by reference, issue 23): launching, changing and following them. */

/**
 * Who a cycle assesses: everyone, a unit with all its sub-units, or a job profile's holders, by
 * reference (issue 23). 'department' (free text) only describes cycles launched before units existed.
 */
export const CYCLE_SCOPES = ['company', 'department', 'org_unit', 'job_profile'] as const;
export const LAUNCH_SCOPES = ['company', 'org_unit', 'job_profile'] as const;

const CycleName = plainLine(
  z
    .string()
    .trim()
    .min(1, { error: ASSESSMENT_MESSAGES.nameRequired })
    .max(CYCLE_NAME_MAX, { error: ASSESSMENT_MESSAGES.cycleNameTooLong }),
);

export const CycleInput = z
  .object({
    name: CycleName,
    scope: z.enum(LAUNCH_SCOPES, { error: ASSESSMENT_MESSAGES.scopeRequired }),
    scopeValue: plainLine(z.string().trim().max(120)).nullable().optional().default(null),
    dueOn: isoDay,
  })
  .superRefine((input, ctx) => {
    if (input.scope !== 'company' && !input.scopeValue) {
      ctx.addIssue({ code: 'custom', path: ['scopeValue'], message: ASSESSMENT_MESSAGES.scopeValueRequired });
    }
  });
export type CycleInput = z.infer<typeof CycleInput>;

/** PATCH /api/v1/assessment-cycles/:id: an open cycle's name or deadline (its people stay as launched). */
export const CycleUpdateInput = z
  .object({
    name: CycleName,
    dueOn: isoDay,
  })
  .partial()
  .strict();
export type CycleUpdateInput = z.infer<typeof CycleUpdateInput>;

// ---- What the API answers ----

export const CycleSummary = z.object({
  id: Id,
  name: z.string(),
  scope: z.enum(CYCLE_SCOPES),
  scopeValue: z.string().nullable(),
  scopeLabel: z.string().nullable(),
  dueOn: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: Timestamp,
  memberCount: z.int(),
  selfDoneCount: z.int(),
  /** Members with a line manager: only they have a manager's part to do. */
  managedCount: z.int(),
  managerDoneCount: z.int(),
});
export const CycleList = z.object({ items: z.array(CycleSummary) });

export const CycleDetail = CycleSummary.extend({
  members: z.array(
    z.object({
      id: Id,
      fullName: z.string(),
      jobTitle: z.string().nullable(),
      managerName: z.string().nullable(),
      selfDone: z.boolean(),
      /** Null for a member without a line manager: nobody has a manager's part to do. */
      managerDone: z.boolean().nullable(),
      reminderSentAt: Timestamp.nullable(),
    }),
  ),
});
export type CycleDetail = z.infer<typeof CycleDetail>;

export const RemindResult = z.object({ reminded: z.int() });
