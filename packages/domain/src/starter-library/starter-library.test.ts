import { describe, expect, it } from 'vitest';
import { DEFAULT_SCALE_LEVEL_NAMES, scaleProblems } from '../proficiency.ts';
import {
  BUILT_IN_COMPETENCY_TYPES,
  CategoryInput,
  CompetencyInput,
  FrameworkInput,
} from '../schemas/competencies.ts';
import { FAQ_LOCALES } from '../schemas/public-site.ts';
import { starterLibraryEnUS } from './en-US.ts';
import { STARTER_LIBRARY_LOCALES, starterCategoryNames, starterLibraryFor } from './index.ts';
import type { StarterCompetency, StarterLibrary } from './types.ts';

const competenciesOf = (library: StarterLibrary): StarterCompetency[] =>
  library.categories.flatMap((category) => category.competencies);

/** Sentences in a text: split after a full stop, question or exclamation mark followed by a space. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((part) => part.length > 0);

/** Every piece of prose a company sees after the import, each with where it comes from. */
const prose = (library: StarterLibrary): { where: string; text: string }[] => [
  { where: 'framework name', text: library.frameworkName },
  { where: 'framework description', text: library.frameworkDescription },
  ...library.levelNames.map((text, index) => ({ where: `level name ${index + 1}`, text })),
  ...library.categories.flatMap((category) => [
    { where: `${category.key} name`, text: category.name },
    { where: `${category.key} description`, text: category.description },
  ]),
  ...competenciesOf(library).flatMap((c) => [
    { where: `${c.key} name`, text: c.name },
    { where: `${c.key} description`, text: c.description },
    ...c.levels.map((text, index) => ({ where: `${c.key} level ${index + 1}`, text })),
  ]),
];

describe.each(STARTER_LIBRARY_LOCALES)('the starter library in %s', (locale) => {
  const library = starterLibraryFor(locale);
  const all = competenciesOf(library);

  it('is the library of that language, on a valid five-level scale', () => {
    expect(library.locale).toBe(locale);
    expect(library.levelNames).toHaveLength(5);
    expect(
      scaleProblems({
        levels: library.levelNames.map((name, index) => ({ value: index + 1, name })),
        proficientLevel: 3,
      }),
    ).toEqual([]);
    expect(library.frameworkDescription.length).toBeLessThanOrEqual(500);
    expect(
      FrameworkInput.safeParse({ name: library.frameworkName, description: library.frameworkDescription })
        .success,
    ).toBe(true);
  });

  it('has at least 60 competencies in at least 6 categories, none of them empty', () => {
    expect(library.categories.length).toBeGreaterThanOrEqual(6);
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const category of library.categories)
      expect(category.competencies.length, category.name).toBeGreaterThan(0);
  });

  it('names and describes every category within the limits, each name once', () => {
    const names = library.categories.map((category) => category.name.toLocaleLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const category of library.categories) {
      expect(category.name.trim(), category.name).toBe(category.name);
      expect(category.name.length, category.name).toBeGreaterThan(0);
      expect(category.name.length, category.name).toBeLessThanOrEqual(80);
      expect(category.description.trim().length, category.name).toBeGreaterThan(0);
      expect(category.description.length, category.name).toBeLessThanOrEqual(300);
      expect(
        CategoryInput.safeParse({ name: category.name, description: category.description }).success,
      ).toBe(true);
    }
  });

  it('names every competency once in the whole library, whatever the case', () => {
    const names = all.map((c) => c.name.toLocaleLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const c of all) {
      expect(c.name.trim(), c.name).toBe(c.name);
      expect(c.name.length, c.name).toBeGreaterThan(0);
      expect(c.name.length, c.name).toBeLessThanOrEqual(120);
    }
  });

  it('describes every competency in one or two sentences of at most 400 characters', () => {
    for (const c of all) {
      expect(c.description.trim(), c.name).toBe(c.description);
      expect(c.description.length, c.name).toBeGreaterThan(20);
      expect(c.description.length, c.name).toBeLessThanOrEqual(400);
      expect(c.description, c.name).toMatch(/\.$/);
      expect(sentences(c.description).length, c.name).toBeLessThanOrEqual(2);
    }
  });

  it('says what people do at each of the five levels, each level differently and within the limits', () => {
    for (const c of all) {
      expect(c.levels, c.name).toHaveLength(5);
      for (const level of c.levels) {
        expect(level.trim(), c.name).toBe(level);
        expect(level.length, c.name).toBeGreaterThan(10);
        expect(level.length, c.name).toBeLessThanOrEqual(300);
        expect(level, c.name).toMatch(/\.$/);
        expect(sentences(level).length, `${c.name}: ${level}`).toBeLessThanOrEqual(2);
      }
      expect(new Set(c.levels.map((level) => level.toLocaleLowerCase())).size, c.name).toBe(5);
    }
  });

  it('uses only the built-in types, and each of them', () => {
    for (const c of all) expect(BUILT_IN_COMPETENCY_TYPES, c.name).toContain(c.type);
    expect(new Set(all.map((c) => c.type))).toEqual(new Set(BUILT_IN_COMPETENCY_TYPES));
  });

  it('tags every competency with one to four distinct lower-case tags of at most 30 characters', () => {
    for (const c of all) {
      expect(c.tags.length, c.name).toBeGreaterThanOrEqual(1);
      expect(c.tags.length, c.name).toBeLessThanOrEqual(4);
      expect(new Set(c.tags).size, c.name).toBe(c.tags.length);
      for (const tag of c.tags) {
        expect(tag, c.name).toBe(tag.toLocaleLowerCase());
        expect(tag, c.name).toBe(tag.trim());
        expect(tag.length, c.name).toBeGreaterThan(0);
        expect(tag.length, c.name).toBeLessThanOrEqual(30);
      }
    }
  });

  it('passes the checks a competency entered by hand has to pass', () => {
    for (const c of all) {
      const parsed = CompetencyInput.safeParse({
        name: c.name,
        description: c.description,
        type: c.type,
        tags: c.tags,
        levelDescriptions: [...c.levels],
      });
      expect(parsed.success, c.name).toBe(true);
    }
  });

  it('has the same categories and competencies as the US English library, under the same keys and types', () => {
    const shape = (lib: StarterLibrary) =>
      lib.categories.map((category) => ({
        key: category.key,
        competencies: category.competencies.map((c) => ({
          key: c.key,
          type: c.type,
          levels: c.levels.length,
        })),
      }));
    expect(shape(library)).toEqual(shape(starterLibraryEnUS));
  });
});

describe('the translations of the starter library', () => {
  const english = prose(starterLibraryEnUS);
  /** Words that are the same in English and in that language, so a text may equal the English one. */
  const SAME_AS_ENGLISH: Record<string, readonly string[]> = { 'fr-FR': ['Expert'] };
  /** Common English words that no sentence of the other four languages contains. */
  const ENGLISH_WORDS =
    /(?<!\p{L})(the|and|with|of|to|for|their|own|when|that|is|are|who|from|into|others|work|team's)(?!\p{L})/iu;

  it('uses kebab-case keys, each once', () => {
    const keys = [
      ...starterLibraryEnUS.categories.map((category) => category.key),
      ...competenciesOf(starterLibraryEnUS).map((c) => c.key),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(FAQ_LOCALES.filter((locale) => locale !== 'en-US'))(
    'leaves nothing in English in %s: no text equal to its English one, no English sentence',
    (locale) => {
      const library = starterLibraryFor(locale);
      const translated = prose(library);
      expect(translated.map((entry) => entry.where)).toEqual(english.map((entry) => entry.where));
      const same = translated.filter(
        (entry, index) =>
          entry.text === english[index]?.text && !(SAME_AS_ENGLISH[locale] ?? []).includes(entry.text),
      );
      expect(same).toEqual([]);
      const tags = competenciesOf(library).map((c) => ({ where: `${c.key} tags`, text: c.tags.join(', ') }));
      expect([...translated, ...tags].filter((entry) => ENGLISH_WORDS.test(entry.text))).toEqual([]);
    },
  );

  it('finds a category under its name in any language', () => {
    expect(starterCategoryNames('communication-and-collaboration')).toEqual([
      'Communication & Collaboration',
      ...FAQ_LOCALES.filter((locale) => locale !== 'en-US').map(
        (locale) => starterLibraryFor(locale).categories[0]?.name,
      ),
    ]);
    expect(starterCategoryNames('no-such-category')).toEqual([]);
  });
});

describe('the US English library', () => {
  it('names the levels of the default scale', () => {
    expect(starterLibraryEnUS.levelNames).toEqual([...DEFAULT_SCALE_LEVEL_NAMES]);
  });

  it('is written in US spelling, without gendered pronouns', () => {
    const british =
      /\b\w*(organis|recognis|summaris|prioritis|synthesis(e|es|ed|ing)\b|behaviour|judgement|colour|favour|centre|programme|modelling|licence|defence|catalogue)\w*/i;
    const gendered = /\b(he|she|him|his|her|hers|himself|herself)\b/i;
    const texts = [
      ...prose(starterLibraryEnUS),
      ...competenciesOf(starterLibraryEnUS).map((c) => ({ where: c.key, text: c.tags.join(' ') })),
    ];
    for (const { where, text } of texts) {
      expect(text, where).not.toMatch(british);
      expect(text, where).not.toMatch(/\banalys(e|ed|ing)\b/i);
      expect(text, where).not.toMatch(gendered);
    }
  });

  it('is what any other language tag gets', () => {
    expect(starterLibraryFor('en-US')).toBe(starterLibraryEnUS);
    expect(starterLibraryFor('en-GB')).toBe(starterLibraryEnUS);
    // 'x-none' is a private-use tag no bundled library will ever have.
    expect(starterLibraryFor('x-none')).toBe(starterLibraryEnUS);
  });
});
