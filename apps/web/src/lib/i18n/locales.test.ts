import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE } from './languages.ts';
import { type LocaleTree, languageOfPath, mergeAreas } from './locale-files.ts';

/** Every locale folder, so a language or area added later is checked too. */
const localeFiles = import.meta.glob<LocaleTree>('./locales/*/*.json', { eager: true, import: 'default' });
const byLanguage = new Map<string, Array<{ area: string; tree: LocaleTree }>>();
for (const [path, tree] of Object.entries(localeFiles)) {
  const parsed = languageOfPath(path);
  if (!parsed) throw new Error(`Unexpected locale file ${path}`);
  byLanguage.set(parsed.language, [...(byLanguage.get(parsed.language) ?? []), { area: parsed.area, tree }]);
}
const areasOf = (language: string): string[] => (byLanguage.get(language) ?? []).map((f) => f.area).sort();
const enUS = mergeAreas(byLanguage.get(FALLBACK_LANGUAGE) ?? []);
const locales = new Map(
  [...byLanguage]
    .filter(([language]) => language !== FALLBACK_LANGUAGE)
    .map(([language, files]) => [language, mergeAreas(files)]),
);

const REQUIRED_LOCALES = ['es-ES', 'fr-FR', 'de-DE', 'pt-PT'];

/**
 * Keys whose value may legitimately be the same as the English one. Keep this short: every entry
 * must still be identical to English (checked below), so stale entries are reported.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  // An e-mail example, deliberately left untranslated in every language.
  '*': [
    'invitations.emailPlaceholder',
    // Only placeholders and punctuation: nothing to translate.
    'frameworks.listCounts',
    // A number and the unit symbol ms, the same in every language.
    'subscription.internalAiPanel.milliseconds_one',
    'subscription.internalAiPanel.milliseconds_other',
    'frameworks.csv.readyBody',
    'jobProfiles.listCounts',
    'jobProfiles.levelOption',
    'jobProfiles.fit.none',
    'competencies.levelLabel',
    // "CSS" is the name of the language.
    'branding.cssLabel',
    // "AI/RAG" is a technical name, kept as it is in every language.
    'itAdmin.tabs.aiRag',
    // Product names, and a product name with its version.
    'itSystem.platform.node',
    'itSystem.platform.kind.postgres',
    // "SSO" is the usual abbreviation everywhere.
    'itSso.tab',
  ],
  // "E-mail" is the usual European Portuguese word for the field; "Mentor" is Portuguese too.
  'pt-PT': [
    'fields.email',
    'dashboard.account.email',
    'development.mentorIs',
    'development.fields.mentor',
    // The browser's own word, used as is.
    'systemAdmin.images.types.favicon',
    'subscription.invoices.total',
  ],
  // "Invitations" and "Promotion" are spelt the same in French.
  // "Logo" too.
  'fr-FR': [
    // The same word in French.
    'itSecurity.sessions.title',
    // "Page" is French too.
    'tooltipAdmin.filter',
    'tooltipAdmin.form.page',
    // "Question" is French too.
    'systemAdmin.faq.question',
    // "Sources" and "FAQ" are French too.
    'assistant.sources',
    'assistant.kinds.faq',
    // Images, type, logo, favicon, description, active: the same words in French.
    'systemAdmin.tabs.images',
    'systemAdmin.images.type',
    'systemAdmin.images.types.logo',
    'systemAdmin.images.types.favicon',
    'systemAdmin.images.description',
    'systemAdmin.images.active',
    'subscription.internalAi.active',
    'systemAdmin.subscriptions.columns.actions',
    'subscription.invoices.kind',
    'subscription.invoices.total',
    'invitations.listTitle',
    'jobProfiles.careerPath.kind.promotion',
    'organisation.history.reasons.promotion',
    'development.fields.mentor',
    'branding.logoTitle',
    // "Messages" and "Accent" too.
    'systemAdmin.tabs.messages',
    'systemAdmin.themes.colour.accentColor',
    // "Migrations" is French too.
    'itSystem.platform.migrations',
    // "Session(s)" is the French word too.
    'itUsers.sessions',
    'itUsers.count_one',
    'itUsers.count_other',
  ],
  // "Administrator", "Navigation", "Team", "Name" and "Person" are the German words too.
  // "Mentoring" and "Link" are German words too.
  'de-DE': [
    // The same words in German: "Person", and "Passkey" as the platforms name it.
    'itRoles.form.person',
    'itSecurity.methods.passkey',
    // "Passkeys" is the word German uses (Apple, Google and Microsoft say so in German too).
    'security.passkeys.title',
    // "FAQ" is the German abbreviation too.
    'assistant.kinds.faq',
    // Logo, favicon and Name: the same words in German.
    'systemAdmin.images.types.logo',
    'systemAdmin.images.types.favicon',
    'systemAdmin.images.name',
    'subscription.invoices.status',
    'shell.banner.administrator',
    'nav.label',
    'teams.choose',
    'organisation.kinds.team',
    'teams.sortName',
    'teams.person',
    'development.type.mentoring',
    'development.fields.url',
    // "Branding", "Logo", "Layout" and "Dashboard" are used as they are in German.
    'company.tabs.branding',
    'branding.logoTitle',
    'branding.layoutTitle',
    'branding.previewNavActive',
    // "Text" and "Name" are German words too.
    'systemAdmin.themes.colour.foregroundColor',
    'systemAdmin.themes.name',
    // "System" is the German word too.
    'itAdmin.tabs.system',
    'itSystem.title',
  ],
  // "Error" and "Mentor" are Spanish words too.
  'es-ES': [
    // "Roles" is the Spanish word too.
    'itRoles.tab',
    'itRoles.title',
    // "No" is Spanish too.
    'faqFeedback.downvote',
    'language.errorTitle',
    'development.mentorIs',
    'development.fields.mentor',
    'systemAdmin.images.types.favicon',
    'subscription.invoices.total',
    // Plan: the same word in Spanish.
    'systemAdmin.subscriptions.columns.plan',
    'systemAdmin.subscriptions.plan',
  ],
};

const PRODUCT_NAME = 'CompetencyHub';
const PLURAL_SEPARATOR = '_';
const CLDR_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Nested JSON to dotted keys; non-object leaves are kept as they are so the type check can see them. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}

function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

const english = flatten(enUS);
/** Keys that have an `_other` form are plural; their suffixes follow each language's CLDR rules. */
const pluralBases = [...english.keys()]
  .filter((key) => key.endsWith(`${PLURAL_SEPARATOR}other`))
  .map((key) => key.slice(0, -`${PLURAL_SEPARATOR}other`.length));

function pluralBaseOf(key: string): string | undefined {
  const cut = key.lastIndexOf(PLURAL_SEPARATOR);
  if (cut < 0) return undefined;
  const base = key.slice(0, cut);
  return pluralBases.includes(base) && CLDR_CATEGORIES.includes(key.slice(cut + 1)) ? base : undefined;
}

/**
 * The keys a locale must have: every English key, except that plural keys use the suffixes i18next
 * will ask for in that language (Intl.PluralRules), e.g. `_many` in French, Spanish and Portuguese.
 */
function expectedKeys(locale: string): string[] {
  const keys = [...english.keys()].filter((key) => pluralBaseOf(key) === undefined);
  for (const base of pluralBases) {
    for (const category of pluralCategories(locale)) keys.push(`${base}${PLURAL_SEPARATOR}${category}`);
  }
  return keys.sort();
}

/** The English text a key is translated from (a plural form English lacks maps to `_other`). */
function englishSource(key: string): string {
  const direct = english.get(key);
  if (typeof direct === 'string') return direct;
  const base = pluralBaseOf(key);
  return String(english.get(`${base}${PLURAL_SEPARATOR}other`));
}

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
const tags = (text: string): string[] => [...text.matchAll(/<\/?[^>]+>/g)].map((match) => match[0]).sort();
const hasLetters = (text: string): boolean => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

describe('locale files', () => {
  it('exist for every translated language', () => {
    expect([...locales.keys()].sort()).toEqual(expect.arrayContaining(REQUIRED_LOCALES.sort()));
    expect(locales.has(FALLBACK_LANGUAGE)).toBe(false);
  });

  it.each([...locales.keys()].sort())('%s has the same area files as en-US', (locale) => {
    expect(areasOf(locale)).toEqual(areasOf(FALLBACK_LANGUAGE));
  });
});

describe.each([...locales.keys()].sort())('%s', (locale) => {
  const translated = flatten(locales.get(locale));
  const keys = [...translated.keys()];
  const allowedSame = [...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[locale] ?? [])];

  it('has exactly the keys of en-US', () => {
    const expected = expectedKeys(locale);
    const missing = expected.filter((key) => !translated.has(key));
    const extra = keys.filter((key) => !expected.includes(key)).sort();
    expect({ missing, extra }, `${locale} keys differ from en-US`).toEqual({ missing: [], extra: [] });
  });

  it('has a non-empty string for every key', () => {
    const bad = keys.filter((key) => {
      const value = translated.get(key);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(bad, `${locale} values that are empty or not strings`).toEqual([]);
  });

  it('keeps the placeholders, tags and product name of the English text', () => {
    const problems: string[] = [];
    for (const [key, value] of translated) {
      // Extra keys are reported by the key test; here only values with an English source are compared.
      if (typeof value !== 'string' || (!english.has(key) && pluralBaseOf(key) === undefined)) continue;
      const source = englishSource(key);
      if (placeholders(value).join() !== placeholders(source).join()) {
        problems.push(`${key}: placeholders ${placeholders(value)} instead of ${placeholders(source)}`);
      }
      if (tags(value).join() !== tags(source).join()) {
        problems.push(`${key}: tags ${tags(value)} instead of ${tags(source)}`);
      }
      if (source.includes(PRODUCT_NAME) && !value.includes(PRODUCT_NAME)) {
        problems.push(`${key}: ${PRODUCT_NAME} is missing`);
      }
    }
    expect(problems, `${locale} values that change placeholders or markup`).toEqual([]);
  });

  it('translates every value that is not legitimately the same as English', () => {
    const untranslated = keys.filter((key) => {
      const value = translated.get(key);
      return (
        english.has(key) &&
        value === english.get(key) &&
        hasLetters(String(value)) &&
        !allowedSame.includes(key)
      );
    });
    expect(untranslated, `${locale} values left in English`).toEqual([]);
  });

  it('has no stale entries in the same-as-English allow-list', () => {
    const stale = allowedSame.filter((key) => translated.get(key) !== english.get(key));
    expect(stale, `${locale} allow-listed keys that are now translated or gone`).toEqual([]);
  });
});
