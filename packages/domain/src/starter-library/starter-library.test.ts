import { describe, expect, it } from 'vitest';
import { DEFAULT_SCALE_LEVEL_NAMES } from '../proficiency.ts';
import {
  BUILT_IN_COMPETENCY_TYPES,
  CategoryInput,
  CompetencyInput,
  FrameworkInput,
} from '../schemas/competencies.ts';
import { starterLibraryEnUS } from './en-US.ts';
import { starterLibraryFor } from './index.ts';
import type { StarterCompetency, StarterLibrary } from './types.ts';

const library: StarterLibrary = starterLibraryEnUS;
const all: StarterCompetency[] = library.categories.flatMap((category) => category.competencies);

/** Sentences in a text: split after a full stop, question or exclamation mark followed by a space. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((part) => part.length > 0);

/** Every piece of prose a company sees after the import. */
const prose = (): { where: string; text: string }[] => [
  { where: 'framework', text: `${library.frameworkName} ${library.frameworkDescription}` },
  ...library.categories.map((category) => ({
    where: category.name,
    text: `${category.name} ${category.description}`,
  })),
  ...all.map((c) => ({ where: c.name, text: [c.name, c.description, ...c.tags, ...c.levels].join(' ') })),
];

describe('the starter library (en-US)', () => {
  it('is the US English library on the default five-level scale', () => {
    expect(library.locale).toBe('en-US');
    expect(library.levelNames).toEqual([...DEFAULT_SCALE_LEVEL_NAMES]);
    expect(library.frameworkName.trim()).not.toBe('');
    expect(library.frameworkDescription.trim()).not.toBe('');
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

  it('is written in US spelling, without gendered pronouns', () => {
    const british =
      /\b\w*(organis|recognis|summaris|prioritis|synthesis(e|es|ed|ing)\b|behaviour|judgement|colour|favour|centre|programme|modelling|licence|defence|catalogue)\w*/i;
    const gendered = /\b(he|she|him|his|her|hers|himself|herself)\b/i;
    for (const { where, text } of prose()) {
      expect(text, where).not.toMatch(british);
      expect(text, where).not.toMatch(/\banalys(e|ed|ing)\b/i);
      expect(text, where).not.toMatch(gendered);
    }
  });

  it('falls back to English for a language without its own library', () => {
    expect(starterLibraryFor('en-US')).toBe(starterLibraryEnUS);
    // 'x-none' is a private-use tag no bundled library will ever have.
    expect(starterLibraryFor('x-none')).toBe(starterLibraryEnUS);
  });
});
