// The production set-up on this machine, for tests, fault scripts and `npm run start:cluster`: several API
// processes (the built server, NODE_ENV=production) on one PostgreSQL database behind nginx, with the
// nginx site rendered from the file that ships (deploy/nginx/competencyhub.conf). Every process this
// module starts is stopped by close(), and by the exit handlers below if the caller forgets or crashes.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../free-port.mjs';
import { staleBuilds } from '../stale-build.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_SITE = path.join(root, 'deploy/nginx/competencyhub.conf');
export const SERVER_ENTRY = 'apps/api/dist/server.js';
export const READY_PATH = '/api/v1/ready';
export const HEALTH_PATH = '/api/v1/health';
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

const READY_TIMEOUT_MS = 90_000;
const EXIT_TIMEOUT_MS = 40_000;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// Clean-up of everything still running when this process ends (a thrown test, Ctrl-C, a failed assert).

/** @type {Set<() => void>} synchronous last-resort kills */
const lastResorts = new Set();
let exitHandlersInstalled = false;

function installExitHandlers() {
  if (exitHandlersInstalled) return;
  exitHandlersInstalled = true;
  process.once('exit', () => {
    for (const kill of lastResorts) kill();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    // Only when nobody else handles the signal: a caller with its own handler (start-cluster.mjs) closes
    // the cluster itself; without one, Node would exit at once and leave the children running.
    process.once(signal, () => {
      if (process.listenerCount(signal) > 0) return;
      for (const kill of lastResorts) kill();
      process.exit(130);
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// Build

/** Runs `npm run -s build` when apps/api/dist or apps/web/dist is missing or older than its sources. */
export async function ensureBuilt() {
  const stale = staleBuilds(root);
  if (!stale.web && !stale.api) return false;
  console.info('Building (a dist is missing or older than its sources)…');
  // Quiet unless it fails: Vite lists every chunk, which buries a test's own output.
  const result = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Databases

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh empty database on the PostgreSQL server behind adminUrl, named `<prefix>_<time>_<random>`.
 * @returns {Promise<{ url: string, name: string, drop: () => Promise<void> }>}
 */
export async function createScratchDatabase(adminUrl = DEFAULT_ADMIN_URL, prefix = 'ch_ops') {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.toLowerCase();
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a safe database name: ${name}`);
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    lastResorts.delete(dropSync);
    // FORCE: a process killed mid-test may leave a connection behind for a moment.
    await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
  // If the caller dies before drop(): psql is synchronous, so it can run in an 'exit' handler.
  const dropSync = () => {
    if (dropped) return;
    spawnSync('psql', [adminUrl, '-qc', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`], {
      stdio: 'ignore',
    });
  };
  installExitHandlers();
  lastResorts.add(dropSync);
  return { url: url.toString(), name, drop };
}

/**
 * @template T
 * @param {string} adminUrl
 * @param {(client: pg.Client) => Promise<T>} action
 * @returns {Promise<T>}
 */
async function withAdmin(adminUrl, action) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// nginx

/**
 * The shipped nginx site with this machine's ports: the template is the shipped file itself. Only its
 * `listen` lines and the upstream's `server` lines change; anything else in the file reaches the tests
 * as an operator would install it.
 * @param {{ listenPort: number, upstreams: Array<{ port: number, down?: boolean }>, template?: string }} options
 */
export function renderNginxSite({ listenPort, upstreams, template = readFileSync(NGINX_SITE, 'utf8') }) {
  const listenLines = /^( *)listen [^;]+;\n(?:\1listen [^;]+;\n)*/m;
  if (!listenLines.test(template)) throw new Error('the nginx site has no listen line');
  let site = template.replace(listenLines, (_all, indent) => `${indent}listen 127.0.0.1:${listenPort};\n`);

  const upstream = /(upstream competencyhub \{\n(?:.*\n)*?)((?: *server [^;]+;\n)+)/;
  const match = site.match(upstream);
  if (!match) throw new Error('the nginx site has no `upstream competencyhub` with server lines');
  const first = (match[2] ?? '').split('\n')[0] ?? '';
  const indent = first.match(/^ */)?.[0] ?? '    ';
  // The shipped line's parameters (max_fails, fail_timeout) stay: only the address changes.
  const parameters = first
    .trim()
    .replace(/^server \S+/, '')
    .replace(/;$/, '');
  const servers = upstreams
    .map(({ port, down }) => `${indent}server 127.0.0.1:${port}${parameters}${down ? ' down' : ''};\n`)
    .join('');
  site = site.replace(upstream, (_all, head) => `${head}${servers}`);
  return site;
}

/** The main nginx.conf around the site (Debian's /etc/nginx/nginx.conf does this part in production). */
/** @param {{ prefix: string, sitePath: string, logDir: string }} paths */
function nginxMainConf({ prefix, sitePath, logDir }) {
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${logDir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${logDir}/nginx-access.log;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    include ${sitePath};
}
`;
}

// ---------------------------------------------------------------------------------------------------
// The cluster

/** @param {string} url @returns {Promise<number>} the status, 0 when nothing answered */
async function probe(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
function waitForExit(child, timeoutMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise(
    /** @type {(resolve: () => void, reject: (e: Error) => void) => void} */ (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`pid ${child.pid} did not exit in ${timeoutMs} ms`)),
        timeoutMs,
      );
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    },
  );
}

/**
 * @typedef {{ index: number, port: number, url: string, pid: number | undefined, running: boolean }} Member
 * @typedef {object} Cluster
 * @property {string} url nginx's address (BASE_URL of every process)
 * @property {Member[]} members
 * @property {string} logDir
 * @property {string} authSecret
 * @property {(i: number) => Promise<void>} start starts process i (again) and waits until it is ready
 * @property {(i: number, signal?: NodeJS.Signals) => Promise<void>} stop signals process i and waits for its exit
 * @property {(i: number, signal?: NodeJS.Signals) => Promise<void>} kill the same, SIGKILL by default
 * @property {(i: number) => Promise<void>} restart SIGTERM, wait for the exit, start, wait until ready
 * @property {(options?: { viaUpstream?: boolean }) => Promise<void>} rollingRestart each process in turn
 * @property {(i: number) => Promise<void>} waitReady
 * @property {(i: number) => string} logsOf everything process i wrote (every run of it)
 * @property {(down: number[]) => Promise<void>} setUpstreamDown marks processes down in nginx (reload)
 * @property {() => Promise<void>} close stops every process and nginx, removes the scratch files
 */

/**
 * Starts `processes` API processes on databaseUrl (migrations and the demo seed run in each, guarded by
 * advisory locks, as in production) and nginx in front of them. Builds nothing: call ensureBuilt() first.
 * @param {{ databaseUrl: string, processes?: number, nginx?: boolean, env?: Record<string, string>,
 *   seedDemo?: boolean, logDir?: string, readyTimeoutMs?: number, nginxPort?: number }} options
 * nginxPort: where nginx listens (default: a free port)
 * @returns {Promise<Cluster>}
 */
export async function startCluster({
  databaseUrl,
  processes = 2,
  nginx = true,
  env = {},
  seedDemo = true,
  logDir,
  readyTimeoutMs = READY_TIMEOUT_MS,
  nginxPort: chosenNginxPort,
}) {
  if (!databaseUrl) throw new Error('startCluster needs a databaseUrl (createScratchDatabase() makes one)');
  for (const built of [SERVER_ENTRY, 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: call ensureBuilt() first`);
  }
  installExitHandlers();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-cluster-'));
  const logs = logDir ?? path.join(scratch, 'logs');
  mkdirSync(logs, { recursive: true });

  const nginxPort = nginx ? (chosenNginxPort ?? (await freePort())) : 0;
  const ports = [];
  for (let i = 0; i < processes; i++) ports.push(await freePort());
  const authSecret = randomBytes(32).toString('base64url');
  const url = nginx ? `http://127.0.0.1:${nginxPort}` : `http://127.0.0.1:${ports[0]}`;

  /** @type {Member[]} */
  const members = ports.map((port, index) => ({
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: undefined,
    running: false,
  }));
  /** @type {Array<import('node:child_process').ChildProcess | null>} */
  const children = members.map(() => null);
  const logFile = (/** @type {number} */ i) => path.join(logs, `api-${i}.log`);

  const memberAt = (/** @type {number} */ i) => {
    const member = members[i];
    if (!member) throw new Error(`there is no process ${i} (the cluster has ${members.length})`);
    return member;
  };

  const memberEnv = (/** @type {Member} */ member) => ({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    ...env,
    PORT: String(member.port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    BASE_URL: url,
    TRUST_PROXY: 'loopback',
    AUTH_SECRET: authSecret,
    SEED_DEMO: String(seedDemo),
    // Nothing of a process should live on its own disk in a cluster; a data folder of its own per
    // process makes that visible (a file written there is lost to the other process).
    DATA_DIR: path.join(scratch, `data-${member.index}`),
  });

  const spawnMember = (/** @type {number} */ i) => {
    const member = memberAt(i);
    if (children[i] && member.running) throw new Error(`process ${i} is already running`);
    const out = createWriteStream(logFile(i), { flags: 'a' });
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, SERVER_ENTRY)], {
      cwd: root,
      env: memberEnv(member),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    children[i] = child;
    member.pid = child.pid;
    member.running = true;
    const lastResort = () => child.kill('SIGKILL');
    lastResorts.add(lastResort);
    child.once('exit', (code, signal) => {
      member.running = false;
      lastResorts.delete(lastResort);
      out.write(`\n[cluster] process ${i} (pid ${child.pid}) exited: ${signal ?? code}\n`);
      out.end();
    });
  };

  /** @param {number} i */
  const waitReady = async (i, timeoutMs = readyTimeoutMs) => {
    const member = memberAt(i);
    const started = Date.now();
    for (;;) {
      if (!member.running) throw new Error(`process ${i} exited before it was ready:\n${tail(logsOf(i))}`);
      if ((await probe(`${member.url}${READY_PATH}`)) === 200) return;
      if (Date.now() - started > timeoutMs)
        throw new Error(`process ${i} was not ready in ${timeoutMs} ms:\n${tail(logsOf(i))}`);
      await sleep(100);
    }
  };

  const logsOf = (/** @type {number} */ i) =>
    existsSync(logFile(i)) ? readFileSync(logFile(i), 'utf8') : '';

  /** @param {number} i @param {NodeJS.Signals} signal */
  const stop = async (i, signal = 'SIGTERM') => {
    const child = children[i];
    if (!child || !memberAt(i).running) return;
    child.kill(signal);
    await waitForExit(child, EXIT_TIMEOUT_MS);
  };

  // --- nginx
  const nginxPrefix = path.join(scratch, 'nginx');
  const sitePath = path.join(nginxPrefix, 'competencyhub.conf');
  const confPath = path.join(nginxPrefix, 'nginx.conf');
  /** @type {import('node:child_process').ChildProcess | null} */
  let nginxChild = null;
  const down = new Set();

  const writeSite = () =>
    writeFileSync(
      sitePath,
      renderNginxSite({
        listenPort: nginxPort,
        upstreams: members.map((m) => ({ port: m.port, down: down.has(m.index) })),
      }),
    );

  /** The worker processes of nginx's master right now (Linux /proc). */
  const nginxWorkers = () => {
    const pids = new Set();
    if (!nginxChild?.pid) return pids;
    for (const entry of readdirSafe('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // Field 4 (after the command in parentheses, which may hold spaces) is the parent's pid.
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent === nginxChild.pid) pids.add(Number(entry));
      } catch {
        // The process ended while we looked.
      }
    }
    return pids;
  };

  /**
   * A graceful reload that has taken effect: the master started new workers with the new site, and the
   * old ones finished the requests they held and exited. Only then is a process out of (or back in) use.
   */
  const reloadNginx = async () => {
    if (!nginxChild) return;
    writeSite();
    const test = spawnSync(NGINX_BIN, ['-t', '-q', '-p', nginxPrefix, '-c', confPath], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t refused the site:\n${test.stderr}`);
    const before = nginxWorkers();
    nginxChild.kill('SIGHUP');
    const started = Date.now();
    for (;;) {
      const now = nginxWorkers();
      const oldStillThere = [...before].some((pid) => now.has(pid));
      const fresh = [...now].some((pid) => !before.has(pid));
      if (!oldStillThere && fresh) return;
      if (Date.now() - started > EXIT_TIMEOUT_MS) throw new Error('nginx did not finish its reload');
      await sleep(20);
    }
  };

  const startNginx = async () => {
    // Run as root, nginx's workers are `nobody`: they must reach the temporary folders, where bodies over
    // client_body_buffer_size and large answers are buffered (mkdtemp makes the scratch folder 0700).
    chmodSync(scratch, 0o711);
    mkdirSync(nginxPrefix, { recursive: true, mode: 0o711 });
    for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(nginxPrefix, dir), { recursive: true });
      chmodSync(path.join(nginxPrefix, dir), 0o1777);
    }
    writeSite();
    writeFileSync(confPath, nginxMainConf({ prefix: nginxPrefix, sitePath, logDir: logs }));
    const test = spawnSync(NGINX_BIN, ['-t', '-q', '-p', nginxPrefix, '-c', confPath], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t refused the site:\n${test.stderr}`);
    const child = spawn(NGINX_BIN, ['-p', nginxPrefix, '-c', confPath], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    nginxChild = child;
    // SIGKILL on the master leaves its workers holding the port: kill the whole group's workers too.
    const lastResort = () => {
      for (const pid of nginxWorkers()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      }
      child.kill('SIGKILL');
    };
    lastResorts.add(lastResort);
    child.once('exit', () => lastResorts.delete(lastResort));
    const started = Date.now();
    while ((await probe(`${url}${HEALTH_PATH}`)) === 0) {
      if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${stderr}`);
      if (Date.now() - started > 10_000) throw new Error(`nginx did not listen on ${url}:\n${stderr}`);
      await sleep(50);
    }
  };

  const stopNginx = async () => {
    const child = nginxChild;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT'); // graceful: workers finish the requests they hold
    try {
      await waitForExit(child, 10_000);
    } catch {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  };

  /** @type {Cluster} */
  const cluster = {
    url,
    members,
    logDir: logs,
    authSecret,
    async start(i) {
      spawnMember(i);
      await waitReady(i);
    },
    stop,
    async kill(i, signal = 'SIGKILL') {
      await stop(i, signal);
    },
    async restart(i) {
      await stop(i, 'SIGTERM');
      spawnMember(i);
      await waitReady(i);
    },
    /**
     * Every process in turn, as an operator should (decision 0078). viaUpstream (the default): nginx stops
     * sending the process anything new (marked `down`, graceful reload) before SIGTERM, and gets it back
     * once it is ready. viaUpstream false: SIGTERM only, relying on the drain and proxy_next_upstream.
     */
    async rollingRestart({ viaUpstream = true } = {}) {
      for (const member of members) {
        if (viaUpstream && nginxChild) {
          down.add(member.index);
          await reloadNginx();
        }
        await cluster.restart(member.index);
        if (viaUpstream && nginxChild) {
          down.delete(member.index);
          await reloadNginx();
        }
      }
    },
    waitReady,
    logsOf,
    async setUpstreamDown(indexes) {
      down.clear();
      for (const i of indexes) down.add(i);
      await reloadNginx();
    },
    async close() {
      await Promise.allSettled(members.map((_m, i) => stop(i, 'SIGTERM')));
      // A process that would not drain in time: no leftovers either way.
      for (const child of children)
        if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await stopNginx();
      // The logs stay only where the caller asked for them (logDir, outside the scratch folder).
      rmSync(scratch, { recursive: true, force: true });
    },
  };

  try {
    // Started together, as a service manager starts them: the advisory locks keep migrations and the
    // demo seed to one process.
    for (const member of members) spawnMember(member.index);
    await Promise.all(members.map((_m, i) => waitReady(i)));
    if (nginx) await startNginx();
  } catch (error) {
    await cluster.close();
    throw error;
  }
  return cluster;
}

/** @param {string} dir */
function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** @param {string} text */
function tail(text, lines = 30) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
