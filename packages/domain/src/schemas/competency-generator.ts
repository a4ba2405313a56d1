import { z } from 'zod';
import { Id, plainLine, plainText } from './common.ts';
import { BUILT_IN_COMPETENCY_TYPES, COMPETENCY_NAME_MAX } from './competencies.ts';
import { GENERATOR_CONTEXT_MAX, GENERATOR_MESSAGES } from './generator-messages.ts';
import { FAQ_LOCALES } from './public-site.ts';

export { GENERATOR_CONTEXT_MAX, GENERATOR_MESSAGES };

/**
 * The AI competency generator (issue 12, `/competency-management`): from a name and some context, a
 * description and what someone does at each level of the framework's scale, for the user to edit
 * before saving. With a model it is written (one AI credit); without one, the closest competencies of
 * the starter library are offered instead, labelled as such.
 */

export const GenerateCompetencyInput = z
  .object({
    name: plainLine(
      z
        .string({ error: GENERATOR_MESSAGES.name })
        .trim()
        .min(1, { error: GENERATOR_MESSAGES.name })
        .max(COMPETENCY_NAME_MAX, { error: GENERATOR_MESSAGES.nameTooLong }),
    ),
    context: plainText(
      z.string().trim().max(GENERATOR_CONTEXT_MAX, { error: GENERATOR_MESSAGES.contextTooLong }),
    ).optional(),
    locale: z.enum(FAQ_LOCALES).optional(),
  })
  .strict();
export type GenerateCompetencyInput = z.infer<typeof GenerateCompetencyInput>;

export const CompetencyDraft = z.object({
  name: z.string(),
  description: z.string(),
  /** One per level of the framework's scale, lowest first. */
  levelDescriptions: z.array(z.string()),
  /**
   * A library suggestion's category: the framework's category of that name in any of the five
   * languages when it has one (then `categoryId` is set), else the library's name for it; null for a
   * draft written by AI.
   */
  categoryName: z.string().nullable(),
  categoryId: Id.nullable(),
  /** A library suggestion's type (a built-in one); null for a draft written by AI. */
  type: z.enum(BUILT_IN_COMPETENCY_TYPES).nullable(),
});
export type CompetencyDraft = z.infer<typeof CompetencyDraft>;

export const GeneratedCompetency = z.object({
  /** model: written by AI for this name; library: the closest starter-library competencies. */
  mode: z.enum(['model', 'library']),
  /** credits_exhausted: AI was wanted, but the company's AI credits are used up. */
  notice: z.enum(['credits_exhausted']).nullable(),
  drafts: z.array(CompetencyDraft),
});
export type GeneratedCompetency = z.infer<typeof GeneratedCompetency>;
