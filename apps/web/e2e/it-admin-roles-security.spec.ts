import type { Page } from '@playwright/test';
import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

/**
 * IT Administration > Roles, SSO and Security (issue 24; decision 0073): Acme's IT administrator asks
 * for a role they cannot grant, the account holder approves it, then requires two-factor sign-in for
 * administrators and raises the password minimum. The demo company is put back as it was at the end,
 * so the specs that run after this one meet the seeded roles and policy.
 */

const DEFAULT_POLICY = {
  passwordMinLength: 8,
  sessionLifetimeHours: 168,
  idleTimeoutMinutes: null,
  twoFactorRequired: 'none',
  twoFactorGraceDays: 7,
  signInMethods: ['passkey', 'password'],
};

async function personId(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/v1/profiles?q=${encodeURIComponent(email)}&limit=5`);
  const body = (await res.json()) as { items: Array<{ id: string; email: string }> };
  const id = body.items.find((item) => item.email === email)?.id;
  if (!id) throw new Error(`${email} not found`);
  return id;
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
  await page.request.put('/api/v1/it-admin/security-policy', { data: DEFAULT_POLICY });
  const julia = await personId(page, 'julia@acme.test');
  await page.request.patch(`/api/v1/profiles/${julia}/role`, { data: { role: 'employee' } });
  await page.close();
});

test('the IT administrator asks for a role, the account holder approves it', async ({ page }) => {
  await signInViaApi(page, 'it@acme.test', DEMO_PASSWORD);
  await page.goto('/it-admin?tab=roles');
  await expect(page.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
  // The company tabs only: AI/RAG and System are the platform's.
  await expect(page.getByRole('tab', { name: 'System' })).toHaveCount(0);

  const roles = page.getByRole('list', { name: 'Roles and what they may do' });
  const itRole = roles.getByRole('article', { name: 'Company IT Admin' });
  await expect(itRole.getByText('1 person')).toBeVisible();
  await expect(
    itRole.getByText('Open IT Administration: roles, single sign-on and security settings'),
  ).toBeVisible();
  await expect(
    roles.getByRole('article', { name: 'Employee' }).getByText("Read the company's audit log"),
  ).toHaveCount(0);

  const form = page.getByRole('region', { name: 'Ask for a role' });
  await form.getByLabel('Find a person').fill('julia');
  const person = form.getByLabel('Person', { exact: true });
  await expect(person.locator('option', { hasText: 'Julia Rossi' })).toHaveCount(1);
  await person.selectOption({ label: 'Julia Rossi (julia@acme.test) · Employee' });
  await form.getByLabel('Role to give').selectOption({ label: 'Account Holder' });
  await form.getByLabel('Reason').fill('Julia runs the product budget and signs supplier contracts.');
  await form.getByRole('button', { name: 'Send request' }).click();
  const request = page.getByRole('article', { name: 'Julia Rossi' });
  await expect(request.getByText('Waiting')).toBeVisible();
  await expect(request.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  // The requester does not decide their own request.
  await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The same request twice is refused with a clear message.
  await form.getByLabel('Find a person').fill('julia');
  await person.selectOption({ label: 'Julia Rossi (julia@acme.test) · Employee' });
  await form.getByLabel('Role to give').selectOption({ label: 'Account Holder' });
  await form.getByLabel('Reason').fill('Again');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(
    form.getByText('A request for this person and role is already waiting for a decision'),
  ).toBeVisible();

  await expectAccessible(page);
  await captureScreens(page, 'it-admin-roles-it-admin');

  await page.getByRole('tab', { name: 'SSO' }).click();
  await expect(page).toHaveURL(/\?tab=sso$/);
  const sso = page.getByRole('region', { name: 'Not configured' });
  await expect(sso.getByText(/Single sign-on is not set up for Acme Corp/)).toBeVisible();
  await expect(sso.getByText('SSO not implemented yet')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'it-admin-sso-it-admin');

  await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
  await page.goto('/it-admin?tab=roles');
  const decided = page.getByRole('article', { name: 'Julia Rossi' });
  await decided.getByLabel('Note (optional)').fill('Approved for the budget cycle');
  await expectAccessible(page);
  await captureScreens(page, 'it-admin-roles-account-holder');
  await decided.getByRole('button', { name: 'Approve' }).click();
  await expect(decided.getByText('Approved', { exact: true })).toBeVisible();
  await expect(decided.getByText(/Approved for the budget cycle/)).toBeVisible();
  const holders = page.getByRole('article', { name: 'Account Holder', exact: true });
  await expect(holders.getByText('2 people')).toBeVisible();
});

test('the account holder requires two-factor sign-in for admins and raises the password minimum', async ({
  page,
}) => {
  await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
  await page.goto('/it-admin?tab=security');
  await expect(
    page.getByText("Your company follows the platform's defaults until these settings are saved."),
  ).toBeVisible();
  const minimum = page.getByLabel('Minimum password length');
  await minimum.fill('7');
  await page.getByRole('button', { name: 'Save security settings' }).click();
  await expect(page.getByText('Choose a minimum password length from 8 to 128 characters')).toBeVisible();

  // Passkeys only would lock out whoever has none: the tab says so before anything is saved.
  const passwords = page.getByRole('checkbox', { name: 'Password', exact: true });
  await passwords.uncheck();
  const lockout = page.getByText(
    /^Without passwords, only people who have already added a passkey can sign in\./,
  );
  await expect(lockout).toBeVisible();
  await passwords.check();
  await expect(lockout).toHaveCount(0);

  await minimum.fill('14');
  await page.getByLabel('Administrators (IT administrators, account holders and platform staff)').check();
  await page.getByLabel('End sessions left idle').check();
  await page.getByLabel('Idle time-out (minutes)').fill('30');
  await page.getByRole('button', { name: 'Save security settings' }).click();
  await expect(page.getByText(/^Last saved /)).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'it-admin-security-account-holder');

  await page.reload();
  await expect(page.getByLabel('Minimum password length')).toHaveValue('14');
  await expect(
    page.getByLabel('Administrators (IT administrators, account holders and platform staff)'),
  ).toBeChecked();

  // The IT administrator sees the saved policy, and the new minimum in their password form's hint.
  await signInViaApi(page, 'it@acme.test', DEMO_PASSWORD);
  await page.goto('/it-admin?tab=security');
  await expect(page.getByLabel('Minimum password length')).toHaveValue('14');
  await expectAccessible(page);
  await captureScreens(page, 'it-admin-security-it-admin');
  await page.goto('/profile');
  await expect(page.getByText(/At least 14 characters/).first()).toBeVisible();
  const change = await page.request.post('/api/v1/auth/change-password', {
    data: { currentPassword: DEMO_PASSWORD, newPassword: 'Cobalt-lante9', revokeOtherSessions: false },
  });
  expect(change.status()).toBe(400);
  expect(JSON.stringify(await change.json())).toContain(
    'Your company asks for passwords of at least 14 characters',
  );
});
