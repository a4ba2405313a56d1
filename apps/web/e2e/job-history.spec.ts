import type { Locator, Page } from '@playwright/test';
import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

/** Dated job assignments (issue 23): a person's job history in User Management and on /profile. */

const row = (page: Page, name: string): Locator => page.getByRole('row', { name: new RegExp(`^${name}\\b`) });

async function openHistory(page: Page, name: string): Promise<Locator> {
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Job history' }).click();
  const dialog = page.getByRole('dialog', { name: `Job history of ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('job history', () => {
  test('the account holder reads a promotion and a change waiting for its day, and records a reorganisation', async ({
    page,
  }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    const farid = await openHistory(page, 'Farid Haddad');
    await expect(farid.getByRole('listitem').first()).toContainText('Senior Software Engineer');
    await expect(farid.getByRole('listitem').first()).toContainText('Promotion');
    await expect(farid.getByRole('listitem').first()).toContainText('Current');
    await expect(farid.getByRole('listitem').nth(1)).toContainText('Software Engineer');
    await farid.getByRole('button', { name: 'Close' }).click();

    const nora = await openHistory(page, 'Nora Andersen');
    await expect(nora.getByRole('listitem').first()).toContainText('Takes effect later');
    await expect(nora.getByRole('listitem').first()).toContainText('Unit:Platform');
    await nora.getByRole('button', { name: 'Close' }).click();

    const omar = await openHistory(page, 'Omar Farouk');
    // Nothing changed: refused with the reason, nothing recorded.
    await omar.getByLabel('Reason').selectOption({ label: 'Reorganisation' });
    await omar.getByRole('button', { name: 'Record change' }).click();
    await expect(
      omar.getByText('Change at least one of job profile, unit, location, cost centre or manager.'),
    ).toBeVisible();
    await omar.getByLabel('Find the new unit').fill('supp');
    await omar.getByRole('button', { name: /^Support/ }).click();
    await omar.getByLabel('Note (optional)').fill('Support became a team of its own');
    await expectAccessible(page);
    await captureScreens(page, 'job-history-record');
    await omar.getByRole('button', { name: 'Record change' }).click();
    await expect(page.getByText('Change recorded for Omar Farouk')).toBeVisible();
    const newest = omar.getByRole('listitem').first();
    await expect(newest).toContainText('Reorganisation');
    await expect(newest).toContainText('Current');
    await expect(newest).toContainText('Unit:Support');
    await expect(newest).toContainText('Support became a team of its own');
    await expect(omar.getByRole('listitem').nth(1)).toContainText('Unit:Customer Success');
  });

  test('the account holder gives someone a dotted-line manager beside their job, and ends it', async ({
    page,
  }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    const lena = await openHistory(page, 'Lena Learning');
    const section = lena.getByRole('region', { name: 'Secondary assignments' });
    // Nothing named: refused, nothing recorded.
    await section.getByRole('button', { name: 'Add assignment' }).click();
    await expect(
      section.getByText('Name a dotted-line manager, a unit or a job profile for the assignment.'),
    ).toBeVisible();
    await section.getByLabel('Find the dotted-line manager').fill('Marcus');
    await section.getByRole('button', { name: /^Marcus/ }).click();
    await section.getByLabel('Note on the assignment (optional)').fill('Mentoring programme');
    await expectAccessible(page);
    await captureScreens(page, 'job-history-secondary');
    await section.getByRole('button', { name: 'Add assignment' }).click();
    await expect(page.getByText('Secondary assignment recorded for Lena Learning')).toBeVisible();
    const added = lena.getByRole('listitem').filter({ hasText: 'Mentoring programme' });
    await expect(added).toContainText('Secondary assignment');
    await expect(added).toContainText(/Dotted-line manager:\s*Marcus/);
    // The line manager is still the primary job's: the newest primary period is unchanged.
    const open = section.getByRole('list', { name: 'Open secondary assignments' }).getByRole('listitem');
    await expect(open).toHaveCount(1);
    await open.getByRole('button', { name: /^End Marcus/ }).click();
    await expect(page.getByText(/Marcus .* ended/)).toBeVisible();
  });

  test('an employee reads their own job history on their profile', async ({ page }) => {
    await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
    await page.goto('/profile');
    const panel = page.getByRole('region', { name: 'My job history' });
    await expect(panel.getByRole('listitem').first()).toContainText('Current');
    await expect(panel).toContainText('Unit:Customer Success');
    await expect(panel).toContainText('Manager:Marcus Manager');
    await expectAccessible(page);
    await captureScreens(page, 'profile-job-history');
  });
});
