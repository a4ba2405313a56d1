import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  sanitizeDetectedLanguage,
} from './languages.ts';
import { type LocaleTree, languageOfPath, mergeAreas } from './locale-files.ts';

/**
 * en-US is bundled (it is the fallback); every other language is a folder in ./locales whose
 * files are fetched only when it is chosen, so adding a language means adding one folder.
 */
const englishFiles = import.meta.glob<LocaleTree>('./locales/en-US/*.json', {
  eager: true,
  import: 'default',
});
const lazyLocaleFiles = import.meta.glob<LocaleTree>(['./locales/*/*.json', '!./locales/en-US/*.json'], {
  import: 'default',
});

function filesOf<T>(files: Record<string, T>, language: string): Array<{ area: string; value: T }> {
  return Object.entries(files).flatMap(([path, value]) => {
    const parsed = languageOfPath(path);
    return parsed?.language === language ? [{ area: parsed.area, value }] : [];
  });
}

const enUS = mergeAreas(
  filesOf(englishFiles, FALLBACK_LANGUAGE).map(({ area, value }) => ({ area, tree: value })),
);

async function loadLanguage(language: string): Promise<LocaleTree> {
  const loaders = filesOf(lazyLocaleFiles, language);
  const trees = await Promise.all(loaders.map(async ({ area, value }) => ({ area, tree: await value() })));
  return mergeAreas(trees);
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    loadLanguage(language).then(
      (tree) => callback(null, tree as ResourceKey),
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
      resources: { [FALLBACK_LANGUAGE]: { translation: enUS as ResourceKey } },
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
