/** Interface languages (spec section 9). A language without its own file falls back to en-US. */
export const FALLBACK_LANGUAGE = 'en-US';

export const SUPPORTED_LANGUAGES = [
  'en-US',
  'en-GB',
  'en-AU',
  'es-ES',
  'fr-FR',
  'de-DE',
  'pt-PT',
  'it-IT',
  'nl-NL',
  'ja-JP',
] as const;

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// Spec section 5: a detected language string that looks like script injection is discarded.
const SUSPICIOUS =
  /<\s*\/?\s*script|\bon\w+\s*=|javascript:|vbscript:|\beval\s*\(|\balert\s*\(|document\s*\.\s*(cookie|write)|innerHTML|window\s*\.\s*location/i;

export function sanitizeDetectedLanguage(language: string): string {
  if (
    language.length > 35 ||
    SUSPICIOUS.test(language) ||
    !/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(language)
  ) {
    return FALLBACK_LANGUAGE;
  }
  return language.replace('_', '-');
}
