import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  captureScreens,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openContext,
  openLanding,
  signInViaApi,
  test,
} from './support.ts';

const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screens');

async function check(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await captureScreens(page, name);
}

const NAVIGATING = {
  FAQ: '/faq',
  'Contact Us': '/contact',
  'Terms & Conditions': '/terms',
  'Privacy Policy': '/privacy',
};
const PLAIN = [
  'Features',
  'Pricing',
  'Enterprise',
  'Security',
  'Documentation',
  'Status',
  'About',
  'Careers',
];

/** Spec section 2: only FAQ, Contact Us, Terms and Privacy navigate; the rest is text nobody can focus. */
async function expectLandingFooter(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByText('Transforming workforce development with AI-powered competency management.'),
  ).toBeVisible();
  await expect(footer.getByText('© 2025 CompetencyHub. All rights reserved.')).toBeVisible();
  for (const column of ['Product', 'Support', 'Legal']) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
  }
  for (const [name, path] of Object.entries(NAVIGATING)) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  for (const name of PLAIN) {
    await expect(footer.getByText(name, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(footer.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  const focusable = footer.locator(
    'a[href], button, [tabindex]:not([tabindex="-1"]), input, select, textarea',
  );
  await expect(focusable).toHaveCount(4);
}

test.describe('public site', () => {
  test('landing: hero, the eight features, figures, quotes, plans and footer; Start Free Trial signs up', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page).toHaveTitle('CompetencyHub');
    const hero = page.getByRole('region', { name: /Know every skill/ });
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();

    const features = page.getByRole('region', { name: 'Everything you need to develop your people' });
    for (const name of [
      'Competency management',
      'Career development pathways',
      'Team analytics',
      'Custom role profiles',
      'Enterprise security',
      'Succession planning',
      'AI insights',
      'Talent search',
    ]) {
      await expect(features.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    const figures = page.getByRole('region', { name: 'CompetencyHub in numbers' });
    await expect(figures.getByRole('definition')).toHaveText(['10,000+', '85%', '95%']);
    await expect(figures.getByRole('term')).toHaveText([
      'professionals managed',
      'faster skill gap identification',
      'customer satisfaction',
    ]);
    await expect(
      page.getByRole('region', { name: 'Trusted by people teams' }).locator('blockquote'),
    ).toHaveCount(3);

    const pricing = page.getByRole('region', { name: 'Simple, transparent pricing' });
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveText([
      'Free Trial',
      'Starter',
      'Professional',
      'Enterprise Essentials',
      'Enterprise Core',
    ]);
    await expect(pricing).toContainText('Freefor 14 days');
    await expect(pricing).toContainText('$99per month');
    await expect(pricing).toContainText('Up to 50 users');
    await expect(pricing).toContainText('500 AI credits per month');
    await expect(pricing).toContainText('Up to 1,000 users');
    await expect(pricing).toContainText('Add 50 users for $10.99 per month');
    await expectLandingFooter(page);
    await check(page, 'landing');

    // The header's Pricing link scrolls to the plans.
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/landing#pricing$/);
    await expect(pricing).toBeInViewport();

    await pricing.getByRole('link', { name: 'Choose Professional' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&plan=professional$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

    await page.goto('/landing');
    await hero.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });

  test('Watch Demo opens the product tour: real screens, arrow keys, Escape closes', async ({ page }) => {
    await openLanding(page);
    const watch = page.getByRole('button', { name: 'Watch Demo' });
    await watch.click();
    const tour = page.getByRole('dialog', { name: 'Product tour' });
    await expect(tour).toBeVisible();
    const position = tour.getByText(/^Screen 1 of \d+$/);
    await expect(position).toBeVisible();
    const total = Number((await position.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(1);
    const image = tour.getByRole('img');
    await expect(image).toHaveAttribute('src', /^\/tour\/.+\.jpg$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(1000);
    await expect(tour.locator('figcaption')).not.toBeEmpty();
    await check(page, 'landing-tour');

    if (total > 1) {
      const first = await image.getAttribute('alt');
      await page.keyboard.press('ArrowRight');
      await expect(tour.getByText(`Screen 2 of ${total}`)).toBeVisible();
      await expect(image).not.toHaveAttribute('alt', first ?? '');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(tour.getByText(`Screen ${total} of ${total}`)).toBeVisible();
      await tour.getByRole('button', { name: 'Show screen 1' }).click();
      await expect(tour.getByText(`Screen 1 of ${total}`)).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
    await expect(watch).toBeFocused();
  });

  test('at 375 px the header folds into a menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openLanding(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeHidden();
    const menu = header.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENS_DIR, 'landing-menu-375.png') });
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await header.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('FAQ: grouped questions, searched on the server, with a count and an empty state', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page).toHaveTitle('Frequently asked questions · CompetencyHub');
    await expect(page.getByText(/^\d+ questions$/)).toBeVisible();
    const total = Number((await page.getByText(/^\d+ questions$/).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(14);
    for (const category of ['Accounts & sign-in', 'Invitations', 'Subscriptions & AI credits', 'Languages']) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    }
    // Answers start folded and open on demand.
    const question = page.getByText('How do invitations work?');
    const answer = page.getByText(/Account holders and company IT administrators can invite people/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expectLandingFooter(page);
    await check(page, 'faq');

    const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/v1/faq?') && r.url().includes('q=INVITATION'),
    );
    await search.fill('INVITATION');
    expect((await searched).status()).toBe(200);
    await expect(page.getByText(/^\d+ questions? match(es)? “INVITATION”$/)).toBeVisible();
    const items = page.locator('details');
    const found = await items.count();
    expect(found).toBeGreaterThanOrEqual(2);
    expect(found).toBeLessThan(total);
    for (const item of await items.all()) {
      await expect(item).toHaveAttribute('open', '');
      await expect(item.locator('mark').first()).toHaveText(/invitation/i);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Languages' })).toBeHidden();
    await captureScreens(page, 'faq-search');

    await search.fill('xylophone');
    await expect(page.getByRole('heading', { name: 'No questions match “xylophone”' })).toBeVisible();
    await expect(page.locator('details')).toHaveCount(0);
    // The page got shorter while scrolled down: the search box is not left under the sticky header.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await search.fill('xylophone piano');
    await expect(page.getByRole('heading', { name: 'No questions match “xylophone piano”' })).toBeVisible();
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox();
        const box = await search.boundingBox();
        return header && box ? box.y - (header.y + header.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await check(page, 'faq-empty');
    await page.getByRole('search').getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText(`${total} questions`, { exact: true })).toBeVisible();
    await expect(search).toHaveValue('');

    // The FAQ follows the interface language: the questions come from the server in German.
    const german = page.waitForResponse(
      (r) => r.url().includes('/api/v1/faq?') && r.url().includes('locale=de-DE'),
    );
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de-DE');
    expect((await german).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
    await expect(page.getByText('Wie erstelle ich ein Konto?')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Konten und Anmeldung' })).toBeVisible();
    await captureScreens(page, 'faq-de');
  });

  test('terms and privacy: complete, dated, with contents', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByText('Last updated: November 1, 2026')).toBeVisible();
    for (const name of [
      '3. Subscriptions and plans',
      '4. Free trial',
      '6. Renewal and cancellation',
      '7. AI credits and AI features',
      '8. Acceptable use',
      '10. Data processing',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: '8. Acceptable use' })
      .click();
    await expect(page).toHaveURL(/#terms-acceptableUse$/);
    await expect(page.getByRole('heading', { level: 2, name: '8. Acceptable use' })).toBeInViewport();
    await expectLandingFooter(page);
    await check(page, 'terms');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: November 1, 2026')).toBeVisible();
    for (const name of [
      '6. Sub-processors',
      '8. How long we keep data',
      '10. Your rights under the GDPR',
      '11. Cookies and local storage',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/better-auth\.session_token/)).toBeVisible();
    await expect(page.getByText(/i18nextLng/)).toBeVisible();
    await check(page, 'privacy');
  });

  test('contact: mistakes are explained, a message is sent, and a system admin reads it', async ({
    page,
    browser,
  }) => {
    const name = `Casey Contact ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expectLandingFooter(page);
    await check(page, 'contact');

    const form = page.getByRole('region', { name: 'Send us a message' });
    const field = (label: string): Locator => form.getByLabel(label, { exact: true });
    await field('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter your name')).toBeVisible();
    await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(field('Topic')).toHaveAccessibleDescription('Choose a topic');
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(field('Your name')).toBeFocused();
    await expect(field('Your name')).toHaveAttribute('aria-invalid', 'true');
    await check(page, 'contact-errors');

    await field('Your name').fill(name);
    await field('E-mail').fill('casey@example.test');
    await field('Company (optional)').fill('Example Industries');
    await field('Topic').selectOption({ label: 'Sales' });
    await field('Message').fill('We would like a demo of succession planning for 300 people.\nThank you!');
    await expect(form.getByText('70/5000')).toBeVisible();
    // A refusal from the server (here: too many messages) is explained and the form is kept.
    await page.route('**/api/v1/contact-messages', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '1800' },
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Too Many Requests',
          status: 429,
          code: 'RATE_LIMITED',
        }),
      }),
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many attempts. Try again in 30 minutes.');
    await expect(field('Your name')).toHaveValue(name);
    await page.unroute('**/api/v1/contact-messages');

    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/contact-messages') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(201);
    await expect(
      page.getByRole('heading', { name: "Thank you — we'll reply within 1–2 business days" }),
    ).toBeFocused();
    await expect(page.getByText('We will answer at casey@example.test.')).toBeVisible();
    await check(page, 'contact-sent');

    const adminContext = await openContext(browser);
    const admin = await adminContext.newPage();
    await signInViaApi(admin, 'admin@competencyhub.test', DEMO_PASSWORD);
    await admin.goto('/system-admin');
    await expect(admin.getByRole('heading', { level: 1, name: 'System Administration' })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 2, name: 'Contact messages' })).toBeVisible();
    const item = admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: `From ${name}` }) });
    await expect(item).toContainText('Unread');
    await expect(item).toContainText('Sales');
    await expect(item).toContainText('casey@example.test');
    await expect(item).toContainText('Example Industries');
    await expect(item).toContainText('We would like a demo of succession planning for 300 people.');
    await expectAccessible(admin);
    await captureScreens(admin, 'contact-inbox');

    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect(item.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect(item).not.toContainText('Unread');
    await admin.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(admin).toHaveURL(/\/system-admin\?status=new$/);
    await expect(admin.getByRole('heading', { name: `From ${name}` })).toBeHidden();
    await admin.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(admin.getByRole('heading', { name: `From ${name}` })).toBeVisible();
    await adminContext.close();
  });
});
