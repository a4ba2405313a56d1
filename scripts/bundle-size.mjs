import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Budgets of issue 3 / DESIGN.md, in KiB of gzip-compressed JavaScript. */
export const BUNDLE_BUDGETS_KB = { landing: 150, shell: 300 };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The JavaScript a real browser downloads to show a page, gzip-compressed as a web server would
 * send it: every script response until the network is idle, so lazy chunks the page needs at once
 * count, and chunks it never asks for do not.
 */
async function initialScripts(page, url) {
  const scripts = new Map();
  const onResponse = async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      const body = await response.body();
      scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    } catch {
      // A response without a body (redirect) has nothing to count.
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const bytes = [...scripts.values()].reduce((sum, n) => sum + n, 0);
  return { kb: bytes / 1024, files: scripts.size };
}

export async function measureBundles(baseUrl, { email, password }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const landingContext = await browser.newContext();
    const landing = await initialScripts(await landingContext.newPage(), `${baseUrl}/landing`);
    await landingContext.close();

    const shellContext = await browser.newContext();
    const page = await shellContext.newPage();
    const signIn = await page.request.post(`${baseUrl}/api/v1/auth/sign-in`, {
      data: { email, password },
      headers: { origin: baseUrl },
    });
    if (!signIn.ok()) throw new Error(`sign-in for the bundle measurement failed: ${signIn.status()}`);
    const shell = await initialScripts(page, `${baseUrl}/dashboard`);
    await shellContext.close();
    return { landing, shell };
  } finally {
    await browser.close();
  }
}
