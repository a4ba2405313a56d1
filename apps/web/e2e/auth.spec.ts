import {
  DEMO_PASSWORD,
  expect,
  linkFrom,
  person,
  signOutViaMenu,
  signUpViaApi,
  test,
  uniqueDomain,
  waitForEmail,
} from './support.ts';

test.describe('auth pages', () => {
  test('/login redirects to /auth and /register to its sign-up tab', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/register');
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });

  test('signed out, /dashboard sends the visitor to /auth and / to /landing', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    const home = page.getByRole('link', { name: 'Go back home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('a wrong password shows the error and keeps the visitor on /auth', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Sign in' });
    await form.getByLabel('E-mail or phone', { exact: true }).fill('employee@acme.test');
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid e-mail, phone number or password');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a demo user signs in, lands on the dashboard and signs out', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Sign in' });
    await form.getByLabel('E-mail or phone', { exact: true }).fill('employee@acme.test');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    // An employee is not admin-level: no approval or invitation panels.
    await expect(page.getByRole('heading', { name: 'Pending approvals' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Invite a colleague' })).toHaveCount(0);

    await signOutViaMenu(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('empty forms show labelled field errors', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    const panel = page.getByRole('tabpanel', { name: 'Sign up' });
    await panel.getByRole('button', { name: 'Create account' }).click();
    const name = panel.getByLabel('Full name', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your name');
    await expect(panel.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'At least 8 characters. Not a common password, and not your name or e-mail. Password must be at least 8 characters',
    );
  });

  test('tabs follow the keyboard and the URL', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign in' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign up' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=signup/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });

  test('forgot password sends the same answer for any e-mail', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeFocused();
    await page.getByLabel('E-mail', { exact: true }).fill('nobody-here@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(
        "If an account exists for that e-mail, we've sent a link to reset the password. The link works once and expires in 1 hour.",
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeFocused();
  });

  test('reset-password without a token, or with a bad one, offers a new link', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth?view=forgot',
    );

    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('A-new-password-1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('A-different-one-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription(
      'Passwords do not match',
    );

    await page.getByLabel('Confirm new password', { exact: true }).fill('A-new-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible();
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  });
});

test('a session that does not load within 5 seconds is treated as signed out', async ({ page }) => {
  await page.route('**/api/v1/me', () => {
    // Never answered: the server is stuck.
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Initializing application...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 8_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
});

test('server answers reach the user: rate limits and field errors', async ({ page }) => {
  await page.route('**/api/v1/auth/sign-in', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '42' },
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Too Many Requests',
        status: 429,
        code: 'RATE_LIMITED',
      }),
    }),
  );
  await page.route('**/api/v1/auth/sign-up', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        code: 'VALIDATION_FAILED',
        detail: 'Some fields need attention',
        errors: { companyName: ['Company name must be at most 120 characters'] },
      }),
    }),
  );

  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: 'Sign in' });
  await signIn.getByLabel('E-mail or phone', { exact: true }).fill('someone@example.test');
  await signIn.getByLabel('Password', { exact: true }).fill('whatever-it-is');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Too many attempts. Try again in 42 seconds.');

  await page.getByRole('tab', { name: 'Sign up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
  await signUp.getByLabel('Full name', { exact: true }).fill('Sam Sample');
  await signUp.getByLabel('Company name', { exact: true }).fill('Sample Co');
  await signUp.getByLabel('E-mail', { exact: true }).fill('sam@example.test');
  await signUp.getByLabel('Password', { exact: true }).fill('Long-enough-1');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  const company = signUp.getByLabel('Company name', { exact: true });
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription('Company name must be at most 120 characters');
  await expect(company).toBeFocused();
});

test('a signed-in user changes the password and signs in with the new one', async ({ page }) => {
  const who = person(uniqueDomain(), 'marie', 'Marie Curie', 'Radium Works');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Change password' });

  await panel.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await panel.getByLabel('New password', { exact: true }).fill('Polonium-1898');
  await panel.getByRole('button', { name: 'Update password' }).click();
  await expect(panel.getByLabel('Current password', { exact: true })).toHaveAccessibleDescription(
    'Your current password is not correct',
  );

  await panel.getByLabel('Current password', { exact: true }).fill(who.password);
  await panel.getByRole('button', { name: 'Update password' }).click();
  await expect(panel.getByText('Your password has been changed.')).toBeVisible();

  await signOutViaMenu(page);
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await form.getByLabel('E-mail or phone', { exact: true }).fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill('Polonium-1898');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Marie Curie' })).toBeVisible();
});

test('a forgotten password is reset from the e-mailed link, end to end', async ({ page }) => {
  const who = person(uniqueDomain(), 'alan', 'Alan Kay', 'Smalltalk Systems');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  await page.request.post('/api/v1/auth/sign-out');
  const newPassword = 'Dynabook-1972';

  await page.goto('/auth?view=forgot');
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we've sent a link to reset the password/)).toBeVisible();

  const link = linkFrom(
    await waitForEmail(who.email, 'Reset your CompetencyHub password'),
    '/reset-password',
  );
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await form.getByLabel('E-mail or phone', { exact: true }).fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid e-mail, phone number or password');
  await form.getByLabel('Password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alan Kay' })).toBeVisible();

  await test.step('the link works only once', async () => {
    await page.request.post('/api/v1/auth/sign-out');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-one-1980');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Another-one-1980');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible();
  });
});

test('someone who gives a phone number at sign-up can sign in with it', async ({ page }) => {
  const who = person(uniqueDomain(), 'ada', 'Ada Lovelace', 'Analytical Engines');
  const phone = `+44 20 7${String(Date.now()).slice(-6)}`;
  await page.goto('/auth?tab=signup');
  const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
  await signUp.getByLabel('Full name', { exact: true }).fill(who.fullName);
  await signUp.getByLabel('Company name', { exact: true }).fill(who.companyName);
  await signUp.getByLabel('E-mail', { exact: true }).fill(who.email);
  await signUp.getByLabel('Phone (optional)', { exact: true }).fill('020 7946 0958');
  await signUp.getByLabel('Password', { exact: true }).fill(who.password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  // Without the country code the number is refused, with a clear message, and nothing is created.
  await expect(signUp.getByLabel('Phone (optional)', { exact: true })).toHaveAccessibleDescription(
    /Enter the phone number in international format, e\.g\. \+44 20 7946 0958/,
  );
  await signUp.getByLabel('Phone (optional)', { exact: true }).fill(phone);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${who.fullName}` })).toBeVisible();

  await signOutViaMenu(page);
  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: 'Sign in' });
  await signIn.getByLabel('E-mail or phone', { exact: true }).fill(phone);
  await signIn.getByLabel('Password', { exact: true }).fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Invalid e-mail, phone number or password');
  await signIn.getByLabel('Password', { exact: true }).fill(who.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${who.fullName}` })).toBeVisible();
});
