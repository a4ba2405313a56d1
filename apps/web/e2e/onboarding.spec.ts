import {
  captureScreens,
  expect,
  expectAccessible,
  linkFrom,
  newWatchedPage,
  person,
  signUpViaApi,
  signUpViaUi,
  test,
  uniqueDomain,
  waitForEmail,
} from './support.ts';

const CONFIRM_SUBJECT = 'Confirm your e-mail address';

test('a new company signs up, confirms its e-mail, a colleague asks to join, the owner approves them', async ({
  page,
  browser,
}) => {
  // Two people, three e-mails and two accessibility checks: a journey, given the time of one.
  test.slow();
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

  await test.step('the dashboard asks the account holder to confirm the e-mail, and says why', async () => {
    const callout = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(callout).toContainText(
      `We sent a link to ${owner.email}. Confirming it lets colleagues at ${domain} ask to join Analytical Engines, and keeps your account recoverable.`,
    );
    await expect(callout.getByRole('button', { name: 'Resend link' })).toBeEnabled();
  });

  await test.step('the link in the e-mail confirms it and claims the domain', async () => {
    const link = linkFrom(await waitForEmail(owner.email, CONFIRM_SUBJECT), '/verify-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeVisible();
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await expect(
      page.getByText(
        `Colleagues who sign up with an @${domain} address will now ask to join Analytical Engines.`,
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
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
    // The request cannot be approved before the mailbox is confirmed, and the screen says so first.
    await expect(p.getByRole('heading', { name: 'First, confirm your e-mail address' })).toBeVisible();
    await expect(
      p.getByText(
        `We sent a link to ${colleague.email}. Your request can be approved only after you open it.`,
      ),
    ).toBeVisible();
    await expect(p.getByRole('button', { name: 'Resend link' })).toBeEnabled();
    await expect(p.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    await expect(
      p.getByText(
        "Once you confirm your e-mail address, your organization's administrators are notified and will review your request within 1-2 business days.",
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
    await expectAccessible(p);
    await captureScreens(p, 'pending-approval-unconfirmed');
  });

  const panel = page.getByRole('region', { name: 'Pending approvals' });
  const row = panel.getByRole('listitem').filter({ hasText: colleague.email });
  await test.step('the owner sees the request waiting for e-mail confirmation, with no approve button', async () => {
    await page.reload();
    await expect(row).toContainText('Charles Babbage');
    await expect(row).toContainText('Waiting for e-mail confirmation');
    await expect(row.getByRole('button', { name: 'Approve Charles Babbage' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Reject Charles Babbage' })).toBeEnabled();
    await expectAccessible(page);
    await captureScreens(page, 'pending-approvals-unconfirmed');
  });

  await test.step('the colleague confirms the address from the e-mail; the admin hears of it only now', async () => {
    const link = linkFrom(await waitForEmail(colleague.email, CONFIRM_SUBJECT), '/verify-email');
    await second.page.goto(link);
    await expect(second.page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    const notice = await waitForEmail(owner.email, 'asks to join your company');
    expect(notice).toContain('Charles Babbage');
  });

  await test.step('the owner approves the colleague from the dashboard', async () => {
    await page.reload();
    await expect(row).not.toContainText('Waiting for e-mail confirmation');
    await row.getByRole('button', { name: 'Approve Charles Babbage' }).click();
    await expect(
      panel.getByText('Charles Babbage has been approved and can now use CompetencyHub.'),
    ).toBeVisible();
    await expect(panel.getByText('No one is waiting for approval.')).toBeVisible();
  });

  await test.step('the colleague checks the status and gets in', async () => {
    await second.page.goto('/dashboard');
    await expect(
      second.page.getByRole('heading', { level: 1, name: 'Welcome, Charles Babbage' }),
    ).toBeVisible();
    await expect(second.page.getByRole('main').getByText('Employee').first()).toBeVisible();
    // The address is confirmed already: nothing to remind them of.
    await expect(second.page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
  });

  await test.step('signing up again with a used e-mail reveals nothing about the account', async () => {
    const third = await newWatchedPage(browser);
    await third.page.goto('/auth?tab=signup');
    const form = third.page.getByRole('tabpanel', { name: 'Sign up' });
    await form.getByLabel('Full name', { exact: true }).fill('Someone Else');
    await form.getByLabel('Company name', { exact: true }).fill('Whatever Inc');
    await form.getByLabel('E-mail', { exact: true }).fill(owner.email);
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

test('before the first account holder confirms, a colleague on the same domain starts their own company', async ({
  page,
  browser,
}) => {
  const domain = uniqueDomain();
  const first = await newWatchedPage(browser);
  expect(await signUpViaApi(first.page, person(domain, 'edsger', 'Edsger Dijkstra', 'Shortest Paths'))).toBe(
    'signed_in',
  );

  // Nobody has confirmed an address at this domain yet, so it belongs to no company.
  await signUpViaUi(page, person(domain, 'tony', 'Tony Hoare', 'Quicksort Partners'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tony Hoare' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Quicksort Partners').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Account Holder').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toContainText(
    `Confirming it lets colleagues at ${domain} ask to join Quicksort Partners`,
  );
  expect(first.problems).toEqual([]);
  await first.context.close();
});

test.describe('the confirmation page', () => {
  test('a missing or invalid token says so; signed out, it points to sign-in', async ({ page }) => {
    await page.goto('/verify-email?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible();
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();

    await page.goto('/verify-email');
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
  });

  test('signed in, a bad link offers a new one, and the new link works', async ({ page }) => {
    const who = person(uniqueDomain(), 'barbara', 'Barbara Liskov', 'Substitution Labs');
    expect(await signUpViaApi(page, who)).toBe('signed_in');
    await waitForEmail(who.email, CONFIRM_SUBJECT);

    await page.goto('/verify-email?token=not-a-real-token');
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByText(`We sent a new link to ${who.email}.`)).toBeVisible();

    const link = linkFrom(await waitForEmail(who.email, CONFIRM_SUBJECT, { nth: 2 }), '/verify-email');
    await page.goto(link);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await expect(
      page.getByText(
        `Colleagues who sign up with an @${who.email.split('@')[1]} address will now ask to join Substitution Labs.`,
      ),
    ).toBeVisible();
  });

  test('signed out, a good link confirms without naming the company', async ({ page, browser }) => {
    const who = person(uniqueDomain(), 'frances', 'Frances Allen', 'Optimizing Compilers');
    const owner = await newWatchedPage(browser);
    expect(await signUpViaApi(owner.page, who)).toBe('signed_in');
    const link = linkFrom(await waitForEmail(who.email, CONFIRM_SUBJECT), '/verify-email');

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/auth/verify-email'))
        posts.push(request.url());
    });
    await page.goto(link);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    expect(posts, 'the token is posted once').toHaveLength(1);
    await expect(
      page.getByText(
        `Colleagues who sign up with an @${who.email.split('@')[1]} address will now ask to join your company.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(owner.problems).toEqual([]);
    await owner.context.close();
  });
});

test('the dashboard callout resends the link and reports a rate limit', async ({ page }) => {
  const who = person(uniqueDomain(), 'katherine', 'Katherine Johnson', 'Orbital Mechanics');
  expect(await signUpViaApi(page, who)).toBe('signed_in');
  await page.goto('/dashboard');
  const callout = page.getByRole('region', { name: 'Confirm your e-mail address' });

  await callout.getByRole('button', { name: 'Resend link' }).click();
  await expect(callout.getByRole('status')).toHaveText(`We sent a new link to ${who.email}.`);
  await waitForEmail(who.email, CONFIRM_SUBJECT, { nth: 2 });

  await page.route('**/api/v1/auth/verification-email', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '3598' },
      contentType: 'application/problem+json',
      body: JSON.stringify({
        type: 'about:blank',
        title: 'Too Many Requests',
        status: 429,
        code: 'RATE_LIMITED',
      }),
    }),
  );
  await callout.getByRole('button', { name: 'Resend link' }).click();
  await expect(callout.getByRole('alert')).toHaveText('Too many attempts. Try again in 60 minutes.');
  await expect(callout.getByRole('button', { name: 'Resend link' })).toBeEnabled();
});
