import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  sanitizeDetectedLanguage,
} from './languages.ts';
import enUS from './locales/en-US.json';

/**
 * en-US is bundled (it is the fallback); every other locale is one JSON file in ./locales,
 * fetched only when chosen, so adding a language means adding one file.
 */
const lazyLocales = import.meta.glob<{ default: ResourceKey }>(['./locales/*.json', '!./locales/en-US.json']);

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const load = lazyLocales[`./locales/${language}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** <html lang> names the language the page is actually shown in. */
function syncHtmlLang(): void {
  document.documentElement.lang = i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
}

export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', syncHtmlLang);
  await i18n
    .use(lazyLocaleBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { [FALLBACK_LANGUAGE]: { translation: enUS } },
      partialBundledLanguages: true,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: sanitizeDetectedLanguage,
      },
    });
  syncHtmlLang();
  return i18n;
}

export { i18n };
