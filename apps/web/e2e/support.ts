import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screens');

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const PASSWORD = 'Correct-horse-42';

let counter = 0;
/** A fresh e-mail domain per call, so every test starts its own company. */
export function uniqueDomain(): string {
  counter += 1;
  return `t${Date.now()}${counter}.test`;
}

/** Fails the test on page errors and console.error (network 4xx noise from expected 401s aside). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    problems.push(`console.error: ${text}`);
  });
  return problems;
}

export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems = watchConsole(page);
      await use(problems);
      expect(problems, 'no console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface Person {
  fullName: string;
  companyName: string;
  email: string;
  password: string;
}

export function person(
  domain: string,
  local: string,
  fullName: string,
  companyName = 'Northwind Labs',
): Person {
  return { fullName, companyName, email: `${local}@${domain}`, password: PASSWORD };
}

/** Signs up through the real form and waits for the page it lands on. */
export async function signUpViaUi(page: Page, who: Person): Promise<void> {
  await page.goto('/auth?tab=signup');
  const panel = page.getByRole('tabpanel', { name: 'Sign up' });
  await panel.getByLabel('Full name', { exact: true }).fill(who.fullName);
  await panel.getByLabel('Company name', { exact: true }).fill(who.companyName);
  await panel.getByLabel('Work e-mail', { exact: true }).fill(who.email);
  await panel.getByLabel('Password', { exact: true }).fill(who.password);
  await panel.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
}

/** Signs in over the API (the context's cookie jar is the browser's). */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/v1/auth/sign-in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signUpViaApi(page: Page, who: Person): Promise<string> {
  const response = await page.request.post('/api/v1/auth/sign-up', { data: who });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { outcome: string };
  return body.outcome;
}

export async function newWatchedPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

/** axe: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Full-page screenshots at the desktop and the smallest phone width the design supports. */
export async function captureScreens(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}
