// German words are long ("Weiterbildungsverantwortlicher", "Unternehmensverwaltung"): the busiest
// pages are drawn in German at the desktop and the smallest phone width, photographed, and checked
// for text drawn over other text and for text cut off with no way to read it whole.
import type { Page } from '@playwright/test';
import { findLayoutProblems } from './layout-check.ts';
import { DEMO_PASSWORD, expect, openContext, screenPath, signInViaApi, test } from './support.ts';

const WIDTHS = [1366, 375] as const;

interface Screen {
  name: string;
  path: string;
  /** Something on the page once its data is there. */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Wird geladen...')).toHaveCount(0);
};

const OWNER_SCREENS: readonly Screen[] = [
  { name: 'dashboard', path: '/dashboard', ready: heading(/^Willkommen/) },
  {
    name: 'people',
    path: '/user-management',
    ready: async (page) => {
      await heading('Benutzerverwaltung')(page);
      await expect(page.getByText(/^\d+ von \d+ angezeigt$|^Zeige \d+ von \d+$/).first()).toBeVisible();
    },
  },
  { name: 'pending', path: '/user-management?tab=pending', ready: heading('Benutzerverwaltung') },
  { name: 'invitations', path: '/user-management?tab=invitations', ready: heading('Benutzerverwaltung') },
  { name: 'company-admin', path: '/company-admin', ready: heading('Unternehmensverwaltung') },
  { name: 'profile', path: '/profile', ready: heading('Mein Profil') },
];

/** Runs in every document before its scripts; about:blank has no storage. */
function chooseGerman(): void {
  if (location.protocol.startsWith('http')) localStorage.setItem('i18nextLng', 'de-DE');
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

async function expectTidy(page: Page, name: string): Promise<void> {
  await settle(page);
  const problems = await findLayoutProblems(page);
  await page.screenshot({ path: screenPath(`de-${name}`), fullPage: true });
  expect(problems, `layout of ${name}`).toEqual([]);
}

test.describe('German layout', () => {
  for (const width of WIDTHS) {
    test(`the account holder's busiest pages at ${width} px`, async ({ browser }) => {
      test.slow();
      const context = await openContext(browser, {
        locale: 'de-DE',
        viewport: { width, height: width === 375 ? 812 : 900 },
      });
      await context.addInitScript(chooseGerman);
      const page = await context.newPage();
      await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
      for (const screen of OWNER_SCREENS) {
        await page.goto(screen.path);
        await screen.ready(page);
        await expectTidy(page, `${screen.name}-${width}`);
      }
      if (width === 375) {
        await page.getByRole('button', { name: 'Navigation öffnen' }).click();
        await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        await expectTidy(page, `navigation-${width}`);
      }
      await context.close();
    });
  }

  test('a system admin managing a company, at 1366 px', async ({ browser }) => {
    const context = await openContext(browser, { locale: 'de-DE' });
    await context.addInitScript(chooseGerman);
    const page = await context.newPage();
    await signInViaApi(page, 'admin@competencyhub.test', DEMO_PASSWORD);
    await page.goto('/user-management');
    await heading('Benutzerverwaltung')(page);
    await expectTidy(page, 'system-admin-people-1366');
    await context.close();
  });
});
