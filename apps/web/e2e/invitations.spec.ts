import type { Page } from '@playwright/test';
import {
  captureScreens,
  confirmEmailFromInbox,
  expect,
  expectAccessible,
  linkFrom,
  newWatchedPage,
  person,
  signUpViaApi,
  test,
  uniqueDomain,
  waitForEmail,
} from './support.ts';

/** The accept link, as the invitee gets it: from the invitation e-mail. */
async function invitationLink(email: string): Promise<string> {
  const link = linkFrom(await waitForEmail(email, 'invited you to'), '/invitation/accept/');
  // A secret token (32 random bytes, base64url), not the invitation's id.
  expect(new URL(link).pathname).toMatch(/^\/invitation\/accept\/[A-Za-z0-9_-]{43}$/);
  return link;
}

/** The admin list has the id (for revoking) but never the token from the e-mail link. */
async function expectListHidesToken(page: Page, link: string): Promise<void> {
  const token = new URL(link).pathname.split('/').pop() ?? '';
  const response = await page.request.get('/api/v1/invitations');
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain(token);
}

async function invite(page: Page, email: string, role: string): Promise<void> {
  const panel = page.getByRole('region', { name: 'Invite a colleague' });
  await panel.getByLabel('E-mail', { exact: true }).fill(email);
  await panel.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await panel.getByRole('button', { name: 'Send invitation' }).click();
  await expect(panel.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: email })).toContainText('Pending');
}

test('an invited person accepts with a new account and lands on the dashboard', async ({ page, browser }) => {
  const domain = uniqueDomain();
  const owner = person(domain, 'grace', 'Grace Hopper', 'Compilers Ltd');
  expect(await signUpViaApi(page, owner)).toBe('signed_in');
  await page.goto('/dashboard');
  const inviteeEmail = `linus@${domain}`;

  await test.step('nobody is invited until the owner has confirmed their own e-mail', async () => {
    const panel = page.getByRole('region', { name: 'Invite a colleague' });
    await panel.getByLabel('E-mail', { exact: true }).fill(inviteeEmail);
    await panel.getByRole('button', { name: 'Send invitation' }).click();
    await expect(panel.getByText('Confirm your e-mail address before inviting people')).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: inviteeEmail })).toHaveCount(0);
    await expectAccessible(page);
    await captureScreens(page, 'invite-needs-confirmed-email');
    await confirmEmailFromInbox(page, owner.email);
    await page.goto('/dashboard');
  });

  await invite(page, inviteeEmail, 'Team Manager');

  await test.step('roles above the actor are not offered', async () => {
    const options = page
      .getByRole('region', { name: 'Invite a colleague' })
      .getByLabel('Role')
      .locator('option');
    await expect(options).toHaveText([
      'Employee',
      'Team Manager',
      'Learning Lead',
      'Company IT Admin',
      'Account Holder',
    ]);
  });

  await test.step('inviting the same e-mail twice is refused with a clear message', async () => {
    const panel = page.getByRole('region', { name: 'Invite a colleague' });
    await panel.getByLabel('E-mail', { exact: true }).fill(inviteeEmail);
    await panel.getByRole('button', { name: 'Send invitation' }).click();
    await expect(panel.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(
      'An invitation is already waiting for this e-mail',
    );
  });

  const link = await invitationLink(inviteeEmail);
  await expectListHidesToken(page, link);
  const invitee = await newWatchedPage(browser);
  await invitee.page.goto(link);
  const p = invitee.page;
  await expect(p.getByRole('heading', { level: 1, name: 'Join Compilers Ltd' })).toBeVisible();
  await expect(p.getByText(inviteeEmail).first()).toBeVisible();
  await expect(p.getByText('Team Manager')).toBeVisible();
  await p.getByLabel('Full name', { exact: true }).fill('Linus Torvalds');
  await p.getByLabel('Password', { exact: true }).fill('Kernel-hacker-91');
  await p.getByRole('button', { name: 'Accept and create account' }).click();
  await expect(p).toHaveURL(/\/dashboard$/);
  await expect(p.getByRole('heading', { level: 1, name: 'Welcome, Linus Torvalds' })).toBeVisible();
  await expect(p.getByRole('main').getByText('Team Manager').first()).toBeVisible();
  // The invitation e-mail proved the address: nothing to confirm.
  await expect(p.getByRole('heading', { name: 'Confirm your e-mail address' })).toHaveCount(0);

  await test.step('the used link now says so', async () => {
    const fresh = await newWatchedPage(browser);
    await fresh.page.goto(link);
    await expect(
      fresh.page.getByRole('heading', { level: 1, name: 'Invitation already used' }),
    ).toBeVisible();
    expect(fresh.problems).toEqual([]);
    await fresh.context.close();
  });

  await test.step("the owner's list shows the invitation as accepted", async () => {
    await page.reload();
    const row = page
      .getByRole('region', { name: 'Invite a colleague' })
      .getByRole('listitem')
      .filter({ hasText: inviteeEmail });
    await expect(row).toContainText('Accepted');
  });

  expect(invitee.problems).toEqual([]);
  await invitee.context.close();
});

test('a revoked invitation cannot be used', async ({ page, browser }) => {
  const domain = uniqueDomain();
  const owner = person(domain, 'alan', 'Alan Turing', 'Bletchley Works');
  expect(await signUpViaApi(page, owner)).toBe('signed_in');
  // Only someone whose own e-mail is confirmed may send invitations.
  await confirmEmailFromInbox(page, owner.email);
  await page.goto('/dashboard');
  const email = `joan@${domain}`;
  await invite(page, email, 'Employee');
  const link = await invitationLink(email);

  const row = page
    .getByRole('region', { name: 'Invite a colleague' })
    .getByRole('listitem')
    .filter({ hasText: email });
  // Revoking asks first, like every destructive action; cancelling changes nothing.
  await row.getByRole('button', { name: `Revoke invitation for ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke the invitation for ${email}?` });
  await expect(confirm).toContainText('The link in their e-mail stops working at once.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await captureScreens(page, 'invitation-revoke-dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Revoke invitation for ${email}` }).click();
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);

  const visitor = await newWatchedPage(browser);
  await visitor.page.goto(link);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Invitation revoked' })).toBeVisible();
  await expectAccessible(visitor.page);
  await captureScreens(visitor.page, 'invitation-revoked');

  // The old kind of link (the invitation's id) is not a token: the API answers 400.
  await visitor.page.goto('/invitation/accept/00000000-0000-0000-0000-00000000abcd');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible();
  // A well-formed token that matches no invitation: 404.
  await visitor.page.goto(`/invitation/accept/${'A'.repeat(43)}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible();
  await expectAccessible(visitor.page);
  await captureScreens(visitor.page, 'invitation-not-found');
  expect(visitor.problems).toEqual([]);
  await visitor.context.close();
});

test('a person waiting for approval accepts an invitation by signing in', async ({ page, browser }) => {
  const domain = uniqueDomain();
  const owner = person(domain, 'hedy', 'Hedy Lamarr', 'Frequency Hop');
  expect(await signUpViaApi(page, owner)).toBe('signed_in');
  // Only a confirmed e-mail claims the domain; then colleagues ask to join instead of starting a company.
  await confirmEmailFromInbox(page, owner.email);
  const waiting = await newWatchedPage(browser);
  const waiter = person(domain, 'nikola', 'Nikola Tesla');
  expect(await signUpViaApi(waiting.page, waiter)).toBe('pending_approval');
  await waiting.page.request.post('/api/v1/auth/sign-out');

  await page.goto('/dashboard');
  await invite(page, waiter.email, 'Learning Lead');
  const link = await invitationLink(waiter.email);

  const p = waiting.page;
  await p.goto(link);
  await expect(p.getByText('You already have an account. Sign in to accept the invitation.')).toBeVisible();
  await p.getByLabel('Password', { exact: true }).fill('wrong-password');
  await p.getByRole('button', { name: 'Sign in and accept' }).click();
  await expect(p.getByRole('alert')).toHaveText('Invalid e-mail, phone number or password');
  await p.getByLabel('Password', { exact: true }).fill(waiter.password);
  await p.getByRole('button', { name: 'Sign in and accept' }).click();
  await expect(p.getByRole('heading', { level: 1, name: 'Welcome, Nikola Tesla' })).toBeVisible();
  expect(waiting.problems).toEqual([]);
  await waiting.context.close();
});
