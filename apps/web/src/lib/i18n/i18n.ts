import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserLanguageSignals, detectLanguage } from './detect-language.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './languages.ts';
import { type LocaleTree, languageOfPath, mergeAreas } from './locale-files.ts';

/**
 * Translations are split by product area (decision 0010). The global areas — what every screen
 * needs, including the start-up and error screens — are bundled in English, the fallback. Every
 * other file is fetched when first needed: a page declares its areas (app/routes/pages.tsx) and
 * `loadLocaleAreas` brings them in for the current language and English before the page renders.
 */
export const GLOBAL_AREAS = ['core', 'shell'] as const;

const englishGlobalFiles = import.meta.glob<LocaleTree>(
  ['./locales/en-US/core.json', './locales/en-US/shell.json'],
  {
    eager: true,
    import: 'default',
  },
);
const lazyLocaleFiles = import.meta.glob<LocaleTree>(
  ['./locales/*/*.json', '!./locales/en-US/core.json', '!./locales/en-US/shell.json'],
  { import: 'default' },
);

/** Areas any screen has asked for so far; a language chosen later loads all of them. */
const requestedAreas = new Set<string>(GLOBAL_AREAS);
/** One download per file, shared by every caller that needs it. */
const fileLoads = new Map<string, Promise<{ area: string; tree: LocaleTree } | null>>();

const enUS = mergeAreas(
  Object.entries(englishGlobalFiles).flatMap(([path, tree]) => {
    const parsed = languageOfPath(path);
    return parsed ? [{ area: parsed.area, tree }] : [];
  }),
);

function loadFile(language: string, area: string) {
  const key = `./locales/${language}/${area}.json`;
  let pending = fileLoads.get(key);
  if (!pending) {
    const load = lazyLocaleFiles[key];
    pending = load ? load().then((tree) => ({ area, tree })) : Promise.resolve(null);
    // A failed download may be retried by the next caller.
    pending.catch(() => fileLoads.delete(key));
    fileLoads.set(key, pending);
  }
  return pending;
}

async function readAreas(language: string, areas: Iterable<string>): Promise<LocaleTree> {
  const files = await Promise.all([...areas].map((area) => loadFile(language, area)));
  return mergeAreas(files.filter((file) => file !== null));
}

/** Loads translation areas for the shown language and its fallback; resolves when they are usable. */
export async function loadLocaleAreas(areas: readonly string[]): Promise<void> {
  for (const area of areas) requestedAreas.add(area);
  const languages = [...new Set([...(i18n.languages ?? []), FALLBACK_LANGUAGE])];
  await Promise.all(
    languages.map(async (language) => {
      const tree = await readAreas(language, areas);
      if (Object.keys(tree).length > 0) i18n.addResourceBundle(language, 'translation', tree, true, false);
    }),
  );
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    // A language chosen now needs every area shown so far, not only the global ones.
    readAreas(language, requestedAreas).then(
      (tree) => callback(null, tree as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * <html lang> names the language the page is actually shown in. Written only when it changes: the
 * browser restyles the whole page on every write, even of the same value (~50 ms on a phone).
 */
function syncHtmlLang(): void {
  const language = i18n.resolvedLanguage ?? FALLBACK_LANGUAGE;
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/** The choice is remembered under `i18nextLng` (spec section 9), as i18next's own detector would. */
function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be blocked; the language still applies for this visit.
  }
}

/** i18next showing `language`, with no browser needed: the build's prerender starts it this way too. */
export async function startI18n(language: string): Promise<typeof i18n> {
  await i18n
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      resources: { [FALLBACK_LANGUAGE]: { translation: enUS as ResourceKey } },
      partialBundledLanguages: true,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18n;
}

/** The browser's i18next: the visitor's language (spec section 9), remembered and shown in <html lang>. */
export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', syncHtmlLang);
  i18n.on('languageChanged', rememberLanguage);
  // The page's own lang attribute is read before i18next changes it.
  await startI18n(detectLanguage(browserLanguageSignals(LANGUAGE_STORAGE_KEY)));
  syncHtmlLang();
  return i18n;
}

export { i18n };
