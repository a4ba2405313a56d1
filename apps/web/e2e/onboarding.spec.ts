import { expect, newWatchedPage, person, signUpViaUi, test, uniqueDomain } from './support.ts';

test('a new company signs up, a colleague asks to join, the owner approves them', async ({
  page,
  browser,
}) => {
  const domain = uniqueDomain();
  const owner = person(domain, 'ada', 'Ada Lovelace', 'Analytical Engines');
  const colleague = person(domain, 'charles', 'Charles Babbage', 'Analytical Engines');

  await test.step('the first person creates the company and is greeted by name', async () => {
    await signUpViaUi(page, owner);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Analytical Engines').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Account Holder').first()).toBeVisible();
    await expect(page.getByText('No one is waiting for approval.')).toBeVisible();
  });

  const second = await newWatchedPage(browser);
  await test.step('a colleague on the same domain sees the Account Pending Approval screen', async () => {
    await signUpViaUi(second.page, colleague);
    const p = second.page;
    await expect(p.getByRole('heading', { level: 1, name: 'Account Pending Approval' })).toBeVisible();
    await expect(p.getByText('Your account is awaiting administrator approval.')).toBeVisible();
    await expect(p.getByRole('status').filter({ hasText: 'Your signup request' })).toHaveText(
      `Your signup request for ${colleague.email} has been received. An administrator must approve your account before you can use the system.`,
    );
    await expect(p.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    await expect(
      p.getByText(
        "Your organization's administrators have been notified and will review your request within 1-2 business days.",
      ),
    ).toBeVisible();
    await expect(p.getByRole('heading', { name: 'Need faster access?' })).toBeVisible();
    await expect(
      p.getByText(
        "Contact your organization's administrator or IT team to request a formal invitation, which gives you immediate access.",
      ),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Check Status' })).toBeVisible();
    await expect(p.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(
      p.getByText('If you believe this is an error, please contact your system administrator.'),
    ).toBeVisible();
  });

  await test.step('the owner approves the colleague from the dashboard', async () => {
    await page.reload();
    const panel = page.getByRole('region', { name: 'Pending approvals' });
    const row = panel.getByRole('listitem').filter({ hasText: colleague.email });
    await expect(row).toContainText('Charles Babbage');
    await row.getByRole('button', { name: 'Approve Charles Babbage' }).click();
    await expect(
      panel.getByText('Charles Babbage has been approved and can now use CompetencyHub.'),
    ).toBeVisible();
    await expect(panel.getByText('No one is waiting for approval.')).toBeVisible();
  });

  await test.step('the colleague checks the status and gets in', async () => {
    await second.page.getByRole('button', { name: 'Check Status' }).click();
    await expect(
      second.page.getByRole('heading', { level: 1, name: 'Welcome, Charles Babbage' }),
    ).toBeVisible();
    await expect(second.page.getByRole('main').getByText('Employee').first()).toBeVisible();
  });

  await test.step('signing up again with a used e-mail reveals nothing about the account', async () => {
    const third = await newWatchedPage(browser);
    await third.page.goto('/auth?tab=signup');
    const form = third.page.getByRole('tabpanel', { name: 'Sign up' });
    await form.getByLabel('Full name', { exact: true }).fill('Someone Else');
    await form.getByLabel('Company name', { exact: true }).fill('Whatever Inc');
    await form.getByLabel('Work e-mail', { exact: true }).fill(owner.email);
    await form.getByLabel('Password', { exact: true }).fill('Another-password-9');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(
      form.getByText("If this e-mail can be used, we've sent a message to it with next steps."),
    ).toBeVisible();
    await expect(third.page).toHaveURL(/\/auth\?tab=signup$/);
    expect(third.problems).toEqual([]);
    await third.context.close();
  });

  expect(second.problems).toEqual([]);
  await second.context.close();
});
