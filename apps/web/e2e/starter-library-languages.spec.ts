// The starter library in the language of the person importing it (issue 22): a learning lead using the
// German interface imports it in German and sees its long German names drawn tidily at the desktop and
// the smallest phone width.
import type { Page } from '@playwright/test';
import { findLayoutProblems } from './layout-check.ts';
import {
  expect,
  openContext,
  person,
  screenPath,
  signInViaApi,
  signUpViaApi,
  test,
  uniqueDomain,
} from './support.ts';

const WIDTHS = [1366, 375] as const;

/** Runs in every document before its scripts; about:blank has no storage. */
function chooseGerman(): void {
  if (location.protocol.startsWith('http')) localStorage.setItem('i18nextLng', 'de-DE');
}

async function expectTidy(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const problems = await findLayoutProblems(page);
  await page.screenshot({ path: screenPath(`de-starter-library-${name}`), fullPage: true });
  expect(problems, `layout of ${name}`).toEqual([]);
}

test('a German-speaking learning lead gets the starter library in German, drawn tidily', async ({
  browser,
}) => {
  test.slow();
  const context = await openContext(browser, { locale: 'de-DE', viewport: { width: 1366, height: 900 } });
  await context.addInitScript(chooseGerman);
  const page = await context.newPage();
  // A company of its own, so the demo company's frameworks stay as other tests expect them.
  const who = person(uniqueDomain(), 'lead', 'Lena Lead', 'Kompetenzwerk GmbH');
  await signUpViaApi(page, who);
  await signInViaApi(page, who.email, who.password);
  await page.goto('/competency-management');
  await page.getByRole('button', { name: 'Startbibliothek importieren' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^CompetencyHub-Startbibliothek/ })).toBeVisible();
  await expect(page.getByText('67 Kompetenzen').first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Kunden- & Geschäftsorientierung (8 Kompetenzen)' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Bewusstsein für Informationssicherheit bearbeiten' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Active listening/ })).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectTidy(page, `competencies-${width}`);
  }

  // The scale is named in German too.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('tab', { name: 'Kompetenzskala' }).click();
  const levels = ['Einsteiger', 'In Entwicklung', 'Kompetent', 'Fortgeschritten', 'Experte'];
  for (const [index, level] of levels.entries()) {
    await expect(page.getByRole('textbox', { name: `Bezeichnung der Stufe ${index + 1}` })).toHaveValue(
      level,
    );
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectTidy(page, `scale-${width}`);
  }

  await context.close();
});
