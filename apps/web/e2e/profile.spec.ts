import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: a size x size square in one colour, so the photo is visible in the screenshots. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** axe once the toasts have gone: a toast still fading in has no final colours to measure. */
async function expectAccessibleWhenSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page);
}

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
}

/** An image that has actually loaded, not a broken one. */
async function expectLoadedImage(page: Page, selector: string): Promise<void> {
  const image = page.locator(selector).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(48);
}

test.describe('/profile', () => {
  test('edit details, see translated errors, upload a photo and sign out other sessions', async ({
    page,
    browser,
  }) => {
    const who = person(uniqueDomain(), 'pat', 'Pat Profile', 'Profile Labs');
    await signUpViaApi(page, who);
    await openProfile(page);

    const details = page.getByRole('region', { name: 'Personal details' });
    const save = details.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await details.getByLabel('Full name').fill('Patricia Profile');
    // Job title and department come from the job profile an administrator assigns: shown, not editable.
    await expect(details.getByLabel('Job title')).toHaveAttribute('readonly', '');
    await expect(details.getByLabel('Department')).toHaveAttribute('readonly', '');
    await expect(details.getByText('Set by your administrator from your job profile.').first()).toBeVisible();
    // So is where they work: the location of their job record, kept in User Management.
    await expect(details.getByLabel('Location')).toHaveAttribute('readonly', '');
    await expect(details.getByText('Set by your administrator with your job record.')).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(save).toBeDisabled();
    // The header and the profile card show the new name without a reload.
    await expect(page.getByRole('button', { name: /^Patricia Profile .*— account menu$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Patricia Profile' })).toBeVisible();

    // A phone number that is not international: the shared rule's message, in the user's language.
    await details.getByLabel('Phone (optional)').fill('020 7946 0958');
    await save.click();
    await expect(
      details.getByText('Enter the phone number in international format, e.g. +44 20 7946 0958'),
    ).toBeVisible();
    await expect(details.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'profile-phone-error');

    await page.evaluate(() => localStorage.setItem('i18nextLng', 'es-ES'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    const detalles = page.getByRole('region', { name: 'Datos personales' });
    await detalles.getByLabel('Teléfono (opcional)').fill('12345');
    await detalles.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(
      detalles.getByText(
        'Introduzca el número de teléfono en formato internacional, p. ej. +44 20 7946 0958',
      ),
    ).toBeVisible();
    // The demo owner's number: refused by the server, with the same message as at sign-up.
    await detalles.getByLabel('Teléfono (opcional)').fill('+44 20 7946 0001');
    await detalles.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(detalles.getByText('Este número de teléfono ya lo utiliza otra cuenta')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en-US'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

    // Photo: checked in the browser first, previewed, then saved and shown in the header.
    const fileInput = page.getByTestId('avatar-file-input');
    await fileInput.setInputFiles({
      name: 'animation.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.getByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
    await fileInput.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(48, [13, 148, 136]),
    });
    await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save photo' }).click();
    await expect(page.getByText('Your photo has been updated.')).toBeVisible();
    await expectLoadedImage(page, 'header img[src^="/api/v1/files/"]');
    await expectLoadedImage(page, 'main img[src^="/api/v1/files/"]');
    await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();

    // A second browser signed in as the same person, then signed out from here.
    const origin = new URL(page.url()).origin;
    const elsewhere = await openContext(browser, { baseURL: origin });
    const signIn = await elsewhere.request.post('/api/v1/auth/sign-in', {
      data: { email: who.email, password: who.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
      },
    });
    expect(signIn.status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Safari on iOS')).toBeVisible();
    await expectAccessibleWhenSettled(page);
    await captureScreens(page, 'profile-edited');

    // Signing out one device asks first too (decision 0018); cancelling keeps it signed in.
    await page.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    const one = page.getByRole('dialog', { name: 'Sign out Safari on iOS?' });
    await expect(one.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await one.getByRole('button', { name: 'Cancel' }).click();
    await expect(one).toBeHidden();
    expect((await elsewhere.request.get('/api/v1/me')).status()).toBe(200);

    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of all other sessions?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessibleWhenSettled(page);
    await dialog.getByRole('button', { name: 'Sign out other sessions' }).click();
    await expect(page.getByText('1 other session has been signed out.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Safari on iOS')).toBeHidden();
    await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
    expect((await elsewhere.request.get('/api/v1/me')).status()).toBe(401);
    expect((await page.request.get('/api/v1/me')).status()).toBe(200);
    await elsewhere.close();

    // Removing the photo asks first, then the initials come back.
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page
      .getByRole('dialog', { name: 'Remove your photo?' })
      .getByRole('button', { name: 'Remove photo' })
      .click();
    await expect(page.getByText('Your photo has been removed.')).toBeVisible();
    await expect(page.locator('header img[src^="/api/v1/files/"]')).toHaveCount(0);
  });

  for (const [label, email, reportsTo] of [
    ['employee', 'employee@acme.test', 'Marcus Manager, Customer Success Manager'],
    ['account-holder', 'owner@acme.test', null],
  ] as const) {
    test(`${label}: accessible, and looks right at 1366 and 375 px`, async ({ page }) => {
      await signInViaApi(page, email, DEMO_PASSWORD);
      await openProfile(page);
      const card = page.getByRole('region', {
        name: label === 'employee' ? 'Emma Employee' : 'Olivia Owner',
      });
      if (reportsTo) await expect(card.getByText(reportsTo)).toBeVisible();
      else await expect(card.getByText('Chief Executive Officer · Leadership')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
      await expectAccessibleWhenSettled(page);
      await captureScreens(page, `profile-${label}`);
    });
  }
});
