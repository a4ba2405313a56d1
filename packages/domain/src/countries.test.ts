import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';

describe('country codes', () => {
  it('lists the 249 assigned ISO 3166-1 codes once each, each one a region Intl can name', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeTruthy();
  });

  it('refuses what is not an assigned code', () => {
    expect(isCountryCode('DE')).toBe(true);
    for (const code of ['de', 'ZZ', 'EU', 'UK', 'XK', '', 'DEU'])
      expect(isCountryCode(code), code).toBe(false);
  });
});
