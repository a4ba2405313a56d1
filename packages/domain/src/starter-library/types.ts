/** The bundled starter library's shape (issue 8): categories of competencies, each described per level. */

export type StarterCompetencyType = 'technical' | 'behavioural' | 'leadership';

export interface StarterCompetency {
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
  name: string;
  description: string;
  competencies: StarterCompetency[];
}

export interface StarterLibrary {
  locale: string;
  frameworkName: string;
  frameworkDescription: string;
  levelNames: readonly [string, string, string, string, string];
  categories: StarterCategory[];
}
