import { CSV_MESSAGES } from '@competencyhub/domain/framework-csv';
import {
  CSV_IMPORT_MESSAGES,
  FRAMEWORK_MESSAGES,
  MAPPING_MESSAGES,
  SCALE_MESSAGES,
} from '@competencyhub/domain/schemas/competencies';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from '../../lib/error-messages.ts';
import deDE from '../../lib/i18n/locales/de-DE/frameworks.json';
import enUS from '../../lib/i18n/locales/en-US/frameworks.json';
import esES from '../../lib/i18n/locales/es-ES/frameworks.json';
import frFR from '../../lib/i18n/locales/fr-FR/frameworks.json';
import ptPT from '../../lib/i18n/locales/pt-PT/frameworks.json';
import { pageTranslator } from '../../lib/i18n/page-translator.ts';

const LOCALES = { 'de-DE': deDE, 'es-ES': esES, 'fr-FR': frFR, 'pt-PT': ptPT };

/** Every refusal the frameworks API can answer a person with on /competency-management. */
const SERVER_MESSAGES = [
  ...Object.values(FRAMEWORK_MESSAGES),
  ...Object.values(MAPPING_MESSAGES),
  ...Object.values(SCALE_MESSAGES),
  ...Object.values(CSV_IMPORT_MESSAGES),
];

describe('server messages of competency frameworks', () => {
  it.each(Object.keys(LOCALES))('are all translated in %s', async (language) => {
    const t = await pageTranslator(language, ['frameworks']);
    const untranslated = SERVER_MESSAGES.filter(
      (message) => translateValidationMessage(t, message) === message,
    );
    expect(untranslated).toEqual([]);
  });

  it.each(Object.entries({ 'en-US': enUS, ...LOCALES }))('include every CSV row problem in %s', (_, area) => {
    const problems = Object.keys(area.frameworks.csv.problems).sort();
    expect(problems).toEqual(Object.keys(CSV_MESSAGES).sort());
  });
});
