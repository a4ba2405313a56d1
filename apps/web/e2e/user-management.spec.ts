import type { Locator, Page } from '@playwright/test';
import {
  captureScreens,
  confirmEmailFromInbox,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openContext,
  person,
  signInViaApi,
  signUpViaApi,
  test,
  uniqueDomain,
} from './support.ts';

/** A person's row of the people table at desktop width (the stacked cards are hidden there). */
const row = (page: Page, name: string): Locator => page.getByRole('row', { name: new RegExp(`^${name}\\b`) });

/** The count line of the people list ("Showing 25 of 132"). */
const peopleCount = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('tabpanel', { name: 'People' }).getByText(text);

/** axe once the toasts have gone: they fade in and out, and a half-faded toast has no contrast. */
async function expectAccessibleOnceSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page);
}

async function openAsDemo(page: Page, email: string, tab = ''): Promise<void> {
  await signInViaApi(page, email, DEMO_PASSWORD);
  await page.goto(`/user-management${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
}

async function personAction(page: Page, name: string, action: string): Promise<void> {
  await row(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function uploadCsv(page: Page, name: string, text: string): Promise<void> {
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

test('an account holder approves a request, changes a role and sets a line manager', async ({ page }) => {
  await openAsDemo(page, 'owner@acme.test');
  // Other specs may add people to Acme first, so the count is not pinned here.
  await expect(peopleCount(page, /^Showing \d+ of \d+$/)).toBeVisible();
  await expect(row(page, 'Ben Carter')).toContainText('Marcus Manager');
  await expectAccessible(page);
  await captureScreens(page, 'user-management-owner-people');

  await test.step('approve a pending request from its tab, whose badge counts them', async () => {
    const tab = page.getByRole('tab', { name: /Pending requests/ });
    // The demo has two requests; other specs may have added more, so the count is read first.
    await expect(tab).toHaveAccessibleName(/^Pending requests \d+ requests? waiting$/);
    const waiting = Number((await tab.ariaSnapshot()).match(/(\d+) requests? waiting/)?.[1]);
    expect(waiting).toBeGreaterThanOrEqual(2);
    await tab.click();
    const panel = page.getByRole('region', { name: 'Pending approvals' });
    const quinn = panel.getByRole('listitem').filter({ hasText: 'Quinn Taylor' });
    await expect(quinn).toContainText('quinn@acme.test');
    await expect(quinn).toContainText(/Requested/);
    await captureScreens(page, 'user-management-owner-pending');
    await quinn.getByRole('button', { name: 'Approve Quinn Taylor' }).click();
    await expect(
      panel.getByText('Quinn Taylor has been approved and can now use CompetencyHub.'),
    ).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Quinn Taylor' })).toHaveCount(0);
    const left = waiting - 1;
    await expect(tab).toHaveAccessibleName(
      `Pending requests ${left} ${left === 1 ? 'request' : 'requests'} waiting`,
    );
  });

  await test.step('change a role, offering only roles the owner may grant', async () => {
    await page.getByRole('tab', { name: 'People' }).click();
    await page.getByRole('searchbox', { name: 'Search people' }).fill('ben');
    await expect(peopleCount(page, 'Showing 1 of 1')).toBeVisible();
    await personAction(page, 'Ben Carter', 'Change role');
    const dialog = page.getByRole('dialog', { name: 'Change the role of Ben Carter' });
    await expect(dialog.getByRole('option')).toHaveText([
      'Employee',
      'Team Manager',
      'Learning Lead',
      'Company IT Admin',
      'Account Holder',
    ]);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('team_manager');
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByText('Ben Carter is now Team Manager.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Ben Carter')).toContainText('Team Manager');
  });

  await test.step('set a line manager by searching the active people', async () => {
    await personAction(page, 'Ben Carter', 'Set line manager');
    const dialog = page.getByRole('dialog', { name: 'Line manager of Ben Carter' });
    await dialog.getByRole('searchbox', { name: 'Search active people' }).fill('aisha');
    await dialog.getByRole('radio', { name: /Aisha Khan/ }).check();
    await expectAccessibleOnceSettled(page);
    await captureScreens(page, 'user-management-line-manager-dialog');
    await dialog.getByRole('button', { name: 'Save line manager' }).click();
    await expect(page.getByText('Aisha Khan is now the line manager of Ben Carter.')).toBeVisible();
    await expect(row(page, 'Ben Carter')).toContainText('Aisha Khan');
  });

  await test.step('a reporting loop is refused with the reason, and nothing changes', async () => {
    await page.getByRole('searchbox', { name: 'Search people' }).fill('aisha');
    await personAction(page, 'Aisha Khan', 'Set line manager');
    const dialog = page.getByRole('dialog', { name: 'Line manager of Aisha Khan' });
    await dialog.getByRole('searchbox', { name: 'Search active people' }).fill('diego');
    const diego = dialog.getByRole('radio', { name: /Diego Alvarez/ });
    await diego.check();
    // The list may still settle after the search: save only once the choice has held.
    await expect(diego).toBeChecked();
    const refused = page.waitForResponse(
      (response) => /\/line-manager$/.test(response.url()) && response.request().method() !== 'GET',
    );
    await dialog.getByRole('button', { name: 'Save line manager' }).click();
    expect((await refused).status()).toBe(400);
    await expect(dialog.getByRole('alert')).toHaveText('This would create a reporting loop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'Aisha Khan')).toContainText('Olivia Owner');
  });

  await test.step('filter by role and status', async () => {
    await page.getByRole('searchbox', { name: 'Search people' }).fill('');
    // Nobody in a customer company can hold a system role, so the filter does not offer one.
    await expect(page.getByRole('combobox', { name: 'Role' }).getByRole('option')).toHaveText([
      'All roles',
      'Employee',
      'Team Manager',
      'Learning Lead',
      'Company IT Admin',
      'Account Holder',
    ]);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('team_manager');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await expect(peopleCount(page, 'Showing 5 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(peopleCount(page, /^Showing \d+ of \d+$/)).toBeVisible();
  });
});

test('a CSV with a bad row imports nothing and says why; a good one invites everyone', async ({ page }) => {
  await openAsDemo(page, 'owner@acme.test', 'invite');
  await expect(page.getByRole('link', { name: 'Download the template (CSV)' })).toHaveAttribute(
    'download',
    'invitations-template.csv',
  );

  await uploadCsv(
    page,
    'bad.csv',
    'email,role,full_name\nnew.hire@acme.test,employee,New Hire\nnot-an-email,employee,\nnew.hire@acme.test,team_manager,Again\nben@acme.test,employee,Ben\n',
  );
  await expect(page.getByRole('heading', { name: 'Preview of bad.csv: 4 people' })).toBeVisible();
  await page.getByRole('button', { name: 'Send 4 invitations' }).click();
  await expect(page.getByText('Nothing was imported')).toBeVisible();
  await expect(page.getByText('3 rows need attention. Correct the file and upload it again.')).toBeVisible();
  const report = page.getByRole('table', { name: 'Rows that need attention' });
  await expect(report.getByRole('row')).toHaveText([
    'RowFieldProblem',
    '3E-mailEnter a valid e-mail address',
    '4E-mailThis e-mail appears more than once in the file',
    '5E-mailThis person is already a member of your company',
  ]);
  await expectAccessible(page);
  await captureScreens(page, 'user-management-bulk-report');

  await page.getByRole('tab', { name: 'Invitations' }).click();
  const list = page.getByRole('list', { name: 'Invitations' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByText('new.hire@acme.test')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Invite' }).click();
  await uploadCsv(
    page,
    'good.csv',
    'email,role,full_name\nnew.hire@acme.test,employee,New Hire\nsecond.hire@acme.test,Team Manager,\n',
  );
  await page.getByRole('button', { name: 'Send 2 invitations' }).click();
  await expect(page.getByText('2 invitations sent')).toBeVisible();
  await expect(page.getByText('Nothing was imported')).toBeHidden();

  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'new.hire@acme.test' })).toContainText('Pending');
  const second = list.getByRole('listitem').filter({ hasText: 'second.hire@acme.test' });
  await expect(second).toContainText('Team Manager');
  await expect(
    second.getByRole('button', { name: 'Revoke invitation for second.hire@acme.test' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await expect(
    page.getByRole('tabpanel', { name: 'Invitations' }).getByText(/^Showing (\d+) of \1$/),
  ).toBeVisible();
  await expectAccessibleOnceSettled(page);
  await captureScreens(page, 'user-management-invitations');
});

test('a company IT admin manages people but cannot grant account holder', async ({ page }) => {
  await openAsDemo(page, 'it@acme.test');
  await personAction(page, 'Emma Employee', 'Change role');
  const dialog = page.getByRole('dialog', { name: 'Change the role of Emma Employee' });
  await expect(dialog.getByRole('option')).toHaveText([
    'Employee',
    'Team Manager',
    'Learning Lead',
    'Company IT Admin',
  ]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Nothing about an account holder is an IT admin's to change, not even whom they report to: they
  // only read her job history, with nothing to record in it.
  await row(page, 'Olivia Owner').getByRole('button', { name: 'Actions for Olivia Owner' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Job history']);
  await page.getByRole('menuitem', { name: 'Job history' }).click();
  const history = page.getByRole('dialog', { name: 'Job history of Olivia Owner' });
  await expect(history.getByRole('listitem').first()).toContainText('Current');
  await expect(history.getByRole('button', { name: 'Record change' })).toHaveCount(0);
  await history.getByRole('button', { name: 'Close' }).click();
  await expectAccessible(page);
  await captureScreens(page, 'user-management-it-admin');
});

test("a new company's admin sees only their own company", async ({ page }) => {
  const owner = person(uniqueDomain(), 'founder', 'Fiona Founder', 'Fresh Start Ltd');
  expect(await signUpViaApi(page, owner)).toBe('signed_in');
  await page.goto('/user-management');
  await expect(peopleCount(page, 'Showing 1 of 1')).toBeVisible();
  await expect(row(page, 'Fiona Founder')).toBeVisible();
  await expect(page.getByText('Olivia Owner')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(page.getByText('No invitations yet.')).toBeVisible();
});

test('a system admin chooses Acme and then sees its people', async ({ page }) => {
  // The demo admin starts managing Acme, where choosing Acme again changes nothing: start from none, as
  // this test must pass whichever spec files ran before it on its worker's server.
  await signInViaApi(page, 'admin@competencyhub.test', DEMO_PASSWORD);
  const cleared = await page.request.post('/api/v1/me/managed-company', { data: { companyId: null } });
  expect(cleared.ok(), await cleared.text()).toBe(true);
  await openAsDemo(page, 'admin@competencyhub.test');
  await expect(page.getByText('Managing:', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a company to manage' });
  await dialog.getByRole('searchbox', { name: 'Search companies' }).fill('acme');
  await expect(dialog.getByRole('button', { name: /Acme Corp/ })).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, 'user-management-company-picker');
  await dialog.getByRole('button', { name: /Acme Corp/ }).click();
  // Companies may share a name: the domain is shown beside it wherever staff pick or manage one.
  await expect(page.getByText('You are now managing Acme Corp (acme.test).')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('managed-company-domains')).toHaveText('acme.test');
  await expect(page.getByTestId('system-banner-managing')).toHaveText('Managing: Acme Corp (acme.test)');
  await expect(row(page, 'Olivia Owner')).toBeVisible();
  await expect(peopleCount(page, /^Showing \d+ of \d+$/)).toBeVisible();
  await expectAccessibleOnceSettled(page);
  await captureScreens(page, 'user-management-system-admin');
});

test('rejecting a join request asks first, from the people menu and from the pending list alike', async ({
  page,
  browser,
}) => {
  const domain = uniqueDomain();
  const owner = person(domain, 'rosalind', 'Rosalind Franklin', 'Helix Labs');
  expect(await signUpViaApi(page, owner)).toBe('signed_in');
  await confirmEmailFromInbox(page, owner.email);
  const elsewhere = await openContext(browser);
  const requester = await elsewhere.newPage();
  expect(await signUpViaApi(requester, person(domain, 'maurice', 'Maurice Wilkins', 'Helix Labs'))).toBe(
    'pending_approval',
  );
  await elsewhere.close();

  await page.goto('/user-management');
  await expect(row(page, 'Maurice Wilkins')).toContainText('Awaiting approval');
  await personAction(page, 'Maurice Wilkins', 'Reject');
  const dialog = page.getByRole('dialog', { name: 'Reject the request from Maurice Wilkins?' });
  await expect(dialog).toContainText(`Maurice Wilkins (maurice@${domain}) will not get access`);
  // Focus starts on Cancel, so Enter does not reject by accident.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await captureScreens(page, 'user-management-reject-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Maurice Wilkins')).toContainText('Awaiting approval');

  await page.getByRole('tab', { name: /Pending requests/ }).click();
  const pending = page.getByRole('region', { name: 'Pending approvals' });
  await pending.getByRole('button', { name: 'Reject Maurice Wilkins' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(dialog).toBeHidden();
  await expect(pending.getByText("Maurice Wilkins's request has been rejected.")).toBeVisible();
  await expect(pending.getByText('No one is waiting for approval.')).toBeVisible();
  await page.getByRole('tab', { name: 'People' }).click();
  await expect(row(page, 'Maurice Wilkins')).toContainText('Rejected');
});
