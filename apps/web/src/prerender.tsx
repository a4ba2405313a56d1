// The build's entry (apps/web/build/prerender.ts loads it with Vite's SSR loader): the HTML of a page
// as the browser's first render of it in English, the default language, so its text paints with the
// stylesheet before any script has run. main.tsx hydrates it (decision 0028).
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app.tsx';
import { appRoutes } from './app/router.tsx';
import { startI18n } from './lib/i18n/i18n.ts';
import { PRERENDER_LANGUAGE } from './lib/prerendered.ts';

/**
 * The markup React renders into #root for `path`. Waits for the page's lazy chunk and translations,
 * as the browser does; any error fails the build rather than shipping an error screen as the page.
 */
export async function renderPage(path: string): Promise<string> {
  await startI18n(PRERENDER_LANGUAGE);
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<App router={router} />, {
    // Every Suspense boundary inline, in order: React would otherwise move large ones to the end of
    // the HTML with an inline script to put them in place, which the CSP (script-src 'self') refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (errors.length > 0) throw new AggregateError(errors, `prerender of ${path} failed`);
  return Buffer.concat(chunks).toString('utf8');
}
