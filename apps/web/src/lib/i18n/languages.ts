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

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Language options (spec section 3: code, display name, flag), named in their own language. */
export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: SupportedLanguage; name: string; flag: string }> = [
  { code: 'en-US', name: 'English (US)', flag: '🇺🇸' },
  { code: 'en-GB', name: 'English (UK)', flag: '🇬🇧' },
  { code: 'en-AU', name: 'English (Australia)', flag: '🇦🇺' },
  { code: 'es-ES', name: 'Español', flag: '🇪🇸' },
  { code: 'fr-FR', name: 'Français', flag: '🇫🇷' },
  { code: 'de-DE', name: 'Deutsch', flag: '🇩🇪' },
  { code: 'pt-PT', name: 'Português', flag: '🇵🇹' },
  { code: 'it-IT', name: 'Italiano', flag: '🇮🇹' },
  { code: 'nl-NL', name: 'Nederlands', flag: '🇳🇱' },
  { code: 'ja-JP', name: '日本語', flag: '🇯🇵' },
];

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// Spec section 5: a detected language string that looks like script injection is discarded.
const SUSPICIOUS =
  /<\s*\/?\s*script|\bon\w+\s*=|javascript:|vbscript:|\beval\s*\(|\balert\s*\(|document\s*\.\s*(cookie|write)|innerHTML|window\s*\.\s*location/i;

/** A well-formed language tag with nothing that looks like script injection. */
export function isSafeLanguageTag(language: string): boolean {
  return (
    language.length <= 35 &&
    !SUSPICIOUS.test(language) &&
    /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(language)
  );
}

export function sanitizeDetectedLanguage(language: string): string {
  return isSafeLanguageTag(language) ? language.replace('_', '-') : FALLBACK_LANGUAGE;
}
