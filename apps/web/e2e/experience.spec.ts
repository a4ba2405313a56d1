import type { Page } from '@playwright/test';
import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

async function expectAccessibleWhenSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test.describe('/experience', () => {
  test('an employee records a job and a certification with its file and competency, and removes it', async ({
    page,
  }) => {
    await signInViaApi(page, 'employee@acme.test', DEMO_PASSWORD);
    await page.goto('/experience');
    await expect(page.getByRole('heading', { level: 1, name: 'My Experience' })).toBeVisible();
    // The demo: one certification expires within weeks, written and coloured; her job at Acme.
    await expect(page.getByText('Zendesk Support Administrator')).toBeVisible();
    await expect(page.getByText('Expires soon').first()).toBeVisible();
    await expect(page.getByText('Customer Success Specialist at Acme Corp')).toBeVisible();

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

    const name = `Scrum Master ${suffix}`;
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const cert = page.getByRole('dialog', { name: 'Add a qualification' });
    await cert.getByLabel('Name').fill(name);
    await cert.getByLabel('Issuer').fill('Scrum Alliance');
    await cert.getByLabel('Expires on').fill(isoIn(-3));
    await cert.getByLabel('Attach the certificate').setInputFiles({
      name: 'scrum-master.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(cert.getByText('scrum-master.pdf')).toBeVisible();
    const link = cert.getByLabel('Link a competency');
    const competency = (await link.locator('option').nth(1).textContent())?.trim() ?? '';
    expect(competency).not.toBe('');
    await link.selectOption({ label: competency });
    await cert.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(cert.getByRole('button', { name: `Unlink ${competency}` })).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, 'experience-certification-dialog');
    await cert.getByRole('button', { name: 'Save' }).click();
    await expect(cert).toBeHidden();

    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await expect(item.getByText('Expired', { exact: true })).toBeVisible();
    await expect(item.getByText(`Evidence for: ${competency}`)).toBeVisible();
    const file = item.getByRole('link', { name: 'scrum-master.pdf' });
    const href = (await file.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/v1\/files\//);
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toContain('scrum-master.pdf');
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'experience-employee');

    // Removing it asks first, and takes its file with it.
    await item.getByRole('button', { name: `Remove ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${name}?` });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${name} removed`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    expect((await page.request.get(href)).status()).toBe(404);
  });

  test('platform staff managing Acme keep their own experience', async ({ page }) => {
    await signInViaApi(page, 'admin@competencyhub.test', DEMO_PASSWORD);
    // The demo admin starts on Acme, but another spec may have changed that: choose it again.
    const companies = (await (await page.request.get('/api/v1/companies')).json()) as {
      items: { id: string; name: string }[];
    };
    const acme = companies.items.find((c) => c.name === 'Acme Corp');
    const managed = await page.request.post('/api/v1/me/managed-company', { data: { companyId: acme?.id } });
    expect(managed.status()).toBe(200);
    await page.goto('/experience');
    await expect(page.getByRole('heading', { level: 1, name: 'My Experience' })).toBeVisible();
    await expect(page.getByText('Certified Kubernetes Administrator (CKA)')).toBeVisible();
    await expect(page.getByText('Platform Administrator at CompetencyHub')).toBeVisible();

    const name = `On-call lead ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const cert = page.getByRole('dialog', { name: 'Add a qualification' });
    // Links go to one's own company's frameworks, not Acme's; the certificate file is one's own.
    await expect(
      cert.getByText(/While you manage Acme Corp, competencies cannot be linked here/),
    ).toBeVisible();
    await expect(cert.getByLabel('Link a competency')).toHaveCount(0);
    await cert.getByLabel('Name').fill(name);
    await cert.getByLabel('Attach the certificate').setInputFiles({
      name: 'on-call.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(cert.getByText('on-call.pdf')).toBeVisible();
    await cert.getByRole('button', { name: 'Save' }).click();
    await expect(cert).toBeHidden();
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await expect(item).toBeVisible();
    const href = (await item.getByRole('link', { name: 'on-call.pdf' }).getAttribute('href')) ?? '';
    expect((await page.request.get(href)).status()).toBe(200);
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'experience-system-admin');
  });
});
