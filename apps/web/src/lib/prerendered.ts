import { FALLBACK_LANGUAGE } from './i18n/languages.ts';

/**
 * The build prerenders the landing page in English, the default language (decision 0028), and marks
 * the #root it fills with the path it rendered: `<div id="root" data-prerendered="/landing">`.
 */
export const PRERENDER_LANGUAGE = FALLBACK_LANGUAGE;
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether `root` holds exactly what this visit renders first, so React may hydrate it: markup for
 * this path, and a visitor shown the prerendered language. Anything else is rendered afresh.
 */
export function canHydrate(root: Element, pathname: string, language: string): boolean {
  return root.getAttribute(PRERENDERED_ATTRIBUTE) === pathname && language === PRERENDER_LANGUAGE;
}

/**
 * Set on <html> by the prerendered page's script (src/prerendered-start.ts) when the visitor's
 * language is another: styles.css then keeps the prerendered markup unseen until the app replaces it.
 */
export const PRERENDER_HIDDEN_ATTRIBUTE = 'data-prerender-hidden';

let hydrating = false;

/** Called by main.tsx as React starts hydrating the prerendered page. */
export function markHydrationStarted(): void {
  hydrating = true;
}

/** Whether React is hydrating prerendered markup right now (false on the server and afterwards). */
export function isHydratingPrerender(): boolean {
  return hydrating;
}

/**
 * Called by the page's own effect once React has taken its markup over: what renders from now on is
 * rendered afresh, and #root stops claiming to hold prerendered markup. Browser tests wait for the
 * latter before pressing buttons that need the app.
 */
export function markPrerenderTakenOver(): void {
  hydrating = false;
  document.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE);
}
