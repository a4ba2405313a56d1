import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DARK_PALETTE_FILE, darkPaletteCss, installedThemeCss, tailwindScales } from './dark-palette.ts';

describe('the dark palette', () => {
  it('is up to date with the installed Tailwind (regenerate: node --import tsx apps/web/build/dark-palette.ts)', () => {
    expect(readFileSync(DARK_PALETTE_FILE, 'utf8')).toBe(darkPaletteCss(installedThemeCss()));
  });

  it('mirrors each colour scale and turns white into a dark surface', () => {
    const theme = installedThemeCss();
    const red = tailwindScales(theme).get('red');
    const css = darkPaletteCss(theme);
    const darkBlock = css.slice(0, css.indexOf('@media'));
    expect(darkBlock).toContain(`--color-red-50: ${red?.get('950')};`);
    expect(darkBlock).toContain(`--color-red-600: ${red?.get('400')};`);
    expect(darkBlock).toContain(`--color-red-500: ${red?.get('500')};`);
    expect(darkBlock).toContain('--color-white: oklch(17.5% 0.042 265);');
    expect(darkBlock).toContain('color-scheme: dark;');
  });
});
