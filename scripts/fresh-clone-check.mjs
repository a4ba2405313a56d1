#!/usr/bin/env node
// CI: the README's set-up from a fresh clone of this repository (its committed HEAD, so commit first; no
// node_modules), as a new user or a server would run it:
//   1. `npm test`'s install step (scripts/ensure-install.mjs) installs everything, devDependencies included,
//      even with NODE_ENV=production;
//   2. `NODE_ENV=production npm start` on an empty DATA_DIR builds and becomes healthy;
//   3. after an install broken half-way (a package folder and the completion marker gone), the next
//      `npm start` repairs it and becomes healthy again.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARKER } from './ensure-install.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_DEADLINE_MS = 15 * 60_000;
const BROKEN_PACKAGE = path.join('node_modules', '@tailwindcss', 'vite');

const work = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-fresh-clone-'));
const clone = path.join(work, 'app');
const productionEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };

class CheckFailed extends Error {}

function fail(message, logFile) {
  console.error(`✖ ${message}`);
  if (logFile && existsSync(logFile)) {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    console.error(`--- last lines of ${path.basename(logFile)} ---\n${lines.slice(-40).join('\n')}`);
  }
  throw new CheckFailed(message);
}

async function step(name, action) {
  console.info(`▶ ${name}`);
  const started = Date.now();
  await action();
  console.info(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

async function healthy(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    return res.ok && (await res.json()).status === 'ok';
  } catch {
    return false;
  }
}

/** `NODE_ENV=production npm start` in the clone until /api/v1/health answers ok; returns its output. */
async function startUntilHealthy(dataDir, logName) {
  const port = await freePort();
  const logFile = path.join(work, logName);
  const out = openSync(logFile, 'w');
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...productionEnv, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', out, out],
    detached: true,
  });
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = signal ?? code;
  });
  const started = Date.now();
  try {
    while (!(await healthy(port))) {
      if (exited !== null) fail(`npm start exited (${exited}) before it was healthy`, logFile);
      if (Date.now() - started > START_DEADLINE_MS) fail('npm start was not healthy in time', logFile);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    if (exited === null) {
      const gone = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone between the last check and now.
      }
      await gone;
    }
  }
  return readFileSync(logFile, 'utf8');
}

async function main() {
  await step('fresh clone (no node_modules)', () => {
    const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
    if (cloned.status !== 0) fail('git clone failed');
    if (existsSync(path.join(clone, 'node_modules'))) fail('the clone already has node_modules');
  });

  await step("npm test's install step with NODE_ENV=production", () => {
    const logFile = path.join(work, 'install.log');
    const out = openSync(logFile, 'w');
    const result = spawnSync(process.execPath, ['scripts/ensure-install.mjs'], {
      cwd: clone,
      env: productionEnv,
      stdio: ['ignore', out, out],
    });
    const output = readFileSync(logFile, 'utf8');
    if (result.status !== 0) fail(`the install helper failed (exit ${result.status})`, logFile);
    if (!output.includes('Installing dependencies (node_modules is missing)'))
      fail('nothing was installed', logFile);
    for (const needed of ['node_modules/.bin/tsc', 'node_modules/.bin/vitest', BROKEN_PACKAGE, MARKER]) {
      if (!existsSync(path.join(clone, needed))) fail(`${needed} is missing after the install`, logFile);
    }
  });

  await step('NODE_ENV=production npm start on an empty data folder becomes healthy', async () => {
    await startUntilHealthy(path.join(work, 'data'), 'start.log');
  });

  await step('an install broken half-way is repaired by the next npm start', async () => {
    rmSync(path.join(clone, BROKEN_PACKAGE), { recursive: true });
    rmSync(path.join(clone, MARKER));
    const output = await startUntilHealthy(path.join(work, 'data'), 'repair.log');
    if (!output.includes('Installing dependencies'))
      fail('npm start did not reinstall', path.join(work, 'repair.log'));
    if (!existsSync(path.join(clone, BROKEN_PACKAGE))) fail(`${BROKEN_PACKAGE} was not restored`);
  });
}

try {
  await main();
  console.info('Fresh clone: install, production start and repair all passed.');
} catch (error) {
  if (!(error instanceof CheckFailed)) console.error(error);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
