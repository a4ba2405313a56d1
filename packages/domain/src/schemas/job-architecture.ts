import { z } from 'zod';
import { Id, plainLine, plainText } from './common.ts';
import {
  GRADE_CODE_MAX,
  GRADE_NAME_MAX,
  GRADES_MAX,
  JOB_FAMILY_DESCRIPTION_MAX,
  JOB_FAMILY_NAME_MAX,
  JOB_ARCHITECTURE_MESSAGES as M,
  PAY_AMOUNT_MAX,
} from './job-architecture-messages.ts';

/**
 * Job architecture (issue 23, decision 0054): a company's job families, which job profiles belong to,
 * and its grade ladder, each grade with an optional pay range that requisitions will publish as
 * pay-transparency rules require. Edited on the Job Profiles page by whoever manages job profiles.
 */

/** An ISO 4217 code as three capital letters; Intl.NumberFormat formats any such code. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

export const Currency = z
  .string({ error: M.currencyInvalid })
  .regex(CURRENCY_PATTERN, { error: M.currencyInvalid });

const Amount = z
  .number({ error: M.payAmount })
  .int({ error: M.payAmount })
  .min(0, { error: M.payAmount })
  .max(PAY_AMOUNT_MAX, { error: M.payTooLarge });

/**
 * A grade's pay range, in whole units of its currency, per year. Without a currency the server uses
 * the ladder's (see `JobArchitecture.defaultCurrency`).
 */
export const PayRangeInput = z
  .object({ min: Amount, max: Amount, currency: Currency.optional() })
  .refine((range) => range.min <= range.max, { error: M.payMinAboveMax, path: ['min'] });
export type PayRangeInput = z.infer<typeof PayRangeInput>;

export const PayRange = z.object({ min: z.int(), max: z.int(), currency: z.string() });
export type PayRange = z.infer<typeof PayRange>;

const FamilyName = plainLine(
  z
    .string({ error: M.familyNameRequired })
    .trim()
    .min(1, { error: M.familyNameRequired })
    .max(JOB_FAMILY_NAME_MAX, { error: M.familyNameTooLong }),
);
const FamilyDescription = plainText(
  z.string().trim().max(JOB_FAMILY_DESCRIPTION_MAX, { error: M.familyDescriptionTooLong }),
);
const GradeCode = plainLine(
  z
    .string({ error: M.gradeCodeRequired })
    .trim()
    .min(1, { error: M.gradeCodeRequired })
    .max(GRADE_CODE_MAX, { error: M.gradeCodeTooLong }),
);
const GradeName = plainLine(z.string().trim().max(GRADE_NAME_MAX, { error: M.gradeNameTooLong }));

export const NewJobFamily = z.object({ name: FamilyName, description: FamilyDescription.default('') });
export type NewJobFamily = z.infer<typeof NewJobFamily>;

/** Absent fields stay as they are. */
export const JobFamilyUpdate = z.object({ name: FamilyName, description: FamilyDescription }).partial();
export type JobFamilyUpdate = z.infer<typeof JobFamilyUpdate>;

/** A new grade goes to the top of the ladder; reordering moves it. */
export const NewJobGrade = z.object({
  code: GradeCode,
  name: GradeName.default(''),
  payRange: PayRangeInput.nullable().default(null),
});
export type NewJobGrade = z.infer<typeof NewJobGrade>;

/** Absent fields stay as they are; a null pay range clears it. */
export const JobGradeUpdate = z
  .object({ code: GradeCode, name: GradeName, payRange: PayRangeInput.nullable() })
  .partial();
export type JobGradeUpdate = z.infer<typeof JobGradeUpdate>;

/** The whole ladder, lowest grade first: archived grades keep their place too. */
export const ReorderLadder = z.object({
  gradeIds: z
    .array(Id)
    .min(1, { error: M.ladderIncomplete })
    .max(GRADES_MAX, { error: M.ladderTooLong })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.ladderIncomplete }),
});
export type ReorderLadder = z.infer<typeof ReorderLadder>;

export const ArchiveJobArchitectureInput = z.object({ archived: z.boolean() });
export type ArchiveJobArchitectureInput = z.infer<typeof ArchiveJobArchitectureInput>;

export const JobFamilyParams = z.object({ familyId: Id });
export const JobGradeParams = z.object({ gradeId: Id });

// ---- What the API answers ----

export const JobFamily = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  archived: z.boolean(),
  /** Job profiles (archived ones too) in this family. */
  profileCount: z.int(),
});
export type JobFamily = z.infer<typeof JobFamily>;

export const JobGrade = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  /** Its place on the ladder: 1 is the lowest grade. */
  rank: z.int(),
  payRange: PayRange.nullable(),
  archived: z.boolean(),
  /** Job profiles (archived ones too) at this grade. */
  profileCount: z.int(),
});
export type JobGrade = z.infer<typeof JobGrade>;

export const JobGradeList = z.object({ items: z.array(JobGrade) });
export type JobGradeList = z.infer<typeof JobGradeList>;

export const JobArchitecture = z.object({
  /** By name. */
  families: z.array(JobFamily),
  /** The ladder, lowest grade first. */
  grades: z.array(JobGrade),
  /** The currency a new pay range gets when none is chosen: the ladder's, else the company's billing one. */
  defaultCurrency: z.string(),
  canEdit: z.boolean(),
});
export type JobArchitecture = z.infer<typeof JobArchitecture>;

/** A job profile's family and grade as its reads answer them. */
export const JobFamilyRef = z.object({ id: Id, name: z.string(), archived: z.boolean() });
export type JobFamilyRef = z.infer<typeof JobFamilyRef>;

export const JobGradeRef = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  rank: z.int(),
  payRange: PayRange.nullable(),
  archived: z.boolean(),
});
export type JobGradeRef = z.infer<typeof JobGradeRef>;
