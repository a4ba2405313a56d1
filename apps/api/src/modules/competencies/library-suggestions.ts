import type {
  CompetencyDraft,
  GenerateCompetencyInput,
} from '@competencyhub/domain/schemas/competency-generator';
import { starterCategoryNames, starterLibraryFor } from '@competencyhub/domain/starter-library/index';

/**
 * The competency generator without AI (issue 12; issue 22): the starter-library competencies closest to
 * what the person typed, in the language asked, each with its own type and category. Matching is by
 * shared words, without accents or common function words, a word also matching its longer forms.
 */

/** Words of three letters or more that say nothing about a competency, in the five languages (no accents). */
const STOP_WORDS = new Set(
  [
    'and the for with our from into that this your their its are not but all can',
    'und der die das den dem des mit fur von bei auf aus ein eine einer einen sich nicht oder wie zum zur ihre unser unsere',
    'los las del con para por una uno que sus nuestro nuestra como',
    'les des une pour avec par sur dans qui aux nos notre leur leurs est',
    'dos com uma nas aos sua seu nosso nossa pelo pela',
  ]
    .join(' ')
    .split(' '),
);

/** The words of a text, lower-case and without accents, so "Zuhören" and "zuhoren" are one word. */
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 2 && !STOP_WORDS.has(word)),
  );

/** A word of the library matches a wanted one exactly, or as the start of it (customer, customers). */
const PREFIX_MIN = 5;
const matches = (word: string, wanted: ReadonlySet<string>) =>
  wanted.has(word) ||
  [...wanted].some(
    (other) =>
      (other.length >= PREFIX_MIN && word.startsWith(other)) ||
      (word.length >= PREFIX_MIN && other.startsWith(word)),
  );

/** The library's five levels spread over a scale of another length (or kept, for five). */
function spreadLevels(levels: readonly string[], count: number): string[] {
  if (count === levels.length) return [...levels];
  if (count === 1) return [levels.at(-1) ?? ''];
  return Array.from(
    { length: count },
    (_, index) => levels[Math.round((index * (levels.length - 1)) / (count - 1))] ?? '',
  );
}

/** The framework's category that is this library category, under its name in any of the five languages. */
function frameworkCategory(key: string, categories: readonly { id: string; name: string }[]) {
  const names = new Set(starterCategoryNames(key).map((name) => name.toLocaleLowerCase()));
  return categories.find((category) => names.has(category.name.trim().toLocaleLowerCase())) ?? null;
}

/**
 * The starter library's competencies closest to the name and context (shared words, the name's counting
 * most), in the asked language, each with its own type and category: the framework's category of that
 * name when it has one, so that using a suggestion puts it where the library has it.
 */
export function librarySuggestions(
  input: GenerateCompetencyInput,
  levelCount: number,
  categories: readonly { id: string; name: string }[],
  limit = 3,
): CompetencyDraft[] {
  const wanted = words(`${input.name} ${input.context ?? ''}`);
  const named = words(input.name);
  const library = starterLibraryFor(input.locale ?? 'en-US');
  const scored = library.categories.flatMap((category) =>
    category.competencies.map((competency) => {
      const inName = [...words(competency.name)].filter(
        (word) => matches(word, named) || matches(word, wanted),
      ).length;
      const inText = [...words(`${competency.description} ${competency.tags.join(' ')}`)].filter((word) =>
        matches(word, wanted),
      ).length;
      return { category, competency, score: inName * 3 + inText };
    }),
  );
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.competency.name.localeCompare(b.competency.name))
    .slice(0, limit)
    .map(({ category, competency }) => {
      const own = frameworkCategory(category.key, categories);
      return {
        name: competency.name,
        description: competency.description,
        levelDescriptions: spreadLevels(competency.levels, levelCount),
        categoryName: own?.name ?? category.name,
        categoryId: own?.id ?? null,
        type: competency.type,
      };
    });
}
