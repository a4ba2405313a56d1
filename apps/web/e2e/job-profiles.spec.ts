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

/** axe once the toasts have gone: a toast still fading in has no final colours to measure. */
async function expectAccessibleWhenSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

/** A framework with two competencies, made over the API as the signed-in learning lead. */
async function frameworkWithCompetencies(page: Page, suffix: string) {
  const base = '/api/v1/competency-frameworks';
  const created = await page.request.post(base, { data: { name: `Service ${suffix}` } });
  expect(created.status(), await created.text()).toBe(201);
  const framework = (await created.json()) as { id: string };
  const withCategory = await page.request.post(`${base}/${framework.id}/categories`, {
    data: { name: 'Customer focus' },
  });
  const categoryId = ((await withCategory.json()) as { categories: Array<{ id: string }> }).categories[0]?.id;
  for (const name of [`Empathy ${suffix}`, `Product knowledge ${suffix}`]) {
    const res = await page.request.post(`${base}/${framework.id}/competencies`, {
      data: { name, type: 'behavioural', categoryId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function openPage(page: Page): Promise<void> {
  await page.goto('/job-profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Profiles' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

test.describe('/job-profiles', () => {
  test('a learning lead builds a job profile, gives it to people, and the employee sees the title read-only', async ({
    page,
    browser,
  }) => {
    const suffix = Date.now().toString(36);
    const title = `Support Specialist ${suffix}`;
    await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
    await frameworkWithCompetencies(page, suffix);
    await openPage(page);

    const first = page.getByRole('button', { name: 'Create job profile' });
    const another = page
      .getByRole('navigation', { name: 'Job profiles' })
      .getByRole('button', { name: 'New' });
    await expect(first.or(another).first()).toBeVisible();
    await ((await another.isVisible()) ? another : first).click();
    const dialog = page.getByRole('dialog', { name: 'New job profile' });
    // Bad input first: the message under the field, nothing saved.
    await dialog.getByRole('button', { name: 'Create job profile' }).click();
    await expect(dialog.getByText('Enter a job title')).toBeVisible();
    await dialog.getByLabel('Job title').fill(title);
    await dialog.getByLabel('Department').fill('Customer Success');
    // Family and grade come from Acme's job architecture (the demo's ladder has pay ranges in pounds).
    await dialog.getByLabel('Job family').selectOption({ label: 'Customer Success' });
    await dialog.getByLabel('Grade', { exact: true }).selectOption({ label: 'G2 · Professional' });
    await dialog.getByLabel('Description').fill('Solves customer problems on the first contact.');
    await dialog.getByLabel('Add a competency').selectOption({ label: `Empathy ${suffix}` });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByLabel(`Required level of Empathy ${suffix}`).selectOption({ label: '4 · Advanced' });
    await dialog.getByLabel(`Importance of Empathy ${suffix}`).selectOption({ label: 'Critical' });
    await dialog.getByLabel('Add a competency').selectOption({ label: `Product knowledge ${suffix}` });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectAccessible(page);
    await captureScreens(page, 'job-profiles-editor');
    await dialog.getByRole('button', { name: 'Create job profile' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText('Customer Success · G2').first()).toBeVisible();
    await expect(page.getByText('£31,000–£42,000 per year')).toBeVisible();
    await expect(page.getByText('Level 4 of 5 · Advanced')).toBeVisible();
    await expect(page.getByText('Level 3 of 5 · Proficient')).toBeVisible();

    // Give it to Emma (the demo employee).
    await page.getByRole('button', { name: 'Give to people' }).click();
    const assign = page.getByRole('dialog', { name: `Give ${title} to people` });
    await assign.getByLabel('Search people').fill('employee@acme');
    await expect(assign.getByRole('button', { name: /^Give this job profile to / })).toHaveCount(1);
    await assign.getByRole('button', { name: 'Give this job profile to Emma Employee' }).click();
    await expect(assign.getByText('Holds it')).toBeVisible();
    await assign.getByRole('button', { name: 'Close' }).first().click();
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: 'Emma Employee' }),
    ).toBeVisible();
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'job-profiles-learning-lead');

    // The employee sees the job title from the profile on /profile, and cannot change it.
    const employee = await openContext(browser, { baseURL: new URL(page.url()).origin });
    const employeePage = await employee.newPage();
    await signInViaApi(employeePage, 'employee@acme.test', DEMO_PASSWORD);
    await employeePage.goto('/profile');
    const details = employeePage.getByRole('region', { name: 'Personal details' });
    await expect(details.getByLabel('Job title')).toHaveValue(title);
    await expect(details.getByLabel('Job title')).toHaveAttribute('readonly', '');
    await expect(details.getByLabel('Department')).toHaveValue('Customer Success');
    const refused = await employeePage.request.patch('/api/v1/me/profile', { data: { jobTitle: 'CEO' } });
    expect(refused.status()).toBe(400);
    await employee.close();
  });

  test('a team manager reads job profiles but cannot change them; an employee cannot open the page', async ({
    page,
  }) => {
    await signInViaApi(page, 'manager@acme.test', DEMO_PASSWORD);
    await openPage(page);
    await expect(page.getByRole('button', { name: 'Create job profile' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    const refused = await page.request.post('/api/v1/job-profiles', { data: { title: 'Sneaky' } });
    expect(refused.status()).toBe(403);
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'job-profiles-team-manager');

    await page.request.post('/api/v1/auth/sign-out', { data: {} });
    await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
    const list = await page.request.get('/api/v1/job-profiles');
    expect(list.status()).toBe(403);
  });

  test('an account holder builds a job profile and sets it from user management', async ({ page }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    const title = `Operations Analyst ${Date.now().toString(36)}`;
    await openPage(page);
    await page.getByRole('navigation', { name: 'Job profiles' }).getByRole('button', { name: 'New' }).click();
    const editor = page.getByRole('dialog', { name: 'New job profile' });
    await editor.getByLabel('Job title').fill(title);
    await editor.getByLabel('Department').fill('Operations');
    await editor.getByLabel('Add a competency').selectOption({ index: 1 });
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await editor
      .getByLabel(/^Importance of /)
      .first()
      .selectOption({ label: 'Critical' });
    await expectAccessible(page);
    await captureScreens(page, 'job-profiles-editor-account-holder');
    await editor.getByRole('button', { name: 'Create job profile' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const created = await page.request.get('/api/v1/job-profiles');
    const { items } = (await created.json()) as { items: Array<{ id: string; title: string }> };
    const id = items.find((item) => item.title === title)?.id ?? '';
    expect(id).not.toBe('');
    await page.goto('/user-management');
    // Isaac: a demo colleague no other browser test looks at, so his new title disturbs nothing.
    await page.getByRole('searchbox', { name: 'Search people' }).fill('isaac');
    await page.getByRole('button', { name: 'Actions for Isaac Mensah' }).click();
    await page.getByRole('menuitem', { name: 'Set job profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Job profile of Isaac Mensah' });
    await dialog.getByLabel('Job profile').selectOption({ label: `${title} · Operations` });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(title).first()).toBeVisible();

    // Archived later: he keeps it, and the dialog says so rather than showing "No job profile".
    const archived = await page.request.post(`/api/v1/job-profiles/${id}/archive`, { data: {} });
    expect(archived.status(), await archived.text()).toBe(200);
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search people' }).fill('isaac');
    await page.getByRole('button', { name: 'Actions for Isaac Mensah' }).click();
    await page.getByRole('menuitem', { name: 'Set job profile' }).click();
    const again = page.getByRole('dialog', { name: 'Job profile of Isaac Mensah' });
    const select = again.getByLabel('Job profile');
    await expect(select.locator('option:checked')).toHaveText(`${title} · Operations (archived)`);
    await expect(
      again.getByText(`${title} is archived: they keep it until you choose an active job profile.`),
    ).toBeVisible();
    await expect(select.locator('option', { hasText: '(archived)' })).toHaveCount(1);
    await expectAccessible(page);
    await captureScreens(page, 'job-profiles-user-management-archived');
    await select.selectOption({ label: 'No job profile' });
    await expect(select.locator('option', { hasText: '(archived)' })).toHaveCount(1);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
  });

  test('a learning lead keeps the grade ladder with its pay ranges', async ({ page }) => {
    await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
    await page.goto('/job-profiles?tab=architecture');
    await expect(page.getByRole('tab', { name: 'Job architecture', selected: true })).toBeVisible();
    const ladder = page.getByRole('region', { name: 'Grade ladder' });
    await expect(ladder.getByText('G8', { exact: false }).first()).toBeVisible();
    const code = `T${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'New grade' }).click();
    const dialog = page.getByRole('dialog', { name: 'New grade' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Name', { exact: true }).fill('Test principal');
    await dialog.getByLabel('This grade has a pay range').check();
    await dialog.getByLabel('Minimum per year').fill('90000');
    await dialog.getByLabel('Maximum per year').fill('80000');
    await dialog.getByRole('button', { name: /Create|Save/ }).click();
    // A range upside down is refused, and nothing is made.
    await expect(dialog.getByText('The minimum cannot be above the maximum')).toBeVisible();
    await dialog.getByLabel('Maximum per year').fill('120000');
    await dialog.getByRole('button', { name: /Create|Save/ }).click();
    await expect(dialog).toHaveCount(0);
    await expect(ladder.getByText(code).first()).toBeVisible();
    await expect(ladder.getByText('£90,000–£120,000 per year')).toBeVisible();
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'job-architecture-learning-lead');
    // The new grade tops the ladder; moved down, it sits under G8.
    await page.getByRole('button', { name: `Move ${code} down the ladder` }).click();
    await expect(page.getByText('Grade ladder reordered')).toBeVisible();
    await page.reload();
    const items = ladder.getByRole('listitem');
    await expect(items.nth(0)).toContainText('G8');
    await expect(items.nth(1)).toContainText(code);
  });
});
