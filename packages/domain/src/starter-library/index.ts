import { FAQ_LOCALES, type FaqLocale } from '../schemas/public-site.ts';
import { starterLibraryDeDE } from './de-DE.ts';
import { starterLibraryEnUS } from './en-US.ts';
import { starterLibraryEsES } from './es-ES.ts';
import { starterLibraryFrFR } from './fr-FR.ts';
import { starterLibraryPtPT } from './pt-PT.ts';
import type { StarterLibrary } from './types.ts';

export type { StarterCategory, StarterCompetency, StarterLibrary } from './types.ts';

/**
 * The bundled libraries, one per interface language (issue 22). Server-side only: the web app never
 * imports this folder (about 300 KB of text), it asks the API to import or match.
 */
const LIBRARIES: Readonly<Record<FaqLocale, StarterLibrary>> = {
  'en-US': starterLibraryEnUS,
  'es-ES': starterLibraryEsES,
  'fr-FR': starterLibraryFrFR,
  'de-DE': starterLibraryDeDE,
  'pt-PT': starterLibraryPtPT,
};

export const STARTER_LIBRARY_LOCALES: readonly FaqLocale[] = FAQ_LOCALES;

/** The library in one of the five languages; US English for any other tag. */
export function starterLibraryFor(locale: string): StarterLibrary {
  return (FAQ_LOCALES as readonly string[]).includes(locale)
    ? LIBRARIES[locale as FaqLocale]
    : starterLibraryEnUS;
}

/** The names one category of the library has in each language, to recognise it in any of them. */
export function starterCategoryNames(key: string): string[] {
  return FAQ_LOCALES.flatMap((locale) =>
    LIBRARIES[locale].categories.filter((category) => category.key === key).map((category) => category.name),
  );
}
