// One built server (apps/api/dist/server.js, what `npm start` runs) on a data directory of its own and a
// free port, for the restore drill and the embedded-kill fault script. A cluster on PostgreSQL is
// scripts/ops/cluster.mjs's; this is the embedded database's single process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(root, 'apps/api/dist/server.js');
export const DEMO_PASSWORD = 'Demo-pass-2026';

/** Builds the server and the web app when there is no build yet (CI builds before; a fresh clone has none). */
export function ensureServerBuilt() {
  if (existsSync(SERVER_ENTRY) && existsSync(path.join(root, 'apps/web/dist/index.html'))) return;
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server and waits until /api/v1/ready answers 200.
 * @param {{ dataDir?: string, databaseUrl?: string, env?: Record<string, string>, port?: number, readyWithinMs?: number }} options
 */
export async function startServer({ dataDir, databaseUrl, env = {}, port, readyWithinMs = 180_000 }) {
  const chosenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${chosenPort}`;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(chosenPort),
      HOST: '127.0.0.1',
      BASE_URL: url,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_MAX: '100000000',
      RATE_LIMIT_ACCOUNT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const server = {
    url,
    port: chosenPort,
    pid: /** @type {number} */ (child.pid),
    logs: () => output,
    get running() {
      return !gone;
    },
    exited,
    /** SIGTERM (a drain) or any signal, and waits for the exit. @param {NodeJS.Signals} signal */
    async stop(signal = 'SIGTERM') {
      if (!gone) child.kill(signal);
      return exited;
    },
  };

  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was ready:\n${output.slice(-3000)}`);
    try {
      const res = await fetch(`${url}/api/v1/ready`);
      if (res.status === 200) return server;
    } catch {}
    await sleep(50);
  }
  await server.stop('SIGKILL');
  throw new Error(`the server was not ready within ${readyWithinMs / 1000} s:\n${output.slice(-3000)}`);
}

/**
 * A signed-in demo user's requests.
 * @param {string} baseUrl @param {string} email
 */
export async function signIn(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return sessionOf(baseUrl, cookie);
}

/**
 * Requests with a session cookie (also one kept from an earlier sign-in).
 * @param {string} baseUrl @param {string} cookie
 */
export function sessionOf(baseUrl, cookie) {
  /** @param {string} method @param {string} route @param {unknown} [body] */
  const call = async (method, route, body) => {
    const res = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  };
  return { cookie, baseUrl, call };
}
