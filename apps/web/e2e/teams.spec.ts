import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

test("a team manager sees their team's matrix, gaps and coverage risks, and rates a report from it", async ({
  page,
}) => {
  await signInViaApi(page, 'manager@acme.test', DEMO_PASSWORD);
  // The dashboard sums the team up and leads to it.
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Your team' });
  await expect(summary).toContainText('Average fit to their roles (5 people rated)');
  await expect(summary).toContainText('5 reports waiting for your rating');
  await expect(summary.getByText('Widest team gaps')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'dashboard-team-manager');
  await summary.getByRole('link', { name: 'Open Team Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Marcus Manager's team (5 people)" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team gaps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coverage risks' })).toBeVisible();
  const matrix = page.getByRole('table', { name: /current levels against required levels/ });
  await expect(matrix).toBeVisible();
  // One row per report, by name, each with their fit.
  const rows = matrix.getByRole('rowheader');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Ben Carter');
  await expect(matrix.getByRole('row', { name: /Emma Employee/ })).toContainText('%');
  // The matrix scrolls inside its card; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await expectAccessible(page);
  await captureScreens(page, 'team-management-manager');

  // Filtering competencies narrows the columns; a filter matching nothing says so.
  const columns = matrix.getByRole('columnheader');
  const all = await columns.count();
  await page.getByLabel('Filter competencies').fill('zzz-no-such-competency');
  await expect(page.getByText('No competency matches this filter.')).toBeVisible();
  await expect(columns).toHaveCount(2);
  await page.getByLabel('Filter competencies').fill('');
  await expect(columns).toHaveCount(all);

  // Sorting by fit puts the lowest first.
  await page.getByLabel('Sort people by').selectOption('fit_low');
  const fits = await matrix.locator('tbody tr td:first-of-type').allTextContents();
  const numbers = fits.filter((text) => text !== '—').map((text) => Number.parseInt(text, 10));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  // The CSV download: what a spreadsheet opens, one row per person.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Team Marcus Manager skill matrix.csv');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv.startsWith('\uFEFFPerson,Job title,Job profile,Fit %,')).toBe(true);
  expect(csv.trim().split('\r\n')).toHaveLength(6);

  await page.getByRole('button', { name: 'Rate Emma Employee' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Rate Emma Employee' });
  await expect(dialog).toBeVisible();
});

test('a learning lead chooses among every team; at 375 px each person is a card', async ({ page }) => {
  await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
  // Lena leads Elena and Laura: her own team is summed up on her dashboard.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your team' })).toBeVisible();
  await page.goto('/team-management');
  const chooser = page.getByLabel('Team', { exact: true });
  await expect(chooser).toBeVisible();
  await chooser.selectOption({ label: "Aisha Khan's team (3 people)" });
  await expect(page.getByRole('heading', { name: "Aisha Khan's team (3 people)" })).toBeVisible();
  // Not their report: no rating from here.
  await expect(page.getByRole('button', { name: /^Rate / })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Diego Alvarez' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'team-management-learning-lead');
});
