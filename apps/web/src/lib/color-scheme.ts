import type { ThemeMode } from '@competencyhub/domain/schemas/branding';
import darkPaletteUrl from '../theme/dark-palette.css?url';

/**
 * Light or dark (decision 0036). Public pages follow the visitor's system; in the app the company's
 * theme_mode decides (light, dark, or the system's), set as `data-theme` on <html>. The dark palette
 * is a stylesheet of its own, added the first time dark mode applies, so light pages never
 * download it.
 */

export const DARK_QUERY = '(prefers-color-scheme: dark)';
const LINK_ID = 'dark-palette';

/** Adds the dark palette's stylesheet once; it only acts where dark mode applies. */
export function loadDarkPalette(): void {
  if (document.getElementById(LINK_ID)) return;
  const link = document.createElement('link');
  link.id = LINK_ID;
  link.rel = 'stylesheet';
  link.href = darkPaletteUrl;
  document.head.append(link);
}

function isDark(): boolean {
  const mode = document.documentElement.dataset.theme;
  return mode === 'dark' || (mode !== 'light' && window.matchMedia(DARK_QUERY).matches);
}

function syncPalette() {
  if (isDark()) loadDarkPalette();
}

/** At start-up: loads the palette if the system is dark, and again whenever it turns dark. */
export function watchSystemScheme(): void {
  syncPalette();
  window.matchMedia(DARK_QUERY).addEventListener('change', syncPalette);
}

/** The app's mode for the page; null (signed out, a public page) follows the system. */
export function setThemeMode(mode: ThemeMode | null): void {
  const root = document.documentElement;
  if (mode === 'light' || mode === 'dark') root.dataset.theme = mode;
  else delete root.dataset.theme;
  syncPalette();
}
