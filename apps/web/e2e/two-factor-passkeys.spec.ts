import { Secret, TOTP } from 'otpauth';
import {
  captureScreens,
  expect,
  expectAccessible,
  person,
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
  await form.getByRole('button', { name: 'Sign in' }).click();
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

test('someone whose company requires a second factor past its deadline sees the set-up screen', async ({
  page,
}) => {
  const who = person(uniqueDomain(), 'owner', 'Ravi Menon');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  // The company's policy is written on the Security tab of /it-admin (another part of issue 24); its
  // server side is covered in apps/api/test/two-factor.test.ts. Here /me says what such a policy makes
  // it say, to check the screen the web shows for it.
  await page.route('**/api/v1/me', async (route) => {
    const response = await route.fetch();
    const me = await response.json();
    me.secondFactor = {
      required: true,
      enrolled: false,
      deadline: new Date(Date.now() - 86_400_000).toISOString(),
      blocking: true,
    };
    await route.fulfill({ response, json: me });
  });
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in to continue' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'two-factor-must-enrol');
  await page.unroute('**/api/v1/me');
  // Signing out here leads where the shell's sign-out does.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/(auth|landing)$/);
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
});
