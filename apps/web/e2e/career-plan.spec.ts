import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

test('a learning lead links job profiles into a career path', async ({ page }) => {
  await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
  await page.goto('/job-profiles');
  await page.getByRole('button', { name: /^Data Analyst/ }).click();
  const paths = page.getByRole('region', { name: 'Career paths' });
  await expect(page.getByRole('heading', { name: 'Next steps from this role' })).toBeVisible();
  await expect(paths.getByRole('button', { name: 'Product Manager · G5' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit career paths' }).click();
  const dialog = page.getByRole('dialog', { name: 'Career paths from Data Analyst' });
  await dialog.getByRole('button', { name: 'Add a next step' }).click();
  await dialog.getByLabel('Next role 2').selectOption({ label: 'Product Designer · G3' });
  await dialog.getByLabel('Kind of move 2').selectOption('lateral');
  await expectAccessible(page);
  await captureScreens(page, 'career-paths-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Career paths of Data Analyst saved')).toBeVisible();
  await expect(paths.getByRole('button', { name: 'Product Designer · G3', exact: true })).toBeVisible();
  await expect(paths.getByText('Lateral move')).toBeVisible();
  // The link leads to the other role, which shows where people come from.
  await paths.getByRole('button', { name: 'Product Designer · G3', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Product Designer' })).toBeVisible();
  await expect(paths.getByRole('heading', { name: 'Roles that lead here' })).toBeVisible();
  await expect(paths.getByRole('button', { name: 'Data Analyst · G3', exact: true })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'job-profiles-career-paths');
});

test('an employee picks target roles, sees the gaps and progress, and turns on internal opportunities', async ({
  page,
}) => {
  await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
  await page.goto('/career-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'My Career Planning' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My current role' })).toBeVisible();
  const targets = page.getByRole('region', { name: 'Target roles' });
  await expect(targets.getByRole('heading', { name: 'Customer Success Manager · G5' })).toBeVisible();
  await expect(targets.getByRole('heading', { name: 'Progress' }).first()).toBeVisible();
  // The progress chart draws, and its points are also a table.
  await expect(targets.locator('.uplot').first()).toBeVisible();
  await targets.getByText('Show progress as a table').first().click();
  await expect(
    targets.getByRole('table', { name: /Fit toward Customer Success Manager over time/ }),
  ).toBeVisible();
  const next = page.getByRole('region', { name: 'Next roles on your path' });
  await expect(next.getByText('Promotion')).toBeVisible();
  await expect(next.getByRole('heading', { name: 'Support Engineer' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'career-plan-employee');

  // Swap the second target for a role explored from the list.
  await page.getByRole('button', { name: 'Choose target roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Target roles' });
  await dialog.getByRole('button', { name: 'Remove Account Manager' }).click();
  await expect(dialog.getByLabel('Target role 2')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Support Engineer · G2' });
  await expect(
    page.getByRole('region', { name: 'Explore another role' }).getByText('Fit today'),
  ).toBeVisible();
  // Two targets already: the plan offers no third.
  await expect(page.getByRole('button', { name: 'Aim for Support Engineer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Choose target roles' }).click();
  await dialog.getByRole('button', { name: 'Remove Account Manager' }).click();
  await dialog.getByRole('button', { name: 'Add a target role' }).click();
  await dialog.getByLabel('Target role 2').selectOption({ label: 'Support Engineer · G2' });
  // A date in the past is refused with the reason, and nothing changes.
  await dialog.getByLabel('Target date 2').fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose a target date from today up to 10 years ahead')).toBeVisible();
  const nextYear = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Target date 2').fill(nextYear);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(targets.getByRole('heading', { name: 'Support Engineer' })).toBeVisible();
  await expect(targets.getByRole('heading', { name: /Account Manager/ })).toHaveCount(0);

  // Internal opportunities: off by default, on when she says so.
  const open = page.getByLabel('Open to internal opportunities');
  await expect(open).not.toBeChecked();
  await open.check();
  await expect(page.getByText('You are open to internal opportunities')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Open to internal opportunities')).toBeChecked();

  // She replies to her manager.
  await page.getByLabel('Add a note or reply').fill('I would like to try Support Engineering first.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'I would like to try Support Engineering first.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Add a note or reply')).toHaveValue('');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a manager opens a report's career plan and comments on it; a colleague cannot", async ({ page }) => {
  await signInViaApi(page, 'manager@acme.test', DEMO_PASSWORD);
  const reports = (await (await page.request.get('/api/v1/career-plan/people')).json()) as {
    items: Array<{ id: string; fullName: string }>;
  };
  const emma = reports.items.find((person) => person.fullName === 'Emma Employee')?.id ?? '';
  await page.goto('/career-plan');
  await page.getByLabel('Whose career plan').selectOption(emma);
  await expect(page.getByRole('heading', { name: 'Emma Employee’s current role' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose target roles' })).toHaveCount(0);
  await expect(page.getByLabel('Open to internal opportunities')).toHaveCount(0);
  await page
    .getByLabel('Comment on this plan')
    .fill('Support Engineering is a good first step. Let us plan it.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Support Engineering is a good first step. Let us plan it.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Comment on this plan')).toHaveValue('');
  await expectAccessible(page);
  await captureScreens(page, 'career-plan-manager');

  // Another employee asking for Emma's plan by its address is refused by the server.
  expect(new URL(page.url()).searchParams.get('person')).toBe(emma);
  await signInViaApi(page, 'ben@acme.test', DEMO_PASSWORD);
  const res = await page.request.get(`/api/v1/career-plan/people/${emma}`);
  expect(res.status()).toBe(403);
});
