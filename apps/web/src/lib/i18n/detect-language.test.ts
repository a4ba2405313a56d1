import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

const none = { stored: null, browser: [], page: null };

describe('detectLanguage (spec section 9 order)', () => {
  it('prefers the stored choice over the browser and the page', () => {
    expect(detectLanguage({ stored: 'fr-FR', browser: ['de-DE'], page: 'es-ES' })).toBe('fr-FR');
  });

  it('then the browser languages in order, matching the language alone', () => {
    expect(detectLanguage({ ...none, browser: ['sv-SE', 'de', 'fr-FR'] })).toBe('de-DE');
    expect(detectLanguage({ ...none, browser: ['en-GB'] })).toBe('en-GB');
    expect(detectLanguage({ ...none, browser: ['pt_BR'] })).toBe('pt-PT');
  });

  it('then the page language, else en-US', () => {
    expect(detectLanguage({ ...none, page: 'ja' })).toBe('ja-JP');
    expect(detectLanguage(none)).toBe('en-US');
    expect(detectLanguage({ ...none, browser: ['sv-SE'] })).toBe('en-US');
  });

  it('skips anything that looks like script injection (spec section 5)', () => {
    expect(detectLanguage({ stored: '<script>alert(1)</script>', browser: ['es-ES'], page: null })).toBe(
      'es-ES',
    );
    expect(detectLanguage({ stored: 'javascript:alert(1)', browser: [], page: 'de-DE' })).toBe('de-DE');
    expect(detectLanguage({ stored: 'de-DE onload=alert(1)', browser: [], page: null })).toBe('en-US');
  });
});
