import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

// Other specs change the demo data (job profiles given, a report moved to another manager), so the
// counts shown are checked against what the API says now, not against fixed numbers.
interface TeamJson {
  id: string;
  leadName: string;
  memberCount: number;
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

test("a team manager sees their team's matrix, gaps and coverage risks, and rates a report from it", async ({
  page,
}) => {
  await signInViaApi(page, 'manager@acme.test', DEMO_PASSWORD);
  // The dashboard sums the team up and leads to it.
  const { summary: mine } = await apiJson<{
    summary: { team: TeamJson; fitCount: number; averageFit: number | null; ratingDueCount: number };
  }>(page, '/api/v1/teams/mine/summary');
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Your team' });
  await expect(summary).toContainText(`Average fit to their roles (${people(mine.fitCount)} rated)`);
  await expect(summary).toContainText(mine.averageFit === null ? '—' : `${mine.averageFit}%`);
  await expect(summary).toContainText(
    `${mine.ratingDueCount} ${mine.ratingDueCount === 1 ? 'report' : 'reports'} waiting for your rating`,
  );
  await expect(summary.getByText('Widest team gaps')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'dashboard-team-manager');
  await summary.getByRole('link', { name: 'Open Team Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  const size = mine.team.memberCount;
  await expect(page.getByRole('heading', { name: `Marcus Manager's team (${people(size)})` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team gaps' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coverage risks' })).toBeVisible();
  const matrix = page.getByRole('table', { name: /current levels against required levels/ });
  await expect(matrix).toBeVisible();
  // One row per report, by name, each with their fit.
  const rows = matrix.getByRole('rowheader');
  await expect(rows).toHaveCount(size);
  const matrixJson = await apiJson<{ members: Array<{ fullName: string; fitPercent: number | null }> }>(
    page,
    `/api/v1/teams/${mine.team.id}/matrix`,
  );
  await expect(rows.first()).toContainText(matrixJson.members[0]?.fullName ?? '');
  const emma = matrixJson.members.find((member) => member.fullName === 'Emma Employee');
  const emmaFit = matrix
    .getByRole('row', { name: /Emma Employee/ })
    .locator('td')
    .first();
  await expect(emmaFit).toHaveText(emma?.fitPercent == null ? '—' : `${emma.fitPercent}%`);
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
  // (The matrix redraws in the background: the order is checked until it settles.)
  const expectedOrder = matrixJson.members
    .map((member) => member.fitPercent)
    .filter((fit): fit is number => fit !== null)
    .sort((a, b) => a - b)
    .map((fit) => `${fit}%`);
  await expect
    .poll(async () =>
      (await matrix.locator('tbody tr td:first-of-type').allTextContents()).filter((text) => text !== '—'),
    )
    .toEqual(expectedOrder);

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
  expect(csv.trim().split('\r\n')).toHaveLength(size + 1);
  // Beside it, the same matrix as an Excel workbook (a zip archive).
  const [workbook] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export Excel (.xlsx)' }).click(),
  ]);
  expect(workbook.suggestedFilename()).toBe('Team Marcus Manager skill matrix.xlsx');
  const bytes: Buffer[] = [];
  for await (const chunk of await workbook.createReadStream()) bytes.push(Buffer.from(chunk));
  expect(Buffer.concat(bytes).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  await page.getByRole('button', { name: 'Rate Emma Employee' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Rate Emma Employee' });
  await expect(dialog).toBeVisible();
});

test("a team manager opens a report's fit, gaps and levels: about the report and their role, all in words", async ({
  page,
}) => {
  await signInViaApi(page, 'manager@acme.test', DEMO_PASSWORD);
  const { summary } = await apiJson<{ summary: { team: TeamJson } }>(page, '/api/v1/teams/mine/summary');
  const team = summary.team;
  await page.goto('/team-management');
  const emmaId = (
    await apiJson<{ members: Array<{ id: string; fullName: string }> }>(
      page,
      `/api/v1/teams/${team.id}/matrix`,
    )
  ).members.find((member) => member.fullName === 'Emma Employee')?.id;
  const report = await apiJson<{
    jobProfile: { title: string } | null;
    rows: Array<{ importance: 'critical' | 'important' | 'nice_to_have' }>;
  }>(page, `/api/v1/assessments/gaps?personId=${emmaId}`);
  expect(report.jobProfile, 'the demo gives Emma a job profile').not.toBeNull();
  await page.getByRole('button', { name: 'Levels and gaps of Emma Employee' }).first().click();
  const gapsDialog = page.getByRole('dialog', { name: 'Fit, gaps and levels of Emma Employee' });
  await expect(
    gapsDialog.getByText(`Fit of Emma Employee to their role, ${report.jobProfile?.title}`),
  ).toBeVisible();
  await expect(
    gapsDialog.getByText('Current levels of Emma Employee against what a role requires'),
  ).toBeVisible();
  await expect(gapsDialog.getByLabel('Compare with a role')).toContainText(`${report.jobProfile?.title}`);
  // The role as the list names it: its title, then its grade when it has one (another spec may give
  // Emma a graded role before this one runs on the same server).
  const title = (report.jobProfile?.title ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(gapsDialog.getByLabel('Compare with a role').locator('option:checked')).toHaveText(
    new RegExp(`^${title}( · .+)? \\(their role\\)$`),
  );
  await expect(gapsDialog).not.toContainText(/your role/i);
  const words = { critical: 'Critical', important: 'Important', nice_to_have: 'Nice to have' } as const;
  const importance = report.rows[0]?.importance;
  expect(importance, 'her role requires competencies').toBeDefined();
  if (importance)
    await expect(gapsDialog.getByText(words[importance], { exact: true }).first()).toBeVisible();
  await expect(gapsDialog).not.toContainText('jobProfiles.');
  await expectAccessible(page);
  await captureScreens(page, 'team-management-report-gaps');
  await gapsDialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(gapsDialog).toBeHidden();
});

test('a learning lead chooses among every team; at 375 px each person is a card', async ({ page }) => {
  await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
  // Lena leads Elena and Laura: her own team is summed up on her dashboard.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your team' })).toBeVisible();
  await page.goto('/team-management');
  const chooser = page.getByLabel('Team', { exact: true });
  await expect(chooser).toBeVisible();
  const { items } = await apiJson<{ items: TeamJson[] }>(page, '/api/v1/teams?q=aisha');
  const aisha = items.find((team) => team.leadName === 'Aisha Khan');
  expect(aisha).toBeDefined();
  // A large company has thousands of teams: she finds one by its lead's name, a page of 50 at a time.
  const search = page.getByRole('searchbox', { name: 'Find a team' });
  await search.fill('aisha');
  await expect(chooser.getByRole('option', { name: /^Aisha Khan's team/ })).toBeAttached();
  await chooser.selectOption(aisha?.id ?? '');
  const heading = page.getByRole('heading', {
    name: `Aisha Khan's team (${people(aisha?.memberCount ?? 0)})`,
  });
  await expect(heading).toBeVisible();
  // A search that finds nothing says so, and the team on screen stays.
  await search.fill('nobody by this name');
  await expect(
    page.getByRole('status').filter({ hasText: 'No team or lead matches “nobody by this name”.' }),
  ).toBeVisible();
  await expect(heading).toBeVisible();
  await search.fill('');
  // Not their report: no rating from here.
  await expect(page.getByRole('button', { name: /^Rate / })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: 'Diego Alvarez' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'team-management-learning-lead');
});

// The page's handling of a large team: the real matrix of Marcus's team, its members repeated to 60
// people a page (two pages: 90 people) and its competencies to 40 (the API's side of large teams is
// in apps/api/test/team-matrix-paging.test.ts and the benchmark).
test('a large team: the wide matrix draws the columns in sight and reads the next page on demand, a phone shows 25 people at a time', async ({
  page,
}) => {
  // Two axe passes over 60 people and 40 competencies: about a minute each while another worker runs.
  test.setTimeout(180_000);
  await signInViaApi(page, 'manager@acme.test', DEMO_PASSWORD);
  await page.route('**/api/v1/teams/*/matrix?*', async (route) => {
    const response = await route.fetch();
    const real = (await response.json()) as {
      team: { memberCount: number };
      members: Array<{ id: string; fullName: string; cells: Array<[number, number | null, number | null]> }>;
      competencies: Array<{ id: string; name: string }>;
    };
    const second = new URL(route.request().url()).searchParams.has('cursor');
    const competencies = Array.from({ length: 40 }, (_, i) => {
      const source = real.competencies[i % real.competencies.length];
      return { ...source, id: randomUUID(), name: `${source?.name} ${i + 1}` };
    });
    const members = Array.from({ length: second ? 30 : 60 }, (_, i) => {
      const source = real.members[i % real.members.length];
      return {
        ...source,
        id: randomUUID(),
        fullName: `${source?.fullName} ${String(i + (second ? 61 : 1)).padStart(2, '0')}`,
        // [column, level, required] for every column, from the real member's cells.
        cells: competencies.map((_, j) => {
          const cell = source?.cells[j % (source?.cells.length || 1)];
          return [j, cell?.[1] ?? null, cell?.[2] ?? null];
        }),
      };
    });
    await route.fulfill({
      json: {
        ...real,
        team: { ...real.team, memberCount: 90 },
        members,
        competencies,
        nextCursor: second ? null : 'page-2',
      },
    });
  });
  await page.goto('/team-management');
  const matrix = page.getByRole('table', { name: /current levels against required levels/ });
  await expect(matrix.getByRole('rowheader')).toHaveCount(60);
  await expect(page.getByText('Showing 60 of 90 people')).toBeVisible();
  await captureScreens(page, 'team-management-large');
  await expect(matrix.getByRole('columnheader')).toHaveCount(42);
  // Far fewer than 40 cells a row are drawn; scrolling sideways draws the last column's.
  const lastRow = matrix.getByRole('row').last();
  const drawn = await lastRow.locator('td[aria-colindex]').count();
  expect(drawn).toBeGreaterThan(3);
  expect(drawn).toBeLessThan(20);
  await expect(lastRow.locator('td[aria-colindex="42"]')).toHaveCount(0);
  const region = page.getByRole('region', { name: 'Skill matrix' });
  await region.focus();
  await page.keyboard.press('End');
  await region.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(lastRow.locator('td[aria-colindex="42"]')).toHaveCount(1);
  await expect(matrix).toHaveAttribute('aria-colcount', '42');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show 30 more people' }).click();
  await expect(matrix.getByRole('rowheader')).toHaveCount(90);
  await expect(page.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
  await page.reload();
  await expect(matrix.getByRole('rowheader')).toHaveCount(60);

  await page.setViewportSize({ width: 375, height: 812 });
  const cards = page.getByRole('list', { name: 'People of the team' }).locator(':scope > li');
  await expect(cards).toHaveCount(25);
  await expect(page.getByText('Showing 25 of 90 people')).toBeVisible();
  await page.getByRole('button', { name: 'Show 25 more people' }).click();
  await expect(cards).toHaveCount(50);
  // Ten people of the first page are left: the server's second page is read for the rest.
  await page.getByRole('button', { name: 'Show 25 more people' }).click();
  await expect(cards).toHaveCount(75);
  await page.getByRole('button', { name: 'Show 15 more people' }).click();
  await expect(cards).toHaveCount(90);
  await expect(page.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('a learning lead creates a cross-functional team with a chosen set of competencies', async ({
  page,
}) => {
  await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
  await page.goto('/team-management');
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New cross-functional team' });
  // Nothing is made without a member.
  await dialog.getByLabel('Team name').fill('Customer launch squad');
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await expect(dialog.getByText('Add at least one member')).toBeVisible();
  for (const name of ['Diego', 'Chloé', 'Julia']) {
    await dialog.getByLabel('Find people by name or e-mail').fill(name);
    await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }
  await dialog.getByLabel('Lead').selectOption({ label: 'Julia Rossi' });
  await dialog.getByLabel('Add a competency').selectOption({ index: 1 });
  const competency = (await dialog.getByRole('listitem').last().textContent())?.trim() ?? '';
  await expectAccessible(page);
  await captureScreens(page, 'team-dialog');
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Customer launch squad (3 people)' })).toBeVisible();
  await expect(page.getByText('Led by Julia Rossi · shows the competencies chosen for it')).toBeVisible();
  const matrix = page.getByRole('table', { name: /current levels against required levels/ });
  await expect(matrix.getByRole('rowheader')).toHaveCount(3);
  await expect(matrix.getByRole('columnheader', { name: competency })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'team-management-custom-team');

  // The name is the company's only: a second team of that name is refused.
  await page.getByRole('button', { name: 'New team' }).click();
  await dialog.getByLabel('Team name').fill('customer launch squad');
  await dialog.getByLabel('Find people by name or e-mail').fill('Kenji');
  await dialog.getByRole('button', { name: /^Kenji/ }).click();
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await expect(dialog.getByText('A team with this name already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Deleted again: the people and their line managers stay as they are.
  await page.getByRole('button', { name: 'Delete team' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Customer launch squad?' })
    .getByRole('button', { name: 'Delete team' })
    .click();
  await expect(page.getByText('Customer launch squad deleted')).toBeVisible();
});
