import { z } from 'zod';
import { MAX_LEVEL_NAME_LENGTH, MAX_SCALE_LEVELS, type ScaleProblem, scaleProblems } from '../proficiency.ts';
import { plainLine, plainText } from './common.ts';

/** Competency frameworks (issue 8): what a company edits at /competency-management. */

export const FRAMEWORK_NAME_MAX = 120;
export const COMPETENCY_NAME_MAX = 120;
export const CATEGORY_NAME_MAX = 80;
export const DESCRIPTION_MAX = 2000;
export const LEVEL_DESCRIPTION_MAX = 1000;
export const TYPE_NAME_MAX = 40;
export const TAG_MAX = 30;
export const TAGS_MAX = 10;

/** The types every company has; a company may add its own (a name of at most TYPE_NAME_MAX characters). */
export const BUILT_IN_COMPETENCY_TYPES = ['technical', 'behavioural', 'leadership'] as const;

const SCALE_MESSAGES: Record<ScaleProblem, string> = {
  too_few_levels: 'A scale needs at least 2 levels',
  too_many_levels: `A scale has at most ${MAX_SCALE_LEVELS} levels`,
  level_values_not_consecutive: 'Number the levels 1, 2, 3… without gaps',
  level_name_empty: 'Give every level a name',
  level_name_too_long: `Level names have at most ${MAX_LEVEL_NAME_LENGTH} characters`,
  level_names_not_unique: 'Two levels have the same name',
  threshold_outside_scale: 'Choose one of the levels as the proficient threshold',
};

const name = (max: number, empty: string) =>
  plainLine(
    z
      .string()
      .trim()
      .min(1, { error: empty })
      .max(max, { error: `Must be at most ${max} characters` }),
  );

const description = (max: number) =>
  plainText(
    z
      .string()
      .trim()
      .max(max, { error: `Must be at most ${max} characters` }),
  );

export const ScaleInput = z
  .object({
    levels: z
      .array(z.object({ value: z.int().min(1), name: z.string() }))
      .max(MAX_SCALE_LEVELS * 2, { error: `A scale has at most ${MAX_SCALE_LEVELS} levels` }),
    proficientLevel: z.int(),
  })
  .superRefine((scale, ctx) => {
    for (const problem of scaleProblems(scale))
      ctx.addIssue({ code: 'custom', message: SCALE_MESSAGES[problem] });
  });
export type ScaleInput = z.infer<typeof ScaleInput>;

export const FrameworkInput = z.object({
  name: name(FRAMEWORK_NAME_MAX, 'Enter a name for the framework'),
  description: description(DESCRIPTION_MAX).default(''),
});
export type FrameworkInput = z.infer<typeof FrameworkInput>;

export const CategoryInput = z.object({
  name: name(CATEGORY_NAME_MAX, 'Enter a name for the category'),
  description: description(DESCRIPTION_MAX).default(''),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

export const CompetencyType = name(TYPE_NAME_MAX, 'Choose a type');

const Tag = name(TAG_MAX, 'Tags cannot be empty');

export const CompetencyInput = z.object({
  name: name(COMPETENCY_NAME_MAX, 'Enter a name for the competency'),
  description: description(DESCRIPTION_MAX).default(''),
  type: CompetencyType,
  tags: z
    .array(Tag)
    .max(TAGS_MAX, { error: `At most ${TAGS_MAX} tags` })
    .refine((tags) => new Set(tags.map((tag) => tag.toLocaleLowerCase())).size === tags.length, {
      error: 'Each tag only once',
    })
    .default([]),
  /**
   * What someone at each level does, lowest level first. The server checks that there is one per level
   * of the framework's scale; an empty one is allowed while a framework is being written.
   */
  levelDescriptions: z
    .array(description(LEVEL_DESCRIPTION_MAX))
    .max(MAX_SCALE_LEVELS, { error: `A scale has at most ${MAX_SCALE_LEVELS} levels` })
    .default([]),
});
export type CompetencyInput = z.infer<typeof CompetencyInput>;
