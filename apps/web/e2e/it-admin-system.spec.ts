import { captureScreens, DEMO_PASSWORD, expect, expectAccessible, signInViaApi, test } from './support.ts';

/** A 1x1 PNG: the avatar upload re-encodes it, so it must be a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * IT Administration > System (issue 24): platform staff see what the platform runs on, its queues,
 * what each company stores (a photo an Acme employee just uploaded counts) and the stored-levels check.
 */
test('platform staff read the platform’s version, database, queues and storage on the System tab', async ({
  page,
}) => {
  await signInViaApi(page, 'learning@acme.test', DEMO_PASSWORD);
  const upload = await page.request.put('/api/v1/me/avatar', {
    data: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  await signInViaApi(page, 'admin@competencyhub.test', DEMO_PASSWORD);
  // The Overview is the first tab; from Security, the last but one, the arrow key moves to System.
  await page.goto('/it-admin?tab=security');
  const systemTab = page.getByRole('tab', { name: 'System' });
  await page.getByRole('tab', { name: 'Security' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(systemTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=system$/);

  const platform = page.getByRole('region', { name: 'Version and database' });
  await expect(platform.getByText(/^Embedded PGlite \(PostgreSQL \d+/)).toBeVisible();
  const applied = platform.getByText(/^(\d+) of (\d+) applied/);
  await expect(applied).toBeVisible();
  const [, done, known] = /^(\d+) of (\d+)/.exec((await applied.textContent()) ?? '') ?? [];
  expect(done).toBe(known);
  await expect(platform.getByText(/^Latest: 00\d\d-/)).toBeVisible();

  const queues = page.getByRole('region', { name: 'Background jobs and e-mail' });
  await expect(queues.getByText('Failed for good')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Jobs that failed' }).getByText('No job has failed.'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Stored levels check' })
      .getByText(/The check has not run yet|Last checked/),
  ).toBeVisible();
  const storage = page.getByRole('region', { name: 'Storage by company' });
  await expect(storage.getByText(/across the platform$/)).toBeVisible();
  // The nightly count runs once a day from the server's start: either said, never silence.
  await expect(
    storage.getByText(/(match their files\.|match its files\.|stored a file then\.|runs once a day\.)$/),
  ).toBeVisible();
  const acme = storage.getByRole('row').filter({ hasText: 'Acme Corp' });
  await expect(acme).toBeVisible();
  await expect(acme.getByRole('cell').nth(2)).toHaveText(/^\d[\d.,]* ?(B|kB|MB)$/);

  await expectAccessible(page);
  await captureScreens(page, 'it-admin-system');

  // German: the same tab in the person's language.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'de-DE'));
  await page.reload();
  await expect(page.getByRole('region', { name: 'Version und Datenbank' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Speicher nach Unternehmen' }).getByText('Acme Corp'),
  ).toBeVisible();
  await captureScreens(page, 'it-admin-system-de');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en-US'));
});

test('a company’s own administrators are refused the platform’s figures', async ({ page }) => {
  for (const email of ['owner@acme.test', 'it@acme.test']) {
    await signInViaApi(page, email, DEMO_PASSWORD);
    expect((await page.request.get('/api/v1/it-admin/system')).status()).toBe(403);
    expect((await page.request.get('/api/v1/it-admin/storage')).status()).toBe(403);
  }
});
