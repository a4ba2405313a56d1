import type { Page } from '@playwright/test';
import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  linkFrom,
  openContext,
  PASSWORD,
  person,
  signInViaApi,
  signUpViaApi,
  test,
  uniqueDomain,
  waitForEmail,
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

    await page.goto('/verify-email?token=not-a-real-token');
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
    await check(page, 'verify-email-invalid');

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
    await check(page, 'initializing');
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

    // Links are only in e-mails now: invite someone and read theirs.
    const invitee = `screens-${Date.now()}@acme.test`;
    const created = await page.request.post('/api/v1/invitations', {
      data: { email: invitee, role: 'employee' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = linkFrom(await waitForEmail(invitee, 'invited you to'), '/invitation/accept/');

    const context = await openContext(browser);
    const visitor = await context.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('button', { name: 'Accept and create account' })).toBeVisible();
    await check(visitor, 'invitation-accept');
    await context.close();
  });

  test('e-mail confirmation: the dashboard callout and the confirmed page', async ({ page }) => {
    const who = person(uniqueDomain(), 'grace', 'Grace Hopper', 'Compilers Ltd');
    expect(await signUpViaApi(page, who)).toBe('signed_in');
    await page.goto('/dashboard');
    const callout = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(callout).toBeVisible();
    await callout.getByRole('button', { name: 'Resend link' }).click();
    await expect(callout.getByRole('status')).toBeVisible();
    await check(page, 'dashboard-unverified');

    await page.goto('/verify-email?token=not-a-real-token');
    await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
    await check(page, 'verify-email-invalid-signed-in');

    await page.goto(linkFrom(await waitForEmail(who.email, 'Confirm your e-mail address'), '/verify-email'));
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await check(page, 'verify-email-confirmed');
  });

  test('e-mail confirmation in progress', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/auth/verify-email', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/verify-email?token=held-token');
    await expect(page.getByText('Confirming your e-mail address...')).toBeVisible();
    await check(page, 'verify-email-pending');
    release();
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
  });

  test('employee dashboard', async ({ page }) => {
    await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    // "Member since" is a day, not a moment: the date alone, as the reader's locale writes it.
    const me = (await (await page.request.get('/api/v1/me')).json()) as { user: { createdAt: string } };
    const day = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso)),
      me.user.createdAt,
    );
    const since = page.locator('dt:text-is("Member since") + dd');
    await expect(since).toHaveText(day);
    await check(page, 'dashboard-employee');
  });
});
