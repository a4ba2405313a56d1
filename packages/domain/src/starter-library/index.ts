import { starterLibraryEnUS } from './en-US.ts';
import type { StarterLibrary } from './types.ts';

export type { StarterCategory, StarterCompetency, StarterLibrary } from './types.ts';

/** The bundled libraries by language; a language without its own gets the English one. */
const LIBRARIES: ReadonlyMap<string, StarterLibrary> = new Map([
  [starterLibraryEnUS.locale, starterLibraryEnUS],
]);

export function starterLibraryFor(locale: string): StarterLibrary {
  return LIBRARIES.get(locale) ?? starterLibraryEnUS;
}

export const STARTER_LIBRARY_LOCALES = [...LIBRARIES.keys()];
