import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openContext,
  signInViaApi,
  test,
} from './support.ts';

/** A browser the demo's people do not use, so the employee's session is easy to tell apart. */
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/**
 * IT Administration > Users (issue 24, decision 0074): the company's IT administrator sees the
 * employee's session (signed in from another browser), signs it out after confirming, and the
 * employee's next page is the sign-in page.
 */
test('the IT administrator signs out an employee’s session, and the employee’s next page is sign-in', async ({
  page,
  browser,
}) => {
  const origin = new URL((await page.goto('/landing'))?.url() ?? '').origin;
  const laptop = await openContext(browser, { baseURL: origin, userAgent: FIREFOX_ON_WINDOWS });
  const employee = await laptop.newPage();
  await signInViaApi(employee, 'employee@acme.test', DEMO_PASSWORD);
  await employee.goto('/dashboard');
  await expect(employee).toHaveURL(/\/dashboard$/);

  await signInViaApi(page, 'it@acme.test', DEMO_PASSWORD);
  await page.goto('/it-admin?tab=users');
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Sessions' });
  // The viewer's own session is marked and offers no action on itself.
  const own = sessions.getByRole('listitem').filter({ hasText: 'This is you' });
  await expect(own.first()).toBeVisible();
  await expect(own.first().getByRole('button')).toHaveCount(0);

  await sessions.getByLabel('Search by name or e-mail').fill('employee@acme.test');
  const row = sessions.getByRole('listitem').filter({ hasText: 'Firefox on Windows' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/Firefox on Windows · IP address .+ \(place unknown\)$/)).toBeVisible();
  await expect(row.getByText(/^Last active /)).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'it-admin-users');

  // Asking first (decision 0018): focus on Cancel, and cancelling changes nothing.
  await row.getByRole('button', { name: 'Sign out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Sign out .+ on Firefox on Windows\?$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await employee.goto('/profile');
  await expect(employee).toHaveURL(/\/profile$/);

  await row.getByRole('button', { name: 'Sign out', exact: true }).click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/has been signed out on Firefox on Windows\.$/)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The employee's next action lands on the sign-in page.
  await employee.goto('/dashboard');
  await expect(employee).toHaveURL(/\/auth$/);
  await expect(employee.getByRole('tabpanel', { name: 'Sign in' })).toBeVisible();
  await laptop.close();

  // The IT administrator stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
});

test('a team manager is refused the company’s sessions', async ({ page }) => {
  await signInViaApi(page, 'manager@acme.test', DEMO_PASSWORD);
  expect((await page.request.get('/api/v1/it-admin/sessions')).status()).toBe(403);
});
