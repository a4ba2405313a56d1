import {
  captureScreens,
  expect,
  expectAccessible,
  openContext,
  person,
  signUpViaApi,
  test,
  uniqueDomain,
} from './support.ts';

test('a weak password is refused at sign-up with every reason, then a good one is taken', async ({
  page,
}) => {
  const domain = uniqueDomain();
  await page.goto('/auth?tab=signup');
  const panel = page.getByRole('tabpanel', { name: 'Sign up' });
  await panel.getByLabel('Full name', { exact: true }).fill('Hedy Lamarr');
  await panel.getByLabel('Company name', { exact: true }).fill('Frequency Hopping');
  await panel.getByLabel('E-mail', { exact: true }).fill(`hedy@${domain}`);
  const password = panel.getByLabel('Password', { exact: true });
  // The rules are said before the first try.
  await expect(password).toHaveAccessibleDescription(
    'At least 8 characters. Not a common password, and not your name or e-mail.',
  );

  await password.fill('password');
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(
    'At least 8 characters. Not a common password, and not your name or e-mail. This password is one of the most common passwords, which attackers try first',
  );

  await password.fill('Lamarr-1914');
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(password).toHaveAccessibleDescription(
    'At least 8 characters. Not a common password, and not your name or e-mail. This password contains your name',
  );
  await expect(password).toBeFocused();
  await expectAccessible(page);
  await captureScreens(page, 'sign-up-weak-password');

  await password.fill('spread spectrum torpedo guidance');
  await panel.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
});

test('changing the password signs out the other devices unless the box is cleared', async ({
  page,
  browser,
}) => {
  const who = person(uniqueDomain(), 'grace', 'Grace Hopper', 'Cobol Works');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  // A second device: its own browser context, signed in through the sign-in form.
  const origin = new URL((await page.goto('/dashboard'))?.url() ?? '').origin;
  const laptop = await openContext(browser, { baseURL: origin });
  const other = await laptop.newPage();
  await other.goto('/auth');
  const signInPanel = other.getByRole('tabpanel', { name: 'Sign in' });
  await signInPanel.getByLabel('E-mail or phone', { exact: true }).fill(who.email);
  await signInPanel.getByLabel('Password', { exact: true }).fill(who.password);
  await signInPanel.getByRole('button', { name: 'Sign in', exact: true }).click();
  await other.waitForURL('**/dashboard');

  const changePassword = async (from: string, to: string, signOutOthers: boolean) => {
    await page.goto('/profile');
    const panel = page.getByRole('region', { name: 'Change password' });
    const box = panel.getByRole('checkbox', { name: 'Sign out of all other devices' });
    await expect(box).toBeChecked();
    if (!signOutOthers) await box.uncheck();
    await panel.getByLabel('Current password', { exact: true }).fill(from);
    await panel.getByLabel('New password', { exact: true }).fill(to);
    await panel.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
  };

  // With the box cleared, the other device stays signed in.
  await changePassword(who.password, 'Flow-matic-1955-compiler', false);
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/profile$/);
  await expect(other.getByRole('region', { name: 'Change password' })).toBeVisible();

  // With it ticked (the default), the other device's next page is the sign-in page; this one stays.
  await changePassword('Flow-matic-1955-compiler', 'Nanosecond-wire-11-8', true);
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/auth$/);
  await expect(other.getByRole('tabpanel', { name: 'Sign in' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await laptop.close();
});
