import type { Page } from '@playwright/test';
import { expect, newWatchedPage, person, signUpViaApi, test, uniqueDomain } from './support.ts';

interface InvitationItem {
  id: string;
  email: string;
  status: string;
}

async function invitationId(page: Page, email: string): Promise<string> {
  const response = await page.request.get('/api/v1/invitations');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: InvitationItem[] };
  const found = items.find((item) => item.email === email);
  if (!found) throw new Error(`No invitation for ${email}`);
  return found.id;
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

  const id = await invitationId(page, inviteeEmail);
  const invitee = await newWatchedPage(browser);
  await invitee.page.goto(`/invitation/accept/${id}`);
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

  await test.step('the used link now says so', async () => {
    const fresh = await newWatchedPage(browser);
    await fresh.page.goto(`/invitation/accept/${id}`);
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
  expect(await signUpViaApi(page, person(domain, 'alan', 'Alan Turing', 'Bletchley Works'))).toBe(
    'signed_in',
  );
  await page.goto('/dashboard');
  const email = `joan@${domain}`;
  await invite(page, email, 'Employee');
  const id = await invitationId(page, email);

  const row = page
    .getByRole('region', { name: 'Invite a colleague' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await row.getByRole('button', { name: `Revoke invitation for ${email}` }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);

  const visitor = await newWatchedPage(browser);
  await visitor.page.goto(`/invitation/accept/${id}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Invitation revoked' })).toBeVisible();
  await visitor.page.goto('/invitation/accept/00000000-0000-0000-0000-00000000abcd');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible();
  expect(visitor.problems).toEqual([]);
  await visitor.context.close();
});

test('a person waiting for approval accepts an invitation by signing in', async ({ page, browser }) => {
  const domain = uniqueDomain();
  expect(await signUpViaApi(page, person(domain, 'hedy', 'Hedy Lamarr', 'Frequency Hop'))).toBe('signed_in');
  const waiting = await newWatchedPage(browser);
  const waiter = person(domain, 'nikola', 'Nikola Tesla');
  expect(await signUpViaApi(waiting.page, waiter)).toBe('pending_approval');
  await waiting.page.request.post('/api/v1/auth/sign-out');

  await page.goto('/dashboard');
  await invite(page, waiter.email, 'Learning Lead');
  const id = await invitationId(page, waiter.email);

  const p = waiting.page;
  await p.goto(`/invitation/accept/${id}`);
  await expect(p.getByText('You already have an account. Sign in to accept the invitation.')).toBeVisible();
  await p.getByLabel('Password', { exact: true }).fill('wrong-password');
  await p.getByRole('button', { name: 'Sign in and accept' }).click();
  await expect(p.getByRole('alert')).toHaveText('Invalid e-mail or password');
  await p.getByLabel('Password', { exact: true }).fill(waiter.password);
  await p.getByRole('button', { name: 'Sign in and accept' }).click();
  await expect(p.getByRole('heading', { level: 1, name: 'Welcome, Nikola Tesla' })).toBeVisible();
  expect(waiting.problems).toEqual([]);
  await waiting.context.close();
});
