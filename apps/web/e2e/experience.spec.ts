import type { Page } from '@playwright/test';
import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

async function expectAccessibleWhenSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('/experience', () => {
  test('an employee records a job and a certification, and sees which expire soon', async ({ page }) => {
    await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
    await page.goto('/experience');
    await expect(page.getByRole('heading', { level: 1, name: 'My Experience' })).toBeVisible();
    // The demo: one certification expires within weeks, written and coloured.
    await expect(page.getByText('Zendesk Support Administrator')).toBeVisible();
    await expect(page.getByText('Expires soon').first()).toBeVisible();

    const suffix = Date.now().toString(36);
    await page.getByRole('button', { name: 'Add a job' }).click();
    const job = page.getByRole('dialog', { name: 'Add a job' });
    await job.getByLabel('Employer').fill(`Contoso ${suffix}`);
    await job.getByLabel('Job title').fill('Support Lead');
    await job.getByLabel('From').fill('2021-03-01');
    await job.getByLabel('To').fill('2020-01-01');
    await job.getByRole('button', { name: 'Save' }).click();
    await expect(job.getByText('The end date cannot be before the start date')).toBeVisible();
    await job.getByLabel('To').fill('2022-12-31');
    await job.getByRole('button', { name: 'Save' }).click();
    await expect(job).toBeHidden();
    await expect(page.getByText(`Support Lead at Contoso ${suffix}`)).toBeVisible();

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const cert = page.getByRole('dialog', { name: 'Add a qualification' });
    await cert.getByLabel('Name').fill(`Scrum Master ${suffix}`);
    await cert.getByLabel('Issuer').fill('Scrum Alliance');
    await cert.getByLabel('Expires on').fill(isoIn(-3));
    await cert.getByLabel('Link a competency').selectOption({ index: 1 });
    await cert.getByRole('button', { name: 'Add', exact: true }).click();
    await cert.getByRole('button', { name: 'Save' }).click();
    await expect(cert).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: `Scrum Master ${suffix}` });
    await expect(item.getByText('Expired', { exact: true })).toBeVisible();
    await expect(item.getByText(/^Evidence for: /)).toBeVisible();
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'experience-employee');
  });
});
