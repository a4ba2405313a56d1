import i18next, { type TFunction } from 'i18next';
import type { LocaleTree } from './locale-files.ts';

const files = import.meta.glob<LocaleTree>('./locales/*/*.json', { eager: true, import: 'default' });

/**
 * For tests: a `t` in `language` with only the named translation areas loaded, as on a page that
 * declared just those, so a message translated only in another page's area shows as untranslated.
 */
export async function pageTranslator(language: string, areas: readonly string[]): Promise<TFunction> {
  const trees = Object.entries(files)
    .filter(([path]) => areas.some((area) => path === `./locales/${language}/${area}.json`))
    .map(([, tree]) => tree);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: Object.assign({}, ...trees) } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
