import { writeFrameworkCsv } from './framework-csv-rows.ts';

/** An example row of the template, with five steps of growth spread over the scale's levels. */
export interface CsvTemplateExample {
  category: string;
  name: string;
  type: string;
  description: string;
  tags: string[];
  steps: readonly string[];
}

/** The template's example rows in English; the web app passes them in the person's language. */
export const TEMPLATE_EXAMPLES: readonly CsvTemplateExample[] = [
  {
    category: 'Communication',
    name: 'Active listening',
    type: 'behavioural',
    description: 'Understands what others mean, not only what they say, and shows it.',
    tags: ['communication', 'meetings'],
    steps: [
      'listens when prompted and repeats back what was said',
      'asks questions to check understanding in routine conversations',
      'picks up what people mean, including what they leave unsaid',
      'draws out quiet voices and keeps tense conversations calm',
      'shapes how the organisation listens to customers and colleagues',
    ],
  },
  {
    category: 'Data',
    name: 'SQL',
    type: 'technical',
    description: 'Gets reliable answers from relational databases.',
    tags: ['data', 'reporting'],
    steps: [
      'writes simple queries with help',
      'joins and filters tables for routine reports',
      'writes correct, readable queries on their own',
      'tunes slow queries and reviews others’ work',
      'sets the standards and tooling the company uses',
    ],
  },
];

/**
 * A template: the header (column names are the format, always English) and example rows written for
 * a scale with these level names; `levelLabel` names a level that has no name yet.
 */
export function frameworkCsvTemplate(
  levelCount: number,
  levelNames: readonly string[],
  examples: readonly CsvTemplateExample[] = TEMPLATE_EXAMPLES,
  levelLabel: (level: number) => string = (level) => `Level ${level}`,
): string {
  // Five steps of growth, spread over the scale's levels (the middle one for a scale of one level).
  const describe = (steps: readonly string[]) =>
    Array.from({ length: levelCount }, (_, i) => {
      const step = levelCount === 1 ? 2 : Math.round((i * (steps.length - 1)) / (levelCount - 1));
      return `${levelNames[i]?.trim() || levelLabel(i + 1)}: ${steps[step] ?? ''}`;
    });
  return writeFrameworkCsv(
    levelCount,
    examples.map(({ steps, ...example }) => ({ ...example, levelDescriptions: describe(steps) })),
  );
}
