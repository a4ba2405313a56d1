import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  person,
  signInViaApi,
  signOutViaMenu,
  signUpViaApi,
  test,
  uniqueDomain,
} from './support.ts';

/** The code an authenticator app would show now for this key (RFC 6238, computed in the test). */
const codeFor = (key: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/**
 * Two-step sign-in (issue 24, point 4; decision 0075): a person sets up an authenticator app on
 * /profile and is asked for its code at their next sign-in.
 */
test('a person sets up an authenticator app on their profile and signs in with a code from it', async ({
  page,
}) => {
  const who = person(uniqueDomain(), 'owner', 'Tess Okafor');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Sign-in security' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();

  // A wrong password is refused under the field and nothing starts.
  await section.getByLabel('Password', { exact: true }).fill('not-my-password');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'The password is not correct.',
  );
  await section.getByLabel('Password', { exact: true }).fill(who.password);
  await section.getByRole('button', { name: 'Continue' }).click();

  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await section.getByTestId('totp-secret').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7 ]+$/);
  await expectAccessible(page);
  await captureScreens(page, 'two-factor-setup');

  await section.getByLabel('Six-digit code', { exact: true }).fill(codeFor(key, 10));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.getByLabel('Six-digit code', { exact: true })).toHaveAccessibleDescription(
    /That code is not correct/,
  );
  await section.getByLabel('Six-digit code', { exact: true }).fill(codeFor(key));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectAccessible(page);
  await captureScreens(page, 'two-factor-recovery-codes');
  await section.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section.getByText(/You have 10 unused recovery codes/)).toBeVisible();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await captureScreens(page, 'two-factor-profile-on');

  // The next sign-in asks for a code after the password.
  await signOutViaMenu(page);
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await form.getByLabel('E-mail or phone', { exact: true }).fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeFocused();
  await expect(page).toHaveURL(/\/auth$/);
  await expectAccessible(page);
  await captureScreens(page, 'two-factor-second-step');

  const code = form.getByLabel('Six-digit code', { exact: true });
  await code.fill(codeFor(key, 10));
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription(/That code is not correct/);
  await code.fill(codeFor(key));
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
});

/**
 * Chromium's virtual authenticator (WebAuthn over the DevTools protocol): a platform authenticator
 * with discoverable credentials and user verification that always succeeds, as Touch ID would.
 * WebAuthn needs a secure context: the servers of these tests are http://localhost:<port>, which
 * browsers treat as one, and the API's relying-party id is that host (BASE_URL).
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test('a person adds a passkey on their profile, renames it and signs in with it', async ({ page }) => {
  const authenticator = await virtualAuthenticator(page);
  const who = person(uniqueDomain(), 'owner', 'Mina Duarte');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Passkeys' });
  await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
  // A name is asked for first, and refused when blank.
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(panel.getByLabel('Passkey name', { exact: true })).toHaveAccessibleDescription(
    /Name the passkey\./,
  );
  await panel.getByLabel('Passkey name', { exact: true }).fill('Test laptop');
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  const list = panel.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Test laptop')).toBeVisible();
  await expect(list.getByText(/not used yet/)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);

  await list.getByRole('button', { name: 'Rename' }).click();
  await list.getByLabel('New name for Test laptop', { exact: true }).fill('Work laptop');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Work laptop')).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'passkeys-profile');

  await signOutViaMenu(page);
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await expectAccessible(page);
  await captureScreens(page, 'passkeys-sign-in');
  await form.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible();

  // Removing asks first; afterwards the passkey no longer signs in.
  await page.getByRole('region', { name: 'Passkeys' }).getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByRole('region', { name: 'Passkeys' }).getByText('You have no passkeys yet.'),
  ).toBeVisible();
  await signOutViaMenu(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(/This passkey is not known here/);
});

/** IT Administration > Security, as an account holder saves it (the tab itself: it-admin-roles-security.spec.ts). */
async function requireTwoStepForAdmins(page: Page, graceDays: number) {
  const saved = await page.request.put('/api/v1/it-admin/security-policy', {
    data: {
      passwordMinLength: 8,
      sessionLifetimeHours: 168,
      idleTimeoutMinutes: null,
      twoFactorRequired: 'admins',
      twoFactorGraceDays: graceDays,
      signInMethods: ['password', 'passkey'],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('an account holder requires two-step sign-in for admins: at the next sign-in they must enrol a passkey first', async ({
  page,
}) => {
  await virtualAuthenticator(page);
  const who = person(uniqueDomain(), 'owner', 'Ravi Menon');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  await requireTwoStepForAdmins(page, 0);

  // Next sign-in: the password is right, and the server refuses everything but enrolment.
  await signInViaApi(page, who.email, who.password);
  const refused = await page.request.get('/api/v1/it-admin/roles');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('SECOND_FACTOR_REQUIRED');
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in to continue' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'two-factor-must-enrol');

  await page.getByLabel('Passkey name', { exact: true }).fill('Phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  expect((await page.request.get('/api/v1/it-admin/roles')).status()).toBe(200);

  await signOutViaMenu(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('within the grace period, every page reminds the person of the deadline and links to the setup', async ({
  page,
}) => {
  const who = person(uniqueDomain(), 'owner', 'Lea Brandt');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  await requireTwoStepForAdmins(page, 5);
  const deadline = new Date(Date.now() + 5 * 86_400_000);
  await page.goto('/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'Your company requires two-step sign-in.' });
  await expect(banner).toContainText(deadline.toLocaleDateString('en-US', { dateStyle: 'long' }));
  await expectAccessible(page);
  await captureScreens(page, 'two-factor-reminder');
  await banner.getByRole('link', { name: 'Set it up now' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole('region', { name: 'Sign-in security' }).getByText(/Set it up by/),
  ).toBeVisible();
});

test('the issue’s path: Acme’s account holder requires two-step sign-in for admins, and the IT administrator must enrol a passkey at the next sign-in', async ({
  page,
  browser,
}) => {
  await virtualAuthenticator(page);
  await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
  try {
    await requireTwoStepForAdmins(page, 0);
    await signInViaApi(page, 'it@acme.test', DEMO_PASSWORD);
    await page.goto('/it-admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in to continue' }),
    ).toBeVisible();
    await page.getByLabel('Passkey name', { exact: true }).fill('IT laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'IT Administration' })).toBeVisible();
    await signOutViaMenu(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    // Acme's admins are all asked now, its account holder too: platform staff managing Acme (whose own
    // company asks nothing) put the demo company's policy back for the specs that follow.
    const staff = await browser.newPage();
    await signInViaApi(staff, 'admin@competencyhub.test', DEMO_PASSWORD);
    const reset = await staff.request.put('/api/v1/it-admin/security-policy', {
      data: {
        passwordMinLength: 8,
        sessionLifetimeHours: 168,
        idleTimeoutMinutes: null,
        twoFactorRequired: 'none',
        twoFactorGraceDays: 7,
        signInMethods: ['password', 'passkey'],
      },
    });
    expect(reset.status(), await reset.text()).toBe(200);
    await staff.close();
  }
});
