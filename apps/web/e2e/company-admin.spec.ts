import type { APIRequestContext, Page } from '@playwright/test';
import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

/** axe once the toasts have gone: a toast still fading in has no final colours to measure. */
async function expectAccessibleWhenSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page);
}

async function openCompanyAdmin(page: Page): Promise<void> {
  await page.goto('/company-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Administration' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Company details' }).getByLabel('Company name'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail domains' }).getByLabel('Add a domain')).toBeVisible();
}

/** Other specs rely on the demo company as seeded; whatever happens here, it is put back. */
async function restoreAcme(request: APIRequestContext): Promise<void> {
  const res = await request.patch('/api/v1/company', {
    data: { name: 'Acme Corp', timezone: 'Europe/London', websiteUrl: 'https://acme.test' },
  });
  expect(res.status()).toBe(200);
  const domain = await request.post('/api/v1/company/domains', { data: { domain: 'acme.test' } });
  expect([201, 409]).toContain(domain.status());
}

test.describe('/company-admin', () => {
  test('the account holder edits the details, which are saved after a reload', async ({ page }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    try {
      await openCompanyAdmin(page);
      const details = page.getByRole('region', { name: 'Company details' });
      const save = details.getByRole('button', { name: 'Save changes' });
      await expect(save).toBeDisabled();

      await details.getByLabel('Company name').fill('Acme Corporation');
      await details.getByLabel('Description').fill('Anvils, rockets and rollerskates since 1949.');
      await details.getByLabel('Website').fill('acme.test/about');
      await details.getByLabel('Contact e-mail').fill('hello@acme.test');
      await details.getByLabel('Contact phone').fill('+44 20 7946 0100');
      await details.getByLabel('Address').fill('1 Canyon Road\nPhoenix, AZ 85001');
      // The time zone is a searchable list: type part of a city, pick it with the keyboard.
      const zone = details.getByRole('combobox', { name: 'Time zone' });
      await zone.click();
      await zone.fill('new york');
      await expect(page.getByRole('option', { name: /America\/New York/ })).toBeVisible();
      await expectAccessible(page);
      await captureScreens(page, 'company-admin-timezone-open');
      await zone.press('ArrowDown');
      await zone.press('ArrowUp');
      await zone.press('Enter');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(zone).toHaveValue(/^America\/New York/);

      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText('Company details saved')).toBeVisible();
      await expect(save).toBeDisabled();
      // The header shows the new name without a reload.
      await expect(
        page.getByRole('link', { name: 'Acme Corporation — go to the CompetencyHub home page' }),
      ).toBeVisible();

      await page.reload();
      await expect(details.getByLabel('Company name')).toHaveValue('Acme Corporation');
      await expect(details.getByLabel('Description')).toHaveValue(
        'Anvils, rockets and rollerskates since 1949.',
      );
      await expect(details.getByLabel('Website')).toHaveValue('https://acme.test/about');
      await expect(details.getByLabel('Contact e-mail')).toHaveValue('hello@acme.test');
      await expect(details.getByLabel('Contact phone')).toHaveValue('+442079460100');
      await expect(details.getByLabel('Address')).toHaveValue('1 Canyon Road\nPhoenix, AZ 85001');
      await expect(zone).toHaveValue(/^America\/New York/);

      // Bad input: a field error under the field, in the user's language, and nothing is sent.
      await details.getByLabel('Website').fill('javascript:alert(1)');
      await details.getByLabel('Company name').fill('');
      await save.click();
      await expect(details.getByText('Enter a web address starting with http:// or https://')).toBeVisible();
      await expect(details.getByText('Enter your company name')).toBeVisible();
      await expect(details.getByLabel('Company name')).toBeFocused();
      await expect(details.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessibleWhenSettled(page);
      // Focus scrolled the page; the sticky header would otherwise sit mid-way in a full-page capture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await captureScreens(page, 'company-admin-errors');

      await page.evaluate(() => localStorage.setItem('i18nextLng', 'de-DE'));
      await page.reload();
      const angaben = page.getByRole('region', { name: 'Unternehmensangaben' });
      await angaben.getByLabel('Webseite').fill('ftp://acme.test');
      await angaben.getByRole('button', { name: 'Änderungen speichern' }).click();
      await expect(
        angaben.getByText('Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt'),
      ).toBeVisible();
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en-US'));
      await page.reload();
      await expect(details.getByLabel('Website')).toHaveValue('https://acme.test/about');
    } finally {
      await restoreAcme(page.request);
    }
  });

  test('the account holder is told which domains they may add, and why a domain is refused', async ({
    page,
  }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    try {
      await openCompanyAdmin(page);
      const domains = page.getByRole('region', { name: 'E-mail domains' });
      await expect(
        domains.getByText(
          'People who sign up with an e-mail on these domains ask to join your company; an administrator approves them.',
        ),
      ).toBeVisible();
      await expect(
        domains.getByText(/You can add acme\.test, the domain of your own e-mail address/),
      ).toBeVisible();
      const field = domains.getByLabel('Add a domain');
      const add = domains.getByRole('button', { name: 'Add domain' });

      // Checked in the browser: a public mailbox provider.
      await field.fill('gmail.com');
      await add.click();
      await expect(domains.getByText('Public e-mail domains like gmail.com cannot be claimed')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // Checked by the server: a domain the owner's e-mail is not on.
      await field.fill('globex.test');
      await add.click();
      await expect(
        domains.getByText('You can add only the exact domain of your own e-mail address'),
      ).toBeVisible();
      await field.fill('ACME.test');
      await add.click();
      await expect(domains.getByText('Your company already has this domain')).toBeVisible();
      await expect(domains.getByRole('listitem')).toHaveCount(1);
      await expectAccessibleWhenSettled(page);
      await captureScreens(page, 'company-admin-domain-refused');

      // Removing the last domain asks first and says what it means; then the owner adds it back.
      await domains.getByRole('button', { name: 'Remove acme.test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove acme.test?' });
      await expect(dialog.getByText(/This is the company's last domain/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Remove domain' }).click();
      await expect(page.getByText('acme.test removed')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(domains.getByText(/No domains yet/)).toBeVisible();
      await field.fill('acme.test');
      await field.press('Enter');
      await expect(page.getByText('acme.test added')).toBeVisible();
      await expect(domains.getByRole('listitem')).toHaveCount(1);
      await expect(field).toHaveValue('');
    } finally {
      await restoreAcme(page.request);
    }
  });

  test('a system admin managing Acme administers it and may assign any free domain', async ({ page }) => {
    await signInViaApi(page, 'admin@competencyhub.test', DEMO_PASSWORD);
    const companies = (await (await page.request.get('/api/v1/companies')).json()) as {
      items: { id: string; name: string }[];
    };
    const acme = companies.items.find((c) => c.name === 'Acme Corp');
    expect(acme).toBeDefined();
    const managed = await page.request.post('/api/v1/me/managed-company', { data: { companyId: acme?.id } });
    expect(managed.status()).toBe(200);
    try {
      await openCompanyAdmin(page);
      await expect(page.getByText(/You are managing Acme Corp as platform staff/)).toBeVisible();
      const domains = page.getByRole('region', { name: 'E-mail domains' });
      await expect(domains.getByText(/As platform staff you can assign any domain/)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Company details' }).getByLabel('Company name'),
      ).toHaveValue('Acme Corp');

      const extra = `acme-${Date.now()}.test`;
      await domains.getByLabel('Add a domain').fill(extra);
      await domains.getByRole('button', { name: 'Add domain' }).click();
      await expect(domains.getByRole('listitem').filter({ hasText: extra })).toBeVisible();
      await expectAccessibleWhenSettled(page);
      await captureScreens(page, 'company-admin-system-admin');

      await domains.getByRole('button', { name: `Remove ${extra}` }).click();
      const dialog = page.getByRole('dialog', { name: `Remove ${extra}?` });
      await expect(dialog.getByText(/last domain/)).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Remove domain' }).click();
      await expect(domains.getByRole('listitem').filter({ hasText: extra })).toHaveCount(0);
      await expect(domains.getByRole('listitem').filter({ hasText: 'acme.test' })).toBeVisible();
    } finally {
      // Other specs expect the demo system admin to manage no company.
      await page.request.post('/api/v1/me/managed-company', { data: { companyId: null } });
    }
  });

  test('the account holder page looks right at 1366 and 375 px', async ({ page }) => {
    await signInViaApi(page, 'owner@acme.test', DEMO_PASSWORD);
    await openCompanyAdmin(page);
    await expectAccessible(page);
    await captureScreens(page, 'company-admin-owner');
  });

  test('a company IT admin has no access', async ({ page }) => {
    await signInViaApi(page, 'it@acme.test', DEMO_PASSWORD);
    await page.goto('/company-admin');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    expect((await page.request.get('/api/v1/company')).status()).toBe(403);
  });
});
