// The starter library in the language of the person importing it (issue 22): a learning lead using the
// German interface imports it in German, sees its long German names drawn tidily at the desktop and the
// smallest phone width, and drafts a competency from it in German with its own type and category.
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
  // Importing 67 competencies is the page's heaviest write.
  await expect(page.getByRole('heading', { level: 2, name: /^CompetencyHub-Startbibliothek/ })).toBeVisible({
    timeout: 30_000,
  });
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

  // Drafting from the library: the German match, with its type and its category in this framework.
  await page.getByRole('tab', { name: 'Kompetenzen' }).click();
  await page.getByRole('button', { name: 'Kompetenz hinzufügen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Kompetenz' });
  await dialog.getByLabel('Bezeichnung', { exact: true }).fill('Kundengespräche im Support');
  const generator = dialog.getByRole('region', { name: 'Mit KI entwerfen' });
  await generator.getByRole('button', { name: 'Beschreibung und Stufen vorschlagen' }).click();
  await generator.getByRole('button', { name: 'Übernehmen: Kundenorientierung' }).click();
  await expect(dialog.getByLabel('Kategorie', { exact: true }).locator('option:checked')).toHaveText(
    'Kunden- & Geschäftsorientierung',
  );
  await expect(dialog.getByLabel('Art', { exact: true }).locator('option:checked')).toHaveText(
    'Verhaltensbezogen',
  );
  await expect(dialog.getByLabel('Beschreibung', { exact: true })).toHaveValue(
    /^Versteht die Bedürfnisse interner und externer Kundschaft/,
  );
  await expectTidy(page, 'generator-375');
  await context.close();
});
