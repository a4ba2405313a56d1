import { findLayoutProblems } from './layout-check.ts';
import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openContext,
  screenPath,
  signInViaApi,
  test,
} from './support.ts';

/** Organisation > Import from HR system (issue 23, point 3): check a file, see its preview, apply it. */

test('the account holder imports a file from the HR system, sees the preview and its problems, and applies it', async ({
  page,
}) => {
  await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
  await page.goto('/company-admin?tab=organisation&section=import');
  await expect(page.getByRole('tab', { name: 'Import from HR system', selected: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
    'href',
    '/api/v1/organisation/hris-imports/template.csv',
  );
  const stamp = Date.now() % 100000;
  const header =
    'record,external_id,name,parent_external_id,country,time_zone,unit_external_id,location_external_id,email,manager_external_id';

  // A file with problems: each is listed by row, and it cannot be applied.
  await page.getByLabel('CSV file').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        header,
        `unit,LAB-${stamp},HRIS Lab ${stamp},NOWHERE,,,,,,`,
        `person,K-${stamp},Kenji,,,,LAB-${stamp},,kenji@acme.test,BOSS`,
      ].join('\r\n'),
    ),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('2 problems: nothing can be applied.')).toBeVisible();
  const problems = page.getByRole('region', { name: 'Problems to correct' });
  await expect(
    problems.getByRole('row', { name: /2 parent_external_id No unit has the external id NOWHERE/ }),
  ).toBeVisible();
  await expect(
    problems.getByRole('row', { name: /3 manager_external_id No active person has the external id BOSS/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply the changes' })).toBeHidden();
  await expectAccessible(page);
  await captureScreens(page, 'hris-import-problems');

  // The corrected file: a new unit and location, Kenji moved into it and charged to a new cost centre,
  // a project unit he also works in (a secondary assignment), and someone not invited yet.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'workday-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        `${header},cost_centre_external_id`,
        `unit,LAB-${stamp},HRIS Lab ${stamp},,,,,,,,`,
        `unit,PRJ-${stamp},HRIS Project ${stamp},,,,,,,,`,
        `cost_centre,CC-${stamp},HRIS Budget ${stamp},,,,,,,,`,
        `location,HQ-${stamp},HRIS Campus ${stamp},,DE,Europe/Berlin,,,,,`,
        `person,K-${stamp},Kenji,,,,LAB-${stamp},HQ-${stamp},kenji@acme.test,,CC-${stamp}`,
        `person,N-${stamp},Newcomer,,,,LAB-${stamp},,newcomer-${stamp}@acme.test,K-${stamp},`,
        `secondary,K-${stamp},Kenji,,,,PRJ-${stamp},,,,`,
      ].join('\r\n'),
    ),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: 'workday-export.csv: 7 rows' })).toBeVisible();
  const counts = page.getByRole('table', { name: 'What the file would change, by kind of record' });
  await expect(counts.getByRole('row', { name: 'Units 2 0 0' })).toBeVisible();
  await expect(counts.getByRole('row', { name: 'Cost centres 1 0 0' })).toBeVisible();
  await expect(counts.getByRole('row', { name: 'People 0 1 0' })).toBeVisible();
  await expect(counts.getByRole('row', { name: 'Secondary assignments 1 0 0' })).toBeVisible();
  await expect(
    page.getByText(`newcomer-${stamp}@acme.test is not in CompetencyHub yet: invite them first.`),
  ).toBeVisible();
  await expect(page.getByText('The file has no problems: it can be applied.')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'hris-import-preview');

  await page.getByRole('button', { name: 'Apply the changes' }).click();
  const progress = page.getByRole('progressbar', { name: 'Progress of the import' });
  await expect(progress).toBeVisible();
  // The job runner picks the import up within its polling interval.
  await expect(page.getByText('The import is finished')).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('1 of 1 people updated')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'hris-import-done');
  // The import is in the address: after a reload it is shown again.
  await page.reload();
  await expect(page.getByText('The import is finished')).toBeVisible();

  // Both files are among the earlier imports, newest first, each as it ended; one opens again.
  await page.getByRole('button', { name: 'Import another file' }).click();
  const history = page.getByRole('region', { name: 'Earlier imports' });
  const applied = history.getByRole('listitem').filter({ hasText: 'workday-export.csv' });
  await expect(applied).toContainText('Applied');
  await expect(applied).toContainText('7 rows');
  await expect(applied).toContainText('by Olivia Owner');
  const refused = history.getByRole('listitem').filter({ hasText: 'broken.csv' });
  await expect(refused).toContainText('Checked, not applied');
  await expect(refused).toContainText('2 problems');
  // Newest first (other tests of this worker may have imported files of their own before).
  const names = await history.getByRole('listitem').allTextContents();
  expect(names.findIndex((text) => text.includes('workday-export.csv'))).toBeLessThan(
    names.findIndex((text) => text.includes('broken.csv')),
  );
  await expectAccessible(page);
  await captureScreens(page, 'hris-import-history');
  await history.getByRole('button', { name: 'Open the import of broken.csv' }).click();
  await expect(page.getByText('2 problems: nothing can be applied.')).toBeVisible();

  // The new unit is in the tree.
  await page.getByRole('tab', { name: 'Departments & teams' }).click();
  await expect(page.locator(`[data-unit-row="HRIS Lab ${stamp}"]`)).toBeVisible();
});

// German words are long: the import's preview and its table of problems, at the desktop and the
// smallest phone width, with nothing drawn over other text or cut off (decision 0019). The file is
// refused, so nothing changes.
for (const width of [1366, 375] as const) {
  test(`the import's problems read in German at ${width} px`, async ({ browser }) => {
    const context = await openContext(browser, {
      locale: 'de-DE',
      viewport: { width, height: width === 375 ? 812 : 900 },
    });
    await context.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('i18nextLng', 'de-DE');
    });
    const page = await context.newPage();
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await page.goto('/company-admin?tab=organisation&section=import');
    await expect(page.getByRole('tab', { name: 'Import aus dem HR-System', selected: true })).toBeVisible();
    await page.getByLabel('CSV-Datei').setInputFiles({
      name: 'personalstammdaten-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'record,external_id,name,parent_external_id,email,manager_external_id,effective_date',
          'unit,ORG-1,Unternehmensentwicklung,NIRGENDWO,,,',
          'person,P-1,Kenji,,kenji@acme.test,CHEF,2027-02-30',
          'person,P-2,Neu,,neu-de@acme.test,,',
        ].join('\r\n'),
      ),
    });
    await page.getByRole('button', { name: 'Datei prüfen' }).click();
    await expect(
      page.getByText('2 Probleme: Es kann nichts angewendet werden.', { exact: false }),
    ).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const problems = await findLayoutProblems(page);
    await page.screenshot({ path: screenPath(`de-hris-import-${width}`), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
}
