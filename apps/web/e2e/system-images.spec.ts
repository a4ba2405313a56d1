import sharp from 'sharp';
import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openContext,
  signInViaApi,
  test,
} from './support.ts';

// System images are the platform's, shared by every page of every company: the test removes what
// it uploads, so the other specs see the product's initials again.

const WORDMARK = await sharp({
  create: { width: 240, height: 64, channels: 4, background: { r: 190, g: 18, b: 60, alpha: 1 } },
})
  .png()
  .toBuffer();
const ICON = await sharp({
  create: { width: 512, height: 512, channels: 4, background: { r: 14, g: 116, b: 144, alpha: 1 } },
})
  .png()
  .toBuffer();

test('a system admin uploads the platform logo and favicon; the whole site shows them, and the initials come back', async ({
  page,
  browser,
}) => {
  await signInViaApi(page, 'admin@competencyhub.test', DEMO_PASSWORD);
  await page.goto('/system-admin');
  await page.getByRole('tab', { name: 'Images' }).click();
  await expect(page).toHaveURL(/tab=images/);
  await expect(
    page.getByText("No images yet: the site shows the product's initials and name."),
  ).toBeVisible();

  const visitorContext = await openContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/landing');
  const publicHeader = visitor.getByRole('banner');
  await expect(publicHeader.getByText('CompetencyHub', { exact: true })).toBeVisible();
  await expect(publicHeader.getByText('CH', { exact: true })).toBeVisible();

  try {
    // Nothing chosen, no name: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.getByText('Choose an image to upload')).toBeVisible();
    await expect(page.getByText('Give the image a name')).toBeVisible();

    // A disguised file: HTML named logo.png. The server reads the bytes and refuses it.
    await page.getByLabel('Name', { exact: true }).fill('Disguised');
    await page.getByLabel('Image file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><title>x</title><script>alert(document.cookie)</script>'),
    });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.getByText('Upload a PNG, JPEG or WebP image')).toBeVisible();
    await expect(
      page.getByText("No images yet: the site shows the product's initials and name."),
    ).toBeVisible();

    // The logo: active at once, in this page's own footer without a reload (system-logo-updated).
    await page.getByLabel('Name', { exact: true }).fill('Crimson wordmark');
    await page.getByLabel('Description').fill('CompetencyHub in crimson');
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'wordmark.png', mimeType: 'image/png', buffer: WORDMARK });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.getByText('Crimson wordmark uploaded and active')).toBeVisible();
    const logoCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Crimson wordmark' }) });
    await expect(logoCard.getByText('Active', { exact: true })).toBeVisible();
    await expect(logoCard.getByText(/240 × 64 px/)).toBeVisible();
    await expect(page.locator('footer img[src*="/api/v1/system-assets/"]')).toBeVisible();

    // The favicon: scaled to 256 pixels.
    await page.getByLabel('Type').selectOption('favicon');
    await page.getByLabel('Name', { exact: true }).fill('Teal tab icon');
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: ICON });
    await page.getByRole('button', { name: 'Upload image' }).click();
    await expect(page.getByText('Teal tab icon uploaded and active')).toBeVisible();
    const iconCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Teal tab icon' }) });
    await expect(iconCard.getByText(/256 × 256 px/)).toBeVisible();
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute(
      'href',
      /\/api\/v1\/system-assets\/.+\/favicon\//,
    );
    await expectAccessible(page);
    await captureScreens(page, 'system-admin-images');

    // A visitor's next page: the logo in the header and the footer, the favicon in the tab.
    await visitor.reload();
    await expect(publicHeader.getByRole('img', { name: 'CompetencyHub' })).toBeVisible();
    await expect(publicHeader.getByText('CH', { exact: true })).toHaveCount(0);
    await expect(visitor.getByRole('contentinfo').getByRole('img', { name: 'CompetencyHub' })).toBeVisible();
    await expect(visitor.locator('link[rel~="icon"]')).toHaveAttribute('href', /\/favicon\//);
    await expectAccessible(visitor);
    await captureScreens(visitor, 'landing-with-system-logo');
    await visitor.goto('/auth');
    await expect(visitor.getByRole('main').getByRole('img', { name: 'CompetencyHub' })).toBeVisible();

    // A logo that fails to load: the initials and the name, and only a warning.
    const warnings: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await visitor.route('**/api/v1/system-assets/**/logo/**', (route) => route.fulfill({ status: 404 }));
    await visitor.goto('/landing');
    await expect(publicHeader.getByText('CompetencyHub', { exact: true })).toBeVisible();
    await expect(publicHeader.getByText('CH', { exact: true })).toBeVisible();
    await expect.poll(() => warnings.some((text) => /System logo failed to load/.test(text))).toBe(true);
    await expect(publicHeader.getByRole('img')).toHaveCount(0);
    await expect(publicHeader.getByText('CompetencyHub', { exact: true })).toBeVisible();
    await visitor.unroute('**/api/v1/system-assets/**/logo/**');

    // Deactivating the logo brings the initials back on the next page.
    await logoCard.getByRole('button', { name: 'Deactivate: Crimson wordmark' }).click();
    await expect(page.getByText('Crimson wordmark is no longer shown')).toBeVisible();
    await visitor.reload();
    await expect(publicHeader.getByText('CH', { exact: true })).toBeVisible();
    await expect(publicHeader.getByRole('img')).toHaveCount(0);

    // Deleting asks first.
    await iconCard.getByRole('button', { name: 'Delete: Teal tab icon' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Teal tab icon?' });
    await expect(confirm.getByText(/This image is active/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Teal tab icon deleted')).toBeVisible();
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  } finally {
    const { items } = await (await page.request.get('/api/v1/system-images')).json();
    for (const image of items) await page.request.delete(`/api/v1/system-images/${image.id}`);
    await visitorContext.close();
  }
});
