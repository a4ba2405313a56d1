import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

/**
 * IT Administration > Overview (issue 24; decisions 0070 and 0072): a company's IT administrator sees
 * their company's figures change when an account fails to sign in five times, and each figure leads
 * to its detail; platform staff also see what has no company and the way to the System tab.
 */

/** A seeded Acme person no other spec signs in as: failing their sign-in disturbs nobody. */
const TARGET = 'mateo@acme.test';

const count = async (locator: ReturnType<import('@playwright/test').Page['getByTestId']>) =>
  Number((await locator.locator('span').last().textContent())?.replace(/\D/g, '') || '0');

test('an IT administrator’s overview counts five failed sign-ins as a burst, and leads to the details', async ({
  page,
  request,
}) => {
  await signInViaApi(page, 'it@acme.test', DEMO_PASSWORD);
  await page.goto('/it-admin');
  await expect(page.getByRole('heading', { name: 'IT Administration', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  // The platform's own tabs are not theirs.
  await expect(page.getByRole('tab', { name: 'System' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'AI/RAG' })).toHaveCount(0);

  const status = page.getByRole('region', { name: 'System status' });
  await expect(status.getByText('All systems operational')).toBeVisible();
  await expect(status.getByRole('listitem').filter({ hasText: 'Database: passes' })).toBeVisible();
  // Whether each check passes, not the platform's measures or the way to its System tab.
  await expect(status.getByText(/Answered in/)).toHaveCount(0);
  await expect(status.getByRole('link', { name: 'System details' })).toHaveCount(0);
  await expect(page.getByTestId('it-overview-active-recent')).toHaveText(/^\d+ (person|people) signed in/);
  await expect(page.getByTestId('it-overview-requests-pending')).toHaveText(/^\d+ role requests? waiting$/);
  await expect(page.getByRole('link', { name: 'Roles and requests' })).toHaveAttribute(
    'href',
    /\?tab=roles$/,
  );

  const bursts = page.getByTestId('it-overview-alerts-sign_in_burst');
  await expect(bursts).toBeVisible();
  const before = await count(bursts);
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/v1/auth/sign-in', {
      data: { email: TARGET, password: 'not-the-password' },
    });
    expect(res.status()).toBe(401);
  }
  await page.reload();
  await expect(async () => expect(await count(bursts)).toBe(before + 1)).toPass();
  const list = page.getByTestId('it-alerts-list');
  const item = list.getByRole('listitem').filter({ hasText: TARGET }).first();
  await expect(item).toContainText('Bursts of failed sign-ins');
  await expect(item).toContainText('5 failed sign-ins within 15 minutes');

  // The burst figure shows the list of bursts, and takes the reader there.
  await bursts.click();
  await expect(page).toHaveURL(/alerts=sign_in_burst/);
  await expect(page.getByLabel('Kind of alert')).toHaveValue('sign_in_burst');
  await expect(page.getByRole('heading', { name: 'Security alerts, last 7 days' })).toBeFocused();
  await expect(page.getByTestId('it-alerts-total')).toHaveText(/^\d+ alerts?$/);

  await expectAccessible(page);
  await captureScreens(page, 'it-admin-overview-it');

  // German: the same cards and list in the person's language.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'de-DE'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Systemstatus' })).toBeVisible();
  await expect(
    page.getByText('5 fehlgeschlagene Anmeldungen innerhalb von 15 Minuten').first(),
  ).toBeVisible();
  await captureScreens(page, 'it-admin-overview-it-de');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en-US'));
  await page.reload();

  // Active users lead to the sessions (the Users tab).
  await page.getByRole('link', { name: 'Sessions and users' }).click();
  await expect(page).toHaveURL(/[?&]tab=users/);
});

test('platform staff see every tab, the way to the System tab and alerts with no company', async ({
  page,
  request,
}) => {
  const forged = await request.post('/api/v1/billing/stripe/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    data: '{"id":"evt_forged"}',
  });
  expect(forged.status()).toBe(400);

  await signInViaApi(page, 'admin@competencyhub.test', DEMO_PASSWORD);
  await page.goto('/it-admin');
  await expect(page.getByRole('tab')).toHaveText([
    'Overview',
    'Users',
    'Roles',
    'SSO',
    'AI/RAG',
    'Security',
    'System',
  ]);
  const status = page.getByRole('region', { name: 'System status' });
  await expect(status.getByText(/^Answered in [\d.]+ ms$/)).toBeVisible();
  await expect(page.getByTestId('it-overview-alerts-webhook_signature_failed')).not.toHaveText(/\b0$/);
  await page.getByTestId('it-overview-alerts-webhook_signature_failed').click();
  const item = page.getByTestId('it-alerts-list').getByRole('listitem').first();
  await expect(item).toContainText('No company: platform staff only');
  await expect(item).toContainText('Payment webhook from stripe refused');

  await expectAccessible(page);
  await captureScreens(page, 'it-admin-overview-admin');

  await status.getByRole('link', { name: 'System details' }).click();
  await expect(page.getByRole('tab', { name: 'System' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Version and database' })).toBeVisible();
});

test('an employee may not open IT Administration', async ({ page }) => {
  await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
  await page.goto('/it-admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveCount(0);
  expect((await page.request.get('/api/v1/it-admin/overview')).status()).toBe(403);
  expect((await page.request.get('/api/v1/it-admin/security-alerts')).status()).toBe(403);
});
