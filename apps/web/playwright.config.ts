import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** A port nothing listens on right now, from the OS. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

// Workers load this file again; the env keeps one data folder, mailbox, SMTP port and HTTP port per run.
process.env.E2E_DATA_DIR ??= path.join(root, '.tmp', `e2e-${Date.now()}`);
process.env.E2E_MAIL_DIR ??= `${process.env.E2E_DATA_DIR}-mail`;
process.env.E2E_SMTP_PORT ??= String(await freePort());
// A free port, not a fixed one: a developer's own server (or another run) may be listening anywhere.
process.env.E2E_PORT ??= String(await freePort());
// The local OpenAI-compatible stand-in the internal AI tests point a company at.
process.env.E2E_AI_PORT ??= String(await freePort());
// The local Stripe stand-in (scripts/stripe-stand-in.mjs) that card payments go through.
process.env.E2E_STRIPE_PORT ??= String(await freePort());
// The local web site and search service (scripts/knowledge-site-stand-in.mjs) the knowledge base reads.
process.env.E2E_SITE_PORT ??= String(await freePort());
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
const PORT = Number(process.env.E2E_PORT);
const AI_PORT = Number(process.env.E2E_AI_PORT);
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT);
const SITE_PORT = Number(process.env.E2E_SITE_PORT);
const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: [
    {
      // The mailbox first: the API delivers e-mail to it over SMTP, and the tests read it (support.ts).
      command: 'node --import tsx e2e/mail-server.ts',
      cwd: here,
      port: SMTP_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_PORT: String(SMTP_PORT), MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      // An OpenAI-compatible endpoint on loopback, which the server may call only because
      // INTERNAL_AI_ALLOWED_NETWORKS below allows it (decision 0039).
      command: `node ../../scripts/openai-stand-in.mjs ${AI_PORT} sk-e2e-internal-key e2e-model`,
      cwd: here,
      port: AI_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Stripe's endpoints as the server uses them, signing its webhooks with the secret below.
      command: `node ../../scripts/stripe-stand-in.mjs ${STRIPE_PORT} sk_test_e2e whsec_e2e ${BASE_URL}/api/v1/billing/stripe/webhook`,
      cwd: here,
      port: STRIPE_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A company handbook on loopback, which the knowledge base may read only because
      // KNOWLEDGE_BASE_ALLOWED_NETWORKS below allows it; also the SearXNG-compatible search (SEARCH_URL).
      command: `node ../../scripts/knowledge-site-stand-in.mjs ${SITE_PORT}`,
      cwd: here,
      port: SITE_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The real production server: the built API serving the built web app (run `vite build` first).
      // E2E_SERVER_ENTRY points at another build of the API, e.g. while its dist is being rebuilt.
      command: `node ${process.env.E2E_SERVER_ENTRY ?? '../../apps/api/dist/server.js'}`,
      cwd: here,
      url: `${BASE_URL}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED_DEMO: 'true',
        BASE_URL,
        WEB_DIST: path.join(here, 'dist'),
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        INTERNAL_AI_ALLOWED_NETWORKS: '127.0.0.1/32',
        KNOWLEDGE_BASE_ALLOWED_NETWORKS: '127.0.0.1/32',
        SEARCH_URL: `http://127.0.0.1:${SITE_PORT}`,
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
      },
    },
  ],
});
