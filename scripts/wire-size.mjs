// The bytes a first visit really downloads, as Chromium counts them: every response's
// Network.loadingFinished encodedDataLength (headers plus the body as sent, compressed or not),
// from navigation until the page shows its heading and then no request has been open for a second.
// Used by `npm run bench`.

import { chromium } from '@playwright/test';
import { missedBy } from './bench-section.mjs';

/** Budgets of DESIGN.md and issue 7, in KB (1,000 bytes) on the wire, for a first visit (empty cache). */
export const WIRE_BUDGETS_KB = { landing: 150, dashboard: 300 };
/**
 * Fonts are counted apart (decision 0035): the spec makes Inter, served by the app, the default
 * font of the signed-in app; one face of a bundled family is at most this much. The page budgets
 * above cover everything else.
 */
export const FONT_BUDGET_KB = 60;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const KIND_BY_TYPE = {
  Script: 'script',
  Stylesheet: 'css',
  Document: 'html',
  Fetch: 'api',
  XHR: 'api',
  Font: 'font',
};

const QUIET_MS = 1000;

/** Resolves once no request has been in flight for QUIET_MS. */
function networkQuiet(inFlight) {
  return new Promise((resolve) => {
    let quietSince = performance.now();
    const timer = setInterval(() => {
      if (inFlight.size > 0) quietSince = performance.now();
      else if (performance.now() - quietSince >= QUIET_MS) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/**
 * Loads `url` in `page` and sums what crossed the wire, in total and by kind of resource. Waiting
 * for the page's heading first matters: while the main script runs, the network is idle although
 * the page's own chunks have not been asked for yet.
 */
async function wireBytes(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const inFlight = new Set();
  const kinds = new Map();
  const encodings = new Map();
  const byKind = {};
  let requests = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId }) => inFlight.add(requestId));
  cdp.on('Network.loadingFailed', ({ requestId }) => inFlight.delete(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    kinds.set(requestId, KIND_BY_TYPE[type] ?? 'other');
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    encodings.set(requestId, headers['content-encoding']);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    const kind = kinds.get(requestId) ?? 'other';
    byKind[kind] = (byKind[kind] ?? 0) + encodedDataLength;
    requests++;
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await networkQuiet(inFlight);
  await cdp.detach();
  const total = Object.values(byKind).reduce((sum, n) => sum + n, 0);
  const scripts = [...kinds].filter(([, kind]) => kind === 'script').map(([id]) => encodings.get(id));
  return {
    kb: total / 1000,
    scriptKb: (byKind.script ?? 0) / 1000,
    fontKb: (byKind.font ?? 0) / 1000,
    byKindKb: Object.fromEntries(Object.entries(byKind).map(([kind, bytes]) => [kind, bytes / 1000])),
    requests,
    // A script sent without compression would show the server has lost its precompressed copies.
    uncompressedScripts: scripts.filter((encoding) => !encoding).length,
  };
}

/** First visits of /landing (signed out) and /dashboard (signed in as `credentials`). */
export async function measureWireBytes(baseUrl, credentials) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const landingContext = await browser.newContext({ locale: 'en-US' });
    const landing = await wireBytes(await landingContext.newPage(), `${baseUrl}/landing`);
    await landingContext.close();

    const dashboardContext = await browser.newContext({ locale: 'en-US' });
    const page = await dashboardContext.newPage();
    const signIn = await page.request.post(`${baseUrl}/api/v1/auth/sign-in`, {
      data: credentials,
      headers: { origin: baseUrl },
    });
    if (!signIn.ok()) throw new Error(`sign-in for the wire measurement failed: ${signIn.status()}`);
    const dashboard = await wireBytes(page, `${baseUrl}/dashboard`);
    await dashboardContext.close();
    return { landing, dashboard };
  } finally {
    await browser.close();
  }
}

const fmt = (n) => n.toFixed(1);
const verdict = (value, budget) => (value <= budget ? '(met)' : '(**over**)');
const withoutFonts = (page) => page.kb - (page.fontKb ?? 0);
const wireRow = (label, page, budget) =>
  `| ${label} | ${page.requests} | ${fmt(page.scriptKb)} KB | ${fmt(page.fontKb ?? 0)} KB | ${fmt(page.kb)} KB | ${fmt(withoutFonts(page))} KB ≤ ${budget} KB ${verdict(withoutFonts(page), budget)}; fonts ≤ ${FONT_BUDGET_KB} KB ${verdict(page.fontKb ?? 0, FONT_BUDGET_KB)} |`;

/** The docs/benchmarks.md section for `measureWireBytes`'s result. */
export function wireSection(wire) {
  return [
    '## Bytes on the wire for a first visit (production build, empty cache)',
    '',
    'Chromium loads the page and counts every response (`Network.loadingFinished` → `encodedDataLength`:',
    'headers plus the body as sent, brotli-compressed here) until the page shows its heading and no',
    'request has been open for a second. 1 KB = 1,000 bytes. Fonts are budgeted apart (decision 0035):',
    'the signed-in app shows its company font (Inter unless the company or theme chose another),',
    'served by the app; the public pages use the system font.',
    '',
    '| Page | Responses | Of which JavaScript | Of which fonts | Total | Budget (total without fonts; fonts) |',
    '| --- | --- | --- | --- | --- | --- |',
    wireRow('`/landing`, signed out', wire.landing, WIRE_BUDGETS_KB.landing),
    wireRow('`/dashboard`, signed in (account holder)', wire.dashboard, WIRE_BUDGETS_KB.dashboard),
    '',
  ];
}

/** One line per page over its budget, or whose scripts came uncompressed. */
export function wireFailures(wire) {
  const failures = [];
  for (const [name, budget] of Object.entries(WIRE_BUDGETS_KB)) {
    const page = wire[name];
    const pageOver = missedBy(`/${name}, bytes besides fonts`, withoutFonts(page), budget, ' KB', {
      atMost: true,
    });
    if (pageOver) failures.push(pageOver);
    const fontsOver = missedBy(`/${name}, fonts`, page.fontKb ?? 0, FONT_BUDGET_KB, ' KB', { atMost: true });
    if (fontsOver) failures.push(fontsOver);
    if (page.uncompressedScripts) {
      failures.push(
        `/${name}: ${page.uncompressedScripts} script(s) sent uncompressed (precompressed copies missing?)`,
      );
    }
  }
  return failures;
}
