import type { Page, Route } from '@playwright/test';
import { expect, test } from './support.ts';

// The landing page's first contentful paint must be the page itself. A spinner painted first makes
// it the "first contentful paint" and turns all the rendering that follows into blocking time
// (Lighthouse's mobile score, docs/benchmarks.md), while on a fast load it is only a flash.

/** Holds the landing page's own chunk until `release` is called, so its fallback stays on screen. */
async function holdLandingChunk(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/landing-page-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/** Paint entries after the browser has certainly painted what is on screen now (two frames). */
function paintsSoFar(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(performance.getEntriesByType('paint').map((e) => e.name))),
        ),
      ),
  );
}

test('the landing page paints itself first, never a spinner before it', async ({ page }) => {
  const release = await holdLandingChunk(page);
  // Freezes CSS animations: however slow this machine, the spinner's delay cannot run out meanwhile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });

  await page.goto('/landing');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
  expect(await paintsSoFar(page)).not.toContain('first-contentful-paint');

  release();
  await expect(page.getByRole('heading', { level: 1, name: /Know every skill/ })).toBeVisible();
  const largest = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .map((e) => (e as PerformanceEntry & { element?: Element }).element?.tagName ?? ''),
          ),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(largest[0]).toBe('H1');
});

test('a page that is slow to arrive still shows the spinner', async ({ page }) => {
  const release = await holdLandingChunk(page);
  await page.goto('/landing');
  const spinner = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(spinner.locator('xpath=..')).toHaveCSS('opacity', '1');
  release();
  await expect(page.getByRole('heading', { level: 1, name: /Know every skill/ })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});
