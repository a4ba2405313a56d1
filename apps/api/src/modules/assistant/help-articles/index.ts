import { HELP_ARTICLES_DE_DE } from './de-de.ts';
import { HELP_ARTICLES_EN_US } from './en-us.ts';
import { HELP_ARTICLES_ES_ES } from './es-es.ts';
import { HELP_ARTICLES_FR_FR } from './fr-fr.ts';
import { HELP_ARTICLES_PT_PT } from './pt-pt.ts';
import type { HelpArticleSeed } from './types.ts';

export { HELP_AREAS, type HelpArea, type HelpArticleSeed } from './types.ts';

/** The languages the help articles are written in: the app's translated interface languages. */
export const HELP_LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-PT'] as const;
export type HelpLocale = (typeof HELP_LOCALES)[number];

/** Every help article by language; each list has the same slugs, areas and paths in the same order. */
export const HELP_ARTICLES: Record<HelpLocale, HelpArticleSeed[]> = {
  'en-US': HELP_ARTICLES_EN_US,
  'de-DE': HELP_ARTICLES_DE_DE,
  'fr-FR': HELP_ARTICLES_FR_FR,
  'es-ES': HELP_ARTICLES_ES_ES,
  'pt-PT': HELP_ARTICLES_PT_PT,
};
