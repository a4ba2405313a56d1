import {
  CertificationInput,
  EmploymentInput,
  EXPERIENCE_MESSAGES,
} from '@competencyhub/domain/schemas/experience';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from '../../lib/error-messages.ts';
import { pageTranslator } from '../../lib/i18n/page-translator.ts';

/** Every message the schemas (and so the server) can answer on /experience, from real bad input. */
function messages(): string[] {
  const long = (n: number) => 'x'.repeat(n + 1);
  const found = new Set<string>(Object.values(EXPERIENCE_MESSAGES));
  const attempts = [
    EmploymentInput.safeParse({ employer: '', title: '', startOn: '2020-02-30' }),
    EmploymentInput.safeParse({
      employer: long(120),
      title: long(120),
      startOn: '2020-01-02',
      endOn: '2020-01-01',
      description: long(2000),
    }),
    CertificationInput.safeParse({ name: '' }),
    CertificationInput.safeParse({
      name: long(160),
      issuer: long(120),
      credentialId: 'line\nbreak',
      issuedOn: '2024-01-02',
      expiresOn: '2024-01-01',
    }),
  ];
  for (const attempt of attempts) for (const issue of attempt.error?.issues ?? []) found.add(issue.message);
  return [...found];
}

describe('/experience messages', () => {
  it('are found: the length limits of every field among them', () => {
    expect(messages()).toEqual(
      expect.arrayContaining([
        'Must be at most 120 characters',
        'Must be at most 160 characters',
        'Must be at most 2000 characters',
      ]),
    );
  });

  for (const language of ['es-ES', 'fr-FR', 'de-DE', 'pt-PT']) {
    it(`are all translated in ${language} with only the page's own areas loaded`, async () => {
      const t = await pageTranslator(language, ['core', 'experience']);
      const untranslated = messages().filter((message) => translateValidationMessage(t, message) === message);
      expect(untranslated).toEqual([]);
    });
  }
});
