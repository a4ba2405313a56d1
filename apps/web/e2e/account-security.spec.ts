import {
  captureScreens,
  expect,
  expectAccessible,
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

test('changing the password signs out the other devices unless the box is cleared', async ({ page }) => {
  const who = person(uniqueDomain(), 'grace', 'Grace Hopper', 'Cobol Works');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Change password' });
  await expect(panel.getByRole('checkbox', { name: 'Sign out of all other devices' })).toBeChecked();
});
