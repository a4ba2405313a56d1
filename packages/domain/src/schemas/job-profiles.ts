import { z } from 'zod';
import { IMPORTANCES } from '../gap-analysis.ts';
import { MAX_SCALE_LEVELS } from '../proficiency.ts';
import { Id, plainLine, plainText, Timestamp } from './common.ts';
import { JobFamilyRef, JobGradeRef } from './job-architecture.ts';

/** Job profiles (issue 8): what a company expects of a role, edited at /job-profiles. */

export const JOB_TITLE_MAX = 120;
export const DEPARTMENT_MAX = 120;
export const JOB_DESCRIPTION_MAX = 2000;
export const REQUIREMENTS_MAX = 100;

const line = (max: number) =>
  plainLine(
    z
      .string()
      .trim()
      .max(max, { error: `Must be at most ${max} characters` }),
  );

export const Importance = z.enum(IMPORTANCES, { error: 'Choose critical, important or nice to have' });

export const RequirementInput = z.object({
  competencyId: Id,
  requiredLevel: z
    .int({ error: 'Choose a required level' })
    .min(1, { error: 'Choose a required level' })
    .max(MAX_SCALE_LEVELS, { error: 'Choose a level of the scale' }),
  importance: Importance,
});
export type RequirementInput = z.infer<typeof RequirementInput>;

const requirements = z
  .array(RequirementInput)
  .max(REQUIREMENTS_MAX, { error: `A job profile requires at most ${REQUIREMENTS_MAX} competencies` })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((requirement, index) => {
      if (seen.has(requirement.competencyId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'competencyId'],
          message: 'This competency is already required',
        });
      }
      seen.add(requirement.competencyId);
    });
  });

const jobProfileFields = {
  title: plainLine(
    z
      .string()
      .trim()
      .min(1, { error: 'Enter a job title' })
      .max(JOB_TITLE_MAX, { error: `Must be at most ${JOB_TITLE_MAX} characters` }),
  ),
  department: line(DEPARTMENT_MAX),
  /** The job family and the grade of the company's ladder (decision 0054); null for none. */
  jobFamilyId: Id.nullable(),
  gradeId: Id.nullable(),
  description: plainText(
    z
      .string()
      .trim()
      .max(JOB_DESCRIPTION_MAX, { error: `Must be at most ${JOB_DESCRIPTION_MAX} characters` }),
  ),
  requirements,
};

export const JobProfileInput = z.object({
  title: jobProfileFields.title,
  department: jobProfileFields.department.default(''),
  jobFamilyId: jobProfileFields.jobFamilyId.default(null),
  gradeId: jobProfileFields.gradeId.default(null),
  description: jobProfileFields.description.default(''),
  requirements: jobProfileFields.requirements.default([]),
});
export type JobProfileInput = z.infer<typeof JobProfileInput>;

/** Only the fields sent change; `requirements`, when sent, replaces the whole list. */
export const JobProfileUpdateInput = z.object(jobProfileFields).partial();
export type JobProfileUpdateInput = z.infer<typeof JobProfileUpdateInput>;

export const JobProfileParams = z.object({ jobProfileId: Id });

export const ListJobProfilesQuery = z.object({
  archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
});

/** Assigning a person a job profile (null takes it away); their job title and department follow it. */
export const AssignJobProfileInput = z.object({ jobProfileId: Id.nullable() });
export type AssignJobProfileInput = z.infer<typeof AssignJobProfileInput>;

/** Searching the people one can give a job profile (the /job-profiles assignment picker). */
export const AssignablePeopleQuery = z.object({
  q: plainLine(z.string().trim().max(200)).optional(),
});

// ---- What the API answers ----

export const AssignablePerson = z.object({
  id: Id,
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  jobTitle: z.string().nullable(),
  jobProfileId: Id.nullable(),
});
export const AssignablePeople = z.object({ items: z.array(AssignablePerson) });
export type AssignablePerson = z.infer<typeof AssignablePerson>;

export const JobRequirement = z.object({
  competencyId: Id,
  competencyName: z.string(),
  categoryName: z.string(),
  frameworkId: Id,
  frameworkName: z.string(),
  requiredLevel: z.int(),
  /** The name of the required level on the framework's current scale. */
  levelName: z.string(),
  /** How many levels that scale has, so a client can draw "3 of 5". */
  levelCount: z.int(),
  importance: Importance,
  /** An archived competency still counts until it is removed from the profile; the editor flags it. */
  competencyArchived: z.boolean(),
});
export type JobRequirement = z.infer<typeof JobRequirement>;

export const JobProfileSummary = z.object({
  id: Id,
  title: z.string(),
  department: z.string(),
  /** The grade's code ('' without one), as role labels show it: "Engineer · G7". */
  grade: z.string(),
  jobFamily: JobFamilyRef.nullable(),
  jobGrade: JobGradeRef.nullable(),
  description: z.string(),
  archivedAt: Timestamp.nullable(),
  requirementCount: z.int(),
  holderCount: z.int(),
  /**
   * The holders' average importance-weighted fit, in whole per cent. Null when nobody with a usable
   * rating holds it, and for viewers who may not see individuals' levels when fewer than three do
   * (an average of one person is that person's result).
   */
  averageFit: z.int().nullable(),
  updatedAt: Timestamp,
});
export type JobProfileSummary = z.infer<typeof JobProfileSummary>;

export const JobProfileList = z.object({
  items: z.array(JobProfileSummary),
  /** Whether the viewer may create, edit and assign (learning leads, account holders, platform staff). */
  canEdit: z.boolean(),
});
export type JobProfileList = z.infer<typeof JobProfileList>;

export const JobProfileHolder = z.object({
  id: Id,
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  /** Null when the person has no usable rating yet, or the viewer may not see their levels. */
  fitPercent: z.int().nullable(),
  fitVisible: z.boolean(),
});
export type JobProfileHolder = z.infer<typeof JobProfileHolder>;

/** Holders shown per page on a job profile's page. */
export const HOLDERS_PAGE = 50;

export const HoldersQuery = z.object({ cursor: z.string().max(600).optional() });

/** More of a job profile's holders, by name, after the cursor the previous page answered. */
export const HolderPage = z.object({ items: z.array(JobProfileHolder), nextCursor: z.string().nullable() });
export type HolderPage = z.infer<typeof HolderPage>;

// ---- Career paths (issue 9): the roles one can move on to from a job profile ----

export const NEXT_STEP_KINDS = ['promotion', 'lateral'] as const;
export type NextStepKind = (typeof NEXT_STEP_KINDS)[number];
export const NEXT_STEPS_MAX = 10;

export const NextStepInput = z.object({
  jobProfileId: Id,
  kind: z.enum(NEXT_STEP_KINDS, { error: 'Choose promotion or lateral move' }),
});
export type NextStepInput = z.infer<typeof NextStepInput>;

/** The whole list of next steps of a profile, replacing the one before. */
export const NextStepsInput = z.object({
  steps: z
    .array(NextStepInput)
    .max(NEXT_STEPS_MAX, { error: `A job profile leads to at most ${NEXT_STEPS_MAX} next roles` })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((step, index) => {
        if (seen.has(step.jobProfileId)) {
          ctx.addIssue({ code: 'custom', path: [index, 'jobProfileId'], message: 'Choose each role once' });
        }
        seen.add(step.jobProfileId);
      });
    }),
});
export type NextStepsInput = z.infer<typeof NextStepsInput>;

/** A role at one end of a career-path link. */
export const CareerStep = z.object({
  jobProfileId: Id,
  title: z.string(),
  grade: z.string(),
  department: z.string(),
  kind: z.enum(NEXT_STEP_KINDS),
  archived: z.boolean(),
});
export type CareerStep = z.infer<typeof CareerStep>;

export const JobProfileDetail = JobProfileSummary.extend({
  requirements: z.array(JobRequirement),
  /** The version of the requirements shown: each change of them is a new one, the old kept. */
  requirementsVersion: z.int(),
  /** The first holders by name (HOLDERS_PAGE); the rest come from GET …/holders with this cursor. */
  holders: z.array(JobProfileHolder),
  holdersNextCursor: z.string().nullable(),
  /** Where one can go from this role, and the roles that lead to it. */
  nextSteps: z.array(CareerStep),
  previousSteps: z.array(CareerStep),
  canEdit: z.boolean(),
});
export type JobProfileDetail = z.infer<typeof JobProfileDetail>;

/** The refusals of the job-profile rules that no input schema can decide (the web app translates them). */
export const JOB_PROFILE_MESSAGES = {
  titleTaken: 'A job profile with this title and grade already exists',
  archived: 'Restore the job profile before changing it',
  archivedNotAssignable: 'This job profile is archived: choose an active one',
  unknownCompetency: 'Choose competencies of your company’s frameworks',
  levelOutsideScale: 'Choose a required level of the competency’s scale',
  archivedCompetency: 'This competency is archived: choose an active one',
  nextStepIsSelf: 'A role cannot be its own next step',
  nextStepUnknown: 'Choose active job profiles of your company',
  promotionLoop: 'This promotion would lead back to this role: make it a lateral move',
} as const;
