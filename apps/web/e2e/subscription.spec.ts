import type { Page } from '@playwright/test';
import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  linkFrom,
  newWatchedPage,
  person,
  signInViaApi,
  signUpViaApi,
  test,
  uniqueDomain,
  waitForEmail,
} from './support.ts';

async function openUserMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test("a new company's account holder sees the trial, upgrades, buys AI credits and reads the invoice", async ({
  page,
}) => {
  const who = person(uniqueDomain(), 'founder', 'Fiona Founder', 'Ledger Labs');
  await signUpViaApi(page, who);
  await signInViaApi(page, who.email, who.password);
  await page.goto('/dashboard');
  await openUserMenuItem(page, 'Manage Subscription');
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Management' })).toBeVisible();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview.getByText('Free Trial', { exact: true })).toBeVisible();
  await expect(overview.getByText(/The trial ends on/)).toBeVisible();
  await expect(overview.getByRole('meter', { name: 'Active users' })).toHaveAttribute(
    'aria-valuetext',
    '1 of 10',
  );
  await expect(overview.getByRole('meter', { name: 'AI credits' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 50',
  );
  await expectAccessible(page);
  await captureScreens(page, 'subscription-trial');

  // Purchase Add-ons opens the add-ons tab; a trial buys none.
  await openUserMenuItem(page, 'Purchase Add-ons');
  await expect(page).toHaveURL(/tab=addons/);
  await expect(page.getByText('Add-ons come with a paid plan: choose a plan first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy: AI credits (50)' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Plans' }).click();
  await page.getByRole('button', { name: 'Choose this plan: Professional' }).click();
  const switchDialog = page.getByRole('dialog', { name: 'Switch to Professional?' });
  await expect(
    switchDialog.getByText(
      'A new monthly period starts today, and its first month ($99.00) is invoiced now.',
    ),
  ).toBeVisible();
  await switchDialog.getByRole('button', { name: 'Switch plan' }).click();
  await expect(page.getByText('Your company is now on the Professional plan')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Plans' }).getByText('Current plan')).toBeVisible();
  await captureScreens(page, 'subscription-plans');

  await page.getByRole('tab', { name: 'Add-ons' }).click();
  const credits = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'AI credits (50)' }) });
  await credits.getByLabel('Quantity').fill('2');
  await credits.getByRole('button', { name: 'Buy: AI credits (50)' }).click();
  const buyDialog = page.getByRole('dialog', { name: 'Buy 2 packs of AI credits?' });
  await expect(
    buyDialog.getByText('$9.98 is invoiced now, once. The credits last until they are used.'),
  ).toBeVisible();
  await buyDialog.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('2 packs of AI credits added')).toBeVisible();
  await expect(page.getByText('2 × AI credits (50)')).toBeVisible();
  await expect(page.getByText(/100 credits left/)).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'subscription-add-ons');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('meter', { name: 'AI credits' })).toHaveAttribute('aria-valuetext', '0 of 600');
  await expect(page.getByText('$99 per month')).toBeVisible();

  await page.getByRole('tab', { name: 'Invoices' }).click();
  const year = new Date().getUTCFullYear();
  const table = page.getByRole('table', { name: 'Invoices and credit notes, newest first' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row', { name: new RegExp(`CH-${year}-00002`) })).toContainText('$9.98');
  await expect(table.getByRole('row', { name: new RegExp(`CH-${year}-00001`) })).toContainText('$99.00');
  await expectAccessible(page);
  await captureScreens(page, 'subscription-invoices');
  await table.getByRole('link', { name: `CH-${year}-00002` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice CH-${year}-00002` })).toBeVisible();
  await expect(page.getByRole('row', { name: /AI credits \(50\)/ })).toContainText('$4.99');
  await expect(page.getByRole('row', { name: /Total due/ })).toContainText('$9.98');
  await expect(page.getByText(`Payable by bank transfer; please quote CH-${year}-00002.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
  await expectAccessible(page);
  await captureScreens(page, 'subscription-invoice');
});

test("an open invoice is paid by card on the payment provider's page, and shows as paid once its webhook arrives", async ({
  page,
}) => {
  const who = person(uniqueDomain(), 'payer', 'Paula Payer', 'Cardholder Co');
  await signUpViaApi(page, who);
  await signInViaApi(page, who.email, who.password);
  await page.goto('/subscription?tab=plans');
  await page.getByRole('button', { name: 'Choose this plan: Starter' }).click();
  await page
    .getByRole('dialog', { name: 'Switch to Starter?' })
    .getByRole('button', { name: 'Switch plan' })
    .click();
  await expect(page.getByText('Your company is now on the Starter plan')).toBeVisible();

  await page.getByRole('tab', { name: 'Invoices' }).click();
  const year = new Date().getUTCFullYear();
  const row = page.getByRole('row', { name: new RegExp(`CH-${year}-00001`) });
  await expect(row).toContainText('Open');
  await expectAccessible(page);
  await captureScreens(page, 'subscription-invoices-card');
  await row.getByRole('button', { name: `Pay by card: CH-${year}-00001` }).click();

  // The provider's hosted page (the local stand-in for Stripe Checkout).
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
  await expect(page.getByText(`Pay USD 29.00 for CompetencyHub invoice CH-${year}-00001`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/subscription\?tab=invoices&payment=success$/);
  await expect(page.getByText('Thank you for your payment')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`CH-${year}-00001`) })).toContainText('Paid');
  await expect(page.getByRole('button', { name: `Pay by card: CH-${year}-00001` })).toHaveCount(0);
  await captureScreens(page, 'subscription-invoice-paid-by-card');
  await page.getByRole('link', { name: `CH-${year}-00001` }).click();
  await expect(page.getByText(/^Paid on /)).toBeVisible();
});

test("internal AI needs an enterprise plan; there it becomes active against the company's own endpoint and its usage moves", async ({
  page,
}) => {
  const who = person(uniqueDomain(), 'cio', 'Iris Infra', 'Inference Works');
  await signUpViaApi(page, who);
  await signInViaApi(page, who.email, who.password);
  await page.goto('/subscription?tab=internal-ai');
  const panel = page.getByRole('tabpanel', { name: 'Internal AI' });
  // Spec section 8, word for word.
  await expect(panel.getByText('Internal AI CompetencyHub requires Enterprise plan')).toBeVisible();
  await expect(panel.getByLabel('Endpoint address')).toHaveCount(0);
  await captureScreens(page, 'internal-ai-not-enterprise');

  await panel.getByRole('button', { name: 'See the plans' }).click();
  await page.getByRole('button', { name: 'Choose this plan: Enterprise Core' }).click();
  await page
    .getByRole('dialog', { name: 'Switch to Enterprise Core?' })
    .getByRole('button', { name: 'Switch plan' })
    .click();
  await expect(page.getByText('Your company is now on the Enterprise Core plan')).toBeVisible();

  await page.getByRole('tab', { name: 'Internal AI' }).click();
  await expect(panel.getByText('Included, not set up yet')).toBeVisible();
  await expect(panel.getByText('No calls yet').first()).toBeVisible();
  // The server does not call the cloud metadata address.
  await panel.getByLabel('Endpoint address').fill('http://169.254.169.254/latest');
  await panel.getByLabel('Model').fill('e2e-model');
  await panel.getByLabel('API key').fill('sk-e2e-internal-key');
  await panel.getByRole('button', { name: 'Save and check' }).click();
  await expect(
    panel.getByText(
      'This address points to a private, loopback, link-local or cloud metadata network, which the server does not call.',
    ),
  ).toBeVisible();
  await expect(panel.getByText('Included, not set up yet')).toBeVisible();

  // A wrong key: saved, configured, and the reason said.
  const endpoint = `http://127.0.0.1:${process.env.E2E_AI_PORT}/v1`;
  await panel.getByLabel('Endpoint address').fill(endpoint);
  await panel.getByLabel('API key').fill('sk-not-the-key');
  await panel.getByRole('button', { name: 'Save and check' }).click();
  await expect(page.getByText('Saved, but the endpoint did not answer as expected')).toBeVisible();
  await expect(panel.getByText('Set up, not yet checked')).toBeVisible();
  await expect(panel.getByText('The endpoint refused the API key (401). Enter the key again.')).toBeVisible();
  await expect(panel.getByText('A key ending in …-key is saved. Leave this empty to keep it.')).toBeVisible();

  await panel.getByLabel('API key').fill('sk-e2e-internal-key');
  await panel.getByRole('button', { name: 'Save and check' }).click();
  await expect(page.getByText('Saved: the endpoint answered and internal AI is active')).toBeVisible();
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await expect(
    panel.getByText("Your company's AI answers use no AI credits while internal AI is set up."),
  ).toBeVisible();
  await expect(panel.getByLabel('API key')).toHaveValue('');
  const usage = panel.getByRole('region', { name: 'Usage this billing period' });
  await expect(usage.getByRole('definition').nth(0)).toHaveText('2');
  await expect(usage.getByRole('definition').nth(3)).toHaveText('50%');
  await expectAccessible(page);
  await captureScreens(page, 'internal-ai-active');

  // The overview says so too.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('2 requests to your endpoint this period')).toBeVisible();

  // The Help assistant now writes its answers with the company's own AI, streamed as they come.
  await page.getByRole('button', { name: 'Help' }).click();
  const assistant = page.getByRole('dialog', { name: 'CompetencyHub assistant' });
  await assistant.getByRole('textbox', { name: 'Your question' }).fill('How do I request 360 feedback?');
  await page.keyboard.press('Enter');
  const log = assistant.getByRole('log', { name: 'Conversation with the assistant' });
  await expect(log.getByText('Stand-in answer', { exact: true })).toBeVisible();
  await expect(log.getByText(/from the passages \[1\]: How do I request 360 feedback\?/)).toBeVisible();
  await expect(log.getByText('Written by AI from the sources below — check what matters.')).toBeVisible();
  await expect(log.getByText('Sources', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'assistant-model-answer');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText('3 requests to your endpoint this period')).toBeVisible();
});

test('the seat limit refuses an invitation with a clear message until the account holder buys a user block', async ({
  page,
  browser,
}) => {
  // Brightside Health (demo): starter plan, 13 of 15 seats taken.
  await signInViaApi(page, 'owner@brightside.test', DEMO_PASSWORD);
  await page.goto('/dashboard');
  const emails = ['ana', 'ben', 'cy'].map((name) => `${name}.${Date.now()}@brightside.test`);
  const panel = page.getByRole('region', { name: 'Invite a colleague' });
  for (const email of emails) {
    await panel.getByLabel('E-mail', { exact: true }).fill(email);
    await panel.getByRole('button', { name: 'Send invitation' }).click();
    await expect(panel.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  }
  const accept = async (email: string, name: string) => {
    const link = linkFrom(await waitForEmail(email, 'invited you to'), '/invitation/accept/');
    const invitee = await newWatchedPage(browser);
    await invitee.page.goto(link);
    await invitee.page.getByLabel('Full name', { exact: true }).fill(name);
    await invitee.page.getByLabel('Password', { exact: true }).fill('Quartz-meadow-4411');
    await invitee.page.getByRole('button', { name: 'Accept and create account' }).click();
    return invitee;
  };
  for (const [index, email] of emails.slice(0, 2).entries()) {
    const invitee = await accept(email, `Seat Holder ${index + 1}`);
    await expect(invitee.page).toHaveURL(/\/dashboard$/);
    await invitee.context.close();
  }
  const third = await accept(emails[2] ?? '', 'Cy Waiting');
  await expect(
    third.page.getByText(
      "All 15 seats of this company's plan are taken, so the invitation cannot be accepted now. Ask the company's account holder to add seats, then try again.",
    ),
  ).toBeVisible();
  await expect(third.page).toHaveURL(/\/invitation\/accept\//);
  await expectAccessible(third.page);
  await captureScreens(third.page, 'invitation-seat-limit');

  await page.goto('/subscription');
  await expect(page.getByRole('meter', { name: 'Active users' })).toHaveAttribute(
    'aria-valuetext',
    '15 of 15',
  );
  await expect(page.getByText('Limit reached')).toBeVisible();
  await captureScreens(page, 'subscription-seats-full');
  await page.getByRole('button', { name: 'Add seats or AI credits' }).click();
  await page.getByRole('button', { name: 'Buy: User block (50 users)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy 1 user block?' });
  await expect(
    dialog.getByText(/is invoiced now; after that \$10\.99 a month with your plan\./),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('1 user block added')).toBeVisible();

  await third.page.getByRole('button', { name: 'Accept and create account' }).click();
  await expect(third.page).toHaveURL(/\/dashboard$/);
  await third.context.close();
  await page.reload();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('meter', { name: 'Active users' })).toHaveAttribute(
    'aria-valuetext',
    '16 of 65',
  );
});

test("the system owner sees every company's subscription and revenue, grants credits and marks an invoice paid", async ({
  page,
}) => {
  await signInViaApi(page, 'root@competencyhub.test', DEMO_PASSWORD);
  await page.goto('/system-admin?tab=subscriptions');
  const panel = page.getByRole('tabpanel', { name: 'Subscriptions' });
  await expect(panel.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
  await expect(panel.getByText('Monthly recurring revenue')).toBeVisible();
  // Nimbus Labs (demo) is two days from the end of its trial.
  await expect(panel.getByText('1 trial ends within 7 days')).toBeVisible();
  const table = panel.getByRole('table', { name: 'Customer companies and their subscriptions' });
  const acme = table.getByRole('row', { name: /Acme Corp/ });
  await expect(acme).toContainText('Professional');
  await expect(acme).toContainText('$109.99');
  await expectAccessible(page);
  await captureScreens(page, 'system-admin-subscriptions');

  const nimbus = table.getByRole('row', { name: /Nimbus Labs/ });
  await nimbus.getByRole('button', { name: 'Grant credits: Nimbus Labs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant AI credits to Nimbus Labs' });
  await dialog.getByLabel('Credits').fill('150');
  await dialog.getByRole('button', { name: 'Grant credits' }).click();
  await expect(dialog.getByText('Say why, for the audit log')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Extended evaluation');
  await dialog.getByRole('button', { name: 'Grant credits' }).click();
  await expect(page.getByText('150 credits granted to Nimbus Labs')).toBeVisible();
  await expect(nimbus).toContainText('18 of 200');

  const year = new Date().getUTCFullYear();
  const open = panel.getByRole('region', { name: 'Open invoices' });
  const acmeInvoice = open.getByRole('listitem').filter({ hasText: 'Acme Corp' });
  await expect(acmeInvoice).toContainText('$109.99');
  const number = (await acmeInvoice.locator('p').first().textContent())?.split(' · ')[0] ?? '';
  expect(number).toMatch(new RegExp(`^CH-${year}-\\d{5}$`));
  await acmeInvoice.getByRole('button', { name: `Mark paid: ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Mark ${number} paid?` });
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`${number} marked paid`)).toBeVisible();
  await expect(open.getByRole('listitem').filter({ hasText: 'Acme Corp' })).toHaveCount(0);
});

test('a feature the plan lacks is offered as an upgrade, not as a button the server would refuse', async ({
  page,
}) => {
  // Brightside Health (demo) is on the starter plan: no custom job profiles.
  await signInViaApi(page, 'owner@brightside.test', DEMO_PASSWORD);
  await page.goto('/job-profiles');
  await expect(page.getByText("Custom role profiles is not part of your company's plan.")).toBeVisible();
  await expect(page.getByRole('button', { name: /New job profile|Create a job profile/ })).toHaveCount(0);
  const refused = await page.request.post('/api/v1/job-profiles', { data: { title: 'Sneaky role' } });
  expect(refused.status()).toBe(403);
  await expectAccessible(page);
  await captureScreens(page, 'job-profiles-plan-upgrade');
  await page.getByRole('link', { name: 'See the plans that include it' }).click();
  await expect(page).toHaveURL(/\/subscription\?tab=plans/);
});

test('on a plan without team analytics a team is made, answered without its matrix, and the matrix offered as an upgrade', async ({
  page,
}) => {
  // Brightside Health (demo) is on the starter plan: teams, but no skill matrix.
  await signInViaApi(page, 'owner@brightside.test', DEMO_PASSWORD);
  await page.goto('/team-management');
  await page.getByRole('button', { name: 'New team' }).click();
  const dialog = page.getByRole('dialog', { name: 'New cross-functional team' });
  const name = `Care squad ${Date.now()}`;
  await dialog.getByLabel('Team name').fill(name);
  await dialog.getByLabel('Find people by name or e-mail').fill('Greta');
  await dialog.getByRole('button', { name: /^Greta Lindqvist/ }).click();
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/v1/teams'),
  );
  await dialog.getByRole('button', { name: 'Create team' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(Object.keys(await answer.json())).toEqual(['team']);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} created`)).toBeVisible();
  await expect(page.getByText("Team analytics is not part of your company's plan.")).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'team-management-plan-upgrade');
});
