import { ASSESSMENT_MESSAGES } from '@competencyhub/domain/schemas/assessments';
import { HIDDEN_CHARACTERS_MESSAGE, HIDDEN_FORMATTING_MESSAGE } from '@competencyhub/domain/schemas/common';
import { AVATAR_ERRORS } from '@competencyhub/domain/schemas/my-profile';
import { TWO_FACTOR_MESSAGES } from '@competencyhub/domain/schemas/two-factor-messages';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorMessage, translateValidationMessage, VALIDATION_KEYS } from './error-messages.ts';
import deDECore from './i18n/locales/de-DE/core.json';
import deDEPeople from './i18n/locales/de-DE/people.json';
import deDEProfile from './i18n/locales/de-DE/profile.json';
import deDEPublicSite from './i18n/locales/de-DE/public-site.json';

/** An i18next with only some translation areas loaded, as on a page that declared just those. */
async function withAreas(...areas: object[]) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'de-DE',
    resources: { 'de-DE': { translation: Object.assign({}, ...areas) } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('translateValidationMessage', () => {
  it('translates a message shared by several areas with whichever area the page loaded', async () => {
    const inApp = await withAreas(deDEPeople);
    expect(translateValidationMessage(inApp, HIDDEN_CHARACTERS_MESSAGE)).toBe(
      deDEPeople.people.validation.hiddenCharacters,
    );
    const onContactPage = await withAreas(deDEPublicSite);
    expect(translateValidationMessage(onContactPage, HIDDEN_CHARACTERS_MESSAGE)).toBe(
      deDEPublicSite.publicSite.contact.validation.hiddenCharacters,
    );
  });

  it('translates the multi-line hidden-formatting message on every page (it lives in the core area)', async () => {
    const anywhere = await withAreas(deDECore);
    expect(translateValidationMessage(anywhere, HIDDEN_FORMATTING_MESSAGE)).toBe(
      deDECore.validation.hiddenFormatting,
    );
    expect(deDECore.validation.hiddenFormatting).not.toBe(HIDDEN_FORMATTING_MESSAGE);
  });

  it('shows the English message, never a raw key, where no area with it is loaded', async () => {
    const bare = await withAreas();
    expect(translateValidationMessage(bare, HIDDEN_CHARACTERS_MESSAGE)).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(translateValidationMessage(bare, 'Confirm your e-mail address before inviting people')).toBe(
      'Confirm your e-mail address before inviting people',
    );
  });

  it('translates the invitation and photo refusals', async () => {
    const t = await withAreas(deDEPeople, deDEProfile);
    expect(translateValidationMessage(t, 'Confirm your e-mail address before inviting people')).toBe(
      'Bestätigen Sie Ihre E-Mail-Adresse, bevor Sie andere Personen einladen',
    );
    expect(translateValidationMessage(t, AVATAR_ERRORS.tooManyPixels)).toBe(
      'Das Bild darf höchstens 40 Megapixel haben',
    );
    expect(translateValidationMessage(t, AVATAR_ERRORS.unreadable)).toBe(
      deDEProfile.profile.validation.avatarUnreadable,
    );
  });
});

describe('errorMessage', () => {
  it("shows 'HTTP error! status: {code}' for a failed response without text (spec section 8)", async () => {
    const t = await withAreas();
    expect(errorMessage(t, new ApiError(502, 'HTTP_502', 'HTTP error! status: 502'))).toBe(
      'HTTP error! status: 502',
    );
  });

  it('translates a known problem code rather than showing a status', async () => {
    const t = await withAreas();
    expect(errorMessage(t, new ApiError(404, 'NOT_FOUND', 'Invitation not found'))).toBe('errors.notFound');
  });

  it('says which address the server expects when the page was opened at another one', async () => {
    const t = await withAreas(deDECore);
    const refused = new ApiError(403, 'ORIGIN_MISMATCH', 'Open the app at http://localhost:3000.', {}, null, {
      expected: 'http://localhost:3000',
    });
    vi.stubGlobal('window', { location: { origin: 'http://192.168.1.5:3000' } });
    expect(errorMessage(t, refused)).toBe(
      'Diese Seite ist unter http://192.168.1.5:3000 geöffnet, der Server ist aber für http://localhost:3000 eingerichtet. Öffnen Sie http://localhost:3000 und versuchen Sie es erneut.',
    );
    vi.unstubAllGlobals();
  });
});

/** Every message a server module of the competency core can answer with, by module. */
const SERVER_MESSAGES: Record<string, Record<string, string>> = {
  ASSESSMENT_MESSAGES,
  TWO_FACTOR_MESSAGES,
};

const localeTrees = import.meta.glob<object>('./i18n/locales/*/*.json', { eager: true, import: 'default' });
/** Whether `key` (dotted) names a string in some area file of `language`. */
function hasKey(language: string, key: string): boolean {
  return Object.entries(localeTrees).some(([path, tree]) => {
    if (!path.includes(`/${language}/`)) return false;
    let node: unknown = tree;
    for (const part of key.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    return typeof node === 'string';
  });
}

describe('every message of the competency core reaches the user in their language', () => {
  for (const [module, messages] of Object.entries(SERVER_MESSAGES)) {
    it(`maps each of ${module} to a key translated in all five languages`, () => {
      const missing: string[] = [];
      for (const [name, message] of Object.entries(messages)) {
        const keys = VALIDATION_KEYS[message];
        if (!keys) {
          missing.push(`${name}: not mapped`);
          continue;
        }
        for (const key of Array.isArray(keys) ? keys : [keys]) {
          for (const language of ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'pt-PT']) {
            if (!hasKey(language, key)) missing.push(`${name}: ${key} missing in ${language}`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }
});
