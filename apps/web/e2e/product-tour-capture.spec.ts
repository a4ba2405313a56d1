import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { TOUR_SLIDES, type TourImage } from '../src/features/public-site/tour-slides.ts';
import { DEMO_PASSWORD, expect, openContext, signInViaApi, test } from './support.ts';

/**
 * Photographs the running app for the landing page's product tour:
 *   CAPTURE_TOUR=1 flock /tmp/ch-e2e.lock npm run test:e2e -- product-tour-capture.spec.ts
 * Pages that are not built yet are skipped, so running it again later adds them.
 */
const TOUR_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/tour');
const VIEWPORT = { width: 1366, height: 860 };
const MAX_BYTES = 150 * 1024;

/** Who shows each screen best: the account holder sees most of a company; the inbox is system-level. */
const PHOTOGRAPHER: Partial<Record<TourImage['id'], string>> = { systemAdmin: 'admin@competencyhub.test' };
const DEFAULT_PHOTOGRAPHER = 'owner@acme.test';

/** A few real-looking messages, so the system inbox is not empty on camera. */
const MESSAGES = [
  {
    name: 'Laura Bennett',
    email: 'laura.bennett@example.test',
    company: 'Greenfield Foods',
    topic: 'sales',
    message:
      'Hello, we are 420 people across three sites and are comparing competency platforms. Could we see a demo of succession planning and team analytics next week?',
  },
  {
    name: 'Tomás Ferreira',
    email: 'tomas.ferreira@example.test',
    company: 'Atlântico Engenharia',
    topic: 'billing',
    message:
      'Can we pay annually by bank transfer instead of by card? We would need an invoice with our VAT number.',
  },
];

test.skip(!process.env.CAPTURE_TOUR, 'Set CAPTURE_TOUR=1 to photograph the product tour');

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

test('photographs the product tour screens', async ({ browser }) => {
  test.setTimeout(180_000);
  const request = await openContext(browser);
  for (const body of MESSAGES) {
    const res = await request.request.post('/api/v1/contact-messages', { data: body });
    expect(res.status(), await res.text()).toBe(201);
  }
  await request.close();

  await mkdir(TOUR_DIR, { recursive: true });
  for (const name of await readdir(TOUR_DIR)) await rm(path.join(TOUR_DIR, name));

  const captured: TourImage[] = [];
  const contexts = new Map<string, Page>();
  for (const slide of TOUR_SLIDES) {
    const email = PHOTOGRAPHER[slide.id] ?? DEFAULT_PHOTOGRAPHER;
    let page = contexts.get(email);
    if (!page) {
      const context = await openContext(browser, { viewport: VIEWPORT, deviceScaleFactor: 1 });
      page = await context.newPage();
      await signInViaApi(page, email, DEMO_PASSWORD);
      contexts.set(email, page);
    }
    await page.goto(slide.path);
    await settle(page);
    if (await page.getByText('Not available yet', { exact: true }).isVisible()) continue;
    if (await page.getByRole('heading', { name: 'Page not found' }).isVisible()) continue;
    const file = `${slide.id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.jpg`;
    const bytes = await page.screenshot({ path: path.join(TOUR_DIR, file), type: 'jpeg', quality: 70 });
    expect(bytes.length, `${file} is under 150 KB`).toBeLessThan(MAX_BYTES);
    captured.push({ id: slide.id, src: `/tour/${file}`, ...VIEWPORT });
  }
  for (const page of contexts.values()) await page.context().close();

  expect(captured.map((c) => c.id)).toContain('dashboard');
  await writeFile(path.join(TOUR_DIR, 'tour.json'), `${JSON.stringify({ slides: captured }, null, 2)}\n`);
});
