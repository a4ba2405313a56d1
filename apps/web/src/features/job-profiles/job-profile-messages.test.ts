import { JOB_PROFILE_MESSAGES, JobProfileInput } from '@competencyhub/domain/schemas/job-profiles';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from '../../lib/error-messages.ts';
import { pageTranslator } from '../../lib/i18n/page-translator.ts';

/** Every message the schema (and the server) can answer on /job-profiles, from real bad input. */
function messages(): string[] {
  const long = (n: number) => 'x'.repeat(n + 1);
  const found = new Set<string>(Object.values(JOB_PROFILE_MESSAGES));
  const id = '00000000-0000-4000-8000-000000000001';
  const attempts = [
    JobProfileInput.safeParse({ title: '' }),
    JobProfileInput.safeParse({
      title: long(120),
      department: long(120),
      grade: long(40),
      description: long(2000),
      requirements: [
        { competencyId: id, requiredLevel: 0, importance: 'vital' },
        { competencyId: id, requiredLevel: 99, importance: 'critical' },
      ],
    }),
    JobProfileInput.safeParse({
      title: 'Role',
      requirements: Array.from({ length: 101 }, () => ({
        competencyId: id,
        requiredLevel: 1,
        importance: 'critical',
      })),
    }),
  ];
  for (const attempt of attempts) for (const issue of attempt.error?.issues ?? []) found.add(issue.message);
  return [...found];
}

describe('/job-profiles messages', () => {
  it('are found: the length limits of every field among them', () => {
    expect(messages()).toEqual(
      expect.arrayContaining([
        'Must be at most 120 characters',
        'Must be at most 40 characters',
        'Must be at most 2000 characters',
      ]),
    );
  });

  for (const language of ['es-ES', 'fr-FR', 'de-DE', 'pt-PT']) {
    it(`are all translated in ${language} with only the page's own areas loaded`, async () => {
      const t = await pageTranslator(language, ['core', 'job-profiles']);
      const untranslated = messages().filter((message) => translateValidationMessage(t, message) === message);
      expect(untranslated).toEqual([]);
    });
  }
});
