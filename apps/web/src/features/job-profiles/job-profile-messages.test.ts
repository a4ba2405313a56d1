import { NewJobFamily, NewJobGrade, ReorderLadder } from '@competencyhub/domain/schemas/job-architecture';
import { JOB_ARCHITECTURE_MESSAGES } from '@competencyhub/domain/schemas/job-architecture-messages';
import { JOB_PROFILE_MESSAGES, JobProfileInput } from '@competencyhub/domain/schemas/job-profiles';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from '../../lib/error-messages.ts';
import { pageTranslator } from '../../lib/i18n/page-translator.ts';

/** Every message the schema (and the server) can answer on /job-profiles, from real bad input. */
function messages(): string[] {
  const long = (n: number) => 'x'.repeat(n + 1);
  const found = new Set<string>([
    ...Object.values(JOB_PROFILE_MESSAGES),
    ...Object.values(JOB_ARCHITECTURE_MESSAGES),
  ]);
  const id = '00000000-0000-4000-8000-000000000001';
  const attempts = [
    JobProfileInput.safeParse({ title: '' }),
    JobProfileInput.safeParse({
      title: long(120),
      department: long(120),
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
    NewJobFamily.safeParse({ name: ' ', description: long(1000) }),
    NewJobFamily.safeParse({ name: long(120) }),
    NewJobGrade.safeParse({ code: '', name: long(120), payRange: { min: -1, max: 1.5, currency: 'eur' } }),
    NewJobGrade.safeParse({ code: long(40), payRange: { min: 2, max: 1e15 } }),
    NewJobGrade.safeParse({ code: 'G1', payRange: { min: 2, max: 1 } }),
    ReorderLadder.safeParse({ gradeIds: [] }),
  ];
  for (const attempt of attempts) for (const issue of attempt.error?.issues ?? []) found.add(issue.message);
  return [...found];
}

describe('/job-profiles messages', () => {
  it('are found: the length limits and pay-range rules among them', () => {
    expect(messages()).toEqual(
      expect.arrayContaining([
        'Must be at most 120 characters',
        'Must be at most 2000 characters',
        JOB_ARCHITECTURE_MESSAGES.payMinAboveMax,
        JOB_ARCHITECTURE_MESSAGES.currencyInvalid,
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
