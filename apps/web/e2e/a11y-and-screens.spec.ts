import type { Page } from '@playwright/test';
import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  PASSWORD,
  signInViaApi,
  signUpViaApi,
  test,
} from './support.ts';

/** Every page: no serious/critical axe violations, and screenshots at 1366 and 375 px. */
async function check(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await captureScreens(page, name);
}

test.describe('accessibility and screenshots', () => {
  test('public pages', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await check(page, 'auth-sign-in');

    await page.getByRole('tab', { name: 'Sign up' }).click();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await check(page, 'auth-sign-up');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    await check(page, 'auth-sign-up-errors');

    await page.goto('/auth?view=forgot');
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await check(page, 'auth-forgot');

    await page.goto('/reset-password?token=some-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await check(page, 'reset-password');

    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible();
    await check(page, 'reset-password-invalid');

    await page.goto('/this-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await check(page, 'not-found');
  });

  test('initializing screen while the session loads', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByText('Initializing application...')).toBeVisible();
    await captureScreens(page, 'initializing');
    release();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('pending approval screen', async ({ page }) => {
    const email = `waiting-${Date.now()}@acme.test`;
    const outcome = await signUpViaApi(page, {
      fullName: 'Wendy Waiting',
      companyName: 'Acme',
      email,
      password: PASSWORD,
    });
    expect(outcome).toBe('pending_approval');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Pending Approval' })).toBeVisible();
    await check(page, 'pending-approval');
  });

  test('admin dashboard and the invitation page', async ({ page, browser }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Pending approvals' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Invite a colleague' }).getByRole('listitem').first(),
    ).toBeVisible();
    await check(page, 'dashboard-admin');

    const response = await page.request.get('/api/v1/invitations');
    const { items } = (await response.json()) as { items: { id: string; status: string }[] };
    const pending = items.find((item) => item.status === 'pending');
    if (!pending) throw new Error('The demo data should hold a pending invitation');

    const context = await browser.newContext({ locale: 'en-US' });
    const visitor = await context.newPage();
    await visitor.goto(`/invitation/accept/${pending.id}`);
    await expect(visitor.getByRole('button', { name: 'Accept and create account' })).toBeVisible();
    await check(visitor, 'invitation-accept');
    await context.close();
  });

  test('employee dashboard', async ({ page }) => {
    await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await check(page, 'dashboard-employee');
  });
});
