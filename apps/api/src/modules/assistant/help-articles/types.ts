/** One help article in one language; the same slugs exist in every language. */
export interface HelpArticleSeed {
  /** Stable id shared by the translations, e.g. 'request-360-feedback'. */
  slug: string;
  /** The product area, one of HELP_AREAS. */
  area: HelpArea;
  /** The page the article is about, a path of the web app such as '/competencies?tab=assessments' (must exist). */
  path: string;
  title: string;
  /** Plain prose in short paragraphs separated by a blank line (\n\n); may use simple Markdown lists ("- item") but no HTML, no links, no headings. */
  body: string;
}

/**
 * The product areas the articles are filed under, roughly one per page of the signed-in app
 * (assessments is the Assessments tab of My Competencies; getting-started covers the dashboard,
 * roles, languages and the public FAQ and contact pages).
 */
export const HELP_AREAS = [
  'getting-started',
  'profile',
  'competencies',
  'assessments',
  'experience',
  'career',
  'development',
  'teams',
  'job-profiles',
  'competency-management',
  'people',
  'company',
  'subscription',
  'system-admin',
] as const;
export type HelpArea = (typeof HELP_AREAS)[number];
