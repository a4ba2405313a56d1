import { FALLBACK_LANGUAGE, isSafeLanguageTag, SUPPORTED_LANGUAGES } from './languages.ts';

export interface LanguageSignals {
  /** The user's earlier choice (localStorage `i18nextLng`). */
  stored: string | null;
  /** navigator.languages, most preferred first. */
  browser: readonly string[];
  /** <html lang>. */
  page: string | null;
}

/** An exact supported tag, else the first supported one of the same language ('de' → 'de-DE'). */
function supportedMatch(candidate: string): string | undefined {
  const lower = candidate.toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  return SUPPORTED_LANGUAGES.find((code) => code.toLowerCase().split('-')[0] === base);
}

/**
 * Spec section 9: stored choice, then browser languages, then the page's lang attribute; the
 * fallback en-US otherwise. Anything that looks like script injection is discarded (spec section 5).
 */
export function detectLanguage(signals: LanguageSignals): string {
  for (const candidate of [signals.stored, ...signals.browser, signals.page]) {
    if (!candidate || !isSafeLanguageTag(candidate)) continue;
    const match = supportedMatch(candidate.replace('_', '-'));
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** The signals of this browser. */
export function browserLanguageSignals(storageKey: string): LanguageSignals {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(storageKey);
  } catch {
    // Storage can be blocked (privacy settings); the browser languages still apply.
  }
  return {
    stored,
    browser: typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
    page: typeof document === 'undefined' ? null : document.documentElement.lang || null,
  };
}
