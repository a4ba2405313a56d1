import { z } from 'zod';
import {
  MAX_LEVEL_NAME_LENGTH,
  MAX_SCALE_LEVELS,
  type MappingProblem,
  type ScaleProblem,
  scaleProblems,
} from '../proficiency.ts';
import { Id, plainLine, plainText, Timestamp } from './common.ts';
import { FAQ_LOCALES } from './public-site.ts';

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

/**
 * A type as the company already spells it: a built-in or company type matches in any case ("Digital"
 * and "digital" are one type, spelt as it was first), and the American "behavioral" is behavioural.
 */
export function canonicalType(type: string, known: readonly string[]): string {
  const trimmed = type.trim();
  const folded = trimmed.toLocaleLowerCase();
  if (folded === 'behavioral') return 'behavioural';
  return known.find((candidate) => candidate.toLocaleLowerCase() === folded) ?? trimmed;
}

export const SCALE_MESSAGES: Record<ScaleProblem, string> = {
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

export const MAPPING_MESSAGES: Record<MappingProblem, string> = {
  level_not_mapped: 'Choose a new level for every old level',
  mapped_to_missing_level: 'Map old levels only to levels of the new scale',
  mapping_reverses_order: 'A higher old level cannot map below a lower one',
  level_source_unknown: 'A level can only continue a level of the current scale',
  level_source_twice: 'Two levels continue the same current level',
  level_source_partial: 'Say for every level which current level it continues (or none), not for only some',
  kept_level_moved: 'A level you keep takes its own ratings and requirements with it',
};

// Level names get the same one-line rule as every other name (no line breaks or hidden characters);
// emptiness, length and uniqueness are scaleProblems', so the web editor lists them together.
const LevelName = plainLine(z.string());

const scaleShape = {
  levels: z
    .array(z.object({ value: z.int().min(1), name: LevelName }))
    .max(MAX_SCALE_LEVELS * 2, { error: `A scale has at most ${MAX_SCALE_LEVELS} levels` }),
  proficientLevel: z.int(),
};

const checkScale = (
  scale: Pick<z.infer<z.ZodObject<typeof scaleShape>>, 'levels' | 'proficientLevel'>,
  ctx: z.RefinementCtx,
) => {
  for (const problem of scaleProblems(scale))
    ctx.addIssue({ code: 'custom', message: SCALE_MESSAGES[problem], path: ['levels'] });
};

export const ScaleInput = z.object(scaleShape).superRefine(checkScale);
export type ScaleInput = z.infer<typeof ScaleInput>;

/**
 * A change of a framework's scale. `baseVersion` is the version the editor started from and
 * `baseUpdatedAt` the framework's `updatedAt` it last saw: a change made meanwhile by someone else is
 * refused, not overwritten. Each level says which current level it continues (`from`, null for a new
 * one): its behavioural descriptions go with it. `mapping` (current level → new level) says where the
 * ratings and job profile requirements of each removed level go; kept levels take theirs along. Once
 * ratings exist, the change makes a new version with the whole mapping. See planScaleChange.
 */
export const ScaleChangeInput = z
  .object({
    levels: z
      .array(
        z.object({
          value: z.int().min(1),
          name: LevelName,
          from: z.int().min(1).max(MAX_SCALE_LEVELS).nullable().optional(),
        }),
      )
      .max(MAX_SCALE_LEVELS * 2, { error: `A scale has at most ${MAX_SCALE_LEVELS} levels` }),
    proficientLevel: z.int(),
    baseVersion: z.int().min(1),
    baseUpdatedAt: Timestamp.optional(),
    mapping: z.record(z.string().regex(/^\d{1,2}$/), z.int().min(1)).optional(),
  })
  .superRefine(checkScale);
export type ScaleChangeInput = z.infer<typeof ScaleChangeInput>;

const frameworkFields = {
  name: name(FRAMEWORK_NAME_MAX, 'Enter a name for the framework'),
  description: description(DESCRIPTION_MAX),
};

/** One of the five interface languages, for the text CompetencyHub writes into a framework (decision 0046). */
const LibraryLocale = z.enum(FAQ_LOCALES, {
  error: `Choose one of the languages ${FAQ_LOCALES.join(', ')}`,
});

export const FrameworkInput = z.object({
  ...frameworkFields,
  description: frameworkFields.description.default(''),
  /** The language of the new scale's level names (Novice … Expert in en-US, the default). */
  locale: LibraryLocale.optional(),
});
export type FrameworkInput = z.infer<typeof FrameworkInput>;

const categoryFields = {
  name: name(CATEGORY_NAME_MAX, 'Enter a name for the category'),
  description: description(DESCRIPTION_MAX),
};

export const CategoryInput = z.object({
  ...categoryFields,
  description: categoryFields.description.default(''),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

export const CompetencyType = name(TYPE_NAME_MAX, 'Choose a type');

const Tag = name(TAG_MAX, 'Tags cannot be empty');

// Without defaults, so an update that leaves a field out keeps it (a default would empty it).
const competencyFields = {
  name: name(COMPETENCY_NAME_MAX, 'Enter a name for the competency'),
  description: description(DESCRIPTION_MAX),
  type: CompetencyType,
  tags: z
    .array(Tag)
    .max(TAGS_MAX, { error: `At most ${TAGS_MAX} tags` })
    .refine((tags) => new Set(tags.map((tag) => tag.toLocaleLowerCase())).size === tags.length, {
      error: 'Each tag only once',
    }),
  /**
   * What someone at each level does, lowest level first. The server checks that there are no more than
   * the framework's scale has levels; an empty one is allowed while a framework is being written.
   */
  levelDescriptions: z
    .array(description(LEVEL_DESCRIPTION_MAX))
    .max(MAX_SCALE_LEVELS, { error: `A scale has at most ${MAX_SCALE_LEVELS} levels` }),
};

export const CompetencyInput = z.object({
  ...competencyFields,
  description: competencyFields.description.default(''),
  tags: competencyFields.tags.default([]),
  levelDescriptions: competencyFields.levelDescriptions.default([]),
});
export type CompetencyInput = z.infer<typeof CompetencyInput>;

// ---- What the API answers ----

export const ScaleLevel = z.object({ value: z.int(), name: z.string() });
export type ScaleLevel = z.infer<typeof ScaleLevel>;

export const Scale = z.object({
  version: z.int(),
  levels: z.array(ScaleLevel),
  proficientLevel: z.int(),
});
export type Scale = z.infer<typeof Scale>;

/** One version of a scale, with how the previous version's levels read on it. */
export const ScaleVersion = Scale.extend({
  mappingFromPrevious: z.record(z.string(), z.int()).nullable(),
  createdAt: Timestamp,
});
export type ScaleVersion = z.infer<typeof ScaleVersion>;

export const FrameworkSummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  archivedAt: Timestamp.nullable(),
  scale: Scale,
  categoryCount: z.int(),
  competencyCount: z.int(),
  updatedAt: Timestamp,
});
export type FrameworkSummary = z.infer<typeof FrameworkSummary>;

export const FrameworkList = z.object({ items: z.array(FrameworkSummary) });
export type FrameworkList = z.infer<typeof FrameworkList>;

export const Category = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  position: z.int(),
});
export type Category = z.infer<typeof Category>;

export const Competency = z.object({
  id: Id,
  frameworkId: Id,
  categoryId: Id,
  name: z.string(),
  description: z.string(),
  type: z.string(),
  tags: z.array(z.string()),
  /** One per level of the current scale, lowest first; '' where none is written yet. */
  levelDescriptions: z.array(z.string()),
  archivedAt: Timestamp.nullable(),
  updatedAt: Timestamp,
});
export type Competency = z.infer<typeof Competency>;

export const FrameworkDetail = FrameworkSummary.extend({
  categories: z.array(Category),
  competencies: z.array(Competency),
  /** Every version of the scale, oldest first; the last is the current one. */
  scaleHistory: z.array(ScaleVersion),
  /** Whether anyone has been rated on this framework: a scale change then makes a new version. */
  ratingCount: z.int(),
  /** The built-in types and every type the company has used, for the type picker. */
  types: z.array(z.string()),
});
export type FrameworkDetail = z.infer<typeof FrameworkDetail>;

export const FrameworkParams = z.object({ frameworkId: Id });
export const CategoryParams = z.object({ frameworkId: Id, categoryId: Id });
export const CompetencyParams = z.object({ frameworkId: Id, competencyId: Id });

export const ListFrameworksQuery = z.object({
  archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
});

export const CompetencyCreateInput = CompetencyInput.extend({ categoryId: Id });
export type CompetencyCreateInput = z.infer<typeof CompetencyCreateInput>;
export const CompetencyUpdateInput = z
  .object(competencyFields)
  .partial()
  .extend({ categoryId: Id.optional() });
export type CompetencyUpdateInput = z.infer<typeof CompetencyUpdateInput>;
export const FrameworkUpdateInput = z.object(frameworkFields).partial();
export type FrameworkUpdateInput = z.infer<typeof FrameworkUpdateInput>;
export const CategoryUpdateInput = z
  .object(categoryFields)
  .partial()
  .extend({ position: z.int().min(0).max(10_000).optional() });
export type CategoryUpdateInput = z.infer<typeof CategoryUpdateInput>;

/** The refusals of the framework rules that no input schema can decide (the web app translates them). */
export const FRAMEWORK_MESSAGES = {
  frameworkNameTaken: 'A framework with this name already exists',
  categoryNameTaken: 'A category with this name already exists in this framework',
  competencyNameTaken: 'A competency with this name already exists in this framework',
  archived: 'Restore the framework before changing it',
  scaleChangedMeanwhile: 'Someone changed this scale meanwhile. Reload to see the current scale',
  frameworkChangedMeanwhile:
    'Someone changed this framework while you were editing. Reload to see their change, then make yours again',
  mappingRequired: 'People have been rated on this scale: choose which new level each old level becomes',
  categoryNotInFramework: 'Choose a category of this framework',
  tooManyLevelDescriptions: 'Write at most one description per level of the scale',
  categoryNotEmpty: 'Move or remove the competencies of this category first',
} as const;

// ---- Starter library and CSV ----

/**
 * Which language of the starter library to import: one of the five interface languages. A company has
 * no language of its own, so the web app sends the language of the person importing (decision 0046).
 */
export const StarterLibraryImportInput = z.object({
  locale: LibraryLocale.default('en-US'),
});
export type StarterLibraryImportInput = z.infer<typeof StarterLibraryImportInput>;

/**
 * What a CSV import did: the framework as it is now, and how many rows made or changed what.
 * `unchanged` rows named a competency whose fields already read as the file says; `archivedUpdated`
 * of the `updated` ones changed an archived competency, which stays archived.
 */
export const CsvImportResult = z.object({
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  archivedUpdated: z.int(),
  categoriesCreated: z.int(),
  framework: FrameworkDetail,
});
export type CsvImportResult = z.infer<typeof CsvImportResult>;

/**
 * The most a CSV file may weigh, with the 5,000-row limit of framework-csv.ts. 8 MB holds 5,000 rows
 * of about 1,600 characters each: a description and five level descriptions of some 200 characters.
 * A framework whose texts are longer is imported in several files (the error and the dialog say so);
 * the limit keeps one request, its check and its transaction within a few seconds.
 */
export const CSV_IMPORT_MAX_MB = 8;
export const CSV_IMPORT_MAX_BYTES = CSV_IMPORT_MAX_MB * 1024 * 1024;

export const CSV_IMPORT_MESSAGES = {
  invalid: 'The file has problems: nothing was imported. Correct the rows listed and import it again',
  notUtf8:
    'The file is not saved as UTF-8, so some characters would be lost. In Excel choose File › Save As › "CSV UTF-8 (Comma delimited)", then import it again',
  tooLarge: `The file is larger than ${CSV_IMPORT_MAX_MB} MB: split it into smaller files and import them one after the other`,
  unsupported: 'Choose a CSV file',
} as const;
