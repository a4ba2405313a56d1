import { HRIS_MESSAGES, HRIS_RECORD_KINDS } from '@competencyhub/domain/schemas/hris-import-messages';
import { describe, expect, it } from 'vitest';
import deDE from '../../lib/i18n/locales/de-DE/organisation.json';
import enUS from '../../lib/i18n/locales/en-US/organisation.json';
import esES from '../../lib/i18n/locales/es-ES/organisation.json';
import frFR from '../../lib/i18n/locales/fr-FR/organisation.json';
import ptPT from '../../lib/i18n/locales/pt-PT/organisation.json';

const LOCALES = { 'en-US': enUS, 'de-DE': deDE, 'es-ES': esES, 'fr-FR': frFR, 'pt-PT': ptPT };

/** The HRIS import page translates every problem and notice the API may answer, and every kind it counts. */
describe('HRIS import messages', () => {
  it.each(Object.entries(LOCALES))('name every problem and notice in %s', (_, area) => {
    expect(Object.keys(area.organisation.hris.issues).sort()).toEqual(Object.keys(HRIS_MESSAGES).sort());
  });

  it.each(Object.entries(LOCALES))('name every kind of record in %s', (_, area) => {
    expect(Object.keys(area.organisation.hris.kinds)).toEqual([...HRIS_RECORD_KINDS]);
  });
});
