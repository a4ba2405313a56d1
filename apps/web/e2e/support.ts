import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { guardAgainstRawKeys } from './raw-key-guard.ts';
import { serverOfThisWorker } from './servers';

const SCREENS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results/screens');

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const PASSWORD = 'Correct-horse-42';

let counter = 0;
/** A fresh e-mail domain per call, so every test starts its own company. */
export function uniqueDomain(): string {
  counter += 1;
  return `t${Date.now()}${counter}.test`;
}

/**
 * Console problems of every page the current test opens, in any browser context: the auto fixture
 * below fails the test on them, so a second context (a visitor, another company) is watched too.
 */
let problemsOfThisTest: string[] = [];

export interface WatchOptions {
  /** Console errors this test provokes on purpose (a failed download, a refused request). */
  expected?: readonly RegExp[];
  /** False for a second list of a page already watched for the test (no double reports). */
  reportToTest?: boolean;
}

/** Records page errors and console.error (network 4xx noise from expected 401s aside). */
export function watchConsole(
  page: Page,
  { expected = [], reportToTest = true }: WatchOptions = {},
): string[] {
  const problems: string[] = [];
  const report = (problem: string) => {
    problems.push(problem);
    if (reportToTest) problemsOfThisTest.push(problem);
  };
  page.on('pageerror', (error) => {
    if (!expected.some((pattern) => pattern.test(error.message))) report(`pageerror: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    if (expected.some((pattern) => pattern.test(text))) return;
    report(`console.error: ${text}`);
  });
  return problems;
}

/** This worker's own seeded server (playwright.config.ts starts one per worker). */
const SERVER = serverOfThisWorker();

export const test = base.extend<{ consoleProblems: string[] }>({
  // Every page, request and new context of this worker talks to its own server.
  baseURL: SERVER.baseURL,
  // Every page of the test's own context reports a raw translation key as a console error.
  context: async ({ context }, use) => {
    await guardAgainstRawKeys(context);
    await use(context);
  },
  consoleProblems: [
    async ({ page }, use) => {
      problemsOfThisTest = [];
      watchConsole(page);
      await use(problemsOfThisTest);
      expect(problemsOfThisTest, 'no console errors on any page of this test').toEqual([]);
    },
    { auto: true },
  ],
});

/** A new browser context whose every page is watched for console errors (see `test`). */
export async function openContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
  watch: WatchOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    ...options,
  });
  context.on('page', (page) => watchConsole(page, watch));
  await guardAgainstRawKeys(context);
  return context;
}

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
  await panel.getByLabel('E-mail', { exact: true }).fill(who.email);
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
  const context = await openContext(browser);
  const page = await context.newPage();
  // openContext already watches the page for the test; this list is the page's own, for asserting midway.
  return { context, page, problems: watchConsole(page, { reportToTest: false }) };
}

/**
 * axe: no serious or critical violations, under every WCAG 2.0, 2.1 and 2.2 A/AA rule and axe's best
 * practices. Label in Name (WCAG 2.5.3) is an "experimental" rule that tags alone never run, so it is
 * switched on by name.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast sliding in (or out) is half transparent; axe would measure the contrast of a frame, not
  // the toast. Sonner mounts a toast transparent and starts its transition a moment later, so "no
  // transition running" alone can pass too early: each toast must also be fully opaque.
  const settled = () =>
    page.waitForFunction(() =>
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (toast) =>
          getComputedStyle(toast).opacity === '1' &&
          toast.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running'),
      ),
    );
  // Which toasts are showing: a toast for the click just made can arrive while axe is measuring
  // (after the request it answers), and then the analysis is run again on the settled page.
  const toasts = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-sonner-toast]')]
        .map((toast) => `${toast.textContent}:${toast.getAttribute('data-removed')}`)
        .join('|'),
    );
  let results: Awaited<ReturnType<AxeBuilder['analyze']>> | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    await settled();
    const before = await toasts();
    results = await new AxeBuilder({ page })
      // options() replaces every option, so it comes before withTags().
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    if ((await toasts()) === before) break;
  }
  const bad = (results?.violations ?? []).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Where a screenshot named `name` is written (apps/web/test-results/screens), wherever the run started. */
export function screenPath(name: string): string {
  return path.join(SCREENS_DIR, `${name}.png`);
}

/** Full-page screenshots at the desktop and the smallest phone width the design supports. */
export async function captureScreens(page: Page, name: string): Promise<void> {
  // CI sets E2E_SCREENS=off: nobody looks at its pictures, and 230 full-page PNGs cost minutes of its 2 cores.
  if (process.env.E2E_SCREENS === 'off') return;
  const original = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // From the top: scrolled, a full-page shot draws the sticky header where the viewport was.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

// ---------------------------------------------------------------------------------------------
// E-mail: the API delivers over SMTP to e2e/mail-server.ts, which writes each message to MAIL_DIR.

const MAIL_DIR = SERVER.mailDir;
const MAIL_POLL_MS = 100;
/** The API's outbox delivers at once, or within its 5-second sweep for mail queued in a transaction. */
const MAIL_TIMEOUT_MS = 20_000;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable: soft line breaks (=\r\n) go, =XX becomes the byte (=3D is '='), as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in a header (=?UTF-8?Q?...?= or =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** A single-part message, as nodemailer sends a text e-mail: headers, a blank line, the body. */
function parseMail(raw: string): Mail {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return {
    to: decodeHeader(headers.get('to') ?? '').toLowerCase(),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
  };
}

function addressedTo(mail: Mail, address: string): boolean {
  const wanted = address.toLowerCase();
  return mail.to.split(',').some((part) => {
    const angle = /<([^>]+)>/.exec(part);
    return (angle?.[1] ?? part).trim() === wanted;
  });
}

async function readMailbox(): Promise<Mail[]> {
  if (!MAIL_DIR) throw new Error('E2E_MAIL_DIR is not set; run the tests with playwright.config.ts');
  const names = (await readdir(MAIL_DIR).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort();
  return Promise.all(names.map(async (name) => parseMail(await readFile(path.join(MAIL_DIR, name), 'utf8'))));
}

/**
 * Waits for an e-mail to `to` whose subject contains `subjectIncludes` and returns its decoded text.
 * `nth` (1-based, in arrival order) picks a later one, e.g. 2 for the link sent by "Resend".
 */
export async function waitForEmail(
  to: string,
  subjectIncludes: string,
  { nth = 1, timeoutMs = MAIL_TIMEOUT_MS }: { nth?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = (await readMailbox()).filter(
      (mail) => addressedTo(mail, to) && mail.subject.includes(subjectIncludes),
    );
    const found = matching[nth - 1];
    if (found) return found.text;
    if (Date.now() > deadline) {
      throw new Error(
        `No e-mail #${nth} to ${to} with a subject containing "${subjectIncludes}" within ${timeoutMs} ms (found ${matching.length})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, MAIL_POLL_MS));
  }
}

/** The first link in `text` whose path starts with `pathPrefix`, as written in the e-mail. */
export function linkFrom(text: string, pathPrefix: string): string {
  for (const [candidate] of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = candidate.replace(/[.,;:!?)]+$/, '');
    if (new URL(url).pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`No link to ${pathPrefix} in the e-mail:\n${text}`);
}

/** Opens the confirmation link from the sign-up e-mail and waits for the page to confirm it. */
export async function confirmEmailFromInbox(page: Page, email: string): Promise<void> {
  const link = linkFrom(await waitForEmail(email, 'Confirm your e-mail address'), '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
}

/**
 * Opens the landing page and waits until the app has taken it over. Its text is in the HTML and
 * shows at once (decision 0028), but buttons that need the app (Watch Demo, the menu) do nothing
 * until then.
 */
export async function openLanding(page: Page): Promise<void> {
  await page.goto('/landing');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

/** Signs out through the user menu, as a person would, and waits for the landing page. */
export async function signOutViaMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /— account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/landing$/);
}
