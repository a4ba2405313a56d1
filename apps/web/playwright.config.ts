import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { type E2eServer, e2eServers } from './e2e/servers';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

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

// Workers load this file again; the env keeps the same folders and ports for the whole run.
process.env.E2E_DATA_DIR ??= path.join(root, '.tmp', `e2e-${Date.now()}`);
// The local OpenAI-compatible stand-in the internal AI tests point a company at (shared: it keeps no state).
process.env.E2E_AI_PORT ??= String(await freePort());
// The local web site and search service (scripts/knowledge-site-stand-in.mjs) the knowledge base reads (shared).
process.env.E2E_SITE_PORT ??= String(await freePort());

/**
 * Browser tests run on E2E_WORKERS workers (2 by default: this machine size has 2 cores). Each worker has
 * its own seeded server, database folder, mailbox and Stripe stand-in (which signs webhooks for its own
 * server), so no test sees another worker's data; support.ts picks the one of the current worker.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
if (!process.env.E2E_SERVERS) {
  const servers: E2eServer[] = [];
  for (let index = 0; index < WORKERS; index++) {
    const port = await freePort();
    const dataDir = `${process.env.E2E_DATA_DIR}-${index}`;
    servers.push({
      baseURL: `http://localhost:${port}`,
      port,
      smtpPort: await freePort(),
      stripePort: await freePort(),
      dataDir,
      mailDir: `${dataDir}-mail`,
    });
  }
  process.env.E2E_SERVERS = JSON.stringify(servers);
}
const SERVERS = e2eServers();
const AI_PORT = Number(process.env.E2E_AI_PORT);
const SITE_PORT = Number(process.env.E2E_SITE_PORT);

/** The stand-ins and the server one worker uses, in the order they must start. */
function serversOf(server: E2eServer): WebServer[] {
  return [
    {
      // The mailbox first: the API delivers e-mail to it over SMTP, and the tests read it (support.ts).
      command: 'node --import tsx e2e/mail-server.ts',
      cwd: here,
      port: server.smtpPort,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_PORT: String(server.smtpPort), MAIL_DIR: server.mailDir },
    },
    {
      // Stripe's endpoints as the server uses them, signing its webhooks with the secret below.
      command: `node ../../scripts/stripe-stand-in.mjs ${server.stripePort} sk_test_e2e whsec_e2e ${server.baseURL}/api/v1/billing/stripe/webhook`,
      cwd: here,
      port: server.stripePort,
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
      url: `${server.baseURL}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(server.port),
        DATA_DIR: server.dataDir,
        SEED_DEMO: 'true',
        BASE_URL: server.baseURL,
        WEB_DIST: path.join(here, 'dist'),
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${server.smtpPort}`,
        INTERNAL_AI_ALLOWED_NETWORKS: '127.0.0.1/32',
        KNOWLEDGE_BASE_ALLOWED_NETWORKS: '127.0.0.1/32',
        SEARCH_URL: `http://127.0.0.1:${SITE_PORT}`,
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_API_URL: `http://127.0.0.1:${server.stripePort}`,
      },
    },
  ];
}

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results/artifacts',
  // Whole files go to a worker (tests inside a file share a company and run in order).
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers share two cores (a server and a Chromium each), so a test takes up to half again its solo time.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // support.ts sets each worker's own server as baseURL; this is the first one's, for tools that read it.
    baseURL: SERVERS[0]?.baseURL,
    locale: 'en-US',
    // A trace records a screencast and DOM snapshots of every test, kept for the failed ones. Only worth it
    // where someone can open it: CI (E2E_TRACE=off in .ci/run) prints its output only, and recording cost a
    // quarter of the browser tests' CPU there (measured: 140 → 106 s for two spec files on 2 workers).
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
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
        // Software rendering without the GPU process's rasteriser and compositor (Debian's wrapper adds
        // --enable-gpu-rasterization; there is no GPU here, so SwiftShader emulated one): the same pixels
        // for a fraction of the CPU (measured with tracing off: 106 → 94 s for two spec files).
        '--disable-gpu-rasterization',
        '--disable-software-rasterizer',
        '--disable-gpu-compositing',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: [
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
      // A company handbook on loopback, which the knowledge base may read only because
      // KNOWLEDGE_BASE_ALLOWED_NETWORKS allows it; also the SearXNG-compatible search (SEARCH_URL).
      command: `node ../../scripts/knowledge-site-stand-in.mjs ${SITE_PORT}`,
      cwd: here,
      port: SITE_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Playwright starts these one after another; a demo server seeds in about 12 s on a quiet machine.
    ...SERVERS.flatMap(serversOf),
  ],
});
