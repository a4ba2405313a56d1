/**
 * What the fault scripts share (issue 25, decision 0080): a PostgreSQL server of their own (never the
 * machine's shared one: they stop, restart and starve it), a local SMTP sink that counts messages by
 * Message-ID, a signed-in HTTP client, and the result line every script ends with.
 *
 * Everything started here is stopped on every exit path: each start registers a synchronous last-resort
 * stop that runs on 'exit' and on SIGINT/SIGTERM, besides the caller's own try/finally.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** Helper D's range (issue 25): own PostgreSQL instances on 5440-5449. */
const PG_PORTS = [5440, 5441, 5442, 5443, 5444, 5445, 5446, 5447, 5448, 5449];

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// Clean-up on every exit path

/** @type {Set<() => void>} */
const lastResorts = new Set();
let installed = false;
function onExit(stop) {
  if (!installed) {
    installed = true;
    process.once('exit', () => {
      for (const stopNow of lastResorts) stopNow();
    });
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.once(signal, () => {
        for (const stopNow of lastResorts) stopNow();
        process.exit(130);
      });
    }
  }
  lastResorts.add(stop);
  return () => lastResorts.delete(stop);
}

/** Fails the script if it runs past its budget: a fault test that hangs is a failed one. */
export function deadline(name, ms) {
  const timer = setTimeout(() => {
    console.error(`${name}: FAIL — still running after ${Math.round(ms / 1000)} s`);
    process.exit(1);
  }, ms);
  timer.unref();
}

// ---------------------------------------------------------------------------------------------------
// A PostgreSQL server of the script's own

const asPostgres = (args, options = {}) =>
  spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8', ...options });

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * initdb into a fresh folder (as user postgres), then start on a free port of 5440-5449.
 * @param {{ dataParent?: string, settings?: Record<string, string>, initdbArgs?: string[] }} options
 *   dataParent: where the data directory goes (a small tmpfs for the disk-full script); settings:
 *   postgresql.conf lines; initdbArgs: more initdb options.
 */
export async function startOwnPostgres({ dataParent, settings = {}, initdbArgs = [] } = {}) {
  const port = await (async () => {
    for (const candidate of PG_PORTS) if (await portIsFree(candidate)) return candidate;
    throw new Error('no free port in 5440-5449 for a PostgreSQL of our own');
  })();
  const home = mkdtempSync(path.join(os.tmpdir(), 'd-fault-pg-'));
  const dataDir = dataParent ? mkdtempSync(path.join(dataParent, 'pgdata-')) : path.join(home, 'data');
  const socketDir = path.join(home, 'socket');
  for (const dir of [home, socketDir, ...(dataParent ? [dataDir] : [])]) {
    spawnSync('mkdir', ['-p', dir]);
    chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  }
  const init = asPostgres([
    `${PG_BIN}/initdb`,
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    ...initdbArgs,
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const options = [
    `-p ${port}`,
    `-k ${socketDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=on',
    '-c max_connections=60',
    ...Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`),
  ].join(' ');
  const logFile = path.join(home, 'postgres.log');
  const ctl = (...args) => asPostgres([`${PG_BIN}/pg_ctl`, '-D', dataDir, '-l', logFile, ...args]);
  const stopNow = () => {
    ctl('stop', '-m', 'immediate', '-w');
  };
  const forget = onExit(() => {
    stopNow();
    rmSync(home, { recursive: true, force: true });
    if (dataParent) rmSync(dataDir, { recursive: true, force: true });
  });

  const server = {
    port,
    dataDir,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile,
    /** Starts the server and waits until it accepts connections. */
    start() {
      const result = ctl('start', '-w', '-t', '60', '-o', options);
      if (result.status !== 0) throw new Error(`pg_ctl start failed: ${result.stderr}\n${result.stdout}`);
    },
    /** A fast shutdown: connections are cut, the server is gone until start(). */
    stop(mode = 'fast') {
      const result = ctl('stop', '-m', mode, '-w', '-t', '60');
      if (result.status !== 0) throw new Error(`pg_ctl stop failed: ${result.stderr}`);
    },
    /** Everything gone: the server and its folders. */
    destroy() {
      stopNow();
      forget();
      rmSync(home, { recursive: true, force: true });
      if (dataParent) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}

function uidOf(name) {
  return Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout.trim());
}
function gidOf(name) {
  return Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
}

/** One query on its own connection (the scripts' view of the database, not the API's). */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// An SMTP sink that counts by Message-ID

/**
 * A local SMTP server that keeps every message's Message-ID; stop() and start() again on the same port
 * play a mail server that goes down and comes back.
 */
export async function startSmtpSink() {
  /** @type {Array<{ messageId: string, to: string[], subject: string }>} */
  const received = [];
  let server = null;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onData(stream, session, callback) {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
          received.push({
            messageId: /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '(none)',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: /^subject:\s*(.*)$/im.exec(head)?.[1] ?? '',
          });
          callback();
        });
      },
    });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    port = server.server.address().port;
  };
  await listen();
  const close = () =>
    new Promise((resolve) => {
      if (!server) return resolve();
      const closing = server;
      server = null;
      closing.close(() => resolve());
    });
  const forget = onExit(() => server?.server.close());
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many times each Message-ID arrived. */
    counts() {
      const counts = new Map();
      for (const message of received) counts.set(message.messageId, (counts.get(message.messageId) ?? 0) + 1);
      return counts;
    },
    stop: close,
    start: listen,
    async destroy() {
      await close();
      forget();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// HTTP as a signed-in user

export const DEMO_PASSWORD = 'Demo-pass-2026';

/**
 * One request, timed. Never throws: a refused connection is status 0, so a script can count it.
 * @returns {Promise<{ status: number, ms: number, retryAfter: string | null, body: any, at: number }>}
 */
export async function request(baseUrl, method, urlPath, { cookie, body, timeoutMs = 15_000 } = {}) {
  const started = performance.now();
  const at = Date.now();
  try {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        origin: baseUrl,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      body: parsed,
      setCookie: response.headers.getSetCookie?.() ?? [],
      at,
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, retryAfter: null, body: String(error), at };
  }
}

/** Signs a demo user in and returns the session cookie. */
export async function signIn(baseUrl, email, password = DEMO_PASSWORD) {
  const response = await request(baseUrl, 'POST', '/api/v1/auth/sign-in', { body: { email, password } });
  const cookie = response.setCookie.map((line) => line.split(';')[0]).join('; ');
  if (response.status !== 200 || !cookie) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return cookie;
}

// ---------------------------------------------------------------------------------------------------
// Figures and the result line

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Checks collected as the script runs; finish() prints each failed one and the result line, and sets
 * the exit code.
 */
export function checks(name) {
  const failures = [];
  return {
    expect(condition, message) {
      if (!condition) failures.push(message);
      return condition;
    },
    finish(summary) {
      for (const failure of failures) console.error(`  ✗ ${failure}`);
      const ok = failures.length === 0;
      console.info(`${name}: ${ok ? 'PASS' : 'FAIL'} — ${summary}`);
      process.exitCode = ok ? 0 : 1;
      return ok;
    },
  };
}

/**
 * What every fault script starts with: its deadline, its checks and its log lines, all under its name.
 * @param {string} name @param {number} deadlineMs
 */
export function faultScript(name, deadlineMs) {
  deadline(name, deadlineMs);
  return { check: checks(name), log: (message) => console.info(`[${name}] ${message}`) };
}

/**
 * How a fault script ends when it could not run to its checks: the error is its failure, and the last
 * lines each API process wrote say why.
 * @param {ReturnType<typeof checks>} check @param {unknown} error
 * @param {{ members: unknown[], logsOf: (i: number) => string } | undefined} cluster
 */
export function stoppedByError(check, error, cluster) {
  console.error(error);
  check.expect(false, String(/** @type {Error} */ (error)?.message ?? error));
  check.finish('stopped by an error');
  if (cluster)
    for (let i = 0; i < cluster.members.length; i++)
      console.error(`--- api-${i}\n${cluster.logsOf(i).slice(-3000)}`);
}
