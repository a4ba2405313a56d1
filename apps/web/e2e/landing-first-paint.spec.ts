import type { Locator, Page, Route } from '@playwright/test';
import { expect, expectAccessible, openLanding, test } from './support.ts';

// The landing page's first contentful paint must be the page itself, before any of the app's
// scripts has run (it is prerendered into its HTML, decision 0028); React then takes the same
// markup over without a flash, a layout shift or an error. Other pages still load their code
// lazily, and a spinner painted first there would become the "first contentful paint" and turn all
// the rendering that follows into blocking time.

const HERO = 'Know every skill in your company. Grow the ones you need next.';
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
const TERMS_CHUNK = /\/assets\/terms-page-[\w-]+\.js$/;

/** Holds the responses whose URL matches `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route: Route) => {
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

/** The element of each largest-contentful-paint entry so far, by tag name. */
function largestContentfulPaints(page: Page): Promise<string[]> {
  return page.evaluate(
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
}

/** Whether React has taken over the element (React keeps its fiber on the DOM node it owns). */
function ownedByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

test('the landing page comes in its HTML: the hero paints before any of the app has run', async ({
  page,
}) => {
  // Served as it is painted: the hero's text in the HTML, and no inline script (CSP script-src 'self').
  const response = await page.request.get('/landing');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await response.text();
  expect(html).toContain(`<h1 id="hero-title"`);
  expect(html).toContain(HERO);
  expect(html.match(/<script\b[^>]*>/g)?.every((tag) => / src="\/assets\//.test(tag))).toBe(true);

  const release = await hold(page, APP_ENTRY);
  await page.goto('/landing');
  const heading = page.getByRole('heading', { level: 1, name: HERO });
  await expect(heading).toBeVisible();
  // The entry reports a paint once the frame is on screen: on a busy machine, a few frames later.
  await expect.poll(() => paintsSoFar(page)).toContain('first-contentful-paint');
  expect((await largestContentfulPaints(page))[0]).toBe('H1');
  await expect(page.getByRole('status')).toHaveCount(0);
  await heading.evaluate((element) => element.setAttribute('data-painted-first', ''));

  release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  // Hydrated, not replaced: the node painted first is the one React now owns.
  await expect(page.locator('h1[data-painted-first]')).toHaveText(HERO);
  expect(await ownedByReact(heading)).toBe(true);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  await expect(page.getByRole('dialog', { name: 'Product tour' })).toBeVisible();
});

test('below the hero the page stays as prerendered: its links work in the app, a new language renders it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await openLanding(page);
  const choose = page.getByRole('link', { name: 'Choose Professional' });
  expect(await ownedByReact(page.getByRole('button', { name: 'Watch Demo' }))).toBe(true);
  expect(await ownedByReact(choose)).toBe(false);

  // Opening and closing the tour renders the page again: the kept sections stay.
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  const tour = page.getByRole('dialog', { name: 'Product tour' });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await expect(page.getByRole('region', { name: 'Simple, transparent pricing' })).toBeAttached();

  // A link of the app: it navigates without loading the page again.
  await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
  await choose.click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&plan=professional$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);

  await openLanding(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
  await expect(page.getByRole('heading', { level: 2, name: 'Einfache, transparente Preise' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Produkt' })).toBeVisible();
  await expect(page.getByText('Simple, transparent pricing')).toHaveCount(0);
});

test.describe('a visitor whose language is German', () => {
  test.use({ locale: 'de-DE' });

  test('never sees the English page: it stays unseen until the German one renders', async ({ page }) => {
    const release = await hold(page, APP_ENTRY);
    await page.goto('/landing');
    await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeHidden();
    expect(await paintsSoFar(page)).not.toContain('first-contentful-paint');

    release();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Kennen Sie jede Kompetenz in Ihrem Unternehmen/ }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByText(HERO)).toHaveCount(0);
  });
});

test('a page that loads its code lazily paints itself first, never a spinner before it', async ({ page }) => {
  const release = await hold(page, TERMS_CHUNK);
  // Freezes CSS animations: however slow this machine, the spinner's delay cannot run out meanwhile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });

  await page.goto('/terms');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
  expect(await paintsSoFar(page)).not.toContain('first-contentful-paint');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect.poll(() => paintsSoFar(page)).toContain('first-contentful-paint');
});

test('a page that is slow to arrive still shows the spinner', async ({ page }) => {
  const release = await hold(page, TERMS_CHUNK);
  await page.goto('/terms');
  const spinner = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(spinner.locator('xpath=..')).toHaveCSS('opacity', '1');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});
