// Usage: node shots-tmp.mjs BASE email path[,path...] name [clickText]
import { chromium } from 'playwright-core';
const [base, email, paths, name, click] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [1366, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const res = await page.request.post(`${base}/api/v1/auth/sign-in`, { data: { email, password: 'Demo-pass-2026' }, headers: { origin: base } });
  if (!res.ok()) throw new Error(`sign-in ${res.status()}`);
  for (const [i, path] of paths.split(',').entries()) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (click) { for (const c of click.split('|')) { const el = page.getByRole('button', { name: c }).first(); if (await el.count()) { await el.click(); await page.waitForTimeout(800); } } }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `/tmp/shots/${name}-${i}-${width}.png`, fullPage: true });
  }
  if (errors.length) console.log(width, 'console errors:', errors.slice(0, 5));
  await context.close();
}
await browser.close();
