// The only script a prerendered page (landing.html) names in its HTML, in place of the app's entry
// (decision 0028). Bundled on its own by the build (apps/web/build/prerender.ts), a few hundred bytes.
// It runs before the first paint (blocking="render") and decides what that paint shows:
// - a visitor shown the prerendered language sees the page at once; only then does the app download
//   and take it over, so nothing competes with that paint for the network or the main thread;
// - anyone else never sees it: it stays hidden (styles.css) and the app starts at once, rendering the
//   page in the visitor's own language as any other page does.
import { browserLanguageSignals, detectLanguage } from './lib/i18n/detect-language.ts';
import { LANGUAGE_STORAGE_KEY } from './lib/i18n/languages.ts';
import { PRERENDER_HIDDEN_ATTRIBUTE, PRERENDER_LANGUAGE } from './lib/prerendered.ts';

/** Longest wait for the first paint: a browser that never reports one still starts the app. */
const PAINT_WAIT_MS = 3000;

/** Resolves once the browser has shown the page's first content (at once in a background tab). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Runs the app's entry and fetches the page's own chunks alongside it. Starting a request costs the
 * main thread a few milliseconds (more on a slow phone): one per task, the entry, the largest, first.
 */
function startApp(self: HTMLScriptElement): void {
  const entry = self.dataset.app;
  if (!entry) throw new Error('prerendered-start: the script names no app entry (data-app)');
  const steps = [
    () => void import(/* @vite-ignore */ entry),
    ...(self.dataset.preload?.split(' ').filter(Boolean) ?? []).map((href) => () => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  next();
}

const self = document.querySelector<HTMLScriptElement>('script[data-app]');
if (!self) throw new Error('prerendered-start: no script[data-app] in the page');
if (detectLanguage(browserLanguageSignals(LANGUAGE_STORAGE_KEY)) === PRERENDER_LANGUAGE) {
  void afterFirstPaint().then(() => startApp(self));
} else {
  document.documentElement.setAttribute(PRERENDER_HIDDEN_ATTRIBUTE, '');
  startApp(self);
}
