import type { Page } from '@playwright/test';
import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openContext,
  signInViaApi,
  test,
} from './support.ts';

// Dark mode (issue 10): the company's colour mode drives every page of the app; public pages follow
// the visitor's system. axe's contrast rules run on every page in dark mode here (the light pages
// are checked by the other specs).

/** What the page paints behind everything (<html>, styles.css), and the public layout's own surface. */
const pageBackground = async (page: Page) => {
  const [root, surface] = await page.evaluate(() => [
    getComputedStyle(document.documentElement).backgroundColor,
    // The public layout's surface; the sign-in pages (no layout) have only <html>'s.
    getComputedStyle(document.querySelector('#main')?.parentElement ?? document.documentElement)
      .backgroundColor,
  ]);
  return { root: root ?? '', surface: surface ?? '' };
};

const publicPageIsDark = async (page: Page) => {
  const { root, surface } = await pageBackground(page);
  return (await isDark(page, Promise.resolve(root))) && (await isDark(page, Promise.resolve(surface)));
};

/** Relative luminance of an `rgb()`/`oklch()` colour the browser reports, via a canvas. */
const luminanceOf = (page: Page, colour: string) =>
  page.evaluate((value) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    // Over white: a transparent background (nothing painted) never counts as dark.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 1, 1);
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }, colour);

/** The colour the app's shell paints its pages with. */
const shellBackground = (page: Page) =>
  page.locator('.ch-app').evaluate((element) => getComputedStyle(element).backgroundColor);

const isDark = async (page: Page, colour: Promise<string>) => (await luminanceOf(page, await colour)) < 0.05;

/** Every page an account holder reaches, with something on it to wait for. */
const APP_PAGES = [
  '/dashboard',
  '/profile',
  '/competencies',
  '/competencies?tab=assessments',
  '/competency-management',
  '/job-profiles',
  '/user-management',
  '/company-admin',
  '/company-admin?tab=branding',
  '/team-management',
  '/career-plan',
  '/personal-development',
  '/experience',
  '/learning',
  '/subscription',
];

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}

test('an account holder turns the company dark: every page of the app is dark and readable, and "follow the device" follows it', async ({
  page,
}) => {
  // Fifteen pages, each measured by axe: more than the default minute.
  test.setTimeout(270_000);
  await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
  await page.goto('/company-admin?tab=branding');
  const mode = page.getByLabel('Colour mode');
  await expect(mode).toHaveValue('light');
  try {
    // The preview turns dark before anything is saved.
    const preview = page.getByTestId('brand-preview');
    await mode.selectOption('dark');
    await expect
      .poll(async () =>
        isDark(
          page,
          preview.evaluate((el) => getComputedStyle(el).backgroundColor),
        ),
      )
      .toBe(true);
    expect(await isDark(page, shellBackground(page))).toBe(false);
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved')).toBeVisible();
    await expect.poll(() => isDark(page, shellBackground(page))).toBe(true);

    for (const path of APP_PAGES) {
      await page.goto(path);
      await settle(page);
      expect(await isDark(page, shellBackground(page)), path).toBe(true);
      await expectAccessible(page);
    }
    await page.goto('/dashboard');
    await settle(page);
    await captureScreens(page, 'dark-dashboard');
    await page.goto('/competencies');
    await settle(page);
    await captureScreens(page, 'dark-competencies');
    await page.goto('/career-plan');
    await settle(page);
    await captureScreens(page, 'dark-career-plan');
    await page.goto('/company-admin?tab=branding');
    await settle(page);
    await captureScreens(page, 'dark-branding');

    // "Follow each person's device": light on a light system, dark on a dark one, without a reload.
    await page.getByLabel('Colour mode').selectOption('system');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page, shellBackground(page))).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page, shellBackground(page))).toBe(true);
    await expectAccessible(page);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    const saved = await page.request.put('/api/v1/company/branding', { data: { themeMode: 'light' } });
    expect(saved.status()).toBe(200);
  }
  await page.goto('/dashboard');
  await settle(page);
  expect(await isDark(page, shellBackground(page))).toBe(false);
});

test("public pages follow the visitor's system setting, dark and readable", async ({ browser }) => {
  const context = await openContext(browser, { colorScheme: 'dark' });
  const page = await context.newPage();
  for (const path of ['/landing', '/faq', '/contact', '/terms', '/privacy', '/auth']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => publicPageIsDark(page), path).toBe(true);
    await expectAccessible(page);
  }
  await page.goto('/landing');
  await expect.poll(() => publicPageIsDark(page)).toBe(true);
  await captureScreens(page, 'dark-landing');
  await context.close();

  // The same page on a light system downloads no dark palette at all.
  const lightContext = await openContext(browser, { colorScheme: 'light' });
  const light = await lightContext.newPage();
  const stylesheets: string[] = [];
  light.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await light.goto('/landing');
  await light.getByRole('heading', { level: 1 }).first().waitFor();
  await light.waitForLoadState('networkidle');
  const lightBackground = await pageBackground(light);
  expect(await isDark(light, Promise.resolve(lightBackground.root))).toBe(false);
  expect(await isDark(light, Promise.resolve(lightBackground.surface))).toBe(false);
  expect(stylesheets.filter((url) => url.includes('dark-palette'))).toEqual([]);
  await lightContext.close();
});

test("the platform's own pages are dark and readable too, for a system owner whose company is set to dark", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInViaApi(page, 'root@competencyhub.test', DEMO_PASSWORD);
  const dark = await page.request.put('/api/v1/company/branding', { data: { themeMode: 'dark' } });
  expect(dark.status()).toBe(200);
  try {
    for (const path of [
      '/system-admin',
      '/system-admin?tab=subscriptions',
      '/system-admin?tab=themes',
      '/system-admin?tab=images',
      '/subscription',
      '/dashboard',
    ]) {
      await page.goto(path);
      await settle(page);
      expect(await isDark(page, shellBackground(page)), path).toBe(true);
      await expectAccessible(page);
    }
    await page.goto('/system-admin?tab=subscriptions');
    await settle(page);
    await captureScreens(page, 'dark-system-admin-subscriptions');
  } finally {
    const light = await page.request.put('/api/v1/company/branding', { data: { themeMode: 'light' } });
    expect(light.status()).toBe(200);
  }
});
