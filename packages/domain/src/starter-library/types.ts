import type { FaqLocale } from '../schemas/public-site.ts';

/**
 * The bundled starter library's shape (issue 8): categories of competencies, each described per level.
 * It exists in each of the five interface languages (issue 22), one file per language with the same
 * categories and competencies in the same order under the same keys.
 */

export type StarterCompetencyType = 'technical' | 'behavioural' | 'leadership';

export interface StarterCompetency {
  /** The same in every language (kebab-case, from the US English name); never shown. */
  key: string;
  /** At most 120 characters, unique in the whole library (any case). */
  name: string;
  /** One or two sentences, at most 400 characters. */
  description: string;
  type: StarterCompetencyType;
  /** One to four lower-case tags of at most 30 characters. */
  tags: string[];
  /** What people do at levels 1 to 5 of the default scale, each at most 300 characters. */
  levels: readonly [string, string, string, string, string];
}

export interface StarterCategory {
  /** The same in every language (kebab-case, from the US English name); never shown. */
  key: string;
  name: string;
  description: string;
  competencies: StarterCompetency[];
}

export interface StarterLibrary {
  locale: FaqLocale;
  frameworkName: string;
  frameworkDescription: string;
  /** The names of the five levels of the scale the imported framework starts with. */
  levelNames: readonly [string, string, string, string, string];
  categories: StarterCategory[];
}
